//! The C API (`weft-c/Weft.h`) called as a C host calls it: passes made
//! with option strings run like their pipeline spelling; wrong options give
//! a null pass and a reason.

use std::ffi::c_void;

use melior::StringRef;
use melior::ir::Module;
use melior::pass::{Pass, PassManager};
use mlir_sys::MlirPass;
use weft_dialect::create_context;
use weft_dialect::tt::mlirCreateWeftTTAssignLayouts;
use weft_passes::capi::{mlirCreateWeftLowerLayouts, mlirCreateWeftPass};

type Create = unsafe extern "C" fn(
    mlir_sys::MlirStringRef,
    mlir_sys::MlirStringCallback,
    *mut c_void,
) -> MlirPass;

/// The pass `create` makes from `options`, or the reason it gives.
fn make(create: Create, options: &str) -> Result<Pass, String> {
    let mut reason = String::new();
    let raw = unsafe {
        create(
            StringRef::new(options).to_raw(),
            Some(weft_dialect::strings::append_to_string),
            &mut reason as *mut String as *mut c_void,
        )
    };
    if raw.ptr.is_null() {
        Err(reason)
    } else {
        Ok(unsafe { Pass::from_raw(raw) })
    }
}

const SOURCE: &str = "func.func private @f(tensor<64x96xf32>)";

fn run(passes: Vec<Pass>) -> String {
    let context = create_context();
    let mut module = Module::parse(&context, SOURCE).unwrap();
    let manager = PassManager::new(&context);
    for pass in passes {
        manager.add_pass(pass);
    }
    manager.run(&mut module).unwrap();
    module.as_operation().to_string()
}

#[test]
fn passes_with_option_strings_run_as_in_pipelines() {
    let through_c = run(vec![
        make(mlirCreateWeftTTAssignLayouts, "grid=2x4 tiled=true").unwrap(),
        make(mlirCreateWeftLowerLayouts, "").unwrap(),
    ]);
    let context = create_context();
    let mut module = Module::parse(&context, SOURCE).unwrap();
    let manager = PassManager::new(&context);
    weft_passes::add_pipeline(
        &manager,
        "builtin.module(tt-assign-layouts{grid=2x4 tiled=true},weft-lower-layouts)",
    )
    .unwrap();
    manager.run(&mut module).unwrap();
    assert_eq!(through_c, module.as_operation().to_string());
    assert!(through_c.contains("memref<2x4x"), "{through_c}");
    // Braces are allowed.
    assert!(make(mlirCreateWeftTTAssignLayouts, "{grid=2x2}").is_ok());
}

#[test]
fn wrong_options_are_a_null_pass_and_a_reason() {
    let reason = make(mlirCreateWeftTTAssignLayouts, "grid=two")
        .err()
        .unwrap();
    assert!(reason.contains("invalid grid option"), "{reason}");
    let reason = make(mlirCreateWeftTTAssignLayouts, "bogus=1")
        .err()
        .unwrap();
    assert!(reason.contains("bogus"), "{reason}");
    let reason = make(mlirCreateWeftLowerLayouts, "x=1").err().unwrap();
    assert!(!reason.is_empty());
}

#[test]
fn any_pass_by_its_name() {
    let mut reason = String::new();
    let raw = unsafe {
        mlirCreateWeftPass(
            StringRef::new("spyre-assign-default-layouts").to_raw(),
            StringRef::new("sparse=true").to_raw(),
            Some(weft_dialect::strings::append_to_string),
            &mut reason as *mut String as *mut c_void,
        )
    };
    assert!(!raw.ptr.is_null(), "{reason}");
    let printed = run(vec![unsafe { Pass::from_raw(raw) }]);
    assert!(printed.contains("#spyre.layout"), "{printed}");
    let none = unsafe {
        mlirCreateWeftPass(
            StringRef::new("no-such-pass").to_raw(),
            StringRef::new("").to_raw(),
            None,
            std::ptr::null_mut(),
        )
    };
    assert!(none.ptr.is_null());
}

#[test]
fn only_the_dialects_named() {
    use melior::Context;
    use melior::dialect::DialectRegistry;
    use weft_passes::capi::mlirWeftRegisterDialects;

    let register = |names: &[&str]| {
        let registry = DialectRegistry::new();
        melior::utility::register_all_dialects(&registry);
        let refs: Vec<mlir_sys::MlirStringRef> =
            names.iter().map(|n| StringRef::new(n).to_raw()).collect();
        let mut reason = String::new();
        // SAFETY: a live registry, `refs.len()` references, a callback with
        // the `String` it expects.
        let result = unsafe {
            mlirWeftRegisterDialects(
                registry.to_raw(),
                refs.as_ptr(),
                refs.len() as isize,
                Some(weft_dialect::strings::append_to_string),
                &mut reason as *mut String as *mut c_void,
            )
        };
        (registry, result.value != 0, reason)
    };
    let parses = |registry: &DialectRegistry, text: &str| {
        let context = Context::new();
        context.append_dialect_registry(registry);
        context.load_all_available_dialects();
        Module::parse(&context, text).is_some()
    };
    let cute = r#"func.func private @f(tensor<4x8xf32, #cute.layout<"(4,8):(8,1)">>)"#;
    let spyre = "func.func private @f(tensor<4x64xf16, #spyre.layout<device_size = [4, 64], dim_map = [0, 1]>>)";
    let (registry, ok, _) = register(&["cute"]);
    assert!(ok);
    assert!(parses(&registry, cute));
    assert!(!parses(&registry, spyre));
    let (registry, ok, reason) = register(&["spyre", "triton"]);
    assert!(!ok);
    assert_eq!(
        reason,
        "no Weft dialect named 'triton' (known: weft, tt, ttcore, ttg, spyre, tilus, cute, ttng, amdg)"
    );
    assert!(
        !parses(&registry, spyre),
        "nothing is registered on an error"
    );
}

//! A pass made from typed options does what the same options in a textual
//! pipeline do: `tt-assign-layouts` and `spyre-assign-default-layouts`,
//! run both ways on one module, print the same IR.

use melior::ir::Module;
use melior::pass::PassManager;
use weft_dialect::create_context;
use weft_dialect::spyre::{
    AssignDefaultLayoutsOptions, create_assign_default_layouts_with_options,
};
use weft_dialect::tt::{AssignLayoutsOptions, create_assign_layouts_with_options};
use weft_layout::metal::{MemorySpace, OobValue};

const SOURCE: &str = "func.func private @f(tensor<64x96xf32>, tensor<2x3x4xf16>)";

/// The module after `add` filled a pass manager.
fn run(add: impl FnOnce(&PassManager<'_>)) -> String {
    let context = create_context();
    let mut module = Module::parse(&context, SOURCE).unwrap();
    let manager = PassManager::new(&context);
    add(&manager);
    manager.run(&mut module).unwrap();
    module.as_operation().to_string()
}

#[test]
fn typed_metal_options_are_the_textual_ones() {
    let typed = run(|manager| {
        manager.add_pass(create_assign_layouts_with_options(AssignLayoutsOptions {
            grid: vec![2, 4],
            tiled: true,
            memory_space: MemorySpace::DeviceDram,
            collapse_intervals: vec![(0, -1)],
            oob: OobValue::Zero,
        }))
    });
    let textual = run(|manager| {
        weft_passes::add_pipeline(
            manager,
            "builtin.module(tt-assign-layouts{grid=2x4 tiled=true memory-space=dram collapse=0:-1 oob=zero})",
        )
        .unwrap()
    });
    assert_eq!(typed, textual);
    assert!(typed.contains("<2x4>"), "{typed}");
    assert!(typed.contains("#tt.memory_space<dram>"), "{typed}");
    // The defaults are the pass's defaults.
    let default = run(|manager| {
        manager.add_pass(create_assign_layouts_with_options(
            AssignLayoutsOptions::default(),
        ))
    });
    let plain = run(|manager| manager.add_pass(weft_dialect::tt::create_assign_layouts()));
    assert_eq!(default, plain);
}

#[test]
fn typed_spyre_options_are_the_textual_ones() {
    let typed = run(|manager| {
        manager.add_pass(create_assign_default_layouts_with_options(
            AssignDefaultLayoutsOptions {
                sparse: false,
                order: Some(vec![2, 0, 1]),
            },
        ))
    });
    let textual = run(|manager| {
        weft_passes::add_pipeline(
            manager,
            "builtin.module(spyre-assign-default-layouts{sparse=false order=2,0,1})",
        )
        .unwrap()
    });
    assert_eq!(typed, textual);
    assert!(typed.contains("#spyre.layout"), "{typed}");
}

#[test]
fn passes_without_options_take_their_empty_options() {
    let with = run(|manager| {
        manager.add_pass(create_assign_layouts_with_options(
            AssignLayoutsOptions::default(),
        ));
        manager.add_pass(weft_passes::create_verify_layouts_with(
            weft_passes::VerifyLayoutsOptions::default(),
        ));
        manager.add_pass(weft_passes::create_lower_layouts_with(
            weft_passes::LowerLayoutsOptions::default(),
        ));
    });
    let plain = run(|manager| {
        manager.add_pass(weft_dialect::tt::create_assign_layouts());
        manager.add_pass(weft_passes::create_verify_layouts());
        manager.add_pass(weft_passes::create_lower_layouts());
    });
    assert_eq!(with, plain);
    assert!(with.contains("memref<1x1x64x96xf32"), "{with}");
}

//! A Rust pass that panics fails the pipeline with a diagnostic; the panic
//! never unwinds into C++ (which would abort the process).

use std::sync::{Arc, Mutex};

use melior::ir::Module;
use melior::ir::OperationRef;
use melior::ir::operation::OperationLike;
use melior::ir::r#type::TypeId;
use melior::pass::PassManager;
use weft_dialect::create_context;
use weft_dialect::pass::{PassInfo, PassOption, WeftPass, create_pass, emit_error};

#[derive(Clone)]
struct Panics;

impl WeftPass for Panics {
    fn run(&mut self, _operation: OperationRef<'_, '_>) -> bool {
        panic!("deliberate panic in a test pass")
    }
}

#[derive(Clone)]
struct Reports;

impl WeftPass for Reports {
    fn configure(&mut self, values: &[&str]) -> Result<(), String> {
        match values {
            ["ok"] => Ok(()),
            other => Err(format!("bad value {other:?}")),
        }
    }

    fn run(&mut self, operation: OperationRef<'_, '_>) -> bool {
        emit_error(operation.location(), "reported by the pass");
        true
    }
}

#[repr(align(8))]
struct PassId;
static PANICS_ID: PassId = PassId;
static REPORTS_ID: PassId = PassId;

const PANICS: PassInfo = PassInfo {
    name: "TestPanics",
    argument: "test-panics",
    summary: "panics",
    options: &[],
    dependent_dialects: Vec::new,
};

const REPORTS: PassInfo = PassInfo {
    name: "TestReports",
    argument: "test-reports",
    summary: "reports an error",
    options: &[PassOption {
        name: "mode",
        description: "ok or anything else",
        default: "ok",
    }],
    dependent_dialects: Vec::new,
};

/// Runs `pass` on an empty module; returns whether it succeeded and the
/// diagnostics MLIR reported.
fn run(pass: melior::pass::Pass) -> (bool, Vec<String>) {
    let context = create_context();
    let seen = Arc::new(Mutex::new(Vec::new()));
    let sink = seen.clone();
    context.attach_diagnostic_handler(move |diagnostic| {
        sink.lock().unwrap().push(diagnostic.to_string());
        true
    });
    let mut module = Module::parse(&context, "module {}").unwrap();
    let manager = PassManager::new(&context);
    manager.add_pass(pass);
    let ok = manager.run(&mut module).is_ok();
    let messages = seen.lock().unwrap().clone();
    (ok, messages)
}

#[test]
fn a_panic_becomes_a_failed_pass_with_a_diagnostic() {
    let (ok, messages) = run(create_pass(Panics, TypeId::create(&PANICS_ID), &PANICS));
    assert!(!ok);
    assert_eq!(
        messages,
        vec!["internal error: deliberate panic in a test pass".to_string()]
    );
}

#[test]
fn a_reported_error_fails_the_pass() {
    let (ok, messages) = run(create_pass(Reports, TypeId::create(&REPORTS_ID), &REPORTS));
    assert!(!ok);
    assert_eq!(messages, vec!["reported by the pass".to_string()]);
}

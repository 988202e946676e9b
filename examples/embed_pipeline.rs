//! Weft's passes inside a Rust compiler: parse IR, run `canonicalize →
//! weft-verify-layouts → weft-lower-layouts` on it, print the result.
//!
//! ```sh
//! cargo run -p weft-passes --example embed_pipeline -- examples/metal-layouts.mlir
//! ```
//!
//! A pass that fails reports through MLIR's diagnostics (on stderr) and the
//! program exits 1; so does IR that does not parse.

use std::process::ExitCode;

use melior::ir::Module;
use melior::pass::{PassManager, transform::create_canonicalizer};

fn main() -> ExitCode {
    let Some(path) = std::env::args().nth(1) else {
        eprintln!("usage: embed_pipeline INPUT.mlir");
        return ExitCode::FAILURE;
    };
    let source = match std::fs::read_to_string(&path) {
        Ok(source) => source,
        Err(error) => {
            eprintln!("error: cannot read {path}: {error}");
            return ExitCode::FAILURE;
        }
    };
    // Upstream dialects and every Weft dialect, as `weft-opt` has them.
    let context = weft_dialect::create_context();
    let Some(mut module) = Module::parse(&context, &source) else {
        eprintln!("error: {path} does not parse");
        return ExitCode::FAILURE;
    };
    let manager = PassManager::new(&context);
    manager.add_pass(create_canonicalizer());
    manager.add_pass(weft_passes::create_verify_layouts());
    // Every pass can be made from its options struct.
    manager.add_pass(weft_passes::create_lower_layouts_with(
        weft_passes::LowerLayoutsOptions::default(),
    ));
    if manager.run(&mut module).is_err() {
        eprintln!("error: the pipeline failed on {path}");
        return ExitCode::FAILURE;
    }
    println!("{}", module.as_operation());
    ExitCode::SUCCESS
}

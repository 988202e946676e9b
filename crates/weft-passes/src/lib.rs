//! # weft-passes: Weft's MLIR passes
//!
//! Each pass is written in Rust as a melior external pass; it only
//! translates between IR and `weft-layout`, where every layout question is
//! answered. The [`registry`] lists them once, for the opt driver and for
//! anyone embedding them in their own pipeline:
//!
//! ```
//! use melior::{ir::Module, pass::PassManager};
//! use weft_dialect::create_context;
//!
//! let context = create_context();
//! let module = Module::parse(&context, "module {}").unwrap();
//! let manager = PassManager::new(&context);
//! manager.add_pass(weft_passes::create_verify_layouts());
//! manager.run(&mut module.clone()).unwrap();
//! ```
//!
//! | pass | what it does |
//! |---|---|
//! | `weft-verify-layouts` | checks every layout attribute against the tensor it encodes |
//!
//! **Architecture Invariant:** a panic never crosses into MLIR; a pass that
//! hits one reports an error at the operation and fails.

mod boundary;
mod ir_walk;
pub mod registry;
mod verify_layouts;

pub use registry::{PASSES, PassEntry, create_pass, register_all_passes};
pub use verify_layouts::create_verify_layouts;

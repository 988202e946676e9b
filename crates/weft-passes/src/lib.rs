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
//! let source = r#"
//!   func.func private @f(tensor<4x4x4xf32, #tt.metal_layout<(d0, d1) -> (d0, d1),
//!       undef, <1x1>, memref<4x4xf32, #tt.memory_space<l1>>>>)
//! "#;
//! let mut module = Module::parse(&context, source).unwrap();
//! let manager = PassManager::new(&context);
//! manager.add_pass(weft_passes::create_verify_layouts());
//! // The map has 2 dims but the tensor rank is 3: the pass fails (and
//! // reports why through the context's diagnostic handlers).
//! assert!(manager.run(&mut module).is_err());
//! ```
//!
//! Registered with [`register_all_passes`], they are also reached by name in
//! textual pipelines, mixed with upstream passes ([`add_pipeline`]).
//!
//! | pass | what it does |
//! |---|---|
//! | `weft-verify-layouts` | checks every layout attribute against the tensor it encodes and the module, and every `weft.relayout` against its layouts |
//! | `weft-lower-layouts` | lowers tensors with a layout to the buffers the layout describes (`{host-buffers=true}`: plain memrefs indexed by slot, for the CPU) |
//! | `weft-lower-relayout` | lowers `weft.relayout` to loops with index arithmetic from the layouts |
//!
//! Each family's own passes (`tt-assign-layouts`) live with the family in
//! `weft_dialect` and are listed here through `weft_dialect::families`.
//!
//! **Architecture Invariant:** this crate names no family: no family
//! module, no family dialect, no family op or attribute name. It reaches
//! families only through `weft_dialect::families` and `weft_layout::Layout`.
//!
//! **Architecture Invariant:** a panic never crosses into MLIR; a pass that
//! hits one reports an error at the operation and fails
//! (`weft_dialect::pass` catches it at the boundary).

pub mod capi;
mod lower_layouts;
mod lower_relayout;
pub mod pipeline;
pub mod registry;
mod verify_layouts;

pub use lower_layouts::{
    LOGICAL_TYPE, LowerLayoutsOptions, create_lower_layouts, create_lower_layouts_with,
};
pub use lower_relayout::create_lower_relayout;
pub use pipeline::add_pipeline;
pub use registry::{NEUTRAL_PASSES, PassEntry, create_pass, passes, register_all_passes};
pub use verify_layouts::{VerifyLayoutsOptions, create_verify_layouts, create_verify_layouts_with};

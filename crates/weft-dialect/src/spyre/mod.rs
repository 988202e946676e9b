//! The Spyre family at the MLIR level: the `spyre` dialect's
//! `#spyre.layout`, its registry entry, and `spyre-assign-default-layouts`.
//!
//! The attribute crosses into Rust as its printed text
//! (`weft_layout::spyre::syntax`); this module only recognizes it.

mod assign_defaults;

pub use assign_defaults::{
    AssignDefaultLayouts, AssignDefaultLayoutsOptions, create_assign_default_layouts,
    create_assign_default_layouts_with_options,
};

use melior::dialect::DialectHandle;
use melior::ir::attribute::AttributeLike;

use crate::families::Family;
use crate::ffi;
use crate::pass::PassEntry;

/// The Spyre family's entry in [`crate::families::FAMILIES`].
pub const FAMILY: Family = Family {
    syntax: &weft_layout::spyre::syntax::SYNTAX,
    dialect: dialect_handle,
    // SAFETY: `attribute` is a live attribute.
    is_layout: |attribute| unsafe { ffi::mlirAttributeIsASpyreLayoutAttr(attribute.to_raw()) },
    to_layout_ops: &[],
    passes: &[PassEntry {
        info: &assign_defaults::INFO,
        create: create_assign_default_layouts,
    }],
    check_type: None,
    check_op: None,
    region_facts: None,
};

/// The handle of the `spyre` dialect, for registries and contexts.
pub fn dialect_handle() -> DialectHandle {
    unsafe { DialectHandle::from_raw(ffi::mlirGetDialectHandle__spyre__()) }
}

c_pass_constructor!(
    /// `spyre-assign-default-layouts` for C hosts (`weft-c/Weft.h`).
    mlirCreateWeftSpyreAssignDefaultLayouts,
    create_assign_default_layouts
);

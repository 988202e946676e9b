//! The tt family at the MLIR level: typed wrappers of the `tt` dialect's
//! attributes and types, its registry entry, and `tt-assign-layouts`.

mod assign_layouts;
mod memory_space;
mod metal_layout;
mod shard_layout;
mod tile;

pub use assign_layouts::{
    AssignLayouts, AssignLayoutsOptions, create_assign_layouts, create_assign_layouts_with,
    create_assign_layouts_with_options,
};
pub use memory_space::MemorySpaceAttr;
pub use metal_layout::MetalLayoutAttr;
pub use shard_layout::ShardLayoutAttr;
pub use tile::TileType;

use melior::dialect::DialectHandle;
use melior::ir::attribute::AttributeLike;

use crate::families::Family;
use crate::pass::PassEntry;

/// The metal family's entry in [`crate::families::FAMILIES`].
pub const FAMILY: Family = Family {
    syntax: &weft_layout::metal::syntax::SYNTAX,
    dialect: dialect_handle,
    is_layout: |attribute| {
        MetalLayoutAttr::is_a(attribute)
            // SAFETY: `attribute` is a live attribute.
            || unsafe { crate::ffi::mlirAttributeIsATTDeviceMetalLayoutAttr(attribute.to_raw()) }
            // tt-mlir's 2024 name, `#tt.layout`.
            // SAFETY: as above.
            || unsafe { crate::ffi::mlirAttributeIsATTLegacyLayoutAttr(attribute.to_raw()) }
    },
    to_layout_ops: &["tt.to_layout"],
    passes: &[PassEntry {
        info: &assign_layouts::INFO,
        create: create_assign_layouts,
    }],
    check_type: None,
    check_op: None,
    region_facts: None,
};

/// The handle of the `tt` dialect, for registries and contexts.
pub fn dialect_handle() -> DialectHandle {
    unsafe { DialectHandle::from_raw(crate::ffi::mlirGetDialectHandle__tt__()) }
}

c_pass_constructor!(
    /// `tt-assign-layouts` for C hosts (`weft-c/Weft.h`).
    mlirCreateWeftTTAssignLayouts,
    create_assign_layouts
);

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
    },
    to_layout_ops: &["tt.to_layout"],
    passes: &[PassEntry {
        info: &assign_layouts::INFO,
        create: create_assign_layouts,
    }],
};

/// The handle of the `tt` dialect, for registries and contexts.
pub fn dialect_handle() -> DialectHandle {
    unsafe { DialectHandle::from_raw(crate::ffi::mlirGetDialectHandle__tt__()) }
}

/// `tt-assign-layouts` for C hosts (`weft-c/Weft.h`): options as in a pipeline,
/// a null pass and `on_error` when they are wrong.
///
/// # Safety
///
/// `options` must be a valid string reference, and `on_error` (if any)
/// callable with `user_data`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mlirCreateWeftTTAssignLayouts(
    options: mlir_sys::MlirStringRef,
    on_error: mlir_sys::MlirStringCallback,
    user_data: *mut std::ffi::c_void,
) -> mlir_sys::MlirPass {
    // SAFETY: the caller's guarantees, passed on.
    unsafe { crate::pass::create_for_c(create_assign_layouts, options, on_error, user_data) }
}

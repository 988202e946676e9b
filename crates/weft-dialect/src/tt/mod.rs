//! Typed wrappers of the `tt` dialect's attributes and types.

mod memory_space;
mod metal_layout;
mod shard_layout;
mod tile;

pub use memory_space::MemorySpaceAttr;
pub use metal_layout::MetalLayoutAttr;
pub use shard_layout::ShardLayoutAttr;
pub use tile::TileType;

use melior::dialect::DialectHandle;

/// The handle of the `tt` dialect, for registries and contexts.
pub fn dialect_handle() -> DialectHandle {
    unsafe { DialectHandle::from_raw(crate::ffi::mlirGetDialectHandle__tt__()) }
}

//! Tenstorrent metal layouts (`#tt.metal_layout`).
//!
//! A metal layout collapses a tensor's dimensions with an affine map, splits
//! the collapsed (physical) shape over a grid of cores, and optionally stores
//! each core's shard in tiles. Worked example from the seed: `53x63` with the
//! identity map on a `3x2` grid has physical shape `53x63` and shard
//! `ceil(53/3) x ceil(63/2) = 18x32`; the last row of cores holds one padded
//! row (`3*18 - 53`), the last column one padded column (`2*32 - 63`).
//!
//! * [`MetalEncoding`] is the attribute: map, oob value, grid, shard buffer
//!   (and the 5-field form's memory layout), spelled `#tt.` or `#ttcore.`.
//! * [`DeviceEncoding`] is today's tt-mlir attribute (`logical_shape = ...`)
//!   and [`DeviceMetalLayout`] its device tensor (grid ++ shard).
//! * [`MetalLayout`] is an encoding applied to a logical shape: the model
//!   answers [`crate::Layout`] queries for it.
//! * [`collapse`] builds the map and shard from a shape and a grid.

pub mod collapse;
mod device;
mod encoding;
mod layout;
mod padding;
mod parse;
pub mod syntax;
mod tile;
mod transform;

pub use device::{DEFAULT_TILE_SIDE, DeviceEncoding, DeviceMetalLayout, IntervalsKeyword};
pub use encoding::{MemoryLayout, MemorySpace, MetalEncoding, Namespace, OobValue, ShardBuffer};
pub use layout::MetalLayout;
pub use padding::{CoreRegion, DimPadding};
pub use parse::AnyMetalEncoding;
pub use tile::{ShardElement, Tile, TileDataType};

//! IBM Spyre's tensor layouts (`seeds/spyre-tensor-layouts.txt`): a host
//! (PyTorch) tensor laid out on the device as a row-major device tensor
//! whose innermost dim is a 128-byte stick.
//!
//! * [`canon`]: host shapes without their size-1 dims.
//! * [`SpyreLayout`] is the attribute (`device_size`, `dim_map`);
//!   [`SpyreTensor`] a host tensor under it, as a layout of the common
//!   model, with the coordinate maps both ways and padding per dim.
//! * [`defaults`]: torch-spyre's default layouts (dense and sparse).

pub mod canon;
pub mod defaults;
mod layout;
pub mod syntax;

pub use layout::{SpyreLayout, SpyreTensor, elements_per_stick};

/// Bytes in one stick, the innermost device dim.
pub const STICK_BYTES: i64 = 128;

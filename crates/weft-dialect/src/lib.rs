//! # weft-dialect: the Rust face of Weft's MLIR dialects
//!
//! The dialects themselves are ODS and a thin C++ shell in `dialect/`,
//! built by this crate's build script and reached through their C API. This
//! crate wraps each attribute and type in a typed struct over melior's
//! `Attribute`/`Type` (`tt::MetalLayoutAttr`, `tt::MemorySpaceAttr`,
//! `tt::TileType`) and converts them to and from `weft-layout` values, where
//! all layout arithmetic lives.
//!
//! ```
//! use melior::ir::Attribute;
//! use weft_dialect::{create_context, tt::MetalLayoutAttr};
//!
//! let context = create_context();
//! let text = "#tt.metal_layout<(d0, d1) -> (d0, d1), undef, <3x2>, \
//!             memref<18x32xf32, #tt.memory_space<l1>>>";
//! let attr = MetalLayoutAttr::try_from(Attribute::parse(&context, text).unwrap())?;
//! let encoding = attr.to_encoding()?;
//! assert_eq!(encoding.grid(), &[3, 2]);
//! // Built from the value, it is the same uniqued attribute.
//! assert_eq!(MetalLayoutAttr::from_encoding(&context, &encoding)?, attr);
//! # Ok::<(), weft_dialect::Error>(())
//! ```
//!
//! **API Boundary:** the wrappers and conversions here; the raw C API is
//! private. **Architecture Invariant:** no layout arithmetic in this crate or
//! in the C++ it wraps.

#[macro_use]
mod macros;

pub mod cute;
mod diagnostics;
pub mod driver;
mod error;
pub mod families;
mod ffi;
pub mod input;
pub mod ir;
pub mod layouts;
pub mod neutral;
pub mod pass;
pub mod registration;
pub mod scope;
pub mod spyre;
pub mod strings;
pub mod tilus;
pub mod tt;
pub mod ttcore;
pub mod ttg;

#[cfg(test)]
mod test_support;

pub use error::Error;
pub use registration::{create_context, register_all_dialects};

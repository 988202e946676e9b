//! # weft-layout: where each element of a tensor lives
//!
//! A *layout* maps every element of a logical tensor to the physical slots
//! that hold it: a worker (device, core, warp, lane) and a place in that
//! worker's storage. Every layout system Weft supports — Tenstorrent metal
//! layouts, Triton encodings, Spyre, CuTe, Tilus — is a way to write such a
//! map down; this crate is the one model underneath them all.
//!
//! A small table worked by hand: a `3x4` tensor on a `<2x1>` grid with the
//! identity map has shards of `ceil(3/2) x 4 = 2x4`; core 0 holds rows 0–1,
//! core 1 holds row 2 and one padded row.
//!
//! ```text
//! core (0,0): shard row 0 = logical row 0, shard row 1 = logical row 1
//! core (1,0): shard row 0 = logical row 2, shard row 1 = padding
//! ```
//!
//! ```
//! use weft_layout::{Layout, metal::collapse::{build, BuildOptions}};
//!
//! let options = BuildOptions { grid: vec![2, 1], ..BuildOptions::default() };
//! let layout = build(&[3, 4], "f32".parse()?, &options)?;
//! assert_eq!(layout.encoding().to_string(),
//!     "#tt.metal_layout<(d0, d1) -> (d0, d1), undef, <2x1>, memref<2x4xf32, #tt.memory_space<l1>>>");
//! assert_eq!(layout.slots_of(&[2, 3])?.take(8), vec![vec![1, 0, 0, 3]]);
//! assert!(layout.elements_at(&[1, 0, 1, 0])?.is_empty()); // padding
//! assert_eq!(layout.padding_slot_count()?, 4);
//! assert_eq!(layout.max_copies()?, 1); // no replication
//! # Ok::<(), weft_layout::LayoutError>(())
//! ```
//!
//! **Why the map points both ways.** Compilers ask two questions: where does
//! element `x` go (`slots_of`, to lower stores and loads), and what is in
//! slot `p` (`elements_at`, to find padding and to render tables). A layout
//! may replicate an element (Triton broadcasts, Tilus replicated threads)
//! and a slot may hold several elements (a CuTe zero stride), so both
//! answers are sets, whose sizes are known in closed form
//! ([`model::IndexSet`]): a layout replicated over 2^20 slots counts its
//! copies without listing them.
//!
//! **Compared with CuTe and linear layouts.** CuTe's `shape:stride` layouts
//! map a coordinate to one integer offset; Triton's linear layouts map
//! hardware indices (register, lane, warp) to tensor indices by XOR over
//! GF(2). Here both are instances of one relation between a logical index
//! and a physical index that has named worker and local axes, so padding and
//! replication are explicit and comparable across families.
//!
//! **Architecture Invariant:** pure Rust. No MLIR, no FFI, no `unsafe`; every
//! fallible operation returns [`Result`] with a [`LayoutError`], and no input
//! makes it panic or overflow.
//!
//! **API Boundary:** this crate is the public model other crates build on.
//! The MLIR bindings (`weft-dialect`) convert attributes to and from the
//! values defined here; passes ask it every question about a layout.

#![forbid(unsafe_code)]

#[macro_use]
mod keyword;
#[macro_use]
mod scan;

pub mod affine;
pub mod arith;
pub mod cute;
pub mod element;
mod error;
pub mod family;
pub mod laws;
pub mod metal;
pub mod model;
mod padding_literal;
pub mod plan;
pub mod relayout_loops;
pub mod spyre;
pub mod text;
pub mod tilus;
pub mod triton;

pub use error::{ECHO_LIMIT, LayoutError, Result};
pub use model::{Axis, IndexSet, IrFacts, Layout, PaddingValue, PhysicalSpace, Storage};

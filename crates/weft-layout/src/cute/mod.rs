//! CuTe's layouts and their algebra (`seeds/cute-layout-algebra.txt`).
//!
//! * [`IntTuple`] of [`Int`]: nested integers, each static (`_4`, known at
//!   compile time in CuTe's C++) or dynamic (`4`), stored flat and read
//!   through [`TupleRef`]. The algorithms decide as
//!   CuTe's C++ decides, by that bit, so results equal CuTe's with run-time
//!   integers — and with static ones where the input is marked `_`.
//! * [`CuteLayout`]: a shape and a congruent stride; size, cosize, rank,
//!   depth, `crd2idx` and `idx2crd` (colexicographic).
//! * The algebra: [`coalesce`](coalesce::coalesce), [`filter`](coalesce::filter),
//!   [`composition`](composition::compose_tiler), [`complement`](complement::complement),
//!   [`right_inverse`](inverse::right_inverse), [`left_inverse`](inverse::left_inverse),
//!   the divides ([`divide`]) and the products ([`product`]), on
//!   [`Tiler`]s; swizzles ([`swizzle`]).
//! * [`syntax`]: CuTe's notation, printed in the run-time-integer form CuTe's
//!   C++ prints for dynamic integers (no `_`, no spaces).
//! * [`table`]: a rank-2 layout drawn as CuTe's `print_layout` draws it.
//! * [`expr`]: expressions over all of it, for the calculator; [`steps`]
//!   explains a composition, divide or product the way the seed walks
//!   through one, and checks a complement as the seed's notes do.
//!
//! Every tree is at most [`MAX_DEPTH`] levels deep and has at most
//! [`MAX_LEAVES`] integers, so recursion over one is bounded whatever the
//! input.

pub mod alignment;
mod arrange;
pub mod basis;
mod basis_composition;
pub mod coalesce;
pub mod common;
pub mod compact;
pub mod complement;
pub mod composed_offset;
pub mod composition;
mod coord_functions;
pub mod coord_layout;
pub mod cutlass_ops;
mod cutlass_probes;
pub mod cutlass_results;
mod cxx_spelling;
pub mod divide;
pub mod expr;
pub mod family;
pub mod fragment;
mod functions;
mod int;
mod int_functions;
pub mod inverse;
mod layout;
mod members;
mod parameterised;
mod partition;
pub mod product;
mod pycute_spelling;
pub mod recast;
pub mod regroup;
pub mod shape_arith;
pub mod slice;
pub mod steps;
mod strided_coord;
pub mod swizzle;
mod swizzle_inverse;
mod swizzle_masks;
mod swizzle_product;
mod swizzle_slice;
pub mod syntax;
pub mod table;
mod tensor;
pub mod tile_to_shape;
mod tiler;
mod tuple;
pub mod tuple_fns;
pub mod tuple_math;
pub mod tuple_relations;
mod type_bits;
mod value;
mod walk_anyway;
pub mod zip;

pub use arrange::Arrangement;
pub use compact::Order;
pub use coord_layout::{CoordLayout, CoordValue, SomeLayout};
pub use int::{Int, IntError, IntResult};
pub use layout::{CuteLayout, MAX_LISTED_OFFSETS, Major};
pub use tensor::{CuteTensor, MAX_TABULATED};
pub use tiler::Tiler;
pub use tuple::{INLINE_NODES, IntTuple, MAX_DEPTH, MAX_LEAVES, Modes, TupleRef};
pub use value::{AnyLayout, Value};

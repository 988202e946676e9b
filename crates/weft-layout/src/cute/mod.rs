//! CuTe's layouts (`seeds/cute-layout-algebra.txt`): nested integer tuples
//! and `shape:stride` functions from coordinates to offsets.
//!
//! * [`IntTuple`]: an integer or a tuple of them, nested (shapes, strides,
//!   coordinates).
//! * [`CuteLayout`]: a shape and a congruent stride; size, cosize, rank,
//!   depth, `crd2idx` and `idx2crd` (colexicographic: the leftmost
//!   coordinate runs fastest).
//! * [`syntax`]: CuTe's notation, `((2,2),3):((24,2),8)`, read (static
//!   markers `_12` accepted) and printed in the run-time-integer form CuTe's
//!   C++ prints for dynamic integers: no `_`, no spaces.
//! * [`table`]: a rank-2 layout drawn as CuTe's `print_layout` draws it.
//! * [`expr`]: expressions over CuTe's functions, for the calculator.
//!
//! Every tree is at most [`MAX_DEPTH`] levels deep and has at most
//! [`MAX_LEAVES`] integers, so recursion over one is bounded whatever the
//! input.

pub mod expr;
mod layout;
pub mod syntax;
pub mod table;
mod tuple;

pub use layout::CuteLayout;
pub use tuple::{IntTuple, MAX_DEPTH, MAX_LEAVES};

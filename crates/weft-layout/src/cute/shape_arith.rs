//! The seed's `shape_div` and `shape_mod`, the two halves of composing
//! with `s:d`: dividing the first `d` elements out of a shape ("every d-th
//! element"), then keeping its first `s` ("the first s of those"). Each
//! step must meet the divisibility condition; a step that does not is an
//! error naming the values, where the seed's C++ asserts.
//!
//! The seed folds over a flat array; CuTe's `shape_div` folds over a
//! nested shape and keeps its nesting (`shape_div(((4,3),5), 2)` is
//! `((2,3),5)`, a tuple mode dividing what is left by its product), and
//! takes CuTe's other operand forms: two tuples mode by mode (of one rank),
//! an integer by a tuple's product, two integers (an integer result).
//! `shape_mod` nests the same way. Recursion follows the shapes, which are
//! at most `MAX_DEPTH` deep.

use super::int::Int;
use super::tuple::{IntTuple, TupleBuilder, TupleRef};
use crate::error::{LayoutError, Result};

/// Which of the two the fold computes.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Op {
    Div,
    Mod,
}

impl Op {
    fn name(self) -> &'static str {
        match self {
            Self::Div => "shape_div",
            Self::Mod => "shape_mod",
        }
    }
}

/// `shape / divisor`, folded left to right: `(3,6,2,8) / 9 => (1,2,2,8)`.
pub fn shape_div<'a, 'b>(
    shape: impl Into<TupleRef<'a>>,
    divisor: impl Into<TupleRef<'b>>,
) -> Result<IntTuple> {
    fold(Op::Div, shape.into(), divisor.into())
}

/// `shape % keep`, folded left to right: `(3,6,2,8) % 6 => (3,2,1,1)`.
pub fn shape_mod<'a, 'b>(
    shape: impl Into<TupleRef<'a>>,
    keep: impl Into<TupleRef<'b>>,
) -> Result<IntTuple> {
    fold(Op::Mod, shape.into(), keep.into())
}

fn fold(op: Op, shape: TupleRef<'_>, operand: TupleRef<'_>) -> Result<IntTuple> {
    if let Some(bad) = shape.leaves().chain(operand.leaves()).find(|v| v.value < 1) {
        return Err(LayoutError::invalid(format!(
            "needs positive integers, got {bad}"
        )));
    }
    TupleBuilder::build(|out| fold_into(op, shape, operand, out))
}

fn fold_into(
    op: Op,
    shape: TupleRef<'_>,
    operand: TupleRef<'_>,
    out: &mut TupleBuilder,
) -> Result<()> {
    match (shape.int(), operand.int()) {
        (Some(size), Some(rest)) => out.push_int(step(op, size, rest)?),
        (Some(size), None) => out.push_int(step(op, size, operand.product()?)?),
        (None, None) => {
            if shape.rank() != operand.rank() {
                return Err(LayoutError::invalid(format!(
                    "{shape} and {operand} have different ranks ({} and {})",
                    shape.rank(),
                    operand.rank()
                )));
            }
            let open = out.open();
            for (mode, part) in shape.modes().zip(operand.modes()) {
                fold_into(op, mode, part, out)?;
            }
            out.close(open);
        }
        (None, Some(mut rest)) => {
            let open = out.open();
            for mode in shape.modes() {
                fold_into(op, mode, IntTuple::from_int(rest).view(), out)?;
                rest = step(Op::Div, rest, mode.product()?)?;
            }
            out.close(open);
        }
    }
    Ok(())
}

/// One integer step: `ceil(size / rest)` for a division, `min(size,
/// rest)` for a modulo, once the two divide one another.
fn step(op: Op, size: Int, rest: Int) -> Result<Int> {
    if size.value % rest.value != 0 && rest.value % size.value != 0 {
        return Err(LayoutError::invalid(format!(
            "the divisibility condition of {} fails: {size} and {rest} do not divide one another",
            op.name()
        )));
    }
    Ok(match op {
        Op::Div => size.ceil_div(rest)?,
        Op::Mod => size.min(rest),
    })
}

//! The seed's `shape_div` and `shape_mod`, the two halves of composing
//! with `s:d`: dividing the first `d` elements out of a shape ("every d-th
//! element"), then keeping its first `s` ("the first s of those"). Each
//! step must meet the divisibility condition; a step that does not is an
//! error naming the values, where the seed's C++ asserts.

use super::tuple::{IntTuple, TupleRef};
use crate::arith::ceil_div;
use crate::error::{LayoutError, Result};

/// `shape / divisor`, folded left to right: `(3,6,2,8) / 9 => (1,2,2,8)`.
pub fn shape_div<'a>(shape: impl Into<TupleRef<'a>>, divisor: i64) -> Result<IntTuple> {
    fold(shape.into(), divisor, "shape_div", |size, rest| {
        (ceil_div(size, rest), ceil_div(rest, size))
    })
}

/// `shape % keep`, folded left to right: `(3,6,2,8) % 6 => (3,2,1,1)`.
pub fn shape_mod<'a>(shape: impl Into<TupleRef<'a>>, keep: i64) -> Result<IntTuple> {
    fold(shape.into(), keep, "shape_mod", |size, rest| {
        (size.min(rest), ceil_div(rest, size))
    })
}

fn fold(
    shape: TupleRef<'_>,
    operand: i64,
    name: &str,
    step: impl Fn(i64, i64) -> (i64, i64),
) -> Result<IntTuple> {
    let sizes = shape.values();
    if let Some(bad) = sizes.iter().chain([&operand]).find(|&&value| value < 1) {
        return Err(LayoutError::invalid(format!(
            "{name}: needs positive integers, got {bad}"
        )));
    }
    let mut rest = operand;
    let mut result = Vec::with_capacity(sizes.len());
    for (i, &size) in sizes.iter().enumerate() {
        if size % rest != 0 && rest % size != 0 {
            return Err(LayoutError::invalid(format!(
                "{name}: the divisibility condition fails at mode {i} of {shape}: {size} and \
                 {rest} do not divide one another"
            )));
        }
        let (new_size, new_rest) = step(size, rest);
        result.push(new_size);
        rest = new_rest;
    }
    Ok(IntTuple::flat(&result))
}

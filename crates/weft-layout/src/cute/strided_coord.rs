//! CuTe's three-argument `idx2crd(index, shape, stride)`: each integer of
//! the coordinate is `(index / d) % s`, read off the index by the mode's
//! own stride rather than by splitting it colexicographically.
//!
//! **Why it is its own function.** The two agree on compact layouts (the
//! only ones CuTe meant it for), but not past the end of a shape: here the
//! last mode wraps around (`% s`) where the two-argument `idx2crd` lets it
//! run on. CuTe's C++ gives both; Weft gives both as it does.

use super::compact::column_major_strides;
use super::int::Int;
use super::tuple::{IntTuple, TupleBuilder, TupleRef};
use crate::error::{LayoutError, Result};

/// `idx2crd(index, shape, stride)`: `index` an integer or a tuple of the
/// shape's profile (each part split within its mode); `stride` a tuple
/// congruent with the shape, or an integer, which stands for the
/// column-major strides that start there.
pub fn idx2crd_by_strides(
    index: &IntTuple,
    shape: &IntTuple,
    stride: &IntTuple,
) -> Result<IntTuple> {
    shape.view().check_bounds("the shape")?;
    stride.view().check_bounds("the stride")?;
    index.view().check_bounds("the index")?;
    TupleBuilder::build(|builder| split(index.view(), shape.view(), stride.view(), builder))
}

/// Recursion follows the shape, which `check_bounds` keeps shallow.
fn split(
    index: TupleRef<'_>,
    shape: TupleRef<'_>,
    stride: TupleRef<'_>,
    out: &mut TupleBuilder,
) -> Result<()> {
    match (index.int(), shape.int(), stride.int()) {
        (Some(index), Some(size), Some(stride)) => {
            out.push_int(Int::dynamic(component(index, size, stride)?));
            Ok(())
        }
        // An integer stride stands for compact strides from it.
        (_, None, Some(start)) => {
            let strides = column_major_strides(shape, start)?;
            split(index, shape, strides.view(), out)
        }
        (Some(_), None, None) => by_mode(shape, stride, out, |_| index),
        (None, None, None) if index.rank() == shape.rank() => {
            let mut parts = index.modes();
            by_mode(shape, stride, out, |_| parts.next().unwrap_or(index))
        }
        _ => Err(LayoutError::invalid(format!(
            "index {index}, shape {shape} and stride {stride} do not have the same profile"
        ))),
    }
}

/// Each mode of `shape` split with its stride and the index part `part`
/// gives it, as one tuple.
fn by_mode<'a>(
    shape: TupleRef<'_>,
    stride: TupleRef<'_>,
    out: &mut TupleBuilder,
    mut part: impl FnMut(usize) -> TupleRef<'a>,
) -> Result<()> {
    if shape.rank() != stride.rank() {
        return Err(LayoutError::invalid(format!(
            "shape {shape} and stride {stride} are not congruent"
        )));
    }
    let open = out.open();
    for (i, (size, stride)) in shape.modes().zip(stride.modes()).enumerate() {
        split(part(i), size, stride, out)?;
    }
    out.close(open);
    Ok(())
}

/// `(index / stride) % size` with C++'s truncating division; a static 1
/// size gives 0 without dividing (CuTe skips a possible stride 0 there).
fn component(index: Int, size: Int, stride: Int) -> Result<i64> {
    if size.is_constant(1) {
        return Ok(0);
    }
    let quotient = index.quotient(stride)?;
    if size.value == 0 {
        return Err(LayoutError::invalid(format!(
            "{} is taken modulo a size 0",
            quotient.value
        )));
    }
    // `i64::MIN % -1` is the one remainder that overflows; it is 0.
    Ok(quotient.value.checked_rem(size.value).unwrap_or(0))
}

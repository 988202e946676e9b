//! CuTe's `zip`: a tuple of tuples transposed, `((a,b,c),(x,y,z))` into
//! `((a,x),(b,y),(c,z))` — of a layout's shape and stride alike, or of
//! two layouts side by side.

use super::layout::CuteLayout;
use super::tuple::{IntTuple, TupleRef};
use crate::error::{LayoutError, Result};

/// `zip(t)`: an integer is itself; a tuple whose first mode is an
/// integer is wrapped, `(t)`; otherwise every mode must be a tuple of as
/// many modes as the first (CuTe's "Mismatched Ranks"), and mode `j` of
/// the result gathers mode `j` of each.
pub fn zip_tuple(tuple: TupleRef<'_>) -> Result<IntTuple> {
    if tuple.int().is_some() {
        return Ok(tuple.to_tuple());
    }
    let rows: Vec<TupleRef<'_>> = tuple.modes().collect();
    let Some(first) = rows.first() else {
        return Err(LayoutError::invalid(format!("{tuple} has no modes to zip")));
    };
    if first.int().is_some() {
        return Ok(IntTuple::tuple([tuple]));
    }
    let width = first.rank();
    if let Some((i, row)) = rows
        .iter()
        .enumerate()
        .find(|(_, row)| row.int().is_some() || row.rank() != width)
    {
        return Err(LayoutError::invalid(format!(
            "mode {i} of {tuple} is {row}; zip needs every mode a tuple of {width} modes, as mode 0 is"
        )));
    }
    let columns: Vec<IntTuple> = (0..width)
        .map(|j| IntTuple::tuple(rows.iter().filter_map(|row| row.modes().nth(j))))
        .collect();
    Ok(IntTuple::tuple(columns.iter().map(IntTuple::view)))
}

/// `zip(L)`: the shape and the stride zipped alike.
pub fn zip_layout(layout: &CuteLayout) -> Result<CuteLayout> {
    CuteLayout::new(zip_tuple(layout.shape())?, zip_tuple(layout.stride())?)
}

/// `zip(A, B)`: `zip((shape A, shape B)) : zip((stride A, stride B))`.
pub fn zip_layouts(a: &CuteLayout, b: &CuteLayout) -> Result<CuteLayout> {
    let shapes = IntTuple::tuple([a.shape(), b.shape()]);
    let strides = IntTuple::tuple([a.stride(), b.stride()]);
    CuteLayout::new(zip_tuple(shapes.view())?, zip_tuple(strides.view())?)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cute::syntax::{parse_layout, parse_tuple};

    fn zipped(text: &str) -> String {
        match zip_tuple(parse_tuple(text).unwrap().view()) {
            Ok(tuple) => tuple.to_string(),
            Err(error) => error.to_string(),
        }
    }

    /// Each checked against CuTe's C++.
    #[test]
    fn tuples_transpose_wrap_or_stay() {
        assert_eq!(zipped("((1,2,3),(4,5,6))"), "((1,4),(2,5),(3,6))");
        assert_eq!(zipped("((1,(2,3)),(4,5))"), "((1,4),((2,3),5))");
        assert_eq!(zipped("(1,2,3)"), "((1,2,3))");
        assert_eq!(zipped("7"), "7");
        assert_eq!(
            zipped("((1,2),(3,4,5))"),
            "mode 1 of ((1,2),(3,4,5)) is (3,4,5); zip needs every mode \
             a tuple of 2 modes, as mode 0 is"
        );
        assert_eq!(
            zipped("((1,2),3)"),
            "mode 1 of ((1,2),3) is 3; zip needs every mode a tuple of 2 \
             modes, as mode 0 is"
        );
    }

    #[test]
    fn layouts_zip_shape_and_stride_alike() {
        let layout = parse_layout("((2,3),(4,5)):((1,2),(6,24))").unwrap();
        assert_eq!(
            zip_layout(&layout).unwrap().to_string(),
            "((2,4),(3,5)):((1,6),(2,24))"
        );
        let (a, b) = (
            parse_layout("(2,3):(1,2)").unwrap(),
            parse_layout("(4,5):(6,24)").unwrap(),
        );
        assert_eq!(
            zip_layouts(&a, &b).unwrap().to_string(),
            "((2,4),(3,5)):((1,6),(2,24))"
        );
        let (a, b) = (
            parse_layout("8:1").unwrap(),
            parse_layout("(2,2):(8,16)").unwrap(),
        );
        assert_eq!(
            zip_layouts(&a, &b).unwrap().to_string(),
            "((8,(2,2))):((1,(8,16)))"
        );
    }
}

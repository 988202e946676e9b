//! Layouts made after another one: CuTe's `make_layout_like` and
//! `make_fragment_like` (the register fragment a kernel allocates for a
//! tile of a tensor), and `nullspace` (the coordinates a layout sends to
//! offset 0).
//!
//! Each keeps CuTe's distinction between static and run-time integers,
//! since the results depend on it: only a static stride 0 counts as a
//! broadcast, and run-time strides order modes after every static one.
//! `make_layout_like((2,3,4,5):(_0,42,_1,_0))` is `(2,3,4,5):(0,4,1,0)`
//! (CuTe's own example), while with a run-time 0 in place of `_0` the
//! first mode is laid out like any other.

use super::arrange::Arrangement;
use super::compact::{Order, column_major_strides, ordered_strides};
use super::int::Int;
use super::layout::CuteLayout;
use super::product::product;
use super::regroup::filter_zeros;
use super::tiler::Tiler;
use super::tuple::IntTuple;
use crate::error::Result;

/// CuTe's `make_layout_like(layout)`: a compact layout of `layout`'s shape
/// whose modes are laid out in the order of its strides, smallest first;
/// a mode of static stride 0 keeps stride 0 and takes no room.
pub fn make_layout_like(layout: &CuteLayout) -> Result<CuteLayout> {
    let room = filter_zeros(layout)?;
    let strides = ordered_strides(room.shape(), layout.stride())?;
    CuteLayout::new(layout.shape().to_tuple(), strides)
}

/// CuTe's `make_fragment_like(layout)`: like [`make_layout_like`], but
/// mode 0 (where CuTe keeps an MMA or copy atom's values) comes first and
/// column-major, its static-0 strides kept; the other modes follow in the
/// order of their strides. A layout of rank 1, or whose shape is not all
/// static, gets the plain column-major layout of its shape, as in CuTe.
pub fn make_fragment_like(layout: &CuteLayout) -> Result<CuteLayout> {
    let rank = layout.rank();
    if rank <= 1 || !layout.shape().is_static() {
        return CuteLayout::column_major(layout.shape().to_tuple());
    }
    let atom = layout.mode(0)?;
    let room = filter_zeros(&atom)?;
    let atom = CuteLayout::new(
        atom.shape().to_tuple(),
        column_major_strides(room.shape(), Int::fixed(1))?,
    )?;
    let rest_shape = IntTuple::tuple(layout.shape().modes().skip(1));
    let rest_order = IntTuple::tuple(layout.stride().modes().skip(1));
    let rest = CuteLayout::ordered(rest_shape, &Order::Modes(rest_order))?;
    product(&atom, &Tiler::Layout(rest), Arrangement::Tiled)
}

/// CuTe's `nullspace(layout)`: the layout of the flat modes of static
/// stride 0, each with the stride it has in the column-major layout of the
/// flat shape, so that `layout(nullspace(i)) == 0`; `1:0` when there are
/// none (a run-time 0 is not one).
pub fn nullspace(layout: &CuteLayout) -> Result<CuteLayout> {
    let flat = layout.flatten();
    let compact = column_major_strides(flat.shape(), Int::fixed(1))?;
    let (shape, stride): (Vec<Int>, Vec<Int>) = flat
        .shape()
        .leaves()
        .zip(compact.view().leaves())
        .zip(flat.stride().leaves())
        .filter(|(_, stride)| stride.is_constant(0))
        .map(|(mode, _)| mode)
        .unzip();
    match (shape.as_slice(), stride.as_slice()) {
        ([], _) => CuteLayout::new(IntTuple::fixed(1), IntTuple::fixed(0)),
        ([size], [stride]) => {
            CuteLayout::new(IntTuple::from_int(*size), IntTuple::from_int(*stride))
        }
        _ => CuteLayout::new(ints(&shape), ints(&stride)),
    }
}

/// The tuple of `values`, each with its own static-ness.
fn ints(values: &[Int]) -> IntTuple {
    let items: Vec<IntTuple> = values
        .iter()
        .map(|&value| IntTuple::from_int(value))
        .collect();
    IntTuple::tuple(items.iter().map(IntTuple::view))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cute::syntax::parse_layout;

    fn layout(text: &str) -> CuteLayout {
        parse_layout(text).unwrap()
    }

    /// `f` of the layout `text`, printed.
    fn of(f: fn(&CuteLayout) -> Result<CuteLayout>, text: &str) -> String {
        f(&layout(text)).unwrap().to_string()
    }

    /// CuTe's own examples of `make_layout_like`, and the run-time forms
    /// of them, which order differently.
    #[test]
    fn layouts_like_follow_the_strides_order() {
        let like = |text: &str| of(make_layout_like, text);
        assert_eq!(like("(_2,_2,_2,_2):(_0,_2,_4,_1)"), "(2,2,2,2):(0,2,4,1)");
        assert_eq!(like("(2,3,4,5):(_0,42,_1,_0)"), "(2,3,4,5):(0,4,1,0)");
        // Run-time strides come after every static one, left to right.
        assert_eq!(like("(2,3,4,5):(0,42,1,0)"), "(2,3,4,5):(1,2,6,24)");
        assert_eq!(like("((2,4),3):((_12,_1),_4)"), "((2,4),3):((12,1),4)");
    }

    #[test]
    fn fragments_put_the_atom_first() {
        let fragment = |text: &str| of(make_fragment_like, text);
        // The atom (mode 0) column-major, the rest in their strides' order.
        assert_eq!(
            fragment("((_2,_2),_4,_3):((_1,_64),_2,_8)"),
            "((2,2),4,3):((1,2),4,16)"
        );
        // A broadcast in the atom keeps stride 0; the rest of a rank-2
        // layout is a tuple of one mode, as CuTe's `take<1,2>` leaves it.
        assert_eq!(fragment("(_4,_2):(_0,_1)"), "(4,(2)):(0,(1))");
        // Rank 1, or a run-time shape: column-major.
        assert_eq!(fragment("_8:_4"), "8:1");
        assert_eq!(fragment("(4,2):(2,1)"), "(4,2):(1,4)");
    }

    #[test]
    fn nullspaces_are_the_static_zero_strides() {
        let null = |text: &str| of(nullspace, text);
        assert_eq!(null("(_2,_3,_4):(_1,_0,_0)"), "(3,4):(2,6)");
        assert_eq!(null("(_2,(_3,_4)):(_0,(_2,_0))"), "(2,4):(1,6)");
        assert_eq!(null("(_4,_2):(_0,_1)"), "4:1");
        assert_eq!(null("(2,3,4):(1,0,0)"), "1:0");
        assert_eq!(null("(_2,_3):(_1,_2)"), "1:0");
        // The law: every offset of the nullspace is a coordinate mapped to 0.
        let a = layout("(_2,_3,_4,_5):(_0,_4,_0,_1)");
        let n = nullspace(&a).unwrap();
        for i in 0..n.size() {
            let coordinate = n.offsets().unwrap()[i as usize];
            assert_eq!(a.offsets().unwrap()[coordinate as usize], 0);
        }
    }
}

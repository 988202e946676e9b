//! Coordinate layouts: CuTe's layouts whose strides are scaled bases
//! (`make_identity_layout((4,8))` is `(4,8):(1@0,1@1)`), which map an
//! index to a coordinate rather than to an offset.
//!
//! **Why a type of its own.** A coordinate layout has no offsets, so
//! nothing that reads a layout's offsets (a cosize, a complement, an
//! inverse, a product, a table) has a meaning for it. Keeping it out of
//! [`CuteLayout`] makes every such function refuse it by type. What CuTe
//! computes for one goes through the same algebra as for integer strides,
//! because it only multiplies A's strides and compares them: a
//! composition with an integer layout or a tiler (hence the divides), and
//! coalesce, whose merge of two modes needs the same basis on both. As a
//! composition's B, a coordinate layout selects modes of A by its bases
//! (`basis_composition`). The offset of a coordinate becomes CuTe's
//! `ArithmeticTuple`, the sum of the terms along each basis
//! ([`CoordValue`]).

use std::fmt;

use super::arrange::Arrangement;
use super::basis::Basis;
use super::basis_composition::compose_by_bases;
use super::coalesce::{coalesce, coalesce_by};
use super::composition::{compose, compose_tiler};
use super::divide::{divide, logical_divide};
use super::int::Int;
use super::layout::CuteLayout;
use super::tiler::Tiler;
use super::tuple::{IntTuple, TupleBuilder, TupleRef};
use crate::error::{LayoutError, Result};

/// A layout with at least one scaled-basis stride.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct CoordLayout {
    /// Never leaves this type: its strides carry bases, which the
    /// functions on [`CuteLayout`] that read offsets do not know.
    layout: CuteLayout,
}

/// What a layout is once its strides are known: a coordinate layout when
/// a stride has a basis, else a plain one (a mode of an identity layout
/// may have none left, `8:_0`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SomeLayout {
    Plain(CuteLayout),
    Coords(CoordLayout),
}

impl SomeLayout {
    /// `shape:stride`, whose strides may scale bases (the shape may not).
    pub fn new(shape: IntTuple, stride: IntTuple) -> Result<SomeLayout> {
        refuse_basis(shape.view(), "the shape")?;
        Ok(SomeLayout::of(CuteLayout::new(shape, stride)?))
    }

    /// `layout`, by whether any stride has a basis.
    pub(super) fn of(layout: CuteLayout) -> SomeLayout {
        if has_basis(layout.stride()) {
            SomeLayout::Coords(CoordLayout { layout })
        } else {
            SomeLayout::Plain(layout)
        }
    }
}

/// Whether any integer of `tuple` scales a basis.
pub(super) fn has_basis(tuple: TupleRef<'_>) -> bool {
    tuple.leaves().any(|leaf| !leaf.basis().is_none())
}

/// Whether any integer of `tuple` scales a basis, as an error naming
/// `what`: a shape, a coordinate or a tiler holds plain integers only.
pub(super) fn refuse_basis(tuple: TupleRef<'_>, what: &str) -> Result<()> {
    if has_basis(tuple) {
        return Err(LayoutError::invalid(format!(
            "{what} {tuple} holds a scaled basis (k@i); only a stride may"
        )));
    }
    Ok(())
}

impl CoordLayout {
    /// `shape:stride`, where some stride scales a basis and no size does.
    pub fn new(shape: IntTuple, stride: IntTuple) -> Result<CoordLayout> {
        match SomeLayout::new(shape, stride)? {
            SomeLayout::Coords(layout) => Ok(layout),
            SomeLayout::Plain(layout) => Err(LayoutError::invalid(format!(
                "{layout} has no scaled-basis stride: it is a plain layout"
            ))),
        }
    }

    /// CuTe's `make_identity_layout(shape)`: each integer of the shape
    /// strided by the basis of its place in it, so that every coordinate
    /// maps to itself. An integer shape has the empty basis `E<>`, which
    /// is `_1`: its identity is the plain `n:1`.
    pub fn identity(shape: IntTuple) -> Result<SomeLayout> {
        let stride = basis_like(shape.view())?;
        SomeLayout::new(shape, stride)
    }

    pub fn shape(&self) -> TupleRef<'_> {
        self.layout.shape()
    }

    pub fn stride(&self) -> TupleRef<'_> {
        self.layout.stride()
    }

    pub fn size(&self) -> i64 {
        self.layout.size()
    }

    pub fn rank(&self) -> usize {
        self.layout.rank()
    }

    pub fn depth(&self) -> usize {
        self.layout.depth()
    }

    /// `composition(self, b)` for an integer layout `b`.
    pub fn compose(&self, b: &CuteLayout) -> Result<SomeLayout> {
        Ok(SomeLayout::of(compose(&self.layout, b)?))
    }

    /// `composition(self, tiler)`.
    pub fn compose_tiler(&self, tiler: &Tiler) -> Result<SomeLayout> {
        Ok(SomeLayout::of(compose_tiler(&self.layout, tiler)?))
    }

    /// `composition(a, self)`: each mode of `self` reads the mode of `a`
    /// its basis names (see `basis_composition`); `a` may be a plain
    /// layout or a coordinate one.
    pub fn compose_after(&self, a: &SomeLayout) -> Result<SomeLayout> {
        let a = match a {
            SomeLayout::Plain(layout) => layout,
            SomeLayout::Coords(layout) => &layout.layout,
        };
        compose_by_bases(a, self)
    }

    /// `logical_divide(self, tiler)`.
    pub fn logical_divide(&self, tiler: &Tiler) -> Result<SomeLayout> {
        Ok(SomeLayout::of(logical_divide(&self.layout, tiler)?))
    }

    /// `zipped_divide`, `tiled_divide` or `flat_divide` of `self`.
    pub fn divide(&self, tiler: &Tiler, arrangement: Arrangement) -> Result<SomeLayout> {
        Ok(SomeLayout::of(divide(&self.layout, tiler, arrangement)?))
    }

    /// `coalesce(self)`, or by mode with a profile: two modes merge only
    /// along the same basis.
    pub fn coalesce(&self, profile: Option<TupleRef<'_>>) -> Result<SomeLayout> {
        Ok(SomeLayout::of(match profile {
            Some(profile) => coalesce_by(&self.layout, profile)?,
            None => coalesce(&self.layout)?,
        }))
    }

    /// A layout made of this one's modes, rearranged by `f`, which only
    /// moves modes (`get`, `select`, `flatten`, ...) and so may see the
    /// bases.
    pub(super) fn regroup(
        &self,
        f: impl FnOnce(&CuteLayout) -> Result<CuteLayout>,
    ) -> Result<SomeLayout> {
        Ok(SomeLayout::of(f(&self.layout)?))
    }

    /// The coordinate `coord` maps to (CuTe's `crd2idx` with these
    /// strides): each stride's term added along its basis.
    pub fn at(&self, coord: &IntTuple) -> Result<CoordValue> {
        refuse_basis(coord.view(), "the coordinate")?;
        let strides: Vec<Int> = self.stride().leaves().collect();
        // A coordinate plus an integer has no meaning but for 0 (CuTe's
        // C++ adds only a static 0; a run-time 0, left by a run-time
        // stride 0 of a composition's B, adds nothing either).
        if let Some(plain) = strides
            .iter()
            .find(|stride| stride.basis().is_none() && stride.value != 0)
        {
            return Err(LayoutError::invalid(format!(
                "{self} has the integer stride {plain} beside scaled bases: a coordinate \
                 plus an integer has no meaning but for 0"
            )));
        }
        let mut bases: Vec<Basis> = strides
            .iter()
            .map(|stride| stride.basis())
            .filter(|basis| !basis.is_none())
            .collect();
        let terms = bases.len();
        bases.sort_unstable_by_key(|basis| basis.path().collect::<Vec<_>>());
        bases.dedup();
        // The sum along one basis is the offset with every other stride 0.
        let mut sums = Vec::with_capacity(bases.len());
        for &basis in &bases {
            let along = self.stride().map_leaves(|stride| {
                if stride.basis() == basis {
                    stride.scale()
                } else {
                    Int::fixed(0)
                }
            });
            let offset = CuteLayout::new(self.shape().to_tuple(), along)?.index_of(coord)?;
            sums.push((basis, offset));
        }
        if let ([(basis, offset)], 1) = (sums.as_slice(), terms) {
            return Ok(CoordValue::Scaled(Int::scaled(*offset, false, *basis)));
        }
        Ok(CoordValue::Tuple(arithmetic_tuple(&sums)?))
    }

    /// The layout with its bases (strides of scaled bases), for the
    /// regrouping functions of this module's callers and for reading its
    /// modes.
    pub fn inner(&self) -> &CuteLayout {
        &self.layout
    }
}

impl fmt::Display for CoordLayout {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.layout)
    }
}

/// What a coordinate layout maps a coordinate to: one scaled basis when a
/// single stride has one (`6@1`), else CuTe's `ArithmeticTuple` of the
/// sums along each basis (`(1,2)`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CoordValue {
    Scaled(Int),
    Tuple(IntTuple),
}

/// CuTe's `make_basis_like(shape)`: the basis of each integer's place in
/// the shape, `((2,3),4)` giving `((1@0@0,1@1@0),1@1)`; an integer shape
/// gives `_1`.
pub fn basis_like(shape: TupleRef<'_>) -> Result<IntTuple> {
    refuse_basis(shape, "the shape")?;
    TupleBuilder::build(|builder| {
        // The modes entered so far, outermost first.
        let mut path: Vec<u32> = Vec::new();
        write_bases(shape, &mut path, builder)
    })
}

fn write_bases(shape: TupleRef<'_>, path: &mut Vec<u32>, builder: &mut TupleBuilder) -> Result<()> {
    if shape.int().is_some() {
        builder.push_int(if path.is_empty() {
            Int::fixed(1)
        } else {
            Int::scaled(1, true, Basis::from_path(path)?)
        });
        return Ok(());
    }
    // The shape nests at most MAX_DEPTH deep, and a basis at most
    // MAX_BASIS_DEPTH, which `from_path` checks before going deeper.
    let open = builder.open();
    for (i, mode) in shape.modes().enumerate() {
        path.push(u32::try_from(i).unwrap_or(u32::MAX));
        let written = write_bases(mode, path, builder);
        path.pop();
        written?;
    }
    builder.close(open);
    Ok(())
}

/// The `ArithmeticTuple` of the sums along each basis: the sum along
/// `E<i,j>` at mode `j` of mode `i`, `0` wherever no basis reaches (as
/// CuTe pads with `_0`), each tuple as long as the largest mode reached
/// in it.
/// CuTe's `as_arithmetic_tuple` of one scaled basis: the tuple with the
/// scale at the basis's place and 0 before it (`6@1` is `(0,6)`), where a
/// counting iterator that starts at 0 ends up after moving by it.
pub(super) fn as_arithmetic_tuple(value: Int) -> Result<IntTuple> {
    arithmetic_tuple(&[(value.basis(), value.value)])
}

fn arithmetic_tuple(sums: &[(Basis, i64)]) -> Result<IntTuple> {
    let paths: Vec<(Vec<u32>, i64)> = sums
        .iter()
        .map(|(basis, sum)| (basis.path().collect(), *sum))
        .collect();
    TupleBuilder::build(|builder| write_level(&paths, 0, builder))
}

/// The tuple of the paths in `paths` past their first `level` modes,
/// which they all share. Recursion is at most a basis deep.
fn write_level(paths: &[(Vec<u32>, i64)], level: usize, builder: &mut TupleBuilder) -> Result<()> {
    let width = paths
        .iter()
        .filter_map(|(path, _)| path.get(level))
        .max()
        .map_or(0, |&mode| mode + 1);
    let open = builder.open();
    for mode in 0..width {
        let here: Vec<(Vec<u32>, i64)> = paths
            .iter()
            .filter(|(path, _)| path.get(level) == Some(&mode))
            .cloned()
            .collect();
        let ends_here: Vec<i64> = here
            .iter()
            .filter(|(path, _)| path.len() == level + 1)
            .map(|&(_, sum)| sum)
            .collect();
        match (ends_here.as_slice(), here.len()) {
            ([], 0) => builder.push_int(Int::fixed(0)),
            ([sum], 1) => builder.push_int(Int::dynamic(*sum)),
            ([], _) => write_level(&here, level + 1, builder)?,
            _ => {
                return Err(LayoutError::invalid(format!(
                    "the strides add an integer to a tuple at mode {mode} of their \
                     coordinates (bases of different depths there), which CuTe's \
                     ArithmeticTuple does not add"
                )));
            }
        }
    }
    builder.close(open);
    Ok(())
}

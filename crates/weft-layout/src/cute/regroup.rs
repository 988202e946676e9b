//! New layouts from a layout's top-level modes, as CuTe's tuple algorithms
//! make them: `select<I...>`, `take<B,E>`, `group<B,E>`, `append`,
//! `prepend` (each also `<N>`, to a rank) and `replace<N>`. Each applies
//! the same rearrangement to the shape and the stride.
//!
//! **Why an integral layout has one mode.** CuTe's `get<0>` of an integer
//! is the integer, and its tuple algorithms are written to treat a
//! non-tuple as the one element it is: `append(4:1, 8:4)` is
//! `(4,8):(1,4)` in CuTe's C++ too, and Weft reads `select<0,0>(4:1)` as
//! `(4,4):(1,1)` and `group<0,1>(4:1)` as `((4)):((1))`, which CuTe's C++
//! does not compile (its `get` of an integer is not visible to
//! `select`, `take` and `group`). Indices CuTe's C++ would refuse at
//! compile time (past the rank, `B > E`, a rank below the one asked for)
//! are errors here.

use super::int::Int;
use super::layout::CuteLayout;
use super::tuple::{IntTuple, MAX_LEAVES, TupleRef};
use crate::error::{LayoutError, Result};

/// CuTe's default mode for `append` and `prepend`, `_1:_0`.
pub fn unit_mode() -> CuteLayout {
    CuteLayout::from_parts(IntTuple::fixed(1), IntTuple::fixed(0))
}

/// `select<I...>(layout)`: the modes `indices`, in that order.
pub fn select(layout: &CuteLayout, indices: &[usize]) -> Result<CuteLayout> {
    let rank = layout.rank();
    if let Some(&past) = indices.iter().find(|&&i| i >= rank) {
        return Err(no_mode(layout, past));
    }
    both(layout, |tuple| {
        IntTuple::tuple(indices.iter().filter_map(|&i| tuple.mode(i)))
    })
}

/// `take<B,E>(layout)`: modes `B` to `E - 1`, at least one.
pub fn take(layout: &CuteLayout, begin: usize, end: usize) -> Result<CuteLayout> {
    let rank = layout.rank();
    if begin >= end || end > rank {
        return Err(LayoutError::invalid(format!(
            "<{begin},{end}> is no range B < E <= {rank} of the modes of {layout}"
        )));
    }
    both(layout, |tuple| {
        IntTuple::tuple(tuple.modes().skip(begin).take(end - begin))
    })
}

/// `group<B,E>(layout)`: modes `B` to `E - 1` made one mode (none when
/// `B == E`); `end` `None` is CuTe's `E = -1`, the rank.
pub fn group(layout: &CuteLayout, begin: usize, end: Option<usize>) -> Result<CuteLayout> {
    let rank = layout.rank();
    let end = end.unwrap_or(rank);
    if begin > end || end > rank {
        return Err(LayoutError::invalid(format!(
            "<{begin},{end}> is no range B <= E <= {rank} of the modes of {layout}"
        )));
    }
    both(layout, |tuple| {
        let grouped = IntTuple::tuple(tuple.modes().skip(begin).take(end - begin));
        let middle = (begin < end).then(|| grouped.view());
        IntTuple::tuple(
            tuple
                .modes()
                .take(begin)
                .chain(middle)
                .chain(tuple.modes().skip(end)),
        )
    })
}

/// `append(layout, x)` (`rank` `None`): `x` after the modes;
/// `append<N>(layout, x)`: copies of `x` after them up to rank `N`.
pub fn append(layout: &CuteLayout, x: &CuteLayout, rank: Option<usize>) -> Result<CuteLayout> {
    extend(layout, x, rank, End::Back)
}

/// `prepend(layout, x)` and `prepend<N>(layout, x)`: as [`append`], in
/// front.
pub fn prepend(layout: &CuteLayout, x: &CuteLayout, rank: Option<usize>) -> Result<CuteLayout> {
    extend(layout, x, rank, End::Front)
}

/// `replace<N>(layout, x)`: mode `N` is `x`; of an integral layout, only
/// mode 0, and the result is `x` itself.
pub fn replace(layout: &CuteLayout, n: usize, x: &CuteLayout) -> Result<CuteLayout> {
    if n >= layout.rank() {
        return Err(no_mode(layout, n));
    }
    if layout.shape().int().is_some() {
        return Ok(x.clone());
    }
    let with = |tuple: TupleRef<'_>, x: TupleRef<'_>| {
        IntTuple::tuple(
            tuple
                .modes()
                .enumerate()
                .map(|(i, mode)| if i == n { x } else { mode }),
        )
    };
    CuteLayout::new(
        with(layout.shape(), x.shape()),
        with(layout.stride(), x.stride()),
    )
}

/// Which end [`extend`] adds modes at.
#[derive(Clone, Copy, PartialEq, Eq)]
enum End {
    Front,
    Back,
}

/// `append` or `prepend`: one `x` when `rank` is `None`, else as many as
/// bring the layout to `rank` (none when it has that rank already).
fn extend(
    layout: &CuteLayout,
    x: &CuteLayout,
    rank: Option<usize>,
    end: End,
) -> Result<CuteLayout> {
    let current = layout.rank();
    let copies = match rank {
        None => 1,
        Some(rank) if rank >= current => rank - current,
        Some(rank) => {
            return Err(LayoutError::invalid(format!(
                "{layout} has rank {current}, more than the rank {rank} asked for"
            )));
        }
    };
    if copies == 0 {
        return Ok(layout.clone());
    }
    // Checked before the copies are made, which could be many.
    let leaves = copies
        .saturating_mul(x.shape().leaf_count())
        .saturating_add(layout.shape().leaf_count());
    if leaves > MAX_LEAVES {
        return Err(LayoutError::invalid(format!(
            "the result would have {leaves} integers, more than the {MAX_LEAVES} a tuple may hold"
        )));
    }
    let with = |tuple: TupleRef<'_>, x: TupleRef<'_>| {
        let added = std::iter::repeat_n(x, copies);
        match end {
            End::Back => IntTuple::tuple(tuple.modes().chain(added)),
            End::Front => IntTuple::tuple(added.chain(tuple.modes())),
        }
    };
    CuteLayout::new(
        with(layout.shape(), x.shape()),
        with(layout.stride(), x.stride()),
    )
}

/// CuTe's `filter_zeros(layout)`: every size whose stride is a static 0
/// becomes a static 1, the strides kept — the same offsets from fewer
/// coordinates.
pub fn filter_zeros(layout: &CuteLayout) -> Result<CuteLayout> {
    layout.map_modes(|size, stride| {
        let size = if stride.is_constant(0) {
            Int::fixed(1)
        } else {
            size
        };
        Ok((size, stride))
    })
}

/// The layout made of `rearrange` applied to its shape and its stride.
fn both(layout: &CuteLayout, rearrange: impl Fn(TupleRef<'_>) -> IntTuple) -> Result<CuteLayout> {
    CuteLayout::new(rearrange(layout.shape()), rearrange(layout.stride()))
}

fn no_mode(layout: &CuteLayout, i: usize) -> LayoutError {
    LayoutError::invalid(format!(
        "layout {layout} has no mode {i} (rank {})",
        layout.rank()
    ))
}

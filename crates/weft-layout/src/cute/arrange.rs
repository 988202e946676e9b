//! The rearrangements shared by the divides and the products: a by-mode
//! result `((T0,R0),(T1,R1),L)` zipped into `((T0,T1),(R0,R1,L))` along the
//! tiler's profile (CuTe's `tile_unzip`), then optionally unpacked.

use super::layout::CuteLayout;
use super::tiler::Tiler;
use super::tuple::IntTuple;
use crate::error::{LayoutError, Result};

/// How a zipped result is laid out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arrangement {
    /// `((T0,T1,...),(R0,R1,...,L))`.
    Zipped,
    /// `((T0,T1,...),R0,R1,...,L)`.
    Tiled,
    /// `(T0,T1,...,R0,R1,...,L)`.
    Flat,
}

/// `layout` (a logical divide or product by `tiler`) rearranged.
pub fn arrange(layout: &CuteLayout, tiler: &Tiler, arrangement: Arrangement) -> Result<CuteLayout> {
    let (tile_shape, rest_shape) = zip2_by(layout.shape(), tiler)?;
    let (tile_stride, rest_stride) = zip2_by(layout.stride(), tiler)?;
    let zipped = CuteLayout::new(
        IntTuple::Tuple(vec![tile_shape, rest_shape]),
        IntTuple::Tuple(vec![tile_stride, rest_stride]),
    )?;
    let [tile, rest] = [0, 1].map(|i| zipped.mode(i));
    let (tile, rest) = (tile?, rest?);
    match arrangement {
        Arrangement::Zipped => Ok(zipped),
        Arrangement::Tiled => CuteLayout::concat(&[vec![tile], unpacked(rest)].concat()),
        Arrangement::Flat => CuteLayout::concat(&[unpacked(tile), unpacked(rest)].concat()),
    }
}

/// The modes of a zipped half as CuTe's slice `result(_, repeat<R>(_))`
/// takes them: a half of rank 1 is kept whole (`(T)` stays `(T)`), a
/// higher rank is unpacked into its modes.
fn unpacked(half: CuteLayout) -> Vec<CuteLayout> {
    if half.rank() == 1 {
        vec![half]
    } else {
        half.modes()
    }
}

/// CuTe's `zip2_by`: where the guide has a tiler, the tuple there is a
/// pair `(tile, rest)`; the tiles are gathered in the first mode, the rests
/// and the modes past the guide in the second.
fn zip2_by(tuple: &IntTuple, guide: &Tiler) -> Result<(IntTuple, IntTuple)> {
    match (tuple, guide) {
        (IntTuple::Tuple(items), Tiler::Modes(parts)) if items.len() >= parts.len() => {
            let mut tiles = Vec::with_capacity(parts.len());
            let mut rests = Vec::with_capacity(items.len());
            for (item, part) in items.iter().zip(parts) {
                let (tile, rest) = zip2_by(item, part)?;
                tiles.push(tile);
                rests.push(rest);
            }
            rests.extend(items[parts.len()..].iter().cloned());
            Ok((IntTuple::Tuple(tiles), IntTuple::Tuple(rests)))
        }
        (IntTuple::Tuple(items), Tiler::Layout(_) | Tiler::Keep) if items.len() == 2 => {
            Ok((items[0].clone(), items[1].clone()))
        }
        _ => Err(LayoutError::invalid(format!(
            "{tuple} has no (tile, rest) pair where the tiler has {guide}"
        ))),
    }
}

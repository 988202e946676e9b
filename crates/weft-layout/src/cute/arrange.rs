//! The rearrangements shared by the divides and the products: a by-mode
//! result `((T0,R0),(T1,R1),L)` zipped into `((T0,T1),(R0,R1,L))` along the
//! tiler's profile (CuTe's `tile_unzip`), then optionally unpacked.

use super::layout::{CuteLayout, LayoutBuilder};
use super::tiler::Tiler;
use super::tuple::{IntTuple, TupleBuilder, TupleRef};
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
    let tile = (tile_shape.view(), tile_stride.view());
    let rest = (rest_shape.view(), rest_stride.view());
    let mut result = LayoutBuilder::new();
    let open = result.open();
    match arrangement {
        Arrangement::Zipped => {
            result.push_parts(tile.0, tile.1);
            result.push_parts(rest.0, rest.1);
        }
        Arrangement::Tiled => {
            result.push_parts(tile.0, tile.1);
            push_unpacked(&mut result, rest);
        }
        Arrangement::Flat => {
            push_unpacked(&mut result, tile);
            push_unpacked(&mut result, rest);
        }
    }
    result.close(open);
    result.finish()
}

/// Appends the modes of a zipped half as CuTe's slice
/// `result(_, repeat<R>(_))` takes them: a half of rank 1 is kept whole
/// (`(T)` stays `(T)`), a higher rank is unpacked into its modes.
fn push_unpacked(result: &mut LayoutBuilder, (shape, stride): (TupleRef<'_>, TupleRef<'_>)) {
    if shape.rank() == 1 {
        result.push_parts(shape, stride);
    } else {
        for (s, d) in shape.modes().zip(stride.modes()) {
            result.push_parts(s, d);
        }
    }
}

/// CuTe's `zip2_by`: where the guide has a tiler, the tuple there is a
/// pair `(tile, rest)`; the tiles are gathered in the first mode, the rests
/// and the modes past the guide in the second.
fn zip2_by(tuple: TupleRef<'_>, guide: &Tiler) -> Result<(IntTuple, IntTuple)> {
    let (mut tiles, mut rests) = (TupleBuilder::new(), TupleBuilder::new());
    split_by(tuple, guide, &mut tiles, &mut rests)?;
    Ok((tiles.finish(), rests.finish()))
}

/// [`zip2_by`] into two builders. Recursion follows the guide, which is at
/// most as deep as the tuple.
fn split_by(
    tuple: TupleRef<'_>,
    guide: &Tiler,
    tiles: &mut TupleBuilder,
    rests: &mut TupleBuilder,
) -> Result<()> {
    let is_tuple = tuple.int().is_none();
    match guide {
        Tiler::Modes(parts) if is_tuple && tuple.rank() >= parts.len() => {
            let (tile, rest) = (tiles.open(), rests.open());
            let mut items = tuple.modes();
            // The guide first: zipping stops on it without taking an item.
            for (part, item) in parts.iter().zip(items.by_ref()) {
                split_by(item, part, tiles, rests)?;
            }
            for item in items {
                rests.push(item);
            }
            tiles.close(tile);
            rests.close(rest);
            Ok(())
        }
        Tiler::Layout(_) | Tiler::Size(_) | Tiler::Keep if is_tuple && tuple.rank() == 2 => {
            let mut pair = tuple.modes();
            if let (Some(tile), Some(rest)) = (pair.next(), pair.next()) {
                tiles.push(tile);
                rests.push(rest);
            }
            Ok(())
        }
        _ => Err(LayoutError::invalid(format!(
            "{tuple} has no (tile, rest) pair where the tiler has {guide}"
        ))),
    }
}

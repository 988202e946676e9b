//! Which tensor memory Triton's `ttg.memdesc_reinterpret` may give a new
//! type: the lanes and columns its source offers. The result may use no
//! more lanes than the source view; its 32-bit columns are counted as the
//! bytes of shared memory are ([`super::reinterpret`]): a source offers
//! the columns of the buffers it lies in, and a tile of a buffer
//! (`ttng.tmem_subslice`) only the columns that run on unbroken from its
//! first one, since those after it belong to other tiles.
//!
//! A view spans the columns its encoding's layout (the one Triton builds
//! for one CTA) addresses, times its buffers; a tile's run is read off the
//! allocation's layout as the first column bases that land inside the
//! tile. A buffer split over CTAs is judged by the part each CTA holds:
//! `256x128` split in two along its rows offers each CTA 128 columns.
//!
//! ```
//! use weft_layout::triton::syntax::parse_tensor_memory_encoding;
//! use weft_layout::triton::tensor_memory::TensorMemoryEncoding;
//! use weft_layout::triton::tensor_memory_reinterpret::{TensorMemoryView, check_reinterpret};
//!
//! let read = |text| match parse_tensor_memory_encoding(text) {
//!     Ok(TensorMemoryEncoding::Blocks(blocks)) => blocks,
//!     _ => unreachable!(),
//! };
//! let narrow = read("#ttng.tensor_memory_encoding<blockM = 128, blockN = 64, colStride = 1>");
//! let wide = read("#ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>");
//! let source = TensorMemoryView { encoding: &narrow, shape: &[128, 64], alloc_shape: &[128, 64], element_bits: 32 };
//! let result = TensorMemoryView { encoding: &wide, shape: &[128, 128], alloc_shape: &[128, 128], element_bits: 32 };
//! assert_eq!(check_reinterpret(&source, &result).unwrap_err().to_string(),
//!     "result tensor-memory column footprint (128 columns) exceeds the source view (64 columns)");
//! ```

use crate::error::{LayoutError, Result};

use super::encoding::invalid;
use super::tensor_memory::{LayoutBases, TensorMemoryBlocks, cta_split};

/// The dims a tensor-memory encoding places: rows and columns.
const RANK: usize = 2;

/// The bits of one column of tensor memory.
const COLUMN_BITS: u128 = 32;

/// A buffer in tensor memory as an op sees it: the dims it views, the dims
/// of the allocation behind it, its encoding and its element size.
#[derive(Clone, Copy, Debug)]
pub struct TensorMemoryView<'a> {
    pub encoding: &'a TensorMemoryBlocks,
    pub shape: &'a [i64],
    pub alloc_shape: &'a [i64],
    pub element_bits: u32,
}

/// The rows and columns `dims` ends with, if it has them.
fn placed(dims: &[i64]) -> Option<[u64; RANK]> {
    match dims {
        [.., rows, columns] => Some([u64::try_from(*rows).ok()?, u64::try_from(*columns).ok()?]),
        _ => None,
    }
}

/// Whether the element a basis stands for lies inside `dims`.
fn inside(basis: &[u64; 2], dims: [u64; RANK]) -> bool {
    basis.iter().zip(dims).all(|(&at, dim)| at < dim)
}

fn overflow(shape: &[i64]) -> LayoutError {
    LayoutError::overflow(format!("the tensor-memory bits of a view of {shape:?}"))
}

impl TensorMemoryView<'_> {
    /// The rows and columns `dims` ends with, as one CTA holds them (the
    /// encoding's `CGALayout` splits them, as Triton's shape per CTA).
    fn per_cta(&self, dims: &[i64]) -> Option<[u64; RANK]> {
        let [rows, columns] = placed(dims)?;
        let [split_m, split_n] = cta_split(&self.encoding.cga_layout).ok()?;
        Some([(rows / split_m).max(1), (columns / split_n).max(1)])
    }

    /// The lane and column bases of the encoding's layout of `dims` in one
    /// CTA; `None` where Weft does not judge (dims the encoding does not
    /// place, which the type's rules refuse).
    fn bases(&self, dims: &[i64]) -> Option<LayoutBases> {
        let [rows, columns] = self.per_cta(dims)?;
        self.encoding.bases(rows, columns)
    }

    fn column_bases(&self, dims: &[i64]) -> Option<Vec<[u64; 2]>> {
        Some(self.bases(dims)?.columns)
    }

    /// The lanes (rows of tensor memory) the view uses: those of the
    /// allocation whose bits stand for an element inside the view (a tile
    /// of rows leaves the lanes of the other rows out; a lane bit that
    /// stands for no element, blockM 64 with nothing above its first 64
    /// lanes, uses none).
    fn lanes(&self) -> Option<u64> {
        let lanes = self.bases(self.alloc_shape)?.lanes;
        let view = self.per_cta(self.shape)?;
        let used = lanes
            .iter()
            .filter(|basis| **basis != [0, 0] && inside(basis, view))
            .count();
        Some(1 << used)
    }

    /// The bits of `2^bases` elements, times the view's buffers (its own
    /// dims before the placed ones).
    fn bits(&self, bases: usize) -> Result<u128> {
        let buffer_dims = self.shape.len().saturating_sub(RANK);
        let buffers = self.shape[..buffer_dims]
            .iter()
            .try_fold(1u128, |count, &dim| {
                count.checked_mul(u128::try_from(dim).ok()?)
            });
        buffers
            .and_then(|count| count.checked_mul(1u128.checked_shl(u32::try_from(bases).ok()?)?))
            .and_then(|count| count.checked_mul(u128::from(self.element_bits)))
            .ok_or_else(|| overflow(self.shape))
    }

    /// Whether the view is a tile of its buffers rather than whole ones.
    fn is_tile(&self) -> bool {
        placed(self.shape) != placed(self.alloc_shape)
    }

    /// Whether the view is a tile cut along a dim the CTAs split, so that
    /// no CTA holds a whole part of it.
    fn is_sliced_across_ctas(&self) -> bool {
        let (Some(view), Some(alloc), Ok(split)) = (
            placed(self.shape),
            placed(self.alloc_shape),
            cta_split(&self.encoding.cga_layout),
        ) else {
            return false;
        };
        (0..RANK).any(|d| view[d] != alloc[d] && split[d] > 1)
    }

    /// The bits the view spans as a whole type (a reinterpret's result).
    fn footprint(&self) -> Option<Result<u128>> {
        let bases = self.column_bases(self.shape)?;
        Some(self.bits(bases.len()))
    }

    /// The bits the view's buffers span: a tile counts the whole buffers
    /// it lies in.
    fn buffer_bits(&self) -> Option<Result<u128>> {
        let bases = self.column_bases(self.alloc_shape)?;
        Some(self.bits(bases.len()))
    }

    /// The bits that run on unbroken from the first column of a tile: as
    /// many elements as the allocation's first column bases reach inside
    /// the tile.
    fn run(&self) -> Option<Result<u128>> {
        let bases = self.column_bases(self.alloc_shape)?;
        let tile = self.per_cta(self.shape)?;
        let inside = bases.iter().take_while(|basis| inside(basis, tile)).count();
        let run = u32::try_from(inside)
            .ok()
            .and_then(|bits| 1u128.checked_shl(bits))
            .and_then(|elements| elements.checked_mul(u128::from(self.element_bits)))
            .ok_or_else(|| overflow(self.shape));
        Some(run)
    }
}

/// Checks that `result` covers only lanes and columns `source` offers,
/// with Triton 3.9's messages and in its order: a tile cut along a dim the
/// CTAs split offers nothing, then the lanes of the views,
/// then the columns, first against the buffers the source lies in, then,
/// for a tile, against its unbroken run. Views Weft does
/// not judge (see [`TensorMemoryView`]) pass.
pub fn check_reinterpret(
    source: &TensorMemoryView<'_>,
    result: &TensorMemoryView<'_>,
) -> Result<()> {
    if source.is_sliced_across_ctas() {
        return Err(invalid(
            "cannot reinterpret a source subview sliced across CTAs",
        ));
    }
    if let (Some(requested), Some(offered)) = (result.lanes(), source.lanes())
        && requested > offered
    {
        return Err(invalid(format!(
            "result tensor-memory row footprint ({requested}) exceeds the source view \
             ({offered})"
        )));
    }
    let (Some(requested), Some(offered)) = (result.footprint(), source.buffer_bits()) else {
        return Ok(());
    };
    let (requested, offered) = (requested?, offered?);
    if requested > offered {
        return Err(invalid(format!(
            "result tensor-memory column footprint ({} columns) exceeds the source view \
             ({} columns)",
            requested / COLUMN_BITS,
            offered / COLUMN_BITS
        )));
    }
    if source.is_tile() {
        let Some(available) = source.run() else {
            return Ok(());
        };
        let available = available?;
        if requested > available {
            return Err(invalid(format!(
                "result tensor-memory column footprint includes columns not owned by the \
                 source subview ({} columns requested; {} contiguous columns available)",
                requested / COLUMN_BITS,
                available / COLUMN_BITS
            )));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::triton::syntax::parse_tensor_memory_encoding;
    use crate::triton::tensor_memory::TensorMemoryEncoding;

    /// The `#ttng.tensor_memory_encoding` `text` reads to.
    fn parse_blocks(text: &str) -> TensorMemoryBlocks {
        match parse_tensor_memory_encoding(text) {
            Ok(TensorMemoryEncoding::Blocks(blocks)) => blocks,
            other => panic!("{text}: {other:?}"),
        }
    }

    fn blocks(block_m: u64, block_n: u64, col_stride: u64) -> TensorMemoryBlocks {
        parse_blocks(&format!(
            "#ttng.tensor_memory_encoding<blockM = {block_m}, blockN = {block_n}, \
             colStride = {col_stride}>"
        ))
    }

    /// `source` (encoding, view, allocation, bits) reinterpreted as
    /// `result` (encoding, dims, bits).
    fn reinterpret(
        source: (&TensorMemoryBlocks, &[i64], &[i64], u32),
        result: (&TensorMemoryBlocks, &[i64], u32),
    ) -> Result<(), String> {
        let (encoding, shape, alloc_shape, element_bits) = source;
        let source = TensorMemoryView {
            encoding,
            shape,
            alloc_shape,
            element_bits,
        };
        let (encoding, shape, element_bits) = result;
        let result = TensorMemoryView {
            encoding,
            shape,
            alloc_shape: shape,
            element_bits,
        };
        check_reinterpret(&source, &result).map_err(|e| e.to_string())
    }

    fn exceeds(requested: u64, offered: u64) -> Result<(), String> {
        Err(format!(
            "result tensor-memory column footprint ({requested} columns) exceeds the source \
             view ({offered} columns)"
        ))
    }

    fn not_owned(requested: u64, available: u64) -> Result<(), String> {
        Err(format!(
            "result tensor-memory column footprint includes columns not owned by the source \
             subview ({requested} columns requested; {available} contiguous columns available)"
        ))
    }

    // Each verdict and message below is Triton 3.9's for the same types.
    #[test]
    fn a_whole_view_offers_its_columns() {
        let (n64, n128, n32) = (blocks(128, 64, 1), blocks(128, 128, 1), blocks(128, 32, 1));
        let whole = (&n64, &[128, 64][..], &[128, 64][..], 32);
        assert_eq!(
            reinterpret(whole, (&n128, &[128, 128], 32)),
            exceeds(128, 64)
        );
        assert_eq!(reinterpret(whole, (&n64, &[256, 64], 32)), exceeds(128, 64));
        assert_eq!(reinterpret(whole, (&n32, &[128, 32], 32)), Ok(()));
        let wide = (&n128, &[128, 128][..], &[128, 128][..], 32);
        assert_eq!(reinterpret(wide, (&n64, &[128, 64], 32)), Ok(()));
        // Two buffers of 64 columns offer 128.
        let two = (&n64, &[2, 128, 64][..], &[2, 128, 64][..], 32);
        assert_eq!(reinterpret(two, (&n128, &[128, 128], 32)), Ok(()));
        // One buffer of two offers one.
        let one = (&n64, &[128, 64][..], &[2, 128, 64][..], 32);
        assert_eq!(reinterpret(one, (&n64, &[128, 64], 32)), Ok(()));
        assert_eq!(reinterpret(one, (&n128, &[128, 128], 32)), exceeds(128, 64));
        let first = (&n64, &[1, 128, 64][..], &[2, 128, 64][..], 32);
        assert_eq!(
            reinterpret(first, (&n128, &[128, 128], 32)),
            exceeds(128, 64)
        );
    }

    #[test]
    fn narrow_elements_pack_into_a_column_unless_col_stride_spreads_them() {
        let (n64, n128, n128_spread) =
            (blocks(128, 64, 1), blocks(128, 128, 1), blocks(128, 128, 2));
        let whole = (&n64, &[128, 64][..], &[128, 64][..], 32);
        assert_eq!(reinterpret(whole, (&n128, &[128, 128], 16)), Ok(()));
        assert_eq!(
            reinterpret(whole, (&n128_spread, &[128, 128], 16)),
            exceeds(128, 64)
        );
        assert_eq!(reinterpret(whole, (&n64, &[128, 64], 16)), Ok(()));
        assert_eq!(reinterpret(whole, (&n128, &[128, 256], 8)), Ok(()));
        assert_eq!(
            reinterpret(whole, (&n128, &[128, 512], 8)),
            exceeds(128, 64)
        );
        // blockM 64: the rows past 64 go to the lanes above.
        assert_eq!(
            reinterpret(whole, (&blocks(64, 64, 1), &[64, 64], 32)),
            Ok(())
        );
    }

    #[test]
    fn the_result_uses_no_more_lanes_than_the_source() {
        let (m64, n32) = (blocks(64, 64, 1), blocks(128, 32, 1));
        let half = (&m64, &[64, 64][..], &[64, 64][..], 32);
        let too_many = Err(
            "result tensor-memory row footprint (128) exceeds the source view (64)".to_string(),
        );
        assert_eq!(reinterpret(half, (&n32, &[128, 32], 32)), too_many);
        // A tile counts the lanes of its own elements; buffers add none.
        let tile = (&m64, &[64, 64][..], &[64, 128][..], 32);
        assert_eq!(reinterpret(tile, (&n32, &[128, 32], 32)), too_many);
        let top_rows = (&blocks(64, 128, 1), &[64, 512][..], &[128, 512][..], 8);
        assert_eq!(
            reinterpret(top_rows, (&blocks(64, 16, 1), &[64, 32], 16)),
            too_many
        );
        let two = (&m64, &[2, 64, 64][..], &[2, 64, 64][..], 32);
        assert_eq!(reinterpret(two, (&n32, &[128, 32], 32)), too_many);
        // A second block along N takes the upper 64 lanes.
        let wide = (&m64, &[64, 128][..], &[64, 128][..], 32);
        assert_eq!(
            reinterpret(wide, (&blocks(128, 64, 1), &[128, 64], 32)),
            Ok(())
        );
    }

    #[test]
    fn a_tile_offers_its_first_unbroken_run() {
        let (n64, n128) = (blocks(128, 64, 1), blocks(128, 128, 1));
        for encoding in [&n64, &n128] {
            let tile = (encoding, &[128, 64][..], &[128, 128][..], 32);
            assert_eq!(reinterpret(tile, (&n64, &[128, 64], 32)), Ok(()));
            assert_eq!(
                reinterpret(tile, (&n128, &[128, 128], 32)),
                not_owned(128, 64)
            );
        }
    }

    /// Triton 3.9's verdicts on buffers split over two CTAs: each CTA's
    /// part is judged.
    #[test]
    fn buffers_split_over_ctas_are_judged_per_cta() {
        let rows = parse_blocks(
            "#ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1, \
             CGALayout = [[1, 0]]>",
        );
        let columns = parse_blocks(
            "#ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1, \
             CGALayout = [[0, 1]]>",
        );
        let whole = (&rows, &[256, 128][..], &[256, 128][..], 32);
        assert_eq!(reinterpret(whole, (&rows, &[256, 128], 32)), Ok(()));
        assert_eq!(reinterpret(whole, (&rows, &[256, 64], 32)), Ok(()));
        assert_eq!(
            reinterpret(whole, (&rows, &[256, 256], 32)),
            exceeds(256, 128)
        );
        assert_eq!(reinterpret(whole, (&columns, &[128, 256], 32)), Ok(()));
        assert_eq!(
            reinterpret(whole, (&columns, &[128, 512], 32)),
            exceeds(256, 128)
        );
        // A tile of rows cuts what the CTAs split; a tile of columns does
        // not.
        let sliced = Err("cannot reinterpret a source subview sliced across CTAs".to_string());
        let row_tile = (&rows, &[256, 128][..], &[512, 128][..], 32);
        assert_eq!(reinterpret(row_tile, (&rows, &[256, 64], 32)), sliced);
        let column_tile = (&rows, &[256, 64][..], &[256, 128][..], 32);
        assert_eq!(reinterpret(column_tile, (&rows, &[256, 64], 32)), Ok(()));
    }

    #[test]
    fn footprints_past_128_bits_are_errors() {
        let n64 = blocks(128, 64, 1);
        let huge = [i64::MAX, i64::MAX, 128, 64];
        let source = (&n64, &[128, 64][..], &[128, 64][..], 32);
        let err = reinterpret(source, (&n64, &huge, 32)).unwrap_err();
        assert!(err.contains("tensor-memory bits"), "{err}");
    }
}

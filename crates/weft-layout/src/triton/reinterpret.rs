//! Which bytes Triton's `ttg.memdesc_reinterpret` may give a new type:
//! those its source offers. A source offers at most the buffers it lies
//! in; a tile of a buffer (`ttg.memdesc_subslice`) only the bytes that run
//! on unbroken from its first element, since the memory after it belongs
//! to other tiles. Footprints count the offsets a layout addresses in one
//! CTA, padding left out.
//!
//! A tile's run is read off the buffer's layout: offsets `0..2^j` belong
//! to the tile exactly when the first `j` offset bases land inside it (a
//! tile at the origin of power-of-two dims is closed under the layout's
//! XOR), so the run is `2^j` elements for the largest such `j`.

use crate::error::{LayoutError, Result};

use super::encoding::invalid;
use super::shared::{OFFSET, SharedEncoding};

/// A buffer in shared memory as an op sees it: the dims it views, the
/// dims of the allocation behind it, its encoding and its element size.
#[derive(Clone, Copy, Debug)]
pub struct SharedView<'a> {
    pub encoding: &'a SharedEncoding,
    pub shape: &'a [i64],
    pub alloc_shape: &'a [i64],
    pub element_bytes: u64,
}

impl SharedView<'_> {
    /// The last dims of `dims`, as many as the encoding places (the dims
    /// before them count buffers).
    fn placed<'d>(&self, dims: &'d [i64]) -> Result<&'d [i64]> {
        let rank = self.encoding.rank();
        dims.len()
            .checked_sub(rank)
            .map(|skip| &dims[skip..])
            .ok_or_else(|| {
                invalid(format!(
                    "a view of rank {} with an encoding of rank {rank}",
                    dims.len()
                ))
            })
    }

    /// Whether the view is a tile of its buffers rather than whole ones
    /// (its placed dims differ from the allocation's).
    pub fn is_tile(&self) -> Result<bool> {
        Ok(self.placed(self.shape)? != self.placed(self.alloc_shape)?)
    }

    /// The bytes the layout of `placed` dims addresses, times the view's
    /// buffers (Triton's footprint, padding left out).
    fn bytes(&self, placed: &[i64]) -> Result<u64> {
        // Its partitions are separate buffers, which no one view spans
        // (Triton 3.9 refuses them on either side, in these words).
        if matches!(self.encoding, SharedEncoding::Partitioned(_)) {
            return Err(invalid(
                "cannot reinterpret partitioned shared layouts: a #ttg.partitioned_shared \
                 buffer's partitions are separate allocations, which no one view spans",
            ));
        }
        let bits = self.encoding.to_linear(placed)?.in_dim_log2(OFFSET)?;
        // The view's own dims before those the encoding places count
        // buffers (and the view has at least as many dims as it places).
        let buffer_dims = self.shape.len() - self.placed(self.shape)?.len();
        let buffers = self.shape[..buffer_dims]
            .iter()
            .try_fold(1u64, |count, &dim| {
                u64::try_from(dim)
                    .ok()
                    .and_then(|dim| count.checked_mul(dim))
            });
        buffers
            .and_then(|count| count.checked_mul(1u64.checked_shl(bits)?))
            .and_then(|count| count.checked_mul(self.element_bytes))
            .ok_or_else(|| overflow(self.shape))
    }

    /// The bytes the view spans as a whole type (a reinterpret's result).
    pub fn footprint(&self) -> Result<u64> {
        self.bytes(self.placed(self.shape)?)
    }

    /// The bytes the view's buffers span: a tile counts the whole buffers
    /// it lies in.
    pub fn buffer_bytes(&self) -> Result<u64> {
        self.bytes(self.placed(self.alloc_shape)?)
    }

    /// The bytes that run on unbroken from the first element of a tile.
    /// A tile of a padded buffer has none Triton vouches for.
    fn run(&self) -> Result<u64> {
        if matches!(self.encoding, SharedEncoding::Padded(_)) {
            return Err(invalid("cannot reinterpret a padded source subview"));
        }
        let layout = self.encoding.to_linear(self.placed(self.alloc_shape)?)?;
        let tile = self.placed(self.shape)?;
        let inside = layout
            .bases(OFFSET)?
            .iter()
            .take_while(|basis| {
                basis
                    .iter()
                    .zip(tile)
                    .all(|(&at, &dim)| i64::try_from(at).is_ok_and(|at| at < dim))
            })
            .count();
        u32::try_from(inside)
            .ok()
            .and_then(|bits| 1u64.checked_shl(bits))
            .and_then(|elements| elements.checked_mul(self.element_bytes))
            .ok_or_else(|| overflow(self.shape))
    }
}

fn overflow(shape: &[i64]) -> LayoutError {
    LayoutError::overflow(format!("the bytes of a view of {shape:?}"))
}

/// Checks that `result` covers only bytes `source` offers, with Triton
/// 3.9's messages and in its order: first against the buffers the source
/// lies in, then, for a tile, against its unbroken run.
pub fn check_reinterpret(source: &SharedView<'_>, result: &SharedView<'_>) -> Result<()> {
    let requested = result.footprint()?;
    let offered = source.buffer_bytes()?;
    if requested > offered {
        return Err(invalid(format!(
            "result shared-memory footprint ({requested} bytes) exceeds the source view \
             ({offered} bytes)"
        )));
    }
    if source.is_tile()? {
        let available = source.run()?;
        if requested > available {
            return Err(invalid(format!(
                "result shared-memory footprint includes offsets not owned by the source \
                 subview ({requested} bytes requested; {available} contiguous bytes available)"
            )));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::triton::syntax::{TritonAttribute, parse_attribute};

    fn encoding(text: &str) -> SharedEncoding {
        let Ok(TritonAttribute::Shared(shared)) = parse_attribute(text) else {
            panic!("not a shared encoding: {text}");
        };
        shared
    }

    /// `source` (view, allocation, bytes) reinterpreted as `result` (dims,
    /// bytes), both under their encodings.
    fn reinterpret(
        source: (&SharedEncoding, &[i64], &[i64], u64),
        result: (&SharedEncoding, &[i64], u64),
    ) -> Result<(), String> {
        let (encoding, shape, alloc_shape, element_bytes) = source;
        let source = SharedView {
            encoding,
            shape,
            alloc_shape,
            element_bytes,
        };
        let (encoding, shape, element_bytes) = result;
        let result = SharedView {
            encoding,
            shape,
            alloc_shape: shape,
            element_bytes,
        };
        check_reinterpret(&source, &result).map_err(|e| e.to_string())
    }

    const PLAIN: &str =
        "#ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>";
    const SWIZZLED: &str =
        "#ttg.swizzled_shared<{vec = 4, perPhase = 1, maxPhase = 8, order = [1, 0]}>";
    const ROW: &str = "#ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>";

    fn exceeds(requested: u64, offered: u64) -> Result<(), String> {
        Err(format!(
            "result shared-memory footprint ({requested} bytes) exceeds the source view \
             ({offered} bytes)"
        ))
    }

    fn not_owned(requested: u64, available: u64) -> Result<(), String> {
        Err(format!(
            "result shared-memory footprint includes offsets not owned by the source subview \
             ({requested} bytes requested; {available} contiguous bytes available)"
        ))
    }

    // Each verdict and message below is Triton 3.9's for the same types.
    #[test]
    fn a_whole_view_offers_its_bytes() {
        let (plain, row) = (encoding(PLAIN), encoding(ROW));
        let whole = (&plain, &[32, 32][..], &[32, 32][..], 4);
        assert_eq!(reinterpret(whole, (&row, &[1024], 4)), Ok(()));
        assert_eq!(reinterpret(whole, (&row, &[2048], 4)), exceeds(8192, 4096));
        assert_eq!(
            reinterpret(whole, (&plain, &[64, 64], 4)),
            exceeds(16384, 4096)
        );
        // One buffer of two (a `ttg.memdesc_index`) offers that buffer.
        let one = (&plain, &[32, 32][..], &[2, 32, 32][..], 4);
        assert_eq!(reinterpret(one, (&plain, &[32, 32], 4)), Ok(()));
        assert_eq!(
            reinterpret(one, (&plain, &[64, 32], 4)),
            exceeds(8192, 4096)
        );
        // Buffers count whatever their number; a tile of them along the
        // buffers only is whole buffers still.
        let three = (&plain, &[3, 32, 32][..], &[3, 32, 32][..], 4);
        assert_eq!(reinterpret(three, (&plain, &[32, 32], 4)), Ok(()));
        let two_of_four = (&plain, &[2, 32, 32][..], &[4, 32, 32][..], 4);
        assert_eq!(reinterpret(two_of_four, (&plain, &[64, 32], 4)), Ok(()));
        assert_eq!(
            reinterpret(two_of_four, (&plain, &[128, 32], 4)),
            exceeds(16384, 8192)
        );
    }

    #[test]
    fn a_tile_offers_its_first_unbroken_run() {
        let (plain, swizzled, row) = (encoding(PLAIN), encoding(SWIZZLED), encoding(ROW));
        let rows = (&plain, &[16, 32][..], &[32, 32][..], 4);
        assert_eq!(reinterpret(rows, (&plain, &[16, 32], 4)), Ok(()));
        assert_eq!(
            reinterpret(rows, (&plain, &[32, 32], 4)),
            not_owned(4096, 2048)
        );
        let columns = (&plain, &[32, 16][..], &[32, 32][..], 4);
        assert_eq!(reinterpret(columns, (&row, &[16], 4)), Ok(()));
        assert_eq!(reinterpret(columns, (&row, &[32], 4)), not_owned(128, 64));
        assert_eq!(
            reinterpret(columns, (&plain, &[32, 16], 4)),
            not_owned(2048, 64)
        );
        // The swizzle keeps a row's first 16 columns together.
        let swizzled_columns = (&swizzled, &[32, 16][..], &[32, 32][..], 4);
        assert_eq!(reinterpret(swizzled_columns, (&row, &[16], 4)), Ok(()));
        // Half the rows of one buffer of two.
        let half = (&plain, &[16, 32][..], &[2, 32, 32][..], 4);
        assert_eq!(
            reinterpret(half, (&plain, &[32, 32], 4)),
            not_owned(4096, 2048)
        );
        // More than the buffers the tile lies in is refused as such first.
        let quarter = (&plain, &[8, 64][..], &[32, 64][..], 2);
        assert_eq!(
            reinterpret(quarter, (&plain, &[64, 32], 4)),
            exceeds(8192, 4096)
        );
        let nvmma = encoding(
            "#ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, \
             elementBitWidth = 16}>",
        );
        let corner = (&nvmma, &[1, 32, 32][..], &[3, 64, 32][..], 2);
        assert_eq!(
            reinterpret(corner, (&plain, &[128, 32], 4)),
            exceeds(16384, 4096)
        );
    }

    #[test]
    fn layouts_with_holes_count_every_offset() {
        let linear = encoding(
            "#ttg.shared_linear<{offset = [[0, 1], [0, 2], [0, 4], [0, 8], [1, 0], [2, 0], \
             [4, 0], [8, 0]]}, alignment = 16>",
        );
        let holey = encoding(
            "#ttg.shared_linear<{offset = [[0, 1], [0, 0], [1, 0], [2, 0]]}, alignment = 16>",
        );
        let plain = encoding(PLAIN);
        let source = (&linear, &[16, 16][..], &[16, 16][..], 2);
        assert_eq!(reinterpret(source, (&holey, &[4, 2], 4)), Ok(()));
        assert_eq!(
            reinterpret(source, (&plain, &[32, 16], 2)),
            exceeds(1024, 512)
        );
    }

    #[test]
    fn a_tile_of_a_padded_buffer_is_refused() {
        let padded = encoding("#ttg.padded_shared<[128:+8] {order = [1, 0], shape = [16, 128]}>");
        let source = (&padded, &[8, 128][..], &[16, 128][..], 2);
        assert_eq!(
            reinterpret(source, (&padded, &[16, 128], 2)),
            Err("cannot reinterpret a padded source subview".to_string())
        );
    }

    #[test]
    fn a_view_of_fewer_dims_than_its_encoding_is_an_error() {
        let plain = encoding(PLAIN);
        let row = encoding(ROW);
        let flat = (&plain, &[32][..], &[32, 32][..], 4);
        assert!(reinterpret(flat, (&row, &[16], 4)).is_err());
        let whole = (&plain, &[32, 32][..], &[32, 32][..], 4);
        assert!(reinterpret(whole, (&plain, &[16], 4)).is_err());
    }

    #[test]
    fn counts_that_overflow_are_errors() {
        let plain = encoding(PLAIN);
        let huge = (
            &plain,
            &[1 << 40, 1 << 40, 32, 32][..],
            &[1 << 40, 1 << 40, 32, 32][..],
            4,
        );
        assert!(reinterpret(huge, (&plain, &[32, 32], 4)).is_err());
    }
}

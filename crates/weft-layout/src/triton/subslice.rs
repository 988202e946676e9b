//! Which tiles of a shared-memory buffer Triton's `ttg.memdesc_subslice`
//! may view: a tile is addressed from its first element on, so every
//! boundary a split puts inside the buffer must start a run of memory the
//! layout does not scramble. Triton requires the offset of the element at
//! each such boundary to be 0 or a power of two ("We don't support
//! splitting along the swizzling pattern"): a swizzled buffer of 64 rows
//! whose row 1 is shifted by its phase cannot be cut into single rows,
//! while rows 4, 8, 16 and 32, which its phase leaves in place, can start
//! tiles.

use crate::error::Result;

use super::encoding::{invalid, out_dim_names};
use super::shared::{OFFSET, SharedEncoding};

impl SharedEncoding {
    /// Checks that a view of `view` dims of a buffer of `buffer` dims (the
    /// allocation's last dims, as many as the encoding's rank) may be cut
    /// into tiles of `tile` dims. Only the dims the encoding places are
    /// judged; a dim before them counts buffers, which a tile may split
    /// anywhere.
    ///
    /// Requires: `view` and `tile` of one length, each tile dim positive
    /// and no larger than the view's.
    pub fn check_subslice(&self, buffer: &[i64], view: &[i64], tile: &[i64]) -> Result<()> {
        let rank = self.rank();
        if view.len() != tile.len() || view.len() < rank {
            return Err(invalid(format!(
                "a tile of rank {} of a view of rank {} with an encoding of rank {rank}",
                tile.len(),
                view.len()
            )));
        }
        // Triton takes a whole view as its own subslice before it asks
        // anything of the encoding.
        if view == tile {
            return Ok(());
        }
        // Triton's rule holds for padded pieces of a partitioned buffer too.
        if matches!(self.innermost(), Self::Padded(_)) && rank < view.len() {
            return Err(invalid(
                "SubSlice of low rank PaddedSharedEncoding from higher rank tensors is not \
                 supported yet",
            ));
        }
        if let Self::Partitioned(partitioned) = self {
            return partitioned.check_subslice(buffer, view, tile);
        }
        let inverse = self.to_linear(buffer)?.pseudoinvert()?;
        let names = out_dim_names(rank);
        let skip = view.len() - rank;
        for (d, name) in names.iter().enumerate() {
            let (whole, part) = (view[skip + d], tile[skip + d]);
            if part < 1 || part > whole {
                return Err(invalid(format!(
                    "a tile of {part} along dim {} of a view of {whole}",
                    skip + d
                )));
            }
            // Each boundary of tiles of `part` is a multiple of one of
            // these (the dims are powers of two).
            let mut size = part;
            while size < whole {
                let coordinate: Vec<(&str, u64)> = names
                    .iter()
                    .map(|other| (other.as_str(), if other == name { size as u64 } else { 0 }))
                    .collect();
                let offset = inverse
                    .apply(&coordinate)?
                    .into_iter()
                    .find(|(dim, _)| dim == OFFSET)
                    .map_or(0, |(_, value)| value);
                if offset != 0 && !offset.is_power_of_two() {
                    return Err(invalid(format!(
                        "We don't support splitting along the swizzling pattern: a tile boundary \
                         at {size} along dim {} holds the element at offset {offset}, which is \
                         not a power of two",
                        skip + d
                    )));
                }
                size = size.saturating_mul(2);
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use crate::triton::syntax::{TritonAttribute, parse_attribute};

    fn check(text: &str, buffer: &[i64], view: &[i64], tile: &[i64]) -> Result<(), String> {
        let Ok(TritonAttribute::Shared(shared)) = parse_attribute(text) else {
            panic!("not a shared encoding: {text}");
        };
        shared
            .check_subslice(buffer, view, tile)
            .map_err(|e| e.to_string())
    }

    const SWIZZLED: &str =
        "#ttg.swizzled_shared<{vec = 2, perPhase = 1, maxPhase = 4, order = [1, 0]}>";

    // What Triton 3.9 accepts and refuses for the same subslices.
    #[test]
    fn tiles_start_where_the_swizzle_leaves_rows_in_place() {
        assert_eq!(check(SWIZZLED, &[64, 64], &[64, 64], &[64, 32]), Ok(()));
        assert_eq!(check(SWIZZLED, &[64, 64], &[64, 64], &[64, 4]), Ok(()));
        assert_eq!(check(SWIZZLED, &[64, 64], &[64, 64], &[4, 64]), Ok(()));
        assert_eq!(
            check(SWIZZLED, &[64, 64], &[64, 64], &[1, 64]),
            Err(
                "We don't support splitting along the swizzling pattern: a tile boundary at 1 \
                 along dim 0 holds the element at offset 66, which is not a power of two"
                    .to_string()
            )
        );
    }

    #[test]
    fn a_padded_buffer_of_lower_rank_is_not_split_but_may_be_taken_whole() {
        const PADDED: &str = "#ttg.padded_shared<[32:+4] {order = [1, 0], shape = [16, 32]}>";
        assert_eq!(
            check(PADDED, &[16, 32], &[2, 16, 32], &[1, 16, 32]),
            Err(
                "SubSlice of low rank PaddedSharedEncoding from higher rank tensors is not \
                 supported yet"
                    .to_string()
            )
        );
        assert_eq!(check(PADDED, &[16, 32], &[2, 16, 32], &[2, 16, 32]), Ok(()));
        assert_eq!(check(PADDED, &[16, 32], &[16, 32], &[16, 16]), Ok(()));
    }

    #[test]
    fn a_dim_of_buffers_may_be_split_anywhere() {
        assert_eq!(
            check(SWIZZLED, &[64, 64], &[6, 64, 64], &[3, 64, 64]),
            Ok(())
        );
        assert!(check(SWIZZLED, &[64, 64], &[2, 64, 64], &[2, 1, 64]).is_err());
    }
}

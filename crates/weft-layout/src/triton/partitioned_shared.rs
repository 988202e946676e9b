//! `#ttg.partitioned_shared` (Triton 3.9, AMD's gfx1250): a tensor split
//! along one dim into pieces that live in separate shared-memory buffers,
//! so that warps reading different pieces do not contend for one LDS
//! partition.
//!
//! The partitioned dim is cut into `numPartitions * numGroups` equal
//! pieces. Piece `p` goes to buffer `p % numPartitions`, after the pieces
//! of earlier groups in it: with 2 partitions and 4 groups, buffer 0 holds
//! pieces 0, 2, 4, 6 and buffer 1 pieces 1, 3, 5, 7. Inside a piece, the
//! inner encoding (`partitionLayout`) places the elements as it would in a
//! tensor of the piece's shape.
//!
//! The linear layout is that of one buffer, as Triton converts it: the
//! inner encoding's bases over the piece, then one `offset` basis per
//! group bit, each jumping `numPartitions` pieces along the partitioned
//! dim. Which buffer a piece is in is not an offset, so the layout reaches
//! the pieces of buffer 0 only: `[128, 32]` in 2 partitions of 4 groups
//! along dim 0 has pieces of 16 rows and the group bases `[32, 0]` and
//! `[64, 0]`; row 16 (piece 1, in buffer 1) is no offset's.

use crate::error::Result;

use super::encoding::{BLOCK, invalid, out_dim_names};
use super::linear::LinearLayout;
use super::shared::{OFFSET, SharedEncoding};

/// `#ttg.partitioned_shared<{numPartitions, numGroups, partitionDim,
/// partitionLayout}>`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct PartitionedShared {
    /// Buffers, a power of two of at least 2.
    pub num_partitions: u32,
    /// Pieces per buffer, a power of two.
    pub num_groups: u32,
    /// The dim cut into pieces, below the inner encoding's rank.
    pub partition_dim: usize,
    /// The encoding inside each piece.
    pub inner: Box<SharedEncoding>,
}

impl PartitionedShared {
    /// A partitioned encoding, checked as Triton 3.9 checks one, with its
    /// messages (Triton reports them, then aborts).
    pub fn try_new(
        num_partitions: u32,
        num_groups: u32,
        partition_dim: usize,
        inner: SharedEncoding,
    ) -> Result<Self> {
        if num_partitions < 2 || !num_partitions.is_power_of_two() {
            return Err(invalid("numPartitions must be a power of 2 and at least 2"));
        }
        if !num_groups.is_power_of_two() {
            return Err(invalid("numGroups must be a power of 2 and greater than 0"));
        }
        let rank = inner.rank();
        if partition_dim >= rank {
            return Err(invalid(format!(
                "partitionDim ({partition_dim}) must be less than the layout rank ({rank})"
            )));
        }
        Ok(Self {
            num_partitions,
            num_groups,
            partition_dim,
            inner: Box::new(inner),
        })
    }

    /// The pieces the partitioned dim is cut into.
    pub fn num_pieces(&self) -> u64 {
        u64::from(self.num_partitions) * u64::from(self.num_groups)
    }

    /// The shape of one piece of a tensor of `sizes` (powers of two, of
    /// the encoding's rank; another rank is an error).
    pub fn piece_shape(&self, sizes: &[u64]) -> Result<Vec<u64>> {
        let rank = self.inner.rank();
        if sizes.len() != rank {
            return Err(invalid(format!(
                "rank mismatch between encoding and tensor: {rank} != {}",
                sizes.len()
            )));
        }
        let d = self.partition_dim;
        let pieces = self.num_pieces();
        if sizes[d] < pieces {
            return Err(invalid(format!(
                "dim {d} has {} elements, fewer than the {pieces} pieces \
                 numPartitions * numGroups = {} * {} cuts it into",
                sizes[d], self.num_partitions, self.num_groups
            )));
        }
        let mut piece = sizes.to_vec();
        piece[d] /= pieces;
        Ok(piece)
    }

    /// Checks tiles of `tile` dims of a view of `view` dims of a buffer of
    /// `buffer` dims (see [`SharedEncoding::check_subslice`]). Pieces are
    /// separate runs of memory, so a tile may start at any piece; inside
    /// one, the inner encoding judges the tile's boundaries, as Triton
    /// 3.9's verdicts show.
    pub(super) fn check_subslice(&self, buffer: &[i64], view: &[i64], tile: &[i64]) -> Result<()> {
        let skip = view.len() - self.inner.rank();
        let sizes: Vec<u64> = buffer.iter().map(|&s| s.max(0) as u64).collect();
        let piece = self.piece_shape(&sizes)?;
        let d = self.partition_dim;
        let piece_len = piece[d] as i64;
        let clip = |dims: &[i64]| -> Vec<i64> {
            let mut clipped = dims.to_vec();
            clipped[skip + d] = clipped[skip + d].min(piece_len);
            clipped
        };
        let piece_buffer: Vec<i64> = piece.iter().map(|&s| s as i64).collect();
        self.inner
            .check_subslice(&piece_buffer, &clip(view), &clip(tile))
    }

    /// The linear layout of one buffer of a tensor of `sizes`: the inner
    /// encoding's over a piece, then a basis per group bit. Inside padded
    /// pieces, the offsets are those before padding, as for a padded
    /// buffer of the piece's shape (Triton's conversion refuses them and
    /// points to its padded form of the layout).
    pub(super) fn to_linear(&self, sizes: &[u64]) -> Result<LinearLayout> {
        let piece = self.piece_shape(sizes)?;
        let piece_dims: Vec<i64> = piece.iter().map(|&s| s as i64).collect();
        let inner = self.inner.to_linear(&piece_dims)?;
        let mut offsets = inner.bases(OFFSET)?;
        let rank = sizes.len();
        let jump = piece[self.partition_dim] * u64::from(self.num_partitions);
        for bit in 0..self.num_groups.trailing_zeros() {
            let mut basis = vec![0; rank];
            basis[self.partition_dim] = jump << bit;
            offsets.push(basis);
        }
        let names = out_dim_names(rank);
        let outs: Vec<(&str, u64)> = names
            .iter()
            .map(String::as_str)
            .zip(sizes.iter().copied())
            .collect();
        LinearLayout::try_new(
            &[(OFFSET, offsets), (BLOCK, inner.bases(BLOCK)?)],
            &outs,
            false,
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::triton::syntax::{
        TritonAttribute, parse_attribute, parse_gluon_attribute, print_shared_encoding,
    };

    fn shared(text: &str) -> SharedEncoding {
        let Ok(TritonAttribute::Shared(shared)) = parse_attribute(text) else {
            panic!("not a shared encoding: {text}");
        };
        shared
    }

    fn offsets(text: &str, shape: &[i64]) -> (Vec<Vec<u64>>, Vec<Vec<u64>>) {
        let layout = shared(text).to_linear(shape).unwrap();
        (layout.bases(OFFSET).unwrap(), layout.bases(BLOCK).unwrap())
    }

    const SWIZZLED: &str =
        "#ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>";

    /// Triton 3.9's conversion of the example of its documentation.
    #[test]
    fn groups_jump_over_the_other_partitions_pieces() {
        let text = format!(
            "#ttg.partitioned_shared<{{numPartitions = 2, numGroups = 4, partitionDim = 0, \
             partitionLayout = {SWIZZLED}}}>"
        );
        let (offset, block) = offsets(&text, &[128, 32]);
        let expected: Vec<Vec<u64>> = vec![
            vec![0, 1],
            vec![0, 2],
            vec![0, 4],
            vec![0, 8],
            vec![0, 16],
            vec![1, 0],
            vec![2, 0],
            vec![4, 0],
            vec![8, 0],
            vec![32, 0],
            vec![64, 0],
        ];
        assert_eq!(offset, expected);
        assert!(block.is_empty());
    }

    /// A swizzle inside pieces of 16x16, a group basis along dim 1, and
    /// CTAs that split the pieces (Triton 3.9's bases).
    #[test]
    fn the_inner_encoding_places_each_piece() {
        let text = "#ttg.partitioned_shared<{numPartitions = 2, numGroups = 2, partitionDim = 1, \
                    partitionLayout = #ttg.swizzled_shared<{vec = 2, perPhase = 2, maxPhase = 4, \
                    order = [0, 1]}>}>";
        let (offset, _) = offsets(text, &[16, 64]);
        let expected: Vec<Vec<u64>> = vec![
            vec![1, 0],
            vec![2, 0],
            vec![4, 0],
            vec![8, 0],
            vec![0, 1],
            vec![2, 2],
            vec![4, 4],
            vec![0, 8],
            vec![0, 32],
        ];
        assert_eq!(offset, expected);
        let text = "#ttg.partitioned_shared<{numPartitions = 2, numGroups = 1, partitionDim = 1, \
                    partitionLayout = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, \
                    order = [1, 0], CGALayout = [[1, 0]]}>}>";
        let (offset, block) = offsets(text, &[16, 8]);
        let expected: Vec<Vec<u64>> =
            vec![vec![0, 1], vec![0, 2], vec![1, 0], vec![2, 0], vec![4, 0]];
        assert_eq!(offset, expected);
        assert_eq!(block, vec![vec![8, 0]]);
    }

    #[test]
    fn a_partitioned_piece_may_be_partitioned_again() {
        let text = format!(
            "#ttg.partitioned_shared<{{numPartitions = 2, numGroups = 2, partitionDim = 0, \
             partitionLayout = #ttg.partitioned_shared<{{numPartitions = 2, numGroups = 1, \
             partitionDim = 1, partitionLayout = {SWIZZLED}}}>}}>"
        );
        let (offset, _) = offsets(&text, &[16, 8]);
        let expected: Vec<Vec<u64>> =
            vec![vec![0, 1], vec![0, 2], vec![1, 0], vec![2, 0], vec![8, 0]];
        assert_eq!(offset, expected);
    }

    /// Padded pieces give the offsets before padding, as a padded buffer
    /// of the piece's shape does.
    #[test]
    fn padded_pieces_give_their_linear_component() {
        let text = "#ttg.partitioned_shared<{numPartitions = 2, numGroups = 2, partitionDim = 0, \
                    partitionLayout = #ttg.padded_shared<[32:+4] {order = [1, 0], shape = [4, 8]}>}>";
        let (offset, block) = offsets(text, &[16, 8]);
        let expected: Vec<Vec<u64>> = vec![
            vec![0, 1],
            vec![0, 2],
            vec![0, 4],
            vec![1, 0],
            vec![2, 0],
            vec![8, 0],
        ];
        assert_eq!(offset, expected);
        assert!(block.is_empty());
    }

    #[test]
    fn prints_back_as_triton_does() {
        let text = format!(
            "#ttg.partitioned_shared<{{partitionLayout = {SWIZZLED}, numGroups = 4, \
             numPartitions = 2}}>"
        );
        assert_eq!(
            print_shared_encoding(&shared(&text)),
            format!(
                "#ttg.partitioned_shared<{{numPartitions = 2, numGroups = 4, partitionDim = 0, \
                 partitionLayout = {SWIZZLED}}}>"
            )
        );
    }

    /// Gluon's spelling, as its `repr` prints it, reads the same.
    #[test]
    fn reads_gluons_spelling() {
        let gluon = "PartitionedSharedLayout(num_partitions=2, num_groups=4, partition_dim=0, \
                     partition_layout=SwizzledSharedLayout(vec=1, per_phase=1, max_phase=1, \
                     order=[1, 0], cga_layout=[]))";
        let Ok(TritonAttribute::Shared(read)) = parse_gluon_attribute(gluon) else {
            panic!("not read: {gluon}");
        };
        let text = format!(
            "#ttg.partitioned_shared<{{numPartitions = 2, numGroups = 4, partitionDim = 0, \
             partitionLayout = {SWIZZLED}}}>"
        );
        assert_eq!(read, shared(&text));
    }

    #[test]
    fn refusals_say_why() {
        let message = |text: &str| parse_attribute(text).unwrap_err().to_string();
        let with = |keys: &str| {
            format!("#ttg.partitioned_shared<{{{keys}, partitionLayout = {SWIZZLED}}}>")
        };
        assert!(
            message(&with("numPartitions = 1, numGroups = 4, partitionDim = 0"))
                .contains("numPartitions must be a power of 2 and at least 2")
        );
        assert!(
            message(&with("numPartitions = 2, numGroups = 3, partitionDim = 0"))
                .contains("numGroups must be a power of 2 and greater than 0")
        );
        assert!(
            message(&with("numPartitions = 2, numGroups = 1, partitionDim = 2"))
                .contains("partitionDim (2) must be less than the layout rank (2)")
        );
        assert_eq!(
            message("#ttg.partitioned_shared<{numPartitions = 2, numGroups = 4}>"),
            "missing partitionLayout"
        );
        assert_eq!(
            message(
                "#ttg.partitioned_shared<{numPartitions = 2, numGroups = 4, partitionLayout = \
                 #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], \
                 order = [0]}>}>"
            ),
            "partitionLayout must be a SharedEncodingTrait"
        );
        assert_eq!(
            message(&with("numPartitions = 4294967298, numGroups = 4")),
            "numPartitions 4294967298 does not fit 32 bits"
        );
        let text = with("numPartitions = 2, numGroups = 4, partitionDim = 0");
        let SharedEncoding::Partitioned(partitioned) = shared(&text) else {
            panic!("not partitioned: {text}");
        };
        assert_eq!(
            partitioned.piece_shape(&[128]).unwrap_err().to_string(),
            "rank mismatch between encoding and tensor: 2 != 1"
        );
        assert_eq!(
            shared(&text).to_linear(&[4, 32]).unwrap_err().to_string(),
            "dim 0 has 4 elements, fewer than the 8 pieces numPartitions * numGroups = 2 * 4 \
             cuts it into"
        );
        let padded = "#ttg.partitioned_shared<{numPartitions = 2, numGroups = 1, partitionDim = 0, \
                      partitionLayout = #ttg.padded_shared<[32:+4] {order = [1, 0], shape = [64, 32]}>}>";
        assert_eq!(
            shared(padded)
                .to_linear(&[256, 32])
                .unwrap_err()
                .to_string(),
            "Mismatch in expected shape for dimension 0. Expected: 128, got: 64"
        );
    }
}

//! The encoding of a transposed tensor (`tt.trans`) or buffer
//! (`ttg.memdesc_trans`), as Triton infers it: the same elements held by
//! the same threads, or in the same places of shared memory, with the
//! result's dim `d` the source's dim `order[d]`.
//!
//! Triton rewrites the encodings it can rewrite field by field — a
//! blocked encoding's per-dim counts and `order`, a swizzled encoding's
//! `order`, an NVMMA encoding's `transposed` flag for the one 2-D
//! transpose — and turns every other one into the `#ttg.linear` or
//! `#ttg.shared_linear` of the source with its dims permuted (a padded
//! buffer stays padded, its linear component permuted). Weft follows
//! it exactly, because both ops require the result type to be the
//! inferred one, text for text: `#ttg.swizzled_shared<{…, order = [1, 0]}>`
//! of a 64x32 buffer transposed by `[1, 0]` is `order = [0, 1]` of a 32x64
//! one, not an equivalent `#ttg.shared_linear`. The identity keeps any
//! encoding as it is.

use crate::error::Result;

use super::encoding::{Blocked, Encoding, check_order, invalid};
use super::linear::LinearLayout;
use super::padded_shared::PaddedShared;
use super::partitioned_shared::PartitionedShared;
use super::shared::{NvmmaShared, SharedEncoding, SwizzledShared};
use super::syntax::{TritonAttribute, print_encoding, print_shared_encoding};

impl TritonAttribute {
    /// The encoding of the transpose by `order` of a tensor or buffer of
    /// `shape` with this encoding ([`Encoding::transposed`],
    /// [`SharedEncoding::transposed`]).
    pub fn transposed(&self, shape: &[i64], order: &[usize]) -> Result<Self> {
        match self {
            Self::Distributed(encoding) => encoding.transposed(shape, order).map(Self::Distributed),
            Self::Shared(shared) => shared.transposed(shape, order).map(Self::Shared),
        }
    }

    /// Whether `self` and `other` place a tensor or buffer of `shape` alike
    /// — the same linear layout — though written differently (Triton's
    /// `verifyLayoutsAreEqual`, by which a transpose's result may carry
    /// any encoding equivalent to the inferred one). False where either
    /// cannot place it. A padded buffer places its elements alike only
    /// with the same padding.
    pub fn same_layout(&self, other: &Self, shape: &[i64]) -> bool {
        match (self.to_linear(shape), other.to_linear(shape)) {
            (Ok(mine), Ok(theirs)) => mine == theirs && self.padding() == other.padding(),
            _ => false,
        }
    }

    /// [`Self::same_layout`] as Triton 3.9 judges a transpose's result: a
    /// partitioned buffer's layout leaves out which partition holds a
    /// piece, so two partitioned encodings are alike only with the same
    /// partitions, groups and partitioned dim and alike pieces (one
    /// nesting level after another), and never like another encoding.
    pub fn same_transposed_layout(&self, other: &Self, shape: &[i64]) -> bool {
        let (Self::Shared(mine), Self::Shared(theirs)) = (self, other) else {
            return self.same_layout(other, shape);
        };
        let (mut mine, mut theirs, mut shape) = (mine, theirs, shape.to_vec());
        loop {
            match (mine, theirs) {
                (SharedEncoding::Partitioned(a), SharedEncoding::Partitioned(b)) => {
                    let sizes: Vec<u64> = shape.iter().map(|&s| s.max(0) as u64).collect();
                    let Ok(piece) = a.piece_shape(&sizes) else {
                        return false;
                    };
                    if (a.num_partitions, a.num_groups, a.partition_dim)
                        != (b.num_partitions, b.num_groups, b.partition_dim)
                    {
                        return false;
                    }
                    shape = piece.into_iter().map(|s| s as i64).collect();
                    (mine, theirs) = (&a.inner, &b.inner);
                }
                (SharedEncoding::Partitioned(_), _) | (_, SharedEncoding::Partitioned(_)) => {
                    return false;
                }
                _ => {
                    return Self::Shared(mine.clone())
                        .same_layout(&Self::Shared(theirs.clone()), &shape);
                }
            }
        }
    }

    /// The interval-padding pairs of a padded buffer; none for the rest.
    fn padding(&self) -> &[(u64, u64)] {
        match self {
            Self::Shared(SharedEncoding::Padded(padded)) => &padded.intervals,
            _ => &[],
        }
    }

    fn to_linear(&self, shape: &[i64]) -> Result<LinearLayout> {
        match self {
            Self::Distributed(encoding) => encoding.to_linear(shape),
            Self::Shared(shared) => shared.to_linear(shape),
        }
    }

    /// The attribute as Triton prints it.
    pub fn print(&self) -> String {
        match self {
            Self::Distributed(encoding) => print_encoding(encoding),
            Self::Shared(shared) => print_shared_encoding(shared),
        }
    }
}

impl Encoding {
    /// The encoding of the transpose by `order` of a tensor of `shape`
    /// with this encoding.
    ///
    /// Requires: `order` a permutation of the encoding's dims.
    pub fn transposed(&self, shape: &[i64], order: &[usize]) -> Result<Self> {
        if is_identity(order)? {
            return Ok(self.clone());
        }
        check_rank(self.rank(), order)?;
        match self {
            Self::Blocked(blocked) => Ok(Self::Blocked(Blocked {
                size_per_thread: permute(&blocked.size_per_thread, order),
                threads_per_warp: permute(&blocked.threads_per_warp, order),
                warps_per_cta: permute(&blocked.warps_per_cta, order),
                order: minor_to_major(&blocked.order, order),
                cga_layout: permute_bases(&blocked.cga_layout, order),
            })),
            // Triton 3.9 keeps a generic layout generic.
            Self::GenericLinear(_) => Ok(Self::GenericLinear(
                self.to_linear(shape)?.permute_outs(order)?,
            )),
            _ => Ok(Self::Linear(self.to_linear(shape)?.permute_outs(order)?)),
        }
    }
}

impl SharedEncoding {
    /// The encoding of the transpose by `order` of a buffer of `shape`
    /// (the view's dims, as many as `order`) stored under this encoding.
    ///
    /// The identity keeps the encoding as it is, whatever its rank.
    ///
    /// Requires: `order` a permutation of the encoding's dims (Triton
    /// refuses, or aborts, when the encoding has another rank than the
    /// transposed view, as for a view with a leading dim of buffers).
    pub fn transposed(&self, shape: &[i64], order: &[usize]) -> Result<Self> {
        if is_identity(order)? {
            return Ok(self.clone());
        }
        check_rank(self.rank(), order)?;
        match self {
            // Triton rewrites the plain swizzle's order only; a rotating
            // one becomes linear.
            Self::Swizzled(swizzled) if !swizzled.rotating => Ok(Self::Swizzled(SwizzledShared {
                order: minor_to_major(&swizzled.order, order),
                cga_layout: permute_bases(&swizzled.cga_layout, order),
                ..swizzled.clone()
            })),
            Self::Nvmma(nvmma) if order == [1, 0] => Ok(Self::Nvmma(NvmmaShared {
                transposed: !nvmma.transposed,
                cga_layout: permute_bases(&nvmma.cga_layout, order),
                ..nvmma.clone()
            })),
            // Triton moves the partitioned dim with the transpose and
            // transposes the pieces' encoding.
            Self::Partitioned(partitioned) => {
                let sizes: Vec<u64> = shape.iter().map(|&s| s.max(0) as u64).collect();
                let piece: Vec<i64> = partitioned
                    .piece_shape(&sizes)?
                    .into_iter()
                    .map(|s| s as i64)
                    .collect();
                let partition_dim = order
                    .iter()
                    .position(|&d| d == partitioned.partition_dim)
                    .unwrap_or(partitioned.partition_dim);
                Ok(Self::Partitioned(PartitionedShared::try_new(
                    partitioned.num_partitions,
                    partitioned.num_groups,
                    partition_dim,
                    partitioned.inner.transposed(&piece, order)?,
                )?))
            }
            Self::Padded(padded) => Ok(Self::Padded(PaddedShared::try_new(
                padded.intervals.clone(),
                self.to_linear(shape)?.permute_outs(order)?,
            )?)),
            _ => Self::linear_of(
                self.to_linear(shape)?.permute_outs(order)?,
                self.alignment(),
            ),
        }
    }
}

/// Whether `order`, which must be a permutation, is the identity.
fn is_identity(order: &[usize]) -> Result<bool> {
    check_order(order)?;
    Ok(order.iter().enumerate().all(|(d, &source)| d == source))
}

fn check_rank(rank: usize, order: &[usize]) -> Result<()> {
    if rank == order.len() {
        return Ok(());
    }
    Err(invalid(format!(
        "the encoding has rank {rank} but the transpose permutes {} dims",
        order.len()
    )))
}

/// Per-dim values of the source as the transpose's.
fn permute(values: &[u64], permutation: &[usize]) -> Vec<u64> {
    permutation.iter().map(|&d| values[d]).collect()
}

/// A minor-to-major `order` of the source's dims, renamed to the dims of
/// the transpose by `permutation`: the source's dim `permutation[d]` is
/// the result's `d`.
fn minor_to_major(order: &[usize], permutation: &[usize]) -> Vec<usize> {
    let mut result_dim = vec![0; permutation.len()];
    for (d, &source) in permutation.iter().enumerate() {
        result_dim[source] = d;
    }
    order.iter().map(|&source| result_dim[source]).collect()
}

/// Vectors over the source's dims (the CTA bases of a `CGALayout`) as
/// vectors over the transpose's.
fn permute_bases(bases: &[Vec<u64>], permutation: &[usize]) -> Vec<Vec<u64>> {
    bases
        .iter()
        .map(|basis| permute(basis, permutation))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::triton::syntax::{parse_attribute, parse_encoding};

    fn tensor_transposed(text: &str, shape: &[i64], order: &[usize]) -> Result<String> {
        parse_encoding(text)?
            .transposed(shape, order)
            .map(|t| print_encoding(&t))
    }

    // What Triton 3.9's `tt.trans` infers for the same tensor types.
    #[test]
    fn blocked_encodings_permute_every_per_dim_count() {
        assert_eq!(
            tensor_transposed(
                "#ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], \
                 warpsPerCTA = [4, 1], order = [1, 0]}>",
                &[16, 32],
                &[1, 0]
            )
            .unwrap(),
            "#ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [4, 8], \
             warpsPerCTA = [1, 4], order = [0, 1]}>"
        );
    }

    #[test]
    fn other_distributed_encodings_become_linear() {
        assert_eq!(
            tensor_transposed(
                "#ttg.slice<{dim = 1, parent = #ttg.blocked<{sizePerThread = [1, 1, 2], \
                 threadsPerWarp = [4, 2, 4], warpsPerCTA = [1, 1, 1], order = [2, 1, 0]}>}>",
                &[4, 8],
                &[1, 0]
            )
            .unwrap(),
            "#ttg.linear<{register = [[1, 0]], lane = [[2, 0], [4, 0], [0, 0], [0, 1], \
             [0, 2]], warp = [], block = []}>"
        );
    }

    fn transposed(text: &str, shape: &[i64], order: &[usize]) -> Result<String> {
        let Ok(TritonAttribute::Shared(shared)) = parse_attribute(text) else {
            panic!("not a shared encoding: {text}");
        };
        shared
            .transposed(shape, order)
            .map(|t| print_shared_encoding(&t))
    }

    // The expected texts are what Triton 3.9's `memdesc_trans` infers for
    // the same source types.
    #[test]
    fn swizzled_encodings_rename_their_order_and_cta_bases() {
        assert_eq!(
            transposed(
                "#ttg.swizzled_shared<{vec = 2, perPhase = 2, maxPhase = 4, order = [1, 0]}>",
                &[64, 32],
                &[1, 0]
            )
            .unwrap(),
            "#ttg.swizzled_shared<{vec = 2, perPhase = 2, maxPhase = 4, order = [0, 1]}>"
        );
        assert_eq!(
            transposed(
                "#ttg.swizzled_shared<{vec = 2, perPhase = 2, maxPhase = 4, order = [2, 0, 1]}>",
                &[4, 64, 32],
                &[1, 2, 0]
            )
            .unwrap(),
            "#ttg.swizzled_shared<{vec = 2, perPhase = 2, maxPhase = 4, order = [1, 2, 0]}>"
        );
        assert_eq!(
            transposed(
                "#ttg.swizzled_shared<{vec = 2, perPhase = 2, maxPhase = 4, order = [1, 0], \
                 CGALayout = [[0, 1]]}>",
                &[64, 32],
                &[1, 0]
            )
            .unwrap(),
            "#ttg.swizzled_shared<{vec = 2, perPhase = 2, maxPhase = 4, order = [0, 1], \
             CGALayout = [[1, 0]]}>"
        );
    }

    #[test]
    fn nvmma_flips_transposed_only_for_the_2d_swap() {
        assert_eq!(
            transposed(
                "#ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, \
                 elementBitWidth = 16}>",
                &[64, 64],
                &[1, 0]
            )
            .unwrap(),
            "#ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, \
             elementBitWidth = 16}>"
        );
        // Any other order goes through the linear layout.
        assert_eq!(
            transposed(
                "#ttg.nvmma_shared<{swizzlingByteWidth = 0, transposed = false, \
                 elementBitWidth = 16, rank = 3}>",
                &[2, 64, 64],
                &[0, 2, 1]
            )
            .unwrap(),
            "#ttg.shared_linear<{offset = [[0, 1, 0], [0, 2, 0], [0, 4, 0], [0, 8, 0], \
             [0, 16, 0], [0, 32, 0], [0, 0, 1], [0, 0, 2], [0, 0, 4], [0, 0, 8], [0, 0, 16], \
             [0, 0, 32], [1, 0, 0]]}, alignment = 128>"
        );
    }

    #[test]
    fn shared_linear_permutes_every_basis() {
        assert_eq!(
            transposed(
                "#ttg.shared_linear<{offset = [[0, 1], [0, 2], [1, 0], [2, 2]]}, alignment = 16>",
                &[4, 4],
                &[1, 0]
            )
            .unwrap(),
            "#ttg.shared_linear<{offset = [[1, 0], [2, 0], [0, 1], [2, 2]]}, alignment = 16>"
        );
    }

    #[test]
    fn the_identity_keeps_any_encoding() {
        let nvmma = "#ttg.nvmma_shared<{swizzlingByteWidth = 0, transposed = true, \
                     elementBitWidth = 32}>";
        assert_eq!(transposed(nvmma, &[1, 4], &[0, 1]).unwrap(), nvmma);
        // Even for a view with a leading dim of buffers.
        assert_eq!(transposed(nvmma, &[2, 1, 4], &[0, 1, 2]).unwrap(), nvmma);
    }

    #[test]
    fn encodings_of_one_layout_are_the_same_layout() {
        let read = |text| parse_attribute(text).unwrap();
        // A 1x1 tensor: every encoding places its one element alike.
        let slice = read(
            "#ttg.slice<{dim = 1, parent = #ttg.blocked<{sizePerThread = [1, 1, 2], \
             threadsPerWarp = [4, 2, 4], warpsPerCTA = [1, 1, 1], order = [2, 1, 0]}>}>",
        );
        let transposed = slice.transposed(&[1, 1], &[1, 0]).unwrap();
        assert_ne!(transposed, slice);
        assert!(transposed.same_layout(&slice, &[1, 1]));
        assert!(!transposed.same_layout(&slice, &[4, 8]));
    }

    #[test]
    fn an_order_of_another_rank_is_refused() {
        let swizzled =
            "#ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>";
        assert_eq!(
            transposed(swizzled, &[2, 64, 64], &[0, 2, 1])
                .unwrap_err()
                .to_string(),
            "the encoding has rank 2 but the transpose permutes 3 dims"
        );
        assert!(
            transposed(swizzled, &[64, 64], &[1, 1])
                .unwrap_err()
                .to_string()
                .contains("permutation")
        );
    }
}

//! The encoding of a transposed buffer, as Triton's `ttg.memdesc_trans`
//! infers it: the same elements in the same places of shared memory, with
//! the result's dim `d` the source's dim `order[d]`.
//!
//! Triton rewrites the encodings it can rewrite field by field — a
//! swizzled encoding's `order`, an NVMMA encoding's `transposed` flag for
//! the one 2-D transpose — and turns every other one into the
//! `#ttg.shared_linear` of the source with its dims permuted. Weft follows
//! it exactly, because `memdesc_trans` requires the result type to be the
//! inferred one, text for text: `#ttg.swizzled_shared<{…, order = [1, 0]}>`
//! of a 64x32 buffer transposed by `[1, 0]` is `order = [0, 1]` of a 32x64
//! one, not an equivalent `#ttg.shared_linear`.

use crate::error::Result;

use super::encoding::{check_order, invalid};
use super::shared::{NvmmaShared, SharedEncoding, SwizzledShared};

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
        check_order(order)?;
        if order.iter().enumerate().all(|(d, &source)| d == source) {
            return Ok(self.clone());
        }
        if self.rank() != order.len() {
            return Err(invalid(format!(
                "the encoding has rank {} but the transpose permutes {} dims",
                self.rank(),
                order.len()
            )));
        }
        match self {
            Self::Swizzled(swizzled) => Ok(Self::Swizzled(SwizzledShared {
                order: minor_to_major(&swizzled.order, order),
                cga_layout: permute_bases(&swizzled.cga_layout, order),
                ..swizzled.clone()
            })),
            Self::Nvmma(nvmma) if order == [1, 0] => Ok(Self::Nvmma(NvmmaShared {
                transposed: !nvmma.transposed,
                cga_layout: permute_bases(&nvmma.cga_layout, order),
                ..nvmma.clone()
            })),
            _ => Ok(Self::Linear {
                layout: self.to_linear(shape)?.permute_outs(order)?,
                alignment: self.alignment(),
            }),
        }
    }
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
        .map(|basis| permutation.iter().map(|&d| basis[d]).collect())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::triton::syntax::{TritonAttribute, parse_attribute, print_shared_encoding};

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

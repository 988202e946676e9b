//! Reshapes: the same elements numbered row-major in both shapes, so the
//! layout of the result is the source's with its outputs reshaped
//! (Triton's `reshapeLayout`).
//!
//! A tensor (`tt.reshape` without `allow_reorder`) may then carry any
//! encoding of that layout: Triton infers a blocked encoding where it
//! finds one and the `#ttg.linear` of the layout otherwise, and accepts
//! every encoding equivalent to the one it infers ([`Encoding::reshaped`]
//! gives the linear one).
//!
//! A buffer seen with another shape (`ttg.memdesc_reshape`) must carry
//! the encoding Triton infers ([`SharedEncoding::reshaped`]) or one that
//! places it alike (Triton checks the result as an equivalent type).
//!
//! Triton keeps an NVMMA encoding when the buffer is on one CTA, the
//! contiguous dim (the last, or the first when `transposed`) keeps its
//! size, and the NVMMA encoding of the new rank places the reshaped
//! buffer exactly as the old one did: `2x64x64` of a `128x64` buffer with
//! a 128-byte swizzle stays NVMMA (`rank = 3`). Every other encoding, the
//! identity reshape included, becomes the `#ttg.shared_linear` of the
//! reshaped layout with the source's alignment; a padded buffer stays
//! padded, its linear component reshaped and its padding kept.

use crate::error::Result;

use super::encoding::{Encoding, invalid, out_dim_names};
use super::linear::LinearLayout;
use super::padded_shared::PaddedShared;
use super::shared::{NvmmaShared, SharedEncoding};

impl Encoding {
    /// The `#ttg.linear` encoding of a tensor of `shape` with this
    /// encoding, reshaped to `new_shape`: what the elements' threads and
    /// registers become.
    ///
    /// Requires: both shapes powers of two with as many elements.
    pub fn reshaped(&self, shape: &[i64], new_shape: &[i64]) -> Result<Self> {
        reshape_row_major(&self.to_linear(shape)?, new_shape).map(Self::Linear)
    }
}

impl SharedEncoding {
    /// The encoding of a buffer of `shape` with this encoding, viewed as
    /// `new_shape` (the same number of elements).
    ///
    /// Requires: both shapes powers of two, `shape` of the encoding's rank
    /// (Triton aborts on a view with a leading dim of buffers).
    pub fn reshaped(&self, shape: &[i64], new_shape: &[i64]) -> Result<Self> {
        // Triton reshapes a partitioned buffer through its linear layout,
        // which it has not for padded pieces (it aborts).
        if matches!(self, Self::Partitioned(_)) && matches!(self.innermost(), Self::Padded(_)) {
            return Err(invalid(
                "a partitioned buffer of padded pieces has no linear layout to reshape",
            ));
        }
        let layout = self.to_linear(shape)?;
        let reshaped = reshape_row_major(&layout, new_shape)?;
        if let Self::Padded(padded) = self {
            return PaddedShared::try_new(padded.intervals.clone(), reshaped).map(Self::Padded);
        }
        // Triton infers the layout of partition 0's buffer, reshaped, as a
        // #ttg.shared_linear; it reaches no other partition, so no such
        // attribute can be written (Triton refuses it too), but a result
        // encoding of the same layout, partitioned, is what Triton takes.
        if let Self::Partitioned(_) = self {
            return Ok(Self::Linear {
                layout: reshaped,
                alignment: self.alignment(),
            });
        }
        if let Self::Nvmma(nvmma) = self
            && nvmma.cga_layout.is_empty()
            && contiguous_size(nvmma.transposed, shape)
                == contiguous_size(nvmma.transposed, new_shape)
        {
            let kept = Self::Nvmma(NvmmaShared {
                rank: new_shape.len(),
                ..nvmma.clone()
            });
            if kept
                .to_linear(new_shape)
                .is_ok_and(|layout| layout == reshaped)
            {
                return Ok(kept);
            }
        }
        Self::linear_of(reshaped, self.alignment())
    }
}

/// The size of an NVMMA buffer's contiguous dim.
fn contiguous_size(transposed: bool, shape: &[i64]) -> Option<i64> {
    if transposed {
        shape.first().copied()
    } else {
        shape.last().copied()
    }
}

/// `layout` with its outputs, read as one row-major index (the last dim
/// fastest), cut into `shape` the same way (Triton's `reshapeLayout`).
///
/// Requires: every size of `shape` a power of two, their product the
/// layout's output size.
pub fn reshape_row_major(layout: &LinearLayout, shape: &[i64]) -> Result<LinearLayout> {
    let mut sizes = Vec::with_capacity(shape.len());
    for &size in shape {
        match u64::try_from(size) {
            Ok(size) if size.is_power_of_two() => sizes.push(size),
            _ => {
                return Err(invalid(format!(
                    "a linear layout reshapes only to sizes that are powers of two, got {size}"
                )));
            }
        }
    }
    let minor_first: Vec<&str> = layout.out_dims().into_iter().rev().collect();
    let names = out_dim_names(shape.len());
    let new_minor_first: Vec<(&str, u64)> =
        names.iter().map(String::as_str).zip(sizes).rev().collect();
    let standard: Vec<&str> = names.iter().map(String::as_str).collect();
    layout
        .transpose_outs(&minor_first)?
        .reshape_outs(&new_minor_first)?
        .transpose_outs(&standard)
}

#[cfg(test)]
mod tests {
    use crate::triton::syntax::{
        TritonAttribute, parse_attribute, parse_encoding, print_encoding, print_shared_encoding,
    };

    /// The printed encoding of a buffer of `shape` encoded `text`, viewed
    /// as `new_shape`.
    fn reshaped(text: &str, shape: &[i64], new_shape: &[i64]) -> String {
        let TritonAttribute::Shared(shared) = parse_attribute(text).unwrap() else {
            panic!("{text} is not a shared encoding");
        };
        print_shared_encoding(&shared.reshaped(shape, new_shape).unwrap())
    }

    // Each expected text is what Triton 3.9 infers
    // (`create_memdesc_reshape` of Gluon's builder).

    #[test]
    fn swizzled_buffers_become_shared_linear() {
        let swizzled =
            "#ttg.swizzled_shared<{vec = 2, perPhase = 1, maxPhase = 4, order = [1, 0]}>";
        assert_eq!(
            reshaped(swizzled, &[64, 64], &[4096]),
            "#ttg.shared_linear<{offset = [[1], [2], [4], [8], [16], [32], [66], [132], [256], \
             [512], [1024], [2048]]}, alignment = 16>"
        );
        assert_eq!(
            reshaped(swizzled, &[64, 64], &[8, 8, 64]),
            "#ttg.shared_linear<{offset = [[0, 0, 1], [0, 0, 2], [0, 0, 4], [0, 0, 8], \
             [0, 0, 16], [0, 0, 32], [0, 1, 2], [0, 2, 4], [0, 4, 0], [1, 0, 0], [2, 0, 0], \
             [4, 0, 0]]}, alignment = 16>"
        );
        // The identity too.
        assert_eq!(
            reshaped(swizzled, &[64, 64], &[64, 64]),
            "#ttg.shared_linear<{offset = [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [0, 32], \
             [1, 2], [2, 4], [4, 0], [8, 0], [16, 0], [32, 0]]}, alignment = 16>"
        );
    }

    #[test]
    fn nvmma_stays_where_the_contiguous_dim_and_the_layout_stay() {
        let nvmma = "#ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>";
        assert_eq!(
            reshaped(nvmma, &[128, 64], &[2, 64, 64]),
            "#ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, \
             elementBitWidth = 16, rank = 3}>"
        );
        assert_eq!(
            reshaped(nvmma, &[128, 64], &[64, 128]),
            "#ttg.shared_linear<{offset = [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [0, 32], \
             [0, 72], [1, 16], [2, 32], [4, 0], [8, 0], [16, 0], [32, 0]]}, alignment = 1024>"
        );
        let rank3 = "#ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, \
                     elementBitWidth = 16, rank = 3}>";
        assert_eq!(
            reshaped(rank3, &[2, 64, 32], &[128, 32]),
            "#ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>"
        );
        let transposed = "#ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 16}>";
        assert_eq!(
            reshaped(transposed, &[64, 128], &[128, 64]),
            "#ttg.shared_linear<{offset = [[2, 0], [4, 0], [8, 0], [16, 0], [32, 0], [64, 0], \
             [16, 1], [32, 2], [64, 4], [0, 8], [0, 16], [0, 32], [1, 0]]}, alignment = 1024>"
        );
    }

    #[test]
    fn several_ctas_keep_their_block_bases() {
        let swizzled = "#ttg.swizzled_shared<{vec = 2, perPhase = 1, maxPhase = 4, order = [1, 0], \
                        CGALayout = [[1, 0]]}>";
        assert_eq!(
            reshaped(swizzled, &[64, 64], &[4096]),
            "#ttg.shared_linear<{offset = [[1], [2], [4], [8], [16], [32], [66], [132], [256], \
             [512], [1024]], block = [[2048]]}, alignment = 16>"
        );
    }

    #[test]
    fn shapes_that_cannot_be_reshaped_are_errors() {
        let TritonAttribute::Shared(swizzled) = parse_attribute(
            "#ttg.swizzled_shared<{vec = 2, perPhase = 1, maxPhase = 4, order = [1, 0]}>",
        )
        .unwrap() else {
            panic!("a shared encoding");
        };
        assert!(swizzled.reshaped(&[64, 64], &[4095]).is_err());
        assert!(swizzled.reshaped(&[64, 64], &[64, 48]).is_err());
        assert!(swizzled.reshaped(&[64, 64], &[2048]).is_err());
        assert!(swizzled.reshaped(&[4, 64, 64], &[4, 4096]).is_err());
    }

    #[test]
    fn a_tensor_keeps_its_threads_and_registers() {
        let blocked = parse_encoding(
            "#ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], \
             order = [1, 0]}>",
        )
        .unwrap();
        // Triton infers #ttg.blocked<{sizePerThread = [4], threadsPerWarp =
        // [32], warpsPerCTA = [4], order = [0]}>, of this layout.
        assert_eq!(
            print_encoding(&blocked.reshaped(&[32, 16], &[512]).unwrap()),
            "#ttg.linear<{register = [[1], [2]], lane = [[4], [8], [16], [32], [64]], \
             warp = [[128], [256]], block = []}>"
        );
        assert!(blocked.reshaped(&[32, 16], &[256]).is_err());
    }
}

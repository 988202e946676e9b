//! `#ttg.padded_shared`: a shared-memory layout that avoids bank conflicts
//! by leaving gaps rather than by swizzling (AMD's LDS layouts use it).
//!
//! Two parts. A *linear component* (`offset`, `block` to `dim0..`) says
//! which element the n-th stored element is; each of its bases moves one
//! dim by a power of two, so whole rows (or row chunks) are permuted,
//! never single elements. Then the *padding*: after every `interval`
//! elements, `padding` unused slots follow, for every `interval:+padding`
//! pair, so element offset `o` is stored at
//!
//! ```text
//! o + sum over pairs of (o / interval) * padding
//! ```
//!
//! `[2:+1, 4:+2]` over 8 elements: `e0 e1 p e2 e3 p p p e4 e5 p e6 e7`.
//! The padding is not linear, so a padded buffer has no
//! `#ttg.shared_linear` form; Triton's own conversion refuses it too and
//! reads the linear component instead, as Weft does.

use crate::error::Result;

use super::encoding::{BLOCK, check_order, identity_nd, invalid, out_dim_names};
use super::linear::LinearLayout;
use super::shared::OFFSET;

/// `#ttg.padded_shared<[interval:+padding, ...] {offset, block}>`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct PaddedShared {
    /// `(interval, padding)` pairs in elements: powers of two, no interval
    /// twice.
    pub intervals: Vec<(u64, u64)>,
    /// Element offset and CTA to tensor dims.
    pub layout: LinearLayout,
}

impl PaddedShared {
    /// A padded encoding, checked as Triton 3.9 checks one (with its
    /// messages): the pairs as above, and a linear component over
    /// `offset` and `block` whose offsets place each element at most once
    /// and whose bases each move one dim by a power of two; CTAs may
    /// share the buffer (zero block bases), but otherwise hold their own
    /// part of it.
    pub fn try_new(intervals: Vec<(u64, u64)>, layout: LinearLayout) -> Result<Self> {
        if intervals.is_empty() {
            return Err(invalid("must have at least one interval-padding pair"));
        }
        if !intervals.iter().all(|(i, _)| i.is_power_of_two()) {
            return Err(invalid("interval values must all be power of two"));
        }
        if !intervals.iter().all(|(_, p)| p.is_power_of_two()) {
            return Err(invalid("padding values must all be power of two"));
        }
        if intervals
            .iter()
            .enumerate()
            .any(|(n, (i, _))| intervals[..n].iter().any(|(j, _)| i == j))
        {
            return Err(invalid("interval values cannot have duplicates"));
        }
        if layout.in_dims() != [OFFSET, BLOCK] {
            return Err(invalid(
                "linearComponent must have [offset, block] as input dims",
            ));
        }
        let rank = layout.out_dims().len();
        if layout.out_dims() != out_dim_names(rank) {
            return Err(invalid(
                "Expected output dimensions to be ['dim0', 'dim1', ...].",
            ));
        }
        let outs = layout.out_dims();
        if !layout.sublayout(&[OFFSET], &outs)?.is_injective() {
            return Err(invalid(
                "Broadcasting in offset dimension is not supported.",
            ));
        }
        for dim in [OFFSET, BLOCK] {
            let bases = layout.bases(dim)?;
            if bases
                .iter()
                .any(|basis| basis.iter().filter(|&&v| v != 0).count() > 1)
            {
                return Err(invalid(
                    "Each offset basis must move in at most one dimension.",
                ));
            }
            if bases
                .iter()
                .flatten()
                .any(|&v| v != 0 && !v.is_power_of_two())
            {
                return Err(invalid("Each offset basis must be 0 or a power of two."));
            }
        }
        // CTAs may share a buffer (a zero block basis), but one that is
        // not shared must hold its own part (Triton aborts otherwise).
        if !layout.remove_zero_bases(BLOCK)?.is_invertible() {
            return Err(invalid(
                "the non-zero block bases must place each element in one CTA, \
                 apart from the offsets' places",
            ));
        }
        Ok(Self { intervals, layout })
    }

    /// The short form, `{order = [...], shape = [...]}`: the buffer of
    /// `shape` stored in `order` (minor dim first) on one CTA.
    pub fn with_identity(
        intervals: Vec<(u64, u64)>,
        order: Vec<usize>,
        shape: Vec<u64>,
    ) -> Result<Self> {
        if order.len() != shape.len() {
            return Err(invalid(
                "Mismatch of shape and order ranks in padded layout",
            ));
        }
        check_order(&order)?;
        if let Some(size) = shape.iter().find(|s| !s.is_power_of_two()) {
            return Err(invalid(format!(
                "the shape of a padded layout must be powers of two, got {size}"
            )));
        }
        Self::try_new(intervals, identity_layout(&order, &shape)?)
    }

    /// The tensor rank the encoding is for.
    pub fn rank(&self) -> usize {
        self.layout.out_dims().len()
    }

    /// The dims from minor to major as the offsets first move them
    /// (Triton's `getOrder`), dims they never move after them from the
    /// last to the first.
    pub fn order(&self) -> Vec<usize> {
        let rank = self.rank();
        let mut order = Vec::with_capacity(rank);
        for basis in self.layout.bases(OFFSET).unwrap_or_default() {
            if let Some(d) = basis.iter().position(|&v| v != 0)
                && !order.contains(&d)
            {
                order.push(d);
            }
        }
        for d in (0..rank).rev() {
            if !order.contains(&d) {
                order.push(d);
            }
        }
        order
    }

    /// The buffer's sizes along each dim.
    pub fn shape(&self) -> Vec<u64> {
        self.layout
            .out_dims()
            .iter()
            .map(|d| 1u64 << self.layout.out_dim_log2(d).unwrap_or(0))
            .collect()
    }

    /// `(order, shape)` when Triton prints the short form: one CTA, and
    /// offsets that are the identity in [`order`](Self::order).
    pub fn identity_form(&self) -> Option<(Vec<usize>, Vec<u64>)> {
        if self.layout.in_dim_log2(BLOCK).ok()? != 0 {
            return None;
        }
        let (order, shape) = (self.order(), self.shape());
        let identity = identity_layout(&order, &shape).ok()?;
        (identity.bases(OFFSET).ok()? == self.layout.bases(OFFSET).ok()?).then_some((order, shape))
    }

    /// Where the element at unpadded offset `offset` is stored: `offset`
    /// plus the padding of every interval it has passed. `None` past
    /// `u64`.
    pub fn padded_offset(&self, offset: u64) -> Option<u64> {
        self.intervals
            .iter()
            .try_fold(offset, |at, &(interval, padding)| {
                (offset / interval)
                    .checked_mul(padding)
                    .and_then(|gap| at.checked_add(gap))
            })
    }

    /// The slots a buffer of `elements` elements takes, padding included
    /// (Triton's `getPaddedSize`: no padding after the last element).
    pub fn padded_size(&self, elements: u64) -> Option<u64> {
        self.intervals
            .iter()
            .try_fold(elements, |at, &(interval, padding)| {
                let mut gaps = elements / interval;
                if elements.is_multiple_of(interval) {
                    gaps = gaps.saturating_sub(1);
                }
                gaps.checked_mul(padding)
                    .and_then(|gap| at.checked_add(gap))
            })
    }
}

/// The offsets of a buffer of `shape` stored in `order` on one CTA: the
/// identity along each dim, minor dim first, and no block bases.
fn identity_layout(order: &[usize], shape: &[u64]) -> Result<LinearLayout> {
    let names = out_dim_names(shape.len());
    let refs: Vec<&str> = names.iter().map(String::as_str).collect();
    let offsets = identity_nd(OFFSET, shape, order, &names)?;
    let sizes: Vec<(&str, u64)> = refs.iter().copied().zip(shape.iter().copied()).collect();
    let bases = offsets.transpose_outs(&refs)?.bases(OFFSET)?;
    LinearLayout::try_new(&[(OFFSET, bases), (BLOCK, Vec::new())], &sizes, true)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn padded(intervals: &[(u64, u64)], offsets: Vec<Vec<u64>>) -> Result<PaddedShared> {
        let rank = offsets.first().map_or(0, Vec::len);
        let names = out_dim_names(rank);
        let refs: Vec<&str> = names.iter().map(String::as_str).collect();
        let layout = LinearLayout::from_bases(&[(OFFSET, offsets), (BLOCK, Vec::new())], &refs)?;
        PaddedShared::try_new(intervals.to_vec(), layout)
    }

    #[test]
    fn padding_follows_every_interval() {
        // Triton's example: [2:+1, 4:+2] over 8 elements stores
        // e0 e1 p e2 e3 p p p e4 e5 p e6 e7.
        let p = padded(&[(2, 1), (4, 2)], vec![vec![1], vec![2], vec![4]]).unwrap();
        let stored: Vec<u64> = (0..8).map(|o| p.padded_offset(o).unwrap()).collect();
        assert_eq!(stored, [0, 1, 3, 4, 8, 9, 11, 12]);
        assert_eq!(p.padded_size(8), Some(13));
        assert_eq!(p.identity_form(), Some((vec![0], vec![8])));
    }

    #[test]
    fn the_short_form_is_the_identity_in_order() {
        let p = PaddedShared::with_identity(vec![(32, 4)], vec![0, 1], vec![16, 32]).unwrap();
        assert_eq!(
            p.layout.bases(OFFSET).unwrap(),
            [
                [1, 0],
                [2, 0],
                [4, 0],
                [8, 0],
                [0, 1],
                [0, 2],
                [0, 4],
                [0, 8],
                [0, 16]
            ]
        );
        assert_eq!(p.identity_form(), Some((vec![0, 1], vec![16, 32])));
        // A dim of size 1 is not moved: Triton's order puts it last.
        let p = PaddedShared::with_identity(vec![(32, 4)], vec![0, 1], vec![1, 32]).unwrap();
        assert_eq!(p.identity_form(), Some((vec![1, 0], vec![1, 32])));
        // Rows permuted: no short form.
        let p = padded(
            &[(32, 4)],
            vec![vec![0, 1], vec![0, 2], vec![2, 0], vec![1, 0]],
        )
        .unwrap();
        assert_eq!(p.identity_form(), None);
    }

    #[test]
    fn tritons_checks_with_tritons_messages() {
        let reason = |intervals: &[(u64, u64)], offsets: Vec<Vec<u64>>| {
            padded(intervals, offsets).unwrap_err().to_string()
        };
        let rows = || vec![vec![0, 1], vec![0, 2], vec![1, 0]];
        assert_eq!(
            reason(&[], rows()),
            "must have at least one interval-padding pair"
        );
        assert_eq!(
            reason(&[(3, 1)], rows()),
            "interval values must all be power of two"
        );
        assert_eq!(
            reason(&[(32, 0)], rows()),
            "padding values must all be power of two"
        );
        assert_eq!(
            reason(&[(32, 4), (32, 2)], rows()),
            "interval values cannot have duplicates"
        );
        assert_eq!(
            reason(&[(32, 4)], vec![vec![0, 1], vec![0, 2], vec![1, 1]]),
            "Each offset basis must move in at most one dimension."
        );
        assert_eq!(
            reason(&[(32, 4)], vec![vec![0, 1], vec![0, 1], vec![1, 0]]),
            "Broadcasting in offset dimension is not supported."
        );
        assert_eq!(
            PaddedShared::with_identity(vec![(32, 4)], vec![1], vec![16, 32])
                .unwrap_err()
                .to_string(),
            "Mismatch of shape and order ranks in padded layout"
        );
        assert_eq!(
            PaddedShared::with_identity(vec![(32, 4)], vec![1, 0], vec![16, 24])
                .unwrap_err()
                .to_string(),
            "the shape of a padded layout must be powers of two, got 24"
        );
    }

    #[test]
    fn sizes_do_not_overflow() {
        let p = PaddedShared::with_identity(vec![(1, 1 << 62)], vec![0], vec![8]).unwrap();
        assert_eq!(p.padded_offset(7), None);
        assert_eq!(p.padded_size(8), None);
    }
}

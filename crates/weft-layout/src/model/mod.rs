//! The common model: where each element of a logical tensor lives.
//!
//! Every layout family (metal layouts, Triton encodings, Spyre, CuTe, Tilus)
//! maps a *logical* tensor index to one or more *physical* slots. A physical
//! slot is a coordinate in a [`PhysicalSpace`]: *worker* axes (devices,
//! cores, warps, lanes) followed by *local* axes (offset inside a shard,
//! register, stick). Slots that hold no element are *padding*; an element
//! held by several slots is *replicated*.
//!
//! Families implement [`Layout`]; everything generic (padding counts,
//! allocation size, tables, lowering) is written once against it.

use std::any::Any;
use std::fmt;

use crate::error::{LayoutError, Result};

mod facts;
mod index;
mod index_simplify;
mod set;
mod space;
mod storage;

pub use facts::IrFacts;
pub use index::{IndexExpr, SlotIndex, strided_sum};
pub use set::IndexSet;
pub use space::{Axis, PhysicalSpace};
pub use storage::{Buffer, RegisterFile, Storage};

keyword_enum! {
    /// What the slots that hold no element contain once a layout is
    /// materialized (metal's `oob_val`, `weft.to_layout`'s `padding`).
    pub enum PaddingValue ("padding value") {
        /// Unspecified: whatever the storage held.
        Undef => "undef",
        Zero => "zero",
        One => "one",
        /// Positive infinity (the largest value for integers).
        Inf => "inf",
        /// Negative infinity (the smallest value for integers).
        NegInf => "neginf",
    }
}

/// A layout: a relation between the logical elements of a tensor and the
/// physical slots that hold them.
///
/// Vocabulary: the *tensor* is what the program sees (`tensor<1x128xf16>`);
/// the *logical* shape is the one the layout works on, the tensor's own
/// unless the family canonicalizes it (Spyre drops size-1 dims); a *slot*
/// is an index of the [`PhysicalSpace`]. An element may live in several
/// slots (*replication*: Triton's broadcast bits, Tilus' replicated
/// threads) and a slot may hold several elements (*aliasing*: a CuTe zero
/// stride) or none (*padding*).
///
/// Postconditions every implementation keeps, checked for it by the law
/// harness [`crate::laws`]:
/// * `x` is in `elements_at(p)` exactly when `p` is in `slots_of(x)`;
/// * every count equals the size of the set it counts: `slots_of(x).count()`
///   is the number of members, `padding_slot_count()` the number of slots
///   with no element, `max_copies()` / `max_aliases()` the largest
///   `slots_of` / `elements_at`;
/// * every logical element has at least one slot;
/// * `slot_index()` names, for every element, exactly its slots;
/// * `storage()?.capacity()? >= slot_count()`.
///
/// Counts are `u128` (a linear layout may have 2^64 slots) and never
/// enumerate: each family answers in closed form.
pub trait Layout: fmt::Debug + Any {
    /// The family's name, as the registry knows it (`"metal"`).
    fn family(&self) -> &'static str;

    /// The shape of the tensor the program sees.
    fn tensor_shape(&self) -> &[i64];

    /// The shape the layout works on; the tensor's unless the family
    /// canonicalizes it.
    fn logical_shape(&self) -> &[i64] {
        self.tensor_shape()
    }

    /// For each logical dim, the tensor dim it is. Tensor dims no logical
    /// dim names have size 1 (index 0).
    ///
    /// Postcondition: strictly increasing, `tensor_shape()[d[i]] ==
    /// logical_shape()[i]`.
    fn logical_dims_in_tensor(&self) -> Vec<usize> {
        (0..self.logical_shape().len()).collect()
    }

    /// The slots the tensor is stored in.
    fn physical_space(&self) -> &PhysicalSpace;

    /// Every slot that holds logical element `logical`.
    ///
    /// Requires: `logical` inside [`Layout::logical_shape`] (else `Err`).
    /// Postcondition: at least one slot.
    fn slots_of(&self, logical: &[i64]) -> Result<IndexSet<'_>>;

    /// Every logical element slot `slot` holds: none for padding.
    ///
    /// Requires: `slot` inside [`Layout::physical_space`] (else `Err`).
    fn elements_at(&self, slot: &[i64]) -> Result<IndexSet<'_>>;

    /// [`Layout::slots_of`] for every element at once, as index arithmetic
    /// a pass can emit (see [`SlotIndex`]).
    fn slot_index(&self) -> Result<SlotIndex>;

    /// The number of logical elements.
    fn element_count(&self) -> Result<u128> {
        count_of(self.logical_shape(), "logical element count")
    }

    /// The number of physical slots.
    fn slot_count(&self) -> u128 {
        self.physical_space().slot_count()
    }

    /// The number of slots that hold no element.
    fn padding_slot_count(&self) -> Result<u128>;

    /// The most slots any one element lives in (1 without replication).
    fn max_copies(&self) -> Result<u128>;

    /// The most elements any one slot holds (1 without aliasing).
    fn max_aliases(&self) -> Result<u128>;

    /// What the layout is stored as, for `weft-lower-layouts`.
    fn storage(&self) -> Result<Storage>;

    /// The value padding slots get when the layout is materialized, where
    /// the family has one (metal's `oob_val`); `None` means `undef`.
    fn padding_value(&self) -> Option<PaddingValue> {
        None
    }

    /// Checks the layout against facts of the surrounding IR (module
    /// attributes, the tensor's element type). The default accepts all.
    fn check_facts(&self, _facts: &IrFacts) -> Result<()> {
        Ok(())
    }

    /// What is legal but probably not meant (a carrying tensor whose shape
    /// is not the one the layout implies), for verifiers to report as
    /// warnings. The default has none.
    fn warnings(&self) -> Vec<String> {
        Vec::new()
    }

    /// The layout as `Any`, for a family's own code to get its type back.
    fn as_any(&self) -> &dyn Any;

    /// The share of the slots that is padding, in `[0, 1]`.
    fn padded_fraction(&self) -> Result<f64> {
        Ok(self.padding_slot_count()? as f64 / self.slot_count() as f64)
    }
}

/// The product of `shape` as a count, or an error naming `what` if it
/// does not fit in `u128` or a size is negative.
pub fn count_of(shape: &[i64], what: &str) -> Result<u128> {
    shape
        .iter()
        .try_fold(1u128, |acc, &size| {
            u128::try_from(size)
                .ok()
                .and_then(|size| acc.checked_mul(size))
        })
        .ok_or_else(|| LayoutError::invalid(format!("{what} exceeds 2^128")))
}

/// Checks that `index` lies inside `shape`.
pub fn check_in_bounds(index: &[i64], shape: &[i64]) -> Result<()> {
    let inside = index.len() == shape.len()
        && index
            .iter()
            .zip(shape)
            .all(|(&i, &size)| (0..size).contains(&i));
    if inside {
        Ok(())
    } else {
        Err(LayoutError::OutOfBounds {
            index: index.to_vec(),
            shape: shape.to_vec(),
        })
    }
}

/// Calls `visit` on every index of `shape` in row-major order (last
/// dimension fastest), stopping at the first error.
pub fn for_each_index(shape: &[i64], mut visit: impl FnMut(&[i64]) -> Result<()>) -> Result<()> {
    if shape.iter().any(|&size| size <= 0) {
        return Ok(());
    }
    let mut index = vec![0i64; shape.len()];
    loop {
        visit(&index)?;
        let mut dim = shape.len();
        loop {
            if dim == 0 {
                return Ok(());
            }
            dim -= 1;
            index[dim] += 1;
            if index[dim] < shape[dim] {
                break;
            }
            index[dim] = 0;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn for_each_index_is_row_major() {
        let mut seen = Vec::new();
        for_each_index(&[2, 3], |i| {
            seen.push(i.to_vec());
            Ok(())
        })
        .unwrap();
        assert_eq!(
            seen,
            vec![
                vec![0, 0],
                vec![0, 1],
                vec![0, 2],
                vec![1, 0],
                vec![1, 1],
                vec![1, 2]
            ]
        );
        let mut scalar = 0;
        for_each_index(&[], |_| {
            scalar += 1;
            Ok(())
        })
        .unwrap();
        assert_eq!(scalar, 1);
    }

    #[test]
    fn bounds_are_checked() {
        assert_eq!(check_in_bounds(&[1, 2], &[2, 3]), Ok(()));
        assert_eq!(
            check_in_bounds(&[2, 0], &[2, 3]).unwrap_err().to_string(),
            "index [2, 0] is out of bounds for shape [2, 3]"
        );
        assert_eq!(
            check_in_bounds(&[0], &[2, 3])
                .map(|_| ())
                .map_err(|e| e.to_string()),
            Err("index [0] is out of bounds for shape [2, 3]".to_string())
        );
    }
}

//! The plan of a relayout: what changing a tensor from one layout to another
//! costs, counted through the common model — for any two families.
//!
//! Each logical element is read from one slot of the source (any copy:
//! copies are equal) and written to every slot the target gives it. A write
//! *crosses workers* when the target slot's worker coordinates (cores,
//! warps, lanes: the [`PhysicalSpace`](crate::PhysicalSpace)'s worker axes)
//! differ from the source slot's, and *stays local* otherwise. Worker axes
//! of the same names are the same hardware whatever their extents (core
//! `(0,0)` of a 3x2 grid is core `(0,0)` of a 1x1 grid); when the names
//! differ every write crosses (unless neither layout has workers: then all
//! stay). Every padding slot of the target is written with the target's
//! padding value.
//!
//! Counting visits every element (the slot maps are per element), so a plan
//! is limited to [`MAX_PLAN_ELEMENTS`].

use crate::error::{LayoutError, Result};
use crate::model::{Layout, for_each_index};

/// The most logical elements a plan visits.
pub const MAX_PLAN_ELEMENTS: u128 = 1 << 24;

/// What a relayout moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RelayoutPlan {
    /// Logical elements of the tensor.
    pub elements: u128,
    /// Target slots written with an element (copies included).
    pub writes: u128,
    /// Writes whose target worker is not the source's.
    pub across_workers: u128,
    /// Writes that stay on the worker that holds the element.
    pub within_worker: u128,
    /// Target slots that hold no element, written with the padding value.
    pub padding: u128,
    /// Whether source and target name the same worker axes, so that "the
    /// same worker" means something.
    pub same_workers: bool,
}

/// The plan of relayouting a tensor from `from` to `to`.
///
/// Requires: both layouts are of the same tensor shape, with at most
/// [`MAX_PLAN_ELEMENTS`] elements.
pub fn plan(from: &dyn Layout, to: &dyn Layout) -> Result<RelayoutPlan> {
    if from.tensor_shape() != to.tensor_shape() {
        return Err(LayoutError::invalid(format!(
            "the layouts are of different tensors: {:?} and {:?}",
            from.tensor_shape(),
            to.tensor_shape()
        )));
    }
    let elements = from.element_count()?;
    if elements > MAX_PLAN_ELEMENTS {
        return Err(LayoutError::invalid(format!(
            "a plan visits every element; {elements} is more than {MAX_PLAN_ELEMENTS}"
        )));
    }
    let from_workers = from.physical_space().workers();
    let to_workers = to.physical_space().workers();
    let same_workers = from_workers.len() == to_workers.len()
        && from_workers
            .iter()
            .zip(to_workers)
            .all(|(a, b)| a.name == b.name);
    let workers = from_workers.len();
    let mut result = RelayoutPlan {
        elements,
        writes: 0,
        across_workers: 0,
        within_worker: 0,
        padding: to.padding_slot_count()?,
        same_workers,
    };
    let shape = from.tensor_shape().to_vec();
    for_each_index(&shape, |index| {
        let source = from
            .slots_of(&logical_index(from, index))?
            .first()
            .ok_or_else(|| LayoutError::invalid("an element with no slot"))?;
        for target in to.slots_of(&logical_index(to, index))? {
            result.writes += 1;
            let local = if same_workers {
                source[..workers] == target[..workers]
            } else {
                from_workers.is_empty() && to_workers.is_empty()
            };
            if local {
                result.within_worker += 1;
            } else {
                result.across_workers += 1;
            }
        }
        Ok(())
    })?;
    Ok(result)
}

/// A tensor index as the layout's logical index (the tensor dims the
/// layout's logical dims are).
fn logical_index(layout: &dyn Layout, index: &[i64]) -> Vec<i64> {
    layout
        .logical_dims_in_tensor()
        .iter()
        .map(|&dim| index[dim])
        .collect()
}

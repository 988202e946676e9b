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

use std::fmt;

use crate::arith;
use crate::error::{LayoutError, Result};

/// One axis of a space: a name for people and an extent.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Axis {
    pub name: String,
    pub size: i64,
}

impl Axis {
    /// An axis `name` of extent `size`.
    pub fn new(name: impl Into<String>, size: i64) -> Self {
        Self {
            name: name.into(),
            size,
        }
    }
}

/// The space of physical slots: worker axes, then local axes.
///
/// A physical index has one coordinate per axis, workers first, so its
/// length is `workers().len() + local().len()`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct PhysicalSpace {
    workers: Vec<Axis>,
    local: Vec<Axis>,
}

impl PhysicalSpace {
    /// A space of `workers` followed by `local` axes; extents must be positive
    /// and their product must fit in `i64`.
    pub fn try_new(workers: Vec<Axis>, local: Vec<Axis>) -> Result<Self> {
        let space = Self { workers, local };
        arith::require_positive(&space.shape(), "physical axis")?;
        arith::product(&space.shape(), "physical slot count")?;
        Ok(space)
    }

    /// The worker axes (devices, cores, threads, ...).
    pub fn workers(&self) -> &[Axis] {
        &self.workers
    }

    /// The local axes (position inside one worker's storage).
    pub fn local(&self) -> &[Axis] {
        &self.local
    }

    /// Extents of all axes, workers first.
    pub fn shape(&self) -> Vec<i64> {
        self.workers
            .iter()
            .chain(&self.local)
            .map(|axis| axis.size)
            .collect()
    }

    /// Extents of the worker axes.
    pub fn worker_shape(&self) -> Vec<i64> {
        self.workers.iter().map(|axis| axis.size).collect()
    }

    /// Extents of the local axes.
    pub fn local_shape(&self) -> Vec<i64> {
        self.local.iter().map(|axis| axis.size).collect()
    }

    /// The number of slots (cannot overflow: checked at construction).
    pub fn slot_count(&self) -> i64 {
        self.shape().iter().product()
    }
}

impl fmt::Display for PhysicalSpace {
    /// `workers [3, 2] (grid0, grid1) ++ local [18, 32] (shard0, shard1)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names = |axes: &[Axis]| {
            axes.iter()
                .map(|a| a.name.as_str())
                .collect::<Vec<_>>()
                .join(", ")
        };
        write!(
            f,
            "workers {:?} ({}) ++ local {:?} ({})",
            self.worker_shape(),
            names(&self.workers),
            self.local_shape(),
            names(&self.local)
        )
    }
}

/// The buffer a layout lowers to: one allocation of `worker_shape ++
/// local_shape` elements, in MLIR terms `memref<W x L x element, layout,
/// memory_space>`.
///
/// `local_shape` counts storage elements (tiles, when the element is a
/// tile); `local_byte_strides` are the row-major byte strides of the local
/// dims. The two attribute texts are in MLIR syntax, for the bindings to
/// parse; they are `None` where the family has none.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct PhysicalBuffer {
    pub worker_shape: Vec<i64>,
    pub local_shape: Vec<i64>,
    pub element: crate::element::ElementType,
    pub local_byte_strides: Vec<i64>,
    pub layout_attribute: Option<String>,
    pub memory_space_attribute: Option<String>,
}

impl PhysicalBuffer {
    /// The full shape, workers first.
    pub fn shape(&self) -> Vec<i64> {
        self.worker_shape
            .iter()
            .chain(&self.local_shape)
            .copied()
            .collect()
    }
}

impl fmt::Display for PhysicalBuffer {
    /// `memref<2x4x192x32xf32, #tt.shard<128x4>, #tt.memory_space<l1>>`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("memref<")?;
        for size in self.shape() {
            write!(f, "{size}x")?;
        }
        write!(f, "{}", self.element)?;
        for attribute in [&self.layout_attribute, &self.memory_space_attribute]
            .into_iter()
            .flatten()
        {
            write!(f, ", {attribute}")?;
        }
        f.write_str(">")
    }
}

/// A layout: a map between logical indices and physical slots.
///
/// Postconditions every implementation keeps, checked by the property tests
/// of each family:
/// * for every logical index `x` and every `p` in `physical_of(x)`,
///   `logical_at(p) == Some(x)`;
/// * for every slot `p` with `logical_at(p) == Some(x)`, `p` is in
///   `physical_of(x)`.
pub trait Layout {
    /// The shape of the tensor the program sees.
    fn logical_shape(&self) -> &[i64];

    /// The slots the tensor is stored in.
    fn physical_space(&self) -> &PhysicalSpace;

    /// Every slot that holds logical element `logical` (several when the
    /// layout replicates it). Errors if the index is out of bounds.
    fn physical_of(&self, logical: &[i64]) -> Result<Vec<Vec<i64>>>;

    /// The logical element held by slot `physical`, or `None` for padding.
    /// Errors if the index is out of the physical space.
    fn logical_at(&self, physical: &[i64]) -> Result<Option<Vec<i64>>>;

    /// The number of logical elements.
    fn element_count(&self) -> Result<i64> {
        arith::product(self.logical_shape(), "logical element count")
    }

    /// The number of padding slots. The default visits every slot; families
    /// with a closed form override it.
    fn padding_slot_count(&self) -> Result<i64> {
        let mut padding = 0i64;
        for_each_index(&self.physical_space().shape(), |slot| {
            if self.logical_at(slot)?.is_none() {
                padding += 1;
            }
            Ok(())
        })?;
        Ok(padding)
    }

    /// The buffer this layout lowers to, for `weft-lower-layouts`. Families
    /// without a buffer form (register layouts) keep the default error.
    fn buffer(&self) -> Result<PhysicalBuffer> {
        Err(LayoutError::invalid("this layout has no buffer form"))
    }

    /// The share of the allocation that is padding, in `[0, 1)`.
    fn padded_fraction(&self) -> Result<f64> {
        let slots = self.physical_space().slot_count();
        Ok(self.padding_slot_count()? as f64 / slots as f64)
    }
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
        assert!(check_in_bounds(&[1, 2], &[2, 3]).is_ok());
        assert_eq!(
            check_in_bounds(&[2, 0], &[2, 3]).unwrap_err().to_string(),
            "index [2, 0] is out of bounds for shape [2, 3]"
        );
        assert!(check_in_bounds(&[0], &[2, 3]).is_err());
    }

    #[test]
    fn physical_space_prints_and_counts() {
        let space = PhysicalSpace::try_new(
            vec![Axis::new("grid0", 3), Axis::new("grid1", 2)],
            vec![Axis::new("shard0", 18), Axis::new("shard1", 32)],
        )
        .unwrap();
        assert_eq!(space.slot_count(), 3456);
        assert_eq!(
            space.to_string(),
            "workers [3, 2] (grid0, grid1) ++ local [18, 32] (shard0, shard1)"
        );
        assert!(
            PhysicalSpace::try_new(vec![Axis::new("w", i64::MAX)], vec![Axis::new("l", 2)])
                .is_err()
        );
    }
}

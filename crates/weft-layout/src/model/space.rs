//! The physical space a layout stores a tensor in: worker axes, then local
//! axes, each with an origin and an extent.

use std::fmt;

use crate::error::{LayoutError, Result};

/// One axis of a space: a name for people, the first coordinate and the
/// extent. Coordinates run over `start..start + size`.
///
/// Most families start every axis at 0; CuTe's codomain (offsets reached
/// with negative strides) starts below it, so `start` may be negative.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Axis {
    pub name: String,
    pub start: i64,
    pub size: i64,
}

impl Axis {
    /// An axis `name` of extent `size`, starting at 0.
    pub fn new(name: impl Into<String>, size: i64) -> Self {
        Self::starting_at(name, 0, size)
    }

    /// An axis `name` of extent `size` whose first coordinate is `start`.
    pub fn starting_at(name: impl Into<String>, start: i64, size: i64) -> Self {
        Self {
            name: name.into(),
            start,
            size,
        }
    }

    /// One past the last coordinate, if it fits in `i64`.
    pub fn end(&self) -> Option<i64> {
        self.start.checked_add(self.size)
    }

    /// Whether `coordinate` lies on the axis.
    pub fn contains(&self, coordinate: i64) -> bool {
        coordinate >= self.start && coordinate - self.start < self.size
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
    slot_count: u128,
}

impl PhysicalSpace {
    /// A space of `workers` followed by `local` axes.
    ///
    /// Requires: every extent positive, every axis' end within `i64`, and
    /// the slot count within `u128`.
    pub fn try_new(workers: Vec<Axis>, local: Vec<Axis>) -> Result<Self> {
        let mut slot_count: u128 = 1;
        for axis in workers.iter().chain(&local) {
            if axis.size < 1 {
                return Err(LayoutError::invalid(format!(
                    "physical axis {} must have a positive size, got {}",
                    axis.name, axis.size
                )));
            }
            if axis.end().is_none() {
                return Err(LayoutError::overflow(format!(
                    "the end of axis {}",
                    axis.name
                )));
            }
            slot_count = slot_count
                .checked_mul(axis.size as u128)
                .ok_or_else(|| LayoutError::invalid("physical slot count exceeds 2^128"))?;
        }
        Ok(Self {
            workers,
            local,
            slot_count,
        })
    }

    /// The worker axes (devices, cores, warps, lanes, threads).
    pub fn workers(&self) -> &[Axis] {
        &self.workers
    }

    /// The local axes (position inside one worker's storage).
    pub fn local(&self) -> &[Axis] {
        &self.local
    }

    /// Every axis, workers first.
    pub fn axes(&self) -> impl Iterator<Item = &Axis> {
        self.workers.iter().chain(&self.local)
    }

    /// The number of axes (the length of a physical index).
    pub fn rank(&self) -> usize {
        self.workers.len() + self.local.len()
    }

    /// Extents of all axes, workers first.
    pub fn shape(&self) -> Vec<i64> {
        self.axes().map(|axis| axis.size).collect()
    }

    /// Extents of the worker axes.
    pub fn worker_shape(&self) -> Vec<i64> {
        self.workers.iter().map(|axis| axis.size).collect()
    }

    /// Extents of the local axes.
    pub fn local_shape(&self) -> Vec<i64> {
        self.local.iter().map(|axis| axis.size).collect()
    }

    /// The number of slots (checked at construction, so it cannot overflow).
    pub fn slot_count(&self) -> u128 {
        self.slot_count
    }

    /// Checks that `slot` is an index of this space.
    pub fn check(&self, slot: &[i64]) -> Result<()> {
        let inside =
            slot.len() == self.rank() && self.axes().zip(slot).all(|(axis, &c)| axis.contains(c));
        if inside {
            Ok(())
        } else {
            Err(LayoutError::invalid(format!(
                "slot {slot:?} is outside the physical space {self}"
            )))
        }
    }
}

impl fmt::Display for PhysicalSpace {
    /// `workers [3, 2] (grid0, grid1) ++ local [18, 32] (shard0, shard1)`;
    /// an axis that does not start at 0 shows its range, `offset[-3..5]`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names = |axes: &[Axis]| {
            axes.iter()
                .map(|a| {
                    if a.start == 0 {
                        a.name.clone()
                    } else {
                        format!(
                            "{}[{}..{}]",
                            a.name,
                            a.start,
                            a.start as i128 + a.size as i128
                        )
                    }
                })
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn prints_counts_and_checks() {
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
        assert_eq!(space.check(&[2, 1, 17, 31]), Ok(()));
        assert_eq!(
            space.check(&[3, 0, 0, 0]).unwrap_err().to_string(),
            "slot [3, 0, 0, 0] is outside the physical space \
             workers [3, 2] (grid0, grid1) ++ local [18, 32] (shard0, shard1)"
        );
    }

    #[test]
    fn counts_beyond_i64_and_negative_origins() {
        let huge = PhysicalSpace::try_new(
            vec![Axis::new("w", i64::MAX), Axis::new("v", 4)],
            vec![Axis::starting_at("offset", -3, 8)],
        )
        .unwrap();
        assert_eq!(huge.slot_count(), i64::MAX as u128 * 32);
        assert_eq!(huge.check(&[0, 0, -3]), Ok(()));
        assert_eq!(huge.check(&[0, 0, 5]).map(|_| ()).map_err(|e| e.to_string()), Err("slot [0, 0, 5] is outside the physical space workers [9223372036854775807, 4] (w, v) ++ local [8] (offset[-3..5])".to_string()));
        assert_eq!(
            huge.to_string(),
            format!(
                "workers [{}, 4] (w, v) ++ local [8] (offset[-3..5])",
                i64::MAX
            )
        );
        let axes = vec![Axis::new("w", i64::MAX); 3];
        assert_eq!(
            PhysicalSpace::try_new(axes, vec![])
                .unwrap_err()
                .to_string(),
            "physical slot count exceeds 2^128"
        );
        assert_eq!(
            PhysicalSpace::try_new(vec![Axis::starting_at("w", i64::MAX, 2)], vec![])
                .unwrap_err()
                .to_string(),
            "the end of axis w overflows a 64-bit integer"
        );
    }
}

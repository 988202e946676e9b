//! A tensor under a register layout: the common model for Tilus.
//!
//! Slots are `(spatial mode coordinates..., local index)`: one worker axis
//! per spatial mode (the thread id is their row-major rank, so a memref
//! over them is linearized as Tilus numbers threads), then the registers.
//! A replicated mode is a worker axis all of whose coordinates hold copies.

use std::any::Any;

use super::layout::RegisterLayout;
use crate::arith;
use crate::error::{LayoutError, Result};
use crate::model::{
    Axis, IndexExpr, IndexSet, IrFacts, Layout, PhysicalSpace, RegisterFile, SlotIndex, Storage,
    check_in_bounds, strided_sum,
};

/// The module attribute that gives the thread count of a Tilus program.
pub const NUM_THREADS: &str = "tilus.num-threads";

/// A tensor of `shape` under a register layout of the same shape.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct TilusLayout {
    layout: RegisterLayout,
    space: PhysicalSpace,
}

impl TilusLayout {
    /// Requires: the layout's shape is the tensor's.
    pub fn try_new(shape: &[i64], layout: RegisterLayout) -> Result<Self> {
        if layout.shape() != shape {
            return Err(LayoutError::invalid(format!(
                "the layout's shape {:?} is not the tensor's {shape:?}",
                layout.shape()
            )));
        }
        layout.grouped_modes()?;
        let workers = layout
            .spatial_shape()
            .iter()
            .enumerate()
            .map(|(i, &size)| Axis::new(format!("thread{i}"), size))
            .collect();
        let space = PhysicalSpace::try_new(workers, vec![Axis::new("local", layout.local_size())])?;
        Ok(Self { layout, space })
    }

    /// The register layout.
    pub fn layout(&self) -> &RegisterLayout {
        &self.layout
    }

    fn replication(&self) -> u128 {
        self.layout.replication() as u128
    }
}

impl Layout for TilusLayout {
    fn family(&self) -> &'static str {
        super::syntax::FAMILY_NAME
    }

    fn tensor_shape(&self) -> &[i64] {
        self.layout.shape()
    }

    fn physical_space(&self) -> &PhysicalSpace {
        &self.space
    }

    /// The slots of every thread holding the element, made one at a time
    /// (a replication may be large).
    fn slots_of(&self, logical: &[i64]) -> Result<IndexSet<'_>> {
        check_in_bounds(logical, self.layout.shape())?;
        let local = self.layout.local_of(logical)?;
        let modes = self.layout.mode_indices(logical)?;
        let spatial_modes = self.layout.spatial_modes();
        let base: Vec<i64> = spatial_modes
            .iter()
            .map(|&m| if m < 0 { 0 } else { modes[m as usize] })
            .collect();
        let replicated: Vec<(usize, i64)> = spatial_modes
            .iter()
            .enumerate()
            .filter(|(_, m)| **m < 0)
            .map(|(i, &m)| (i, -m))
            .collect();
        let sizes: Vec<i64> = replicated.iter().map(|&(_, size)| size).collect();
        let count = self.replication();
        let members = (0..count).map(move |rank| {
            let mut slot = base.clone();
            for (&(dim, _), value) in replicated
                .iter()
                .zip(super::layout::deserialize(rank as i64, &sizes))
            {
                slot[dim] = value;
            }
            slot.push(local);
            slot
        });
        Ok(IndexSet::from_iter(count, members))
    }

    /// Each mode is its dim's index divided by the modes inside it, modulo
    /// its size; spatial modes are thread coordinates, replicated ones the
    /// copy number split row-major, and the local modes make the register
    /// number row-major.
    fn slot_index(&self) -> Result<SlotIndex> {
        let layout = &self.layout;
        let mode_shape = layout.mode_shape();
        let mut modes = vec![IndexExpr::Const(0); mode_shape.len()];
        for (dim, group) in layout.grouped_modes()?.iter().enumerate() {
            let mut inner: i64 = group.iter().map(|&m| mode_shape[m]).product();
            for (position, &m) in group.iter().enumerate() {
                inner /= mode_shape[m];
                let quotient = IndexExpr::var(dim).quotient(inner);
                modes[m] = if position == 0 {
                    quotient
                } else {
                    quotient.modulo(mode_shape[m])
                };
            }
        }
        let copy = IndexExpr::var(layout.shape().len());
        let replicated: Vec<i64> = layout
            .spatial_modes()
            .iter()
            .filter(|&&m| m < 0)
            .map(|&m| -m)
            .collect();
        let mut inner_copies: i64 = replicated.iter().product();
        let mut coordinates = Vec::with_capacity(self.space.rank());
        for &m in layout.spatial_modes() {
            coordinates.push(if m < 0 {
                inner_copies /= -m;
                copy.clone().quotient(inner_copies).modulo(-m)
            } else {
                modes[m as usize].clone()
            });
        }
        let local_shape = layout.local_shape();
        let strides = crate::arith::row_major_strides(&local_shape, "local size")?;
        coordinates.push(strided_sum(
            layout
                .local_modes()
                .iter()
                .zip(strides)
                .map(|(&m, stride)| (modes[m as usize].clone(), stride)),
        ));
        Ok(SlotIndex {
            copies: layout.replication(),
            coordinates,
        })
    }

    fn elements_at(&self, slot: &[i64]) -> Result<IndexSet<'_>> {
        self.space.check(slot)?;
        let (spatial, local) = slot.split_at(slot.len() - 1);
        let thread = super::layout::serialize(spatial, &self.layout.spatial_shape());
        Ok(IndexSet::single(self.layout.element_at(thread, local[0])?))
    }

    /// Every slot holds an element (the modes cover the shape).
    fn padding_slot_count(&self) -> Result<u128> {
        Ok(0)
    }

    fn max_copies(&self) -> Result<u128> {
        Ok(self.replication())
    }

    fn max_aliases(&self) -> Result<u128> {
        Ok(1)
    }

    fn storage(&self) -> Result<Storage> {
        let workers = self.space.workers().to_vec();
        let replicated = self
            .layout
            .spatial_modes()
            .iter()
            .zip(&workers)
            .map(|(&m, axis)| {
                if m < 0 && axis.size > 1 {
                    // Every coordinate bit of the axis reaches a copy.
                    u64::MAX >> (axis.size - 1).leading_zeros()
                } else {
                    0
                }
            })
            .collect();
        Ok(Storage::Registers(RegisterFile {
            workers,
            registers: self.layout.local_size(),
            replicated,
        }))
    }

    fn check_facts(&self, facts: &IrFacts) -> Result<()> {
        let threads = self.layout.thread_count();
        let expected = match (
            facts.module_int(NUM_THREADS),
            facts.module_int("ttg.num-warps"),
        ) {
            (Some(threads), _) => Some((threads, facts.origin(NUM_THREADS))),
            (None, Some(warps)) => Some((
                arith::mul(
                    warps,
                    facts.module_int("ttg.threads-per-warp").unwrap_or(32),
                    "the module's thread count (ttg.num-warps x ttg.threads-per-warp)",
                )?,
                facts.origin("ttg.num-warps"),
            )),
            (None, None) => None,
        };
        if let Some((expected, origin)) = expected.filter(|&(n, _)| n != threads) {
            return Err(LayoutError::invalid(format!(
                "the layout has {threads} threads but {origin} has {expected}"
            )));
        }
        Ok(())
    }

    fn as_any(&self) -> &dyn Any {
        self
    }
}

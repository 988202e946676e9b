//! Rebuilding a metal layout with one parameter changed: another grid,
//! element type (tilize / untilize), memory space or padding value. Each
//! re-derives the shard the new parameters imply and checks the result like
//! [`MetalLayout::try_new`].

use super::ShardElement;
use crate::error::Result;

use super::layout::implied_shard;
use super::{MemorySpace, MetalLayout, OobValue, ShardBuffer};

impl MetalLayout {
    /// The same map on another grid of the same rank.
    #[must_use = "returns a new layout"]
    pub fn with_grid(&self, grid: &[i64]) -> Result<Self> {
        crate::arith::require_positive(grid, "grid dim")?;
        let shard = self.encoding().shard();
        let shape = implied_shard(self.physical_shape(), grid, shard.element())?;
        let buffer = ShardBuffer::try_new(shape, *shard.element(), shard.memory_space())?;
        let encoding = super::MetalEncoding::try_new(
            self.encoding().map().clone(),
            self.encoding().oob(),
            grid.to_vec(),
            buffer,
        )?;
        Self::try_new(self.logical_shape_ref(), self.element(), encoding)
    }

    /// Tilized (a tile element) or untilized (a scalar element): the shard is
    /// re-derived; the element must be able to store the tensor's.
    #[must_use = "returns a new layout"]
    pub fn with_element_type(&self, element: ShardElement) -> Result<Self> {
        let shard = self.encoding().shard();
        let shape = implied_shard(self.physical_shape(), self.encoding().grid(), &element)?;
        let buffer = ShardBuffer::try_new(shape, element, shard.memory_space())?;
        Self::try_new(
            self.logical_shape_ref(),
            self.element(),
            self.encoding().with_shard(buffer)?,
        )
    }

    /// The same layout in another memory space.
    #[must_use = "returns a new layout"]
    pub fn with_memory_space(&self, memory_space: MemorySpace) -> Result<Self> {
        let shard = self.encoding().shard();
        let buffer = ShardBuffer::try_new(shard.shape().to_vec(), *shard.element(), memory_space)?;
        Self::try_new(
            self.logical_shape_ref(),
            self.element(),
            self.encoding().with_shard(buffer)?,
        )
    }

    /// The same layout with another padding value.
    #[must_use = "returns a new layout"]
    pub fn with_oob(&self, oob: OobValue) -> Result<Self> {
        let encoding = super::MetalEncoding::try_new(
            self.encoding().map().clone(),
            oob,
            self.encoding().grid().to_vec(),
            self.encoding().shard().clone(),
        )?;
        Self::try_new(self.logical_shape_ref(), self.element(), encoding)
    }
}

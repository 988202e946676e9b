//! The "direct way to query padded regions" the tt-metal layout document
//! asks for: padding per dimension and per core.
//!
//! Worked example from the seed: `53x63` on a `3x2` grid has `18x32`
//! shards. Grid padding is `3*18 - 53 = 1` row and `2*32 - 63 = 1` column,
//! on the last row and the last column of cores. Tilized to 32x32, every
//! shard is padded to `32x32`: 14 padded rows on every core but the last row
//! of cores, which holds 17 rows and so has 15.

use crate::arith;
use crate::error::Result;
use crate::model::{Layout, check_in_bounds, for_each_index};

use super::MetalLayout;

/// Padding along one physical dimension.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct DimPadding {
    /// Slots past the data when the grid splits the dim: `grid * shard -
    /// physical`, all on the last core along the dim (more than one core's
    /// worth when the grid is larger than the dim).
    pub grid: i64,
    /// Slots every shard adds to reach whole tiles: `ceil(shard / T) * T -
    /// shard`; 0 for untiled dims.
    pub tile: i64,
}

/// What one core holds.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct CoreRegion {
    /// The core's grid coordinate.
    pub core: Vec<i64>,
    /// Per physical dim, the half-open range `[start, end)` of collapsed
    /// (physical) positions the core's data covers; empty when the core lies
    /// past the data.
    pub physical: Vec<(i64, i64)>,
    /// The first and last logical element the core holds (row-major order),
    /// if it holds any. For the identity map these are the corners of its
    /// logical region.
    pub first_logical: Option<Vec<i64>>,
    pub last_logical: Option<Vec<i64>>,
    /// Per local dim, how many rows (columns, ...) of the core's storage are
    /// padding: the local extent less the data's extent along it.
    pub padded: Vec<i64>,
    /// Logical elements the core holds.
    pub elements: i64,
    /// Slots of the core's storage that hold no element.
    pub padding_elements: i64,
}

/// How many elements a core holds, and the first and last of them.
struct HeldElements {
    count: i64,
    first: Option<Vec<i64>>,
    last: Option<Vec<i64>>,
}

impl MetalLayout {
    /// Grid and tile padding along every physical dimension.
    pub fn dim_padding(&self) -> Vec<DimPadding> {
        let local = self.physical_space().local_shape();
        self.physical_shape()
            .iter()
            .zip(self.encoding().grid())
            .zip(self.scalar_shard())
            .zip(&local)
            .map(|(((&physical, &grid), &shard), &local)| DimPadding {
                grid: grid * shard - physical,
                tile: local - shard,
            })
            .collect()
    }

    /// What the core at grid coordinate `core` holds, and its padding.
    pub fn core_region(&self, core: &[i64]) -> Result<CoreRegion> {
        check_in_bounds(core, self.encoding().grid())?;
        let local = self.physical_space().local_shape();
        let physical: Vec<(i64, i64)> = core
            .iter()
            .zip(self.scalar_shard())
            .zip(self.physical_shape())
            .map(|((&c, &shard), &extent)| {
                let start = (c * shard).min(extent);
                (start, ((c + 1) * shard).min(extent))
            })
            .collect();
        let padded = physical
            .iter()
            .zip(&local)
            .map(|(&(start, end), &l)| l - (end - start))
            .collect();
        let HeldElements {
            count: elements,
            first: first_logical,
            last: last_logical,
        } = self.elements_in(core)?;
        let slots = arith::product(&local, "core slot count")?;
        Ok(CoreRegion {
            core: core.to_vec(),
            physical,
            first_logical,
            last_logical,
            padded,
            elements,
            padding_elements: slots - elements,
        })
    }

    /// Every core's region, row-major over the grid.
    pub fn core_regions(&self) -> Result<Vec<CoreRegion>> {
        let mut regions = Vec::new();
        for_each_index(self.encoding().grid(), |core| {
            regions.push(self.core_region(core)?);
            Ok(())
        })?;
        Ok(regions)
    }

    /// The number of elements on `core` and the first and last of them.
    ///
    /// Walks the core's physical box in row-major order, so the first and
    /// last found are the first and last held; the count of the box's slots
    /// is bounded by the core's storage, which the physical space bounds.
    fn elements_in(&self, core: &[i64]) -> Result<HeldElements> {
        let shard = self.scalar_shard().to_vec();
        let mut count = 0i64;
        let mut first = None;
        let mut last = None;
        let mut slot: Vec<i64> = core
            .iter()
            .copied()
            .chain(shard.iter().map(|_| 0))
            .collect();
        let rank = core.len();
        for_each_index(&shard, |offset| {
            slot[rank..].copy_from_slice(offset);
            if let Some(logical) = self.logical_at(&slot)? {
                count += 1;
                if first.is_none() {
                    first = Some(logical.clone());
                }
                last = Some(logical);
            }
            Ok(())
        })?;
        Ok(HeldElements { count, first, last })
    }
}

//! The "direct way to query padded regions" the tt-metal layout document
//! asks for: padding per dimension and per core.
//!
//! Worked example from the seed: `53x63` on a `3x2` grid has `18x32`
//! shards. Grid padding is `3*18 - 53 = 1` row and `2*32 - 63 = 1` column,
//! on the last row and the last column of cores. Tilized to 32x32, every
//! shard is padded to `32x32`: 14 padded rows on every core but the last row
//! of cores, which holds 17 rows and so has 15.

use crate::arith;
use crate::error::{LayoutError, Result};
use crate::model::{Layout, check_in_bounds, for_each_index};

use super::MetalLayout;
use super::layout::Term;

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
    /// With independent map results (every builder-made map) this is closed
    /// form: per result, the valid positions form a mixed-radix set whose
    /// members below any bound can be counted and unranked. Otherwise the
    /// core's box is walked, up to [`WALK_LIMIT`] slots.
    fn elements_in(&self, core: &[i64]) -> Result<HeldElements> {
        if self.has_independent_results() {
            return Ok(self.elements_in_closed_form(core));
        }
        let shard = self.scalar_shard().to_vec();
        if arith::product(&shard, "core slot count")? > WALK_LIMIT {
            return Err(LayoutError::invalid(format!(
                "counting the elements of a core of {} slots under a map that repeats dims \
                 would visit more than {WALK_LIMIT} slots",
                shard
                    .iter()
                    .map(ToString::to_string)
                    .collect::<Vec<_>>()
                    .join("x")
            )));
        }
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
            if let Some(logical) = self.elements_at(&slot)?.first() {
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

    fn elements_in_closed_form(&self, core: &[i64]) -> HeldElements {
        let shape = self.logical_shape();
        let mut count = 1i64;
        let mut first = vec![0i64; shape.len()];
        let mut last = vec![0i64; shape.len()];
        for (i, (terms, result)) in self
            .decode_terms()
            .iter()
            .zip(self.encoding().map().results())
            .enumerate()
        {
            let digits = ResultDigits::new(terms, shape, result.constant());
            let shard = self.scalar_shard()[i];
            let start = (core[i] * shard).min(self.physical_shape()[i]);
            let end = ((core[i] + 1) * shard).min(self.physical_shape()[i]);
            let below_start = digits.count_below(start);
            let held = digits.count_below(end) - below_start;
            if held == 0 {
                return HeldElements {
                    count: 0,
                    first: None,
                    last: None,
                };
            }
            count *= held;
            digits.unrank(below_start, &mut first);
            digits.unrank(below_start + held - 1, &mut last);
        }
        HeldElements {
            count,
            first: Some(first),
            last: Some(last),
        }
    }
}

/// How many slots [`MetalLayout::core_region`] may visit for a map whose
/// results share dims.
pub const WALK_LIMIT: i64 = 1 << 24;

/// The valid positions of one map result: `constant + Σ x_k * c_k` with
/// `0 <= x_k < extent_k`, terms largest coefficient first and not
/// overlapping (checked when the layout was built).
struct ResultDigits<'a> {
    terms: &'a [Term],
    extents: Vec<i64>,
    constant: i64,
}

impl<'a> ResultDigits<'a> {
    fn new(terms: &'a [Term], shape: &[i64], constant: i64) -> Self {
        let extents = terms.iter().map(|t| shape[t.dim]).collect();
        Self {
            terms,
            extents,
            constant,
        }
    }

    /// Valid positions per step of digit `k`: the product of inner extents.
    fn inner(&self, k: usize) -> i64 {
        self.extents[k + 1..].iter().product()
    }

    /// The number of valid positions below `bound`.
    fn count_below(&self, bound: i64) -> i64 {
        let mut rest = bound - self.constant;
        if rest <= 0 {
            return 0;
        }
        let mut count = 0i64;
        for (k, term) in self.terms.iter().enumerate() {
            let digit = rest / term.coefficient;
            if digit >= self.extents[k] {
                return count + self.extents[k] * self.inner(k);
            }
            count += digit * self.inner(k);
            rest -= digit * term.coefficient;
        }
        // The position made of the digits chosen so far lies below `bound`
        // exactly when something is left over.
        count + i64::from(rest > 0)
    }

    /// Writes the digits of the valid position of rank `rank` into the
    /// logical index.
    fn unrank(&self, mut rank: i64, logical: &mut [i64]) {
        for (k, term) in self.terms.iter().enumerate() {
            let inner = self.inner(k);
            logical[term.dim] = rank / inner;
            rank %= inner;
        }
    }
}

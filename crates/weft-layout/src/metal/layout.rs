//! A metal encoding applied to a tensor: the common model for `#tt.metal_layout`.

use std::any::Any;

use super::{ShardElement, TileDataType};
use crate::affine::AffineMap;
use crate::arith;
use crate::element::{ScalarType, Signedness};
use crate::error::{LayoutError, Result};
use crate::model::{
    Axis, Buffer, IndexExpr, IndexSet, IrFacts, Layout, PaddingValue, PhysicalSpace, SlotIndex,
    Storage, check_in_bounds, strided_sum,
};

use super::MetalEncoding;

/// One term `coefficient * d_dim` of a map result, for decoding.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) struct Term {
    pub(super) dim: usize,
    pub(super) coefficient: i64,
}

/// A `tensor<shape x element, #tt.metal_layout<...>>`, checked and with its
/// derived shapes.
///
/// Physical index = grid coordinate ++ offset in the shard, counted in
/// scalar elements. When the shard is tiled, the last two local axes are
/// rounded up to whole tiles, so tile padding is part of the space.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct MetalLayout {
    logical_shape: Vec<i64>,
    element: ScalarType,
    encoding: MetalEncoding,
    /// The collapsed shape: `map(shape - 1) + 1`.
    physical_shape: Vec<i64>,
    /// One core's share of the physical shape, in scalars, before tiling.
    scalar_shard: Vec<i64>,
    /// Per map result, its terms with the largest coefficient first.
    decode: Vec<Vec<Term>>,
    space: PhysicalSpace,
}

impl MetalLayout {
    /// The layout of a `logical_shape x element` tensor under `encoding`.
    ///
    /// Requires:
    /// * the map has one dimension per tensor dimension, and every tensor
    ///   size is positive;
    /// * coefficients and constants are non-negative, every tensor dimension
    ///   appears in the map, and inside each result the terms do not overlap
    ///   (`coefficient[k] >= coefficient[k+1] * size[k+1]`, largest first),
    ///   so that no two elements share a slot;
    /// * the shard memref is what the map, grid and tile imply:
    ///   `ceil(physical[i] / grid[i])`, and for the last two dims of a tiled
    ///   shard that again `ceil`-divided by the tile;
    /// * the memref's element type can store `element` (see
    ///   [`MetalLayout::check_element`]).
    pub fn try_new(
        logical_shape: &[i64],
        element: ScalarType,
        encoding: MetalEncoding,
    ) -> Result<Self> {
        Self::build(logical_shape, element, encoding, ShardRule::Implied)
    }

    /// The layout of a tensor of `shape` and `element` as the IR writes it:
    /// a scalar tensor as [`MetalLayout::try_new`]; a tensor of tiles (as
    /// tt-mlir wrote in 2025) as its scalars (tt-mlir's `getScalarShape`:
    /// the last two dims times the tile), in a memref of the same tiles.
    pub fn for_tensor(
        shape: &[i64],
        element: ShardElement,
        encoding: MetalEncoding,
    ) -> Result<Self> {
        match element {
            ShardElement::Scalar(scalar) => Self::try_new(shape, scalar, encoding),
            ShardElement::Tile(tile) => {
                let stored = encoding.shard().element();
                if *stored != element {
                    return Err(LayoutError::invalid(format!(
                        "a tensor of {} is stored in the same tiles, but the memref holds {}",
                        tile.text(encoding.namespace()),
                        stored.text(encoding.namespace())
                    )));
                }
                Self::try_new(&tile.scalar_shape(shape)?, tile.scalar(), encoding)
            }
        }
    }

    /// The layout of a tensor whose shard buffer is given rather than
    /// implied (today's tt-mlir form, where the carrying tensor's shape says
    /// it): the same requirements as [`MetalLayout::try_new`], except that
    /// the shard only has to hold the physical shape, `grid[i] * shard[i] >=
    /// physical[i]` (in scalars), so alignment padding may follow it.
    pub fn try_new_in_shard(
        logical_shape: &[i64],
        element: ScalarType,
        encoding: MetalEncoding,
    ) -> Result<Self> {
        Self::build(logical_shape, element, encoding, ShardRule::Given)
    }

    /// The layout of a tensor whose given shard may not even hold the
    /// physical shape (tt-mlir's tests carry unpadded shards and views so):
    /// only its buffer and shape are meaningful, and
    /// [`shard_holds_layout`] says whether its placement is. For
    /// [`super::DeviceMetalLayout`], which guards the placement queries.
    pub(crate) fn try_new_in_any_shard(
        logical_shape: &[i64],
        element: ScalarType,
        encoding: MetalEncoding,
    ) -> Result<Self> {
        Self::build(logical_shape, element, encoding, ShardRule::GivenUnchecked)
    }

    fn build(
        logical_shape: &[i64],
        element: ScalarType,
        encoding: MetalEncoding,
        rule: ShardRule,
    ) -> Result<Self> {
        let map = encoding.map();
        arith::require_same_rank(
            "linear map dims and tensor",
            map.num_dims(),
            logical_shape.len(),
        )?;
        arith::require_positive(logical_shape, "tensor dim")?;
        arith::product(logical_shape, "tensor element count")?;
        let decode = decode_terms(map, logical_shape)?;
        let physical_shape = physical_shape(map, logical_shape)?;
        check_element(element, encoding.shard().element())?;
        let scalar_shard: Vec<i64> = match rule {
            ShardRule::Implied => {
                check_shard(&encoding, &physical_shape)?;
                physical_shape
                    .iter()
                    .zip(encoding.grid())
                    .map(|(&p, &g)| arith::ceil_div(p, g))
                    .collect()
            }
            ShardRule::Given | ShardRule::GivenUnchecked => {
                let given = padded_local_shape(&encoding, encoding.shard().shape())?;
                if rule == ShardRule::Given {
                    shard_holds_layout(&encoding, &given, &physical_shape)?;
                }
                given
            }
        };
        let local = padded_local_shape(&encoding, &scalar_shard)?;
        let workers = encoding
            .grid()
            .iter()
            .enumerate()
            .map(|(i, &g)| Axis::new(format!("grid{i}"), g))
            .collect();
        let local = local
            .iter()
            .enumerate()
            .map(|(i, &s)| Axis::new(format!("shard{i}"), s))
            .collect();
        let space = PhysicalSpace::try_new(workers, local)?;
        // Metal's own queries (core regions, closed-form decoding) count
        // slots in i64.
        arith::product(&space.shape(), "physical slot count")?;
        Ok(Self {
            logical_shape: logical_shape.to_vec(),
            element,
            encoding,
            physical_shape,
            scalar_shard,
            decode,
            space,
        })
    }

    /// The encoding (the attribute's parameters).
    pub fn encoding(&self) -> &MetalEncoding {
        &self.encoding
    }

    /// The tensor's element type.
    pub fn element(&self) -> ScalarType {
        self.element
    }

    /// The collapsed shape, `map(shape - 1) + 1`: `384x128` for
    /// `2x3x64x128` under `(d0 * 192 + d1 * 64 + d2, d3)`.
    pub fn physical_shape(&self) -> &[i64] {
        &self.physical_shape
    }

    /// The tensor's shape (also [`Layout::logical_shape`]).
    pub(super) fn logical_shape_ref(&self) -> &[i64] {
        &self.logical_shape
    }

    /// One core's shard in scalar elements, before tiling.
    pub fn scalar_shard(&self) -> &[i64] {
        &self.scalar_shard
    }

    /// Checks that a memref element type can store a tensor of `element`:
    /// a scalar memref holds exactly the tensor's type; a float tensor fits
    /// any float tile format (the seed keeps `f32` in `bfp_bf8` tiles); an
    /// integer tensor fits only the integer tile type of the same width and
    /// compatible signedness.
    pub fn check_element(element: ScalarType, stored: &ShardElement) -> Result<()> {
        check_element(element, stored)
    }
}

impl Layout for MetalLayout {
    fn family(&self) -> &'static str {
        super::syntax::FAMILY_NAME
    }

    fn tensor_shape(&self) -> &[i64] {
        &self.logical_shape
    }

    fn physical_space(&self) -> &PhysicalSpace {
        &self.space
    }

    fn slots_of(&self, logical: &[i64]) -> Result<IndexSet<'_>> {
        check_in_bounds(logical, &self.logical_shape)?;
        let physical = self.encoding.map().eval(logical)?;
        let cores = physical
            .iter()
            .zip(&self.scalar_shard)
            .map(|(&p, &s)| p / s);
        let offsets = physical
            .iter()
            .zip(&self.scalar_shard)
            .map(|(&p, &s)| p % s);
        Ok(IndexSet::single(cores.chain(offsets).collect()))
    }

    /// Each map result `p = sum(c * d) + k` splits into the core `p /
    /// shard` and the offset `p mod shard` (tiles are counted in scalars).
    fn slot_index(&self) -> Result<SlotIndex> {
        let collapsed: Vec<IndexExpr> = self
            .encoding
            .map()
            .results()
            .iter()
            .map(|result| {
                strided_sum(
                    result
                        .coefficients()
                        .iter()
                        .enumerate()
                        .map(|(dim, &c)| (IndexExpr::var(dim), c)),
                )
                .plus(IndexExpr::Const(result.constant()))
            })
            .collect();
        let cores = collapsed
            .iter()
            .zip(&self.scalar_shard)
            .map(|(p, &s)| p.clone().quotient(s));
        let offsets = collapsed
            .iter()
            .zip(&self.scalar_shard)
            .map(|(p, &s)| p.clone().modulo(s));
        Ok(SlotIndex {
            copies: 1,
            coordinates: cores.chain(offsets).collect(),
        })
    }

    fn elements_at(&self, slot: &[i64]) -> Result<IndexSet<'_>> {
        self.space.check(slot)?;
        let rank = self.scalar_shard.len();
        let (cores, offsets) = slot.split_at(rank);
        let mut collapsed = Vec::with_capacity(rank);
        for i in 0..rank {
            if offsets[i] >= self.scalar_shard[i] {
                return Ok(IndexSet::empty()); // tile padding
            }
            // Cannot overflow: below grid * shard, which the space bounds.
            let p = cores[i] * self.scalar_shard[i] + offsets[i];
            if p >= self.physical_shape[i] {
                return Ok(IndexSet::empty()); // grid padding
            }
            collapsed.push(p);
        }
        Ok(self
            .decode_collapsed(&collapsed)
            .map_or_else(IndexSet::empty, IndexSet::single))
    }

    fn padding_slot_count(&self) -> Result<u128> {
        // The map is injective (checked in try_new), so every element has
        // exactly one slot and the rest is padding.
        Ok(self.space.slot_count() - self.element_count()?)
    }

    fn max_copies(&self) -> Result<u128> {
        Ok(1)
    }

    fn max_aliases(&self) -> Result<u128> {
        Ok(1)
    }

    fn storage(&self) -> Result<Storage> {
        let shard = self.encoding.shard();
        let item_bytes = shard.element().bytes()?;
        let strides = arith::row_major_strides(shard.shape(), "shard size")?
            .into_iter()
            .map(|s| arith::mul(s, item_bytes, "shard stride in bytes"))
            .collect::<Result<Vec<_>>>()?;
        arith::mul(
            arith::product(shard.shape(), "shard size")?,
            item_bytes,
            "shard size in bytes",
        )?;
        let elements_per_item = match shard.element().tile() {
            Some(tile) => arith::mul(tile.height(), tile.width(), "tile size")?,
            None => 1,
        };
        Ok(Storage::Buffer(Buffer {
            worker_shape: self.encoding.grid().to_vec(),
            local_shape: shard.shape().to_vec(),
            elements_per_item,
            item_bytes,
            local_byte_strides: strides,
        }))
    }

    fn padding_value(&self) -> Option<PaddingValue> {
        Some(self.encoding.oob())
    }

    fn check_facts(&self, facts: &IrFacts) -> Result<()> {
        match facts.element {
            Some(element) => check_element(element, self.encoding.shard().element()),
            None => Ok(()),
        }
    }

    fn as_any(&self) -> &dyn Any {
        self
    }
}

impl MetalLayout {
    /// The logical index whose image under the map is `collapsed`, if any.
    /// Per map result, its terms with the largest coefficient first.
    pub(super) fn decode_terms(&self) -> &[Vec<Term>] {
        &self.decode
    }

    /// Whether every tensor dim appears in exactly one map result, so that
    /// the results can be counted independently (true of every map the
    /// builder makes; false of tt-mlir's older repeated-dim maps).
    pub(super) fn has_independent_results(&self) -> bool {
        let mut seen = vec![0usize; self.logical_shape.len()];
        for term in self.decode.iter().flatten() {
            seen[term.dim] += 1;
        }
        // A dim of one element has no term (see `decode_terms`).
        seen.iter()
            .zip(&self.logical_shape)
            .all(|(&n, &size)| n == 1 || (n == 0 && size == 1))
    }

    fn decode_collapsed(&self, collapsed: &[i64]) -> Option<Vec<i64>> {
        // Dims of one element have no term (see `decode_terms`).
        let mut logical: Vec<Option<i64>> = self
            .logical_shape
            .iter()
            .map(|&size| (size == 1).then_some(0))
            .collect();
        for ((terms, result), &p) in self
            .decode
            .iter()
            .zip(self.encoding.map().results())
            .zip(collapsed)
        {
            let mut rest = p - result.constant();
            if rest < 0 {
                return None;
            }
            for term in terms {
                let x = rest / term.coefficient;
                rest -= x * term.coefficient;
                if x >= self.logical_shape[term.dim] {
                    return None;
                }
                match logical[term.dim] {
                    Some(previous) if previous != x => return None,
                    _ => logical[term.dim] = Some(x),
                }
            }
            if rest != 0 {
                return None; // a gap left by a bumped stride
            }
        }
        logical.into_iter().collect()
    }
}

/// Per result, its non-zero terms with the largest coefficient first (dims of
/// one element left out), after checking the map is injective over `shape`
/// (see [`MetalLayout::try_new`]).
fn decode_terms(map: &AffineMap, shape: &[i64]) -> Result<Vec<Vec<Term>>> {
    let mut used = vec![false; shape.len()];
    let mut all = Vec::with_capacity(map.results().len());
    for (index, result) in map.results().iter().enumerate() {
        if result.constant() < 0 {
            return Err(LayoutError::invalid(format!(
                "result {index} of the linear map has a negative constant {}",
                result.constant()
            )));
        }
        let mut terms = Vec::new();
        for (dim, &coefficient) in result.coefficients().iter().enumerate() {
            if coefficient < 0 {
                return Err(LayoutError::invalid(format!(
                    "result {index} of the linear map has a negative coefficient {coefficient} on d{dim}"
                )));
            }
            if coefficient > 0 {
                used[dim] = true;
                // A dim of one element is always 0: its stride places
                // nothing, and overlaps nothing (tt-mlir's maps give such
                // dims any stride).
                if shape[dim] > 1 {
                    terms.push(Term { dim, coefficient });
                }
            }
        }
        terms.sort_by(|a, b| b.coefficient.cmp(&a.coefficient).then(a.dim.cmp(&b.dim)));
        for pair in terms.windows(2) {
            let (outer, inner) = (pair[0], pair[1]);
            let span = arith::mul(inner.coefficient, shape[inner.dim], "linear map span")?;
            if outer.coefficient < span {
                return Err(LayoutError::invalid(format!(
                    "result {index} of the linear map overlaps d{} and d{}: stride {} is below {} * {}, \
                     so two elements would share a slot",
                    outer.dim, inner.dim, outer.coefficient, inner.coefficient, shape[inner.dim]
                )));
            }
        }
        all.push(terms);
    }
    if let Some(dim) = (0..shape.len()).find(|&dim| !used[dim] && shape[dim] > 1) {
        return Err(LayoutError::invalid(format!(
            "d{dim} does not appear in the linear map, so all its elements would share a slot"
        )));
    }
    Ok(all)
}

/// The collapsed shape of `shape` under `map`: `map(shape - 1) + 1`.
pub(super) fn physical_shape(map: &AffineMap, shape: &[i64]) -> Result<Vec<i64>> {
    let last: Vec<i64> = shape.iter().map(|&size| size - 1).collect();
    map.eval(&last)?
        .into_iter()
        .map(|p| arith::add(p, 1, "physical shape"))
        .collect()
}

/// The shard buffer shape `physical` implies on `grid`: `ceil(physical[i] /
/// grid[i])`, then, for a tile element, the last two dims `ceil`-divided by
/// the tile (the grid splits first, then the shard is tiled).
pub(super) fn implied_shard(
    physical: &[i64],
    grid: &[i64],
    element: &ShardElement,
) -> Result<Vec<i64>> {
    arith::require_same_rank("linear map results and grid", physical.len(), grid.len())?;
    let mut shard: Vec<i64> = physical
        .iter()
        .zip(grid)
        .map(|(&p, &g)| arith::ceil_div(p, g))
        .collect();
    if let Some(tile) = element.tile() {
        let rank = shard.len();
        if rank < 2 {
            return Err(LayoutError::invalid(format!(
                "tiling needs a grid of rank 2 or more, got rank {rank}"
            )));
        }
        shard[rank - 2] = arith::ceil_div(shard[rank - 2], tile.height());
        shard[rank - 1] = arith::ceil_div(shard[rank - 1], tile.width());
    }
    Ok(shard)
}

/// Checks that the memref is the shard the map, grid and tile imply, naming
/// the first dim that differs and the formula that gives it.
fn check_shard(encoding: &MetalEncoding, physical: &[i64]) -> Result<()> {
    let memref = encoding.shard().shape();
    let element = encoding.shard().element();
    let expected = implied_shard(physical, encoding.grid(), element)?;
    let rank = memref.len();
    for i in 0..rank {
        if memref[i] == expected[i] {
            continue;
        }
        let split = format!("ceil({} / {})", physical[i], encoding.grid()[i]);
        let formula = match (element.tile(), rank - i) {
            (Some(t), 2) => format!("ceil({split} / {})", t.height()),
            (Some(t), 1) => format!("ceil({split} / {})", t.width()),
            _ => split,
        };
        return Err(LayoutError::invalid(format!(
            "memref dim {i} is {} but {formula} = {}",
            memref[i], expected[i]
        )));
    }
    Ok(())
}

/// Whether a layout's shard is what its map, grid and tile imply, or given
/// by the tensor that carries it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum ShardRule {
    Implied,
    Given,
    /// Given, and not required to hold the physical shape.
    GivenUnchecked,
}

/// Checks that a given shard (`scalars`, in scalar elements) on the grid
/// holds the physical shape.
pub(crate) fn shard_holds_layout(
    encoding: &MetalEncoding,
    scalars: &[i64],
    physical: &[i64],
) -> Result<()> {
    for (i, ((&shard, &grid), &extent)) in scalars
        .iter()
        .zip(encoding.grid())
        .zip(physical)
        .enumerate()
    {
        let held = arith::mul(shard, grid, "shard size")?;
        if held < extent {
            return Err(LayoutError::invalid(format!(
                "shard dim {i} holds {shard} elements on {grid} cores, {held} in all, \
                 but the layout spans {extent}"
            )));
        }
    }
    Ok(())
}

/// The local extents: the scalar shard, with a tiled shard's last two dims
/// rounded up to whole tiles.
fn padded_local_shape(encoding: &MetalEncoding, scalar_shard: &[i64]) -> Result<Vec<i64>> {
    let mut local = scalar_shard.to_vec();
    if let Some(tile) = encoding.shard().element().tile() {
        let rank = local.len();
        let tiled = encoding.shard().shape();
        local[rank - 2] = arith::mul(tiled[rank - 2], tile.height(), "tiled shard size")?;
        local[rank - 1] = arith::mul(tiled[rank - 1], tile.width(), "tiled shard size")?;
    }
    Ok(local)
}

fn check_element(element: ScalarType, stored: &ShardElement) -> Result<()> {
    let fits = match stored {
        ShardElement::Scalar(scalar) => *scalar == element,
        ShardElement::Tile(tile) => {
            let data = tile.data_type();
            match element {
                ScalarType::Float(_) => data.is_float(),
                // Booleans are a byte each in a tile, and only there.
                ScalarType::Int { width: 1, .. } => data == TileDataType::Bool,
                ScalarType::Int { .. } if data == TileDataType::Bool => false,
                ScalarType::Int { width, signedness } => {
                    let unsigned = matches!(
                        data,
                        TileDataType::UInt8 | TileDataType::UInt16 | TileDataType::UInt32
                    );
                    !data.is_float()
                        && i64::from(width) == data.mantissa_bits()
                        && match signedness {
                            Signedness::Signless => true,
                            Signedness::Signed => !unsigned,
                            Signedness::Unsigned => unsigned,
                        }
                }
            }
        }
    };
    if fits {
        Ok(())
    } else {
        Err(LayoutError::invalid(format!(
            "memref element type {stored} cannot store tensor elements of type {element}"
        )))
    }
}

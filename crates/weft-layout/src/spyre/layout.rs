//! `#spyre.layout<device_size = [...], dim_map = [...]>` and a host tensor
//! under it: the common model for Spyre.
//!
//! The device tensor is row-major over `device_size`; its last dim is the
//! 128-byte stick. `dim_map[k]` is the canonical host dim device dim `k`
//! indexes (`-1`: the one synthetic dim of a sparse tensor, which holds
//! the element at coordinate 0 only). A host dim named by several device
//! dims is tiled: walking device dims right to left, each contributes its
//! coordinate times the product of the sizes of the dims of the same host
//! dim to its right. Seed: size `[128, 256, 512]`, dim_map `[1, 2, 0, 2]`,
//! device_size `[256, 8, 128, 64]`: device `(a, b, c, d)` is host
//! `(c, a, b*64 + d)`. A device coordinate whose host coordinate is out of
//! range is padding.

use std::any::Any;
use std::fmt;

use super::STICK_BYTES;
use super::canon::{Canonical, canonicalize};
use crate::arith;
use crate::element::ScalarType;
use crate::error::{LayoutError, Result};
use crate::model::{
    Axis, Buffer, IndexExpr, IndexSet, Layout, PhysicalSpace, SlotIndex, Storage, check_in_bounds,
    count_of,
};

fn invalid(message: impl Into<String>) -> LayoutError {
    LayoutError::invalid(message)
}

/// The attribute: device sizes and, per device dim, the host dim it maps.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct SpyreLayout {
    device_size: Vec<i64>,
    dim_map: Vec<i64>,
}

impl SpyreLayout {
    /// A layout, checked alone (the checks the dialect makes at parse
    /// time): the same lengths, at least one dim (the stick), positive
    /// sizes, entries from -1 up, at most one synthetic `-1` dim.
    pub fn try_new(device_size: Vec<i64>, dim_map: Vec<i64>) -> Result<Self> {
        if device_size.len() != dim_map.len() {
            return Err(invalid(format!(
                "device_size has {} entries but dim_map has {}",
                device_size.len(),
                dim_map.len()
            )));
        }
        if device_size.is_empty() {
            return Err(invalid("a Spyre layout needs at least the stick dim"));
        }
        if let Some((k, size)) = device_size.iter().enumerate().find(|(_, s)| **s < 1) {
            return Err(invalid(format!(
                "device_size[{k}] must be positive, got {size}"
            )));
        }
        if let Some((k, entry)) = dim_map.iter().enumerate().find(|(_, e)| **e < -1) {
            return Err(invalid(format!(
                "dim_map[{k}] is {entry}; entries are host dims or -1"
            )));
        }
        if dim_map.iter().filter(|&&e| e == -1).count() > 1 {
            return Err(invalid("dim_map has more than one synthetic (-1) dim"));
        }
        count_of(&device_size, "device element count")?;
        arith::product(&device_size, "device element count")?;
        Ok(Self {
            device_size,
            dim_map,
        })
    }

    /// Sizes of the device dims; the last is the stick.
    pub fn device_size(&self) -> &[i64] {
        &self.device_size
    }

    /// Per device dim, the canonical host dim it maps (`-1`: synthetic).
    pub fn dim_map(&self) -> &[i64] {
        &self.dim_map
    }

    /// Row-major element strides of the device tensor.
    pub fn device_strides(&self) -> Result<Vec<i64>> {
        arith::row_major_strides(&self.device_size, "device stride")
    }
}

fn list(values: &[i64]) -> String {
    crate::text::join(values, ", ")
}

impl fmt::Display for SpyreLayout {
    /// `#spyre.layout<device_size = [256, 8, 128, 64], dim_map = [1, 2, 0, 2]>`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "#spyre.layout<device_size = [{}], dim_map = [{}]>",
            list(&self.device_size),
            list(&self.dim_map)
        )
    }
}

/// Elements of `element` in one 128-byte stick.
pub fn elements_per_stick(element: ScalarType) -> Result<i64> {
    let bytes = element.bytes();
    if bytes < 1 || STICK_BYTES % bytes != 0 {
        return Err(invalid(format!(
            "a {STICK_BYTES}-byte stick holds no whole number of {element} elements"
        )));
    }
    Ok(STICK_BYTES / bytes)
}

/// A host tensor of `sizes x element` laid out by a [`SpyreLayout`].
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct SpyreTensor {
    host_shape: Vec<i64>,
    canonical: Canonical,
    element: ScalarType,
    layout: SpyreLayout,
    /// Per device dim, the weight of its coordinate in its host dim.
    rel: Vec<i64>,
    /// Per canonical host dim, how far its device dims reach.
    extents: Vec<i64>,
    space: PhysicalSpace,
}

impl SpyreTensor {
    /// The layout of a host tensor of `host_shape` (any rank, size-1 dims
    /// allowed: they are dropped first) and `element` under `layout`,
    /// checked rule by rule: device rank at least the canonical host rank;
    /// entries below the canonical rank; every canonical host dim present;
    /// the stick (last) dim sized for the element type; every host dim's
    /// device extent covering its size.
    pub fn try_new(host_shape: &[i64], element: ScalarType, layout: SpyreLayout) -> Result<Self> {
        let canonical = canonicalize(host_shape)?;
        let rank = canonical.sizes.len();
        let device_rank = layout.device_size.len();
        if device_rank < rank {
            return Err(invalid(format!(
                "device rank {device_rank} is smaller than the canonical host rank {rank}"
            )));
        }
        if let Some((k, entry)) = layout
            .dim_map
            .iter()
            .enumerate()
            .find(|(_, e)| **e >= rank as i64)
        {
            return Err(invalid(format!(
                "dim_map[{k}] is {entry}, outside -1..{} for canonical host rank {rank}",
                rank as i64 - 1
            )));
        }
        if let Some(h) = (0..rank as i64).find(|h| !layout.dim_map.contains(h)) {
            return Err(invalid(format!("host dim {h} does not appear in dim_map")));
        }
        let stick = elements_per_stick(element)?;
        let last = layout.device_size[device_rank - 1];
        if last != stick {
            return Err(invalid(format!(
                "the stick dim (last) has {last} elements but a {STICK_BYTES}-byte stick of \
                 {element} holds {stick}"
            )));
        }
        // Walking right to left, each device dim weighs the product of the
        // sizes of the device dims of its host dim to its right.
        let mut rel = vec![0i64; device_rank];
        let mut extents = vec![1i64; rank];
        for k in (0..device_rank).rev() {
            let Ok(h) = usize::try_from(layout.dim_map[k]) else {
                rel[k] = 0;
                continue;
            };
            rel[k] = extents[h];
            extents[h] = arith::mul(extents[h], layout.device_size[k], "device extent")?;
        }
        for (h, (&extent, &size)) in extents.iter().zip(&canonical.sizes).enumerate() {
            if extent < size {
                return Err(invalid(format!(
                    "device extent {extent} of host dim {h} is smaller than its size {size}"
                )));
            }
        }
        let local = layout
            .device_size
            .iter()
            .enumerate()
            .map(|(k, &size)| Axis::new(format!("device{k}"), size))
            .collect();
        let space = PhysicalSpace::try_new(Vec::new(), local)?;
        Ok(Self {
            host_shape: host_shape.to_vec(),
            canonical,
            element,
            layout,
            rel,
            extents,
            space,
        })
    }

    /// The attribute.
    pub fn layout(&self) -> &SpyreLayout {
        &self.layout
    }

    /// The host shape in canonical form (and the way back).
    pub fn canonical(&self) -> &Canonical {
        &self.canonical
    }

    /// The element type.
    pub fn element(&self) -> ScalarType {
        self.element
    }

    /// Per canonical host dim, its device extent (size plus padding).
    pub fn extents(&self) -> &[i64] {
        &self.extents
    }

    /// Per canonical host dim, the padded coordinates: extent − size.
    pub fn dim_padding(&self) -> Vec<i64> {
        self.extents
            .iter()
            .zip(&self.canonical.sizes)
            .map(|(e, s)| e - s)
            .collect()
    }

    /// The canonical host coordinate of device coordinate `device`, or
    /// `None` where it is padding.
    pub fn host_of(&self, device: &[i64]) -> Result<Option<Vec<i64>>> {
        self.space.check(device)?;
        let mut host = vec![0i64; self.canonical.sizes.len()];
        for (k, &x) in device.iter().enumerate() {
            match usize::try_from(self.layout.dim_map[k]) {
                Ok(h) => host[h] += x * self.rel[k],
                // The synthetic dim holds the element at 0 only.
                Err(_) if x != 0 => return Ok(None),
                Err(_) => {}
            }
        }
        let inside = host
            .iter()
            .zip(&self.canonical.sizes)
            .all(|(&x, &size)| x < size);
        Ok(inside.then_some(host))
    }

    /// The device coordinate of canonical host coordinate `host`.
    pub fn device_of(&self, host: &[i64]) -> Result<Vec<i64>> {
        check_in_bounds(host, &self.canonical.sizes)?;
        Ok(self
            .layout
            .dim_map
            .iter()
            .zip(&self.layout.device_size)
            .zip(&self.rel)
            .map(|((&h, &size), &rel)| match usize::try_from(h) {
                Ok(h) => (host[h] / rel) % size,
                Err(_) => 0,
            })
            .collect())
    }

    /// Bytes of the device tensor, padding included.
    pub fn bytes(&self) -> Result<i64> {
        arith::mul(
            arith::product(&self.layout.device_size, "device element count")?,
            self.element.bytes(),
            "device bytes",
        )
    }
}

impl Layout for SpyreTensor {
    fn family(&self) -> &'static str {
        super::syntax::FAMILY_NAME
    }

    fn tensor_shape(&self) -> &[i64] {
        &self.host_shape
    }

    fn logical_shape(&self) -> &[i64] {
        &self.canonical.sizes
    }

    fn logical_dims_in_tensor(&self) -> Vec<usize> {
        self.canonical.original_dims.clone()
    }

    fn physical_space(&self) -> &PhysicalSpace {
        &self.space
    }

    fn slots_of(&self, logical: &[i64]) -> Result<IndexSet<'_>> {
        Ok(IndexSet::single(self.device_of(logical)?))
    }

    /// Device dim `k` is `(host[dim_map[k]] / rel[k]) mod device_size[k]`,
    /// as in [`SpyreTensor::device_of`]; the synthetic dim is 0.
    fn slot_index(&self) -> Result<SlotIndex> {
        let coordinates = self
            .layout
            .dim_map
            .iter()
            .zip(&self.layout.device_size)
            .zip(&self.rel)
            .map(|((&h, &size), &rel)| match usize::try_from(h) {
                Ok(h) => IndexExpr::var(h).quotient(rel).modulo(size),
                Err(_) => IndexExpr::Const(0),
            })
            .collect();
        Ok(SlotIndex {
            copies: 1,
            coordinates,
        })
    }

    fn elements_at(&self, slot: &[i64]) -> Result<IndexSet<'_>> {
        Ok(match self.host_of(slot)? {
            Some(host) => IndexSet::single(host),
            None => IndexSet::empty(),
        })
    }

    /// Every element has one slot, so the rest is padding.
    fn padding_slot_count(&self) -> Result<u128> {
        Ok(self.slot_count() - self.element_count()?)
    }

    fn max_copies(&self) -> Result<u128> {
        Ok(1)
    }

    fn max_aliases(&self) -> Result<u128> {
        Ok(1)
    }

    fn storage(&self) -> Result<Storage> {
        let bytes = self.element.bytes();
        let local_byte_strides = self
            .layout
            .device_strides()?
            .into_iter()
            .map(|s| arith::mul(s, bytes, "device byte stride"))
            .collect::<Result<Vec<_>>>()?;
        Ok(Storage::Buffer(Buffer {
            worker_shape: Vec::new(),
            local_shape: self.layout.device_size.clone(),
            elements_per_item: 1,
            item_bytes: bytes,
            local_byte_strides,
        }))
    }

    fn as_any(&self) -> &dyn Any {
        self
    }
}

//! Tilus' register layout (`seeds/tilus-register-layout.txt`): `shape`,
//! `mode_shape` (each dim split into modes, row-major), `spatial_modes`
//! (the modes spread over threads; `-r` is a replication over `r` threads)
//! and `local_modes` (the modes of each thread's registers).
//!
//! Element `x` splits into mode indices; its threads are the row-major rank
//! of the spatial mode indices over the spatial shape (a replication runs
//! over all its values), its local index the row-major rank of the local
//! mode indices. Tilus' worked example: shape `[4, 6]`, mode_shape
//! `[2, 2, 3, 2]`, spatial `[0, 2]`, local `[3, 1]`: `(i, j)` is in thread
//! `(i / 2) * 3 + j / 2` at local index `(j % 2) * 2 + i % 2`.

use std::fmt;

use crate::arith;
use crate::error::{LayoutError, Result};

pub(super) fn invalid(message: impl Into<String>) -> LayoutError {
    LayoutError::invalid(message)
}

/// The most dims and modes a layout may have: far beyond real layouts, and
/// small enough that every operation is cheap.
pub const MAX_MODES: usize = 256;

/// A register layout, as Tilus defines it.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct RegisterLayout {
    pub(super) shape: Vec<i64>,
    pub(super) mode_shape: Vec<i64>,
    pub(super) spatial_modes: Vec<i64>,
    pub(super) local_modes: Vec<i64>,
}

fn list(values: &[i64]) -> String {
    format!("[{}]", crate::text::join(values, ", "))
}

impl fmt::Display for RegisterLayout {
    /// As Tilus prints it:
    /// `RegisterLayout(shape=[6, 12], mode_shape=[3, 2, 4, 3], spatial_modes=[1, 3], local_modes=[0, 2])`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "RegisterLayout(shape={}, mode_shape={}, spatial_modes={}, local_modes={})",
            list(&self.shape),
            list(&self.mode_shape),
            list(&self.spatial_modes),
            list(&self.local_modes)
        )
    }
}

/// Row-major rank of `index` in `shape`.
pub(super) fn serialize(index: &[i64], shape: &[i64]) -> i64 {
    index
        .iter()
        .zip(shape)
        .fold(0, |rank, (&i, &size)| rank * size + i)
}

/// The row-major index of `rank` in `shape`.
pub(super) fn deserialize(mut rank: i64, shape: &[i64]) -> Vec<i64> {
    let mut index = vec![0; shape.len()];
    for (slot, &size) in index.iter_mut().zip(shape).rev() {
        *slot = rank % size;
        rank /= size;
    }
    index
}

impl RegisterLayout {
    /// A layout checked as Tilus' `validate_layout` checks it, then
    /// canonicalized (size-1 modes dropped, modes adjacent in one dim and in
    /// the same list merged): what `register_layout(...)` returns.
    pub fn try_new(
        shape: Vec<i64>,
        mode_shape: Vec<i64>,
        spatial_modes: Vec<i64>,
        local_modes: Vec<i64>,
    ) -> Result<Self> {
        Ok(Self::validated(shape, mode_shape, spatial_modes, local_modes)?.into_canonical())
    }

    /// A layout checked but kept as given (not canonicalized).
    pub fn validated(
        shape: Vec<i64>,
        mode_shape: Vec<i64>,
        spatial_modes: Vec<i64>,
        local_modes: Vec<i64>,
    ) -> Result<Self> {
        for (what, len) in [
            ("dims", shape.len()),
            ("modes", mode_shape.len()),
            ("spatial modes", spatial_modes.len()),
            ("local modes", local_modes.len()),
        ] {
            if len > MAX_MODES {
                return Err(invalid(format!("more than {MAX_MODES} {what}")));
            }
        }
        if let Some(size) = shape.iter().find(|&&s| s < 1) {
            return Err(invalid(format!("shape must be positive, got {size}")));
        }
        if let Some(size) = mode_shape.iter().find(|&&s| s < 1) {
            return Err(invalid(format!("mode sizes must be positive, got {size}")));
        }
        arith::product(&shape, "layout size")?;
        // The modes, right to left, divide the shape, right to left.
        let mut remaining = shape.clone();
        for &mode in mode_shape.iter().rev() {
            if mode == 1 {
                continue;
            }
            while remaining.last() == Some(&1) {
                remaining.pop();
            }
            match remaining.last_mut() {
                Some(last) if *last % mode == 0 => *last /= mode,
                _ => {
                    return Err(invalid(format!(
                        "mode {mode} does not divide the remaining shape {}",
                        list(&remaining)
                    )));
                }
            }
        }
        while remaining.last() == Some(&1) {
            remaining.pop();
        }
        if !remaining.is_empty() {
            return Err(invalid(format!(
                "modes {} and shape {} do not match",
                list(&mode_shape),
                list(&shape)
            )));
        }
        let mut used = Vec::new();
        let modes = mode_shape.len() as i64;
        for &mode in &spatial_modes {
            if mode < 0 {
                continue;
            }
            if mode >= modes {
                return Err(invalid(format!(
                    "spatial mode {mode} is out of range for modes {}",
                    list(&mode_shape)
                )));
            }
            used.push(mode);
        }
        for &mode in &local_modes {
            if !(0..modes).contains(&mode) {
                return Err(invalid(format!(
                    "local mode {mode} is out of range for modes {}",
                    list(&mode_shape)
                )));
            }
            used.push(mode);
        }
        let count = used.len();
        used.sort_unstable();
        used.dedup();
        if used.len() != count {
            return Err(invalid("spatial and local modes must be unique"));
        }
        if let Some(mode) = (0..modes).find(|m| used.binary_search(m).is_err()) {
            return Err(invalid(format!("mode {mode} is neither spatial nor local")));
        }
        let layout = Self {
            shape,
            mode_shape,
            spatial_modes,
            local_modes,
        };
        let spatial = layout.spatial_modes.iter().try_fold(1i64, |n, &m| {
            let size = if m < 0 {
                m.checked_neg()
            } else {
                Some(layout.mode_shape[m as usize])
            };
            size.and_then(|s| n.checked_mul(s))
        });
        let local = layout
            .local_modes
            .iter()
            .try_fold(1i64, |n, &m| n.checked_mul(layout.mode_shape[m as usize]));
        if spatial.is_none() || local.is_none() {
            return Err(invalid("the thread count or local size overflows"));
        }
        Ok(layout)
    }

    /// The same layout in canonical form.
    pub fn canonical(&self) -> Self {
        self.clone().into_canonical()
    }

    /// This layout in canonical form (no copy when it already is).
    pub fn into_canonical(self) -> Self {
        self.without_singleton_modes()
            .with_contiguous_modes_merged()
    }

    fn without_singleton_modes(self) -> Self {
        if !self.mode_shape.contains(&1) {
            return self;
        }
        let mut map = vec![-1i64; self.mode_shape.len()];
        let mut next = 0;
        for (mode, &size) in self.mode_shape.iter().enumerate() {
            if size != 1 {
                map[mode] = next;
                next += 1;
            }
        }
        let (spatial_modes, local_modes) = self.remapped(&map);
        Self {
            mode_shape: self
                .mode_shape
                .iter()
                .copied()
                .filter(|&s| s != 1)
                .collect(),
            shape: self.shape,
            spatial_modes,
            local_modes,
        }
    }

    fn with_contiguous_modes_merged(self) -> Self {
        // (list, position) of each mode: 0 spatial, 1 local, 2 unused.
        let mut place = vec![(2u8, 0usize); self.mode_shape.len()];
        for (i, &m) in self.spatial_modes.iter().enumerate() {
            if m >= 0 {
                place[m as usize] = (0, i);
            }
        }
        for (i, &m) in self.local_modes.iter().enumerate() {
            place[m as usize] = (1, i);
        }
        let Ok(groups) = self.grouped_modes() else {
            return self;
        };
        // A mode continues the run of the mode before it when both are in
        // one dim and adjacent, in order, in the same list.
        let continues = |a: usize, b: usize| {
            place[a].0 == place[b].0 && place[a].0 != 2 && place[a].1 + 1 == place[b].1
        };
        if !groups
            .iter()
            .any(|g| g.windows(2).any(|w| continues(w[0], w[1])))
        {
            return self;
        }
        let mut map = vec![-1i64; self.mode_shape.len()];
        let mut mode_shape: Vec<i64> = Vec::with_capacity(self.mode_shape.len());
        for group in &groups {
            for (k, &m) in group.iter().enumerate() {
                if k > 0 && continues(group[k - 1], m) {
                    if let Some(last) = mode_shape.last_mut() {
                        *last *= self.mode_shape[m];
                    }
                } else {
                    map[m] = mode_shape.len() as i64;
                    mode_shape.push(self.mode_shape[m]);
                }
            }
        }
        let (spatial_modes, local_modes) = self.remapped(&map);
        Self {
            shape: self.shape,
            mode_shape,
            spatial_modes,
            local_modes,
        }
    }

    /// The spatial and local lists with each mode `m` renamed `map[m]`,
    /// modes mapped to -1 dropped (replications kept).
    fn remapped(&self, map: &[i64]) -> (Vec<i64>, Vec<i64>) {
        let spatial = self
            .spatial_modes
            .iter()
            .filter(|&&m| m < 0 || map[m as usize] != -1)
            .map(|&m| if m < 0 { m } else { map[m as usize] })
            .collect();
        let local = self
            .local_modes
            .iter()
            .filter(|&&m| map[m as usize] != -1)
            .map(|&m| map[m as usize])
            .collect();
        (spatial, local)
    }

    /// The layout's shape.
    pub fn shape(&self) -> &[i64] {
        &self.shape
    }

    /// The size of each mode.
    pub fn mode_shape(&self) -> &[i64] {
        &self.mode_shape
    }

    /// The spatial modes (`-r`: a replication over `r` threads).
    pub fn spatial_modes(&self) -> &[i64] {
        &self.spatial_modes
    }

    /// The local modes.
    pub fn local_modes(&self) -> &[i64] {
        &self.local_modes
    }

    /// Per dim, the modes it splits into (modes of size 1 belong nowhere).
    ///
    /// Requires: every mode larger than 1 (a canonical layout).
    pub fn grouped_modes(&self) -> Result<Vec<Vec<usize>>> {
        if self.mode_shape.iter().any(|&s| s <= 1) {
            return Err(invalid(format!(
                "all modes must be larger than 1, got {}",
                list(&self.mode_shape)
            )));
        }
        let mut next = 0;
        let mut groups = Vec::with_capacity(self.shape.len());
        for &size in &self.shape {
            let mut group = Vec::new();
            let mut remaining = size;
            while remaining > 1 {
                match self.mode_shape.get(next) {
                    Some(&mode) if remaining % mode == 0 => {
                        remaining /= mode;
                        group.push(next);
                        next += 1;
                    }
                    _ => {
                        return Err(invalid(format!(
                            "cannot group the modes {} for shape {}",
                            list(&self.mode_shape),
                            list(&self.shape)
                        )));
                    }
                }
            }
            groups.push(group);
        }
        if next != self.mode_shape.len() {
            return Err(invalid(format!(
                "cannot group the modes {} for shape {}",
                list(&self.mode_shape),
                list(&self.shape)
            )));
        }
        Ok(groups)
    }

    /// Sizes of the spatial modes (a replication's size for `-r`).
    pub fn spatial_shape(&self) -> Vec<i64> {
        self.spatial_modes
            .iter()
            .map(|&m| {
                if m < 0 {
                    -m
                } else {
                    self.mode_shape[m as usize]
                }
            })
            .collect()
    }

    /// Sizes of the local modes.
    pub fn local_shape(&self) -> Vec<i64> {
        self.local_modes
            .iter()
            .map(|&m| self.mode_shape[m as usize])
            .collect()
    }

    /// The number of threads.
    pub fn thread_count(&self) -> i64 {
        self.spatial_shape().iter().product()
    }

    /// How many threads hold each element (the product of the
    /// replications).
    pub fn replication(&self) -> i64 {
        self.spatial_modes
            .iter()
            .filter(|&&m| m < 0)
            .map(|&m| -m)
            .product()
    }

    /// The number of registers per thread.
    pub fn local_size(&self) -> i64 {
        self.local_shape().iter().product()
    }

    /// The same layout for another shape of the same modes (Tilus'
    /// `with_shape`).
    pub fn with_shape(&self, shape: Vec<i64>) -> Result<Self> {
        Self::validated(
            shape,
            self.mode_shape.clone(),
            self.spatial_modes.clone(),
            self.local_modes.clone(),
        )
    }

    /// Mode indices of element `index`: each dim's index split over its
    /// modes, outermost first, in one pass (no grouping allocated).
    pub(super) fn mode_indices(&self, index: &[i64]) -> Result<Vec<i64>> {
        crate::model::check_in_bounds(index, &self.shape)?;
        let mut modes = Vec::with_capacity(self.mode_shape.len());
        let mut next = 0;
        for (&x, &size) in index.iter().zip(&self.shape) {
            let mut rest = x;
            let mut remaining = size;
            while remaining > 1 {
                let Some(&mode) = self.mode_shape.get(next) else {
                    return Err(invalid("the modes do not cover the shape"));
                };
                if mode <= 1 || remaining % mode != 0 {
                    return Err(invalid("the modes do not group into the shape"));
                }
                remaining /= mode;
                modes.push(rest / remaining);
                rest %= remaining;
                next += 1;
            }
        }
        Ok(modes)
    }

    /// The threads that hold element `index`, in the order Tilus lists
    /// them (replications outer to inner).
    pub fn threads_of(&self, index: &[i64]) -> Result<Vec<i64>> {
        let modes = self.mode_indices(index)?;
        let shape = self.spatial_shape();
        let replicated: Vec<usize> = (0..self.spatial_modes.len())
            .filter(|&i| self.spatial_modes[i] < 0)
            .collect();
        let sizes: Vec<i64> = replicated.iter().map(|&i| shape[i]).collect();
        let combinations: i64 = sizes.iter().product();
        let mut spatial: Vec<i64> = self
            .spatial_modes
            .iter()
            .map(|&m| if m < 0 { 0 } else { modes[m as usize] })
            .collect();
        let mut threads = Vec::with_capacity(combinations as usize);
        for rank in 0..combinations {
            for (&dim, value) in replicated.iter().zip(deserialize(rank, &sizes)) {
                spatial[dim] = value;
            }
            threads.push(serialize(&spatial, &shape));
        }
        Ok(threads)
    }

    /// The local index of element `index`.
    pub fn local_of(&self, index: &[i64]) -> Result<i64> {
        let modes = self.mode_indices(index)?;
        let values: Vec<i64> = self
            .local_modes
            .iter()
            .map(|&m| modes[m as usize])
            .collect();
        Ok(serialize(&values, &self.local_shape()))
    }

    /// The element thread `thread` holds at local index `local`.
    pub fn element_at(&self, thread: i64, local: i64) -> Result<Vec<i64>> {
        let threads = self.thread_count();
        let locals = self.local_size();
        if !(0..threads).contains(&thread) || !(0..locals).contains(&local) {
            return Err(invalid(format!(
                "(thread {thread}, local {local}) is outside {threads} threads of {locals} registers"
            )));
        }
        let mut modes = vec![0i64; self.mode_shape.len()];
        for (&m, value) in self
            .spatial_modes
            .iter()
            .zip(deserialize(thread, &self.spatial_shape()))
        {
            if m >= 0 {
                modes[m as usize] = value;
            }
        }
        for (&m, value) in self
            .local_modes
            .iter()
            .zip(deserialize(local, &self.local_shape()))
        {
            modes[m as usize] = value;
        }
        Ok(self
            .grouped_modes()?
            .iter()
            .map(|group| {
                let values: Vec<i64> = group.iter().map(|&m| modes[m]).collect();
                let sizes: Vec<i64> = group.iter().map(|&m| self.mode_shape[m]).collect();
                serialize(&values, &sizes)
            })
            .collect())
    }
}

//! Every operation on register layouts, with Tilus' semantics (its
//! `tilus.ir.layout` module). Where Tilus 0.2.0 departs from what it
//! documents, the documented meaning is followed:
//!
//! * `flatten(start, end)` flattens dims `start..=end` (Tilus 0.2.0 stops
//!   before `end`);
//! * `reshape` accepts every shape that only splits and merges modes (Tilus
//!   0.2.0 refuses a mode split whose remainder continues into the next
//!   dim, e.g. modes `[8, 3]` to `[4, 6]`);
//! * `left_divide` refines any mode of a group to fit the divisor (Tilus
//!   0.2.0 only the first).
//!
//! Every failure is an `Err` naming the operation and why.

use std::borrow::Cow;

use super::layout::{RegisterLayout, invalid};
use crate::arith::gcd;
use crate::error::Result;

/// Checks `ranks` is a permutation of `0..n` and gives, per dim, its
/// position in the mode list.
fn modes_of_ranks(n: usize, ranks: Option<&[i64]>) -> Result<Vec<i64>> {
    let Some(ranks) = ranks else {
        return Ok((0..n as i64).collect());
    };
    if ranks.len() != n {
        return Err(invalid(format!(
            "shape and ranks must have the same length, got {n} vs {}",
            ranks.len()
        )));
    }
    let mut sorted = ranks.to_vec();
    sorted.sort_unstable();
    if sorted != (0..n as i64).collect::<Vec<_>>() {
        return Err(invalid(format!(
            "ranks must be a permutation of 0..{n}, got {ranks:?}"
        )));
    }
    Ok((0..n as i64)
        .map(|i| ranks.iter().position(|&r| r == i).unwrap_or(0) as i64)
        .collect())
}

/// `spatial(*shape, ranks=...)`: every dim over threads.
pub fn spatial(shape: &[i64], ranks: Option<&[i64]>) -> Result<RegisterLayout> {
    let modes = modes_of_ranks(shape.len(), ranks)?;
    RegisterLayout::try_new(shape.to_vec(), shape.to_vec(), modes, Vec::new())
}

/// `local(*shape, ranks=...)` (the seed's `repeat`): every dim in registers.
pub fn local(shape: &[i64], ranks: Option<&[i64]>) -> Result<RegisterLayout> {
    let modes = modes_of_ranks(shape.len(), ranks)?;
    RegisterLayout::try_new(shape.to_vec(), shape.to_vec(), Vec::new(), modes)
}

/// `column_spatial(*shape)`: spatial, column-major.
pub fn column_spatial(shape: &[i64]) -> Result<RegisterLayout> {
    let ranks: Vec<i64> = (0..shape.len() as i64).rev().collect();
    spatial(shape, Some(&ranks))
}

/// `column_local(*shape)`: local, column-major.
pub fn column_local(shape: &[i64]) -> Result<RegisterLayout> {
    let ranks: Vec<i64> = (0..shape.len() as i64).rev().collect();
    local(shape, Some(&ranks))
}

/// `replicated(*shape, num_workers=n)`: every thread holds the whole tensor.
pub fn replicated(shape: &[i64], num_workers: i64) -> Result<RegisterLayout> {
    if num_workers < 1 {
        return Err(invalid(format!(
            "num_workers must be positive, got {num_workers}"
        )));
    }
    let unit = RegisterLayout::validated(Vec::new(), Vec::new(), vec![-num_workers], Vec::new())?;
    compose(&unit, &local(shape, None)?)
}

/// `unsqueeze(layout, dims)`: size-1 dims inserted at `dims` (positions in
/// the result).
pub fn unsqueeze(layout: &RegisterLayout, dims: &[i64]) -> Result<RegisterLayout> {
    if dims.is_empty() {
        return Ok(layout.clone());
    }
    let rank = (layout.shape.len() + dims.len()) as i64;
    check_dims(dims, rank, "unsqueeze")?;
    let mut shape = Vec::with_capacity(rank as usize);
    let mut current = 0;
    for i in 0..rank {
        if dims.contains(&i) {
            shape.push(1);
        } else {
            shape.push(layout.shape[current]);
            current += 1;
        }
    }
    layout.with_shape(shape)
}

/// `squeeze(layout, dims)`: the size-1 dims at `dims` removed.
pub fn squeeze(layout: &RegisterLayout, dims: &[i64]) -> Result<RegisterLayout> {
    if dims.is_empty() {
        return Ok(layout.clone());
    }
    check_dims(dims, layout.shape.len() as i64, "squeeze")?;
    if let Some(&d) = dims.iter().find(|&&d| layout.shape[d as usize] != 1) {
        return Err(invalid(format!(
            "squeeze: dim {d} has size {}, not 1",
            layout.shape[d as usize]
        )));
    }
    let shape = (0..layout.shape.len())
        .filter(|&i| !dims.contains(&(i as i64)))
        .map(|i| layout.shape[i])
        .collect();
    layout.with_shape(shape)
}

fn check_dims(dims: &[i64], rank: i64, operation: &str) -> Result<()> {
    if let Some(d) = dims.iter().find(|&&d| !(0..rank).contains(&d)) {
        return Err(invalid(format!(
            "{operation}: dim {d} is outside 0..{rank}"
        )));
    }
    let mut sorted = dims.to_vec();
    sorted.sort_unstable();
    sorted.dedup();
    if sorted.len() != dims.len() {
        return Err(invalid(format!("{operation}: dims {dims:?} repeat")));
    }
    Ok(())
}

/// `compose(outer, inner)` (`outer * inner`, `outer.spatial(...)`): each
/// element of `outer` replaced by a tensor laid out by `inner`; per dim the
/// outer modes come first, and the lists are outer's then inner's.
pub fn compose(outer: &RegisterLayout, inner: &RegisterLayout) -> Result<RegisterLayout> {
    let rank = outer.shape.len().max(inner.shape.len());
    // Leading size-1 dims make the ranks agree (no copy when they do).
    let (outer, inner) = (widened(outer, rank)?, widened(inner, rank)?);
    let shape = outer
        .shape
        .iter()
        .zip(&inner.shape)
        .map(|(&a, &b)| crate::arith::mul(a, b, "composed size"))
        .collect::<Result<Vec<_>>>()?;
    let mut outer_map = vec![0i64; outer.mode_shape.len()];
    let mut inner_map = vec![0i64; inner.mode_shape.len()];
    let mut mode_shape = Vec::new();
    for (outer_group, inner_group) in outer.grouped_modes()?.iter().zip(inner.grouped_modes()?) {
        for &m in outer_group {
            outer_map[m] = mode_shape.len() as i64;
            mode_shape.push(outer.mode_shape[m]);
        }
        for &m in &inner_group {
            inner_map[m] = mode_shape.len() as i64;
            mode_shape.push(inner.mode_shape[m]);
        }
    }
    let remap = |modes: &[i64], map: &[i64]| -> Vec<i64> {
        modes
            .iter()
            .map(|&m| if m < 0 { m } else { map[m as usize] })
            .collect()
    };
    let mut spatial_modes = remap(&outer.spatial_modes, &outer_map);
    spatial_modes.extend(remap(&inner.spatial_modes, &inner_map));
    let mut local_modes = remap(&outer.local_modes, &outer_map);
    local_modes.extend(remap(&inner.local_modes, &inner_map));
    RegisterLayout::try_new(shape, mode_shape, spatial_modes, local_modes)
}

/// `layout` with leading size-1 dims up to `rank` (no copy when it has it).
fn widened(layout: &RegisterLayout, rank: usize) -> Result<Cow<'_, RegisterLayout>> {
    if layout.shape.len() == rank {
        return Ok(Cow::Borrowed(layout));
    }
    let lead: Vec<i64> = (0..(rank - layout.shape.len()) as i64).collect();
    Ok(Cow::Owned(unsqueeze(layout, &lead)?))
}

/// `permute(layout, dims)`: dim `i` of the result is dim `dims[i]`.
pub fn permute(layout: &RegisterLayout, dims: &[i64]) -> Result<RegisterLayout> {
    let rank = layout.shape.len();
    if dims.len() != rank {
        return Err(invalid(format!(
            "permute: {} dims for a layout of rank {rank}",
            dims.len()
        )));
    }
    check_dims(dims, rank as i64, "permute")?;
    let groups = layout.grouped_modes()?;
    let order: Vec<usize> = dims
        .iter()
        .flat_map(|&d| groups[d as usize].iter().copied())
        .collect();
    let mut map = vec![0i64; layout.mode_shape.len()];
    for (new, &old) in order.iter().enumerate() {
        map[old] = new as i64;
    }
    RegisterLayout::try_new(
        dims.iter().map(|&d| layout.shape[d as usize]).collect(),
        order.iter().map(|&m| layout.mode_shape[m]).collect(),
        layout
            .spatial_modes
            .iter()
            .map(|&m| if m < 0 { m } else { map[m as usize] })
            .collect(),
        layout
            .local_modes
            .iter()
            .map(|&m| map[m as usize])
            .collect(),
    )
}

/// `reduce(layout, dims, keepdims=...)`: the dims at `dims` reduced away
/// (to size 1 with `keepdims`); their spatial modes become replications,
/// their local modes vanish.
pub fn reduce(layout: &RegisterLayout, dims: &[i64], keepdims: bool) -> Result<RegisterLayout> {
    if dims.is_empty() {
        return Ok(layout.clone());
    }
    let rank = layout.shape.len();
    check_dims(dims, rank as i64, "reduce")?;
    let groups = layout.grouped_modes()?;
    let reduced = |mode: usize| {
        groups
            .iter()
            .enumerate()
            .any(|(d, group)| dims.contains(&(d as i64)) && group.contains(&mode))
    };
    let mut map = vec![-1i64; layout.mode_shape.len()];
    let mut next = 0;
    for (mode, slot) in map.iter_mut().enumerate() {
        if !reduced(mode) {
            *slot = next;
            next += 1;
        }
    }
    let spatial_modes = layout
        .spatial_modes
        .iter()
        .map(|&m| match m {
            m if m < 0 => m,
            m if map[m as usize] == -1 => -layout.mode_shape[m as usize],
            m => map[m as usize],
        })
        .collect();
    let local_modes = layout
        .local_modes
        .iter()
        .filter(|&&m| map[m as usize] != -1)
        .map(|&m| map[m as usize])
        .collect();
    let shape = (0..rank)
        .filter_map(|d| match (dims.contains(&(d as i64)), keepdims) {
            (true, true) => Some(1),
            (true, false) => None,
            (false, _) => Some(layout.shape[d]),
        })
        .collect();
    let mode_shape = (0..layout.mode_shape.len())
        .filter(|&m| map[m] != -1)
        .map(|m| layout.mode_shape[m])
        .collect();
    RegisterLayout::try_new(shape, mode_shape, spatial_modes, local_modes)
}

/// `reduce_to(layout, shape)`: the layout reduced to a shape it
/// broadcasts to (Tilus' inverse of a broadcast). The shapes are aligned
/// at their last dims: the layout's leading dims past the shape's rank are
/// reduced away, a dim the shape makes 1 is reduced to 1, and every other
/// dim must match (leading dims of a longer shape are ignored, as in Tilus).
pub fn reduce_to(layout: &RegisterLayout, shape: &[i64]) -> Result<RegisterLayout> {
    let rank = layout.shape.len();
    let mut away = Vec::new();
    let mut to_one = Vec::new();
    for (d, &size) in layout.shape.iter().enumerate() {
        // The dim of `shape` this one lines up with, if any.
        let target = (d + shape.len()).checked_sub(rank).map(|t| shape[t]);
        match target {
            None => away.push(d as i64),
            Some(target) if target == size => {}
            Some(1) => to_one.push(d as i64),
            Some(target) => {
                return Err(invalid(format!(
                    "reduce_to: dim {d} of the layout has size {size}, which the shape's {target} \
                     is not and does not broadcast from (a size 1 would)"
                )));
            }
        }
    }
    let kept = reduce(layout, &to_one, true)?;
    reduce(&kept, &away, false)
}

/// `concat(lhs, rhs)`: the dims of both, side by side.
pub fn concat(lhs: &RegisterLayout, rhs: &RegisterLayout) -> Result<RegisterLayout> {
    let offset = lhs.mode_shape.len() as i64;
    let shift = |modes: &[i64]| -> Vec<i64> {
        modes
            .iter()
            .map(|&m| if m < 0 { m } else { m + offset })
            .collect()
    };
    RegisterLayout::try_new(
        [lhs.shape.clone(), rhs.shape.clone()].concat(),
        [lhs.mode_shape.clone(), rhs.mode_shape.clone()].concat(),
        [lhs.spatial_modes.clone(), shift(&rhs.spatial_modes)].concat(),
        [lhs.local_modes.clone(), shift(&rhs.local_modes)].concat(),
    )
}

/// `reshape(layout, shape)`: the same modes, split and merged into `shape`.
/// Each new dim is made of consecutive pieces of modes, a mode splitting
/// (outer part first) where a dim boundary falls inside it; at every step
/// one of the two remaining sizes must divide the other.
pub fn reshape(layout: &RegisterLayout, shape: &[i64]) -> Result<RegisterLayout> {
    let refuse = || {
        invalid(format!(
            "cannot reshape {layout} to shape {shape:?}: its modes do not split into those dims"
        ))
    };
    if shape.iter().any(|&s| s < 1) {
        return Err(refuse());
    }
    let size: i64 = crate::arith::product(shape, "reshaped size")?;
    if size != layout.shape.iter().product::<i64>() {
        return Err(invalid(format!(
            "cannot reshape a layout of shape {:?} to shape {shape:?}: sizes differ",
            layout.shape
        )));
    }
    let layout = layout.canonical();
    let mut pieces: Vec<Vec<i64>> = Vec::new();
    let mut dim = shape.iter().copied().filter(|&s| s > 1);
    let mut room = dim.next().unwrap_or(1);
    for &mode in &layout.mode_shape {
        let mut left = mode;
        let mut split = Vec::new();
        while left > 1 {
            if room == 1 {
                room = dim.next().ok_or_else(refuse)?;
            }
            let piece = if room % left == 0 {
                left
            } else if left % room == 0 {
                room
            } else {
                return Err(refuse());
            };
            split.push(piece);
            left /= piece;
            room /= piece;
        }
        pieces.push(split);
    }
    let mut map: Vec<Vec<i64>> = Vec::with_capacity(pieces.len());
    let mut next = 0i64;
    for split in &pieces {
        map.push((next..next + split.len() as i64).collect());
        next += split.len() as i64;
    }
    RegisterLayout::try_new(
        shape.to_vec(),
        pieces.concat(),
        expanded(&layout.spatial_modes, &map),
        expanded(&layout.local_modes, &map),
    )
}

/// `modes` with each mode `m` replaced by the modes `map[m]`
/// (replications kept).
fn expanded(modes: &[i64], map: &[Vec<i64>]) -> Vec<i64> {
    modes
        .iter()
        .flat_map(|&m| {
            if m < 0 {
                vec![m]
            } else {
                map[m as usize].clone()
            }
        })
        .collect()
}

/// `flatten(layout, start_dim, end_dim)`: dims `start..=end` (negative
/// `end` counts from the rank) merged into one.
pub fn flatten(layout: &RegisterLayout, start_dim: i64, end_dim: i64) -> Result<RegisterLayout> {
    let rank = layout.shape.len() as i64;
    let end = if end_dim < 0 { end_dim + rank } else { end_dim };
    if !(0..rank).contains(&start_dim) || !(start_dim..rank).contains(&end) {
        return Err(invalid(format!(
            "flatten: dims {start_dim}..={end_dim} are not within a layout of rank {rank}"
        )));
    }
    let (start, end) = (start_dim as usize, end as usize);
    let mut shape = layout.shape[..start].to_vec();
    shape.push(layout.shape[start..=end].iter().product());
    shape.extend(&layout.shape[end + 1..]);
    reshape(layout, &shape)
}

/// `layout` with its modes refined into `mode_shape` (each old mode a
/// product of consecutive new ones), not canonicalized.
fn refined(layout: &RegisterLayout, mode_shape: &[i64]) -> Result<RegisterLayout> {
    let mut map: Vec<Vec<i64>> = Vec::with_capacity(layout.mode_shape.len());
    let mut i = 0usize;
    for &size in &layout.mode_shape {
        let mut left = size;
        let mut pieces = Vec::new();
        while i < mode_shape.len() && left % mode_shape[i] == 0 && left > 1 {
            pieces.push(i as i64);
            left /= mode_shape[i];
            i += 1;
        }
        if left != 1 {
            return Err(invalid("the refined modes do not multiply to the layout's"));
        }
        map.push(pieces);
    }
    Ok(RegisterLayout {
        shape: layout.shape.clone(),
        mode_shape: mode_shape.to_vec(),
        spatial_modes: expanded(&layout.spatial_modes, &map),
        local_modes: expanded(&layout.local_modes, &map),
    })
}

/// Which end of each group and list a division peels off.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Side {
    /// `divide`: `lhs = compose(result, rhs)`, rhs's modes last.
    Suffix,
    /// `left_divide`: `layout = compose(divisor, result)`, divisor's first.
    Prefix,
}

/// `divide(lhs, rhs)` (`lhs / rhs`): the layout `result` with
/// `compose(result, rhs) == lhs`, if there is one.
pub fn divide(lhs: &RegisterLayout, rhs: &RegisterLayout) -> Result<RegisterLayout> {
    divide_on(lhs, rhs, Side::Suffix)
}

/// `left_divide(layout, divisor)`: the layout `result` with
/// `compose(divisor, result) == layout`, if there is one.
pub fn left_divide(layout: &RegisterLayout, divisor: &RegisterLayout) -> Result<RegisterLayout> {
    divide_on(layout, divisor, Side::Prefix)
}

fn divide_on(
    layout: &RegisterLayout,
    divisor: &RegisterLayout,
    side: Side,
) -> Result<RegisterLayout> {
    let name = if side == Side::Suffix {
        "divide"
    } else {
        "left-divide"
    };
    let refuse = || invalid(format!("cannot {name} {layout} by {divisor}"));
    if layout.shape.len() < divisor.shape.len() {
        return Err(refuse());
    }
    let lead: Vec<i64> = (0..(layout.shape.len() - divisor.shape.len()) as i64).collect();
    let divisor = unsqueeze(divisor, &lead)?.canonical();
    let layout = layout.canonical();
    let layout_groups = layout.grouped_modes()?;
    let divisor_groups = divisor.grouped_modes()?;
    // Refine each group so that the divisor's modes are its prefix/suffix.
    let mut mode_shape = Vec::new();
    for (lay, div) in layout_groups.iter().zip(&divisor_groups) {
        let mut sizes: Vec<i64> = lay.iter().map(|&m| layout.mode_shape[m]).collect();
        let div_sizes: Vec<i64> = div.iter().map(|&m| divisor.mode_shape[m]).collect();
        if side == Side::Suffix {
            // Tilus: the outermost divisor mode may split a layout mode.
            if sizes.len() < div_sizes.len() {
                return Err(refuse());
            }
            let keep = sizes.len() - div_sizes.len();
            let mut group = sizes[..keep].to_vec();
            for (i, (&p, &q)) in sizes[keep..].iter().zip(&div_sizes).enumerate() {
                if p == q {
                    group.push(p);
                } else if i == 0 && p % q == 0 {
                    group.push(p / q);
                    group.push(q);
                } else {
                    return Err(refuse());
                }
            }
            mode_shape.extend(group);
        } else {
            let mut group = Vec::new();
            let mut i = 0;
            for &q in &div_sizes {
                let p = *sizes.get(i).ok_or_else(refuse)?;
                if p == q {
                    group.push(p);
                    i += 1;
                } else if p % q == 0 {
                    group.push(q);
                    sizes[i] = p / q;
                } else {
                    return Err(refuse());
                }
            }
            group.extend(sizes[i..].iter().copied().filter(|&s| s > 1));
            mode_shape.extend(group);
        }
    }
    let layout = refined(&layout, &mode_shape)?;
    let layout_groups = layout.grouped_modes()?;
    // Where each divisor mode sits in the refined layout.
    let mut at = vec![0i64; divisor.mode_shape.len()];
    let mut peeled: Vec<bool> = vec![false; layout.mode_shape.len()];
    for (lay, div) in layout_groups.iter().zip(&divisor_groups) {
        if lay.len() < div.len() {
            return Err(refuse());
        }
        let start = if side == Side::Suffix {
            lay.len() - div.len()
        } else {
            0
        };
        for (k, &d) in div.iter().enumerate() {
            let m = lay[start + k];
            if layout.mode_shape[m] != divisor.mode_shape[d] {
                return Err(refuse());
            }
            at[d] = m as i64;
            peeled[m] = true;
        }
    }
    // The divisor's lists must be the layout's lists' suffix/prefix.
    let peel = |lay: &[i64], div: &[i64]| -> Result<Vec<i64>> {
        if lay.len() < div.len() {
            return Err(refuse());
        }
        let (rest, end) = if side == Side::Suffix {
            lay.split_at(lay.len() - div.len())
        } else {
            let (head, tail) = lay.split_at(div.len());
            (tail, head)
        };
        for (&l, &d) in end.iter().zip(div) {
            let same = if d < 0 {
                l == d
            } else {
                l >= 0 && at[d as usize] == l
            };
            if !same {
                return Err(refuse());
            }
        }
        Ok(rest.to_vec())
    };
    let spatial = peel(&layout.spatial_modes, &divisor.spatial_modes)?;
    let locals = peel(&layout.local_modes, &divisor.local_modes)?;
    let mut map = vec![-1i64; layout.mode_shape.len()];
    let mut result_modes = Vec::new();
    for group in &layout_groups {
        for &m in group {
            if !peeled[m] {
                map[m] = result_modes.len() as i64;
                result_modes.push(layout.mode_shape[m]);
            }
        }
    }
    let remap = |modes: Vec<i64>| -> Result<Vec<i64>> {
        modes
            .into_iter()
            .map(|m| match m {
                m if m < 0 => Ok(m),
                m if map[m as usize] >= 0 => Ok(map[m as usize]),
                _ => Err(refuse()),
            })
            .collect()
    };
    let shape = layout
        .shape
        .iter()
        .zip(&divisor.shape)
        .map(|(&a, &b)| a / b)
        .collect();
    RegisterLayout::try_new(shape, result_modes, remap(spatial)?, remap(locals)?)
}

/// `auto_local_spatial(num_threads, shape)`: `local(...).spatial(...)`
/// with as many threads as divide the shape, innermost dims first, and the
/// threads left over as a replication.
pub fn auto_local_spatial(num_threads: i64, shape: &[i64]) -> Result<RegisterLayout> {
    if num_threads < 1 || shape.iter().any(|&s| s < 1) {
        return Err(invalid("auto_local_spatial needs positive sizes"));
    }
    let size: i64 = crate::arith::product(shape, "layout size")?;
    if size % num_threads != 0 && num_threads % size != 0 {
        return Err(invalid(format!(
            "cannot lay out shape {shape:?} over {num_threads} threads: neither divides the other"
        )));
    }
    let mut remain = shape.to_vec();
    let mut threads = num_threads;
    let mut spatial_shape = vec![1i64; shape.len()];
    for i in (0..shape.len()).rev() {
        spatial_shape[i] = gcd(threads, remain[i]);
        threads /= spatial_shape[i];
        remain[i] /= spatial_shape[i];
    }
    let layout = compose(&local(&remain, None)?, &spatial(&spatial_shape, None)?)?;
    if threads == 1 {
        return Ok(layout);
    }
    let mut spatial_modes = vec![-threads];
    spatial_modes.extend(&layout.spatial_modes);
    RegisterLayout::try_new(
        layout.shape.clone(),
        layout.mode_shape.clone(),
        spatial_modes,
        layout.local_modes.clone(),
    )
}

//! Named dims and their flattened bits: packing values into bits and back,
//! and the checks on lists of dims.

use super::{Dim, LinearLayout, check_unique, invalid, log2_of, mask, shared};
use crate::error::Result;

/// The names of `dims`, in order.
pub(super) fn names_of(dims: &[Dim]) -> Vec<&str> {
    dims.iter().map(|d| &*d.name).collect()
}

/// Where output dim `index` of `dims` starts among the flattened bits.
pub(super) fn out_offset_in(dims: &[Dim], index: usize) -> u32 {
    dims[..index].iter().map(|d| d.log2).sum()
}

pub(super) fn pack(dims: &[Dim], values: &[u64], what: &str) -> Result<u64> {
    if values.len() != dims.len() {
        return Err(invalid(format!(
            "{} {what} values for {} {what} dims",
            values.len(),
            dims.len()
        )));
    }
    let mut bits = 0u64;
    let mut shift = 0u32;
    for (dim, &value) in dims.iter().zip(values) {
        if value > mask(dim.log2) {
            return Err(invalid(format!(
                "value {value} is outside {what} dim {} of size {}",
                dim.name,
                1u128 << dim.log2
            )));
        }
        if dim.log2 > 0 {
            bits |= value << shift;
        }
        shift += dim.log2;
    }
    Ok(bits)
}

pub(super) fn unpack_dims(dims: &[Dim], bits: u64) -> Vec<u64> {
    let mut shift = 0u32;
    dims.iter()
        .map(|d| {
            let value = if d.log2 == 0 {
                0
            } else {
                (bits >> shift) & mask(d.log2)
            };
            shift += d.log2;
            value
        })
        .collect()
}

/// The ordered union of two dim lists, keeping both orders, biased to
/// `first`.
pub(super) fn supremum<'a>(
    first: &[&'a str],
    second: &[&'a str],
    what: &str,
) -> Result<Vec<&'a str>> {
    let mut result = Vec::new();
    let (mut i, mut j) = (0, 0);
    while i < first.len() || j < second.len() {
        if i < first.len()
            && (j >= second.len() || !second[j..].contains(&first[i]) || first[i] == second[j])
        {
            if j < second.len() && first[i] == second[j] {
                j += 1;
            }
            result.push(first[i]);
            i += 1;
        } else if j < second.len() && !first[i..].contains(&second[j]) {
            result.push(second[j]);
            j += 1;
        } else {
            return Err(invalid(format!(
                "{what} dims appear in different orders: [{}] and [{}]",
                first.join(", "),
                second.join(", ")
            )));
        }
    }
    Ok(result)
}

pub(super) fn permutation(dims: &[Dim], order: &[&str], what: &str) -> Result<Vec<usize>> {
    let indices = order
        .iter()
        .map(|name| LinearLayout::find(dims, name, what))
        .collect::<Result<Vec<_>>>()?;
    let mut sorted = indices.clone();
    sorted.sort_unstable();
    sorted.dedup();
    if sorted.len() != dims.len() || indices.len() != dims.len() {
        return Err(invalid(format!(
            "[{}] is not a permutation of the {what} dims",
            order.join(", ")
        )));
    }
    Ok(indices)
}

/// Named dims of the given power-of-two sizes, names unique.
pub(super) fn dims_of(dims: &[(&str, u64)], what: &str) -> Result<Vec<Dim>> {
    let dims = dims
        .iter()
        .map(|&(name, size)| {
            Ok(Dim {
                name: shared(name),
                log2: log2_of(size, &format!("size of {what} dim {name}"))?,
            })
        })
        .collect::<Result<Vec<_>>>()?;
    check_unique(&dims, what)?;
    Ok(dims)
}

pub(super) fn reshaped(dims: &[(&str, u64)], total: u32, what: &str) -> Result<Vec<Dim>> {
    let dims = dims_of(dims, what)?;
    let bits: u32 = dims.iter().map(|d| d.log2).sum();
    if bits != total {
        return Err(invalid(format!(
            "reshape to {bits} {what} bits, but the layout has {total}"
        )));
    }
    Ok(dims)
}

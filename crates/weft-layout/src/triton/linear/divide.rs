//! Dividing one layout by another: the `C` with `A = B * C` (or `C * B`).

use super::{Dim, LinearLayout, invalid, mask, shifted};
use crate::error::Result;

/// `C = B⁻¹ * A`: `C` with `A = B * C` (`B` acts on the low bits), if one
/// exists. `C` has `A`'s dims.
pub fn divide_left(a: &LinearLayout, b: &LinearLayout) -> Result<Option<LinearLayout>> {
    divide(a, b, true)
}

/// `C = A * B⁻¹`: `C` with `A = C * B` (`B` acts on the high bits), if one
/// exists. `C` has `A`'s dims.
pub fn divide_right(a: &LinearLayout, b: &LinearLayout) -> Result<Option<LinearLayout>> {
    divide(a, b, false)
}

fn divide(a: &LinearLayout, b: &LinearLayout, b_is_inner: bool) -> Result<Option<LinearLayout>> {
    // B's dims must be A's (or of size 1), no larger.
    let size_in = |dims: &[Dim], name: &str| dims.iter().find(|d| &*d.name == name).map(|d| d.log2);
    for (b_dims, a_dims, what) in [(&b.ins, &a.ins, "input"), (&b.outs, &a.outs, "output")] {
        for dim in b_dims {
            match size_in(a_dims, &dim.name) {
                Some(log2) if log2 >= dim.log2 => {}
                None if dim.log2 == 0 => {}
                _ => {
                    return Err(invalid(format!(
                        "cannot divide: {what} dim {} of the divisor is not in the dividend or is larger",
                        dim.name
                    )));
                }
            }
        }
    }
    let b_log2 = |dims: &[Dim], name: &str| size_in(dims, name).unwrap_or(0);
    // C's dims: A's, each less B's bits.
    let less = |a_dims: &[Dim], b_dims: &[Dim]| -> Vec<Dim> {
        a_dims
            .iter()
            .map(|d| Dim {
                name: d.name.clone(),
                log2: d.log2 - b_log2(b_dims, &d.name),
            })
            .collect()
    };
    let (c_ins, c_outs) = (less(&a.ins, &b.ins), less(&a.outs, &b.outs));
    let c = LinearLayout {
        ins: c_ins.clone(),
        outs: c_outs.clone(),
        columns: vec![0; c_ins.iter().map(|d| d.log2 as usize).sum()],
    };
    // Build the candidate C from A's bits, then check A == (B * C) or (C * B).
    let mut columns = Vec::new();
    for (i, dim) in a.ins.iter().enumerate() {
        let start = a.in_offset(i);
        let low = if b_is_inner {
            b_log2(&b.ins, &dim.name)
        } else {
            dim.log2 - b_log2(&b.ins, &dim.name)
        };
        let range = if b_is_inner {
            (start + low as usize)..(start + dim.log2 as usize)
        } else {
            start..(start + low as usize)
        };
        for &column in &a.columns[range] {
            let values = a.unpack(column);
            let mut packed = 0u64;
            let mut shift = 0;
            for ((out, value), c_out) in a.outs.iter().zip(values).zip(&c_outs) {
                let v = if b_is_inner {
                    value >> b_log2(&b.outs, &out.name)
                } else {
                    value & mask(c_out.log2)
                };
                packed |= shifted(v, shift);
                shift += c_out.log2;
            }
            columns.push(packed);
        }
    }
    let c = LinearLayout { columns, ..c };
    // B's size-1 dims that A lacks play no part.
    let a_ins = a.in_dims();
    let a_outs = a.out_dims();
    let b_in_a: Vec<&str> = b
        .in_dims()
        .into_iter()
        .filter(|n| a_ins.contains(n))
        .collect();
    let b_out_a: Vec<&str> = b
        .out_dims()
        .into_iter()
        .filter(|n| a_outs.contains(n))
        .collect();
    let b = &b.sublayout(&b_in_a, &b_out_a)?;
    let rebuilt = if b_is_inner {
        b.product(&c)?
    } else {
        c.product(b)?
    };
    let rebuilt = rebuilt
        .transpose_ins(&a.in_dims())?
        .transpose_outs(&a.out_dims())?;
    Ok((rebuilt == *a).then_some(c))
}

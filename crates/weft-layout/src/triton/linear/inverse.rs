//! Inverting layouts: `invert_and_compose`, `invert`, `pseudoinvert`, and
//! trimming a layout to what it reaches.

use super::basis::{Basis, solve_unit_vectors};
use std::borrow::Cow;

use super::{LinearLayout, invalid, log2_of, mask, shifted};
use crate::error::Result;

impl LinearLayout {
    /// `C` with `self(x) = outer(C(x))` for every `x`: where `outer` has
    /// several preimages, the one built from its earliest independent
    /// input bits (the others 0). An input dim whose bases are the same in
    /// both layouts maps to itself.
    ///
    /// Requires: the same output dims and sizes (any order); `outer`
    /// surjective.
    pub fn invert_and_compose(&self, outer: &Self) -> Result<Self> {
        let same_order = self.outs.len() == outer.outs.len()
            && self
                .outs
                .iter()
                .zip(&outer.outs)
                .all(|(a, b)| a.name == b.name);
        let outer = if same_order {
            Cow::Borrowed(outer)
        } else {
            Cow::Owned(outer.transpose_outs(&self.out_dims())?)
        };
        if outer.outs != self.outs {
            return Err(invalid(
                "invert_and_compose needs the same output dims and sizes in both layouts",
            ));
        }
        // Input dims with the same bases in both layouts map to themselves
        // (`same[i]`: where dim i of `self` starts among outer's input
        // bits); the rest is solved over outer's other input bits.
        let mut same: Vec<Option<usize>> = Vec::with_capacity(self.ins.len());
        let mut identity_bits = vec![false; outer.columns.len()];
        let mut start_s = 0;
        for dim in &self.ins {
            let bits = dim.log2 as usize;
            let matched = outer
                .ins
                .iter()
                .position(|e| e.name == dim.name)
                .map(|o| (o, outer.in_offset(o)))
                .filter(|&(o, start_o)| {
                    outer.ins[o].log2 == dim.log2
                        && self.columns[start_s..start_s + bits]
                            == outer.columns[start_o..start_o + bits]
                })
                .map(|(_, start_o)| start_o);
            if let Some(start_o) = matched {
                identity_bits[start_o..start_o + bits].fill(true);
            }
            same.push(matched);
            start_s += bits;
        }
        let mut basis = Basis::default();
        for (j, (&column, &skip)) in outer.columns.iter().zip(&identity_bits).enumerate() {
            if !skip {
                basis.insert(column, 1 << j);
            }
        }
        let out_bits = self.total_out_bits() as usize;
        if basis.len() < out_bits {
            // Outer may still be surjective through the identity dims.
            let mut all = basis.clone();
            for (&column, _) in outer
                .columns
                .iter()
                .zip(&identity_bits)
                .filter(|(_, s)| **s)
            {
                all.insert(column, 0);
            }
            if all.len() < out_bits {
                return Err(invalid(
                    "invert_and_compose needs a surjective outer layout",
                ));
            }
        }
        let mut columns = Vec::with_capacity(self.columns.len());
        let mut j = 0usize;
        for (dim, same_at) in self.ins.iter().zip(&same) {
            for b in 0..dim.log2 as usize {
                let column = match same_at {
                    Some(start) => 1u64 << (start + b),
                    None => {
                        let (rest, combination) = basis.reduce(self.columns[j]);
                        if rest != 0 {
                            return Err(invalid(
                                "invert_and_compose: the layout reaches outputs the outer layout does not",
                            ));
                        }
                        combination
                    }
                };
                columns.push(column);
                j += 1;
            }
        }
        Ok(Self {
            ins: self.ins.clone(),
            outs: outer.ins.clone(),
            columns,
        })
    }

    /// The same layout without the all-zero bases of input `dim` (its size
    /// halves for each one dropped).
    pub fn remove_zero_bases(&self, dim: &str) -> Result<Self> {
        let Ok(index) = Self::find(&self.ins, dim, "input") else {
            return Ok(self.clone());
        };
        let start = self.in_offset(index);
        let end = start + self.ins[index].log2 as usize;
        let kept: Vec<u64> = self.columns[start..end]
            .iter()
            .copied()
            .filter(|&c| c != 0)
            .collect();
        let mut ins = self.ins.clone();
        ins[index].log2 = kept.len() as u32;
        let mut columns = self.columns[..start].to_vec();
        columns.extend(kept);
        columns.extend_from_slice(&self.columns[end..]);
        Ok(Self {
            ins,
            outs: self.outs.clone(),
            columns,
        })
    }

    /// Shrinks output `out` toward `desired` values by zeroing the most
    /// major non-zero bases of input `input` along it and squeezing their
    /// bits out of every other basis (Triton's `shrinkCodomain`): inputs
    /// that differed only there now hold the same element.
    ///
    /// Requires: `desired` a power of two; the bases zeroed are powers of
    /// two along `out`.
    pub fn shrink_codomain(&self, input: &str, out: &str, desired: u64) -> Result<Self> {
        let in_index = Self::find(&self.ins, input, "input")?;
        let out_index = Self::find(&self.outs, out, "output")?;
        let desired_log2 = log2_of(desired, "desired size")?;
        let out_log2 = self.outs[out_index].log2;
        if out_log2 <= desired_log2 {
            return Ok(self.clone());
        }
        let wanted = (out_log2 - desired_log2) as usize;
        let start = self.in_offset(in_index);
        let shift = self.out_offset(out_index);
        let value = |c: u64| (c >> shift) & mask(out_log2);
        let mut zeroed: Vec<u64> = self.columns[start..start + self.ins[in_index].log2 as usize]
            .iter()
            .rev()
            .map(|&c| value(c))
            .filter(|&v| v != 0)
            .take(wanted)
            .collect();
        if zeroed.is_empty() {
            return Ok(self.clone());
        }
        if let Some(v) = zeroed.iter().find(|v| !v.is_power_of_two()) {
            return Err(invalid(format!(
                "cannot shrink {out}: basis value {v} of {input} is not a power of two"
            )));
        }
        zeroed.sort_unstable();
        // Where each bit of `out` goes: removed bits vanish, higher ones
        // move down.
        let mut target: Vec<u64> = (0..out_log2).map(|b| 1u64 << b).collect();
        for v in &zeroed {
            let idx = v.trailing_zeros() as usize;
            for i in (idx + 1..target.len()).rev() {
                target[i] = target[i - 1];
            }
            target[idx] = 0;
        }
        let new_log2 = out_log2 - zeroed.len() as u32;
        let mut outs = self.outs.clone();
        outs[out_index].log2 = new_log2;
        let above = shift + out_log2;
        let columns = self
            .columns
            .iter()
            .map(|&c| {
                let old = value(c);
                let new = (0..out_log2)
                    .filter(|b| old >> b & 1 == 1)
                    .fold(0u64, |acc, b| acc ^ target[b as usize]);
                let low = c & mask(shift);
                let high = if above >= 64 { 0 } else { c >> above };
                let high = if new_log2 + shift >= 64 {
                    0
                } else {
                    high << (shift + new_log2)
                };
                low | shifted(new, shift) | high
            })
            .collect();
        Ok(Self {
            ins: self.ins.clone(),
            outs,
            columns,
        })
    }

    /// `A⁻¹` for an invertible layout.
    pub fn invert(&self) -> Result<Self> {
        let not_invertible = || invalid(format!("the layout is not invertible: {self}"));
        if self.total_in_bits() != self.total_out_bits() {
            return Err(not_invertible());
        }
        if self.names_overlap() {
            if !self.is_surjective() {
                return Err(not_invertible());
            }
            return self.pseudoinvert();
        }
        // Square: solving for every output bit succeeds exactly when the
        // layout is invertible, so no separate rank check is needed.
        let columns =
            solve_unit_vectors(&self.columns, self.total_out_bits()).ok_or_else(not_invertible)?;
        Ok(Self {
            ins: self.outs.clone(),
            outs: self.ins.clone(),
            columns,
        })
    }

    /// Whether an input dim is named like an output dim (such a dim may map
    /// to itself in an inverse).
    fn names_overlap(&self) -> bool {
        self.ins
            .iter()
            .any(|d| self.outs.iter().any(|o| o.name == d.name))
    }

    /// `B` with `self(B(y)) = y` for every output `y`.
    ///
    /// Requires: `self` surjective.
    pub fn pseudoinvert(&self) -> Result<Self> {
        // With no input named like an output, no dim can map to itself:
        // solve for each output bit directly.
        if !self.names_overlap() {
            let columns = solve_unit_vectors(&self.columns, self.total_out_bits())
                .ok_or_else(|| invalid(format!("the layout is not surjective: {self}")))?;
            return Ok(Self {
                ins: self.outs.clone(),
                outs: self.ins.clone(),
                columns,
            });
        }
        let mut identity = Self::empty();
        for dim in &self.outs {
            identity = identity.product(&Self::identity1d(1 << dim.log2, &dim.name, &dim.name)?)?;
        }
        identity.invert_and_compose(self)
    }
}

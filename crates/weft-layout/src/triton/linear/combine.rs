//! Building layouts from layouts: composition, product, reordering and
//! reshaping dims, sublayouts and concatenation.

use super::dims::{names_of, out_offset_in, permutation, reshaped, supremum};
use super::{Dim, LinearLayout, invalid, mask, shared, shifted, total_bits, xor_of_set_bits};
use crate::error::Result;
use crate::triton::encoding::check_order;

impl LinearLayout {
    /// `outer ∘ self`: `x ↦ outer(self(x))`.
    ///
    /// Requires: the outputs of `self` are the inputs of `outer` (any
    /// order), each no larger there.
    pub fn compose(&self, outer: &Self) -> Result<Self> {
        if self.outs.len() != outer.ins.len() {
            return Err(invalid(format!(
                "compose: outputs ({}) are not the outer layout's inputs ({})",
                self.out_dims().join(", "),
                outer.in_dims().join(", ")
            )));
        }
        // Where each of our output bits lands among outer's input bits.
        let mut positions = Vec::new();
        for dim in &self.outs {
            let index = Self::find(&outer.ins, &dim.name, "outer input")?;
            if dim.log2 > outer.ins[index].log2 {
                return Err(invalid(format!(
                    "compose: output {} has size {} but the outer input only {}",
                    dim.name,
                    1u128 << dim.log2,
                    1u128 << outer.ins[index].log2
                )));
            }
            let start = outer.in_offset(index);
            positions.extend((0..dim.log2 as usize).map(|b| start + b));
        }
        // Outer's image of each of our output bits, then one XOR per set bit.
        let images: Vec<u64> = positions.iter().map(|&p| outer.columns[p]).collect();
        let columns = self
            .columns
            .iter()
            .map(|&c| xor_of_set_bits(&images, c))
            .collect();
        Ok(Self {
            ins: self.ins.clone(),
            outs: outer.outs.clone(),
            columns,
        })
    }

    /// The direct sum `self * outer`: `self` acts on the low bits of shared
    /// input dims and gives the low bits of shared output dims, `outer` the
    /// bits above. Dims keep the order of both lists (biased to `self`'s).
    /// Associative, not commutative; [`LinearLayout::empty`] is its unit.
    ///
    /// Requires: dims in both layouts appear in the same relative order.
    pub fn product(&self, outer: &Self) -> Result<Self> {
        let log2 =
            |dims: &[Dim], name: &str| dims.iter().find(|d| &*d.name == name).map_or(0, |d| d.log2);
        let merged = |first: &[Dim], second: &[Dim], what: &str| -> Result<Vec<Dim>> {
            let names = supremum(&names_of(first), &names_of(second), what)?;
            let dims: Vec<Dim> = names
                .iter()
                .map(|&name| {
                    let shared_name = first
                        .iter()
                        .chain(second)
                        .find(|d| &*d.name == name)
                        .map_or_else(|| shared(name), |d| d.name.clone());
                    Dim {
                        name: shared_name,
                        log2: log2(first, name) + log2(second, name),
                    }
                })
                .collect();
            total_bits(&dims, what)?;
            Ok(dims)
        };
        let outs = merged(&self.outs, &outer.outs, "output")?;
        let ins = merged(&self.ins, &outer.ins, "input")?;
        // Where each output dim of a part lands in the result: `self`'s at
        // the bottom of the result's dim, `outer`'s above `self`'s bits.
        let moves = |part: &Self, above_self: bool| -> Vec<BitMove> {
            let mut from = 0;
            part.outs
                .iter()
                .map(|dim| {
                    let index = outs.iter().position(|d| d.name == dim.name).unwrap_or(0);
                    let lift = if above_self {
                        log2(&self.outs, &dim.name)
                    } else {
                        0
                    };
                    let step = BitMove {
                        from,
                        width: dim.log2,
                        to: out_offset_in(&outs, index) + lift,
                    };
                    from += dim.log2;
                    step
                })
                .collect()
        };
        let (inner_moves, outer_moves) = (moves(self, false), moves(outer, true));
        let mut columns = Vec::with_capacity(self.columns.len() + outer.columns.len());
        for dim in &ins {
            for (part, part_moves) in [(self, &inner_moves), (outer, &outer_moves)] {
                if let Some(index) = part.ins.iter().position(|d| d.name == dim.name) {
                    let start = part.in_offset(index);
                    let end = start + part.ins[index].log2 as usize;
                    columns.extend(
                        part.columns[start..end]
                            .iter()
                            .map(|&c| BitMove::apply_all(part_moves, c)),
                    );
                }
            }
        }
        Ok(Self { ins, outs, columns })
    }

    /// The same map with inputs listed in `order` (a permutation).
    pub fn transpose_ins(&self, order: &[&str]) -> Result<Self> {
        let indices = permutation(&self.ins, order, "input")?;
        let mut columns = Vec::with_capacity(self.columns.len());
        for &i in &indices {
            let start = self.in_offset(i);
            columns.extend_from_slice(&self.columns[start..start + self.ins[i].log2 as usize]);
        }
        Ok(Self {
            ins: indices.iter().map(|&i| self.ins[i].clone()).collect(),
            outs: self.outs.clone(),
            columns,
        })
    }

    /// The same map with outputs listed in `order` (a permutation).
    pub fn transpose_outs(&self, order: &[&str]) -> Result<Self> {
        let indices = permutation(&self.outs, order, "output")?;
        let outs: Vec<Dim> = indices.iter().map(|&i| self.outs[i].clone()).collect();
        let columns = self
            .columns
            .iter()
            .map(|&c| {
                let values = self.unpack(c);
                let mut shift = 0;
                indices.iter().fold(0u64, |acc, &i| {
                    let placed = acc | shifted(values[i], shift);
                    shift += self.outs[i].log2;
                    placed
                })
            })
            .collect();
        Ok(Self {
            ins: self.ins.clone(),
            outs,
            columns,
        })
    }

    /// The map whose output `d` is this one's output `order[d]`, under
    /// this one's name for output `d` (Triton's `transposeLinearLayout`):
    /// with outputs `dim0, dim1`, order `[1, 0]` swaps what the two mean
    /// while their names stay in place.
    ///
    /// Requires: `order` a permutation of the outputs' positions.
    pub fn permute_outs(&self, order: &[usize]) -> Result<Self> {
        check_order(order)?;
        if order.len() != self.outs.len() {
            return Err(invalid(format!(
                "{order:?} is not a permutation of the {} output dims",
                self.outs.len()
            )));
        }
        let names: Vec<&str> = order.iter().map(|&d| &*self.outs[d].name).collect();
        let mut transposed = self.transpose_outs(&names)?;
        for (dim, own) in transposed.outs.iter_mut().zip(&self.outs) {
            dim.name = own.name.clone();
        }
        Ok(transposed)
    }

    /// The same map with the flattened inputs cut into `dims` (name, size).
    ///
    /// Requires: sizes powers of two whose product is the total input size.
    pub fn reshape_ins(&self, dims: &[(&str, u64)]) -> Result<Self> {
        let ins = reshaped(dims, self.total_in_bits(), "input")?;
        Ok(Self {
            ins,
            outs: self.outs.clone(),
            columns: self.columns.clone(),
        })
    }

    /// The same map with the flattened outputs cut into `dims`.
    pub fn reshape_outs(&self, dims: &[(&str, u64)]) -> Result<Self> {
        let outs = reshaped(dims, self.total_out_bits(), "output")?;
        Ok(Self {
            ins: self.ins.clone(),
            outs,
            columns: self.columns.clone(),
        })
    }

    /// Only the named inputs (others held at 0) and outputs; orders and
    /// output sizes as in `self`.
    pub fn sublayout(&self, ins: &[&str], outs: &[&str]) -> Result<Self> {
        for name in ins {
            Self::find(&self.ins, name, "input")?;
        }
        for name in outs {
            Self::find(&self.outs, name, "output")?;
        }
        let kept_outs: Vec<usize> = (0..self.outs.len())
            .filter(|&i| outs.contains(&&*self.outs[i].name))
            .collect();
        let mut columns = Vec::new();
        let mut kept_ins = Vec::new();
        for (i, dim) in self.ins.iter().enumerate() {
            if !ins.contains(&&*dim.name) {
                continue;
            }
            kept_ins.push(dim.clone());
            let start = self.in_offset(i);
            for &c in &self.columns[start..start + dim.log2 as usize] {
                let values = self.unpack(c);
                let mut shift = 0;
                columns.push(kept_outs.iter().fold(0u64, |acc, &o| {
                    let placed = acc | shifted(values[o], shift);
                    shift += self.outs[o].log2;
                    placed
                }));
            }
        }
        Ok(Self {
            ins: kept_ins,
            outs: kept_outs.iter().map(|&o| self.outs[o].clone()).collect(),
            columns,
        })
    }

    /// The layout on the first `2^log2` values of input `name` only (its
    /// first `log2` bases; Triton's `resizeInDim` to a smaller size).
    pub fn truncate_in_dim(&self, name: &str, log2: u32) -> Result<Self> {
        let index = Self::find(&self.ins, name, "input")?;
        let dim = &self.ins[index];
        if log2 > dim.log2 {
            return Err(invalid(format!(
                "truncate_in_dim: input {name} has {} bits, fewer than {log2}",
                dim.log2
            )));
        }
        let start = self.in_offset(index);
        let mut columns = self.columns.clone();
        columns.drain(start + log2 as usize..start + dim.log2 as usize);
        let mut ins = self.ins.clone();
        ins[index].log2 = log2;
        Ok(Self {
            ins,
            outs: self.outs.clone(),
            columns,
        })
    }

    /// Whether the sublayout on these dims maps everything to 0.
    pub fn sublayout_is_zero(&self, ins: &[&str], outs: &[&str]) -> Result<bool> {
        Ok(self.sublayout(ins, outs)?.columns.iter().all(|&c| c == 0))
    }

    /// `self` then `other`'s inputs: same outputs, disjoint inputs.
    pub fn concat_ins(&self, other: &Self) -> Result<Self> {
        let ins = joined(
            [&self.outs, &other.outs],
            [&self.ins, &other.ins],
            "concat_ins",
            ["output", "input"],
        )?;
        let mut columns = self.columns.clone();
        columns.extend_from_slice(&other.columns);
        Ok(Self {
            ins,
            outs: self.outs.clone(),
            columns,
        })
    }

    /// `self`'s outputs then `other`'s: same inputs, disjoint outputs.
    pub fn concat_outs(&self, other: &Self) -> Result<Self> {
        let outs = joined(
            [&self.ins, &other.ins],
            [&self.outs, &other.outs],
            "concat_outs",
            ["input", "output"],
        )?;
        let shift = total_bits(&self.outs, "output")?;
        let columns = self
            .columns
            .iter()
            .zip(&other.columns)
            .map(|(&a, &b)| if b == 0 { a } else { a | b << shift })
            .collect();
        Ok(Self {
            ins: self.ins.clone(),
            outs,
            columns,
        })
    }
}

/// The dims `operation` gives the side it joins: both `joining` lists one
/// after the other, which may share no name, where the other side
/// (`kept`) is the same in both layouts.
fn joined(
    kept: [&[Dim]; 2],
    joining: [&[Dim]; 2],
    operation: &str,
    [kept_what, what]: [&str; 2],
) -> Result<Vec<Dim>> {
    if kept[0] != kept[1] {
        return Err(invalid(format!(
            "{operation} needs the same {kept_what} dims and sizes"
        )));
    }
    let [mine, theirs] = joining;
    if theirs.iter().any(|d| mine.iter().any(|e| e.name == d.name)) {
        return Err(invalid(format!("{operation} needs disjoint {what} dims")));
    }
    let dims: Vec<Dim> = mine.iter().chain(theirs).cloned().collect();
    total_bits(&dims, what)?;
    Ok(dims)
}

/// Moves a `width`-bit field of a column from bit `from` to bit `to`: how
/// [`LinearLayout::product`] places each output dim of a part.
#[derive(Clone, Copy)]
struct BitMove {
    from: u32,
    width: u32,
    to: u32,
}

impl BitMove {
    /// `column` with every field moved.
    fn apply_all(moves: &[BitMove], column: u64) -> u64 {
        moves.iter().filter(|m| m.width > 0).fold(0, |placed, m| {
            placed | ((column >> m.from) & mask(m.width)) << m.to
        })
    }
}

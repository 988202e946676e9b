//! Linear layouts: linear maps over GF(2) between named, power-of-two sized
//! dimensions.
//!
//! A layout maps input dims (Triton: `register`, `lane`, `warp`, `block`)
//! to output dims (`dim0`, `dim1`, …). Each input dim of size `2^k` has `k`
//! *bases*, one output vector per bit, and
//!
//! ```text
//! L(x) = ⊕ bases[in][i]   over every input dim `in` and set bit `i` of x[in]
//! ```
//!
//! Worked by hand: with `register = [[0, 1], [0, 2]]` and `lane = [[1, 0]]`
//! over outputs `(dim0, dim1)`, register 3 on lane 1 is `(0,1) ⊕ (0,2) ⊕
//! (1,0) = (1, 3)`.
//!
//! Inputs and outputs are ordered minor to major: flattening concatenates
//! their bits in that order. Internally a layout is a bit matrix with one
//! column (a `u64` of output bits) per input bit, so every operation is a
//! handful of word operations; at most 64 input and 64 output bits in all.
//!
//! Every constructor and operation checks its requirements and returns a
//! [`LayoutError`] naming the broken one; nothing panics.

use std::borrow::Cow;
use std::fmt;
use std::sync::Arc;

use crate::error::{LayoutError, Result};

/// The most input (or output) bits a layout may have in all.
pub const MAX_BITS: u32 = 64;

/// A named dimension of size `2^log2`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct Dim {
    /// Shared, so that cloning a layout copies no strings.
    name: Arc<str>,
    log2: u32,
}

/// A linear layout; see the module documentation.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct LinearLayout {
    ins: Vec<Dim>,
    outs: Vec<Dim>,
    /// One per input bit, inputs in order, bits minor first: the output
    /// bits it sets, outputs in order, each `log2` bits wide.
    columns: Vec<u64>,
}

/// A dim name, shared by every layout that has the dim.
fn shared(name: &str) -> Arc<str> {
    Arc::from(name)
}

fn invalid(message: impl Into<String>) -> LayoutError {
    LayoutError::invalid(message)
}

/// `log2(size)` if `size` is a power of two.
fn log2_of(size: u64, what: &str) -> Result<u32> {
    if size.is_power_of_two() {
        Ok(size.trailing_zeros())
    } else {
        Err(invalid(format!(
            "{what} must be a power of two, got {size}"
        )))
    }
}

fn mask(bits: u32) -> u64 {
    if bits >= 64 {
        u64::MAX
    } else {
        (1u64 << bits) - 1
    }
}

fn check_unique(dims: &[Dim], what: &str) -> Result<()> {
    for (i, dim) in dims.iter().enumerate() {
        if dims[..i].iter().any(|d| d.name == dim.name) {
            return Err(invalid(format!("{what} dim {} appears twice", dim.name)));
        }
    }
    Ok(())
}

fn total_bits(dims: &[Dim], what: &str) -> Result<u32> {
    let total: u32 = dims.iter().map(|d| d.log2).sum();
    if total > MAX_BITS {
        return Err(invalid(format!(
            "{what} dims have {total} bits in all, more than {MAX_BITS}"
        )));
    }
    Ok(total)
}

impl LinearLayout {
    /// A layout from its bases and explicit output sizes.
    ///
    /// Requires: input and output names unique; every output size a power
    /// of two; every basis one value per output dim, each below that dim's
    /// size; at most 64 input and 64 output bits; surjective when
    /// `require_surjective`.
    pub fn try_new(
        bases: &[(&str, Vec<Vec<u64>>)],
        outs: &[(&str, u64)],
        require_surjective: bool,
    ) -> Result<Self> {
        let outs = dims_of(outs, "output")?;
        total_bits(&outs, "output")?;
        let mut ins = Vec::new();
        let mut columns = Vec::new();
        for (name, dim_bases) in bases {
            let log2 = u32::try_from(dim_bases.len()).unwrap_or(u32::MAX);
            ins.push(Dim {
                name: shared(name),
                log2,
            });
            total_bits(&ins, "input")?;
            for (i, basis) in dim_bases.iter().enumerate() {
                let column = pack(&outs, basis, "output")
                    .map_err(|e| invalid(format!("basis {i} of {name}: {e}")))?;
                columns.push(column);
            }
        }
        check_unique(&ins, "input")?;
        let layout = Self { ins, outs, columns };
        if require_surjective && !layout.is_surjective() {
            return Err(invalid(format!("the layout is not surjective: {layout}")));
        }
        Ok(layout)
    }

    /// A surjective layout from its bases, each output's size the next
    /// power of two above its largest basis value.
    pub fn from_bases(bases: &[(&str, Vec<Vec<u64>>)], out_names: &[&str]) -> Result<Self> {
        let mut sizes = vec![1u64; out_names.len()];
        for (name, dim_bases) in bases {
            for (i, basis) in dim_bases.iter().enumerate() {
                if basis.len() != out_names.len() {
                    return Err(invalid(format!(
                        "basis {i} of {name} has {} values for {} output dims",
                        basis.len(),
                        out_names.len()
                    )));
                }
                for (size, &value) in sizes.iter_mut().zip(basis) {
                    let above = value
                        .checked_add(1)
                        .and_then(u64::checked_next_power_of_two)
                        .ok_or_else(|| invalid(format!("basis value {value} is too large")))?;
                    *size = (*size).max(above);
                }
            }
        }
        let outs: Vec<(&str, u64)> = out_names.iter().copied().zip(sizes).collect();
        Self::try_new(bases, &outs, true)
    }

    /// The layout with no dims: the identity of [`LinearLayout::product`].
    pub fn empty() -> Self {
        Self {
            ins: Vec::new(),
            outs: Vec::new(),
            columns: Vec::new(),
        }
    }

    /// `L(x) = x` from `input` to `output`, both of `size`.
    pub fn identity1d(size: u64, input: &str, output: &str) -> Result<Self> {
        Self::strided1d(size, 1, input, output)
    }

    /// `L(x) = 0` from `input` of `size` to `output` of `out_size`.
    pub fn zeros1d(size: u64, input: &str, output: &str, out_size: u64) -> Result<Self> {
        let log2 = log2_of(size, "size")?;
        Self::try_new(
            &[(input, vec![vec![0]; log2 as usize])],
            &[(output, out_size)],
            false,
        )
    }

    /// `L(x) = x * stride` from `input` of `size` to `output` of
    /// `size * stride`.
    pub fn strided1d(size: u64, stride: u64, input: &str, output: &str) -> Result<Self> {
        let log2 = log2_of(size, "size")?;
        log2_of(stride, "stride")?;
        let out_size = size
            .checked_mul(stride)
            .ok_or_else(|| invalid("size * stride overflows"))?;
        let bases = (0..log2).map(|i| vec![stride << i]).collect();
        Self::try_new(&[(input, bases)], &[(output, out_size)], false)
    }

    // ----- shape -------------------------------------------------------

    /// Input dim names, minor to major.
    pub fn in_dims(&self) -> Vec<&str> {
        self.ins.iter().map(|d| &*d.name).collect()
    }

    /// Output dim names, minor to major.
    pub fn out_dims(&self) -> Vec<&str> {
        self.outs.iter().map(|d| &*d.name).collect()
    }

    fn find(dims: &[Dim], name: &str, what: &str) -> Result<usize> {
        dims.iter()
            .position(|d| &*d.name == name)
            .ok_or_else(|| invalid(format!("no {what} dim named {name}")))
    }

    /// `log2` of the size of input dim `name`.
    pub fn in_dim_log2(&self, name: &str) -> Result<u32> {
        Ok(self.ins[Self::find(&self.ins, name, "input")?].log2)
    }

    /// `log2` of the size of output dim `name`.
    pub fn out_dim_log2(&self, name: &str) -> Result<u32> {
        Ok(self.outs[Self::find(&self.outs, name, "output")?].log2)
    }

    /// Input bits in all.
    pub fn total_in_bits(&self) -> u32 {
        self.ins.iter().map(|d| d.log2).sum()
    }

    /// Output bits in all.
    pub fn total_out_bits(&self) -> u32 {
        self.outs.iter().map(|d| d.log2).sum()
    }

    fn in_offset(&self, index: usize) -> usize {
        self.ins[..index].iter().map(|d| d.log2 as usize).sum()
    }

    fn out_offset(&self, index: usize) -> u32 {
        out_offset_in(&self.outs, index)
    }

    /// The bases of input dim `name`: one output vector per bit.
    pub fn bases(&self, name: &str) -> Result<Vec<Vec<u64>>> {
        let index = Self::find(&self.ins, name, "input")?;
        let start = self.in_offset(index);
        let end = start + self.ins[index].log2 as usize;
        Ok(self.columns[start..end]
            .iter()
            .map(|&c| self.unpack(c))
            .collect())
    }

    fn unpack(&self, column: u64) -> Vec<u64> {
        let mut shift = 0;
        self.outs
            .iter()
            .map(|d| {
                let value = if d.log2 == 0 {
                    0
                } else {
                    (column >> shift) & mask(d.log2)
                };
                shift += d.log2;
                value
            })
            .collect()
    }

    // ----- evaluation --------------------------------------------------

    /// `L(x)`, with one value per input dim (in any order).
    ///
    /// Requires: every input dim named once, each value below its size.
    pub fn apply(&self, ins: &[(&str, u64)]) -> Result<Vec<(String, u64)>> {
        if ins.len() != self.ins.len() {
            return Err(invalid(format!(
                "apply needs a value for each of {} input dims, got {}",
                self.ins.len(),
                ins.len()
            )));
        }
        let mut bits = 0u64;
        for &(name, value) in ins {
            let index = Self::find(&self.ins, name, "input")?;
            let dim = &self.ins[index];
            if value > mask(dim.log2) {
                return Err(invalid(format!(
                    "value {value} is outside input dim {name} of size {}",
                    1u128 << dim.log2
                )));
            }
            if dim.log2 > 0 {
                bits |= value << self.in_offset(index);
            }
        }
        let result = self.apply_bits(bits);
        Ok(self
            .outs
            .iter()
            .map(|d| d.name.to_string())
            .zip(self.unpack(result))
            .collect())
    }

    /// The flattened image of the flattened input `bits`.
    fn apply_bits(&self, bits: u64) -> u64 {
        xor_of_set_bits(&self.columns, bits)
    }

    /// `L` on the flattened input `bits`: the flattened output.
    pub fn apply_flat(&self, bits: u64) -> u64 {
        self.apply_bits(bits)
    }

    /// Flattened input bits of one value per input dim, in order.
    pub fn pack_inputs(&self, values: &[u64]) -> Result<u64> {
        pack(&self.ins, values, "input")
    }

    /// One value per input dim of flattened input `bits`.
    pub fn unpack_inputs(&self, bits: u64) -> Vec<u64> {
        unpack_dims(&self.ins, bits)
    }

    /// Flattened output bits of one value per output dim, in order.
    pub fn pack_outputs(&self, values: &[u64]) -> Result<u64> {
        pack(&self.outs, values, "output")
    }

    /// One value per output dim of flattened output `bits`.
    pub fn unpack_outputs(&self, bits: u64) -> Vec<u64> {
        unpack_dims(&self.outs, bits)
    }

    /// The smallest-index solution `x` (flattened) of `L(x) = out`, built
    /// from the earliest independent input bits, if `out` is reached.
    pub fn preimage_flat(&self, out: u64) -> Option<u64> {
        let mut basis = Basis::default();
        for (j, &column) in self.columns.iter().enumerate() {
            basis.insert(column, 1 << j);
        }
        let (rest, combination) = basis.reduce(out);
        (rest == 0).then_some(combination)
    }

    /// A basis of the kernel: flattened inputs that map to 0. Every output
    /// reached has `2^kernel.len()` preimages, `x ⊕ span(kernel)`.
    pub fn kernel_flat(&self) -> Vec<u64> {
        let mut basis = Basis::default();
        let mut kernel = Vec::new();
        for (j, &column) in self.columns.iter().enumerate() {
            if !basis.insert(column, 1 << j) {
                let (_, combination) = basis.reduce(column);
                kernel.push(combination | 1 << j);
            }
        }
        kernel
    }

    // ----- properties --------------------------------------------------

    /// The rank of the bit matrix.
    fn rank(&self) -> u32 {
        Basis::of(&self.columns).len() as u32
    }

    /// Every output is reached.
    pub fn is_surjective(&self) -> bool {
        self.rank() == self.total_out_bits()
    }

    /// No two inputs give the same output.
    pub fn is_injective(&self) -> bool {
        self.rank() == self.total_in_bits()
    }

    /// Surjective, with as many inputs as outputs.
    pub fn is_invertible(&self) -> bool {
        self.is_surjective() && self.total_in_bits() == self.total_out_bits()
    }

    /// Per input dim, the bits that can change without changing the output:
    /// bit `c` of the flattened input is free when its column is a sum of
    /// the columns before it.
    pub fn free_variable_masks(&self) -> Vec<(String, u64)> {
        let mut basis = Basis::default();
        let mut free = 0u64;
        for (j, &column) in self.columns.iter().enumerate() {
            if !basis.insert(column, 1 << j) {
                free |= 1 << j;
            }
        }
        let mut offset = 0;
        self.ins
            .iter()
            .map(|d| {
                let bits = (free >> offset) & mask(d.log2);
                offset += d.log2;
                (d.name.to_string(), if d.log2 == 0 { 0 } else { bits })
            })
            .collect()
    }

    /// The largest `V` such that `V` consecutive values of the first input
    /// dim give `V` consecutive values of the first output dim:
    /// `L(a*V + v, b, …) = L(a*V, b, …) + (v, 0, …)` for all `v < V`.
    pub fn num_consecutive_in_out(&self) -> u64 {
        let (Some(first_in), Some(first_out)) = (self.ins.first(), self.outs.first()) else {
            return 1;
        };
        let mut k = 0u32;
        while k < first_in.log2 && k < first_out.log2 && self.columns[k as usize] == 1 << k {
            k += 1;
        }
        // No other input bit may touch the low k bits of the first output.
        while k > 0 && self.columns[k as usize..].iter().any(|&c| c & mask(k) != 0) {
            k -= 1;
        }
        1 << k
    }

    // ----- algebra -----------------------------------------------------

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
                    let placed = acc | values[i] << shift;
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
                    let placed = acc | values[o] << shift;
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

    /// Whether the sublayout on these dims maps everything to 0.
    pub fn sublayout_is_zero(&self, ins: &[&str], outs: &[&str]) -> Result<bool> {
        Ok(self.sublayout(ins, outs)?.columns.iter().all(|&c| c == 0))
    }

    /// `self` then `other`'s inputs: same outputs, disjoint inputs.
    pub fn concat_ins(&self, other: &Self) -> Result<Self> {
        if self.outs != other.outs {
            return Err(invalid("concat_ins needs the same output dims and sizes"));
        }
        if other
            .ins
            .iter()
            .any(|d| self.ins.iter().any(|e| e.name == d.name))
        {
            return Err(invalid("concat_ins needs disjoint input dims"));
        }
        let mut ins = self.ins.clone();
        ins.extend(other.ins.iter().cloned());
        total_bits(&ins, "input")?;
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
        if self.ins != other.ins {
            return Err(invalid("concat_outs needs the same input dims and sizes"));
        }
        if other
            .outs
            .iter()
            .any(|d| self.outs.iter().any(|e| e.name == d.name))
        {
            return Err(invalid("concat_outs needs disjoint output dims"));
        }
        let mut outs = self.outs.clone();
        outs.extend(other.outs.iter().cloned());
        let shift = total_bits(&self.outs, "output")?;
        total_bits(&outs, "output")?;
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
                low | new << shift | high
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
    let c_ins: Vec<Dim> = a
        .ins
        .iter()
        .map(|d| Dim {
            name: d.name.clone(),
            log2: d.log2 - b_log2(&b.ins, &d.name),
        })
        .collect();
    let c_outs: Vec<Dim> = a
        .outs
        .iter()
        .map(|d| Dim {
            name: d.name.clone(),
            log2: d.log2 - b_log2(&b.outs, &d.name),
        })
        .collect();
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
                packed |= v << shift;
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

/// For each output bit `j < out_bits`, the combination of `columns` (bit
/// `i` = column `i`) whose sum is exactly bit `j`, built from the earliest
/// independent columns; `None` if some output bit is not reached.
fn solve_unit_vectors(columns: &[u64], out_bits: u32) -> Option<Vec<u64>> {
    let mut basis = Basis::default();
    for (j, &column) in columns.iter().enumerate() {
        basis.insert(column, 1 << j);
    }
    (0..out_bits)
        .map(|j| match basis.reduce(1 << j) {
            (0, combination) => Some(combination),
            _ => None,
        })
        .collect()
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

/// The names of `dims`, in order.
fn names_of(dims: &[Dim]) -> Vec<&str> {
    dims.iter().map(|d| &*d.name).collect()
}

/// Where output dim `index` of `dims` starts among the flattened bits.
fn out_offset_in(dims: &[Dim], index: usize) -> u32 {
    dims[..index].iter().map(|d| d.log2).sum()
}

/// An echelon basis of bit vectors, each with the combination of inputs
/// that makes it: at most one row per leading bit, so reducing a vector
/// costs one XOR per leading bit it meets.
#[derive(Clone)]
struct Basis {
    /// Row `i` (when present): a vector whose highest bit is `i`, and its
    /// combination.
    rows: [(u64, u64); 64],
    present: u64,
}

impl Default for Basis {
    fn default() -> Self {
        Self {
            rows: [(0, 0); 64],
            present: 0,
        }
    }
}

impl Basis {
    fn of(columns: &[u64]) -> Self {
        let mut basis = Self::default();
        for &c in columns {
            basis.insert(c, 0);
        }
        basis
    }

    fn len(&self) -> usize {
        self.present.count_ones() as usize
    }

    /// `vector` reduced by the basis, and the combination that reduction
    /// used. The rest is 0 exactly when `vector` is in the span.
    fn reduce(&self, mut vector: u64) -> (u64, u64) {
        let mut combination = 0;
        while vector != 0 {
            let lead = 63 - vector.leading_zeros();
            if self.present >> lead & 1 == 0 {
                break;
            }
            let (row, made_of) = self.rows[lead as usize];
            vector ^= row;
            combination ^= made_of;
        }
        (vector, combination)
    }

    /// Adds `vector` (made of `made_of`) if it is independent; returns
    /// whether it was.
    fn insert(&mut self, vector: u64, made_of: u64) -> bool {
        let (rest, combination) = self.reduce(vector);
        if rest == 0 {
            return false;
        }
        let lead = 63 - rest.leading_zeros();
        self.rows[lead as usize] = (rest, combination ^ made_of);
        self.present |= 1 << lead;
        true
    }
}

/// `⊕ columns[j]` over the set bits `j` of `bits`.
fn xor_of_set_bits(columns: &[u64], mut bits: u64) -> u64 {
    let mut result = 0;
    while bits != 0 {
        let j = bits.trailing_zeros() as usize;
        if let Some(column) = columns.get(j) {
            result ^= column;
        }
        bits &= bits - 1;
    }
    result
}

fn pack(dims: &[Dim], values: &[u64], what: &str) -> Result<u64> {
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

fn unpack_dims(dims: &[Dim], bits: u64) -> Vec<u64> {
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
fn supremum<'a>(first: &[&'a str], second: &[&'a str], what: &str) -> Result<Vec<&'a str>> {
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

fn permutation(dims: &[Dim], order: &[&str], what: &str) -> Result<Vec<usize>> {
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
fn dims_of(dims: &[(&str, u64)], what: &str) -> Result<Vec<Dim>> {
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

fn reshaped(dims: &[(&str, u64)], total: u32, what: &str) -> Result<Vec<Dim>> {
    let dims = dims_of(dims, what)?;
    let bits: u32 = dims.iter().map(|d| d.log2).sum();
    if bits != total {
        return Err(invalid(format!(
            "reshape to {bits} {what} bits, but the layout has {total}"
        )));
    }
    Ok(dims)
}

impl fmt::Display for LinearLayout {
    /// `{register = [[0, 1], [0, 2]], lane = [[1, 0]]} -> (dim0: 2, dim1: 4)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("{")?;
        for (i, dim) in self.ins.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            let start = self.in_offset(i);
            let bases: Vec<String> = self.columns[start..start + dim.log2 as usize]
                .iter()
                .map(|&c| {
                    let values: Vec<String> = self.unpack(c).iter().map(u64::to_string).collect();
                    format!("[{}]", values.join(", "))
                })
                .collect();
            write!(f, "{} = [{}]", dim.name, bases.join(", "))?;
        }
        f.write_str("} -> (")?;
        for (i, dim) in self.outs.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            write!(f, "{}: {}", dim.name, 1u128 << dim.log2)?;
        }
        f.write_str(")")
    }
}

impl fmt::Debug for LinearLayout {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

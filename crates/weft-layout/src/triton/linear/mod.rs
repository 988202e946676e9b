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

use std::fmt;
use std::sync::Arc;

use crate::error::{LayoutError, Result};

mod basis;
mod combine;
mod dims;
mod divide;
mod inverse;

use basis::{Basis, xor_of_set_bits};
use dims::{dims_of, out_offset_in, pack, unpack_dims};
pub use divide::{divide_left, divide_right};

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

/// `value << shift`, and 0 from bit 64 on: packed outputs put a dim of
/// size 1 (whose value is 0) at bit 64 when the dims before it fill all 64.
fn shifted(value: u64, shift: u32) -> u64 {
    value.checked_shl(shift).unwrap_or(0)
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

    /// Output dims with their sizes, minor to major: what
    /// [`LinearLayout::try_new`] takes to rebuild a layout over them.
    pub fn out_sizes(&self) -> Vec<(&str, u64)> {
        self.outs
            .iter()
            .map(|d| (&*d.name, 1u64 << d.log2))
            .collect()
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
        unpack_dims(&self.outs, column)
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

//! A Triton encoding applied to a tensor: the common model for `#ttg.*`.
//!
//! Slots are hardware locations `(block, warp, lane) ++ (register)`; the
//! linear layout maps each slot to the element it holds, so no slot is
//! padding and an element lives in `2^k` slots, `k` the dimension of the
//! layout's kernel (broadcast bits). Storage is a register file, one memref
//! dim per CTA, warp, lane, then registers.

use std::any::Any;

use crate::error::{LayoutError, Result};
use crate::model::{
    Axis, IndexExpr, IndexSet, IrFacts, Layout, PhysicalSpace, RegisterFile, SlotIndex, Storage,
    check_in_bounds,
};

use super::encoding::{BLOCK, Encoding, LANE, REGISTER, WARP};
use super::linear::LinearLayout;

/// The hardware dims as slots order them: workers outermost first, then
/// registers.
const SLOT_DIMS: [&str; 4] = [BLOCK, WARP, LANE, REGISTER];

/// A `tensor<shape x element, #ttg.…>`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TritonLayout {
    shape: Vec<i64>,
    encoding: Encoding,
    linear: LinearLayout,
    space: PhysicalSpace,
    /// Per slot dim (SLOT_DIMS order), its index among the layout's inputs.
    input_of_slot: Vec<usize>,
    kernel: Vec<u64>,
}

impl TritonLayout {
    /// The layout of a tensor of `shape` (any element type) under
    /// `encoding`.
    ///
    /// Requires: the encoding's rank is the tensor's, every size a power of
    /// two (see [`Encoding::to_linear`]).
    pub fn try_new(shape: &[i64], encoding: Encoding) -> Result<Self> {
        let linear = encoding.to_linear(shape)?;
        if !linear.is_surjective() {
            return Err(LayoutError::invalid(format!(
                "the layout does not reach every element of the tensor: {linear}"
            )));
        }
        let ins = linear.in_dims();
        let mut input_of_slot = Vec::new();
        let mut axes = Vec::new();
        for name in SLOT_DIMS {
            let index = ins.iter().position(|d| *d == name).ok_or_else(|| {
                LayoutError::invalid(format!("a distributed layout needs input dim {name}"))
            })?;
            input_of_slot.push(index);
            let log2 = linear.in_dim_log2(name)?;
            let size = 1i64
                .checked_shl(log2)
                .filter(|&size| size > 0)
                .ok_or_else(|| {
                    LayoutError::invalid(format!(
                        "the layout has 2^{log2} {name}s, more than a slot index holds"
                    ))
                })?;
            axes.push(Axis::new(name, size));
        }
        let register = axes.pop().unwrap_or_else(|| Axis::new(REGISTER, 1));
        let space = PhysicalSpace::try_new(axes, vec![register])?;
        let kernel = linear.kernel_flat();
        Ok(Self {
            shape: shape.to_vec(),
            encoding,
            linear,
            space,
            input_of_slot,
            kernel,
        })
    }

    /// The encoding (the attribute's parameters).
    pub fn encoding(&self) -> &Encoding {
        &self.encoding
    }

    /// The linear layout for this tensor.
    pub fn linear(&self) -> &LinearLayout {
        &self.linear
    }

    fn slot_to_inputs(&self, slot: &[i64]) -> Vec<u64> {
        let mut values = vec![0u64; SLOT_DIMS.len()];
        for (coordinate, &input) in slot.iter().zip(&self.input_of_slot) {
            values[input] = *coordinate as u64;
        }
        values
    }

    fn inputs_to_slot(&self, values: &[u64]) -> Vec<i64> {
        self.input_of_slot
            .iter()
            .map(|&i| values[i] as i64)
            .collect()
    }
}

impl Layout for TritonLayout {
    fn family(&self) -> &'static str {
        super::syntax::FAMILY_NAME
    }

    fn tensor_shape(&self) -> &[i64] {
        &self.shape
    }

    fn physical_space(&self) -> &PhysicalSpace {
        &self.space
    }

    fn slots_of(&self, logical: &[i64]) -> Result<IndexSet<'_>> {
        check_in_bounds(logical, &self.shape)?;
        let values: Vec<u64> = logical.iter().map(|&x| x as u64).collect();
        let out = self.linear.pack_outputs(&values)?;
        let first = self
            .linear
            .preimage_flat(out)
            .ok_or_else(|| LayoutError::invalid(format!("no slot holds element {logical:?}")))?;
        let kernel = self.kernel.clone();
        let count = 1u128 << kernel.len();
        let members = (0u64..)
            .take_while(move |&k| (k as u128) < count)
            .map(move |k| {
                let bits = kernel
                    .iter()
                    .enumerate()
                    .filter(|(i, _)| k >> i & 1 == 1)
                    .fold(first, |acc, (_, &v)| acc ^ v);
                self.inputs_to_slot(&self.linear.unpack_inputs(bits))
            });
        Ok(IndexSet::from_iter(count, members))
    }

    /// The preimage `slots_of` picks is linear over GF(2) in the element's
    /// bits, and the copies add the kernel: each slot coordinate is the XOR
    /// of one constant per set bit of the element's coordinates and of the
    /// copy number.
    fn slot_index(&self) -> Result<SlotIndex> {
        let slots = SLOT_DIMS.len();
        let mut coordinates = vec![IndexExpr::Const(0); slots];
        let mut add_bit = |bit: IndexExpr, flat: u64| {
            let inputs = self.linear.unpack_inputs(flat);
            for (coordinate, &input) in coordinates.iter_mut().zip(&self.input_of_slot) {
                let value = inputs[input] as i64;
                *coordinate = std::mem::replace(coordinate, IndexExpr::Const(0))
                    .xor(bit.clone().times(value));
            }
        };
        for (dim, &size) in self.shape.iter().enumerate() {
            for bit in 0..(size as u64).trailing_zeros() {
                let mut values = vec![0u64; self.shape.len()];
                values[dim] = 1 << bit;
                let out = self.linear.pack_outputs(&values)?;
                let preimage = self.linear.preimage_flat(out).ok_or_else(|| {
                    LayoutError::invalid(format!("no slot holds bit {bit} of dim {dim}"))
                })?;
                add_bit(IndexExpr::var(dim).bit(bit), preimage);
            }
        }
        let copy = IndexExpr::var(self.shape.len());
        for (bit, &kernel) in self.kernel.iter().enumerate() {
            add_bit(copy.clone().bit(bit as u32), kernel);
        }
        let copies = u32::try_from(self.kernel.len())
            .ok()
            .and_then(|bits| 1i64.checked_shl(bits))
            .filter(|&copies| copies > 0)
            .ok_or_else(|| {
                LayoutError::invalid(format!(
                    "each element has 2^{} copies, more than an index holds",
                    self.kernel.len()
                ))
            })?;
        Ok(SlotIndex {
            copies,
            coordinates,
        })
    }

    fn elements_at(&self, slot: &[i64]) -> Result<IndexSet<'_>> {
        self.space.check(slot)?;
        let bits = self.linear.pack_inputs(&self.slot_to_inputs(slot))?;
        let element = self
            .linear
            .unpack_outputs(self.linear.apply_flat(bits))
            .into_iter()
            .map(|v| v as i64)
            .collect();
        Ok(IndexSet::single(element))
    }

    fn padding_slot_count(&self) -> Result<u128> {
        // The outputs are the tensor's sizes and every slot maps into them.
        Ok(0)
    }

    fn max_copies(&self) -> Result<u128> {
        Ok(1u128 << self.kernel.len())
    }

    fn max_aliases(&self) -> Result<u128> {
        Ok(1)
    }

    fn storage(&self) -> Result<Storage> {
        let masks = self.linear.free_variable_masks();
        let workers = self.space.workers().to_vec();
        let replicated = workers
            .iter()
            .map(|axis| {
                masks
                    .iter()
                    .find(|(name, _)| *name == axis.name)
                    .map_or(0, |(_, mask)| *mask)
            })
            .collect();
        Ok(Storage::Registers(RegisterFile {
            workers,
            registers: self.space.local()[0].size,
            replicated,
        }))
    }

    fn check_facts(&self, facts: &IrFacts) -> Result<()> {
        // At most 64 input bits in all, so each count fits an i128.
        let count = |dim| -> Result<i128> { Ok(1i128 << self.linear.in_dim_log2(dim)?) };
        let (lanes, warps, blocks) = (count(LANE)?, count(WARP)?, count(BLOCK)?);
        // An encoding built from parameters (all but the linear ones) is built
        // for Triton's defaults where the module gives no count: one CTA,
        // and the warp size of the hardware it is for.
        let parametric = !matches!(
            self.root_encoding(),
            Encoding::Linear(_) | Encoding::GenericLinear(_)
        );
        let threads = facts
            .module_int("ttg.threads-per-warp")
            .or(parametric.then_some(self.encoding.default_threads_per_warp()));
        if let Some(threads) = threads.filter(|&t| i128::from(t) != lanes) {
            return Err(LayoutError::invalid(format!(
                "the layout has {lanes} threads per warp but the module has \
                 ttg.threads-per-warp = {threads}"
            )));
        }
        if let Some(num_warps) = facts
            .module_int("ttg.num-warps")
            .filter(|&w| i128::from(w) != warps)
        {
            return Err(LayoutError::invalid(format!(
                "the layout has {warps} warps per CTA but {origin} has ttg.num-warps = {num_warps}",
                origin = facts.origin("ttg.num-warps")
            )));
        }
        let ctas = facts.module_int("ttg.num-ctas").or(parametric.then_some(1));
        if let Some(ctas) = ctas.filter(|&c| i128::from(c) != blocks) {
            return Err(LayoutError::invalid(format!(
                "the layout spans {blocks} CTAs but the module has ttg.num-ctas = {ctas}"
            )));
        }
        Ok(())
    }

    fn as_any(&self) -> &dyn Any {
        self
    }
}

impl TritonLayout {
    /// The encoding under any slices.
    fn root_encoding(&self) -> &Encoding {
        let mut encoding = &self.encoding;
        while let Encoding::Slice { parent, .. } = encoding {
            encoding = parent;
        }
        encoding
    }
}

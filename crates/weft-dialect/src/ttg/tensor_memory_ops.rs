//! Blackwell's tensor-memory ops, the rules that depend on how an
//! encoding places a buffer in tensor memory or splits it over CTAs, by
//! `weft_layout::triton::tensor_memory`: where `ttng.tmem_subslice` may
//! start; for `ttng.tc_gen5_mma` (`tcgen05.mma`) the instruction's N
//! per CTA, no CTA split along K, the two-CTA mode's bases and each CTA's
//! accumulator tile the product of its A and B tiles; and for
//! `ttng.tmem_load`, `ttng.tmem_store` and `ttng.tmem_alloc` from
//! registers, that a `tcgen05.ld` / `tcgen05.st` message moves the
//! register layout (`weft_layout::triton::tensor_memory_messages`). The C++
//! ops check the rest.

use melior::ir::attribute::{DenseI32ArrayAttribute, IntegerAttribute};
use melior::ir::block::BlockLike;
use melior::ir::operation::OperationLike;
use melior::ir::{OperationRef, Type, ValueLike};
use weft_layout::triton::Encoding;
use weft_layout::triton::SharedEncoding;
use weft_layout::triton::syntax::print_encoding;
use weft_layout::triton::syntax::{TritonAttribute, parse_attribute};
use weft_layout::triton::tensor_memory::{
    MmaOperand, TensorMemoryEncoding, UNALIGNED_OFFSET, check_mma,
};
use weft_layout::triton::tensor_memory_messages::{MAX_REGISTERS, check_message_layout};
use weft_layout::triton::tensor_memory_registers::message_register_layout;

use super::memdesc::MemDesc;
use super::transpose::distributed;

/// The MMA.
pub const TC_GEN5_MMA: &str = "ttng.tc_gen5_mma";

/// The view of some columns (or rows, or buffers) of a buffer.
pub const TMEM_SUBSLICE: &str = "ttng.tmem_subslice";

/// The ops that move registers to or from tensor memory.
const TMEM_LOAD: &str = "ttng.tmem_load";
const TMEM_STORE: &str = "ttng.tmem_store";
const TMEM_ALLOC: &str = "ttng.tmem_alloc";

/// `None` for any other op.
pub(super) fn check(op: OperationRef<'_, '_>) -> Option<Result<(), String>> {
    match op.name().as_string_ref().as_str().ok()? {
        TC_GEN5_MMA => check_mma_op(op),
        TMEM_SUBSLICE => check_subslice_op(op),
        TMEM_LOAD => check_messages(op, TMEM_LOAD, op.result(0).ok()?.r#type(), 0, "result"),
        // Operands: the buffer, a token if any, the registers, the predicate.
        TMEM_STORE => {
            let registers = op
                .operand(op.operand_count().checked_sub(2)?)
                .ok()?
                .r#type();
            check_messages(op, TMEM_STORE, registers, 0, "source")
        }
        // Only an alloc from registers moves any.
        TMEM_ALLOC if op.operand_count() > 0 => {
            let buffer = op.result(0).ok()?.r#type();
            check_registers_against(
                op,
                TMEM_ALLOC,
                op.operand(0).ok()?.r#type(),
                buffer,
                "source",
            )
        }
        _ => None,
    }
}

/// [`check_registers_against`] with the buffer operand `buffer_operand`.
fn check_messages<'c>(
    op: OperationRef<'c, '_>,
    name: &str,
    registers: Type<'c>,
    buffer_operand: usize,
    role: &str,
) -> Option<Result<(), String>> {
    let buffer = op.operand(buffer_operand).ok()?.r#type();
    check_registers_against(op, name, registers, buffer, role)
}

/// Whether a `tcgen05` message moves the tensor `registers` (the op's
/// `role`, as Triton names it) to or from `buffer`; Triton's message names
/// the operand, the second line says why, and a third gives the layout
/// Triton would pick for the buffer where it has one. `None` where an encoding is
/// one Weft does not read here (an unencoded tensor) or the shapes
/// disagree (the C++ op reports those).
fn check_registers_against<'c>(
    op: OperationRef<'c, '_>,
    name: &str,
    registers: Type<'c>,
    buffer: Type<'c>,
    role: &str,
) -> Option<Result<(), String>> {
    let (encoding, shape) = distributed(registers)?;
    let buffer = MemDesc::of(buffer)?;
    let tensor_memory = buffer.tensor_memory()?.ok()?;
    if shape.len() != 2 || shape != buffer.shape {
        return None;
    }
    let registers = encoding.to_linear(&shape).ok()?;
    let memory = tensor_memory.linear_layout(&buffer.shape).ok()?;
    let bits = buffer.element_bits?;
    let Err(why) = check_message_layout(&registers, &memory, bits, max_registers(op)) else {
        return Some(Ok(()));
    };
    // Triton lists layouts that would do; Weft names the one it gives such
    // a buffer by default (the 32x32b message's).
    let warps = registers
        .in_dim_log2("warp")
        .ok()
        .map(|log2| 1u32 << log2.min(31));
    let suggestion = warps
        .and_then(|warps| {
            message_register_layout(&tensor_memory, &shape, bits, warps, "32x32b").ok()
        })
        .flatten()
        .map(|layout| {
            format!(
                "\nthe layout Triton gives it (32x32b message): {}",
                print_encoding(&Encoding::Linear(layout))
            )
        })
        .unwrap_or_default();
    Some(Err(format!("'{name}' op {role}\n{why}{suggestion}")))
}

/// The registers a thread may use where `op` runs (Triton's
/// `getContextualMaxNReg`): the first limit found going out from `op` — a
/// `ttg.warp_specialize` partition's or default region's
/// `actualRegisters`, the module's `ttg.maxnreg` — and never more than the
/// module's `ttg.maxnreg` or 256.
fn max_registers(op: OperationRef<'_, '_>) -> u32 {
    let mut limit = MAX_REGISTERS;
    let mut current = Some(op);
    let mut module = None;
    while let Some(inner) = current {
        let Some(parent) = inner.parent_operation() else {
            break;
        };
        let found = match parent.name().as_string_ref().as_str().unwrap_or("") {
            "builtin.module" => {
                module = Some(parent);
                integer_attribute(parent, "ttg.maxnreg")
            }
            "ttg.warp_specialize.partitions" => region_index(parent, inner)
                .and_then(|index| actual_registers(parent.parent_operation()?, index + 1)),
            "ttg.warp_specialize" => actual_registers(parent, 0),
            _ => None,
        };
        if let Some(found) = found {
            limit = limit.min(found);
            break;
        }
        if module.is_some() {
            break;
        }
        current = Some(parent);
    }
    let outermost = module.or_else(|| {
        let mut top = op;
        while let Some(parent) = top.parent_operation() {
            top = parent;
        }
        Some(top)
    });
    if let Some(module_limit) = outermost.and_then(|m| integer_attribute(m, "ttg.maxnreg")) {
        limit = limit.min(module_limit);
    }
    limit
}

/// A non-negative integer attribute of `op`, clamped to `u32`.
fn integer_attribute(op: OperationRef<'_, '_>, name: &str) -> Option<u32> {
    let value = IntegerAttribute::try_from(op.attribute(name).ok()?)
        .ok()?
        .value();
    Some(u32::try_from(value.max(0)).unwrap_or(u32::MAX))
}

/// Entry `index` of a `ttg.warp_specialize`'s `actualRegisters`.
fn actual_registers(op: OperationRef<'_, '_>, index: usize) -> Option<u32> {
    let registers = DenseI32ArrayAttribute::try_from(op.attribute("actualRegisters").ok()?).ok()?;
    let value = registers.element(index).ok()?;
    Some(u32::try_from(value.max(0)).unwrap_or(0))
}

/// Which region of `parent` holds `inner`.
fn region_index(parent: OperationRef<'_, '_>, inner: OperationRef<'_, '_>) -> Option<usize> {
    let region = inner.block()?.parent_region()?;
    (0..parent.region_count()).find(|&i| parent.region(i).is_ok_and(|r| r == region))
}

/// `None` where the source is not a `#ttng.tensor_memory_encoding` Weft
/// reads (the C++ op refuses other sources).
fn check_subslice_op(op: OperationRef<'_, '_>) -> Option<Result<(), String>> {
    let source = MemDesc::of(op.operand(0).ok()?.r#type())?;
    let result = MemDesc::of(op.result(0).ok()?.r#type())?;
    let Ok(TensorMemoryEncoding::Blocks(blocks)) = source.tensor_memory()? else {
        return None;
    };
    let integer = |name: &str| -> Option<i64> {
        let attribute = op.attribute(name).ok()?;
        IntegerAttribute::try_from(attribute)
            .ok()
            .map(|value| value.value())
    };
    // `dim` is 1 unless given; the offset is a 32-bit integer, read as
    // unsigned (as Triton reads it).
    let dim = usize::try_from(integer("dim").unwrap_or(1)).ok()?;
    let offset = integer("offset")? as u32;
    let bits = source.element_bits.unwrap_or(32);
    let checked = blocks.check_subslice(
        &source.shape,
        &source.alloc_shape,
        &result.shape,
        dim,
        offset,
        bits,
    );
    Some(checked.map_err(|e| {
        let message = e.to_string();
        // Triton names the op in this message only.
        if message == UNALIGNED_OFFSET {
            format!("'{TMEM_SUBSLICE}' op {message}")
        } else {
            message
        }
    }))
}

/// `None` where an operand's encoding is one whose CTA bases Weft does not
/// read here (kept as written, or a `#ttg.shared_linear`, whose bases are
/// already scaled).
fn check_mma_op(op: OperationRef<'_, '_>) -> Option<Result<(), String>> {
    let buffer = |index: usize| MemDesc::of(op.operand(index).ok()?.r#type());
    let (a, b, d) = (buffer(0)?, buffer(1)?, buffer(2)?);
    let Ok(TensorMemoryEncoding::Blocks(accumulator)) = d.tensor_memory()? else {
        return None;
    };
    let a_cga = cta_bases(&a)?;
    let b_cga = cta_bases(&b)?;
    let two_ctas = op.attribute("two_ctas").is_ok();
    Some(
        check_mma(
            MmaOperand {
                cga_layout: &a_cga,
                shape: &a.shape,
            },
            MmaOperand {
                cga_layout: &b_cga,
                shape: &b.shape,
            },
            &accumulator,
            &d.shape,
            two_ctas,
        )
        .map_err(|e| format!("'{TC_GEN5_MMA}' op {e}")),
    )
}

/// The CTA bases of an operand's encoding: an NVMMA shared one's or a
/// tensor-memory one's.
fn cta_bases(desc: &MemDesc<'_>) -> Option<Vec<Vec<u64>>> {
    if let Some(tmem) = desc.tensor_memory() {
        return Some(tmem.ok()?.cga_layout().to_vec());
    }
    match parse_attribute(&desc.encoding.to_string()).ok()? {
        TritonAttribute::Shared(SharedEncoding::Nvmma(nvmma)) => Some(nvmma.cga_layout),
        _ => None,
    }
}

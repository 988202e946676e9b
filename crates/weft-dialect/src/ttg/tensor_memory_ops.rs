//! Blackwell's tensor-memory ops, the rules that depend on how an
//! encoding places a buffer in tensor memory or splits it over CTAs, by
//! `weft_layout::triton::tensor_memory`: where `ttng.tmem_subslice` may
//! start, and for `ttng.tc_gen5_mma` (`tcgen05.mma`) the instruction's N
//! per CTA, no CTA split along K, the two-CTA mode's bases and each CTA's
//! accumulator tile the product of its A and B tiles. The C++ ops check
//! the rest.

use melior::ir::attribute::IntegerAttribute;
use melior::ir::operation::OperationLike;
use melior::ir::{OperationRef, ValueLike};
use weft_layout::triton::SharedEncoding;
use weft_layout::triton::syntax::{TritonAttribute, parse_attribute};
use weft_layout::triton::tensor_memory::{
    MmaOperand, TensorMemoryEncoding, UNALIGNED_OFFSET, check_mma,
};

use super::memdesc::MemDesc;

/// The MMA.
pub const TC_GEN5_MMA: &str = "ttng.tc_gen5_mma";

/// The view of some columns (or rows, or buffers) of a buffer.
pub const TMEM_SUBSLICE: &str = "ttng.tmem_subslice";

/// `None` for any other op.
pub(super) fn check(op: OperationRef<'_, '_>) -> Option<Result<(), String>> {
    match op.name().as_string_ref().as_str().ok()? {
        TC_GEN5_MMA => check_mma_op(op),
        TMEM_SUBSLICE => check_subslice_op(op),
        _ => None,
    }
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

//! `convert-ttg-to-linear`: every blocked, slice, MMA and dot-operand
//! encoding on a tensor type becomes the `#ttg.linear` it means for that
//! tensor's shape, with the bases Triton's conversion gives.
//!
//! ```mlir
//! // convert-ttg-to-linear
//! func.func private @f(tensor<16x64xf32, #ttg.blocked<{sizePerThread = [1, 4],
//!     threadsPerWarp = [2, 16], warpsPerCTA = [1, 1], order = [1, 0]}>>)
//! // becomes
//! func.func private @f(tensor<16x64xf32, #ttg.linear<{register = [[0, 1], [0, 2],
//!     [2, 0], [4, 0], [8, 0]], lane = [[0, 4], [0, 8], [0, 16], [0, 32], [1, 0]],
//!     warp = [], block = []}>>)
//! ```
//!
//! The swizzled and NVMMA encodings of a `!ttg.memdesc` become the
//! `#ttg.shared_linear` they mean for one buffer of its allocation
//! (offset and block to the element stored there), with their alignment.
//!
//! Function signatures, block arguments and op results are rewritten, so
//! uses stay consistent. A tensor whose encoding does not fit it (rank,
//! sizes that are not powers of two) is an error at the value. A type that
//! an op needs as it is (`amdg.local_load_packed_transposed` returns a
//! `#ttg.dot_op`, `ttng.tc_gen5_mma_scaled` reads its fp4 operands'
//! packing from their NVMMA encodings) keeps its encoding, with a warning
//! at that op, rather than leave the op failing its verifier
//! (`crate::ir::retype_valid`).

use melior::Context;
use melior::ir::attribute::AttributeLike;
use melior::ir::r#type::{RankedTensorType, ShapedTypeLike, TypeLike};
use melior::ir::{Attribute, OperationRef, Type};
use melior::pass::Pass;
use weft_layout::triton::Encoding;
use weft_layout::triton::syntax::{parse_encoding, print_encoding};

use crate::diagnostics;
use crate::ir::retype_valid::retype_all_keeping_valid;
use crate::layouts::{plain_tensor, static_shape};
use crate::pass::{PassInfo, WeftPass, create_pass};

/// How `--help` and pipelines know the pass.
pub const INFO: PassInfo = PassInfo {
    name: "ConvertTTGToLinear",
    argument: "convert-ttg-to-linear",
    summary: "Rewrite blocked, slice, MMA and dot-operand encodings to the equivalent #ttg.linear for each tensor's shape, and shared-memory encodings to #ttg.shared_linear",
    options: &[],
    dependent_dialects: || vec![super::dialect_handle()],
};

#[repr(align(8))]
struct PassId;
static PASS_ID: PassId = PassId;

#[derive(Clone, Debug)]
struct ConvertToLinear;

impl WeftPass for ConvertToLinear {
    fn run(&mut self, operation: OperationRef<'_, '_>) -> bool {
        retype_all_keeping_valid(operation, "its linear encoding", linear_type)
    }
}

/// Creates `convert-ttg-to-linear`.
pub fn create_convert_to_linear() -> Pass {
    create_pass(
        ConvertToLinear,
        melior::ir::r#type::TypeId::create(&PASS_ID),
        &INFO,
    )
}

/// The tensor type `r#type` with its (non-linear) encoding replaced by
/// the linear one, or the memdesc with its shared-memory encoding
/// replaced by the shared linear one; `None` for any other type.
fn linear_type(r#type: Type<'_>) -> Result<Option<Type<'_>>, String> {
    if let Some(memdesc) = super::MemDesc::of(r#type) {
        return shared_linear_type(r#type, &memdesc);
    }
    let Ok(tensor) = RankedTensorType::try_from(r#type) else {
        return Ok(None);
    };
    let Some(encoding) = tensor.encoding() else {
        return Ok(None);
    };
    if !super::is_encoding(encoding) || super::is_linear(encoding) {
        return Ok(None);
    }
    let cannot = |reason: String| {
        format!(
            "cannot convert {} to a linear layout: {reason}",
            plain_tensor(&tensor)
        )
    };
    let shape =
        static_shape(&tensor).ok_or_else(|| cannot("dynamic dims are not supported".into()))?;
    let parsed = parse_encoding(&encoding.to_string()).map_err(|e| cannot(e.to_string()))?;
    let linear = parsed
        .to_linear(&shape)
        .map_err(|e| cannot(e.to_string()))?;
    let text = print_encoding(&Encoding::Linear(linear));
    let attribute = parse_attribute(r#type, &text).map_err(cannot)?;
    let dims: Vec<u64> = shape.iter().map(|&s| s as u64).collect();
    let new = RankedTensorType::new(&dims, tensor.element(), Some(attribute));
    // SAFETY: types live in the context, which outlives the pass run.
    Ok(Some(unsafe { Type::from_raw(new.to_raw()) }))
}

/// The memdesc `r#type` with its swizzled or NVMMA encoding replaced by
/// the `#ttg.shared_linear` it means for the allocation's buffers.
fn shared_linear_type<'c>(
    r#type: Type<'c>,
    memdesc: &super::MemDesc<'c>,
) -> Result<Option<Type<'c>>, String> {
    let Some(text) = memdesc.linear_encoding().transpose()? else {
        return Ok(None);
    };
    let attribute = parse_attribute(r#type, &text)?;
    super::memdesc_with_encoding(r#type, attribute).map(Some)
}

/// `text`, an attribute, parsed in `r#type`'s context.
pub(super) fn parse_attribute<'c>(r#type: Type<'c>, text: &str) -> Result<Attribute<'c>, String> {
    let context_ref = r#type.context();
    // SAFETY: `to_ref` reinterprets the `ContextRef` binding itself as a
    // `Context`, so the reference is only valid while `context_ref` lives:
    // to the end of this function, past every use of `context`.
    let context: &Context = unsafe { context_ref.to_ref() };
    let attribute = diagnostics::parse_attribute(context, text).map_err(|e| e.to_string())?;
    // SAFETY: attributes live in the context, which outlives the pass run.
    Ok(unsafe { Attribute::from_raw(attribute.to_raw()) })
}

/// The options of `convert-ttg-to-linear`: none yet. Code that makes the pass from
/// this struct keeps compiling when options come.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[non_exhaustive]
pub struct ConvertToLinearOptions {}

/// Creates `convert-ttg-to-linear` with `options`.
pub fn create_convert_to_linear_with(options: ConvertToLinearOptions) -> Pass {
    let ConvertToLinearOptions {} = options;
    create_convert_to_linear()
}

//! Hopper's `ttng.warp_group_dot` (`wgmma`): whether the part of the
//! result one CTA holds is a whole number of `wgmma` tiles, M a multiple
//! of 64 and N of 8, with Triton's messages. The C++ op checks the
//! operands' shapes, encodings and element types; how the result's
//! `#ttg.nvidia_mma` splits it over the CTAs of a cluster is layout
//! arithmetic, done by `weft_layout::triton::mma::NvidiaMma::shape_per_cta`.

use melior::ir::operation::OperationLike;
use melior::ir::r#type::RankedTensorType;
use melior::ir::{OperationRef, ValueLike};
use weft_layout::triton::Encoding;
use weft_layout::triton::syntax::{TritonAttribute, parse_attribute as read_attribute};

use crate::layouts::static_shape;

/// The op.
pub const WARP_GROUP_DOT: &str = "ttng.warp_group_dot";

/// `None` for any other op, and where the result's encoding is not a
/// Hopper `#ttg.nvidia_mma` Weft reads (the C++ op refuses the first;
/// a `#ttg.linear` result is not judged).
pub(super) fn check(op: OperationRef<'_, '_>) -> Option<Result<(), String>> {
    let name = op.name();
    if name.as_string_ref().as_str().ok()? != WARP_GROUP_DOT {
        return None;
    }
    let result = RankedTensorType::try_from(op.result(0).ok()?.r#type()).ok()?;
    let Ok(TritonAttribute::Distributed(Encoding::NvidiaMma(mma))) =
        read_attribute(&result.encoding()?.to_string())
    else {
        return None;
    };
    let shape: Vec<u64> = static_shape(&result)?
        .into_iter()
        .map(|size| u64::try_from(size).ok())
        .collect::<Option<_>>()?;
    let per_cta = mma.shape_per_cta(&shape).ok()?;
    let [m, n] = per_cta[..] else {
        return None;
    };
    Some(if m % 64 != 0 {
        Err(format!(
            "'{WARP_GROUP_DOT}' op WGMMA result M dimension must be divisible by 64"
        ))
    } else if n % 8 != 0 {
        Err(format!(
            "'{WARP_GROUP_DOT}' op WGMMA result N dimension must be divisible by 8"
        ))
    } else {
        Ok(())
    })
}

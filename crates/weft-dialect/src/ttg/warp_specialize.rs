//! The warp count in force inside Triton's ops that run code on other warps
//! than the module says: each partition of `ttg.warp_specialize` runs on
//! its `num_warps(K)`, and a `tt.func` may name its own `ttg.num-warps`
//! (Triton's `lookupNumWarps`). Every layout there is checked against that
//! count instead of the module's.

use melior::ir::OperationRef;
use melior::ir::attribute::{DenseI32ArrayAttribute, IntegerAttribute};
use melior::ir::operation::OperationLike;

use crate::scope::Scope;

const NUM_WARPS: &str = "ttg.num-warps";

/// [`crate::families::Family::region_facts`] for Triton's ops.
pub(super) fn region_facts(op: OperationRef<'_, '_>, region: usize, scope: &mut Scope) {
    match op.name().as_string_ref().as_str() {
        Ok("ttg.warp_specialize.partitions") => {
            // The counts are the enclosing ttg.warp_specialize's, one per
            // partition region (its verifier matched them).
            let warps = op
                .parent_operation()
                .and_then(|parent| parent.attribute("partitionNumWarps").ok())
                .and_then(|counts| DenseI32ArrayAttribute::try_from(counts).ok())
                .and_then(|counts| counts.element(region).ok());
            if let Some(warps) = warps {
                scope.set(
                    NUM_WARPS,
                    i64::from(warps),
                    format!("partition #{region} of ttg.warp_specialize"),
                );
            }
        }
        Ok("tt.func") => {
            if let Some(warps) = op
                .attribute(NUM_WARPS)
                .ok()
                .and_then(|warps| IntegerAttribute::try_from(warps).ok())
            {
                let name = op
                    .attribute("sym_name")
                    .ok()
                    .map(|name| name.to_string().trim_matches('"').to_string())
                    .unwrap_or_default();
                scope.set(NUM_WARPS, warps.value(), format!("tt.func @{name}"));
            }
        }
        _ => {}
    }
}

//! The warp count in force inside Triton's ops that run code on other warps
//! than the module says: each partition of `ttg.warp_specialize` runs on
//! its `num_warps(K)`, and a `tt.func` may name its own `ttg.num-warps`
//! (Triton's `lookupNumWarps`). Every layout there is checked against that
//! count instead of the module's. The rule is the ttg dialect's own
//! (`weft::ttg::regionNumWarps`, which its op verifiers use too); this
//! module says where a count comes from, for messages.

use melior::ir::OperationRef;
use melior::ir::operation::OperationLike;

use crate::ffi;
use crate::scope::Scope;

const NUM_WARPS: &str = "ttg.num-warps";

/// [`crate::families::Family::region_facts`] for Triton's ops.
pub(super) fn region_facts(op: OperationRef<'_, '_>, region: usize, scope: &mut Scope) {
    let mut warps = 0;
    // SAFETY: `op` is a live operation; the call reads it and writes `warps`.
    let sets = unsafe { ffi::mlirTTGRegionNumWarps(op.to_raw(), region as isize, &mut warps) };
    if !sets {
        return;
    }
    let name = op.name().as_string_ref().as_str().unwrap_or("").to_string();
    let origin = if name == "ttg.warp_specialize.partitions" {
        format!("partition #{region} of ttg.warp_specialize")
    } else {
        match op.attribute("sym_name") {
            Ok(symbol) => format!("{name} @{}", symbol.to_string().trim_matches('"')),
            Err(_) => name,
        }
    };
    scope.set(NUM_WARPS, warps, origin);
}

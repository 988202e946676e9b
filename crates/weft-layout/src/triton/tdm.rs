//! gfx1250's tensor data mover: one TDM instruction serves a whole warp,
//! so the row indices of a gather must be the same in every lane — no
//! lane basis of their layout may move them (Triton 3.9's rule).

use super::Encoding;
use crate::error::Result;

/// Whether a tensor of `shape` in `encoding` holds different elements in
/// different lanes of a warp.
pub fn spreads_over_lanes(encoding: &Encoding, shape: &[i64]) -> Result<bool> {
    let lanes = encoding.to_linear(shape)?.bases("lane")?;
    Ok(lanes.iter().flatten().any(|&value| value != 0))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::triton::syntax::parse_encoding as encoding;

    #[test]
    fn a_tile_per_thread_as_large_as_the_tensor_is_the_same_in_every_lane() {
        let whole = encoding(
            "#ttg.blocked<{sizePerThread = [32], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>",
        )
        .unwrap();
        let spread = encoding(
            "#ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>",
        )
        .unwrap();
        assert!(!spreads_over_lanes(&whole, &[32]).unwrap());
        assert!(spreads_over_lanes(&spread, &[32]).unwrap());
        // Fewer elements than lanes: the extra lanes repeat them, but the
        // first ones still differ.
        assert!(spreads_over_lanes(&spread, &[8]).unwrap());
    }
}

//! NVIDIA's MMA encodings (`#ttg.nvidia_mma`, `#ttg.dot_op`) to linear
//! layouts. Every expected layout here is the one Triton 3.9's own
//! conversion gives (`to_linear_layout` through Gluon; see
//! `tools/triton-differential.py`, which compares thousands more).

mod triton_common;

use triton_common::{bases, v};
use weft_layout::triton::Encoding;
use weft_layout::triton::syntax::{parse_encoding, print_encoding};

const AMPERE_2X2: &str = "#ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, \
                          warpsPerCTA = [2, 2], instrShape = [16, 8]}>";
const AMPERE_1X1: &str = "#ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, \
                          warpsPerCTA = [1, 1], instrShape = [16, 8]}>";
const LANES: [[u64; 2]; 5] = [[0, 2], [0, 4], [1, 0], [2, 0], [4, 0]];

#[test]
fn amperes_accumulator_tiles_warps_row_major_and_repeats_in_registers() {
    // One warp's 16x8 tile, 2x2 warps: a 32x16 CTA tile.
    assert_eq!(
        bases(AMPERE_2X2, &[32, 16]),
        [
            v(&[[0, 1], [8, 0]]),
            v(&LANES),
            v(&[[0, 8], [16, 0]]),
            vec![]
        ]
    );
    // 64x64: the CTA tile repeats along dim1 first (the tile's order).
    assert_eq!(
        bases(AMPERE_2X2, &[64, 64])[0],
        v(&[[0, 1], [8, 0], [0, 16], [0, 32], [32, 0]])
    );
    // Smaller than the tile: the largest bases along each dim hold copies,
    // and the register basis zeroed is kept (a blocked layout drops it).
    assert_eq!(
        bases(AMPERE_1X1, &[8, 4]),
        [
            v(&[[0, 1], [0, 0]]),
            v(&[[0, 2], [0, 0], [1, 0], [2, 0], [4, 0]]),
            vec![],
            vec![]
        ]
    );
}

#[test]
fn operands_hold_k_contiguous_and_repeat_warps_along_k() {
    let operand = |op_idx: u64, parent: &str, k_width: u64| {
        format!("#ttg.dot_op<{{opIdx = {op_idx}, parent = {parent}, kWidth = {k_width}}}>")
    };
    // A: a 16x16 tile, K (dim1) contiguous; the warps along K read the
    // same rows (warp basis 0).
    assert_eq!(
        bases(&operand(0, AMPERE_2X2, 2), &[32, 16]),
        [
            v(&[[0, 1], [8, 0], [0, 8]]),
            v(&LANES),
            v(&[[0, 0], [16, 0]]),
            vec![]
        ]
    );
    // B: a 16x8 tile, K (dim0) contiguous, repeated along K first.
    assert_eq!(
        bases(&operand(1, AMPERE_1X1, 2), &[32, 32]),
        [
            v(&[[1, 0], [8, 0], [16, 0], [0, 8], [0, 16]]),
            v(&[[2, 0], [4, 0], [0, 1], [0, 2], [0, 4]]),
            vec![],
            vec![]
        ]
    );
    // kWidth 1 (tf32) and 4 (8-bit types).
    assert_eq!(
        bases(&operand(0, AMPERE_1X1, 1), &[16, 16])[..2],
        [
            v(&[[8, 0], [0, 4], [0, 8]]),
            v(&[[0, 1], [0, 2], [1, 0], [2, 0], [4, 0]])
        ]
    );
    // A CGA: an operand's CTAs split M as the accumulator's do, but each
    // reads all of K.
    let split = "#ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], \
                 CGALayout = [[1, 0]], instrShape = [16, 8]}>";
    assert_eq!(
        bases(split, &[64, 64]),
        [
            v(&[[0, 1], [8, 0], [0, 16], [0, 32]]),
            v(&LANES),
            v(&[[0, 8], [16, 0]]),
            v(&[[32, 0]])
        ]
    );
    assert_eq!(
        bases(&operand(0, split, 4), &[64, 64]),
        [
            v(&[[0, 1], [0, 2], [8, 0], [0, 16], [0, 32]]),
            v(&[[0, 4], [0, 8], [1, 0], [2, 0], [4, 0]]),
            v(&[[0, 0], [16, 0]]),
            v(&[[32, 0]])
        ]
    );
}

#[test]
fn a_batch_dim_comes_last() {
    let batched = "#ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, \
                   warpsPerCTA = [1, 1, 1], instrShape = [1, 16, 8]}>";
    assert_eq!(
        bases(batched, &[2, 32, 32])[0],
        v(&[
            [0, 0, 1],
            [0, 8, 0],
            [0, 0, 8],
            [0, 0, 16],
            [0, 16, 0],
            [1, 0, 0]
        ])
    );
    let b = format!("#ttg.dot_op<{{opIdx = 1, parent = {batched}, kWidth = 2}}>");
    assert_eq!(
        bases(&b, &[2, 32, 32])[..2],
        [
            v(&[
                [0, 1, 0],
                [0, 8, 0],
                [0, 16, 0],
                [0, 0, 8],
                [0, 0, 16],
                [1, 0, 0]
            ]),
            v(&[[0, 2, 0], [0, 4, 0], [0, 0, 1], [0, 0, 2], [0, 0, 4]])
        ]
    );
}

#[test]
fn hoppers_warps_run_down_the_rows() {
    let hopper = "#ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 2], \
                  instrShape = [16, 32, 16]}>";
    assert_eq!(
        bases(hopper, &[128, 128])[..3],
        [
            v(&[[0, 1], [8, 0], [0, 8], [0, 16], [0, 64], [64, 0]]),
            v(&LANES),
            v(&[[16, 0], [32, 0], [0, 32]])
        ]
    );
    let a = format!("#ttg.dot_op<{{opIdx = 0, parent = {hopper}, kWidth = 2}}>");
    assert_eq!(
        bases(&a, &[128, 64])[..3],
        [
            v(&[[0, 1], [8, 0], [0, 8], [0, 16], [0, 32], [64, 0]]),
            v(&LANES),
            v(&[[16, 0], [32, 0], [0, 0]])
        ]
    );
}

#[test]
fn an_fma_operand_holds_all_of_k_in_each_thread() {
    let blocked = "#ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], \
                   warpsPerCTA = [2, 2], order = [1, 0]}>";
    assert_eq!(
        bases(
            &format!("#ttg.dot_op<{{opIdx = 0, parent = {blocked}}}>"),
            &[32, 32]
        )[..3],
        [
            v(&[[0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [8, 0], [16, 0]]),
            v(&[[0, 0], [0, 0], [0, 0], [1, 0], [2, 0]]),
            v(&[[0, 0], [4, 0]])
        ]
    );
    assert_eq!(
        bases(
            &format!("#ttg.dot_op<{{opIdx = 1, parent = {blocked}}}>"),
            &[32, 32]
        )[..3],
        [
            v(&[[0, 1], [0, 2], [1, 0], [2, 0], [4, 0], [8, 0], [16, 0]]),
            v(&[[0, 4], [0, 8], [0, 16], [0, 0], [0, 0]]),
            v(&[[0, 0], [0, 0]])
        ]
    );
}

#[test]
fn the_text_reads_in_any_order_and_prints_in_tritons() {
    let text = "#ttg.dot_op<{kWidth = 2, parent = #ttg.nvidia_mma<{instrShape = [16, 8], \
                warpsPerCTA = [2, 2], CGALayout = [[0, 1]], versionMinor = 0, versionMajor = 2}>, \
                opIdx = 1}>";
    assert_eq!(
        print_encoding(&parse_encoding(text).unwrap()),
        "#ttg.dot_op<{opIdx = 1, parent = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, \
         warpsPerCTA = [2, 2], CGALayout = [[0, 1]], instrShape = [16, 8]}>, kWidth = 2}>"
    );
    let blocked = "#ttg.dot_op<{opIdx = 0, parent = #ttg.blocked<{sizePerThread = [1, 1], \
                   threadsPerWarp = [4, 8], warpsPerCTA = [1, 1], order = [1, 0]}>}>";
    assert_eq!(print_encoding(&parse_encoding(blocked).unwrap()), blocked);
}

#[test]
fn a_cluster_splits_the_tensor_along_the_dims_its_block_bases_move() {
    let per_cta = |cga: &str, sizes: &[u64]| {
        let text = format!(
            "#ttg.nvidia_mma<{{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], \
             instrShape = [16, 64, 16]{cga}}}>"
        );
        let Encoding::NvidiaMma(mma) = parse_encoding(&text).unwrap() else {
            panic!("{text} is not an MMA encoding");
        };
        mma.shape_per_cta(sizes)
    };
    assert_eq!(per_cta("", &[64, 64]).unwrap(), [64, 64]);
    assert_eq!(
        per_cta(", CGALayout = [[1, 0]]", &[128, 64]).unwrap(),
        [64, 64]
    );
    assert_eq!(
        per_cta(", CGALayout = [[0, 1], [1, 0]]", &[64, 16]).unwrap(),
        [32, 8]
    );
    // A broadcast basis splits nothing; a dim never shrinks below 1.
    assert_eq!(
        per_cta(", CGALayout = [[0, 0]]", &[64, 64]).unwrap(),
        [64, 64]
    );
    assert_eq!(
        per_cta(", CGALayout = [[1, 0], [2, 0]]", &[2, 8]).unwrap(),
        [1, 8]
    );
    assert_eq!(
        per_cta("", &[64, 64, 2]).unwrap_err().to_string(),
        "#ttg.nvidia_mma of rank 2 cannot lay out a tensor of rank 3"
    );
}

#[test]
fn what_the_conversion_cannot_take_is_an_error_that_says_why() {
    let reason = |text: &str| parse_encoding(text).unwrap_err().to_string();
    assert_eq!(
        reason(
            "#ttg.nvidia_mma<{versionMajor = 5, versionMinor = 0, warpsPerCTA = [4, 1], \
             instrShape = [128, 256]}>"
        ),
        "#ttg.nvidia_mma version 5 is not one Weft models (2: Ampere, 3: Hopper)"
    );
    assert_eq!(
        reason(
            "#ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [1, 1], \
             instrShape = [16, 4]}>"
        ),
        "an MMA tile of 16 x 4 does not hold whole 8 x 8 blocks (4 lanes of 2 elements along \
         dim 1, 8 lanes along dim 0)"
    );
    assert_eq!(
        reason(&format!(
            "#ttg.dot_op<{{opIdx = 0, parent = {AMPERE_1X1}, kWidth = 3}}>"
        )),
        "ttg.dot_op kWidth parameter must be a power of two for an MMA parent, got 3"
    );
    assert_eq!(
        reason(
            "#ttg.dot_op<{opIdx = 0, parent = #ttg.linear<{register = [[0, 1]], lane = [], \
             warp = [], block = []}>, kWidth = 2}>"
        ),
        "ttg.dot_op parent must be a #ttg.nvidia_mma, #ttg.amd_mfma, #ttg.amd_wmma or #ttg.blocked encoding"
    );
    assert_eq!(
        reason(
            "#ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [1, 1, 1, 1], \
             instrShape = [1, 1, 16, 8]}>"
        ),
        "#ttg.nvidia_mma version 2 is for tensors of rank 2 or 3, got warpsPerCTA of rank 4"
    );
}

//! AMD's MFMA encodings (`#ttg.amd_mfma`, `#ttg.dot_op` of one) to linear
//! layouts. Every expected layout here is the one Triton 3.9's own
//! conversion gives (`to_linear_layout` through Gluon; see
//! `tools/triton-differential.py`, which compares thousands more).

mod triton_common;

use triton_common::{bases, v};
use weft_layout::triton::syntax::{parse_encoding, print_encoding};

fn mfma(version: u64, warps: &str, instr: &str, transposed: bool, extra: &str) -> String {
    format!(
        "#ttg.amd_mfma<{{version = {version}, warpsPerCTA = {warps}, instrShape = {instr}, \
         isTransposed = {transposed}{extra}}}>"
    )
}

fn operand(op_idx: u64, parent: &str, k_width: u64) -> String {
    format!("#ttg.dot_op<{{opIdx = {op_idx}, parent = {parent}, kWidth = {k_width}}}>")
}

#[test]
fn a_32x32_accumulator_holds_four_rows_per_lane_and_repeats_them_down_the_tile() {
    // Lane l holds column l % 32 and rows 4·(l / 32) + i + 8·j: AMD's
    // documented 32x32 accumulator.
    let m32 = mfma(3, "[1, 1]", "[32, 32, 8]", false, "");
    assert_eq!(
        bases(&m32, &[32, 32]),
        [
            v(&[[1, 0], [2, 0], [8, 0], [16, 0]]),
            v(&[[0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [4, 0]]),
            vec![],
            vec![]
        ]
    );
    // Transposed, over 2x2 wavefronts and a 128x128 tensor: the rows of
    // tiles repeat along N (register [0, 64]) before the CTA tile repeats
    // along M ([64, 0]).
    let transposed = mfma(3, "[2, 2]", "[32, 32, 8]", true, "");
    assert_eq!(
        bases(&transposed, &[128, 128]),
        [
            v(&[[0, 1], [0, 2], [0, 8], [0, 16], [0, 64], [64, 0]]),
            v(&[[1, 0], [2, 0], [4, 0], [8, 0], [16, 0], [0, 4]]),
            v(&[[0, 32], [32, 0]]),
            vec![]
        ]
    );
}

#[test]
fn tiles_per_warp_take_neighbouring_tiles_along_n_before_m() {
    let tiles = mfma(
        4,
        "[2, 2]",
        "[16, 16, 32]",
        false,
        ", tilesPerWarp = [2, 2]",
    );
    assert_eq!(
        bases(&tiles, &[64, 128]),
        [
            v(&[[1, 0], [2, 0], [0, 16], [0, 64], [16, 0]]),
            v(&[[0, 1], [0, 2], [0, 4], [0, 8], [4, 0], [8, 0]]),
            v(&[[0, 32], [32, 0]]),
            vec![]
        ]
    );
    // Their B operand: 8 elements of K per lane, K repeated to 64, two
    // tiles along N; the wavefronts along M hold copies.
    assert_eq!(
        bases(&operand(1, &tiles, 8), &[64, 128]),
        [
            v(&[[1, 0], [2, 0], [4, 0], [32, 0], [0, 16], [0, 64]]),
            v(&[[0, 1], [0, 2], [0, 4], [0, 8], [8, 0], [16, 0]]),
            v(&[[0, 32], [0, 0]]),
            vec![]
        ]
    );
}

#[test]
fn sixty_four_bit_and_skinny_instructions_have_their_own_tiles() {
    let f64 = mfma(3, "[1, 1]", "[16, 16, 4]", false, ", elementBitWidth = 64");
    assert_eq!(
        bases(&f64, &[16, 16]),
        [
            v(&[[4, 0], [8, 0]]),
            v(&[[0, 1], [0, 2], [0, 4], [0, 8], [1, 0], [2, 0]]),
            vec![],
            vec![]
        ]
    );
    let tall = mfma(3, "[1, 1]", "[64, 4, 4]", true, "");
    assert_eq!(
        bases(&tall, &[64, 4])[..2],
        [
            v(&[[0, 1], [0, 2]]),
            v(&[[1, 0], [2, 0], [4, 0], [8, 0], [16, 0], [32, 0]])
        ]
    );
    let wide = mfma(3, "[1, 1]", "[4, 64, 4]", false, "");
    assert_eq!(
        bases(&wide, &[4, 64])[..2],
        [
            v(&[[1, 0], [2, 0]]),
            v(&[[0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [0, 32]])
        ]
    );
    // The 64x64 operand A of the 64x4 instruction is 16 tiles deep in K.
    assert_eq!(
        bases(&operand(0, &tall, 4), &[64, 64])[..2],
        [
            v(&[[0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [0, 32]]),
            v(&[[1, 0], [2, 0], [4, 0], [8, 0], [16, 0], [32, 0]])
        ]
    );
}

#[test]
fn operand_a_holds_k_width_neighbours_along_k() {
    let m32 = mfma(3, "[1, 1]", "[32, 32, 8]", false, "");
    assert_eq!(
        bases(&operand(0, &m32, 4), &[32, 64]),
        [
            v(&[[0, 1], [0, 2], [0, 8], [0, 16], [0, 32]]),
            v(&[[1, 0], [2, 0], [4, 0], [8, 0], [16, 0], [0, 4]]),
            vec![],
            vec![]
        ]
    );
}

#[test]
fn a_batch_dim_takes_the_last_wavefronts_and_slices_drop_a_dim() {
    let batch = mfma(3, "[2, 1, 2]", "[16, 16, 16]", true, "");
    assert_eq!(
        bases(&batch, &[4, 32, 32]),
        [
            v(&[[0, 0, 1], [0, 0, 2], [0, 16, 0], [2, 0, 0]]),
            v(&[
                [0, 1, 0],
                [0, 2, 0],
                [0, 4, 0],
                [0, 8, 0],
                [0, 0, 4],
                [0, 0, 8]
            ]),
            v(&[[0, 0, 16], [1, 0, 0]]),
            vec![]
        ]
    );
    let transposed = mfma(3, "[2, 2]", "[32, 32, 8]", true, "");
    let slice = format!("#ttg.slice<{{dim = 0, parent = {transposed}}}>");
    assert_eq!(
        bases(&slice, &[128]),
        [
            v(&[[1], [2], [8], [16], [64]]),
            v(&[[0], [0], [0], [0], [0], [4]]),
            v(&[[32], [0]]),
            vec![]
        ]
    );
}

#[test]
fn mfma_text_prints_as_triton_prints_it() {
    let text = "#ttg.amd_mfma<{isTransposed = false, elementBitWidth = 64, version = 4, \
                tilesPerWarp = [2, 2], instrShape = [16, 16, 32], CGALayout = [[1, 0]], \
                warpsPerCTA = [2, 2]}>";
    assert_eq!(
        print_encoding(&parse_encoding(text).unwrap()),
        "#ttg.amd_mfma<{version = 4, warpsPerCTA = [2, 2], instrShape = [16, 16, 32], \
         isTransposed = false, CGALayout = [[1, 0]], tilesPerWarp = [2, 2], \
         elementBitWidth = 64}>"
    );
    // Defaults are left out, as Triton leaves them out.
    let plain = "#ttg.amd_mfma<{version = 3, warpsPerCTA = [4, 1], instrShape = [32, 32, 8], \
                 isTransposed = true, tilesPerWarp = [1, 1], elementBitWidth = 32}>";
    assert_eq!(
        print_encoding(&parse_encoding(plain).unwrap()),
        "#ttg.amd_mfma<{version = 3, warpsPerCTA = [4, 1], instrShape = [32, 32, 8], \
         isTransposed = true}>"
    );
}

#[test]
fn what_triton_rejects_or_cannot_convert_is_an_error_that_says_why() {
    let reason = |text: &str| parse_encoding(text).unwrap_err().to_string();
    assert_eq!(
        reason(&mfma(5, "[1, 1]", "[32, 32]", false, "")),
        "version must be in the [0, 4] range"
    );
    assert_eq!(
        reason(&mfma(3, "[1, 1]", "[32, 16]", false, "")),
        "invalid (mDim, nDim) combination: (32, 16)"
    );
    assert_eq!(
        reason(&mfma(3, "[1, 1]", "[64, 4]", false, "")),
        "a 64x4 #ttg.amd_mfma must be transposed"
    );
    assert_eq!(
        reason(&mfma(
            3,
            "[1, 1]",
            "[32, 32]",
            false,
            ", elementBitWidth = 16"
        )),
        "elementBitWidth must be 32 or 64"
    );
    assert_eq!(
        reason(&mfma(3, "[4]", "[32, 32]", false, "")),
        "#ttg.amd_mfma is for tensors of rank 2 or 3, got warpsPerCTA of rank 1"
    );
    assert_eq!(
        reason(&mfma(3, "[1, 1]", "[32]", false, "")),
        "#ttg.amd_mfma needs instrShape [M, N] or [M, N, K], got [32]"
    );
    assert_eq!(
        reason(&mfma(
            3,
            "[1, 1]",
            "[32, 32]",
            false,
            ", tilesPerWarp = [3, 1]"
        )),
        "every element in tilesPerWarp must be a power of two, got [3, 1]"
    );
    assert_eq!(
        reason(&mfma(
            3,
            "[1, 1]",
            "[32, 32]",
            false,
            ", tilesPerWarp = [1]"
        )),
        "tilesPerWarp needs one size per dim (2), got [1]"
    );
    assert_eq!(
        reason("#ttg.amd_mfma<{version = 3, warpsPerCTA = [1, 1], instrShape = [32, 32]}>"),
        "#ttg.amd_mfma needs the key isTransposed"
    );
    assert_eq!(
        reason(&mfma(3, "[1, 1]", "[32, 32]", false, "").replace("false", "maybe")),
        "cannot parse triton encoding '#ttg.amd_mfma<{version = 3, warpsPerCTA = [1, 1], \
         instrShape = [32, 32], isTransposed = maybe}>': expected an integer, a list, a \
         boolean or an attribute at offset 88"
    );
    let m32 = mfma(3, "[1, 1]", "[32, 32]", false, "");
    assert_eq!(
        reason(&format!("#ttg.dot_op<{{opIdx = 0, parent = {m32}}}>")),
        "ttg.dot_op kWidth parameter is mandatory for MFMA parent"
    );
    assert_eq!(
        reason(&operand(1, &m32, 6)),
        "ttg.dot_op kWidth parameter must be a power of two for an MFMA parent, got 6"
    );
}

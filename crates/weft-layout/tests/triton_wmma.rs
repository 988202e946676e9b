//! AMD's WMMA encodings (`#ttg.amd_wmma`, `#ttg.dot_op` of one) to linear
//! layouts. Every expected layout here is the one Triton 3.9's own
//! conversion gives (`to_linear_layout` through Gluon; see
//! `tools/triton-differential.py`, which compares thousands more).

mod triton_common;

use triton_common::{bases, v};
use weft_layout::triton::syntax::{parse_encoding, print_encoding};

fn wmma(version: u64, transposed: bool, cta: &str, extra: &str) -> String {
    format!(
        "#ttg.amd_wmma<{{version = {version}, isTranspose = {transposed}, ctaLayout = {{{cta}}}{extra}}}>"
    )
}

fn operand(op_idx: u64, parent: &str, k_width: u64) -> String {
    format!("#ttg.dot_op<{{opIdx = {op_idx}, parent = {parent}, kWidth = {k_width}}}>")
}

#[test]
fn one_instruction_covers_a_16x16_tile_with_32_lanes() {
    // Version 2: 8 neighbouring rows a lane, the second 16 lanes 8 rows
    // down.
    assert_eq!(
        bases(&wmma(2, false, "", ""), &[16, 16]),
        [
            v(&[[1, 0], [2, 0], [4, 0]]),
            v(&[[0, 1], [0, 2], [0, 4], [0, 8], [8, 0]]),
            vec![],
            vec![]
        ]
    );
    // Version 1: every second row, the second 16 lanes one row down;
    // transposed, the same along columns.
    assert_eq!(
        bases(&wmma(1, false, "", ""), &[16, 16])[..2],
        [
            v(&[[2, 0], [4, 0], [8, 0]]),
            v(&[[0, 1], [0, 2], [0, 4], [0, 8], [1, 0]])
        ]
    );
    assert_eq!(
        bases(&wmma(1, true, "", ""), &[16, 16])[..2],
        [
            v(&[[0, 2], [0, 4], [0, 8]]),
            v(&[[1, 0], [2, 0], [4, 0], [8, 0], [0, 1]])
        ]
    );
}

#[test]
fn the_cta_layout_places_tiles_and_the_tensor_repeats_them_along_n_first() {
    let cta = wmma(2, false, "register = [[1, 0]], warp = [[0, 1]]", "");
    assert_eq!(
        bases(&cta, &[64, 64]),
        [
            v(&[[1, 0], [2, 0], [4, 0], [16, 0], [0, 32], [32, 0]]),
            v(&[[0, 1], [0, 2], [0, 4], [0, 8], [8, 0]]),
            v(&[[0, 16]]),
            vec![]
        ]
    );
    // Zero (broadcast) bases stay, registers included.
    let broadcast = wmma(2, false, "register = [[0, 0]], warp = [[0, 0], [0, 1]]", "");
    assert_eq!(
        bases(&broadcast, &[16, 32]),
        [
            v(&[[1, 0], [2, 0], [4, 0], [0, 0]]),
            v(&[[0, 1], [0, 2], [0, 4], [0, 8], [8, 0]]),
            v(&[[0, 0], [0, 16]]),
            vec![]
        ]
    );
    let batch = wmma(2, false, "warp = [[1, 0, 0]]", "");
    assert_eq!(
        bases(&batch, &[4, 32, 32]),
        [
            v(&[
                [0, 1, 0],
                [0, 2, 0],
                [0, 4, 0],
                [0, 0, 16],
                [0, 16, 0],
                [2, 0, 0]
            ]),
            v(&[[0, 0, 1], [0, 0, 2], [0, 0, 4], [0, 0, 8], [0, 8, 0]]),
            v(&[[1, 0, 0]]),
            vec![]
        ]
    );
}

#[test]
fn operands_read_the_whole_of_k_and_keep_the_tiles_of_their_own_dim() {
    // A of version 1: 16 elements of K a lane, the second 16 lanes
    // repeating the first; the warp along N holds a copy.
    let v1 = wmma(1, false, "warp = [[0, 1]]", "");
    assert_eq!(
        bases(&operand(0, &v1, 16), &[16, 32]),
        [
            v(&[[0, 1], [0, 2], [0, 4], [0, 8], [0, 16]]),
            v(&[[1, 0], [2, 0], [4, 0], [8, 0], [0, 0]]),
            v(&[[0, 0]]),
            vec![]
        ]
    );
    // B of version 2 over 2x2 warps: the warp along N keeps its tile, the
    // one along M holds a copy.
    let v2 = wmma(2, false, "warp = [[0, 1], [1, 0]]", "");
    assert_eq!(
        bases(&operand(1, &v2, 8), &[64, 32]),
        [
            v(&[[1, 0], [2, 0], [4, 0], [16, 0], [32, 0]]),
            v(&[[0, 1], [0, 2], [0, 4], [0, 8], [8, 0]]),
            v(&[[0, 16], [0, 0]]),
            vec![]
        ]
    );
    // A register tile along N is no register of A.
    let along_n = wmma(2, false, "register = [[0, 1]]", "");
    assert_eq!(
        bases(&operand(0, &along_n, 8), &[16, 32])[0],
        v(&[[0, 1], [0, 2], [0, 4], [0, 16]])
    );
    // Nor do A's CTAs split K: sliced to K alone, its blocks are copies.
    let split = wmma(2, true, "", ", CGALayout = [[0, 1], [1, 0]]");
    let slice = format!(
        "#ttg.slice<{{dim = 0, parent = {}}}>",
        operand(0, &split, 16)
    );
    assert_eq!(
        bases(&slice, &[32]),
        [
            v(&[[1], [2], [4], [8]]),
            v(&[[0], [0], [0], [0], [16]]),
            vec![],
            v(&[[0], [0]])
        ]
    );
}

#[test]
fn wmma_text_prints_as_triton_prints_it() {
    let text = "#ttg.amd_wmma<{instrShape = [16, 16, 64], ctaLayout = {warp = [[0, 0, 1]], \
                register = [[1, 0, 0]]}, version = 3, isTranspose = true, CGALayout = [[0, 1, 0]]}>";
    assert_eq!(
        print_encoding(&parse_encoding(text).unwrap()),
        "#ttg.amd_wmma<{version = 3, isTranspose = true, ctaLayout = {register = [[1, 0, 0]], \
         warp = [[0, 0, 1]]}, CGALayout = [[0, 1, 0]], instrShape = [16, 16, 64]}>"
    );
    // The default instruction shape is left out, as Triton leaves it out.
    assert_eq!(
        print_encoding(
            &parse_encoding(&wmma(1, false, "", ", instrShape = [16, 16, 16]")).unwrap()
        ),
        "#ttg.amd_wmma<{version = 1, isTranspose = false, ctaLayout = {}}>"
    );
}

#[test]
fn what_triton_rejects_or_cannot_convert_is_an_error_that_says_why() {
    let reason = |text: &str| parse_encoding(text).unwrap_err().to_string();
    assert_eq!(
        reason(&wmma(4, false, "", "")),
        "WMMA version must be in the [1, 3] range"
    );
    assert_eq!(
        reason(&wmma(1, false, "", ", instrShape = [16, 16, 32]")),
        "invalid WMMA v1 instruction shape"
    );
    assert_eq!(
        reason(&wmma(2, false, "warp = [[0, 1]], register = [[0, 1]]", "")),
        "the ctaLayout of #ttg.amd_wmma must be a permutation matrix after removing broadcast \
         bases"
    );
    assert_eq!(
        reason(&wmma(2, false, "warp = [[1, 1]]", "")),
        "the ctaLayout of #ttg.amd_wmma must be a permutation matrix after removing broadcast \
         bases"
    );
    assert_eq!(
        reason(&wmma(2, false, "lane = [[1, 0]]", "")),
        "unknown key lane in the ctaLayout of #ttg.amd_wmma; expected register or warp"
    );
    assert_eq!(
        reason(&wmma(2, false, "warp = [[0, 0, 0, 1]]", "")),
        "#ttg.amd_wmma is for tensors of rank 2 or 3, got bases of 4 values"
    );
    assert_eq!(
        reason(&wmma(
            2,
            false,
            "warp = [[0, 1]]",
            ", CGALayout = [[0, 0, 1]]"
        )),
        "CGALayout basis 0 has 3 values for rank 2"
    );
    let v1 = wmma(1, false, "", "");
    assert_eq!(
        reason(&operand(0, &v1, 4)),
        "ttg.dot_op kWidth parameter must be 8/16 for WMMA v1 (including packed cases for \
         `scaled_dot`)"
    );
    let v2 = wmma(2, false, "", "");
    assert_eq!(
        reason(&operand(1, &v2, 2)),
        "ttg.dot_op kWidth parameter must be 4/8/16 for WMMA v2 (including packed cases for \
         `scaled_dot`)"
    );
    let v3 = wmma(3, false, "", ", instrShape = [16, 16, 32]");
    assert_eq!(
        reason(&format!("#ttg.dot_op<{{opIdx = 0, parent = {v3}}}>")),
        "ttg.dot_op kWidth parameter is mandatory for WMMA v3"
    );
    assert_eq!(
        reason(&operand(0, &v3, 12)),
        "ttg.dot_op kWidth parameter must be a power of two for a WMMA parent, got 12"
    );
}

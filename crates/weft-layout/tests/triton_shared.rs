//! Triton's shared-memory encodings: each expected layout is the one
//! Triton 3.9 gives (Gluon's `to_linear_layout` of the same encoding).

use weft_layout::triton::SharedEncoding;
use weft_layout::triton::syntax::{
    TritonAttribute, parse_attribute, parse_gluon_attribute, parse_gluon_layout,
    print_shared_encoding,
};

fn shared(text: &str) -> SharedEncoding {
    let read = if text.starts_with('#') {
        parse_attribute(text)
    } else {
        parse_gluon_attribute(text)
    };
    match read.unwrap() {
        TritonAttribute::Shared(shared) => shared,
        other => panic!("{text} read as {other:?}"),
    }
}

/// The offset and block bases of `text` on `shape`.
fn bases(text: &str, shape: &[i64]) -> (Vec<Vec<u64>>, Vec<Vec<u64>>) {
    let linear = shared(text).to_linear(shape).unwrap();
    (
        linear.bases("offset").unwrap(),
        linear.bases("block").unwrap(),
    )
}

/// An untransposed `#ttg.nvmma_shared`, `extra` keys appended.
fn nvmma(swizzle: u64, bits: u64, extra: &str) -> String {
    format!(
        "#ttg.nvmma_shared<{{swizzlingByteWidth = {swizzle}, transposed = false, \
         elementBitWidth = {bits}{extra}}}>"
    )
}

fn error(text: &str, shape: &[i64]) -> String {
    let read = if text.starts_with('#') {
        parse_attribute(text)
    } else {
        parse_gluon_attribute(text)
    };
    match read {
        Ok(TritonAttribute::Shared(shared)) => shared.to_linear(shape).unwrap_err().to_string(),
        Ok(other) => panic!("{text} read as {other:?}"),
        Err(error) => error.to_string(),
    }
}

#[test]
fn swizzled_rows_move_their_columns_by_vec_times_the_phase() {
    // Row 2 is phase 1 (columns XOR 2), row 4 phase 2 (XOR 4), row 8
    // phase 4 mod 4 = 0.
    assert_eq!(
        bases(
            "#ttg.swizzled_shared<{vec = 2, perPhase = 2, maxPhase = 4, order = [1, 0]}>",
            &[16, 16]
        ),
        (
            vec![
                vec![0, 1],
                vec![0, 2],
                vec![0, 4],
                vec![0, 8],
                vec![1, 0],
                vec![2, 2],
                vec![4, 4],
                vec![8, 0]
            ],
            vec![]
        )
    );
    // No swizzle, column-major.
    assert_eq!(
        bases(
            "#ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0, 1]}>",
            &[8, 4]
        )
        .0,
        [[1, 0], [2, 0], [4, 0], [0, 1], [0, 2]]
    );
    // A swizzle wider than the row wraps to nothing: 8 * phase mod 4 = 0.
    assert_eq!(
        bases(
            "#ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>",
            &[8, 4]
        )
        .0,
        [[0, 1], [0, 2], [1, 0], [2, 0], [4, 0]]
    );
    // Neither vec nor maxPhase need be powers of two: the bases are then
    // not single bits (row 1 moves by 3, row 8 by 3 * (8 mod 5) mod 8 = 1).
    assert_eq!(
        bases(
            "#ttg.swizzled_shared<{vec = 3, perPhase = 1, maxPhase = 5, order = [1, 0]}>",
            &[16, 8]
        )
        .0,
        [[0, 1], [0, 2], [0, 4], [1, 3], [2, 6], [4, 4], [8, 1]]
    );
}

#[test]
fn swizzled_stacks_outer_dims_in_order_and_spreads_ctas() {
    // Dims 2 then 0 are swizzled; dim 1 is stacked on them.
    assert_eq!(
        bases(
            "#ttg.swizzled_shared<{vec = 4, perPhase = 2, maxPhase = 4, order = [2, 0, 1]}>",
            &[4, 8, 16]
        )
        .0,
        [
            [0, 0, 1],
            [0, 0, 2],
            [0, 0, 4],
            [0, 0, 8],
            [1, 0, 0],
            [2, 0, 4],
            [0, 1, 0],
            [0, 2, 0],
            [0, 4, 0]
        ]
    );
    assert_eq!(
        bases(
            "#ttg.swizzled_shared<{vec = 4, perPhase = 2, maxPhase = 4, order = [0]}>",
            &[16]
        )
        .0,
        [[1], [2], [4], [8]]
    );
    // Two CTAs split dim 0: each swizzles its own 4x4 half.
    assert_eq!(
        bases(
            "#ttg.swizzled_shared<{vec = 2, perPhase = 2, maxPhase = 4, order = [1, 0], CGALayout = [[1, 0]]}>",
            &[8, 4]
        ),
        (
            vec![vec![0, 1], vec![0, 2], vec![1, 0], vec![2, 2]],
            vec![vec![4, 0]]
        )
    );
    // A broadcast CTA basis stays.
    assert_eq!(
        bases(
            "SwizzledSharedLayout(vec=8, per_phase=1, max_phase=8, order=[0, 1], cga_layout=[[0, 1], [0, 0]])",
            &[64, 2]
        ),
        (
            vec![
                vec![1, 0],
                vec![2, 0],
                vec![4, 0],
                vec![8, 0],
                vec![16, 0],
                vec![32, 0]
            ],
            vec![vec![0, 1], vec![0, 0]]
        )
    );
}

#[test]
fn shared_linear_is_its_own_bases_and_alignment() {
    let text =
        "#ttg.shared_linear<{offset = [[0, 1], [1, 0], [2, 1]], block = [[4, 0]]}, alignment = 64>";
    let encoding = shared(text);
    assert_eq!(encoding.alignment(), 64);
    assert_eq!(print_shared_encoding(&encoding), text);
    assert_eq!(
        bases(text, &[8, 2]),
        (vec![vec![0, 1], vec![1, 0], vec![2, 1]], vec![vec![4, 0]])
    );
    // Gluon's spelling; the alignment defaults to 16, an empty block is
    // not printed (as Triton prints it).
    assert_eq!(
        print_shared_encoding(&shared(
            "gl.SharedLinearLayout(offset_bases=[[0, 1], [1, 0]], block_bases=[])"
        )),
        "#ttg.shared_linear<{offset = [[0, 1], [1, 0]]}, alignment = 16>"
    );
}

#[test]
fn shared_linear_may_repeat_offsets_and_ctas_with_zero_bases() {
    // Offset 8 and the second CTA hold what offset 0 holds: Triton reads
    // this, and its layout is the one written.
    let text = "#ttg.shared_linear<{offset = [[0, 1], [1, 0], [0, 2], [0, 0]], block = [[0, 0]]}, \
                alignment = 16>";
    assert_eq!(
        bases(text, &[2, 4]),
        (
            vec![vec![0, 1], vec![1, 0], vec![0, 2], vec![0, 0]],
            vec![vec![0, 0]]
        )
    );
}

#[test]
fn both_spellings_print_as_triton_prints() {
    let gluon = "gl.SwizzledSharedLayout(vec=2, per_phase=2, max_phase=4, order=[1, 0], cga_layout=[[1, 0]])";
    let text = "#ttg.swizzled_shared<{vec = 2, perPhase = 2, maxPhase = 4, order = [1, 0], CGALayout = [[1, 0]]}>";
    assert_eq!(shared(gluon), shared(text));
    assert_eq!(print_shared_encoding(&shared(gluon)), text);
    // Keys in any order.
    assert_eq!(
        shared(
            "#ttg.swizzled_shared<{order = [1, 0], maxPhase = 4, perPhase = 2, vec = 2, CGALayout = [[1, 0]]}>"
        ),
        shared(text)
    );
}

#[test]
fn bad_shared_encodings_are_errors() {
    let swizzled = |body: &str| format!("#ttg.swizzled_shared<{{{body}}}>");
    for (text, shape, message) in [
        (
            swizzled("vec = 2, perPhase = 0, maxPhase = 4, order = [1, 0]"),
            vec![8, 8],
            "#ttg.swizzled_shared needs a positive perPhase",
        ),
        (
            swizzled("vec = 2, perPhase = 1, maxPhase = 0, order = [1, 0]"),
            vec![8, 8],
            "#ttg.swizzled_shared needs a positive maxPhase",
        ),
        (
            swizzled("vec = 4294967296, perPhase = 1, maxPhase = 2, order = [1, 0]"),
            vec![8, 8],
            "#ttg.swizzled_shared's vec 4294967296 times maxPhase 2 does not fit 32 bits",
        ),
        (
            swizzled("vec = 2, perPhase = 1, maxPhase = 4, order = [1, 1]"),
            vec![8, 8],
            "order must be a permutation of 0..2, got [1, 1]",
        ),
        (
            swizzled("vec = 1, perPhase = 1, maxPhase = 1, order = []"),
            vec![8],
            "#ttg.swizzled_shared needs an order of at least one dim",
        ),
        (
            swizzled("vec = 2, perPhase = 1, maxPhase = 4"),
            vec![8, 8],
            "#ttg.swizzled_shared needs the key order",
        ),
        (
            swizzled("vec = 2, perPhase = 1, maxPhase = 4, order = [1, 0], swizzle = 1"),
            vec![8, 8],
            "unknown key swizzle in #ttg.swizzled_shared",
        ),
        (
            swizzled("vec = 2, perPhase = 1, maxPhase = 4, order = [1, 0], CGALayout = [[3, 0]]"),
            vec![8, 8],
            "After removing broadcast bases the CGA encoding must be a permutation matrix",
        ),
        (
            swizzled("vec = 2, perPhase = 1, maxPhase = 4, order = [1, 0]"),
            vec![3, 8, 16],
            "rank mismatch between encoding and tensor: 2 != 3; for a multi-buffered \
             allocation, give the shape of one buffer (8x16)",
        ),
        (
            swizzled("vec = 2, perPhase = 1, maxPhase = 4, order = [1, 0]"),
            vec![8],
            "rank mismatch between encoding and tensor: 2 != 1",
        ),
        (
            swizzled("vec = 2, perPhase = 1, maxPhase = 4, order = [1, 0]"),
            vec![8, 6],
            "tensor dims must be powers of two, got 6",
        ),
        (
            "#ttg.shared_linear<{offset = [[0, 1], [1, 0]]}, alignment = 12>".into(),
            vec![2, 2],
            "alignment must be a positive power of two",
        ),
        (
            "#ttg.shared_linear<{offset = [[0, 1], [1, 0]]}>".into(),
            vec![2, 2],
            "#ttg.shared_linear needs the key alignment",
        ),
        (
            "#ttg.shared_linear<{offset = [[0, 1], [1, 0]]}, alignment = 16>".into(),
            vec![4, 2],
            "the shared linear layout spans 2 elements along dim 0 but the tensor has 4",
        ),
        // Triton's rule: without its zero bases, a bijection onto the dims
        // the bases span (the first is not onto, the second not one to one).
        (
            "#ttg.shared_linear<{offset = [[0, 2]]}, alignment = 16>".into(),
            vec![1, 4],
            "the layout is not surjective: {offset = [[0, 2]], block = []} -> (dim0: 1, dim1: 4)",
        ),
        (
            "#ttg.shared_linear<{offset = [[1], [2], [4], [4]]}, alignment = 16>".into(),
            vec![8],
            "a #ttg.shared_linear without its zero bases must be a bijection: its other bases \
             must place every element once",
        ),
    ] {
        assert_eq!(error(&text, &shape), message, "{text}");
    }
    // A shared encoding is no tensor's encoding, nor a parent.
    assert_eq!(
        weft_layout::triton::syntax::parse_encoding(
            "#ttg.swizzled_shared<{vec = 2, perPhase = 1, maxPhase = 4, order = [1, 0]}>"
        )
        .unwrap_err()
        .to_string(),
        "#ttg.swizzled_shared is a shared-memory encoding, where a distributed one is needed"
    );
    assert_eq!(
        parse_gluon_layout("SwizzledSharedLayout(2, 1, 4, [1, 0])")
            .unwrap_err()
            .to_string(),
        "a shared-memory layout, where a distributed one is needed"
    );
    assert!(
        parse_gluon_attribute("SliceLayout(0, SwizzledSharedLayout(2, 1, 4, [1, 0]))")
            .unwrap_err()
            .to_string()
            .ends_with("a shared-memory layout, where a distributed one is needed at offset 15")
    );
}

#[test]
fn nvmma_repeats_a_swizzled_core_matrix_down_the_rows() {
    // 128-byte swizzle of 16-bit data: a row is 64 elements, row r moves
    // its 8-element chunks by r.
    let wide = nvmma(128, 16, "");
    assert_eq!(shared(&wide).alignment(), 1024);
    assert_eq!(
        bases(&wide, &[64, 64]).0,
        [
            [0, 1],
            [0, 2],
            [0, 4],
            [0, 8],
            [0, 16],
            [0, 32],
            [1, 8],
            [2, 16],
            [4, 32],
            [8, 0],
            [16, 0],
            [32, 0]
        ]
    );
    // 32-byte swizzle of bytes: rows of 32, a new phase every 4 rows; the
    // second 32 columns come after all the rows (one TMA box after another).
    let narrow = nvmma(32, 8, "");
    assert_eq!(shared(&narrow).alignment(), 256);
    assert_eq!(
        bases(&narrow, &[64, 64]).0,
        [
            [0, 1],
            [0, 2],
            [0, 4],
            [0, 8],
            [0, 16],
            [1, 0],
            [2, 0],
            [4, 16],
            [8, 0],
            [16, 0],
            [32, 0],
            [0, 32]
        ]
    );
    // The outer dims collapse into rows.
    assert_eq!(
        bases(&nvmma(128, 16, ", rank = 3"), &[2, 16, 64]).0,
        [
            [0, 0, 1],
            [0, 0, 2],
            [0, 0, 4],
            [0, 0, 8],
            [0, 0, 16],
            [0, 0, 32],
            [0, 1, 8],
            [0, 2, 16],
            [0, 4, 32],
            [0, 8, 0],
            [1, 0, 0]
        ]
    );
    // FP4 padding: offsets 8-15 of each 16 repeat 0-7.
    assert_eq!(
        bases(&nvmma(128, 8, ", fp4Padded = true"), &[64, 64]).0,
        [
            [0, 1],
            [0, 2],
            [0, 4],
            [0, 0],
            [0, 8],
            [0, 16],
            [0, 32],
            [1, 8],
            [2, 16],
            [4, 32],
            [8, 0],
            [16, 0],
            [32, 0]
        ]
    );
    // No swizzle: row-major in TMA boxes of at most 256 along a dim.
    let plain = bases(&nvmma(0, 16, ""), &[512, 512]).0;
    assert_eq!(plain.len(), 18);
    assert_eq!(plain[..2], [[0, 1], [0, 2]]);
    assert_eq!(plain[7..10], [[0, 128], [1, 0], [2, 0]]);
    assert_eq!(plain[16..], [[0, 256], [256, 0]]);
}

#[test]
fn transposed_nvmma_keeps_dim_0_contiguous() {
    let transposed = "gl.NVMMASharedLayout(swizzle_byte_width=128, element_bitwidth=16, rank=2, \
                      transposed=True, fp4_padded=False, cga_layout=[])";
    assert_eq!(
        print_shared_encoding(&shared(transposed)),
        "#ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 16}>"
    );
    assert_eq!(
        bases(transposed, &[128, 32]).0,
        [
            [1, 0],
            [2, 0],
            [4, 0],
            [8, 0],
            [16, 0],
            [32, 0],
            [8, 1],
            [16, 2],
            [32, 4],
            [0, 8],
            [0, 16],
            [64, 0]
        ]
    );
    assert_eq!(
        print_shared_encoding(&shared(
            "NVMMASharedLayout(128, 8, 3, False, True, [[0, 0, 1]])"
        )),
        "#ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8, \
         fp4Padded = true, CGALayout = [[0, 0, 1]]}>"
    );
}

#[test]
fn nvmma_shapes_triton_refuses_are_errors() {
    // A block of rank 25 whose outer dims hold more than 2^64 elements
    // (found by fuzzing, where the rows' count overflowed).
    let wide = vec![32; 25];
    assert_eq!(
        error(&nvmma(32, 32, ", rank = 25"), &wide),
        format!(
            "the TMA block {:?} has more than 2^64 elements in its outer dims",
            [&wide[..24], &[8]].concat()
        )
    );
    for (text, shape, message) in [
        (
            nvmma(128, 8, ""),
            vec![64, 64],
            "block shape along the contiguous dimension 1 is too small for the swizzle byte size \
             128 in an NVMMASharedLayout, got 64 but expected at least 128",
        ),
        (
            nvmma(128, 16, ""),
            vec![4, 64],
            "Illegal shared layout; expected collapsed shapePerCTA to be at least [8, 64], \
             collapsedTmaShape: [4, 64]",
        ),
        (
            nvmma(96, 16, ""),
            vec![64, 64],
            "swizzlingByteWidth must be 0, 32, 64, or 128",
        ),
        (
            nvmma(128, 0, ""),
            vec![64, 64],
            "elementBitWidth must be non-zero",
        ),
        (
            nvmma(128, 12, ""),
            vec![64, 64],
            "elementBitWidth must be a power of two of at most 1024 bits, got 12",
        ),
        (
            nvmma(32, 16, ", rank = 9999999999999999999"),
            vec![64, 64],
            "#ttg.nvmma_shared needs a rank from 1 to 64, got 9999999999999999999",
        ),
        (
            nvmma(32, 16, ", rank = 0"),
            vec![64, 64],
            "#ttg.nvmma_shared needs a rank from 1 to 64, got 0",
        ),
        (
            nvmma(128, 16, ", rank = 1"),
            vec![64],
            "a swizzled #ttg.nvmma_shared needs a tensor of rank 2 or more",
        ),
        (
            nvmma(128, 16, ", CGALayout = [[0, 1]], rank = 3"),
            vec![2, 64, 64],
            "'CGALayout' entry length does not match rank 3 (it is 2)",
        ),
        (
            "#ttg.nvmma_shared<{swizzlingByteWidth = 0, transposed = true, elementBitWidth = 16, \
             rank = 3}>"
                .into(),
            vec![2, 4, 8],
            "Weft does not model a transposed #ttg.nvmma_shared of rank 3 or more without a \
             swizzle (Triton 3.9 gives such layouts offsets that hold no element)",
        ),
    ] {
        assert_eq!(error(&text, &shape), message, "{text}");
    }
}

//! Blackwell's tensor-memory encodings: their text, and Triton 3.9's rules
//! for buffers in tensor memory, subslices of them and the tcgen05 MMA.

use weft_layout::triton::syntax::parse_tensor_memory_encoding;
use weft_layout::triton::tensor_memory::{
    Buffer, MmaOperand, TensorMemoryBlocks, TensorMemoryEncoding, check_mma,
};

fn blocks(text: &str) -> TensorMemoryBlocks {
    match parse_tensor_memory_encoding(text).unwrap() {
        TensorMemoryEncoding::Blocks(blocks) => blocks,
        other => panic!("not blocks: {other:?}"),
    }
}

fn encoding(block_m: u64, block_n: u64) -> TensorMemoryBlocks {
    blocks(&format!(
        "#ttng.tensor_memory_encoding<blockM = {block_m}, blockN = {block_n}, colStride = 1>"
    ))
}

#[test]
fn reads_both_encodings_keys_in_any_order() {
    let tmem = blocks(
        "#ttng.tensor_memory_encoding<colStride = 2, CGALayout = [[1, 0]], blockN = 32, \
         twoCTAs = true, blockM = 128>",
    );
    assert_eq!(
        tmem,
        TensorMemoryBlocks {
            block_m: 128,
            block_n: 32,
            col_stride: 2,
            cga_layout: vec![vec![1, 0]],
            two_ctas: true,
            fp4_padded: false,
        }
    );
    let scales = parse_tensor_memory_encoding(
        "#ttng.tensor_memory_scales_encoding<blockRepOrder = kThenMn>",
    )
    .unwrap();
    let TensorMemoryEncoding::Scales(scales) = scales else {
        panic!("not scales")
    };
    assert!(scales.k_then_mn && scales.cga_layout.is_empty());
    assert!(matches!(
        parse_tensor_memory_encoding("#ttng.tensor_memory_scales_encoding<>"),
        Ok(TensorMemoryEncoding::Scales(_))
    ));
}

#[test]
fn refuses_bad_text_with_a_reason() {
    for (text, reason) in [
        (
            "#ttng.tensor_memory_encoding<blockM = 64, blockN = 64>",
            "#ttng.tensor_memory_encoding needs the key colStride",
        ),
        (
            "#ttng.tensor_memory_encoding<blockM = 64, blockN = 64, colStride = 1, blockM = 64>",
            "duplicate key blockM",
        ),
        (
            "#ttng.tensor_memory_encoding<blockM = 64, blockN = 64, colStride = 1, rank = 2>",
            "unknown key rank in #ttng.tensor_memory_encoding",
        ),
        (
            "#ttng.tensor_memory_scales_encoding<blockRepOrder = mFirst>",
            "blockRepOrder must be mnThenK or kThenMn, got mFirst",
        ),
        (
            "#ttng.tensor_memory<>",
            "#ttng.tensor_memory is not a tensor-memory encoding",
        ),
    ] {
        let error = parse_tensor_memory_encoding(text).unwrap_err().to_string();
        assert!(error.contains(reason), "{text}: {error}");
    }
}

fn buffer<'a>(shape: &'a [i64], bits: u32) -> Buffer<'a> {
    Buffer {
        shape,
        alloc_shape: shape,
        element_bits: bits,
        in_tensor_memory: true,
    }
}

#[test]
fn buffers_follow_triton_rules_and_messages() {
    let tmem = TensorMemoryEncoding::Blocks(encoding(128, 64));
    assert!(tmem.check_buffer(&buffer(&[128, 64], 32)).is_ok());
    assert!(tmem.check_buffer(&buffer(&[2, 128, 32], 32)).is_ok());
    let refused = |shape: &[i64], bits: u32, in_tensor_memory: bool| {
        let mut buffer = buffer(shape, bits);
        buffer.in_tensor_memory = in_tensor_memory;
        tmem.check_buffer(&buffer).unwrap_err().to_string()
    };
    assert_eq!(
        refused(&[128, 64], 32, false),
        "memorySpace must be TensorMemorySpace"
    );
    assert_eq!(refused(&[128], 32, true), "rank must be 2 or 3");
    assert_eq!(
        refused(&[128, 96], 32, true),
        "shape must have power-of-2 and non-zero dimensions; got 128, 96"
    );
    assert_eq!(
        refused(&[2, 64, 128], 32, true),
        "the tensor shape must be at least 128x64. Got 2, 64, 128"
    );
    let unpacked = TensorMemoryEncoding::Blocks(TensorMemoryBlocks {
        col_stride: 2,
        ..encoding(128, 64)
    });
    assert_eq!(
        unpacked
            .check_buffer(&buffer(&[128, 64], 32))
            .unwrap_err()
            .to_string(),
        "bitwidth * colStride must be less than or equal to 32. Got 32 and 2"
    );
    // A stride whose product with the width passes 2^64 is refused, not
    // overflowed (found by fuzzing).
    let huge = TensorMemoryEncoding::Blocks(TensorMemoryBlocks {
        col_stride: 2_222_222_222_222_222_222,
        ..encoding(128, 64)
    });
    assert_eq!(
        huge.check_buffer(&buffer(&[128, 64], 32))
            .unwrap_err()
            .to_string(),
        "bitwidth * colStride must be less than or equal to 32. Got 32 and 2222222222222222222"
    );
    let split = TensorMemoryEncoding::Blocks(TensorMemoryBlocks {
        cga_layout: vec![vec![1, 0], vec![0, 1]],
        ..encoding(64, 64)
    });
    assert_eq!(
        split
            .check_buffer(&buffer(&[128, 64], 32))
            .unwrap_err()
            .to_string(),
        "the tensor shape must be at least 128x128. Got 128, 64"
    );
}

/// Every verdict Triton 3.9 gave on the recorded subslices is Weft's.
#[test]
fn subslices_as_triton_judges_them() {
    let table = include_str!("data/tmem_subslice_triton39.txt");
    let mut checked = 0;
    for line in table.lines().filter(|line| !line.starts_with('#')) {
        let fields: Vec<&str> = line.split_whitespace().collect();
        let number = |i: usize| fields[i].parse::<u64>().unwrap();
        let (block_m, block_n, rows, columns) = (number(0), number(1), number(2), number(3));
        let (dim, width, offset) = (number(4) as usize, number(5) as i64, number(6) as u32);
        let source = [rows as i64, columns as i64];
        let mut result = source;
        result[dim] = width;
        let verdict = match encoding(block_m, block_n)
            .check_subslice(&source, &source, &result, dim, offset, 32)
        {
            Ok(()) => "ok".to_string(),
            Err(e) if e.to_string() == "The split offset may not touch the tile" => "touch".into(),
            Err(e) if e.to_string() == "The split offset may not exceed the source shape" => {
                "exceed".into()
            }
            Err(e) => e.to_string(),
        };
        assert_eq!(verdict, fields[7], "{line}");
        checked += 1;
    }
    assert!(checked > 400);
}

#[test]
fn a_buffer_dim_slices_anywhere_and_negative_offsets_run_past_the_end() {
    let tmem = encoding(64, 32);
    assert!(
        tmem.check_subslice(&[4, 64, 128], &[4, 64, 128], &[2, 64, 128], 0, 1, 32)
            .is_ok()
    );
    assert_eq!(
        tmem.check_subslice(&[64, 128], &[64, 128], &[64, 32], 1, -32i32 as u32, 32)
            .unwrap_err()
            .to_string(),
        "The split offset may not exceed the source shape"
    );
}

#[test]
fn packed_columns_are_sliced_at_whole_32_bit_columns() {
    let tmem = encoding(128, 64);
    let slice = |offset: u32, bits: u32| {
        tmem.check_subslice(&[128, 32], &[128, 32], &[128, 16], 1, offset, bits)
            .map_err(|e| e.to_string())
    };
    assert_eq!(slice(2, 16), Ok(()));
    assert_eq!(
        slice(3, 16),
        Err("The split offset must be 32-bit aligned in tensor memory.".to_string())
    );
    assert_eq!(slice(4, 8), Ok(()));
    assert!(slice(7, 8).is_err());
    // Rows are not packed.
    assert!(
        tmem.check_subslice(&[256, 32], &[256, 32], &[128, 32], 0, 128, 8)
            .is_ok()
    );
}

fn operand<'a>(cga_layout: &'a [Vec<u64>], shape: &'a [i64]) -> MmaOperand<'a> {
    MmaOperand { cga_layout, shape }
}

#[test]
fn mma_rules_that_depend_on_ctas() {
    let none: Vec<Vec<u64>> = Vec::new();
    let d = encoding(128, 256);
    assert!(
        check_mma(
            operand(&none, &[128, 64]),
            operand(&none, &[64, 256]),
            &d,
            &[128, 256],
            false
        )
        .is_ok()
    );
    let wide = encoding(128, 512);
    assert_eq!(
        check_mma(
            operand(&none, &[128, 64]),
            operand(&none, &[64, 512]),
            &wide,
            &[128, 512],
            false
        )
        .unwrap_err()
        .to_string(),
        "The block size of the return operand must be less than or equal to 256"
    );
    // Two CTAs along N: each holds 256 columns, one instruction.
    let split_n = vec![vec![0, 1]];
    let d_split = TensorMemoryBlocks {
        cga_layout: split_n.clone(),
        ..encoding(128, 512)
    };
    let zeros = vec![vec![0, 0]];
    assert!(
        check_mma(
            operand(&zeros, &[128, 64]),
            operand(&split_n, &[64, 512]),
            &d_split,
            &[128, 512],
            false
        )
        .is_ok()
    );
    assert_eq!(
        check_mma(
            operand(&split_n, &[128, 128]),
            operand(&zeros, &[128, 64]),
            &encoding(128, 64),
            &[128, 64],
            false
        )
        .unwrap_err()
        .to_string(),
        "LHS CTASplit along K should be 1, but got 2"
    );
    assert_eq!(
        check_mma(
            operand(&none, &[128, 64]),
            operand(&none, &[64, 64]),
            &encoding(128, 64),
            &[128, 64],
            true
        )
        .unwrap_err()
        .to_string(),
        "twoCTA mode expects the first basis of the cga_layout of the RHS to be [0, 1]"
    );
    let rows = vec![vec![1, 0]];
    let d_rows = TensorMemoryBlocks {
        cga_layout: rows.clone(),
        ..encoding(128, 64)
    };
    assert_eq!(
        check_mma(
            operand(&zeros, &[256, 64]),
            operand(&split_n, &[64, 128]),
            &d_rows,
            &[256, 128],
            false
        )
        .unwrap_err()
        .to_string(),
        "expected block basis [0, 64] at result index 0, but got [128, 0]"
    );
    assert_eq!(
        check_mma(
            operand(&rows, &[256, 64]),
            operand(&zeros, &[64, 128]),
            &d_rows,
            &[256, 128],
            true
        )
        .unwrap_err()
        .to_string(),
        "twoCTA mode expects the first basis of the cga_layout of the RHS to be [0, 1]"
    );
    let d_two = TensorMemoryBlocks {
        two_ctas: true,
        ..d_rows.clone()
    };
    assert_eq!(
        check_mma(
            operand(&rows, &[256, 64]),
            operand(&zeros, &[64, 128]),
            &d_two,
            &[256, 128],
            false
        )
        .unwrap_err()
        .to_string(),
        "The returned value's encoding must have twoCTA=0 to be used in a non-twoCTA kernel"
    );
}

/// The bases Gluon's `to_linear_layout` gives for these encodings and
/// shapes (Triton 3.9), and a CTA moving a whole part of the buffer.
#[test]
fn linear_layouts_are_tritons() {
    let bases = |tmem: &TensorMemoryBlocks, shape: &[i64], dim: &str| {
        tmem.linear_layout(shape).unwrap().bases(dim).unwrap()
    };
    let half_rows = encoding(64, 32);
    assert_eq!(
        bases(&half_rows, &[64, 64], "row"),
        [[1, 0], [2, 0], [4, 0], [8, 0], [0, 32], [16, 0], [32, 0]]
    );
    assert_eq!(
        bases(&half_rows, &[64, 64], "col"),
        [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16]]
    );
    // One block's columns: lane 16 is unused.
    assert_eq!(bases(&half_rows, &[64, 32], "row")[4], [0, 0]);
    let unpacked = blocks("#ttng.tensor_memory_encoding<blockM = 128, blockN = 64, colStride = 2>");
    assert_eq!(
        bases(&unpacked, &[128, 64], "col"),
        [[0, 0], [0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [0, 32]]
    );
    let two_blocks = encoding(128, 64);
    assert_eq!(
        bases(&two_blocks, &[256, 128], "col")[6..],
        [[128, 0], [0, 64]]
    );
    let split_rows = blocks(
        "#ttng.tensor_memory_encoding<blockM = 128, blockN = 64, colStride = 1, CGALayout = [[1, 0]]>",
    );
    assert_eq!(bases(&split_rows, &[256, 64], "block"), [[128, 0]]);
    assert_eq!(bases(&split_rows, &[256, 64], "row").len(), 7);
    assert_eq!(
        split_rows.linear_layout(&[64, 64]).unwrap_err().to_string(),
        "the tensor shape must be at least 256x64. Got 64, 64"
    );
}

/// Triton's layout for each message shape is one that message (or, for
/// 32x32b over 16 rows a warp, 16x32bx2) moves: the two halves of the
/// rule agree on every buffer of a grid of encodings, elements, shapes and
/// warp counts.
#[test]
fn each_message_moves_its_own_layout() {
    use weft_layout::triton::tensor_memory_messages::check_message_layout;
    use weft_layout::triton::tensor_memory_registers::message_register_layout;
    let mut checked = 0;
    for (block_m, block_n, stride, bits) in [
        (128, 64, 1, 32),
        (128, 128, 1, 16),
        (128, 64, 2, 16),
        (64, 64, 1, 32),
        (64, 32, 1, 8),
        (128, 256, 4, 8),
    ] {
        for cga in ["", ", CGALayout = [[1, 0]]", ", CGALayout = [[0, 1]]"] {
            let tmem = blocks(&format!(
                "#ttng.tensor_memory_encoding<blockM = {block_m}, blockN = {block_n}, \
                 colStride = {stride}{cga}>"
            ));
            for shape in [[128, 64], [256, 128], [64, 256], [128, 16]] {
                for warps in [4, 8, 16] {
                    for message in ["32x32b", "16x64b", "16x128b", "16x256b"] {
                        let encoding = TensorMemoryEncoding::Blocks(tmem.clone());
                        let Ok(Some(registers)) =
                            message_register_layout(&encoding, &shape, bits, warps, message)
                        else {
                            continue;
                        };
                        let memory = tmem.linear_layout(&shape).unwrap();
                        let moved = check_message_layout(&registers, &memory, bits, 256)
                            .unwrap_or_else(|e| {
                                panic!("{tmem:?} {shape:?} {warps} {message}: {e}")
                            });
                        let expected = if message == "32x32b" && moved == "16x32bx2" {
                            "16x32bx2"
                        } else {
                            message
                        };
                        assert_eq!(moved, expected, "{tmem:?} {shape:?} {warps} {message}");
                        checked += 1;
                    }
                }
            }
        }
    }
    assert!(checked > 300, "{checked}");
}

/// The scales encoding's layout: the bases Gluon's `to_linear_layout`
/// gives (Triton 3.9), in either block order.
#[test]
fn scales_layouts_are_tritons() {
    let repeated_rows = |top: u64| -> Vec<Vec<u64>> {
        let mut rows: Vec<Vec<u64>> = [1, 2, 4, 8, 16]
            .into_iter()
            .map(|r| vec![if r < top { r } else { 0 }, 0])
            .collect();
        rows.extend([vec![0, 0], vec![0, 0]]);
        rows
    };
    for order in ["", "blockRepOrder = kThenMn"] {
        let scales =
            parse_tensor_memory_encoding(&format!("#ttng.tensor_memory_scales_encoding<{order}>"))
                .unwrap();
        for (shape, columns) in [
            ([128, 4], vec![[0, 1], [0, 2], [32, 0], [64, 0]]),
            ([128, 8], vec![[0, 1], [0, 2], [32, 0], [64, 0], [0, 4]]),
            ([256, 4], vec![[0, 1], [0, 2], [32, 0], [64, 0], [128, 0]]),
            ([64, 4], vec![[0, 1], [0, 2], [32, 0]]),
            ([128, 2], vec![[0, 1], [0, 0], [32, 0], [64, 0]]),
            ([32, 4], vec![[0, 1], [0, 2], [0, 0]]),
            ([16, 4], vec![[0, 1], [0, 2], [0, 0]]),
            ([128, 1], vec![[0, 0], [0, 0], [32, 0], [64, 0]]),
        ] {
            let (part, ctas) = scales.part_layout(&shape).unwrap();
            assert_eq!(
                part.bases("row").unwrap(),
                repeated_rows(shape[0] as u64),
                "{shape:?}"
            );
            assert_eq!(part.bases("col").unwrap(), columns, "{shape:?}");
            assert!(ctas.is_empty());
        }
    }
    // With blocks along both M and K, the order tells them apart.
    for (order, columns) in [
        ("", [[0, 1], [0, 2], [32, 0], [64, 0], [128, 0], [0, 4]]),
        (
            "blockRepOrder = kThenMn",
            [[0, 1], [0, 2], [32, 0], [64, 0], [0, 4], [128, 0]],
        ),
    ] {
        let scales =
            parse_tensor_memory_encoding(&format!("#ttng.tensor_memory_scales_encoding<{order}>"))
                .unwrap();
        let (part, _) = scales.part_layout(&[256, 8]).unwrap();
        assert_eq!(part.bases("col").unwrap(), columns, "{order}");
    }
}

/// Triton's register layout for a buffer of scales, by message and warp
/// count: the bases Gluon's `get_reg_layout` gives (Triton 3.9). A buffer
/// of fewer than 64 rows does not occupy the column its rows 32..63 would
/// take when that column comes last (32x4), but does when a group of
/// scales follows it (32x8).
#[test]
fn scales_message_layouts_are_tritons() {
    use weft_layout::triton::tensor_memory_registers::message_register_layout;
    /// A buffer and the bases Triton gives it.
    struct Case {
        cga: &'static str,
        shape: [i64; 2],
        warps: u32,
        message: &'static str,
        register: Vec<[u64; 2]>,
        lane: [u64; 5],
        warp: Vec<[u64; 2]>,
    }
    let thread_per_row = [1, 2, 4, 8, 16];
    let case = |shape, warps, message, register: &[[u64; 2]], warp: &[[u64; 2]]| Case {
        cga: "",
        shape,
        warps,
        message,
        register: register.to_vec(),
        lane: thread_per_row,
        warp: warp.to_vec(),
    };
    let cases = [
        case(
            [128, 4],
            4,
            "32x32b",
            &[[0, 1], [0, 2], [32, 0], [64, 0]],
            &[[0, 0], [0, 0]],
        ),
        case(
            [128, 4],
            8,
            "32x32b",
            &[[0, 1], [0, 2], [32, 0]],
            &[[0, 0], [0, 0], [64, 0]],
        ),
        case(
            [128, 4],
            16,
            "32x32b",
            &[[0, 1], [0, 2]],
            &[[0, 0], [0, 0], [32, 0], [64, 0]],
        ),
        case(
            [128, 16],
            8,
            "32x32b",
            &[[0, 1], [0, 2], [32, 0], [64, 0], [0, 4]],
            &[[0, 0], [0, 0], [0, 8]],
        ),
        case([32, 4], 4, "32x32b", &[[0, 1], [0, 2]], &[[0, 0], [0, 0]]),
        case(
            [32, 8],
            4,
            "32x32b",
            &[[0, 1], [0, 2], [0, 0], [0, 4]],
            &[[0, 0], [0, 0]],
        ),
        Case {
            lane: [1, 2, 4, 8, 0],
            ..case([16, 1], 4, "32x32b", &[], &[[0, 0], [0, 0]])
        },
        Case {
            lane: [8, 32, 1, 2, 4],
            ..case(
                [128, 4],
                4,
                "16x64b",
                &[[0, 1], [0, 2], [64, 0], [16, 0]],
                &[[0, 0], [0, 0]],
            )
        },
        Case {
            cga: "CGALayout = [[1, 0]]",
            ..case(
                [256, 4],
                4,
                "32x32b",
                &[[0, 1], [0, 2], [32, 0], [64, 0]],
                &[[0, 0], [0, 0]],
            )
        },
    ];
    for case in cases {
        let cga = case.cga;
        let scales =
            parse_tensor_memory_encoding(&format!("#ttng.tensor_memory_scales_encoding<{cga}>"))
                .unwrap();
        let layout = message_register_layout(&scales, &case.shape, 8, case.warps, case.message)
            .unwrap()
            .unwrap();
        let what = format!(
            "{cga} {:?} {} warps {}",
            case.shape, case.warps, case.message
        );
        assert_eq!(layout.bases("register").unwrap(), case.register, "{what}");
        let lanes: Vec<[u64; 2]> = case.lane.iter().map(|&row| [row, 0]).collect();
        assert_eq!(layout.bases("lane").unwrap(), lanes, "{what}");
        assert_eq!(layout.bases("warp").unwrap(), case.warp, "{what}");
        let blocks: Vec<[u64; 2]> = if cga.is_empty() {
            vec![]
        } else {
            vec![[128, 0]]
        };
        assert_eq!(layout.bases("block").unwrap(), blocks, "{what}");
    }
}

/// The law of [`each_message_moves_its_own_layout`] for buffers of scales,
/// in either block order: Triton's layout for a message is one that
/// message (or 16x32bx2) moves, and one a store of scales may use.
#[test]
fn each_message_moves_its_own_scales_layout() {
    use weft_layout::triton::tensor_memory_messages::check_message_layout;
    use weft_layout::triton::tensor_memory_registers::message_register_layout;
    let mut checked = 0;
    for order in [None, Some("blockRepOrder = kThenMn")] {
        for cga in [
            None,
            Some("CGALayout = [[1, 0]]"),
            Some("CGALayout = [[0, 1]]"),
        ] {
            let parameters: Vec<&str> = order.into_iter().chain(cga).collect();
            let scales = parse_tensor_memory_encoding(&format!(
                "#ttng.tensor_memory_scales_encoding<{}>",
                parameters.join(", ")
            ))
            .unwrap();
            for shape in [[32, 4], [64, 2], [128, 4], [256, 8], [512, 16], [256, 1]] {
                for warps in [4, 8, 16] {
                    for message in ["32x32b", "16x64b", "16x128b", "16x256b"] {
                        let Ok(Some(registers)) =
                            message_register_layout(&scales, &shape, 8, warps, message)
                        else {
                            continue;
                        };
                        let memory = scales.linear_layout(&shape).unwrap();
                        let what = format!("{parameters:?} {shape:?} {warps} {message}");
                        let moved = check_message_layout(&registers, &memory, 8, 256)
                            .unwrap_or_else(|e| panic!("{what}: {e}"));
                        if !(message == "32x32b" && moved == "16x32bx2") {
                            assert_eq!(moved, message, "{what}");
                        }
                        checked += 1;
                    }
                }
            }
        }
    }
    assert!(checked > 200, "{checked}");
}

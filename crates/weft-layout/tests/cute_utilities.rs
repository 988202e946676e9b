//! CuTe's `zip`, `tile_unzip`, `max_alignment`, `max_common_vector` /
//! `max_common_layout` with composed (swizzled) layouts, products by a
//! swizzled tiler, compositions of two swizzles and of a layout after a
//! swizzle, the inverses of swizzled layouts, and `recast_layout<Old,
//! New>` by C++ element types. Every expected
//! result was computed by CuTe's C++ (CUTLASS's headers) on the same
//! expression, printed here without CuTe's `_` markers; refusals are where
//! CuTe's C++ does not compile.

mod cute_common;

use proptest::prelude::*;
use weft_layout::cute::CuteLayout;
use weft_layout::cute::alignment::layout_alignment;
use weft_layout::cute::expr::evaluate;
use weft_layout::cute::zip::zip_layout;

use cute_common::{check, injective_layout};

#[test]
fn zip_of_tuples_and_layouts() {
    check(&[
        (
            "zip(((2,3),(4,5)):((1,2),(6,24)))",
            "((2,4),(3,5)):((1,6),(2,24))",
        ),
        // C++ spellings, static integers.
        (
            "zip(make_layout(make_shape(make_shape(_2{},_3{}),make_shape(_4{},_5{})),\
             make_stride(make_stride(_1{},_2{}),make_stride(_6{},_24{}))))",
            "((2,4),(3,5)):((1,6),(2,24))",
        ),
        (
            "zip(make_shape(make_shape(1,2),make_shape(3,4)))",
            "((1,3),(2,4))",
        ),
        ("zip(make_shape(1,2),make_shape(3,4))", "((1,3),(2,4))"),
        // A tuple whose first mode is an integer is wrapped.
        ("zip(make_shape(1,2,3))", "((1,2,3))"),
        (
            "zip((_2,_3):(_1,_2), (_4,_5):(_6,_24))",
            "((2,4),(3,5)):((1,6),(2,24))",
        ),
        ("zip(_8:_1, (_2,_2):(_8,_16))", "((8,(2,2))):((1,(8,16)))"),
        // A composed layout zips its layout and keeps swizzle and offset.
        (
            "zip(Sw<3,4,3> o _32 o ((_2,_3),(_4,_5)):((_1,_2),(_6,_24)))",
            "Sw<3,4,3> o 32 o ((2,4),(3,5)):((1,6),(2,24))",
        ),
        // CuTe's "Mismatched Ranks".
        (
            "zip((_2,_3):(_1,_2), (_4,_5,_6):(_6,_24,_1))",
            "error: zip: mode 1 of ((2,3),(4,5,6)) is (4,5,6); zip needs every mode a tuple \
             of 2 modes, as mode 0 is",
        ),
        (
            "zip((4,8):(1,4), make_shape(2,2))",
            "error: zip: takes a layout, two layouts, or tuples, not layouts and tuples together",
        ),
    ]);
}

#[test]
fn tile_unzip_gathers_the_tiles_by_the_tiler() {
    check(&[
        (
            "tile_unzip(logical_divide((8,12):(12,1), <_2:_1,_3:_1>), <_2:_1,_3:_1>)",
            "((2,3),(4,4)):((12,1),(24,3))",
        ),
        // What zipped_divide computes.
        (
            "zipped_divide((8,12):(12,1), <_2:_1,_3:_1>)",
            "((2,3),(4,4)):((12,1),(24,3))",
        ),
        (
            "tile_unzip(((2,4),(3,5),7):((1,2),(8,24),120), (2,4))",
            "((2,3),(4,5,7)):((1,8),(2,24,120))",
        ),
        (
            "tile_unzip(((2,4),(3,5),7):((1,2),(8,24),120), ((2,4),_))",
            "error: tile_unzip: 2 has no (tile, rest) pair where the tiler has 2",
        ),
    ]);
}

#[test]
fn max_alignment_of_layouts_swizzles_and_composed_layouts() {
    check(&[
        ("max_alignment((_2,_2,_2):(_1,_8,_64))", "2"),
        ("max_alignment((_4,_2,_2):(_1,_4,_64))", "8"),
        ("max_alignment((_4,_2,_2):(_2,_6,_64))", "1"),
        ("max_alignment((_3,_2):(_1,_3))", "6"),
        (
            "max_alignment(make_layout(make_shape(_4{},_2{},_2{}),\
             make_stride(_1{},_6{},_64{})))",
            "2",
        ),
        ("max_alignment(Swizzle<3,4,3>{})", "16"),
        ("max_alignment(Sw<3,4,3> o _32 o (_8,_64):(_64,_1))", "16"),
        ("max_alignment(Sw<2,5,3> o _32 o (_8,_64):(_64,_1))", "32"),
        // Stride 2 first: no two offsets from 0 are neighbours.
        ("max_alignment(Sw<2,5,3> o _0 o (_8,_64):(_64,_2))", "1"),
        // MixedBits: the lowest bit that may be set.
        (
            "max_alignment(Sw<3,6,3> o M0|(16&48)=16 o (_8,_64):(_64,_1))",
            "16",
        ),
        // Run-time integers as if known at compile time (CuTe's C++ answers 1
        // for this layout, and does not compile a run-time offset).
        ("max_alignment((4,8):(1,4))", "32"),
        ("max_alignment(Sw<3,6,3> o 24 o (8,64):(64,1))", "8"),
    ]);
}

#[test]
fn max_common_with_composed_layouts() {
    check(&[
        (
            "max_common_vector(Sw<3,2,3> o (_8,_64):(_64,_1), (_8,_64):(_64,_1))",
            "4",
        ),
        (
            "max_common_layout((_8,_64):(_64,_1), Sw<3,2,3> o (_8,_64):(_64,_1))",
            "4:8",
        ),
        (
            "max_common_layout(Sw<3,2,3> o (_8,_64):(_64,_1), (_8,_64):(_64,_1))",
            "4:8",
        ),
        // The same swizzle moves both alike.
        (
            "max_common_vector(Sw<3,2,3> o (_8,_64):(_64,_1), Sw<3,2,3> o (_8,_64):(_64,_1))",
            "512",
        ),
        (
            "max_common_vector(Sw<3,2,3> o (_8,_64):(_64,_1), Sw<2,3,3> o (_8,_64):(_64,_1))",
            "4",
        ),
        (
            "max_common_layout(Sw<3,2,3> o (_8,_64):(_64,_1), Sw<3,2,3> o (_8,_64):(_64,_1))",
            "error: max_common_layout: CuTe has no max_common_layout of two composed layouts \
             (Sw<3,2,3> o (8,64):(64,1) and Sw<3,2,3> o (8,64):(64,1))",
        ),
    ]);
}

#[test]
fn products_by_swizzled_tilers_name_the_swizzle_they_keep() {
    check(&[
        (
            "logical_product((_2,_2):(_1,_2), Sw<1,0,1> o (_2,_2):(_1,_2))",
            "Sw<1,2,1> o ((2,2),(2,2)):((1,2),(4,8))",
        ),
        (
            "logical_product(_2:_1, Sw<2,1,2> o _64:_1)",
            "Sw<2,2,2> o (2,64):(1,2)",
        ),
        (
            "logical_product((_2,_2):(_2,_1), Sw<2,0,-2> o (_4,_4):(_4,_1))",
            "Sw<2,2,-2> o ((2,2),(4,4)):((2,1),(16,4))",
        ),
        (
            "logical_product((_4,_2):(_2,_1), Sw<3,3,3> o (_64,_8):(_1,_64))",
            "Sw<3,6,3> o ((4,2),(64,8)):((2,1),(8,512))",
        ),
        // CuTe's C++ gives `Sw<3,3,-6> o _0 o ((4,2),(8,64)):((2,1),(512,8))`,
        // whose element 8 is at 512: not the product, whose element 8 is
        // the repetition of the tile's element 1, at 8 x Sw(64) = 576.
        (
            "logical_product((_4,_2):(_2,_1), Sw<3,3,3> o (_8,_64):(_64,_1))",
            "error: logical_product: the product of (4,2):(2,1) and Sw<3,3,3> o (8,64):(64,1) \
             is no swizzled layout: CuTe's C++ gives Sw<3,3,-6> o ((4,2),(8,64)):((2,1),(512,8)), \
             which maps 8 to 512 where A(0) + A*(Sw<3,3,3>((8,64):(64,1)(1))) = 576",
        ),
        // CuTe's C++ stops at its static check: the bits do not make a
        // swizzle.
        (
            "logical_product((_4,_4):(_4,_1), Sw<3,4,3> o (_8,_64):(_64,_1))",
            "error: logical_product: the product of (4,4):(4,1) and Sw<3,4,3> o (8,64):(64,1) \
             has no swizzle: no swizzle reads the bits 0b1100000 and writes the bits \
             0b1100000010000: they differ in number",
        ),
        (
            "logical_product((_4,_4):(_4,_1), Sw<3,4,3> o _32 o (_8,_64):(_64,_1))",
            "error: logical_product: CuTe multiplies by a swizzled tiler at offset 0 only, and \
             Sw<3,4,3> o 32 o (8,64):(64,1) is at 32",
        ),
    ]);
}

#[test]
fn swizzles_of_one_shift_compose_into_one() {
    check(&[
        ("composition(Sw<1,2,3>, Sw<1,3,3>)", "Sw<2,2,3>"),
        (
            "composition(Swizzle<2,2,3>{}, Swizzle<1,3,3>{})",
            "Sw<1,2,3>",
        ),
        (
            "composition(Sw<1,2,3>, Sw<1,2,-3>)",
            "error: composition: Sw<1,2,3> and Sw<1,2,-3>: CuTe merges swizzles of the same \
             shift only",
        ),
    ]);
}

#[test]
fn a_layout_after_a_swizzle_and_the_inverses_of_swizzled_layouts() {
    check(&[
        (
            "composition((_8,_8):(_8,_1), Sw<2,1,2>)",
            "Sw<2,0,-4> o (8,8):(8,1)",
        ),
        (
            "composition((_4,_16):(_1,_4), Swizzle<1,2,3>{})",
            "Sw<1,2,3> o (4,16):(1,4)",
        ),
        (
            "right_inverse(Sw<2,1,2> o (_8,_8):(_8,_1))",
            "Sw<2,0,-4> o (8,8):(8,1)",
        ),
        (
            "left_inverse(Sw<2,1,2> o (_8,_8):(_8,_1))",
            "Sw<2,0,-4> o (8,8):(8,1)",
        ),
        (
            "right_inverse(Sw<1,0,2> o (_4,_4):(_4,_1))",
            "Sw<1,0,-2> o (4,4):(4,1)",
        ),
        (
            "left_inverse(Sw<1,1,-2> o (_2,_16):(_16,_1))",
            "Sw<1,2,-2> o (16,2):(2,1)",
        ),
        // CuTe's C++ stops at its static check: the bits L carries the
        // swizzle's to make no swizzle.
        (
            "right_inverse(Sw<3,4,3> o (_8,_64):(_64,_1))",
            "error: right_inverse: (64,8):(8,1) o Sw<3,4,3> is no swizzled layout: CuTe makes \
             its swizzle from (64,8):(8,1)(896) = 14 and (64,8):(8,1)(112) = 385, and \
             Sw<3,0,1>: the shift must be at least the bit count in magnitude",
        ),
        // CuTe's C++ returns `Sw<2,0,2> o _0 o (2,8):(8,1)`, which is not
        // the composition.
        (
            "composition((_2,_8):(_8,_1), Sw<2,1,2>)",
            "error: composition: (2,8):(8,1) o Sw<2,1,2> is no swizzled layout: CuTe's C++ \
             gives Sw<2,0,2> o (2,8):(8,1), which maps 1 to 10 where \
             (2,8):(8,1)(Sw<2,1,2>(1)) = 8",
        ),
        // CuTe's C++ returns `Sw<2,0,-3> o _0 o (4,8):(8,1)`, which takes
        // the swizzled layout's offsets past 32 elsewhere.
        (
            "left_inverse(Sw<2,2,-3> o (_1,_8,_4):(_1,_4,_1))",
            "error: left_inverse: Sw<2,2,-3> o (1,8,4):(1,4,1) has no inverse of CuTe's form: \
             CuTe's C++ gives Sw<2,0,-3> o (4,8):(8,1), which takes 9 to 37 and that back to 25",
        ),
        // No left inverse exists for a layout that is not injective: CuTe's,
        // as for a plain layout.
        (
            "left_inverse(Sw<1,2,-2> o (_8,_4,(_4)):(_4,_2,(_64)))",
            "Sw<1,0,-2> o (2,2,16,4):(0,8,1,32)",
        ),
        ("left_inverse(Sw<1,1,-3> o (_1,_8):(_128,_0))", "8:0"),
        // CuTe's C++ gives `(8,8):(8,1) o -32 o Sw<2,1,2>`.
        (
            "right_inverse(Sw<2,1,2> o _32 o (_8,_8):(_8,_1))",
            "error: right_inverse: the inverse of Sw<2,1,2> o 32 o (8,8):(8,1) is \
             (8,8):(8,1) o -32 o Sw<2,1,2>, a layout after a swizzle, which Weft does not \
             represent",
        ),
    ]);
}

/// `L o Sw` and `Sw' o L` agree at every index of `L`, or the composition
/// is refused: CuTe's conjugated swizzle is checked, never trusted.
#[test]
fn a_conjugated_swizzle_is_checked_index_by_index() {
    let mut computed = 0;
    for layout in [
        "(_8,_8):(_8,_1)",
        "(_4,_4,_4):(_16,_1,_4)",
        "(_2,_8):(_8,_1)",
        "(_4,_3):(_1,_4)",
    ] {
        for swizzle in ["Sw<1,0,1>", "Sw<2,1,2>", "Sw<1,2,-2>", "Sw<2,0,3>"] {
            let expression = format!("composition({layout}, {swizzle})");
            let Ok(value) = evaluate(&expression) else {
                continue;
            };
            computed += 1;
            let (b, m, s) = parse_swizzle(swizzle);
            for index in 0..number(&format!("size({layout})")) {
                let expected = at(layout, apply(b, m, s, index));
                assert_eq!(
                    at(&value.to_string(), index),
                    expected,
                    "{expression} at {index}"
                );
            }
        }
    }
    // The other four are refused (each listed in the calculator's tests).
    assert_eq!(computed, 12);
}

/// A computed inverse of a swizzled layout inverts it: checked here with
/// the calculator's own evaluation of both.
#[test]
fn computed_inverses_of_swizzled_layouts_invert() {
    let mut computed = 0;
    for layout in [
        "(_8,_8):(_8,_1)",
        "(_4,_4,_4):(_16,_1,_4)",
        "(_4,_16):(_1,_4)",
        "(_16,_4):(_4,_1)",
    ] {
        for swizzle in [
            "Sw<1,0,1>",
            "Sw<2,1,2>",
            "Sw<1,2,-2>",
            "Sw<2,0,3>",
            "Sw<2,2,-2>",
        ] {
            let f = format!("{swizzle} o {layout}");
            for (name, left) in [("right_inverse", false), ("left_inverse", true)] {
                let Ok(inverse) = evaluate(&format!("{name}({f})")) else {
                    continue;
                };
                computed += 1;
                let g = inverse.to_string();
                for i in 0..number(&format!("size({})", if left { &f } else { &g })) {
                    let back = if left {
                        at(&g, at(&f, i))
                    } else {
                        at(&f, at(&g, i))
                    };
                    assert_eq!(back, i, "{name}({f}) = {g} at {i}");
                }
            }
        }
    }
    assert_eq!(computed, 32);
}

/// A computed product by a swizzled tiler is the product's definition:
/// element `(i, j)` at `A(i) + A*(Sw(T(j)))`, `A*` the complement of `A`
/// up to `size(A) * cosize(T)`; checked here with the calculator's own
/// evaluation of each part.
#[test]
fn computed_products_by_swizzled_tilers_are_products() {
    let mut computed = 0;
    for block in [
        "_2:_1",
        "(_2,_2):(_1,_2)",
        "(_4,_2):(_2,_1)",
        "(_2,_3):(_1,_2)",
    ] {
        for tile in [
            "(_64,_8):(_1,_64)",
            "(_2,_2):(_1,_2)",
            "_64:_1",
            "(_8,_8):(_8,_1)",
        ] {
            for swizzle in ["Sw<1,0,1>", "Sw<2,1,2>", "Sw<3,3,3>", "Sw<1,2,-2>"] {
                let expression = format!("logical_product({block}, {swizzle} o {tile})");
                let Ok(product) = evaluate(&expression) else {
                    continue;
                };
                computed += 1;
                let (width, height) = (
                    number(&format!("size({block})")),
                    number(&format!("size({tile})")),
                );
                let cotarget = width * number(&format!("cosize({tile})"));
                let repeats = evaluate(&format!("complement({block}, {cotarget})"))
                    .unwrap()
                    .to_string();
                let (b, m, s) = parse_swizzle(swizzle);
                for index in 0..width * height {
                    let (i, j) = (index % width, index / width);
                    let tiled = apply(b, m, s, at(tile, j));
                    let expected = at(block, i) + at(&repeats, tiled);
                    let got = at(&product.to_string(), index);
                    assert_eq!(got, expected, "{expression} = {product} at {index}");
                }
            }
        }
    }
    assert_eq!(computed, 41);
}

/// The integer the calculator gives for `expression`.
fn number(expression: &str) -> i64 {
    evaluate(expression).unwrap().to_string().parse().unwrap()
}

/// `layout` (the calculator's text of a layout) at index `i`.
fn at(layout: &str, i: i64) -> i64 {
    number(&format!("crd2idx({layout}, {i})"))
}

/// `(B, M, S)` of `Sw<B,M,S>`.
fn parse_swizzle(text: &str) -> (i64, i64, i64) {
    let inner = text.trim_start_matches("Sw<").trim_end_matches('>');
    let parts: Vec<i64> = inner.split(',').map(|p| p.parse().unwrap()).collect();
    (parts[0], parts[1], parts[2])
}

/// CuTe's swizzle of `offset`, written out here from its definition.
fn apply(bits: i64, base: i64, shift: i64, offset: i64) -> i64 {
    let read = ((1i64 << bits) - 1) << (base + shift.max(0));
    let moved = offset & read;
    offset
        ^ if shift >= 0 {
            moved >> shift
        } else {
            moved << -shift
        }
}

#[test]
fn recast_layout_by_element_types() {
    check(&[
        (
            "recast_layout<uint8_t, half_t>((_8,_64):(_64,_1))",
            "(8,32):(32,1)",
        ),
        (
            "recast_layout<cutlass::half_t, uint8_t>((_8,_64):(_64,_1))",
            "(8,128):(128,1)",
        ),
        (
            "recast_layout<half_t, float>(composition(Swizzle<3,4,3>{}, \
             make_layout(make_shape(_8{},_64{}),make_stride(_64{},_1{}))))",
            "Sw<3,3,3> o (8,32):(32,1)",
        ),
        (
            "recast_layout<cutlass::int4b_t, cutlass::float_e4m3_t>((_8,_64):(_64,_1))",
            "(8,32):(32,1)",
        ),
        (
            "recast_layout<uint8_t, float>((8,_64):(_64,_1))",
            "(8,16):(16,1)",
        ),
        (
            "recast_layout<float, uint8_t>((_4,8):(_1,4))",
            "(16,8):(1,16)",
        ),
        // Widths in bits, and a ratio that is no integer: up by 3, down by 2.
        ("recast_layout<8,16>((_8,_64):(_64,_1))", "(8,32):(32,1)"),
        ("recast_layout<16,24>((_2,_6):(_6,_1))", "(2,4):(4,1)"),
        ("recast_layout<float,float>((4,8):(8,1))", "(4,8):(8,1)"),
        (
            "recast_layout<half_t>((4,8):(8,1))",
            "error: recast_layout: takes the old and the new element type, as in \
             recast_layout<uint8_t, half_t>(L) (or their widths in bits, recast_layout<8,16>(L))",
        ),
    ]);
}

/// Checked against CuTe's C++.
#[test]
fn swizzle_and_nonswizzle_portions() {
    check(&[
        (
            "get_swizzle_portion(Sw<3,4,3> o _32 o (_8,_64):(_64,_1))",
            "Sw<3,4,3>",
        ),
        (
            "get_nonswizzle_portion(Sw<3,4,3> o _32 o (_8,_64):(_64,_1))",
            "(8,64):(64,1)",
        ),
        ("get_swizzle_portion((_8,_64):(_64,_1))", "Sw<0,4,3>"),
        ("get_nonswizzle_portion((8,64):(64,1))", "(8,64):(64,1)"),
    ]);
}

/// A layout whose modes are all tuples of `width` modes.
fn rows_layout() -> impl Strategy<Value = CuteLayout> {
    (1usize..4, 1usize..4)
        .prop_flat_map(|(rows, width)| {
            prop::collection::vec(prop::collection::vec((1i64..4, -8i64..40), width), rows)
        })
        .prop_map(|rows| {
            let mode = |pick: fn(&(i64, i64)) -> i64, row: &Vec<(i64, i64)>| {
                let items: Vec<String> = row.iter().map(|m| pick(m).to_string()).collect();
                format!("({})", items.join(","))
            };
            let shape: Vec<String> = rows.iter().map(|r| mode(|m| m.0, r)).collect();
            let stride: Vec<String> = rows.iter().map(|r| mode(|m| m.1, r)).collect();
            let text = format!("({}):({})", shape.join(","), stride.join(","));
            weft_layout::cute::syntax::parse_layout(&text).unwrap()
        })
}

proptest! {
    /// `max_alignment` is sound: an injective layout's offsets are whole
    /// aligned runs of that many (every offset's run, from the multiple
    /// of the alignment below it, is in the layout).
    #[test]
    fn layouts_are_whole_aligned_runs_of_their_alignment(layout in injective_layout()) {
        let alignment = layout_alignment(&layout).unwrap();
        prop_assert!(alignment >= 1);
        let offsets: std::collections::BTreeSet<i64> =
            layout.offsets().unwrap().into_iter().collect();
        for &offset in &offsets {
            let start = offset - offset.rem_euclid(alignment);
            for member in start..start + alignment {
                prop_assert!(offsets.contains(&member), "{layout}: {offset} without {member}");
            }
        }
    }

    /// Transposing twice gives the layout back, and the transpose keeps
    /// every mode: the same size and the same offsets, reordered.
    #[test]
    fn zip_twice_is_the_layout(layout in rows_layout()) {
        let once = zip_layout(&layout).unwrap();
        prop_assert_eq!(zip_layout(&once).unwrap(), layout.clone());
        prop_assert_eq!(once.size(), layout.size());
        let (mut a, mut b) = (layout.offsets().unwrap(), once.offsets().unwrap());
        a.sort_unstable();
        b.sort_unstable();
        prop_assert_eq!(a, b);
    }
}

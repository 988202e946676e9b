//! A tensor under a CuTe layout in the common model: the tensor's dims are
//! the layout's top-level modes, the slots its offsets. Exact counts for
//! digit-system layouts (closed form) and interleaved ones (tabulated), the
//! lowered types, and the law harness on random layouts.

use proptest::prelude::*;
use weft_layout::cute::composed_offset::ComposedOffset;
use weft_layout::cute::family::{CuteEncoding, SYNTAX, attribute_text, parse_attribute};
use weft_layout::cute::swizzle::{Swizzle, SwizzledLayout};
use weft_layout::cute::syntax::parse_layout;
use weft_layout::cute::{CuteLayout, CuteTensor, IntTuple};
use weft_layout::family::{TensorInfo, layout_from_text};
use weft_layout::laws::check_laws;
use weft_layout::model::Layout;

fn tensor(shape: &[i64], text: &str) -> CuteTensor {
    CuteTensor::try_new(shape, parse_layout(text).unwrap(), 4).unwrap()
}

/// (slot count, padding, max aliases, first slot).
fn counts(t: &CuteTensor) -> (u128, u128, u128, i64) {
    (
        t.slot_count(),
        t.padding_slot_count().unwrap(),
        t.max_aliases().unwrap(),
        t.physical_space().local()[0].start,
    )
}

#[test]
fn counts_in_closed_form_and_by_table() {
    // Digit systems: row-major, with a gap, broadcast, reversed.
    assert_eq!(counts(&tensor(&[4, 8], "(4,8):(8,1)")), (32, 0, 1, 0));
    assert_eq!(
        counts(&tensor(&[12, 8], "((4,3),8):((1,32),4)")),
        (96, 0, 1, 0)
    );
    assert_eq!(
        counts(&tensor(&[4, 3], "((2,2),3):((24,2),8)")),
        (43, 31, 1, 0)
    );
    assert_eq!(counts(&tensor(&[4, 8], "(4,8):(0,1)")), (8, 0, 4, 0));
    assert_eq!(counts(&tensor(&[8], "8:-1")), (8, 0, 1, -7));
    // Interleaved: offsets 0,2,4 and 3,5,7 — 1 and 6 are padding.
    assert_eq!(counts(&tensor(&[3, 2], "(3,2):(2,3)")), (8, 2, 1, 0));
    // Overlapping: 0,1,2 and 2,3,4 — offset 2 holds two elements.
    assert_eq!(counts(&tensor(&[3, 2], "(3,2):(1,2)")), (5, 0, 2, 0));
}

#[test]
fn maps_both_ways() {
    let t = tensor(&[12, 8], "((4,3),8):((1,32),4)");
    // Element (5, 2): 5 = (1,1) in (4,3): 1 + 32 + 2*4 = 41.
    assert_eq!(t.slots_of(&[5, 2]).unwrap().take(2), [vec![41]]);
    assert_eq!(t.elements_at(&[41]).unwrap().take(2), [vec![5, 2]]);
    assert!(t.elements_at(&[95]).unwrap().take(1) == [vec![11, 7]]);
    let broadcast = tensor(&[4, 8], "(4,8):(0,1)");
    assert_eq!(
        broadcast.elements_at(&[3]).unwrap().take(8),
        [vec![0, 3], vec![1, 3], vec![2, 3], vec![3, 3]]
    );
    let reversed = tensor(&[8], "8:-1");
    assert_eq!(reversed.slots_of(&[2]).unwrap().take(1), [vec![-2]]);
    assert_eq!(reversed.elements_at(&[-7]).unwrap().take(1), [vec![7]]);
}

#[test]
fn refuses_what_it_cannot_count() {
    let too_big = CuteTensor::try_new(&[300, 300], parse_layout("(300,300):(2,3)").unwrap(), 4);
    assert_eq!(
        too_big.unwrap_err().to_string(),
        "the modes of (300,300):(2,3) overlap or interleave, and with 90000 elements it is too \
         large to tabulate (at most 65536)"
    );
    let wrong = CuteTensor::try_new(&[4, 6], parse_layout("(4,8):(8,1)").unwrap(), 4);
    assert_eq!(
        wrong.unwrap_err().to_string(),
        "mode 1 of the layout (4,8):(8,1) has size 8 but tensor dim 1 is 6"
    );
}

#[test]
fn attribute_text_and_lowered_types() {
    let layout = parse_attribute("#cute.layout<\"_12:_1\">").unwrap();
    assert_eq!(attribute_text(&layout), "#cute.layout<\"12:1\">");
    assert!(
        parse_attribute("#cute.layout<\"(4,8):(8)\">")
            .unwrap_err()
            .to_string()
            .contains("not congruent")
    );
    let lowered = |text: &str, shape: &[i64]| {
        let info = TensorInfo {
            shape,
            element: "f32",
        };
        let layout = layout_from_text(text, info).unwrap();
        (SYNTAX.storage_type)(layout.as_ref(), "f32").unwrap()
    };
    assert_eq!(
        lowered("#cute.layout<\"(4,8):(8,1)\">", &[4, 8]),
        "memref<4x8xf32, strided<[8, 1], offset: 0>>"
    );
    assert_eq!(
        lowered("#cute.layout<\"((4,3),8):((1,32),4)\">", &[12, 8]),
        "memref<96xf32>"
    );
    assert_eq!(lowered("#cute.layout<\"8:-1\">", &[8]), "memref<8xf32>");
}

/// A layout of 1–3 top-level modes, some nested, with sizes 1–4 and
/// strides −6..=12 (zeros, negatives and overlaps included).
fn random_layout() -> impl Strategy<Value = CuteLayout> {
    let mode = proptest::collection::vec((1i64..5, -6i64..13), 1..3);
    proptest::collection::vec(mode, 1..4).prop_map(|modes| {
        let (shape, stride): (Vec<IntTuple>, Vec<IntTuple>) = modes
            .into_iter()
            .map(|leaves| {
                let (s, d): (Vec<i64>, Vec<i64>) = leaves.into_iter().unzip();
                (
                    IntTuple::unwrap_single(IntTuple::flat(&s).view().modes()),
                    IntTuple::unwrap_single(IntTuple::flat(&d).view().modes()),
                )
            })
            .unzip();
        CuteLayout::new(
            IntTuple::tuple(shape.iter().map(IntTuple::view)),
            IntTuple::tuple(stride.iter().map(IntTuple::view)),
        )
        .unwrap()
    })
}

proptest! {
    /// The common model's laws, whichever way the image is found.
    #[test]
    fn laws_hold(layout in random_layout()) {
        let shape: Vec<i64> = layout.modes().map(|mode| mode.size()).collect();
        let t = CuteTensor::try_new(&shape, layout.clone(), 4).unwrap();
        prop_assert_eq!(check_laws(&t), Ok(()), "{}", layout);
    }
}

fn swizzled(shape: &[i64], text: &str) -> CuteTensor {
    let layout = weft_layout::cute::expr::parse_any_layout(text).unwrap();
    CuteTensor::try_new(shape, layout, 4).unwrap()
}

#[test]
fn swizzled_layouts() {
    // A shared-memory tile: the swizzle permutes each 512-offset period.
    let tile = swizzled(&[8, 64], "Sw<3,3,3> o (8,64):(64,1)");
    assert_eq!(counts(&tile), (512, 0, 1, 0));
    // Element (1, 0) is at 64 = bit 6, which the swizzle XORs into bit 3.
    assert_eq!(tile.slots_of(&[1, 0]).unwrap().take(2), [vec![72]]);
    assert_eq!(tile.elements_at(&[72]).unwrap().take(2), [vec![1, 0]]);
    assert_eq!(tile.elements_at(&[64]).unwrap().take(2), [vec![1, 8]]);
    // Bits 7 and up are read but only bit 7 is ever set: the buffer stays
    // at 256 offsets, not a whole 1024-offset period.
    assert_eq!(
        counts(&swizzled(&[8, 32], "Sw<3,4,3> o (8,32):(32,1)")),
        (256, 0, 1, 0)
    );
    // A negative shift moves bit 0 up to bit 1: offset 1 lands at 3.
    let up = swizzled(&[2], "Sw<1,0,-1> o 2:1");
    assert_eq!(counts(&up), (4, 2, 1, 0));
    assert_eq!(up.slots_of(&[1]).unwrap().take(2), [vec![3]]);
    assert_eq!(
        up.elements_at(&[1]).unwrap().take(2),
        Vec::<Vec<i64>>::new()
    );
    let reversed = weft_layout::cute::expr::parse_any_layout("Sw<1,0,1> o 4:-1").unwrap();
    assert_eq!(
        CuteTensor::try_new(&[4], reversed, 4)
            .unwrap_err()
            .to_string(),
        "Sw<1,0,1> o 4:-1 puts elements at offsets down to -3; a swizzle applies to offsets from 0"
    );
    assert_eq!(check_laws(&tile), Ok(()));
}

#[test]
fn swizzled_attribute_and_lowered_type() {
    let layout = parse_attribute("#cute.layout<\"Sw<3,3,3> o _0 o (8,64):(64,1)\">").unwrap();
    assert_eq!(
        attribute_text(&layout),
        "#cute.layout<\"Sw<3,3,3> o (8,64):(64,1)\">"
    );
    assert_eq!(
        parse_attribute("#cute.layout<\"Sw<3,3,3>\">")
            .unwrap_err()
            .to_string(),
        "cannot parse CuTe layout 'Sw<3,3,3>': expected 'o' at offset 9"
    );
    let info = TensorInfo {
        shape: &[8, 64],
        element: "f16",
    };
    let tile = layout_from_text("#cute.layout<\"Sw<3,3,3> o (8,64):(64,1)\">", info).unwrap();
    assert_eq!(
        (SYNTAX.storage_type)(tile.as_ref(), "f16").unwrap(),
        "memref<512xf16>"
    );
}

#[test]
fn wide_swizzles_cover_whole_periods() {
    let wide = Swizzle::new(13, 0, 13).unwrap();
    // Below bit 13, which it reads, the swizzle moves nothing.
    assert_eq!(wide.covering_extent(100), Some(100));
    // Past it, 2^13 values of the read bits are too many to try: the
    // buffer is the whole 2^26-offset period.
    assert_eq!(wide.covering_extent(1 << 14), Some(1 << 26));
    assert_eq!(
        Swizzle::new(3, 3, 3).unwrap().covering_extent(512),
        Some(512)
    );
}

#[test]
fn composed_offsets() {
    // CuTe's ComposedLayout<Sw, 512, L>: element c at Sw(512 + L(c)), the
    // buffer from 0, its first 512 slots padding.
    let encoding = parse_attribute("#cute.layout<\"S<3,3,3> o 512 o (8,64):(64,1)\">").unwrap();
    assert_eq!(
        attribute_text(&encoding),
        "#cute.layout<\"Sw<3,3,3> o 512 o (8,64):(64,1)\">"
    );
    let stage = CuteTensor::try_new(&[8, 64], encoding, 2).unwrap();
    assert_eq!(counts(&stage), (1024, 512, 1, 0));
    // 512 + 64 has bit 6 set, which the swizzle XORs into bit 3.
    assert_eq!(stage.slots_of(&[1, 0]).unwrap().take(2), [vec![584]]);
    assert_eq!(stage.elements_at(&[584]).unwrap().take(2), [vec![1, 0]]);
    assert_eq!(
        stage.elements_at(&[10]).unwrap().take(2),
        Vec::<Vec<i64>>::new()
    );
    assert_eq!(check_laws(&stage), Ok(()));
    let below = parse_attribute("#cute.layout<\"Sw<1,0,1> o -4 o 4:1\">").unwrap();
    assert_eq!(
        CuteTensor::try_new(&[4], below, 4).unwrap_err().to_string(),
        "Sw<1,0,1> o -4 o 4:1 puts elements at offsets down to -4; a swizzle applies to offsets \
         from 0"
    );
    // The calculator's algebra takes the same offset: Sw<1,0,1> XORs bit
    // 1 into bit 0, so 8 + 2 lands at 11.
    let layout = weft_layout::cute::expr::parse_any_layout("Sw<1,0,1> o 8 o 4:1").unwrap();
    assert_eq!(layout.to_string(), "Sw<1,0,1> o 8 o 4:1");
    let offsets: Vec<i64> = (0..4)
        .map(|i| layout.index_of(&IntTuple::int(i)).unwrap())
        .collect();
    assert_eq!(offsets, [8, 9, 11, 10]);
}

/// A swizzle of 1–3 bits at bases 0–3, shifting either way.
fn random_swizzle() -> impl Strategy<Value = Swizzle> {
    (1i64..4, 0i64..4, 0i64..3, any::<bool>()).prop_map(|(bits, base, extra, up)| {
        let shift = (bits + extra) * if up { -1 } else { 1 };
        Swizzle::new(bits, base, shift).unwrap()
    })
}

proptest! {
    /// The buffer of a swizzled range is exactly as long as its largest
    /// swizzled offset needs, checked against every offset.
    #[test]
    fn covering_extent_is_exact(swizzle in random_swizzle(), extent in 1i64..3000) {
        let largest = (0..extent).map(|offset| swizzle.apply(offset)).max().unwrap();
        prop_assert_eq!(swizzle.covering_extent(extent), Some(largest + 1));
    }

    /// The laws of the common model hold for swizzled layouts (offsets
    /// from 0).
    #[test]
    fn swizzled_laws_hold(
        swizzle in random_swizzle(),
        layout in random_layout(),
        offset in prop_oneof![Just(0i64), -8i64..40],
    ) {
        let shape: Vec<i64> = layout.modes().map(|mode| mode.size()).collect();
        let swizzled = SwizzledLayout {
            swizzle,
            offset: ComposedOffset::integer(offset, false),
            layout: layout.clone(),
        };
        match CuteTensor::try_new(&shape, CuteEncoding::from(swizzled), 4) {
            Ok(t) => prop_assert_eq!(check_laws(&t), Ok(()), "{} o {} o {}", swizzle, offset, layout),
            Err(error) => prop_assert!(error.to_string().contains("a swizzle applies to offsets from 0")),
        }
    }
}

//! A tensor under a CuTe layout in the common model: the tensor's dims are
//! the layout's top-level modes, the slots its offsets. Exact counts for
//! digit-system layouts (closed form) and interleaved ones (tabulated), the
//! lowered types, and the law harness on random layouts.

use proptest::prelude::*;
use weft_layout::cute::family::{SYNTAX, attribute_text, parse_attribute};
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

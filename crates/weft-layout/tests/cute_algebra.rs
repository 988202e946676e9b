//! CuTe's layout algebra (`seeds/cute-layout-algebra.txt`): every example
//! of the seed, byte for byte in the run-time-integer form (no `_`), and
//! the laws the seed states as property tests.
//!
//! The seed computes most of its examples with static integers (`Int<N>`);
//! those are written here with CuTe's static markers (`_4:_2`), so that
//! Weft decides as CuTe's C++ decides for them. Unmarked integers are
//! run-time integers, and the results are CuTe's for those — the seed's own
//! run-time example `((5,1),(2,2)):((16,4),(80,4))` among them.

use proptest::prelude::*;
use weft_layout::cute::coalesce::coalesce;
use weft_layout::cute::common::{max_common_layout, max_common_vector};
use weft_layout::cute::complement::complement;
use weft_layout::cute::composition::compose;
use weft_layout::cute::expr::evaluate;
use weft_layout::cute::inverse::{left_inverse, right_inverse};
use weft_layout::cute::regroup::{append, group, select, take, unit_mode};
use weft_layout::cute::tile_to_shape::tile_to_shape;
use weft_layout::cute::{CuteLayout, IntTuple, Major, Order};

/// `expression` evaluated and printed, or its error.
fn eval(expression: &str) -> String {
    match evaluate(expression) {
        Ok(value) => value.to_string(),
        Err(error) => format!("error: {error}"),
    }
}

fn check(cases: &[(&str, &str)]) {
    for (expression, expected) in cases {
        assert_eq!(eval(expression), *expected, "{expression}");
    }
}

#[test]
fn seed_coalesce() {
    check(&[
        // auto result = coalesce(layout); // _12:_1
        ("coalesce((_2,(_1,_6)):(_1,(_6,_2)))", "12:1"),
        // coalesce(a, Step<_1,_1>{}); // (_2,_6):(_1,_2)
        (
            "coalesce((_2,(_1,_6)):(_1,(_6,_2)), (_1,_1))",
            "(2,6):(1,2)",
        ),
        // (_2,_4):(_1,_2) acts identically to _8:_1.
        ("coalesce((_2,_4):(_1,_2))", "8:1"),
        // With run-time integers CuTe can only flatten.
        ("coalesce((2,(1,6)):(1,(6,2)))", "(2,1,6):(1,6,2)"),
        (
            "coalesce((2,(1,6)):(1,(6,2)), (1,1))",
            "(2,(1,6)):(1,(6,2))",
        ),
        // The four cases of s0:d0 ++ s1:d1.
        ("coalesce((_3,_1):(_2,_7))", "3:2"),
        ("coalesce((_1,_3):(_7,_2))", "3:2"),
        ("coalesce((_3,_4):(_2,_6))", "12:2"),
        ("coalesce((_3,_4):(_2,_5))", "(3,4):(2,5)"),
    ]);
}

#[test]
fn seed_composition() {
    check(&[
        // A = (6,2):(8,2), B = (4,3):(3,1): R = ((2,2),3):((24,2),8).
        (
            "composition((_6,_2):(_8,_2), (_4,_3):(_3,_1))",
            "((2,2),3):((24,2),8)",
        ),
        (
            "composition((6,2):(8,2), (4,3):(3,1))",
            "((2,2),(3,1)):((24,2),(8,2))",
        ),
        // 20:2 o (5,4):(4,1) = (5,4):(8,2).
        ("composition(_20:_2, (_5,_4):(_4,_1))", "(5,4):(8,2)"),
        ("composition(20:2, 5:4)", "5:8"),
        ("composition(20:2, 4:1)", "4:2"),
        // (10,2):(16,4) o (5,4):(1,5), static and run-time.
        (
            "composition((_10,_2):(_16,_4), (_5,_4):(_1,_5))",
            "(5,(2,2)):(16,(80,4))",
        ),
        (
            "composition((10,2):(16,4), (5,4):(1,5))",
            "((5,1),(2,2)):((16,4),(80,4))",
        ),
        ("composition((10,2):(16,4), 5:1)", "(5,1):(16,4)"),
        ("composition((10,2):(16,4), 4:5)", "(2,2):(80,4)"),
        // Tilers: <3:4, 8:2> and the shape (3,8).
        (
            "composition((12,(4,8)):(59,(13,1)), <_3:_4, _8:_2>)",
            "(3,(2,4)):(236,(26,1))",
        ),
        (
            "composition((12,(4,8)):(59,(13,1)), (_3,_8))",
            "(3,(4,2)):(59,(13,1))",
        ),
    ]);
}

#[test]
fn seed_composition_steps_in_order() {
    // The seed's walk through (10,2):(16,4) o (5,4):(1,5), run-time form.
    let steps = weft_layout::cute::steps::explain(
        "composition",
        &[
            evaluate("(10,2):(16,4)").unwrap(),
            evaluate("(5,4):(1,5)").unwrap(),
        ],
    )
    .unwrap();
    assert_eq!(
        steps,
        [
            "(10,2):(16,4) o (5,4):(1,5)",
            "= (10,2):(16,4) o (5:1,4:5)",
            "= ((10,2):(16,4) o 5:1,(10,2):(16,4) o 4:5)",
            "  (10,2):(16,4) o 5:1 => (5,1):(16,4)",
            "  (10,2):(16,4) o 4:5 => (2,2):(80,4)",
            "= ((5,1):(16,4),(2,2):(80,4))",
            "= ((5,1),(2,2)):((16,4),(80,4))",
        ]
    );
}

#[test]
fn steps_read_an_integer_tiler_as_the_operation_does() {
    // A static 1 is `_1:_0` to a divide, whose steps show that layout.
    let steps = weft_layout::cute::steps::explain(
        "logical_divide",
        &[evaluate("_5:_16").unwrap(), evaluate("_1").unwrap()],
    )
    .unwrap();
    assert_eq!(
        steps,
        [
            "complement of B = 1:0 under 5 is B* = 5:1",
            "(B,B*) = (1,5):(0,1)",
            "5:16 o (1,5):(0,1) = (1,5):(0,16)",
        ]
    );
}

#[test]
fn seed_complement_steps_show_the_notes() {
    // Each of the seed's complements with the layout its note gives, `(A,
    // R)`, and that layout's cosize (static integers, as the seed reads
    // them). The seed prints the last one's as ((2,4),(2,2)):((1,6),(2,12));
    // A is (2,2):(1,6), and R is (3,2):(2,12) as the seed says.
    let cases = [
        ("_4:_1", "6:4", "(4,6):(1,4)"),
        ("_6:_4", "4:1", "(6,4):(4,1)"),
        ("(_4,_6):(_1,_4)", "1:0", "((4,6),1):((1,4),0)"),
        ("_4:_2", "(2,3):(1,8)", "(4,(2,3)):(2,(1,8))"),
        ("(_2,_4):(_1,_6)", "3:2", "((2,4),3):((1,6),2)"),
        (
            "(_2,_2):(_1,_6)",
            "(3,2):(2,12)",
            "((2,2),(3,2)):((1,6),(2,12))",
        ),
    ];
    for (a, rest, both) in cases {
        let steps = weft_layout::cute::steps::explain(
            "complement",
            &[evaluate(a).unwrap(), evaluate("_24").unwrap()],
        )
        .unwrap();
        let a = evaluate(a).unwrap();
        assert_eq!(
            steps,
            [
                format!("complement of A = {a} under 24 is R = {rest}"),
                format!("(A, R) = {both} has cosize 24"),
            ]
        );
    }
    // Without a cotarget: CuTe's default, the cosize of A without its
    // stride-0 modes.
    let steps =
        weft_layout::cute::steps::explain("complement", &[evaluate("(2,2,3):(1,0,6)").unwrap()])
            .unwrap();
    assert_eq!(
        steps,
        [
            "complement of A = (2,2,3):(1,0,6) under 14 is R = 3:2",
            "(A, R) = ((2,2,3),3):((1,0,6),2) has cosize 18",
        ]
    );
}

#[test]
fn seed_shape_div_and_shape_mod() {
    check(&[
        ("shape_div((6,2), 2)", "(3,2)"),
        ("shape_div((6,2), 3)", "(2,2)"),
        ("shape_div((6,2), 6)", "(1,2)"),
        ("shape_div((6,2), 12)", "(1,1)"),
        ("shape_div((3,6,2,8), 6)", "(1,3,2,8)"),
        ("shape_div((3,6,2,8), 9)", "(1,2,2,8)"),
        ("shape_div((42,16,3), 2)", "(21,16,3)"),
        ("shape_div((42,16,3), 6)", "(7,16,3)"),
        ("shape_mod((6,2), 2)", "(2,1)"),
        ("shape_mod((6,2), 3)", "(3,1)"),
        ("shape_mod((6,2), 6)", "(6,1)"),
        ("shape_mod((6,2), 12)", "(6,2)"),
        ("shape_mod((3,6,2,8), 6)", "(3,2,1,1)"),
        ("shape_mod((3,6,2,8), 9)", "(3,3,1,1)"),
        ("shape_mod((1,2,2,8), 2)", "(1,2,1,1)"),
        ("shape_mod((1,2,2,8), 16)", "(1,2,2,4)"),
        (
            "shape_div((6,2), 4)",
            "error: shape_div: shape_div: the divisibility condition fails at mode 0 of (6,2): \
             6 and 4 do not divide one another",
        ),
    ]);
}

#[test]
fn seed_complement() {
    check(&[
        ("complement(_4:_1, _24)", "6:4"),
        ("complement(_6:_4, _24)", "4:1"),
        ("complement((_4,_6):(_1,_4), _24)", "1:0"),
        ("complement(_4:_2, _24)", "(2,3):(1,8)"),
        ("complement((_2,_4):(_1,_6), _24)", "3:2"),
        ("complement((_2,_2):(_1,_6), _24)", "(3,2):(2,12)"),
        // Run-time integers at rank 1 are CuTe's, size-1 modes kept.
        ("complement(4:1, 24)", "(1,6):(1,4)"),
        ("complement(6:4, 24)", "(4,1):(1,24)"),
        ("complement(4:2, 24)", "(2,3):(1,8)"),
        // Run-time strides above rank 1, which CuTe's C++ refuses.
        ("complement((4,(1,1),8):(1,(4,4),4), 96)", "3:32"),
        ("complement((2,2):(1,6), 24)", "(3,2):(2,12)"),
        // No cotarget: the filtered layout's cosize.
        ("complement(_4:_2)", "2:1"),
    ]);
}

#[test]
fn seed_divides() {
    check(&[
        // A tiled by B = 4:2: B* = (2,3):(1,8), and A o (B,B*) =
        // ((2,2),(2,3)):((4,1),(2,8)). The seed's text names A
        // (2,4,3):(4,1,8), but that result (A(B(1)) = 4) is the divide of
        // (4,2,3):(2,1,8), the layout of CuTe's own documentation; with the
        // seed's A, A(B(i)) = 0,1,2,3 and the tile is 4:1.
        ("complement(_4:_2, _24)", "(2,3):(1,8)"),
        ("make_layout(4:2, (2,3):(1,8))", "(4,(2,3)):(2,(1,8))"),
        (
            "logical_divide((_4,_2,_3):(_2,_1,_8), _4:_2)",
            "((2,2),(2,3)):((4,1),(2,8))",
        ),
        (
            "logical_divide((_2,_4,_3):(_4,_1,_8), _4:_2)",
            "(4,(2,3)):(1,(4,8))",
        ),
        (
            "logical_divide((2,4,3):(4,1,8), 4:2)",
            "((1,4,1),((2,1,1),(1,1,3))):((8,1,8),((4,1,8),(32,4,8)))",
        ),
        // The 2-D divide of (9,(4,8)):(59,(13,1)) by <3:3, (2,4):(1,8)>:
        // shapes ((3,3), (8,4)) and ((3,8), (3,4)).
        (
            "logical_divide((_9,(_4,_8)):(_59,(_13,_1)), <_3:_3, (_2,_4):(_1,_8)>)",
            "((3,3),((2,4),(2,2))):((177,59),((13,2),(26,1)))",
        ),
        (
            "zipped_divide((_9,(_4,_8)):(_59,(_13,_1)), <_3:_3, (_2,_4):(_1,_8)>)",
            "((3,(2,4)),(3,(2,2))):((177,(13,2)),(59,(26,1)))",
        ),
        (
            "tiled_divide((_9,(_4,_8)):(_59,(_13,_1)), <_3:_3, (_2,_4):(_1,_8)>)",
            "((3,(2,4)),3,(2,2)):((177,(13,2)),59,(26,1))",
        ),
        (
            "flat_divide((_9,(_4,_8)):(_59,(_13,_1)), <_3:_3, (_2,_4):(_1,_8)>)",
            "(3,(2,4),3,(2,2)):(177,(13,2),59,(26,1))",
        ),
        (
            "size(zipped_divide((_9,(_4,_8)):(_59,(_13,_1)), <_3:_3, (_2,_4):(_1,_8)>))",
            "288",
        ),
        // `_` keeps a mode.
        (
            "logical_divide((_8,_6):(_1,_8), <_2:_1, _>)",
            "((2,4),6):((1,2),8)",
        ),
        // An integer in a divide's tiler is CuTe's `make_layout(n)`: a
        // static 1 is `_1:_0`, a run-time 1 is `1:_1`. Composition reads
        // every integer as `n:_1`.
        ("logical_divide(_5:_16, (_1))", "((1,5)):((0,16))"),
        ("logical_divide(5:16, (1))", "((1,5)):((16,16))"),
        ("composition((_3,_3):(_3,_16), (_1,_2))", "(1,2):(3,16)"),
        ("composition(5:16, _1)", "1:16"),
        // The rearranged divides pair the tiles of a shape tiler's integers.
        (
            "zipped_divide((_4,_6):(_1,_4), (_2,_3))",
            "((2,3),(2,2)):((1,4),(2,12))",
        ),
        ("logical_product(4:1, _1)", "(4,1):(1,0)"),
    ]);
}

#[test]
fn seed_products() {
    check(&[
        // A = (2,2):(4,1) reproduced by B = 6:1: A* = (2,3):(2,8),
        // A* o B = (2,3):(2,8), result ((2,2),(2,3)):((4,1),(2,8)).
        ("complement((_2,_2):(_4,_1), _24)", "(2,3):(2,8)"),
        ("composition((_2,_3):(_2,_8), _6:_1)", "(2,3):(2,8)"),
        (
            "logical_product((_2,_2):(_4,_1), _6:_1)",
            "((2,2),(2,3)):((4,1),(2,8))",
        ),
        (
            "logical_product((2,2):(4,1), 6:1)",
            "((2,2),(2,3)):((4,1),(2,8))",
        ),
        // B = (4,2):(2,1): 8 repetitions in another order.
        (
            "logical_product((_2,_2):(_4,_1), (_4,_2):(_2,_1))",
            "((2,2),(4,2)):((4,1),(8,2))",
        ),
        // A 2x5 row-major block arranged 3x4 column-major.
        (
            "blocked_product((_2,_5):(_5,_1), (_3,_4):(_1,_3))",
            "((2,3),(5,4)):((5,10),(1,30))",
        ),
        (
            "raked_product((_2,_5):(_5,_1), (_3,_4):(_1,_3))",
            "((3,2),(4,5)):((10,5),(30,1))",
        ),
        // By mode, each mode is repeated within its own codomain: mode 0
        // 2:5 by 3:1 gives (2,3):(5,1), mode 1 5:1 by 4:1 gives (5,4):(1,5)
        // (why the seed recommends blocked_product instead).
        (
            "logical_product((_2,_5):(_5,_1), <_3:_1, _4:_1>)",
            "((2,3),(5,4)):((5,1),(1,5))",
        ),
        // Mode by mode, `_` and the modes past a tuple tiler keep the
        // block's mode as it is.
        (
            "logical_product((_2,_5):(_5,_1), <_3:_1, _>)",
            "((2,3),5):((5,1),1)",
        ),
        (
            "logical_product((_2,_5):(_5,_1), <_3:_1>)",
            "((2,3),5):((5,1),1)",
        ),
        (
            "zipped_product((_2,_5):(_5,_1), <_3:_1, _4:_1>)",
            "((2,5),(3,4)):((5,1),(1,5))",
        ),
        (
            "tiled_product((_2,_5):(_5,_1), <_3:_1, _4:_1>)",
            "((2,5),3,4):((5,1),1,5)",
        ),
        (
            "flat_product((_2,_5):(_5,_1), <_3:_1, _4:_1>)",
            "(2,5,3,4):(5,1,1,5)",
        ),
    ]);
}

#[test]
fn inverses_and_swizzles() {
    check(&[
        ("right_inverse((_4,_8):(_8,_1))", "(8,4):(4,1)"),
        ("right_inverse((4,8):(8,1))", "(8,4):(4,1)"),
        ("left_inverse((4,8):(8,1))", "(8,4):(4,1)"),
        ("right_inverse((_2,_3):(_3,_1))", "(3,2):(2,1)"),
        ("left_inverse(_4:_2)", "(2,4):(0,1)"),
        // Modes of equal stride are taken in the order of CuTe's exchange
        // sort, which is not the modes' order.
        ("right_inverse((_3,_2,_5,_2):(_1,_0,_1,_0))", "5:6"),
        (
            "left_inverse((_4,(_6,_3,_3)):(_16,(_16,_4,_12)))",
            "(4,4,4):(0,24,1)",
        ),
        ("Sw<3,4,3> o (8,64):(64,1)", "Sw<3,4,3> o (8,64):(64,1)"),
        (
            "Sw<3,4,3> o _0 o (_8,_64):(_64,_1)",
            "Sw<3,4,3> o (8,64):(64,1)",
        ),
        // 64 has none of bits 7-9; 128 has bit 7, XORed into bit 4.
        ("crd2idx(Sw<3,4,3> o (8,64):(64,1), (1,0))", "64"),
        ("crd2idx(Sw<3,4,3> o (8,64):(64,1), (2,0))", "144"),
        ("crd2idx(Sw<1,0,1> o 4:1, 3)", "2"),
        (
            "composition(Sw<2,0,2>, (4,4):(4,1))",
            "Sw<2,0,2> o (4,4):(4,1)",
        ),
        (
            "logical_divide(Sw<2,0,2> o (4,4):(4,1), <2:1, 2:1>)",
            "Sw<2,0,2> o ((2,(1,2)),(2,(1,2))):((4,(4,8)),(1,(1,2)))",
        ),
        ("size(Sw<3,4,3> o (8,64):(64,1))", "512"),
        // A swizzle of no bits is the identity: CuTe's composition with it
        // is the layout itself, and so is every operation after it.
        ("Sw<0,3,1> o (4,4):(4,1)", "(4,4):(4,1)"),
        ("composition(Sw<0,2,3>, 8:2)", "8:2"),
        ("composition(Sw<0,3,1> o (2,4):(1,3), 4:2)", "(1,4):(2,3)"),
        ("Sw<0,3,1>", "Sw<0,3,1>"),
        (
            "Sw<3,4,2>",
            "error: cannot parse CuTe expression 'Sw<3,4,2>': Sw<3,4,2>: the shift must be at least the bit count in magnitude at offset 0",
        ),
    ]);
}

/// A condition fails, yet CuTe's walk, continued as its C++ continues with
/// run-time integers, maps every index of B as `A(B(i))` does, by a
/// coincidence of A's strides, or differs only where B leaves A: Weft
/// gives the same layout. Each result is CuTe's C++'s (CUTLASS main at
/// 7107b05).
#[test]
fn compositions_cute_gets_right_past_a_failed_condition() {
    check(&[
        // Stride 5 and size 3 do not divide one another; A(5) = 2*6 + 12 =
        // 24 all the same.
        ("composition((3,1):(6,12), (2):(5))", "((1,2)):((30,24))"),
        ("composition((2,5):(3,3), (2):(-3))", "((1,2)):((-9,-6))"),
        (
            "composition((2,1):(12,12), (2):(-3))",
            "((1,2)):((-36,-24))",
        ),
        (
            "composition((4,4,5):(0,0,7), (2):(5))",
            "((1,2,1)):((0,0,7))",
        ),
        // Past A's end `A(B(i))` is not A's to say: a divide pads its last
        // tile, and CuTe's C++ (and pycute) give the padding the offsets the
        // walk reaches. A static last 1 is widened to 2 for the walk, but
        // A still has 5 elements.
        ("logical_divide((_5,_1):(_1,_0), _2:_1)", "(2,3):(1,2)"),
        (
            "logical_divide((5,1):(1,0), 2:1)",
            "((2,1),((1,1),(3,1))):((1,0),((1,0),(2,0)))",
        ),
        ("tiled_divide((_5,_1):(_2,_1), _2:_1)", "(2,3):(2,4)"),
        ("composition((2,2):(1,10), 3:5)", "(1,3):(5,30)"),
        // Past 65,536 elements the walk is compared on the first 65,536
        // only, and a layout right there is still refused; one wrong there
        // is refused for the index it gets wrong.
        (
            "composition((3,1):(6,12), (2,40000):(5,0))",
            "error: composition: the stride divisibility condition fails at mode 0 of \
             (3,1):(6,12): stride 5 and size 3 do not divide one another, and 2 elements are \
             still to be taken; CuTe's walk, continued regardless, gives \
             ((1,2),40000):((30,24),0), which agrees with A after B on indices 0 to 65535 \
             (where B stays within A), but B's 80000 elements are too many to compare them all \
             (at most 65536)",
        ),
        (
            "composition((4,6):(1,10), (3,30000):(6,0))",
            "error: composition: the stride divisibility condition fails at mode 0 of \
             (4,6):(1,10): stride 6 and size 4 do not divide one another, and 3 elements are \
             still to be taken; CuTe's walk, continued regardless, gives \
             ((1,3),30000):((6,20),0), which maps 1 to 20 where A(B(1)) = A(6) = 12",
        ),
        // Strides of both signs: every offset A reaches is 0 or a multiple
        // of its stride 2, so nothing is borrowed that matters.
        (
            "composition((2,1,3):(0,2,0), (4,2):(-1,3))",
            "((2,1,2),(1,1,2)):((0,-2,0),(0,4,0))",
        ),
        // B's modes, added, carry out of A's first mode; its two modes
        // have the same stride, so the next makes up what the carry drops
        // (found by the differential's `--compositions`, seed 97).
        (
            "composition((2,4):(6,6), ((2,6,2),1):((8,24,3),8))",
            "(((1,2),(1,6),(1,2)),(1,1)):(((48,24),(144,72),(18,12)),(48,24))",
        ),
    ]);
}

#[test]
fn violated_conditions_are_errors_that_say_which() {
    check(&[
        (
            "composition((4,6):(1,10), 3:6)",
            "error: composition: the stride divisibility condition fails at mode 0 of \
             (4,6):(1,10): stride 6 and size 4 do not divide one another, and 3 elements are \
             still to be taken; CuTe's walk, continued regardless, gives (1,3):(6,20), which maps \
             1 to 20 where A(B(1)) = A(6) = 12",
        ),
        // Every other element of (4,6):(1,10), six of them, is fine ...
        ("composition((_4,_6):(_1,_10), _6:_2)", "(2,3):(2,10)"),
        // ... three are not: two come from mode 0, and 3 is no multiple of 2.
        (
            "composition((_4,_6):(_1,_10), _3:_2)",
            "error: composition: the shape divisibility condition fails at mode 0 of \
             (4,6):(1,10): 3 elements are still to be taken, not a multiple of the 2 this mode \
             gives; CuTe's walk, continued regardless, gives 2:2, of 2 elements where B has 3",
        ),
        // Past A's last non-zero stride every offset is 0, but the shape
        // condition still decides how many of B's elements are kept.
        (
            "composition(((3,1)):((0,0)), (3):(2))",
            "error: composition: the shape divisibility condition fails at mode 0 of (3,1):(0,0): \
             3 elements are still to be taken, not a multiple of the 2 this mode gives; CuTe's \
             walk, continued regardless, gives ((2,1)):((0,0)), of 2 elements where B has 3",
        ),
        (
            "complement((2,2):(1,1), 8)",
            "error: complement: (2,2):(1,1) has no complement: stride 1 lies inside the 2 \
             elements its smaller modes already reach, so its modes overlap or interleave",
        ),
        (
            "complement(4:-1, 8)",
            "error: complement: 4:-1 has the negative stride -1; a complement needs \
             non-negative strides",
        ),
        (
            "left_inverse((3,2):(2,3))",
            "error: left_inverse: the left-inverse divisibility condition fails for \
             (3,2):(2,3): stride 3 is not a multiple of 2, the size of the modes below it",
        ),
        (
            "logical_divide(8:1, <2:1, 2:1>)",
            "error: logical_divide: the tiler <2:1,2:1> has 2 modes but the layout 8:1 has rank 1",
        ),
        (
            "logical_product(8:1, <2:1, 2:1>)",
            "error: logical_product: the tiler <2:1,2:1> has 2 modes but the layout 8:1 has rank 1",
        ),
        (
            "coalesce((2,3):(1,2), (1,1,1))",
            "error: coalesce: the profile has 3 modes but the layout (2,3):(1,2) has rank 2",
        ),
        (
            "complement(4:1, 0)",
            "error: complement: the cotarget 0 has 0; it must be positive",
        ),
        // A zero-stride mode of B adds nothing, so B's other mode may
        // cross a mode of A; a negative stride may not.
        (
            "composition((4,1):(0,1), (3,2):(1,0))",
            "((3,1),2):((0,1),0)",
        ),
        (
            "composition((4,2):(1,10), (2,2):(-1,4))",
            "error: composition: B's mode 2:-1 has a negative stride and another mode a positive \
             one: B's modes are composed with (4,2):(1,10) one by one and their offsets added, \
             which with strides of both signs is exact only when every sum of those offsets falls \
             where A is linear: in its last mode (every stride of B a multiple of 4, the size of \
             A's modes but the last) or strictly inside modes that continue one another; CuTe's \
             walk, continued regardless, gives ((2,1),(1,2)):((-1,-10),(4,10)), which maps 3 to 9 \
             where A(B(3)) = A(3) = 3",
        ),
        // Strides all negative: the seed's `(10,2):(16,4) o (5,4):(1,5)`
        // negated, as A is odd; and refused where the magnitudes carry.
        (
            "composition((10,2):(16,4), (5,4):(-1,-5))",
            "((5,1),(2,2)):((-16,-4),(-80,-4))",
        ),
        (
            "composition((10,2):(16,4), (5,4):(-2,-5))",
            "error: composition: B's modes, added, carry out of mode 0 of (10,2):(16,4): together \
             they reach coordinate 13 of a mode of size 10, so composing them one by one is not A \
             after B; CuTe's walk, continued regardless, gives ((5,1),(2,2)):((-32,-4),(-80,-4)), \
             which maps 8 to -176 where A(B(8)) = A(-11) = -20",
        ),
        // Every sum of B's offsets (-3 to 3) inside A's first mode of 5,
        // where A is linear: exact, and CuTe's C++ gives the same.
        (
            "composition((5,1):(12,0), (2,2):(-3,3))",
            "((2,1),(2,1)):((-36,0),(36,0))",
        ),
        // B's strides multiples of 4, A's first mode: B's offsets over 4
        // (-2 to 2) inside A's second mode of 4, where A is linear. CuTe's
        // C++ gives the same.
        (
            "composition(((4),(4,3)):((12),(24,6)), ((2,1,3)):((8,12,-4)))",
            "(((1,2,1),(1,1,1),(1,3,1))):(((96,48,6),(144,72,6),(-48,-24,-6)))",
        ),
        // Every stride a multiple of 2, the size of A's modes but the last:
        // every offset falls in A's last mode, negative ones included.
        (
            "composition((2,3):(3,12), (6,5):(-24,12))",
            "((1,6),(1,5)):((-72,-144),(36,72))",
        ),
        // A block padded with 1:0 modes to the tiler's rank, and back.
        (
            "blocked_product((2,2):(1,2), (2):(1))",
            "((2,2),(2,1)):((1,4),(2,0))",
        ),
        // The block padded to the tiler's rank: an integral block, a rank-1
        // tuple, a rank-2 block under a rank-3 tiler (as CuTe's C++ prints
        // them, without its `_` markers).
        (
            "blocked_product(4:1, (3,2):(1,3))",
            "((4,(1,3)),(1,(1,2))):((1,(1,4)),(0,(3,12)))",
        ),
        (
            "raked_product((4):(1), (3,2):(1,3))",
            "(((1,3),4),((1,2),1)):(((1,4),1),((3,12),0))",
        ),
        (
            "blocked_product((_2,_3):(_3,_1), (_2,_2,_2):(_1,_2,_4))",
            "((2,2),(3,2),(1,2)):((3,6),(1,12),(0,24))",
        ),
        (
            "raked_product((_2,_3):(_3,_1), (_2,_2,_2):(_1,_2,_4))",
            "((2,2),(2,3),(2,1)):((6,3),(12,1),(24,0))",
        ),
        // An error inside a nested call names the call that failed.
        (
            "size(composition((4,6):(1,10), 3:6))",
            "error: composition: the stride divisibility condition fails at mode 0 of \
             (4,6):(1,10): stride 6 and size 4 do not divide one another, and 3 elements are \
             still to be taken; CuTe's walk, continued regardless, gives (1,3):(6,20), which maps \
             1 to 20 where A(B(1)) = A(6) = 12",
        ),
        // B's modes reach coordinates 2 and 3 of A's first mode: added, 5.
        (
            "composition((4,2):(0,1), (3,2):(1,3))",
            "error: composition: B's modes, added, carry out of mode 0 of (4,2):(0,1): together \
             they reach coordinate 5 of a mode of size 4, so composing them one by one is not A \
             after B; CuTe's walk, continued regardless, gives ((3,1),(2,1)):((0,1),(0,1)), which \
             maps 4 to 0 where A(B(4)) = A(4) = 1",
        ),
        // The same carry past A's 4 elements (B reaches 4 and 5): what A
        // gives there is not A's to say, and CuTe's C++ gives this.
        (
            "composition((4,1):(0,1), (3,2):(1,3))",
            "((3,1),(2,1)):((0,1),(0,1))",
        ),
        (
            "composition((10,2):(16,4), (5,4):(2,5))",
            "error: composition: B's modes, added, carry out of mode 0 of (10,2):(16,4): together \
             they reach coordinate 13 of a mode of size 10, so composing them one by one is not A \
             after B; CuTe's walk, continued regardless, gives ((5,1),(2,2)):((32,4),(80,4)), \
             which maps 8 to 176 where A(B(8)) = A(11) = 20",
        ),
        // Where every stride of A is 0 so is every offset, and no condition
        // can fail: CuTe's C++ prints exactly this.
        (
            "composition((5,6):(0,0), ((6,5,3),2):((4,1,8),12))",
            "(((2,3),(5,1),(1,3)),(1,2)):(((0,0),(0,0),(0,0)),(0,0))",
        ),
        // Where A's modes continue one another a carry is harmless.
        (
            "composition((4,8):(1,4), (2,2):(3,1))",
            "((2,1),(2,1)):((3,4),(1,4))",
        ),
    ]);
}

/// A layout of 1–3 top-level modes, some nested, sizes 1–4, strides 0–24;
/// each integer static or not.
fn random_layout() -> impl Strategy<Value = CuteLayout> {
    let leaf = (1i64..5, 0i64..25, any::<bool>());
    let mode = proptest::collection::vec(leaf, 1..3);
    proptest::collection::vec(mode, 1..4).prop_map(|modes| {
        let int = |value: i64, fixed: bool| {
            if fixed {
                IntTuple::fixed(value)
            } else {
                IntTuple::int(value)
            }
        };
        let (shape, stride): (Vec<IntTuple>, Vec<IntTuple>) = modes
            .into_iter()
            .map(|leaves| {
                let (s, d): (Vec<IntTuple>, Vec<IntTuple>) = leaves
                    .into_iter()
                    .map(|(s, d, fixed)| (int(s, fixed), int(d, fixed)))
                    .unzip();
                (
                    IntTuple::unwrap_single(s.iter().map(IntTuple::view)),
                    IntTuple::unwrap_single(d.iter().map(IntTuple::view)),
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

/// An injective layout: a compact layout of 1–4 modes, its strides
/// permuted and spread by a factor.
fn injective_layout() -> impl Strategy<Value = CuteLayout> {
    (
        proptest::collection::vec(1i64..5, 1..5),
        any::<prop::sample::Index>(),
        1i64..4,
    )
        .prop_map(|(sizes, pick, spread)| {
            let mut order: Vec<usize> = (0..sizes.len()).collect();
            order.rotate_left(pick.index(sizes.len()));
            let mut strides = vec![0; sizes.len()];
            let mut next = spread;
            for &i in &order {
                strides[i] = next;
                next *= sizes[i];
            }
            CuteLayout::new(IntTuple::flat(&sizes), IntTuple::flat(&strides)).unwrap()
        })
}

fn at(layout: &CuteLayout, i: i64) -> i64 {
    layout.index_of(&IntTuple::int(i)).unwrap()
}

/// `composition(a, b)` is `a(b(i))` over b's domain wherever `b(i)` lies
/// within a (`|b(i)| < size(a)`; past a's end the result may be what
/// CuTe's walk gives, as a divide's padding is), or an error naming one of
/// `conditions`.
fn composition_is_a_after_b_or_refused(
    a: &CuteLayout,
    b: &CuteLayout,
    conditions: &[&str],
) -> std::result::Result<(), TestCaseError> {
    match compose(a, b) {
        Ok(r) => {
            prop_assert_eq!(r.size(), b.size());
            for i in 0..b.size() {
                let image = at(b, i);
                if image.unsigned_abs() < a.size().unsigned_abs() {
                    prop_assert_eq!(at(&r, i), at(a, image), "{} o {} = {}", a, b, r);
                }
            }
        }
        Err(error) => prop_assert!(
            conditions
                .iter()
                .any(|condition| error.to_string().contains(condition)),
            "{}",
            error
        ),
    }
    Ok(())
}

/// CuTe's own call forms, each checked against CuTe's C++ (CUTLASS main
/// at 7107b05): `make_layout(shape[, stride])`,
/// `crd2idx(coord, shape, stride)`, `idx2crd(index, shape[, stride])`.
#[test]
fn cute_call_forms() {
    check(&[
        ("make_layout((4,8),(8,1))", "(4,8):(8,1)"),
        ("make_layout((4,8))", "(4,8):(1,4)"),
        ("make_layout(8)", "8:1"),
        ("make_layout(8, 2)", "8:2"),
        // Layouts are concatenated, as before.
        ("make_layout(4:1, 8:4)", "(4,8):(1,4)"),
        ("make_layout(4:1)", "(4):(1)"),
        (
            "make_layout((4,8),(8,1,2))",
            "error: make_layout: shape (4,8) and stride (8,1,2) are not congruent",
        ),
        ("crd2idx((1,2), (4,8), (8,1))", "10"),
        ("crd2idx(7, ((2,2),3), ((24,2),8))", "34"),
        // The index first when the shape is a tuple; past the end the last
        // mode runs on.
        ("idx2crd(5, (4,8))", "(1,1)"),
        ("idx2crd(40, (4,8))", "(0,10)"),
        // With strides each integer is (index / d) % s: it wraps around.
        ("idx2crd(40, (4,8), (1,4))", "(0,2)"),
        ("idx2crd(13, (4,8), 1)", "(1,3)"),
        ("idx2crd(13, (4,8), 3)", "(0,1)"),
        ("idx2crd(-7, (4,8), (1,4))", "(-3,-1)"),
        ("idx2crd((5,3), (4,8), (1,4))", "(1,0)"),
        ("idx2crd(7, ((2,2),3), ((1,2),4))", "((1,1),1)"),
        // A static 1 is never divided by its stride; a run-time one is.
        ("idx2crd(5, (_1,4), (0,1))", "(0,1)"),
        (
            "idx2crd(5, (1,4), (0,1))",
            "error: idx2crd: 5 is divided by 0",
        ),
        (
            "idx2crd(5, (4,8), (1,4,2))",
            "error: idx2crd: shape (4,8) and stride (1,4,2) are not congruent",
        ),
        (
            "idx2crd((1,2,3), (4,8), (1,4))",
            "error: idx2crd: index (1,2,3), shape (4,8) and stride (1,4) do not have the same profile",
        ),
    ]);
}

/// CuTe's C++ spellings read as the calculator's own, each result checked
/// against CuTe's C++ (CUTLASS main at 7107b05): `make_shape`,
/// `make_stride`, `make_coord`, `Int<N>{}`, `_N{}`, `Swizzle<B,M,S>{}`, the
/// orders `LayoutLeft{}` / `LayoutRight{}` of `make_layout`, and the types
/// `Layout<Shape<...>, Stride<...>>{}`, `Shape<...>{}`, `Coord<...>{}`.
#[test]
fn cxx_spellings() {
    check(&[
        (
            "make_layout(make_shape(4,8), make_stride(8,1))",
            "(4,8):(8,1)",
        ),
        ("make_layout(make_shape(Int<2>{}, 3))", "(2,3):(1,2)"),
        ("make_layout(make_shape(4))", "(4):(1)"),
        // Row-major strides run from the last integer back, nested modes
        // included; a static 1 gets the stride 0, a run-time 1 does not.
        (
            "make_layout(make_shape(2, make_shape(3,4)), LayoutRight{})",
            "(2,(3,4)):(12,(4,1))",
        ),
        (
            "make_layout(make_shape(make_shape(_2{},3),make_shape(_1{},4)), LayoutRight{})",
            "((2,3),(1,4)):((12,4),(0,1))",
        ),
        (
            "make_layout(make_shape(_2{}, _1{}, 3), GenRowMajor{})",
            "(2,1,3):(3,0,1)",
        ),
        (
            "make_layout(make_shape(2, 1, 3), LayoutRight{})",
            "(2,1,3):(3,3,1)",
        ),
        (
            "make_layout((2,(3,4)), GenColMajor{})",
            "(2,(3,4)):(1,(2,6))",
        ),
        (
            "composition(Swizzle<3,4,3>{}, make_layout(make_shape(8,64), make_stride(64,1)))",
            "Sw<3,4,3> o (8,64):(64,1)",
        ),
        // CuTe's order, crd2idx(coord, shape or layout), where the first is
        // made as a coordinate or the second has a stride.
        ("crd2idx(make_coord(1,2), make_shape(4,8))", "9"),
        ("crd2idx(make_coord(1,2), (4,8):(8,1))", "10"),
        (
            "crd2idx(make_coord(1,2), make_shape(4,8), make_stride(8,1))",
            "10",
        ),
        ("make_coord(1,(2,3))", "(1,(2,3))"),
        // A shape a function returns reads as any shape does.
        ("size(shape((2,4):(3,1)))", "8"),
        (
            "logical_divide(make_layout(make_shape(8,8),make_stride(1,8)), shape((2,4):(1,2)))",
            "((2,4),(4,2)):((1,2),(8,32))",
        ),
        // size, rank and depth of a tuple, whatever its integers.
        ("depth(idx2crd((4,8), 3))", "1"),
        ("rank(make_coord(1,make_coord(2,3)))", "2"),
        ("size(make_coord(3,0))", "0"),
        // A size is as static as CuTe's: a static 1 is dropped by coalesce,
        // a run-time one is kept.
        ("coalesce(make_layout(make_shape(size(_1:_1), _3)))", "3:1"),
        (
            "coalesce(make_layout(make_shape(size(1:1), _3)))",
            "(1,3):(1,1)",
        ),
        // So are an offset and a cosize: static when every integer read is.
        (
            "coalesce(make_layout(make_shape(crd2idx(_4:_1, _1), _3)))",
            "3:1",
        ),
        (
            "coalesce(make_layout(make_shape(crd2idx(_4:_1, 1), _3)))",
            "(1,3):(1,1)",
        ),
        (
            "coalesce(make_layout(make_shape(cosize(_1:_0), _3)))",
            "3:1",
        ),
        (
            "complement(make_layout(_4{},_1{}), size(make_layout(make_shape(_4{},_6{}))))",
            "6:4",
        ),
        ("Int<4>{}", "4:1"),
        ("_4{}", "4:1"),
        // C++'s call of a layout is the offset of a coordinate.
        ("make_layout(make_shape(4,8), make_stride(8,1))(3)", "24"),
        ("make_layout(make_shape(4,8), make_stride(8,1))(1,2)", "10"),
        ("composition(Swizzle<1,1,1>{}, (4,4):(4,1))(5)", "7"),
        (
            "(4,8):(8,1)()",
            "error: (4,8):(8,1)(...): takes a coordinate, as in L(3) or L(1,2)",
        ),
        (
            "cute::make_layout(cute::make_shape(cute::Int<2>{}, 3), cute::LayoutRight{})",
            "(2,3):(3,1)",
        ),
        (
            "cute::Layout<cute::Shape<cute::_2, cute::Int<3>>>{}",
            "(2,3):(1,2)",
        ),
        // CuTe's static types: all of their integers compile-time ones.
        (
            "coalesce(Layout<Shape<_2,Shape<_1,_6>>, Stride<_1,Stride<_6,_2>>>{})",
            "12:1",
        ),
        (
            "logical_divide(Layout<Shape<_8,_8>>{}, Shape<_2,_4>{})",
            "((2,4),(4,2)):((1,2),(8,32))",
        ),
        ("Layout<_4,_1>{}", "4:1"),
        ("Layout<Shape<_4>, Stride<_1>>{}", "(4):(1)"),
        ("Shape<_2, Shape<Int<3>,_4>>{}", "(2,(3,4)):(1,(2,6))"),
        ("crd2idx(Coord<_1,_2>{}, Shape<_4,_8>{})", "9"),
        (
            "Layout<Shape<_2,int>>{}",
            "error: cannot parse CuTe expression 'Layout<Shape<_2,int>>{}': expected a static \
             integer (_N, Int<N>) or a tuple type (Shape<...>, Stride<...>, Coord<...>, Step<...>) at offset 16",
        ),
        (
            "make_layout(LayoutRight{})",
            "error: make_layout: expected a layout, got the order LayoutRight",
        ),
        // The empty tuple is CuTe's too; no layout has it as its shape.
        ("size(make_shape())", "1"),
        (
            "make_layout(make_shape())",
            "error: make_layout: shape () has an empty mode (); every mode needs an integer",
        ),
    ]);
}

/// pycute's spellings read as the calculator's own, each result checked
/// against pycute (CUTLASS main at 7107b05, `python/pycute`): the
/// constructors `Layout(...)` (whose integers are static, as pycute's act),
/// `Swizzle(...)` and `ComposedLayout(...)`, a swizzle as pycute prints it
/// (`SW_3_4_3`), Python's one-tuples, `None` for `_`, and a Python tuple of
/// tilers.
#[test]
fn pycute_spellings() {
    check(&[
        ("Layout((4,8),(8,1))", "(4,8):(8,1)"),
        ("Layout((4, 8), (8, 1))", "(4,8):(8,1)"),
        ("Layout((2,(3,4)))", "(2,(3,4)):(1,(2,6))"),
        ("Layout(4)", "4:1"),
        ("Layout(4,2)", "4:2"),
        ("Layout((4,),(1,))", "(4):(1)"),
        ("(4,):(1,)", "(4):(1)"),
        (
            "composition(Layout((6,2),(8,2)), Layout((4,3),(3,1)))",
            "((2,2),3):((24,2),8)",
        ),
        // pycute's integers act as CuTe's static ones: coalesce drops the
        // mode of size 1, which CuTe's C++ keeps for a run-time 1.
        ("coalesce(Layout((2,1,6),(1,6,2)))", "12:1"),
        ("coalesce((2,1,6):(1,6,2))", "(2,1,6):(1,6,2)"),
        (
            "composition(Layout((10,2),(16,4)), Layout((5,4),(1,5)))",
            "(5,(2,2)):(16,(80,4))",
        ),
        ("complement(Layout(4,2), 24)", "(2,3):(1,8)"),
        (
            "logical_divide(Layout((4,8),(8,1)), (Layout(2,1), Layout(4,1)))",
            "((2,2),(4,2)):((8,16),(1,4))",
        ),
        (
            "logical_divide(Layout((4,8),(8,1)), (Layout(2,1), None))",
            "((2,2),8):((8,16),1)",
        ),
        (
            "logical_divide(Layout((4,8),(8,1)), (2, None))",
            "((2,2),8):((8,16),1)",
        ),
        (
            "zipped_divide(Layout((4,8)), (Layout(2,1),))",
            "((2),(2,8)):((1),(2,4))",
        ),
        ("Layout((4,8),(8,1))(None, 1)", "(4):(8)"),
        ("Layout((4,8),(8,1))(1, 2)", "10"),
        (
            "slice_and_offset((None,1), Layout((4,8),(8,1)))",
            "((4):(8),1)",
        ),
        ("Swizzle(3,4,3)", "Sw<3,4,3>"),
        (
            "Swizzle(3,4,(1,2))",
            "error: Swizzle: expected an integer, got the tuple (1,2)",
        ),
        ("SW_3_4_-3", "Sw<3,4,-3>"),
        (
            "SW_3_4_3 o 0 o (8, 64):(64, 1)",
            "Sw<3,4,3> o (8,64):(64,1)",
        ),
        (
            "ComposedLayout(Swizzle(3,4,3),0,Layout((8, 64),(64, 1)))",
            "Sw<3,4,3> o (8,64):(64,1)",
        ),
        (
            "ComposedLayout(Swizzle(3,4,3),0,Layout((8,64),(64,1)))(2,1)",
            "145",
        ),
        (
            "ComposedLayout(Swizzle(3,4,3),64,Layout((8,64),(64,1)))",
            "Sw<3,4,3> o 64 o (8,64):(64,1)",
        ),
        (
            "ComposedLayout(Layout(4,1),0,Layout(4,1))",
            "error: ComposedLayout: the algebra composes a layout with a swizzle only, got the \
             layout 4:1",
        ),
        (
            "Layout((4,8),(8,1),3)",
            "error: Layout: takes a shape and optionally a stride, as in Layout((4,8),(8,1)), \
             got 3 arguments",
        ),
        (
            "Layout((4,8),(8,None))",
            "error: Layout: expected an integer or a tuple, got the coordinate (8,_)",
        ),
        (
            "SW_3_4",
            "error: cannot parse CuTe expression 'SW_3_4': expected '_' between the parts of \
             SW_B_M_S at offset 6",
        ),
        (
            "(4,8):(8,None)",
            "error: cannot parse CuTe expression '(4,8):(8,None)': a stride holds no '_' at \
             offset 6",
        ),
        (
            "logical_divide((4,8):(8,1), (2:1, 4:1 2))",
            "error: cannot parse CuTe expression 'logical_divide((4,8):(8,1), (2:1, 4:1 2))': \
             expected ',' or ')' in a tuple of tilers at offset 38",
        ),
    ]);
}

/// CuTe's rearrangements of a layout's modes, each result checked against
/// CuTe's C++ (CUTLASS main at 7107b05) where it compiles them (on
/// layouts whose shape is a tuple).
#[test]
fn rearranging_modes() {
    check(&[
        ("select<1,0>((2,3):(1,2))", "(3,2):(2,1)"),
        ("take<0,2>((2,3,4):(1,2,6))", "(2,3):(1,2)"),
        ("group<0,2>((2,3,4):(1,2,6))", "((2,3),4):((1,2),6)"),
        ("group<1,-1>((2,3,4):(1,2,6))", "(2,(3,4)):(1,(2,6))"),
        ("append(4:1, 8:4)", "(4,8):(1,4)"),
        ("append((4):(1), 8:4)", "(4,8):(1,4)"),
        ("append(((2,2)):((1,2)), 3:4)", "((2,2),3):((1,2),4)"),
        // The mode added by default is `_1:_0`: static, so coalesce drops it.
        ("append<3>((2,3):(1,2))", "(2,3,1):(1,2,0)"),
        ("coalesce(append<3>((2,3):(1,2)))", "(2,3):(1,2)"),
        ("append<3>(4:1, 2:8)", "(4,2,2):(1,8,8)"),
        ("prepend<3>(4:1)", "(1,1,4):(0,0,1)"),
        (
            "prepend((2,3):(1,2), (2,2):(6,12))",
            "((2,2),2,3):((6,12),1,2)",
        ),
        (
            "replace<1>((2,3):(1,2), (3,1):(2,6))",
            "(2,(3,1)):(1,(2,6))",
        ),
        ("replace<0>(4:1, 8:2)", "8:2"),
        (
            "filter_zeros((4,_2,(3,2)):(1,_0,(0,_0)))",
            "(4,1,(3,1)):(1,0,(0,0))",
        ),
        // An integral layout is its own one mode, as CuTe's get<0> of an
        // integer is the integer (CuTe's C++ compiles none of these).
        ("select<0,0>(4:1)", "(4,4):(1,1)"),
        ("group<0,1>(4:1)", "((4)):((1))"),
        ("group<1,1>(4:1)", "(4):(1)"),
        (
            "select<2>((2,3):(1,2))",
            "error: select: layout (2,3):(1,2) has no mode 2 (rank 2)",
        ),
        (
            "take<1,1>((2,3,4):(1,2,6))",
            "error: take: <1,1> is no range B < E <= 3 of the modes of (2,3,4):(1,2,6)",
        ),
        (
            "group<2,1>((2,3,4):(1,2,6))",
            "error: group: <2,1> is no range B <= E <= 3 of the modes of (2,3,4):(1,2,6)",
        ),
        (
            "append<1>((2,3):(1,2))",
            "error: append: (2,3):(1,2) has rank 2, more than the rank 1 asked for",
        ),
        (
            "append<5000>(4:1)",
            "error: append: the result would have 5000 integers, more than the 4096 a tuple may hold",
        ),
        (
            "take<-1,2>((2,3,4):(1,2,6))",
            "error: take: there is no mode -1",
        ),
        ("size<-1>((2,3))", "error: size: there is no mode -1"),
        (
            "select((2,3):(1,2))",
            "error: select: takes the modes to keep, as in select<1,0>(L)",
        ),
        (
            "replace<0>((2,3):(1,2))",
            "error: replace: takes a layout and the mode to put in, got 1 arguments",
        ),
    ]);
}

/// `make_ordered_layout`, `tile_to_shape`, `upcast` / `downcast` and
/// `max_common_vector` / `max_common_layout`, each result checked against
/// CuTe's C++ (CUTLASS main at 7107b05), CuTe's own examples included.
#[test]
fn ordered_layouts_and_tile_to_shape() {
    check(&[
        (
            "make_ordered_layout(Shape<_2,_2,_2,_2>{}, Step<_0,_2,_3,_1>{})",
            "(2,2,2,2):(1,4,8,2)",
        ),
        // Run-time integers of an order come after every static one, in
        // the order they are written.
        (
            "make_ordered_layout(make_shape(2,3,4,5), make_step(Int<2>{}, 67, 42, Int<50>{}))",
            "(2,3,4,5):(1,10,30,2)",
        ),
        // An integer of the order may stand for a whole tuple mode, which
        // is then column-major from its start.
        (
            "make_ordered_layout((2,(3,4)), (_1,_0))",
            "(2,(3,4)):(12,(1,3))",
        ),
        ("make_ordered_layout((2,3), LayoutRight{})", "(2,3):(3,1)"),
        // Equal orders start at the same offset, as in CuTe.
        ("make_ordered_layout((2,3), (_1,_1))", "(2,3):(1,1)"),
        (
            "tile_to_shape((_8,_8):(_8,_1), Shape<_32,_16>{})",
            "((8,4),(8,2)):((8,64),(1,256))",
        ),
        (
            "tile_to_shape((_8,_8):(_8,_1), Shape<_32,_16>{}, Step<_2,_1>{})",
            "((8,4),(8,2)):((8,128),(1,64))",
        ),
        (
            "tile_to_shape(Sw<3,3,3> o (_8,_64):(_64,_1), make_shape(_64,_128))",
            "Sw<3,3,3> o ((8,8),(64,2)):((64,512),(1,4096))",
        ),
        // The block is padded to the target's rank with `_1:_0`; an
        // integral target is wrapped in a tuple first, as CuTe's
        // product_each does.
        (
            "tile_to_shape((_2,_2):(_1,_2), Shape<_4,_4,_3>{})",
            "((2,2),(2,2),(1,3)):((1,4),(2,8),(0,16))",
        ),
        ("tile_to_shape(_4:_1, _12)", "((4,(3))):((1,(4)))"),
        ("tile_to_shape(4:1, 12)", "((4,((1,3)))):((1,((1,4))))"),
        (
            "tile_to_shape((8,8):(8,1), (30,16))",
            "error: tile_to_shape: mode 0 of the block (8,8):(8,1) has size 8, which does not \
             divide 30, the size of mode 0 of the target shape (30,16)",
        ),
        (
            "tile_to_shape((2,2,2):(1,2,4), (4,4))",
            "error: tile_to_shape: the block (2,2,2):(1,2,4) has rank 3, more than the target \
             shape (4,4) (rank 2)",
        ),
        // How far two layouts agree contiguously from index 0.
        (
            "max_common_vector((_4,_8):(_1,_4), (_4,(_4,_2)):(_1,(_4,_32)))",
            "16",
        ),
        (
            "max_common_layout((_4,_8):(_1,_4), (_4,(_4,_2)):(_1,(_4,_32)))",
            "16:1",
        ),
        (
            "max_common_layout((_8,_4):(_4,_1), (_8,_4):(_4,_1))",
            "(4,8):(8,1)",
        ),
        ("max_common_layout((_2,_4):(_1,_2), (_2,_4):(_4,_1))", "1:0"),
        ("max_common_vector((_4,_8):(_8,_1), (_4,_8):(_1,_4))", "1"),
        // CuTe's C++ cannot prove this with run-time integers and says 1;
        // Weft answers what it computes with compile-time ones.
        ("max_common_vector((4,8):(1,4), (4,8):(1,4))", "32"),
        // Recasting to wider and narrower elements, by type as CuTe does.
        ("upcast<2>((_4,_8):(_1,_4))", "(2,8):(1,2)"),
        ("upcast<8>((_4,_8):(_8,_1))", "(4,1):(1,1)"),
        ("upcast<4>((_4,_2):(_-1,_0))", "(1,2):(-1,0)"),
        ("upcast<2>((4,8):(8,4))", "(4,8):(4,2)"),
        ("upcast<2>((4,8):(_1,4))", "(2,8):(1,2)"),
        // A run-time stride of a one-element mode reaches nothing: CuTe's
        // C++ divides it, truncating, and so does Weft (differential seed 99).
        ("upcast<2>((1,2):(1,6))", "(1,2):(0,3)"),
        // Likewise a static one, which CuTe's C++ stops at and the CUTLASS
        // DSL computes (`upcast` rounds a static stride's quotient up).
        (
            "upcast<2>(((_1,_5),_1):((_9,_16),_1))",
            "((1,5),1):((5,8),1)",
        ),
        ("downcast<2>((_4,_8):(_8,_1))", "(4,16):(16,1)"),
        ("downcast<2>((4,8):(_1,4))", "(8,8):(1,8)"),
        (
            "upcast<2>((4,8):(1,4))",
            "error: upcast: the run-time stride 1 is not a multiple of the factor 2 (CuTe's C++ \
             assumes it is)",
        ),
        (
            "upcast<2>((_3,_8):(_1,_3))",
            "error: upcast: the stride 3 and the factor 2 do not divide one another",
        ),
        (
            "downcast<2>((4,8):(1,4))",
            "error: downcast: (4,8):(1,4) has no static stride 1 (adjacent elements) to divide by 2",
        ),
        // A swizzled layout recasts its swizzle (base down by log2 N, bits
        // below 0 dropped), its composed offset and its layout (values from
        // CuTe's C++; a swizzle that moves no bit is kept, as there).
        (
            "upcast<8>(Sw<3,4,3> o (_8,_64):(_64,_1))",
            "Sw<3,1,3> o (8,8):(8,1)",
        ),
        (
            "upcast<16>(Sw<3,3,3> o (_8,_64):(_64,_1))",
            "Sw<2,0,3> o (8,4):(4,1)",
        ),
        (
            "upcast<2>(Sw<3,3,3> o _64 o (_8,_64):(_64,_1))",
            "Sw<3,2,3> o 32 o (8,32):(32,1)",
        ),
        (
            "downcast<2>(Sw<3,3,3> o 64 o (_8,_64):(_64,_1))",
            "Sw<3,4,3> o 128 o (8,128):(128,1)",
        ),
        // (Printed with its offset: read back, it stays composed.)
        (
            "upcast<4>(Sw<1,1,1> o (_8,_4):(_4,_1))",
            "Sw<0,0,1> o 0 o (8,1):(1,1)",
        ),
        ("Sw<0,0,1> o 0 o (8,1):(1,1)", "Sw<0,0,1> o 0 o (8,1):(1,1)"),
        ("Sw<0,0,1> o _0 o (8,1):(1,1)", "(8,1):(1,1)"),
        ("Sw<0,0,1> o (8,1):(1,1)", "(8,1):(1,1)"),
        (
            "upcast<4>(Sw<1,1,1> o _8 o (_8,_4):(_4,_1))",
            "Sw<0,0,1> o 2 o (8,1):(1,1)",
        ),
        // A downcast that takes MixedBits past their 32 bits.
        (
            "downcast<2>(Sw<1,0,1> o M0|(2147483648&2147483648)=2147483648 o (2,2):(_1,2))",
            "error: downcast: M0|(4294967296&4294967296)=4294967296: CuTe's MixedBits hold 32 \
             bits, each part from 0 to 2^32-1",
        ),
        (
            "upcast<3>(Sw<3,4,3> o (8,64):(64,_1))",
            "error: upcast: a swizzled layout is recast by a power of two only, not 3 (as in \
             CuTe's C++)",
        ),
        (
            "upcast<2>(Sw<3,4,3> o 3 o (8,64):(64,_1))",
            "error: upcast: the composed offset 3 is not a multiple of the factor 2",
        ),
        (
            "make_ordered_layout((2,3), ((_1,_1)))",
            "error: make_ordered_layout: the order ((1,1)) does not follow the shape (2,3): a \
             tuple of the order needs a tuple of the same rank in the shape",
        ),
    ]);
}

/// `flatten`, `get<I...>` and `make_tile`, as CuTe's C++ has them: the
/// seed's tiler example spelled its way, and its "identical to" form.
#[test]
fn selections_and_make_tile() {
    let a = "(12,(4,8)):(59,(13,1))";
    let tiler = "make_tile(_3:_4, _8:_2)";
    let by_mode = format!(
        "make_layout(composition(layout<0>({a}), get<0>({tiler})), \
         composition(layout<1>({a}), get<1>({tiler})))"
    );
    check(&[
        // (_3,(2,4)):(236,(26,1)), in the run-time form.
        (
            &format!("composition({a}, {tiler})"),
            "(3,(2,4)):(236,(26,1))",
        ),
        (&by_mode, "(3,(2,4)):(236,(26,1))"),
        ("get<1>(make_tile(_, 8))", "8:1"),
        ("get<0>(make_tile(_, 8))", "_"),
        ("get<0,1>(<<2:1,3:2>, 8:2>)", "3:2"),
        ("get<1,0>(((2,2),(3,4)):((24,2),(8,96)))", "3:8"),
        ("get<1>(shape((4,(2,3)):(1,(4,8))))", "(2,3)"),
        // layout<i> selects in the layout a bare shape stands for; get<i>
        // in the shape itself, whose mode is then a shape of its own.
        ("layout<1>((4,(2,3)))", "(2,3):(4,8)"),
        ("get<1>((4,(2,3)))", "(2,3):(1,2)"),
        ("get<1>(idx2crd((4,8), 13))", "3"),
        ("get<0>(size((4,8)))", "32"),
        // flatten keeps every mode, size-1 ones included, and a one-mode
        // tuple stays a tuple.
        ("flatten(((2,2),3):((1,2),4))", "(2,2,3):(1,2,4)"),
        ("flatten((_2,(_1,_6)):(_1,(_6,_2)))", "(2,1,6):(1,6,2)"),
        ("flatten(((4)):((1)))", "(4):(1)"),
        ("flatten(4:1)", "4:1"),
        (
            "flatten(Sw<1,0,1> o ((2,2),2):((1,2),4))",
            "Sw<1,0,1> o (2,2,2):(1,2,4)",
        ),
        (
            "flatten(idx2crd(((2,1),(2,2,2)):((8,16),(4,1,2)), 4))",
            "(0,0,0,1,0)",
        ),
        (
            "get((4,8):(8,1))",
            "error: get: takes the modes to select, as in get<0>(L)",
        ),
        (
            "get<2>((4,8):(8,1))",
            "error: get: layout (4,8):(8,1) has no mode 2 (rank 2)",
        ),
        ("get<2>((4,8))", "error: get: the tuple (4,8) has no mode 2"),
        (
            "get<1>(size((4,8)))",
            "error: get: the integer 32 has no mode 1",
        ),
        (
            "get<3>(<3:4, 8:2>)",
            "error: get: the tiler <3:4,8:2> has no mode 3",
        ),
        (
            "get<0>(Sw<1,0,1>)",
            "error: get: the swizzle Sw<1,0,1> has no modes to select",
        ),
        ("make_tile()", "error: make_tile: takes one tiler per mode"),
    ]);
}

proptest! {
    /// coalesce keeps the size and the function, and flattens.
    #[test]
    fn coalesce_keeps_the_function(a in random_layout()) {
        let c = coalesce(&a).unwrap();
        prop_assert_eq!(c.size(), a.size());
        prop_assert!(c.depth() <= 1);
        for i in 0..a.size() {
            prop_assert_eq!(at(&c, i), at(&a, i));
        }
    }

    /// flatten keeps every integral mode, in order, and so the function.
    #[test]
    fn flatten_keeps_the_modes(a in random_layout()) {
        let f = a.flatten();
        prop_assert!(f.depth() <= 1);
        prop_assert_eq!(f.shape().values(), a.shape().values());
        prop_assert_eq!(f.stride().values(), a.stride().values());
        for i in 0..a.size() {
            prop_assert_eq!(at(&f, i), at(&a, i));
        }
    }

    /// Grouping modes keeps the integers and the function; taking back the
    /// modes an append added to gives the layout again.
    #[test]
    fn regrouping_keeps_the_layout(a in random_layout(), begin in 0usize..4, end in 0usize..4) {
        let rank = a.rank();
        let (begin, end) = (begin.min(rank), end.min(rank));
        let (begin, end) = (begin.min(end), begin.max(end));
        let grouped = group(&a, begin, Some(end)).unwrap();
        prop_assert_eq!(grouped.shape().values(), a.shape().values());
        prop_assert_eq!(grouped.rank(), rank - (end - begin) + usize::from(begin < end));
        for i in 0..a.size() {
            prop_assert_eq!(at(&grouped, i), at(&a, i));
        }
        let all: Vec<usize> = (0..rank).collect();
        if a.shape().int().is_none() {
            prop_assert_eq!(&select(&a, &all).unwrap(), &a);
            let appended = append(&a, &unit_mode(), Some(rank + 2)).unwrap();
            prop_assert_eq!(&take(&appended, 0, rank).unwrap(), &a);
        }
    }

    /// A layout ordered by distinct static integers is compact: every
    /// offset below its size, once; tiling it to a multiple of its shape
    /// keeps that, over the larger size.
    #[test]
    fn ordered_layouts_are_compact(
        sizes in proptest::collection::vec(1i64..5, 1..5),
        pick in any::<prop::sample::Index>(),
        times in proptest::collection::vec(1i64..3, 4),
    ) {
        let mut ranks: Vec<i64> = (0..sizes.len() as i64).collect();
        ranks.rotate_left(pick.index(sizes.len()));
        let order = IntTuple::tuple(
            ranks.iter().map(|&r| IntTuple::fixed(r)).collect::<Vec<_>>().iter().map(IntTuple::view),
        );
        let ordered = CuteLayout::ordered(IntTuple::flat(&sizes), &Order::Modes(order)).unwrap();
        let mut offsets: Vec<i64> = (0..ordered.size()).map(|i| at(&ordered, i)).collect();
        offsets.sort_unstable();
        prop_assert_eq!(offsets, (0..ordered.size()).collect::<Vec<_>>());
        let target: Vec<i64> = sizes.iter().zip(&times).map(|(s, t)| s * t).collect();
        let tiled = tile_to_shape(
            &ordered,
            IntTuple::flat(&target).view(),
            &Order::Major(Major::Right),
        )
        .unwrap();
        let mode_sizes: Vec<i64> = (0..tiled.rank()).map(|i| tiled.mode(i).unwrap().size()).collect();
        prop_assert_eq!(mode_sizes, target);
        let mut offsets: Vec<i64> = (0..tiled.size()).map(|i| at(&tiled, i)).collect();
        offsets.sort_unstable();
        prop_assert_eq!(offsets, (0..tiled.size()).collect::<Vec<_>>());
    }

    /// CuTe's postcondition of max_common_layout: both layouts map R(i) to
    /// i for every i below its size (when the compositions it needs are
    /// defined), and max_common_vector is that size.
    #[test]
    fn common_layouts_are_common(a in injective_layout(), b in injective_layout()) {
        if let Ok(common) = max_common_layout(&a, &b) {
            prop_assert_eq!(max_common_vector(&a, &b).unwrap().value, common.size());
            for i in 0..common.size() {
                prop_assert_eq!(at(&a, at(&common, i)), i, "{} {} {}", a, b, common);
                prop_assert_eq!(at(&b, at(&common, i)), i, "{} {} {}", a, b, common);
            }
        }
    }

    /// composition(A, B)(i) == A(B(i)) over the domain of an injective B
    /// (the seed's condition for left distributivity), whenever the
    /// divisibility conditions allow it (and an error says which failed).
    #[test]
    fn composition_is_a_after_b(a in random_layout(), b in injective_layout()) {
        composition_is_a_after_b_or_refused(&a, &b, &["divisibility condition", "carry out of"])?;
    }

    /// The same with some of B's strides negated: each of B's modes is
    /// composed on its own and the offsets added, so Weft computes only
    /// where that is exact, and otherwise says which condition fails.
    #[test]
    fn composition_with_negative_strides_is_a_after_b(
        a in random_layout(),
        b in injective_layout(),
        signs in proptest::collection::vec(any::<bool>(), 4),
    ) {
        let stride: Vec<i64> = b
            .stride()
            .values()
            .iter()
            .zip(&signs)
            .map(|(&d, &negate)| if negate { -d } else { d })
            .collect();
        let b = CuteLayout::new(b.shape().to_tuple(), IntTuple::flat(&stride)).unwrap();
        composition_is_a_after_b_or_refused(
            &a,
            &b,
            &["divisibility condition", "carry out of", "has a negative stride"],
        )?;
    }

    /// The complement is ordered, disjoint from the layout, and completes
    /// it up to the cotarget.
    #[test]
    fn complement_is_ordered_disjoint_and_complete(a in injective_layout(), extra in 1i64..4) {
        let cotarget = a.cosize().unwrap() * extra;
        let r = complement(&a, &IntTuple::int(cotarget)).unwrap();
        let image: Vec<i64> = (0..a.size()).map(|i| at(&a, i)).collect();
        for i in 1..r.size() {
            prop_assert!(at(&r, i - 1) < at(&r, i), "complement({}) = {}", a, r);
            prop_assert!(!image.contains(&at(&r, i)), "complement({}) = {}", a, r);
        }
        let both = CuteLayout::concat(&[a.clone(), r.clone()]).unwrap();
        prop_assert!(both.cosize().unwrap() >= cotarget, "complement({}) = {}", a, r);
    }

    /// layout<0>(zipped_divide(a, b)) == composition(a, b), and the divide
    /// keeps the size.
    #[test]
    fn zipped_divide_starts_with_the_composition(a in injective_layout(), b in injective_layout()) {
        let text = format!("zipped_divide({a}, {b})");
        if let Ok(divided) = evaluate(&text).and_then(|v| v.to_layout()) {
            let tile = divided.mode(0).unwrap();
            prop_assert_eq!(tile.size(), b.size());
            prop_assert_eq!(tile.to_string(), compose(&a, &b).unwrap().to_string());
        }
    }

    /// The inverses invert.
    #[test]
    fn inverses_invert(a in injective_layout()) {
        let right = right_inverse(&a).unwrap();
        for i in 0..right.size() {
            prop_assert_eq!(at(&a, at(&right, i)), i, "right_inverse({}) = {}", a, right);
        }
        let left = left_inverse(&a).unwrap();
        for i in 0..a.size() {
            prop_assert_eq!(at(&left, at(&a, i)), i, "left_inverse({}) = {}", a, left);
        }
    }

    /// Products have size(a) * size(b) elements, the block first — or, when
    /// the tiler does not fit the block's complement, an error saying which
    /// condition failed.
    #[test]
    fn products_multiply_sizes(a in injective_layout(), b in injective_layout()) {
        for name in ["logical_product", "blocked_product", "raked_product"] {
            let text = format!("{name}({a}, {b})");
            match evaluate(&text).and_then(|v| v.to_layout()) {
                Ok(product) => {
                    prop_assert_eq!(product.size(), a.size() * b.size(), "{}", text);
                    if name == "logical_product" {
                        prop_assert_eq!(product.mode(0).unwrap().to_string(), a.to_string());
                    }
                }
                Err(error) => prop_assert!(
                    error.to_string().contains("divisibility condition")
                        || error.to_string().contains("carry out of"),
                    "{}", error
                ),
            }
        }
    }
}

/// Slicing by a coordinate holding `_` (`cute::slice`, `cute::dice`,
/// `cute::slice_and_offset`, `L(_, j)`), each result checked against
/// CuTe's C++ (CUTLASS main at 7107b05).
#[test]
fn slicing() {
    check(&[
        ("slice((_,2),(4,8):(8,1))", "(4):(8)"),
        ("(4,8):(8,1)(_,2)", "(4):(8)"),
        ("((4,8):(8,1))(1,_)", "(8):(1)"),
        ("slice((4,8):(8,1),(_,2))", "(4):(8)"),
        ("dice((1,_),(4,8):(8,1))", "(4):(8)"),
        ("slice(((_,1),_),((2,3),4):((1,2),6))", "(2,4):(1,6)"),
        // `_` paired with a tuple mode keeps the whole mode.
        ("slice((_,1),((2,3),4):((1,2),6))", "((2,3)):((1,2))"),
        ("dice(((_,1),_),((2,3),4):((1,2),6))", "(3):(2)"),
        // At the top, slice(_, L) and dice(i, L) are L.
        ("slice(_,((2,3),4):((1,2),6))", "((2,3),4):((1,2),6)"),
        ("dice(3,(4,8):(8,1))", "(4,8):(8,1)"),
        (
            "slice_and_offset(((_,1),3),((2,3),4):((1,2),6))",
            "((2):(1),20)",
        ),
        ("get<1>(slice_and_offset((_,2),(4,8):(8,1)))", "2"),
        ("get<0>(slice_and_offset((_,2),(4,8):(8,1)))", "(4):(8)"),
        (
            "slice(make_coord(_, 2), make_layout(make_shape(4,8), make_stride(8,1)))",
            "(4):(8)",
        ),
        (
            "make_layout(make_shape(4,8), LayoutRight{})(_, 3)",
            "(4):(8)",
        ),
        ("make_coord(_, make_coord(1,_))", "(_,(1,_))"),
        ("crd2idx(make_coord(_,3),(4,8):(8,1))", "3"),
        ("size((4,8):(8,1)(_,2))", "4"),
        // A swizzled layout sliced by `_` only keeps its swizzle.
        (
            "slice(((_,_),_), Sw<1,0,1> o ((2,2),4):((1,2),4))",
            "Sw<1,0,1> o (2,2,4):(1,2,4)",
        ),
        (
            "(Sw<1,0,1> o ((2,2),4):((1,2),4))(_,_)",
            "Sw<1,0,1> o ((2,2),4):((1,2),4)",
        ),
        // A shared-memory stage, `sA(_, _, k)`: the integers fix whole
        // periods of the swizzle, which stays over the slice.
        (
            "slice_and_offset((_,_,1), tile_to_shape(Sw<3,3,3> o (_8,_64):(_64,_1), (_64,_64,_3)))",
            "(Sw<3,3,3> o ((8,8),(64,1)):((64,512),(1,0)),4096)",
        ),
        (
            "slice((_,_,2), tile_to_shape(Sw<3,3,3> o (_8,_64):(_64,_1), (_64,_64,_3)))",
            "Sw<3,3,3> o ((8,8),(64,1)):((64,512),(1,0))",
        ),
        // A column of the stage: the rows reach only the bits the swizzle
        // reads, so CuTe folds it into a plain layout (each bit read a
        // mode of stride Y+Z), the fixed column its offset. A static
        // column makes those strides static, and the modes merge.
        (
            "slice_and_offset((_,1,_), tile_to_shape(Sw<3,3,3> o (_8,_64):(_64,_1), (_64,_64,_3)))",
            "((((2,2,2),8),(1,3)):(((72,144,288),512),(0,4096)),1)",
        ),
        (
            "slice_and_offset((_,_1,_), tile_to_shape(Sw<3,3,3> o (_8,_64):(_64,_1), (_64,_64,_3)))",
            "(((8,8),(1,3)):((72,512),(0,4096)),1)",
        ),
        (
            "(Sw<3,4,3> o (8,64):(64,1))(_,1)",
            "error: Sw<3,4,3> o (8,64):(64,1)(...): slicing the swizzled layout Sw<3,4,3> o \
             (8,64):(64,1) at (_,1), which holds integers: CuTe's C++ slices a swizzled layout \
             at integers only when its integers are static",
        ),
        (
            "slice_and_offset((_,_8), Sw<1,0,1> o (_4,_16):(_1,_4))",
            "(Sw<1,0,1> o (4):(1),32)",
        ),
        (
            "slice_and_offset((_,_8), Sw<1,0,1> o (_2,_16):(_1,_4))",
            "((2):(1),32)",
        ),
        // A row of a swizzled tile: its fixed bits set the signs of the
        // modes the swizzle becomes (values from CuTe's C++).
        (
            "slice_and_offset((3,_), Sw<3,4,3> o (_64,_64):(_64,_1))",
            "(((16,2,2)):((1,-16,32)),208)",
        ),
        (
            "slice_and_offset((_,8), Sw<3,4,3> o (_8,_64):(_64,_1))",
            "(((2,2,2)):((64,144,288)),8)",
        ),
        (
            "slice_and_offset((5,_), Sw<2,0,2> o (_16,_4):(_1,_16))",
            "((4):(16),4)",
        ),
        // The swizzle stays over the slice, and the column fixes bits it
        // reads: CuTe keeps them as an offset inside the swizzle, known at
        // run time only for a run-time column (CuTe's MixedBits, printed
        // M_0|(0&48)=0 by CuTe's C++; values from it).
        (
            "slice_and_offset((_,_3), Sw<3,4,3> o (_64,_64):(_64,_1))",
            "(Sw<3,4,3> o (64):(64),3)",
        ),
        (
            "slice_and_offset((_,3), Sw<3,4,3> o (_64,_64):(_64,_1))",
            "(Sw<3,4,3> o M0|(0&48)=0 o (64):(64),3)",
        ),
        (
            "slice_and_offset((_,19), Sw<3,4,3> o (_64,_64):(_64,_1))",
            "(Sw<3,4,3> o M0|(16&48)=16 o (64):(64),3)",
        ),
        // A composed offset of its own: the fixed bits are XORed into it,
        // static or not as CuTe's types make them.
        (
            "slice_and_offset((_,_19), Sw<3,4,3> o _32 o (_64,_64):(_64,_1))",
            "(Sw<3,4,3> o 48 o (64):(64),3)",
        ),
        (
            "slice_and_offset((_,19), Sw<3,4,3> o _32 o (_64,_64):(_64,_1))",
            "(Sw<3,4,3> o M0|(48&48)=48 o (64):(64),3)",
        ),
        (
            "slice_and_offset((_,19), Sw<3,4,3> o 32 o (_64,_64):(_64,_1))",
            "(Sw<3,4,3> o 48 o (64):(64),3)",
        ),
        // A static offset below 0 beside run-time bits has no MixedBits
        // (32 bits, from 0); a run-time offset is an integer, printed signed
        // (CuTe's C++ prints it as 32-bit unsigned, 4294966272).
        (
            "slice_and_offset((_,3), Sw<3,4,3> o _-1024 o (_64,_64):(_64,_1))",
            "error: slice_and_offset: slicing the swizzled layout Sw<3,4,3> o -1024 o \
             (64,64):(64,1) at (_,3), which holds integers: the offset it would keep inside the \
             swizzle, M-1024|(0&48)=-1024: CuTe's MixedBits hold 32 bits, each part from 0 to \
             2^32-1",
        ),
        (
            "slice_and_offset((_,3), Sw<3,4,3> o -1024 o (_64,_64):(_64,_1))",
            "(Sw<3,4,3> o -1024 o (64):(64),3)",
        ),
        // A stage at a run-time index: its bit 9 is one the swizzle reads,
        // kept as a run-time bit beside the static 16.
        (
            "slice_and_offset((_,_,1), Sw<3,4,3> o _16 o (_8,_64,_4):(_64,_1,_512))",
            "(Sw<3,4,3> o M16|(512&512)=528 o (8,64):(64,1),0)",
        ),
        // A kept slice sliced again: the bits it fixes join the kept ones.
        (
            "slice_and_offset((3,_), get<0>(slice_and_offset((_,19,_), \
             Sw<3,4,3> o (_8,_64,_4):(_64,_1,_512))))",
            "(((2,2)):((448,1024)),192)",
        ),
        (
            "slice_and_offset((_,2), get<0>(slice_and_offset((_,19,_), \
             Sw<3,4,3> o (_8,_64,_4):(_64,_1,_512))))",
            "(((2,2,2)):((64,112,288)),1040)",
        ),
        // CuTe folds this row into ((16,2,2)):((1,-16,32)) at 240, from
        // the offset 32 + 192 as if no bit carried; its element 32 lands
        // at 272, where the swizzle puts 288.
        (
            "slice_and_offset((_3,_), Sw<3,4,3> o _32 o (_64,_64):(_64,_1))",
            "error: slice_and_offset: slicing the swizzled layout Sw<3,4,3> o 32 o \
             (64,64):(64,1) at (3,_), which holds integers: CuTe's plain layout for it, \
             ((16,2,2)):((1,-16,32)) at offset 240, maps element 32 to 272 where the swizzled \
             layout gives 288",
        ),
        // CuTe's C++ splits the fixed offset 4 + 14 bit by bit, as if the
        // two modes' bits did not carry into one another, and gives 10;
        // the swizzled layout puts element 0 at 18.
        (
            "slice_and_offset(((1,0,_),7), Sw<1,0,-2> o ((_2,_1,_8),_8):((_4,_-64,_256),_2))",
            "error: slice_and_offset: slicing the swizzled layout Sw<1,0,-2> o \
             ((2,1,8),8):((4,-64,256),2) at ((1,0,_),7), which holds integers: CuTe's plain \
             layout for it, (8):(256) at offset 10, maps element 0 to 10 where the swizzled \
             layout gives 18",
        ),
        // CuTe's C++ cannot split this fixed offset (its mode's projection
        // spans no power of two bits: a compile-time error); Weft splits
        // it bit by bit: elements at -10 and 6, as the swizzle puts them.
        (
            "slice_and_offset((_0,_3,_), Sw<1,1,1> o (_1,_4,_2):(_1,_-4,_16))",
            "((2):(16),-10)",
        ),
        // CuTe's split of a negative fixed offset misses a bit the swizzle
        // reads: its offset is off by one, its layout right. `slice`
        // gives the layout (the offset goes to the pointer);
        // `slice_and_offset` refuses.
        (
            "slice((_1,_), Sw<1,0,3> o ((_2,_1),_4):((_-4,_-4),_32))",
            "(4):(32)",
        ),
        (
            "slice_and_offset((_1,_), Sw<1,0,3> o ((_2,_1),_4):((_-4,_-4),_32))",
            "error: slice_and_offset: slicing the swizzled layout Sw<1,0,3> o \
             ((2,1),4):((-4,-4),32) at (1,_), which holds integers: CuTe's plain layout for \
             it, (4):(32) at offset -4, maps element 0 to -4 where the swizzled layout gives -3",
        ),
        // Negative offsets, swizzled as CuTe's bit operations swizzle them;
        // CuTe's C++ prints the offset -40 as the unsigned 4294967256.
        (
            "slice_and_offset((0,_,1), Sw<1,1,1> o (_2,((_4,_3),_2),_2):(_8,((_-24,_16),_4),_-40))",
            "((((4,3),2)):(((-24,16),6)),-40)",
        ),
        (
            "slice((1,2),(4,8):(8,1))",
            "error: slice: slice((1,2), (4,8):(8,1)) keeps no mode: the coordinate has no _; \
             CuTe's result is the empty layout ():(), which Weft does not represent",
        ),
        (
            "dice((_,_),(4,8):(8,1))",
            "error: dice: dice((_,_), (4,8):(8,1)) keeps no mode: the coordinate is all _; \
             CuTe's result is the empty layout ():(), which Weft does not represent",
        ),
        (
            "slice((_,2,3),(4,8):(8,1))",
            "error: slice: the coordinate (_,2,3) has 3 modes where the shape (4,8) has 2 modes",
        ),
        (
            "slice(((_,2),3),(4,8):(8,1))",
            "error: slice: the coordinate (_,2) has 2 modes where the shape 4 is an integer",
        ),
        (
            "dice((_,0),Sw<3,4,3> o (8,64):(64,1))",
            "error: dice: expected a layout without a swizzle, got Sw<3,4,3> o (8,64):(64,1)",
        ),
        (
            "(_,2):(1,2)",
            "error: cannot parse CuTe expression '(_,2):(1,2)': a shape holds no '_'; \
             '_' slices a layout by a coordinate at offset 0",
        ),
        (
            "make_shape(_,2)",
            "error: make_shape: expected an integer or a tuple, got the tiler _",
        ),
    ]);
}

/// A coordinate of `layout`'s top-level profile, each mode `_` where
/// `underscores` has a bit set, else an index into the mode.
fn slicing_coord(layout: &CuteLayout, underscores: u32, picks: &[i64]) -> (String, Vec<i64>) {
    let mut fixed = Vec::new();
    let parts: Vec<String> = layout
        .modes()
        .enumerate()
        .map(|(i, mode)| {
            if underscores & (1 << i) != 0 {
                "_".to_string()
            } else {
                let pick = picks[i] % mode.size();
                fixed.push(pick);
                pick.to_string()
            }
        })
        .collect();
    (format!("({})", parts.join(",")), fixed)
}

proptest! {
    /// `slice_and_offset` splits a layout: at every index j of the slice,
    /// offset + slice(j) is the layout at the coordinate with `_` taken as
    /// j's coordinate in the sliced modes; and the slice and the dice of
    /// one coordinate together have the layout's size.
    #[test]
    fn slicing_splits_the_layout(
        layout in random_layout(),
        underscores in 1u32..8,
        picks in proptest::collection::vec(0i64..64, 3),
    ) {
        prop_assume!(layout.rank() > 1);
        let underscores = underscores & ((1 << layout.rank()) - 1);
        prop_assume!(underscores != 0);
        let (coord, _) = slicing_coord(&layout, underscores, &picks);
        let both = evaluate(&format!("slice_and_offset({coord}, {layout})")).unwrap();
        let sliced = both.mode(0).unwrap().to_layout().unwrap();
        let offset = both.mode(1).unwrap().to_tuple().unwrap().int_value().unwrap().value;
        let kept: Vec<CuteLayout> = layout
            .modes()
            .enumerate()
            .filter(|(i, _)| underscores & (1 << i) != 0)
            .map(|(_, mode)| mode)
            .collect();
        prop_assert_eq!(sliced.size(), kept.iter().map(CuteLayout::size).product::<i64>());
        for j in 0..sliced.size() {
            // j's coordinate in the kept modes, colexicographic.
            let mut rest = j;
            let mut expected = offset;
            for mode in &kept {
                expected += at(mode, rest % mode.size());
                rest /= mode.size();
            }
            prop_assert_eq!(offset + at(&sliced, j), expected, "{} at {}", coord, j);
        }
        if underscores != (1 << layout.rank()) - 1 {
            let diced = evaluate(&format!("dice({coord}, {layout})")).unwrap().to_layout().unwrap();
            prop_assert_eq!(diced.size() * sliced.size(), layout.size());
        }
    }
}

/// C++'s member calls of a layout, each result checked against CuTe's
/// C++ (CUTLASS main at 7107b05).
#[test]
fn member_calls() {
    check(&[
        ("(4,8):(8,1).shape()", "(4,8)"),
        ("(4,8):(8,1).shape<1>()", "8"),
        (
            "make_layout(make_shape(4,make_shape(2,3)), make_stride(8,make_stride(1,2))).stride<1,0>()",
            "1",
        ),
        ("(4,8):(8,1).layout()", "(4,8):(8,1)"),
        ("(4,8):(8,1).compose(2:1).shape()", "(2,1)"),
        (
            "(12,(4,8)):(59,(13,1)).compose(3:4, 8:2)",
            "(3,(2,4)):(236,(26,1))",
        ),
        (
            "(4,8):(8,1).tile(2:1, 4:1)",
            "((2,4),(1,2),(1,2)):((8,1),(8,16),(1,4))",
        ),
        (
            "(4,8):(8,1).with_shape(2,16)",
            "((2,1),(2,8)):((8,1),(16,1))",
        ),
        (
            "(4,8):(8,1).with_shape(make_shape(2,16))",
            "((2,1),(2,8)):((8,1),(16,1))",
        ),
        ("((2,2),3):((1,4),2).get_hier_coord(5)", "((1,1),2)"),
        ("((2,2),3):((1,4),2).get_1d_coord(5)", "11"),
        ("(4,8):(8,1)(_,1).shape()", "(4)"),
        // An integer and a computed shape are CuTe's order, as in C++.
        ("idx2crd(2, make_layout(5, 12).shape())", "2"),
        ("crd2idx(2, make_layout(5, 12).shape())", "2"),
        ("(Sw<3,4,3> o (8,64):(64,1)).layout_b()", "(8,64):(64,1)"),
        ("(Sw<3,4,3> o (8,64):(64,1)).layout_a()", "Sw<3,4,3>"),
        ("(Sw<3,4,3> o (8,64):(64,1)).offset()", "0"),
        ("(Sw<3,4,3> o (8,64):(64,1)).shape()", "(8,64)"),
        (
            "(Sw<3,4,3> o (8,64):(64,1)).stride()",
            "error: Sw<3,4,3> o (8,64):(64,1).stride: a swizzled layout has no stride \
             (CuTe deletes ComposedLayout::stride)",
        ),
        (
            "stride<1>(Sw<3,4,3> o (8,64):(64,1))",
            "error: stride: a swizzled layout has no stride (CuTe deletes \
             ComposedLayout::stride)",
        ),
        ("(Sw<3,4,3> o 32 o (8,64):(64,1)).offset()", "32"),
        // A swizzle called on an offset, as in C++ and pycute (values from
        // both): bits 7-9 of 200 (1) flip bit 4.
        ("Sw<3,4,3>(200)", "216"),
        ("Swizzle(3,4,3)(200)", "216"),
        ("Sw<2,0,-3>(-5)", "-29"),
        (
            "Sw<3,4,3>(1,2)",
            "error: cannot parse CuTe expression 'Sw<3,4,3>(1,2)': Sw<3,4,3>(...) takes one \
             offset, got 2 arguments at offset 9",
        ),
        (
            "(get<0>(slice_and_offset((_,19), Sw<3,4,3> o (_64,_64):(_64,_1)))).offset()",
            "error: Sw<3,4,3> o M0|(16&48)=16 o (64):(64).offset: the offset M0|(16&48)=16 \
             is CuTe's MixedBits (bits partly known only at run time), not an integer",
        ),
        // CuTe's make_composed_layout builds the composed layout as given,
        // a swizzle that moves no bit kept (values from CuTe's C++).
        (
            "make_composed_layout(Swizzle<0,4,3>{}, Int<0>{}, Layout<Shape<_8,_64>, \
             Stride<_64,_1>>{})",
            "Sw<0,4,3> o 0 o (8,64):(64,1)",
        ),
        (
            "make_composed_layout(Sw<3,4,3>, 32, (8,64):(64,1))",
            "Sw<3,4,3> o 32 o (8,64):(64,1)",
        ),
        (
            "make_composed_layout((4,8):(8,1), 0, (8,64):(64,1))",
            "error: make_composed_layout: composes a layout after a swizzle only, got the \
             layout (4,8):(8,1)",
        ),
        // CuTe's domain_offset (values from CuTe's C++): a plain layout
        // moves the pointer; a swizzled one takes the offset in, the
        // swizzle reading it (MixedBits plus an integer: a run-time sum).
        ("domain_offset((1,2), (4,8):(8,1))", "((4,8):(8,1),10)"),
        (
            "domain_offset((_1,_2), Sw<3,4,3> o (_8,_64):(_64,_1))",
            "(Sw<3,4,3> o 66 o (8,64):(64,1),0)",
        ),
        (
            "domain_offset((_1,_2), get<0>(slice_and_offset((_,19,_), \
             Sw<3,4,3> o (_8,_64,_4):(_64,_1,_512))))",
            "(Sw<3,4,3> o 1104 o (8,4):(64,512),0)",
        ),
        // A composed layout's modes, as CuTe's C++ gives them: swizzled,
        // at the same offset; their sizes and cosizes are the layout's.
        // Its complement is its layout's.
        (
            "get<0>(Sw<3,4,3> o _32 o (_8,_64):(_64,_1))",
            "Sw<3,4,3> o 32 o 8:64",
        ),
        (
            "layout<1>(Sw<3,4,3> o 32 o (_8,_64):(_64,_1))",
            "Sw<3,4,3> o 32 o 64:1",
        ),
        (
            "take<0,1>(Sw<3,4,3> o _32 o (_8,_64):(_64,_1))",
            "Sw<3,4,3> o 32 o (8):(64)",
        ),
        ("size<0>(Sw<3,4,3> o (_8,_64):(_64,_1))", "8"),
        ("cosize<1>(Sw<3,4,3> o (_8,_64):(_64,_1))", "64"),
        ("depth<1>(Sw<3,4,3> o (_8,(_2,_32)):(_64,(_1,_2)))", "1"),
        ("complement(Sw<3,4,3> o (_8,_64):(_64,_1), 1024)", "2:512"),
        ("complement(Sw<3,4,3> o _32 o (_8,_16):(_64,_1))", "4:16"),
        (
            "(4,8):(8,1).layout_a()",
            "error: (4,8):(8,1).layout_a: (4,8):(8,1) is no swizzled layout: layout_a() is a \
             member of CuTe's ComposedLayout",
        ),
        (
            "(4,8):(8,1).",
            "error: cannot parse CuTe expression '(4,8):(8,1).': expected a member's name \
             after '.' at offset 12",
        ),
        (
            "(4,8):(8,1).shape(1)",
            "error: (4,8):(8,1).shape: takes no arguments, got 1",
        ),
        (
            "(4,8):(8,1).size()",
            "error: (4,8):(8,1).size: unknown member 'size' (known: shape, stride, layout, \
             compose, with_shape, tile, get_hier_coord, get_1d_coord, get_flat_coord, layout_a, offset, \
             layout_b)",
        ),
    ]);
}

/// CuTe's arithmetic on integer tuples, each result checked against CuTe's
/// C++ (CUTLASS main at 7107b05), pycute's `prefix_product` against
/// pycute.
#[test]
fn tuple_arithmetic() {
    check(&[
        ("inner_product(((2,3),4), ((5,6),7))", "56"),
        ("product_each(((2,3),4,(5)))", "(6,4,5)"),
        ("product_each(6)", "(6)"),
        ("product(((2,3),4))", "24"),
        ("elem_scale((2,3), ((2,2),4))", "(8,12)"),
        ("elem_scale(((2,5),3), ((2,2),4))", "((4,10),12)"),
        ("elem_scale(3, (2,4))", "24"),
        ("crd2crd((1,2),(4,8),(8,4))", "(1,2)"),
        ("crd2crd(((1,1),2),((2,2),8),(4,(2,4)))", "(3,(0,1))"),
        ("crd2crd(5,(4,8),(2,16))", "(1,2)"),
        ("crd2crd((1,2),(4,8),32)", "9"),
        // The compact strides of a shape: a static 1 gets stride 0.
        ("compact_col_major((2,_1,4))", "(1,0,2)"),
        ("compact_col_major(((2,3),4))", "((1,2),6)"),
        ("compact_col_major(5)", "1"),
        ("compact_row_major(((2,3),(4,5)))", "((60,20),(5,1))"),
        ("compact_row_major((2,_1,(3,_1)))", "(3,0,(1,0))"),
        // pycute's running products (checked against pycute): no 0 for a
        // 1, any integer allowed, and none overflows that is not needed.
        ("prefix_product(((2,3),4))", "((1,2),6)"),
        ("prefix_product((2,1,4))", "(1,2,2)"),
        ("prefix_product((2,0,-3,4))", "(1,2,0,0)"),
        ("prefix_product(5)", "1"),
        ("prefix_product((4,4611686018427387904))", "(1,4)"),
        ("((2,2),3):((1,4),2).get_flat_coord(5)", "(3,2)"),
        ("((2,2),3):((1,4),2).get_flat_coord(11)", "(1,2)"),
        ("(4):(1).get_flat_coord(2)", "2"),
        // Static where CuTe's are: a static product coalesces away a 1.
        (
            "coalesce(make_layout(make_shape(product((_1,_1)), 4)))",
            "4:1",
        ),
        (
            "coalesce(make_layout(make_shape(product((1,1)), 4)))",
            "(1,4):(1,1)",
        ),
        (
            "inner_product((1,2),(3,4,5))",
            "error: inner_product: (1,2) and (3,4,5) do not match mode for mode",
        ),
        (
            "elem_scale((1,2),3)",
            "error: elem_scale: (1,2) and 3 do not match mode for mode",
        ),
        (
            "prefix_product((4611686018427387904,4,1))",
            "error: prefix_product: a product of CuTe integers overflows a 64-bit integer",
        ),
        (
            "compact_row_major((2,0))",
            "error: compact_row_major: shape (2,0) has a size 0; sizes must be positive",
        ),
        (
            "crd2crd((1,2),(4,8),(8,4,2))",
            "error: crd2crd: the coordinate (1,2), the shape (4,8) and the shape (8,4,2) have \
             different ranks (2, 2 and 3)",
        ),
    ]);
}

/// A row or a column of a swizzled row-major tile, at a static or a
/// run-time integer, the tile at no composed offset or at one: CuTe's
/// C++ folds the swizzle into a plain layout or keeps it (the bits the
/// integers fix joining the composed offset), and every element of the
/// result is where the swizzled tile puts it. At a composed offset CuTe
/// XORs the fixed bits into it, which is not always their sum: those
/// slices are refused, and counted.
#[test]
fn rows_and_columns_of_swizzled_tiles_are_where_the_swizzle_puts_them() {
    let swizzles = [
        (1, 0, 1),
        (2, 1, 2),
        (3, 3, 3),
        (3, 4, 3),
        (2, 2, -2),
        (1, 3, -4),
    ];
    let mut refused = 0;
    for (b, m, s) in swizzles {
        for offset in ["", "_16 o ", "48 o ", "_1024 o "] {
            let tile = format!("Sw<{b},{m},{s}> o {offset}(_16,_64):(_64,_1)");
            refused += slices_land_where_the_swizzle_puts_them(&tile);
        }
    }
    assert_eq!(refused, 48);
}

/// Checks every row and column slice of the 16x64 `tile` (at rows 0, 3,
/// 5, 15 and columns 0, 1, 7, 40, each static and at run time) element by
/// element; returns how many were refused because CuTe's split of the
/// fixed offset is not exact, which only a tile at a composed offset may
/// be.
fn slices_land_where_the_swizzle_puts_them(tile: &str) -> usize {
    let mut refused = 0;
    let cuts = [0, 3, 5, 15]
        .iter()
        .map(|r| (format!("({r},_)"), format!("(_{r},_)"), *r, None))
        .chain(
            [0, 1, 7, 40]
                .iter()
                .map(|c| (format!("(_,{c})"), format!("(_,_{c})"), 0, Some(*c))),
        );
    for (run_time, fixed, row, column) in cuts {
        for coord in [run_time, fixed] {
            let both = match evaluate(&format!("slice_and_offset({coord}, {tile})")) {
                Ok(both) => both,
                Err(error) if tile.contains(" o _") || tile.contains(" o 48") => {
                    assert!(
                        error
                            .to_string()
                            .contains("where the swizzled layout gives"),
                        "{tile} at {coord}: {error}"
                    );
                    refused += 1;
                    continue;
                }
                Err(error) => panic!("{tile} at {coord}: {error}"),
            };
            let sliced = both.mode(0).unwrap();
            let offset = both
                .mode(1)
                .unwrap()
                .to_tuple()
                .unwrap()
                .int_value()
                .unwrap();
            let size = if column.is_some() { 16 } else { 64 };
            for j in 0..size {
                let (r, c) = column.map_or((row, j), |c| (j, c));
                let want = eval(&format!("crd2idx({tile}, ({r},{c}))"));
                let got = eval(&format!("crd2idx({sliced}, {j})"));
                let got = got.parse::<i64>().unwrap() + offset.value;
                assert_eq!(got.to_string(), want, "{tile} at {coord}, element {j}");
            }
        }
    }
    refused
}

//! CuTe's layout algebra (`seeds/cute-layout-algebra.txt`): every example
//! of the seed, byte for byte in the run-time-integer form (no `_`), and
//! the laws the seed states as property tests.
//!
//! The seed computes most of its examples with static integers (`Int<N>`);
//! those are written here with CuTe's static markers (`_4:_2`), so that
//! Weft decides as CuTe's C++ decides for them. Unmarked integers are
//! run-time integers, and the results are CuTe's for those — the seed's own
//! run-time example `((5,1),(2,2)):((16,4),(80,4))` among them.

mod cute_common;

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

use cute_common::{at, check, injective_layout, random_layout};

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
            "error: shape_div: the divisibility condition of shape_div fails: 6 and 4 do not \
             divide one another",
        ),
    ]);
}

/// CuTe's `shape_div` keeps a shape's nesting (a tuple mode divides what
/// is left by its product) and takes its other operand forms.
#[test]
fn shape_div_nests_as_cutes() {
    check(&[
        ("shape_div(((4,3),5), 2)", "((2,3),5)"),
        ("shape_div(((4,3),10), 24)", "((1,1),5)"),
        ("shape_div((8,(6,4)), (2,(3,2)))", "(4,(2,2))"),
        ("shape_div(12, (2,3))", "2"),
        ("shape_div(12, 4)", "3"),
        ("shape_mod(((4,2),8), 16)", "((4,2),2)"),
        (
            "shape_div((8,6), (2,3,1))",
            "error: shape_div: (8,6) and (2,3,1) have different ranks (2 and 3)",
        ),
        (
            "shape_div((4,(3,5)), 8)",
            "error: shape_div: the divisibility condition of shape_div fails: 3 and 2 do not \
             divide one another",
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
             (at most 65536 here)",
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

/// A walk over layouts of thousands of modes (chained `.tile` calls build
/// them from a short expression) is compared on as many indices as a
/// bounded amount of reading allows, not on 65,536 for seconds (a hang the
/// `cute_layout` fuzz target found; `fuzz/regressions/cute_layout/
/// chained-tiles-of-a-coordinate-layout-*`).
#[test]
fn a_walk_over_thousands_of_modes_is_compared_on_fewer_indices() {
    let text = "(2,2):(8638681@3,_3@0).tile(6132:0.tile(2:1).tile(2:1).tile(2:1).tile(2:1))\
                .tile(2:1).tile(2:1).tile(41:0).tile(21)";
    let message = evaluate(text).unwrap_err().to_string();
    assert!(
        message.ends_with(
            "which agrees with A after B on indices 0 to 465 (where B stays within A), but B's \
             1030176 elements are too many to compare them all (at most 466 here)"
        ),
        "{}",
        &message[message.len().saturating_sub(300)..]
    );
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

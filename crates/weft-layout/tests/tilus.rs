//! Tilus register layouts: every doctest of the seed, byte for byte (the
//! printed layout and the grid), the operations' documented meaning, and
//! the laws over random layouts.

use proptest::prelude::*;
use weft_layout::laws::check_laws;
use weft_layout::tilus::expr::evaluate;
use weft_layout::tilus::ops;
use weft_layout::tilus::visualize::visualize;
use weft_layout::tilus::{RegisterLayout, TilusLayout};

/// `(expression, what print(visualize_layout(expression)) prints)`, from
/// the seed's doctests.
const SEED_DOCTESTS: &[(&str, &str)] = &[
    (
        "local(3, 4)",
        "RegisterLayout(shape=[3, 4], mode_shape=[3, 4], spatial_modes=[], local_modes=[0, 1])\n┌──────┬──────┬───────┬───────┐\n│ 0: 0 │ 0: 1 │ 0: 2  │ 0: 3  │\n├──────┼──────┼───────┼───────┤\n│ 0: 4 │ 0: 5 │ 0: 6  │ 0: 7  │\n├──────┼──────┼───────┼───────┤\n│ 0: 8 │ 0: 9 │ 0: 10 │ 0: 11 │\n└──────┴──────┴───────┴───────┘",
    ),
    (
        "spatial(3, 2)",
        "RegisterLayout(shape=[3, 2], mode_shape=[3, 2], spatial_modes=[0, 1], local_modes=[])\n┌──────┬──────┐\n│ 0: 0 │ 1: 0 │\n├──────┼──────┤\n│ 2: 0 │ 3: 0 │\n├──────┼──────┤\n│ 4: 0 │ 5: 0 │\n└──────┴──────┘",
    ),
    (
        "local(3, 4).spatial(2, 3)",
        "RegisterLayout(shape=[6, 12], mode_shape=[3, 2, 4, 3], spatial_modes=[1, 3], local_modes=[0, 2])\n┌──────┬──────┬──────┬──────┬──────┬──────┬───────┬───────┬───────┬───────┬───────┬───────┐\n│ 0: 0 │ 1: 0 │ 2: 0 │ 0: 1 │ 1: 1 │ 2: 1 │ 0: 2  │ 1: 2  │ 2: 2  │ 0: 3  │ 1: 3  │ 2: 3  │\n├──────┼──────┼──────┼──────┼──────┼──────┼───────┼───────┼───────┼───────┼───────┼───────┤\n│ 3: 0 │ 4: 0 │ 5: 0 │ 3: 1 │ 4: 1 │ 5: 1 │ 3: 2  │ 4: 2  │ 5: 2  │ 3: 3  │ 4: 3  │ 5: 3  │\n├──────┼──────┼──────┼──────┼──────┼──────┼───────┼───────┼───────┼───────┼───────┼───────┤\n│ 0: 4 │ 1: 4 │ 2: 4 │ 0: 5 │ 1: 5 │ 2: 5 │ 0: 6  │ 1: 6  │ 2: 6  │ 0: 7  │ 1: 7  │ 2: 7  │\n├──────┼──────┼──────┼──────┼──────┼──────┼───────┼───────┼───────┼───────┼───────┼───────┤\n│ 3: 4 │ 4: 4 │ 5: 4 │ 3: 5 │ 4: 5 │ 5: 5 │ 3: 6  │ 4: 6  │ 5: 6  │ 3: 7  │ 4: 7  │ 5: 7  │\n├──────┼──────┼──────┼──────┼──────┼──────┼───────┼───────┼───────┼───────┼───────┼───────┤\n│ 0: 8 │ 1: 8 │ 2: 8 │ 0: 9 │ 1: 9 │ 2: 9 │ 0: 10 │ 1: 10 │ 2: 10 │ 0: 11 │ 1: 11 │ 2: 11 │\n├──────┼──────┼──────┼──────┼──────┼──────┼───────┼───────┼───────┼───────┼───────┼───────┤\n│ 3: 8 │ 4: 8 │ 5: 8 │ 3: 9 │ 4: 9 │ 5: 9 │ 3: 10 │ 4: 10 │ 5: 10 │ 3: 11 │ 4: 11 │ 5: 11 │\n└──────┴──────┴──────┴──────┴──────┴──────┴───────┴───────┴───────┴───────┴───────┴───────┘",
    ),
    (
        "spatial(2, 3).local(3, 4)",
        "RegisterLayout(shape=[6, 12], mode_shape=[2, 3, 3, 4], spatial_modes=[0, 2], local_modes=[1, 3])\n┌──────┬──────┬───────┬───────┬──────┬──────┬───────┬───────┬──────┬──────┬───────┬───────┐\n│ 0: 0 │ 0: 1 │ 0: 2  │ 0: 3  │ 1: 0 │ 1: 1 │ 1: 2  │ 1: 3  │ 2: 0 │ 2: 1 │ 2: 2  │ 2: 3  │\n├──────┼──────┼───────┼───────┼──────┼──────┼───────┼───────┼──────┼──────┼───────┼───────┤\n│ 0: 4 │ 0: 5 │ 0: 6  │ 0: 7  │ 1: 4 │ 1: 5 │ 1: 6  │ 1: 7  │ 2: 4 │ 2: 5 │ 2: 6  │ 2: 7  │\n├──────┼──────┼───────┼───────┼──────┼──────┼───────┼───────┼──────┼──────┼───────┼───────┤\n│ 0: 8 │ 0: 9 │ 0: 10 │ 0: 11 │ 1: 8 │ 1: 9 │ 1: 10 │ 1: 11 │ 2: 8 │ 2: 9 │ 2: 10 │ 2: 11 │\n├──────┼──────┼───────┼───────┼──────┼──────┼───────┼───────┼──────┼──────┼───────┼───────┤\n│ 3: 0 │ 3: 1 │ 3: 2  │ 3: 3  │ 4: 0 │ 4: 1 │ 4: 2  │ 4: 3  │ 5: 0 │ 5: 1 │ 5: 2  │ 5: 3  │\n├──────┼──────┼───────┼───────┼──────┼──────┼───────┼───────┼──────┼──────┼───────┼───────┤\n│ 3: 4 │ 3: 5 │ 3: 6  │ 3: 7  │ 4: 4 │ 4: 5 │ 4: 6  │ 4: 7  │ 5: 4 │ 5: 5 │ 5: 6  │ 5: 7  │\n├──────┼──────┼───────┼───────┼──────┼──────┼───────┼───────┼──────┼──────┼───────┼───────┤\n│ 3: 8 │ 3: 9 │ 3: 10 │ 3: 11 │ 4: 8 │ 4: 9 │ 4: 10 │ 4: 11 │ 5: 8 │ 5: 9 │ 5: 10 │ 5: 11 │\n└──────┴──────┴───────┴───────┴──────┴──────┴───────┴───────┴──────┴──────┴───────┴───────┘",
    ),
    (
        "repeat(2, 1).spatial(8, 4).repeat(1, 2)",
        "RegisterLayout(shape=[16, 8], mode_shape=[2, 8, 4, 2], spatial_modes=[1, 2], local_modes=[0, 3])\n┌───────┬───────┬───────┬───────┬───────┬───────┬───────┬───────┐\n│ 0: 0  │ 0: 1  │ 1: 0  │ 1: 1  │ 2: 0  │ 2: 1  │ 3: 0  │ 3: 1  │\n├───────┼───────┼───────┼───────┼───────┼───────┼───────┼───────┤\n│ 4: 0  │ 4: 1  │ 5: 0  │ 5: 1  │ 6: 0  │ 6: 1  │ 7: 0  │ 7: 1  │\n├───────┼───────┼───────┼───────┼───────┼───────┼───────┼───────┤\n│ 8: 0  │ 8: 1  │ 9: 0  │ 9: 1  │ 10: 0 │ 10: 1 │ 11: 0 │ 11: 1 │\n├───────┼───────┼───────┼───────┼───────┼───────┼───────┼───────┤\n│ 12: 0 │ 12: 1 │ 13: 0 │ 13: 1 │ 14: 0 │ 14: 1 │ 15: 0 │ 15: 1 │\n├───────┼───────┼───────┼───────┼───────┼───────┼───────┼───────┤\n│ 16: 0 │ 16: 1 │ 17: 0 │ 17: 1 │ 18: 0 │ 18: 1 │ 19: 0 │ 19: 1 │\n├───────┼───────┼───────┼───────┼───────┼───────┼───────┼───────┤\n│ 20: 0 │ 20: 1 │ 21: 0 │ 21: 1 │ 22: 0 │ 22: 1 │ 23: 0 │ 23: 1 │\n├───────┼───────┼───────┼───────┼───────┼───────┼───────┼───────┤\n│ 24: 0 │ 24: 1 │ 25: 0 │ 25: 1 │ 26: 0 │ 26: 1 │ 27: 0 │ 27: 1 │\n├───────┼───────┼───────┼───────┼───────┼───────┼───────┼───────┤\n│ 28: 0 │ 28: 1 │ 29: 0 │ 29: 1 │ 30: 0 │ 30: 1 │ 31: 0 │ 31: 1 │\n├───────┼───────┼───────┼───────┼───────┼───────┼───────┼───────┤\n│ 0: 2  │ 0: 3  │ 1: 2  │ 1: 3  │ 2: 2  │ 2: 3  │ 3: 2  │ 3: 3  │\n├───────┼───────┼───────┼───────┼───────┼───────┼───────┼───────┤\n│ 4: 2  │ 4: 3  │ 5: 2  │ 5: 3  │ 6: 2  │ 6: 3  │ 7: 2  │ 7: 3  │\n├───────┼───────┼───────┼───────┼───────┼───────┼───────┼───────┤\n│ 8: 2  │ 8: 3  │ 9: 2  │ 9: 3  │ 10: 2 │ 10: 3 │ 11: 2 │ 11: 3 │\n├───────┼───────┼───────┼───────┼───────┼───────┼───────┼───────┤\n│ 12: 2 │ 12: 3 │ 13: 2 │ 13: 3 │ 14: 2 │ 14: 3 │ 15: 2 │ 15: 3 │\n├───────┼───────┼───────┼───────┼───────┼───────┼───────┼───────┤\n│ 16: 2 │ 16: 3 │ 17: 2 │ 17: 3 │ 18: 2 │ 18: 3 │ 19: 2 │ 19: 3 │\n├───────┼───────┼───────┼───────┼───────┼───────┼───────┼───────┤\n│ 20: 2 │ 20: 3 │ 21: 2 │ 21: 3 │ 22: 2 │ 22: 3 │ 23: 2 │ 23: 3 │\n├───────┼───────┼───────┼───────┼───────┼───────┼───────┼───────┤\n│ 24: 2 │ 24: 3 │ 25: 2 │ 25: 3 │ 26: 2 │ 26: 3 │ 27: 2 │ 27: 3 │\n├───────┼───────┼───────┼───────┼───────┼───────┼───────┼───────┤\n│ 28: 2 │ 28: 3 │ 29: 2 │ 29: 3 │ 30: 2 │ 30: 3 │ 31: 2 │ 31: 3 │\n└───────┴───────┴───────┴───────┴───────┴───────┴───────┴───────┘",
    ),
    (
        "spatial(3, 4)",
        "RegisterLayout(shape=[3, 4], mode_shape=[3, 4], spatial_modes=[0, 1], local_modes=[])\n┌──────┬──────┬───────┬───────┐\n│ 0: 0 │ 1: 0 │ 2: 0  │ 3: 0  │\n├──────┼──────┼───────┼───────┤\n│ 4: 0 │ 5: 0 │ 6: 0  │ 7: 0  │\n├──────┼──────┼───────┼───────┤\n│ 8: 0 │ 9: 0 │ 10: 0 │ 11: 0 │\n└──────┴──────┴───────┴───────┘",
    ),
    (
        "reduce(spatial(3, 4), dims=[0])",
        "RegisterLayout(shape=[4], mode_shape=[4], spatial_modes=[-3, 0], local_modes=[])\n┌──────────────┬──────────────┬───────────────┬───────────────┐\n│ [0, 4, 8]: 0 │ [1, 5, 9]: 0 │ [2, 6, 10]: 0 │ [3, 7, 11]: 0 │\n└──────────────┴──────────────┴───────────────┴───────────────┘",
    ),
    (
        "local(2, 3)",
        "RegisterLayout(shape=[2, 3], mode_shape=[2, 3], spatial_modes=[], local_modes=[0, 1])\n┌──────┬──────┬──────┐\n│ 0: 0 │ 0: 1 │ 0: 2 │\n├──────┼──────┼──────┤\n│ 0: 3 │ 0: 4 │ 0: 5 │\n└──────┴──────┴──────┘",
    ),
    (
        "column_local(2, 3)",
        "RegisterLayout(shape=[2, 3], mode_shape=[2, 3], spatial_modes=[], local_modes=[1, 0])\n┌──────┬──────┬──────┐\n│ 0: 0 │ 0: 2 │ 0: 4 │\n├──────┼──────┼──────┤\n│ 0: 1 │ 0: 3 │ 0: 5 │\n└──────┴──────┴──────┘",
    ),
    (
        "spatial(2, 3)",
        "RegisterLayout(shape=[2, 3], mode_shape=[2, 3], spatial_modes=[0, 1], local_modes=[])\n┌──────┬──────┬──────┐\n│ 0: 0 │ 1: 0 │ 2: 0 │\n├──────┼──────┼──────┤\n│ 3: 0 │ 4: 0 │ 5: 0 │\n└──────┴──────┴──────┘",
    ),
    (
        "column_spatial(2, 3)",
        "RegisterLayout(shape=[2, 3], mode_shape=[2, 3], spatial_modes=[1, 0], local_modes=[])\n┌──────┬──────┬──────┐\n│ 0: 0 │ 2: 0 │ 4: 0 │\n├──────┼──────┼──────┤\n│ 1: 0 │ 3: 0 │ 5: 0 │\n└──────┴──────┴──────┘",
    ),
];

#[test]
fn every_seed_doctest_prints_byte_for_byte() {
    for (expression, expected) in SEED_DOCTESTS {
        let layout = evaluate(expression).unwrap();
        assert_eq!(&visualize(&layout).unwrap(), expected, "{expression}");
    }
}

fn eval(expression: &str) -> String {
    evaluate(expression).unwrap().to_string()
}

fn error(expression: &str) -> String {
    evaluate(expression).unwrap_err().to_string()
}

#[test]
fn the_documented_mapping_example() {
    let layout =
        RegisterLayout::try_new(vec![4, 6], vec![2, 2, 3, 2], vec![0, 2], vec![3, 1]).unwrap();
    for i in 0..4 {
        for j in 0..6 {
            assert_eq!(
                layout.threads_of(&[i, j]).unwrap(),
                vec![(i / 2) * 3 + j / 2]
            );
            assert_eq!(layout.local_of(&[i, j]).unwrap(), (j % 2) * 2 + i % 2);
            let (thread, local) = ((i / 2) * 3 + j / 2, (j % 2) * 2 + i % 2);
            assert_eq!(layout.element_at(thread, local).unwrap(), vec![i, j]);
        }
    }
    assert_eq!(layout.thread_count(), 6);
    assert_eq!(layout.local_size(), 4);
}

#[test]
fn operations_follow_tilus() {
    // Composition: outer modes first in each dim, lists outer then inner.
    assert_eq!(
        eval("spatial(4) * replicated(3, num_workers=4)"),
        "RegisterLayout(shape=[12], mode_shape=[4, 3], spatial_modes=[0, -4], local_modes=[1])"
    );
    assert_eq!(
        eval("local(2).spatial(2, 3)"),
        "RegisterLayout(shape=[2, 6], mode_shape=[2, 2, 3], spatial_modes=[0, 2], local_modes=[1])"
    );
    // Canonical form: adjacent modes of one dim in the same list merge.
    assert_eq!(
        eval("local(2, 3).local(2, 2)"),
        "RegisterLayout(shape=[4, 6], mode_shape=[2, 2, 3, 2], spatial_modes=[], local_modes=[0, 2, 1, 3])"
    );
    assert_eq!(
        eval("spatial(2).spatial(4)"),
        "RegisterLayout(shape=[8], mode_shape=[8], spatial_modes=[0], local_modes=[])"
    );
    assert_eq!(
        eval("reduce(local(4, 4).column_spatial(2, 4), dims=[1], keepdims=True)"),
        "RegisterLayout(shape=[8, 1], mode_shape=[4, 2], spatial_modes=[-4, 1], local_modes=[0])"
    );
    assert_eq!(
        eval("reduce(local(4, 4).spatial(2, 4), dims=[0])"),
        "RegisterLayout(shape=[16], mode_shape=[4, 4], spatial_modes=[-2, 1], local_modes=[0])"
    );
    // reduce_to: the shapes aligned at their last dims; a target 1 reduces
    // that dim to 1, the layout's leading dims past the target vanish, a
    // longer target's leading dims are ignored (Tilus 0.2.0's results).
    assert_eq!(
        eval("reduce_to(spatial(4, 2).local(2, 3), [1, 6])"),
        "RegisterLayout(shape=[1, 6], mode_shape=[2, 3], spatial_modes=[-4, 0], local_modes=[1])"
    );
    assert_eq!(
        eval("reduce_to(spatial(2, 4, 2), [4, 1])"),
        "RegisterLayout(shape=[4, 1], mode_shape=[4], spatial_modes=[-2, 0, -2], local_modes=[])"
    );
    assert_eq!(
        eval("reduce_to(local(4, 2), [5, 4, 2])"),
        "RegisterLayout(shape=[4, 2], mode_shape=[4, 2], spatial_modes=[], local_modes=[0, 1])"
    );
    assert_eq!(
        eval("permute(local(2, 3).spatial(4, 1), [1, 0])"),
        "RegisterLayout(shape=[3, 8], mode_shape=[3, 2, 4], spatial_modes=[2], local_modes=[1, 0])"
    );
    assert_eq!(
        eval("squeeze(unsqueeze(spatial(4, 2), [0, 3]), [0, 3])"),
        eval("spatial(4, 2)")
    );
    assert_eq!(
        eval("concat(local(2), spatial(3))"),
        "RegisterLayout(shape=[2, 3], mode_shape=[2, 3], spatial_modes=[1], local_modes=[0])"
    );
    assert_eq!(
        eval("divide(local(3, 4).spatial(2, 3), spatial(2, 3))"),
        eval("local(3, 4)")
    );
    assert_eq!(
        eval("local(3, 4).spatial(2, 3) / spatial(2, 3)"),
        eval("local(3, 4)")
    );
    assert_eq!(
        eval("left_divide(local(3, 4).spatial(2, 3), local(3, 4))"),
        eval("spatial(2, 3)")
    );
    assert_eq!(
        eval("auto_local_spatial(128, [64, 64])"),
        "RegisterLayout(shape=[64, 64], mode_shape=[32, 2, 64], spatial_modes=[1, 2], local_modes=[0])"
    );
    assert_eq!(
        eval("auto_local_spatial(8, [2])"),
        "RegisterLayout(shape=[2], mode_shape=[2], spatial_modes=[-4, 0], local_modes=[])"
    );
    assert_eq!(eval("repeat(2, 1)"), eval("local(2, 1)"));
    assert_eq!(
        eval("register_layout(shape=[6], mode_shape=[2, 3], spatial_modes=[0], local_modes=[1])"),
        "RegisterLayout(shape=[6], mode_shape=[2, 3], spatial_modes=[0], local_modes=[1])"
    );
}

#[test]
fn where_tilus_0_2_0_errs_the_documented_meaning_holds() {
    // flatten's end is inclusive.
    assert_eq!(
        eval("flatten(local(2, 3, 4), start_dim=0, end_dim=1)"),
        "RegisterLayout(shape=[6, 4], mode_shape=[6, 4], spatial_modes=[], local_modes=[0, 1])"
    );
    assert_eq!(
        eval("flatten(spatial(2, 3, 4))"),
        "RegisterLayout(shape=[24], mode_shape=[24], spatial_modes=[0], local_modes=[])"
    );
    // reshape splits a mode whose remainder continues into the next dim.
    assert_eq!(
        eval("reshape(spatial(8).local(3), [4, 6])"),
        "RegisterLayout(shape=[4, 6], mode_shape=[4, 2, 3], spatial_modes=[0, 1], local_modes=[2])"
    );
    // left_divide refines any mode of a group (here the second).
    assert_eq!(
        eval("left_divide(spatial(2).local(2).local(4), spatial(2).local(2))"),
        eval("local(4)")
    );
}

#[test]
fn invalid_operations_say_why() {
    assert_eq!(
        error("reshape(local(6), [4, 3])"),
        "cannot reshape a layout of shape [6] to shape [4, 3]: sizes differ"
    );
    assert!(
        error("reshape(local(6, 2), [4, 3])").contains("its modes do not split into those dims")
    );
    assert_eq!(
        error("squeeze(local(2, 3), [0])"),
        "squeeze: dim 0 has size 2, not 1"
    );
    assert!(error("divide(local(3, 4), spatial(2, 3))").starts_with("cannot divide"));
    assert_eq!(
        error("permute(local(2, 3), [0, 0])"),
        "permute: dims [0, 0] repeat"
    );
    assert_eq!(error("nope(3)"), "unknown function nope");
    assert_eq!(
        error("local(2).spatial(3, bad=1)"),
        "spatial: unexpected keyword argument bad"
    );
    assert!(error("local(2").contains("expected ')'"));
    let deep = format!("{}local(2){}", "(".repeat(100), ")".repeat(100));
    assert!(error(&deep).contains("nesting deeper than 64 levels"));
    assert_eq!(
        "#tilus.register_layout<shape = [6], mode_shape = [4], spatial_modes = [0], local_modes = []>"
            .parse::<RegisterLayout>()
            .unwrap_err()
            .to_string(),
        "mode 4 does not divide the remaining shape [6]"
    );
    assert_eq!(
        "#tilus.register_layout<shape = [6], mode_shape = [2, 3], spatial_modes = [0], local_modes = [0]>"
            .parse::<RegisterLayout>()
            .unwrap_err()
            .to_string(),
        "spatial and local modes must be unique"
    );
}

/// Small layouts built from the constructors and composition.
fn layout() -> impl Strategy<Value = RegisterLayout> {
    let unit =
        (1usize..=2, any::<bool>(), any::<bool>()).prop_flat_map(|(rank, is_spatial, column)| {
            prop::collection::vec(1i64..=4, rank).prop_map(move |shape| {
                match (is_spatial, column) {
                    (true, false) => ops::spatial(&shape, None),
                    (true, true) => ops::column_spatial(&shape),
                    (false, false) => ops::local(&shape, None),
                    (false, true) => ops::column_local(&shape),
                }
                .unwrap()
            })
        });
    prop::collection::vec(unit, 1..=3).prop_map(|units| {
        units
            .iter()
            .skip(1)
            .fold(units[0].clone(), |a, b| ops::compose(&a, b).unwrap())
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn compose_is_associative(a in layout(), b in layout(), c in layout()) {
        let left = ops::compose(&ops::compose(&a, &b).unwrap(), &c).unwrap();
        let right = ops::compose(&a, &ops::compose(&b, &c).unwrap()).unwrap();
        prop_assert_eq!(left, right);
    }

    #[test]
    fn divide_undoes_compose(a in layout(), b in layout()) {
        let composed = ops::compose(&a, &b).unwrap();
        let quotient = ops::divide(&composed, &b).unwrap();
        // Equal up to size-1 leading dims that compose added to a.
        let rank = composed.shape().len() - a.shape().len();
        let lead: Vec<i64> = (0..rank as i64).collect();
        prop_assert_eq!(quotient, ops::unsqueeze(&a, &lead).unwrap().canonical());
        prop_assert_eq!(ops::left_divide(&composed, &a).unwrap(), ops::unsqueeze(&b, &(0..(composed.shape().len() - b.shape().len()) as i64).collect::<Vec<_>>()).unwrap().canonical());
    }

    #[test]
    fn reduce_then_unsqueeze_keeps_the_shape(a in layout(), pick in any::<prop::sample::Index>()) {
        let dim = pick.index(a.shape().len()) as i64;
        let reduced = ops::reduce(&a, &[dim], false).unwrap();
        let back = ops::unsqueeze(&reduced, &[dim]).unwrap();
        let kept = ops::reduce(&a, &[dim], true).unwrap();
        prop_assert_eq!(back.shape(), kept.shape());
        prop_assert_eq!(back.thread_count(), a.thread_count());
    }

    #[test]
    fn permute_and_back_is_the_identity(a in layout()) {
        let rank = a.shape().len() as i64;
        let order: Vec<i64> = (0..rank).rev().collect();
        let back = ops::permute(&ops::permute(&a, &order).unwrap(), &order).unwrap();
        prop_assert_eq!(back, a.canonical());
    }

    /// Element -> (thread, local) -> element is the identity, and the
    /// common model's laws hold.
    #[test]
    fn elements_and_slots_agree(a in layout()) {
        let tensor = TilusLayout::try_new(a.shape(), a.clone()).unwrap();
        prop_assert_eq!(check_laws(&tensor), Ok(()));
        let shape = a.shape().to_vec();
        weft_layout::model::for_each_index(&shape, |x| {
            let local = a.local_of(x)?;
            for thread in a.threads_of(x)? {
                assert_eq!(a.element_at(thread, local)?, x.to_vec());
            }
            Ok(())
        }).unwrap();
    }
}

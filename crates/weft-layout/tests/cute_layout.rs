//! CuTe layouts as functions: text, size, cosize, rank, depth, crd2idx and
//! idx2crd (`seeds/cute-layout-algebra.txt`). Results are compared in the
//! run-time-integer form CuTe's C++ prints for dynamic integers.

use proptest::prelude::*;
use weft_layout::cute::syntax::{parse_layout, parse_tuple};
use weft_layout::cute::{CuteLayout, IntTuple, MAX_DEPTH};

fn layout(text: &str) -> CuteLayout {
    parse_layout(text).unwrap_or_else(|error| panic!("{text}: {error}"))
}

fn tuple(text: &str) -> IntTuple {
    parse_tuple(text).unwrap_or_else(|error| panic!("{text}: {error}"))
}

#[test]
fn text_prints_in_the_run_time_integer_form() {
    for (input, printed) in [
        ("((2,2),3):((24,2),8)", "((2,2),3):((24,2),8)"),
        ("_12:_1", "12:1"),
        ("( 2 , (_1,6) ) : ( 1 , (6,_2) )", "(2,(1,6)):(1,(6,2))"),
        ("(4,8)", "(4,8):(1,4)"),
        ("((2,3),(4,5))", "((2,3),(4,5)):((1,2),(6,24))"),
        ("8", "8:1"),
        ("(4,2):(-1,_-4)", "(4,2):(-1,-4)"),
        ("(5):(3)", "(5):(3)"),
    ] {
        assert_eq!(layout(input).to_string(), printed, "{input}");
    }
}

#[test]
fn size_cosize_rank_depth() {
    let l = layout("((2,2),3):((24,2),8)");
    assert_eq!(
        (l.size(), l.cosize().unwrap(), l.rank(), l.depth()),
        (12, 43, 2, 2)
    );
    let l = layout("(4,8):(8,1)");
    assert_eq!(
        (l.size(), l.cosize().unwrap(), l.rank(), l.depth()),
        (32, 32, 2, 1)
    );
    let l = layout("5:0");
    assert_eq!(
        (l.size(), l.cosize().unwrap(), l.rank(), l.depth()),
        (5, 1, 1, 0)
    );
    // CuTe's cosize spans negative strides by their magnitude: the offsets
    // of (2,3):(1,-12) run from -24 to 1, 26 of them (not L(5) + 1 = -22).
    assert_eq!(layout("(2,3):(1,-12)").cosize(), Ok(26));
    assert_eq!(layout("3:-16").cosize(), Ok(33));
    assert_eq!(
        layout("(2,(1,6)):(1,(6,2))").mode(1).unwrap().to_string(),
        "(1,6):(6,2)"
    );
    assert_eq!(
        layout("(4,8):(8,1)").mode(2).unwrap_err().to_string(),
        "layout (4,8):(8,1) has no mode 2 (rank 2)"
    );
}

#[test]
fn the_seed_composition_table_is_the_function_of_its_result() {
    // R = ((2,2),3):((24,2),8) is A o B for A = (6,2):(8,2), B = (4,3):(3,1).
    let r = layout("((2,2),3):((24,2),8)");
    let values: Vec<i64> = (0..12)
        .map(|i| r.index_of(&IntTuple::int(i)).unwrap())
        .collect();
    assert_eq!(values, [0, 24, 2, 26, 8, 32, 10, 34, 16, 40, 18, 42]);
    let a = layout("(6,2):(8,2)");
    let b = layout("(4,3):(3,1)");
    for i in 0..12 {
        let through_b = b.index_of(&IntTuple::int(i)).unwrap();
        assert_eq!(
            a.index_of(&IntTuple::int(through_b)).unwrap(),
            values[i as usize]
        );
    }
}

#[test]
fn crd2idx_takes_indices_and_nested_coordinates() {
    let l = layout("(4,8):(8,1)");
    assert_eq!(l.index_of(&tuple("(1,2)")).unwrap(), 10);
    assert_eq!(l.index_of(&tuple("5")).unwrap(), 9);
    let nested = layout("((2,1),(2,2,2)):((8,16),(4,1,2))");
    assert_eq!(nested.index_of(&tuple("((1,0),(0,1,1))")).unwrap(), 11);
    assert_eq!(nested.index_of(&tuple("(1,3)")).unwrap(), 8 + 4 + 1);
    assert_eq!(
        l.index_of(&tuple("(1,2,3)")).unwrap_err().to_string(),
        "coordinate (1,2,3) has rank 3 but shape (4,8) has rank 2"
    );
    assert_eq!(
        l.index_of(&tuple("((1,0),2)")).unwrap_err().to_string(),
        "coordinate (1,0) is a tuple where the shape has the integer 4"
    );
}

#[test]
fn idx2crd_is_colexicographic_and_runs_on_in_the_last_mode() {
    let nested = layout("((2,1),(2,2,2)):((8,16),(4,1,2))");
    assert_eq!(nested.coord_of(4).unwrap().to_string(), "((0,0),(0,1,0))");
    let l = layout("(4,8):(8,1)");
    assert_eq!(l.coord_of(13).unwrap().to_string(), "(1,3)");
    assert_eq!(l.coord_of(40).unwrap().to_string(), "(0,10)");
    // Every index of the domain round-trips through its coordinate.
    for i in 0..nested.size() {
        let coord = nested.coord_of(i).unwrap();
        assert_eq!(
            nested.index_of(&coord).unwrap(),
            nested.index_of(&IntTuple::int(i)).unwrap()
        );
    }
}

#[test]
fn bad_text_and_bad_layouts_are_errors() {
    for (input, message) in [
        (
            "(2,3):(1)",
            "cannot parse CuTe layout '(2,3):(1)': shape (2,3) and stride (1) are not congruent at offset 0",
        ),
        (
            "(0,2):(1,1)",
            "cannot parse CuTe layout '(0,2):(1,1)': shape (0,2) has a size 0; sizes must be positive at offset 0",
        ),
        (
            "(2,3",
            "cannot parse CuTe layout '(2,3': expected ')' at offset 4",
        ),
        (
            "(2,3):",
            "cannot parse CuTe layout '(2,3):': expected an integer at offset 6",
        ),
        (
            "(2,x)",
            "cannot parse CuTe layout '(2,x)': expected an integer at offset 3",
        ),
        (
            "4:1 5",
            "cannot parse CuTe layout '4:1 5': unexpected text after the CuTe layout at offset 4",
        ),
        (
            "(2,()):(1,())",
            "cannot parse CuTe layout '(2,()):(1,())': shape (2,()) has an empty mode (); every mode needs an integer at offset 0",
        ),
        (
            "(?,4):(4,1)",
            "cannot parse CuTe layout '(?,4):(4,1)': a run-time leaf '?' has no value, and the algebra needs every integer at offset 2",
        ),
        (
            "(2,4):(1@0,1@1)",
            "cannot parse CuTe layout '(2,4):(1@0,1@1)': a scaled-basis stride (1@0) maps into a tuple of offsets, which the algebra does not compute at offset 8",
        ),
        (
            "(4294967296,4294967296)",
            "cannot parse CuTe layout '(4294967296,4294967296)': the layout's size overflows a 64-bit integer at offset 0",
        ),
    ] {
        assert_eq!(
            parse_layout(input).unwrap_err().to_string(),
            message,
            "{input}"
        );
    }
}

#[test]
fn nesting_and_length_are_bounded() {
    let deep = format!(
        "{}1{}",
        "(".repeat(MAX_DEPTH + 1),
        ")".repeat(MAX_DEPTH + 1)
    );
    let error = parse_layout(&deep).unwrap_err().to_string();
    assert!(
        error.ends_with("nesting deeper than 32 levels at offset 33"),
        "{error}"
    );
    let very_deep = "(".repeat(1_000_000);
    let error = parse_layout(&very_deep).unwrap_err().to_string();
    assert!(
        error.ends_with("nesting deeper than 32 levels at offset 33"),
        "{error}"
    );
    let long = format!("({})", vec!["1"; 5000].join(","));
    let error = parse_layout(&long).unwrap_err().to_string();
    assert!(
        error.ends_with("more than 4096 integers at offset 8193"),
        "{error}"
    );
    // Empty tuples hold no integer, so they are bounded on their own.
    let hollow = format!("({})", vec!["()"; 5000].join(","));
    let error = parse_tuple(&hollow).unwrap_err().to_string();
    assert!(
        error.ends_with("more than 4096 tuples at offset 12287"),
        "{error}"
    );
    let ok = format!("{}1{}", "(".repeat(MAX_DEPTH), ")".repeat(MAX_DEPTH));
    assert_eq!(layout(&ok).depth(), MAX_DEPTH);
}

#[test]
fn offsets_are_listed_in_index_order_up_to_a_bound() {
    // Size-1 modes are skipped, the odometer carries through nested modes.
    assert_eq!(
        layout("((1,2),1,(3,1)):((7,-4),9,(5,11))").offsets(),
        Ok(vec![0, -4, 5, 1, 10, 6])
    );
    assert_eq!(layout("1:3").offsets(), Ok(vec![0]));
    // Offsets past `i64` are an error, not a wrap.
    assert_eq!(
        layout("(2,2):(4611686018427387904,4611686018427387904)")
            .offsets()
            .map_err(|error| error.to_string()),
        Err("an offset overflows a 64-bit integer".to_string())
    );
    assert_eq!(
        layout("(1024,1025):(1,1024)")
            .offsets()
            .map_err(|error| error.to_string()),
        Err(
            "(1024,1025):(1,1024) has 1049600 indices, too many to list their offsets (at most \
             1048576)"
                .to_string()
        )
    );
}

/// A random layout of depth ≤ 2: each top-level mode is an integer or a
/// tuple of 1–3 integers.
fn random_layout() -> impl Strategy<Value = CuteLayout> {
    let mode = prop_oneof![
        (1i64..6, -9i64..30).prop_map(|(s, d)| (IntTuple::int(s), IntTuple::int(d))),
        proptest::collection::vec((1i64..5, -9i64..30), 1..4).prop_map(|modes| {
            let (s, d): (Vec<i64>, Vec<i64>) = modes.into_iter().unzip();
            (IntTuple::flat(&s), IntTuple::flat(&d))
        }),
    ];
    proptest::collection::vec(mode, 1..4).prop_map(|modes| {
        let (s, d): (Vec<IntTuple>, Vec<IntTuple>) = modes.into_iter().unzip();
        CuteLayout::new(
            IntTuple::tuple(s.iter().map(IntTuple::view)),
            IntTuple::tuple(d.iter().map(IntTuple::view)),
        )
        .unwrap()
    })
}

proptest! {
    /// `crd2idx` of an index is the dot product of its colexicographic
    /// digits over the flattened shape with the flattened stride, and its
    /// natural coordinate (in range, leftmost fastest) maps to the same
    /// offset; the listed offsets are the same.
    #[test]
    fn coordinate_maps_agree_with_flattened_digits(layout in random_layout()) {
        let shape = layout.shape().values();
        let stride = layout.stride().values();
        let listed = layout.offsets().unwrap();
        prop_assert_eq!(listed.len() as i64, layout.size());
        for i in 0..layout.size() {
            let mut rest = i;
            let mut expected = 0;
            for (&s, &d) in shape.iter().zip(&stride) {
                expected += (rest % s) * d;
                rest /= s;
            }
            prop_assert_eq!(layout.index_of(&IntTuple::int(i)).unwrap(), expected);
            prop_assert_eq!(listed[i as usize], expected);
            let coord = layout.coord_of(i).unwrap();
            prop_assert!(coord.view().congruent(layout.shape()));
            prop_assert!(coord.view().values().iter().zip(&shape).all(|(&c, &s)| (0..s).contains(&c)));
            prop_assert_eq!(layout.index_of(&coord).unwrap(), expected);
        }
        let printed = layout.to_string();
        prop_assert_eq!(parse_layout(&printed).unwrap(), layout);
    }
}

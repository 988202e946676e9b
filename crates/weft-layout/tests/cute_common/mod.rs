//! What the CuTe algebra tests share: evaluating an expression as the
//! calculator prints it, tables of expected results, and random layouts
//! for the laws.

#![allow(dead_code)]

use proptest::prelude::*;
use weft_layout::cute::expr::evaluate;
use weft_layout::cute::{CuteLayout, IntTuple};

/// `expression` evaluated and printed, or its error.
pub fn eval(expression: &str) -> String {
    match evaluate(expression) {
        Ok(value) => value.to_string(),
        Err(error) => format!("error: {error}"),
    }
}

pub fn check(cases: &[(&str, &str)]) {
    for (expression, expected) in cases {
        assert_eq!(eval(expression), *expected, "{expression}");
    }
}

/// A layout of 1–3 top-level modes, some nested, sizes 1–4, strides 0–24;
/// each integer static or not.
pub fn random_layout() -> impl Strategy<Value = CuteLayout> {
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
pub fn injective_layout() -> impl Strategy<Value = CuteLayout> {
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

pub fn at(layout: &CuteLayout, i: i64) -> i64 {
    layout.index_of(&IntTuple::int(i)).unwrap()
}

//! CuTe's partitioning on a layout (`local_tile`, `local_partition`), by
//! what it means: a CTA's tile holds the elements of its block of the
//! matrix, a thread's part holds every element its coordinate in the
//! thread layout names, one per repetition.

mod cute_common;

use proptest::prelude::*;
use weft_layout::cute::expr::evaluate;
use weft_layout::cute::{CuteLayout, IntTuple, Value};

/// The layout and the offset a partition gives.
fn parts(expression: &str) -> (CuteLayout, i64) {
    match evaluate(expression).unwrap() {
        Value::Values(values) => {
            let layout = values[0].to_layout().unwrap();
            let offset = values[1].to_tuple().unwrap().int_value().unwrap().value;
            (layout, offset)
        }
        other => panic!("{expression} gave {other}, not a layout and an offset"),
    }
}

fn at(layout: &CuteLayout, row: i64, column: i64) -> i64 {
    layout
        .index_of(&IntTuple::tuple([
            IntTuple::int(row).view(),
            IntTuple::int(column).view(),
        ]))
        .unwrap()
}

proptest! {
    /// Tile `(c0,c1)` of `(t0,t1)` tiles holds element `(c0*t0 + x, c1*t1 + y)`
    /// of the matrix at its `(x,y)`.
    #[test]
    fn a_tile_holds_its_block(
        (t0, t1) in (1i64..5, 1i64..5),
        (n0, n1) in (1i64..4, 1i64..4),
        (d0, d1) in (-7i64..40, -7i64..40),
        (c0, c1) in (0i64..4, 0i64..4),
    ) {
        let (c0, c1) = (c0 % n0, c1 % n1);
        let matrix = format!("({},{}):({d0},{d1})", t0 * n0, t1 * n1);
        let (tile, offset) = parts(&format!("local_tile({matrix}, ({t0},{t1}), ({c0},{c1}))"));
        let whole = evaluate(&matrix).unwrap().to_layout().unwrap();
        prop_assert_eq!(tile.size(), t0 * t1);
        for x in 0..t0 {
            for y in 0..t1 {
                prop_assert_eq!(at(&tile, x, y) + offset, at(&whole, c0 * t0 + x, c1 * t1 + y));
            }
        }
    }

    /// Thread `k` of a column-major `(p0,p1)` thread layout holds element
    /// `(u + x*p0, v + y*p1)` at its `(x,y)`, where `(u,v)` is the thread's
    /// coordinate.
    #[test]
    fn a_thread_holds_every_repetition_of_its_coordinate(
        (p0, p1) in (1i64..5, 1i64..5),
        (n0, n1) in (1i64..4, 1i64..4),
        (d0, d1) in (-7i64..40, -7i64..40),
        thread in 0i64..16,
    ) {
        let thread = thread % (p0 * p1);
        let (u, v) = (thread % p0, thread / p0);
        let matrix = format!("({},{}):({d0},{d1})", p0 * n0, p1 * n1);
        let (part, offset) =
            parts(&format!("local_partition({matrix}, ({p0},{p1}):(1,{p0}), {thread})"));
        let whole = evaluate(&matrix).unwrap().to_layout().unwrap();
        prop_assert_eq!(part.size(), n0 * n1);
        for x in 0..n0 {
            for y in 0..n1 {
                prop_assert_eq!(at(&part, x, y) + offset, at(&whole, u + x * p0, v + y * p1));
            }
        }
    }
}

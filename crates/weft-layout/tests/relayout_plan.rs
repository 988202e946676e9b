//! The plan of a relayout through the common model: exact counts for the
//! seed's metal example, and the plan's own laws on random CuTe layouts.

use proptest::prelude::*;
use weft_layout::Layout;
use weft_layout::cute::syntax::parse_layout;
use weft_layout::cute::{CuteTensor, IntTuple};
use weft_layout::family::{TensorInfo, layout_from_text};
use weft_layout::plan::{RelayoutPlan, plan};

fn metal(grid: &str, shard: &str, oob: &str) -> Box<dyn Layout> {
    let text = format!(
        "#tt.metal_layout<(d0, d1) -> (d0, d1), {oob}, <{grid}>, memref<{shard}xf32, #tt.memory_space<l1>>>"
    );
    let tensor = TensorInfo {
        shape: &[53, 63],
        element: "f32",
    };
    layout_from_text(&text, tensor).unwrap()
}

#[test]
fn the_seed_gathered_onto_one_core_and_back() {
    let grid = metal("3x2", "18x32", "undef");
    let core = metal("1x1", "53x63", "zero");
    // Core (0,0) keeps its 18x32 shard; everything else moves.
    assert_eq!(
        plan(grid.as_ref(), core.as_ref()).unwrap(),
        RelayoutPlan {
            elements: 3339,
            writes: 3339,
            across_workers: 2763,
            within_worker: 576,
            padding: 0,
            same_workers: true,
        }
    );
    // Back: the 3x2 grid's 6*18*32 slots hold 117 of padding.
    let back = plan(core.as_ref(), grid.as_ref()).unwrap();
    assert_eq!((back.across_workers, back.padding), (2763, 117));
    // Staying put moves nothing.
    let same = plan(grid.as_ref(), grid.as_ref()).unwrap();
    assert_eq!((same.across_workers, same.within_worker), (0, 3339));
}

fn cute(shape: &[i64], text: &str) -> Option<CuteTensor> {
    CuteTensor::try_new(shape, parse_layout(text).ok()?, 4).ok()
}

proptest! {
    /// Every element is written once per target copy, each write either
    /// crosses or stays, and padding is the target's.
    #[test]
    fn writes_add_up(
        sizes in proptest::collection::vec(1i64..5, 1..4),
        a in proptest::collection::vec(0i64..9, 3),
        b in proptest::collection::vec(0i64..9, 3),
    ) {
        let shape = IntTuple::flat(&sizes);
        let stride = |s: &[i64]| IntTuple::flat(&s[..sizes.len()]);
        let (Some(from), Some(to)) = (
            cute(&sizes, &format!("{shape}:{}", stride(&a))),
            cute(&sizes, &format!("{shape}:{}", stride(&b))),
        ) else {
            return Ok(());
        };
        let p = plan(&from, &to).unwrap();
        prop_assert_eq!(p.elements, sizes.iter().product::<i64>() as u128);
        prop_assert_eq!(p.writes, p.elements);
        prop_assert_eq!(p.across_workers + p.within_worker, p.writes);
        prop_assert_eq!(p.padding, to.padding_slot_count().unwrap());
    }
}

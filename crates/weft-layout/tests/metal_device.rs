//! Today's tt-mlir metal layout (`logical_shape = ...`): tt-mlir's physical
//! shape rule, its verifier messages, the checks it lacks, and the device
//! tensor as a layout of the common model.

use proptest::prelude::*;
use weft_layout::family::{TensorInfo, layout_from_text};
use weft_layout::laws::check_laws;
use weft_layout::metal::{
    AnyMetalEncoding, DeviceEncoding, DeviceMetalLayout, MemoryLayout, MemorySpace, Namespace,
    ShardElement,
};
use weft_layout::model::for_each_index;
use weft_layout::{Layout, Storage};

fn try_encoding(
    shape: &[i64],
    alignments: &[i64],
    intervals: &[[i64; 2]],
) -> Result<DeviceEncoding, weft_layout::LayoutError> {
    DeviceEncoding::try_new(
        Namespace::TtCore,
        shape.to_vec(),
        alignments.to_vec(),
        intervals.to_vec(),
        MemorySpace::DeviceL1,
        Some(MemoryLayout::Sharded),
    )
}

fn encoding(shape: &[i64], alignments: &[i64], intervals: &[[i64; 2]]) -> DeviceEncoding {
    try_encoding(shape, alignments, intervals).unwrap()
}

fn error(shape: &[i64], alignments: &[i64], intervals: &[[i64; 2]]) -> String {
    try_encoding(shape, alignments, intervals)
        .unwrap_err()
        .to_string()
}

#[test]
fn running_products_are_aligned_at_every_step() {
    // 43 -> 64; 7 * 64 = 448 -> 512; 7 -> 32.
    let layout = encoding(&[7, 43, 7], &[256, 32, 32], &[[0, 2], [2, 3]]);
    assert_eq!(layout.physical_shape().unwrap(), vec![512, 32]);
    assert_eq!(
        layout.collapse_map().unwrap().to_string(),
        "(d0, d1, d2) -> (d0 * 64 + d1, d2)"
    );
    assert_eq!(
        layout.physical_shape_in_tiles(Some([32, 32])).unwrap(),
        vec![16, 1]
    );
    assert_eq!(
        layout.device_shape(&[4, 1], Some([32, 32])).unwrap(),
        vec![4, 1, 4, 1]
    );
    assert_eq!(
        encoding(&[1024, 1024], &[256, 256], &[[0, 1], [1, 2]])
            .physical_shape()
            .unwrap(),
        vec![1024, 1024]
    );
}

#[test]
fn ranks_zero_and_one_use_a_tile_plane() {
    assert_eq!(
        encoding(&[], &[], &[]).physical_shape().unwrap(),
        vec![32, 32]
    );
    assert_eq!(
        encoding(&[], &[], &[]).collapse_map().unwrap().to_string(),
        "() -> (0, 0)"
    );
    let rank1 = encoding(&[50], &[32], &[[0, 1]]);
    assert_eq!(rank1.normalized_intervals(), vec![[0, 0], [0, 1]]);
    assert_eq!(rank1.physical_shape().unwrap(), vec![32, 64]);
    assert_eq!(rank1.collapse_map().unwrap().to_string(), "(d0) -> (0, d0)");
    assert_eq!(
        encoding(&[50], &[1], &[]).physical_shape().unwrap(),
        vec![32, 50]
    );
}

#[test]
fn intervals_are_normalized_like_tt_mlir() {
    // Negative bounds count from the end; sorted; trailing dims alone.
    let layout = encoding(&[2, 3, 4, 5], &[1, 1, 1, 1], &[[1, -1], [0, 1]]);
    assert_eq!(layout.normalized_intervals(), vec![[0, 1], [1, 3], [3, 4]]);
    assert_eq!(layout.physical_shape().unwrap(), vec![2, 12, 5]);
    let layout = encoding(&[2, 3, 4], &[1, 1, 1], &[[0, 2]]);
    assert_eq!(layout.normalized_intervals(), vec![[0, 2], [2, 3]]);
}

#[test]
fn tt_mlir_messages_verbatim() {
    assert_eq!(
        error(&[32, 32], &[1, 32, 32], &[[0, 1], [1, 2]]),
        "dim_alignments size (3) must match logical_shape rank (2)"
    );
    assert_eq!(
        error(&[32, 32], &[0, 32], &[[0, 1], [1, 2]]),
        "dim_alignments[0] must be positive, got 0"
    );
    assert_eq!(
        error(&[32, 32], &[32, 32], &[[5, 6]]),
        "collapsed_intervals start index 5 (normalized: 5) is out of bounds for logical_shape rank 2"
    );
    assert_eq!(
        error(&[32, 32], &[32, 32], &[[0, 10]]),
        "collapsed_intervals end index 10 (normalized: 10) is out of bounds for logical_shape rank 2"
    );
    assert_eq!(
        error(&[32, 32], &[32, 32], &[[1, 0]]),
        "collapsed_intervals start (1) must not exceed end (0)"
    );
    assert_eq!(
        error(&[32, 32], &[32, 32], &[[-10, 2]]),
        "collapsed_intervals start index -10 (normalized: -8) is out of bounds for logical_shape rank 2"
    );
    let parse = |text: &str| text.parse::<AnyMetalEncoding>().unwrap_err().to_string();
    assert_eq!(
        parse(
            "#ttcore.metal_layout<logical_shape = 32x32, dim_alignments = 32x32, \
             collapsed_intervals = dense<[0, 1]> : tensor<2xi64>, undef, l1, sharded>"
        ),
        "collapsed_intervals must be a 2D array, got rank 1"
    );
    assert_eq!(
        parse(
            "#ttcore.metal_layout<logical_shape = 32x32, dim_alignments = 32x32, \
             collapsed_intervals = dense<[[0, 1, 2]]> : tensor<1x3xi64>, undef, l1, sharded>"
        ),
        "collapsed_intervals must have pairs (second dim size 2), got 3"
    );
    // A splat reads as the values it stands for, under the same limit as
    // values written out, so that it prints back as a layout that reads
    // (a fuzz finding: 588 intervals read, then printed as 1,176 values).
    let splat = |count: usize| {
        format!(
            "#ttcore.metal_layout<logical_shape = 1, dim_alignments = 9,              collapsed_intervals = dense<0> : tensor<{count}x2xi64>, l1, sharded>"
        )
    };
    assert_eq!(
        parse(&splat(588)),
        format!(
            "cannot parse metal layout '{}': more than 1024 dense values at offset 123",
            splat(588)
        )
    );
    let most: DeviceEncoding = splat(512).parse().unwrap();
    assert_eq!(most.to_string().parse::<DeviceEncoding>(), Ok(most));
}

#[test]
fn gaps_and_overlaps_are_errors() {
    assert_eq!(
        error(&[2, 3, 4], &[1, 1, 1], &[[0, 1], [2, 3]]),
        "collapsed_intervals leave dims 1..2 out: [0, 1) ends at 1 but [2, 3) starts at 2"
    );
    assert_eq!(
        error(&[2, 3, 4], &[1, 1, 1], &[[0, 2], [1, 3]]),
        "collapsed_intervals [0, 2) and [1, 3) overlap"
    );
    assert_eq!(
        error(&[2, 3, 4], &[1, 1, 1], &[[1, 3]]),
        "collapsed_intervals leave dims 0..1 out: the first interval is [1, 3)"
    );
}

#[test]
fn every_era_round_trips() {
    for text in [
        "#ttcore.metal_layout<logical_shape = 1024x1024, dim_alignments = 256x256, \
         collapsed_intervals = dense<[[0, 1], [1, 2]]> : tensor<2x2xi64>, l1, sharded>",
        "#ttcore.metal_layout<logical_shape = 32x32, dim_alignments = 32x32, \
         collapsed_intervals = dense<[[0, 1], [1, 2]]> : tensor<2x2xi64>, undef, l1, sharded>",
        "#ttcore.metal_layout<logical_shape = 64x64, dim_alignments = 32x32, \
         collapsed_intervals = dense<[[0, 1], [1, 2]]> : tensor<2x2xi64>, zero, l1, interleaved, \
         index_map = map(0)>",
        "#ttcore.metal_layout<logical_shape = 4x64, dim_alignments = 1x32, \
         collapsed_intervals = dense<[[0, 1], [1, 2]]> : tensor<2x2xi64>, dram, interleaved, \
         index_map = (d0, d1, d2, d3) -> (d1, d0, d2, d3)>",
        "#ttcore.metal_layout<logical_shape = , dim_alignments = , \
         collapsed_intervals = dense<> : tensor<0x2xi64>, system, sharded>",
        // Mid 2025: `collapse_dims`, no memory layout, `index_map` after
        // the memory space.
        "#ttcore.metal_layout<logical_shape = 64x128, dim_alignments = 32x32, \
         collapse_dims = dense<[[0, -1]]> : tensor<1x2xi64>, undef, l1>",
        "#ttcore.metal_layout<logical_shape = 64x128, dim_alignments = 32x32, \
         collapsed_intervals = dense<[[0, -1]]> : tensor<1x2xi64>, undef, l1, \
         index_map = (d0, d1, d2, d3) -> (d1, d0, d2, d3)>",
    ] {
        let parsed: AnyMetalEncoding = text.parse().unwrap();
        let AnyMetalEncoding::Device(device) = &parsed else {
            panic!("{text} is today's form")
        };
        assert_eq!(device.to_string(), text);
    }
    // tt-mlir omits its default memory space; Weft prints it.
    let text = "#ttcore.metal_layout<logical_shape = 8x8, dim_alignments = 1x1, \
                collapsed_intervals = dense<[[0, 1], [1, 2]]> : tensor<2x2xi64>, sharded>";
    assert_eq!(
        text.parse::<DeviceEncoding>().unwrap().to_string(),
        "#ttcore.metal_layout<logical_shape = 8x8, dim_alignments = 1x1, \
         collapsed_intervals = dense<[[0, 1], [1, 2]]> : tensor<2x2xi64>, system, sharded>"
    );
    // An oob value alone (mid 2025): the memory space is printed, no memory
    // layout is added.
    let text = "#tt.metal_layout<logical_shape = 8x8, dim_alignments = 1x1, \
                collapse_dims = dense<[[0, 1], [1, 2]]> : tensor<2x2xi64>, zero>";
    let device = text.parse::<DeviceEncoding>().unwrap();
    assert_eq!(device.memory_layout(), None);
    assert_eq!(
        device.to_string(),
        "#tt.metal_layout<logical_shape = 8x8, dim_alignments = 1x1, \
         collapse_dims = dense<[[0, 1], [1, 2]]> : tensor<2x2xi64>, zero, system>"
    );
}

#[test]
fn the_tail_keeps_tt_mlirs_order() {
    let error = |tail: &str| {
        format!(
            "#ttcore.metal_layout<logical_shape = 32x32, dim_alignments = 32x32, \
             collapsed_intervals = dense<[[0, 1], [1, 2]]> : tensor<2x2xi64>, {tail}>"
        )
        .parse::<DeviceEncoding>()
        .unwrap_err()
        .to_string()
    };
    assert!(
        error("l1, undef").contains(
            "expected a memory layout (interleaved or sharded) or index_map, got 'undef'"
        ),
        "{}",
        error("l1, undef")
    );
    assert!(error("sharded, l1").contains("expected index_map, got 'l1'"));
    assert!(
        error("l1, index_map = map(2), sharded")
            .contains("expected '>' after index_map, got 'sharded'")
    );
    assert!(error("none").contains(
        "expected an oob value, a memory space, a memory layout (interleaved or sharded) or \
         index_map, got 'none'"
    ));
}

const TODAY: &str = "#ttcore.metal_layout<logical_shape = 50x70, dim_alignments = 32x32, \
                     collapsed_intervals = dense<[[0, 1], [1, 2]]> : tensor<2x2xi64>, l1, sharded>";

#[test]
fn device_tensors_are_layouts() {
    let info = |shape: &'static [i64], element: &'static str| TensorInfo { shape, element };
    // 50x70 aligned to 64x96: on a 2x3 grid, shards of 32x32 (1x1 tiles).
    let layout = layout_from_text(TODAY, info(&[2, 3, 1, 1], "!ttcore.tile<32x32, f32>")).unwrap();
    assert_eq!(layout.tensor_shape(), &[50, 70]);
    assert_eq!(layout.element_count().unwrap(), 3500);
    assert_eq!(layout.slot_count(), 2 * 3 * 32 * 32);
    assert_eq!(layout.padding_slot_count().unwrap(), 6144 - 3500);
    assert!(layout.warnings().is_empty());
    assert_eq!(check_laws(layout.as_ref()), Ok(()));
    let Storage::Buffer(buffer) = layout.storage().unwrap() else {
        panic!("a metal layout is stored in a buffer")
    };
    assert_eq!(buffer.shape(), vec![2, 3, 1, 1]);
    let metal = weft_layout::family::family_named("metal").unwrap();
    assert_eq!(
        (metal.storage_type)(layout.as_ref(), "!ttcore.tile<32x32, f32>").unwrap(),
        "memref<2x3x1x1x!ttcore.tile<32x32, f32>, #ttcore.shard<4096x4096>, #ttcore.memory_space<l1>>"
    );
    assert_eq!((metal.attribute)(layout.as_ref()).unwrap(), TODAY);

    // Scalars: element (49, 69) is the last one, on core (1, 2).
    let layout = layout_from_text(TODAY, info(&[2, 3, 32, 32], "f32")).unwrap();
    let slots: Vec<Vec<i64>> = layout.slots_of(&[49, 69]).unwrap().into_iter().collect();
    assert_eq!(slots, vec![vec![1, 2, 17, 5]]);

    // An unpadded shard (as tt-mlir's tests carry for views) is a warning,
    // and the tensor's own shard is used.
    let layout = layout_from_text(TODAY, info(&[2, 2, 25, 35], "f32")).unwrap();
    assert_eq!(
        layout.warnings(),
        vec![
            "tensor<2x2x25x35xf32> is not the layout's device shape tensor<2x2x32x48xf32>; \
             the tensor's shard is used"
                .to_string()
        ]
    );
    assert_eq!(layout.padding_slot_count().unwrap(), 0);
    assert_eq!(check_laws(layout.as_ref()), Ok(()));
}

#[test]
fn device_tensors_that_cannot_hold_the_layout_are_errors() {
    let info = |shape: &'static [i64], element: &'static str| TensorInfo { shape, element };
    let error = |shape, element| {
        layout_from_text(TODAY, info(shape, element))
            .unwrap_err()
            .to_string()
    };
    assert_eq!(
        error(&[3, 1, 1, 3], "!ttcore.tile<32x32, f32>"),
        "grid dim 0 (3) does not divide physical dim 0 (2)"
    );
    assert_eq!(
        error(&[64, 96], "f32"),
        "the tensor has rank 2 but a layout of physical rank 2 is carried by grid ++ shard, rank 4"
    );
}

#[test]
fn a_shard_too_small_for_the_layout_is_a_buffer_that_places_nothing() {
    // tt-mlir's tests carry such tensors (an unpadded 2x4x16 in 8x16): the
    // tensor's shape is its buffer, and every placement query says why it
    // places nothing.
    let layout = layout_from_text(
        TODAY,
        TensorInfo {
            shape: &[1, 1, 40, 96],
            element: "f32",
        },
    )
    .unwrap();
    let reason = "shard dim 0 holds 40 elements on 1 cores, 40 in all, but the layout spans 50";
    assert_eq!(
        layout.warnings(),
        vec![format!(
            "tensor<1x1x40x96xf32> is not the layout's device shape tensor<1x1x64x96xf32>; the \
             tensor's shard is its buffer, but it cannot hold the layout's elements ({reason})"
        )]
    );
    let Storage::Buffer(buffer) = layout.storage().unwrap() else {
        panic!("a metal layout is stored in a buffer")
    };
    assert_eq!(buffer.shape(), vec![1, 1, 40, 96]);
    let refusal = format!("the tensor's shard cannot hold the layout's elements: {reason}");
    assert_eq!(layout.slots_of(&[0, 0]).unwrap_err().to_string(), refusal);
    assert_eq!(
        layout.elements_at(&[0, 0, 0, 0]).unwrap_err().to_string(),
        refusal
    );
    assert_eq!(layout.slot_index().unwrap_err().to_string(), refusal);
    assert_eq!(
        layout.padding_slot_count().unwrap_err().to_string(),
        refusal
    );
}

fn case() -> impl Strategy<Value = (Vec<i64>, Vec<i64>, Vec<[i64; 2]>)> {
    (0usize..=4).prop_flat_map(|rank| {
        (
            prop::collection::vec(1i64..=9, rank),
            prop::collection::vec(prop::sample::select(vec![1i64, 2, 4, 8, 32]), rank),
            // Cut points: consecutive intervals covering 0..rank.
            prop::collection::vec(any::<bool>(), rank),
        )
            .prop_map(move |(shape, alignments, cuts)| {
                let mut intervals = Vec::new();
                let mut start = 0;
                for (i, cut) in cuts.iter().enumerate() {
                    if *cut || i + 1 == rank {
                        intervals.push([start as i64, i as i64 + 1]);
                        start = i + 1;
                    }
                }
                (shape, alignments, intervals)
            })
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    /// Every element lands inside the physical shape, no two on the same
    /// index, and each physical dim is at least the collapsed logical size
    /// (alignment only adds); the device layout on a 1x..x1 grid keeps the
    /// model's laws.
    #[test]
    fn the_physical_shape_holds_every_element((shape, alignments, intervals) in case()) {
        let layout = DeviceEncoding::try_new(
            Namespace::TtCore, shape.clone(), alignments, intervals,
            MemorySpace::DeviceL1, Some(MemoryLayout::Sharded),
        ).unwrap();
        let physical = layout.physical_shape().unwrap();
        let map = layout.collapse_map().unwrap();
        let mut seen = std::collections::HashSet::new();
        for_each_index(&shape, |x| {
            let p = map.eval(x).unwrap();
            for (value, size) in p.iter().zip(&physical) {
                assert!((0..*size).contains(value), "{x:?} -> {p:?} outside {physical:?}");
            }
            assert!(seen.insert(p), "two elements share an index");
            Ok(())
        }).unwrap();
        let text = layout.to_string();
        prop_assert_eq!(&text.parse::<DeviceEncoding>().unwrap(), &layout);
        let mut device = vec![1; physical.len()];
        device.extend(&physical);
        let element: ShardElement = "f32".parse().unwrap();
        let tensor = DeviceMetalLayout::try_new(&device, element, layout).unwrap();
        prop_assert!(tensor.warnings().is_empty());
        prop_assert_eq!(check_laws(&tensor), Ok(()));
    }
}

#[test]
fn tiled_layouts_align_the_innermost_dims_of_the_last_two_intervals() {
    // tt-mlir's example: 4x43x7 with dims 0 and 1 collapsed gets alignments
    // 1x32x32, aligned shape 4x64x32, physical 256x32.
    assert_eq!(
        DeviceEncoding::tile_alignments(&[4, 43, 7], &[[0, 2], [2, 3]], [32, 32]).unwrap(),
        vec![1, 32, 32]
    );
    assert_eq!(
        DeviceEncoding::tile_alignments(&[50], &[], [32, 32]).unwrap(),
        vec![32]
    );
    assert_eq!(
        DeviceEncoding::tile_alignments(&[], &[], [32, 32]).unwrap(),
        Vec::<i64>::new()
    );
    let aligned = encoding(&[4, 43, 7], &[1, 32, 32], &[[0, 2], [2, 3]]);
    assert_eq!(aligned.physical_shape().unwrap(), vec![256, 32]);
}

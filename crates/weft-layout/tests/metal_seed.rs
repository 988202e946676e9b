//! Every `#tt.metal_layout` example of `seeds/tt-metal-tensor-layout.txt`,
//! rebuilt from its shape and grid and checked to the letter.

use weft_layout::affine::{AffineMap, LinearExpr};
use weft_layout::element::ScalarType;
use weft_layout::laws::check_laws;
use weft_layout::metal::collapse::{BuildOptions, build};
use weft_layout::metal::{MemorySpace, MetalEncoding, MetalLayout, OobValue, ShardBuffer};
use weft_layout::metal::{ShardElement, Tile, TileDataType};
use weft_layout::{Layout, LayoutError};

fn f32() -> ScalarType {
    "f32".parse().unwrap()
}

fn bfp_bf8() -> Option<Tile> {
    Some(Tile::try_new(32, 32, TileDataType::BfpBFloat8).unwrap())
}

/// The first logical element stored at `slot`: `None` for a padding slot.
fn first_element(layout: &MetalLayout, slot: &[i64]) -> Result<Option<Vec<i64>>, LayoutError> {
    layout.elements_at(slot).map(|s| s.first())
}

/// Builds `shape` on `grid` and compares the printed attribute.
fn check(shape: &[i64], grid: &[i64], intervals: &[(i64, i64)], tile: Option<Tile>, expect: &str) {
    let options = BuildOptions {
        grid: grid.to_vec(),
        collapse_intervals: intervals.to_vec(),
        tile,
        ..BuildOptions::default()
    };
    let layout = build(shape, f32(), &options).unwrap();
    assert_eq!(layout.encoding().to_string(), expect);
}

#[test]
fn walkthrough_on_one_core() {
    check(
        &[2, 3, 64, 128],
        &[1, 1],
        &[(0, -1)],
        None,
        "#tt.metal_layout<(d0, d1, d2, d3) -> (d0 * 192 + d1 * 64 + d2, d3), undef, <1x1>, \
         memref<384x128xf32, #tt.memory_space<l1>>>",
    );
}

#[test]
fn walkthrough_on_two_by_four_cores() {
    check(
        &[2, 3, 64, 128],
        &[2, 4],
        &[(0, -1)],
        None,
        "#tt.metal_layout<(d0, d1, d2, d3) -> (d0 * 192 + d1 * 64 + d2, d3), undef, <2x4>, \
         memref<192x32xf32, #tt.memory_space<l1>>>",
    );
}

#[test]
fn more_multi_core_snippets() {
    check(
        &[8, 300],
        &[1, 2],
        &[(0, -1)],
        None,
        "#tt.metal_layout<(d0, d1) -> (d0, d1), undef, <1x2>, memref<8x150xf32, #tt.memory_space<l1>>>",
    );
    check(
        &[8, 96, 32],
        &[2, 1],
        &[(0, -1)],
        None,
        "#tt.metal_layout<(d0, d1, d2) -> (d0 * 96 + d1, d2), undef, <2x1>, \
         memref<384x32xf32, #tt.memory_space<l1>>>",
    );
}

#[test]
fn tilized_three_by_two() {
    check(
        &[3, 64, 128],
        &[3, 2],
        &[(0, -1)],
        None,
        "#tt.metal_layout<(d0, d1, d2) -> (d0 * 64 + d1, d2), undef, <3x2>, \
         memref<64x64xf32, #tt.memory_space<l1>>>",
    );
    check(
        &[3, 64, 128],
        &[3, 2],
        &[(0, -1)],
        bfp_bf8(),
        "#tt.metal_layout<(d0, d1, d2) -> (d0 * 64 + d1, d2), undef, <3x2>, \
         memref<2x2x!tt.tile<32x32, bfp_bf8>, #tt.memory_space<l1>>>",
    );
}

#[test]
fn padding_on_a_non_divisible_grid() {
    check(
        &[53, 63],
        &[3, 2],
        &[(0, -1)],
        None,
        "#tt.metal_layout<(d0, d1) -> (d0, d1), undef, <3x2>, memref<18x32xf32, #tt.memory_space<l1>>>",
    );
    let options = BuildOptions {
        grid: vec![3, 2],
        ..BuildOptions::default()
    };
    let layout = build(&[53, 63], f32(), &options).unwrap();
    // 3 * 2 cores of 18x32, less 53 * 63 elements: one padded row on the last
    // row of cores, one padded column on the last column.
    assert_eq!(layout.padding_slot_count(), Ok(3 * 2 * 18 * 32 - 53 * 63));
    assert_eq!(first_element(&layout, &[2, 0, 17, 0]), Ok(None));
    assert_eq!(
        first_element(&layout, &[2, 0, 16, 0]),
        Ok(Some(vec![52, 0]))
    );
    assert_eq!(first_element(&layout, &[0, 1, 0, 31]), Ok(None));
    assert_eq!(
        first_element(&layout, &[0, 1, 0, 30]),
        Ok(Some(vec![0, 62]))
    );
}

#[test]
fn padding_when_tilized() {
    check(
        &[53, 63],
        &[3, 2],
        &[(0, -1)],
        bfp_bf8(),
        "#tt.metal_layout<(d0, d1) -> (d0, d1), undef, <3x2>, \
         memref<1x1x!tt.tile<32x32, bfp_bf8>, #tt.memory_space<l1>>>",
    );
    let options = BuildOptions {
        grid: vec![3, 2],
        tile: bfp_bf8(),
        ..BuildOptions::default()
    };
    let layout = build(&[53, 63], f32(), &options).unwrap();
    assert_eq!(layout.physical_space().local_shape(), vec![32, 32]);
    assert_eq!(layout.padding_slot_count(), Ok(6 * 32 * 32 - 53 * 63));
    // Rows 18..32 of every shard are tile padding (14 rows) ...
    assert_eq!(first_element(&layout, &[0, 0, 18, 0]), Ok(None));
    assert_eq!(
        first_element(&layout, &[0, 0, 17, 0]),
        Ok(Some(vec![17, 0]))
    );
    // ... and the last row of cores also pads row 17 (15 rows).
    assert_eq!(first_element(&layout, &[2, 0, 17, 0]), Ok(None));
}

#[test]
fn bumped_stride_pads_between_batches() {
    check(
        &[2, 8, 32],
        &[1, 2],
        &[(0, -1)],
        None,
        "#tt.metal_layout<(d0, d1, d2) -> (d0 * 8 + d1, d2), undef, <1x2>, \
         memref<16x16xf32, #tt.memory_space<l1>>>",
    );
    // The seed's "(d0 * 32 + d1, d2)": batches land on tile boundaries.
    let map = AffineMap::try_new(
        3,
        vec![LinearExpr::new(vec![32, 1, 0], 0), LinearExpr::dim(3, 2)],
    )
    .unwrap();
    let shard = ShardBuffer::try_new(
        vec![40, 16],
        ShardElement::Scalar(f32()),
        MemorySpace::DeviceL1,
    )
    .unwrap();
    let encoding = MetalEncoding::try_new(map, OobValue::Zero, vec![1, 2], shard).unwrap();
    let layout = MetalLayout::try_new(&[2, 8, 32], f32(), encoding).unwrap();
    assert_eq!(layout.physical_shape(), &[40, 32]);
    assert_eq!(first_element(&layout, &[0, 0, 8, 0]), Ok(None));
    assert_eq!(
        first_element(&layout, &[0, 0, 32, 0]),
        Ok(Some(vec![1, 0, 0]))
    );
    assert_eq!(layout.padding_slot_count(), Ok(40 * 32 - 2 * 8 * 32));
}

#[test]
fn multi_device_keeps_the_batch() {
    check(
        &[2, 3, 64, 128],
        &[2, 2, 4],
        &[(1, -1)],
        bfp_bf8(),
        "#tt.metal_layout<(d0, d1, d2, d3) -> (d0, d1 * 64 + d2, d3), undef, <2x2x4>, \
         memref<1x3x1x!tt.tile<32x32, bfp_bf8>, #tt.memory_space<l1>>>",
    );
}

#[test]
fn seven_dims_on_a_four_dim_grid() {
    // tt-mlir's own builder fails this one; the seed's printed map comes from
    // an older builder (see the next test).
    check(
        &[5, 3, 2, 2, 7, 32, 32],
        &[3, 2, 2, 2],
        &[(0, 3), (-3, -1)],
        None,
        "#tt.metal_layout<(d0, d1, d2, d3, d4, d5, d6) -> (d0 * 6 + d1 * 2 + d2, d3, d4 * 32 + d5, d6), \
         undef, <3x2x2x2>, memref<10x1x112x16xf32, #tt.memory_space<l1>>>",
    );
}

#[test]
fn fewer_results_than_grid_dims_get_constant_zeros() {
    check(
        &[8],
        &[1, 2, 4],
        &[(0, -1)],
        None,
        "#tt.metal_layout<(d0) -> (0, 0, d0), undef, <1x2x4>, memref<1x1x2xf32, #tt.memory_space<l1>>>",
    );
}

/// An f32 shard of `shape` in L1.
fn scalar(shape: Vec<i64>) -> ShardBuffer {
    ShardBuffer::try_new(shape, ShardElement::Scalar(f32()), MemorySpace::DeviceL1).unwrap()
}

/// `(d0 * 64 + d1 * 64 + d2, d3)`, which tt-mlir wrote in 2025 for
/// 1x2x64x64 (and for 1x1 batches of 2x2 tiles): d0 has one element.
fn batch_of_one_map() -> AffineMap {
    AffineMap::try_new(
        4,
        vec![
            LinearExpr::new(vec![64, 64, 1, 0], 0),
            LinearExpr::new(vec![0, 0, 0, 1], 0),
        ],
    )
    .unwrap()
}

/// The seed's two maps from tt-mlir's older builder are valid layouts.
#[test]
fn older_builder_maps_are_valid() {
    let map = AffineMap::try_new(
        3,
        vec![
            LinearExpr::new(vec![96, 1, 0], 0),
            LinearExpr::dim(3, 1),
            LinearExpr::dim(3, 2),
        ],
    )
    .unwrap();
    let encoding = MetalEncoding::try_new(
        map,
        OobValue::Undef,
        vec![2, 1, 2],
        scalar(vec![384, 96, 16]),
    )
    .unwrap();
    let layout = MetalLayout::try_new(&[8, 96, 32], f32(), encoding).unwrap();
    assert_eq!(
        layout.slots_of(&[1, 5, 20]).map(|s| s.take(usize::MAX)),
        Ok(vec![vec![0, 0, 1, 101, 5, 4]])
    );
    assert_eq!(
        first_element(&layout, &[0, 0, 1, 101, 5, 4]),
        Ok(Some(vec![1, 5, 20]))
    );
    assert_eq!(first_element(&layout, &[0, 0, 1, 101, 6, 4]), Ok(None));

    let map = AffineMap::try_new(
        7,
        vec![
            LinearExpr::new(vec![2688, 896, 448, 224, 32, 1, 0], 0),
            LinearExpr::dim(7, 4),
            LinearExpr::dim(7, 5),
            LinearExpr::dim(7, 6),
        ],
    )
    .unwrap();
    let encoding = MetalEncoding::try_new(
        map,
        OobValue::Undef,
        vec![3, 2, 2, 2],
        scalar(vec![4480, 4, 16, 16]),
    )
    .unwrap();
    let layout = MetalLayout::try_new(&[5, 3, 2, 2, 7, 32, 32], f32(), encoding).unwrap();
    assert_eq!(layout.physical_shape(), &[13440, 7, 32, 32]);
}

#[test]
fn wrong_shard_names_the_dim_and_the_formula() {
    let shard = ShardBuffer::try_new(
        vec![17, 32],
        ShardElement::Scalar(f32()),
        MemorySpace::DeviceL1,
    )
    .unwrap();
    let encoding =
        MetalEncoding::try_new(AffineMap::identity(2), OobValue::Undef, vec![3, 2], shard).unwrap();
    assert_eq!(
        MetalLayout::try_new(&[53, 63], f32(), encoding)
            .unwrap_err()
            .to_string(),
        "memref dim 0 is 17 but ceil(53 / 3) = 18"
    );
}

#[test]
fn map_dims_must_match_the_tensor_rank() {
    let shard = ShardBuffer::try_new(
        vec![18, 32],
        ShardElement::Scalar(f32()),
        MemorySpace::DeviceL1,
    )
    .unwrap();
    let encoding =
        MetalEncoding::try_new(AffineMap::identity(2), OobValue::Undef, vec![3, 2], shard).unwrap();
    assert_eq!(
        MetalLayout::try_new(&[53, 63, 2], f32(), encoding).unwrap_err(),
        LayoutError::RankMismatch {
            what: "linear map dims and tensor",
            left: 2,
            right: 3
        }
    );
}

#[test]
fn overlapping_and_missing_dims_are_rejected() {
    let map = AffineMap::try_new(2, vec![LinearExpr::new(vec![4, 1], 0)]).unwrap();
    let encoding = MetalEncoding::try_new(map, OobValue::Undef, vec![1], scalar(vec![36])).unwrap();
    assert_eq!(
        MetalLayout::try_new(&[8, 8], f32(), encoding)
            .unwrap_err()
            .to_string(),
        "result 0 of the linear map overlaps d0 and d1: stride 4 is below 1 * 8, so two elements would share a slot"
    );
    let map = AffineMap::try_new(2, vec![LinearExpr::dim(2, 0)]).unwrap();
    let encoding = MetalEncoding::try_new(map, OobValue::Undef, vec![1], scalar(vec![8])).unwrap();
    assert_eq!(
        MetalLayout::try_new(&[8, 8], f32(), encoding)
            .unwrap_err()
            .to_string(),
        "d1 does not appear in the linear map, so all its elements would share a slot"
    );
}

#[test]
fn dims_of_one_element_take_any_stride() {
    // tt-mlir 2025 wrote `(d0 * 64 + d1 * 64 + d2, d3)` for 1x2x64x64: d0 is
    // always 0, so its stride overlaps nothing; a dim of one element may
    // also be left out of the map.
    let map = batch_of_one_map();
    let encoding =
        MetalEncoding::try_new(map, OobValue::Undef, vec![1, 1], scalar(vec![128, 64])).unwrap();
    let layout = MetalLayout::try_new(&[1, 2, 64, 64], f32(), encoding).unwrap();
    assert_eq!(layout.physical_shape(), &[128, 64]);
    let slots: Vec<Vec<i64>> = layout
        .slots_of(&[0, 1, 3, 5])
        .unwrap()
        .into_iter()
        .collect();
    assert_eq!(slots, vec![vec![0, 0, 67, 5]]);
    let elements: Vec<Vec<i64>> = layout
        .elements_at(&[0, 0, 67, 5])
        .unwrap()
        .into_iter()
        .collect();
    assert_eq!(elements, vec![vec![0, 1, 3, 5]]);
    assert_eq!(check_laws(&layout), Ok(()));
    assert_eq!(layout.core_regions().unwrap().len(), 1);

    let map = AffineMap::try_new(2, vec![LinearExpr::dim(2, 1)]).unwrap();
    let encoding = MetalEncoding::try_new(map, OobValue::Undef, vec![1], scalar(vec![8])).unwrap();
    let layout = MetalLayout::try_new(&[1, 8], f32(), encoding).unwrap();
    assert_eq!(check_laws(&layout), Ok(()));
}

#[test]
fn a_tensor_of_tiles_is_laid_out_as_its_scalars() {
    // tt-mlir 2025: tensor<1x1x2x2x!tt.tile<32x32, f32>> in 2x2 tiles.
    let tile = Tile::try_new(32, 32, TileDataType::Float32).unwrap();
    let tiles = |shape: Vec<i64>| {
        ShardBuffer::try_new(shape, ShardElement::Tile(tile), MemorySpace::DeviceL1).unwrap()
    };
    let map = batch_of_one_map();
    let encoding =
        MetalEncoding::try_new(map, OobValue::Undef, vec![1, 1], tiles(vec![2, 2])).unwrap();
    let layout =
        MetalLayout::for_tensor(&[1, 1, 2, 2], ShardElement::Tile(tile), encoding.clone()).unwrap();
    assert_eq!(layout.tensor_shape(), &[1, 1, 64, 64]);
    assert_eq!(layout.physical_shape(), &[64, 64]);
    assert_eq!(check_laws(&layout), Ok(()));
    // The same tiles, or nothing: scalars of the tile's type do not do.
    let stored_as_scalars = MetalEncoding::try_new(
        encoding.map().clone(),
        OobValue::Undef,
        vec![1, 1],
        scalar(vec![64, 64]),
    )
    .unwrap();
    assert_eq!(
        MetalLayout::for_tensor(&[1, 1, 2, 2], ShardElement::Tile(tile), stored_as_scalars)
            .unwrap_err()
            .to_string(),
        "a tensor of !tt.tile<32x32, f32> is stored in the same tiles, but the memref holds f32"
    );
    assert_eq!(
        MetalLayout::for_tensor(&[2], ShardElement::Tile(tile), encoding)
            .unwrap_err()
            .to_string(),
        "a tensor of tiles needs rank 2 or more, got rank 1"
    );
}

#[test]
fn element_types_must_fit_the_memref() {
    let float_tile = ShardElement::Tile(Tile::try_new(32, 32, TileDataType::BfpBFloat8).unwrap());
    let int_tile = ShardElement::Tile(Tile::try_new(32, 32, TileDataType::Int32).unwrap());
    let uint_tile = ShardElement::Tile(Tile::try_new(32, 32, TileDataType::UInt16).unwrap());
    let t = |s: &str| s.parse::<ScalarType>().unwrap();
    assert_eq!(MetalLayout::check_element(t("f32"), &float_tile), Ok(()));
    assert_eq!(MetalLayout::check_element(t("i32"), &int_tile), Ok(()));
    assert_eq!(MetalLayout::check_element(t("si32"), &int_tile), Ok(()));
    assert_eq!(MetalLayout::check_element(t("ui16"), &uint_tile), Ok(()));
    // Booleans (tt-mlir's `i1` tiles) are a byte each, and hold only i1.
    let bool_tile = Tile::try_new(32, 32, TileDataType::Bool).unwrap();
    assert_eq!(bool_tile.bytes(), Ok(1024));
    assert_eq!(TileDataType::for_scalar(t("i1")), Ok(TileDataType::Bool));
    let bool_tile = ShardElement::Tile(bool_tile);
    assert_eq!(MetalLayout::check_element(t("i1"), &bool_tile), Ok(()));
    assert!(MetalLayout::check_element(t("i8"), &bool_tile).is_err());
    assert!(MetalLayout::check_element(t("i1"), &int_tile).is_err());
    assert_eq!(
        MetalLayout::check_element(t("i16"), &int_tile)
            .map(|_| ())
            .map_err(|e| e.to_string()),
        Err(
            "memref element type !tt.tile<32x32, si32> cannot store tensor elements of type i16"
                .to_string()
        )
    );
    assert_eq!(
        MetalLayout::check_element(t("si16"), &uint_tile)
            .map(|_| ())
            .map_err(|e| e.to_string()),
        Err(
            "memref element type !tt.tile<32x32, u16> cannot store tensor elements of type si16"
                .to_string()
        )
    );
    assert_eq!(
        MetalLayout::check_element(t("i32"), &float_tile)
            .map(|_| ())
            .map_err(|e| e.to_string()),
        Err(
            "memref element type !tt.tile<32x32, bfp_bf8> cannot store tensor elements of type i32"
                .to_string()
        )
    );
    assert_eq!(
        MetalLayout::check_element(t("f32"), &ShardElement::Scalar(t("f16")))
            .unwrap_err()
            .to_string(),
        "memref element type f16 cannot store tensor elements of type f32"
    );
}

#[test]
fn builder_errors() {
    let options = |grid: Vec<i64>, intervals: Vec<(i64, i64)>| BuildOptions {
        grid,
        collapse_intervals: intervals,
        ..BuildOptions::default()
    };
    assert_eq!(
        build(&[2, 3, 4], f32(), &options(vec![2], vec![(0, -1)]))
            .unwrap_err()
            .to_string(),
        "collapsing leaves 2 dims, more than the grid rank 1"
    );
    assert_eq!(
        build(
            &[2, 3, 4],
            f32(),
            &options(vec![1, 1], vec![(0, 2), (1, 3)])
        )
        .unwrap_err()
        .to_string(),
        "collapse intervals [0, 2) and [1, 3) overlap"
    );
    assert_eq!(
        build(&[2, 3, 4], f32(), &options(vec![1, 1], vec![(0, 5)]))
            .unwrap_err()
            .to_string(),
        "collapse interval (0, 5) is not a range of the 3 tensor dims"
    );
    assert!(matches!(
        build(&[i64::MAX, 4], f32(), &options(vec![1, 1], vec![(0, 2)])),
        Err(LayoutError::Overflow { .. })
    ));
    assert!(matches!(
        build(&[0, 4], f32(), &options(vec![1, 1], vec![(0, -1)])),
        Err(LayoutError::NonPositive { .. })
    ));
}

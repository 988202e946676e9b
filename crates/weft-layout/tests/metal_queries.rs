//! Padding queries, buffers and `with_*` rebuilds of metal layouts, on the
//! seed's examples.

use weft_layout::element::ScalarType;
use weft_layout::metal::collapse::{BuildOptions, build};
use weft_layout::metal::syntax::buffer_type;
use weft_layout::metal::{CoreRegion, DimPadding, MemorySpace, MetalLayout, OobValue};
use weft_layout::metal::{ShardElement, Tile, TileDataType};
use weft_layout::{Layout, LayoutError, Storage};

fn f32() -> ScalarType {
    "f32".parse().unwrap()
}

fn bfp_bf8() -> Tile {
    Tile::try_new(32, 32, TileDataType::BfpBFloat8).unwrap()
}

fn layout(shape: &[i64], grid: &[i64], tile: Option<Tile>) -> MetalLayout {
    let options = BuildOptions {
        grid: grid.to_vec(),
        tile,
        ..BuildOptions::default()
    };
    build(shape, f32(), &options).unwrap()
}

#[test]
fn seed_53x63_on_3x2_pads_one_row_and_one_column() {
    let layout = layout(&[53, 63], &[3, 2], None);
    assert_eq!(
        layout.dim_padding(),
        vec![
            DimPadding { grid: 1, tile: 0 },
            DimPadding { grid: 1, tile: 0 }
        ]
    );
    let first = layout.core_region(&[0, 0]).unwrap();
    assert_eq!(
        first,
        CoreRegion {
            core: vec![0, 0],
            physical: vec![(0, 18), (0, 32)],
            first_logical: Some(vec![0, 0]),
            last_logical: Some(vec![17, 31]),
            padded: vec![0, 0],
            elements: 18 * 32,
            padding_elements: 0,
        }
    );
    let last = layout.core_region(&[2, 1]).unwrap();
    assert_eq!(last.physical, vec![(36, 53), (32, 63)]);
    assert_eq!(last.first_logical, Some(vec![36, 32]));
    assert_eq!(last.last_logical, Some(vec![52, 62]));
    assert_eq!(last.padded, vec![1, 1]);
    assert_eq!(last.elements, 17 * 31);
    assert_eq!(last.padding_elements, 18 * 32 - 17 * 31);
    let total: i64 = layout
        .core_regions()
        .unwrap()
        .iter()
        .map(|r| r.elements)
        .sum();
    assert_eq!(total, 53 * 63);
}

#[test]
fn seed_53x63_tilized_pads_14_rows_and_15_on_the_last_row_of_cores() {
    let layout = layout(&[53, 63], &[3, 2], Some(bfp_bf8()));
    assert_eq!(
        layout.dim_padding(),
        vec![
            DimPadding { grid: 1, tile: 14 },
            DimPadding { grid: 1, tile: 0 }
        ]
    );
    for region in layout.core_regions().unwrap() {
        let rows = if region.core[0] == 2 { 15 } else { 14 };
        let columns = if region.core[1] == 1 { 1 } else { 0 };
        assert_eq!(region.padded, vec![rows, columns], "core {:?}", region.core);
    }
    let fraction = layout.padded_fraction().unwrap();
    assert_eq!(fraction, (6.0 * 1024.0 - 53.0 * 63.0) / (6.0 * 1024.0));
}

#[test]
fn cores_past_the_data_hold_nothing() {
    let layout = layout(&[3, 4], &[8, 1], None);
    let empty = layout.core_region(&[5, 0]).unwrap();
    assert_eq!(empty.physical, vec![(3, 3), (0, 4)]);
    assert_eq!(empty.elements, 0);
    assert_eq!(empty.first_logical, None);
    assert_eq!(empty.padded, vec![1, 0]);
    assert!(matches!(
        layout.core_region(&[8, 0]),
        Err(LayoutError::OutOfBounds { .. })
    ));
}

#[test]
fn buffer_of_the_seed_walkthrough() {
    let layout = layout(&[2, 3, 64, 128], &[2, 4], None);
    let Storage::Buffer(buffer) = layout.storage().unwrap() else {
        panic!("metal layouts are buffers")
    };
    assert_eq!(buffer.local_byte_strides, vec![128, 4]);
    assert_eq!(buffer.item_bytes, 4);
    assert_eq!(
        buffer_type(&layout).unwrap(),
        "memref<2x4x192x32xf32, #tt.shard<128x4>, #tt.memory_space<l1>>"
    );
    let tiled = self::layout(&[3, 64, 128], &[3, 2], Some(bfp_bf8()));
    assert_eq!(
        buffer_type(&tiled).unwrap(),
        "memref<3x2x2x2x!tt.tile<32x32, bfp_bf8>, #tt.shard<2176x1088>, #tt.memory_space<l1>>"
    );
}

#[test]
fn with_grid_element_and_memory_space_rederive_the_shard() {
    let scalar = layout(&[3, 64, 128], &[3, 2], None);
    let tilized = scalar
        .with_element_type(ShardElement::Tile(bfp_bf8()))
        .unwrap();
    assert_eq!(
        tilized.encoding().to_string(),
        "#tt.metal_layout<(d0, d1, d2) -> (d0 * 64 + d1, d2), undef, <3x2>, \
         memref<2x2x!tt.tile<32x32, bfp_bf8>, #tt.memory_space<l1>>>"
    );
    let untilized = tilized
        .with_element_type(ShardElement::Scalar(f32()))
        .unwrap();
    assert_eq!(untilized, scalar);
    let regrid = scalar.with_grid(&[1, 1]).unwrap();
    assert_eq!(regrid.encoding().shard().shape(), &[192, 128]);
    assert!(matches!(
        scalar.with_grid(&[1, 1, 1]),
        Err(LayoutError::RankMismatch { .. })
    ));
    let dram = scalar.with_memory_space(MemorySpace::DeviceDram).unwrap();
    assert_eq!(
        dram.encoding().shard().memory_space(),
        MemorySpace::DeviceDram
    );
    assert_eq!(
        scalar.with_oob(OobValue::Zero).unwrap().encoding().oob(),
        OobValue::Zero
    );
    assert_eq!(
        scalar
            .with_element_type(ShardElement::Tile(
                Tile::try_new(32, 32, TileDataType::Int32).unwrap()
            ))
            .map(|_| ())
            .map_err(|e| e.to_string()),
        Err(
            "memref element type !tt.tile<32x32, si32> cannot store tensor elements of type f32"
                .to_string()
        )
    );
}

#[test]
fn alignment_bumps_the_stride_like_the_seed() {
    let options = BuildOptions {
        grid: vec![1, 2],
        alignments: vec![1, 32, 1],
        ..BuildOptions::default()
    };
    let layout = build(&[2, 8, 32], f32(), &options).unwrap();
    assert_eq!(
        layout.encoding().to_string(),
        "#tt.metal_layout<(d0, d1, d2) -> (d0 * 32 + d1, d2), undef, <1x2>, \
         memref<40x16xf32, #tt.memory_space<l1>>>"
    );
    let tiled = layout
        .with_element_type(ShardElement::Tile(bfp_bf8()))
        .unwrap();
    // Each batch now starts its own tile row.
    assert_eq!(tiled.encoding().shard().shape(), &[2, 1]);
    assert_eq!(
        tiled
            .slots_of(&[1, 0, 0])
            .map(|s| s.take(usize::MAX))
            .unwrap(),
        vec![vec![0, 0, 32, 0]]
    );
    let bad = BuildOptions {
        alignments: vec![1, 0, 1],
        ..options
    };
    assert_eq!(
        build(&[2, 8, 32], f32(), &bad)
            .map(|_| ())
            .map_err(|e| e.to_string()),
        Err("alignment 1 must be positive, got 0".to_string())
    );
}

//! Speed of the metal builder and padding queries.
//!
//! `cargo bench -p weft-layout --bench metal`

use criterion::{Criterion, criterion_group, criterion_main};
use std::hint::black_box;
use weft_layout::Layout;
use weft_layout::element::ScalarType;
use weft_layout::metal::collapse::{BuildOptions, build};
use weft_layout::metal::{Tile, TileDataType};

fn options(grid: &[i64], tiled: bool) -> BuildOptions {
    BuildOptions {
        grid: grid.to_vec(),
        tile: tiled.then(|| Tile::try_new(32, 32, TileDataType::BfpBFloat8).unwrap()),
        ..BuildOptions::default()
    }
}

fn builder(c: &mut Criterion) {
    let f32: ScalarType = "f32".parse().unwrap();
    let seed = options(&[3, 2], false);
    c.bench_function("build 53x63 on 3x2", |b| {
        b.iter(|| build(black_box(&[53, 63]), f32, black_box(&seed)).unwrap())
    });
    let seven = BuildOptions {
        collapse_intervals: vec![(0, 3), (-3, -1)],
        ..options(&[3, 2, 2, 2], false)
    };
    c.bench_function("build 7-D on 3x2x2x2", |b| {
        b.iter(|| build(black_box(&[5, 3, 2, 2, 7, 32, 32]), f32, black_box(&seven)).unwrap())
    });
    let tiled = options(&[8, 8], true);
    c.bench_function("build 4096x4096 tiled on 8x8", |b| {
        b.iter(|| build(black_box(&[4096, 4096]), f32, black_box(&tiled)).unwrap())
    });
}

fn padding(c: &mut Criterion) {
    let f32: ScalarType = "f32".parse().unwrap();
    let seed = build(&[53, 63], f32, &options(&[3, 2], true)).unwrap();
    c.bench_function("dim_padding 53x63 on 3x2", |b| {
        b.iter(|| black_box(&seed).dim_padding())
    });
    c.bench_function("core_regions 53x63 on 3x2", |b| {
        b.iter(|| black_box(&seed).core_regions().unwrap())
    });
    let large = build(&[1 << 20, 1 << 20], f32, &options(&[8, 8], true)).unwrap();
    c.bench_function("core_regions 2^20 x 2^20 on 8x8", |b| {
        b.iter(|| black_box(&large).core_regions().unwrap())
    });
    c.bench_function("padding_slot_count 2^20 x 2^20 on 8x8", |b| {
        b.iter(|| black_box(&large).padding_slot_count().unwrap())
    });
    c.bench_function("physical_of + logical_at 53x63", |b| {
        b.iter(|| {
            let slot = &seed
                .slots_of(black_box(&[52, 62]))
                .map(|s| s.take(usize::MAX))
                .unwrap()[0];
            seed.elements_at(slot).map(|s| s.first()).unwrap()
        })
    });
}

criterion_group!(benches, builder, padding);
criterion_main!(benches);

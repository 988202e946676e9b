//! Speed of Spyre default layouts and coordinate maps.
//!
//! `cargo bench -p weft-layout --bench spyre`

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use weft_layout::spyre::defaults::{DEFAULT_ELEMENT, default_layout};
use weft_layout::spyre::{SpyreLayout, SpyreTensor};

fn benches(c: &mut Criterion) {
    c.bench_function("default layout 512x8x256", |b| {
        b.iter(|| default_layout(black_box(&[512, 8, 256]), DEFAULT_ELEMENT, None, false).unwrap())
    });
    c.bench_function("default layout 512x1x256 order 2,1,0 sparse", |b| {
        b.iter(|| {
            default_layout(
                black_box(&[512, 1, 256]),
                DEFAULT_ELEMENT,
                Some(&[2, 1, 0]),
                true,
            )
            .unwrap()
        })
    });
    let layout = SpyreLayout::try_new(vec![256, 8, 128, 64], vec![1, 2, 0, 2]).unwrap();
    let tensor = SpyreTensor::try_new(&[100, 200, 500], DEFAULT_ELEMENT, layout).unwrap();
    c.bench_function("device to host (seed layout)", |b| {
        b.iter(|| tensor.host_of(black_box(&[5, 3, 7, 11])).unwrap())
    });
    c.bench_function("host to device (seed layout)", |b| {
        b.iter(|| tensor.device_of(black_box(&[7, 5, 203])).unwrap())
    });
}

criterion_group!(spyre, benches);
criterion_main!(spyre);

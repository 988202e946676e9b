//! The linear-layout engine on 16- and 32-bit layouts, and blocked →
//! linear conversion up to 1024x1024: the operations Triton's C++ times
//! (README, "Speed").

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use weft_layout::triton::{Blocked, Encoding, LinearLayout};

/// A bijective layout of `bits` input bits (register, lane, warp, block)
/// onto two output dims, with swizzled (two-component) bases.
fn layout(bits: u32) -> LinearLayout {
    let per = bits / 4;
    let half = bits / 2;
    let mut flat = 0;
    let mut dims = Vec::new();
    for name in ["register", "lane", "warp", "block"] {
        let bases: Vec<Vec<u64>> = (0..per)
            .map(|_| {
                let bit = flat;
                flat += 1;
                // Spread bits over both outputs, with a swizzle on the second.
                let (d0, d1) = if bit % 2 == 0 {
                    (1u64 << (bit / 2), 0)
                } else {
                    (0, 1u64 << (bit / 2))
                };
                vec![d0, d1 ^ if bit > 2 { d0 >> 1 } else { 0 }]
            })
            .collect();
        dims.push((name, bases));
    }
    LinearLayout::try_new(&dims, &[("dim0", 1 << half), ("dim1", 1 << half)], true).unwrap()
}

fn benches(c: &mut Criterion) {
    for bits in [16u32, 32] {
        let a = layout(bits);
        let b = a
            .transpose_outs(&["dim1", "dim0"])
            .unwrap()
            .transpose_outs(&["dim0", "dim1"])
            .unwrap();
        let inverse = a.invert().unwrap();
        let x: Vec<(&str, u64)> = vec![("register", 5), ("lane", 9), ("warp", 3), ("block", 1)];
        c.bench_function(&format!("apply {bits}-bit"), |bench| {
            bench.iter(|| black_box(&a).apply(black_box(&x)).unwrap())
        });
        c.bench_function(&format!("compose {bits}-bit"), |bench| {
            bench.iter(|| black_box(&a).compose(black_box(&inverse)).unwrap())
        });
        c.bench_function(&format!("invert {bits}-bit"), |bench| {
            bench.iter(|| black_box(&a).invert().unwrap())
        });
        c.bench_function(&format!("invert_and_compose {bits}-bit"), |bench| {
            bench.iter(|| black_box(&a).invert_and_compose(black_box(&b)).unwrap())
        });
        let half = LinearLayout::identity1d(1 << (bits / 2), "register", "dim0").unwrap();
        let other = LinearLayout::identity1d(1 << (bits / 2), "lane", "dim1").unwrap();
        c.bench_function(&format!("product {bits}-bit"), |bench| {
            bench.iter(|| black_box(&half).product(black_box(&other)).unwrap())
        });
    }
    let blocked = Encoding::Blocked(
        Blocked::try_new(vec![1, 4], vec![4, 8], vec![4, 1], vec![1, 0], vec![]).unwrap(),
    );
    for size in [64i64, 1024] {
        c.bench_function(&format!("blocked to linear {size}x{size}"), |bench| {
            bench.iter(|| {
                black_box(&blocked)
                    .to_linear(black_box(&[size, size]))
                    .unwrap()
            })
        });
    }
}

criterion_group!(triton, benches);
criterion_main!(triton);

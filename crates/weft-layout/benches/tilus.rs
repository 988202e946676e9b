//! Speed of Tilus register layouts: building, composing, reducing, and the
//! element → thread table of a 64x64 layout over 128 threads.
//!
//! `cargo bench -p weft-layout --bench tilus`

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use weft_layout::model::for_each_index;
use weft_layout::tilus::expr::evaluate;
use weft_layout::tilus::ops;

fn benches(c: &mut Criterion) {
    c.bench_function("build local(3, 4).spatial(2, 3)", |b| {
        b.iter(|| {
            ops::compose(
                &ops::local(black_box(&[3, 4]), None).unwrap(),
                &ops::spatial(&[2, 3], None).unwrap(),
            )
            .unwrap()
        })
    });
    let outer = evaluate("local(2, 2).spatial(8, 4)").unwrap();
    let inner = evaluate("column_local(2, 4).spatial(2, 2)").unwrap();
    c.bench_function("compose", |b| {
        b.iter(|| ops::compose(black_box(&outer), black_box(&inner)).unwrap())
    });
    let wide = evaluate("local(4, 4).column_spatial(2, 4).spatial(8, 2)").unwrap();
    c.bench_function("reduce", |b| {
        b.iter(|| ops::reduce(black_box(&wide), &[1], true).unwrap())
    });
    let table = ops::auto_local_spatial(128, &[64, 64]).unwrap();
    c.bench_function("64x64 element table over 128 threads", |b| {
        b.iter(|| {
            let mut cells = Vec::with_capacity(4096);
            for_each_index(table.shape(), |x| {
                cells.push((table.threads_of(x)?, table.local_of(x)?));
                Ok(())
            })
            .unwrap();
            cells
        })
    });
}

criterion_group!(tilus, benches);
criterion_main!(tilus);

//! Speed of CuTe's algebra on rank-3, depth-2 layouts with run-time
//! integers, as the issue compares them with CuTe's C++ and pycute.
//!
//! `cargo bench -p weft-layout --bench cute`

use criterion::{Criterion, criterion_group, criterion_main};
use std::hint::black_box;
use weft_layout::cute::complement::complement;
use weft_layout::cute::composition::{compose, compose_tiler};
use weft_layout::cute::divide::logical_divide;
use weft_layout::cute::expr::evaluate;
use weft_layout::cute::product::{interleaved_product, logical_product};
use weft_layout::cute::syntax::{parse_layout, parse_tuple};
use weft_layout::cute::{CuteLayout, CuteTensor, Tiler};

fn layout(text: &str) -> CuteLayout {
    parse_layout(text).unwrap()
}

fn tiler(text: &str) -> Tiler {
    evaluate(text).unwrap().to_tiler().unwrap()
}

fn algebra(c: &mut Criterion) {
    let a = layout("((2,4),(3,2),8):((1,2),(8,24),48)");
    let b = layout("((2,2),3,4):((1,2),8,24)");
    let t = tiler("<(2,2):(1,2), 3:1, 4:2>");
    c.bench_function("composition rank-3 o rank-3", |bench| {
        bench.iter(|| compose(black_box(&a), black_box(&b)).unwrap())
    });
    c.bench_function("composition by tiler", |bench| {
        bench.iter(|| compose_tiler(black_box(&a), black_box(&t)).unwrap())
    });
    let injective = layout("((2,2),(3,2),4):((1,2),(8,48),96)");
    let cotarget = parse_tuple("768").unwrap();
    c.bench_function("complement rank-3", |bench| {
        bench.iter(|| complement(black_box(&injective), black_box(&cotarget)).unwrap())
    });
    let cotarget_small = parse_tuple("48").unwrap();
    c.bench_function("complement rank-1 run-time", |bench| {
        let rank1 = layout("8:3");
        bench.iter(|| complement(black_box(&rank1), black_box(&cotarget_small)).unwrap())
    });
    c.bench_function("logical_divide by tiler", |bench| {
        bench.iter(|| logical_divide(black_box(&a), black_box(&t)).unwrap())
    });
    let seed = layout("(4,2,3):(2,1,8)");
    let tile = tiler("4:2");
    c.bench_function("logical_divide (seed, rank-1 tiler)", |bench| {
        bench.iter(|| logical_divide(black_box(&seed), black_box(&tile)).unwrap())
    });
    let rank1 = layout("4:1");
    let repeat = tiler("(3,2):(1,3)");
    let repeat_layout = layout("(3,2):(1,3)");
    c.bench_function("logical_product (rank-1 block)", |bench| {
        bench.iter(|| logical_product(black_box(&rank1), black_box(&repeat)).unwrap())
    });
    // The products CuTe's C++ also computes with run-time integers: the
    // padding mode `_1:_0` is filtered away, so its complement is rank 1.
    c.bench_function("blocked_product (rank-1 block)", |bench| {
        bench.iter(|| {
            interleaved_product(black_box(&rank1), black_box(&repeat_layout), false).unwrap()
        })
    });
    c.bench_function("raked_product (rank-1 block)", |bench| {
        bench.iter(|| {
            interleaved_product(black_box(&rank1), black_box(&repeat_layout), true).unwrap()
        })
    });
    let block = layout("((2,2),3,2):((1,2),4,12)");
    let tiles = layout("((2,1),2,2):((1,2),2,4)");
    c.bench_function("blocked_product rank-3", |bench| {
        bench.iter(|| interleaved_product(black_box(&block), black_box(&tiles), false).unwrap())
    });
    c.bench_function("raked_product rank-3", |bench| {
        bench.iter(|| interleaved_product(black_box(&block), black_box(&tiles), true).unwrap())
    });
}

/// A tensor whose layout's modes overlap is tabulated: every element's
/// offset, listed once per mode. The layout has 65,536 elements and 4,016
/// modes, 4,000 of them of size 1, as a hostile encoding could.
fn tabulated_tensor(c: &mut Criterion) {
    let sizes: Vec<&str> = ["2"; 16].into_iter().chain(["1"; 4000]).collect();
    let strides: Vec<&str> = ["1"; 16].into_iter().chain(["3"; 4000]).collect();
    let overlapping = layout(&format!(
        "(({})):(({}))",
        sizes.join(","),
        strides.join(",")
    ));
    c.bench_function(
        "tensor of an overlapping layout (65,536 elements, 4,016 modes)",
        |bench| {
            bench.iter(|| CuteTensor::try_new(&[65536], black_box(overlapping.clone()), 4).unwrap())
        },
    );
}

criterion_group!(benches, algebra, tabulated_tensor);
criterion_main!(benches);

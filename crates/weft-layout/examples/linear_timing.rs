//! Times Weft's linear-layout operations on layouts given as `#ttg.linear`
//! text, for `bench/triton_vs_weft.py`, which runs the same operations
//! through Triton's Python binding and prints the ratio. Criterion
//! (`cargo bench -p weft-layout --bench triton`) is the reference
//! measurement; this binary exists so that one script can put both sides
//! on the same inputs in one run.
//!
//! Usage: `linear_timing A B` where A and B are `#ttg.linear<{...}>` with
//! the same output sizes, A invertible. Prints one `operation nanoseconds`
//! line per operation (best mean over 5 rounds).

use std::hint::black_box;
use std::time::Instant;

use weft_layout::triton::syntax::parse_encoding;
use weft_layout::triton::{Encoding, LinearLayout};

fn linear(text: &str) -> Result<LinearLayout, String> {
    match parse_encoding(text).map_err(|e| e.to_string())? {
        Encoding::Linear(layout) => Ok(layout),
        _ => Err(format!("not a #ttg.linear encoding: {text}")),
    }
}

/// The best mean time of `run` over 5 rounds, in nanoseconds; a round
/// lasts about 0.2 s.
fn time(mut run: impl FnMut()) -> f64 {
    let mut iterations = 1u64;
    loop {
        let start = Instant::now();
        for _ in 0..iterations {
            run();
        }
        if start.elapsed().as_secs_f64() > 0.2 {
            break;
        }
        iterations *= 2;
    }
    (0..5)
        .map(|_| {
            let start = Instant::now();
            for _ in 0..iterations {
                run();
            }
            start.elapsed().as_secs_f64() * 1e9 / iterations as f64
        })
        .fold(f64::INFINITY, f64::min)
}

fn main() -> Result<(), String> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [a, b] = args.as_slice() else {
        return Err("usage: linear_timing '#ttg.linear<...>' '#ttg.linear<...>'".into());
    };
    let (a, b) = (linear(a)?, linear(b)?);
    let inverse = a.invert().map_err(|e| e.to_string())?;
    let x: Vec<(&str, u64)> = vec![("register", 5), ("lane", 9), ("warp", 3), ("block", 1)];
    let bits = a.total_in_bits();
    let half = 1u64 << (bits / 2);
    let low = LinearLayout::identity1d(half, "register", "dim0").map_err(|e| e.to_string())?;
    let high = LinearLayout::identity1d(half, "lane", "dim1").map_err(|e| e.to_string())?;
    let results = [
        ("apply", time(|| drop(black_box(&a).apply(black_box(&x))))),
        (
            "compose",
            time(|| drop(black_box(&a).compose(black_box(&inverse)))),
        ),
        ("invert", time(|| drop(black_box(&a).invert()))),
        (
            "invert_and_compose",
            time(|| drop(black_box(&a).invert_and_compose(black_box(&b)))),
        ),
        (
            "product",
            time(|| drop(black_box(&low).product(black_box(&high)))),
        ),
    ];
    for (name, nanoseconds) in results {
        println!("{name} {nanoseconds:.1}");
    }
    Ok(())
}

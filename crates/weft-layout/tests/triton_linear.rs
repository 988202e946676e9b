//! The GF(2) linear-layout engine: Triton's documented examples worked by
//! hand, and every operation's postcondition checked by enumeration on
//! random small layouts.

use proptest::prelude::*;
use weft_layout::triton::LinearLayout;
use weft_layout::triton::linear::{divide_left, divide_right};

fn ll(bases: &[(&str, Vec<Vec<u64>>)], outs: &[(&str, u64)]) -> LinearLayout {
    LinearLayout::try_new(bases, outs, false).unwrap()
}

/// `L(x)` for flattened `x`, as plain output values.
fn eval(layout: &LinearLayout, values: &[u64]) -> Vec<u64> {
    let ins: Vec<(&str, u64)> = layout
        .in_dims()
        .into_iter()
        .zip(values.iter().copied())
        .collect();
    layout
        .apply(&ins)
        .unwrap()
        .into_iter()
        .map(|(_, v)| v)
        .collect()
}

/// Every input of `layout`, as one value per input dim.
fn inputs(layout: &LinearLayout) -> Vec<Vec<u64>> {
    let sizes: Vec<u64> = layout
        .in_dims()
        .iter()
        .map(|d| 1 << layout.in_dim_log2(d).unwrap())
        .collect();
    let mut all = vec![vec![]];
    for size in sizes {
        all = all
            .into_iter()
            .flat_map(|prefix: Vec<u64>| {
                (0..size).map(move |v| {
                    let mut next = prefix.clone();
                    next.push(v);
                    next
                })
            })
            .collect();
    }
    all
}

#[test]
fn apply_xors_the_bases_of_set_bits() {
    // The module's hand-worked example.
    let layout = ll(
        &[
            ("register", vec![vec![0, 1], vec![0, 2]]),
            ("lane", vec![vec![1, 0]]),
        ],
        &[("dim0", 2), ("dim1", 4)],
    );
    assert_eq!(
        layout.apply(&[("lane", 1), ("register", 3)]).unwrap(),
        vec![("dim0".to_string(), 1), ("dim1".to_string(), 3)]
    );
    assert_eq!(
        layout.to_string(),
        "{register = [[0, 1], [0, 2]], lane = [[1, 0]]} -> (dim0: 2, dim1: 4)"
    );
    assert_eq!(
        layout
            .apply(&[("lane", 2), ("register", 0)])
            .unwrap_err()
            .to_string(),
        "value 2 is outside input dim lane of size 2"
    );
}

#[test]
fn out_sizes_are_inferred_and_surjectivity_required() {
    // Triton's example: largest values 5 and 2 give sizes 8 and 4.
    let layout = LinearLayout::from_bases(
        &[
            ("in1", vec![vec![1, 0], vec![2, 0], vec![4, 0]]),
            ("in2", vec![vec![0, 1], vec![5, 2]]),
        ],
        &["out1", "out2"],
    )
    .unwrap();
    assert_eq!(layout.out_dim_log2("out1").unwrap(), 3);
    assert_eq!(layout.out_dim_log2("out2").unwrap(), 2);
    // 1 and 4 give size 8, but 2, 3, ... are never reached.
    assert_eq!(
        LinearLayout::from_bases(&[("in", vec![vec![1], vec![4]])], &["out"])
            .unwrap_err()
            .to_string(),
        "the layout is not surjective: {in = [[1], [4]]} -> (out: 8)"
    );
}

#[test]
fn product_follows_triton_examples() {
    let id = |size, i: &str, o: &str| LinearLayout::identity1d(size, i, o).unwrap();
    let zeros = |size, i: &str, o: &str| LinearLayout::zeros1d(size, i, o, 1).unwrap();
    assert_eq!(
        id(4, "i", "o").product(&id(2, "i", "o")).unwrap(),
        id(8, "i", "o")
    );
    // x % 4 and x / 2 on [0, 8).
    assert_eq!(
        id(4, "i", "o").product(&zeros(2, "i", "o")).unwrap(),
        ll(&[("i", vec![vec![1], vec![2], vec![0]])], &[("o", 4)])
    );
    assert_eq!(
        zeros(2, "i", "o").product(&id(4, "i", "o")).unwrap(),
        ll(&[("i", vec![vec![0], vec![1], vec![2]])], &[("o", 4)])
    );
    // (x % 4, x / 4) on [0, 32).
    assert_eq!(
        id(4, "i", "o1")
            .product(&id(8, "i", "o2"))
            .unwrap()
            .to_string(),
        "{i = [[1, 0], [2, 0], [0, 1], [0, 2], [0, 4]]} -> (o1: 4, o2: 8)"
    );
    let two_d = id(4, "i1", "o1").product(&id(8, "i2", "o2")).unwrap();
    assert_eq!(two_d.in_dims(), ["i1", "i2"]);
    assert_eq!(two_d.out_dims(), ["o1", "o2"]);
    assert_eq!(LinearLayout::empty().product(&two_d).unwrap(), two_d);
    assert_eq!(two_d.product(&LinearLayout::empty()).unwrap(), two_d);
    let ab = id(2, "a", "o").product(&id(2, "b", "o")).unwrap();
    let ba = id(2, "b", "o").product(&id(2, "a", "o")).unwrap();
    assert_eq!(
        ab.product(&ba).unwrap_err().to_string(),
        "input dims appear in different orders: [a, b] and [b, a]"
    );
}

#[test]
fn free_variables_invert_and_consecutive_elements() {
    // register bit 1 repeats bit 0; lane bit 0 is zero (a broadcast).
    let layout = ll(
        &[
            ("register", vec![vec![1], vec![1], vec![2]]),
            ("lane", vec![vec![0], vec![4]]),
        ],
        &[("dim0", 8)],
    );
    assert_eq!(
        layout.free_variable_masks(),
        vec![("register".to_string(), 0b010), ("lane".to_string(), 0b01)]
    );
    assert!(layout.is_surjective());
    assert!(!layout.is_injective());
    assert_eq!(layout.num_consecutive_in_out(), 1);
    let vectorized = ll(
        &[
            ("register", vec![vec![1], vec![2], vec![8]]),
            ("lane", vec![vec![4]]),
        ],
        &[("dim0", 16)],
    );
    assert_eq!(vectorized.num_consecutive_in_out(), 4);
    let swizzled = ll(
        &[
            ("register", vec![vec![1, 0], vec![2, 0]]),
            ("lane", vec![vec![1, 1]]),
        ],
        &[("dim0", 4), ("dim1", 2)],
    );
    assert_eq!(swizzled.num_consecutive_in_out(), 1);
    assert_eq!(
        layout.invert().unwrap_err().to_string(),
        "the layout is not invertible: {register = [[1], [1], [2]], lane = [[0], [4]]} -> (dim0: 8)"
    );
    let transpose = ll(
        &[("i", vec![vec![0, 1], vec![1, 0]])],
        &[("a", 2), ("b", 2)],
    );
    assert_eq!(
        transpose.invert().unwrap().to_string(),
        "{a = [[2]], b = [[1]]} -> (i: 4)"
    );
}

#[test]
fn invert_and_compose_maps_identical_dims_to_themselves() {
    // Both layouts broadcast over warps the same way: warps map to warps.
    let a = ll(
        &[
            ("lane", vec![vec![1], vec![2]]),
            ("warp", vec![vec![0], vec![0]]),
        ],
        &[("dim0", 4)],
    );
    let b = ll(
        &[
            ("lane", vec![vec![2], vec![1]]),
            ("warp", vec![vec![0], vec![0]]),
        ],
        &[("dim0", 4)],
    );
    assert_eq!(
        a.invert_and_compose(&b).unwrap().to_string(),
        "{lane = [[2, 0], [1, 0]], warp = [[0, 1], [0, 2]]} -> (lane: 4, warp: 4)"
    );
}

#[test]
fn errors_name_the_broken_requirement() {
    let id = LinearLayout::identity1d(4, "i", "o").unwrap();
    assert_eq!(
        LinearLayout::identity1d(3, "i", "o")
            .unwrap_err()
            .to_string(),
        "size must be a power of two, got 3"
    );
    assert_eq!(
        id.compose(&LinearLayout::identity1d(2, "o", "p").unwrap())
            .unwrap_err()
            .to_string(),
        "compose: output o has size 4 but the outer input only 2"
    );
    let wide = LinearLayout::identity1d(1 << 40, "a", "x").unwrap();
    assert_eq!(
        wide.product(&LinearLayout::identity1d(1 << 30, "b", "y").unwrap())
            .unwrap_err()
            .to_string(),
        "output dims have 70 bits in all, more than 64"
    );
    assert_eq!(
        id.reshape_ins(&[("a", 2), ("b", 4)])
            .unwrap_err()
            .to_string(),
        "reshape to 3 input bits, but the layout has 2"
    );
    assert_eq!(
        id.transpose_outs(&["o", "o"]).unwrap_err().to_string(),
        "[o, o] is not a permutation of the output dims"
    );
    let not_onto = ll(&[("i", vec![vec![1]])], &[("o", 4)]);
    assert_eq!(
        id.invert_and_compose(&not_onto).unwrap_err().to_string(),
        "invert_and_compose needs a surjective outer layout"
    );
    let other = ll(&[("i", vec![vec![1]])], &[("p", 2)]);
    assert_eq!(
        LinearLayout::identity1d(2, "i", "o")
            .unwrap()
            .invert_and_compose(&other)
            .unwrap_err()
            .to_string(),
        "no output dim named o"
    );
    // The full 64 bits work.
    let full = LinearLayout::identity1d(1 << 63, "i", "o")
        .unwrap()
        .product(&LinearLayout::identity1d(2, "j", "o").unwrap())
        .unwrap();
    assert_eq!(full.total_in_bits(), 64);
    assert!(full.is_invertible());
    assert_eq!(
        full.apply(&[("i", (1 << 63) - 1), ("j", 1)]).unwrap(),
        vec![("o".to_string(), u64::MAX)]
    );
}

/// A random layout: 1–3 input dims over 1–2 output dims, few bits.
fn layout() -> impl Strategy<Value = LinearLayout> {
    let ins = ["register", "lane", "warp"];
    let outs = ["dim0", "dim1"];
    (1usize..=3, 1usize..=2)
        .prop_flat_map(move |(n_in, n_out)| {
            (
                prop::collection::vec(0u32..=3, n_in),
                prop::collection::vec(0u32..=3, n_out),
            )
        })
        .prop_flat_map(move |(in_bits, out_bits)| {
            let n_bases: usize = in_bits.iter().map(|&b| b as usize).sum();
            let limits: Vec<u64> = out_bits.iter().map(|&b| 1u64 << b).collect();
            let basis = limits.iter().map(|&l| 0..l).collect::<Vec<_>>();
            (
                Just(in_bits),
                Just(out_bits),
                prop::collection::vec(basis, n_bases),
            )
        })
        .prop_map(move |(in_bits, out_bits, flat)| {
            let mut flat = flat.into_iter();
            let bases: Vec<(&str, Vec<Vec<u64>>)> = in_bits
                .iter()
                .enumerate()
                .map(|(i, &b)| (ins[i], (0..b).map(|_| flat.next().unwrap()).collect()))
                .collect();
            let outs: Vec<(&str, u64)> = out_bits
                .iter()
                .enumerate()
                .map(|(i, &b)| (outs[i], 1 << b))
                .collect();
            LinearLayout::try_new(&bases, &outs, false).unwrap()
        })
}

/// A layout from `ins` (name, bits) to one output `p` of `out_bits`, bases
/// from `seed`.
fn seeded(ins: &[(&str, u32)], out_bits: u32, seed: u64) -> LinearLayout {
    let mut state = seed | 1;
    let bases: Vec<(&str, Vec<Vec<u64>>)> = ins
        .iter()
        .map(|&(name, bits)| {
            let dim_bases = (0..bits)
                .map(|_| {
                    state = state
                        .wrapping_mul(6364136223846793005)
                        .wrapping_add(1442695040888963407);
                    vec![(state >> 20) & ((1 << out_bits) - 1)]
                })
                .collect();
            (name, dim_bases)
        })
        .collect();
    LinearLayout::try_new(&bases, &[("p", 1 << out_bits)], false).unwrap()
}

/// A random surjective layout onto the outputs of `target`.
fn surjective_onto(target: &LinearLayout, extra: u32, seed: u64) -> LinearLayout {
    // Identity onto the outputs, then extra input bits with seeded bases.
    let mut result = LinearLayout::empty();
    for out in target.out_dims() {
        let size = 1 << target.out_dim_log2(out).unwrap();
        result = result
            .product(&LinearLayout::identity1d(size, "offset", out).unwrap())
            .unwrap();
    }
    let total = target.total_out_bits();
    let mut state = seed | 1;
    let mut bases = Vec::new();
    for _ in 0..extra {
        state = state
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let flat = if total == 0 {
            0
        } else {
            (state >> 17) & ((1 << total) - 1)
        };
        bases.push(flat);
    }
    let flat_outs = result.reshape_outs(&[("flat", 1 << total)]).unwrap();
    let extra_layout = LinearLayout::try_new(
        &[("block", bases.iter().map(|&b| vec![b]).collect())],
        &[("flat", 1 << total)],
        false,
    )
    .unwrap();
    let outs: Vec<(&str, u64)> = target
        .out_dims()
        .into_iter()
        .map(|o| (o, 1u64 << target.out_dim_log2(o).unwrap()))
        .collect();
    flat_outs
        .concat_ins(&extra_layout)
        .unwrap()
        .reshape_outs(&outs)
        .unwrap()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// Injective / surjective agree with counting distinct images.
    #[test]
    fn injectivity_and_surjectivity_by_enumeration(l in layout()) {
        let images: std::collections::BTreeSet<Vec<u64>> = inputs(&l).iter().map(|x| eval(&l, x)).collect();
        prop_assert_eq!(l.is_injective(), images.len() as u64 == 1 << l.total_in_bits());
        prop_assert_eq!(l.is_surjective(), images.len() as u64 == 1 << l.total_out_bits());
    }

    /// `outer ∘ inner` applies inner, then outer.
    #[test]
    fn compose_is_apply_then_apply(inner in layout(), seed in any::<u64>()) {
        // An outer layout whose inputs are inner's outputs, seeded bases.
        let ins: Vec<(&str, u32)> = inner.out_dims().into_iter()
            .map(|o| (o, inner.out_dim_log2(o).unwrap())).collect();
        let outer = seeded(&ins, 4, seed);
        let composed = inner.compose(&outer).unwrap();
        for x in inputs(&inner) {
            let mid = eval(&inner, &x);
            prop_assert_eq!(eval(&composed, &x), eval(&outer, &mid));
        }
    }

    /// `A(x) = B(C(x))` for `C = A.invert_and_compose(B)`, B surjective.
    #[test]
    fn invert_and_compose_solves_the_system(a in layout(), extra in 0u32..3, seed in any::<u64>()) {
        let b = surjective_onto(&a, extra, seed);
        let c = a.invert_and_compose(&b).unwrap();
        prop_assert_eq!(c.in_dims(), a.in_dims());
        for x in inputs(&a) {
            let y = eval(&c, &x);
            prop_assert_eq!(eval(&b, &y), eval(&a, &x));
        }
    }

    /// `self(pseudoinvert(y)) = y` for every output of a surjective layout.
    #[test]
    fn pseudoinverse_is_a_right_inverse(a in layout(), extra in 0u32..3, seed in any::<u64>()) {
        let b = surjective_onto(&a, extra, seed);
        let inverse = b.pseudoinvert().unwrap();
        for y in inputs(&inverse) {
            prop_assert_eq!(eval(&b, &eval(&inverse, &y)), y);
        }
    }

    /// A free bit's column is a sum of the columns before it; a basic
    /// bit's is not.
    #[test]
    fn free_variables_by_enumeration(l in layout()) {
        let masks = l.free_variable_masks();
        let mut flat_free = Vec::new();
        for (dim, mask) in &masks {
            for bit in 0..l.in_dim_log2(dim).unwrap() {
                flat_free.push(mask >> bit & 1 == 1);
            }
        }
        let columns: Vec<Vec<u64>> = l.in_dims().iter()
            .flat_map(|d| l.bases(d).unwrap()).collect();
        for (c, free) in flat_free.iter().enumerate() {
            let in_span = (0u64..1 << c).any(|subset| {
                let mut sum = vec![0u64; columns[c].len()];
                for (j, col) in columns[..c].iter().enumerate() {
                    if subset >> j & 1 == 1 {
                        for (s, v) in sum.iter_mut().zip(col) { *s ^= v; }
                    }
                }
                sum == columns[c]
            });
            prop_assert_eq!(*free, in_span, "bit {} of {}", c, l);
        }
    }

    /// Dividing a product by one factor gives the other back.
    #[test]
    fn division_undoes_product(b in layout(), c in layout()) {
        if let Ok(bc) = b.product(&c) {
            let left = divide_left(&bc, &b).unwrap();
            prop_assert!(left.is_some(), "{} / {}", bc, b);
            prop_assert_eq!(b.product(&left.unwrap()).unwrap(), bc);
        }
        if let Ok(cb) = c.product(&b) {
            let right = divide_right(&cb, &b).unwrap();
            prop_assert!(right.is_some(), "{} / {}", cb, b);
            prop_assert_eq!(right.unwrap().product(&b).unwrap(), cb);
        }
    }

    /// Transposes and reshapes are relabelings: undoing them is exact.
    #[test]
    fn transpose_and_reshape_round_trip(l in layout()) {
        let ins = l.in_dims();
        let mut reversed = ins.clone();
        reversed.reverse();
        let back = l.transpose_ins(&reversed).unwrap().transpose_ins(&ins).unwrap();
        prop_assert_eq!(&back, &l);
        let flat = l.reshape_ins(&[("flat", 1 << l.total_in_bits())]).unwrap();
        let sizes: Vec<(&str, u64)> = ins.iter().map(|d| (*d, 1u64 << l.in_dim_log2(d).unwrap())).collect();
        prop_assert_eq!(&flat.reshape_ins(&sizes).unwrap(), &l);
        let outs = l.out_dims();
        let mut reversed = outs.clone();
        reversed.reverse();
        prop_assert_eq!(&l.transpose_outs(&reversed).unwrap().transpose_outs(&outs).unwrap(), &l);
    }

    /// A sublayout is the layout with the other inputs held at 0 and the
    /// other outputs dropped.
    #[test]
    fn sublayout_holds_other_inputs_at_zero(l in layout()) {
        let ins = l.in_dims();
        let first = [ins[0]];
        let outs = l.out_dims();
        let last = [outs[outs.len() - 1]];
        let sub = l.sublayout(&first, &last).unwrap();
        for x in inputs(&sub) {
            let mut full = vec![0u64; ins.len()];
            full[0] = x[0];
            prop_assert_eq!(eval(&sub, &x)[0], *eval(&l, &full).last().unwrap());
        }
        prop_assert_eq!(l.sublayout_is_zero(&first, &last).unwrap(), inputs(&sub).iter().all(|x| eval(&sub, x)[0] == 0));
    }

    /// V consecutive inputs give V consecutive outputs, and 2V do not.
    #[test]
    fn consecutive_elements_by_enumeration(l in layout()) {
        let v = l.num_consecutive_in_out();
        let holds = |v: u64| inputs(&l).iter().all(|x| {
            let base = x[0] / v * v;
            let mut at_base = x.clone();
            at_base[0] = base;
            let mut expected = eval(&l, &at_base);
            let offset = x[0] - base;
            if expected[0] & offset != 0 { return false; }
            expected[0] += offset;
            expected == eval(&l, x)
        });
        prop_assert!(holds(v), "{} for {}", v, l);
        let first_in = 1u64 << l.in_dim_log2(l.in_dims()[0]).unwrap();
        let first_out = 1u64 << l.out_dim_log2(l.out_dims()[0]).unwrap();
        if 2 * v <= first_in && 2 * v <= first_out {
            prop_assert!(!holds(2 * v), "{} also holds for {}", 2 * v, l);
        }
    }
}

#[test]
fn a_size_one_dim_after_sixty_four_output_bits_packs_and_unpacks() {
    // The last output starts at bit 64 (the others fill all 64): its value
    // is always 0. Reordering or cutting the outputs used to shift by 64.
    let layout = LinearLayout::try_new(
        &[("register", vec![vec![1, 0, 0], vec![0, 1, 0]])],
        &[("dim0", 1 << 32), ("dim1", 1 << 32), ("dim2", 1)],
        false,
    )
    .unwrap();
    let reordered = layout.transpose_outs(&["dim0", "dim1", "dim2"]).unwrap();
    assert_eq!(reordered, layout);
    let moved = layout.transpose_outs(&["dim2", "dim1", "dim0"]).unwrap();
    assert_eq!(
        moved.bases("register").unwrap(),
        vec![vec![0, 0, 1], vec![0, 1, 0]]
    );
    let cut = layout.sublayout(&["register"], &["dim1", "dim2"]).unwrap();
    assert_eq!(cut.bases("register").unwrap(), vec![vec![0, 0], vec![1, 0]]);
}

#[test]
fn truncating_an_input_keeps_its_first_bases() {
    let layout = ll(
        &[
            ("register", vec![vec![0, 1]]),
            ("lane", vec![vec![1, 0], vec![2, 0], vec![0, 2]]),
        ],
        &[("dim0", 4), ("dim1", 4)],
    );
    let half = layout.truncate_in_dim("lane", 2).unwrap();
    assert_eq!(half.bases("lane").unwrap(), [[1, 0], [2, 0]]);
    assert_eq!(half.bases("register").unwrap(), [[0, 1]]);
    assert_eq!(half.out_sizes(), [("dim0", 4), ("dim1", 4)]);
    assert_eq!(
        layout.truncate_in_dim("lane", 4).unwrap_err().to_string(),
        "truncate_in_dim: input lane has 3 bits, fewer than 4"
    );
}

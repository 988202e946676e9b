//! Triton encodings to linear layouts: the seed's examples and broadcast
//! and repetition cases worked by hand.

use weft_layout::triton::{Blocked, Encoding, LinearLayout};

fn blocked(spt: &[u64], tpw: &[u64], wpc: &[u64], order: &[usize]) -> Encoding {
    Encoding::Blocked(
        Blocked::try_new(
            spt.to_vec(),
            tpw.to_vec(),
            wpc.to_vec(),
            order.to_vec(),
            vec![],
        )
        .unwrap(),
    )
}

#[test]
fn the_seeds_16x16_layout() {
    // 4 registers, 32 threads, 2 warps: reg = [[0,1],[1,0]], thr =
    // [[0,2],[0,4],[0,8],[2,0],[4,0]], wrp = [[8,0]].
    let layout = blocked(&[2, 2], &[4, 8], &[2, 1], &[1, 0])
        .to_linear(&[16, 16])
        .unwrap();
    assert_eq!(
        layout.to_string(),
        "{register = [[0, 1], [1, 0]], lane = [[0, 2], [0, 4], [0, 8], [2, 0], [4, 0]], \
         warp = [[8, 0]], block = []} -> (dim0: 16, dim1: 16)"
    );
    // Register 3 of thread 0, warp 0 holds (1, 1).
    assert_eq!(
        layout
            .apply(&[("register", 3), ("lane", 0), ("warp", 0), ("block", 0)])
            .unwrap(),
        vec![("dim0".to_string(), 1), ("dim1".to_string(), 1)]
    );
    assert!(layout.is_invertible());
}

#[test]
fn the_seeds_16x64_blocked_example() {
    // The 2x64 tile repeats 8 times down dim0: 8 times the registers.
    let layout = blocked(&[1, 4], &[2, 16], &[1, 1], &[1, 0])
        .to_linear(&[16, 64])
        .unwrap();
    assert_eq!(
        layout.to_string(),
        "{register = [[0, 1], [0, 2], [2, 0], [4, 0], [8, 0]], \
         lane = [[0, 4], [0, 8], [0, 16], [0, 32], [1, 0]], warp = [], block = []} \
         -> (dim0: 16, dim1: 64)"
    );
}

#[test]
fn smaller_shapes_broadcast_lanes_and_drop_registers() {
    // 2x16 under a 2x64 tile: the two most major lane bits along dim1 hold
    // copies.
    let layout = blocked(&[1, 4], &[2, 16], &[1, 1], &[1, 0])
        .to_linear(&[2, 16])
        .unwrap();
    assert_eq!(
        layout.to_string(),
        "{register = [[0, 1], [0, 2]], lane = [[0, 4], [0, 8], [0, 0], [0, 0], [1, 0]], \
         warp = [], block = []} -> (dim0: 2, dim1: 16)"
    );
    // 1x2: every lane broadcasts, and a register base becomes zero and is
    // dropped.
    let layout = blocked(&[1, 4], &[2, 16], &[1, 1], &[1, 0])
        .to_linear(&[1, 2])
        .unwrap();
    assert_eq!(
        layout.to_string(),
        "{register = [[0, 1]], lane = [[0, 0], [0, 0], [0, 0], [0, 0], [0, 0]], \
         warp = [], block = []} -> (dim0: 1, dim1: 2)"
    );
}

#[test]
fn slices_drop_the_sliced_dim() {
    let parent = blocked(&[1, 4], &[2, 16], &[1, 1], &[1, 0]);
    let slice = Encoding::Slice {
        dim: 0,
        parent: Box::new(parent),
    };
    // The parent at 1x64: lane bit 4 (along dim0) broadcasts.
    assert_eq!(
        slice.to_linear(&[64]).unwrap().to_string(),
        "{register = [[1], [2]], lane = [[4], [8], [16], [32], [0]], warp = [], block = []} -> (dim0: 64)"
    );
}

#[test]
fn ctas_split_the_tensor_above_the_cta_tile() {
    let cga = Blocked::try_new(
        vec![1, 1],
        vec![1, 32],
        vec![1, 1],
        vec![1, 0],
        vec![vec![0, 1]],
    )
    .unwrap();
    let layout = Encoding::Blocked(cga).to_linear(&[1, 64]).unwrap();
    assert_eq!(
        layout.to_string(),
        "{register = [], lane = [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16]], warp = [], \
         block = [[0, 32]]} -> (dim0: 1, dim1: 64)"
    );
}

#[test]
fn linear_encodings_fit_the_shape() {
    let linear = LinearLayout::try_new(
        &[
            ("register", vec![vec![0, 1]]),
            ("lane", vec![vec![1, 0], vec![0, 2]]),
            ("warp", vec![]),
            ("block", vec![]),
        ],
        &[("dim0", 2), ("dim1", 4)],
        true,
    )
    .unwrap();
    let grown = Encoding::Linear(linear).to_linear(&[4, 4]).unwrap();
    assert_eq!(
        grown.to_string(),
        "{register = [[0, 1], [2, 0]], lane = [[1, 0], [0, 2]], warp = [], block = []} -> (dim0: 4, dim1: 4)"
    );
}

#[test]
fn linear_encodings_grow_in_register_order_and_never_broadcast_registers() {
    let linear = |registers: Vec<Vec<u64>>, lanes: Vec<Vec<u64>>| {
        Encoding::Linear(
            LinearLayout::from_bases(
                &[
                    ("register", registers),
                    ("lane", lanes),
                    ("warp", vec![]),
                    ("block", vec![]),
                ],
                &["dim0", "dim1"],
            )
            .unwrap(),
        )
    };
    // Registers walk dim1 first, so dim1 grows first.
    assert_eq!(
        linear(vec![vec![0, 1]], vec![vec![1, 0]])
            .to_linear(&[4, 4])
            .unwrap()
            .to_string(),
        "{register = [[0, 1], [0, 2], [2, 0]], lane = [[1, 0]], warp = [], block = []} -> (dim0: 4, dim1: 4)"
    );
    // Lanes broadcast to fit a smaller tensor, registers do not.
    assert_eq!(
        linear(vec![vec![0, 1]], vec![vec![1, 0], vec![0, 2]])
            .to_linear(&[2, 2])
            .unwrap()
            .to_string(),
        "{register = [[0, 1]], lane = [[1, 0], [0, 0]], warp = [], block = []} -> (dim0: 2, dim1: 2)"
    );
    // A register whose basis is the largest along a dim too large is
    // removed (checked against Triton 3.9's to_linear_layout).
    assert_eq!(
        linear(vec![vec![0, 1], vec![0, 2]], vec![vec![1, 0]])
            .to_linear(&[2, 2])
            .unwrap()
            .to_string(),
        "{register = [[0, 1]], lane = [[1, 0]], warp = [], block = []} -> (dim0: 2, dim1: 2)"
    );
}

#[test]
fn encodings_check_like_triton() {
    assert_eq!(
        Blocked::try_new(vec![1, 3], vec![2, 16], vec![1, 1], vec![1, 0], vec![])
            .unwrap_err()
            .to_string(),
        "Every element in sizePerThread must be a power of two."
    );
    assert_eq!(
        Blocked::try_new(vec![1, 4], vec![2, 16], vec![1, 1], vec![1, 1], vec![])
            .unwrap_err()
            .to_string(),
        "order must be a permutation of 0..2, got [1, 1]"
    );
    // Found by the fuzzer: a block bit that moves two dims.
    let with_cga = |cga: Vec<Vec<u64>>| {
        Blocked::try_new(vec![1, 4], vec![1, 32], vec![4, 2], vec![1, 0], cga)
            .map(|b| b.num_ctas())
            .map_err(|e| e.to_string())
    };
    let not_permutation =
        "After removing broadcast bases the CGA encoding must be a permutation matrix";
    assert_eq!(with_cga(vec![vec![1, 1]]), Err(not_permutation.to_string()));
    assert_eq!(with_cga(vec![vec![0, 2]]), Err(not_permutation.to_string()));
    // Broadcast bases are allowed.
    assert_eq!(with_cga(vec![vec![0, 1], vec![0, 0]]), Ok(4));
    let b = blocked(&[1, 4], &[2, 16], &[1, 1], &[1, 0]);
    assert_eq!(
        b.to_linear(&[16]).unwrap_err().to_string(),
        "rank mismatch between encoding and tensor: 2 != 1"
    );
    assert_eq!(
        b.to_linear(&[16, 48]).unwrap_err().to_string(),
        "tensor dims must be powers of two, got 48"
    );
}

mod model {
    use proptest::prelude::*;
    use weft_layout::Layout;
    use weft_layout::laws::check_laws;
    use weft_layout::triton::{Blocked, Encoding, TritonLayout};

    #[test]
    fn broadcast_slots_are_replicas_and_storage_is_a_register_file() {
        let encoding = Encoding::Blocked(
            Blocked::try_new(vec![1, 4], vec![2, 16], vec![2, 1], vec![1, 0], vec![]).unwrap(),
        );
        let layout = TritonLayout::try_new(&[2, 16], encoding).unwrap();
        // 2 warps x 32 lanes x 4 registers hold 32 elements, 8 copies each.
        assert_eq!(layout.slot_count(), 256);
        assert_eq!(layout.element_count(), Ok(32));
        assert_eq!(layout.max_copies(), Ok(8));
        assert_eq!(layout.padding_slot_count(), Ok(0));
        assert_eq!(
            layout.slots_of(&[1, 5]).unwrap().take(8),
            vec![
                vec![0, 0, 17, 1],
                vec![0, 0, 21, 1],
                vec![0, 0, 25, 1],
                vec![0, 0, 29, 1],
                vec![0, 1, 17, 1],
                vec![0, 1, 21, 1],
                vec![0, 1, 25, 1],
                vec![0, 1, 29, 1],
            ]
        );
        let weft_layout::Storage::Registers(file) = layout.storage().unwrap() else {
            panic!("a register file")
        };
        let names: Vec<&str> = file.workers.iter().map(|a| a.name.as_str()).collect();
        assert_eq!(names, ["block", "warp", "lane"]);
        assert_eq!(file.registers, 4);
        // Warp bit 0 and lane bits 2 and 3 hold copies.
        assert_eq!(file.replicated, vec![0, 0b1, 0b1100]);
        assert_eq!(check_laws(&layout), Ok(()));
    }

    #[test]
    fn module_facts_are_checked() {
        let encoding = Encoding::Blocked(
            Blocked::try_new(vec![1, 4], vec![2, 8], vec![2, 1], vec![1, 0], vec![]).unwrap(),
        );
        let layout = TritonLayout::try_new(&[16, 64], encoding).unwrap();
        let mut facts = weft_layout::IrFacts::default();
        assert_eq!(
            layout.check_facts(&facts).unwrap_err().to_string(),
            "the layout has 16 threads per warp but the module has ttg.threads-per-warp = 32"
        );
        facts.module.insert("ttg.threads-per-warp".into(), 16);
        facts.module.insert("ttg.num-warps".into(), 4);
        assert_eq!(
            layout.check_facts(&facts).unwrap_err().to_string(),
            "the layout has 2 warps per CTA but the module has ttg.num-warps = 4"
        );
        facts.module.insert("ttg.num-warps".into(), 2);
        assert_eq!(layout.check_facts(&facts), Ok(()));
    }

    fn pow2(max_log: u32) -> impl Strategy<Value = u64> {
        (0..=max_log).prop_map(|l| 1u64 << l)
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(120))]

        /// Every blocked layout on every small shape obeys the model's laws.
        #[test]
        fn blocked_layouts_obey_the_laws(
            spt in prop::collection::vec(pow2(2), 2),
            tpw in prop::collection::vec(pow2(3), 2),
            wpc in prop::collection::vec(pow2(1), 2),
            swap in any::<bool>(),
            shape in prop::collection::vec((0u32..=4).prop_map(|l| 1i64 << l), 2),
        ) {
            let order = if swap { vec![0, 1] } else { vec![1, 0] };
            let encoding = Encoding::Blocked(Blocked::try_new(spt, tpw, wpc, order, vec![]).unwrap());
            let layout = TritonLayout::try_new(&shape, encoding).unwrap();
            prop_assert_eq!(check_laws(&layout), Ok(()));
        }
    }
}

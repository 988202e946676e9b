//! Spyre layouts: the seed's examples, the verifier's rules, and the laws
//! of the coordinate maps over random layouts.

use proptest::prelude::*;
use weft_layout::element::ScalarType;
use weft_layout::laws::check_laws;
use weft_layout::model::for_each_index;
use weft_layout::spyre::defaults::{DEFAULT_ELEMENT, default_layout};
use weft_layout::spyre::{SpyreLayout, SpyreTensor};
use weft_layout::{Layout, Storage};

fn seed_layout() -> SpyreLayout {
    SpyreLayout::try_new(vec![256, 8, 128, 64], vec![1, 2, 0, 2]).unwrap()
}

#[test]
fn the_seed_maps_device_a_b_c_d_to_host_c_a_b64_plus_d() {
    let tensor = SpyreTensor::try_new(&[128, 256, 512], DEFAULT_ELEMENT, seed_layout()).unwrap();
    for (a, b, c, d) in [(0, 0, 0, 0), (5, 3, 7, 11), (255, 7, 127, 63)] {
        assert_eq!(
            tensor.host_of(&[a, b, c, d]).unwrap(),
            Some(vec![c, a, b * 64 + d])
        );
        assert_eq!(
            tensor.device_of(&[c, a, b * 64 + d]).unwrap(),
            vec![a, b, c, d]
        );
    }
    assert_eq!(tensor.padding_slot_count().unwrap(), 0);
    assert_eq!(
        tensor.layout().device_strides().unwrap(),
        vec![65536, 8192, 64, 1]
    );
    assert_eq!(tensor.bytes().unwrap(), 256 * 8 * 128 * 64 * 2);
}

#[test]
fn the_seed_layout_pads_a_smaller_tensor() {
    let tensor = SpyreTensor::try_new(&[100, 200, 500], DEFAULT_ELEMENT, seed_layout()).unwrap();
    assert_eq!(tensor.extents(), &[128, 256, 512]);
    assert_eq!(tensor.dim_padding(), vec![28, 56, 12]);
    assert_eq!(
        tensor.padding_slot_count().unwrap(),
        256 * 8 * 128 * 64 - 100 * 200 * 500
    );
    // Host dim 1 = a: a = 200 is padding, as is b*64 + d = 500.
    assert_eq!(tensor.host_of(&[200, 0, 0, 0]).unwrap(), None);
    assert_eq!(tensor.host_of(&[0, 7, 0, 52]).unwrap(), None);
    assert_eq!(
        tensor.host_of(&[0, 7, 0, 51]).unwrap(),
        Some(vec![0, 0, 499])
    );
    let Storage::Buffer(buffer) = tensor.storage().unwrap() else {
        panic!("a Spyre tensor is stored in a buffer")
    };
    assert_eq!(buffer.shape(), vec![256, 8, 128, 64]);
    assert_eq!(buffer.local_byte_strides, vec![131072, 16384, 128, 2]);
}

#[test]
fn size_one_dims_do_not_count() {
    let layout = SpyreLayout::try_new(vec![512, 4, 64], vec![0, 1, 1]).unwrap();
    let tensor = SpyreTensor::try_new(&[512, 1, 256], DEFAULT_ELEMENT, layout).unwrap();
    assert_eq!(tensor.tensor_shape(), &[512, 1, 256]);
    assert_eq!(tensor.logical_shape(), &[512, 256]);
    assert_eq!(tensor.logical_dims_in_tensor(), vec![0, 2]);
    assert_eq!(check_laws(&tensor), Ok(()));
}

#[test]
fn each_rule_has_its_message() {
    let error = |sizes: &[i64], element: &str, device: Vec<i64>, map: Vec<i64>| {
        let layout = SpyreLayout::try_new(device, map).unwrap();
        SpyreTensor::try_new(sizes, element.parse().unwrap(), layout)
            .unwrap_err()
            .to_string()
    };
    assert_eq!(
        error(&[4, 4, 4], "f16", vec![4, 64], vec![0, 1]),
        "device rank 2 is smaller than the canonical host rank 3"
    );
    assert_eq!(
        error(&[4, 64], "f16", vec![4, 1, 64], vec![0, 2, 1]),
        "dim_map[1] is 2, outside -1..1 for canonical host rank 2"
    );
    assert_eq!(
        error(&[4, 64], "f16", vec![4, 64], vec![0, 0]),
        "host dim 1 does not appear in dim_map"
    );
    assert_eq!(
        error(
            &[128, 256, 512],
            "f32",
            vec![256, 8, 128, 64],
            vec![1, 2, 0, 2]
        ),
        "the stick dim (last) has 64 elements but a 128-byte stick of f32 holds 32"
    );
    assert_eq!(
        error(
            &[128, 256, 500],
            "f16",
            vec![256, 7, 128, 64],
            vec![1, 2, 0, 2]
        ),
        "device extent 448 of host dim 2 is smaller than its size 500"
    );
}

#[test]
fn sparse_tensors_hold_one_element_per_stick() {
    let layout = default_layout(&[512, 256], DEFAULT_ELEMENT, None, true).unwrap();
    let tensor = SpyreTensor::try_new(&[512, 256], DEFAULT_ELEMENT, layout).unwrap();
    assert_eq!(tensor.device_of(&[3, 5]).unwrap(), vec![5, 3, 0]);
    assert_eq!(tensor.host_of(&[5, 3, 0]).unwrap(), Some(vec![3, 5]));
    assert_eq!(tensor.host_of(&[5, 3, 1]).unwrap(), None);
    assert_eq!(
        tensor.padding_slot_count().unwrap(),
        256 * 512 * 64 - 512 * 256
    );
}

fn case() -> impl Strategy<Value = (Vec<i64>, Option<Vec<usize>>, bool, &'static str)> {
    (0usize..=3).prop_flat_map(|rank| {
        (
            prop::collection::vec(1i64..=70, rank),
            prop::option::of(Just((0..rank).collect::<Vec<_>>()).prop_shuffle()),
            any::<bool>(),
            prop::sample::select(vec!["f16", "f32", "i8", "bf16"]),
        )
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(150))]

    /// Default layouts of random tensors: host -> device -> host is the
    /// identity, every slot is one element or padding, the model's laws
    /// hold, and the attribute reads back.
    #[test]
    fn default_layouts_round_trip((sizes, order, sparse, element) in case()) {
        let element: ScalarType = element.parse().unwrap();
        let layout = default_layout(&sizes, element, order.as_deref(), sparse).unwrap();
        prop_assert_eq!(&layout.to_string().parse::<SpyreLayout>().unwrap(), &layout);
        let tensor = SpyreTensor::try_new(&sizes, element, layout).unwrap();
        if tensor.slot_count() <= 1 << 16 {
            prop_assert_eq!(check_laws(&tensor), Ok(()));
        }
        let logical = tensor.logical_shape().to_vec();
        for_each_index(&logical, |host| {
            let device = tensor.device_of(host)?;
            assert_eq!(tensor.host_of(&device)?, Some(host.to_vec()));
            Ok(())
        }).unwrap();
    }
}

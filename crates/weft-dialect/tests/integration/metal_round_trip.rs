//! For random layouts built in Rust: the attribute made from the value is
//! the one MLIR parses from the value's text, and converts back to the same
//! value. This pins `MetalEncoding`'s `Display` to MLIR's printer.

use melior::ir::Attribute;
use proptest::prelude::*;
use weft_dialect::create_context;
use weft_dialect::tt::MetalLayoutAttr;
use weft_layout::element::ScalarType;
use weft_layout::metal::collapse::{BuildOptions, build};
use weft_layout::metal::{MemorySpace, OobValue};
use weft_layout::metal::{Tile, TileDataType};

fn options() -> impl Strategy<Value = (Vec<i64>, BuildOptions, &'static str)> {
    (1usize..=5).prop_flat_map(|rank| {
        (
            prop::collection::vec(1i64..=70, rank),
            prop::collection::vec(1i64..=8, 2..=4),
            prop::option::of((1i64..=64, 1i64..=64, 0usize..TileDataType::ALL.len())),
            0usize..MemorySpace::ALL.len(),
            0usize..OobValue::ALL.len(),
            prop::sample::select(vec!["f32", "bf16", "f16"]),
            prop::collection::vec(1i64..=4, rank),
        )
            .prop_map(|(shape, grid, tile, space, oob, element, alignments)| {
                let tile = tile.map(|(h, w, t)| {
                    // Float tensors fit every float format; pick one.
                    let float_types: Vec<TileDataType> = TileDataType::ALL
                        .iter()
                        .copied()
                        .filter(|d| d.is_float())
                        .collect();
                    Tile::try_new(h, w, float_types[t % float_types.len()]).unwrap()
                });
                let options = BuildOptions {
                    grid,
                    tile,
                    memory_space: MemorySpace::ALL[space],
                    oob: OobValue::ALL[oob],
                    alignments,
                    ..BuildOptions::default()
                };
                (shape, options, element)
            })
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(150))]

    #[test]
    fn built_attribute_is_the_parsed_one((shape, options, element) in options()) {
        let context = create_context();
        let element: ScalarType = element.parse().unwrap();
        let layout = build(&shape, element, &options).unwrap();
        let encoding = layout.encoding();
        let built = MetalLayoutAttr::from_encoding(&context, encoding).unwrap();
        let text = encoding.to_string();
        let parsed = Attribute::parse(&context, &text).unwrap();
        prop_assert_eq!(built.as_attribute(), parsed);
        prop_assert_eq!(built.to_string(), text);
        prop_assert_eq!(&built.to_encoding().unwrap(), encoding);
    }
}

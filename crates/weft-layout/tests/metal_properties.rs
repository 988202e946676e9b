//! Algebraic laws of metal layouts over random shapes, grids and tiles.

use proptest::prelude::*;
use weft_layout::element::ScalarType;
use weft_layout::laws::check_laws;
use weft_layout::metal::MetalEncoding;
use weft_layout::metal::collapse::{BuildOptions, build};
use weft_layout::metal::{Tile, TileDataType};
use weft_layout::model::for_each_index;
use weft_layout::{Layout, arith};

type Case = (Vec<i64>, Vec<i64>, Option<(i64, i64)>, Vec<i64>);

fn case() -> impl Strategy<Value = Case> {
    (1usize..=4).prop_flat_map(|rank| {
        (
            prop::collection::vec(1i64..=9, rank),
            prop::collection::vec(1i64..=4, 2..=3),
            prop::option::of((1i64..=8, 1i64..=8)),
            prop::collection::vec(1i64..=5, rank),
        )
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    /// Every element has exactly one slot and is found there again; every
    /// other slot is padding; shards cover the physical shape with less than
    /// one slot per core (grid) and one tile (tile) of padding per dim.
    #[test]
    fn every_element_round_trips((shape, grid, tile, alignments) in case()) {
        let tile = tile.map(|(h, w)| Tile::try_new(h, w, TileDataType::Float32).unwrap());
        let options = BuildOptions { grid: grid.clone(), tile, alignments, ..BuildOptions::default() };
        let element: ScalarType = "f32".parse().unwrap();
        let layout = build(&shape, element, &options).unwrap();

        // The printed attribute reads back as the same encoding.
        let text = layout.encoding().to_string();
        prop_assert_eq!(&text.parse::<MetalEncoding>().unwrap(), layout.encoding());

        for (i, (&p, &g)) in layout.physical_shape().iter().zip(&grid).enumerate() {
            let shard = layout.scalar_shard()[i];
            prop_assert!(shard * g >= p);
            // ceil-division leaves less than one slot per core of padding.
            prop_assert!(shard * g - p < g);
            let local = layout.physical_space().local_shape()[i];
            let tile_side = match tile {
                Some(t) if i == grid.len() - 2 => t.height(),
                Some(t) if i == grid.len() - 1 => t.width(),
                _ => 1,
            };
            prop_assert!(local >= shard && local - shard < tile_side);
        }

        // The model's laws, by enumeration: slots and elements agree, the
        // closed-form counts equal the counted ones, storage covers all.
        prop_assert_eq!(check_laws(&layout), Ok(()));
        let hits = arith::product(&shape, "n").unwrap();
        let padding = layout.padding_slot_count().unwrap() as i64;

        // Per-core queries (closed form) agree with walking each core's
        // slots, and add up to the whole.
        let regions = layout.core_regions().unwrap();
        let local = layout.physical_space().local_shape();
        for region in &regions {
            let (mut count, mut first, mut last) = (0i64, None, None);
            for_each_index(&local, |offset| {
                let slot: Vec<i64> = region.core.iter().chain(offset).copied().collect();
                if let Some(x) = layout.elements_at(&slot).map(|s| s.first())? {
                    count += 1;
                    if first.is_none() { first = Some(x.clone()); }
                    last = Some(x);
                }
                Ok(())
            }).unwrap();
            prop_assert_eq!(region.elements, count);
            prop_assert_eq!(&region.first_logical, &first);
            prop_assert_eq!(&region.last_logical, &last);
        }
        prop_assert_eq!(regions.iter().map(|r| r.elements).sum::<i64>(), hits);
        prop_assert_eq!(regions.iter().map(|r| r.padding_elements).sum::<i64>(), padding);
    }
}

//! Slicing a layout by a coordinate holding `_` (`slice`, `dice`,
//! `slice_and_offset`, `L(_, j)`), of plain and of swizzled layouts. Each
//! result was checked against CuTe's C++, and every slice of a swizzled
//! tile is checked element by element here.

mod cute_common;

use proptest::prelude::*;
use weft_layout::cute::CuteLayout;
use weft_layout::cute::expr::evaluate;

use cute_common::{at, check, eval, random_layout};

/// Slicing by a coordinate holding `_` (`cute::slice`, `cute::dice`,
/// `cute::slice_and_offset`, `L(_, j)`), each result checked against
/// CuTe's C++ (CUTLASS main at 7107b05).
#[test]
fn slicing() {
    check(&[
        ("slice((_,2),(4,8):(8,1))", "(4):(8)"),
        ("(4,8):(8,1)(_,2)", "(4):(8)"),
        ("((4,8):(8,1))(1,_)", "(8):(1)"),
        ("slice((4,8):(8,1),(_,2))", "(4):(8)"),
        ("dice((1,_),(4,8):(8,1))", "(4):(8)"),
        ("slice(((_,1),_),((2,3),4):((1,2),6))", "(2,4):(1,6)"),
        // `_` paired with a tuple mode keeps the whole mode.
        ("slice((_,1),((2,3),4):((1,2),6))", "((2,3)):((1,2))"),
        ("dice(((_,1),_),((2,3),4):((1,2),6))", "(3):(2)"),
        // At the top, slice(_, L) and dice(i, L) are L.
        ("slice(_,((2,3),4):((1,2),6))", "((2,3),4):((1,2),6)"),
        ("dice(3,(4,8):(8,1))", "(4,8):(8,1)"),
        (
            "slice_and_offset(((_,1),3),((2,3),4):((1,2),6))",
            "((2):(1),20)",
        ),
        ("get<1>(slice_and_offset((_,2),(4,8):(8,1)))", "2"),
        ("get<0>(slice_and_offset((_,2),(4,8):(8,1)))", "(4):(8)"),
        (
            "slice(make_coord(_, 2), make_layout(make_shape(4,8), make_stride(8,1)))",
            "(4):(8)",
        ),
        (
            "make_layout(make_shape(4,8), LayoutRight{})(_, 3)",
            "(4):(8)",
        ),
        ("make_coord(_, make_coord(1,_))", "(_,(1,_))"),
        ("crd2idx(make_coord(_,3),(4,8):(8,1))", "3"),
        ("size((4,8):(8,1)(_,2))", "4"),
        // A swizzled layout sliced by `_` only keeps its swizzle.
        (
            "slice(((_,_),_), Sw<1,0,1> o ((2,2),4):((1,2),4))",
            "Sw<1,0,1> o (2,2,4):(1,2,4)",
        ),
        (
            "(Sw<1,0,1> o ((2,2),4):((1,2),4))(_,_)",
            "Sw<1,0,1> o ((2,2),4):((1,2),4)",
        ),
        // A shared-memory stage, `sA(_, _, k)`: the integers fix whole
        // periods of the swizzle, which stays over the slice.
        (
            "slice_and_offset((_,_,1), tile_to_shape(Sw<3,3,3> o (_8,_64):(_64,_1), (_64,_64,_3)))",
            "(Sw<3,3,3> o ((8,8),(64,1)):((64,512),(1,0)),4096)",
        ),
        (
            "slice((_,_,2), tile_to_shape(Sw<3,3,3> o (_8,_64):(_64,_1), (_64,_64,_3)))",
            "Sw<3,3,3> o ((8,8),(64,1)):((64,512),(1,0))",
        ),
        // A column of the stage: the rows reach only the bits the swizzle
        // reads, so CuTe folds it into a plain layout (each bit read a
        // mode of stride Y+Z), the fixed column its offset. A static
        // column makes those strides static, and the modes merge.
        (
            "slice_and_offset((_,1,_), tile_to_shape(Sw<3,3,3> o (_8,_64):(_64,_1), (_64,_64,_3)))",
            "((((2,2,2),8),(1,3)):(((72,144,288),512),(0,4096)),1)",
        ),
        (
            "slice_and_offset((_,_1,_), tile_to_shape(Sw<3,3,3> o (_8,_64):(_64,_1), (_64,_64,_3)))",
            "(((8,8),(1,3)):((72,512),(0,4096)),1)",
        ),
        (
            "(Sw<3,4,3> o (8,64):(64,1))(_,1)",
            "error: Sw<3,4,3> o (8,64):(64,1)(...): slicing the swizzled layout Sw<3,4,3> o \
             (8,64):(64,1) at (_,1), which holds integers: CuTe's C++ slices a swizzled layout \
             at integers only when its integers are static",
        ),
        (
            "slice_and_offset((_,_8), Sw<1,0,1> o (_4,_16):(_1,_4))",
            "(Sw<1,0,1> o (4):(1),32)",
        ),
        (
            "slice_and_offset((_,_8), Sw<1,0,1> o (_2,_16):(_1,_4))",
            "((2):(1),32)",
        ),
        // A row of a swizzled tile: its fixed bits set the signs of the
        // modes the swizzle becomes (values from CuTe's C++).
        (
            "slice_and_offset((3,_), Sw<3,4,3> o (_64,_64):(_64,_1))",
            "(((16,2,2)):((1,-16,32)),208)",
        ),
        (
            "slice_and_offset((_,8), Sw<3,4,3> o (_8,_64):(_64,_1))",
            "(((2,2,2)):((64,144,288)),8)",
        ),
        (
            "slice_and_offset((5,_), Sw<2,0,2> o (_16,_4):(_1,_16))",
            "((4):(16),4)",
        ),
        // The swizzle stays over the slice, and the column fixes bits it
        // reads: CuTe keeps them as an offset inside the swizzle, known at
        // run time only for a run-time column (CuTe's MixedBits, printed
        // M_0|(0&48)=0 by CuTe's C++; values from it).
        (
            "slice_and_offset((_,_3), Sw<3,4,3> o (_64,_64):(_64,_1))",
            "(Sw<3,4,3> o (64):(64),3)",
        ),
        (
            "slice_and_offset((_,3), Sw<3,4,3> o (_64,_64):(_64,_1))",
            "(Sw<3,4,3> o M0|(0&48)=0 o (64):(64),3)",
        ),
        (
            "slice_and_offset((_,19), Sw<3,4,3> o (_64,_64):(_64,_1))",
            "(Sw<3,4,3> o M0|(16&48)=16 o (64):(64),3)",
        ),
        // A composed offset of its own: the fixed bits are XORed into it,
        // static or not as CuTe's types make them.
        (
            "slice_and_offset((_,_19), Sw<3,4,3> o _32 o (_64,_64):(_64,_1))",
            "(Sw<3,4,3> o 48 o (64):(64),3)",
        ),
        (
            "slice_and_offset((_,19), Sw<3,4,3> o _32 o (_64,_64):(_64,_1))",
            "(Sw<3,4,3> o M0|(48&48)=48 o (64):(64),3)",
        ),
        (
            "slice_and_offset((_,19), Sw<3,4,3> o 32 o (_64,_64):(_64,_1))",
            "(Sw<3,4,3> o 48 o (64):(64),3)",
        ),
        // A static offset below 0 beside run-time bits has no MixedBits
        // (32 bits, from 0); a run-time offset is an integer, printed signed
        // (CuTe's C++ prints it as 32-bit unsigned, 4294966272).
        (
            "slice_and_offset((_,3), Sw<3,4,3> o _-1024 o (_64,_64):(_64,_1))",
            "error: slice_and_offset: slicing the swizzled layout Sw<3,4,3> o -1024 o \
             (64,64):(64,1) at (_,3), which holds integers: the offset it would keep inside the \
             swizzle, M-1024|(0&48)=-1024: CuTe's MixedBits hold 32 bits, each part from 0 to \
             2^32-1",
        ),
        (
            "slice_and_offset((_,3), Sw<3,4,3> o -1024 o (_64,_64):(_64,_1))",
            "(Sw<3,4,3> o -1024 o (64):(64),3)",
        ),
        // A stage at a run-time index: its bit 9 is one the swizzle reads,
        // kept as a run-time bit beside the static 16.
        (
            "slice_and_offset((_,_,1), Sw<3,4,3> o _16 o (_8,_64,_4):(_64,_1,_512))",
            "(Sw<3,4,3> o M16|(512&512)=528 o (8,64):(64,1),0)",
        ),
        // A kept slice sliced again: the bits it fixes join the kept ones.
        (
            "slice_and_offset((3,_), get<0>(slice_and_offset((_,19,_), \
             Sw<3,4,3> o (_8,_64,_4):(_64,_1,_512))))",
            "(((2,2)):((448,1024)),192)",
        ),
        (
            "slice_and_offset((_,2), get<0>(slice_and_offset((_,19,_), \
             Sw<3,4,3> o (_8,_64,_4):(_64,_1,_512))))",
            "(((2,2,2)):((64,112,288)),1040)",
        ),
        // CuTe folds this row into ((16,2,2)):((1,-16,32)) at 240, from
        // the offset 32 + 192 as if no bit carried; its element 32 lands
        // at 272, where the swizzle puts 288.
        (
            "slice_and_offset((_3,_), Sw<3,4,3> o _32 o (_64,_64):(_64,_1))",
            "error: slice_and_offset: slicing the swizzled layout Sw<3,4,3> o 32 o \
             (64,64):(64,1) at (3,_), which holds integers: CuTe's plain layout for it, \
             ((16,2,2)):((1,-16,32)) at offset 240, maps element 32 to 272 where the swizzled \
             layout gives 288",
        ),
        // CuTe's C++ splits the fixed offset 4 + 14 bit by bit, as if the
        // two modes' bits did not carry into one another, and gives 10;
        // the swizzled layout puts element 0 at 18.
        (
            "slice_and_offset(((1,0,_),7), Sw<1,0,-2> o ((_2,_1,_8),_8):((_4,_-64,_256),_2))",
            "error: slice_and_offset: slicing the swizzled layout Sw<1,0,-2> o \
             ((2,1,8),8):((4,-64,256),2) at ((1,0,_),7), which holds integers: CuTe's plain \
             layout for it, (8):(256) at offset 10, maps element 0 to 10 where the swizzled \
             layout gives 18",
        ),
        // CuTe's C++ cannot split this fixed offset (its mode's projection
        // spans no power of two bits: a compile-time error); Weft splits
        // it bit by bit: elements at -10 and 6, as the swizzle puts them.
        (
            "slice_and_offset((_0,_3,_), Sw<1,1,1> o (_1,_4,_2):(_1,_-4,_16))",
            "((2):(16),-10)",
        ),
        // CuTe's split of a negative fixed offset misses a bit the swizzle
        // reads: its offset is off by one, its layout right. `slice`
        // gives the layout (the offset goes to the pointer);
        // `slice_and_offset` refuses.
        (
            "slice((_1,_), Sw<1,0,3> o ((_2,_1),_4):((_-4,_-4),_32))",
            "(4):(32)",
        ),
        (
            "slice_and_offset((_1,_), Sw<1,0,3> o ((_2,_1),_4):((_-4,_-4),_32))",
            "error: slice_and_offset: slicing the swizzled layout Sw<1,0,3> o \
             ((2,1),4):((-4,-4),32) at (1,_), which holds integers: CuTe's plain layout for \
             it, (4):(32) at offset -4, maps element 0 to -4 where the swizzled layout gives -3",
        ),
        // Negative offsets, swizzled as CuTe's bit operations swizzle them;
        // CuTe's C++ prints the offset -40 as the unsigned 4294967256.
        (
            "slice_and_offset((0,_,1), Sw<1,1,1> o (_2,((_4,_3),_2),_2):(_8,((_-24,_16),_4),_-40))",
            "((((4,3),2)):(((-24,16),6)),-40)",
        ),
        (
            "slice((1,2),(4,8):(8,1))",
            "error: slice: slice((1,2), (4,8):(8,1)) keeps no mode: the coordinate has no _; \
             CuTe's result is the empty layout ():(), which Weft does not represent",
        ),
        (
            "dice((_,_),(4,8):(8,1))",
            "error: dice: dice((_,_), (4,8):(8,1)) keeps no mode: the coordinate is all _; \
             CuTe's result is the empty layout ():(), which Weft does not represent",
        ),
        (
            "slice((_,2,3),(4,8):(8,1))",
            "error: slice: the coordinate (_,2,3) has 3 modes where the shape (4,8) has 2 modes",
        ),
        (
            "slice(((_,2),3),(4,8):(8,1))",
            "error: slice: the coordinate (_,2) has 2 modes where the shape 4 is an integer",
        ),
        (
            "dice((_,0),Sw<3,4,3> o (8,64):(64,1))",
            "error: dice: expected a layout without a swizzle, got Sw<3,4,3> o (8,64):(64,1)",
        ),
        (
            "(_,2):(1,2)",
            "error: cannot parse CuTe expression '(_,2):(1,2)': a shape holds no '_'; \
             '_' slices a layout by a coordinate at offset 0",
        ),
        (
            "make_shape(_,2)",
            "error: make_shape: expected an integer or a tuple, got the tiler _",
        ),
    ]);
}

/// A coordinate of `layout`'s top-level profile, each mode `_` where
/// `underscores` has a bit set, else an index into the mode.
fn slicing_coord(layout: &CuteLayout, underscores: u32, picks: &[i64]) -> (String, Vec<i64>) {
    let mut fixed = Vec::new();
    let parts: Vec<String> = layout
        .modes()
        .enumerate()
        .map(|(i, mode)| {
            if underscores & (1 << i) != 0 {
                "_".to_string()
            } else {
                let pick = picks[i] % mode.size();
                fixed.push(pick);
                pick.to_string()
            }
        })
        .collect();
    (format!("({})", parts.join(",")), fixed)
}

proptest! {
    /// `slice_and_offset` splits a layout: at every index j of the slice,
    /// offset + slice(j) is the layout at the coordinate with `_` taken as
    /// j's coordinate in the sliced modes; and the slice and the dice of
    /// one coordinate together have the layout's size.
    #[test]
    fn slicing_splits_the_layout(
        layout in random_layout(),
        underscores in 1u32..8,
        picks in proptest::collection::vec(0i64..64, 3),
    ) {
        prop_assume!(layout.rank() > 1);
        let underscores = underscores & ((1 << layout.rank()) - 1);
        prop_assume!(underscores != 0);
        let (coord, _) = slicing_coord(&layout, underscores, &picks);
        let both = evaluate(&format!("slice_and_offset({coord}, {layout})")).unwrap();
        let sliced = both.mode(0).unwrap().to_layout().unwrap();
        let offset = both.mode(1).unwrap().to_tuple().unwrap().int_value().unwrap().value;
        let kept: Vec<CuteLayout> = layout
            .modes()
            .enumerate()
            .filter(|(i, _)| underscores & (1 << i) != 0)
            .map(|(_, mode)| mode)
            .collect();
        prop_assert_eq!(sliced.size(), kept.iter().map(CuteLayout::size).product::<i64>());
        for j in 0..sliced.size() {
            // j's coordinate in the kept modes, colexicographic.
            let mut rest = j;
            let mut expected = offset;
            for mode in &kept {
                expected += at(mode, rest % mode.size());
                rest /= mode.size();
            }
            prop_assert_eq!(offset + at(&sliced, j), expected, "{} at {}", coord, j);
        }
        if underscores != (1 << layout.rank()) - 1 {
            let diced = evaluate(&format!("dice({coord}, {layout})")).unwrap().to_layout().unwrap();
            prop_assert_eq!(diced.size() * sliced.size(), layout.size());
        }
    }
}

/// A row or a column of a swizzled row-major tile, at a static or a
/// run-time integer, the tile at no composed offset or at one: CuTe's
/// C++ folds the swizzle into a plain layout or keeps it (the bits the
/// integers fix joining the composed offset), and every element of the
/// result is where the swizzled tile puts it. At a composed offset CuTe
/// XORs the fixed bits into it, which is not always their sum: those
/// slices are refused, and counted.
#[test]
fn rows_and_columns_of_swizzled_tiles_are_where_the_swizzle_puts_them() {
    let swizzles = [
        (1, 0, 1),
        (2, 1, 2),
        (3, 3, 3),
        (3, 4, 3),
        (2, 2, -2),
        (1, 3, -4),
    ];
    let mut refused = 0;
    for (b, m, s) in swizzles {
        for offset in ["", "_16 o ", "48 o ", "_1024 o "] {
            let tile = format!("Sw<{b},{m},{s}> o {offset}(_16,_64):(_64,_1)");
            refused += slices_land_where_the_swizzle_puts_them(&tile);
        }
    }
    assert_eq!(refused, 48);
}

/// Checks every row and column slice of the 16x64 `tile` (at rows 0, 3,
/// 5, 15 and columns 0, 1, 7, 40, each static and at run time) element by
/// element; returns how many were refused because CuTe's split of the
/// fixed offset is not exact, which only a tile at a composed offset may
/// be.
fn slices_land_where_the_swizzle_puts_them(tile: &str) -> usize {
    let mut refused = 0;
    let cuts = [0, 3, 5, 15]
        .iter()
        .map(|r| (format!("({r},_)"), format!("(_{r},_)"), *r, None))
        .chain(
            [0, 1, 7, 40]
                .iter()
                .map(|c| (format!("(_,{c})"), format!("(_,_{c})"), 0, Some(*c))),
        );
    for (run_time, fixed, row, column) in cuts {
        for coord in [run_time, fixed] {
            let both = match evaluate(&format!("slice_and_offset({coord}, {tile})")) {
                Ok(both) => both,
                Err(error) if tile.contains(" o _") || tile.contains(" o 48") => {
                    assert!(
                        error
                            .to_string()
                            .contains("where the swizzled layout gives"),
                        "{tile} at {coord}: {error}"
                    );
                    refused += 1;
                    continue;
                }
                Err(error) => panic!("{tile} at {coord}: {error}"),
            };
            let sliced = both.mode(0).unwrap();
            let offset = both
                .mode(1)
                .unwrap()
                .to_tuple()
                .unwrap()
                .int_value()
                .unwrap();
            let size = if column.is_some() { 16 } else { 64 };
            for j in 0..size {
                let (r, c) = column.map_or((row, j), |c| (j, c));
                let want = eval(&format!("crd2idx({tile}, ({r},{c}))"));
                let got = eval(&format!("crd2idx({sliced}, {j})"));
                let got = got.parse::<i64>().unwrap() + offset.value;
                assert_eq!(got.to_string(), want, "{tile} at {coord}, element {j}");
            }
        }
    }
    refused
}

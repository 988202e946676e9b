//! CuTe's coordinate layouts: strides of scaled bases (`1@0`, CuTe's
//! `E<0>`), `make_identity_layout`, and the functions that take them.
//! Every expected result was computed by CuTe's C++ (CUTLASS's headers)
//! on the same expression, printed here without CuTe's `_` markers;
//! refusals are where CuTe's C++ does not compile, or where its result
//! is not what the function is defined to be.

mod cute_common;

use std::collections::BTreeMap;

use proptest::prelude::*;
use weft_layout::cute::basis::Basis;
use weft_layout::cute::syntax::parse_layout;
use weft_layout::cute::{
    CoordLayout, CoordValue, CuteLayout, Int, IntTuple, SomeLayout, Tiler, TupleRef,
};

use cute_common::{at, check, eval, injective_layout, random_layout};

#[test]
fn identity_layouts_map_indices_to_coordinates() {
    check(&[
        ("make_identity_layout((8,8))", "(8,8):(1@0,1@1)"),
        (
            "make_identity_layout(((2,3),4))",
            "((2,3),4):((1@0@0,1@1@0),1@1)",
        ),
        // An integer shape's basis is E<>, which is _1.
        ("make_identity_layout(8)", "8:1"),
        ("make_basis_like(((2,3),4))", "((1@0@0,1@1@0),1@1)"),
        ("crd2idx(make_identity_layout((8,8)), 5)", "(5,0)"),
        ("make_identity_layout((8,8))(1,2)", "(1,2)"),
        ("make_identity_layout(((2,3),4))(7)", "((1,0),1)"),
        ("make_identity_layout(((2,3),4))(((1,2),3))", "((1,2),3)"),
        ("make_identity_layout(((2,3),4))((5,3))", "((1,2),3)"),
        // One term is a scaled basis, not a tuple; a static 0 adds nothing.
        ("(4:2@1)(3)", "6@1"),
        ("((4,8):(1@0,_0))(3)", "3@0"),
        // CuTe's C++ adds a static 0 only; a run-time one adds nothing too.
        ("((4,8):(1@0,0))(3)", "3@0"),
        // Two terms along one basis are a tuple of one; modes no basis
        // reaches are 0.
        ("((4,8):(1@0,4@0))(3)", "(3)"),
        ("((4,8):(1@0,1@2))(3)", "(3,0,0)"),
        ("((2,2,2):(1@0,1@0@1,1@1@1))(7)", "(1,(1,1))"),
        (
            "crd2idx(make_coord(1,2), make_shape(4,8), make_basis_like(make_shape(4,8)))",
            "(1,2)",
        ),
    ]);
}

#[test]
fn coordinate_layouts_compose_divide_and_coalesce() {
    check(&[
        (
            "composition(make_identity_layout((8,8)), (4,2):(2,16))",
            "((4,1),(1,2)):((2@0,1@1),(16@0,2@1))",
        ),
        // B's run-time stride 0 still scales A's basis; a static one is B's.
        ("composition(4:_1@0, 3:0)", "3:0@0"),
        ("composition(4:_1@0, 3:_0)", "3:0"),
        (
            "logical_divide(make_identity_layout((8,8)), <_2:_1, _4:_2>)",
            "((2,4),(4,(2,1))):((1@0,2@0),(2@1,(1@1,8@1)))",
        ),
        (
            "logical_divide(make_identity_layout((_128,_64)), <_32:_1, _16:_1>)",
            "((32,4),(16,4)):((1@0,32@0),(1@1,16@1))",
        ),
        (
            "zipped_divide(make_identity_layout((8,8)), (2,4))",
            "((2,4),(4,2)):((1@0,1@1),(2@0,4@1))",
        ),
        (
            "tiled_divide(make_identity_layout((8,8)), (2,4))",
            "((2,4),4,2):((1@0,1@1),2@0,4@1)",
        ),
        // Modes merge along one basis only, and only static ones.
        ("coalesce((_4,_8):(_1@0,_4@0))", "32:1@0"),
        ("coalesce(make_identity_layout((_4,_8)))", "(4,8):(1@0,1@1)"),
        ("coalesce((_4,_8):(_1@0,_4@1))", "(4,8):(1@0,4@1)"),
        ("coalesce((_4,_8):(_2@1,_8@1))", "32:2@1"),
        ("coalesce((4,8):(_2@1,_8@1))", "(4,8):(2@1,8@1)"),
        (
            "select<1,0>(make_identity_layout((8,8)))",
            "(8,8):(1@1,1@0)",
        ),
        ("get<1>(make_identity_layout((8,8)))", "8:1@1"),
        (
            "append(make_identity_layout((8,8)), make_identity_layout((2,2)))",
            "(8,8,(2,2)):(1@0,1@1,(1@0,1@1))",
        ),
        ("stride(make_identity_layout((8,8)))", "(1@0,1@1)"),
        ("size(make_identity_layout((8,8)))", "64"),
        // A coordinate layout as B reads the modes of A its bases name.
        ("composition((4,8):(8,1), (2,4):(1@1,1@0))", "(2,4):(1,8)"),
        ("composition((4,8):(8,1), (2,4):(2@1,1@0))", "(2,4):(2,8)"),
        ("composition((4,8):(8,1), (8):(1@1))", "(8):(1)"),
        (
            "composition(((2,2),8):((1,16),2), (4,2):(1@0,4@1))",
            "((2,2),2):((1,16),8)",
        ),
        (
            "composition(((2,2),8):((1,16),2), (2,2):(1@1@0,1@1))",
            "(2,2):(16,2)",
        ),
        // An integer mode is its own mode 0.
        ("composition((4,8):(8,1), (2):(1@0@1))", "(2):(1)"),
        (
            "composition(make_identity_layout((4,8)), (2,4):(1@1,1@0))",
            "(2,4):(1@1,1@0)",
        ),
        ("composition((4,8):(8,1), (2,4):(_0,1@0))", "(2,4):(0,8)"),
        (
            "composition((4,8):(1,4), make_identity_layout((2,2)))",
            "(2,2):(1,4)",
        ),
        // Members, as C++ calls them.
        (
            "make_identity_layout((8,8)).compose((2,2))",
            "(2,2):(1@0,1@1)",
        ),
        ("make_identity_layout((8,8)).stride<1>()", "1@1"),
        // C++'s spelling of the bases.
        (
            "make_layout(make_shape(4,8), make_stride(E<0>{}, E<1>{} * 2))(make_coord(1,2))",
            "(1,4)",
        ),
        (
            "make_layout(make_shape(4,8), make_stride(E<0>{}, E<1,0>{} * Int<3>{}))",
            "(4,8):(1@0,3@0@1)",
        ),
    ]);
}

#[test]
fn what_has_no_meaning_for_coordinates_is_refused() {
    check(&[
        (
            "complement(make_identity_layout((8,8)))",
            "error: complement: does not take a coordinate layout (strides k@i): it reads \
             offsets, which a coordinate layout has not. These do: append, coalesce, \
             composition, crd2idx, depth, dice, flat_divide, flatten, get, group, \
             inner_partition, layout, local_partition, local_tile, logical_divide, make_layout, \
             make_stride, outer_partition, prepend, rank, replace, select, shape, size, slice, \
             slice_and_offset, stride, take, tiled_divide, zipped_divide",
        ),
        (
            "logical_divide((4,8):(1,4), make_identity_layout((2,2)))",
            "error: logical_divide: takes a coordinate layout (strides k@i) as its first \
             argument only (and composition as B too). These do: append, coalesce, \
             composition, crd2idx, depth, dice, flat_divide, flatten, get, group, \
             inner_partition, layout, local_partition, local_tile, logical_divide, make_layout, \
             make_stride, outer_partition, prepend, rank, replace, select, shape, size, slice, \
             slice_and_offset, stride, take, tiled_divide, zipped_divide",
        ),
        // As B: an integer beside the bases, bases one inside the other,
        // a mode A does not have (CuTe's C++ compiles none of these).
        (
            "composition((4,8):(8,1), (2,4):(1,1@0))",
            "error: composition: (2,4):(1,1@0) has the integer stride 1 beside scaled bases: \
             as B it would add an integer to a coordinate, which CuTe's C++ does not compile \
             (only a static 0 may stand there)",
        ),
        (
            "composition((4,8):(8,1), (2,4):(1@0@0,1@0))",
            "error: composition: (2,4):(1@0@0,1@0) has the bases 1@0 and 1@0@0, one a mode \
             inside the other's: CuTe's C++ cannot coalesce A to both",
        ),
        (
            "composition((4,8):(8,1), (2,4):(1@2,1@0))",
            "error: composition: B's stride along 1@2 names mode 2 of (4,8):(8,1), which it \
             does not have",
        ),
        (
            "composition(make_identity_layout((8,8)), Sw<1,2,3>)",
            "error: composition: does not compose a coordinate layout with the swizzle \
             Sw<1,2,3>: a swizzle acts on offsets, which a coordinate layout has not",
        ),
        (
            "size(make_basis_like((4,8)))",
            "error: size: does not take the tuple of scaled bases (1@0,1@1); it takes \
             integers (a tuple of scaled bases is a coordinate layout's stride: \
             make_layout(shape, (1@0,1@1)))",
        ),
        // CuTe's C++ does not compile these sums.
        (
            "((4,8):(1@0,1))(3)",
            "error: (4,8):(1@0,1)(...): (4,8):(1@0,1) has the integer stride 1 beside scaled \
             bases: a coordinate plus an integer has no meaning but for 0",
        ),
        (
            "((2,2):(1@0,1@0@0))(3)",
            "error: (2,2):(1@0,1@0@0)(...): the strides add an integer to a tuple at mode 0 \
             of their coordinates (bases of different depths there), which CuTe's \
             ArithmeticTuple does not add",
        ),
        // CuTe's walk past a failed condition, compared along each basis.
        (
            "composition(make_identity_layout((_3,_6)), (_1,_6):(_6,_2))",
            "error: composition: the stride divisibility condition fails at mode 0 of \
             (3,6):(1@0,1@1): stride 2 and size 3 do not divide one another, and 6 elements \
             are still to be taken; CuTe's walk, continued regardless, gives \
             (1,(2,3)):(2@1,(2@0,1@1)), which maps 2 to 0 along 1@0 where A(B(2)) = A(4) = 1 \
             along 1@0",
        ),
        // Strides that continue one another by value but along different
        // bases are no one mode: B's modes added carry out of mode 0.
        // CuTe's C++ gives the walk, which maps 3 to (2,0).
        (
            "composition((2,2):(1@0,2@1), (2,2):(1,1))",
            "error: composition: B's modes, added, carry out of mode 0 of (2,2):(1@0,2@1): \
             together they reach coordinate 2 of a mode of size 2, so composing them one by \
             one is not A after B; CuTe's walk, continued regardless, gives \
             ((2,1),(2,1)):((1@0,2@1),(1@0,2@1)), which maps 3 to 2 along 1@0 where A(B(3)) \
             = A(2) = 0 along 1@0",
        ),
        // A tuple of bases is a stride, never a shape (found by fuzzing).
        (
            "(4,9):(8,1).with_shape(2@06)",
            "error: (4,9):(8,1).with_shape: the shape 2@6 holds a scaled basis (k@i); only a \
             stride may",
        ),
        (
            "make_layout((2@0,1), (1,1))",
            "error: make_layout: the shape (2@0,1) holds a scaled basis (k@i); only a stride \
             may",
        ),
        (
            "(4@1,8):(1,2)",
            "error: cannot parse CuTe expression '(4@1,8):(1,2)': a shape or a coordinate \
             holds no scaled basis (k@i); only a stride may at offset 0",
        ),
        (
            "(4,8):(1@0,1@64)",
            "error: cannot parse CuTe expression '(4,8):(1@0,1@64)': the scaled basis E<64> \
             names mode 64; Weft's name modes up to 63 at offset 12",
        ),
        (
            "make_identity_layout((((((2)))),3))",
            "error: make_identity_layout: the scaled basis E<0,0,0,0,0> is 5 modes deep; \
             Weft's go at most 4 deep",
        ),
    ]);
    // A layout's text elsewhere (a #cute.layout encoding) has offsets.
    assert_eq!(
        parse_layout("(4,8):(1@0,1@1)").unwrap_err().to_string(),
        "cannot parse CuTe layout '(4,8):(1@0,1@1)': a scaled-basis stride (1@0) maps into a \
         tuple of offsets, which the algebra does not compute at offset 8"
    );
}

/// The terms of a coordinate by where they lie (outermost mode first),
/// zeros left out: a scaled basis and the tuple CuTe pads it to are the
/// same coordinate.
fn terms(value: &CoordValue) -> BTreeMap<Vec<u32>, i64> {
    let mut terms = BTreeMap::new();
    match value {
        CoordValue::Scaled(int) => {
            terms.insert(int.basis().path().collect(), int.value);
        }
        CoordValue::Tuple(tuple) => collect(tuple.view(), &mut Vec::new(), &mut terms),
    }
    terms.retain(|_, value| *value != 0);
    terms
}

fn collect(tuple: TupleRef<'_>, path: &mut Vec<u32>, terms: &mut BTreeMap<Vec<u32>, i64>) {
    if let Some(int) = tuple.int() {
        terms.insert(path.clone(), int.value);
        return;
    }
    for (i, mode) in tuple.modes().enumerate() {
        path.push(i as u32);
        collect(mode, path, terms);
        path.pop();
    }
}

fn coords(layout: SomeLayout) -> CoordLayout {
    match layout {
        SomeLayout::Coords(layout) => layout,
        SomeLayout::Plain(layout) => panic!("{layout} has no basis"),
    }
}

/// A random shape of run-time integers (which CuTe's coalesce never
/// merges, for the identity layout or for a compact one).
fn dynamic_shape(layout: &CuteLayout) -> IntTuple {
    layout.shape().map_leaves(|size| Int::dynamic(size.value))
}

/// A layout of `random_layout`'s shape and scales, each stride along a
/// random basis `E<0>` to `E<2>`.
fn coordinate_layout() -> impl Strategy<Value = CoordLayout> {
    (random_layout(), proptest::collection::vec(0u32..3, 12)).prop_filter_map(
        "no stride along a basis",
        |(layout, modes)| {
            let mut modes = modes.into_iter().cycle();
            let stride = layout.stride().map_leaves(|stride| {
                let basis = Basis::from_path(&[modes.next().unwrap_or(0)]).unwrap();
                Int::scaled(stride.value, stride.is_static(), basis)
            });
            CoordLayout::new(layout.shape().to_tuple(), stride).ok()
        },
    )
}

/// Where `composition(a, b)` is computed, it maps each index `i` to
/// `a(b(i))` wherever `b(i)` lies in `a`.
fn composes_as_a_after_b(a: &CoordLayout, b: &CuteLayout) -> Result<(), TestCaseError> {
    let composed = match a.compose(b) {
        Ok(SomeLayout::Coords(composed)) => composed,
        // A refused condition, or a B of stride-0 modes only.
        Ok(SomeLayout::Plain(_)) | Err(_) => return Ok(()),
    };
    for i in 0..b.size() {
        let image = at(b, i);
        if image >= a.size() {
            continue;
        }
        let want = a.at(&IntTuple::int(image)).unwrap();
        let got = composed.at(&IntTuple::int(i));
        prop_assert!(got.is_ok(), "{} o {} = {}: {:?}", a, b, composed, got);
        prop_assert_eq!(terms(&got.unwrap()), terms(&want), "{} o {} at {}", a, b, i);
    }
    Ok(())
}

proptest! {
    /// `composition(A, B)(i)` is `A(B(i))` wherever `B(i)` lies in A, for a
    /// coordinate layout A whose strides go along several bases at
    /// several scales.
    #[test]
    fn a_composed_coordinate_layout_is_a_after_b(a in coordinate_layout(), b in random_layout()) {
        composes_as_a_after_b(&a, &b)?;
    }

    /// `composition(A, B)(i)` is A at the coordinate `B(i)` for a B of
    /// scaled bases, one mode per mode of A (`sizes`, `scales`), wherever
    /// that coordinate lies in A.
    #[test]
    fn a_layout_after_bases_is_a_at_their_coordinate(
        a in random_layout(),
        sizes in proptest::collection::vec(1i64..6, 3),
        scales in proptest::collection::vec(1i64..3, 3),
    ) {
        let rank = a.rank();
        let shape = IntTuple::flat(&sizes[..rank]);
        let stride = IntTuple::tuple(
            (0..rank)
                .map(|j| {
                    let basis = Basis::from_path(&[j as u32]).unwrap();
                    IntTuple::from_int(Int::scaled(scales[j], false, basis))
                })
                .collect::<Vec<_>>()
                .iter()
                .map(IntTuple::view),
        );
        let b = CoordLayout::new(shape, stride).unwrap();
        let composed = match b.compose_after(&SomeLayout::Plain(a.clone())) {
            Ok(SomeLayout::Plain(composed)) => composed,
            Ok(SomeLayout::Coords(composed)) => {
                return Err(TestCaseError::fail(format!("{composed} has bases")));
            }
            Err(_) => return Ok(()),
        };
        let mode_sizes: Vec<i64> = a.modes().map(|mode| mode.size()).collect();
        for i in 0..b.size() {
            let coordinate = terms(&b.at(&IntTuple::int(i)).unwrap());
            let digits: Vec<i64> = (0..rank as u32)
                .map(|j| coordinate.get(&vec![j]).copied().unwrap_or(0))
                .collect();
            if digits.iter().zip(&mode_sizes).any(|(digit, size)| digit >= size) {
                continue;
            }
            let coord = if a.shape().int().is_some() {
                IntTuple::int(digits[0])
            } else {
                IntTuple::flat(&digits)
            };
            prop_assert_eq!(
                at(&composed, i),
                a.index_of(&coord).unwrap(),
                "{} o {} = {} at {}", a, b, composed, i
            );
        }
    }

    /// The identity layout maps every index to its coordinate.
    #[test]
    fn the_identity_maps_an_index_to_its_coordinate(layout in random_layout()) {
        let shape = dynamic_shape(&layout);
        prop_assume!(shape.view().int().is_none());
        let identity = coords(CoordLayout::identity(shape.clone()).unwrap());
        let compact = CuteLayout::column_major(shape).unwrap();
        for i in 0..compact.size() {
            let want = CoordValue::Tuple(compact.coord_of(i).unwrap());
            let got = identity.at(&IntTuple::int(i)).unwrap();
            prop_assert_eq!(terms(&got), terms(&want), "{} at {}", identity, i);
        }
    }

    /// `composition(I, B)(i)` is `I(B(i))` wherever `B(i)` lies in I.
    #[test]
    fn a_composed_identity_is_the_identity_after_b(
        layout in random_layout(),
        b in random_layout(),
    ) {
        let shape = dynamic_shape(&layout);
        prop_assume!(shape.view().int().is_none());
        composes_as_a_after_b(&coords(CoordLayout::identity(shape).unwrap()), &b)?;
    }

    /// Dividing the identity is dividing the compact layout of its shape
    /// and reading each offset as a coordinate: the divide's tiles are
    /// made of the shape alone.
    #[test]
    fn a_divided_identity_is_the_divided_compact_layout_read_as_coordinates(
        layout in random_layout(),
        tile in injective_layout(),
    ) {
        let shape = dynamic_shape(&layout);
        prop_assume!(shape.view().int().is_none());
        let identity = coords(CoordLayout::identity(shape.clone()).unwrap());
        let compact = CuteLayout::column_major(shape).unwrap();
        let tiler = Tiler::Layout(tile);
        let divided = weft_layout::cute::divide::logical_divide(&compact, &tiler);
        let divided_identity = identity.logical_divide(&tiler);
        // Where the compact divide's walk breaks a condition, its offsets
        // may still agree with the divide (A's strides coincide there)
        // while the coordinates do not: the identity's divide is then
        // refused. Where the identity's divide is computed, so is the
        // compact one's.
        let (divided, divided_identity) = match (divided, divided_identity) {
            (Ok(d), Ok(SomeLayout::Coords(i))) => (d, i),
            (_, Err(_)) => return Ok(()),
            (d, i) => return Err(TestCaseError::fail(format!("{d:?} against {i:?}"))),
        };
        for i in 0..divided.size() {
            let offset = at(&divided, i);
            if offset >= compact.size() {
                continue;
            }
            let want = identity.at(&IntTuple::int(offset)).unwrap();
            let got = divided_identity.at(&IntTuple::int(i)).unwrap();
            prop_assert_eq!(terms(&got), terms(&want), "{} at {}", divided_identity, i);
        }
    }
}

#[test]
fn bases_print_innermost_first() {
    assert_eq!(eval("(2,2):(3@1@0,_2@0)"), "(2,2):(3@1@0,2@0)");
    assert_eq!(eval("E<2,1>{} * 5"), "5@1@2");
}

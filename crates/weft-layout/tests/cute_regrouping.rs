//! CuTe's rearrangements of a layout's modes (`select`, `take`, `group`,
//! `append`, ...), its ordered layouts and `tile_to_shape`, selections and
//! `make_tile`, and its arithmetic on integer tuples. Each result was
//! checked against CuTe's C++ (pycute's `prefix_product` against pycute).

mod cute_common;

use cute_common::check;

/// CuTe's rearrangements of a layout's modes, each result checked against
/// CuTe's C++ (CUTLASS main at 7107b05) where it compiles them (on
/// layouts whose shape is a tuple).
#[test]
fn rearranging_modes() {
    check(&[
        ("select<1,0>((2,3):(1,2))", "(3,2):(2,1)"),
        ("take<0,2>((2,3,4):(1,2,6))", "(2,3):(1,2)"),
        ("group<0,2>((2,3,4):(1,2,6))", "((2,3),4):((1,2),6)"),
        ("group<1,-1>((2,3,4):(1,2,6))", "(2,(3,4)):(1,(2,6))"),
        ("append(4:1, 8:4)", "(4,8):(1,4)"),
        ("append((4):(1), 8:4)", "(4,8):(1,4)"),
        ("append(((2,2)):((1,2)), 3:4)", "((2,2),3):((1,2),4)"),
        // The mode added by default is `_1:_0`: static, so coalesce drops it.
        ("append<3>((2,3):(1,2))", "(2,3,1):(1,2,0)"),
        ("coalesce(append<3>((2,3):(1,2)))", "(2,3):(1,2)"),
        ("append<3>(4:1, 2:8)", "(4,2,2):(1,8,8)"),
        ("prepend<3>(4:1)", "(1,1,4):(0,0,1)"),
        (
            "prepend((2,3):(1,2), (2,2):(6,12))",
            "((2,2),2,3):((6,12),1,2)",
        ),
        (
            "replace<1>((2,3):(1,2), (3,1):(2,6))",
            "(2,(3,1)):(1,(2,6))",
        ),
        ("replace<0>(4:1, 8:2)", "8:2"),
        (
            "filter_zeros((4,_2,(3,2)):(1,_0,(0,_0)))",
            "(4,1,(3,1)):(1,0,(0,0))",
        ),
        // An integral layout is its own one mode, as CuTe's get<0> of an
        // integer is the integer (CuTe's C++ compiles none of these).
        ("select<0,0>(4:1)", "(4,4):(1,1)"),
        ("group<0,1>(4:1)", "((4)):((1))"),
        ("group<1,1>(4:1)", "(4):(1)"),
        (
            "select<2>((2,3):(1,2))",
            "error: select: layout (2,3):(1,2) has no mode 2 (rank 2)",
        ),
        (
            "take<1,1>((2,3,4):(1,2,6))",
            "error: take: <1,1> is no range B < E <= 3 of the modes of (2,3,4):(1,2,6)",
        ),
        (
            "group<2,1>((2,3,4):(1,2,6))",
            "error: group: <2,1> is no range B <= E <= 3 of the modes of (2,3,4):(1,2,6)",
        ),
        (
            "append<1>((2,3):(1,2))",
            "error: append: (2,3):(1,2) has rank 2, more than the rank 1 asked for",
        ),
        (
            "append<5000>(4:1)",
            "error: append: the result would have 5000 integers, more than the 4096 a tuple may hold",
        ),
        (
            "take<-1,2>((2,3,4):(1,2,6))",
            "error: take: there is no mode -1",
        ),
        ("size<-1>((2,3))", "error: size: there is no mode -1"),
        (
            "select((2,3):(1,2))",
            "error: select: takes the modes to keep, as in select<1,0>(L)",
        ),
        (
            "replace<0>((2,3):(1,2))",
            "error: replace: takes a layout and the mode to put in, got 1 arguments",
        ),
    ]);
}

/// `make_ordered_layout`, `tile_to_shape`, `upcast` / `downcast` and
/// `max_common_vector` / `max_common_layout`, each result checked against
/// CuTe's C++ (CUTLASS main at 7107b05), CuTe's own examples included.
#[test]
fn ordered_layouts_and_tile_to_shape() {
    check(&[
        (
            "make_ordered_layout(Shape<_2,_2,_2,_2>{}, Step<_0,_2,_3,_1>{})",
            "(2,2,2,2):(1,4,8,2)",
        ),
        // Run-time integers of an order come after every static one, in
        // the order they are written.
        (
            "make_ordered_layout(make_shape(2,3,4,5), make_step(Int<2>{}, 67, 42, Int<50>{}))",
            "(2,3,4,5):(1,10,30,2)",
        ),
        // An integer of the order may stand for a whole tuple mode, which
        // is then column-major from its start.
        (
            "make_ordered_layout((2,(3,4)), (_1,_0))",
            "(2,(3,4)):(12,(1,3))",
        ),
        ("make_ordered_layout((2,3), LayoutRight{})", "(2,3):(3,1)"),
        // Equal orders start at the same offset, as in CuTe.
        ("make_ordered_layout((2,3), (_1,_1))", "(2,3):(1,1)"),
        (
            "tile_to_shape((_8,_8):(_8,_1), Shape<_32,_16>{})",
            "((8,4),(8,2)):((8,64),(1,256))",
        ),
        (
            "tile_to_shape((_8,_8):(_8,_1), Shape<_32,_16>{}, Step<_2,_1>{})",
            "((8,4),(8,2)):((8,128),(1,64))",
        ),
        (
            "tile_to_shape(Sw<3,3,3> o (_8,_64):(_64,_1), make_shape(_64,_128))",
            "Sw<3,3,3> o ((8,8),(64,2)):((64,512),(1,4096))",
        ),
        // The block is padded to the target's rank with `_1:_0`; an
        // integral target is wrapped in a tuple first, as CuTe's
        // product_each does.
        (
            "tile_to_shape((_2,_2):(_1,_2), Shape<_4,_4,_3>{})",
            "((2,2),(2,2),(1,3)):((1,4),(2,8),(0,16))",
        ),
        ("tile_to_shape(_4:_1, _12)", "((4,(3))):((1,(4)))"),
        ("tile_to_shape(4:1, 12)", "((4,((1,3)))):((1,((1,4))))"),
        (
            "tile_to_shape((8,8):(8,1), (30,16))",
            "error: tile_to_shape: mode 0 of the block (8,8):(8,1) has size 8, which does not \
             divide 30, the size of mode 0 of the target shape (30,16)",
        ),
        (
            "tile_to_shape((2,2,2):(1,2,4), (4,4))",
            "error: tile_to_shape: the block (2,2,2):(1,2,4) has rank 3, more than the target \
             shape (4,4) (rank 2)",
        ),
        // How far two layouts agree contiguously from index 0.
        (
            "max_common_vector((_4,_8):(_1,_4), (_4,(_4,_2)):(_1,(_4,_32)))",
            "16",
        ),
        (
            "max_common_layout((_4,_8):(_1,_4), (_4,(_4,_2)):(_1,(_4,_32)))",
            "16:1",
        ),
        (
            "max_common_layout((_8,_4):(_4,_1), (_8,_4):(_4,_1))",
            "(4,8):(8,1)",
        ),
        ("max_common_layout((_2,_4):(_1,_2), (_2,_4):(_4,_1))", "1:0"),
        ("max_common_vector((_4,_8):(_8,_1), (_4,_8):(_1,_4))", "1"),
        // CuTe's C++ cannot prove this with run-time integers and says 1;
        // Weft answers what it computes with compile-time ones.
        ("max_common_vector((4,8):(1,4), (4,8):(1,4))", "32"),
        // Recasting to wider and narrower elements, by type as CuTe does.
        ("upcast<2>((_4,_8):(_1,_4))", "(2,8):(1,2)"),
        ("upcast<8>((_4,_8):(_8,_1))", "(4,1):(1,1)"),
        ("upcast<4>((_4,_2):(_-1,_0))", "(1,2):(-1,0)"),
        ("upcast<2>((4,8):(8,4))", "(4,8):(4,2)"),
        ("upcast<2>((4,8):(_1,4))", "(2,8):(1,2)"),
        // A run-time stride of a one-element mode reaches nothing: CuTe's
        // C++ divides it, truncating, and so does Weft (differential seed 99).
        ("upcast<2>((1,2):(1,6))", "(1,2):(0,3)"),
        // Likewise a static one, which CuTe's C++ stops at and the CUTLASS
        // DSL computes (`upcast` rounds a static stride's quotient up).
        (
            "upcast<2>(((_1,_5),_1):((_9,_16),_1))",
            "((1,5),1):((5,8),1)",
        ),
        ("downcast<2>((_4,_8):(_8,_1))", "(4,16):(16,1)"),
        ("downcast<2>((4,8):(_1,4))", "(8,8):(1,8)"),
        (
            "upcast<2>((4,8):(1,4))",
            "error: upcast: the run-time stride 1 is not a multiple of the factor 2 (CuTe's C++ \
             assumes it is)",
        ),
        (
            "upcast<2>((_3,_8):(_1,_3))",
            "error: upcast: the stride 3 and the factor 2 do not divide one another",
        ),
        (
            "downcast<2>((4,8):(1,4))",
            "error: downcast: (4,8):(1,4) has no static stride 1 (adjacent elements) to divide by 2",
        ),
        // A swizzled layout recasts its swizzle (base down by log2 N, bits
        // below 0 dropped), its composed offset and its layout (values from
        // CuTe's C++; a swizzle that moves no bit is kept, as there).
        (
            "upcast<8>(Sw<3,4,3> o (_8,_64):(_64,_1))",
            "Sw<3,1,3> o (8,8):(8,1)",
        ),
        (
            "upcast<16>(Sw<3,3,3> o (_8,_64):(_64,_1))",
            "Sw<2,0,3> o (8,4):(4,1)",
        ),
        (
            "upcast<2>(Sw<3,3,3> o _64 o (_8,_64):(_64,_1))",
            "Sw<3,2,3> o 32 o (8,32):(32,1)",
        ),
        (
            "downcast<2>(Sw<3,3,3> o 64 o (_8,_64):(_64,_1))",
            "Sw<3,4,3> o 128 o (8,128):(128,1)",
        ),
        // (Printed with its offset: read back, it stays composed.)
        (
            "upcast<4>(Sw<1,1,1> o (_8,_4):(_4,_1))",
            "Sw<0,0,1> o 0 o (8,1):(1,1)",
        ),
        ("Sw<0,0,1> o 0 o (8,1):(1,1)", "Sw<0,0,1> o 0 o (8,1):(1,1)"),
        ("Sw<0,0,1> o _0 o (8,1):(1,1)", "(8,1):(1,1)"),
        ("Sw<0,0,1> o (8,1):(1,1)", "(8,1):(1,1)"),
        (
            "upcast<4>(Sw<1,1,1> o _8 o (_8,_4):(_4,_1))",
            "Sw<0,0,1> o 2 o (8,1):(1,1)",
        ),
        // A downcast that takes MixedBits past their 32 bits.
        (
            "downcast<2>(Sw<1,0,1> o M0|(2147483648&2147483648)=2147483648 o (2,2):(_1,2))",
            "error: downcast: M0|(4294967296&4294967296)=4294967296: CuTe's MixedBits hold 32 \
             bits, each part from 0 to 2^32-1",
        ),
        (
            "upcast<3>(Sw<3,4,3> o (8,64):(64,_1))",
            "error: upcast: a swizzled layout is recast by a power of two only, not 3 (as in \
             CuTe's C++)",
        ),
        (
            "upcast<2>(Sw<3,4,3> o 3 o (8,64):(64,_1))",
            "error: upcast: the composed offset 3 is not a multiple of the factor 2",
        ),
        (
            "make_ordered_layout((2,3), ((_1,_1)))",
            "error: make_ordered_layout: the order ((1,1)) does not follow the shape (2,3): a \
             tuple of the order needs a tuple of the same rank in the shape",
        ),
    ]);
}

/// `flatten`, `get<I...>` and `make_tile`, as CuTe's C++ has them: the
/// seed's tiler example spelled its way, and its "identical to" form.
#[test]
fn selections_and_make_tile() {
    let a = "(12,(4,8)):(59,(13,1))";
    let tiler = "make_tile(_3:_4, _8:_2)";
    let by_mode = format!(
        "make_layout(composition(layout<0>({a}), get<0>({tiler})), \
         composition(layout<1>({a}), get<1>({tiler})))"
    );
    check(&[
        // (_3,(2,4)):(236,(26,1)), in the run-time form.
        (
            &format!("composition({a}, {tiler})"),
            "(3,(2,4)):(236,(26,1))",
        ),
        (&by_mode, "(3,(2,4)):(236,(26,1))"),
        ("get<1>(make_tile(_, 8))", "8:1"),
        ("get<0>(make_tile(_, 8))", "_"),
        ("get<0,1>(<<2:1,3:2>, 8:2>)", "3:2"),
        ("get<1,0>(((2,2),(3,4)):((24,2),(8,96)))", "3:8"),
        ("get<1>(shape((4,(2,3)):(1,(4,8))))", "(2,3)"),
        // layout<i> selects in the layout a bare shape stands for; get<i>
        // in the shape itself, whose mode is then a shape of its own.
        ("layout<1>((4,(2,3)))", "(2,3):(4,8)"),
        ("get<1>((4,(2,3)))", "(2,3):(1,2)"),
        ("get<1>(idx2crd((4,8), 13))", "3"),
        ("get<0>(size((4,8)))", "32"),
        // flatten keeps every mode, size-1 ones included, and a one-mode
        // tuple stays a tuple.
        ("flatten(((2,2),3):((1,2),4))", "(2,2,3):(1,2,4)"),
        ("flatten((_2,(_1,_6)):(_1,(_6,_2)))", "(2,1,6):(1,6,2)"),
        ("flatten(((4)):((1)))", "(4):(1)"),
        ("flatten(4:1)", "4:1"),
        (
            "flatten(Sw<1,0,1> o ((2,2),2):((1,2),4))",
            "Sw<1,0,1> o (2,2,2):(1,2,4)",
        ),
        (
            "flatten(idx2crd(((2,1),(2,2,2)):((8,16),(4,1,2)), 4))",
            "(0,0,0,1,0)",
        ),
        (
            "get((4,8):(8,1))",
            "error: get: takes the modes to select, as in get<0>(L)",
        ),
        (
            "get<2>((4,8):(8,1))",
            "error: get: layout (4,8):(8,1) has no mode 2 (rank 2)",
        ),
        ("get<2>((4,8))", "error: get: the tuple (4,8) has no mode 2"),
        (
            "get<1>(size((4,8)))",
            "error: get: the integer 32 has no mode 1",
        ),
        (
            "get<3>(<3:4, 8:2>)",
            "error: get: the tiler <3:4,8:2> has no mode 3",
        ),
        (
            "get<0>(Sw<1,0,1>)",
            "error: get: the swizzle Sw<1,0,1> has no modes to select",
        ),
        ("make_tile()", "error: make_tile: takes one tiler per mode"),
    ]);
}

/// CuTe's arithmetic on integer tuples, each result checked against CuTe's
/// C++ (CUTLASS main at 7107b05), pycute's `prefix_product` against
/// pycute.
#[test]
fn tuple_arithmetic() {
    check(&[
        ("inner_product(((2,3),4), ((5,6),7))", "56"),
        ("product_each(((2,3),4,(5)))", "(6,4,5)"),
        ("product_each(6)", "(6)"),
        ("product(((2,3),4))", "24"),
        ("elem_scale((2,3), ((2,2),4))", "(8,12)"),
        ("elem_scale(((2,5),3), ((2,2),4))", "((4,10),12)"),
        ("elem_scale(3, (2,4))", "24"),
        ("crd2crd((1,2),(4,8),(8,4))", "(1,2)"),
        ("crd2crd(((1,1),2),((2,2),8),(4,(2,4)))", "(3,(0,1))"),
        ("crd2crd(5,(4,8),(2,16))", "(1,2)"),
        ("crd2crd((1,2),(4,8),32)", "9"),
        // The compact strides of a shape: a static 1 gets stride 0.
        ("compact_col_major((2,_1,4))", "(1,0,2)"),
        ("compact_col_major(((2,3),4))", "((1,2),6)"),
        ("compact_col_major(5)", "1"),
        ("compact_row_major(((2,3),(4,5)))", "((60,20),(5,1))"),
        ("compact_row_major((2,_1,(3,_1)))", "(3,0,(1,0))"),
        // pycute's running products (checked against pycute): no 0 for a
        // 1, any integer allowed, and none overflows that is not needed.
        ("prefix_product(((2,3),4))", "((1,2),6)"),
        ("prefix_product((2,1,4))", "(1,2,2)"),
        ("prefix_product((2,0,-3,4))", "(1,2,0,0)"),
        ("prefix_product(5)", "1"),
        ("prefix_product((4,4611686018427387904))", "(1,4)"),
        ("((2,2),3):((1,4),2).get_flat_coord(5)", "(3,2)"),
        ("((2,2),3):((1,4),2).get_flat_coord(11)", "(1,2)"),
        ("(4):(1).get_flat_coord(2)", "2"),
        // Static where CuTe's are: a static product coalesces away a 1.
        (
            "coalesce(make_layout(make_shape(product((_1,_1)), 4)))",
            "4:1",
        ),
        (
            "coalesce(make_layout(make_shape(product((1,1)), 4)))",
            "(1,4):(1,1)",
        ),
        (
            "inner_product((1,2),(3,4,5))",
            "error: inner_product: (1,2) and (3,4,5) do not match mode for mode",
        ),
        (
            "elem_scale((1,2),3)",
            "error: elem_scale: (1,2) and 3 do not match mode for mode",
        ),
        (
            "prefix_product((4611686018427387904,4,1))",
            "error: prefix_product: a product of CuTe integers overflows a 64-bit integer",
        ),
        (
            "compact_row_major((2,0))",
            "error: compact_row_major: shape (2,0) has a size 0; sizes must be positive",
        ),
        (
            "crd2crd((1,2),(4,8),(8,4,2))",
            "error: crd2crd: the coordinate (1,2), the shape (4,8) and the shape (8,4,2) have \
             different ranks (2, 2 and 3)",
        ),
    ]);
}

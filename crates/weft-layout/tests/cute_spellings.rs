//! The spellings `weft-layout cute` reads besides its own: CuTe's call
//! forms, its C++ (`make_layout(make_shape(...))`, `Int<N>{}`, CuTe's
//! types), pycute's constructors and C++'s member calls. Each result was
//! checked against CuTe's C++ or pycute on the same expression.

mod cute_common;

use cute_common::check;

/// CuTe's own call forms, each checked against CuTe's C++ (CUTLASS main
/// at 7107b05): `make_layout(shape[, stride])`,
/// `crd2idx(coord, shape, stride)`, `idx2crd(index, shape[, stride])`.
#[test]
fn cute_call_forms() {
    check(&[
        ("make_layout((4,8),(8,1))", "(4,8):(8,1)"),
        ("make_layout((4,8))", "(4,8):(1,4)"),
        ("make_layout(8)", "8:1"),
        ("make_layout(8, 2)", "8:2"),
        // Layouts are concatenated, as before.
        ("make_layout(4:1, 8:4)", "(4,8):(1,4)"),
        ("make_layout(4:1)", "(4):(1)"),
        (
            "make_layout((4,8),(8,1,2))",
            "error: make_layout: shape (4,8) and stride (8,1,2) are not congruent",
        ),
        ("crd2idx((1,2), (4,8), (8,1))", "10"),
        ("crd2idx(7, ((2,2),3), ((24,2),8))", "34"),
        // The index first when the shape is a tuple; past the end the last
        // mode runs on.
        ("idx2crd(5, (4,8))", "(1,1)"),
        ("idx2crd(40, (4,8))", "(0,10)"),
        // With strides each integer is (index / d) % s: it wraps around.
        ("idx2crd(40, (4,8), (1,4))", "(0,2)"),
        ("idx2crd(13, (4,8), 1)", "(1,3)"),
        ("idx2crd(13, (4,8), 3)", "(0,1)"),
        ("idx2crd(-7, (4,8), (1,4))", "(-3,-1)"),
        ("idx2crd((5,3), (4,8), (1,4))", "(1,0)"),
        ("idx2crd(7, ((2,2),3), ((1,2),4))", "((1,1),1)"),
        // A static 1 is never divided by its stride; a run-time one is.
        ("idx2crd(5, (_1,4), (0,1))", "(0,1)"),
        (
            "idx2crd(5, (1,4), (0,1))",
            "error: idx2crd: 5 is divided by 0",
        ),
        (
            "idx2crd(5, (4,8), (1,4,2))",
            "error: idx2crd: shape (4,8) and stride (1,4,2) are not congruent",
        ),
        (
            "idx2crd((1,2,3), (4,8), (1,4))",
            "error: idx2crd: index (1,2,3), shape (4,8) and stride (1,4) do not have the same profile",
        ),
    ]);
}

/// CuTe's C++ spellings read as the calculator's own, each result checked
/// against CuTe's C++ (CUTLASS main at 7107b05): `make_shape`,
/// `make_stride`, `make_coord`, `Int<N>{}`, `_N{}`, `Swizzle<B,M,S>{}`, the
/// orders `LayoutLeft{}` / `LayoutRight{}` of `make_layout`, and the types
/// `Layout<Shape<...>, Stride<...>>{}`, `Shape<...>{}`, `Coord<...>{}`.
#[test]
fn cxx_spellings() {
    check(&[
        (
            "make_layout(make_shape(4,8), make_stride(8,1))",
            "(4,8):(8,1)",
        ),
        ("make_layout(make_shape(Int<2>{}, 3))", "(2,3):(1,2)"),
        ("make_layout(make_shape(4))", "(4):(1)"),
        // Row-major strides run from the last integer back, nested modes
        // included; a static 1 gets the stride 0, a run-time 1 does not.
        (
            "make_layout(make_shape(2, make_shape(3,4)), LayoutRight{})",
            "(2,(3,4)):(12,(4,1))",
        ),
        (
            "make_layout(make_shape(make_shape(_2{},3),make_shape(_1{},4)), LayoutRight{})",
            "((2,3),(1,4)):((12,4),(0,1))",
        ),
        (
            "make_layout(make_shape(_2{}, _1{}, 3), GenRowMajor{})",
            "(2,1,3):(3,0,1)",
        ),
        (
            "make_layout(make_shape(2, 1, 3), LayoutRight{})",
            "(2,1,3):(3,3,1)",
        ),
        (
            "make_layout((2,(3,4)), GenColMajor{})",
            "(2,(3,4)):(1,(2,6))",
        ),
        (
            "composition(Swizzle<3,4,3>{}, make_layout(make_shape(8,64), make_stride(64,1)))",
            "Sw<3,4,3> o (8,64):(64,1)",
        ),
        // CuTe's order, crd2idx(coord, shape or layout), where the first is
        // made as a coordinate or the second has a stride.
        ("crd2idx(make_coord(1,2), make_shape(4,8))", "9"),
        ("crd2idx(make_coord(1,2), (4,8):(8,1))", "10"),
        (
            "crd2idx(make_coord(1,2), make_shape(4,8), make_stride(8,1))",
            "10",
        ),
        ("make_coord(1,(2,3))", "(1,(2,3))"),
        // A shape a function returns reads as any shape does.
        ("size(shape((2,4):(3,1)))", "8"),
        (
            "logical_divide(make_layout(make_shape(8,8),make_stride(1,8)), shape((2,4):(1,2)))",
            "((2,4),(4,2)):((1,2),(8,32))",
        ),
        // size, rank and depth of a tuple, whatever its integers.
        ("depth(idx2crd((4,8), 3))", "1"),
        ("rank(make_coord(1,make_coord(2,3)))", "2"),
        ("size(make_coord(3,0))", "0"),
        // A size is as static as CuTe's: a static 1 is dropped by coalesce,
        // a run-time one is kept.
        ("coalesce(make_layout(make_shape(size(_1:_1), _3)))", "3:1"),
        (
            "coalesce(make_layout(make_shape(size(1:1), _3)))",
            "(1,3):(1,1)",
        ),
        // So are an offset and a cosize: static when every integer read is.
        (
            "coalesce(make_layout(make_shape(crd2idx(_4:_1, _1), _3)))",
            "3:1",
        ),
        (
            "coalesce(make_layout(make_shape(crd2idx(_4:_1, 1), _3)))",
            "(1,3):(1,1)",
        ),
        (
            "coalesce(make_layout(make_shape(cosize(_1:_0), _3)))",
            "3:1",
        ),
        (
            "complement(make_layout(_4{},_1{}), size(make_layout(make_shape(_4{},_6{}))))",
            "6:4",
        ),
        ("Int<4>{}", "4:1"),
        ("_4{}", "4:1"),
        // C++'s call of a layout is the offset of a coordinate.
        ("make_layout(make_shape(4,8), make_stride(8,1))(3)", "24"),
        ("make_layout(make_shape(4,8), make_stride(8,1))(1,2)", "10"),
        ("composition(Swizzle<1,1,1>{}, (4,4):(4,1))(5)", "7"),
        (
            "(4,8):(8,1)()",
            "error: (4,8):(8,1)(...): takes a coordinate, as in L(3) or L(1,2)",
        ),
        (
            "cute::make_layout(cute::make_shape(cute::Int<2>{}, 3), cute::LayoutRight{})",
            "(2,3):(3,1)",
        ),
        (
            "cute::Layout<cute::Shape<cute::_2, cute::Int<3>>>{}",
            "(2,3):(1,2)",
        ),
        // CuTe's static types: all of their integers compile-time ones.
        (
            "coalesce(Layout<Shape<_2,Shape<_1,_6>>, Stride<_1,Stride<_6,_2>>>{})",
            "12:1",
        ),
        (
            "logical_divide(Layout<Shape<_8,_8>>{}, Shape<_2,_4>{})",
            "((2,4),(4,2)):((1,2),(8,32))",
        ),
        ("Layout<_4,_1>{}", "4:1"),
        ("Layout<Shape<_4>, Stride<_1>>{}", "(4):(1)"),
        ("Shape<_2, Shape<Int<3>,_4>>{}", "(2,(3,4)):(1,(2,6))"),
        ("crd2idx(Coord<_1,_2>{}, Shape<_4,_8>{})", "9"),
        (
            "Layout<Shape<_2,int>>{}",
            "error: cannot parse CuTe expression 'Layout<Shape<_2,int>>{}': expected a static \
             integer (_N, Int<N>) or a tuple type (Shape<...>, Stride<...>, Coord<...>, Step<...>) at offset 16",
        ),
        (
            "make_layout(LayoutRight{})",
            "error: make_layout: expected a layout, got the order LayoutRight",
        ),
        // The empty tuple is CuTe's too; no layout has it as its shape.
        ("size(make_shape())", "1"),
        (
            "make_layout(make_shape())",
            "error: make_layout: shape () has an empty mode (); every mode needs an integer",
        ),
    ]);
}

/// pycute's spellings read as the calculator's own, each result checked
/// against pycute (CUTLASS main at 7107b05, `python/pycute`): the
/// constructors `Layout(...)` (whose integers are static, as pycute's act),
/// `Swizzle(...)` and `ComposedLayout(...)`, a swizzle as pycute prints it
/// (`SW_3_4_3`), Python's one-tuples, `None` for `_`, and a Python tuple of
/// tilers.
#[test]
fn pycute_spellings() {
    check(&[
        ("Layout((4,8),(8,1))", "(4,8):(8,1)"),
        ("Layout((4, 8), (8, 1))", "(4,8):(8,1)"),
        ("Layout((2,(3,4)))", "(2,(3,4)):(1,(2,6))"),
        ("Layout(4)", "4:1"),
        ("Layout(4,2)", "4:2"),
        ("Layout((4,),(1,))", "(4):(1)"),
        ("(4,):(1,)", "(4):(1)"),
        (
            "composition(Layout((6,2),(8,2)), Layout((4,3),(3,1)))",
            "((2,2),3):((24,2),8)",
        ),
        // pycute's integers act as CuTe's static ones: coalesce drops the
        // mode of size 1, which CuTe's C++ keeps for a run-time 1.
        ("coalesce(Layout((2,1,6),(1,6,2)))", "12:1"),
        ("coalesce((2,1,6):(1,6,2))", "(2,1,6):(1,6,2)"),
        (
            "composition(Layout((10,2),(16,4)), Layout((5,4),(1,5)))",
            "(5,(2,2)):(16,(80,4))",
        ),
        ("complement(Layout(4,2), 24)", "(2,3):(1,8)"),
        (
            "logical_divide(Layout((4,8),(8,1)), (Layout(2,1), Layout(4,1)))",
            "((2,2),(4,2)):((8,16),(1,4))",
        ),
        (
            "logical_divide(Layout((4,8),(8,1)), (Layout(2,1), None))",
            "((2,2),8):((8,16),1)",
        ),
        (
            "logical_divide(Layout((4,8),(8,1)), (2, None))",
            "((2,2),8):((8,16),1)",
        ),
        (
            "zipped_divide(Layout((4,8)), (Layout(2,1),))",
            "((2),(2,8)):((1),(2,4))",
        ),
        ("Layout((4,8),(8,1))(None, 1)", "(4):(8)"),
        ("Layout((4,8),(8,1))(1, 2)", "10"),
        (
            "slice_and_offset((None,1), Layout((4,8),(8,1)))",
            "((4):(8),1)",
        ),
        ("Swizzle(3,4,3)", "Sw<3,4,3>"),
        (
            "Swizzle(3,4,(1,2))",
            "error: Swizzle: expected an integer, got the tuple (1,2)",
        ),
        ("SW_3_4_-3", "Sw<3,4,-3>"),
        (
            "SW_3_4_3 o 0 o (8, 64):(64, 1)",
            "Sw<3,4,3> o (8,64):(64,1)",
        ),
        (
            "ComposedLayout(Swizzle(3,4,3),0,Layout((8, 64),(64, 1)))",
            "Sw<3,4,3> o (8,64):(64,1)",
        ),
        (
            "ComposedLayout(Swizzle(3,4,3),0,Layout((8,64),(64,1)))(2,1)",
            "145",
        ),
        (
            "ComposedLayout(Swizzle(3,4,3),64,Layout((8,64),(64,1)))",
            "Sw<3,4,3> o 64 o (8,64):(64,1)",
        ),
        (
            "ComposedLayout(Layout(4,1),0,Layout(4,1))",
            "error: ComposedLayout: the algebra composes a layout with a swizzle only, got the \
             layout 4:1",
        ),
        (
            "Layout((4,8),(8,1),3)",
            "error: Layout: takes a shape and optionally a stride, as in Layout((4,8),(8,1)), \
             got 3 arguments",
        ),
        (
            "Layout((4,8),(8,None))",
            "error: Layout: expected an integer or a tuple, got the coordinate (8,_)",
        ),
        (
            "SW_3_4",
            "error: cannot parse CuTe expression 'SW_3_4': expected '_' between the parts of \
             SW_B_M_S at offset 6",
        ),
        (
            "(4,8):(8,None)",
            "error: cannot parse CuTe expression '(4,8):(8,None)': a stride holds no '_' at \
             offset 6",
        ),
        (
            "logical_divide((4,8):(8,1), (2:1, 4:1 2))",
            "error: cannot parse CuTe expression 'logical_divide((4,8):(8,1), (2:1, 4:1 2))': \
             expected ',' or ')' in a tuple of tilers at offset 38",
        ),
    ]);
}

/// C++'s member calls of a layout, each result checked against CuTe's
/// C++ (CUTLASS main at 7107b05).
#[test]
fn member_calls() {
    check(&[
        ("(4,8):(8,1).shape()", "(4,8)"),
        ("(4,8):(8,1).shape<1>()", "8"),
        (
            "make_layout(make_shape(4,make_shape(2,3)), make_stride(8,make_stride(1,2))).stride<1,0>()",
            "1",
        ),
        ("(4,8):(8,1).layout()", "(4,8):(8,1)"),
        ("(4,8):(8,1).compose(2:1).shape()", "(2,1)"),
        (
            "(12,(4,8)):(59,(13,1)).compose(3:4, 8:2)",
            "(3,(2,4)):(236,(26,1))",
        ),
        (
            "(4,8):(8,1).tile(2:1, 4:1)",
            "((2,4),(1,2),(1,2)):((8,1),(8,16),(1,4))",
        ),
        (
            "(4,8):(8,1).with_shape(2,16)",
            "((2,1),(2,8)):((8,1),(16,1))",
        ),
        (
            "(4,8):(8,1).with_shape(make_shape(2,16))",
            "((2,1),(2,8)):((8,1),(16,1))",
        ),
        ("((2,2),3):((1,4),2).get_hier_coord(5)", "((1,1),2)"),
        ("((2,2),3):((1,4),2).get_1d_coord(5)", "11"),
        ("(4,8):(8,1)(_,1).shape()", "(4)"),
        // An integer and a computed shape are CuTe's order, as in C++.
        ("idx2crd(2, make_layout(5, 12).shape())", "2"),
        ("crd2idx(2, make_layout(5, 12).shape())", "2"),
        ("(Sw<3,4,3> o (8,64):(64,1)).layout_b()", "(8,64):(64,1)"),
        ("(Sw<3,4,3> o (8,64):(64,1)).layout_a()", "Sw<3,4,3>"),
        ("(Sw<3,4,3> o (8,64):(64,1)).offset()", "0"),
        ("(Sw<3,4,3> o (8,64):(64,1)).shape()", "(8,64)"),
        (
            "(Sw<3,4,3> o (8,64):(64,1)).stride()",
            "error: Sw<3,4,3> o (8,64):(64,1).stride: a swizzled layout has no stride \
             (CuTe deletes ComposedLayout::stride)",
        ),
        (
            "stride<1>(Sw<3,4,3> o (8,64):(64,1))",
            "error: stride: a swizzled layout has no stride (CuTe deletes \
             ComposedLayout::stride)",
        ),
        ("(Sw<3,4,3> o 32 o (8,64):(64,1)).offset()", "32"),
        // A swizzle called on an offset, as in C++ and pycute (values from
        // both): bits 7-9 of 200 (1) flip bit 4.
        ("Sw<3,4,3>(200)", "216"),
        ("Swizzle(3,4,3)(200)", "216"),
        ("Sw<2,0,-3>(-5)", "-29"),
        (
            "Sw<3,4,3>(1,2)",
            "error: cannot parse CuTe expression 'Sw<3,4,3>(1,2)': Sw<3,4,3>(...) takes one \
             offset, got 2 arguments at offset 9",
        ),
        (
            "(get<0>(slice_and_offset((_,19), Sw<3,4,3> o (_64,_64):(_64,_1)))).offset()",
            "error: Sw<3,4,3> o M0|(16&48)=16 o (64):(64).offset: the offset M0|(16&48)=16 \
             is CuTe's MixedBits (bits partly known only at run time), not an integer",
        ),
        // CuTe's make_composed_layout builds the composed layout as given,
        // a swizzle that moves no bit kept (values from CuTe's C++).
        (
            "make_composed_layout(Swizzle<0,4,3>{}, Int<0>{}, Layout<Shape<_8,_64>, \
             Stride<_64,_1>>{})",
            "Sw<0,4,3> o 0 o (8,64):(64,1)",
        ),
        (
            "make_composed_layout(Sw<3,4,3>, 32, (8,64):(64,1))",
            "Sw<3,4,3> o 32 o (8,64):(64,1)",
        ),
        (
            "make_composed_layout((4,8):(8,1), 0, (8,64):(64,1))",
            "error: make_composed_layout: composes a layout after a swizzle only, got the \
             layout (4,8):(8,1)",
        ),
        // CuTe's domain_offset (values from CuTe's C++): a plain layout
        // moves the pointer; a swizzled one takes the offset in, the
        // swizzle reading it (MixedBits plus an integer: a run-time sum).
        ("domain_offset((1,2), (4,8):(8,1))", "((4,8):(8,1),10)"),
        (
            "domain_offset((_1,_2), Sw<3,4,3> o (_8,_64):(_64,_1))",
            "(Sw<3,4,3> o 66 o (8,64):(64,1),0)",
        ),
        (
            "domain_offset((_1,_2), get<0>(slice_and_offset((_,19,_), \
             Sw<3,4,3> o (_8,_64,_4):(_64,_1,_512))))",
            "(Sw<3,4,3> o 1104 o (8,4):(64,512),0)",
        ),
        // A composed layout's modes, as CuTe's C++ gives them: swizzled,
        // at the same offset; their sizes and cosizes are the layout's.
        // Its complement is its layout's.
        (
            "get<0>(Sw<3,4,3> o _32 o (_8,_64):(_64,_1))",
            "Sw<3,4,3> o 32 o 8:64",
        ),
        (
            "layout<1>(Sw<3,4,3> o 32 o (_8,_64):(_64,_1))",
            "Sw<3,4,3> o 32 o 64:1",
        ),
        (
            "take<0,1>(Sw<3,4,3> o _32 o (_8,_64):(_64,_1))",
            "Sw<3,4,3> o 32 o (8):(64)",
        ),
        ("size<0>(Sw<3,4,3> o (_8,_64):(_64,_1))", "8"),
        ("cosize<1>(Sw<3,4,3> o (_8,_64):(_64,_1))", "64"),
        ("depth<1>(Sw<3,4,3> o (_8,(_2,_32)):(_64,(_1,_2)))", "1"),
        ("complement(Sw<3,4,3> o (_8,_64):(_64,_1), 1024)", "2:512"),
        ("complement(Sw<3,4,3> o _32 o (_8,_16):(_64,_1))", "4:16"),
        (
            "(4,8):(8,1).layout_a()",
            "error: (4,8):(8,1).layout_a: (4,8):(8,1) is no swizzled layout: layout_a() is a \
             member of CuTe's ComposedLayout",
        ),
        (
            "(4,8):(8,1).",
            "error: cannot parse CuTe expression '(4,8):(8,1).': expected a member's name \
             after '.' at offset 12",
        ),
        (
            "(4,8):(8,1).shape(1)",
            "error: (4,8):(8,1).shape: takes no arguments, got 1",
        ),
        (
            "(4,8):(8,1).size()",
            "error: (4,8):(8,1).size: unknown member 'size' (known: shape, stride, layout, \
             compose, with_shape, tile, get_hier_coord, get_1d_coord, get_flat_coord, layout_a, offset, \
             layout_b)",
        ),
    ]);
}

// RUN: weft-opt --allow-unregistered-dialect --weft-verify-layouts %s -verify-diagnostics

// Result types of CUTLASS's cute algebra ops that are not what Weft's
// CuTe algebra gives: a result that differs (the messages name Weft's),
// and results the CUTLASS DSL wrote where a condition fails, which Weft's
// algebra refuses as CuTe's C++ does.

func.func @wrong(%a: !cute.layout<"(4,8):(8,1)">, %b: !cute.layout<"((2,2),3):((1,4),8)">,
                 %tile: !cute.tile<"[2:1;4:1]">, %block: !cute.layout<"(4):(1)">,
                 %tiles: !cute.layout<"(4,3):(1,4)">, %c: !cute.layout<"(4,(1,2)):(34,(20,21))">,
                 %d: !cute.layout<"(6):(3)">, %e: !cute.layout<"(5):(22)">) {
  // A stride off by one.
  // expected-error @+1 {{'cute.zipped_divide' op result !cute.layout<"((2,4),(2,2)):((8,1),(16,5))"> is not what Weft's CuTe algebra gives for its operands: zipped_divide((_4,_8):(_8,_1), <_2:_1,_4:_1>) is ((2,4),(2,2)):((8,1),(16,4))}}
  %0 = "cute.zipped_divide"(%a, %tile) : (!cute.layout<"(4,8):(8,1)">, !cute.tile<"[2:1;4:1]">) -> !cute.layout<"((2,4),(2,2)):((8,1),(16,5))">
  // The same rank, but mode 0 is 16:1 where Weft's is (4,4):(4,1).
  // expected-error @+1 {{'cute.raked_product' op result !cute.layout<"(16,3):(1,16)"> is not what Weft's CuTe algebra gives for its operands: raked_product((_4):(_1), (_4,_3):(_1,_4)) is ((4,4),(3,1)):((4,1),(16,0))}}
  %1 = "cute.raked_product"(%block, %tiles) : (!cute.layout<"(4):(1)">, !cute.layout<"(4,3):(1,4)">) -> !cute.layout<"(16,3):(1,16)">
  // The size of mode 0, not of the whole layout.
  // expected-error @+1 {{'cute.size' op result !cute.int_tuple<"12"> is not what Weft's CuTe algebra gives for its operands: size(get<0>(((_2,_2),_3):((_1,_4),_8))) is 4}}
  %2 = "cute.size"(%b) <{mode = array<i32: 0>}> : (!cute.layout<"((2,2),3):((1,4),8)">) -> !cute.int_tuple<"12">
  // What the DSL wrote (tools/cutlass-dsl-differential.py, seed 7): not
  // the composition, A(B(2)) is 89 where this result gives 21. The
  // message names it as the layout CuTe's walk gives.
  // expected-error @+1 {{'cute.composition' op Weft's CuTe algebra refuses composition((_4,(_1,_2)):(_34,(_20,_21)), (_6):(_3)): composition: the stride divisibility condition fails at mode 0 of (4,2):(34,21): stride 3 and size 4 do not divide one another, and 6 elements are still to be taken; CuTe's walk, continued regardless, gives ((2,3)):((102,21)), which maps 2 to 21 where A(B(2)) = A(6) = 89}}
  %3 = "cute.composition"(%c, %d) : (!cute.layout<"(4,(1,2)):(34,(20,21))">, !cute.layout<"(6):(3)">) -> !cute.layout<"((2,3)):((102,21))">
  // What the DSL wrote for recast_layout<32-bit, 8-bit>: CuTe's C++
  // refuses the upcast statically (22 is not a multiple of 4).
  // expected-error @+1 {{'cute.recast_layout' op Weft's CuTe algebra refuses upcast<4>((_5):(_22)): upcast: the stride 22 and the factor 4 do not divide one another}}
  %4 = "cute.recast_layout"(%e) <{new_type_bits = 32 : i32, old_type_bits = 8 : i32}> : (!cute.layout<"(5):(22)">) -> !cute.layout<"(5):(6)">
  // Column-major, where the strides order the modes row-major.
  // expected-error @+1 {{'cute.make_layout_like' op result !cute.layout<"(4,8):(1,4)"> is not what Weft's CuTe algebra gives for its operands: make_layout_like((_4,_8):(_8,_1)) is (4,8):(8,1)}}
  %5 = "cute.make_layout_like"(%a) : (!cute.layout<"(4,8):(8,1)">) -> !cute.layout<"(4,8):(1,4)">
  return
}

// -----

// A tensor's layout, wrong: the last stride off by one.
!tensor = !cute.memref<f32, gmem, align<16>, "(4,8):(8,1)">
func.func @tensor(%t: !tensor, %tile: !cute.tile<"[2:1;4:1]">) {
  // expected-error @+1 {{'cute.zipped_divide' op result !cute.memref<f32, gmem, align<16>, "((2,4),(2,2)):((8,1),(16,5))"> is not what Weft's CuTe algebra gives for its operands: zipped_divide((_4,_8):(_8,_1), <_2:_1,_4:_1>) is ((2,4),(2,2)):((8,1),(16,4))}}
  %0 = "cute.zipped_divide"(%t, %tile) : (!tensor, !cute.tile<"[2:1;4:1]">) -> !cute.memref<f32, gmem, align<16>, "((2,4),(2,2)):((8,1),(16,5))">
  // expected-error @+1 {{'cute.get_layout' op result !cute.layout<"(4,8):(1,4)"> is not what Weft's CuTe algebra gives for its operands: layout((_4,_8):(_8,_1)) is (4,8):(8,1)}}
  %1 = "cute.get_layout"(%t) : (!tensor) -> !cute.layout<"(4,8):(1,4)">
  // The tile at (1, 1) is the tile at (0, 0) moved: the same layout.
  %at = "cute.make_coord"() : () -> !cute.coord<"(1,1)">
  // expected-error @+1 {{'cute.local_tile' op result !cute.memref<f32, gmem, align<16>, "(2,4):(1,8)"> is not what Weft's CuTe algebra gives for its operands: slice(((_,_),(_1,_1)), zipped_divide((_4,_8):(_8,_1), <_2:_1,_4:_1>)) is (2,4):(8,1)}}
  %2 = "cute.local_tile"(%t, %tile, %at) : (!tensor, !cute.tile<"[2:1;4:1]">, !cute.coord<"(1,1)">) -> !cute.memref<f32, gmem, align<16>, "(2,4):(1,8)">
  return
}

// A thread's part whose stride is the row's, not the threads'.
func.func @thread_part(%row: !cute.memref<f32, gmem, align<16>, "(1024):(1)">, %threads: !cute.layout<"128:1">, %tid: i32, %rows: !cute.layout<"(4,8):(1,4)">) {
  // expected-error @+1 {{'cute.local_partition' op result !cute.memref<f32, gmem, "(8):(1)"> is not what Weft's CuTe algebra gives for its operands: slice((0,(_)), zipped_divide((_1024):(_1), product_each(shape(_128:_1)))) is (8):(128)}}
  %0 = "cute.local_partition"(%row, %threads, %tid) : (!cute.memref<f32, gmem, align<16>, "(1024):(1)">, !cute.layout<"128:1">, i32) -> !cute.memref<f32, gmem, "(8):(1)">
  // A tensor allocated in a layout has that layout.
  %layout = "cute.make_layout_like"(%threads) : (!cute.layout<"128:1">) -> !cute.layout<"128:1">
  // expected-error @+1 {{'cute.memref.alloca' op result !cute.memref<f32, rmem, align<32>, "128:2"> is not what Weft's CuTe algebra gives for its operands: layout(_128:_1) is 128:1}}
  %1 = "cute.memref.alloca"(%layout) : (!cute.layout<"128:1">) -> !cute.memref<f32, rmem, align<32>, "128:2">
  // Dicing keeps the modes paired with an integer, here the second.
  // expected-error @+1 {{'cute.dice' op result !cute.layout<"4:1"> is not what Weft's CuTe algebra gives for its operands: dice((_,_0), (_4,_8):(_1,_4)) is (8):(4)}}
  %2 = "cute.dice"(%rows) <{coord = #cute.coord<"(_,0)">}> : (!cute.layout<"(4,8):(1,4)">) -> !cute.layout<"4:1">
  return
}

// A row of a swizzled tile with a stride's sign lost.
func.func @swizzled_row(%a: !cute.composed_layout<"S<3,4,3> o 0 o (64,64):(64,1)">) {
  %row = "cute.make_coord"() : () -> !cute.coord<"(3,_)">
  // expected-error @+1 {{'cute.slice' op result !cute.composed_layout<"((16,2,2)):((1,16,32))"> is not what Weft's CuTe algebra gives for its operands: slice((_3,_), Sw<3,4,3> o (_64,_64):(_64,_1)) is ((16,2,2)):((1,-16,32))}}
  %0 = "cute.slice"(%a, %row) : (!cute.composed_layout<"S<3,4,3> o 0 o (64,64):(64,1)">, !cute.coord<"(3,_)">) -> !cute.composed_layout<"((16,2,2)):((1,16,32))">
  return
}

// A composed layout's offset lost in a divide.
func.func @composed_offset_lost(%b: !cute.composed_layout<"S<2,1,2> o 16 o (4,(2,8)):(16,(1,2))">, %t: !cute.tile<"[2:1;4:1]">) {
  // expected-error @+1 {{'cute.zipped_divide' op result !cute.composed_layout<"S<2,1,2> o 0 o ((2,4),(2,4)):((16,1),(32,4))"> is not what Weft's CuTe algebra gives for its operands: zipped_divide(Sw<2,1,2> o _16 o (_4,(_2,_8)):(_16,(_1,_2)), <_2:_1,_4:_1>) is Sw<2,1,2> o 16 o ((2,4),(2,4)):((16,1),(32,4))}}
  %0 = "cute.zipped_divide"(%b, %t) : (!cute.composed_layout<"S<2,1,2> o 16 o (4,(2,8)):(16,(1,2))">, !cute.tile<"[2:1;4:1]">) -> !cute.composed_layout<"S<2,1,2> o 0 o ((2,4),(2,4)):((16,1),(32,4))">
  return
}

func.func @coordinate_basis_swapped(%a: !cute.layout<"(8,8):(1@0,1@1)">, %b: !cute.layout<"(4,2):(2,16)">) {
  // expected-error @+1 {{'cute.composition' op result !cute.layout<"(4,2):(2@1,2@0)"> is not what Weft's CuTe algebra gives for its operands: composition((_8,_8):(_1@0,_1@1), (_4,_2):(_2,_16)) is (4,2):(2@0,2@1)}}
  %0 = "cute.composition"(%a, %b) : (!cute.layout<"(8,8):(1@0,1@1)">, !cute.layout<"(4,2):(2,16)">) -> !cute.layout<"(4,2):(2@1,2@0)">
  return
}

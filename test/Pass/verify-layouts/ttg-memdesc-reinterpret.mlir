// RUN: weft-opt %s -split-input-file -verify-diagnostics --weft-verify-layouts | FileCheck %s

// `ttg.memdesc_reinterpret` covers only bytes its source offers, as Triton
// 3.9 counts them (each verdict and message checked against Triton's own
// parser by tools/triton-nvidia-ops-differential.py --files): at most the
// buffers the source lies in (a multi-buffered allocation's leading dims
// count, padding does not), and of a tile of a buffer only the bytes that
// run on unbroken from its first element. A layout with holes spans all
// its offsets.

// CHECK-LABEL: tt.func @fits
// CHECK-NEXT: %0 = ttg.memdesc_reinterpret %arg0 : !ttg.memdesc<32x32xf32, #shared, #smem, mutable> -> !ttg.memdesc<1024xi32, #shared2, #smem, mutable>
// CHECK-NEXT: %1 = ttg.memdesc_reinterpret %arg1 : !ttg.memdesc<4x32x32xf32, #shared, #smem, mutable> -> !ttg.memdesc<128x32xf32, #shared, #smem, mutable>
// CHECK-NEXT: %2 = ttg.local_alloc : () -> !ttg.memdesc<32x32xf32, #shared3, #smem, mutable>
// CHECK-NEXT: %3 = ttg.memdesc_subslice %2[0, 16] : !ttg.memdesc<32x32xf32, #shared3, #smem, mutable> -> !ttg.memdesc<32x16xf32, #shared3, #smem, mutable, 32x32>
// CHECK-NEXT: %4 = ttg.memdesc_reinterpret %3 : !ttg.memdesc<32x16xf32, #shared3, #smem, mutable, 32x32> -> !ttg.memdesc<16xi32, #shared2, #smem, mutable>
// CHECK-NEXT: %5 = ttg.memdesc_reinterpret %arg2 : !ttg.memdesc<16x16xf16, #shared1, #smem, mutable> -> !ttg.memdesc<4x2xi32, #shared4, #smem, mutable>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#row = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#swizzled = #ttg.swizzled_shared<{vec = 4, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#linear = #ttg.shared_linear<{offset = [[0, 1], [0, 2], [0, 4], [0, 8], [1, 0], [2, 0], [4, 0], [8, 0]]}, alignment = 16>
#holey = #ttg.shared_linear<{offset = [[0, 1], [0, 0], [1, 0], [2, 0]]}, alignment = 16>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @fits(%a: !ttg.memdesc<32x32xf32, #shared, #smem, mutable>, %b: !ttg.memdesc<4x32x32xf32, #shared, #smem, mutable>, %c: !ttg.memdesc<16x16xf16, #linear, #smem, mutable>) {
    %0 = ttg.memdesc_reinterpret %a : !ttg.memdesc<32x32xf32, #shared, #smem, mutable> -> !ttg.memdesc<1024xi32, #row, #smem, mutable>
    %1 = ttg.memdesc_reinterpret %b : !ttg.memdesc<4x32x32xf32, #shared, #smem, mutable> -> !ttg.memdesc<128x32xf32, #shared, #smem, mutable>
    // The swizzle keeps a row's first 16 columns together.
    %s = ttg.local_alloc : () -> !ttg.memdesc<32x32xf32, #swizzled, #smem, mutable>
    %t = ttg.memdesc_subslice %s[0, 16] : !ttg.memdesc<32x32xf32, #swizzled, #smem, mutable> -> !ttg.memdesc<32x16xf32, #swizzled, #smem, mutable, 32x32>
    %2 = ttg.memdesc_reinterpret %t : !ttg.memdesc<32x16xf32, #swizzled, #smem, mutable, 32x32> -> !ttg.memdesc<16xi32, #row, #smem, mutable>
    %3 = ttg.memdesc_reinterpret %c : !ttg.memdesc<16x16xf16, #linear, #smem, mutable> -> !ttg.memdesc<4x2xi32, #holey, #smem, mutable>
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @larger(%a: !ttg.memdesc<32x32xf32, #shared, #smem, mutable>) {
    // expected-error @+1 {{result shared-memory footprint (16384 bytes) exceeds the source view (4096 bytes)}}
    %0 = ttg.memdesc_reinterpret %a : !ttg.memdesc<32x32xf32, #shared, #smem, mutable> -> !ttg.memdesc<64x64xf32, #shared, #smem, mutable>
    tt.return
  }
}

// -----

// The buffers of the view count, not those of the allocation.
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @two_buffers_of_four() {
    %a = ttg.local_alloc : () -> !ttg.memdesc<4x32x32xf32, #shared, #smem, mutable>
    %s = ttg.memdesc_subslice %a[2, 0, 0] : !ttg.memdesc<4x32x32xf32, #shared, #smem, mutable> -> !ttg.memdesc<2x32x32xf32, #shared, #smem, mutable, 4x32x32>
    // expected-error @+1 {{result shared-memory footprint (16384 bytes) exceeds the source view (8192 bytes)}}
    %0 = ttg.memdesc_reinterpret %s : !ttg.memdesc<2x32x32xf32, #shared, #smem, mutable, 4x32x32> -> !ttg.memdesc<128x32xf32, #shared, #smem, mutable>
    tt.return
  }
}

// -----

// Rows 16 to 31 of a 32x32 buffer: 2048 bytes run on unbroken.
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @rows() {
    %a = ttg.local_alloc : () -> !ttg.memdesc<32x32xf32, #shared, #smem, mutable>
    %s = ttg.memdesc_subslice %a[16, 0] : !ttg.memdesc<32x32xf32, #shared, #smem, mutable> -> !ttg.memdesc<16x32xf32, #shared, #smem, mutable, 32x32>
    // expected-error @+1 {{result shared-memory footprint includes offsets not owned by the source subview (4096 bytes requested; 2048 contiguous bytes available)}}
    %0 = ttg.memdesc_reinterpret %s : !ttg.memdesc<16x32xf32, #shared, #smem, mutable, 32x32> -> !ttg.memdesc<32x32xi32, #shared, #smem, mutable>
    tt.return
  }
}

// -----

// Columns 16 to 31: each row's 16 elements, 64 bytes, then the next row
// belongs to the other tile too.
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#row = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @columns() {
    %a = ttg.local_alloc : () -> !ttg.memdesc<32x32xf32, #shared, #smem, mutable>
    %s = ttg.memdesc_subslice %a[0, 16] : !ttg.memdesc<32x32xf32, #shared, #smem, mutable> -> !ttg.memdesc<32x16xf32, #shared, #smem, mutable, 32x32>
    // expected-error @+1 {{result shared-memory footprint includes offsets not owned by the source subview (128 bytes requested; 64 contiguous bytes available)}}
    %0 = ttg.memdesc_reinterpret %s : !ttg.memdesc<32x16xf32, #shared, #smem, mutable, 32x32> -> !ttg.memdesc<32xi32, #row, #smem, mutable>
    tt.return
  }
}

// -----

// A tile is first held to the buffers it lies in.
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @tile_larger_than_buffer() {
    %a = ttg.local_alloc : () -> !ttg.memdesc<32x64xbf16, #shared, #smem, mutable>
    %s = ttg.memdesc_subslice %a[16, 0] : !ttg.memdesc<32x64xbf16, #shared, #smem, mutable> -> !ttg.memdesc<8x64xbf16, #shared, #smem, mutable, 32x64>
    // expected-error @+1 {{result shared-memory footprint (8192 bytes) exceeds the source view (4096 bytes)}}
    %0 = ttg.memdesc_reinterpret %s : !ttg.memdesc<8x64xbf16, #shared, #smem, mutable, 32x64> -> !ttg.memdesc<64x32xi32, #shared, #smem, mutable>
    tt.return
  }
}

// -----

#linear = #ttg.shared_linear<{offset = [[0, 1], [0, 2], [0, 4], [0, 8], [1, 0], [2, 0], [4, 0], [8, 0]]}, alignment = 16>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @linear(%a: !ttg.memdesc<16x16xf16, #linear, #smem, mutable>) {
    // expected-error @+1 {{result shared-memory footprint (1024 bytes) exceeds the source view (512 bytes)}}
    %0 = ttg.memdesc_reinterpret %a : !ttg.memdesc<16x16xf16, #linear, #smem, mutable> -> !ttg.memdesc<32x16xf16, #shared, #smem, mutable>
    tt.return
  }
}

// -----

// Padding is not counted: 16x128 f16 spans 4096 bytes, its gaps aside.
#pad = #ttg.padded_shared<[128:+8] {order = [1, 0], shape = [16, 128]}>
#pad32 = #ttg.padded_shared<[128:+8] {order = [1, 0], shape = [32, 128]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @padded(%a: !ttg.memdesc<16x128xf16, #pad, #smem, mutable>) {
    // expected-error @+1 {{result shared-memory footprint (8192 bytes) exceeds the source view (4096 bytes)}}
    %0 = ttg.memdesc_reinterpret %a : !ttg.memdesc<16x128xf16, #pad, #smem, mutable> -> !ttg.memdesc<32x128xf16, #pad32, #smem, mutable>
    tt.return
  }
}

// -----

// A partitioned buffer's partitions are separate allocations: Triton 3.9
// reinterprets none, to or from one.
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#parts = #ttg.partitioned_shared<{numPartitions = 2, numGroups = 1, partitionDim = 0, partitionLayout = #shared}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @partitioned(%a: !ttg.memdesc<128x32xf16, #parts, #smem, mutable>, %b: !ttg.memdesc<128x32xf16, #shared, #smem, mutable>) {
    // expected-error @+1 {{cannot reinterpret partitioned shared layouts: a #ttg.partitioned_shared buffer's partitions are separate allocations, which no one view spans}}
    %0 = ttg.memdesc_reinterpret %a : !ttg.memdesc<128x32xf16, #parts, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
    // expected-error @+1 {{cannot reinterpret partitioned shared layouts}}
    %1 = ttg.memdesc_reinterpret %b : !ttg.memdesc<128x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<128x32xf16, #parts, #smem, mutable>
    tt.return
  }
}

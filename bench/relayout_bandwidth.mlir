// A 4096x4096 f32 tensor relayouted between two metal layouts — from one
// core (rows whole) onto an 8x8 grid of 512x512 shards and back — through
// the code weft-to-llvm makes, timed against memref.copy (memcpy) of the
// same 64 MiB. Run by bench/relayout_bandwidth.sh, which prints GB/s.

#one_core = #tt.metal_layout<(d0, d1) -> (d0, d1), undef, <1x1>, memref<4096x4096xf32, #tt.memory_space<dram>>>
#grid_8x8 = #tt.metal_layout<(d0, d1) -> (d0, d1), undef, <8x8>, memref<512x512xf32, #tt.memory_space<l1>>>

func.func private @rtclock() -> f64
func.func private @printF64(f64)
func.func private @printNewline()

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %reps = arith.constant 5 : index
  %one = memref.alloc() : memref<1x1x4096x4096xf32>
  %grid = memref.alloc() : memref<8x8x512x512xf32>
  %copy = memref.alloc() : memref<1x1x4096x4096xf32>
  %x = arith.constant 1.5 : f32
  linalg.fill ins(%x : f32) outs(%one : memref<1x1x4096x4096xf32>)
  // Warm up: touch every page once.
  memref.copy %one, %copy : memref<1x1x4096x4096xf32> to memref<1x1x4096x4096xf32>
  weft.relayout %one into %grid padding(undef) : memref<1x1x4096x4096xf32> into memref<8x8x512x512xf32> from tensor<4096x4096xf32, #one_core> to tensor<4096x4096xf32, #grid_8x8>

  // Each iteration moves the tensor there and back, so no copy is dead
  // and none repeats the one before.
  %t0 = call @rtclock() : () -> f64
  scf.for %i = %c0 to %reps step %c1 {
    memref.copy %one, %copy : memref<1x1x4096x4096xf32> to memref<1x1x4096x4096xf32>
    memref.copy %copy, %one : memref<1x1x4096x4096xf32> to memref<1x1x4096x4096xf32>
  }
  %t1 = call @rtclock() : () -> f64
  scf.for %i = %c0 to %reps step %c1 {
    weft.relayout %one into %grid padding(undef) : memref<1x1x4096x4096xf32> into memref<8x8x512x512xf32> from tensor<4096x4096xf32, #one_core> to tensor<4096x4096xf32, #grid_8x8>
    weft.relayout %grid into %one padding(undef) : memref<8x8x512x512xf32> into memref<1x1x4096x4096xf32> from tensor<4096x4096xf32, #grid_8x8> to tensor<4096x4096xf32, #one_core>
  }
  %t2 = call @rtclock() : () -> f64
  %memcpy = arith.subf %t1, %t0 : f64
  %relayout = arith.subf %t2, %t1 : f64
  call @printF64(%memcpy) : (f64) -> ()
  call @printNewline() : () -> ()
  call @printF64(%relayout) : (f64) -> ()
  call @printNewline() : () -> ()
  // What the copies left, so that none of them is dead.
  %c4095 = arith.constant 4095 : index
  %c7 = arith.constant 7 : index
  %c511 = arith.constant 511 : index
  %a = memref.load %copy[%c0, %c0, %c4095, %c4095] : memref<1x1x4096x4096xf32>
  %b = memref.load %grid[%c7, %c7, %c511, %c511] : memref<8x8x512x512xf32>
  %sum = arith.addf %a, %b : f32
  %sum64 = arith.extf %sum : f32 to f64
  call @printF64(%sum64) : (f64) -> ()
  call @printNewline() : () -> ()
  return
}

// RUN: weft-opt %s -split-input-file | weft-opt -split-input-file | FileCheck %s

// `#ttg.partitioned_shared` (Triton 3.9, gfx1250) round-trips as Triton
// prints it: keys in its order, the pieces' encoding by its alias, and
// an integer left out as 0; a partitioned encoding may hold another.

// CHECK: #[[$S:shared]] = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
// CHECK: #[[$PAD:shared1]] = #ttg.padded_shared<[32:+4] {order = [1, 0], shape = [32, 32]}>
// CHECK: #[[$P:shared2]] = #ttg.partitioned_shared<{numPartitions = 2, numGroups = 4, partitionDim = 0, partitionLayout = #[[$S]]}>
// CHECK: #[[$R:shared3]] = #ttg.partitioned_shared<{numPartitions = 2, numGroups = 2, partitionDim = 0, partitionLayout = #[[$PAD]]}>
// CHECK: #[[$Q:shared4]] = #ttg.partitioned_shared<{numPartitions = 4, numGroups = 1, partitionDim = 1, partitionLayout = #[[$P]]}>
// CHECK-LABEL: func.func private @partitioned
// CHECK-SAME: (!ttg.memdesc<128x32xf16, #[[$P]], #smem, mutable>, !ttg.memdesc<2x128x64xf16, #[[$Q]], #smem>, !ttg.memdesc<128x32xbf16, #[[$R]], #smem, mutable>)
#swizzled = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
func.func private @partitioned(
  !ttg.memdesc<128x32xf16, #ttg.partitioned_shared<{partitionLayout = #swizzled, numGroups = 4, numPartitions = 2}>, #ttg.shared_memory, mutable>,
  !ttg.memdesc<2x128x64xf16, #ttg.partitioned_shared<{numPartitions = 4, numGroups = 1, partitionDim = 1, partitionLayout = #ttg.partitioned_shared<{numPartitions = 2, numGroups = 4, partitionDim = 0, partitionLayout = #swizzled}>}>, #ttg.shared_memory>,
  !ttg.memdesc<128x32xbf16, #ttg.partitioned_shared<{numPartitions = 2, numGroups = 2, partitionDim = 0, partitionLayout = #ttg.padded_shared<[32:+4] {order = [1, 0], shape = [32, 32]}>}>, #ttg.shared_memory, mutable>)

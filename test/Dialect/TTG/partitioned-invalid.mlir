// RUN: weft-opt %s -split-input-file -verify-diagnostics

// `#ttg.partitioned_shared`'s structural errors, with Triton 3.9's
// messages (Triton reports the first three, then aborts).

#swizzled = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
// expected-error@+1 {{numPartitions must be a power of 2 and at least 2}}
func.func private @one_partition(!ttg.memdesc<128x32xf16, #ttg.partitioned_shared<{numPartitions = 1, numGroups = 4, partitionDim = 0, partitionLayout = #swizzled}>, #ttg.shared_memory>)

// -----

#swizzled = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
// expected-error@+1 {{numGroups must be a power of 2 and greater than 0}}
func.func private @no_groups(!ttg.memdesc<128x32xf16, #ttg.partitioned_shared<{numPartitions = 2, partitionDim = 0, partitionLayout = #swizzled}>, #ttg.shared_memory>)

// -----

#swizzled = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
// expected-error@+1 {{partitionDim (2) must be less than the layout rank (2)}}
func.func private @dim(!ttg.memdesc<128x32xf16, #ttg.partitioned_shared<{numPartitions = 2, numGroups = 1, partitionDim = 2, partitionLayout = #swizzled}>, #ttg.shared_memory>)

// -----

// expected-error@+1 {{partitionLayout must be a SharedEncodingTrait}}
func.func private @distributed(!ttg.memdesc<128x32xf16, #ttg.partitioned_shared<{numPartitions = 2, numGroups = 1, partitionDim = 0, partitionLayout = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>, #ttg.shared_memory>)

// -----

// expected-error@+1 {{missing partitionLayout}}
func.func private @no_layout(!ttg.memdesc<128x32xf16, #ttg.partitioned_shared<{numPartitions = 2, numGroups = 1, partitionDim = 0}>, #ttg.shared_memory>)

// -----

#swizzled = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
// expected-error@+1 {{unexpected key: foo}}
func.func private @key(!ttg.memdesc<128x32xf16, #ttg.partitioned_shared<{numPartitions = 2, numGroups = 1, partitionDim = 0, partitionLayout = #swizzled, foo = 1}>, #ttg.shared_memory>)

// -----

#swizzled = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
// Triton keeps the low 32 bits (here 2); Weft refuses what does not fit.
// expected-error@+1 {{#ttg.partitioned_shared needs a key numPartitions with a non-negative 32-bit value}}
func.func private @wide(!ttg.memdesc<128x32xf16, #ttg.partitioned_shared<{numPartitions = 4294967298, numGroups = 1, partitionDim = 0, partitionLayout = #swizzled}>, #ttg.shared_memory>)

// -----

#swizzled = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
// expected-error@+1 {{memdesc dims must be positive, and powers of two where the encoding places them, got 100x32}}
func.func private @dims(!ttg.memdesc<100x32xf16, #ttg.partitioned_shared<{numPartitions = 2, numGroups = 4, partitionDim = 0, partitionLayout = #swizzled}>, #ttg.shared_memory>)

// Helpers of the execution tests, appended to each test's module: fill a
// buffer with element indices, and report how a relayout went.

func.func private @printMemrefI64(memref<*xi64>) attributes {llvm.emit_c_interface}

// Element k of %b gets k.
func.func @iota_f32(%b: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %b, %c0 : memref<?xf32>
  scf.for %k = %c0 to %n step %c1 {
    %i = arith.index_cast %k : index to i64
    %f = arith.sitofp %i : i64 to f32
    memref.store %f, %b[%k] : memref<?xf32>
  }
  return
}

func.func @iota_i32(%b: memref<?xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %b, %c0 : memref<?xi32>
  scf.for %k = %c0 to %n step %c1 {
    %i = arith.index_cast %k : index to i32
    memref.store %i, %b[%k] : memref<?xi32>
  }
  return
}

// Prints [misplaced, padding]: how many elements of %back do not hold their
// own index, and how many slots of %physical hold %pad.
func.func @report_f32(%back: memref<?xf32>, %physical: memref<?xf32>, %pad: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %n = memref.dim %back, %c0 : memref<?xf32>
  %misplaced = scf.for %k = %c0 to %n step %c1 iter_args(%count = %zero) -> (i64) {
    %v = memref.load %back[%k] : memref<?xf32>
    %i = arith.index_cast %k : index to i64
    %f = arith.sitofp %i : i64 to f32
    %wrong = arith.cmpf une, %v, %f : f32
    %add = arith.select %wrong, %one, %zero : i64
    %next = arith.addi %count, %add : i64
    scf.yield %next : i64
  }
  %m = memref.dim %physical, %c0 : memref<?xf32>
  %padded = scf.for %k = %c0 to %m step %c1 iter_args(%count = %zero) -> (i64) {
    %v = memref.load %physical[%k] : memref<?xf32>
    %same = arith.cmpf oeq, %v, %pad : f32
    %add = arith.select %same, %one, %zero : i64
    %next = arith.addi %count, %add : i64
    scf.yield %next : i64
  }
  call @print_pair(%misplaced, %padded) : (i64, i64) -> ()
  return
}

func.func @report_i32(%back: memref<?xi32>, %physical: memref<?xi32>, %pad: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %n = memref.dim %back, %c0 : memref<?xi32>
  %misplaced = scf.for %k = %c0 to %n step %c1 iter_args(%count = %zero) -> (i64) {
    %v = memref.load %back[%k] : memref<?xi32>
    %i = arith.index_cast %k : index to i32
    %wrong = arith.cmpi ne, %v, %i : i32
    %add = arith.select %wrong, %one, %zero : i64
    %next = arith.addi %count, %add : i64
    scf.yield %next : i64
  }
  %m = memref.dim %physical, %c0 : memref<?xi32>
  %padded = scf.for %k = %c0 to %m step %c1 iter_args(%count = %zero) -> (i64) {
    %v = memref.load %physical[%k] : memref<?xi32>
    %same = arith.cmpi eq, %v, %pad : i32
    %add = arith.select %same, %one, %zero : i64
    %next = arith.addi %count, %add : i64
    scf.yield %next : i64
  }
  call @print_pair(%misplaced, %padded) : (i64, i64) -> ()
  return
}

func.func @print_pair(%a: i64, %b: i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %pair = memref.alloc() : memref<2xi64>
  memref.store %a, %pair[%c0] : memref<2xi64>
  memref.store %b, %pair[%c1] : memref<2xi64>
  %u = memref.cast %pair : memref<2xi64> to memref<*xi64>
  call @printMemrefI64(%u) : (memref<*xi64>) -> ()
  memref.dealloc %pair : memref<2xi64>
  return
}

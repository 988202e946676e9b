// RUN: weft-opt %s --weft-verify-layouts | FileCheck %s
// RUN: weft-opt %s | weft-opt | FileCheck %s
// RUN: weft-opt --mlir-print-op-generic %s | weft-opt | FileCheck %s

// A kernel as Triton 3.9 compiles it for sm_100 (TTGIR, with its
// locations): `tl.device_print`, `tl.inline_asm_elementwise`, `tl.clamp`,
// `tl.fma`, `tl.rand` (Philox rounds of `tt.mulhiui`), an argmax
// `tl.reduce` and atomics. It reads, passes weft-verify-layouts and prints
// back unchanged (Triton 3.9 prints this module byte for byte the same,
// with and without locations).

// CHECK: #blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-NEXT: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32, "ttng.two-ctas" = false} {
// CHECK-NEXT:   tt.func public @misc(%arg0: !tt.ptr<f32>, %arg1: !tt.ptr<f32>) attributes {noinline = false} {
// CHECK-NEXT:     %c-766435501_i32 = arith.constant -766435501 : i32
// CHECK-NEXT:     %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     %c-845247145_i32 = arith.constant -845247145 : i32
// CHECK-NEXT:     %cst = arith.constant dense<-845247145> : tensor<128xi32, #blocked>
// CHECK-NEXT:     %cst_0 = arith.constant dense<-766435501> : tensor<128xi32, #blocked>
// CHECK-NEXT:     %cst_1 = arith.constant dense<-1640531520> : tensor<128xi32, #blocked>
// CHECK-NEXT:     %cst_2 = arith.constant dense<-1150833019> : tensor<128xi32, #blocked>
// CHECK-NEXT:     %cst_3 = arith.constant dense<1013904249> : tensor<128xi32, #blocked>
// CHECK-NEXT:     %cst_4 = arith.constant dense<1993301258> : tensor<128xi32, #blocked>
// CHECK-NEXT:     %cst_5 = arith.constant dense<-626627278> : tensor<128xi32, #blocked>
// CHECK-NEXT:     %cst_6 = arith.constant dense<842468239> : tensor<128xi32, #blocked>
// CHECK-NEXT:     %cst_7 = arith.constant dense<2027808491> : tensor<128xi32, #blocked>
// CHECK-NEXT:     %cst_8 = arith.constant dense<-308364780> : tensor<128xi32, #blocked>
// CHECK-NEXT:     %cst_9 = arith.constant dense<387276964> : tensor<128xi32, #blocked>
// CHECK-NEXT:     %cst_10 = arith.constant dense<-1459197799> : tensor<128xi32, #blocked>
// CHECK-NEXT:     %cst_11 = arith.constant dense<-1253254563> : tensor<128xi32, #blocked>
// CHECK-NEXT:     %cst_12 = arith.constant dense<1684936478> : tensor<128xi32, #blocked>
// CHECK-NEXT:     %cst_13 = arith.constant dense<1401181206> : tensor<128xi32, #blocked>
// CHECK-NEXT:     %cst_14 = arith.constant dense<534103459> : tensor<128xi32, #blocked>
// CHECK-NEXT:     %cst_15 = arith.constant dense<-616729560> : tensor<128xi32, #blocked>
// CHECK-NEXT:     %cst_16 = arith.constant dense<-1879881848> : tensor<128xi32, #blocked>
// CHECK-NEXT:     %cst_17 = arith.constant dense<0> : tensor<128xi32, #blocked>
// CHECK-NEXT:     %cst_18 = arith.constant dense<4.6566126E-10> : tensor<128xf32, #blocked>
// CHECK-NEXT:     %cst_19 = arith.constant dense<-1> : tensor<128xi32, #blocked>
// CHECK-NEXT:     %cst_20 = arith.constant dense<true> : tensor<128xi1, #blocked>
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %cst_21 = arith.constant dense<1.000000e+00> : tensor<128xf32, #blocked>
// CHECK-NEXT:     %cst_22 = arith.constant dense<0.000000e+00> : tensor<128xf32, #blocked>
// CHECK-NEXT:     %0 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #blocked>
// CHECK-NEXT:     %1 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>, #blocked>
// CHECK-NEXT:     %2 = tt.addptr %1, %0 : tensor<128x!tt.ptr<f32>, #blocked>, tensor<128xi32, #blocked>
// CHECK-NEXT:     %3 = tt.load %2 : tensor<128x!tt.ptr<f32>, #blocked>
// CHECK-NEXT:     tt.print " x: " {hex = false, isSigned = array<i32: 0>} : %3 : tensor<128xf32, #blocked>
// CHECK-NEXT:     %4 = tt.elementwise_inline_asm "mov.b32 $0, $1;" {constraints = "=r,r", packed_element = 1 : i32, pure = true} %3 : tensor<128xf32, #blocked> -> tensor<128xf32, #blocked>
// CHECK-NEXT:     %5 = tt.clampf %4, %cst_22, %cst_21, propagateNan = none : tensor<128xf32, #blocked>
// CHECK-NEXT:     %6 = math.fma %5, %5, %3 : tensor<128xf32, #blocked>
// CHECK-NEXT:     %7 = tt.mulhiui %c-845247145_i32, %c0_i32 : i32
// CHECK-NEXT:     %8 = arith.xori %7, %c7_i32 : i32
// CHECK-NEXT:     %9 = tt.mulhiui %cst_0, %0 : tensor<128xi32, #blocked>
// CHECK-NEXT:     %10 = arith.muli %0, %cst_0 : tensor<128xi32, #blocked>
// CHECK-NEXT:     %11 = tt.mulhiui %cst, %9 : tensor<128xi32, #blocked>
// CHECK-NEXT:     %12 = arith.xori %11, %cst_1 : tensor<128xi32, #blocked>
// CHECK-NEXT:     %13 = tt.mulhiui %c-766435501_i32, %8 : i32
// CHECK-NEXT:     %14 = tt.splat %13 : i32 -> tensor<128xi32, #blocked>
// CHECK-NEXT:     %15 = arith.xori %14, %10 : tensor<128xi32, #blocked>
// CHECK-NEXT:     %16 = arith.xori %15, %cst_2 : tensor<128xi32, #blocked>
// CHECK-NEXT:     %17 = arith.muli %9, %cst : tensor<128xi32, #blocked>
// CHECK-NEXT:     %18 = arith.muli %8, %c-766435501_i32 : i32
// CHECK-NEXT:     %19 = tt.splat %18 : i32 -> tensor<128xi32, #blocked>
// CHECK-NEXT:     %20 = tt.mulhiui %cst, %16 : tensor<128xi32, #blocked>
// CHECK-NEXT:     %21 = arith.xori %20, %17 : tensor<128xi32, #blocked>
// CHECK-NEXT:     %22 = arith.xori %21, %cst_3 : tensor<128xi32, #blocked>
// CHECK-NEXT:     %23 = tt.mulhiui %cst_0, %12 : tensor<128xi32, #blocked>
// CHECK-NEXT:     %24 = arith.xori %23, %19 : tensor<128xi32, #blocked>
// CHECK-NEXT:     %25 = arith.xori %24, %cst_4 : tensor<128xi32, #blocked>
// CHECK-NEXT:     %26 = arith.muli %16, %cst : tensor<128xi32, #blocked>
// CHECK-NEXT:     %27 = arith.muli %12, %cst_0 : tensor<128xi32, #blocked>
// CHECK-NEXT:     %28 = tt.mulhiui %cst, %25 : tensor<128xi32, #blocked>
// CHECK-NEXT:     %29 = arith.xori %28, %26 : tensor<128xi32, #blocked>
// CHECK-NEXT:     %30 = arith.xori %29, %cst_5 : tensor<128xi32, #blocked>
// CHECK-NEXT:     %31 = tt.mulhiui %cst_0, %22 : tensor<128xi32, #blocked>
// CHECK-NEXT:     %32 = arith.xori %31, %27 : tensor<128xi32, #blocked>
// CHECK-NEXT:     %33 = arith.xori %32, %cst_6 : tensor<128xi32, #blocked>
// CHECK-NEXT:     %34 = arith.muli %25, %cst : tensor<128xi32, #blocked>
// CHECK-NEXT:     %35 = arith.muli %22, %cst_0 : tensor<128xi32, #blocked>
// CHECK-NEXT:     %36 = tt.mulhiui %cst, %33 : tensor<128xi32, #blocked>
// CHECK-NEXT:     %37 = arith.xori %36, %34 : tensor<128xi32, #blocked>
// CHECK-NEXT:     %38 = arith.xori %37, %cst_7 : tensor<128xi32, #blocked>
// CHECK-NEXT:     %39 = tt.mulhiui %cst_0, %30 : tensor<128xi32, #blocked>
// CHECK-NEXT:     %40 = arith.xori %39, %35 : tensor<128xi32, #blocked>
// CHECK-NEXT:     %41 = arith.xori %40, %cst_8 : tensor<128xi32, #blocked>
// CHECK-NEXT:     %42 = arith.muli %33, %cst : tensor<128xi32, #blocked>
// CHECK-NEXT:     %43 = arith.muli %30, %cst_0 : tensor<128xi32, #blocked>
// CHECK-NEXT:     %44 = tt.mulhiui %cst, %41 : tensor<128xi32, #blocked>
// CHECK-NEXT:     %45 = arith.xori %44, %42 : tensor<128xi32, #blocked>
// CHECK-NEXT:     %46 = arith.xori %45, %cst_9 : tensor<128xi32, #blocked>
// CHECK-NEXT:     %47 = tt.mulhiui %cst_0, %38 : tensor<128xi32, #blocked>
// CHECK-NEXT:     %48 = arith.xori %47, %43 : tensor<128xi32, #blocked>
// CHECK-NEXT:     %49 = arith.xori %48, %cst_10 : tensor<128xi32, #blocked>
// CHECK-NEXT:     %50 = arith.muli %41, %cst : tensor<128xi32, #blocked>
// CHECK-NEXT:     %51 = arith.muli %38, %cst_0 : tensor<128xi32, #blocked>
// CHECK-NEXT:     %52 = tt.mulhiui %cst, %49 : tensor<128xi32, #blocked>
// CHECK-NEXT:     %53 = arith.xori %52, %50 : tensor<128xi32, #blocked>
// CHECK-NEXT:     %54 = arith.xori %53, %cst_11 : tensor<128xi32, #blocked>
// CHECK-NEXT:     %55 = tt.mulhiui %cst_0, %46 : tensor<128xi32, #blocked>
// CHECK-NEXT:     %56 = arith.xori %55, %51 : tensor<128xi32, #blocked>
// CHECK-NEXT:     %57 = arith.xori %56, %cst_12 : tensor<128xi32, #blocked>
// CHECK-NEXT:     %58 = arith.muli %49, %cst : tensor<128xi32, #blocked>
// CHECK-NEXT:     %59 = arith.muli %46, %cst_0 : tensor<128xi32, #blocked>
// CHECK-NEXT:     %60 = tt.mulhiui %cst, %57 : tensor<128xi32, #blocked>
// CHECK-NEXT:     %61 = arith.xori %60, %58 : tensor<128xi32, #blocked>
// CHECK-NEXT:     %62 = arith.xori %61, %cst_13 : tensor<128xi32, #blocked>
// CHECK-NEXT:     %63 = tt.mulhiui %cst_0, %54 : tensor<128xi32, #blocked>
// CHECK-NEXT:     %64 = arith.xori %63, %59 : tensor<128xi32, #blocked>
// CHECK-NEXT:     %65 = arith.xori %64, %cst_14 : tensor<128xi32, #blocked>
// CHECK-NEXT:     %66 = arith.muli %54, %cst_0 : tensor<128xi32, #blocked>
// CHECK-NEXT:     %67 = tt.mulhiui %cst_0, %62 : tensor<128xi32, #blocked>
// CHECK-NEXT:     %68 = arith.xori %67, %66 : tensor<128xi32, #blocked>
// CHECK-NEXT:     %69 = arith.xori %68, %cst_15 : tensor<128xi32, #blocked>
// CHECK-NEXT:     %70 = arith.muli %65, %cst : tensor<128xi32, #blocked>
// CHECK-NEXT:     %71 = tt.mulhiui %cst, %69 : tensor<128xi32, #blocked>
// CHECK-NEXT:     %72 = arith.xori %71, %70 : tensor<128xi32, #blocked>
// CHECK-NEXT:     %73 = arith.xori %72, %cst_16 : tensor<128xi32, #blocked>
// CHECK-NEXT:     %74 = arith.cmpi slt, %73, %cst_17 : tensor<128xi32, #blocked>
// CHECK-NEXT:     %75 = arith.xori %73, %cst_19 : tensor<128xi32, #blocked>
// CHECK-NEXT:     %76 = arith.select %74, %75, %73 : tensor<128xi1, #blocked>, tensor<128xi32, #blocked>
// CHECK-NEXT:     %77 = arith.sitofp %76 : tensor<128xi32, #blocked> to tensor<128xf32, #blocked>
// CHECK-NEXT:     %78 = arith.mulf %77, %cst_18 : tensor<128xf32, #blocked>
// CHECK-NEXT:     %79:2 = "tt.reduce"(%6, %0) <{axis = 0 : i32}> ({
// CHECK-NEXT:     ^bb0(%arg2: f32, %arg3: i32, %arg4: f32, %arg5: i32):
// CHECK-NEXT:       %85 = arith.cmpf oge, %arg2, %arg4 : f32
// CHECK-NEXT:       %86 = arith.select %85, %arg2, %arg4 : f32
// CHECK-NEXT:       %87 = arith.select %85, %arg3, %arg5 : i32
// CHECK-NEXT:       tt.reduce.return %86, %87 : f32, i32
// CHECK-NEXT:     }) : (tensor<128xf32, #blocked>, tensor<128xi32, #blocked>) -> (f32, i32)
// CHECK-NEXT:     %80 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>, #blocked>
// CHECK-NEXT:     %81 = tt.addptr %80, %0 : tensor<128x!tt.ptr<f32>, #blocked>, tensor<128xi32, #blocked>
// CHECK-NEXT:     %82 = arith.addf %6, %78 : tensor<128xf32, #blocked>
// CHECK-NEXT:     %83 = tt.atomic_rmw fadd, relaxed, cta, %81, %82, %cst_20 : (tensor<128x!tt.ptr<f32>, #blocked>, tensor<128xf32, #blocked>, tensor<128xi1, #blocked>) -> tensor<128xf32, #blocked>
// CHECK-NEXT:     %84 = tt.atomic_rmw exch, acq_rel, gpu, %arg1, %79#0, %true : (!tt.ptr<f32>, f32, i1) -> f32
// CHECK-NEXT:     tt.return
// CHECK-NEXT:   }
// CHECK-NEXT: }

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#loc = loc("kernel.py":29:1)
#loc1 = loc(unknown)
#loc31 = loc("x_ptr"(#loc))
#loc32 = loc("y_ptr"(#loc))
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32, "ttng.two-ctas" = false} {
  tt.func public @misc(%x_ptr: !tt.ptr<f32> loc("x_ptr"(#loc)), %y_ptr: !tt.ptr<f32> loc("y_ptr"(#loc))) attributes {noinline = false} {
    %c-766435501_i32 = arith.constant -766435501 : i32 loc(#loc1)
    %c7_i32 = arith.constant 7 : i32 loc(#loc1)
    %c0_i32 = arith.constant 0 : i32 loc(#loc1)
    %c-845247145_i32 = arith.constant -845247145 : i32 loc(#loc1)
    %cst = arith.constant dense<-845247145> : tensor<128xi32, #blocked> loc(#loc1)
    %cst_0 = arith.constant dense<-766435501> : tensor<128xi32, #blocked> loc(#loc1)
    %cst_1 = arith.constant dense<-1640531520> : tensor<128xi32, #blocked> loc(#loc1)
    %cst_2 = arith.constant dense<-1150833019> : tensor<128xi32, #blocked> loc(#loc1)
    %cst_3 = arith.constant dense<1013904249> : tensor<128xi32, #blocked> loc(#loc1)
    %cst_4 = arith.constant dense<1993301258> : tensor<128xi32, #blocked> loc(#loc1)
    %cst_5 = arith.constant dense<-626627278> : tensor<128xi32, #blocked> loc(#loc1)
    %cst_6 = arith.constant dense<842468239> : tensor<128xi32, #blocked> loc(#loc1)
    %cst_7 = arith.constant dense<2027808491> : tensor<128xi32, #blocked> loc(#loc1)
    %cst_8 = arith.constant dense<-308364780> : tensor<128xi32, #blocked> loc(#loc1)
    %cst_9 = arith.constant dense<387276964> : tensor<128xi32, #blocked> loc(#loc1)
    %cst_10 = arith.constant dense<-1459197799> : tensor<128xi32, #blocked> loc(#loc1)
    %cst_11 = arith.constant dense<-1253254563> : tensor<128xi32, #blocked> loc(#loc1)
    %cst_12 = arith.constant dense<1684936478> : tensor<128xi32, #blocked> loc(#loc1)
    %cst_13 = arith.constant dense<1401181206> : tensor<128xi32, #blocked> loc(#loc1)
    %cst_14 = arith.constant dense<534103459> : tensor<128xi32, #blocked> loc(#loc1)
    %cst_15 = arith.constant dense<-616729560> : tensor<128xi32, #blocked> loc(#loc1)
    %cst_16 = arith.constant dense<-1879881848> : tensor<128xi32, #blocked> loc(#loc1)
    %cst_17 = arith.constant dense<0> : tensor<128xi32, #blocked> loc(#loc1)
    %cst_18 = arith.constant dense<4.6566126E-10> : tensor<128xf32, #blocked> loc(#loc1)
    %cst_19 = arith.constant dense<-1> : tensor<128xi32, #blocked> loc(#loc1)
    %cst_20 = arith.constant dense<true> : tensor<128xi1, #blocked> loc(#loc1)
    %true = arith.constant true loc(#loc1)
    %cst_21 = arith.constant dense<1.000000e+00> : tensor<128xf32, #blocked> loc(#loc1)
    %cst_22 = arith.constant dense<0.000000e+00> : tensor<128xf32, #blocked> loc(#loc1)
    %r = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #blocked> loc(#loc33)
    %x = tt.splat %x_ptr : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>, #blocked> loc(#loc34)
    %x_23 = tt.addptr %x, %r : tensor<128x!tt.ptr<f32>, #blocked>, tensor<128xi32, #blocked> loc(#loc34)
    %x_24 = tt.load %x_23 : tensor<128x!tt.ptr<f32>, #blocked> loc(#loc35)
    tt.print " x: " {hex = false, isSigned = array<i32: 0>} : %x_24 : tensor<128xf32, #blocked> loc(#loc5)
    %y = tt.elementwise_inline_asm "mov.b32 $0, $1;" {constraints = "=r,r", packed_element = 1 : i32, pure = true} %x_24 : tensor<128xf32, #blocked> -> tensor<128xf32, #blocked> loc(#loc36)
    %z = tt.clampf %y, %cst_22, %cst_21, propagateNan = none : tensor<128xf32, #blocked> loc(#loc37)
    %w = math.fma %z, %z, %x_24 : tensor<128xf32, #blocked> loc(#loc38)
    %c0 = tt.mulhiui %c-845247145_i32, %c0_i32 : i32 loc(#loc62)
    %c0_25 = arith.xori %c0, %c7_i32 : i32 loc(#loc62)
    %c2 = tt.mulhiui %cst_0, %r : tensor<128xi32, #blocked> loc(#loc63)
    %c3 = arith.muli %r, %cst_0 : tensor<128xi32, #blocked> loc(#loc64)
    %c0_26 = tt.mulhiui %cst, %c2 : tensor<128xi32, #blocked> loc(#loc62)
    %c0_27 = arith.xori %c0_26, %cst_1 : tensor<128xi32, #blocked> loc(#loc62)
    %c2_28 = tt.mulhiui %c-766435501_i32, %c0_25 : i32 loc(#loc63)
    %c2_29 = tt.splat %c2_28 : i32 -> tensor<128xi32, #blocked> loc(#loc63)
    %c2_30 = arith.xori %c2_29, %c3 : tensor<128xi32, #blocked> loc(#loc63)
    %c2_31 = arith.xori %c2_30, %cst_2 : tensor<128xi32, #blocked> loc(#loc63)
    %c1 = arith.muli %c2, %cst : tensor<128xi32, #blocked> loc(#loc65)
    %c3_32 = arith.muli %c0_25, %c-766435501_i32 : i32 loc(#loc64)
    %c3_33 = tt.splat %c3_32 : i32 -> tensor<128xi32, #blocked> loc(#loc64)
    %c0_34 = tt.mulhiui %cst, %c2_31 : tensor<128xi32, #blocked> loc(#loc62)
    %c0_35 = arith.xori %c0_34, %c1 : tensor<128xi32, #blocked> loc(#loc62)
    %c0_36 = arith.xori %c0_35, %cst_3 : tensor<128xi32, #blocked> loc(#loc62)
    %c2_37 = tt.mulhiui %cst_0, %c0_27 : tensor<128xi32, #blocked> loc(#loc63)
    %c2_38 = arith.xori %c2_37, %c3_33 : tensor<128xi32, #blocked> loc(#loc63)
    %c2_39 = arith.xori %c2_38, %cst_4 : tensor<128xi32, #blocked> loc(#loc63)
    %c1_40 = arith.muli %c2_31, %cst : tensor<128xi32, #blocked> loc(#loc65)
    %c3_41 = arith.muli %c0_27, %cst_0 : tensor<128xi32, #blocked> loc(#loc64)
    %c0_42 = tt.mulhiui %cst, %c2_39 : tensor<128xi32, #blocked> loc(#loc62)
    %c0_43 = arith.xori %c0_42, %c1_40 : tensor<128xi32, #blocked> loc(#loc62)
    %c0_44 = arith.xori %c0_43, %cst_5 : tensor<128xi32, #blocked> loc(#loc62)
    %c2_45 = tt.mulhiui %cst_0, %c0_36 : tensor<128xi32, #blocked> loc(#loc63)
    %c2_46 = arith.xori %c2_45, %c3_41 : tensor<128xi32, #blocked> loc(#loc63)
    %c2_47 = arith.xori %c2_46, %cst_6 : tensor<128xi32, #blocked> loc(#loc63)
    %c1_48 = arith.muli %c2_39, %cst : tensor<128xi32, #blocked> loc(#loc65)
    %c3_49 = arith.muli %c0_36, %cst_0 : tensor<128xi32, #blocked> loc(#loc64)
    %c0_50 = tt.mulhiui %cst, %c2_47 : tensor<128xi32, #blocked> loc(#loc62)
    %c0_51 = arith.xori %c0_50, %c1_48 : tensor<128xi32, #blocked> loc(#loc62)
    %c0_52 = arith.xori %c0_51, %cst_7 : tensor<128xi32, #blocked> loc(#loc62)
    %c2_53 = tt.mulhiui %cst_0, %c0_44 : tensor<128xi32, #blocked> loc(#loc63)
    %c2_54 = arith.xori %c2_53, %c3_49 : tensor<128xi32, #blocked> loc(#loc63)
    %c2_55 = arith.xori %c2_54, %cst_8 : tensor<128xi32, #blocked> loc(#loc63)
    %c1_56 = arith.muli %c2_47, %cst : tensor<128xi32, #blocked> loc(#loc65)
    %c3_57 = arith.muli %c0_44, %cst_0 : tensor<128xi32, #blocked> loc(#loc64)
    %c0_58 = tt.mulhiui %cst, %c2_55 : tensor<128xi32, #blocked> loc(#loc62)
    %c0_59 = arith.xori %c0_58, %c1_56 : tensor<128xi32, #blocked> loc(#loc62)
    %c0_60 = arith.xori %c0_59, %cst_9 : tensor<128xi32, #blocked> loc(#loc62)
    %c2_61 = tt.mulhiui %cst_0, %c0_52 : tensor<128xi32, #blocked> loc(#loc63)
    %c2_62 = arith.xori %c2_61, %c3_57 : tensor<128xi32, #blocked> loc(#loc63)
    %c2_63 = arith.xori %c2_62, %cst_10 : tensor<128xi32, #blocked> loc(#loc63)
    %c1_64 = arith.muli %c2_55, %cst : tensor<128xi32, #blocked> loc(#loc65)
    %c3_65 = arith.muli %c0_52, %cst_0 : tensor<128xi32, #blocked> loc(#loc64)
    %c0_66 = tt.mulhiui %cst, %c2_63 : tensor<128xi32, #blocked> loc(#loc62)
    %c0_67 = arith.xori %c0_66, %c1_64 : tensor<128xi32, #blocked> loc(#loc62)
    %c0_68 = arith.xori %c0_67, %cst_11 : tensor<128xi32, #blocked> loc(#loc62)
    %c2_69 = tt.mulhiui %cst_0, %c0_60 : tensor<128xi32, #blocked> loc(#loc63)
    %c2_70 = arith.xori %c2_69, %c3_65 : tensor<128xi32, #blocked> loc(#loc63)
    %c2_71 = arith.xori %c2_70, %cst_12 : tensor<128xi32, #blocked> loc(#loc63)
    %c1_72 = arith.muli %c2_63, %cst : tensor<128xi32, #blocked> loc(#loc65)
    %c3_73 = arith.muli %c0_60, %cst_0 : tensor<128xi32, #blocked> loc(#loc64)
    %c0_74 = tt.mulhiui %cst, %c2_71 : tensor<128xi32, #blocked> loc(#loc62)
    %c0_75 = arith.xori %c0_74, %c1_72 : tensor<128xi32, #blocked> loc(#loc62)
    %c0_76 = arith.xori %c0_75, %cst_13 : tensor<128xi32, #blocked> loc(#loc62)
    %c2_77 = tt.mulhiui %cst_0, %c0_68 : tensor<128xi32, #blocked> loc(#loc63)
    %c2_78 = arith.xori %c2_77, %c3_73 : tensor<128xi32, #blocked> loc(#loc63)
    %c2_79 = arith.xori %c2_78, %cst_14 : tensor<128xi32, #blocked> loc(#loc63)
    %c3_80 = arith.muli %c0_68, %cst_0 : tensor<128xi32, #blocked> loc(#loc64)
    %c2_81 = tt.mulhiui %cst_0, %c0_76 : tensor<128xi32, #blocked> loc(#loc63)
    %c2_82 = arith.xori %c2_81, %c3_80 : tensor<128xi32, #blocked> loc(#loc63)
    %c2_83 = arith.xori %c2_82, %cst_15 : tensor<128xi32, #blocked> loc(#loc63)
    %c1_84 = arith.muli %c2_79, %cst : tensor<128xi32, #blocked> loc(#loc65)
    %c0_85 = tt.mulhiui %cst, %c2_83 : tensor<128xi32, #blocked> loc(#loc62)
    %c0_86 = arith.xori %c0_85, %c1_84 : tensor<128xi32, #blocked> loc(#loc62)
    %c0_87 = arith.xori %c0_86, %cst_16 : tensor<128xi32, #blocked> loc(#loc62)
    %x_88 = arith.cmpi slt, %c0_87, %cst_17 : tensor<128xi32, #blocked> loc(#loc56)
    %x_89 = arith.xori %c0_87, %cst_19 : tensor<128xi32, #blocked> loc(#loc57)
    %x_90 = arith.select %x_88, %x_89, %c0_87 : tensor<128xi1, #blocked>, tensor<128xi32, #blocked> loc(#loc58)
    %rnd = arith.sitofp %x_90 : tensor<128xi32, #blocked> to tensor<128xf32, #blocked> loc(#loc59)
    %rnd_91 = arith.mulf %rnd, %cst_18 : tensor<128xf32, #blocked> loc(#loc59)
    %m:2 = "tt.reduce"(%w, %r) <{axis = 0 : i32}> ({
    ^bb0(%arg2: f32 loc(unknown), %arg3: i32 loc(unknown), %arg4: f32 loc(unknown), %arg5: i32 loc(unknown)):
      %keep = arith.cmpf oge, %arg2, %arg4 : f32 loc(#loc52)
      %m_92 = arith.select %keep, %arg2, %arg4 : f32 loc(#loc53)
      %m_93 = arith.select %keep, %arg3, %arg5 : i32 loc(#loc54)
      tt.reduce.return %m_92, %m_93 : f32, i32 loc(#loc48)
    }) : (tensor<128xf32, #blocked>, tensor<128xi32, #blocked>) -> (f32, i32) loc(#loc48)
    %0 = tt.splat %y_ptr : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>, #blocked> loc(#loc27)
    %1 = tt.addptr %0, %r : tensor<128x!tt.ptr<f32>, #blocked>, tensor<128xi32, #blocked> loc(#loc27)
    %2 = arith.addf %w, %rnd_91 : tensor<128xf32, #blocked> loc(#loc28)
    %3 = tt.atomic_rmw fadd, relaxed, cta, %1, %2, %cst_20 : (tensor<128x!tt.ptr<f32>, #blocked>, tensor<128xf32, #blocked>, tensor<128xi1, #blocked>) -> tensor<128xf32, #blocked> loc(#loc29)
    %4 = tt.atomic_rmw exch, acq_rel, gpu, %y_ptr, %m#0, %true : (!tt.ptr<f32>, f32, i1) -> f32 loc(#loc30)
    tt.return loc(#loc)
  } loc(#loc)
} loc(#loc)
#loc2 = loc("kernel.py":30:9)
#loc3 = loc("kernel.py":31:17)
#loc4 = loc("kernel.py":31:9)
#loc5 = loc("kernel.py":33:5)
#loc6 = loc("kernel.py":34:9)
#loc7 = loc("kernel.py":35:9)
#loc8 = loc("kernel.py":36:9)
#loc9 = loc("triton/language/random.py":35:14)
#loc10 = loc("triton/language/random.py":69:12)
#loc11 = loc("triton/language/random.py":110:12)
#loc12 = loc("triton/language/random.py":84:20)
#loc13 = loc("triton/language/random.py":155:14)
#loc14 = loc("kernel.py":37:11)
#loc15 = loc("triton/language/random.py":36:14)
#loc16 = loc("triton/language/random.py":38:14)
#loc17 = loc("triton/language/random.py":37:14)
#loc18 = loc("triton/language/random.py":142:18)
#loc19 = loc("triton/language/random.py":156:12)
#loc20 = loc("triton/language/random.py":142:25)
#loc21 = loc("triton/language/random.py":142:9)
#loc22 = loc("triton/language/random.py":143:12)
#loc23 = loc("kernel.py":38:9)
#loc24 = loc("kernel.py":44:12)
#loc25 = loc("kernel.py":45:12)
#loc26 = loc("kernel.py":45:34)
#loc27 = loc("kernel.py":39:19)
#loc28 = loc("kernel.py":39:30)
#loc29 = loc("kernel.py":39:5)
#loc30 = loc("kernel.py":40:5)
#loc33 = loc("r"(#loc2))
#loc34 = loc("x"(#loc3))
#loc35 = loc("x"(#loc4))
#loc36 = loc("y"(#loc6))
#loc37 = loc("z"(#loc7))
#loc38 = loc("w"(#loc8))
#loc39 = loc("c0"(#loc9))
#loc40 = loc("source"(#loc13))
#loc41 = loc("rnd"(#loc14))
#loc42 = loc("c2"(#loc15))
#loc43 = loc("c3"(#loc16))
#loc44 = loc("c1"(#loc17))
#loc45 = loc("x"(#loc18))
#loc46 = loc("x"(#loc20))
#loc47 = loc("x"(#loc21))
#loc48 = loc("m"(#loc23))
#loc49 = loc("keep"(#loc24))
#loc50 = loc(callsite(#loc40 at #loc41))
#loc51 = loc(callsite(#loc19 at #loc41))
#loc52 = loc(callsite(#loc49 at #loc48))
#loc53 = loc(callsite(#loc25 at #loc48))
#loc54 = loc(callsite(#loc26 at #loc48))
#loc55 = loc(callsite(#loc12 at #loc50))
#loc56 = loc(callsite(#loc45 at #loc51))
#loc57 = loc(callsite(#loc46 at #loc51))
#loc58 = loc(callsite(#loc47 at #loc51))
#loc59 = loc(callsite(#loc22 at #loc51))
#loc60 = loc(callsite(#loc11 at #loc55))
#loc61 = loc(callsite(#loc10 at #loc60))
#loc62 = loc(callsite(#loc39 at #loc61))
#loc63 = loc(callsite(#loc42 at #loc61))
#loc64 = loc(callsite(#loc43 at #loc61))
#loc65 = loc(callsite(#loc44 at #loc61))

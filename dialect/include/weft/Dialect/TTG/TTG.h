//===- TTG.h - the ttg dialect ----------------------------------*- C++ -*-===//
//
// Declarations of the ttg dialect, its types and attributes, generated from the
// .td files beside this header.
//
//===----------------------------------------------------------------------===//

#ifndef WEFT_DIALECT_TTG_TTG_H
#define WEFT_DIALECT_TTG_TTG_H

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"

#include "weft/Dialect/TTG/TTGOpsDialect.h.inc"

#include "weft/Dialect/TTG/TTGEnums.h.inc"

#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#define GET_TYPEDEF_CLASSES
#include "weft/Dialect/TTG/TTGOpsTypes.h.inc"

#define GET_ATTRDEF_CLASSES
#include "weft/Dialect/TTG/TTGAttrs.h.inc"

namespace weft::ttg {
/// `0, 32`: a `ttg.memdesc_subslice`'s offsets, between its brackets (the
/// ODS directive `custom<Offsets>`).
mlir::ParseResult parseOffsets(mlir::OpAsmParser &parser,
                               mlir::DenseI32ArrayAttr &offsets);
void printOffsets(mlir::OpAsmPrinter &printer, mlir::Operation *op,
                  mlir::DenseI32ArrayAttr offsets);
/// `local|global_read`, `all`, `none`: the memories a `ttg.barrier` orders,
/// as an i32 of one bit each (the ODS directive `custom<AddrSpace>`).
mlir::ParseResult parseAddrSpace(mlir::OpAsmParser &parser,
                                 mlir::IntegerAttr &addrSpace);
void printAddrSpace(mlir::OpAsmPrinter &printer, mlir::Operation *op,
                    mlir::IntegerAttr addrSpace);
} // namespace weft::ttg

#include <optional>

#define GET_OP_CLASSES
#include "weft/Dialect/TTG/TTGOps.h.inc"

namespace weft::ttg {
/// Triton's shape rules for unpacking `src`'s e2m1 bytes along `axis` into
/// `result` (ttg.fp4_to_fp, amdg.scaled_upcast_fp4): one rank, twice the
/// size along `axis`, the same elsewhere, an encoding on both or neither.
/// Whether the encodings agree is weft-verify-layouts' business.
/// `dim` times two, as e2m1 bytes unpack: none for a dynamic dim or one
/// whose double is past int64.
std::optional<int64_t> twiceDim(int64_t dim);
mlir::LogicalResult verifyFp4Unpack(mlir::Operation *op,
                                    mlir::RankedTensorType src,
                                    mlir::RankedTensorType result,
                                    uint32_t axis);
} // namespace weft::ttg

namespace weft::ttg {
/// The rank a shared-memory encoding is for: -1 when Weft cannot tell (an
/// encoding it keeps as written, an attribute of another dialect), -2 when
/// `encoding` is a ttg attribute that is not a shared-memory encoding.
int64_t sharedEncodingRank(mlir::Attribute encoding);

/// Checks the `order` of a transpose (`tt.trans`, `ttg.memdesc_trans`) of
/// `op`'s operand of `rank` dims into its result of `resultRank`: one
/// entry per dim, a permutation; Triton's messages.
mlir::LogicalResult verifyTransposeOrder(mlir::Operation *op,
                                         llvm::ArrayRef<int32_t> order,
                                         size_t rank, size_t resultRank);

/// The number of elements of static, non-negative `dims`; none where one
/// is dynamic or negative or the count overflows 64 bits (reshapes of
/// tensors and buffers compare counts).
std::optional<uint64_t> elementCount(llvm::ArrayRef<int64_t> dims);

/// The warps `op` runs on, as Triton's `lookupNumWarps` finds them: the
/// `num_warps(K)` of the ttg.warp_specialize partition it is in, else the
/// nearest enclosing `ttg.num-warps` (a tt.func's or the module's); none
/// when nothing says.
std::optional<int64_t> lookupNumWarps(mlir::Operation *op);
/// The warps code in region `region` of `parent` runs on when `parent` says
/// so itself: a partition's `num_warps(K)` (for the regions of
/// ttg.warp_specialize.partitions), or `parent`'s own `ttg.num-warps` (a
/// tt.func's, the module's). The one rule behind lookupNumWarps and
/// weft-verify-layouts' warp counts (C API `mlirTTGRegionNumWarps`).
std::optional<int64_t> regionNumWarps(mlir::Operation *parent,
                                      unsigned region);

/// Whether Weft judges how `encoding` relates to the encodings of an op's
/// other tensors: not for none, encodings Weft keeps without modelling
/// them, those of another dialect, and `#ttg.linear` (and
/// `#ttg.generic_linear`) ones, which
/// convert-ttg-to-linear makes of every encoding (a linear layout no longer
/// names the encoding it was made from, slice or MMA).
bool isJudged(mlir::Attribute encoding);

/// Whether `type` is a ranked tensor of `!tt.ptr` (known by name and read
/// through its parameters: the tt library links ttg's, not the other way
/// round).
bool isPointerTensor(mlir::Type type);
/// Whether `type` is one of Triton's value types (`TT_Type`): a float
/// Triton computes with (fp8 variants, f16, bf16, f32, f64), a signless
/// integer of 1, 4, 8, 16, 32 or 64 bits, or a `!tt.ptr`, alone or in a
/// ranked tensor.
bool isTritonValue(mlir::Type type);
/// Whether `encoding` spreads a tensor over threads (a distributed #ttg
/// encoding, modelled or kept unmodelled); not for none or a shared one.
bool isDistributedEncoding(mlir::Attribute encoding);
/// What a `!tt.ptr<pointee, space>` points to; none for another type.
mlir::Type pointeeOf(mlir::Type type);
/// The `i32` tensor of `tensor`'s shape and encoding (a buffer op's
/// offsets); `tensor` itself when it is not a ranked tensor.
mlir::Type offsetsTypeOf(mlir::Type tensor);
/// The mask of `values` (pointers, or what a scatter writes): the `i1`
/// tensor of their shape and encoding, or `i1` when they are not a ranked
/// tensor.
mlir::Type maskTypeOf(mlir::Type values);
/// The tensor of what `pointers` point to, in its shape and encoding (an
/// async copy's `other`); `pointers` itself when it is not a tensor of
/// `!tt.ptr`.
mlir::Type pointeeTypeOf(mlir::Type pointers);
} // namespace weft::ttg

#endif // WEFT_DIALECT_TTG_TTG_H

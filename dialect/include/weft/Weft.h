//===- Weft.h - Weft for C++ hosts ------------------------------*- C++ -*-===//
//
// The one header a C++ compiler includes to embed Weft (the CMake package's
// Weft::Weft): register Weft's dialects and passes, and create each pass by
// a function with typed options. Everything here is inline over Weft's C API
// (weft-c/Weft.h, exported by libWeft.so) and MLIR's own wrap/unwrap, so a
// host needs only libWeft.so and libMLIR.so.
//
//===----------------------------------------------------------------------===//

#ifndef WEFT_WEFT_H
#define WEFT_WEFT_H

#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Pass.h"
#include "mlir/CAPI/Support.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/Pass/Pass.h"
#include "weft-c/Weft.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace weft {

/// Adds every Weft dialect to `registry`.
inline void registerAllDialects(mlir::DialectRegistry &registry) {
  mlirWeftRegisterAllDialects(wrap(&registry));
}

/// Adds the Weft dialects named (`{"spyre", "cute"}`) to `registry`, for a
/// host that owns some of Weft's namespaces (Triton's `tt`, `ttg`, `ttng`
/// and `amdg`, tt-mlir's `ttcore`). Returns false, with the reason in `*error` when
/// given, on an unknown name (and registers nothing).
inline bool registerDialects(mlir::DialectRegistry &registry,
                             llvm::ArrayRef<llvm::StringRef> names,
                             std::string *error = nullptr) {
  std::vector<MlirStringRef> refs;
  for (llvm::StringRef name : names)
    refs.push_back(wrap(name));
  std::string reason;
  MlirLogicalResult result = mlirWeftRegisterDialects(
      wrap(&registry), refs.data(), refs.size(),
      [](MlirStringRef chunk, void *text) {
        static_cast<std::string *>(text)->append(chunk.data, chunk.length);
      },
      &reason);
  if (mlirLogicalResultIsFailure(result) && error)
    *error = reason;
  return mlirLogicalResultIsSuccess(result);
}

/// Registers every Weft pass in MLIR's pass registry, for
/// `mlir::parsePassPipeline` and opt drivers.
inline void registerAllPasses() { mlirWeftRegisterAllPasses(); }

namespace detail {
inline void appendTo(MlirStringRef chunk, void *text) {
  static_cast<std::string *>(text)->append(chunk.data, chunk.length);
}

/// The pass `create` makes from `options`; null, with the reason in
/// `*error` when given, if the options are wrong.
inline std::unique_ptr<mlir::Pass>
create(MlirPass (*create)(MlirStringRef, MlirStringCallback, void *),
       llvm::StringRef options, std::string *error) {
  std::string reason;
  MlirPass pass = create(wrap(options), appendTo, &reason);
  if (!pass.ptr && error)
    *error = reason;
  return std::unique_ptr<mlir::Pass>(pass.ptr ? unwrap(pass) : nullptr);
}
} // namespace detail

/// The options of `weft-verify-layouts`, `weft-lower-layouts` and
/// `convert-ttg-to-linear`: none yet (code written against these structs
/// keeps compiling when options come).
struct VerifyLayoutsOptions {};
struct LowerLayoutsOptions {};
struct ConvertTTGToLinearOptions {};

/// `weft-verify-layouts`: every layout attribute against its tensor and
/// module.
inline std::unique_ptr<mlir::Pass>
createVerifyLayoutsPass(const VerifyLayoutsOptions & = {}) {
  return detail::create(mlirCreateWeftVerifyLayouts, "", nullptr);
}

/// `weft-lower-layouts`: tensors with layouts to the buffers they describe.
inline std::unique_ptr<mlir::Pass>
createLowerLayoutsPass(const LowerLayoutsOptions & = {}) {
  return detail::create(mlirCreateWeftLowerLayouts, "", nullptr);
}

/// `convert-ttg-to-linear`.
inline std::unique_ptr<mlir::Pass>
createConvertTTGToLinearPass(const ConvertTTGToLinearOptions & = {}) {
  return detail::create(mlirCreateWeftConvertTTGToLinear, "", nullptr);
}

/// The options of `tt-assign-layouts`.
struct AssignLayoutsOptions {
  std::vector<int64_t> grid = {1, 1};
  bool tiled = false;
  /// `system`, `mmio`, `dram` or `l1`.
  std::string memorySpace = "l1";
  /// `begin:end,...` over tensor dims, negative from the rank.
  std::string collapse = "0:-1";
  /// `undef`, `zero`, `one`, `inf` or `neginf`.
  std::string oob = "undef";
};

/// `tt-assign-layouts` with `options`; null (and `*error` set) when an
/// option is invalid.
inline std::unique_ptr<mlir::Pass>
createTTAssignLayoutsPass(const AssignLayoutsOptions &options = {},
                          std::string *error = nullptr) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << "grid=";
  for (size_t i = 0; i < options.grid.size(); ++i)
    os << (i ? "x" : "") << options.grid[i];
  os << " tiled=" << (options.tiled ? "true" : "false")
     << " memory-space=" << options.memorySpace
     << " collapse=" << options.collapse << " oob=" << options.oob;
  return detail::create(mlirCreateWeftTTAssignLayouts, os.str(), error);
}

/// The options of `spyre-assign-default-layouts`.
struct AssignDefaultLayoutsOptions {
  bool sparse = false;
  /// The host dim order for tensors of its rank; empty for 0, 1, ...
  std::vector<int64_t> order;
};

/// `spyre-assign-default-layouts` with `options`.
inline std::unique_ptr<mlir::Pass>
createSpyreAssignDefaultLayoutsPass(const AssignDefaultLayoutsOptions &options = {},
                                    std::string *error = nullptr) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << "sparse=" << (options.sparse ? "true" : "false") << " order=";
  for (size_t i = 0; i < options.order.size(); ++i)
    os << (i ? "," : "") << options.order[i];
  return detail::create(mlirCreateWeftSpyreAssignDefaultLayouts, os.str(),
                        error);
}

} // namespace weft

#endif // WEFT_WEFT_H

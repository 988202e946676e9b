//===- Unknown.h - keeping what a Weft dialect does not model ---*- C++ -*-===//
//
// Weft owns namespaces (`tt`, `ttg`) that other compilers fill with more
// attributes and types than Weft models (`#tt.grid`, `!tt.ptr`,
// `#ttg.nvidia_mma`). One rule for all of them: under
// --allow-unregistered-dialect such a value is kept as written and printed
// back verbatim; without it, it is a located error naming it. Ops follow
// the same rule (in generic form, since their custom syntax needs their
// definitions): each dialect allows unknown ops when it loads into a
// context that allows unregistered dialects.
//
//===----------------------------------------------------------------------===//

#ifndef WEFT_DIALECT_UNKNOWN_H
#define WEFT_DIALECT_UNKNOWN_H

#include "mlir/IR/DialectImplementation.h"

namespace weft {

/// Parses a `T` (attribute or type) of dialect `ns` with the ODS-generated
/// parser `generated`; a mnemonic it does not know becomes `Unknown`
/// holding the whole spec when the context allows unregistered dialects,
/// and "unknown <kind> `mnemonic` in dialect `ns`" otherwise.
template <typename T, typename Unknown, typename Generated>
T parseKnownOrKept(mlir::DialectAsmParser &parser, llvm::StringRef kind,
                   llvm::StringRef ns, Generated generated) {
  llvm::SMLoc loc = parser.getCurrentLocation();
  llvm::StringRef mnemonic;
  T value;
  mlir::OptionalParseResult result = generated(&mnemonic, value);
  if (result.has_value())
    return mlir::succeeded(*result) ? value : T();
  mlir::MLIRContext *context = parser.getContext();
  if (context->allowsUnregisteredDialects())
    return Unknown::get(context, parser.getFullSymbolSpec());
  parser.emitError(loc) << "unknown " << kind << " `" << mnemonic
                        << "` in dialect `" << ns << "`";
  return T();
}

} // namespace weft

#endif // WEFT_DIALECT_UNKNOWN_H

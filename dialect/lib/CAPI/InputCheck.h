//===- InputCheck.h - what the opt driver refuses before parsing -*- C++ -*-===//

#ifndef WEFT_LIB_CAPI_INPUTCHECK_H
#define WEFT_LIB_CAPI_INPUTCHECK_H

#include "llvm/ADT/StringRef.h"

#include <optional>
#include <string>

namespace weft {

/// The byte offset of the first thing in `text` that MLIR's parser cannot
/// take safely (nesting deeper than 256 levels, 256 unary minus signs in a
/// row, an integer literal of more than 1,000 digits, a NUL byte), with the
/// reason in `message`; nullopt if none.
std::optional<size_t> checkInput(llvm::StringRef text, std::string &message);

} // namespace weft

#endif // WEFT_LIB_CAPI_INPUTCHECK_H

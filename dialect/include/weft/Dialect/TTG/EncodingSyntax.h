//===- EncodingSyntax.h - syntax shared by the ttg encodings ----*- C++ -*-===//
//
// Triton writes every encoding as `<{key = value, ...}>` with integers,
// lists and lists of bases, and most share an `order` and a `CGALayout`;
// the distributed encodings (TTGAttrs.cpp), the shared-memory ones
// (TTGSharedAttrs.cpp) and Blackwell's tensor-memory ones (ttng,
// TTNGAttrs.cpp) read, print and check those parts with these helpers, so
// all report the same errors the same way.
//
//===----------------------------------------------------------------------===//

#ifndef WEFT_DIALECT_TTG_ENCODINGSYNTAX_H
#define WEFT_DIALECT_TTG_ENCODINGSYNTAX_H

#include "mlir/IR/OpImplementation.h"

namespace weft::ttg::syntax {

/// `64x32`: dims as a `!ttg.memdesc` writes them, for messages.
std::string dimsText(llvm::ArrayRef<int64_t> dims);

/// `[a, b, ...]`.
mlir::ParseResult parseIntegers(mlir::AsmParser &parser,
                                llvm::SmallVectorImpl<int64_t> &values);

/// `[[a, b], [c, d], ...]`: bases of equal width, flattened; `width` is
/// their common length (-1 for none).
mlir::ParseResult parseBases(mlir::AsmParser &parser, llvm::StringRef key,
                             llvm::SmallVectorImpl<int64_t> &flat,
                             int64_t &width);

void printIntegers(mlir::AsmPrinter &printer, llvm::ArrayRef<int64_t> values);
void printUnsigned(mlir::AsmPrinter &printer,
                   llvm::ArrayRef<unsigned> values);

/// Prints flattened bases of `width` values each.
void printBases(mlir::AsmPrinter &printer, llvm::ArrayRef<int64_t> flat,
                unsigned width);

/// Parses `{` entries `}`, handing each key to `entry` (which parses the
/// value after `=`); a key repeated is an error.
mlir::ParseResult
parseDict(mlir::AsmParser &parser,
          llvm::function_ref<mlir::ParseResult(llvm::StringRef, llvm::SMLoc)>
              entry);

/// Parses `<{` entries `}>`, as `parseDict`.
mlir::ParseResult
parseEntries(mlir::AsmParser &parser,
             llvm::function_ref<mlir::ParseResult(llvm::StringRef,
                                                  llvm::SMLoc)>
                 entry);

/// Parses `<` entries `>`, without braces (the `key = value` form of
/// MLIR's `struct(params)`, which the ttng encodings use; `<>` has none),
/// as `parseDict`.
mlir::ParseResult
parseStruct(mlir::AsmParser &parser,
            llvm::function_ref<mlir::ParseResult(llvm::StringRef,
                                                 llvm::SMLoc)>
                entry);

/// Narrows parsed values to `unsigned`.
mlir::ParseResult toUnsigned(mlir::AsmParser &parser, llvm::SMLoc loc,
                             llvm::StringRef key,
                             llvm::ArrayRef<int64_t> values,
                             llvm::SmallVectorImpl<unsigned> &out);

/// Checks that a required integer key was given (a missing one stays
/// negative) and fits an `unsigned`, so the attribute's storage cannot
/// wrap it; errors at the attribute's start, naming the attribute and key.
mlir::ParseResult requireUnsigned(mlir::AsmParser &parser, llvm::SMLoc start,
                                  llvm::StringRef attrName,
                                  llvm::StringRef key, int64_t value);

/// `true` or `false`.
mlir::ParseResult parseBool(mlir::AsmParser &parser, bool &value);

/// Checks, while parsing, that the `CGALayout` bases read (of `width`
/// values each; -1 without the key) have the encoding's `rank`; errors at
/// the attribute's start.
mlir::ParseResult checkCgaWidth(mlir::AsmParser &parser, llvm::SMLoc start,
                                int64_t width, size_t rank);

/// `order` is a permutation of `0..order.size()`.
mlir::LogicalResult
verifyOrder(llvm::function_ref<mlir::InFlightDiagnostic()> emitError,
            llvm::ArrayRef<unsigned> order);

/// Flattened `CGALayout` bases of `rank` non-negative values each.
mlir::LogicalResult
verifyCga(llvm::function_ref<mlir::InFlightDiagnostic()> emitError,
          llvm::ArrayRef<int64_t> cgaLayout, size_t rank);

} // namespace weft::ttg::syntax

#endif // WEFT_DIALECT_TTG_ENCODINGSYNTAX_H

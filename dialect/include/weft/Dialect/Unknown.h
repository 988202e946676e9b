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
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"

namespace weft {

/// Whether `spec` prints back in MLIR's pretty form (`name` or
/// `name<...>`, the name a letter then letters, digits, `_` and `.`): only
/// such a spec is kept, since MLIR wraps any other in `<...>` when
/// printing and the wrapped text does not read back as the same spec.
inline bool isKeepableSpec(llvm::StringRef spec) {
  llvm::StringRef name = spec.take_until([](char c) { return c == '<'; });
  if (name.empty() || !llvm::isAlpha(name.front()))
    return false;
  if (!llvm::all_of(name, [](char c) {
        return llvm::isAlnum(c) || c == '_' || c == '.';
      }))
    return false;
  return name.size() == spec.size() || spec.back() == '>';
}

/// Parses a `T` (attribute or type) of dialect `ns` with the ODS-generated
/// parser `generated`; a mnemonic it does not know becomes `Unknown`
/// holding the whole spec when the context allows unregistered dialects
/// and the spec is one MLIR prints back as written ([`isKeepableSpec`]),
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
  llvm::StringRef spec = parser.getFullSymbolSpec();
  if (context->allowsUnregisteredDialects() && isKeepableSpec(spec))
    return Unknown::get(context, spec);
  mlir::InFlightDiagnostic diag = parser.emitError(loc)
                                  << "unknown " << kind << " `" << mnemonic
                                  << "` in dialect `" << ns << "`";
  if (context->allowsUnregisteredDialects())
    diag << "; not kept as written: only a name of a letter then letters, "
            "digits, `_` and `.`, with an optional `<...>` body, prints back "
            "the same";
  return T();
}

} // namespace weft

/// The attribute parser and printer of a dialect whose attributes are all
/// ODS-generated: the known ones by mnemonic, the rest kept by the rule
/// above (`UnknownAttr` is the dialect's Weft_UnknownAttr).
#define WEFT_DEFINE_ATTRIBUTE_HOOKS(DIALECT, SPELLING)                         \
  ::mlir::Attribute DIALECT::parseAttribute(                                   \
      ::mlir::DialectAsmParser &parser, ::mlir::Type type) const {             \
    return ::weft::parseKnownOrKept<::mlir::Attribute, UnknownAttr>(           \
        parser, "attribute", SPELLING,                                         \
        [&](::llvm::StringRef *mnemonic, ::mlir::Attribute &value) {           \
          return generatedAttributeParser(parser, mnemonic, type, value);      \
        });                                                                    \
  }                                                                            \
  void DIALECT::printAttribute(::mlir::Attribute attr,                         \
                               ::mlir::DialectAsmPrinter &printer) const {     \
    if (auto unknown = ::llvm::dyn_cast<UnknownAttr>(attr)) {                  \
      printer.getStream() << unknown.getSpec();                                \
      return;                                                                  \
    }                                                                          \
    (void)generatedAttributePrinter(attr, printer);                            \
  }

/// The type parser and printer of a dialect whose types are all
/// ODS-generated: the known ones by mnemonic, the rest kept by the rule
/// above (`UnknownType` is the dialect's Weft_UnknownType).
#define WEFT_DEFINE_TYPE_HOOKS(DIALECT, SPELLING)                              \
  ::mlir::Type DIALECT::parseType(::mlir::DialectAsmParser &parser) const {    \
    return ::weft::parseKnownOrKept<::mlir::Type, UnknownType>(                \
        parser, "type", SPELLING,                                              \
        [&](::llvm::StringRef *mnemonic, ::mlir::Type &value) {                \
          return generatedTypeParser(parser, mnemonic, value);                 \
        });                                                                    \
  }                                                                            \
  void DIALECT::printType(::mlir::Type type,                                   \
                          ::mlir::DialectAsmPrinter &printer) const {          \
    if (auto unknown = ::llvm::dyn_cast<UnknownType>(type)) {                  \
      printer.getStream() << unknown.getSpec();                                \
      return;                                                                  \
    }                                                                          \
    (void)generatedTypePrinter(type, printer);                                 \
  }

/// The type parser and printer of a dialect with no types of its own:
/// every type of its namespace is kept or refused by the rule above
/// (`UnknownType` is the dialect's Weft_UnknownType).
#define WEFT_DEFINE_UNKNOWN_TYPE_HOOKS(DIALECT, SPELLING)                      \
  ::mlir::Type DIALECT::parseType(::mlir::DialectAsmParser &parser) const {    \
    return ::weft::parseKnownOrKept<::mlir::Type, UnknownType>(                \
        parser, "type", SPELLING,                                              \
        [&](::llvm::StringRef *mnemonic, ::mlir::Type &) {                     \
          /* Read the mnemonic only so that the error can name it. */          \
          (void)parser.parseOptionalKeyword(mnemonic);                         \
          return ::mlir::OptionalParseResult();                                \
        });                                                                    \
  }                                                                            \
  void DIALECT::printType(::mlir::Type type,                                   \
                          ::mlir::DialectAsmPrinter &printer) const {          \
    if (auto unknown = ::llvm::dyn_cast<UnknownType>(type))                    \
      printer.getStream() << unknown.getSpec();                                \
  }

/// The attribute parser and printer of a dialect with no attributes of its
/// own: every attribute of its namespace is kept or refused by the rule
/// above (`UnknownAttr` is the dialect's Weft_UnknownAttr).
#define WEFT_DEFINE_UNKNOWN_ATTRIBUTE_HOOKS(DIALECT, SPELLING)                 \
  ::mlir::Attribute DIALECT::parseAttribute(                                   \
      ::mlir::DialectAsmParser &parser, ::mlir::Type) const {                  \
    return ::weft::parseKnownOrKept<::mlir::Attribute, UnknownAttr>(           \
        parser, "attribute", SPELLING,                                         \
        [&](::llvm::StringRef *mnemonic, ::mlir::Attribute &) {                \
          /* Read the mnemonic only so that the error can name it. */          \
          (void)parser.parseOptionalKeyword(mnemonic);                         \
          return ::mlir::OptionalParseResult();                                \
        });                                                                    \
  }                                                                            \
  void DIALECT::printAttribute(::mlir::Attribute attr,                         \
                               ::mlir::DialectAsmPrinter &printer) const {     \
    if (auto unknown = ::llvm::dyn_cast<UnknownAttr>(attr))                    \
      printer.getStream() << unknown.getSpec();                                \
  }

#endif // WEFT_DIALECT_UNKNOWN_H

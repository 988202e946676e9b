//===- TTNGAttrs.cpp - Blackwell's tensor-memory attributes ---------------===//
//
// Syntax and parse-time checks of `#ttng.tensor_memory_encoding` and
// `#ttng.tensor_memory_scales_encoding`, Triton 3.9's (its messages
// included). Their CTA bases are read and checked with the helpers the
// ttg encodings use.
//
//===----------------------------------------------------------------------===//

#include "weft/Dialect/TTNG/TTNG.h"

#include "weft/Dialect/TTG/EncodingSyntax.h"

using namespace mlir;
using namespace weft::ttng;
using namespace weft::ttg::syntax;

/// The tensor-memory encodings place rank-2 buffers (a dim of buffers in
/// front is not theirs): each CTA basis has two values.
static constexpr size_t kTensorMemoryRank = 2;

//===----------------------------------------------------------------------===//
// #ttng.tensor_memory_encoding
//===----------------------------------------------------------------------===//

Attribute TensorMemoryEncodingAttr::parse(AsmParser &parser, Type) {
  SMLoc start = parser.getCurrentLocation();
  static constexpr StringLiteral name = "#ttng.tensor_memory_encoding";
  int64_t blockM = -1, blockN = -1, colStride = -1;
  bool twoCTAs = false, fp4Padded = false;
  SmallVector<int64_t> cga;
  int64_t cgaWidth = -1;
  auto entry = [&](StringRef key, SMLoc loc) -> ParseResult {
    if (key == "blockM")
      return parser.parseInteger(blockM);
    if (key == "blockN")
      return parser.parseInteger(blockN);
    if (key == "colStride")
      return parser.parseInteger(colStride);
    if (key == "CGALayout")
      return parseBases(parser, key, cga, cgaWidth);
    if (key == "twoCTAs")
      return parseBool(parser, twoCTAs);
    if (key == "fp4Padded")
      return parseBool(parser, fp4Padded);
    return parser.emitError(loc, "unknown key ") << key << " in " << name;
  };
  if (parseStruct(parser, entry) ||
      requireUnsigned(parser, start, name, "blockM", blockM) ||
      requireUnsigned(parser, start, name, "blockN", blockN) ||
      requireUnsigned(parser, start, name, "colStride", colStride) ||
      checkCgaWidth(parser, start, cgaWidth, kTensorMemoryRank))
    return {};
  return parser.getChecked<TensorMemoryEncodingAttr>(
      parser.getContext(), static_cast<unsigned>(blockM),
      static_cast<unsigned>(blockN), static_cast<unsigned>(colStride),
      ArrayRef<int64_t>(cga), twoCTAs, fp4Padded);
}

void TensorMemoryEncodingAttr::print(AsmPrinter &printer) const {
  printer << "<blockM = " << getBlockM() << ", blockN = " << getBlockN()
          << ", colStride = " << getColStride();
  if (!getCgaLayout().empty()) {
    printer << ", CGALayout = ";
    printBases(printer, getCgaLayout(), kTensorMemoryRank);
  }
  if (getTwoCTAs())
    printer << ", twoCTAs = true";
  if (getFp4Padded())
    printer << ", fp4Padded = true";
  printer << '>';
}

LogicalResult TensorMemoryEncodingAttr::verify(
    function_ref<InFlightDiagnostic()> emitError, unsigned blockM,
    unsigned blockN, unsigned colStride, ArrayRef<int64_t> cgaLayout,
    bool twoCTAs, bool fp4Padded) {
  if (failed(verifyCga(emitError, cgaLayout, kTensorMemoryRank)))
    return failure();
  // Two CTAs share each MMA along M: CTA bit 0 must move one CTA's rows.
  if (twoCTAs && (cgaLayout.size() < kTensorMemoryRank || cgaLayout[0] != 1 ||
                  cgaLayout[1] != 0))
    return emitError() << "twoCTAs layout requires the first CGALayout block "
                          "basis to be [1, 0]";
  if (blockM != 64 && blockM != 128)
    return emitError() << "blockM must be 64 or 128 but got " << blockM;
  if (!llvm::isPowerOf2_32(blockN))
    return emitError() << "blockN must be a power of 2 but got " << blockN;
  if (blockN > 512)
    return emitError() << "blockN must be less than or equal to 512 but got "
                       << blockN;
  // Triton 3.9's message, its repeated words included, so that a check
  // written against Triton's text reads the same here.
  if (colStride != 1 && colStride != 2 && colStride != 4)
    return emitError() << "colStride must be 1, 2, or 4 but got but got "
                       << colStride;
  if (fp4Padded && colStride != 1)
    return emitError() << "fp4Padded tensor memory layout requires colStride 1 "
                          "but got "
                       << colStride;
  return success();
}

//===----------------------------------------------------------------------===//
// #ttng.tensor_memory_scales_encoding
//===----------------------------------------------------------------------===//

Attribute TensorMemoryScalesEncodingAttr::parse(AsmParser &parser, Type) {
  SMLoc start = parser.getCurrentLocation();
  static constexpr StringLiteral name = "#ttng.tensor_memory_scales_encoding";
  bool kThenMn = false;
  SmallVector<int64_t> cga;
  int64_t cgaWidth = -1;
  auto entry = [&](StringRef key, SMLoc loc) -> ParseResult {
    if (key == "CGALayout")
      return parseBases(parser, key, cga, cgaWidth);
    if (key == "blockRepOrder") {
      SMLoc at = parser.getCurrentLocation();
      StringRef order;
      if (parser.parseKeyword(&order))
        return failure();
      if (order != "mnThenK" && order != "kThenMn")
        return parser.emitError(at, "blockRepOrder must be mnThenK or "
                                    "kThenMn, got ")
               << order;
      kThenMn = order == "kThenMn";
      return success();
    }
    return parser.emitError(loc, "unknown key ") << key << " in " << name;
  };
  if (parseStruct(parser, entry) ||
      checkCgaWidth(parser, start, cgaWidth, kTensorMemoryRank))
    return {};
  return parser.getChecked<TensorMemoryScalesEncodingAttr>(
      parser.getContext(), ArrayRef<int64_t>(cga), kThenMn);
}

void TensorMemoryScalesEncodingAttr::print(AsmPrinter &printer) const {
  printer << '<';
  StringRef separator = "";
  if (!getCgaLayout().empty()) {
    printer << "CGALayout = ";
    printBases(printer, getCgaLayout(), kTensorMemoryRank);
    separator = ", ";
  }
  if (getKThenMn())
    printer << separator << "blockRepOrder = kThenMn";
  printer << '>';
}

LogicalResult TensorMemoryScalesEncodingAttr::verify(
    function_ref<InFlightDiagnostic()> emitError, ArrayRef<int64_t> cgaLayout,
    bool) {
  return verifyCga(emitError, cgaLayout, kTensorMemoryRank);
}

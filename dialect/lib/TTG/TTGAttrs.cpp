//===- TTGAttrs.cpp - attributes of the ttg dialect -----------------------===//
//
// Syntax and structural checks of Triton's encodings. What they mean —
// conversion to linear layouts, replication, whether a linear layout
// reaches every element — is computed in Rust (weft-layout) by
// weft-verify-layouts and the passes.
//
//===----------------------------------------------------------------------===//

#include "weft/Dialect/TTG/TTG.h"

#include "weft/Dialect/TTG/EncodingSyntax.h"
#include "weft/Dialect/Unknown.h"

#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace weft::ttg;
using namespace weft::ttg::syntax;

#define GET_ATTRDEF_CLASSES
#include "weft/Dialect/TTG/TTGAttrs.cpp.inc"

/// Whether Weft models what `attr` means: NVIDIA's MMA versions 2 and 3,
/// AMD's MFMA and WMMA, and operands and slices of encodings it models.
static bool isModelled(Attribute attr) {
  return llvm::TypeSwitch<Attribute, bool>(attr)
      .Case([](NvidiaMmaEncodingAttr a) {
        return a.getVersionMajor() == 2 || a.getVersionMajor() == 3;
      })
      .Case([](DotOperandEncodingAttr a) {
        return llvm::isa<NvidiaMmaEncodingAttr, AmdMfmaEncodingAttr,
                         AmdWmmaEncodingAttr, BlockedEncodingAttr>(
                   a.getParent()) &&
               isModelled(a.getParent());
      })
      .Case([](SliceEncodingAttr a) { return isModelled(a.getParent()); })
      .Case([](UnknownAttr) { return false; })
      .Default([](Attribute) { return true; });
}

Attribute TTGDialect::parseAttribute(DialectAsmParser &parser,
                                     Type type) const {
  SMLoc loc = parser.getCurrentLocation();
  Attribute attr = weft::parseKnownOrKept<Attribute, UnknownAttr>(
      parser, "attribute", "ttg", [&](StringRef *mnemonic, Attribute &value) {
        return generatedAttributeParser(parser, mnemonic, type, value);
      });
  // An encoding Weft reads but does not model (an MMA of another
  // generation, an operand of one) follows the rule for unknown ones.
  if (!attr || isModelled(attr))
    return attr;
  MLIRContext *context = parser.getContext();
  if (context->allowsUnregisteredDialects()) {
    // Kept as printed, not as written: the text may name aliases (`parent
    // = #mma`) that the kept text could not resolve.
    std::string text;
    llvm::raw_string_ostream os(text);
    attr.print(os);
    StringRef spec = StringRef(text).drop_front(StringRef("#ttg.").size());
    return UnknownAttr::get(context, spec);
  }
  parser.emitError(loc) << "Weft does not model " << attr
                        << " (it models NVIDIA's MMA versions 2 and 3, AMD's "
                           "MFMA and WMMA, and operands of those and of "
                           "blocked encodings)";
  return {};
}

void TTGDialect::printAttribute(Attribute attr,
                                DialectAsmPrinter &printer) const {
  if (auto unknown = llvm::dyn_cast<UnknownAttr>(attr)) {
    printer.getStream() << unknown.getSpec();
    return;
  }
  (void)generatedAttributePrinter(attr, printer);
}

void TTGDialect::registerAttributes() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "weft/Dialect/TTG/TTGAttrs.cpp.inc"
      >();
}

/// The tensor rank an encoding is for, or -1 for an attribute that is not
/// one of these.
static int64_t encodingRank(Attribute attr) {
  return llvm::TypeSwitch<Attribute, int64_t>(attr)
      .Case([](BlockedEncodingAttr a) { return a.getOrder().size(); })
      .Case([](LinearEncodingAttr a) { return a.getRank(); })
      .Case([](GenericLinearEncodingAttr a) { return a.getRank(); })
      .Case([](SliceEncodingAttr a) {
        int64_t parent = encodingRank(a.getParent());
        return parent < 0 ? parent : parent - 1;
      })
      .Case([](NvidiaMmaEncodingAttr a) { return a.getWarpsPerCTA().size(); })
      .Case([](AmdMfmaEncodingAttr a) { return a.getWarpsPerCTA().size(); })
      .Case([](AmdWmmaEncodingAttr a) { return a.getRank(); })
      .Case([](DotOperandEncodingAttr a) { return encodingRank(a.getParent()); })
      .Default([](Attribute) { return -1; });
}

bool weft::ttg::isDistributedEncoding(Attribute encoding) {
  // An unmodelled #ttg attribute gets the benefit of the doubt.
  return encoding &&
         (encodingRank(encoding) >= 0 || isa<UnknownAttr>(encoding));
}

//===----------------------------------------------------------------------===//
// #ttg.blocked
//===----------------------------------------------------------------------===//

Attribute BlockedEncodingAttr::parse(AsmParser &parser, Type) {
  SMLoc start = parser.getCurrentLocation();
  SmallVector<int64_t> lists[4], cga;
  bool present[4] = {false, false, false, false};
  static constexpr StringLiteral keys[4] = {"sizePerThread", "threadsPerWarp",
                                            "warpsPerCTA", "order"};
  int64_t cgaWidth = -1;
  auto entry = [&](StringRef key, SMLoc loc) -> ParseResult {
    for (int i = 0; i < 4; ++i) {
      if (key == keys[i]) {
        present[i] = true;
        return parseIntegers(parser, lists[i]);
      }
    }
    if (key == "CGALayout")
      return parseBases(parser, key, cga, cgaWidth);
    return parser.emitError(loc, "unknown key ") << key << " in #ttg.blocked";
  };
  if (parseEntries(parser, entry))
    return {};
  SmallVector<unsigned> values[4];
  for (int i = 0; i < 4; ++i) {
    if (!present[i]) {
      parser.emitError(start, "#ttg.blocked needs the key ") << keys[i];
      return {};
    }
    if (toUnsigned(parser, start, keys[i], lists[i], values[i]))
      return {};
  }
  if (checkCgaWidth(parser, start, cgaWidth, values[3].size()))
    return {};
  return parser.getChecked<BlockedEncodingAttr>(
      parser.getContext(), values[0], values[1], values[2], values[3], cga);
}

void BlockedEncodingAttr::print(AsmPrinter &printer) const {
  printer << "<{sizePerThread = ";
  printUnsigned(printer, getSizePerThread());
  printer << ", threadsPerWarp = ";
  printUnsigned(printer, getThreadsPerWarp());
  printer << ", warpsPerCTA = ";
  printUnsigned(printer, getWarpsPerCTA());
  printer << ", order = ";
  printUnsigned(printer, getOrder());
  if (!getCgaLayout().empty()) {
    printer << ", CGALayout = ";
    printBases(printer, getCgaLayout(), getOrder().size());
  }
  printer << "}>";
}

LogicalResult
BlockedEncodingAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                            ArrayRef<unsigned> sizePerThread,
                            ArrayRef<unsigned> threadsPerWarp,
                            ArrayRef<unsigned> warpsPerCTA,
                            ArrayRef<unsigned> order,
                            ArrayRef<int64_t> cgaLayout) {
  size_t rank = order.size();
  std::pair<StringRef, ArrayRef<unsigned>> lists[3] = {
      {"sizePerThread", sizePerThread},
      {"threadsPerWarp", threadsPerWarp},
      {"warpsPerCTA", warpsPerCTA}};
  for (auto [name, values] : lists) {
    if (values.size() != rank)
      return emitError() << "rank mismatch between " << name
                         << " and order: " << values.size() << " != " << rank;
    if (!llvm::all_of(values, [](unsigned v) { return llvm::isPowerOf2_32(v); }))
      return emitError() << "Every element in " << name
                         << " must be a power of two.";
  }
  if (failed(verifyOrder(emitError, order)))
    return failure();
  return verifyCga(emitError, cgaLayout, rank);
}

//===----------------------------------------------------------------------===//
// #ttg.linear and #ttg.generic_linear
//===----------------------------------------------------------------------===//

// Both are bases written out, with the same keys; which layouts each
// allows is judged in Rust (a #ttg.linear must be a permutation once its
// zero bases are dropped), but for the generic one's swizzled bases.

/// `<{register, lane, warp, block}>` of the linear attribute `Attr`,
/// named `name` in messages.
template <typename Attr>
static Attribute parseLinearBases(AsmParser &parser, StringRef name) {
  SMLoc start = parser.getCurrentLocation();
  static constexpr StringLiteral keys[4] = {"register", "lane", "warp",
                                            "block"};
  SmallVector<int64_t> bases[4];
  int64_t widths[4] = {-1, -1, -1, -1};
  bool present[4] = {false, false, false, false};
  auto entry = [&](StringRef key, SMLoc loc) -> ParseResult {
    for (int i = 0; i < 4; ++i) {
      if (key == keys[i]) {
        present[i] = true;
        return parseBases(parser, key, bases[i], widths[i]);
      }
    }
    return parser.emitError(loc, "unknown key ") << key << " in " << name;
  };
  if (parseEntries(parser, entry))
    return {};
  int64_t rank = -1;
  for (int i = 0; i < 4; ++i) {
    if (!present[i]) {
      parser.emitError(start) << name << " needs the key " << keys[i];
      return {};
    }
    if (widths[i] < 0)
      continue;
    if (rank >= 0 && widths[i] != rank) {
      parser.emitError(start, "every basis must have ")
          << rank << " values, but those of " << keys[i] << " have "
          << widths[i];
      return {};
    }
    rank = widths[i];
  }
  if (rank <= 0) {
    parser.emitError(start)
        << name << " needs at least one basis with a value per tensor dim";
    return {};
  }
  return parser.getChecked<Attr>(parser.getContext(),
                                 static_cast<unsigned>(rank), bases[0],
                                 bases[1], bases[2], bases[3]);
}

template <typename Attr>
static void printLinearBases(Attr attr, AsmPrinter &printer) {
  printer << "<{register = ";
  printBases(printer, attr.getRegisterBases(), attr.getRank());
  printer << ", lane = ";
  printBases(printer, attr.getLaneBases(), attr.getRank());
  printer << ", warp = ";
  printBases(printer, attr.getWarpBases(), attr.getRank());
  printer << ", block = ";
  printBases(printer, attr.getBlockBases(), attr.getRank());
  printer << "}>";
}

static LogicalResult
verifyLinearBases(function_ref<InFlightDiagnostic()> emitError, unsigned rank,
                  ArrayRef<ArrayRef<int64_t>> allBases) {
  if (rank == 0)
    return emitError() << "a linear encoding needs rank 1 or more";
  for (ArrayRef<int64_t> bases : allBases) {
    if (bases.size() % rank != 0)
      return emitError() << "every basis must have " << rank << " values";
    if (llvm::any_of(bases, [](int64_t v) { return v < 0; }))
      return emitError() << "basis values must be non-negative";
  }
  return success();
}

Attribute LinearEncodingAttr::parse(AsmParser &parser, Type) {
  return parseLinearBases<LinearEncodingAttr>(parser, "#ttg.linear");
}

void LinearEncodingAttr::print(AsmPrinter &printer) const {
  printLinearBases(*this, printer);
}

LogicalResult
LinearEncodingAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                           unsigned rank, ArrayRef<int64_t> registerBases,
                           ArrayRef<int64_t> laneBases,
                           ArrayRef<int64_t> warpBases,
                           ArrayRef<int64_t> blockBases) {
  return verifyLinearBases(emitError, rank,
                           {registerBases, laneBases, warpBases, blockBases});
}

Attribute GenericLinearEncodingAttr::parse(AsmParser &parser, Type) {
  return parseLinearBases<GenericLinearEncodingAttr>(parser,
                                                     "#ttg.generic_linear");
}

void GenericLinearEncodingAttr::print(AsmPrinter &printer) const {
  printLinearBases(*this, printer);
}

LogicalResult GenericLinearEncodingAttr::verify(
    function_ref<InFlightDiagnostic()> emitError, unsigned rank,
    ArrayRef<int64_t> registerBases, ArrayRef<int64_t> laneBases,
    ArrayRef<int64_t> warpBases, ArrayRef<int64_t> blockBases) {
  if (failed(verifyLinearBases(
          emitError, rank, {registerBases, laneBases, warpBases, blockBases})))
    return failure();
  // Triton 3.9's rule and message: only warps may swizzle.
  std::pair<StringRef, ArrayRef<int64_t>> oneDim[3] = {
      {"register", registerBases}, {"lane", laneBases}, {"block", blockBases}};
  for (auto [name, bases] : oneDim)
    for (size_t i = 0; i < bases.size(); i += rank)
      if (llvm::count_if(bases.slice(i, rank),
                         [](int64_t v) { return v != 0; }) > 1)
        return emitError()
               << "In a generic linear layout, register, lane, and block "
                  "bases must move in at most one dimension. Swizzled bases "
                  "found in '"
               << name << "'.";
  return success();
}

//===----------------------------------------------------------------------===//
// #ttg.slice
//===----------------------------------------------------------------------===//

Attribute SliceEncodingAttr::parse(AsmParser &parser, Type) {
  SMLoc start = parser.getCurrentLocation();
  int64_t dim = -1;
  Attribute parent;
  auto entry = [&](StringRef key, SMLoc loc) -> ParseResult {
    if (key == "dim")
      return parser.parseInteger(dim);
    if (key == "parent")
      return parser.parseAttribute(parent);
    return parser.emitError(loc, "unknown key ") << key << " in #ttg.slice";
  };
  if (parseEntries(parser, entry))
    return {};
  if (requireUnsigned(parser, start, "#ttg.slice", "dim", dim))
    return {};
  if (!parent) {
    parser.emitError(start, "#ttg.slice needs the key parent");
    return {};
  }
  return parser.getChecked<SliceEncodingAttr>(
      parser.getContext(), static_cast<unsigned>(dim), parent);
}

void SliceEncodingAttr::print(AsmPrinter &printer) const {
  printer << "<{dim = " << getDim() << ", parent = ";
  printer.printAttribute(getParent());
  printer << "}>";
}

LogicalResult
SliceEncodingAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                          unsigned dim, Attribute parent) {
  int64_t rank = encodingRank(parent);
  if (rank < 0)
    return emitError() << "the parent of a slice must be a distributed #ttg encoding, got "
                       << parent;
  if (dim >= rank)
    return emitError() << "slice dim " << dim
                       << " must be below the parent's rank " << rank;
  return success();
}

//===----------------------------------------------------------------------===//
// #ttg.nvidia_mma
//===----------------------------------------------------------------------===//

/// What the matrix-instruction encodings check alike: every entry of the
/// named lists a power of two, and `CGALayout` bases of `rank`
/// non-negative values.
static LogicalResult verifyInstructionLists(
    function_ref<InFlightDiagnostic()> emitError, size_t rank,
    std::initializer_list<std::pair<StringRef, ArrayRef<unsigned>>> lists,
    ArrayRef<int64_t> cgaLayout) {
  for (auto [name, values] : lists) {
    if (!llvm::all_of(values, [](unsigned v) { return llvm::isPowerOf2_32(v); }))
      return emitError() << "every element in " << name
                         << " must be a power of two";
  }
  return verifyCga(emitError, cgaLayout, rank);
}

Attribute NvidiaMmaEncodingAttr::parse(AsmParser &parser, Type) {
  SMLoc start = parser.getCurrentLocation();
  int64_t versions[2] = {-1, -1};
  static constexpr StringLiteral versionKeys[2] = {"versionMajor",
                                                   "versionMinor"};
  SmallVector<int64_t> warps, instr, cga;
  bool hasWarps = false, hasInstr = false;
  int64_t cgaWidth = -1;
  auto entry = [&](StringRef key, SMLoc loc) -> ParseResult {
    for (int i = 0; i < 2; ++i)
      if (key == versionKeys[i])
        return parser.parseInteger(versions[i]);
    if (key == "warpsPerCTA") {
      hasWarps = true;
      return parseIntegers(parser, warps);
    }
    if (key == "instrShape") {
      hasInstr = true;
      return parseIntegers(parser, instr);
    }
    if (key == "CGALayout")
      return parseBases(parser, key, cga, cgaWidth);
    return parser.emitError(loc, "unknown key ")
           << key << " in #ttg.nvidia_mma";
  };
  if (parseEntries(parser, entry))
    return {};
  for (int i = 0; i < 2; ++i)
    if (requireUnsigned(parser, start, "#ttg.nvidia_mma", versionKeys[i],
                        versions[i]))
      return {};
  if (!hasWarps || !hasInstr) {
    parser.emitError(start, "#ttg.nvidia_mma needs the key ")
        << (hasWarps ? "instrShape" : "warpsPerCTA");
    return {};
  }
  SmallVector<unsigned> warpValues, instrValues;
  if (toUnsigned(parser, start, "warpsPerCTA", warps, warpValues) ||
      toUnsigned(parser, start, "instrShape", instr, instrValues))
    return {};
  if (checkCgaWidth(parser, start, cgaWidth, warpValues.size()))
    return {};
  return parser.getChecked<NvidiaMmaEncodingAttr>(
      parser.getContext(), static_cast<unsigned>(versions[0]),
      static_cast<unsigned>(versions[1]), warpValues, cga, instrValues);
}

void NvidiaMmaEncodingAttr::print(AsmPrinter &printer) const {
  printer << "<{versionMajor = " << getVersionMajor()
          << ", versionMinor = " << getVersionMinor() << ", warpsPerCTA = ";
  printUnsigned(printer, getWarpsPerCTA());
  if (!getCgaLayout().empty()) {
    printer << ", CGALayout = ";
    printBases(printer, getCgaLayout(), getWarpsPerCTA().size());
  }
  printer << ", instrShape = ";
  printUnsigned(printer, getInstrShape());
  printer << "}>";
}

LogicalResult
NvidiaMmaEncodingAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                              unsigned versionMajor, unsigned versionMinor,
                              ArrayRef<unsigned> warpsPerCTA,
                              ArrayRef<int64_t> cgaLayout,
                              ArrayRef<unsigned> instrShape) {
  size_t rank = warpsPerCTA.size();
  if (rank < 2)
    return emitError() << "#ttg.nvidia_mma needs warpsPerCTA of rank 2 or more";
  return verifyInstructionLists(emitError, rank,
                                {{"warpsPerCTA", warpsPerCTA},
                                 {"instrShape", instrShape}},
                                cgaLayout);
}

//===----------------------------------------------------------------------===//
// #ttg.amd_mfma
//===----------------------------------------------------------------------===//

Attribute AmdMfmaEncodingAttr::parse(AsmParser &parser, Type) {
  SMLoc start = parser.getCurrentLocation();
  // Triton reads a missing version as 0.
  int64_t version = 0, elementBitWidth = 32;
  SmallVector<int64_t> warps, instr, tiles, cga;
  bool hasWarps = false, hasInstr = false, hasTransposed = false,
       hasTiles = false, isTransposed = false;
  int64_t cgaWidth = -1;
  auto entry = [&](StringRef key, SMLoc loc) -> ParseResult {
    if (key == "version")
      return parser.parseInteger(version);
    if (key == "elementBitWidth")
      return parser.parseInteger(elementBitWidth);
    if (key == "isTransposed") {
      hasTransposed = true;
      return parseBool(parser, isTransposed);
    }
    if (key == "warpsPerCTA") {
      hasWarps = true;
      return parseIntegers(parser, warps);
    }
    if (key == "instrShape") {
      hasInstr = true;
      return parseIntegers(parser, instr);
    }
    if (key == "tilesPerWarp") {
      hasTiles = true;
      return parseIntegers(parser, tiles);
    }
    if (key == "CGALayout")
      return parseBases(parser, key, cga, cgaWidth);
    return parser.emitError(loc, "unknown key ") << key << " in #ttg.amd_mfma";
  };
  if (parseEntries(parser, entry))
    return {};
  for (auto [key, present] : {std::pair<StringRef, bool>{"warpsPerCTA", hasWarps},
                              {"instrShape", hasInstr},
                              {"isTransposed", hasTransposed}}) {
    if (!present) {
      parser.emitError(start, "#ttg.amd_mfma needs the key ") << key;
      return {};
    }
  }
  for (auto [key, value] : {std::pair<StringRef, int64_t>{"version", version},
                            {"elementBitWidth", elementBitWidth}})
    if (requireUnsigned(parser, start, "#ttg.amd_mfma", key, value))
      return {};
  SmallVector<unsigned> warpValues, instrValues, tileValues;
  if (toUnsigned(parser, start, "warpsPerCTA", warps, warpValues) ||
      toUnsigned(parser, start, "instrShape", instr, instrValues) ||
      toUnsigned(parser, start, "tilesPerWarp", tiles, tileValues))
    return {};
  if (!hasTiles)
    tileValues.assign(warpValues.size(), 1);
  if (checkCgaWidth(parser, start, cgaWidth, warpValues.size()))
    return {};
  return parser.getChecked<AmdMfmaEncodingAttr>(
      parser.getContext(), static_cast<unsigned>(version), warpValues,
      instrValues, isTransposed, cga, tileValues,
      static_cast<unsigned>(elementBitWidth));
}

void AmdMfmaEncodingAttr::print(AsmPrinter &printer) const {
  printer << "<{version = " << getVersion() << ", warpsPerCTA = ";
  printUnsigned(printer, getWarpsPerCTA());
  printer << ", instrShape = ";
  printUnsigned(printer, getInstrShape());
  printer << ", isTransposed = " << (getIsTransposed() ? "true" : "false");
  if (!getCgaLayout().empty()) {
    printer << ", CGALayout = ";
    printBases(printer, getCgaLayout(), getWarpsPerCTA().size());
  }
  if (llvm::any_of(getTilesPerWarp(), [](unsigned t) { return t != 1; })) {
    printer << ", tilesPerWarp = ";
    printUnsigned(printer, getTilesPerWarp());
  }
  if (getElementBitWidth() != 32)
    printer << ", elementBitWidth = " << getElementBitWidth();
  printer << "}>";
}

LogicalResult AmdMfmaEncodingAttr::verify(
    function_ref<InFlightDiagnostic()> emitError, unsigned version,
    ArrayRef<unsigned> warpsPerCTA, ArrayRef<unsigned> instrShape,
    bool isTransposed, ArrayRef<int64_t> cgaLayout,
    ArrayRef<unsigned> tilesPerWarp, unsigned elementBitWidth) {
  if (version > 4)
    return emitError() << "version must be in the [0, 4] range";
  size_t rank = warpsPerCTA.size();
  if (rank < 2 || rank > 3)
    return emitError()
           << "#ttg.amd_mfma is for tensors of rank 2 or 3, got warpsPerCTA "
              "of rank "
           << rank;
  if (instrShape.size() < 2 || instrShape.size() > 3)
    return emitError() << "#ttg.amd_mfma needs instrShape [M, N] or [M, N, "
                          "K], got "
                       << instrShape.size() << " sizes";
  unsigned m = instrShape[0], n = instrShape[1];
  static constexpr std::pair<unsigned, unsigned> shapes[] = {
      {32, 32}, {16, 16}, {64, 4}, {4, 64}};
  if (!llvm::is_contained(shapes, std::make_pair(m, n)))
    return emitError() << "invalid (mDim, nDim) combination: (" << m << ", "
                       << n << ")";
  if (elementBitWidth != 32 && elementBitWidth != 64)
    return emitError() << "elementBitWidth must be 32 or 64";
  if (m == 64 && n == 4 && !isTransposed)
    return emitError() << "a 64x4 #ttg.amd_mfma must be transposed";
  if (tilesPerWarp.size() != rank)
    return emitError() << "tilesPerWarp needs one size per dim (" << rank
                       << "), got " << tilesPerWarp.size();
  return verifyInstructionLists(emitError, rank,
                                {{"warpsPerCTA", warpsPerCTA},
                                 {"tilesPerWarp", tilesPerWarp}},
                                cgaLayout);
}

//===----------------------------------------------------------------------===//
// #ttg.amd_wmma
//===----------------------------------------------------------------------===//

/// `{register = bases, warp = bases}`, either or both left out; `width` is
/// the bases' common length (-1 for none).
static ParseResult parseCtaLayout(AsmParser &parser,
                                  SmallVectorImpl<int64_t> &registers,
                                  SmallVectorImpl<int64_t> &warps,
                                  int64_t &width) {
  width = -1;
  auto entry = [&](StringRef key, SMLoc loc) -> ParseResult {
    int64_t keyWidth = -1;
    if (key == "register" &&
        parseBases(parser, "ctaLayout register", registers, keyWidth))
      return failure();
    if (key == "warp" && parseBases(parser, "ctaLayout warp", warps, keyWidth))
      return failure();
    if (key != "register" && key != "warp")
      return parser.emitError(loc, "unknown key ")
             << key << " in the ctaLayout of #ttg.amd_wmma; expected register "
             << "or warp";
    if (width >= 0 && keyWidth >= 0 && keyWidth != width)
      return parser.emitError(loc, "every ctaLayout basis must have ")
             << width << " values, got " << keyWidth;
    if (keyWidth >= 0)
      width = keyWidth;
    return success();
  };
  return parseDict(parser, entry);
}

Attribute AmdWmmaEncodingAttr::parse(AsmParser &parser, Type) {
  SMLoc start = parser.getCurrentLocation();
  int64_t version = -1;
  // Triton reads a missing isTranspose as false.
  bool isTransposed = false, hasCta = false, hasInstr = false;
  SmallVector<int64_t> registers, warps, cga, instr;
  int64_t ctaWidth = -1, cgaWidth = -1;
  auto entry = [&](StringRef key, SMLoc loc) -> ParseResult {
    if (key == "version")
      return parser.parseInteger(version);
    if (key == "isTranspose")
      return parseBool(parser, isTransposed);
    if (key == "ctaLayout") {
      hasCta = true;
      return parseCtaLayout(parser, registers, warps, ctaWidth);
    }
    if (key == "CGALayout")
      return parseBases(parser, key, cga, cgaWidth);
    if (key == "instrShape") {
      hasInstr = true;
      return parseIntegers(parser, instr);
    }
    return parser.emitError(loc, "unknown key ") << key << " in #ttg.amd_wmma";
  };
  if (parseEntries(parser, entry))
    return {};
  if (requireUnsigned(parser, start, "#ttg.amd_wmma", "version", version))
    return {};
  if (!hasCta) {
    parser.emitError(start, "#ttg.amd_wmma needs the key ctaLayout");
    return {};
  }
  if (ctaWidth >= 0 && checkCgaWidth(parser, start, cgaWidth, ctaWidth))
    return {};
  // The rank is the bases' length; with none at all, 2.
  int64_t rank = ctaWidth >= 0 ? ctaWidth : cgaWidth >= 0 ? cgaWidth : 2;
  SmallVector<unsigned> instrValues;
  if (!hasInstr)
    instrValues.assign({16, 16, 16});
  else if (toUnsigned(parser, start, "instrShape", instr, instrValues))
    return {};
  return parser.getChecked<AmdWmmaEncodingAttr>(
      parser.getContext(), static_cast<unsigned>(version), isTransposed,
      registers, warps, static_cast<unsigned>(rank), cga, instrValues);
}

void AmdWmmaEncodingAttr::print(AsmPrinter &printer) const {
  printer << "<{version = " << getVersion()
          << ", isTranspose = " << (getIsTransposed() ? "true" : "false")
          << ", ctaLayout = {";
  if (!getCtaRegisters().empty()) {
    printer << "register = ";
    printBases(printer, getCtaRegisters(), getRank());
  }
  if (!getCtaWarps().empty()) {
    if (!getCtaRegisters().empty())
      printer << ", ";
    printer << "warp = ";
    printBases(printer, getCtaWarps(), getRank());
  }
  printer << "}";
  if (!getCgaLayout().empty()) {
    printer << ", CGALayout = ";
    printBases(printer, getCgaLayout(), getRank());
  }
  if (getInstrShape() != ArrayRef<unsigned>{16, 16, 16}) {
    printer << ", instrShape = ";
    printUnsigned(printer, getInstrShape());
  }
  printer << "}>";
}

LogicalResult AmdWmmaEncodingAttr::verify(
    function_ref<InFlightDiagnostic()> emitError, unsigned version,
    bool isTransposed, ArrayRef<int64_t> ctaRegisters,
    ArrayRef<int64_t> ctaWarps, unsigned rank, ArrayRef<int64_t> cgaLayout,
    ArrayRef<unsigned> instrShape) {
  if (version < 1 || version > 3)
    return emitError() << "WMMA version must be in the [1, 3] range";
  static const SmallVector<unsigned, 3> shapes[3][4] = {
      {{16, 16, 16}},
      {{16, 16, 16}, {16, 16, 32}},
      {{16, 16, 4}, {16, 16, 32}, {16, 16, 64}, {16, 16, 128}}};
  if (!llvm::any_of(shapes[version - 1], [&](const SmallVector<unsigned, 3> &s) {
        return !s.empty() && ArrayRef<unsigned>(s) == instrShape;
      }))
    return emitError() << "invalid WMMA v" << version << " instruction shape";
  if (rank < 2 || rank > 3)
    return emitError() << "#ttg.amd_wmma is for tensors of rank 2 or 3, got "
                          "bases of "
                       << rank << " values";
  for (ArrayRef<int64_t> bases : {ctaRegisters, ctaWarps}) {
    if (bases.size() % rank != 0)
      return emitError() << "every ctaLayout basis must have " << rank
                         << " values";
    if (llvm::any_of(bases, [](int64_t v) { return v < 0; }))
      return emitError() << "ctaLayout values must be non-negative";
  }
  return verifyInstructionLists(emitError, rank, {}, cgaLayout);
}

//===----------------------------------------------------------------------===//
// #ttg.dot_op
//===----------------------------------------------------------------------===//

Attribute DotOperandEncodingAttr::parse(AsmParser &parser, Type) {
  SMLoc start = parser.getCurrentLocation();
  int64_t opIdx = -1, kWidth = 0;
  Attribute parent;
  auto entry = [&](StringRef key, SMLoc loc) -> ParseResult {
    if (key == "opIdx")
      return parser.parseInteger(opIdx);
    if (key == "kWidth")
      return parser.parseInteger(kWidth);
    if (key == "parent")
      return parser.parseAttribute(parent);
    return parser.emitError(loc, "unknown key ") << key << " in #ttg.dot_op";
  };
  if (parseEntries(parser, entry))
    return {};
  if (requireUnsigned(parser, start, "#ttg.dot_op", "opIdx", opIdx))
    return {};
  if (kWidth < 0 || kWidth > std::numeric_limits<unsigned>::max()) {
    parser.emitError(start, "kWidth must be a non-negative 32-bit value");
    return {};
  }
  if (!parent) {
    parser.emitError(start, "#ttg.dot_op needs the key parent");
    return {};
  }
  return parser.getChecked<DotOperandEncodingAttr>(
      parser.getContext(), static_cast<unsigned>(opIdx), parent,
      static_cast<unsigned>(kWidth));
}

void DotOperandEncodingAttr::print(AsmPrinter &printer) const {
  printer << "<{opIdx = " << getOpIdx() << ", parent = ";
  printer.printAttribute(getParent());
  if (getKWidth() != 0)
    printer << ", kWidth = " << getKWidth();
  printer << "}>";
}

LogicalResult
DotOperandEncodingAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                               unsigned opIdx, Attribute parent,
                               unsigned kWidth) {
  if (opIdx > 1)
    return emitError() << "ttg.dot_op opIdx must be 0 (A) or 1 (B), got "
                       << opIdx;
  // A parent Weft does not model is kept whole (see parseAttribute).
  if (auto mma = llvm::dyn_cast<NvidiaMmaEncodingAttr>(parent)) {
    if (mma.getVersionMajor() != 2 && mma.getVersionMajor() != 3)
      return success();
    if (!llvm::isPowerOf2_32(kWidth))
      return emitError() << "ttg.dot_op kWidth parameter must be a power of "
                            "two for an MMA parent, got "
                         << kWidth;
    if (mma.getVersionMajor() == 3 && opIdx != 0)
      return emitError()
             << "ttg.dot_op opIdx parameter must be 0 for Hopper MMA parent, "
                "since Hopper WGMMA only allows first operand to be in "
                "registers";
    if (mma.getWarpsPerCTA().size() < 2)
      return emitError() << "ttg.dot_op is for tensors of rank 2 or more";
  }
  if (auto wmma = llvm::dyn_cast<AmdWmmaEncodingAttr>(parent)) {
    if (wmma.getVersion() == 1 && kWidth != 8 && kWidth != 16)
      return emitError() << "ttg.dot_op kWidth parameter must be 8/16 for "
                            "WMMA v1 (including packed cases for `scaled_dot`)";
    if (wmma.getVersion() == 2 && kWidth != 4 && kWidth != 8 && kWidth != 16)
      return emitError() << "ttg.dot_op kWidth parameter must be 4/8/16 for "
                            "WMMA v2 (including packed cases for `scaled_dot`)";
    if (kWidth == 0)
      return emitError()
             << "ttg.dot_op kWidth parameter is mandatory for WMMA v3";
    if (!llvm::isPowerOf2_32(kWidth))
      return emitError() << "ttg.dot_op kWidth parameter must be a power of "
                            "two for a WMMA parent, got "
                         << kWidth;
  }
  if (llvm::isa<AmdMfmaEncodingAttr>(parent)) {
    if (kWidth == 0)
      return emitError()
             << "ttg.dot_op kWidth parameter is mandatory for MFMA parent";
    if (!llvm::isPowerOf2_32(kWidth))
      return emitError() << "ttg.dot_op kWidth parameter must be a power of "
                            "two for an MFMA parent, got "
                         << kWidth;
  }
  if (auto blocked = llvm::dyn_cast<BlockedEncodingAttr>(parent)) {
    if (kWidth != 0)
      return emitError() << "ttg.dot_op kWidth parameter is not supported "
                            "when the parent is a blocked layout";
    if (blocked.getOrder().size() < 2)
      return emitError() << "ttg.dot_op is for tensors of rank 2 or more";
  }
  return success();
}

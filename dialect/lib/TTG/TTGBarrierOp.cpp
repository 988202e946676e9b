//===- TTGBarrierOp.cpp - the memories a ttg.barrier orders ---------------===//
//
// ttg.barrier's one operand-free clause: memory names joined by `|`, read
// as Triton 3.9 reads them (any keyword or string; repeats and `none` add
// nothing) and printed as it prints them (`all` for every bit, else the
// names in bit order).
//
//===----------------------------------------------------------------------===//

#include "weft/Dialect/TTG/TTG.h"

using namespace mlir;

namespace {
/// A memory's name and its bit.
struct AddrSpaceName {
  StringRef name;
  uint32_t bit;
};
} // namespace

static constexpr AddrSpaceName kAddrSpaces[] = {
    {"local", 1},        {"global_read", 2},   {"global_write", 4},
    {"tensor_read", 8},  {"tensor_write", 16},
};
static constexpr uint32_t kAllAddrSpaces = 31;

ParseResult weft::ttg::parseAddrSpace(OpAsmParser &parser,
                                      IntegerAttr &addrSpace) {
  uint32_t bits = 0;
  do {
    SMLoc at = parser.getCurrentLocation();
    std::string name;
    if (parser.parseKeywordOrString(&name))
      return failure();
    if (name == "all") {
      bits |= kAllAddrSpaces;
      continue;
    }
    if (name == "none")
      continue;
    const AddrSpaceName *known =
        llvm::find_if(kAddrSpaces, [&](const AddrSpaceName &space) {
          return space.name == name;
        });
    if (known == std::end(kAddrSpaces))
      return parser.emitError(at, "unknown addrSpace '") << name << "'";
    bits |= known->bit;
  } while (succeeded(parser.parseOptionalVerticalBar()));
  addrSpace = parser.getBuilder().getI32IntegerAttr(bits);
  return success();
}

void weft::ttg::printAddrSpace(OpAsmPrinter &printer, Operation *,
                               IntegerAttr addrSpace) {
  auto bits = static_cast<uint32_t>(addrSpace.getInt());
  if (bits == kAllAddrSpaces) {
    printer << "all";
    return;
  }
  if (bits == 0) {
    printer << "none";
    return;
  }
  bool first = true;
  for (const AddrSpaceName &space : kAddrSpaces) {
    if (!(bits & space.bit))
      continue;
    printer << (first ? "" : "|") << space.name;
    first = false;
  }
}

//===- InitAllDialects.cpp - every Weft dialect ---------------------------===//
//
// A new family adds its dialect here (one line) and its library to
// add_weft_dialect; nothing else registers dialects.
//
//===----------------------------------------------------------------------===//

#include "weft/InitAllDialects.h"

#include "mlir/IR/DialectRegistry.h"
#include "weft/Dialect/AMDG/AMDG.h"
#include "weft/Dialect/Cute/Cute.h"
#include "weft/Dialect/TT/TT.h"
#include "weft/Dialect/Spyre/Spyre.h"
#include "weft/Dialect/TTCore/TTCore.h"
#include "weft/Dialect/Tilus/Tilus.h"
#include "weft/Dialect/TTG/TTG.h"
#include "weft/Dialect/TTNG/TTNG.h"
#include "weft/Dialect/Weft/Weft.h"

void weft::registerAllDialects(mlir::DialectRegistry &registry) {
  registry.insert<weft::WeftDialect, weft::tt::TTDialect,
                  weft::ttcore::TTCoreDialect, weft::ttg::TTGDialect,
                  weft::ttng::TTNGDialect, weft::amdg::AMDGDialect,
                  weft::spyre::SpyreDialect, weft::tilus::TilusDialect,
                  weft::cute::CuteDialect>();
}

//===- AMDGBarrierOps.cpp - gfx1250's barriers ----------------------------===//
//
// Triton 3.9's checks of AMD's barriers, which are Hopper's: the buffer of
// a barrier in shared memory, its arrival counts, and the cluster that a
// cluster barrier needs (TTNGCommon.h).
//
//===----------------------------------------------------------------------===//

#include "weft/Dialect/AMDG/AMDG.h"

#include "TTNGCommon.h"

using namespace mlir;
using namespace weft::amdg;
using weft::ttng::verifyBarrier;
using weft::ttng::verifyCountedBarrier;
using weft::ttng::verifyInCluster;

LogicalResult InitBarrierOp::verify() {
  return verifyCountedBarrier(*this, getAlloc().getType(), getCount());
}

LogicalResult WaitBarrierOp::verify() {
  return verifyBarrier(*this, getAlloc().getType());
}

LogicalResult ArriveBarrierOp::verify() {
  return verifyCountedBarrier(*this, getAlloc().getType(), getCount());
}

LogicalResult AsyncCopyMbarrierArriveOp::verify() {
  return verifyBarrier(*this, getBarrier().getType());
}

LogicalResult ClusterBarrierArriveOp::verify() {
  return verifyInCluster(*this);
}

LogicalResult ClusterBarrierWaitOp::verify() { return verifyInCluster(*this); }

//! The integration tests of `weft-dialect`, as modules of one test binary:
//! every test binary links all of MLIR statically (about 190 MB each), so
//! one binary instead of one per file keeps the build's disk use and link
//! time down.

mod metal_round_trip;
mod pass_boundary;

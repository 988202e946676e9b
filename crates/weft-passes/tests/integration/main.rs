//! The integration tests of `weft-passes`, as modules of one test binary:
//! every test binary links all of MLIR statically (about 260 MB each), so
//! one binary instead of one per file keeps the build's disk use and link
//! time down.

mod capi;
mod typed_options;

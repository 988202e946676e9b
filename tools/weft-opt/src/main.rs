//! `weft-opt`: MLIR's opt driver with every upstream dialect and pass plus
//! Weft's dialects and passes. See `weft-opt --help`.

fn main() {
    weft_passes::register_all_passes();
    let version = concat!("Weft version ", env!("CARGO_PKG_VERSION"));
    std::process::exit(weft_dialect::driver::opt_main(std::env::args_os(), version));
}

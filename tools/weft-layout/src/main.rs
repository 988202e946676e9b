//! `weft-layout`: the layout calculator. One subcommand per family builds a
//! layout from options and prints it in the family's own syntax, with its
//! shapes and padding; `--table` draws it, `--json` prints it for scripts.
//! `show` reads an attribute of any family and reports what the common
//! model answers for it.
//!
//! ```text
//! $ weft-layout metal --shape 53x63 --grid 3x2
//! #tt.metal_layout<(d0, d1) -> (d0, d1), undef, <3x2>, memref<18x32xf32, #tt.memory_space<l1>>>
//! ...
//! ```

mod cute;
mod metal;
mod relayout;
mod show;
mod spyre;
mod table;
mod tilus;
mod triton;

use std::process::ExitCode;

use clap::{Parser, Subcommand};

#[derive(Parser, Debug)]
#[command(
    name = "weft-layout",
    version,
    about = "Evaluate, convert and render tensor layouts"
)]
struct Cli {
    #[command(subcommand)]
    family: Family,
}

#[derive(Subcommand, Debug)]
enum Family {
    /// Tenstorrent metal layouts (#tt.metal_layout).
    Metal(metal::MetalArgs),
    /// Triton encodings (#ttg.blocked, #ttg.linear, #ttg.generic_linear, #ttg.slice, #ttg.nvidia_mma,
    /// #ttg.amd_mfma, #ttg.amd_wmma, #ttg.dot_op; shared-memory #ttg.swizzled_shared,
    /// #ttg.amd_rotating_shared, #ttg.nvmma_shared, #ttg.shared_linear,
    /// #ttg.padded_shared, #ttg.partitioned_shared) as linear layouts.
    Triton(triton::TritonArgs),
    /// IBM Spyre layouts (#spyre.layout): default or given, coordinates both ways.
    Spyre(spyre::SpyreArgs),
    /// Tilus register layouts, from Tilus' own expressions.
    Tilus(tilus::TilusArgs),
    /// CuTe layouts (shape:stride) and CuTe's functions on them.
    Cute(cute::CuteArgs),
    /// Any layout attribute Weft knows, through the common model.
    Show(show::ShowArgs),
    /// The plan of changing a tensor's layout: writes across workers, padding.
    Relayout(relayout::RelayoutArgs),
}

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(error) if error.use_stderr() => {
            eprint!("{error}");
            return ExitCode::FAILURE;
        }
        Err(help) => {
            print!("{help}");
            return ExitCode::SUCCESS;
        }
    };
    let result = match cli.family {
        Family::Metal(args) => metal::run(&args),
        Family::Triton(args) => triton::run(&args),
        Family::Spyre(args) => spyre::run(&args),
        Family::Tilus(args) => tilus::run(&args),
        Family::Cute(args) => cute::run(&args),
        Family::Show(args) => show::run(&args),
        Family::Relayout(args) => relayout::run(&args),
    };
    match result {
        Ok(text) => {
            print!("{text}");
            ExitCode::SUCCESS
        }
        Err(message) => {
            eprintln!("error: {message}");
            ExitCode::FAILURE
        }
    }
}

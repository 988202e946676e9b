//! Triton's encodings in Gluon's spelling read as the same encodings as
//! their `#ttg` text. Each spelling below is what Gluon (Triton 3.9)
//! prints as the layout's `repr`, or what a Gluon program writes; the
//! calculator's conversions of the `repr`s were checked against Triton's.

use weft_layout::triton::syntax::{parse_encoding, parse_gluon_layout, print_encoding};

fn same(gluon: &str, ttg: &str) {
    let read = parse_gluon_layout(gluon).unwrap_or_else(|e| panic!("{gluon}: {e}"));
    assert_eq!(read, parse_encoding(ttg).unwrap(), "{gluon}");
    assert_eq!(print_encoding(&read), ttg, "{gluon}");
}

#[test]
fn every_class_reads_as_its_ttg_encoding() {
    let blocked = "#ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], \
                   warpsPerCTA = [4, 1], order = [1, 0]}>";
    // Positional, keyword (as `repr` prints it), with a module prefix.
    same("gl.BlockedLayout([1, 4], [4, 8], [4, 1], [1, 0])", blocked);
    same(
        "BlockedLayout(size_per_thread=[1, 4], threads_per_warp=[4, 8], warps_per_cta=[4, 1], \
         order=[1, 0], cga_layout=[])",
        blocked,
    );
    same(
        "ttgl.SliceLayout(1, gl.BlockedLayout([1, 4], [4, 8], [4, 1], [1, 0]))",
        &format!("#ttg.slice<{{dim = 1, parent = {blocked}}}>"),
    );
    same(
        "gl.BlockedLayout([2], [32], [2], [0], cga_layout=[[1]])",
        "#ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [2], \
         order = [0], CGALayout = [[1]]}>",
    );
    same(
        "DistributedLinearLayout(reg_bases=[[0, 1]], lane_bases=[[1, 0], [2, 0]], \
         warp_bases=[[0, 2]], block_bases=[], shape=[4, 4])",
        "#ttg.linear<{register = [[0, 1]], lane = [[1, 0], [2, 0]], warp = [[0, 2]], block = []}>",
    );
    let ampere = "#ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], \
                  instrShape = [16, 8]}>";
    same(
        "NVMMADistributedLayout(version=[2, 0], warps_per_cta=[2, 2], instr_shape=[16, 8], \
         cga_layout=[])",
        ampere,
    );
    same(
        "DotOperandLayout(operand_index=0, parent=NVMMADistributedLayout(version=[2, 0], \
         warps_per_cta=[2, 2], instr_shape=[16, 8]), k_width=2)",
        &format!("#ttg.dot_op<{{opIdx = 0, parent = {ampere}, kWidth = 2}}>"),
    );
    same(
        "DotOperandLayout(1, gl.BlockedLayout([1, 4], [4, 8], [4, 1], [1, 0]), 0)",
        &format!("#ttg.dot_op<{{opIdx = 1, parent = {blocked}}}>"),
    );
    same(
        "gl.amd.AMDMFMALayout(version=4, instr_shape=[16, 16, 32], transposed=True, \
         warps_per_cta=[2, 2], element_bitwidth=64, tiles_per_warp=[2, 1], cga_layout=[])",
        "#ttg.amd_mfma<{version = 4, warpsPerCTA = [2, 2], instrShape = [16, 16, 32], \
         isTransposed = true, tilesPerWarp = [2, 1], elementBitWidth = 64}>",
    );
    // Gluon's defaults: None leaves a field to them.
    same(
        "AMDMFMALayout(3, [32, 32, 8], False, [4, 1], None, None)",
        "#ttg.amd_mfma<{version = 3, warpsPerCTA = [4, 1], instrShape = [32, 32, 8], \
         isTransposed = false}>",
    );
    same(
        "AMDWMMALayout(version=3, transposed=True, warp_bases=[[1, 0]], reg_bases=[], \
         instr_shape=[16, 16, 64], cga_layout=[], rank=2)",
        "#ttg.amd_wmma<{version = 3, isTranspose = true, ctaLayout = {warp = [[1, 0]]}, \
         instrShape = [16, 16, 64]}>",
    );
}

#[test]
fn what_gluon_would_not_take_is_an_error_that_says_where() {
    let reason = |text: &str| parse_gluon_layout(text).unwrap_err().to_string();
    assert_eq!(
        reason("gl.TensorMemoryLayout(block=[128, 128], col_stride=1)"),
        "TensorMemoryLayout is not a Gluon layout Weft models (it reads BlockedLayout, \
         SliceLayout, DistributedLinearLayout, DotOperandLayout, NVMMADistributedLayout, \
         AMDMFMALayout, AMDWMMALayout, SwizzledSharedLayout, NVMMASharedLayout, \
         PaddedSharedLayout, PartitionedSharedLayout, SharedLinearLayout)"
    );
    assert_eq!(
        reason("BlockedLayout([1], [32], [1], [0], sizes=[1])"),
        "cannot parse Gluon layout 'BlockedLayout([1], [32], [1], [0], sizes=[1])': \
         BlockedLayout has no field sizes at offset 35"
    );
    assert_eq!(
        reason("BlockedLayout(order=[0], [1], [32], [1])"),
        "cannot parse Gluon layout 'BlockedLayout(order=[0], [1], [32], [1])': a positional \
         argument after a keyword one at offset 25"
    );
    assert_eq!(
        reason("BlockedLayout([1], [32], [1], [0], order=[0])"),
        "cannot parse Gluon layout 'BlockedLayout([1], [32], [1], [0], order=[0])': order \
         given twice at offset 35"
    );
    assert_eq!(
        reason("SliceLayout(0, BlockedLayout([1], [32], [1], [0]), 1)"),
        "cannot parse Gluon layout 'SliceLayout(0, BlockedLayout([1], [32], [1], [0]), 1)': \
         SliceLayout takes at most 2 arguments at offset 51"
    );
    assert_eq!(
        reason("BlockedLayout([None], [32], [1], [0])"),
        "cannot parse Gluon layout 'BlockedLayout([None], [32], [1], [0])': None inside a list \
         at offset 15"
    );
    assert_eq!(
        reason("BlockedLayout([1], [32], [1], [0]) + 1"),
        "cannot parse Gluon layout 'BlockedLayout([1], [32], [1], [0]) + 1': unexpected text \
         after the layout at offset 35"
    );
    assert_eq!(
        reason("AMDWMMALayout(2, False, [], rank=3)"),
        "rank=3, but the bases give rank 2: Weft reads the rank off the bases (a broadcast \
         warp basis of 3 zeros gives it)"
    );
    assert_eq!(
        reason("NVMMADistributedLayout(2, [2, 2], [16, 8])"),
        "version must be [major, minor]"
    );
    // The encoding's own checks, with Triton's messages.
    assert_eq!(
        reason("BlockedLayout([3], [32], [1], [0])"),
        "Every element in sizePerThread must be a power of two."
    );
    // Nesting is bounded: lists, tuples and layouts alike.
    let deep = format!("BlockedLayout({}", "[".repeat(1000));
    assert!(reason(&deep).ends_with("nesting deeper than 64 levels at offset 78"));
    let slices = format!(
        "{}BlockedLayout([1], [32], [1], [0]){}",
        "SliceLayout(0, ".repeat(100),
        ")".repeat(100)
    );
    assert!(reason(&slices).contains("nesting deeper than 64 levels"));
}

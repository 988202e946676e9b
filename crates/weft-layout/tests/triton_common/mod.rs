//! What the tests of Triton's matrix-instruction encodings share: reading
//! an encoding's bases for a shape, and writing expected bases briefly.

use weft_layout::triton::syntax::parse_encoding;

/// The bases of `encoding` for `shape`, in the order `register`, `lane`,
/// `warp`, `block`.
pub fn bases(encoding: &str, shape: &[i64]) -> [Vec<Vec<u64>>; 4] {
    let layout = parse_encoding(encoding)
        .unwrap()
        .to_linear(shape)
        .unwrap_or_else(|e| panic!("{encoding} for {shape:?}: {e}"));
    ["register", "lane", "warp", "block"].map(|dim| layout.bases(dim).unwrap())
}

/// Bases of `N` values each, as the layout returns them.
pub fn v<const N: usize>(items: &[[u64; N]]) -> Vec<Vec<u64>> {
    items.iter().map(|i| i.to_vec()).collect()
}

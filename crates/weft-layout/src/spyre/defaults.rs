//! Spyre's default layouts (torch-spyre's dim_map-era rule), for a host
//! shape, an element type, an optional dim order and sparsity.
//!
//! Canonicalize the host size; carry the order (over original dims) to the
//! canonical dims. With `order` (default `0..n`) over the `n` canonical
//! dims: `dim_map = order[1:] ++ [order[0], order[n-1]]` (rank 1:
//! `[order[0], order[0]]`); the stick's host dim is `s = order[n-1]`;
//! `device_size[k] = ceil(size[s] / e)` at the outer position where
//! `dim_map[k] == s`, `size[dim_map[k]]` at the others, and the stick size
//! `128 / element bytes` last, with `e` the stick size. Sparse: `e = 1`
//! and the last `dim_map` entry becomes `-1` (one element per stick).
//! Rank 0: `device_size = [stick]`, `dim_map = [-1]`.
//!
//! ```
//! use weft_layout::spyre::defaults::default_layout;
//!
//! let layout = default_layout(&[512, 8, 256], "f16".parse()?, None, false)?;
//! assert_eq!(layout.to_string(),
//!     "#spyre.layout<device_size = [8, 4, 512, 64], dim_map = [1, 2, 0, 2]>");
//! # Ok::<(), weft_layout::LayoutError>(())
//! ```

use super::canon::canonicalize;
use super::layout::{SpyreLayout, elements_per_stick};
use crate::arith;
use crate::element::{FloatFormat, ScalarType};
use crate::error::Result;

/// The element type a Spyre tensor has unless told otherwise.
pub const DEFAULT_ELEMENT: ScalarType = ScalarType::Float(FloatFormat::F16);

/// The default layout of a host tensor of `sizes` (original dims) and
/// `element`; `order` (a permutation of the original dims) defaults to
/// `0..rank`.
pub fn default_layout(
    sizes: &[i64],
    element: ScalarType,
    order: Option<&[usize]>,
    sparse: bool,
) -> Result<SpyreLayout> {
    let canonical = canonicalize(sizes)?;
    let stick = elements_per_stick(element)?;
    let n = canonical.sizes.len();
    if n == 0 {
        return SpyreLayout::try_new(vec![stick], vec![-1]);
    }
    let order: Vec<usize> = match order {
        Some(order) => canonical.order(order)?,
        None => (0..n).collect(),
    };
    let mut dim_map: Vec<i64> = order[1..].iter().map(|&d| d as i64).collect();
    dim_map.push(order[0] as i64);
    dim_map.push(order[n - 1] as i64);
    let s = order[n - 1];
    let e = if sparse { 1 } else { stick };
    let last = dim_map.len() - 1;
    let mut device_size: Vec<i64> = dim_map[..last]
        .iter()
        .map(|&h| {
            let size = canonical.sizes[h as usize];
            if h as usize == s {
                arith::ceil_div(size, e)
            } else {
                size
            }
        })
        .collect();
    device_size.push(stick);
    if sparse {
        dim_map[last] = -1;
    }
    SpyreLayout::try_new(device_size, dim_map)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn layout(sizes: &[i64], order: Option<&[usize]>, sparse: bool) -> (Vec<i64>, Vec<i64>) {
        let layout = default_layout(sizes, DEFAULT_ELEMENT, order, sparse).unwrap();
        (layout.device_size().to_vec(), layout.dim_map().to_vec())
    }

    #[test]
    fn the_reference_examples() {
        assert_eq!(
            layout(&[512, 8, 256], None, false),
            (vec![8, 4, 512, 64], vec![1, 2, 0, 2])
        );
        assert_eq!(
            layout(&[512, 256], Some(&[1, 0]), false),
            (vec![8, 256, 64], vec![0, 1, 0])
        );
        assert_eq!(
            layout(&[512, 8, 256], Some(&[2, 1, 0]), false),
            (vec![8, 8, 256, 64], vec![1, 0, 2, 0])
        );
        assert_eq!(
            layout(&[512, 256], None, true),
            (vec![256, 512, 64], vec![1, 0, -1])
        );
        assert_eq!(layout(&[128], None, false), (vec![2, 64], vec![0, 0]));
        assert_eq!(layout(&[], None, false), (vec![64], vec![-1]));
        // Size-1 dims do not count: [512, 1, 256] is [512, 256].
        assert_eq!(
            layout(&[512, 1, 256], None, false),
            layout(&[512, 256], None, false)
        );
        assert_eq!(
            layout(&[512, 1, 256], Some(&[2, 1, 0]), false),
            layout(&[512, 256], Some(&[1, 0]), false)
        );
        // f32 sticks hold 32 elements.
        let f32 = default_layout(&[100], "f32".parse().unwrap(), None, false).unwrap();
        assert_eq!(f32.device_size(), &[4, 32]);
    }
}

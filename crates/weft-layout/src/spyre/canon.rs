//! Canonical host shapes: PyTorch sizes with their size-1 dims dropped, as
//! the Spyre layout document requires before any layout reasoning
//! (`[512, 1, 256]` is `[512, 256]`), and the way back to the original dims.

use crate::error::{LayoutError, Result};

/// A host shape in canonical form.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Canonical {
    /// The sizes other than 1, in order.
    pub sizes: Vec<i64>,
    /// For each canonical dim, the original dim it is.
    pub original_dims: Vec<usize>,
    /// The original rank.
    pub original_rank: usize,
}

/// Drops the size-1 dims of `sizes` (every size must be positive).
pub fn canonicalize(sizes: &[i64]) -> Result<Canonical> {
    if let Some(size) = sizes.iter().find(|&&s| s < 1) {
        return Err(LayoutError::invalid(format!(
            "host sizes must be positive, got {size}"
        )));
    }
    let original_dims: Vec<usize> = (0..sizes.len()).filter(|&d| sizes[d] != 1).collect();
    Ok(Canonical {
        sizes: original_dims.iter().map(|&d| sizes[d]).collect(),
        original_dims,
        original_rank: sizes.len(),
    })
}

impl Canonical {
    /// A dim order over the original dims (a permutation of them), carried
    /// to the canonical dims: size-1 dims dropped, the rest renumbered.
    pub fn order(&self, original: &[usize]) -> Result<Vec<usize>> {
        let mut sorted = original.to_vec();
        sorted.sort_unstable();
        if sorted != (0..self.original_rank).collect::<Vec<_>>() {
            return Err(LayoutError::invalid(format!(
                "order {original:?} is not a permutation of the {} host dims",
                self.original_rank
            )));
        }
        Ok(original
            .iter()
            .filter_map(|d| self.original_dims.iter().position(|o| o == d))
            .collect())
    }

    /// Original host coordinates to canonical ones (size-1 dims must be 0).
    pub fn to_canonical(&self, original: &[i64]) -> Result<Vec<i64>> {
        if original.len() != self.original_rank {
            return Err(LayoutError::invalid(format!(
                "a host coordinate has {} values for {} host dims",
                original.len(),
                self.original_rank
            )));
        }
        Ok(self.original_dims.iter().map(|&d| original[d]).collect())
    }

    /// Canonical host coordinates to original ones (0 in size-1 dims).
    pub fn to_original(&self, canonical: &[i64]) -> Vec<i64> {
        let mut original = vec![0; self.original_rank];
        for (&d, &x) in self.original_dims.iter().zip(canonical) {
            original[d] = x;
        }
        original
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn size_one_dims_are_dropped_and_remembered() {
        let canonical = canonicalize(&[512, 1, 256]).unwrap();
        assert_eq!(canonical.sizes, vec![512, 256]);
        assert_eq!(canonical.original_dims, vec![0, 2]);
        assert_eq!(canonical.order(&[2, 1, 0]).unwrap(), vec![1, 0]);
        assert_eq!(canonical.to_original(&[5, 7]), vec![5, 0, 7]);
        assert_eq!(canonical.to_canonical(&[5, 0, 7]).unwrap(), vec![5, 7]);
        assert_eq!(
            canonical.order(&[0, 0, 1]).unwrap_err().to_string(),
            "order [0, 0, 1] is not a permutation of the 3 host dims"
        );
        assert_eq!(canonicalize(&[1, 1]).unwrap().sizes, Vec::<i64>::new());
    }
}

//! Gaussian elimination over GF(2): an echelon basis of bit vectors, which
//! every rank, preimage and inverse is computed with.

/// An echelon basis of bit vectors, each with the combination of inputs
/// that makes it: at most one row per leading bit, so reducing a vector
/// costs one XOR per leading bit it meets.
#[derive(Clone)]
pub(super) struct Basis {
    /// Row `i` (when present): a vector whose highest bit is `i`, and its
    /// combination.
    rows: [(u64, u64); 64],
    present: u64,
}

impl Default for Basis {
    fn default() -> Self {
        Self {
            rows: [(0, 0); 64],
            present: 0,
        }
    }
}

impl Basis {
    pub(super) fn of(columns: &[u64]) -> Self {
        let mut basis = Self::default();
        for &c in columns {
            basis.insert(c, 0);
        }
        basis
    }

    pub(super) fn len(&self) -> usize {
        self.present.count_ones() as usize
    }

    /// `vector` reduced by the basis, and the combination that reduction
    /// used. The rest is 0 exactly when `vector` is in the span.
    pub(super) fn reduce(&self, mut vector: u64) -> (u64, u64) {
        let mut combination = 0;
        while vector != 0 {
            let lead = 63 - vector.leading_zeros();
            if self.present >> lead & 1 == 0 {
                break;
            }
            let (row, made_of) = self.rows[lead as usize];
            vector ^= row;
            combination ^= made_of;
        }
        (vector, combination)
    }

    /// Adds `vector` (made of `made_of`) if it is independent; returns
    /// whether it was.
    pub(super) fn insert(&mut self, vector: u64, made_of: u64) -> bool {
        let (rest, combination) = self.reduce(vector);
        if rest == 0 {
            return false;
        }
        let lead = 63 - rest.leading_zeros();
        self.rows[lead as usize] = (rest, combination ^ made_of);
        self.present |= 1 << lead;
        true
    }
}

/// `⊕ columns[j]` over the set bits `j` of `bits`.
pub(super) fn xor_of_set_bits(columns: &[u64], mut bits: u64) -> u64 {
    let mut result = 0;
    while bits != 0 {
        let j = bits.trailing_zeros() as usize;
        if let Some(column) = columns.get(j) {
            result ^= column;
        }
        bits &= bits - 1;
    }
    result
}

/// For each output bit `j < out_bits`, the combination of `columns` (bit
/// `i` = column `i`) whose sum is exactly bit `j`, built from the earliest
/// independent columns; `None` if some output bit is not reached.
pub(super) fn solve_unit_vectors(columns: &[u64], out_bits: u32) -> Option<Vec<u64>> {
    let mut basis = Basis::default();
    for (j, &column) in columns.iter().enumerate() {
        basis.insert(column, 1 << j);
    }
    (0..out_bits)
        .map(|j| match basis.reduce(1 << j) {
            (0, combination) => Some(combination),
            _ => None,
        })
        .collect()
}

//! Nested integer tuples, CuTe's `IntTuple`: shapes, strides and
//! coordinates are all trees of integers.

use std::fmt;

use crate::arith;
use crate::error::{LayoutError, Result};

/// The deepest tuple Weft accepts: real CuTe layouts nest 2–4 levels, and a
/// bound keeps every recursion over a tuple shallow.
pub const MAX_DEPTH: usize = 32;

/// The most integers one tuple may hold.
pub const MAX_LEAVES: usize = 4096;

/// An integer or a tuple of integer tuples.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum IntTuple {
    Int(i64),
    Tuple(Vec<IntTuple>),
}

impl IntTuple {
    /// A tuple of plain integers, `(a,b,c)`.
    pub fn flat(values: &[i64]) -> Self {
        Self::Tuple(values.iter().map(|&value| Self::Int(value)).collect())
    }

    /// Checks the nesting and leaf bounds ([`MAX_DEPTH`], [`MAX_LEAVES`]);
    /// every constructor of a layout calls it, so later recursion is safe.
    pub fn check_bounds(&self, what: &str) -> Result<()> {
        let mut leaves = 0usize;
        let mut stack = vec![(self, 0usize)];
        while let Some((node, depth)) = stack.pop() {
            if depth > MAX_DEPTH {
                return Err(LayoutError::invalid(format!(
                    "{what} nests deeper than {MAX_DEPTH} levels"
                )));
            }
            match node {
                Self::Int(_) => {
                    leaves += 1;
                    if leaves > MAX_LEAVES {
                        return Err(LayoutError::invalid(format!(
                            "{what} has more than {MAX_LEAVES} integers"
                        )));
                    }
                }
                Self::Tuple(items) => stack.extend(items.iter().map(|item| (item, depth + 1))),
            }
        }
        Ok(())
    }

    /// The number of top-level modes; an integer has rank 1.
    pub fn rank(&self) -> usize {
        match self {
            Self::Int(_) => 1,
            Self::Tuple(items) => items.len(),
        }
    }

    /// Nesting depth: 0 for an integer, 1 for a flat tuple.
    pub fn depth(&self) -> usize {
        let mut deepest = 0;
        let mut stack = vec![(self, 0usize)];
        while let Some((node, depth)) = stack.pop() {
            if let Self::Tuple(items) = node {
                deepest = deepest.max(depth + 1);
                stack.extend(items.iter().map(|item| (item, depth + 1)));
            }
        }
        deepest
    }

    /// Mode `i`; an integer is its own only mode.
    pub fn mode(&self, i: usize) -> Option<&IntTuple> {
        match self {
            Self::Int(_) => (i == 0).then_some(self),
            Self::Tuple(items) => items.get(i),
        }
    }

    /// The integers, left to right.
    pub fn leaves(&self) -> Vec<i64> {
        let mut leaves = Vec::new();
        let mut stack = vec![self];
        while let Some(node) = stack.pop() {
            match node {
                Self::Int(value) => leaves.push(*value),
                Self::Tuple(items) => stack.extend(items.iter().rev()),
            }
        }
        leaves
    }

    /// The product of the integers (1 for an empty tuple), checked.
    pub fn product(&self, what: &str) -> Result<i64> {
        arith::product(&self.leaves(), what)
    }

    /// Whether `other` has the same tree (profile): integers where this
    /// has integers, tuples of the same lengths where this has tuples.
    pub fn congruent(&self, other: &IntTuple) -> bool {
        match (self, other) {
            (Self::Int(_), Self::Int(_)) => true,
            (Self::Tuple(a), Self::Tuple(b)) => {
                a.len() == b.len() && a.iter().zip(b).all(|(x, y)| x.congruent(y))
            }
            _ => false,
        }
    }
}

impl fmt::Display for IntTuple {
    /// CuTe's run-time-integer form: `((2,2),3)`, no spaces.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Int(value) => write!(f, "{value}"),
            Self::Tuple(items) => {
                f.write_str("(")?;
                for (i, item) in items.iter().enumerate() {
                    if i > 0 {
                        f.write_str(",")?;
                    }
                    write!(f, "{item}")?;
                }
                f.write_str(")")
            }
        }
    }
}

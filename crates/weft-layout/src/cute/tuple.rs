//! Nested integer tuples, CuTe's `IntTuple`: shapes, strides and
//! coordinates are all trees of integers.

use std::fmt;

use super::int::Int;
use crate::error::{LayoutError, Result};

/// The deepest tuple Weft accepts: real CuTe layouts nest 2–4 levels, and a
/// bound keeps every recursion over a tuple shallow.
pub const MAX_DEPTH: usize = 32;

/// The most integers one tuple may hold.
pub const MAX_LEAVES: usize = 4096;

/// An integer or a tuple of integer tuples.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum IntTuple {
    Int(Int),
    Tuple(Vec<IntTuple>),
}

impl IntTuple {
    /// A run-time integer.
    pub const fn int(value: i64) -> Self {
        Self::Int(Int::dynamic(value))
    }

    /// A compile-time integer (`_value`).
    pub const fn fixed(value: i64) -> Self {
        Self::Int(Int::fixed(value))
    }

    /// A tuple of run-time integers, `(a,b,c)`.
    pub fn flat(values: &[i64]) -> Self {
        Self::Tuple(values.iter().map(|&value| Self::int(value)).collect())
    }

    /// CuTe's `unwrap`: a tuple of one element is that element.
    pub fn unwrap_single(items: Vec<IntTuple>) -> Self {
        if items.len() == 1 {
            items.into_iter().next().unwrap_or(Self::Tuple(Vec::new()))
        } else {
            Self::Tuple(items)
        }
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

    /// Whether a tuple anywhere in the tree is empty, `()`.
    pub fn has_empty_tuple(&self) -> bool {
        let mut stack = vec![self];
        while let Some(node) = stack.pop() {
            if let Self::Tuple(items) = node {
                if items.is_empty() {
                    return true;
                }
                stack.extend(items);
            }
        }
        false
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

    /// The top-level modes; an integer is its own only mode.
    pub fn modes(&self) -> Vec<IntTuple> {
        match self {
            Self::Int(_) => vec![self.clone()],
            Self::Tuple(items) => items.clone(),
        }
    }

    /// The integers, left to right (CuTe's `flatten`, as a list).
    pub fn leaves(&self) -> Vec<Int> {
        let mut leaves = Vec::with_capacity(8);
        self.push_leaves(&mut leaves);
        leaves
    }

    /// Appends the integers to `out`, left to right. Recursion is bounded:
    /// every tuple that reaches here passed `check_bounds` (depth ≤
    /// [`MAX_DEPTH`]).
    fn push_leaves(&self, out: &mut Vec<Int>) {
        match self {
            Self::Int(value) => out.push(*value),
            Self::Tuple(items) => items.iter().for_each(|item| item.push_leaves(out)),
        }
    }

    /// The same tree with every integer static.
    pub fn to_static(&self) -> IntTuple {
        match self {
            Self::Int(leaf) => Self::fixed(leaf.value),
            Self::Tuple(items) => Self::Tuple(items.iter().map(Self::to_static).collect()),
        }
    }

    /// The values of the integers, left to right.
    pub fn values(&self) -> Vec<i64> {
        self.leaves().into_iter().map(|leaf| leaf.value).collect()
    }

    /// CuTe's `product`: a fold of `*` from a static 1, so that it is
    /// static exactly when CuTe's is; checked.
    pub fn product(&self) -> Result<Int> {
        self.fold_product(Int::fixed(1))
    }

    fn fold_product(&self, acc: Int) -> Result<Int> {
        match self {
            Self::Int(leaf) => acc.times(*leaf),
            Self::Tuple(items) => items
                .iter()
                .try_fold(acc, |acc, item| item.fold_product(acc)),
        }
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

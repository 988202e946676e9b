//! Sets of indices whose size is known without enumerating them.
//!
//! The slots of one element (replication) and the elements of one slot
//! (aliasing) can be huge: a Triton layout broadcast over 2^20 slots, a
//! CuTe layout with a zero stride. An [`IndexSet`] carries its size in
//! closed form and hands out its members lazily, so a count costs what the
//! family's formula costs, not the size of the set.

use std::fmt;

/// A finite set of indices: its size, and an iterator over its members in a
/// fixed order, without repeats.
pub struct IndexSet<'a> {
    count: u128,
    members: Box<dyn Iterator<Item = Vec<i64>> + 'a>,
}

impl<'a> IndexSet<'a> {
    /// The empty set (a padding slot's elements).
    pub fn empty() -> Self {
        Self {
            count: 0,
            members: Box::new(std::iter::empty()),
        }
    }

    /// The set of one index.
    pub fn single(index: Vec<i64>) -> Self {
        Self {
            count: 1,
            members: Box::new(std::iter::once(index)),
        }
    }

    /// A set of `count` members produced by `members`.
    ///
    /// Requires: `members` yields exactly `count` distinct indices.
    pub fn from_iter(count: u128, members: impl Iterator<Item = Vec<i64>> + 'a) -> Self {
        Self {
            count,
            members: Box::new(members),
        }
    }

    /// How many indices the set holds.
    pub fn count(&self) -> u128 {
        self.count
    }

    /// Whether the set is empty.
    pub fn is_empty(&self) -> bool {
        self.count == 0
    }

    /// The first member, if any.
    pub fn first(self) -> Option<Vec<i64>> {
        self.into_iter().next()
    }

    /// Up to `limit` members, for display and for tests.
    pub fn take(self, limit: usize) -> Vec<Vec<i64>> {
        self.into_iter().take(limit).collect()
    }
}

impl<'a> IntoIterator for IndexSet<'a> {
    type Item = Vec<i64>;
    type IntoIter = Box<dyn Iterator<Item = Vec<i64>> + 'a>;

    fn into_iter(self) -> Self::IntoIter {
        self.members
    }
}

impl fmt::Debug for IndexSet<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "IndexSet {{ count: {} }}", self.count)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_and_members() {
        assert_eq!(IndexSet::empty().count(), 0);
        assert!(IndexSet::empty().first().is_none());
        assert_eq!(IndexSet::single(vec![1, 2]).first(), Some(vec![1, 2]));
        let evens = IndexSet::from_iter(1 << 40, (0..).map(|i| vec![2 * i]));
        assert_eq!(evens.count(), 1 << 40);
        assert_eq!(evens.take(3), vec![vec![0], vec![2], vec![4]]);
    }
}

//! Nested integer tuples, CuTe's `IntTuple`: shapes, strides and
//! coordinates are all trees of integers.
//!
//! **Why the tree is flat.** CuTe's C++ knows every tuple's shape at
//! compile time and runs its algebra as straight-line integer code; a tree
//! of heap-allocated nodes made Weft's algebra spend much of its time in
//! the allocator. So a tuple is one array of nodes in pre-order — a tuple
//! node records how many modes it has and how many nodes its subtree
//! spans — stored inline for the small tuples real layouts have
//! ([`INLINE_NODES`]). Reading a subtree is borrowing a slice
//! ([`TupleRef`]), the leaves are the leaf nodes in order, and two tuples
//! are congruent when their node sequences agree node by node: reading a
//! tuple needs no recursion, and nothing allocates below the inline size.

use std::fmt;

use smallvec::SmallVec;

use super::int::{Int, IntResult};
use crate::error::{LayoutError, Result};

/// The deepest tuple Weft accepts: real CuTe layouts nest 2–4 levels, and a
/// bound keeps every recursion over a tuple shallow.
pub const MAX_DEPTH: usize = 32;

/// The most integers one tuple may hold.
pub const MAX_LEAVES: usize = 4096;

/// Nodes stored without a heap allocation: a rank-3, depth-2 shape such as
/// `((2,4),(3,2),8)` has 8. A larger inline array was measured no faster:
/// every move of a tuple copies all of it, while a larger result (a
/// composition's, typically) is allocated once, at the size its builder
/// reserves.
pub const INLINE_NODES: usize = 8;

/// One node of the pre-order array: 12 bytes, so that the inline array
/// stays small to move.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
#[repr(C, packed(4))]
struct Node {
    /// A leaf's value, or a tuple's number of modes.
    value: i64,
    /// The kind in the low two bits (0 a run-time integer, 1 a static
    /// one, [`TUPLE`] a tuple); above them, for a tuple, the nodes of its
    /// subtree, itself included, and for a leaf (whose subtree is itself)
    /// the packed basis it scales (see [`Int`]).
    meta: u32,
}

/// The kind bits of a tuple node.
const TUPLE: u32 = 2;

/// The largest span a node records.
const MAX_SPAN: u32 = u32::MAX >> 2;

impl Node {
    /// A leaf's meta is its [`Int`]'s tag moved up one bit: the static bit
    /// stays bit 0 (the kind of a static integer) and the basis goes above
    /// the kind's two bits.
    #[inline]
    fn leaf(int: Int) -> Self {
        let tag = int.tag();
        Self {
            value: int.value,
            meta: ((tag & !1) << 1) | (tag & 1),
        }
    }

    fn tuple(modes: i64, span: u32) -> Self {
        Self {
            value: modes,
            meta: (span.min(MAX_SPAN) << 2) | TUPLE,
        }
    }

    #[inline]
    fn is_tuple(self) -> bool {
        self.meta & 3 == TUPLE
    }

    #[inline]
    fn int(self) -> Option<Int> {
        if self.is_tuple() {
            return None;
        }
        let meta = self.meta;
        Some(Int::from_tag(self.value, ((meta >> 1) & !1) | (meta & 1)))
    }

    #[inline]
    fn span(self) -> usize {
        if self.is_tuple() {
            (self.meta >> 2) as usize
        } else {
            1
        }
    }

    fn set_span(&mut self, span: u32) {
        self.meta = (span.min(MAX_SPAN) << 2) | (self.meta & 3);
    }
}

type Nodes = SmallVec<[Node; INLINE_NODES]>;

/// An integer or a tuple of integer tuples, owned.
#[derive(PartialEq, Eq, Hash)]
pub struct IntTuple {
    nodes: Nodes,
}

impl Clone for IntTuple {
    /// One copy of the nodes: `SmallVec`'s own `clone` collects them one
    /// by one.
    fn clone(&self) -> Self {
        Self {
            nodes: Nodes::from_slice(&self.nodes),
        }
    }
}

/// A borrowed integer tuple: a whole [`IntTuple`] or one of its subtrees.
/// Every reading of a tuple lives here.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct TupleRef<'a> {
    /// Exactly one subtree: `nodes[0]` and its span.
    nodes: &'a [Node],
}

impl IntTuple {
    /// A run-time integer.
    pub fn int(value: i64) -> Self {
        Self::from_int(Int::dynamic(value))
    }

    /// A compile-time integer (`_value`).
    pub fn fixed(value: i64) -> Self {
        Self::from_int(Int::fixed(value))
    }

    /// The tuple that is one integer.
    pub fn from_int(int: Int) -> Self {
        let mut nodes = Nodes::new();
        nodes.push(Node::leaf(int));
        Self { nodes }
    }

    /// A tuple of run-time integers, `(a,b,c)`.
    pub fn flat(values: &[i64]) -> Self {
        Self::wrapping(false, |builder| {
            for &value in values {
                builder.push_int(Int::dynamic(value));
            }
        })
    }

    /// The tuple of `items`, `(a,b,...)`.
    pub fn tuple<'a>(items: impl IntoIterator<Item = TupleRef<'a>>) -> Self {
        Self::wrapping(false, |builder| {
            items.into_iter().for_each(|item| builder.push(item))
        })
    }

    /// CuTe's `unwrap`: the tuple of `items`, except that a tuple of one
    /// element is that element.
    pub fn unwrap_single<'a>(items: impl IntoIterator<Item = TupleRef<'a>>) -> Self {
        Self::wrapping(true, |builder| {
            items.into_iter().for_each(|item| builder.push(item))
        })
    }

    /// The tuple of the modes `fill` pushes (unwrapped when `unwrap` and
    /// there is one).
    fn wrapping(unwrap: bool, fill: impl FnOnce(&mut TupleBuilder)) -> Self {
        let mut builder = TupleBuilder::new();
        let open = builder.open();
        fill(&mut builder);
        if unwrap {
            builder.close_unwrapping(open);
        } else {
            builder.close(open);
        }
        builder.finish()
    }

    /// The borrowed form, which every reading goes through.
    pub fn view(&self) -> TupleRef<'_> {
        TupleRef { nodes: &self.nodes }
    }

    /// The integer, when the tuple is one.
    pub fn int_value(&self) -> Option<Int> {
        self.view().int()
    }
}

impl<'a> TupleRef<'a> {
    /// The integer, when this is one (and not a tuple).
    pub fn int(self) -> Option<Int> {
        self.nodes.first().and_then(|node| node.int())
    }

    /// The number of top-level modes; an integer has rank 1.
    pub fn rank(self) -> usize {
        match self.nodes.first() {
            Some(&node) if node.is_tuple() => usize::try_from(node.value).unwrap_or(0),
            _ => 1,
        }
    }

    /// The top-level modes, in order; an integer is its own only mode.
    pub fn modes(self) -> Modes<'a> {
        match self.int() {
            Some(_) => Modes {
                rest: self.nodes,
                remaining: 1,
            },
            None => Modes {
                rest: self.nodes.get(1..).unwrap_or_default(),
                remaining: self.rank(),
            },
        }
    }

    /// Mode `i`; an integer is its own only mode.
    pub fn mode(self, i: usize) -> Option<TupleRef<'a>> {
        self.modes().nth(i)
    }

    /// The integers, left to right (CuTe's `flatten`).
    pub fn leaves(self) -> impl DoubleEndedIterator<Item = Int> + Clone + 'a {
        self.nodes.iter().filter_map(|node| node.int())
    }

    /// CuTe's `flatten`: an integer stays itself, a tuple becomes the tuple
    /// of its integers — `((2,3),4)` is `(2,3,4)`, and `(4)` stays `(4)`.
    pub fn flatten(self) -> IntTuple {
        if self.int().is_some() {
            return self.to_tuple();
        }
        IntTuple::wrapping(false, |builder| {
            self.leaves().for_each(|leaf| builder.push_int(leaf))
        })
    }

    /// The number of nodes: integers and tuples.
    pub fn node_count(self) -> usize {
        self.nodes.len()
    }

    /// The number of integers.
    pub fn leaf_count(self) -> usize {
        self.leaves().count()
    }

    /// Whether every integer is static (known at compile time in CuTe).
    pub fn is_static(self) -> bool {
        self.leaves().all(|leaf| leaf.is_static())
    }

    /// The values of the integers, left to right.
    pub fn values(self) -> Vec<i64> {
        self.leaves().map(|leaf| leaf.value).collect()
    }

    /// Nesting depth: 0 for an integer, 1 for a flat tuple.
    pub fn depth(self) -> usize {
        // The ends of the tuples enclosing the current node.
        let mut ends: SmallVec<[usize; 8]> = SmallVec::new();
        let mut deepest = 0;
        for (i, node) in self.nodes.iter().enumerate() {
            while ends.last().is_some_and(|&end| end <= i) {
                ends.pop();
            }
            if node.is_tuple() {
                ends.push(i + node.span());
                deepest = deepest.max(ends.len());
            }
        }
        deepest
    }

    /// Checks the nesting and leaf bounds ([`MAX_DEPTH`], [`MAX_LEAVES`]).
    pub fn check_bounds(self, what: &str) -> Result<()> {
        if self.depth() > MAX_DEPTH {
            return Err(LayoutError::invalid(format!(
                "{what} nests deeper than {MAX_DEPTH} levels"
            )));
        }
        if self.leaf_count() > MAX_LEAVES {
            return Err(LayoutError::invalid(format!(
                "{what} has more than {MAX_LEAVES} integers"
            )));
        }
        Ok(())
    }

    /// Whether a tuple anywhere in the tree is empty, `()`.
    pub fn has_empty_tuple(self) -> bool {
        self.nodes
            .iter()
            .any(|node| node.is_tuple() && { node.value } == 0)
    }

    /// CuTe's `product`: a fold of `*` from a static 1, so that it is
    /// static exactly when CuTe's is; checked.
    pub fn product(self) -> Result<Int> {
        Ok(self
            .leaves()
            .try_fold(Int::fixed(1), |acc, leaf| acc.times(leaf))?)
    }

    /// Whether `other` has the same tree (profile): integers where this
    /// has integers, tuples of the same lengths where this has tuples.
    pub fn congruent(self, other: TupleRef<'_>) -> bool {
        self.nodes.len() == other.nodes.len()
            && self
                .nodes
                .iter()
                .zip(other.nodes)
                .all(|(a, b)| match (a.is_tuple(), b.is_tuple()) {
                    (false, false) => true,
                    (true, true) => a.value == b.value,
                    _ => false,
                })
    }

    /// What `CuteLayout::new` needs of a shape (`self`) and its stride in
    /// one pass over the nodes: the product of the sizes when the two are
    /// congruent, no tuple is empty, every size is positive, the product
    /// fits and the bounds hold; `None` when anything fails (the caller
    /// then finds which).
    pub(super) fn layout_size(self, stride: TupleRef<'_>) -> Option<i64> {
        if self.nodes.len() != stride.nodes.len() {
            return None;
        }
        let (mut size, mut leaves, mut tuples) = (1i64, 0usize, 0usize);
        for (shape, stride) in self.nodes.iter().zip(stride.nodes) {
            match (shape.is_tuple(), stride.is_tuple()) {
                (true, true) => {
                    if shape.value != stride.value || shape.value == 0 {
                        return None;
                    }
                    tuples += 1;
                }
                (true, false) | (false, true) => return None,
                (false, false) => {
                    if shape.value < 1 {
                        return None;
                    }
                    leaves += 1;
                    size = size.checked_mul(shape.value)?;
                }
            }
        }
        // Fewer tuples than the depth bound cannot nest deeper than it.
        let too_deep = tuples > MAX_DEPTH && self.depth() > MAX_DEPTH;
        (leaves <= MAX_LEAVES && !too_deep).then_some(size)
    }

    /// The same tree with every integer static.
    pub fn to_static(self) -> IntTuple {
        self.map_leaves(|leaf| Int::fixed(leaf.value))
    }

    /// The same tree with `f` applied to every integer.
    pub fn map_leaves(self, mut f: impl FnMut(Int) -> Int) -> IntTuple {
        IntTuple {
            nodes: self
                .nodes
                .iter()
                .map(|&node| node.int().map_or(node, |leaf| Node::leaf(f(leaf))))
                .collect(),
        }
    }

    /// The same tree with `f` applied to every integer, left to right,
    /// stopping at the first error.
    pub fn try_map_leaves(self, mut f: impl FnMut(Int) -> Result<Int>) -> Result<IntTuple> {
        let mut nodes = Nodes::with_capacity(self.nodes.len());
        for &node in self.nodes {
            nodes.push(match node.int() {
                Some(leaf) => Node::leaf(f(leaf)?),
                None => node,
            });
        }
        Ok(IntTuple { nodes })
    }

    /// An owned copy.
    pub fn to_tuple(self) -> IntTuple {
        IntTuple {
            nodes: Nodes::from_slice(self.nodes),
        }
    }
}

/// The top-level modes of a tuple, as subtrees.
#[derive(Clone)]
pub struct Modes<'a> {
    rest: &'a [Node],
    remaining: usize,
}

impl<'a> Iterator for Modes<'a> {
    type Item = TupleRef<'a>;

    fn next(&mut self) -> Option<TupleRef<'a>> {
        if self.remaining == 0 {
            return None;
        }
        let span = self.rest.first()?.span().min(self.rest.len());
        let (mode, rest) = self.rest.split_at(span);
        self.rest = rest;
        self.remaining -= 1;
        Some(TupleRef { nodes: mode })
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        (self.remaining, Some(self.remaining))
    }
}

impl ExactSizeIterator for Modes<'_> {}

/// Builds a tuple node by node, in pre-order: [`open`](Self::open) a
/// tuple, push its modes, [`close`](Self::close) it.
///
/// Every step is O(1): the builder counts the modes of the innermost open
/// tuple in a field, and an open tuple's node keeps the count of the tuple
/// around it until it is closed, so pushing a mode bumps one field and
/// closing swaps the counts back.
pub struct TupleBuilder {
    nodes: Nodes,
    /// The modes pushed into the innermost open tuple so far.
    modes: i64,
}

/// A tuple opened in a [`TupleBuilder`], to be closed.
#[derive(Clone, Copy)]
#[must_use]
pub struct Open(usize);

/// A point in a [`TupleBuilder`]'s writing, to return to.
#[derive(Clone, Copy)]
pub struct Mark {
    nodes: usize,
    modes: i64,
}

impl Default for TupleBuilder {
    fn default() -> Self {
        Self::new()
    }
}

impl TupleBuilder {
    pub fn new() -> Self {
        Self::with_capacity(0)
    }

    /// The tuple `fill` writes into a fresh builder: the one way the
    /// algebra's recursive writers start and finish.
    pub fn build(fill: impl FnOnce(&mut TupleBuilder) -> Result<()>) -> Result<IntTuple> {
        let mut builder = Self::new();
        fill(&mut builder)?;
        Ok(builder.finish())
    }

    /// A builder with room for `nodes` nodes, so that a result larger
    /// than the inline array is allocated once.
    pub fn with_capacity(nodes: usize) -> Self {
        Self {
            nodes: Nodes::with_capacity(nodes),
            modes: 0,
        }
    }

    /// Starts a tuple; its modes are what is pushed until it is closed.
    #[inline]
    pub fn open(&mut self) -> Open {
        let at = self.nodes.len();
        self.nodes.push(Node::tuple(self.modes + 1, 0));
        self.modes = 0;
        Open(at)
    }

    /// Ends the tuple `open` started (the innermost open one).
    #[inline]
    pub fn close(&mut self, open: Open) {
        let Open(at) = open;
        let span = self.nodes.len() - at;
        let node = &mut self.nodes[at];
        (node.value, self.modes) = (self.modes, node.value);
        node.set_span(u32::try_from(span).unwrap_or(MAX_SPAN));
    }

    /// Ends the tuple `open` started; a tuple of one mode becomes that
    /// mode (CuTe's `unwrap`).
    pub fn close_unwrapping(&mut self, open: Open) {
        self.close(open);
        let Open(at) = open;
        if self.nodes[at].value != 1 {
            return;
        }
        // A single integer, the algebra's usual case, takes the tuple's
        // place without moving anything else.
        if self.nodes.len() == at + 2 {
            self.nodes[at] = self.nodes[at + 1];
            self.nodes.pop();
        } else {
            self.nodes.remove(at);
        }
    }

    #[inline]
    pub fn push_int(&mut self, int: Int) {
        self.modes += 1;
        self.nodes.push(Node::leaf(int));
    }

    /// Appends a whole subtree as one mode.
    pub fn push(&mut self, tuple: TupleRef<'_>) {
        self.modes += 1;
        // Node by node: subtrees are a few nodes long, where a library
        // copy costs more than the loop.
        self.nodes.reserve(tuple.nodes.len());
        for &node in tuple.nodes {
            self.nodes.push(node);
        }
    }

    /// Appends a whole subtree as one mode, each integer replaced by
    /// `f`'s: the same profile, as a composition with a one-mode layout
    /// keeps B's. Stops at the first error.
    pub fn try_push_mapped(
        &mut self,
        tuple: TupleRef<'_>,
        mut f: impl FnMut(Int) -> IntResult,
    ) -> IntResult<()> {
        self.modes += 1;
        self.nodes.reserve(tuple.nodes.len());
        for &node in tuple.nodes {
            self.nodes.push(match node.int() {
                Some(leaf) => Node::leaf(f(leaf)?),
                None => node,
            });
        }
        Ok(())
    }

    /// Where the builder stands, to return to with
    /// [`rollback`](Self::rollback).
    pub fn mark(&self) -> Mark {
        Mark {
            nodes: self.nodes.len(),
            modes: self.modes,
        }
    }

    /// Forgets everything pushed or opened since `mark`, which this
    /// builder made: a writer that fails part-way leaves no trace.
    pub fn rollback(&mut self, mark: Mark) {
        self.nodes.truncate(mark.nodes);
        self.modes = mark.modes;
    }

    /// The tuple built: exactly one subtree must have been pushed or
    /// opened and closed at the top.
    pub fn finish(self) -> IntTuple {
        IntTuple { nodes: self.nodes }
    }
}

impl fmt::Display for TupleRef<'_> {
    /// CuTe's run-time-integer form: `((2,2),3)`, no spaces.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // The modes still to print of each open tuple.
        let mut open: SmallVec<[i64; 8]> = SmallVec::new();
        for node in self.nodes {
            match node.int() {
                Some(leaf) => write!(f, "{leaf}")?,
                None => {
                    f.write_str("(")?;
                    open.push(node.value);
                    if node.value > 0 {
                        continue;
                    }
                }
            }
            // Close every tuple this node was the last mode of.
            loop {
                match open.last_mut() {
                    Some(left) if *left <= 1 => {
                        f.write_str(")")?;
                        open.pop();
                    }
                    Some(left) => {
                        *left -= 1;
                        f.write_str(",")?;
                        break;
                    }
                    None => break,
                }
            }
        }
        Ok(())
    }
}

impl fmt::Debug for TupleRef<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "IntTuple({self})")
    }
}

impl fmt::Display for IntTuple {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.view().fmt(f)
    }
}

impl fmt::Debug for IntTuple {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(&self.view(), f)
    }
}

impl<'a> From<&'a IntTuple> for TupleRef<'a> {
    fn from(tuple: &'a IntTuple) -> Self {
        tuple.view()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn builds_reads_and_prints_nested_tuples() {
        let mut builder = TupleBuilder::new();
        let outer = builder.open();
        let inner = builder.open();
        builder.push_int(Int::dynamic(2));
        builder.push_int(Int::fixed(4));
        builder.close(inner);
        builder.push_int(Int::dynamic(8));
        let empty = builder.open();
        builder.close(empty);
        builder.close(outer);
        let tuple = builder.finish();
        assert_eq!(tuple.to_string(), "((2,4),8,())");
        let view = tuple.view();
        assert_eq!(view.rank(), 3);
        assert_eq!(view.depth(), 2);
        assert_eq!(view.values(), vec![2, 4, 8]);
        assert_eq!(view.mode(0).map(|m| m.to_string()), Some("(2,4)".into()));
        assert_eq!(view.mode(1).and_then(TupleRef::int), Some(Int::dynamic(8)));
        assert!(view.mode(3).is_none());
        assert!(view.has_empty_tuple());
        assert_eq!(view.mode(0).map(|m| m.product()), Some(Ok(Int::dynamic(8))));
    }

    #[test]
    fn unwrapping_a_closed_tuple_keeps_its_only_mode() {
        let mut builder = TupleBuilder::new();
        let outer = builder.open();
        let single = builder.open();
        builder.push_int(Int::dynamic(1));
        builder.close_unwrapping(single);
        let pair = builder.open();
        builder.push_int(Int::dynamic(2));
        let inner = builder.open();
        builder.push_int(Int::dynamic(3));
        builder.push_int(Int::dynamic(4));
        builder.close(inner);
        builder.close_unwrapping(pair);
        let nested = builder.open();
        let deepest = builder.open();
        builder.push_int(Int::dynamic(5));
        builder.push_int(Int::fixed(6));
        builder.close(deepest);
        builder.close_unwrapping(nested);
        builder.close(outer);
        let tuple = builder.finish();
        assert_eq!(tuple.to_string(), "(1,(2,(3,4)),(5,6))");
        let view = tuple.view();
        assert_eq!(view.rank(), 3);
        assert_eq!(view.depth(), 3);
        assert_eq!(view.mode(0).and_then(TupleRef::int), Some(Int::dynamic(1)));
        assert_eq!(
            view.mode(1).map(|mode| (mode.rank(), mode.to_string())),
            Some((2, "(2,(3,4))".into()))
        );
        assert_eq!(
            view.mode(2).map(|mode| mode.leaves().collect::<Vec<_>>()),
            Some(vec![Int::dynamic(5), Int::fixed(6)])
        );
    }

    #[test]
    fn depth_and_text_follow_the_spans() {
        let tuple = super::super::syntax::parse_tuple("( ( 1 , (_2) ) , 3 )").unwrap();
        assert_eq!(tuple.to_string(), "((1,(2)),3)");
        assert_eq!(tuple.view().leaves().nth(1), Some(Int::fixed(2)));
        assert_eq!(tuple.view().depth(), 3);
        assert_eq!(tuple.view().mode(1).map(TupleRef::depth), Some(0));
        assert_eq!(IntTuple::int(5).to_string(), "5");
        assert_eq!(IntTuple::int(5).view().rank(), 1);
        assert_eq!(IntTuple::int(5).view().modes().count(), 1);
    }

    #[test]
    fn unwrapping_keeps_a_single_mode_and_its_subtree() {
        let pair = IntTuple::flat(&[3, 5]);
        let single = IntTuple::unwrap_single([pair.view()]);
        assert_eq!(single, pair);
        let nested = IntTuple::tuple([single.view(), IntTuple::int(7).view()]);
        assert_eq!(nested.to_string(), "((3,5),7)");
        assert_eq!(IntTuple::unwrap_single([]).to_string(), "()");
    }

    #[test]
    fn congruence_compares_profiles() {
        let a = IntTuple::tuple([IntTuple::flat(&[1, 2]).view(), IntTuple::int(3).view()]);
        let b = IntTuple::tuple([IntTuple::flat(&[7, 8]).view(), IntTuple::fixed(9).view()]);
        let c = IntTuple::flat(&[1, 2, 3]);
        assert!(a.view().congruent(b.view()));
        assert!(!a.view().congruent(c.view()));
        assert!(
            !IntTuple::int(1)
                .view()
                .congruent(IntTuple::flat(&[1]).view())
        );
    }
}

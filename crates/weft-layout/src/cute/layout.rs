//! A CuTe layout: a shape and a stride of the same profile, read as a
//! function from coordinates to offsets.

use std::fmt;

use super::int::Int;
use super::tuple::{IntTuple, MAX_DEPTH, MAX_LEAVES};
use crate::arith;
use crate::error::{LayoutError, Result};

/// `shape:stride`, with every size positive.
///
/// **Why coordinates are colexicographic.** CuTe enumerates a shape's
/// coordinates leftmost-fastest, so a 1-D index `i` into `(4,8)` is the
/// coordinate `(i % 4, i / 4)`; `crd2idx` and `idx2crd` below follow CuTe's
/// C++ exactly, including indices past the end, which run on in the last
/// mode as CuTe's do.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct CuteLayout {
    shape: IntTuple,
    stride: IntTuple,
    /// The product of the shape, checked once.
    size: i64,
}

impl CuteLayout {
    /// Checks that `shape` and `stride` are congruent, that every size is
    /// positive and that both stay within the tuple bounds.
    pub fn new(shape: IntTuple, stride: IntTuple) -> Result<Self> {
        // One pass without allocating decides the usual case; the checks
        // below name the problem when there is one.
        let mut tally = Tally { leaves: 0, size: 1 };
        if tally.accepts(&shape, &stride, 0) {
            let size = tally.size;
            return Ok(Self {
                shape,
                stride,
                size,
            });
        }
        shape.check_bounds("the shape")?;
        stride.check_bounds("the stride")?;
        if !shape.congruent(&stride) {
            return Err(LayoutError::invalid(format!(
                "shape {shape} and stride {stride} are not congruent"
            )));
        }
        // An empty mode has size 1 but no coordinate to take the index
        // past its end, so CuTe's maps would disagree about it.
        if shape.has_empty_tuple() {
            return Err(LayoutError::invalid(format!(
                "shape {shape} has an empty mode (); every mode needs an integer"
            )));
        }
        if let Some(size) = shape.values().into_iter().find(|&size| size < 1) {
            return Err(LayoutError::invalid(format!(
                "shape {shape} has a size {size}; sizes must be positive"
            )));
        }
        let size = size_of(&shape)?;
        Ok(Self {
            shape,
            stride,
            size,
        })
    }

    /// The column-major (compact, leftmost stride 1) layout of `shape`, as
    /// CuTe makes a layout from a bare shape.
    pub fn column_major(shape: IntTuple) -> Result<Self> {
        shape.check_bounds("the shape")?;
        // The last running product is the size: checking it first names
        // the real problem.
        size_of(&shape)?;
        let stride = column_major_strides(&shape, Int::fixed(1))?;
        Self::new(shape, stride)
    }

    /// The concatenation `(A, B, ...)` of layouts as the modes of one.
    pub fn concat(modes: &[CuteLayout]) -> Result<Self> {
        Self::new(
            IntTuple::Tuple(modes.iter().map(|m| m.shape.clone()).collect()),
            IntTuple::Tuple(modes.iter().map(|m| m.stride.clone()).collect()),
        )
    }

    /// The top-level modes as layouts (an integral layout is its own mode).
    pub fn modes(&self) -> Vec<CuteLayout> {
        self.shape
            .modes()
            .into_iter()
            .zip(self.stride.modes())
            .map(|(shape, stride)| Self::from_parts(shape, stride))
            .collect()
    }

    /// A sub-layout of a checked layout, which needs no checking again.
    pub(super) fn from_parts(shape: IntTuple, stride: IntTuple) -> Self {
        let size = shape.product().map_or(0, |size| size.value);
        Self {
            shape,
            stride,
            size,
        }
    }

    /// The same layout with every integer static: what CuTe computes when
    /// all of it is known at compile time.
    pub fn to_static(&self) -> Self {
        Self {
            shape: self.shape.to_static(),
            stride: self.stride.to_static(),
            size: self.size,
        }
    }

    /// Whether every stride is static.
    pub fn has_static_strides(&self) -> bool {
        self.stride.leaves().iter().all(|leaf| leaf.is_static)
    }

    /// The size as CuTe's `size`, static when every size is.
    pub fn size_int(&self) -> Result<Int> {
        self.shape.product()
    }

    /// The cosize as CuTe's `cosize`, static when the whole layout is.
    pub fn cosize_int(&self) -> Result<Int> {
        let value = self.cosize()?;
        let is_static = self
            .shape
            .leaves()
            .into_iter()
            .chain(self.stride.leaves())
            .all(|leaf| leaf.is_static);
        Ok(Int { value, is_static })
    }

    pub fn shape(&self) -> &IntTuple {
        &self.shape
    }

    pub fn stride(&self) -> &IntTuple {
        &self.stride
    }

    /// The number of coordinates.
    pub fn size(&self) -> i64 {
        self.size
    }

    /// One past the offset of the last coordinate, `L(size - 1) + 1`, as
    /// CuTe defines it (for negative strides that is not the extent).
    pub fn cosize(&self) -> Result<i64> {
        let last = self.index_of(&IntTuple::int(self.size() - 1))?;
        arith::add(last, 1, "the cosize")
    }

    /// The number of top-level modes.
    pub fn rank(&self) -> usize {
        self.shape.rank()
    }

    pub fn depth(&self) -> usize {
        self.shape.depth()
    }

    /// Mode `i` as a layout of its own (`layout<i>`).
    pub fn mode(&self, i: usize) -> Result<CuteLayout> {
        match (self.shape.mode(i), self.stride.mode(i)) {
            (Some(shape), Some(stride)) => Self::new(shape.clone(), stride.clone()),
            _ => Err(LayoutError::invalid(format!(
                "layout {self} has no mode {i} (rank {})",
                self.rank()
            ))),
        }
    }

    /// `crd2idx`: the offset of a coordinate, which is an integer (a 1-D
    /// index, split colexicographically) or a tuple matching the shape's
    /// profile down to where it holds integers.
    pub fn index_of(&self, coord: &IntTuple) -> Result<i64> {
        crd2idx(coord, &self.shape, &self.stride)
    }

    /// `idx2crd`: the natural coordinate of a 1-D index, of the shape's
    /// profile. The last mode of each tuple takes what is left, so indices
    /// past the end are not wrapped (as in CuTe's C++).
    pub fn coord_of(&self, index: i64) -> Result<IntTuple> {
        idx2crd(index, &self.shape)
    }
}

impl fmt::Display for CuteLayout {
    /// `shape:stride`, in CuTe's run-time-integer form.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}", self.shape, self.stride)
    }
}

/// What [`CuteLayout::new`]'s fast check has counted so far.
struct Tally {
    leaves: usize,
    size: i64,
}

impl Tally {
    /// Whether `shape:stride` below `depth` levels is congruent, within the
    /// bounds, with positive sizes whose product fits: everything
    /// [`CuteLayout::new`] requires. Recursion stops at [`MAX_DEPTH`].
    fn accepts(&mut self, shape: &IntTuple, stride: &IntTuple, depth: usize) -> bool {
        match (shape, stride) {
            (IntTuple::Int(size), IntTuple::Int(_)) => {
                self.leaves += 1;
                match self.size.checked_mul(size.value) {
                    Some(product) if size.value >= 1 && self.leaves <= MAX_LEAVES => {
                        self.size = product;
                        true
                    }
                    _ => false,
                }
            }
            (IntTuple::Tuple(shapes), IntTuple::Tuple(strides)) => {
                depth < MAX_DEPTH
                    && !shapes.is_empty()
                    && shapes.len() == strides.len()
                    && shapes
                        .iter()
                        .zip(strides)
                        .all(|(s, d)| self.accepts(s, d, depth + 1))
            }
            _ => false,
        }
    }
}

/// The product of a shape's sizes, or an error naming the size.
fn size_of(shape: &IntTuple) -> Result<i64> {
    shape
        .product()
        .map(|size| size.value)
        .map_err(|_| LayoutError::overflow("the layout's size"))
}

/// CuTe's `compact_major<LayoutLeft>(shape, current)`: column-major
/// strides from `current`, a static 1 size getting a static 0 stride.
pub(super) fn column_major_strides(shape: &IntTuple, current: Int) -> Result<IntTuple> {
    shape.check_bounds("the shape")?;
    let mut next = current;
    map_leaves(shape, &mut |size| {
        if size.is_constant(1) {
            return Ok(Int::fixed(0));
        }
        let stride = next;
        next = next.times(size)?;
        Ok(stride)
    })
}

/// `f` applied to every integer of `tuple`, keeping the tree, left to right.
pub(super) fn map_leaves(
    tuple: &IntTuple,
    f: &mut impl FnMut(Int) -> Result<Int>,
) -> Result<IntTuple> {
    Ok(match tuple {
        IntTuple::Int(value) => IntTuple::Int(f(*value)?),
        IntTuple::Tuple(items) => IntTuple::Tuple(
            items
                .iter()
                .map(|item| map_leaves(item, f))
                .collect::<Result<_>>()?,
        ),
    })
}

fn crd2idx(coord: &IntTuple, shape: &IntTuple, stride: &IntTuple) -> Result<i64> {
    match (coord, shape, stride) {
        (IntTuple::Tuple(coords), IntTuple::Tuple(shapes), IntTuple::Tuple(strides)) => {
            if coords.len() != shapes.len() {
                return Err(LayoutError::invalid(format!(
                    "coordinate {coord} has rank {} but shape {shape} has rank {}",
                    coords.len(),
                    shapes.len()
                )));
            }
            let mut index = 0i64;
            for ((c, s), d) in coords.iter().zip(shapes).zip(strides) {
                index = arith::add(index, crd2idx(c, s, d)?, "an offset")?;
            }
            Ok(index)
        }
        (IntTuple::Tuple(_), IntTuple::Int(_), _) => Err(LayoutError::invalid(format!(
            "coordinate {coord} is a tuple where the shape has the integer {shape}"
        ))),
        (IntTuple::Int(value), IntTuple::Tuple(shapes), IntTuple::Tuple(strides)) => {
            let mut index = 0i64;
            for ((part, s), d) in split_colex(value.value, shapes)?
                .into_iter()
                .zip(shapes)
                .zip(strides)
            {
                index = arith::add(index, crd2idx(&IntTuple::int(part), s, d)?, "an offset")?;
            }
            Ok(index)
        }
        (IntTuple::Int(value), IntTuple::Int(_), IntTuple::Int(stride)) => {
            arith::mul(value.value, stride.value, "an offset")
        }
        _ => Err(LayoutError::invalid(format!(
            "shape {shape} and stride {stride} are not congruent"
        ))),
    }
}

fn idx2crd(index: i64, shape: &IntTuple) -> Result<IntTuple> {
    match shape {
        IntTuple::Int(_) => Ok(IntTuple::int(index)),
        IntTuple::Tuple(shapes) => Ok(IntTuple::Tuple(
            split_colex(index, shapes)?
                .into_iter()
                .zip(shapes)
                .map(|(part, s)| idx2crd(part, s))
                .collect::<Result<_>>()?,
        )),
    }
}

/// A 1-D index split over `modes` leftmost-fastest: every mode but the last
/// takes its part modulo its size, the last takes the rest (CuTe's `divmod`
/// chain, with C++'s truncating division).
fn split_colex(index: i64, modes: &[IntTuple]) -> Result<Vec<i64>> {
    let mut rest = index;
    let mut parts = Vec::with_capacity(modes.len());
    for (i, mode) in modes.iter().enumerate() {
        if i + 1 == modes.len() {
            parts.push(rest);
        } else {
            let size = mode.product()?.value;
            if size == 0 {
                return Err(LayoutError::invalid(
                    "a coordinate split over an empty mode",
                ));
            }
            parts.push(rest % size);
            rest /= size;
        }
    }
    Ok(parts)
}

//! Reading `#tt.metal_layout<...>` text into a [`MetalEncoding`], so that the
//! calculator can analyse a layout copied from IR. Accepts what the
//! dialect's parser accepts for linear maps (sums of `dN * c`, constants,
//! `-`, parentheses), any whitespace, and tiles written `32x32` or
//! `32 x 32`; [`MetalEncoding`]'s `Display` prints the canonical form.
//!
//! ```
//! use weft_layout::metal::MetalEncoding;
//!
//! let text = "#tt.metal_layout<(d0, d1) -> (d0, d1), undef, <3x2>,
//!             memref<1x1x!tt.tile<32 x 32, bfp_bf8>, #tt.memory_space<l1>>>";
//! let encoding: MetalEncoding = text.parse()?;
//! assert_eq!(encoding.to_string(),
//!     "#tt.metal_layout<(d0, d1) -> (d0, d1), undef, <3x2>, \
//!      memref<1x1x!tt.tile<32x32, bfp_bf8>, #tt.memory_space<l1>>>");
//! # Ok::<(), weft_layout::LayoutError>(())
//! ```

use std::str::FromStr;

use super::{ShardElement, Tile};
use crate::affine::{AffineMap, LinearExpr};
use crate::element::ScalarType;
use crate::error::{LayoutError, Result};
use crate::scan::Scanner;

use super::{
    DeviceEncoding, IntervalsKeyword, MemoryLayout, MemorySpace, MetalEncoding, Namespace,
    OobValue, ShardBuffer,
};

/// What follows the intervals of today's form, as written.
#[derive(Default)]
struct DeviceTail {
    oob: Option<OobValue>,
    memory_space: Option<MemorySpace>,
    memory_layout: Option<MemoryLayout>,
    index_map: Option<String>,
}

impl FromStr for ShardElement {
    type Err = LayoutError;

    /// `f32`, `!tt.tile<32x32, bf16>` or `!ttcore.tile<32x32, bf16>`.
    fn from_str(text: &str) -> Result<Self> {
        let mut parser = Parser {
            scan: Scanner::new(text, "element type"),
        };
        let element = parser.shard_element()?;
        parser.finish()?;
        Ok(element)
    }
}

/// Either form of the metal layout attribute: the map-based one (4 or 5
/// fields) or today's tt-mlir one (`logical_shape = ...`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum AnyMetalEncoding {
    Map(MetalEncoding),
    Device(DeviceEncoding),
}

impl FromStr for AnyMetalEncoding {
    type Err = LayoutError;

    fn from_str(text: &str) -> Result<Self> {
        let mut parser = Parser {
            scan: Scanner::new(text, "metal layout"),
        };
        let start = parser.position;
        let (namespace, legacy_name) = parser.metal_layout_start()?;
        let encoding = if !legacy_name && parser.eat("logical_shape") {
            Self::Device(parser.device_layout(namespace)?)
        } else {
            parser.position = start;
            Self::Map(parser.metal_layout()?)
        };
        parser.finish()?;
        Ok(encoding)
    }
}

impl FromStr for DeviceEncoding {
    type Err = LayoutError;

    fn from_str(text: &str) -> Result<Self> {
        match text.parse::<AnyMetalEncoding>()? {
            AnyMetalEncoding::Device(encoding) => Ok(encoding),
            AnyMetalEncoding::Map(_) => Err(LayoutError::invalid(
                "expected today's metal layout (logical_shape = ...), got the map-based form",
            )),
        }
    }
}

impl FromStr for MetalEncoding {
    type Err = LayoutError;

    fn from_str(text: &str) -> Result<Self> {
        let mut parser = Parser {
            scan: Scanner::new(text, "metal layout"),
        };
        let encoding = parser.metal_layout()?;
        parser.finish()?;
        Ok(encoding)
    }
}

/// How deep parentheses and unary minus signs may nest in a map, and how
/// many dims, results and sizes a list may have: far beyond real layouts,
/// and small enough that every input parses in linear time and bounded
/// stack.
pub const MAX_NESTING: usize = 256;
pub const MAX_RANK: usize = 1024;

grammar_over_scanner!(
    /// The metal grammar over a [`Scanner`].
    Parser
);

impl<'a> Parser<'a> {
    /// `#tt.` or `#ttcore.` (`sigil` `#` or `!`) followed by `name`: the
    /// namespace the value is spelled in.
    fn spelled(&mut self, sigil: &str, name: &str) -> Result<Option<Namespace>> {
        for namespace in [Namespace::TtCore, Namespace::Tt] {
            if self.eat(&format!("{sigil}{namespace}.{name}")) {
                return Ok(Some(namespace));
            }
        }
        Ok(None)
    }

    fn expect_spelled(&mut self, sigil: &str, name: &str) -> Result<Namespace> {
        self.spelled(sigil, name)?.ok_or_else(|| {
            self.error(&format!(
                "expected {sigil}tt.{name} or {sigil}ttcore.{name}"
            ))
        })
    }

    /// The attribute's namespace, whether it is spelled `#tt.layout`
    /// (tt-mlir's 2024 name, map-based only), and the text after `<`.
    pub(super) fn metal_layout_start(&mut self) -> Result<(Namespace, bool)> {
        let spelled = if self.eat("#tt.layout") {
            (Namespace::Tt, true)
        } else {
            (self.expect_spelled("#", "metal_layout")?, false)
        };
        self.expect("<")?;
        Ok(spelled)
    }

    fn metal_layout(&mut self) -> Result<MetalEncoding> {
        let (namespace, legacy_name) = self.metal_layout_start()?;
        let map = self.affine_map()?;
        self.expect(",")?;
        let oob = self.word()?.parse()?;
        self.expect(",")?;
        self.expect("<")?;
        let grid = self.sizes()?;
        self.expect(">")?;
        self.expect(",")?;
        let shard = self.memref()?;
        let memory_layout = if self.eat(",") {
            Some(self.word()?.parse()?)
        } else {
            None
        };
        self.expect(">")?;
        Ok(MetalEncoding::try_new(map, oob, grid, shard)?
            .with_memory_layout(memory_layout)
            .with_namespace(namespace)
            .with_legacy_name(legacy_name))
    }

    /// The rest of today's form after `logical_shape`: `= 1024x1024,
    /// dim_alignments = 256x256, collapsed_intervals = dense<...> :
    /// tensor<Nx2xi64>, tail>`, where the intervals may be introduced by
    /// `collapse_dims` (mid 2025) and the tail is what the dialect's parser
    /// reads (`[oob] [memory space] [memory layout] [index_map = map]`, at
    /// least one, in that order).
    fn device_layout(&mut self, namespace: Namespace) -> Result<DeviceEncoding> {
        self.expect("=")?;
        let logical_shape = self.sizes_or_none()?;
        self.expect(",")?;
        self.expect("dim_alignments")?;
        self.expect("=")?;
        let alignments = self.sizes_or_none()?;
        self.expect(",")?;
        let intervals_keyword = match self.word()? {
            "collapse_dims" => IntervalsKeyword::CollapseDims,
            "collapsed_intervals" => IntervalsKeyword::CollapsedIntervals,
            _ => return Err(self.error("expected 'collapsed_intervals' or 'collapse_dims'")),
        };
        self.expect("=")?;
        let intervals = self.dense_intervals()?;
        self.expect(",")?;
        let tail = self.device_layout_tail()?;
        Ok(DeviceEncoding::try_new(
            namespace,
            logical_shape,
            alignments,
            intervals,
            tail.memory_space.unwrap_or(MemorySpace::System),
            tail.memory_layout,
        )?
        .with_oob(tail.oob)
        .with_index_map(tail.index_map)
        .with_intervals_keyword(intervals_keyword))
    }

    /// `[oob] [memory space] [memory layout] [index_map = map]>`: at least
    /// one, comma-separated, in that order; each keyword says which it is.
    fn device_layout_tail(&mut self) -> Result<DeviceTail> {
        let mut tail = DeviceTail::default();
        // How many of the four items' places have been passed.
        let mut passed = 0;
        loop {
            let word = self.word()?;
            if word == "index_map" && passed < 4 {
                self.expect("=")?;
                tail.index_map = Some(self.index_map()?);
                passed = 4;
            } else if let (0, Ok(oob)) = (passed, word.parse::<OobValue>()) {
                tail.oob = Some(oob);
                passed = 1;
            } else if let (0..=1, Ok(space)) = (passed, word.parse::<MemorySpace>()) {
                tail.memory_space = Some(space);
                passed = 2;
            } else if let (0..=2, Ok(layout)) = (passed, word.parse::<MemoryLayout>()) {
                tail.memory_layout = Some(layout);
                passed = 3;
            } else {
                const EXPECTED: [&str; 5] = [
                    "an oob value, a memory space, a memory layout (interleaved or sharded) or \
                     index_map",
                    "a memory space, a memory layout (interleaved or sharded) or index_map",
                    "a memory layout (interleaved or sharded) or index_map",
                    "index_map",
                    "'>' after index_map",
                ];
                return Err(self.error(&format!("expected {}, got '{word}'", EXPECTED[passed])));
            }
            if !self.eat(",") {
                break;
            }
        }
        self.expect(">")?;
        Ok(tail)
    }

    /// A size list, or nothing (rank 0) when a `,` comes next.
    fn sizes_or_none(&mut self) -> Result<Vec<i64>> {
        self.skip_space();
        if self.rest().starts_with(',') {
            return Ok(Vec::new());
        }
        self.sizes()
    }

    /// `dense<[[0, 1], [1, 2]]> : tensor<2x2xi64>` (also `dense<>` and a
    /// splat `dense<0>`), checked as tt-mlir checks its type: two dims, the
    /// second of size 2.
    fn dense_intervals(&mut self) -> Result<Vec<[i64; 2]>> {
        self.expect("dense")?;
        self.expect("<")?;
        let mut values = Vec::new();
        let mut splat = None;
        if self.eat("[") {
            // Flatten nested lists of integers, iteratively.
            let mut depth = 1usize;
            while depth > 0 {
                if self.eat("[") {
                    self.check_rank(depth, "dense nesting levels")?;
                    depth += 1;
                } else if self.eat("]") {
                    depth -= 1;
                } else if !self.eat(",") {
                    self.check_rank(values.len(), "dense values")?;
                    values.push(self.signed_integer()?);
                }
            }
        } else if !self.rest_after_space_starts('>') {
            splat = Some(self.signed_integer()?);
        }
        self.expect(">")?;
        self.expect(":")?;
        self.expect("tensor")?;
        self.expect("<")?;
        let mut dims = Vec::new();
        loop {
            self.skip_space();
            if !self.rest().starts_with(|c: char| c.is_ascii_digit()) {
                break;
            }
            self.check_rank(dims.len(), "tensor dims")?;
            dims.push(self.integer::<i64>()?);
            self.expect("x")?;
        }
        if self.word()? != "i64" {
            return Err(self.error("collapsed_intervals must be a tensor of i64"));
        }
        self.expect(">")?;
        if dims.len() != 2 {
            return Err(LayoutError::invalid(format!(
                "collapsed_intervals must be a 2D array, got rank {}",
                dims.len()
            )));
        }
        if dims[1] != 2 {
            return Err(LayoutError::invalid(format!(
                "collapsed_intervals must have pairs (second dim size 2), got {}",
                dims[1]
            )));
        }
        let count = usize::try_from(dims[0]).map_err(|_| self.error("negative dim"))?;
        if let Some(value) = splat {
            // The limit the values written out have: a splat prints as them.
            if count.saturating_mul(2) > MAX_RANK {
                return Err(self.error(&format!("more than {MAX_RANK} dense values")));
            }
            values = vec![value; 2 * count];
        }
        if values.len() != 2 * count {
            return Err(self.error(&format!(
                "{} values for tensor<{count}x2xi64>",
                values.len()
            )));
        }
        Ok(values.chunks(2).map(|pair| [pair[0], pair[1]]).collect())
    }

    fn rest_after_space_starts(&mut self, c: char) -> bool {
        self.skip_space();
        self.rest().starts_with(c)
    }

    /// An integer with an optional leading `-`.
    fn signed_integer(&mut self) -> Result<i64> {
        let negative = self.rest_starts_minus_not_arrow();
        if negative {
            self.position += 1;
        }
        let magnitude: i64 = self.integer()?;
        Ok(if negative { -magnitude } else { magnitude })
    }

    /// `map(2)` (an identity map, as tt-mlir prints it) or an affine map,
    /// kept as written with spaces collapsed.
    fn index_map(&mut self) -> Result<String> {
        if self.eat("map") {
            self.expect("(")?;
            let rank: u32 = self.integer()?;
            self.expect(")")?;
            return Ok(format!("map({rank})"));
        }
        let mut text = String::new();
        for part in ["(", "->", "("] {
            if part == "->" {
                self.skip_space();
                if self.rest().starts_with('[') {
                    text.push_str(&self.balanced('[', ']')?);
                }
                self.expect("->")?;
                text.push_str(" -> ");
                continue;
            }
            text.push_str(&self.balanced('(', ')')?);
        }
        Ok(text)
    }

    /// A bracketed group `open ... close` with nested groups, as written.
    fn balanced(&mut self, open: char, close: char) -> Result<String> {
        self.skip_space();
        if !self.rest().starts_with(open) {
            return Err(self.error(&format!("expected '{open}'")));
        }
        let rest = self.rest();
        let mut depth = 0usize;
        for (offset, c) in rest.char_indices() {
            if c == open {
                depth += 1;
                self.check_rank(depth, "map nesting levels")?;
            } else if c == close {
                depth -= 1;
                if depth == 0 {
                    self.position += offset + 1;
                    return Ok(rest[..=offset].to_string());
                }
            }
        }
        Err(self.error(&format!("unbalanced '{open}'")))
    }

    /// `AxBxC`, also with spaces around the `x`.
    fn sizes(&mut self) -> Result<Vec<i64>> {
        let mut sizes = vec![self.integer()?];
        loop {
            let save = self.position;
            self.skip_space();
            if self.rest().starts_with('x')
                && self.rest()[1..]
                    .trim_start()
                    .starts_with(|c: char| c.is_ascii_digit())
            {
                self.position += 1;
                self.check_rank(sizes.len(), "sizes")?;
                sizes.push(self.integer()?);
            } else {
                self.position = save;
                return Ok(sizes);
            }
        }
    }

    fn affine_map(&mut self) -> Result<AffineMap> {
        self.expect("(")?;
        let mut num_dims = 0usize;
        if !self.eat(")") {
            loop {
                self.check_rank(num_dims, "map dims")?;
                let name = self.word()?;
                if name != format!("d{num_dims}") {
                    return Err(self.error(&format!("expected d{num_dims}, got {name}")));
                }
                num_dims += 1;
                if self.eat(")") {
                    break;
                }
                self.expect(",")?;
            }
        }
        self.skip_space();
        if self.rest().starts_with('[') {
            return Err(self.error("symbols are not supported: layout maps take dims only"));
        }
        self.expect("->")?;
        self.expect("(")?;
        let mut results = Vec::new();
        if !self.eat(")") {
            loop {
                self.check_rank(results.len(), "map results")?;
                results.push(self.sum(num_dims)?);
                if self.eat(")") {
                    break;
                }
                self.expect(",")?;
            }
        }
        AffineMap::try_new(num_dims, results)
    }

    fn sum(&mut self, num_dims: usize) -> Result<LinearExpr> {
        let mut total = self.product(num_dims)?;
        loop {
            let sign = if self.eat("+") {
                1
            } else if self.rest_starts_minus_not_arrow() {
                self.position += 1;
                -1
            } else {
                return Ok(total);
            };
            let term = self
                .product(num_dims)?
                .checked_scale(sign)
                .ok_or_else(|| self.error("overflow"))?;
            total = total
                .checked_add(&term)
                .ok_or_else(|| self.error("overflow"))?;
        }
    }

    fn rest_starts_minus_not_arrow(&mut self) -> bool {
        self.skip_space();
        self.rest().starts_with('-') && !self.rest().starts_with("->")
    }

    fn product(&mut self, num_dims: usize) -> Result<LinearExpr> {
        let mut value = self.factor(num_dims)?;
        while self.eat("*") {
            let other = self.factor(num_dims)?;
            value = value.checked_mul(&other).ok_or_else(|| {
                self.error("a product of two dims is not affine, or it overflows")
            })?;
        }
        self.skip_space();
        for operator in ["floordiv", "ceildiv", "mod"] {
            if self.rest().starts_with(operator) {
                return Err(self.error(&format!(
                    "{operator} is not supported: layout maps are sums of dims times constants"
                )));
            }
        }
        Ok(value)
    }

    fn factor(&mut self, num_dims: usize) -> Result<LinearExpr> {
        if self.rest_starts_minus_not_arrow() {
            self.position += 1;
            let inner = self.nested(|parser| parser.factor(num_dims))?;
            return inner
                .checked_scale(-1)
                .ok_or_else(|| self.error("overflow"));
        }
        if self.eat("(") {
            let inner = self.nested(|parser| parser.sum(num_dims))?;
            self.expect(")")?;
            return Ok(inner);
        }
        self.skip_space();
        if self.rest().starts_with(|c: char| c.is_ascii_digit()) {
            return Ok(LinearExpr::constant_expr(num_dims, self.integer()?));
        }
        let name = self.word()?;
        match name.strip_prefix('d').and_then(|n| n.parse::<usize>().ok()) {
            Some(dim) if dim < num_dims => Ok(LinearExpr::dim(num_dims, dim)),
            _ => Err(self.error(&format!(
                "'{name}' is not a dim of the map; layout maps are sums of dims times constants"
            ))),
        }
    }

    /// Runs `parse` one nesting level deeper, refusing to go past
    /// [`MAX_NESTING`].
    fn nested<T>(&mut self, parse: impl FnOnce(&mut Self) -> Result<T>) -> Result<T> {
        self.descend(MAX_NESTING)?;
        let result = parse(self);
        self.ascend();
        result
    }

    /// Checks that a list about to get one more entry stays within
    /// [`MAX_RANK`].
    fn check_rank(&self, count: usize, what: &str) -> Result<()> {
        if count >= MAX_RANK {
            return Err(self.error(&format!("more than {MAX_RANK} {what}")));
        }
        Ok(())
    }

    /// A scalar type or a tile of either namespace.
    pub(super) fn shard_element(&mut self) -> Result<ShardElement> {
        if self.spelled("!", "tile")?.is_some() {
            self.expect("<")?;
            let sides = self.sizes()?;
            let [height, width] = sides[..] else {
                return Err(self.error("a tile has two sizes"));
            };
            self.expect(",")?;
            let data_type = self.word()?.parse()?;
            self.expect(">")?;
            return Ok(ShardElement::Tile(Tile::try_new(height, width, data_type)?));
        }
        Ok(ShardElement::Scalar(self.word()?.parse::<ScalarType>()?))
    }

    fn memref(&mut self) -> Result<ShardBuffer> {
        self.expect("memref")?;
        self.expect("<")?;
        let mut shape = Vec::new();
        loop {
            self.skip_space();
            if !self.rest().starts_with(|c: char| c.is_ascii_digit()) {
                break;
            }
            self.check_rank(shape.len(), "memref sizes")?;
            shape.push(self.integer()?);
            self.expect("x")?;
        }
        let element = self.shard_element()?;
        self.expect(",")?;
        self.expect_spelled("#", "memory_space")?;
        self.expect("<")?;
        let memory_space = self.word()?.parse()?;
        self.expect(">")?;
        self.expect(">")?;
        ShardBuffer::try_new(shape, element, memory_space)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn round_trip(text: &str, canonical: &str) {
        let encoding: MetalEncoding = text.parse().unwrap();
        assert_eq!(encoding.to_string(), canonical);
        assert_eq!(canonical.parse::<MetalEncoding>().unwrap(), encoding);
    }

    #[test]
    fn seed_attributes_parse() {
        round_trip(
            "#tt.metal_layout<\n    (d0, d1, d2, d3) -> (d0 * 192 + d1 * 64 + d2, d3),\n    undef,\n    <2x4>,\n    \
             memref<192x32xf32, #tt.memory_space<l1>>\n  >",
            "#tt.metal_layout<(d0, d1, d2, d3) -> (d0 * 192 + d1 * 64 + d2, d3), undef, <2x4>, \
             memref<192x32xf32, #tt.memory_space<l1>>>",
        );
        round_trip(
            "#tt.metal_layout<(d0, d1, d2, d3) -> (d0, d1 * 64 + d2, d3), undef, <2x2x4>, \
             memref<1x3x1x!tt.tile<32 x 32, bfp_bf8>, #tt.memory_space<l1>>>",
            "#tt.metal_layout<(d0, d1, d2, d3) -> (d0, d1 * 64 + d2, d3), undef, <2x2x4>, \
             memref<1x3x1x!tt.tile<32x32, bfp_bf8>, #tt.memory_space<l1>>>",
        );
        round_trip(
            "#tt.metal_layout<(d0) -> (0, 0, d0), zero, <1x2x4>, memref<1x1x2xbf16, #tt.memory_space<dram>>>",
            "#tt.metal_layout<(d0) -> (0, 0, d0), zero, <1x2x4>, memref<1x1x2xbf16, #tt.memory_space<dram>>>",
        );
    }

    /// tt-mlir's 2024 name, `#tt.layout`, reads as the map-based form and
    /// prints back under that name, with the memory layouts of then; it
    /// has no `ttcore` spelling and no `logical_shape` form.
    #[test]
    fn the_first_name_reads_and_prints_back() {
        let first = "#tt.layout<(d0, d1) -> (d0, d1), undef, <1x1>, memref<64x128xf32, #tt.memory_space<l1>>, \
                     none_layout>";
        round_trip(first, first);
        let encoding: MetalEncoding = first.parse().unwrap();
        assert!(encoding.legacy_name());
        assert_eq!(encoding.memory_layout(), Some(MemoryLayout::NoneLayout));
        let renamed = first.replacen("#tt.layout", "#tt.metal_layout", 1);
        assert_eq!(
            encoding.clone().with_legacy_name(false).to_string(),
            renamed
        );
        let any: AnyMetalEncoding = first.parse().unwrap();
        assert_eq!(any, AnyMetalEncoding::Map(encoding));
        let error = |text: &str| text.parse::<AnyMetalEncoding>().unwrap_err().to_string();
        assert!(
            error(
                "#tt.layout<logical_shape = 64x128, dim_alignments = 32x32, collapsed_intervals = \
                 dense<[[0, 1], [1, 2]]> : tensor<2x2xi64>, l1, sharded>"
            )
            .contains("expected '('"),
        );
        assert!(
            error(
                "#ttcore.layout<(d0) -> (d0), undef, <1>, memref<4xf32, #ttcore.memory_space<l1>>>"
            )
            .contains("expected #tt.metal_layout or #ttcore.metal_layout")
        );
    }

    #[test]
    fn arithmetic_normalises() {
        round_trip(
            "#tt.metal_layout<(d0, d1) -> (2 * (d0 * 4) + d1 - 0, d1 * 1), one, <1x1>, \
             memref<8x8xf32, #tt.memory_space<l1>>>",
            "#tt.metal_layout<(d0, d1) -> (d0 * 8 + d1, d1), one, <1x1>, memref<8x8xf32, #tt.memory_space<l1>>>",
        );
    }

    #[test]
    fn errors_say_where() {
        let error = |text: &str| text.parse::<MetalEncoding>().unwrap_err().to_string();
        assert!(error("#tt.metal_layout<(d0) -> (d0 floordiv 2), undef, <1>, memref<4xf32, #tt.memory_space<l1>>>")
            .contains("floordiv is not supported"));
        assert!(error("#tt.metal_layout<(d0) -> (d0 * d0), undef, <1>, memref<4xf32, #tt.memory_space<l1>>>")
            .contains("a product of two dims is not affine"));
        assert!(
            error(
                "#tt.metal_layout<(d0) -> (d1), undef, <1>, memref<4xf32, #tt.memory_space<l1>>>"
            )
            .contains("'d1' is not a dim of the map")
        );
        assert!(
            error(
                "#tt.metal_layout<(d0) -> (d0), maybe, <1>, memref<4xf32, #tt.memory_space<l1>>>"
            )
            .contains("cannot parse padding value 'maybe'")
        );
        assert!(error("#tt.metal_layout<(d0) -> (d0), undef, <1>, memref<4xf32, #tt.memory_space<l1>>> junk")
            .contains("unexpected text after the metal layout"));
        assert!(error("#tt.metal_layout<(d0) -> (d0), undef, <99999999999999999999>, memref<4xf32, #tt.memory_space<l1>>>")
            .contains("integer out of range"));
        assert!(error("").contains("expected #tt.metal_layout or #ttcore.metal_layout"));
        assert!(
            error(
                "#tt.metal_layout<(d0) -> (d0), undef, <1x1>, memref<4xf32, #tt.memory_space<l1>>>"
            )
            .contains("rank mismatch between linear map results and grid: 1 != 2")
        );
    }

    /// The reproducers of issue 7: deep nesting and long lists are errors
    /// with a reason, never a stack overflow, and quote a bounded text.
    #[test]
    fn depth_and_length_are_bounded() {
        let parse = |map: &str| {
            format!("#tt.metal_layout<{map}, undef, <1>, memref<4xf32, #tt.memory_space<l1>>>")
                .parse::<MetalEncoding>()
                .map_err(|e| e.to_string())
        };
        let reason = |result: Result<MetalEncoding, String>| {
            let message = result.unwrap_err();
            assert!(message.len() < 400, "{} bytes", message.len());
            message.rsplit_once("': ").unwrap().1.to_string()
        };
        let unclosed = format!("(d0) -> ({}d0)", "(".repeat(11_000));
        assert_eq!(
            reason(parse(&unclosed)),
            "nesting deeper than 256 levels at offset 283"
        );
        let closed = format!("(d0) -> ({}d0{})", "(".repeat(15_000), ")".repeat(15_000));
        assert_eq!(
            reason(parse(&closed)),
            "nesting deeper than 256 levels at offset 283"
        );
        let minus = format!("(d0) -> ({}d0)", "-".repeat(50_000));
        assert_eq!(
            reason(parse(&minus)),
            "nesting deeper than 256 levels at offset 283"
        );
        // 256 levels are fine.
        let deep = format!("(d0) -> ({}d0{})", "(".repeat(255), ")".repeat(255));
        assert_eq!(
            parse(&deep).map(|e| e.map().to_string()),
            Ok("(d0) -> (d0)".to_string())
        );
        let dims: Vec<String> = (0..70_000).map(|i| format!("d{i}")).collect();
        let wide = format!("({}) -> (d0)", dims.join(", "));
        assert_eq!(
            reason(parse(&wide)),
            "more than 1024 map dims at offset 6075"
        );
        let grid = format!(
            "#tt.metal_layout<(d0) -> (d0), undef, <1{}>, memref<4xf32, #tt.memory_space<l1>>>",
            "x1".repeat(150_000)
        );
        assert_eq!(
            reason(grid.parse::<MetalEncoding>().map_err(|e| e.to_string())),
            "more than 1024 sizes at offset 2087"
        );
    }

    #[test]
    fn long_inputs_are_quoted_in_part() {
        let text = format!("#tt.metal_layout<{}", "x".repeat(10_000));
        let message = text.parse::<MetalEncoding>().unwrap_err().to_string();
        assert_eq!(
            message,
            format!(
                "cannot parse metal layout '{}…': expected '(' at offset 17",
                &text[..200]
            )
        );
    }
}

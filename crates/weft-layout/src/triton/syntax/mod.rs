//! The Triton family's text: `#ttg.blocked<{…}>`, `#ttg.linear<{…}>`,
//! `#ttg.slice<{…}>`, `#ttg.nvidia_mma<{…}>`, `#ttg.amd_mfma<{…}>`,
//! `#ttg.amd_wmma<{…}>` and `#ttg.dot_op<{…}>` as
//! Triton prints them, keys in any order on input and
//! in Triton's order on output, and the family's entry in the registry
//! ([`crate::family`]); and, for the calculator, the shared-memory
//! encodings `#ttg.swizzled_shared<{…}>` (and AMD's
//! `#ttg.amd_rotating_shared<{…}>`), `#ttg.nvmma_shared<{…}>`,
//! `#ttg.shared_linear<{…}, …>` and `#ttg.padded_shared<[…] {…}>`.
//!
//! ```
//! use weft_layout::triton::syntax::{parse_encoding, print_encoding};
//!
//! let text = "#ttg.blocked<{order = [1, 0], sizePerThread = [1, 4], \
//!             threadsPerWarp = [2, 16], warpsPerCTA = [1, 1]}>";
//! let encoding = parse_encoding(text)?;
//! assert_eq!(print_encoding(&encoding),
//!     "#ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], \
//!      warpsPerCTA = [1, 1], order = [1, 0]}>");
//! # Ok::<(), weft_layout::LayoutError>(())
//! ```

use std::fmt::Write as _;

use crate::error::Result;
use crate::family::{FamilySyntax, TensorInfo, downcast, plain_memref};
use crate::model::Layout;
use crate::scan::Scanner;

mod build;
mod gluon;
mod tensor_memory;

pub use gluon::{parse_gluon_attribute, parse_gluon_layout};
pub use tensor_memory::parse_tensor_memory_encoding;

use super::encoding::{BLOCK, Encoding, LANE, REGISTER, WARP};
use super::layout::TritonLayout;
use super::linear::LinearLayout;
use super::shared::{DEFAULT_NVMMA_RANK, OFFSET, SharedEncoding};
use super::wmma::DEFAULT_INSTR_SHAPE;

/// The family's name in the registry and in messages.
pub const FAMILY_NAME: &str = "triton";

/// How deep slices (and lists) may nest.
pub const MAX_NESTING: usize = 64;

/// The Triton family, as text.
pub const SYNTAX: FamilySyntax = FamilySyntax {
    name: FAMILY_NAME,
    attributes: &[
        "#ttg.blocked",
        "#ttg.linear",
        "#ttg.slice",
        "#ttg.nvidia_mma",
        "#ttg.amd_mfma",
        "#ttg.amd_wmma",
        "#ttg.dot_op",
    ],
    layout: read_layout,
    attribute: |layout| {
        Ok(print_encoding(
            downcast::<TritonLayout>(layout, FAMILY_NAME)?.encoding(),
        ))
    },
    storage_type: |layout, element| Ok(plain_memref(&layout.storage()?, element)),
};

fn read_layout(attribute: &str, tensor: TensorInfo<'_>) -> Result<Box<dyn Layout>> {
    // Any element type: Triton lays out tensors of pointers too.
    let encoding = parse_encoding(attribute)?;
    Ok(Box::new(TritonLayout::try_new(tensor.shape, encoding)?))
}

/// A parsed value of the attribute body.
#[derive(Debug)]
enum Value {
    Int(u64),
    Bool(bool),
    List(Vec<Value>),
    /// `{key = value, ...}`: WMMA's `ctaLayout`.
    Dict(Vec<(String, Value)>),
    /// A nested attribute: a slice's or an operand's parent, a
    /// partitioned buffer's inner encoding.
    Attr(TritonAttribute),
}

grammar_over_scanner!(
    /// The Triton grammar over a [`Scanner`].
    Parser
);

/// An attribute the calculator reads: a tensor's distributed encoding, or
/// a shared-memory encoding (what `!ttg.memdesc` carries).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TritonAttribute {
    Distributed(Encoding),
    Shared(SharedEncoding),
}

/// Reads any of the family's distributed encodings.
pub fn parse_encoding(text: &str) -> Result<Encoding> {
    parse_whole(text, Parser::encoding)
}

/// `read` of the whole of `text`.
fn parse_whole<'a, T>(text: &'a str, read: impl FnOnce(&mut Parser<'a>) -> Result<T>) -> Result<T> {
    let mut parser = Parser {
        scan: Scanner::new(text, "triton encoding"),
    };
    let value = read(&mut parser)?;
    parser.finish()?;
    Ok(value)
}

/// Reads a distributed or a shared-memory encoding.
///
/// ```
/// use weft_layout::triton::syntax::{TritonAttribute, parse_attribute};
///
/// let text = "#ttg.swizzled_shared<{vec = 2, perPhase = 2, maxPhase = 4, order = [1, 0]}>";
/// let TritonAttribute::Shared(shared) = parse_attribute(text)? else { unreachable!() };
/// assert_eq!(shared.to_linear(&[16, 16])?.bases("offset")?,
///     [[0, 1], [0, 2], [0, 4], [0, 8], [1, 0], [2, 2], [4, 4], [8, 0]]);
/// # Ok::<(), weft_layout::LayoutError>(())
/// ```
pub fn parse_attribute(text: &str) -> Result<TritonAttribute> {
    parse_whole(text, Parser::attribute)
}

impl<'a> Parser<'a> {
    fn nested<T>(&mut self, parse: impl FnOnce(&mut Self) -> Result<T>) -> Result<T> {
        self.descend(MAX_NESTING)?;
        let result = parse(self);
        self.ascend();
        result
    }

    fn value(&mut self) -> Result<Value> {
        self.skip_space();
        if self.rest().starts_with('#') {
            return Ok(Value::Attr(self.nested(|p| p.attribute())?));
        }
        if self.rest().starts_with('{') {
            let entries = self.nested(|p| p.entries())?;
            return Ok(Value::Dict(
                entries
                    .into_iter()
                    .map(|(key, value)| (key.to_string(), value))
                    .collect(),
            ));
        }
        if self.eat("[") {
            return self.nested(|p| {
                let mut items = Vec::new();
                if p.eat("]") {
                    return Ok(Value::List(items));
                }
                loop {
                    items.push(p.value()?);
                    if p.eat("]") {
                        return Ok(Value::List(items));
                    }
                    p.expect(",")?;
                }
            });
        }
        if self.rest().starts_with(|c: char| c.is_ascii_alphabetic()) {
            let start = self.position;
            return match self.word()? {
                "true" => Ok(Value::Bool(true)),
                "false" => Ok(Value::Bool(false)),
                _ => {
                    self.position = start;
                    Err(self.error("expected an integer, a list, a boolean or an attribute"))
                }
            };
        }
        let rest = self.rest();
        let end = rest
            .find(|c: char| !c.is_ascii_digit())
            .unwrap_or(rest.len());
        if end == 0 {
            return Err(self.error("expected an integer, a list or an attribute"));
        }
        let value = rest[..end]
            .parse::<u64>()
            .map_err(|_| self.error("integer out of range"))?;
        self.position += end;
        // Triton's printer may add a type suffix: `1 : i32`.
        if self.eat(":") {
            self.word()?;
        }
        Ok(Value::Int(value))
    }

    /// `{key = value, ...}`, no key twice.
    fn entries(&mut self) -> Result<Vec<(&'a str, Value)>> {
        self.expect("{")?;
        let mut entries: Vec<(&'a str, Value)> = Vec::new();
        if self.eat("}") {
            return Ok(entries);
        }
        loop {
            let key = self.word()?;
            if entries.iter().any(|(k, _)| *k == key) {
                return Err(self.error(&format!("duplicate key {key}")));
            }
            self.expect("=")?;
            entries.push((key, self.value()?));
            if self.eat("}") {
                return Ok(entries);
            }
            self.expect(",")?;
        }
    }

    /// `#ttg.<kind><{entries}>`, `#ttg.shared_linear`'s
    /// `, alignment = N` after its entries, and `#ttg.padded_shared`'s
    /// `[interval:+padding, ...]` before them (kept as the entry
    /// [`build::INTERVALS`], a key no text can spell).
    fn parts(&mut self) -> Result<(&'a str, Vec<(&'a str, Value)>)> {
        self.expect("#ttg.")?;
        let kind = self.word()?;
        self.expect("<")?;
        let intervals = if kind == build::PADDED_SHARED {
            Some(self.interval_pairs()?)
        } else {
            None
        };
        let mut entries = self.entries()?;
        if let Some(pairs) = intervals {
            entries.push((build::INTERVALS, pairs));
        }
        if self.eat(",") {
            let key = self.word()?;
            if key != "alignment" || entries.iter().any(|(k, _)| *k == key) {
                return Err(self.error(&format!("unexpected {key} after the entries")));
            }
            self.expect("=")?;
            entries.push((key, self.value()?));
        }
        self.expect(">")?;
        Ok((kind, entries))
    }

    /// `[interval:+padding, ...]`, at least one pair.
    fn interval_pairs(&mut self) -> Result<Value> {
        self.expect("[")?;
        let mut pairs = Vec::new();
        loop {
            let interval = self.integer::<u64>()?;
            self.expect(":")?;
            self.expect("+")?;
            let padding = self.integer::<u64>()?;
            pairs.push(Value::List(vec![Value::Int(interval), Value::Int(padding)]));
            if self.eat("]") {
                return Ok(Value::List(pairs));
            }
            self.expect(",")?;
        }
    }

    fn encoding(&mut self) -> Result<Encoding> {
        let (kind, entries) = self.parts()?;
        build::encoding(kind, entries)
    }

    fn attribute(&mut self) -> Result<TritonAttribute> {
        let (kind, entries) = self.parts()?;
        build::attribute(kind, entries)
    }
}

fn list(values: &[u64]) -> String {
    let items: Vec<String> = values.iter().map(u64::to_string).collect();
    format!("[{}]", items.join(", "))
}

fn lists(values: &[Vec<u64>]) -> String {
    let items: Vec<String> = values.iter().map(|v| list(v)).collect();
    format!("[{}]", items.join(", "))
}

/// A shared-memory encoding as Triton prints it.
pub fn print_shared_encoding(shared: &SharedEncoding) -> String {
    match shared {
        SharedEncoding::Swizzled(s) => {
            let order: Vec<u64> = s.order.iter().map(|&o| o as u64).collect();
            let mut out = format!(
                "{}<{{vec = {}, perPhase = {}, maxPhase = {}, order = {}",
                s.kind(),
                s.vec,
                s.per_phase,
                s.max_phase,
                list(&order)
            );
            if !s.cga_layout.is_empty() {
                let _ = write!(out, ", CGALayout = {}", lists(&s.cga_layout));
            }
            out + "}>"
        }
        SharedEncoding::Nvmma(n) => {
            let mut out = format!(
                "#ttg.nvmma_shared<{{swizzlingByteWidth = {}, transposed = {}, elementBitWidth = {}",
                n.swizzling_byte_width, n.transposed, n.element_bit_width
            );
            if n.fp4_padded {
                out.push_str(", fp4Padded = true");
            }
            if !n.cga_layout.is_empty() {
                let _ = write!(out, ", CGALayout = {}", lists(&n.cga_layout));
            } else if n.rank != DEFAULT_NVMMA_RANK {
                let _ = write!(out, ", rank = {}", n.rank);
            }
            out + "}>"
        }
        SharedEncoding::Linear { layout, alignment } => print_shared_linear(layout, *alignment),
        // The inner encoding is at most as deep as the parser allowed.
        SharedEncoding::Partitioned(partitioned) => format!(
            "#ttg.partitioned_shared<{{numPartitions = {}, numGroups = {}, partitionDim = {}, \
             partitionLayout = {}}}>",
            partitioned.num_partitions,
            partitioned.num_groups,
            partitioned.partition_dim,
            print_shared_encoding(&partitioned.inner)
        ),
        SharedEncoding::Padded(padded) => {
            let pairs: Vec<String> = padded
                .intervals
                .iter()
                .map(|(interval, padding)| format!("{interval}:+{padding}"))
                .collect();
            let mut out = format!("#ttg.padded_shared<[{}] {{", pairs.join(", "));
            match padded.identity_form() {
                Some((order, shape)) => {
                    let order: Vec<u64> = order.iter().map(|&o| o as u64).collect();
                    let _ = write!(out, "order = {}, shape = {}", list(&order), list(&shape));
                }
                None => {
                    let _ = write!(
                        out,
                        "offset = {}, block = {}",
                        lists(&padded.layout.bases(OFFSET).unwrap_or_default()),
                        lists(&padded.layout.bases(BLOCK).unwrap_or_default())
                    );
                }
            }
            out + "}>"
        }
    }
}

/// `#ttg.shared_linear<{offset = …[, block = …]}, alignment = N>` of a
/// layout over `offset` and `block` (Triton leaves out an empty `block`).
pub fn print_shared_linear(layout: &LinearLayout, alignment: u64) -> String {
    let mut out = format!(
        "#ttg.shared_linear<{{offset = {}",
        lists(&layout.bases(OFFSET).unwrap_or_default())
    );
    let block = layout.bases(BLOCK).unwrap_or_default();
    if !block.is_empty() {
        let _ = write!(out, ", block = {}", lists(&block));
    }
    let _ = write!(out, "}}, alignment = {alignment}>");
    out
}

/// The encoding as Triton prints it.
pub fn print_encoding(encoding: &Encoding) -> String {
    let mut out = String::new();
    match encoding {
        Encoding::Blocked(b) => {
            let order: Vec<u64> = b.order.iter().map(|&o| o as u64).collect();
            let _ = write!(
                out,
                "#ttg.blocked<{{sizePerThread = {}, threadsPerWarp = {}, warpsPerCTA = {}, order = {}",
                list(&b.size_per_thread),
                list(&b.threads_per_warp),
                list(&b.warps_per_cta),
                list(&order)
            );
            if !b.cga_layout.is_empty() {
                let _ = write!(out, ", CGALayout = {}", lists(&b.cga_layout));
            }
            out.push_str("}>");
        }
        Encoding::Linear(l) | Encoding::GenericLinear(l) => {
            let kind = match encoding {
                Encoding::Linear(_) => "linear",
                _ => "generic_linear",
            };
            let _ = write!(out, "#ttg.{kind}<{{");
            for (i, dim) in [REGISTER, LANE, WARP, BLOCK].into_iter().enumerate() {
                let bases = l.bases(dim).unwrap_or_default();
                if i > 0 {
                    out.push_str(", ");
                }
                let _ = write!(out, "{dim} = {}", lists(&bases));
            }
            out.push_str("}>");
        }
        Encoding::Slice { dim, parent } => {
            let _ = write!(
                out,
                "#ttg.slice<{{dim = {dim}, parent = {}}}>",
                print_encoding(parent)
            );
        }
        Encoding::NvidiaMma(mma) => {
            let _ = write!(
                out,
                "#ttg.nvidia_mma<{{versionMajor = {}, versionMinor = {}, warpsPerCTA = {}",
                mma.version_major,
                mma.version_minor,
                list(&mma.warps_per_cta)
            );
            if !mma.cga_layout.is_empty() {
                let _ = write!(out, ", CGALayout = {}", lists(&mma.cga_layout));
            }
            let _ = write!(out, ", instrShape = {}}}>", list(&mma.instr_shape));
        }
        Encoding::AmdMfma(mfma) => {
            let _ = write!(
                out,
                "#ttg.amd_mfma<{{version = {}, warpsPerCTA = {}, instrShape = {}, isTransposed = {}",
                mfma.version,
                list(&mfma.warps_per_cta),
                list(&mfma.instr_shape),
                mfma.is_transposed
            );
            if !mfma.cga_layout.is_empty() {
                let _ = write!(out, ", CGALayout = {}", lists(&mfma.cga_layout));
            }
            if !mfma.has_unit_tiles_per_warp() {
                let _ = write!(out, ", tilesPerWarp = {}", list(&mfma.tiles_per_warp));
            }
            if mfma.element_bit_width != 32 {
                let _ = write!(out, ", elementBitWidth = {}", mfma.element_bit_width);
            }
            out.push_str("}>");
        }
        Encoding::AmdWmma(wmma) => {
            let _ = write!(
                out,
                "#ttg.amd_wmma<{{version = {}, isTranspose = {}, ctaLayout = {{",
                wmma.version, wmma.is_transposed
            );
            let named = [("register", &wmma.cta_registers), ("warp", &wmma.cta_warps)];
            let written: Vec<String> = named
                .iter()
                .filter(|(_, bases)| !bases.is_empty())
                .map(|(name, bases)| format!("{name} = {}", lists(bases)))
                .collect();
            let _ = write!(out, "{}}}", written.join(", "));
            if !wmma.cga_layout.is_empty() {
                let _ = write!(out, ", CGALayout = {}", lists(&wmma.cga_layout));
            }
            if wmma.instr_shape[..] != DEFAULT_INSTR_SHAPE {
                let _ = write!(out, ", instrShape = {}", list(&wmma.instr_shape));
            }
            out.push_str("}>");
        }
        Encoding::DotOperand(operand) => {
            let _ = write!(
                out,
                "#ttg.dot_op<{{opIdx = {}, parent = {}",
                operand.op_idx,
                print_encoding(&operand.parent)
            );
            if operand.k_width != 0 {
                let _ = write!(out, ", kWidth = {}", operand.k_width);
            }
            out.push_str("}>");
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_form_reads_and_prints_in_tritons_order() {
        let linear =
            "#ttg.linear<{warp = [], block = [], lane = [[1, 0], [0, 2]], register = [[0, 1]]}>";
        assert_eq!(
            print_encoding(&parse_encoding(linear).unwrap()),
            "#ttg.linear<{register = [[0, 1]], lane = [[1, 0], [0, 2]], warp = [], block = []}>"
        );
        let slice = "#ttg.slice<{parent = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], \
                     warpsPerCTA = [1, 1], order = [1, 0], CGALayout = [[0, 1]]}>, dim = 1}>";
        assert_eq!(
            print_encoding(&parse_encoding(slice).unwrap()),
            "#ttg.slice<{dim = 1, parent = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], \
             warpsPerCTA = [1, 1], order = [1, 0], CGALayout = [[0, 1]]}>}>"
        );
    }

    #[test]
    fn errors_say_what_is_wrong() {
        let reason = |text: &str| parse_encoding(text).unwrap_err().to_string();
        assert_eq!(
            reason("#ttg.linear<{register = [], lane = [], warp = []}>"),
            "#ttg.linear needs the key block"
        );
        assert_eq!(
            reason("#ttg.interleaved_shared<{numPartitions = 2}>"),
            "#ttg.interleaved_shared is not an encoding Weft models"
        );
        assert_eq!(
            reason(
                "#ttg.slice<{dim = 2, parent = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [1, 1], order = [1, 0]}>}>"
            ),
            "slice dim 2 must be below the parent's rank 2"
        );
        let deep = format!(
            "{}#ttg.linear<{{register = [], lane = [], warp = [], block = []}}>{}",
            "#ttg.slice<{dim = 0, parent = ".repeat(100),
            "}>".repeat(100)
        );
        assert_eq!(
            reason(&deep),
            format!(
                "cannot parse triton encoding '{}…': nesting deeper than 64 levels at offset 1950",
                &deep[..200]
            )
        );
        // Dictionaries (WMMA's ctaLayout) and lists nest under the same
        // bound.
        let dicts = format!(
            "#ttg.amd_wmma<{{ctaLayout = {}{}}}>",
            "{warp = ".repeat(1000),
            "}".repeat(1000)
        );
        assert!(reason(&dicts).ends_with("nesting deeper than 64 levels at offset 539"));
        let lists = format!("#ttg.linear<{{register = {}}}>", "[".repeat(1000));
        assert!(reason(&lists).ends_with("nesting deeper than 64 levels at offset 89"));
    }
}

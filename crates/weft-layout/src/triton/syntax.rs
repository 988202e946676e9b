//! The Triton family's text: `#ttg.blocked<{…}>`, `#ttg.linear<{…}>`,
//! `#ttg.slice<{…}>`, `#ttg.nvidia_mma<{…}>`, `#ttg.amd_mfma<{…}>` and
//! `#ttg.dot_op<{…}>` as
//! Triton prints them, keys in any order on input and
//! in Triton's order on output, and the family's entry in the registry
//! ([`crate::family`]).
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

use crate::error::{LayoutError, Result};
use crate::family::{FamilySyntax, TensorInfo, downcast, plain_memref};
use crate::model::Layout;
use crate::scan::Scanner;

use super::encoding::{BLOCK, Blocked, Encoding, LANE, REGISTER, WARP, out_dim_names};
use super::layout::TritonLayout;
use super::linear::LinearLayout;
use super::mfma::AmdMfma;
use super::mma::{DotOperand, NvidiaMma};

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
    Attr(Encoding),
}

grammar_over_scanner!(
    /// The Triton grammar over a [`Scanner`].
    Parser
);

/// Reads any of the family's encodings.
pub fn parse_encoding(text: &str) -> Result<Encoding> {
    let mut parser = Parser {
        scan: Scanner::new(text, "triton encoding"),
    };
    let encoding = parser.encoding()?;
    parser.finish()?;
    Ok(encoding)
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
            return Ok(Value::Attr(self.nested(|p| p.encoding())?));
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

    fn encoding(&mut self) -> Result<Encoding> {
        self.expect("#ttg.")?;
        let kind = self.word()?;
        self.expect("<")?;
        self.expect("{")?;
        let mut entries: Vec<(&'a str, Value)> = Vec::new();
        if !self.eat("}") {
            loop {
                let key = self.word()?;
                if entries.iter().any(|(k, _)| *k == key) {
                    return Err(self.error(&format!("duplicate key {key}")));
                }
                self.expect("=")?;
                entries.push((key, self.value()?));
                if self.eat("}") {
                    break;
                }
                self.expect(",")?;
            }
        }
        self.expect(">")?;
        let mut take = |key: &str| -> Option<Value> {
            entries
                .iter()
                .position(|(k, _)| *k == key)
                .map(|i| entries.remove(i).1)
        };
        let encoding = match kind {
            "blocked" => {
                let mut field = |key: &str| -> Result<Vec<u64>> {
                    ints(take(key).ok_or_else(|| missing(kind, key))?, key)
                };
                let size_per_thread = field("sizePerThread")?;
                let threads_per_warp = field("threadsPerWarp")?;
                let warps_per_cta = field("warpsPerCTA")?;
                let order = field("order")?
                    .into_iter()
                    .map(|o| usize::try_from(o).unwrap_or(usize::MAX))
                    .collect();
                Encoding::Blocked(Blocked::try_new(
                    size_per_thread,
                    threads_per_warp,
                    warps_per_cta,
                    order,
                    cga_layout(take("CGALayout"))?,
                )?)
            }
            "linear" => {
                let mut dims = Vec::new();
                for key in [REGISTER, LANE, WARP, BLOCK] {
                    let bases = int_lists(take(key).ok_or_else(|| missing(kind, key))?, key)?;
                    dims.push((key, bases));
                }
                let rank = dims
                    .iter()
                    .flat_map(|(_, bases)| bases.first())
                    .map(Vec::len)
                    .next()
                    .unwrap_or(0);
                let names = out_dim_names(rank);
                let refs: Vec<&str> = names.iter().map(String::as_str).collect();
                Encoding::Linear(LinearLayout::from_bases(&dims, &refs)?)
            }
            "slice" => {
                let dim = int(
                    take("dim").ok_or_else(|| missing(kind, "dim"))?,
                    "slice dim",
                )?;
                let dim = usize::try_from(dim).unwrap_or(usize::MAX);
                let parent = match take("parent").ok_or_else(|| missing(kind, "parent"))? {
                    Value::Attr(parent) => parent,
                    _ => return Err(LayoutError::invalid("slice parent must be an encoding")),
                };
                if dim >= parent.rank() {
                    return Err(LayoutError::invalid(format!(
                        "slice dim {dim} must be below the parent's rank {}",
                        parent.rank()
                    )));
                }
                Encoding::Slice {
                    dim,
                    parent: Box::new(parent),
                }
            }
            "nvidia_mma" => {
                let mut required = |key: &str| take(key).ok_or_else(|| missing(kind, key));
                let version_major = int(required("versionMajor")?, "versionMajor")?;
                let version_minor = int(required("versionMinor")?, "versionMinor")?;
                let warps_per_cta = ints(required("warpsPerCTA")?, "warpsPerCTA")?;
                let instr_shape = ints(required("instrShape")?, "instrShape")?;
                Encoding::NvidiaMma(NvidiaMma::try_new(
                    version_major,
                    version_minor,
                    warps_per_cta,
                    instr_shape,
                    cga_layout(take("CGALayout"))?,
                )?)
            }
            "amd_mfma" => {
                let mut required = |key: &str| take(key).ok_or_else(|| missing(kind, key));
                let warps_per_cta = ints(required("warpsPerCTA")?, "warpsPerCTA")?;
                let instr_shape = ints(required("instrShape")?, "instrShape")?;
                let is_transposed = boolean(required("isTransposed")?, "isTransposed")?;
                // Triton reads a missing version as 0.
                let version = take("version").map_or(Ok(0), |v| int(v, "version"))?;
                let tiles_per_warp = take("tilesPerWarp")
                    .map(|v| ints(v, "tilesPerWarp"))
                    .transpose()?;
                let element_bit_width =
                    take("elementBitWidth").map_or(Ok(32), |v| int(v, "elementBitWidth"))?;
                Encoding::AmdMfma(AmdMfma::try_new(
                    version,
                    warps_per_cta,
                    instr_shape,
                    is_transposed,
                    cga_layout(take("CGALayout"))?,
                    tiles_per_warp,
                    element_bit_width,
                )?)
            }
            "dot_op" => {
                let op_idx = int(
                    take("opIdx").ok_or_else(|| missing(kind, "opIdx"))?,
                    "opIdx",
                )?;
                let parent = match take("parent").ok_or_else(|| missing(kind, "parent"))? {
                    Value::Attr(parent) => parent,
                    _ => return Err(LayoutError::invalid("dot_op parent must be an encoding")),
                };
                let k_width = match take("kWidth") {
                    Some(value) => int(value, "kWidth")?,
                    None => 0,
                };
                Encoding::DotOperand(DotOperand::try_new(op_idx, parent, k_width)?)
            }
            other => {
                return Err(LayoutError::invalid(format!(
                    "#ttg.{other} is not an encoding Weft models"
                )));
            }
        };
        if let Some((key, _)) = entries.first() {
            return Err(LayoutError::invalid(format!(
                "unknown key {key} in #ttg.{kind}"
            )));
        }
        Ok(encoding)
    }
}

fn missing(kind: &str, key: &str) -> LayoutError {
    LayoutError::invalid(format!("#ttg.{kind} needs the key {key}"))
}

/// The `CGALayout` bases when given, else none (a single CTA).
fn cga_layout(value: Option<Value>) -> Result<Vec<Vec<u64>>> {
    value.map_or(Ok(Vec::new()), |value| int_lists(value, "CGALayout"))
}

fn int(value: Value, key: &str) -> Result<u64> {
    match value {
        Value::Int(v) => Ok(v),
        _ => Err(LayoutError::invalid(format!("{key} must be an integer"))),
    }
}

fn boolean(value: Value, key: &str) -> Result<bool> {
    match value {
        Value::Bool(b) => Ok(b),
        _ => Err(LayoutError::invalid(format!("{key} must be true or false"))),
    }
}

fn ints(value: Value, key: &str) -> Result<Vec<u64>> {
    match value {
        Value::List(items) => items
            .into_iter()
            .map(|item| match item {
                Value::Int(v) => Ok(v),
                _ => Err(LayoutError::invalid(format!(
                    "{key} must be a list of integers"
                ))),
            })
            .collect(),
        _ => Err(LayoutError::invalid(format!(
            "{key} must be a list of integers"
        ))),
    }
}

fn int_lists(value: Value, key: &str) -> Result<Vec<Vec<u64>>> {
    match value {
        Value::List(items) => items.into_iter().map(|item| ints(item, key)).collect(),
        _ => Err(LayoutError::invalid(format!(
            "{key} must be a list of lists of integers"
        ))),
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
        Encoding::Linear(l) => {
            out.push_str("#ttg.linear<{");
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
            reason("#ttg.amd_wmma<{version = 3}>"),
            "#ttg.amd_wmma is not an encoding Weft models"
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
    }
}

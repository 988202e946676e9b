//! The text of Blackwell's tensor-memory encodings, as the `ttng` dialect
//! prints them (MLIR's `struct(params)` form: `key = value` pairs between
//! `<` and `>`, no braces):
//! `#ttng.tensor_memory_encoding<blockM = 128, blockN = 64, colStride = 1>`,
//! `#ttng.tensor_memory_scales_encoding<blockRepOrder = kThenMn>`.

use super::build::{boolean, cga_layout, int};
use super::{Parser, Value, parse_whole};
use crate::error::{LayoutError, Result};
use crate::triton::tensor_memory::{TensorMemoryBlocks, TensorMemoryEncoding, TensorMemoryScales};

/// Reads either tensor-memory encoding.
///
/// ```
/// use weft_layout::triton::syntax::parse_tensor_memory_encoding;
/// use weft_layout::triton::tensor_memory::TensorMemoryEncoding;
///
/// let text = "#ttng.tensor_memory_encoding<blockM = 64, blockN = 32, colStride = 2, CGALayout = [[1, 0]]>";
/// let TensorMemoryEncoding::Blocks(blocks) = parse_tensor_memory_encoding(text)? else { unreachable!() };
/// assert_eq!((blocks.block_m, blocks.block_n, blocks.col_stride), (64, 32, 2));
/// assert_eq!(blocks.cga_layout, [[1, 0]]);
/// # Ok::<(), weft_layout::LayoutError>(())
/// ```
pub fn parse_tensor_memory_encoding(text: &str) -> Result<TensorMemoryEncoding> {
    parse_whole(text, Parser::tensor_memory)
}

impl<'a> Parser<'a> {
    /// `#ttng.<kind><key = value, ...>`.
    fn tensor_memory(&mut self) -> Result<TensorMemoryEncoding> {
        self.expect("#ttng.")?;
        let kind = self.word()?;
        self.expect("<")?;
        let mut entries: Vec<(&'a str, Value)> = Vec::new();
        if !self.eat(">") {
            loop {
                let key = self.word()?;
                if entries.iter().any(|(k, _)| *k == key) {
                    return Err(self.error(&format!("duplicate key {key}")));
                }
                self.expect("=")?;
                let value = if key == "blockRepOrder" {
                    Value::Bool(match self.word()? {
                        "kThenMn" => true,
                        "mnThenK" => false,
                        other => {
                            return Err(self.error(&format!(
                                "blockRepOrder must be mnThenK or kThenMn, got {other}"
                            )));
                        }
                    })
                } else {
                    self.value()?
                };
                entries.push((key, value));
                if self.eat(">") {
                    break;
                }
                self.expect(",")?;
            }
        }
        build(kind, entries)
    }
}

fn build(kind: &str, entries: Vec<(&str, Value)>) -> Result<TensorMemoryEncoding> {
    let mut entries = entries;
    let mut take = |key: &str| {
        let at = entries.iter().position(|(k, _)| *k == key)?;
        Some(entries.swap_remove(at).1)
    };
    let required = |value: Option<Value>, key: &str| {
        value
            .ok_or_else(|| LayoutError::invalid(format!("#ttng.{kind} needs the key {key}")))
            .and_then(|value| int(value, key))
    };
    let encoding = match kind {
        "tensor_memory_encoding" => TensorMemoryEncoding::Blocks(TensorMemoryBlocks {
            block_m: required(take("blockM"), "blockM")?,
            block_n: required(take("blockN"), "blockN")?,
            col_stride: required(take("colStride"), "colStride")?,
            cga_layout: cga_layout(take("CGALayout"))?,
            two_ctas: take("twoCTAs").map_or(Ok(false), |v| boolean(v, "twoCTAs"))?,
            fp4_padded: take("fp4Padded").map_or(Ok(false), |v| boolean(v, "fp4Padded"))?,
        }),
        "tensor_memory_scales_encoding" => TensorMemoryEncoding::Scales(TensorMemoryScales {
            cga_layout: cga_layout(take("CGALayout"))?,
            k_then_mn: take("blockRepOrder").map_or(Ok(false), |v| boolean(v, "blockRepOrder"))?,
        }),
        _ => {
            return Err(LayoutError::invalid(format!(
                "#ttng.{kind} is not a tensor-memory encoding"
            )));
        }
    };
    match entries.first() {
        Some((key, _)) => Err(LayoutError::invalid(format!(
            "unknown key {key} in #ttng.{kind}"
        ))),
        None => Ok(encoding),
    }
}

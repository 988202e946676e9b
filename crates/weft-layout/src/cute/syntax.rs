//! CuTe's notation for tuples and layouts: `((2,2),3):((24,2),8)`, a bare
//! shape `(4,8)` for its column-major layout, and the static markers of
//! CuTe's compile-time integers (`_12:_1`), which read as plain integers.
//! Printing is [`std::fmt::Display`] on [`IntTuple`] and [`CuteLayout`].

use super::layout::CuteLayout;
use super::tuple::{IntTuple, MAX_DEPTH, MAX_LEAVES};
use crate::error::Result;
use crate::scan::Scanner;

grammar_over_scanner!(
    /// Reads CuTe's notation, one nesting level per `(`, at most
    /// [`MAX_DEPTH`] of them.
    Parser
);

/// A layout, `shape:stride` or a bare shape (column-major).
pub fn parse_layout(text: &str) -> Result<CuteLayout> {
    read_whole(text, "CuTe layout", Parser::layout)
}

/// A shape, stride or coordinate: `((2,2),3)`, `5`, `_4`.
pub fn parse_tuple(text: &str) -> Result<IntTuple> {
    read_whole(text, "CuTe integer tuple", Parser::tuple)
}

/// `read` over all of `text`, nothing but spaces after it.
fn read_whole<'a, T>(
    text: &'a str,
    what: &'static str,
    read: impl FnOnce(&mut Parser<'a>) -> Result<T>,
) -> Result<T> {
    let mut parser = Parser {
        scan: Scanner::new(text, what),
    };
    let value = read(&mut parser)?;
    parser.finish()?;
    Ok(value)
}

impl Parser<'_> {
    fn layout(&mut self) -> Result<CuteLayout> {
        let start = self.position;
        let shape = self.tuple()?;
        let result = if self.eat(":") {
            let stride = self.tuple()?;
            CuteLayout::new(shape, stride)
        } else {
            CuteLayout::column_major(shape)
        };
        result.map_err(|error| {
            self.position = start;
            self.error(&error.to_string())
        })
    }

    /// A tuple; parentheses nest through an explicit stack so that the
    /// depth check is the only limit.
    fn tuple(&mut self) -> Result<IntTuple> {
        let mut open: Vec<Vec<IntTuple>> = Vec::new();
        let mut leaves = 0usize;
        loop {
            // A value: either an integer, or `(` which opens a tuple.
            let value = if self.eat("(") {
                if open.len() >= MAX_DEPTH {
                    return Err(self.error(&format!("nesting deeper than {MAX_DEPTH} levels")));
                }
                if self.eat(")") {
                    IntTuple::Tuple(Vec::new())
                } else {
                    open.push(Vec::new());
                    continue;
                }
            } else {
                leaves += 1;
                if leaves > MAX_LEAVES {
                    return Err(self.error(&format!("more than {MAX_LEAVES} integers")));
                }
                IntTuple::Int(self.signed_integer()?)
            };
            // Attach the value, closing every tuple that ends after it.
            let mut value = value;
            loop {
                let Some(items) = open.last_mut() else {
                    return Ok(value);
                };
                items.push(value);
                if self.eat(",") {
                    break;
                }
                self.expect(")")?;
                value = IntTuple::Tuple(open.pop().unwrap_or_default());
            }
        }
    }

    /// `12`, `-3`, or with CuTe's static marker, `_12`, `_-3`.
    fn signed_integer(&mut self) -> Result<i64> {
        self.eat("_");
        let negative = self.eat("-");
        self.skip_space();
        let magnitude: i64 = self.integer()?;
        Ok(if negative { -magnitude } else { magnitude })
    }
}

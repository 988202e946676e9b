//! A rank-2 layout drawn as CuTe's `print_layout` draws it: the layout,
//! column indices, then one boxed row of offsets per row coordinate.

use std::fmt::Write as _;

use super::value::AnyLayout;
use crate::arith;
use crate::error::{LayoutError, Result};

/// The most cells a table draws.
pub const MAX_CELLS: i64 = 1 << 16;

/// `print_layout(layout)` (a swizzled layout shows its swizzled offsets): the offset of `(m, n)` in row `m`, column `n`;
/// each cell is as wide as the cosize's digits plus two, as in CuTe.
pub fn print_layout(any: &AnyLayout) -> Result<String> {
    draw(any, 0, format!("{any}"))
}

/// The table of a slice or partition, a layout and the offset its first
/// element is at (`((4,4):(1,8),4)`): each cell the offset of its element
/// in what was sliced, as a tensor over it would print it.
pub fn print_layout_at(any: &AnyLayout, base: i64) -> Result<String> {
    draw(any, base, format!("({any},{base})"))
}

fn draw(any: &AnyLayout, base: i64, title: String) -> Result<String> {
    let layout = any.inner();
    if layout.rank() != 2 {
        return Err(LayoutError::invalid(format!(
            "a table needs a rank-2 layout, {layout} has rank {}",
            layout.rank()
        )));
    }
    if layout.size() > MAX_CELLS {
        return Err(LayoutError::invalid(format!(
            "a table draws at most {MAX_CELLS} cells, {layout} has {}",
            layout.size()
        )));
    }
    // The offset of `(m, n)` is mode 0's offset of `m` plus mode 1's of
    // `n`: one evaluation per row and per column, not per cell, so that a
    // table of a deeply nested layout costs its cells, not cells times
    // leaves.
    let row_offsets = layout.mode(0)?.offsets()?;
    let column_offsets = layout.mode(1)?.offsets()?;
    let columns = column_offsets.len();
    let width = num_digits(layout.cosize()?.saturating_add(base)) + 2;
    let inner = width - 2;
    let rule = format!(
        "    {}+\n",
        format!("+{}", "-".repeat(width)).repeat(columns)
    );
    let mut text = format!("{title}\n    ");
    for n in 0..columns {
        let _ = write!(text, "  {n:>inner$} ");
    }
    text.push('\n');
    for (m, &row_offset) in row_offsets.iter().enumerate() {
        text.push_str(&rule);
        let _ = write!(text, "{m:>2}  ");
        for (n, &column_offset) in column_offsets.iter().enumerate() {
            let offset = arith::add(row_offset, column_offset, "an offset")?;
            let offset = any.finish_offset(offset, &format_args!("({m},{n})"))?;
            let offset = arith::add(offset, base, "an offset")?;
            let _ = write!(text, "| {offset:>inner$} ");
        }
        text.push_str("|\n");
    }
    text.push_str(&rule);
    Ok(text)
}

/// Decimal digits of `x` as CuTe counts them: 1 below 10 (negatives
/// included), at most 10.
fn num_digits(x: i64) -> usize {
    let mut digits = 1;
    let mut bound = 10i64;
    while digits < 10 && x >= bound {
        digits += 1;
        bound = bound.saturating_mul(10);
    }
    digits
}

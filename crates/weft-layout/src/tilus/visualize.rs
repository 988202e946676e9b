//! The grid Tilus' `visualize_layout` draws: the layout's `RegisterLayout(...)`
//! line, then one box-drawn table per slice of the leading dim (the shape
//! normalized to three dims: size-1 dims dropped and leading dims merged
//! beyond three, 1s prepended below three), each cell `t: i` — thread `t`,
//! local index `i` — or `[t0, t1, ...]: i` when several threads hold the
//! element.

use super::layout::RegisterLayout;
use crate::error::{LayoutError, Result};

/// The most elements a grid draws.
pub const MAX_ELEMENTS: i64 = 1 << 16;

/// The shape Tilus draws `shape` as: three dims.
fn three_dims(shape: &[i64]) -> Vec<i64> {
    let mut shape = shape.to_vec();
    if shape.len() > 3 {
        shape.retain(|&s| s > 1);
        while shape.len() > 3 {
            let merged = shape[0] * shape[1];
            shape.splice(0..2, [merged]);
        }
    }
    while shape.len() < 3 {
        shape.insert(0, 1);
    }
    shape
}

/// One cell's text: `3: 1`, or `[0, 4, 8]: 0` for several threads.
fn cell(layout: &RegisterLayout, index: &[i64]) -> Result<String> {
    let mut threads = layout.threads_of(index)?;
    threads.sort_unstable();
    let local = layout.local_of(index)?;
    Ok(match threads[..] {
        [thread] => format!("{thread}: {local}"),
        _ => {
            let list: Vec<String> = threads.iter().map(ToString::to_string).collect();
            format!("[{}]: {local}", list.join(", "))
        }
    })
}

/// `rows` as a box-drawn grid (tabulate's `simple_grid`): columns as wide
/// as their widest cell, cells left-aligned with one space each side.
fn grid(rows: &[Vec<String>]) -> String {
    let columns = rows.first().map_or(0, Vec::len);
    let widths: Vec<usize> = (0..columns)
        .map(|c| rows.iter().map(|r| r[c].chars().count()).max().unwrap_or(0))
        .collect();
    let rule = |left: char, middle: char, right: char| {
        let parts: Vec<String> = widths.iter().map(|&w| "─".repeat(w + 2)).collect();
        format!("{left}{}{right}", parts.join(&middle.to_string()))
    };
    let mut lines = vec![rule('┌', '┬', '┐')];
    for (i, row) in rows.iter().enumerate() {
        if i > 0 {
            lines.push(rule('├', '┼', '┤'));
        }
        let cells: Vec<String> = row
            .iter()
            .zip(&widths)
            .map(|(text, &w)| format!(" {text}{} ", " ".repeat(w - text.chars().count())))
            .collect();
        lines.push(format!("│{}│", cells.join("│")));
    }
    lines.push(rule('└', '┴', '┘'));
    lines.join("\n")
}

/// What `print(visualize_layout(layout))` prints.
pub fn visualize(layout: &RegisterLayout) -> Result<String> {
    let size: i64 = layout.shape().iter().product();
    if size > MAX_ELEMENTS {
        return Err(LayoutError::invalid(format!(
            "--table draws at most {MAX_ELEMENTS} elements, this layout has {size}"
        )));
    }
    let copies = layout.replication();
    if copies > MAX_ELEMENTS {
        return Err(LayoutError::invalid(format!(
            "--table lists at most {MAX_ELEMENTS} threads per element, this layout has {copies}"
        )));
    }
    let shape = three_dims(layout.shape());
    let drawn = layout.with_shape(shape.clone())?;
    let mut tables = Vec::new();
    for batch in 0..shape[0] {
        let rows = (0..shape[1])
            .map(|i| {
                (0..shape[2])
                    .map(|j| cell(&drawn, &[batch, i, j]))
                    .collect::<Result<Vec<_>>>()
            })
            .collect::<Result<Vec<_>>>()?;
        tables.push(grid(&rows));
    }
    Ok(format!("{layout}\n{}", tables.join("\n")))
}

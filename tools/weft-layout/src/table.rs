//! The element table of `--table`: where each element of a tensor lives,
//! one row per index of all dims but the last, one column per index of the
//! last (in the manner of Tilus' `visualize_layout`).

use std::fmt::Write as _;

use weft_layout::model::for_each_index;
use weft_layout::{Layout, LayoutError};

/// The most elements a table draws.
pub const TABLE_ELEMENTS: u128 = 4096;

/// The table of `layout` under `title`; each cell is `format` of the
/// element's first slot, with `+n` when it has `n` more copies.
pub fn element_table(
    layout: &dyn Layout,
    title: &str,
    format: impl Fn(&[i64]) -> String,
) -> Result<String, LayoutError> {
    let elements = layout.element_count()?;
    if elements > TABLE_ELEMENTS {
        return Err(LayoutError::Invalid(format!(
            "--table draws at most {TABLE_ELEMENTS} elements, this layout has {elements}"
        )));
    }
    let shape = layout.logical_shape();
    let columns = shape.last().copied().unwrap_or(1).max(1) as usize;
    let mut cells = Vec::new();
    for_each_index(shape, |x| {
        let slots = layout.slots_of(x)?;
        let copies = slots.count();
        let mut cell = format(&slots.first().unwrap_or_default());
        if copies > 1 {
            let _ = write!(cell, "+{}", copies - 1);
        }
        cells.push(cell);
        Ok(())
    })?;
    Ok(draw_cells(title, &cells, columns))
}

/// `cells` (one per element, row-major) as rows of `columns` cells under
/// `title`, right-aligned to the widest.
pub fn draw_cells(title: &str, cells: &[String], columns: usize) -> String {
    let width = cells.iter().map(String::len).max().unwrap_or(1);
    let mut out = format!("{title}:\n");
    for row in cells.chunks(columns.max(1)) {
        let line: Vec<String> = row.iter().map(|c| format!("{c:>width$}")).collect();
        let _ = writeln!(out, "  {}", line.join(" "));
    }
    out
}

//! `weft-layout tilus EXPR`: evaluates a Tilus layout expression (Tilus'
//! own Python syntax) and prints the layout as Tilus prints it; `--table`
//! draws `visualize_layout`'s grid, `--json` lists each element's threads
//! and local index.

use clap::Args;
use serde_json::json;
use weft_layout::model::for_each_index;
use weft_layout::tilus::expr::evaluate;
use weft_layout::tilus::syntax::attribute_text;
use weft_layout::tilus::visualize::{MAX_ELEMENTS, visualize};
use weft_layout::{LayoutError, tilus::RegisterLayout};

#[derive(Args, Debug)]
pub struct TilusArgs {
    /// The layout, e.g. 'local(3, 4).spatial(2, 3)'.
    expression: String,
    /// Draw the grid of `visualize_layout` (thread: local index per element).
    #[arg(long)]
    table: bool,
    /// Print the result as JSON: the layout, and per element its threads
    /// and local index.
    #[arg(long, conflicts_with = "table")]
    json: bool,
}

pub fn run(args: &TilusArgs) -> Result<String, String> {
    report(args).map_err(|e| e.to_string())
}

fn report(args: &TilusArgs) -> Result<String, LayoutError> {
    let layout = evaluate(&args.expression)?;
    if args.table {
        return Ok(format!("{}\n", visualize(&layout)?));
    }
    if args.json {
        return Ok(format!("{:#}\n", to_json(&layout)?));
    }
    Ok(format!("{layout}\n"))
}

fn to_json(layout: &RegisterLayout) -> Result<serde_json::Value, LayoutError> {
    let size: i64 = layout.shape().iter().product();
    if size > MAX_ELEMENTS || layout.replication() > MAX_ELEMENTS {
        return Err(LayoutError::Invalid(format!(
            "--json lists at most {MAX_ELEMENTS} elements and threads per element, this layout has {size} elements held by {} threads each",
            layout.replication()
        )));
    }
    let mut elements = Vec::new();
    for_each_index(layout.shape(), |index| {
        let mut threads = layout.threads_of(index)?;
        threads.sort_unstable();
        elements.push(json!({
            "index": index,
            "threads": threads,
            "local": layout.local_of(index)?,
        }));
        Ok(())
    })?;
    Ok(json!({
        "layout": layout.to_string(),
        "attribute": attribute_text(layout),
        "shape": layout.shape(),
        "mode_shape": layout.mode_shape(),
        "spatial_modes": layout.spatial_modes(),
        "local_modes": layout.local_modes(),
        "threads": layout.thread_count(),
        "local_size": layout.local_size(),
        "elements": elements,
    }))
}

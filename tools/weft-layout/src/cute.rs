//! `weft-layout cute EXPR`: evaluates a CuTe expression — a layout in
//! CuTe's notation or a call of CuTe's functions on layouts, nested — and
//! prints the result in CuTe's run-time-integer form; `--json` gives the
//! result and, for a layout, its size, cosize, rank and depth; `--table`
//! draws a rank-2 layout as CuTe's `print_layout` does.

use clap::Args;
use serde_json::json;
use weft_layout::LayoutError;
use weft_layout::cute::expr::{Value, evaluate};
use weft_layout::cute::table::print_layout;

#[derive(Args, Debug)]
pub struct CuteArgs {
    /// The expression, e.g. 'crd2idx((4,8):(8,1), (1,2))' or '((2,2),3):((24,2),8)'.
    expression: String,
    /// Draw a rank-2 layout result as CuTe's print_layout does.
    #[arg(long)]
    table: bool,
    /// Print the result as JSON.
    #[arg(long, conflicts_with = "table")]
    json: bool,
}

pub fn run(args: &CuteArgs) -> Result<String, String> {
    report(args).map_err(|e| e.to_string())
}

fn report(args: &CuteArgs) -> Result<String, LayoutError> {
    let mut value = evaluate(&args.expression)?;
    if let Value::Tuple(_) = value {
        // A bare shape as the result is a layout: checked like one.
        value = Value::Layout(value.to_layout()?);
    }
    if args.table {
        return print_layout(&value.to_layout()?);
    }
    if !args.json {
        return Ok(format!("{value}\n"));
    }
    let mut result = json!({
        "expression": args.expression,
        "result": value.to_string(),
    });
    if let Value::Layout(_) = value {
        let layout = value.to_layout()?;
        result["kind"] = json!("layout");
        result["shape"] = json!(layout.shape().to_string());
        result["stride"] = json!(layout.stride().to_string());
        result["size"] = json!(layout.size());
        result["cosize"] = json!(layout.cosize()?);
        result["rank"] = json!(layout.rank());
        result["depth"] = json!(layout.depth());
    } else {
        result["kind"] = json!(match value {
            Value::Int(_) => "integer",
            _ => "coordinate",
        });
    }
    Ok(format!("{result:#}\n"))
}

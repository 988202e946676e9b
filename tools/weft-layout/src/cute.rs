//! `weft-layout cute EXPR`: evaluates a CuTe expression — a layout in
//! CuTe's notation or a call of CuTe's functions (the layout algebra
//! included) on layouts, tilers and swizzles, nested — and prints the
//! result in CuTe's run-time-integer form as the last line. `--steps`
//! explains the outermost composition, divide, product or complement
//! first; `--json`
//! gives the result and, for a layout, its size, cosize, rank and depth;
//! `--table` draws a rank-2 layout as CuTe's `print_layout` does.

use clap::Args;
use serde_json::json;
use weft_layout::LayoutError;
use weft_layout::cute::expr::{Value, evaluate, outermost_call};
use weft_layout::cute::steps::explain;
use weft_layout::cute::table::{print_layout, print_layout_at};

#[derive(Args, Debug)]
pub struct CuteArgs {
    /// The expression, e.g. 'composition((6,2):(8,2), (4,3):(3,1))' or
    /// 'logical_divide((4,8):(8,1), <2:1, 4:1>)'.
    expression: String,
    /// Show the intermediate results of a composition, divide or product,
    /// or the layout (A, R) that checks a complement R of A.
    #[arg(long, conflicts_with_all = ["table", "json"])]
    steps: bool,
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
        // A slice or partition with its offset: the cells are where its
        // elements are in what was sliced.
        if let Value::Values(parts) = &value
            && let [layout @ (Value::Layout(_) | Value::Swizzled(_)), offset] = parts.as_slice()
            && let Some(base) = offset.to_tuple()?.int_value()
        {
            return print_layout_at(&layout.to_any_layout()?, base.value);
        }
        return print_layout(&value.to_any_layout()?);
    }
    if args.steps {
        let mut text = String::new();
        if let Some((name, call_args)) = outermost_call(&args.expression)? {
            for line in explain(&name, &call_args)? {
                text.push_str(&line);
                text.push('\n');
            }
        }
        text.push_str(&format!("{value}\n"));
        return Ok(text);
    }
    if !args.json {
        return Ok(format!("{value}\n"));
    }
    let mut result = json!({
        "expression": args.expression,
        "result": value.to_string(),
        "kind": value.kind(),
    });
    if let Value::Layout(_) | Value::Swizzled(_) = value {
        let any = value.to_any_layout()?;
        let layout = any.inner();
        result["shape"] = json!(layout.shape().to_string());
        result["stride"] = json!(layout.stride().to_string());
        result["size"] = json!(layout.size());
        result["cosize"] = json!(layout.cosize()?);
        result["rank"] = json!(layout.rank());
        result["depth"] = json!(layout.depth());
    }
    // A coordinate layout has no offsets, so no cosize.
    if let Value::Coords(layout) = &value {
        result["shape"] = json!(layout.shape().to_string());
        result["stride"] = json!(layout.stride().to_string());
        result["size"] = json!(layout.size());
        result["rank"] = json!(layout.rank());
        result["depth"] = json!(layout.depth());
    }
    Ok(format!("{result:#}\n"))
}

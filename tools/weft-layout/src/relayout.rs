//! `weft-layout relayout --from ATTR --to ATTR --shape S`: the plan of
//! changing a tensor from one layout to another, any two families —
//! elements, writes that cross workers (cores, warps, lanes) and writes
//! that stay, padding written — the cost to see before choosing a layout.

use clap::Args;
use serde_json::json;
use weft_layout::element::ScalarType;
use weft_layout::family::{TensorInfo, family_of_attribute, layout_from_text};
use weft_layout::plan::plan;
use weft_layout::text::parse_shape;

#[derive(Args, Debug)]
pub struct RelayoutArgs {
    /// The source layout attribute, as MLIR prints it.
    #[arg(long)]
    from: String,
    /// The target layout attribute.
    #[arg(long)]
    to: String,
    /// The tensor's shape, e.g. 53x63.
    #[arg(long)]
    shape: String,
    /// The tensor's element type.
    #[arg(long, default_value = "f32")]
    element: String,
    /// Print the plan as JSON.
    #[arg(long)]
    json: bool,
}

pub fn run(args: &RelayoutArgs) -> Result<String, String> {
    let shape = parse_shape(&args.shape).map_err(|e| e.to_string())?;
    let element: ScalarType = args
        .element
        .parse()
        .map_err(|e: weft_layout::LayoutError| e.to_string())?;
    let tensor = TensorInfo {
        shape: &shape,
        element: &args.element,
    };
    let read = |text: &str, which: &str| {
        layout_from_text(text, tensor).map_err(|e| format!("the {which} layout: {e}"))
    };
    let from = read(&args.from, "source")?;
    let to = read(&args.to, "target")?;
    let plan = plan(from.as_ref(), to.as_ref()).map_err(|e| e.to_string())?;
    let bytes = |count: u128| count * element.bytes() as u128;
    let padding_value = to
        .padding_value()
        .map_or_else(|| "undef".to_string(), |value| value.to_string());
    let family = |text: &str| family_of_attribute(text.trim()).map_or("?", |f| f.name);
    if args.json {
        let result = json!({
            "from": {"family": family(&args.from), "attribute": args.from.trim()},
            "to": {"family": family(&args.to), "attribute": args.to.trim()},
            "elements": plan.elements.to_string(),
            "writes": plan.writes.to_string(),
            "across_workers": plan.across_workers.to_string(),
            "within_worker": plan.within_worker.to_string(),
            "same_workers": plan.same_workers,
            "padding_slots": plan.padding.to_string(),
            "padding_value": padding_value,
            "element_bytes": element.bytes(),
        });
        return Ok(format!("{result:#}\n"));
    }
    let workers = if plan.same_workers {
        "the same worker axes (by name)"
    } else {
        "differently named worker axes: every write crosses"
    };
    Ok(format!(
        "from: {} ({})\nto: {} ({})\nelements: {} ({} bytes)\nwrites: {} ({} bytes)\n\
         across workers: {} ({} bytes)\nwithin a worker: {} ({} bytes)\n\
         padding written: {} slots ({} bytes) of {padding_value}\nworkers: {workers}\n",
        args.from.trim(),
        family(&args.from),
        args.to.trim(),
        family(&args.to),
        plan.elements,
        bytes(plan.elements),
        plan.writes,
        bytes(plan.writes),
        plan.across_workers,
        bytes(plan.across_workers),
        plan.within_worker,
        bytes(plan.within_worker),
        plan.padding,
        bytes(plan.padding),
    ))
}

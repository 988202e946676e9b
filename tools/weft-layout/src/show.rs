//! `weft-layout show`: any layout attribute Weft knows, whatever its family,
//! analysed through the common model (`weft_layout::Layout`): its physical
//! space, storage, counts, and the table of where each element lives.

use std::fmt::Write as _;

use clap::Args;
use serde_json::{Value, json};
use weft_layout::family::{FamilySyntax, TensorInfo, family_of_attribute, layout_from_text};
use weft_layout::text::parse_shape;
use weft_layout::{Layout, LayoutError};

use crate::metal::count_json;
use crate::table::element_table;

#[derive(Args, Debug)]
pub struct ShowArgs {
    /// The layout attribute, as MLIR prints it.
    #[arg(long)]
    layout: String,
    /// The tensor's shape, e.g. 53x63.
    #[arg(long)]
    shape: String,
    /// The tensor's element type.
    #[arg(long, default_value = "f32")]
    element: String,
    /// Print where each element lives, as a table over the logical shape.
    #[arg(long)]
    table: bool,
    /// Print the result as JSON.
    #[arg(long, conflicts_with = "table")]
    json: bool,
}

/// Reads the attribute for the tensor and renders it.
pub fn run(args: &ShowArgs) -> Result<String, String> {
    let shape = parse_shape(&args.shape).map_err(|e| e.to_string())?;
    let tensor = TensorInfo {
        shape: &shape,
        element: &args.element,
    };
    let layout = layout_from_text(&args.layout, tensor).map_err(|e| e.to_string())?;
    let family = family_of_attribute(args.layout.trim())
        .ok_or_else(|| "not a layout attribute Weft knows".to_string())?;
    let summary = Summary::of(family, layout.as_ref(), &args.element).map_err(|e| e.to_string())?;
    if args.json {
        return Ok(format!("{:#}\n", summary.to_json(layout.as_ref())));
    }
    let mut out = summary.report(layout.as_ref());
    if args.table {
        out.push_str(&table(layout.as_ref()).map_err(|e| e.to_string())?);
    }
    Ok(out)
}

/// What every layout answers, computed once.
struct Summary {
    family: &'static str,
    attribute: String,
    storage: String,
    elements: u128,
    padding: u128,
    max_copies: u128,
    max_aliases: u128,
}

impl Summary {
    fn of(family: &FamilySyntax, layout: &dyn Layout, element: &str) -> Result<Self, LayoutError> {
        Ok(Self {
            family: family.name,
            attribute: (family.attribute)(layout)?,
            storage: (family.storage_type)(layout, element)?,
            elements: layout.element_count()?,
            padding: layout.padding_slot_count()?,
            max_copies: layout.max_copies()?,
            max_aliases: layout.max_aliases()?,
        })
    }

    fn report(&self, layout: &dyn Layout) -> String {
        let padding_value = layout
            .padding_value()
            .map_or("undef", |value| value.keyword());
        let mut out = String::new();
        let _ = writeln!(out, "{}", self.attribute);
        let _ = writeln!(out, "family: {}", self.family);
        let _ = writeln!(out, "tensor shape: {}", dims(layout.tensor_shape()));
        let _ = writeln!(out, "logical shape: {}", dims(layout.logical_shape()));
        let _ = writeln!(out, "physical space: {}", layout.physical_space());
        let _ = writeln!(out, "storage: {}", self.storage);
        let _ = writeln!(out, "elements: {}", self.elements);
        let _ = writeln!(
            out,
            "slots: {} ({} padding, {:.2}%)",
            layout.slot_count(),
            self.padding,
            100.0 * self.padding as f64 / layout.slot_count() as f64
        );
        let _ = writeln!(out, "most copies of an element: {}", self.max_copies);
        let _ = writeln!(out, "most elements in a slot: {}", self.max_aliases);
        let _ = writeln!(out, "padding value: {padding_value}");
        out
    }

    fn to_json(&self, layout: &dyn Layout) -> Value {
        let axes = |axes: &[weft_layout::Axis]| {
            axes.iter()
                .map(|a| json!({"name": a.name, "start": a.start, "size": a.size}))
                .collect::<Vec<_>>()
        };
        let space = layout.physical_space();
        json!({
            "attribute": self.attribute,
            "family": self.family,
            "tensor_shape": layout.tensor_shape(),
            "logical_shape": layout.logical_shape(),
            "workers": axes(space.workers()),
            "local": axes(space.local()),
            "storage": self.storage,
            "elements": count_json(self.elements),
            "slots": count_json(layout.slot_count()),
            "padding_slots": count_json(self.padding),
            "max_copies": count_json(self.max_copies),
            "max_aliases": count_json(self.max_aliases),
            "padding_value": layout.padding_value().map_or("undef", |v| v.keyword()),
        })
    }
}

fn dims(sizes: &[i64]) -> String {
    if sizes.is_empty() {
        return "scalar".to_string();
    }
    sizes
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join("x")
}

/// Each element's first slot, workers then local coordinates (`1,0:0,3`).
fn table(layout: &dyn Layout) -> Result<String, LayoutError> {
    let workers = layout.physical_space().workers().len();
    let join = |part: &[i64]| {
        part.iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join(",")
    };
    element_table(layout, "element -> first slot (workers:local)", |slot| {
        let (worker, local) = slot.split_at(workers.min(slot.len()));
        format!("{}:{}", join(worker), join(local))
    })
}

//! `weft-layout spyre`: a Spyre layout — the default one for a host size,
//! or one given by `--dim-map` and `--device-size` — with its device
//! strides, bytes and padding, and coordinates mapped either way in the
//! original (uncanonicalized) host dims.

use std::fmt::Write as _;

use clap::Args;
use serde_json::{Value, json};
use weft_layout::element::ScalarType;
use weft_layout::spyre::defaults::default_layout;
use weft_layout::spyre::{SpyreLayout, SpyreTensor};
use weft_layout::{Layout, LayoutError};

use crate::metal::count_json;
use crate::table::element_table;

#[derive(Args, Debug)]
pub struct SpyreArgs {
    /// The host (PyTorch) size, e.g. 128,256,512 (empty for rank 0).
    #[arg(long, allow_hyphen_values = true)]
    size: String,
    /// The element type.
    #[arg(long, default_value = "f16")]
    dtype: String,
    /// The layout's dim_map, e.g. 1,2,0,2 (with --device-size).
    #[arg(long, allow_hyphen_values = true, requires = "device_size")]
    dim_map: Option<String>,
    /// The layout's device_size, e.g. 256,8,128,64 (with --dim-map).
    #[arg(long, allow_hyphen_values = true, requires = "dim_map")]
    device_size: Option<String>,
    /// The host dim order of the default layout, e.g. 2,0,1.
    #[arg(long, conflicts_with = "dim_map")]
    order: Option<String>,
    /// The default layout of a sparse tensor (one element per stick).
    #[arg(long, conflicts_with = "dim_map")]
    sparse: bool,
    /// Print the host coordinate of this device coordinate (or `padding`).
    #[arg(long, allow_hyphen_values = true)]
    device_coord: Option<String>,
    /// Print the device coordinate of this host coordinate.
    #[arg(long, allow_hyphen_values = true)]
    host_coord: Option<String>,
    /// Draw each host element's device coordinate (small tensors).
    #[arg(long)]
    table: bool,
    /// Print the result as JSON.
    #[arg(long, conflicts_with = "table")]
    json: bool,
}

/// `1,-1,2` (spaces and brackets allowed); empty for none.
fn integers(text: &str, what: &'static str) -> Result<Vec<i64>, LayoutError> {
    let trimmed = text.trim().trim_start_matches('[').trim_end_matches(']');
    if trimmed.trim().is_empty() {
        return Ok(Vec::new());
    }
    trimmed
        .split(',')
        .map(|part| {
            part.trim().parse::<i64>().map_err(|_| LayoutError::Parse {
                what,
                text: text.to_string(),
                reason: format!("'{}' is not an integer", part.trim()),
            })
        })
        .collect()
}

fn list(values: &[i64]) -> String {
    weft_layout::text::join(values, ", ")
}

pub fn run(args: &SpyreArgs) -> Result<String, String> {
    report(args).map_err(|e| e.to_string())
}

fn tensor_of(args: &SpyreArgs) -> Result<SpyreTensor, LayoutError> {
    let size = integers(&args.size, "size")?;
    let element: ScalarType = args.dtype.parse()?;
    let layout = match (&args.dim_map, &args.device_size) {
        (Some(map), Some(device)) => {
            SpyreLayout::try_new(integers(device, "device size")?, integers(map, "dim map")?)?
        }
        _ => {
            let order = match &args.order {
                Some(text) => Some(
                    integers(text, "order")?
                        .into_iter()
                        .map(|d| {
                            usize::try_from(d).map_err(|_| {
                                LayoutError::Invalid(format!("order entry {d} is not a dim"))
                            })
                        })
                        .collect::<Result<Vec<_>, _>>()?,
                ),
                None => None,
            };
            default_layout(&size, element, order.as_deref(), args.sparse)?
        }
    };
    SpyreTensor::try_new(&size, element, layout)
}

fn report(args: &SpyreArgs) -> Result<String, LayoutError> {
    let tensor = tensor_of(args)?;
    let layout = tensor.layout();
    let canonical = tensor.canonical();
    let host = match &args.device_coord {
        Some(text) => Some(
            tensor
                .host_of(&integers(text, "device coordinate")?)?
                .map(|x| canonical.to_original(&x)),
        ),
        None => None,
    };
    let device = match &args.host_coord {
        Some(text) => {
            let original = integers(text, "host coordinate")?;
            weft_layout::model::check_in_bounds(&original, tensor.tensor_shape())?;
            Some(tensor.device_of(&canonical.to_canonical(&original)?)?)
        }
        None => None,
    };
    let strides = layout.device_strides()?;
    let bytes = tensor.element().bytes();
    let byte_strides: Vec<i64> = strides.iter().map(|s| s * bytes).collect();
    if args.json {
        let padding: Vec<Value> = canonical
            .original_dims
            .iter()
            .zip(tensor.extents())
            .zip(tensor.dim_padding())
            .map(|((&dim, &extent), padding)| {
                json!({"host_dim": dim, "extent": extent, "padding": padding})
            })
            .collect();
        let mut value = json!({
            "device_size": layout.device_size(),
            "dim_map": layout.dim_map(),
            "attribute": layout.to_string(),
            "size": tensor.tensor_shape(),
            "canonical_size": canonical.sizes,
            "dtype": tensor.element().to_string(),
            "device_strides": strides,
            "device_byte_strides": byte_strides,
            "bytes": tensor.bytes()?,
            "padding_per_dim": padding,
            "padding_slots": count_json(tensor.padding_slot_count()?),
            "slots": count_json(tensor.slot_count()),
        });
        if let (Value::Object(map), Some(host)) = (&mut value, &host) {
            map.insert("host".into(), json!(host));
        }
        if let (Value::Object(map), Some(device)) = (&mut value, &device) {
            map.insert("device".into(), json!(device));
        }
        return Ok(format!("{value:#}\n"));
    }
    let mut out = String::new();
    let _ = writeln!(out, "device_size = [{}]", list(layout.device_size()));
    let _ = writeln!(out, "dim_map = [{}]", list(layout.dim_map()));
    let _ = writeln!(out, "{layout}");
    let _ = writeln!(out, "device strides: [{}] elements", list(&strides));
    let _ = writeln!(out, "device byte strides: [{}]", list(&byte_strides));
    let _ = writeln!(out, "bytes: {}", tensor.bytes()?);
    let _ = writeln!(out, "padding per host dim:");
    for ((&dim, &extent), padding) in canonical
        .original_dims
        .iter()
        .zip(tensor.extents())
        .zip(tensor.dim_padding())
    {
        let _ = writeln!(
            out,
            "  dim {dim}: extent {extent}, size {}, padding {padding}",
            extent - padding
        );
    }
    let padding = tensor.padding_slot_count()?;
    let slots = tensor.slot_count();
    let _ = writeln!(
        out,
        "padding: {padding} of {slots} slots ({:.2}%)",
        100.0 * tensor.padded_fraction()?
    );
    if let Some(host) = host {
        match host {
            Some(host) => {
                let _ = writeln!(out, "host = [{}]", list(&host));
            }
            None => {
                let _ = writeln!(out, "padding");
            }
        }
    }
    if let Some(device) = device {
        let _ = writeln!(out, "device = [{}]", list(&device));
    }
    if args.table {
        out.push_str(&element_table(
            &tensor,
            "host element -> device coordinate",
            |slot| format!("({})", list(slot)),
        )?);
    }
    Ok(out)
}

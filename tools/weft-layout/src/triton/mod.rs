//! `weft-layout triton`: a Triton encoding for a tensor shape, as the
//! linear layout it means: bases per hardware dim, sizes, injectivity and
//! surjectivity, replication, one hardware location evaluated, and the
//! element → (warp, lane, register) table.

use std::fmt::Write as _;

use clap::Args;
use serde_json::{Value, json};
use weft_layout::element::ScalarType;
use weft_layout::text::parse_shape;
use weft_layout::triton::syntax::parse_tensor_memory_encoding;
use weft_layout::triton::syntax::{
    TritonAttribute, parse_attribute, parse_gluon_attribute, print_encoding,
};
use weft_layout::triton::tensor_memory::TensorMemoryEncoding;
use weft_layout::triton::tensor_memory_registers::message_register_layout;
use weft_layout::triton::{Encoding, LinearLayout, TritonLayout};
use weft_layout::{IrFacts, Layout, LayoutError};

use crate::metal::count_json;
use crate::table::element_table;

mod in_shared;
mod in_tensor_memory;
mod shared;

use in_shared::InShared;
use in_tensor_memory::InTensorMemory;

#[derive(Args, Debug)]
pub struct TritonArgs {
    /// The encoding, e.g. '#ttg.blocked<{sizePerThread = [1, 4], ...}>', or as Gluon
    /// writes it, e.g. 'BlockedLayout([1, 4], [4, 8], [4, 1], [1, 0])'; or a shared-memory
    /// one, e.g. '#ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>'.
    encoding: String,
    /// The tensor shape, e.g. 16x64.
    #[arg(long)]
    shape: String,
    /// Evaluate one location, e.g. register=3,lane=5, or offset=9 for a shared-memory
    /// encoding (missing dims are 0).
    #[arg(long)]
    apply: Option<String>,
    /// The module's ttg.num-warps, checked against the encoding.
    #[arg(long)]
    num_warps: Option<i64>,
    /// The module's ttg.threads-per-warp (default 32, 64 for AMD encodings), checked against
    /// the encoding.
    #[arg(long)]
    threads_per_warp: Option<i64>,
    /// The module's ttg.num-ctas (default 1), checked against the encoding.
    #[arg(long)]
    num_ctas: Option<i64>,
    /// A shared-memory encoding to place the distributed layout in: the offset each
    /// register of each thread reads or writes (as ttg.local_load and ttg.local_store do).
    #[arg(long, value_name = "SHARED_ENCODING")]
    shared: Option<String>,
    /// A tensor-memory encoding ('#ttng.tensor_memory_encoding<...>') of a buffer of the
    /// tensor's shape: which tcgen05.ld / tcgen05.st message moves the layout to or from it
    /// (what ttng.tmem_load and ttng.tmem_store need), or why none does.
    #[arg(long, value_name = "TMEM_ENCODING")]
    tmem: Option<String>,
    /// With --tmem or a tensor-memory encoding: the element type (default f32, or i8 for
    /// a buffer of scales, whose elements are 8-bit).
    #[arg(long)]
    element: Option<String>,
    /// With a tensor-memory encoding ('#ttng.tensor_memory_encoding<...>') instead of a
    /// register layout: the tcgen05 message shape (32x32b, 16x64b, 16x128b, 16x256b) whose
    /// register layout Triton gives a buffer of the shape (with --num-warps, default 4).
    #[arg(long, default_value = "32x32b")]
    message: String,
    /// With --tmem: the registers a thread may have (ttg.maxnreg).
    #[arg(long, default_value_t = 256, requires = "tmem")]
    max_registers: u32,
    /// Describe the transpose by ORDER instead, e.g. 1,0: the encoding `tt.trans` (or
    /// `ttg.memdesc_trans`, for a shared-memory encoding) gives the result, whose dim d is
    /// the tensor's dim ORDER[d].
    #[arg(long, value_name = "ORDER")]
    trans: Option<String>,
    /// Draw which location holds each element.
    #[arg(long)]
    table: bool,
    /// Print the result as JSON.
    #[arg(long, conflicts_with = "table")]
    json: bool,
}

const HARDWARE_DIMS: [&str; 4] = ["register", "lane", "warp", "block"];

pub fn run(args: &TritonArgs) -> Result<String, String> {
    report(args).map_err(|e| e.to_string())
}

fn report(args: &TritonArgs) -> Result<String, LayoutError> {
    let shape = parse_shape(&args.shape)?;
    let text = args.encoding.trim();
    // `#ttg.…` as Triton prints it, else a Gluon constructor call.
    let attribute = if text.starts_with("#ttng.tensor_memory") {
        TritonAttribute::Distributed(message_layout(args, text, &shape)?)
    } else if text.starts_with('#') {
        parse_attribute(text)?
    } else {
        parse_gluon_attribute(text)?
    };
    let (attribute, shape) = match &args.trans {
        Some(order) => transposed(attribute, &shape, order)?,
        None => (attribute, shape),
    };
    let encoding = match attribute {
        TritonAttribute::Distributed(encoding) => encoding,
        TritonAttribute::Shared(shared) => return shared::report(args, &shape, &shared),
    };
    let layout = TritonLayout::try_new(&shape, encoding.clone())?;
    let mut facts = IrFacts::default();
    if let Some(warps) = args.num_warps {
        facts.module.insert("ttg.num-warps".into(), warps);
    }
    if let Some(threads) = args.threads_per_warp {
        facts.module.insert("ttg.threads-per-warp".into(), threads);
    }
    if let Some(ctas) = args.num_ctas {
        facts.module.insert("ttg.num-ctas".into(), ctas);
    }
    layout.check_facts(&facts)?;
    let linear = layout.linear();
    let applied = match &args.apply {
        Some(text) => Some(apply(linear, text, &HARDWARE_DIMS)?),
        None => None,
    };
    let location = match &args.apply {
        Some(text) => Some(parse_location(text, &HARDWARE_DIMS)?),
        None => None,
    };
    let in_shared = match &args.shared {
        Some(text) => Some(InShared::new(text, &shape, linear)?),
        None => None,
    };
    let in_tensor_memory = match &args.tmem {
        Some(text) => Some(InTensorMemory::new(
            text,
            &element_of(args, text),
            args.max_registers,
            &shape,
            linear,
        )?),
        None => None,
    };
    if args.json {
        let mut value = to_json(&layout, &encoding, applied.as_ref())?;
        if let Some(in_shared) = &in_shared {
            value["shared"] = in_shared.to_json(location.as_deref())?;
        }
        if let Some(in_tensor_memory) = &in_tensor_memory {
            value["tensor_memory"] = in_tensor_memory.to_json();
        }
        return Ok(format!("{value:#}\n"));
    }
    let mut out = String::new();
    let _ = writeln!(out, "{}", print_encoding(&encoding));
    let _ = writeln!(out, "linear: {}", linear_text(&encoding, linear));
    describe(&mut out, linear, &HARDWARE_DIMS)?;
    let free: Vec<String> = linear
        .free_variable_masks()
        .into_iter()
        .filter(|(_, mask)| *mask != 0)
        .map(|(dim, mask)| format!("{dim} {mask:#b}"))
        .collect();
    let _ = writeln!(
        out,
        "replication: each element in {} locations{}",
        layout.max_copies()?,
        if free.is_empty() {
            String::new()
        } else {
            format!(" (free bits: {})", free.join(", "))
        }
    );
    if let Some((location, element)) = &applied {
        let _ = writeln!(out, "{location} -> {element:?}");
    }
    if let Some(in_shared) = &in_shared {
        in_shared.describe(&mut out, location.as_deref())?;
    }
    if let Some(in_tensor_memory) = &in_tensor_memory {
        in_tensor_memory.describe(&mut out);
    }
    if args.table {
        out.push_str(&table(&layout)?);
    }
    Ok(out)
}

/// `--element`, or by default what a buffer in the tensor-memory encoding
/// `text` holds: 8-bit scales, else f32.
fn element_of(args: &TritonArgs, text: &str) -> String {
    match (&args.element, parse_tensor_memory_encoding(text)) {
        (Some(element), _) => element.clone(),
        (None, Ok(TensorMemoryEncoding::Scales(_))) => "i8".to_string(),
        (None, _) => "f32".to_string(),
    }
}

/// The register layout Triton gives a buffer of `shape` in the
/// tensor-memory encoding `text` for `--message`, as a `#ttg.linear`.
fn message_layout(args: &TritonArgs, text: &str, shape: &[i64]) -> Result<Encoding, LayoutError> {
    let tensor_memory = parse_tensor_memory_encoding(text)?;
    let element: ScalarType = element_of(args, text).parse()?;
    let warps = u32::try_from(args.num_warps.unwrap_or(4))
        .map_err(|_| LayoutError::Invalid("--num-warps must be positive".into()))?;
    match message_register_layout(&tensor_memory, shape, element.bits(), warps, &args.message)? {
        Some(layout) => Ok(Encoding::Linear(layout)),
        None => Err(LayoutError::Invalid(format!(
            "the {} message cannot move a {} buffer in {text} with {warps} warps",
            args.message,
            shape
                .iter()
                .map(i64::to_string)
                .collect::<Vec<_>>()
                .join("x")
        ))),
    }
}

/// The bases of each input dim of `dims`, the output sizes, and whether
/// the layout is injective and surjective.
fn describe(out: &mut String, linear: &LinearLayout, dims: &[&str]) -> Result<(), LayoutError> {
    for &dim in dims {
        let _ = writeln!(
            out,
            "  {dim} ({}): {}",
            1u64 << linear.in_dim_log2(dim)?,
            bases(linear, dim)?
        );
    }
    let sizes: Vec<String> = linear
        .out_dims()
        .iter()
        .map(|d| Ok(format!("{d}: {}", 1u64 << linear.out_dim_log2(d)?)))
        .collect::<Result<_, LayoutError>>()?;
    let _ = writeln!(out, "outputs: {}", sizes.join(", "));
    let yes = |b: bool| if b { "yes" } else { "no" };
    let _ = writeln!(
        out,
        "injective: {}, surjective: {}",
        yes(linear.is_injective()),
        yes(linear.is_surjective())
    );
    Ok(())
}

/// Each input dim's bases, and the output dims' names and sizes, as JSON.
fn bases_json(linear: &LinearLayout, dims: &[&str]) -> Result<(Value, Value), LayoutError> {
    let mut bases = serde_json::Map::new();
    for &dim in dims {
        bases.insert(dim.to_string(), json!(linear.bases(dim)?));
    }
    let outs: Vec<Value> = linear
        .out_dims()
        .iter()
        .map(|d| Ok(json!({"name": d, "size": 1u64 << linear.out_dim_log2(d)?})))
        .collect::<Result<_, LayoutError>>()?;
    Ok((Value::Object(bases), Value::Array(outs)))
}

fn bases(linear: &LinearLayout, dim: &str) -> Result<String, LayoutError> {
    let bases: Vec<String> = linear
        .bases(dim)?
        .iter()
        .map(|b| format!("{b:?}"))
        .collect();
    Ok(format!("[{}]", bases.join(", ")))
}

/// Evaluates `register=3,lane=5` over the input `dims`; returns the
/// location as given in full and the element.
fn apply(
    linear: &LinearLayout,
    text: &str,
    dims: &[&str],
) -> Result<(String, Vec<u64>), LayoutError> {
    let ins = parse_location(text, dims)?;
    let element = linear.apply(&ins)?.into_iter().map(|(_, v)| v).collect();
    let location: Vec<String> = ins.iter().map(|(d, v)| format!("{d}={v}")).collect();
    Ok((location.join(", "), element))
}

/// `register=3,lane=5` as a value for each of `dims` (0 where not given).
fn parse_location<'d>(text: &str, dims: &[&'d str]) -> Result<Vec<(&'d str, u64)>, LayoutError> {
    let mut values = vec![0u64; dims.len()];
    for part in text.split(',').filter(|p| !p.trim().is_empty()) {
        let (name, value) = part.split_once('=').ok_or_else(|| LayoutError::Parse {
            what: "location",
            text: text.to_string(),
            reason: "expected dim=value pairs, e.g. register=3,lane=5".into(),
        })?;
        let index =
            dims.iter()
                .position(|d| *d == name.trim())
                .ok_or_else(|| LayoutError::Parse {
                    what: "location",
                    text: text.to_string(),
                    reason: format!("unknown dim {}; expected {}", name.trim(), one_of(dims)),
                })?;
        values[index] = value.trim().parse().map_err(|_| LayoutError::Parse {
            what: "location",
            text: text.to_string(),
            reason: format!("{} is not a non-negative integer", value.trim()),
        })?;
    }
    Ok(dims.iter().copied().zip(values).collect())
}

/// `a, b or c`.
fn one_of(names: &[&str]) -> String {
    match names {
        [] => String::new(),
        [one] => one.to_string(),
        [rest @ .., last] => format!("{} or {last}", rest.join(", ")),
    }
}

/// The encoding and shape of the transpose by `order` (`1,0`).
fn transposed(
    attribute: TritonAttribute,
    shape: &[i64],
    order: &str,
) -> Result<(TritonAttribute, Vec<i64>), LayoutError> {
    let order: Vec<usize> = order
        .split(',')
        .map(|d| d.trim().parse::<usize>())
        .collect::<Result<_, _>>()
        .map_err(|_| {
            LayoutError::Invalid(format!(
                "--trans takes the dims in their new order, e.g. 1,0; got '{order}'"
            ))
        })?;
    if order.len() != shape.len() {
        return Err(LayoutError::Invalid(format!(
            "--trans orders {} dims but the shape has {}",
            order.len(),
            shape.len()
        )));
    }
    let result = attribute.transposed(shape, &order)?;
    Ok((result, order.iter().map(|&d| shape[d]).collect()))
}

fn to_json(
    layout: &TritonLayout,
    encoding: &Encoding,
    applied: Option<&(String, Vec<u64>)>,
) -> Result<Value, LayoutError> {
    let linear = layout.linear();
    let (bases, outs) = bases_json(linear, &HARDWARE_DIMS)?;
    let free: serde_json::Map<String, Value> = linear
        .free_variable_masks()
        .into_iter()
        .map(|(dim, mask)| (dim, json!(mask)))
        .collect();
    Ok(json!({
        "encoding": print_encoding(encoding),
        "linear": linear_text(encoding, linear),
        "bases": bases,
        "outputs": outs,
        "injective": linear.is_injective(),
        "surjective": linear.is_surjective(),
        "copies": count_json(layout.max_copies()?),
        "free_variable_masks": free,
        "apply": applied.map(|(location, element)| json!({"location": location, "element": element})),
    }))
}

/// Each element's first location, `wW:tL:rR` (with `bB:` in front when
/// there are several CTAs).
fn table(layout: &TritonLayout) -> Result<String, LayoutError> {
    let blocks = layout.physical_space().workers()[0].size > 1;
    // Slots are (block, warp, lane, register).
    element_table(
        layout,
        "element -> first location (warp:thread:register)",
        |slot| {
            let block = if blocks {
                format!("b{}:", slot[0])
            } else {
                String::new()
            };
            format!("{block}w{}:t{}:r{}", slot[1], slot[2], slot[3])
        },
    )
}

/// The linear encoding convert-ttg-to-linear writes for `encoding`:
/// `#ttg.linear`, but a `#ttg.generic_linear` stays generic (its bits may
/// repeat, which a `#ttg.linear` cannot say).
fn linear_text(encoding: &Encoding, linear: &LinearLayout) -> String {
    match encoding {
        Encoding::GenericLinear(_) => print_encoding(&Encoding::GenericLinear(linear.clone())),
        _ => print_encoding(&Encoding::Linear(linear.clone())),
    }
}

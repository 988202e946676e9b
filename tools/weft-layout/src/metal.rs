//! `weft-layout metal`: build a metal layout from a shape and a grid (or
//! read one of any tt-mlir era) and report its shapes and padding, and with
//! `--ttcore` today's tt-mlir form of it and the device tensor carrying it.

use std::fmt::Write as _;

use clap::Args;
use serde_json::{Value, json};
use weft_layout::element::ScalarType;
use weft_layout::metal::collapse::{BuildOptions, build};
use weft_layout::metal::syntax::buffer_type;
use weft_layout::metal::{
    AnyMetalEncoding, CoreRegion, DeviceEncoding, DeviceMetalLayout, MemoryLayout, MetalLayout,
    Namespace,
};
use weft_layout::metal::{ShardElement, Tile, TileDataType};
use weft_layout::model::for_each_index;
use weft_layout::text::{parse_intervals, parse_shape};
use weft_layout::{Layout, LayoutError, Storage};

#[derive(Args, Debug)]
pub struct MetalArgs {
    /// The logical tensor shape, e.g. 53x63 (for today's `logical_shape`
    /// form given with --layout: the device tensor's shape, grid ++ shard).
    #[arg(long)]
    shape: String,
    /// Analyse this attribute (copied from IR) instead of building one: any
    /// form, `#tt.` or `#ttcore.`, map-based (4 or 5 fields) or today's.
    #[arg(
        long,
        conflicts_with_all = ["grid", "collapse", "align", "tile", "dtype", "memory_space", "oob"]
    )]
    layout: Option<String>,
    /// The core grid, e.g. 3x2.
    #[arg(long, default_value = "1x1")]
    grid: String,
    /// Collapse intervals begin:end,... (negative bounds count from the rank).
    #[arg(long, default_value = "0:-1", allow_hyphen_values = true)]
    collapse: String,
    /// Per tensor dim, a multiple its size is rounded up to in strides, e.g. 1x32x1.
    #[arg(long)]
    align: Option<String>,
    /// The tensor's element type (a `!ttcore.tile<...>` for a tiled device
    /// tensor read with --layout).
    #[arg(long, default_value = "f32")]
    element: String,
    /// Tilize the shard with tiles of this shape, e.g. 32x32.
    #[arg(long)]
    tile: Option<String>,
    /// The tile data type (default: the one that stores the element type).
    #[arg(long, requires = "tile")]
    dtype: Option<String>,
    /// Where shards live: system, mmio, dram or l1.
    #[arg(long, default_value = "l1")]
    memory_space: String,
    /// The value of padding: undef, zero, one, inf or neginf.
    #[arg(long, default_value = "undef")]
    oob: String,
    /// Also print today's tt-mlir form of the built layout
    /// (`#ttcore.metal_layout<logical_shape = ...>`) and its device tensor.
    #[arg(long, conflicts_with = "layout")]
    ttcore: bool,
    /// Draw the grid of cores with the region and padding of each.
    #[arg(long)]
    table: bool,
    /// Print the result as JSON.
    #[arg(long, conflicts_with = "table")]
    json: bool,
}

/// How many cores the report, the table and the JSON list; a larger grid
/// is summarised, so that no input makes the calculator run for ages.
const LISTED_CORES: i64 = 256;

/// The regions of the first [`LISTED_CORES`] cores (row-major), and how many
/// cores there are in all.
fn listed_regions(layout: &MetalLayout) -> Result<(Vec<CoreRegion>, i64), LayoutError> {
    let grid = layout.encoding().grid();
    let total: i64 = grid.iter().product();
    let mut regions = Vec::new();
    for rank in 0..total.min(LISTED_CORES) {
        let mut core = vec![0i64; grid.len()];
        let mut rest = rank;
        for (dim, &size) in grid.iter().enumerate().rev() {
            core[dim] = rest % size;
            rest /= size;
        }
        regions.push(layout.core_region(&core)?);
    }
    Ok((regions, total))
}

/// Builds the layout `args` describe and renders it.
pub fn run(args: &MetalArgs) -> Result<String, String> {
    let (layout, today) = layout_of(args).map_err(|e| e.to_string())?;
    if args.json {
        let mut value = to_json(&layout).map_err(|e| e.to_string())?;
        if let (Some(today), Value::Object(map)) = (&today, &mut value) {
            map.extend(today.json());
        }
        return Ok(format!("{value:#}\n"));
    }
    let mut out = report(&layout, today.as_ref()).map_err(|e| e.to_string())?;
    if args.table {
        out.push_str(&table(&layout).map_err(|e| e.to_string())?);
    }
    Ok(out)
}

/// Today's tt-mlir form beside the map-based one: the attribute and the
/// device tensor carrying it, or why no device tensor exists; for a layout
/// read in today's form, also its warnings.
struct TodayForm {
    attribute: String,
    /// tt-mlir's physical shape (aligned running products), in scalars.
    physical: Vec<i64>,
    device_tensor: Result<String, String>,
    /// The map-based form of a layout read in today's form.
    as_map: Option<String>,
    warnings: Vec<String>,
}

impl TodayForm {
    fn lines(&self) -> String {
        let mut out = String::new();
        if let Some(map) = &self.as_map {
            let _ = writeln!(out, "as map: {map}");
        } else {
            let _ = writeln!(out, "ttcore: {}", self.attribute);
        }
        let _ = writeln!(out, "ttcore physical shape: {}", dims(&self.physical));
        match &self.device_tensor {
            Ok(tensor) => {
                let _ = writeln!(out, "device tensor: {tensor}");
            }
            Err(reason) => {
                let _ = writeln!(out, "device tensor: none ({reason})");
            }
        }
        for warning in &self.warnings {
            let _ = writeln!(out, "warning: {warning}");
        }
        out
    }

    fn json(&self) -> serde_json::Map<String, Value> {
        let mut map = serde_json::Map::new();
        map.insert("ttcore".into(), json!(self.attribute));
        map.insert("ttcore_physical_shape".into(), json!(self.physical));
        map.insert(
            "device_tensor".into(),
            match &self.device_tensor {
                Ok(tensor) => json!(tensor),
                Err(_) => Value::Null,
            },
        );
        if let Err(reason) = &self.device_tensor {
            map.insert("device_tensor_missing".into(), json!(reason));
        }
        if let Some(text) = &self.as_map {
            map.insert("as_map".into(), json!(text));
        }
        map.insert("warnings".into(), json!(self.warnings));
        map
    }
}

/// `tensor<8x8x4x4x!ttcore.tile<32x32, f32>, #ttcore.metal_layout<...>>`.
fn device_tensor(shape: &[i64], element: &str, attribute: &str) -> String {
    let sizes: String = shape.iter().map(|size| format!("{size}x")).collect();
    format!("tensor<{sizes}{element}, {attribute}>")
}

/// Today's form of a built layout: the same logical shape, intervals and
/// alignments (tt-mlir's by default for tiles), the same memory space, on
/// the same grid.
fn today_of(
    shape: &[i64],
    intervals: &[(i64, i64)],
    alignments: &[i64],
    options: &BuildOptions,
    layout: &MetalLayout,
) -> Result<TodayForm, LayoutError> {
    let intervals: Vec<[i64; 2]> = intervals.iter().map(|&(a, b)| [a, b]).collect();
    let tile = options.tile.map(|t| [t.height(), t.width()]);
    let alignments = match (alignments.is_empty(), tile) {
        (false, _) => alignments.to_vec(),
        (true, Some(tile)) => DeviceEncoding::tile_alignments(shape, &intervals, tile)?,
        (true, None) => vec![1; shape.len()],
    };
    let encoding = DeviceEncoding::try_new(
        Namespace::TtCore,
        shape.to_vec(),
        alignments,
        intervals,
        options.memory_space,
        Some(MemoryLayout::Sharded),
    )?;
    let element = layout.encoding().shard().element().text(Namespace::TtCore);
    let attribute = encoding.to_string();
    let device_tensor = encoding
        .device_shape(&options.grid, tile)
        .map(|shape| device_tensor(&shape, &element, &attribute))
        .map_err(|e| e.to_string());
    Ok(TodayForm {
        physical: encoding.physical_shape()?,
        attribute,
        device_tensor,
        as_map: None,
        warnings: Vec::new(),
    })
}

fn layout_of(args: &MetalArgs) -> Result<(MetalLayout, Option<TodayForm>), LayoutError> {
    let shape = parse_shape(&args.shape)?;
    if let Some(text) = &args.layout {
        return match text.parse::<AnyMetalEncoding>()? {
            AnyMetalEncoding::Map(encoding) => Ok((
                MetalLayout::for_tensor(&shape, args.element.parse()?, encoding)?,
                None,
            )),
            AnyMetalEncoding::Device(encoding) => {
                let element: ShardElement = args.element.parse()?;
                let attribute = encoding.to_string();
                let physical = encoding.physical_shape()?;
                let device = DeviceMetalLayout::try_new(&shape, element, encoding)?;
                // The analysis below places every element.
                device.placement()?;
                let today = TodayForm {
                    physical,
                    device_tensor: Ok(device_tensor(
                        device.device_shape(),
                        &element.text(device.encoding().namespace()),
                        &attribute,
                    )),
                    attribute,
                    as_map: Some(device.as_metal().encoding().to_string()),
                    warnings: device.warnings(),
                };
                Ok((device.as_metal().clone(), Some(today)))
            }
        };
    }
    let element: ScalarType = args.element.parse()?;
    let tile = match &args.tile {
        Some(text) => {
            let sides = parse_shape(text)?;
            let [height, width] = sides[..] else {
                return Err(LayoutError::Parse {
                    what: "tile",
                    text: text.clone(),
                    reason: "expected two sizes, e.g. 32x32".to_string(),
                });
            };
            let data_type = match &args.dtype {
                Some(name) => name.parse()?,
                None => TileDataType::for_scalar(element)?,
            };
            Some(Tile::try_new(height, width, data_type)?)
        }
        None => None,
    };
    let options = BuildOptions {
        grid: parse_shape(&args.grid)?,
        collapse_intervals: parse_intervals(&args.collapse)?,
        alignments: match &args.align {
            Some(text) => parse_shape(text)?,
            None => Vec::new(),
        },
        tile,
        memory_space: args.memory_space.parse()?,
        oob: args.oob.parse()?,
    };
    let layout = build(&shape, element, &options)?;
    let today = if args.ttcore {
        Some(today_of(
            &shape,
            &options.collapse_intervals,
            &options.alignments,
            &options,
            &layout,
        )?)
    } else {
        None
    };
    Ok((layout, today))
}

fn dims(sizes: &[i64]) -> String {
    weft_layout::text::join(sizes, "x")
}

fn ranges(ranges: &[(i64, i64)]) -> String {
    ranges
        .iter()
        .map(|(start, end)| format!("{start}..{end}"))
        .collect::<Vec<_>>()
        .join(", ")
}

fn logical(index: &Option<Vec<i64>>) -> String {
    match index {
        Some(index) => format!("{index:?}"),
        None => "-".to_string(),
    }
}

fn report(layout: &MetalLayout, today: Option<&TodayForm>) -> Result<String, LayoutError> {
    let encoding = layout.encoding();
    let mut out = String::new();
    match today {
        Some(today) if today.as_map.is_some() => {
            let _ = writeln!(out, "{}", today.attribute);
            out.push_str(&today.lines());
        }
        Some(today) => {
            let _ = writeln!(out, "{encoding}");
            out.push_str(&today.lines());
        }
        None => {
            let _ = writeln!(out, "{encoding}");
        }
    }
    if let Some(memory_layout) = encoding.memory_layout() {
        let _ = writeln!(out, "memory layout: {memory_layout}");
    }
    let _ = writeln!(out, "physical shape: {}", dims(layout.physical_shape()));
    let _ = writeln!(out, "shard: {}", dims(layout.scalar_shard()));
    if let ShardElement::Tile(tile) = encoding.shard().element() {
        let _ = writeln!(
            out,
            "tiled shard: {} tiles of {}x{} ({} bytes each)",
            dims(encoding.shard().shape()),
            tile.height(),
            tile.width(),
            tile.bytes()?
        );
    }
    let _ = writeln!(out, "buffer: {}", buffer_type(layout)?);
    let _ = writeln!(out, "padding per dim:");
    for (dim, padding) in layout.dim_padding().iter().enumerate() {
        let _ = writeln!(
            out,
            "  dim {dim}: grid {}, tile {}",
            padding.grid, padding.tile
        );
    }
    let (regions, total) = listed_regions(layout)?;
    let _ = writeln!(out, "padding per core:");
    for region in &regions {
        let _ = writeln!(
            out,
            "  core {:?}: physical [{}], logical {} to {}, padded {}, {} elements, {} padding",
            region.core,
            ranges(&region.physical),
            logical(&region.first_logical),
            logical(&region.last_logical),
            dims(&region.padded),
            region.elements,
            region.padding_elements
        );
    }
    if total > LISTED_CORES {
        let _ = writeln!(out, "  ... and {} more cores", total - LISTED_CORES);
    }
    let slots = layout.physical_space().slot_count();
    let padding = layout.padding_slot_count()?;
    let _ = writeln!(
        out,
        "padded: {padding} of {slots} slots ({:.2}%)",
        100.0 * layout.padded_fraction()?
    );
    Ok(out)
}

fn region_json(region: &CoreRegion) -> Value {
    json!({
        "core": region.core,
        "physical": region.physical.iter().map(|(s, e)| json!([s, e])).collect::<Vec<_>>(),
        "first_logical": region.first_logical,
        "last_logical": region.last_logical,
        "padded": region.padded,
        "elements": region.elements,
        "padding_elements": region.padding_elements,
    })
}

fn to_json(layout: &MetalLayout) -> Result<Value, LayoutError> {
    let encoding = layout.encoding();
    let Storage::Buffer(buffer) = layout.storage()? else {
        return Err(LayoutError::Invalid(
            "a metal layout is stored in a buffer".into(),
        ));
    };
    Ok(json!({
        "attribute": encoding.to_string(),
        "logical_shape": layout.logical_shape(),
        "element": layout.element().to_string(),
        "map": encoding.map().to_string(),
        "grid": encoding.grid(),
        "physical_shape": layout.physical_shape(),
        "shard": layout.scalar_shard(),
        "memref_shape": encoding.shard().shape(),
        "memref_element": encoding.shard().element().to_string(),
        "memory_space": encoding.shard().memory_space().keyword(),
        "oob": encoding.oob().keyword(),
        "memory_layout": encoding.memory_layout().map(|m| m.keyword()),
        "buffer": buffer_type(layout)?,
        "buffer_byte_strides": buffer.local_byte_strides,
        "dim_padding": layout.dim_padding().iter()
            .map(|p| json!({"grid": p.grid, "tile": p.tile}))
            .collect::<Vec<_>>(),
        "cores": listed_regions(layout)?.0.iter().map(region_json).collect::<Vec<_>>(),
        "core_count": encoding.grid().iter().product::<i64>(),
        "slots": count_json(layout.slot_count()),
        "padding_slots": count_json(layout.padding_slot_count()?),
        "padded_fraction": layout.padded_fraction()?,
    }))
}

/// A count as a JSON number, or as a decimal string when it exceeds what
/// JSON readers hold exactly (2^64).
pub fn count_json(count: u128) -> Value {
    u64::try_from(count).map_or_else(|_| Value::String(count.to_string()), Value::from)
}

/// The grid of cores as boxes, one table per slice of the leading grid dims
/// (the last two grid dims are rows and columns).
fn table(layout: &MetalLayout) -> Result<String, LayoutError> {
    let grid = layout.encoding().grid();
    let (regions, total) = listed_regions(layout)?;
    if total > LISTED_CORES {
        return Err(LayoutError::Invalid(format!(
            "--table draws grids of at most {LISTED_CORES} cores, this one has {total}"
        )));
    }
    let cell = |region: &CoreRegion| -> Vec<String> {
        vec![
            format!("core {:?}", region.core),
            format!("[{}]", ranges(&region.physical)),
            format!("padded {}", dims(&region.padded)),
            format!("{} elem", region.elements),
        ]
    };
    let cells: Vec<Vec<String>> = regions.iter().map(cell).collect();
    let width = cells
        .iter()
        .flatten()
        .map(|line| line.len())
        .max()
        .unwrap_or(0);
    let (columns, rows) = match grid.len() {
        0 => (1, 1),
        1 => (grid[0] as usize, 1),
        n => (grid[n - 1] as usize, grid[n - 2] as usize),
    };
    let leading: Vec<i64> = grid[..grid.len().saturating_sub(2)].to_vec();
    let border = format!(
        "+{}\n",
        format!("{}+", "-".repeat(width + 2)).repeat(columns)
    );
    let mut out = String::new();
    let mut slice = 0usize;
    for_each_index(&leading, |prefix| {
        if !leading.is_empty() {
            let _ = writeln!(out, "grid slice {prefix:?}:");
        }
        for row in 0..rows {
            out.push_str(&border);
            let first = slice * rows * columns + row * columns;
            let row_cells = &cells[first..first + columns];
            let height = row_cells.iter().map(Vec::len).max().unwrap_or(0);
            for line in 0..height {
                out.push('|');
                for cell in row_cells {
                    let text = cell.get(line).map_or("", String::as_str);
                    let _ = write!(out, " {text:<width$} |");
                }
                out.push('\n');
            }
        }
        out.push_str(&border);
        slice += 1;
        Ok(())
    })?;
    Ok(out)
}

//! `weft-layout metal`: build a metal layout from a shape and a grid and
//! report its shapes and padding.

use std::fmt::Write as _;

use clap::Args;
use serde_json::{Value, json};
use weft_layout::element::ScalarType;
use weft_layout::metal::collapse::{BuildOptions, build};
use weft_layout::metal::syntax::buffer_type;
use weft_layout::metal::{CoreRegion, MetalEncoding, MetalLayout};
use weft_layout::metal::{ShardElement, Tile, TileDataType};
use weft_layout::model::for_each_index;
use weft_layout::text::{parse_intervals, parse_shape};
use weft_layout::{Layout, LayoutError, Storage};

#[derive(Args, Debug)]
pub struct MetalArgs {
    /// The logical tensor shape, e.g. 53x63.
    #[arg(long)]
    shape: String,
    /// Analyse this attribute (copied from IR) instead of building one.
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
    /// The tensor's element type.
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
    let layout = layout_of(args).map_err(|e| e.to_string())?;
    if args.json {
        return Ok(format!(
            "{:#}\n",
            to_json(&layout).map_err(|e| e.to_string())?
        ));
    }
    let mut out = report(&layout).map_err(|e| e.to_string())?;
    if args.table {
        out.push_str(&table(&layout).map_err(|e| e.to_string())?);
    }
    Ok(out)
}

fn layout_of(args: &MetalArgs) -> Result<MetalLayout, LayoutError> {
    let shape = parse_shape(&args.shape)?;
    let element: ScalarType = args.element.parse()?;
    if let Some(text) = &args.layout {
        return MetalLayout::try_new(&shape, element, text.parse::<MetalEncoding>()?);
    }
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
    build(&shape, element, &options)
}

fn dims(sizes: &[i64]) -> String {
    sizes
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join("x")
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

fn report(layout: &MetalLayout) -> Result<String, LayoutError> {
    let encoding = layout.encoding();
    let mut out = String::new();
    let _ = writeln!(out, "{encoding}");
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

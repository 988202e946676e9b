//! `tt-assign-layouts`: gives every tensor without an encoding a metal
//! layout for one grid, like tt-mlir's layout pass.
//!
//! ```mlir
//! // tt-assign-layouts{grid=3x2}
//! func.func @f(%a: tensor<53x63xf32>) -> tensor<53x63xf32>
//! // becomes
//! func.func @f(%a: tensor<53x63xf32, #tt.metal_layout<(d0, d1) -> (d0, d1),
//!     undef, <3x2>, memref<18x32xf32, #tt.memory_space<l1>>>>) -> tensor<...same...>
//! ```
//!
//! Every ranked tensor type without an encoding is rewritten where values
//! are defined — op results, block arguments — and in function signatures,
//! so uses stay consistent. The layout comes from
//! `weft_layout::metal::collapse::build`; a tensor it cannot lay out
//! (dynamic dims, too many dims for the grid, an element no tile stores)
//! is an error at the value. A type an op needs as it is keeps it, with a
//! warning at the op: a layout embeds its element type, so the two sides
//! of `arith.truncf`, which must carry one encoding, stay plain
//! (`crate::ir::retype_valid`).

use melior::ir::r#type::TypeLike;
use melior::ir::{OperationRef, Type};
use melior::pass::Pass;
use weft_layout::metal::collapse::{BuildOptions, build};
use weft_layout::metal::{MemorySpace, OobValue, Tile, TileDataType};
use weft_layout::text::{parse_bool, parse_intervals, parse_shape};

use crate::ir::retype_valid::retype_all_keeping_valid;
use crate::layouts::Unencoded;
use crate::pass::{PassInfo, PassOption, WeftPass, create_pass};
use crate::tt::MetalLayoutAttr;

/// How `--help` and pipelines know the pass.
pub const INFO: PassInfo = PassInfo {
    name: "TTAssignLayouts",
    argument: "tt-assign-layouts",
    summary: "Give every tensor without an encoding a metal layout for one grid",
    options: &[
        PassOption {
            name: "grid",
            description: "The core grid, e.g. 8x8",
            default: "1x1",
        },
        PassOption {
            name: "tiled",
            description: "Store shards in 32x32 tiles of the tensor's element type",
            default: "false",
        },
        PassOption {
            name: "memory-space",
            description: "Where shards live: system, mmio, dram or l1",
            default: "l1",
        },
        PassOption {
            name: "collapse",
            description: "Collapse intervals begin:end,... over tensor dims (negative counts from the rank)",
            default: "0:-1",
        },
        PassOption {
            name: "oob",
            description: "The value of padding: undef, zero, one, inf or neginf",
            default: "undef",
        },
    ],
    dependent_dialects: || vec![crate::tt::dialect_handle()],
};

#[repr(align(8))]
struct PassId;
static PASS_ID: PassId = PassId;

/// The options of `tt-assign-layouts`, typed: what
/// `tt-assign-layouts{grid=8x8 tiled=true ...}` says in a pipeline.
/// `Default` is the pass's defaults (a 1x1 grid, scalar shards in L1, the
/// whole tensor collapsed onto the grid's rows, undefined padding).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AssignLayoutsOptions {
    /// The core grid (`grid=8x8`).
    pub grid: Vec<i64>,
    /// Store shards in 32x32 tiles of the tensor's element type.
    pub tiled: bool,
    /// Where shards live.
    pub memory_space: MemorySpace,
    /// Collapse intervals `(begin, end)` over tensor dims, negative
    /// counting from the rank.
    pub collapse_intervals: Vec<(i64, i64)>,
    /// The value of padding.
    pub oob: OobValue,
}

impl Default for AssignLayoutsOptions {
    fn default() -> Self {
        let defaults = BuildOptions::default();
        Self {
            grid: defaults.grid,
            tiled: false,
            memory_space: defaults.memory_space,
            collapse_intervals: defaults.collapse_intervals,
            oob: defaults.oob,
        }
    }
}

impl From<AssignLayoutsOptions> for AssignLayouts {
    fn from(options: AssignLayoutsOptions) -> Self {
        Self {
            options: BuildOptions {
                grid: options.grid,
                collapse_intervals: options.collapse_intervals,
                memory_space: options.memory_space,
                oob: options.oob,
                ..BuildOptions::default()
            },
            tiled: options.tiled,
        }
    }
}

/// The pass with its options applied; `Default` is a 1x1 grid, scalar
/// shards in L1.
#[derive(Clone, Debug, Default)]
pub struct AssignLayouts {
    options: BuildOptions,
    tiled: bool,
}

impl WeftPass for AssignLayouts {
    fn configure(&mut self, values: &[&str]) -> Result<(), String> {
        let [grid, tiled, memory_space, collapse, oob] = values else {
            return Err(format!("expected 5 option values, got {}", values.len()));
        };
        let named = |name: &str, e: weft_layout::LayoutError| format!("invalid {name} option: {e}");
        self.options.grid = parse_shape(grid).map_err(|e| named("grid", e))?;
        self.tiled = parse_bool(tiled).map_err(|e| named("tiled", e))?;
        self.options.memory_space = memory_space.parse().map_err(|e| named("memory-space", e))?;
        self.options.collapse_intervals =
            parse_intervals(collapse).map_err(|e| named("collapse", e))?;
        self.options.oob = oob.parse().map_err(|e| named("oob", e))?;
        Ok(())
    }

    fn run(&mut self, operation: OperationRef<'_, '_>) -> bool {
        self.assign_all(operation)
    }
}

impl AssignLayouts {
    /// Rewrites every type under `operation`; returns whether any failed.
    fn assign_all(&self, operation: OperationRef<'_, '_>) -> bool {
        retype_all_keeping_valid(operation, "a metal layout", |r#type| {
            self.layout_type(r#type)
        })
    }

    /// The laid-out version of `r#type`, `None` if it needs none.
    fn layout_type<'c>(&self, r#type: Type<'c>) -> Result<Option<Type<'c>>, String> {
        const WHAT: &str = "metal layout";
        let Some(tensor) = Unencoded::of(r#type, WHAT)? else {
            return Ok(None);
        };
        let cannot = |e: weft_layout::LayoutError| tensor.cannot(WHAT, e);
        let mut options = self.options.clone();
        if self.tiled {
            let data_type = TileDataType::for_scalar(tensor.element).map_err(cannot)?;
            options.tile = Some(Tile::try_new(32, 32, data_type).map_err(cannot)?);
        }
        let layout = build(&tensor.shape, tensor.element, &options).map_err(cannot)?;
        let context_ref = r#type.context();
        // SAFETY: `to_ref` reinterprets the `ContextRef` binding itself as a
        // `Context`, so the reference is only valid while `context_ref` lives:
        // to the end of this function, past every use of `context`.
        let context = unsafe { context_ref.to_ref() };
        let attribute = MetalLayoutAttr::from_encoding(context, layout.encoding())
            .map_err(|e| tensor.cannot(WHAT, e))?;
        Ok(Some(tensor.with_encoding(attribute.into())))
    }
}

/// Creates `tt-assign-layouts` with default options (a 1x1 grid).
pub fn create_assign_layouts() -> Pass {
    create_assign_layouts_with(AssignLayouts::default())
}

/// Creates `tt-assign-layouts` with `options` (configure them with
/// [`WeftPass::configure`], in the order of the pass's options: `grid`,
/// `tiled`, `memory-space`, `collapse`, `oob`).
pub fn create_assign_layouts_with(pass: AssignLayouts) -> Pass {
    create_pass(pass, melior::ir::r#type::TypeId::create(&PASS_ID), &INFO)
}

/// Creates `tt-assign-layouts` with typed options:
///
/// ```
/// use weft_dialect::tt::{AssignLayoutsOptions, create_assign_layouts_with_options};
///
/// let pass = create_assign_layouts_with_options(AssignLayoutsOptions {
///     grid: vec![8, 8],
///     tiled: true,
///     ..AssignLayoutsOptions::default()
/// });
/// # drop(pass);
/// ```
pub fn create_assign_layouts_with_options(options: AssignLayoutsOptions) -> Pass {
    create_assign_layouts_with(options.into())
}

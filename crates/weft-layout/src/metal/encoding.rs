//! The `#tt.metal_layout` attribute as a value (also spelled
//! `#ttcore.metal_layout`, as tt-mlir has written it since 2025).

use std::fmt;

use super::ShardElement;
use crate::affine::AffineMap;
use crate::arith;
use crate::error::{LayoutError, Result};

keyword_enum! {
    /// The dialect a metal attribute is spelled in: tt-mlir renamed `tt` to
    /// `ttcore` in 2025. Attributes print in the namespace they were read
    /// in, and so do the buffers they lower to.
    pub enum Namespace ("dialect namespace") {
        Tt => "tt",
        TtCore => "ttcore",
    }
}

keyword_enum! {
    /// How a tensor's pages are spread over memory banks: the trailing
    /// keyword of the 5-field `#tt.metal_layout` (tt-mlir's first enum) and
    /// of today's `#ttcore.metal_layout` (`interleaved` or `sharded`).
    pub enum MemoryLayout ("memory layout") {
        Interleaved => "interleaved",
        SingleBank => "single_bank",
        HeightSharded => "height_sharded",
        WidthSharded => "width_sharded",
        BlockSharded => "block_sharded",
        Sharded => "sharded",
        /// No banking said (tt-mlir's 2024 `#tt.layout`).
        NoneLayout => "none_layout",
    }
}

keyword_enum! {
    /// Where a shard buffer lives (`#tt.memory_space<...>`).
    pub enum MemorySpace ("memory space") {
        /// Host memory the device cannot see.
        System => "system",
        /// Host memory the device can see.
        SystemMmio => "mmio",
        /// DRAM local to the device.
        DeviceDram => "dram",
        /// The SRAM of each core.
        DeviceL1 => "l1",
        /// A core's destination registers (today's tt-mlir only).
        RegisterDst => "dst",
    }
}

/// The value padding slots hold (`oob_val`): the model's padding value,
/// spelled the same way.
pub type OobValue = crate::model::PaddingValue;

/// One core's buffer: the `memref` parameter of a metal layout.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ShardBuffer {
    shape: Vec<i64>,
    element: ShardElement,
    memory_space: MemorySpace,
}

impl ShardBuffer {
    /// A shard of `shape` elements (tiles, if `element` is a tile); sizes
    /// must be positive and a tiled shard needs rank 2 or more.
    pub fn try_new(
        shape: Vec<i64>,
        element: ShardElement,
        memory_space: MemorySpace,
    ) -> Result<Self> {
        arith::require_positive(&shape, "memref dim")?;
        if element.tile().is_some() && shape.len() < 2 {
            return Err(LayoutError::invalid(format!(
                "a tiled memref needs rank 2 or more, got rank {}",
                shape.len()
            )));
        }
        Ok(Self {
            shape,
            element,
            memory_space,
        })
    }

    /// Sizes of the buffer, in elements of [`Self::element`].
    pub fn shape(&self) -> &[i64] {
        &self.shape
    }

    /// The element type: a scalar or a tile.
    pub fn element(&self) -> &ShardElement {
        &self.element
    }

    /// The memory the buffer lives in.
    pub fn memory_space(&self) -> MemorySpace {
        self.memory_space
    }
}

impl ShardBuffer {
    /// `memref<18x32xf32, #tt.memory_space<l1>>`, in `namespace`.
    pub fn text(&self, namespace: Namespace) -> String {
        let sizes: String = self.shape.iter().map(|size| format!("{size}x")).collect();
        format!(
            "memref<{sizes}{}, #{namespace}.memory_space<{}>>",
            self.element.text(namespace),
            self.memory_space.keyword()
        )
    }
}

/// The parameters of a `#tt.metal_layout`, independent of the tensor.
///
/// Structural invariants, the same the dialect's `verify()` checks:
/// the map has one result per grid dimension, the shard has the grid's rank,
/// grid sizes are positive.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct MetalEncoding {
    map: AffineMap,
    oob: OobValue,
    grid: Vec<i64>,
    shard: ShardBuffer,
    /// The 5-field form's trailing keyword, when written.
    memory_layout: Option<MemoryLayout>,
    namespace: Namespace,
    /// Spelled `#tt.layout`, tt-mlir's name for this form in 2024.
    legacy_name: bool,
}

impl MetalEncoding {
    /// An encoding; see the type's invariants.
    pub fn try_new(
        map: AffineMap,
        oob: OobValue,
        grid: Vec<i64>,
        shard: ShardBuffer,
    ) -> Result<Self> {
        arith::require_positive(&grid, "grid dim")?;
        arith::product(&grid, "grid size")?;
        arith::require_same_rank(
            "linear map results and grid",
            map.results().len(),
            grid.len(),
        )?;
        arith::require_same_rank("memref and grid", shard.shape().len(), grid.len())?;
        Ok(Self {
            map,
            oob,
            grid,
            shard,
            memory_layout: None,
            namespace: Namespace::Tt,
            legacy_name: false,
        })
    }

    /// The same layout with the 5-field form's memory layout (or without).
    #[must_use = "returns a new encoding"]
    pub fn with_memory_layout(mut self, memory_layout: Option<MemoryLayout>) -> Self {
        self.memory_layout = memory_layout;
        self
    }

    /// The same layout spelled in `namespace`.
    #[must_use = "returns a new encoding"]
    pub fn with_namespace(mut self, namespace: Namespace) -> Self {
        self.namespace = namespace;
        self
    }

    /// The same layout spelled `#tt.layout` (tt-mlir's 2024 name, in the
    /// `tt` namespace only) or not.
    #[must_use = "returns a new encoding"]
    pub fn with_legacy_name(mut self, legacy_name: bool) -> Self {
        self.legacy_name = legacy_name;
        self
    }

    /// Whether the attribute is spelled `#tt.layout`.
    pub fn legacy_name(&self) -> bool {
        self.legacy_name
    }

    /// The trailing memory layout of the 5-field form, if written.
    pub fn memory_layout(&self) -> Option<MemoryLayout> {
        self.memory_layout
    }

    /// The namespace the attribute is spelled in.
    pub fn namespace(&self) -> Namespace {
        self.namespace
    }

    /// The map from tensor dimensions to grid dimensions.
    pub fn map(&self) -> &AffineMap {
        &self.map
    }

    /// The value of padding slots.
    pub fn oob(&self) -> OobValue {
        self.oob
    }

    /// The core grid.
    pub fn grid(&self) -> &[i64] {
        &self.grid
    }

    /// One core's buffer.
    pub fn shard(&self) -> &ShardBuffer {
        &self.shard
    }

    /// The same layout with another shard buffer (rank must stay the grid's).
    #[must_use = "returns a new encoding"]
    pub fn with_shard(&self, shard: ShardBuffer) -> Result<Self> {
        Ok(
            Self::try_new(self.map.clone(), self.oob, self.grid.clone(), shard)?
                .with_memory_layout(self.memory_layout)
                .with_namespace(self.namespace)
                .with_legacy_name(self.legacy_name),
        )
    }
}

impl fmt::Display for MetalEncoding {
    /// The attribute in the dialect's syntax:
    /// `#tt.metal_layout<(d0, d1) -> (d0, d1), undef, <3x2>, memref<18x32xf32, #tt.memory_space<l1>>>`,
    /// with `, interleaved` (or another memory layout) before the last `>`
    /// in the 5-field form; `#tt.layout<...>` where it was read so.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let grid: Vec<String> = self.grid.iter().map(ToString::to_string).collect();
        let name = if self.legacy_name {
            "layout"
        } else {
            "metal_layout"
        };
        write!(
            f,
            "#{}.{name}<{}, {}, <{}>, {}",
            self.namespace,
            self.map,
            self.oob.keyword(),
            grid.join("x"),
            self.shard.text(self.namespace)
        )?;
        if let Some(memory_layout) = self.memory_layout {
            write!(f, ", {memory_layout}")?;
        }
        f.write_str(">")
    }
}

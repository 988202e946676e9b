//! What a layout is stored as, as plain data: a buffer, or a register file.
//!
//! The model names no dialect: a family's syntax module turns a [`Storage`]
//! into its MLIR type (the tt family adds `#tt.shard` strides and a memory
//! space; register files become plain memrefs, see [`RegisterFile`]).

use crate::error::{LayoutError, Result};
use crate::model::Axis;

/// A buffer: one allocation of `worker_shape ++ local_shape` items.
///
/// An item is what the buffer's memref holds: a scalar, or a block of
/// `elements_per_item` scalars stored as a unit (a tt tile).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Buffer {
    /// One dim per worker axis (a core grid, devices).
    pub worker_shape: Vec<i64>,
    /// One worker's storage, in items.
    pub local_shape: Vec<i64>,
    /// Scalar slots one item holds (1 for a scalar buffer, `H*W` for a tile).
    pub elements_per_item: i64,
    /// Bytes one item occupies.
    pub item_bytes: i64,
    /// Row-major byte strides of the local dims.
    pub local_byte_strides: Vec<i64>,
}

/// A register file: every worker holds `registers` values of the tensor's
/// element type (a scalar, a pointer: whatever the tensor holds), as `memref<W0 x ... x Wn x R x element>`: one memref dim
/// per worker level the family names (Triton: block, warp, lane; Tilus:
/// thread), then one for registers.
///
/// Workers that hold copies of the same elements are *replicated*; which
/// ones is recorded per worker axis as a mask of replicated coordinate bits
/// (`replicated[i]`: a bit set means flipping that bit of the coordinate on
/// axis `i` reaches a copy), so that Triton and Tilus layouts describe
/// comparable buffers. `weft_layout::family::plain_memref` gives the memref
/// type; recording the masks on the lowered value comes with the first
/// family that has register files.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct RegisterFile {
    /// The worker levels, outermost first.
    pub workers: Vec<Axis>,
    /// Values each worker holds.
    pub registers: i64,
    /// Per worker axis, the replicated coordinate bits.
    pub replicated: Vec<u64>,
}

/// What a layout is stored as.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Storage {
    Buffer(Buffer),
    Registers(RegisterFile),
}

impl Buffer {
    /// The full shape, workers first.
    pub fn shape(&self) -> Vec<i64> {
        self.worker_shape
            .iter()
            .chain(&self.local_shape)
            .copied()
            .collect()
    }
}

impl RegisterFile {
    /// The memref shape: worker extents, then registers.
    pub fn shape(&self) -> Vec<i64> {
        self.workers
            .iter()
            .map(|axis| axis.size)
            .chain([self.registers])
            .collect()
    }
}

impl Storage {
    /// The memref shape of the storage.
    pub fn shape(&self) -> Vec<i64> {
        match self {
            Self::Buffer(buffer) => buffer.shape(),
            Self::Registers(registers) => registers.shape(),
        }
    }

    /// How many scalar slots the storage has room for; a layout's
    /// storage covers every slot of its physical space.
    pub fn capacity(&self) -> Result<u128> {
        let per_item = match self {
            Self::Buffer(buffer) => buffer.elements_per_item,
            Self::Registers(_) => 1,
        };
        self.shape()
            .into_iter()
            .chain([per_item])
            .try_fold(1u128, |acc, size| {
                u128::try_from(size)
                    .ok()
                    .and_then(|size| acc.checked_mul(size))
            })
            .ok_or_else(|| LayoutError::invalid("storage capacity exceeds 2^128"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shapes_and_capacity() {
        let buffer = Storage::Buffer(Buffer {
            worker_shape: vec![3, 2],
            local_shape: vec![1, 1],
            elements_per_item: 1024,
            item_bytes: 1088,
            local_byte_strides: vec![1088, 1088],
        });
        assert_eq!(buffer.shape(), vec![3, 2, 1, 1]);
        assert_eq!(buffer.capacity(), Ok(6144));
        let registers = Storage::Registers(RegisterFile {
            workers: vec![Axis::new("warp", 4), Axis::new("lane", 32)],
            registers: 8,
            replicated: vec![0b10, 0],
        });
        assert_eq!(registers.shape(), vec![4, 32, 8]);
        assert_eq!(registers.capacity(), Ok(1024));
    }
}

//! Tiles: the unit a tilized shard is stored in (`!tt.tile<32x32, bf16>`),
//! and the element type of a shard buffer, a scalar or a tile.

use std::fmt;

use super::Namespace;
use crate::arith;
use crate::element::{FloatFormat, ScalarType, Signedness};
use crate::error::{LayoutError, Result};

keyword_enum! {
    /// The storage format of a tile's elements (tt's `DataType`).
    pub enum TileDataType ("tile data type") {
        Float32 => "f32",
        Float16 => "f16",
        BFloat16 => "bf16",
        BfpFloat8 => "bfp_f8",
        BfpBFloat8 => "bfp_bf8",
        BfpFloat4 => "bfp_f4",
        BfpBFloat4 => "bfp_bf4",
        BfpFloat2 => "bfp_f2",
        BfpBFloat2 => "bfp_bf2",
        UInt32 => "u32",
        UInt16 => "u16",
        UInt8 => "u8",
        Int32 => "si32",
        /// Booleans, one byte each (tt-mlir, 2026).
        Bool => "i1",
    }
}

impl TileDataType {
    /// The scalar type the format stores one element as, if it has one
    /// (block floats share exponents and have none).
    pub fn scalar(self) -> Option<ScalarType> {
        let int = |width, signedness| ScalarType::Int { width, signedness };
        Some(match self {
            Self::Float32 => ScalarType::Float(FloatFormat::F32),
            Self::Float16 => ScalarType::Float(FloatFormat::F16),
            Self::BFloat16 => ScalarType::Float(FloatFormat::BF16),
            Self::UInt32 => int(32, Signedness::Unsigned),
            Self::UInt16 => int(16, Signedness::Unsigned),
            Self::UInt8 => int(8, Signedness::Unsigned),
            Self::Int32 => int(32, Signedness::Signed),
            Self::Bool => int(1, Signedness::Signless),
            _ => return None,
        })
    }

    /// Whether the format holds floating-point values (plain or block float).
    pub fn is_float(self) -> bool {
        !matches!(
            self,
            Self::UInt32 | Self::UInt16 | Self::UInt8 | Self::Int32 | Self::Bool
        )
    }

    /// Bits each element is stored in, without the shared exponents of
    /// block floats (a boolean takes a byte).
    pub fn mantissa_bits(self) -> i64 {
        match self {
            Self::Float32 | Self::UInt32 | Self::Int32 => 32,
            Self::Float16 | Self::BFloat16 | Self::UInt16 => 16,
            Self::BfpFloat8 | Self::BfpBFloat8 | Self::UInt8 | Self::Bool => 8,
            Self::BfpFloat4 | Self::BfpBFloat4 => 4,
            Self::BfpFloat2 | Self::BfpBFloat2 => 2,
        }
    }

    /// Whether elements share exponents in groups of 16 (block float).
    pub fn is_block_float(self) -> bool {
        matches!(
            self,
            Self::BfpFloat8
                | Self::BfpBFloat8
                | Self::BfpFloat4
                | Self::BfpBFloat4
                | Self::BfpFloat2
                | Self::BfpBFloat2
        )
    }
}

impl TileDataType {
    /// The tile format that stores `scalar` as is: the float of the same
    /// format, or the integer of the same width and signedness (signless
    /// integers take the signed 32-bit or unsigned 8/16-bit formats, the
    /// only ones of their width).
    pub fn for_scalar(scalar: ScalarType) -> Result<Self> {
        use FloatFormat::{BF16, F16, F32};
        use Signedness::{Signed, Signless, Unsigned};
        match scalar {
            ScalarType::Float(F32) => Ok(Self::Float32),
            ScalarType::Float(F16) => Ok(Self::Float16),
            ScalarType::Float(BF16) => Ok(Self::BFloat16),
            ScalarType::Int {
                width: 32,
                signedness: Signed | Signless,
            } => Ok(Self::Int32),
            ScalarType::Int {
                width: 32,
                signedness: Unsigned,
            } => Ok(Self::UInt32),
            ScalarType::Int {
                width: 16,
                signedness: Unsigned | Signless,
            } => Ok(Self::UInt16),
            ScalarType::Int {
                width: 8,
                signedness: Unsigned | Signless,
            } => Ok(Self::UInt8),
            ScalarType::Int {
                width: 1,
                signedness: Signless,
            } => Ok(Self::Bool),
            other => Err(LayoutError::invalid(format!(
                "no tile data type stores {other}"
            ))),
        }
    }
}

/// A `height x width` tile of `data_type` elements (`!tt.tile<32x32, bf16>`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Tile {
    height: i64,
    width: i64,
    data_type: TileDataType,
}

impl Tile {
    /// A tile; both sizes must be positive.
    pub fn try_new(height: i64, width: i64, data_type: TileDataType) -> Result<Self> {
        arith::require_positive(&[height, width], "tile dim")?;
        Ok(Self {
            height,
            width,
            data_type,
        })
    }

    /// Rows of the tile.
    pub fn height(&self) -> i64 {
        self.height
    }

    /// Columns of the tile.
    pub fn width(&self) -> i64 {
        self.width
    }

    /// The element storage format.
    pub fn data_type(&self) -> TileDataType {
        self.data_type
    }

    /// Bytes one tile occupies. Block-float formats add one shared exponent
    /// byte per 16 elements: a 32x32 `bfp_bf8` tile is 1024 + 64 = 1088 bytes.
    pub fn bytes(&self) -> Result<i64> {
        let elements = arith::mul(self.height, self.width, "tile size")?;
        let mantissas = arith::mul(elements, self.data_type.mantissa_bits(), "tile size")? / 8;
        let exponents = if self.data_type.is_block_float() {
            arith::ceil_div(elements, 16)
        } else {
            0
        };
        arith::add(mantissas, exponents, "tile size")
    }

    /// The scalar type the tile's elements stand for: its own, or `f32`
    /// for the block-float formats, which have no scalar type of their own.
    pub fn scalar(&self) -> ScalarType {
        self.data_type
            .scalar()
            .unwrap_or(ScalarType::Float(FloatFormat::F32))
    }

    /// The shape in scalars of a tensor of these tiles: its last two dims
    /// times the tile's height and width (tt-mlir's `getScalarShape`).
    pub fn scalar_shape(&self, tiled: &[i64]) -> Result<Vec<i64>> {
        let rank = tiled.len();
        if rank < 2 {
            return Err(LayoutError::invalid(format!(
                "a tensor of tiles needs rank 2 or more, got rank {rank}"
            )));
        }
        let mut shape = tiled.to_vec();
        shape[rank - 2] = arith::mul(shape[rank - 2], self.height, "tensor dim in scalars")?;
        shape[rank - 1] = arith::mul(shape[rank - 1], self.width, "tensor dim in scalars")?;
        Ok(shape)
    }
}

impl Tile {
    /// The canonical form in `namespace`: `!tt.tile<32x32, bf16>`.
    pub fn text(&self, namespace: Namespace) -> String {
        format!(
            "!{namespace}.tile<{}x{}, {}>",
            self.height, self.width, self.data_type
        )
    }
}

impl fmt::Display for Tile {
    /// Prints in the canonical form `!tt.tile<32x32, bf16>`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text(Namespace::Tt))
    }
}

/// The element type of a shard buffer: a scalar, or a tile of scalars.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ShardElement {
    Scalar(ScalarType),
    Tile(Tile),
}

impl ShardElement {
    /// Bytes one element occupies.
    pub fn bytes(&self) -> Result<i64> {
        match self {
            Self::Scalar(scalar) => Ok(scalar.bytes()),
            Self::Tile(tile) => tile.bytes(),
        }
    }

    /// The tile, if this is one.
    pub fn tile(&self) -> Option<&Tile> {
        match self {
            Self::Tile(tile) => Some(tile),
            Self::Scalar(_) => None,
        }
    }
}

impl ShardElement {
    /// The element type in `namespace`: a scalar, or `!ns.tile<...>`.
    pub fn text(&self, namespace: Namespace) -> String {
        match self {
            Self::Scalar(scalar) => scalar.to_string(),
            Self::Tile(tile) => tile.text(namespace),
        }
    }
}

impl fmt::Display for ShardElement {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Scalar(scalar) => scalar.fmt(f),
            Self::Tile(tile) => tile.fmt(f),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tile_bytes_match_the_reference() {
        let tile = |t| Tile::try_new(32, 32, t).unwrap().bytes().unwrap();
        assert_eq!(tile(TileDataType::Float32), 4096);
        assert_eq!(tile(TileDataType::BFloat16), 2048);
        assert_eq!(tile(TileDataType::BfpBFloat8), 1088);
        assert_eq!(tile(TileDataType::BfpFloat4), 576);
        assert_eq!(tile(TileDataType::BfpBFloat2), 320);
        assert_eq!(tile(TileDataType::UInt8), 1024);
    }

    #[test]
    fn tile_prints_canonically_and_rejects_zero() {
        let tile = Tile::try_new(32, 32, TileDataType::BfpBFloat8).unwrap();
        assert_eq!(tile.to_string(), "!tt.tile<32x32, bfp_bf8>");
        assert_eq!(
            Tile::try_new(0, 32, TileDataType::Float32)
                .unwrap_err()
                .to_string(),
            "tile dim 0 must be positive, got 0"
        );
    }

    #[test]
    fn tile_data_type_for_scalars() {
        let t = |s: &str| TileDataType::for_scalar(s.parse().unwrap());
        assert_eq!(t("f32"), Ok(TileDataType::Float32));
        assert_eq!(t("bf16"), Ok(TileDataType::BFloat16));
        assert_eq!(t("i32"), Ok(TileDataType::Int32));
        assert_eq!(t("ui32"), Ok(TileDataType::UInt32));
        assert_eq!(t("i8"), Ok(TileDataType::UInt8));
        assert_eq!(
            t("f64").unwrap_err().to_string(),
            "no tile data type stores f64"
        );
        assert_eq!(
            t("si8").map(|_| ()).map_err(|e| e.to_string()),
            Err("no tile data type stores si8".to_string())
        );
    }

    #[test]
    fn tile_data_type_keywords_round_trip() {
        for &t in TileDataType::ALL {
            assert_eq!(t.keyword().parse::<TileDataType>(), Ok(t));
        }
        assert_eq!("bfp_x".parse::<TileDataType>().map(|_| ()).map_err(|e| e.to_string()), Err("cannot parse tile data type 'bfp_x': expected one of f32, f16, bf16, bfp_f8, bfp_bf8, bfp_f4, bfp_bf4, bfp_f2, bfp_bf2, u32, u16, u8, si32, i1".to_string()));
    }
}

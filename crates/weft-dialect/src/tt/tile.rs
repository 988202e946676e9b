use melior::Context;
use melior::ir::Location;
use weft_layout::metal::{Tile, TileDataType};

use crate::{Error, diagnostics, ffi};

type_wrapper!(
    /// `!tt.tile<32x32, bf16>`: the unit of tilized storage.
    TileType,
    ffi::mlirTypeIsATTTileType,
    ffi::mlirTTTileTypeGetTypeID,
    "a !tt.tile"
);

impl<'c> TileType<'c> {
    /// A tile type, or `None` with a diagnostic at `location` if it does
    /// not verify (not 2-D, or a size below 1).
    pub fn checked(location: Location<'c>, shape: &[i64], data_type: TileDataType) -> Option<Self> {
        unsafe {
            Self::from_option_raw(ffi::mlirTTTileTypeGetChecked(
                location.to_raw(),
                shape.len() as isize,
                shape.as_ptr(),
                data_type as u32,
            ))
        }
    }

    /// The type of `tile`.
    pub fn from_tile(context: &'c Context, tile: &Tile) -> Result<Self, Error> {
        let location = Location::unknown(context);
        unsafe {
            diagnostics::capture(context.to_raw(), || {
                Self::checked(location, &[tile.height(), tile.width()], tile.data_type())
            })
        }
    }

    /// The tile as a `weft-layout` value.
    pub fn to_tile(&self) -> Result<Tile, Error> {
        let shape = self.shape();
        match shape[..] {
            [height, width] => Ok(Tile::try_new(height, width, self.data_type())?),
            _ => Err(Error::Diagnostic(format!(
                "tile must be 2-D, got rank {}",
                shape.len()
            ))),
        }
    }

    /// The tile's sizes.
    pub fn shape(&self) -> Vec<i64> {
        let rank = unsafe { ffi::mlirTTTileTypeGetRank(self.to_raw()) };
        (0..rank)
            .map(|i| unsafe { ffi::mlirTTTileTypeGetDimSize(self.to_raw(), i) })
            .collect()
    }

    /// The element format.
    pub fn data_type(&self) -> TileDataType {
        let raw = unsafe { ffi::mlirTTTileTypeGetDataType(self.to_raw()) };
        // Same order on both sides, pinned by static_asserts in C++.
        TileDataType::ALL[raw as usize]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_support::create_test_context;
    use melior::ir::Type;

    #[test]
    fn from_tile_is_the_parsed_type() {
        let context = create_test_context();
        let tile = Tile::try_new(32, 32, TileDataType::BfpBFloat8).unwrap();
        let built = TileType::from_tile(&context, &tile).unwrap();
        let parsed = Type::parse(&context, "!tt.tile<32 x 32, bfp_bf8>").unwrap();
        assert_eq!(built.as_type(), parsed);
        assert_eq!(built.to_string(), "!tt.tile<32x32, bfp_bf8>");
        assert_eq!(TileType::try_from(parsed).unwrap().to_tile().unwrap(), tile);
    }

    #[test]
    fn checked_reports_bad_shapes() {
        let context = create_test_context();
        let location = Location::unknown(&context);
        let result = unsafe {
            diagnostics::capture(context.to_raw(), || {
                TileType::checked(location, &[32, 32, 2], TileDataType::Float32)
            })
        };
        assert_eq!(
            result.unwrap_err().to_string(),
            "tile must be 2-D, got rank 3"
        );
    }

    #[test]
    fn accessors() {
        let context = create_test_context();
        let parsed =
            TileType::try_from(Type::parse(&context, "!tt.tile<16x32, si32>").unwrap()).unwrap();
        assert_eq!(parsed.shape(), vec![16, 32]);
        assert_eq!(parsed.data_type(), TileDataType::Int32);
    }
}

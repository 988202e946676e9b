//! Converting MLIR element types to and from `weft-layout` element types.
//!
//! Scalars convert by their MLIR spelling (`f32`, `bf16`, `si8`), which
//! `weft_layout::element::ScalarType` parses and prints; tiles through the
//! `!tt.tile` wrapper.

use melior::Context;
use melior::ir::Type;
use weft_layout::element::{ElementType, ScalarType};

use crate::Error;
use crate::tt::TileType;

/// The scalar type `r#type` is, or why it is not one Weft knows.
pub fn scalar_from_mlir(r#type: Type<'_>) -> Result<ScalarType, Error> {
    Ok(r#type.to_string().parse::<ScalarType>()?)
}

/// The element type of a buffer: a `!tt.tile` or a scalar.
pub fn element_from_mlir(r#type: Type<'_>) -> Result<ElementType, Error> {
    match TileType::try_from(r#type) {
        Ok(tile) => Ok(ElementType::Tile(tile.to_tile()?)),
        Err(_) => Ok(ElementType::Scalar(scalar_from_mlir(r#type)?)),
    }
}

/// The MLIR type of `element`.
pub fn element_to_mlir<'c>(context: &'c Context, element: &ElementType) -> Result<Type<'c>, Error> {
    match element {
        ElementType::Tile(tile) => Ok(TileType::from_tile(context, tile)?.into()),
        ElementType::Scalar(scalar) => {
            let text = scalar.to_string();
            Type::parse(context, &text).ok_or_else(|| {
                Error::Diagnostic(format!("MLIR cannot parse element type '{text}'"))
            })
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_support::create_test_context;

    #[test]
    fn scalars_round_trip() {
        let context = create_test_context();
        for name in ["f32", "bf16", "f16", "i8", "si32", "ui16", "i1"] {
            let r#type = Type::parse(&context, name).unwrap();
            let element = element_from_mlir(r#type).unwrap();
            assert_eq!(element_to_mlir(&context, &element).unwrap(), r#type);
        }
    }

    #[test]
    fn unknown_types_are_errors() {
        let context = create_test_context();
        let index = Type::parse(&context, "index").unwrap();
        assert_eq!(
            element_from_mlir(index).unwrap_err().to_string(),
            "cannot parse element type 'index': expected a float or integer type name"
        );
    }
}

//! The Tilus family's entry in the registry ([`crate::family`]): reading
//! `#tilus.register_layout<shape = [...], mode_shape = [...],
//! spatial_modes = [...], local_modes = [...]>` for a tensor, printing it
//! back, and the register file it lowers to,
//! `memref<spatial_shape... x local_size x elem>`.

use std::fmt::Write as _;
use std::str::FromStr;

use super::layout::RegisterLayout;
use super::tensor::TilusLayout;
use crate::error::{LayoutError, Result};
use crate::family::{FamilySyntax, TensorInfo, downcast, plain_memref};
use crate::model::Layout;
use crate::scan::Scanner;

/// The family's name in the registry and in messages.
pub const FAMILY_NAME: &str = "tilus";

/// The Tilus family, as text.
pub const SYNTAX: FamilySyntax = FamilySyntax {
    name: FAMILY_NAME,
    attributes: &["#tilus.register_layout"],
    layout: read_layout,
    attribute: |layout| {
        Ok(attribute_text(
            downcast::<TilusLayout>(layout, FAMILY_NAME)?.layout(),
        ))
    },
    storage_type: |layout, element| Ok(plain_memref(&layout.storage()?, element)),
};

fn read_layout(attribute: &str, tensor: TensorInfo<'_>) -> Result<Box<dyn Layout>> {
    let layout = parse_attribute(attribute)?;
    Ok(Box::new(TilusLayout::try_new(tensor.shape, layout)?))
}

/// `#tilus.register_layout<shape = [6, 12], ...>`.
pub fn attribute_text(layout: &RegisterLayout) -> String {
    let mut text = String::from("#tilus.register_layout<");
    for (i, (key, values)) in [
        ("shape", layout.shape()),
        ("mode_shape", layout.mode_shape()),
        ("spatial_modes", layout.spatial_modes()),
        ("local_modes", layout.local_modes()),
    ]
    .into_iter()
    .enumerate()
    {
        let list: Vec<String> = values.iter().map(ToString::to_string).collect();
        let _ = write!(
            text,
            "{}{key} = [{}]",
            if i == 0 { "" } else { ", " },
            list.join(", ")
        );
    }
    text.push('>');
    text
}

/// The layout an attribute names, checked but not canonicalized (an
/// attribute says what it says).
pub fn parse_attribute(text: &str) -> Result<RegisterLayout> {
    let mut parser = Parser {
        scan: Scanner::new(text, "tilus register layout"),
    };
    parser.expect("#tilus.register_layout")?;
    parser.expect("<")?;
    let mut fields = Vec::new();
    for (i, key) in ["shape", "mode_shape", "spatial_modes", "local_modes"]
        .into_iter()
        .enumerate()
    {
        if i > 0 {
            parser.expect(",")?;
        }
        parser.expect(key)?;
        parser.expect("=")?;
        fields.push(parser.int_list(super::MAX_MODES)?);
    }
    parser.expect(">")?;
    parser.finish()?;
    let [shape, modes, spatial, local] = <[Vec<i64>; 4]>::try_from(fields)
        .map_err(|_| LayoutError::invalid("a register layout has four fields"))?;
    RegisterLayout::validated(shape, modes, spatial, local)
}

grammar_over_scanner!(
    /// The attribute grammar over a [`Scanner`].
    Parser
);

impl FromStr for RegisterLayout {
    type Err = LayoutError;

    /// The `#tilus.register_layout<...>` attribute text.
    fn from_str(text: &str) -> Result<Self> {
        parse_attribute(text)
    }
}

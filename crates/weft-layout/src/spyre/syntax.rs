//! The Spyre family's entry in the registry ([`crate::family`]): reading
//! `#spyre.layout<device_size = [...], dim_map = [...]>` for a host tensor,
//! printing it back, and the buffer a laid-out tensor lowers to,
//! `memref<device_size x elem>` (padding included).

use std::str::FromStr;

use super::layout::{SpyreLayout, SpyreTensor};
use crate::element::ScalarType;
use crate::error::{LayoutError, Result};
use crate::family::{FamilySyntax, TensorInfo, downcast, plain_memref};
use crate::model::Layout;
use crate::scan::Scanner;

/// The family's name in the registry and in messages.
pub const FAMILY_NAME: &str = "spyre";

/// The Spyre family, as text.
pub const SYNTAX: FamilySyntax = FamilySyntax {
    name: FAMILY_NAME,
    attributes: &["#spyre.layout"],
    layout: read_layout,
    attribute: |layout| {
        Ok(downcast::<SpyreTensor>(layout, FAMILY_NAME)?
            .layout()
            .to_string())
    },
    storage_type: |layout, element| Ok(plain_memref(&layout.storage()?, element)),
};

fn read_layout(attribute: &str, tensor: TensorInfo<'_>) -> Result<Box<dyn Layout>> {
    let layout: SpyreLayout = attribute.parse()?;
    let element: ScalarType = tensor.element.parse()?;
    Ok(Box::new(SpyreTensor::try_new(
        tensor.shape,
        element,
        layout,
    )?))
}

/// The most entries a list may have: far beyond any device rank.
const MAX_ENTRIES: usize = 1024;

grammar_over_scanner!(
    /// The Spyre attribute grammar over a [`Scanner`].
    Parser
);

impl Parser<'_> {
    /// `key = [...]`.
    fn field(&mut self, key: &str) -> Result<Vec<i64>> {
        self.expect(key)?;
        self.expect("=")?;
        self.int_list(MAX_ENTRIES)
    }
}

impl FromStr for SpyreLayout {
    type Err = LayoutError;

    /// `#spyre.layout<device_size = [...], dim_map = [...]>`.
    fn from_str(text: &str) -> Result<Self> {
        let mut parser = Parser {
            scan: Scanner::new(text, "spyre layout"),
        };
        parser.expect("#spyre.layout")?;
        parser.expect("<")?;
        let device_size = parser.field("device_size")?;
        parser.expect(",")?;
        let dim_map = parser.field("dim_map")?;
        parser.expect(">")?;
        parser.finish()?;
        SpyreLayout::try_new(device_size, dim_map)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips_and_says_what_is_wrong() {
        let text = "#spyre.layout<device_size = [256, 8, 128, 64], dim_map = [1, 2, 0, 2]>";
        let layout: SpyreLayout = text.parse().unwrap();
        assert_eq!(layout.to_string(), text);
        let spaced: SpyreLayout = "#spyre.layout< device_size=[256,8,128,64] , dim_map=[1,2,0,2] >"
            .parse()
            .unwrap();
        assert_eq!(spaced, layout);
        let error = |text: &str| text.parse::<SpyreLayout>().unwrap_err().to_string();
        assert_eq!(
            error("#spyre.layout<device_size = [4, 64], dim_map = [0]>"),
            "device_size has 2 entries but dim_map has 1"
        );
        assert_eq!(
            error("#spyre.layout<device_size = [4, 4, 64], dim_map = [-1, 0, -1]>"),
            "dim_map has more than one synthetic (-1) dim"
        );
        assert_eq!(
            error("#spyre.layout<device_size = [0, 64], dim_map = [0, 0]>"),
            "device_size[0] must be positive, got 0"
        );
        assert!(error("#spyre.layout<device_size = [4, 64]>").contains("expected ','"));
    }
}

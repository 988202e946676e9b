use melior::Context;
use weft_layout::metal::MetalEncoding;

use crate::{Error, diagnostics, ffi};

attribute_wrapper!(
    /// `#tt.metal_layout<map, oob, <grid>, memref>`: how a tensor is
    /// collapsed, sharded over a core grid, and stored.
    ///
    /// Converts to and from [`MetalEncoding`] through its printed form,
    /// which `weft_layout::metal` parses (see `docs/ARCHITECTURE.md`, "text
    /// is the boundary"); the arithmetic on it lives there and in
    /// `weft_layout::metal::MetalLayout`.
    MetalLayoutAttr,
    ffi::mlirAttributeIsATTMetalLayoutAttr,
    ffi::mlirTTMetalLayoutAttrGetTypeID,
    "a #tt.metal_layout"
);

impl<'c> MetalLayoutAttr<'c> {
    /// The attribute of `encoding`: the very attribute MLIR's parser makes
    /// of `encoding.to_string()`, or MLIR's diagnostic if it does not
    /// verify.
    pub fn from_encoding(context: &'c Context, encoding: &MetalEncoding) -> Result<Self, Error> {
        let text = encoding.to_string();
        Self::try_from(diagnostics::parse_attribute(context, &text)?)
    }

    /// The attribute as a `weft-layout` value.
    pub fn to_encoding(&self) -> Result<MetalEncoding, Error> {
        Ok(self.to_string().parse()?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_support::create_test_context;
    use melior::ir::Attribute;

    const SEED: &str = "#tt.metal_layout<(d0, d1, d2, d3) -> (d0 * 192 + d1 * 64 + d2, d3), undef, <2x4>, \
                        memref<192x32xf32, #tt.memory_space<l1>>>";

    #[test]
    fn parsed_attribute_converts_to_the_encoding_and_back() {
        let context = create_test_context();
        let parsed = MetalLayoutAttr::try_from(Attribute::parse(&context, SEED).unwrap()).unwrap();
        let encoding = parsed.to_encoding().unwrap();
        assert_eq!(encoding.to_string(), SEED);
        assert_eq!(encoding.grid(), &[2, 4]);
        let built = MetalLayoutAttr::from_encoding(&context, &encoding).unwrap();
        assert_eq!(built, parsed);
        assert_eq!(built.to_string(), SEED);
    }

    #[test]
    fn tiled_and_constant_results_round_trip() {
        let context = create_test_context();
        for text in [
            "#tt.metal_layout<(d0, d1) -> (d0, d1), zero, <3x2>, \
             memref<1x1x!tt.tile<32x32, bfp_bf8>, #tt.memory_space<l1>>>",
            "#tt.metal_layout<(d0) -> (0, 0, d0), neginf, <1x2x4>, memref<1x1x2xf32, #tt.memory_space<dram>>>",
            "#tt.metal_layout<(d0, d1, d2) -> (d0 * 32 + d1 + 3, d2), one, <1x2>, \
             memref<67x16xsi8, #tt.memory_space<system>>>",
        ] {
            let parsed =
                MetalLayoutAttr::try_from(Attribute::parse(&context, text).unwrap()).unwrap();
            let encoding = parsed.to_encoding().unwrap();
            assert_eq!(encoding.to_string(), text);
            assert_eq!(
                MetalLayoutAttr::from_encoding(&context, &encoding).unwrap(),
                parsed
            );
        }
    }

    #[test]
    fn non_linear_maps_are_rejected() {
        let context = create_test_context();
        let text = "#tt.metal_layout<(d0, d1) -> (d0 floordiv 2, d1), undef, <1x1>, \
                    memref<4x8xf32, #tt.memory_space<l1>>>";
        let parsed = MetalLayoutAttr::try_from(Attribute::parse(&context, text).unwrap()).unwrap();
        assert_eq!(
            parsed.to_encoding().unwrap_err().to_string(),
            format!(
                "cannot parse metal layout '{text}': floordiv is not supported: \
                 layout maps are sums of dims times constants at offset 33"
            )
        );
    }
}

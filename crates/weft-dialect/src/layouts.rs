//! Finding the layout a tensor type carries, whatever its family.
//!
//! Generic passes (verification, lowering) ask [`tensor_layout`] and get a
//! `weft_layout::Layout`; they never branch on the family. A new family adds
//! one arm here.

use melior::ir::Type;
use melior::ir::r#type::{RankedTensorType, ShapedTypeLike, TypeLike};
use weft_layout::Layout;
use weft_layout::metal::MetalLayout;

use crate::Error;
use crate::element::scalar_from_mlir;
use crate::tt::MetalLayoutAttr;

/// The layout `r#type` carries: `None` if it is not a ranked tensor with a
/// Weft layout encoding, an error naming the family and the tensor if the
/// layout does not fit the tensor.
pub fn tensor_layout(r#type: Type<'_>) -> Option<Result<Box<dyn Layout>, Error>> {
    let tensor = RankedTensorType::try_from(r#type).ok()?;
    let encoding = tensor.encoding()?;
    let metal = MetalLayoutAttr::try_from(encoding).ok()?;
    Some(metal_layout(&tensor, metal).map(|layout| Box::new(layout) as Box<dyn Layout>))
}

/// Whether `r#type` is a ranked tensor whose encoding is a Weft layout.
pub fn has_weft_layout(r#type: Type<'_>) -> bool {
    RankedTensorType::try_from(r#type)
        .ok()
        .and_then(|tensor| tensor.encoding())
        .is_some_and(MetalLayoutAttr::is_a)
}

fn metal_layout(
    tensor: &RankedTensorType<'_>,
    attr: MetalLayoutAttr<'_>,
) -> Result<MetalLayout, Error> {
    let invalid = |reason: String| Error::InvalidLayout {
        family: "metal",
        tensor: plain_tensor(tensor),
        reason,
    };
    let shape = static_shape(tensor)
        .ok_or_else(|| invalid("dynamic dims are not supported".to_string()))?;
    let element = scalar_from_mlir(tensor.element()).map_err(|e| invalid(e.to_string()))?;
    let encoding = attr.to_encoding().map_err(|e| invalid(e.to_string()))?;
    MetalLayout::try_new(&shape, element, encoding).map_err(|e| invalid(e.to_string()))
}

/// The tensor's static sizes, or `None` if any is dynamic.
pub fn static_shape(tensor: &RankedTensorType<'_>) -> Option<Vec<i64>> {
    (0..tensor.rank())
        .map(|i| {
            let size = unsafe { mlir_sys::mlirShapedTypeGetDimSize(tensor.to_raw(), i as isize) };
            (!unsafe { mlir_sys::mlirShapedTypeIsDynamicSize(size) }).then_some(size)
        })
        .collect()
}

/// `tensor<53x63xf32>`: the type without its (long) encoding.
pub fn plain_tensor(tensor: &RankedTensorType<'_>) -> String {
    let sizes: String = (0..tensor.rank())
        .map(|i| {
            let size = unsafe { mlir_sys::mlirShapedTypeGetDimSize(tensor.to_raw(), i as isize) };
            if unsafe { mlir_sys::mlirShapedTypeIsDynamicSize(size) } {
                "?x".to_string()
            } else {
                format!("{size}x")
            }
        })
        .collect();
    format!("tensor<{sizes}{}>", tensor.element())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_support::create_test_context;

    #[test]
    fn finds_metal_layouts() {
        let context = create_test_context();
        let text = "tensor<53x63xf32, #tt.metal_layout<(d0, d1) -> (d0, d1), undef, <3x2>, \
                    memref<18x32xf32, #tt.memory_space<l1>>>>";
        let layout = tensor_layout(Type::parse(&context, text).unwrap())
            .unwrap()
            .unwrap();
        assert_eq!(layout.logical_shape(), &[53, 63]);
        assert_eq!(
            layout.buffer().unwrap().to_string(),
            "memref<3x2x18x32xf32, #tt.shard<128x4>, #tt.memory_space<l1>>"
        );
        assert!(has_weft_layout(Type::parse(&context, text).unwrap()));
    }

    #[test]
    fn ignores_other_types_and_reports_bad_layouts() {
        let context = create_test_context();
        for plain in ["tensor<4xf32>", "f32", "memref<4xf32>"] {
            assert!(tensor_layout(Type::parse(&context, plain).unwrap()).is_none());
            assert!(!has_weft_layout(Type::parse(&context, plain).unwrap()));
        }
        let bad = "tensor<?x63xf32, #tt.metal_layout<(d0, d1) -> (d0, d1), undef, <3x2>, \
                   memref<18x32xf32, #tt.memory_space<l1>>>>";
        assert_eq!(
            tensor_layout(Type::parse(&context, bad).unwrap())
                .unwrap()
                .err()
                .unwrap()
                .to_string(),
            "invalid metal layout for tensor<?x63xf32>: dynamic dims are not supported"
        );
    }
}

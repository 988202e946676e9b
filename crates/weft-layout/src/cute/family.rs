//! The CuTe family's entry in the registry ([`crate::family`]): reading
//! `#cute.layout<"(2,(1,6)):(1,(6,2))">` for a tensor, printing it back, and
//! the buffer a laid-out tensor lowers to.
//!
//! **The lowered type.** A flat layout (every top-level mode an integer)
//! with non-negative strides is exactly MLIR's strided memref, so it
//! lowers to `memref<S0xS1xT, strided<[d0, d1], offset: 0>>` and every
//! upstream pass understands it; it views a buffer of the layout's cosize.
//! Any other layout (nested modes, negative strides) lowers to the 1-D
//! buffer of its offsets, `memref<NxT>` with `N` the cosize (from the
//! smallest to the largest offset when a stride is negative); the pass
//! keeps the layout on it (`weft.logical_type`). So does a swizzled layout
//! (`#cute.layout<"Sw<3,3,3> o (8,64):(64,1)">`): its buffer runs to the
//! largest swizzled offset.

use super::expr::parse_any_layout;
use super::layout::CuteLayout;
use super::tensor::CuteTensor;
use super::value::AnyLayout;
use crate::element::ScalarType;
use crate::error::{LayoutError, Result};
use crate::family::{FamilySyntax, TensorInfo, downcast, plain_memref};
use crate::model::Layout;
use crate::scan::Scanner;

/// The family's name in the registry and in messages.
pub const FAMILY_NAME: &str = "cute";

/// The CuTe family, as text.
pub const SYNTAX: FamilySyntax = FamilySyntax {
    name: FAMILY_NAME,
    attributes: &["#cute.layout"],
    layout: read_layout,
    attribute: |layout| {
        let tensor = downcast::<CuteTensor>(layout, FAMILY_NAME)?;
        Ok(attribute_text(tensor.layout()))
    },
    storage_type: |layout, element| {
        let tensor = downcast::<CuteTensor>(layout, FAMILY_NAME)?;
        let strided = match tensor.layout() {
            AnyLayout::Plain(plain) => strided_memref(plain, element),
            AnyLayout::Swizzled(_) => None,
        };
        Ok(match strided {
            Some(text) => text,
            None => plain_memref(&layout.storage()?, element),
        })
    },
};

/// `#cute.layout<"...">` of a layout, swizzled or not.
pub fn attribute_text(layout: &AnyLayout) -> String {
    format!("#cute.layout<\"{layout}\">")
}

/// The layout inside `#cute.layout<"...">`, swizzled or not.
pub fn parse_attribute(text: &str) -> Result<AnyLayout> {
    let mut scan = Scanner::new(text, "CuTe layout attribute");
    scan.expect("#cute.layout")?;
    scan.expect("<")?;
    scan.expect("\"")?;
    let rest = scan.rest();
    let end = rest
        .find('"')
        .ok_or_else(|| scan.error("expected the closing '\"'"))?;
    let layout = parse_any_layout(&rest[..end])?;
    scan.position += end + 1;
    scan.expect(">")?;
    scan.finish()?;
    Ok(layout)
}

fn read_layout(attribute: &str, tensor: TensorInfo<'_>) -> Result<Box<dyn Layout>> {
    let layout = parse_attribute(attribute)?;
    let element: ScalarType = tensor.element.parse().map_err(|_| {
        LayoutError::invalid(format!(
            "a CuTe-encoded tensor needs a scalar element type, got {}",
            tensor.element
        ))
    })?;
    Ok(Box::new(CuteTensor::try_new(
        tensor.shape,
        layout,
        element.bytes(),
    )?))
}

/// `memref<...xT, strided<[...], offset: 0>>` for a flat layout with
/// non-negative strides.
fn strided_memref(layout: &CuteLayout, element: &str) -> Option<String> {
    let mut sizes = Vec::with_capacity(layout.rank());
    let mut strides = Vec::with_capacity(layout.rank());
    for (shape, stride) in layout.shape().modes().zip(layout.stride().modes()) {
        let (Some(size), Some(stride)) = (shape.int(), stride.int()) else {
            return None;
        };
        if stride.value < 0 {
            return None;
        }
        sizes.push(format!("{size}x"));
        strides.push(stride.value.to_string());
    }
    Some(format!(
        "memref<{}{element}, strided<[{}], offset: 0>>",
        sizes.concat(),
        strides.join(", ")
    ))
}

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
//! (`#cute.layout<"Sw<3,3,3> o (8,64):(64,1)">`, or with CuTe's offset
//! `S<3,3,3> o 512 o (8,64):(64,1)`): its buffer runs from 0 to the largest
//! swizzled offset.

use std::fmt;

use super::expr::parse_encoding;
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
        Ok(attribute_text(tensor.encoding()))
    },
    storage_type: |layout, element| {
        let tensor = downcast::<CuteTensor>(layout, FAMILY_NAME)?;
        let strided = match tensor.encoding().layout() {
            AnyLayout::Plain(plain) => strided_memref(plain, element),
            AnyLayout::Swizzled(_) => None,
        };
        Ok(match strided {
            Some(text) => text,
            None => plain_memref(&layout.storage()?, element),
        })
    },
};

/// What `#cute.layout<"...">` holds: a layout, or CuTe's composed layout
/// of a swizzle, an offset and a layout (`S<3,3,3> o 512 o L`: element `c`
/// at the swizzle of `512 + L(c)`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CuteEncoding {
    layout: AnyLayout,
}

impl CuteEncoding {
    /// The layout, swizzled or not.
    pub fn layout(&self) -> &AnyLayout {
        &self.layout
    }

    /// What is added to the layout's offsets before the swizzle (0 without
    /// one).
    pub fn offset(&self) -> i64 {
        match &self.layout {
            AnyLayout::Plain(_) => 0,
            AnyLayout::Swizzled(swizzled) => swizzled.offset.value(),
        }
    }
}

impl<T: Into<AnyLayout>> From<T> for CuteEncoding {
    fn from(layout: T) -> Self {
        Self {
            layout: layout.into(),
        }
    }
}

impl fmt::Display for CuteEncoding {
    /// As CuTe prints the layout, a composed one with its offset when that
    /// is not 0 (`Sw<3,3,3> o 512 o (8,64):(64,1)`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.layout)
    }
}

/// `#cute.layout<"...">` of an encoding.
pub fn attribute_text(encoding: &CuteEncoding) -> String {
    format!("#cute.layout<\"{encoding}\">")
}

/// The encoding inside `#cute.layout<"...">`.
pub fn parse_attribute(text: &str) -> Result<CuteEncoding> {
    let mut scan = Scanner::new(text, "CuTe layout attribute");
    scan.expect("#cute.layout")?;
    scan.expect("<")?;
    scan.expect("\"")?;
    let rest = scan.rest();
    let end = rest
        .find('"')
        .ok_or_else(|| scan.error("expected the closing '\"'"))?;
    let layout = parse_encoding(&rest[..end])?;
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

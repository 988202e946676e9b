//! The metal family's entry in the registry ([`crate::family`]): reading
//! `#tt.metal_layout` text for a tensor, printing it back, and the buffer
//! type a laid-out tensor lowers to,
//! `memref<grid ++ shard x elem, #tt.shard<byte strides>, #tt.memory_space<..>>`.

use crate::element::ScalarType;
use crate::error::{LayoutError, Result};
use crate::family::{FamilySyntax, TensorInfo, downcast};
use crate::model::{Layout, Storage};

use super::{MetalEncoding, MetalLayout};

/// The family's name in the registry and in messages.
pub const FAMILY_NAME: &str = "metal";

/// The metal family, as text.
pub const SYNTAX: FamilySyntax = FamilySyntax {
    name: FAMILY_NAME,
    attributes: &["#tt.metal_layout"],
    layout: read_layout,
    attribute: |layout| {
        Ok(downcast::<MetalLayout>(layout, FAMILY_NAME)?
            .encoding()
            .to_string())
    },
    storage_type: |layout, _element| buffer_type(downcast::<MetalLayout>(layout, FAMILY_NAME)?),
};

fn read_layout(attribute: &str, tensor: TensorInfo<'_>) -> Result<Box<dyn Layout>> {
    let encoding: MetalEncoding = attribute.parse()?;
    let element: ScalarType = tensor.element.parse()?;
    Ok(Box::new(MetalLayout::try_new(
        tensor.shape,
        element,
        encoding,
    )?))
}

/// `memref<3x2x18x32xf32, #tt.shard<128x4>, #tt.memory_space<l1>>`: the
/// grid, then one core's shard, its row-major byte strides, and where it
/// lives.
pub fn buffer_type(layout: &MetalLayout) -> Result<String> {
    let Storage::Buffer(buffer) = layout.storage()? else {
        return Err(LayoutError::invalid("a metal layout is stored in a buffer"));
    };
    let shard = layout.encoding().shard();
    let mut text = String::from("memref<");
    for size in buffer.shape() {
        text.push_str(&format!("{size}x"));
    }
    let strides: Vec<String> = buffer
        .local_byte_strides
        .iter()
        .map(ToString::to_string)
        .collect();
    text.push_str(&format!(
        "{}, #tt.shard<{}>, #tt.memory_space<{}>>",
        shard.element(),
        strides.join("x"),
        shard.memory_space().keyword()
    ));
    Ok(text)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_prints_and_lowers_the_seed() {
        let text = "#tt.metal_layout<(d0, d1) -> (d0, d1), undef, <3x2>, \
                    memref<18x32xf32, #tt.memory_space<l1>>>";
        let layout = (SYNTAX.layout)(
            text,
            TensorInfo {
                shape: &[53, 63],
                element: "f32",
            },
        )
        .unwrap();
        assert_eq!((SYNTAX.attribute)(layout.as_ref()).unwrap(), text);
        assert_eq!(
            (SYNTAX.storage_type)(layout.as_ref(), "f32").unwrap(),
            "memref<3x2x18x32xf32, #tt.shard<128x4>, #tt.memory_space<l1>>"
        );
        assert_eq!(
            (SYNTAX.layout)(
                text,
                TensorInfo {
                    shape: &[53, 63],
                    element: "index"
                }
            )
            .unwrap_err()
            .to_string(),
            "cannot parse element type 'index': expected a float or integer type name"
        );
    }
}

//! The metal family's entry in the registry ([`crate::family`]): reading
//! metal layout text for a tensor — the map-based form (`#tt.` or
//! `#ttcore.`, 4 or 5 fields) or today's device form — printing it back,
//! and the buffer type a laid-out tensor lowers to,
//! `memref<grid ++ shard x elem, #tt.shard<byte strides>, #tt.memory_space<..>>`
//! (in the attribute's namespace).

use crate::error::{LayoutError, Result};
use crate::family::{FamilySyntax, TensorInfo, downcast};
use crate::model::{Layout, Storage};

use super::{AnyMetalEncoding, DeviceMetalLayout, MetalLayout, ShardElement};

/// The family's name in the registry and in messages.
pub const FAMILY_NAME: &str = "metal";

/// The metal family, as text.
pub const SYNTAX: FamilySyntax = FamilySyntax {
    name: FAMILY_NAME,
    attributes: &["#tt.metal_layout", "#ttcore.metal_layout"],
    layout: read_layout,
    attribute: |layout| {
        if let Some(device) = layout.as_any().downcast_ref::<DeviceMetalLayout>() {
            return Ok(device.encoding().to_string());
        }
        Ok(downcast::<MetalLayout>(layout, FAMILY_NAME)?
            .encoding()
            .to_string())
    },
    storage_type: |layout, _element| {
        if let Some(device) = layout.as_any().downcast_ref::<DeviceMetalLayout>() {
            return buffer_type(device.as_metal());
        }
        buffer_type(downcast::<MetalLayout>(layout, FAMILY_NAME)?)
    },
};

/// A map-based layout takes the tensor's shape as its logical shape (a
/// tensor of tiles: see [`MetalLayout::for_tensor`]); today's form is
/// carried by a device tensor (grid ++ shard) whose element may be a tile.
fn read_layout(attribute: &str, tensor: TensorInfo<'_>) -> Result<Box<dyn Layout>> {
    match attribute.parse::<AnyMetalEncoding>()? {
        AnyMetalEncoding::Map(encoding) => Ok(Box::new(MetalLayout::for_tensor(
            tensor.shape,
            tensor.element.parse()?,
            encoding,
        )?)),
        AnyMetalEncoding::Device(encoding) => {
            let element: ShardElement = tensor.element.parse()?;
            Ok(Box::new(DeviceMetalLayout::try_new(
                tensor.shape,
                element,
                encoding,
            )?))
        }
    }
}

/// `memref<3x2x18x32xf32, #tt.shard<128x4>, #tt.memory_space<l1>>`: the
/// grid, then one core's shard, its row-major byte strides, and where it
/// lives.
pub fn buffer_type(layout: &MetalLayout) -> Result<String> {
    let Storage::Buffer(buffer) = layout.storage()? else {
        return Err(LayoutError::invalid("a metal layout is stored in a buffer"));
    };
    let shard = layout.encoding().shard();
    let namespace = layout.encoding().namespace();
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
        "{}, #{namespace}.shard<{}>, #{namespace}.memory_space<{}>>",
        shard.element().text(namespace),
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

//! The pure level of the family registry: every layout family's model and
//! the syntax module that reads and writes its attribute text.
//!
//! The MLIR bindings (`weft-dialect`) read an attribute by its printed form
//! through [`FamilySyntax::layout`] and build one by parsing the text
//! [`FamilySyntax::attribute`] prints; the calculator reads attributes
//! copied from IR the same way. A family is one [`FamilySyntax`] value in
//! [`FAMILIES`]; nothing above this crate branches on the family.

use crate::error::{LayoutError, Result};
use crate::model::{Layout, Storage};

/// The tensor a layout attribute is applied to, as text and numbers.
#[derive(Clone, Copy, Debug)]
pub struct TensorInfo<'a> {
    /// The tensor's static sizes.
    pub shape: &'a [i64],
    /// The element type as MLIR prints it (`f32`, `bf16`, `index`).
    pub element: &'a str,
}

/// One layout family, as text.
#[derive(Clone, Copy, Debug)]
pub struct FamilySyntax {
    /// The family's name (`metal`), used in messages and by the calculator.
    pub name: &'static str,
    /// The attributes the family reads, as they start in MLIR text
    /// (`#tt.metal_layout`).
    pub attributes: &'static [&'static str],
    /// The layout `attribute` (printed canonically) describes for `tensor`.
    pub layout: fn(attribute: &str, tensor: TensorInfo<'_>) -> Result<Box<dyn Layout>>,
    /// The attribute text of a layout of this family, in the form MLIR
    /// parses and prints.
    pub attribute: fn(layout: &dyn Layout) -> Result<String>,
    /// The MLIR type a tensor with this layout lowers to. `element` is the
    /// tensor's element type as MLIR prints it.
    pub storage_type: fn(layout: &dyn Layout, element: &str) -> Result<String>,
}

/// Every family Weft knows.
pub const FAMILIES: &[&FamilySyntax] = &[
    &crate::metal::syntax::SYNTAX,
    &crate::triton::syntax::SYNTAX,
    &crate::spyre::syntax::SYNTAX,
    &crate::tilus::syntax::SYNTAX,
    &crate::cute::family::SYNTAX,
];

/// The family whose attribute `text` is, if any.
pub fn family_of_attribute(text: &str) -> Option<&'static FamilySyntax> {
    FAMILIES.iter().copied().find(|family| {
        family.attributes.iter().any(|prefix| {
            text.strip_prefix(prefix)
                .is_some_and(|rest| rest.trim_start().starts_with('<'))
        })
    })
}

/// The family named `name`, if any.
pub fn family_named(name: &str) -> Option<&'static FamilySyntax> {
    FAMILIES.iter().copied().find(|family| family.name == name)
}

/// The layout an attribute copied from IR describes for `tensor`, whatever
/// its family.
pub fn layout_from_text(attribute: &str, tensor: TensorInfo<'_>) -> Result<Box<dyn Layout>> {
    let attribute = attribute.trim();
    let family = family_of_attribute(attribute).ok_or_else(|| {
        let known: Vec<&str> = FAMILIES
            .iter()
            .flat_map(|family| family.attributes.iter().copied())
            .collect();
        LayoutError::invalid(format!(
            "not a layout attribute Weft knows (expected one of {})",
            known.join(", ")
        ))
    })?;
    (family.layout)(attribute, tensor)
}

/// `memref<SHAPE x element>`: the MLIR type of storage that needs nothing
/// beyond its shape, which is every register file (see
/// [`crate::model::RegisterFile`]) and every buffer of a family without
/// memory spaces or strided shards.
pub fn plain_memref(storage: &Storage, element: &str) -> String {
    let mut text = String::from("memref<");
    for size in storage.shape() {
        text.push_str(&size.to_string());
        text.push('x');
    }
    text.push_str(element);
    text.push('>');
    text
}

/// `memref<SPACE x element>`: the *host buffer* of a layout, one memref
/// dim per axis of its physical space (tiles counted in scalars, CuTe's
/// offsets from the smallest), plain row-major, with no memory space. A
/// slot is the host buffer's index `slot - start` per axis; this is the
/// buffer `weft-lower-layouts{host-buffers=true}` makes so that relayouts
/// run on the CPU, the same for every family.
pub fn host_buffer(layout: &dyn Layout, element: &str) -> String {
    let mut text = String::from("memref<");
    for size in layout.physical_space().shape() {
        text.push_str(&size.to_string());
        text.push('x');
    }
    text.push_str(element);
    text.push('>');
    text
}

/// Gets a family's own layout type back from a `dyn Layout`, or an error
/// naming the family that was expected.
pub fn downcast<'a, T: Layout>(layout: &'a dyn Layout, family: &str) -> Result<&'a T> {
    layout.as_any().downcast_ref::<T>().ok_or_else(|| {
        LayoutError::invalid(format!(
            "expected a {family} layout, got a {} layout",
            layout.family()
        ))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_families_by_attribute_text() {
        let metal =
            "#tt.metal_layout<(d0) -> (d0), undef, <1>, memref<4xf32, #tt.memory_space<l1>>>";
        assert_eq!(family_of_attribute(metal).map(|f| f.name), Some("metal"));
        assert_eq!(
            family_of_attribute("#tt.metal_layoutx<>").map(|f| f.name),
            None
        );
        assert_eq!(
            family_named("metal").map(|f| f.attributes),
            Some(&["#tt.metal_layout", "#ttcore.metal_layout"][..])
        );
        let layout = layout_from_text(
            metal,
            TensorInfo {
                shape: &[4],
                element: "f32",
            },
        )
        .unwrap();
        assert_eq!(layout.family(), "metal");
        assert_eq!(
            layout_from_text(
                "#foo<1>",
                TensorInfo {
                    shape: &[4],
                    element: "f32"
                }
            )
            .unwrap_err()
            .to_string(),
            "not a layout attribute Weft knows (expected one of #tt.metal_layout, #ttcore.metal_layout, #ttg.blocked, #ttg.linear, #ttg.slice, #ttg.nvidia_mma, #ttg.amd_mfma, #ttg.amd_wmma, #ttg.dot_op, #spyre.layout, #tilus.register_layout, #cute.layout)"
        );
    }
}

//! Finding the layout a tensor type carries, whatever its family, and
//! keeping each one built once per pass run.
//!
//! Generic passes (verification, lowering) ask a [`LayoutCache`]; they never
//! branch on the family. The attribute crosses from MLIR to Rust as text:
//! its printed form is read by the family's syntax module in `weft-layout`
//! (see `docs/ARCHITECTURE.md`).

use std::collections::{BTreeMap, HashMap};
use std::rc::Rc;

use melior::Context;
use melior::ir::attribute::IntegerAttribute;
use melior::ir::operation::OperationLike;
use melior::ir::r#type::{RankedTensorType, ShapedTypeLike, TypeLike};
use melior::ir::{OperationRef, Type};
use weft_layout::Layout;
use weft_layout::family::TensorInfo;

use crate::Error;
use crate::families::{Family, family_of};
use crate::scope::{Scope, ScopeId};

/// A tensor's layout, with the family it belongs to.
#[derive(Debug)]
pub struct TensorLayout {
    pub family: &'static Family,
    pub layout: Box<dyn Layout>,
    /// The tensor's element type as MLIR prints it.
    pub element: String,
}

/// The integer attributes of `operation` (the module a pass runs on), by
/// name: `ttg.num-warps = 4 : i32` gives `("ttg.num-warps", 4)`.
pub fn module_facts(operation: OperationRef<'_, '_>) -> BTreeMap<String, i64> {
    operation
        .attributes()
        .filter_map(|(name, attribute)| {
            let value = IntegerAttribute::try_from(attribute).ok()?.value();
            Some((name.as_string_ref().as_str().ok()?.to_string(), value))
        })
        .collect()
}

/// The layout `r#type` carries: `None` if it is not a ranked tensor with a
/// Weft layout encoding, an error naming the family and the tensor if the
/// layout does not fit the tensor. What it must agree with around it (the
/// module's warp count, say) is [`check_facts`]'s business, since that
/// depends on where the tensor is.
pub fn tensor_layout(r#type: Type<'_>) -> Option<Result<TensorLayout, Error>> {
    let tensor = RankedTensorType::try_from(r#type).ok()?;
    let encoding = tensor.encoding()?;
    let family = family_of(encoding)?;
    let build = || {
        let shape = static_shape(&tensor).ok_or_else(|| {
            invalid_layout(
                family,
                &tensor,
                "dynamic dims are not supported".to_string(),
            )
        })?;
        let element = tensor.element().to_string();
        let info = TensorInfo {
            shape: &shape,
            element: &element,
        };
        let layout = (family.syntax.layout)(&encoding.to_string(), info)
            .map_err(|e| invalid_layout(family, &tensor, e.to_string()))?;
        Ok(TensorLayout {
            family,
            layout,
            element,
        })
    };
    Some(build())
}

/// Whether `tensor`'s layout agrees with `scope`, the facts in force where
/// the tensor is: an error naming the family and the tensor otherwise.
pub fn check_facts(r#type: Type<'_>, tensor: &TensorLayout, scope: &Scope) -> Result<(), Error> {
    let facts = scope.facts(tensor.element.parse().ok());
    tensor.layout.check_facts(&facts).map_err(|e| {
        let ranked = RankedTensorType::try_from(r#type).ok();
        Error::InvalidLayout {
            family: tensor.family.syntax.name,
            tensor: ranked.map_or_else(|| r#type.to_string(), |t| plain_tensor(&t)),
            reason: e.to_string(),
        }
    })
}

fn invalid_layout(family: &Family, tensor: &RankedTensorType<'_>, reason: String) -> Error {
    Error::InvalidLayout {
        family: family.syntax.name,
        tensor: plain_tensor(tensor),
        reason,
    }
}

/// Whether `r#type` is a ranked tensor whose encoding is a Weft layout.
pub fn has_weft_layout(r#type: Type<'_>) -> bool {
    RankedTensorType::try_from(r#type)
        .ok()
        .and_then(|tensor| tensor.encoding())
        .and_then(family_of)
        .is_some()
}

/// Which buffer a tensor with a layout lowers to.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum BufferKind {
    /// The storage the family describes for its device: tiles, shard
    /// strides, memory spaces (`Layout::storage`, typed by the family).
    #[default]
    Device,
    /// One plain row-major memref dim per physical axis
    /// (`weft_layout::family::host_buffer`): what runs on the CPU.
    Host,
}

/// Layouts and their storage types, built once per uniqued type in one
/// pass run and shared by every question the run asks; and whether each
/// agrees with the facts of each scope it appears in.
#[derive(Default)]
pub struct LayoutCache<'c> {
    layouts: HashMap<usize, Option<Result<Rc<TensorLayout>, String>>>,
    storage: HashMap<(usize, BufferKind), Result<Option<Type<'c>>, String>>,
    agrees: HashMap<(usize, ScopeId), Result<(), String>>,
}

impl<'c> LayoutCache<'c> {
    /// An empty cache.
    pub fn new() -> Self {
        Self::default()
    }

    /// The layout of `r#type`: `None` without one, the reason it does not
    /// fit otherwise.
    pub fn layout(&mut self, r#type: Type<'_>) -> Option<Result<Rc<TensorLayout>, String>> {
        self.layouts
            .entry(r#type.to_raw().ptr as usize)
            .or_insert_with(|| {
                tensor_layout(r#type).map(|result| result.map(Rc::new).map_err(|e| e.to_string()))
            })
            .clone()
    }

    /// Whether the layout of `r#type` (if it has one that fits it) agrees
    /// with `scope`, the facts of scope `id` ([`check_facts`]).
    pub fn agrees_with(
        &mut self,
        r#type: Type<'_>,
        id: ScopeId,
        scope: &Scope,
    ) -> Result<(), String> {
        let key = (r#type.to_raw().ptr as usize, id);
        if let Some(known) = self.agrees.get(&key) {
            return known.clone();
        }
        let verdict = match self.layout(r#type) {
            Some(Ok(tensor)) => check_facts(r#type, &tensor, scope).map_err(|e| e.to_string()),
            _ => Ok(()),
        };
        self.agrees.insert(key, verdict.clone());
        verdict
    }

    /// The type a value of `r#type` lowers to: `None` for a type without a
    /// layout, an error for a layout that does not verify or has no
    /// storage type MLIR accepts.
    pub fn storage_type(
        &mut self,
        context: &'c Context,
        r#type: Type<'c>,
    ) -> Result<Option<Type<'c>>, String> {
        self.buffer_type(context, r#type, BufferKind::Device)
    }

    /// [`LayoutCache::storage_type`] for either kind of buffer.
    pub fn buffer_type(
        &mut self,
        context: &'c Context,
        r#type: Type<'c>,
        kind: BufferKind,
    ) -> Result<Option<Type<'c>>, String> {
        let key = (r#type.to_raw().ptr as usize, kind);
        if let Some(known) = self.storage.get(&key) {
            return known.clone();
        }
        let computed = match self.layout(r#type) {
            None => Ok(None),
            Some(Err(message)) => Err(message),
            Some(Ok(tensor)) => buffer_type_of(context, &tensor, kind)
                .map(Some)
                .map_err(|e| format!("cannot lower {type}: {e}", type = r#type)),
        };
        self.storage.insert(key, computed.clone());
        computed
    }
}

fn buffer_type_of<'c>(
    context: &'c Context,
    tensor: &TensorLayout,
    kind: BufferKind,
) -> Result<Type<'c>, Error> {
    let text = match kind {
        BufferKind::Device => {
            (tensor.family.syntax.storage_type)(tensor.layout.as_ref(), &tensor.element)?
        }
        BufferKind::Host => {
            weft_layout::family::host_buffer(tensor.layout.as_ref(), &tensor.element)
        }
    };
    unsafe { crate::diagnostics::capture(context.to_raw(), || Type::parse(context, &text)) }
}

/// What an assignment pass lays out: a ranked tensor without an encoding,
/// with its static shape and scalar element type. `Ok(None)` for any other
/// type; an error in the words `cannot assign a {what} to tensor<...>:
/// reason` for a tensor that cannot get a layout.
pub struct Unencoded<'c> {
    pub tensor: RankedTensorType<'c>,
    pub shape: Vec<i64>,
    pub element: weft_layout::element::ScalarType,
}

impl<'c> Unencoded<'c> {
    pub fn of(r#type: Type<'c>, what: &str) -> Result<Option<Self>, String> {
        let Ok(tensor) = RankedTensorType::try_from(r#type) else {
            return Ok(None);
        };
        if tensor.encoding().is_some() {
            return Ok(None);
        }
        let shape = static_shape(&tensor)
            .ok_or_else(|| Self::cannot_for(&tensor, what, "dynamic dims are not supported"))?;
        let element = tensor
            .element()
            .to_string()
            .parse()
            .map_err(|e: weft_layout::LayoutError| Self::cannot_for(&tensor, what, e))?;
        Ok(Some(Self {
            tensor,
            shape,
            element,
        }))
    }

    /// `cannot assign a {what} to tensor<...>: {reason}`.
    pub fn cannot(&self, what: &str, reason: impl std::fmt::Display) -> String {
        Self::cannot_for(&self.tensor, what, reason)
    }

    fn cannot_for(
        tensor: &RankedTensorType<'_>,
        what: &str,
        reason: impl std::fmt::Display,
    ) -> String {
        format!(
            "cannot assign a {what} to {}: {reason}",
            plain_tensor(tensor)
        )
    }

    /// The same tensor type with `attribute` as its encoding.
    pub fn with_encoding(&self, attribute: melior::ir::Attribute<'c>) -> Type<'c> {
        let dims: Vec<u64> = self.shape.iter().map(|&s| s as u64).collect();
        RankedTensorType::new(&dims, self.tensor.element(), Some(attribute)).into()
    }
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

    const SEED: &str = "tensor<53x63xf32, #tt.metal_layout<(d0, d1) -> (d0, d1), undef, <3x2>, \
                        memref<18x32xf32, #tt.memory_space<l1>>>>";

    #[test]
    fn finds_metal_layouts_and_their_buffers() {
        let context = create_test_context();
        let r#type = Type::parse(&context, SEED).unwrap();
        let tensor = tensor_layout(r#type).unwrap().unwrap();
        assert_eq!(tensor.family.syntax.name, "metal");
        assert_eq!(tensor.layout.logical_shape(), &[53, 63]);
        assert!(has_weft_layout(r#type));
        let mut cache = LayoutCache::new();
        let buffer = cache.storage_type(&context, r#type).unwrap().unwrap();
        assert_eq!(
            buffer.to_string(),
            "memref<3x2x18x32xf32, #tt.shard<128x4>, #tt.memory_space<l1>>"
        );
        // Asked again, the same uniqued type comes from the cache.
        assert_eq!(cache.storage_type(&context, r#type), Ok(Some(buffer)));
        assert_eq!(cache.layouts.len(), 1);
    }

    #[test]
    fn ignores_other_types_and_reports_bad_layouts() {
        let context = create_test_context();
        for plain in ["tensor<4xf32>", "f32", "memref<4xf32>"] {
            let r#type = Type::parse(&context, plain).unwrap();
            assert!(tensor_layout(r#type).is_none(), "{plain}");
            assert!(!has_weft_layout(r#type), "{plain}");
        }
        let bad = SEED.replace("53x63", "?x63");
        assert_eq!(
            tensor_layout(Type::parse(&context, &bad).unwrap())
                .unwrap()
                .unwrap_err()
                .to_string(),
            "invalid metal layout for tensor<?x63xf32>: dynamic dims are not supported"
        );
    }

    #[test]
    fn module_facts_are_the_integer_attributes() {
        let context = create_test_context();
        let module = melior::ir::Module::parse(
            &context,
            r#"module attributes {"ttg.num-warps" = 4 : i32, "ttg.target" = "cuda:80"} {}"#,
        )
        .unwrap();
        assert_eq!(
            module_facts(module.as_operation()),
            BTreeMap::from([("ttg.num-warps".to_string(), 4)])
        );
    }
}

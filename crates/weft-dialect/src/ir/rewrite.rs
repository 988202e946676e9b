//! Changing the types of values and function signatures in place.
//!
//! MLIR's dialect-conversion framework is C++-only; Weft's passes rewrite
//! types through the C API instead, keeping every use consistent by
//! changing a value's type where it is defined.

use std::collections::HashMap;

use melior::ir::attribute::{AttributeLike, TypeAttribute};
use melior::ir::block::BlockLike;
use melior::ir::operation::OperationLike;
use melior::ir::r#type::{FunctionType, TypeLike};
use melior::ir::{Location, OperationRef, RegionLike, Type, Value, ValueLike};

use crate::ir::walk::collect_operations;
use crate::pass::emit_error;

/// Gives `value` the type `r#type`.
pub fn set_value_type(value: Value<'_, '_>, r#type: Type<'_>) {
    unsafe { mlir_sys::mlirValueSetType(value.to_raw(), r#type.to_raw()) }
}

/// `function` with its inputs and results mapped through `map`, which
/// returns the new type or `None` to keep one; `None` if nothing changed.
pub fn map_signature<'c, E>(
    context: &'c melior::Context,
    function: FunctionType<'c>,
    mut map: impl FnMut(Type<'c>) -> Result<Option<Type<'c>>, E>,
) -> Result<Option<FunctionType<'c>>, E> {
    let mut changed = false;
    let mut convert = |types: Vec<Type<'c>>| -> Result<Vec<Type<'c>>, E> {
        types
            .into_iter()
            .map(|t| {
                Ok(match map(t)? {
                    Some(new) => {
                        changed = true;
                        new
                    }
                    None => t,
                })
            })
            .collect()
    };
    let inputs = convert(
        (0..function.input_count())
            .filter_map(|i| function.input(i).ok())
            .collect(),
    )?;
    let results = convert(
        (0..function.result_count())
            .filter_map(|i| function.result(i).ok())
            .collect(),
    )?;
    Ok(changed.then(|| FunctionType::new(context, &inputs, &results)))
}

/// Maps the inputs and results of `operation`'s `function_type` attribute
/// (func.func and other function-like ops) through `map`, which returns the
/// new type or `None` to keep one. Returns whether anything changed.
pub fn map_function_type<'c, E>(
    operation: OperationRef<'c, '_>,
    map: impl FnMut(Type<'c>) -> Result<Option<Type<'c>>, E>,
) -> Result<bool, E> {
    let Some(function) = operation
        .attribute("function_type")
        .ok()
        .and_then(|a| TypeAttribute::try_from(a).ok())
        .and_then(|a| FunctionType::try_from(a.value()).ok())
    else {
        return Ok(false);
    };
    let context_ref = operation.context();
    // SAFETY: `to_ref` reinterprets the `ContextRef` binding itself as a
    // `Context`, so the reference is only valid while `context_ref` lives:
    // to the end of this function, past every use of `context`.
    let context = unsafe { context_ref.to_ref() };
    let Some(new) = map_signature(context, function, map)? else {
        return Ok(false);
    };
    let attribute = TypeAttribute::new(new.into());
    unsafe {
        mlir_sys::mlirOperationSetAttributeByName(
            operation.to_raw(),
            melior::StringRef::new("function_type").to_raw(),
            attribute.to_raw(),
        )
    };
    Ok(true)
}

/// Gives every value under `root` — op results, block arguments, function
/// signatures — the type `convert` returns for its type (`Ok(None)` keeps
/// it), so that uses stay consistent. Types are uniqued: `convert` is asked
/// once per distinct type, and a type it refuses (`Err(message)`) is
/// reported once, where it is first met. Dense elements attributes typed
/// like a retyped result (`arith.constant dense<…>`) follow it. Returns
/// whether any type was refused.
pub fn retype_all<'c>(
    root: OperationRef<'c, '_>,
    mut convert: impl FnMut(Type<'c>) -> Result<Option<Type<'c>>, String>,
) -> bool {
    let mut cache: HashMap<usize, Option<Type<'c>>> = HashMap::new();
    let mut failed = false;
    let mut retype = |r#type: Type<'c>, location: Location<'c>| -> Option<Type<'c>> {
        *cache
            .entry(r#type.to_raw().ptr as usize)
            .or_insert_with(|| match convert(r#type) {
                Ok(new) => new,
                Err(message) => {
                    emit_error(location, &message);
                    failed = true;
                    None
                }
            })
    };
    for raw in collect_operations(root) {
        // SAFETY: collected from the walk above; nothing is erased.
        let op: OperationRef<'c, '_> = unsafe { OperationRef::from_raw(raw) };
        for result in op.results() {
            let old = result.r#type();
            if let Some(new) = retype(old, op.location()) {
                set_value_type(result.into(), new);
                retype_dense_attributes(op, old, new);
            }
        }
        for region in op.regions() {
            let mut block = region.first_block();
            while let Some(current) = block {
                for index in 0..current.argument_count() {
                    let Ok(argument) = current.argument(index) else {
                        continue;
                    };
                    if let Some(new) = retype(argument.r#type(), argument.location()) {
                        set_value_type(argument.into(), new);
                    }
                }
                block = current.next_in_region();
            }
        }
        let _ = map_function_type(op, |t| Ok::<_, ()>(retype(t, op.location())));
    }
    failed
}

/// Gives the dense elements attributes of `op` typed `old` (the value of
/// `arith.constant dense<...> : tensor<4x4xf32>`) the type `new`, so that
/// constants keep verifying against their results.
fn retype_dense_attributes<'c>(op: OperationRef<'c, '_>, old: Type<'c>, new: Type<'c>) {
    let retyped: Vec<(String, mlir_sys::MlirAttribute)> = op
        .attributes()
        .filter(|(_, attribute)| {
            let dense = unsafe { mlir_sys::mlirAttributeIsADenseElements(attribute.to_raw()) };
            dense && AttributeLike::r#type(attribute) == old
        })
        .map(|(name, attribute)| {
            let name = name
                .as_string_ref()
                .as_str()
                .unwrap_or_default()
                .to_string();
            let reshaped = unsafe {
                mlir_sys::mlirDenseElementsAttrReshapeGet(attribute.to_raw(), new.to_raw())
            };
            (name, reshaped)
        })
        .collect();
    for (name, attribute) in retyped {
        unsafe {
            mlir_sys::mlirOperationSetAttributeByName(
                op.to_raw(),
                melior::StringRef::new(&name).to_raw(),
                attribute,
            )
        };
    }
}

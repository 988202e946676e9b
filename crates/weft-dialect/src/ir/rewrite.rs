//! Changing the types of values and function signatures in place.
//!
//! MLIR's dialect-conversion framework is C++-only; Weft's passes rewrite
//! types through the C API instead, keeping every use consistent by
//! changing a value's type where it is defined.

use melior::ir::attribute::{AttributeLike, TypeAttribute};
use melior::ir::operation::OperationLike;
use melior::ir::r#type::{FunctionType, TypeLike};
use melior::ir::{OperationRef, Type, Value, ValueLike};

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

//! Retyping that never makes valid IR invalid.
//!
//! Some ops check more of a type than the layout it means: Triton's
//! `amdg.local_load_packed_transposed` needs a `#ttg.dot_op` result, and
//! `ttng.tc_gen5_mma_scaled` reads the packing of its fp4 operands from
//! their NVMMA encodings. A pass that rewrites every encoding (to
//! `#ttg.linear`, say) would leave those ops failing their verifiers. So the
//! rewrite is checked: where an op no longer verifies, the types of its
//! operands and results keep their encodings — everywhere, so that ops
//! relating two values of one type still see one type — and the rewrite is
//! made again from the IR as it was.

use std::collections::HashSet;

use melior::ir::attribute::AttributeLike;
use melior::ir::operation::OperationLike;
use melior::ir::r#type::TypeLike;
use melior::ir::{Operation, OperationRef, RegionLike, Type, ValueLike};

use crate::ir::rewrite::retype_all;
use crate::ir::walk::collect_operations;
use crate::pass::emit_warning;

/// The most rewrites tried: each keeps more types, and real IR settles in
/// one or two.
const MAX_ATTEMPTS: usize = 8;

/// [`retype_all`] under `root`, keeping the types whose change would make
/// an op fail its verifier (see the module's note), each with a warning at
/// that op: `{type} is kept as it is: '{op}' does not verify with
/// {changed_to}`. Returns whether any type was refused (reported as
/// `retype_all` reports it).
pub fn retype_all_keeping_valid<'c>(
    root: OperationRef<'c, '_>,
    changed_to: &str,
    mut convert: impl FnMut(Type<'c>) -> Result<Option<Type<'c>>, String>,
) -> bool {
    // SAFETY: a clone is a new, detached operation; `Operation` destroys it.
    let original = unsafe { Operation::from_raw(mlir_sys::mlirOperationClone(root.to_raw())) };
    // SAFETY: `original` lives to the end of this function.
    let original_ref = unsafe { OperationRef::from_raw(original.to_raw()) };
    let mut keep: HashSet<usize> = HashSet::new();
    let mut changed: HashSet<usize> = HashSet::new();
    let mut kept = Vec::new();
    let mut attempt = 1;
    let refused = loop {
        let refused = retype_all(root, |r#type| {
            let key = r#type.to_raw().ptr as usize;
            if keep.contains(&key) {
                return Ok(None);
            }
            let new = convert(r#type)?;
            if new.is_some() {
                changed.insert(key);
            }
            Ok(new)
        });
        if refused || attempt == MAX_ATTEMPTS || quietly(root, || root.verify()) {
            break refused;
        }
        let before = keep.len();
        let (now, then) = (collect_operations(root), collect_operations(original_ref));
        for index in failing(root, &now) {
            // SAFETY: both collected above, from live IR of one structure.
            let (op, was) = unsafe {
                (
                    OperationRef::from_raw(now[index]),
                    OperationRef::from_raw(then[index]),
                )
            };
            let types = was
                .operands()
                .map(|value| value.r#type())
                .chain(was.results().map(|value| value.r#type()));
            for r#type in types {
                let key = r#type.to_raw().ptr as usize;
                if changed.contains(&key) && keep.insert(key) {
                    kept.push((r#type, op_name(op), op.location()));
                }
            }
        }
        if keep.len() == before {
            // Nothing left to keep: the pass manager reports what fails.
            break refused;
        }
        restore(root, &original);
        attempt += 1;
    };
    for (r#type, op, location) in kept {
        emit_warning(
            location,
            &format!("{type} is kept as it is: '{op}' does not verify with {changed_to}"),
        );
    }
    refused
}

/// The positions (in `operations`, the pre-order walk of `root`) of the
/// ops that fail their verifiers: ops without regions first; only if all
/// of those verify, the innermost ops with regions that do not.
fn failing(root: OperationRef<'_, '_>, operations: &[mlir_sys::MlirOperation]) -> Vec<usize> {
    let op = |index: usize| unsafe { OperationRef::from_raw(operations[index]) };
    let fails = |index: usize| !quietly(root, || op(index).verify());
    let leaves: Vec<usize> = (0..operations.len())
        .filter(|&index| op(index).regions().next().is_none() && fails(index))
        .collect();
    if !leaves.is_empty() {
        return leaves;
    }
    // Reverse pre-order meets every op after the ops nested in it.
    (0..operations.len())
        .rev()
        .find(|&index| op(index).regions().next().is_some() && fails(index))
        .into_iter()
        .collect()
}

/// `root` as `original` was: the body of every region replaced by a copy
/// of `original`'s, and its attributes (a function's signature, when the
/// pass runs on one) set back.
fn restore(root: OperationRef<'_, '_>, original: &Operation<'_>) {
    // SAFETY: the copy is detached; its regions' bodies move into `root`'s
    // before `Operation` destroys what is left of it.
    let copy = unsafe { Operation::from_raw(mlir_sys::mlirOperationClone(original.to_raw())) };
    for (target, source) in root.regions().zip(copy.regions()) {
        unsafe { mlir_sys::mlirRegionTakeBody(target.to_raw(), source.to_raw()) };
    }
    for (name, attribute) in original.attributes() {
        // SAFETY: both live; MLIR copies the name.
        unsafe {
            mlir_sys::mlirOperationSetAttributeByName(
                root.to_raw(),
                name.as_string_ref().to_raw(),
                attribute.to_raw(),
            )
        };
    }
}

/// `check` with the diagnostics it makes swallowed: a failed attempt is
/// not the user's error.
fn quietly(root: OperationRef<'_, '_>, check: impl FnOnce() -> bool) -> bool {
    // SAFETY: the context of a live operation is valid.
    let context = unsafe { mlir_sys::mlirOperationGetContext(root.to_raw()) };
    unsafe { crate::diagnostics::capture(context, || Some(check())) }.unwrap_or(false)
}

/// The op's name, for the warning (the op itself is gone by then).
fn op_name(op: OperationRef<'_, '_>) -> String {
    op.name()
        .as_string_ref()
        .as_str()
        .unwrap_or_default()
        .to_string()
}

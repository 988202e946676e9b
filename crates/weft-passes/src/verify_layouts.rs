//! `weft-verify-layouts`: every layout attribute checked against the tensor
//! that carries it and the module around it, every change of layout
//! (`weft.to_layout`, `tt.to_layout`, `ttg.convert_layout`) for a layout
//! Weft can lower on each side, and every `weft.relayout` against the
//! layouts it names.
//!
//! The dialects' own `verify()` checks an attribute alone when it is
//! parsed. This pass checks what needs the tensor and the module too,
//! asking the layout's family in `weft-layout`. "The module" is the facts
//! in force where the tensor is (`weft_dialect::scope`): the module's
//! attributes, unless an enclosing op runs its regions otherwise, as a
//! partition of `ttg.warp_specialize` on its own warps:
//!
//! ```mlir
//! // error: invalid metal layout for tensor<53x63x2xf32>: rank mismatch
//! // between linear map dims and tensor: 2 != 3
//! func.func @f(%arg0: tensor<53x63x2xf32, #tt.metal_layout<(d0, d1) -> (d0, d1),
//!     undef, <3x2>, memref<18x32xf32, #tt.memory_space<l1>>>>)
//! ```
//!
//! One diagnostic per offending value, at the value (block argument) or the
//! operation that defines it. Whatever `weft-lower-layouts` would reject
//! about a layout (a storage type that cannot be built, sizes that
//! overflow) is rejected here first.

use std::collections::{HashMap, HashSet};

use melior::Context;
use melior::ir::attribute::TypeAttribute;
use melior::ir::operation::{OperationLike, WalkOrder, WalkResult};
use melior::ir::r#type::{RankedTensorType, TypeLike};
use melior::ir::{OperationRef, ValueLike};
use melior::pass::Pass;
use weft_dialect::families::{check_op, check_type, is_to_layout};
use weft_dialect::ir::walk::for_each_type;
use weft_dialect::layouts::{BufferKind, LayoutCache};
use weft_dialect::neutral::RELAYOUT;
use weft_dialect::pass::{PassInfo, WeftPass, create_pass, emit_error, emit_warning};
use weft_dialect::scope::{ScopeId, Scopes};

/// How `--help` and pipelines know the pass.
pub const INFO: PassInfo = PassInfo {
    name: "WeftVerifyLayouts",
    argument: "weft-verify-layouts",
    summary: "Check every layout attribute against the tensor and module that carry it",
    options: &[],
    dependent_dialects: Vec::new,
};

#[repr(align(8))]
struct PassId;
static PASS_ID: PassId = PassId;

#[derive(Clone, Debug)]
struct VerifyLayouts;

impl WeftPass for VerifyLayouts {
    fn run(&mut self, operation: OperationRef<'_, '_>) -> bool {
        run_verified(operation, |_, mut cache| {
            warn_all(operation, &mut cache);
            false
        })
    }
}

/// Creates the `weft-verify-layouts` pass.
pub fn create_verify_layouts() -> Pass {
    create_pass(
        VerifyLayouts,
        melior::ir::r#type::TypeId::create(&PASS_ID),
        &INFO,
    )
}

/// The options of `weft-verify-layouts`: none yet. Code that makes the pass from
/// this struct keeps compiling when options come.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[non_exhaustive]
pub struct VerifyLayoutsOptions {}

/// Creates `weft-verify-layouts` with `options`.
pub fn create_verify_layouts_with(options: VerifyLayoutsOptions) -> Pass {
    let VerifyLayoutsOptions {} = options;
    create_verify_layouts()
}

/// Verifies the layouts under `operation` (reporting what does not), then,
/// if all verified, runs `body` with the context and the cache the
/// verification filled (each layout is built once per run). Returns whether
/// the pass failed, as [`WeftPass::run`] does: the passes that rewrite
/// layouts all begin this way.
pub(crate) fn run_verified(
    operation: OperationRef<'_, '_>,
    body: impl for<'c> FnOnce(&'c Context, LayoutCache<'c>) -> bool,
) -> bool {
    let context_ref = operation.context();
    // SAFETY: `to_ref` reinterprets the `ContextRef` binding itself as a
    // `Context`, so the reference is only valid while `context_ref` lives:
    // to the end of this function, past every use of `context`.
    let context = unsafe { context_ref.to_ref() };
    let mut cache = LayoutCache::new();
    if !verify_all(context, operation, &mut cache) {
        return true;
    }
    body(context, cache)
}

/// Checks every type under `operation` (that its layout fits it and has a
/// storage type, or for a `!ttg.memdesc` that its encoding places its
/// buffer), every op whose result's layout follows from its operands'
/// (`ttg.memdesc_trans`) and every `weft.relayout`, emitting one error per
/// offending value or op; returns whether all verified.
pub(crate) fn verify_all<'c>(
    context: &'c Context,
    operation: OperationRef<'c, '_>,
    cache: &mut LayoutCache<'c>,
) -> bool {
    let mut ok = true;
    let mut reported = HashSet::new();
    // The facts in force at each place: the module's, or a partition's or
    // function's own warp count.
    let mut scopes = Scopes::new(operation);
    // Types that carry a layout but are not tensors, checked once each per
    // scope.
    let mut checked: HashMap<(usize, ScopeId), Result<(), String>> = HashMap::new();
    for_each_type(operation, |r#type, location, place| {
        let id = scopes.of_place(place);
        let scope = scopes.get(id);
        let verdict = cache
            .storage_type(context, r#type)
            .and_then(|_| cache.agrees_with(r#type, id, scope))
            .and_then(|_| {
                checked
                    .entry((r#type.to_raw().ptr as usize, id))
                    .or_insert_with(|| check_type(r#type, &scope.values).unwrap_or(Ok(())))
                    .clone()
            });
        if let Err(message) = verdict {
            // One diagnostic per distinct type and place.
            if reported.insert((r#type.to_raw().ptr as usize, format!("{location}"))) {
                emit_error(location, &message);
            }
            ok = false;
        }
    });
    if ok {
        ok = verify_derived_layouts(operation)
            && verify_to_layouts(operation, cache)
            && verify_relayouts(context, operation, cache);
    }
    ok
}

/// Checks the ops whose result's layout follows from their operands'
/// ([`check_op`]); returns whether all verified.
fn verify_derived_layouts(root: OperationRef<'_, '_>) -> bool {
    let mut ok = true;
    root.walk(WalkOrder::PreOrder, |op| {
        if let Some(Err(message)) = check_op(op) {
            emit_error(op.location(), &message);
            ok = false;
        }
        WalkResult::Advance
    });
    ok
}

/// Reports what the layouts under `operation` find legal but probably not
/// meant ([`weft_layout::Layout::warnings`]), once per type and place.
fn warn_all(operation: OperationRef<'_, '_>, cache: &mut LayoutCache<'_>) {
    let mut reported = HashSet::new();
    for_each_type(operation, |r#type, location, _| {
        let Some(Ok(tensor)) = cache.layout(r#type) else {
            return;
        };
        for warning in tensor.layout.warnings() {
            if reported.insert((
                r#type.to_raw().ptr as usize,
                format!("{location}"),
                warning.clone(),
            )) {
                emit_warning(location, &warning);
            }
        }
    });
}

/// Why a layout places none of its elements, when it does not (a metal
/// device tensor whose shard is too small): a change of layout has nothing
/// to move to or from.
fn places_nothing(cache: &mut LayoutCache<'_>, r#type: melior::ir::Type<'_>) -> Option<String> {
    match cache.layout(r#type) {
        Some(Ok(laid_out)) => laid_out
            .layout
            .slot_index()
            .err()
            .map(|reason| format!("places no element: {reason}")),
        _ => None,
    }
}

/// Why a change of layout can move no element to or from `type`, if it
/// cannot: it has no layout (a plain tensor), one Weft does not model (an
/// encoding kept verbatim), or one that places nothing.
fn unmovable(cache: &mut LayoutCache<'_>, r#type: melior::ir::Type<'_>) -> Option<String> {
    if cache.layout(r#type).is_some() {
        return places_nothing(cache, r#type);
    }
    let encoded =
        RankedTensorType::try_from(r#type).is_ok_and(|tensor| tensor.encoding().is_some());
    Some(if encoded {
        "has a layout Weft does not model: a change of layout needs one it can lower on each side"
    } else {
        "has no layout: a change of layout needs one on each side"
    }
    .to_string())
}

/// Checks that each change of layout (`weft.to_layout` and each family's
/// spelling of it) is between two layouts that place their elements: the
/// lowering moves elements from one layout's buffer to the other's, and a
/// plain tensor has no buffer.
fn verify_to_layouts(root: OperationRef<'_, '_>, cache: &mut LayoutCache<'_>) -> bool {
    let mut ok = true;
    root.walk(WalkOrder::PreOrder, |op| {
        let name = op.name();
        let Ok(name) = name.as_string_ref().as_str() else {
            return WalkResult::Advance;
        };
        if !is_to_layout(name) {
            return WalkResult::Advance;
        }
        let sides = [
            ("source", op.operand(0).ok().map(|v| v.r#type())),
            ("result", op.result(0).ok().map(|v| v.r#type())),
        ];
        for (side, r#type) in sides {
            let Some(r#type) = r#type else {
                continue;
            };
            if let Some(reason) = unmovable(cache, r#type) {
                emit_error(
                    op.location(),
                    &format!("'{name}' op {side} type {} {reason}", r#type),
                );
                ok = false;
            }
        }
        WalkResult::Advance
    });
    ok
}

/// Checks that each `weft.relayout` moves between the buffers its two
/// layouts describe.
fn verify_relayouts<'c>(
    context: &'c Context,
    root: OperationRef<'c, '_>,
    cache: &mut LayoutCache<'c>,
) -> bool {
    let mut ok = true;
    root.walk(WalkOrder::PreOrder, |op| {
        if op.name().as_string_ref().as_str() != Ok(RELAYOUT) {
            return WalkResult::Advance;
        }
        for (index, (attribute, side)) in [("source_type", "source"), ("target_type", "target")]
            .into_iter()
            .enumerate()
        {
            let Some(tensor) = op
                .attribute(attribute)
                .ok()
                .and_then(|a| TypeAttribute::try_from(a).ok())
                .map(|a| a.value())
            else {
                continue;
            };
            // SAFETY: types are uniqued in the context, which outlives the walk.
            let tensor = unsafe { melior::ir::Type::from_raw(tensor.to_raw()) };
            let Ok(operand) = op.operand(index) else {
                continue;
            };
            if let Some(reason) = places_nothing(cache, tensor) {
                emit_error(
                    op.location(),
                    &format!("'{RELAYOUT}' op {side} type {tensor} {reason}"),
                );
                ok = false;
                continue;
            }
            let host = cache.buffer_type(context, tensor, BufferKind::Host);
            if matches!(host, Ok(Some(host)) if host == operand.r#type()) {
                continue;
            }
            let message = match cache.storage_type(context, tensor) {
                Ok(Some(expected)) if expected == operand.r#type() => continue,
                Ok(Some(expected)) => format!(
                    "{side} buffer {} is not the buffer of its layout: {expected} (or the host \
                     buffer {})",
                    operand.r#type(),
                    host.ok()
                        .flatten()
                        .map_or_else(String::new, |t| t.to_string())
                ),
                Ok(None) => format!("{side} type {tensor} has no layout"),
                Err(message) => message,
            };
            emit_error(op.location(), &format!("'{RELAYOUT}' op {message}"));
            ok = false;
        }
        WalkResult::Advance
    });
    ok
}

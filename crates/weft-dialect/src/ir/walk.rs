//! Visiting every place in the IR where a type appears with the location a
//! diagnostic about it belongs at.

use melior::ir::ValueLike;
use melior::ir::attribute::TypeAttribute;
use melior::ir::block::BlockLike;
use melior::ir::operation::{OperationLike, WalkOrder, WalkResult};
use melior::ir::r#type::FunctionType;
use melior::ir::{BlockRef, Location, OperationRef, RegionLike, Type};

/// Calls `visit(type, location, block)` for every result of every operation
/// under (and including) `root`, every block argument, every type held in a
/// type attribute, and — for operations with no body, such as function
/// declarations — every input and result of a function type attribute;
/// `block` is the block the type is in (the operation's, or the argument's
/// own), none for `root`'s own types: where the facts a layout is checked
/// against come from ([`crate::scope`]).
pub fn for_each_type<'c>(
    root: OperationRef<'c, '_>,
    mut visit: impl FnMut(Type<'c>, Location<'c>, Option<BlockRef<'c, '_>>),
) {
    root.walk(WalkOrder::PreOrder, |operation| {
        // SAFETY: the walk only visits operations owned by `root`, which
        // outlive this call; re-attach the context lifetime of `root`.
        let operation: OperationRef<'c, '_> = unsafe { OperationRef::from_raw(operation.to_raw()) };
        let location = operation.location();
        let place = operation.block();
        for result in operation.results() {
            visit(result.r#type(), location, place);
        }
        let mut has_body = false;
        for region in operation.regions() {
            let mut block: Option<BlockRef<'c, '_>> = region.first_block();
            while let Some(current) = block {
                has_body = true;
                for index in 0..current.argument_count() {
                    if let Ok(argument) = current.argument(index) {
                        visit(argument.r#type(), argument.location(), Some(current));
                    }
                }
                block = current.next_in_region();
            }
        }
        for (_, attribute) in operation.attributes() {
            let Ok(type_attribute) = TypeAttribute::try_from(attribute) else {
                continue;
            };
            let held = type_attribute.value();
            let Ok(function) = FunctionType::try_from(held) else {
                visit(held, location, place); // e.g. tt.relayout's source_type
                continue;
            };
            // A function's signature is also its entry block's arguments;
            // visit it here only when there is no body.
            if !has_body {
                for index in 0..function.input_count() {
                    if let Ok(input) = function.input(index) {
                        visit(input, location, place);
                    }
                }
                for index in 0..function.result_count() {
                    if let Ok(result) = function.result(index) {
                        visit(result, location, place);
                    }
                }
            }
        }
        WalkResult::Advance
    });
}

/// Every operation under (and including) `root`, in pre-order, as raw
/// handles: passes that insert or erase operations iterate over this list
/// instead of mutating the IR inside a walk.
pub fn collect_operations(root: OperationRef<'_, '_>) -> Vec<mlir_sys::MlirOperation> {
    let mut operations = Vec::new();
    root.walk(WalkOrder::PreOrder, |op| {
        operations.push(op.to_raw());
        WalkResult::Advance
    });
    operations
}

//! `weft-lower-layouts`: logical tensors with a layout become the buffers
//! their layouts describe.
//!
//! Every `tensor<S x T, #layout>` becomes the storage its layout describes
//! (`weft_layout::Layout::storage`, typed by the family's syntax module) —
//! for a metal layout `memref<grid ++ shard x elem, #tt.shard<byte strides>,
//! memspace>`, with grid and tile padding included. The pass asks the
//! common model through `weft_dialect::layouts`; it has no family-specific
//! branch.
//!
//! ```mlir
//! func.func @f(%a: tensor<53x63xf32, #tt.metal_layout<(d0, d1) -> (d0, d1),
//!     undef, <3x2>, memref<18x32xf32, #tt.memory_space<l1>>>>)
//! // becomes
//! func.func @f(%a: memref<3x2x18x32xf32, #tt.shard<128x4>, #tt.memory_space<l1>>
//!     {weft.logical_type = tensor<53x63xf32, #tt.metal_layout<...>>})
//! ```
//!
//! What is rewritten:
//! * function signatures and the arguments of every block of a function
//!   body (the logical type stays as the argument/result attribute
//!   `weft.logical_type`); branches in the body pass buffers;
//! * `func.call` and `func.call_indirect` results (`func.return` then
//!   returns the buffers), and the signature of functions used as values
//!   (`func.constant`);
//! * `tensor.empty` becomes `memref.alloc` (with `weft.logical_type`);
//! * `weft.to_layout` (and each family's spelling of it, such as
//!   `tt.to_layout`) becomes a `memref.alloc` of the target buffer and a
//!   `weft.relayout` from the source buffer into it, with the padding value
//!   made explicit: the op's own, else the target layout's, else `undef`.
//!
//! Any other operation keeps its tensors: a buffer it consumes is cast back
//! with `builtin.unrealized_conversion_cast`, and a laid-out tensor it
//! produces is cast to its buffer, so the IR stays valid. Layouts are
//! verified first; if any does not verify, nothing is lowered and the pass
//! fails with the verifier's diagnostics.

use std::collections::HashMap;

use melior::Context;
use melior::ir::attribute::{
    AttributeLike, DenseI32ArrayAttribute, DenseI64ArrayAttribute, IntegerAttribute, TypeAttribute,
};
use melior::ir::block::BlockLike;
use melior::ir::operation::{OperationBuilder, OperationLike};
use melior::ir::r#type::IntegerType;
use melior::ir::{Attribute, BlockRef, Identifier, Location, OperationRef, Type, Value, ValueLike};
use melior::pass::Pass;
use weft_dialect::families::is_to_layout;
use weft_dialect::ir::kinds::{is_call, is_function, is_function_return};
use weft_dialect::ir::rewrite::{map_function_type, map_signature, set_value_type};
use weft_dialect::ir::walk::collect_operations;
use weft_dialect::layouts::{BufferKind, LayoutCache};
use weft_dialect::neutral::{PADDING, RELAYOUT};
use weft_dialect::pass::{PassInfo, PassOption, WeftPass, create_pass, emit_error};
use weft_layout::{PaddingValue, Storage};

use crate::verify_layouts::run_verified;

/// The attribute that keeps the logical tensor type of a lowered value.
pub const LOGICAL_TYPE: &str = "weft.logical_type";

/// The attribute that marks the replicated worker bits of a register file
/// (see `weft_layout::model::RegisterFile`).
pub const REPLICATED: &str = "weft.replicated";

/// How `--help` and pipelines know the pass.
pub const INFO: PassInfo = PassInfo {
    name: "WeftLowerLayouts",
    argument: "weft-lower-layouts",
    summary: "Lower tensors with a layout to the grid/shard buffers the layout describes",
    options: &[PassOption {
        name: "host-buffers",
        description: "Lower to host buffers: one plain row-major memref dim per physical axis \
                      of the layout (tiles as scalars, no memory spaces), which runs on the CPU",
        default: "false",
    }],
    // What the pass creates besides the families' own types: `weft.relayout`
    // and memref ops. A family's buffer types belong to the dialect of the
    // layout being lowered, loaded already; asking for no other family keeps
    // the pass usable in hosts that own some of Weft's namespaces.
    dependent_dialects: || {
        vec![
            weft_dialect::neutral::dialect_handle(),
            melior::dialect::DialectHandle::memref(),
        ]
    },
};

#[repr(align(8))]
struct PassId;
static PASS_ID: PassId = PassId;

#[derive(Clone, Debug, Default)]
struct LowerLayouts {
    kind: BufferKind,
}

impl WeftPass for LowerLayouts {
    fn configure(&mut self, values: &[&str]) -> Result<(), String> {
        let [host] = values else {
            return Err(format!("expected 1 option value, got {}", values.len()));
        };
        let host = weft_layout::text::parse_bool(host)
            .map_err(|e| format!("invalid host-buffers option: {e}"))?;
        self.kind = buffer_kind(host);
        Ok(())
    }

    fn run(&mut self, operation: OperationRef<'_, '_>) -> bool {
        let kind = self.kind;
        run_verified(operation, |context, cache| {
            match Lowering::new(context, cache, kind).lower(operation) {
                Ok(()) => false,
                Err((location, message)) => {
                    emit_error(location, &message);
                    true
                }
            }
        })
    }
}

/// Creates the `weft-lower-layouts` pass (device buffers).
pub fn create_lower_layouts() -> Pass {
    create_lower_layouts_with(LowerLayoutsOptions::default())
}

/// The options of `weft-lower-layouts`, typed: what
/// `weft-lower-layouts{host-buffers=true}` says in a pipeline.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[non_exhaustive]
pub struct LowerLayoutsOptions {
    /// Lower to host buffers (`weft_layout::family::host_buffer`) instead
    /// of the families' device storage.
    pub host_buffers: bool,
}

impl LowerLayoutsOptions {
    /// The options with `host_buffers` set.
    pub fn with_host_buffers(self, host_buffers: bool) -> Self {
        Self { host_buffers }
    }
}

/// Creates `weft-lower-layouts` with `options`.
pub fn create_lower_layouts_with(options: LowerLayoutsOptions) -> Pass {
    let LowerLayoutsOptions { host_buffers } = options;
    create_pass(
        LowerLayouts {
            kind: buffer_kind(host_buffers),
        },
        melior::ir::r#type::TypeId::create(&PASS_ID),
        &INFO,
    )
}

/// The buffers the `host-buffers` option asks for.
fn buffer_kind(host_buffers: bool) -> BufferKind {
    if host_buffers {
        BufferKind::Host
    } else {
        BufferKind::Device
    }
}

type Failure<'c> = (Location<'c>, String);

/// One run of the lowering over a module.
struct Lowering<'c> {
    context: &'c Context,
    /// Buffer values made by the lowering, with the tensor type they hold.
    lowered: HashMap<usize, Type<'c>>,
    /// Layouts and buffer types, shared with the verification before.
    cache: LayoutCache<'c>,
    /// Which buffers tensors become.
    kind: BufferKind,
}

fn key(value: Value<'_, '_>) -> usize {
    value.to_raw().ptr as usize
}

impl<'c> Lowering<'c> {
    fn new(context: &'c Context, cache: LayoutCache<'c>, kind: BufferKind) -> Self {
        Self {
            context,
            lowered: HashMap::new(),
            cache,
            kind,
        }
    }

    /// The buffer type of `r#type`, if it is a tensor with a layout.
    fn buffer_type(
        &mut self,
        r#type: Type<'c>,
        location: Location<'c>,
    ) -> Result<Option<Type<'c>>, Failure<'c>> {
        self.cache
            .buffer_type(self.context, r#type, self.kind)
            .map_err(|message| (location, message))
    }

    fn lower(&mut self, root: OperationRef<'c, '_>) -> Result<(), Failure<'c>> {
        let operations = collect_operations(root);
        for raw in operations {
            // SAFETY: collected above; an operation is erased only after its
            // own turn, and nothing is nested inside the ones erased.
            let op: OperationRef<'c, '_> = unsafe { OperationRef::from_raw(raw) };
            let name = op
                .name()
                .as_string_ref()
                .as_str()
                .unwrap_or_default()
                .to_string();
            match name.as_str() {
                "func.constant" => self.lower_function_value(op)?,
                _ if is_function(op) => self.lower_function(op)?,
                _ if is_call(op) => {
                    self.buffer_operands(op)?;
                    self.lower_results_in_place(op)?
                }
                _ if is_function_return(op) => self.buffer_operands(op)?,
                _ if op.successor_count() > 0 && in_function_body(op) => {
                    self.buffer_operands(op)?
                }
                "tensor.empty" if self.has_layout_result(op)? => self.lower_empty(op)?,
                _ if is_to_layout(&name) => self.lower_to_layout(op)?,
                _ => self.cast_around(op)?,
            }
        }
        Ok(())
    }

    fn has_layout_result(&mut self, op: OperationRef<'c, '_>) -> Result<bool, Failure<'c>> {
        for result in op.results() {
            if self.buffer_type(result.r#type(), op.location())?.is_some() {
                return Ok(true);
            }
        }
        Ok(false)
    }

    /// What a buffer made of a `logical` tensor carries: the logical type
    /// (`weft.logical_type`) and, for a register file whose workers hold
    /// copies, the replicated coordinate bits of each worker axis
    /// (`weft.replicated`, workers outermost first).
    ///
    /// Host buffers carry none: they are plain memrefs meant to leave
    /// Weft's dialects behind (down to LLVM and `mlir-runner`).
    fn breadcrumbs(&mut self, logical: Type<'c>) -> Vec<(Identifier<'c>, Attribute<'c>)> {
        if self.kind == BufferKind::Host {
            return Vec::new();
        }
        let mut attributes = vec![(
            Identifier::new(self.context, LOGICAL_TYPE),
            TypeAttribute::new(logical).into(),
        )];
        if let Some(Ok(tensor)) = self.cache.layout(logical)
            && let Ok(Storage::Registers(file)) = tensor.layout.storage()
            && file.replicated.iter().any(|&mask| mask != 0)
        {
            let masks: Vec<i64> = file.replicated.iter().map(|&m| m as i64).collect();
            attributes.push((
                Identifier::new(self.context, REPLICATED),
                DenseI64ArrayAttribute::new(self.context, &masks).into(),
            ));
        }
        attributes
    }

    /// Signature and entry-block arguments.
    fn lower_function(&mut self, op: OperationRef<'c, '_>) -> Result<(), Failure<'c>> {
        let location = op.location();
        let mut inputs = Vec::new();
        let mut results = Vec::new();
        let mut index = 0usize;
        let mut seen_inputs = true;
        // Inputs first, then results: map_function_type visits them in order.
        let input_count = function_input_count(op);
        map_function_type(op, |r#type| {
            if index == input_count {
                seen_inputs = false;
                index = 0;
            }
            let buffer = self.buffer_type(r#type, location)?;
            if buffer.is_some() {
                if seen_inputs {
                    inputs.push((index, r#type));
                } else {
                    results.push((index, r#type));
                }
            }
            index += 1;
            Ok::<_, Failure<'c>>(buffer)
        })?;
        type SetAttribute = unsafe extern "C" fn(
            mlir_sys::MlirOperation,
            isize,
            mlir_sys::MlirStringRef,
            mlir_sys::MlirAttribute,
        );
        let breadcrumbs: [(SetAttribute, Vec<(usize, Type<'c>)>); 2] = [
            (mlir_sys::mlirFuncSetArgAttr, inputs),
            (mlir_sys::mlirFuncSetResultAttr, results),
        ];
        for (set_attribute, positions) in breadcrumbs {
            for (position, logical) in positions {
                for (name, attribute) in self.breadcrumbs(logical) {
                    let name = name.as_string_ref();
                    unsafe {
                        set_attribute(
                            op.to_raw(),
                            position as isize,
                            name.to_raw(),
                            attribute.to_raw(),
                        )
                    };
                }
            }
        }
        // Every block of the body: the entry block's arguments are the
        // signature's, the others are fed by branches in the body, which
        // pass buffers (see `lower`).
        if let Some(body) = op.regions().next() {
            use melior::ir::RegionLike;
            let mut block = body.first_block();
            while let Some(current) = block {
                self.lower_block_arguments(current)?;
                block = current.next_in_region();
            }
        }
        Ok(())
    }

    fn lower_block_arguments(&mut self, block: BlockRef<'c, '_>) -> Result<(), Failure<'c>> {
        for index in 0..block.argument_count() {
            let Ok(argument) = block.argument(index) else {
                continue;
            };
            let logical = argument.r#type();
            if let Some(buffer) = self.buffer_type(logical, argument.location())? {
                set_value_type(argument.into(), buffer);
                self.lowered.insert(key(argument.into()), logical);
            }
        }
        Ok(())
    }

    /// A function used as a value (`func.constant`) takes the lowered
    /// signature of the function it names, so that `func.call_indirect`
    /// through it passes buffers.
    fn lower_function_value(&mut self, op: OperationRef<'c, '_>) -> Result<(), Failure<'c>> {
        let location = op.location();
        let result = op.result(0).map_err(|e| (location, e.to_string()))?;
        let Ok(function) = melior::ir::r#type::FunctionType::try_from(result.r#type()) else {
            return Ok(());
        };
        let context = self.context;
        if let Some(lowered) = map_signature(context, function, |t| self.buffer_type(t, location))?
        {
            set_value_type(result.into(), lowered.into());
        }
        Ok(())
    }

    /// Results whose type is rewritten where they are defined (calls).
    fn lower_results_in_place(&mut self, op: OperationRef<'c, '_>) -> Result<(), Failure<'c>> {
        for result in op.results() {
            let logical = result.r#type();
            if let Some(buffer) = self.buffer_type(logical, op.location())? {
                set_value_type(result.into(), buffer);
                self.lowered.insert(key(result.into()), logical);
            }
        }
        Ok(())
    }

    /// A `memref.alloc` of the buffer of `logical`, before `op`.
    fn allocate<'a>(
        &mut self,
        op: OperationRef<'c, 'a>,
        logical: Type<'c>,
    ) -> Result<Value<'c, 'a>, Failure<'c>> {
        let location = op.location();
        let buffer = self
            .buffer_type(logical, location)?
            .ok_or_else(|| (location, no_layout(op, logical)))?;
        let mut attributes = vec![(
            Identifier::new(self.context, "operandSegmentSizes"),
            DenseI32ArrayAttribute::new(self.context, &[0, 0]).into(),
        )];
        attributes.extend(self.breadcrumbs(logical));
        let alloc = OperationBuilder::new("memref.alloc", location)
            .add_results(&[buffer])
            .add_attributes(&attributes)
            .build()
            .map_err(|e| (location, format!("cannot build memref.alloc: {e}")))?;
        let block = op
            .block()
            .ok_or_else(|| (location, "operation outside a block".to_string()))?;
        let alloc = block.insert_operation_before(op, alloc);
        let value: Value<'c, 'a> = alloc
            .result(0)
            .map_err(|e| (location, e.to_string()))?
            .into();
        self.lowered.insert(key(value), logical);
        Ok(value)
    }

    fn lower_empty(&mut self, op: OperationRef<'c, '_>) -> Result<(), Failure<'c>> {
        let result: Value<'c, '_> = op
            .result(0)
            .map_err(|e| (op.location(), e.to_string()))?
            .into();
        let buffer = self.allocate(op, result.r#type())?;
        replace_and_erase(op, result, buffer);
        Ok(())
    }

    fn lower_to_layout(&mut self, op: OperationRef<'c, '_>) -> Result<(), Failure<'c>> {
        let location = op.location();
        // A laid-out tensor that no lowered op made (a block argument of a
        // loop body, a result of an unknown op reached through a region) is
        // cast to its buffer first.
        self.buffer_operands(op)?;
        let input = op.operand(0).map_err(|e| (location, e.to_string()))?;
        let result: Value<'c, '_> = op.result(0).map_err(|e| (location, e.to_string()))?.into();
        let Some(&source_type) = self.lowered.get(&key(input)) else {
            return Err((location, no_layout(op, input.r#type())));
        };
        let target_type = result.r#type();
        let padding = self.padding_of(op, target_type);
        let target = self.allocate(op, target_type)?;
        let relayout = OperationBuilder::new(RELAYOUT, location)
            .add_operands(&[input, target])
            .add_attributes(&[
                (
                    Identifier::new(self.context, PADDING),
                    IntegerAttribute::new(
                        IntegerType::new(self.context, 32).into(),
                        padding as i64,
                    )
                    .into(),
                ),
                (
                    Identifier::new(self.context, "source_type"),
                    TypeAttribute::new(source_type).into(),
                ),
                (
                    Identifier::new(self.context, "target_type"),
                    TypeAttribute::new(target_type).into(),
                ),
            ])
            .build()
            .map_err(|e| (location, format!("cannot build {RELAYOUT}: {e}")))?;
        let block = op
            .block()
            .ok_or_else(|| (location, "operation outside a block".to_string()))?;
        block.insert_operation_before(op, relayout);
        replace_and_erase(op, result, target);
        Ok(())
    }

    /// The padding a change of layout gives the target's padding slots: the
    /// op's `padding`, else the target layout's own value, else `undef`.
    fn padding_of(&mut self, op: OperationRef<'c, '_>, target: Type<'c>) -> PaddingValue {
        weft_dialect::neutral::padding_value(op)
            .or_else(|| match self.cache.layout(target) {
                Some(Ok(tensor)) => tensor.layout.padding_value(),
                _ => None,
            })
            .unwrap_or(PaddingValue::Undef)
    }

    /// Casts operands that are still laid-out tensors (block arguments of
    /// inner blocks, results of unknown ops reached through regions) to
    /// their buffers, for ops whose signature the lowering changed.
    fn buffer_operands(&mut self, op: OperationRef<'c, '_>) -> Result<(), Failure<'c>> {
        let location = op.location();
        let Some(block) = op.block() else {
            return Ok(());
        };
        for index in 0..op.operand_count() {
            let operand = op.operand(index).map_err(|e| (location, e.to_string()))?;
            let logical = operand.r#type();
            let Some(buffer) = self.buffer_type(logical, location)? else {
                continue;
            };
            let value = cast_operand(block, op, index, operand, buffer)?;
            self.lowered.insert(key(value), logical);
        }
        Ok(())
    }

    /// Keeps an operation the pass does not know valid: buffers it consumes
    /// are cast back to their tensors, laid-out tensors it produces are
    /// cast to their buffers.
    fn cast_around(&mut self, op: OperationRef<'c, '_>) -> Result<(), Failure<'c>> {
        let location = op.location();
        let Some(block) = op.block() else {
            return Ok(()); // the root module
        };
        for index in 0..op.operand_count() {
            let operand = op.operand(index).map_err(|e| (location, e.to_string()))?;
            let Some(&logical) = self.lowered.get(&key(operand)) else {
                continue;
            };
            cast_operand(block, op, index, operand, logical)?;
        }
        for result in op.results() {
            let logical = result.r#type();
            let Some(buffer) = self.buffer_type(logical, location)? else {
                continue;
            };
            let cast = cast_operation(location, result.into(), buffer)?;
            let cast = block.insert_operation_after(op, cast);
            let value: Value<'c, '_> = cast
                .result(0)
                .map_err(|e| (location, e.to_string()))?
                .into();
            let mut except = [cast.to_raw()];
            unsafe {
                mlir_sys::mlirValueReplaceAllUsesExcept(
                    result.to_raw(),
                    value.to_raw(),
                    1,
                    except.as_mut_ptr(),
                )
            };
            self.lowered.insert(key(value), logical);
        }
        Ok(())
    }
}

/// Why `op` cannot be lowered: `r#type`, which it reads or makes, has no
/// layout.
fn no_layout(op: OperationRef<'_, '_>, r#type: Type<'_>) -> String {
    format!(
        "cannot lower {}: {} has no layout",
        op.name().as_string_ref().as_str().unwrap_or_default(),
        r#type
    )
}

/// Whether `op` sits directly in a function body (`func.func`, `tt.func`,
/// ...), whose block arguments the lowering turns into buffers.
fn in_function_body(op: OperationRef<'_, '_>) -> bool {
    op.block()
        .and_then(|block| block.parent_operation())
        .is_some_and(is_function)
}

/// Replaces operand `index` of `op` (`operand`) by a cast of it to
/// `r#type`, inserted before `op`; returns the cast's result.
fn cast_operand<'c, 'a>(
    block: BlockRef<'c, 'a>,
    op: OperationRef<'c, 'a>,
    index: usize,
    operand: Value<'c, 'a>,
    r#type: Type<'c>,
) -> Result<Value<'c, 'a>, Failure<'c>> {
    let location = op.location();
    let cast = block.insert_operation_before(op, cast_operation(location, operand, r#type)?);
    let value: Value<'c, 'a> = cast
        .result(0)
        .map_err(|e| (location, e.to_string()))?
        .into();
    unsafe { mlir_sys::mlirOperationSetOperand(op.to_raw(), index as isize, value.to_raw()) };
    Ok(value)
}

/// `builtin.unrealized_conversion_cast %value : ... to r#type`.
fn cast_operation<'c>(
    location: Location<'c>,
    value: Value<'c, '_>,
    r#type: Type<'c>,
) -> Result<melior::ir::Operation<'c>, Failure<'c>> {
    OperationBuilder::new("builtin.unrealized_conversion_cast", location)
        .add_operands(&[value])
        .add_results(&[r#type])
        .build()
        .map_err(|e| (location, format!("cannot build a cast: {e}")))
}

/// Points every use of `old` at `new`, then erases `op` (which defined
/// `old`).
fn replace_and_erase(op: OperationRef<'_, '_>, old: Value<'_, '_>, new: Value<'_, '_>) {
    unsafe {
        mlir_sys::mlirValueReplaceAllUsesOfWith(old.to_raw(), new.to_raw());
        mlir_sys::mlirOperationRemoveFromParent(op.to_raw());
        mlir_sys::mlirOperationDestroy(op.to_raw());
    }
}

/// The number of inputs of a function-like op's `function_type`.
fn function_input_count(op: OperationRef<'_, '_>) -> usize {
    op.attribute("function_type")
        .ok()
        .and_then(|a| TypeAttribute::try_from(a).ok())
        .and_then(|a| melior::ir::r#type::FunctionType::try_from(a.value()).ok())
        .map_or(0, |f| f.input_count())
}

//! `weft-lower-relayout`: every `weft.relayout` becomes loops that move each
//! logical element from its source slot to its target slots.
//!
//! The index arithmetic comes from the layouts themselves: each family
//! gives its element-to-slot map as a `weft_layout::SlotIndex` (affine
//! `floordiv`/`mod` for metal and Spyre, XOR/AND/shift for Triton's linear
//! layouts, mode splits and strides for CuTe and Tilus), which this pass
//! translates to `arith` on `index`. It names no family.
//!
//! ```mlir
//! weft.relayout %src into %dst padding(zero) : memref<3x2x18x32xf32> into
//!     memref<1x1x53x63xf32> from tensor<53x63xf32, #on_3x2> to tensor<53x63xf32, #on_1x1>
//! // becomes: fill %dst with 0.0 (only if the target layout has padding
//! // slots), then
//! scf.for %i = 0 to 53 { scf.for %j = 0 to 63 {
//!   %v = memref.load %src[%i / 18, %j / 32, %i mod 18, %j mod 32]
//!   memref.store %v, %dst[0, 0, %i, %j] } }
//! ```
//!
//! **Which loops.** The loops run over the logical elements, row-major:
//! every family gives the map from an element to its slots in closed form,
//! while the way back (which element a slot holds, or none) needs a padding
//! test and, for some families, a search. A tensor dim that a layout
//! divides by a constant dividing its size (a shard, a tile, a stick) is
//! split there, so the innermost loop walks contiguous runs with no
//! division (`weft_layout::relayout_loops`, where the loops are decided).
//! Each element is read once, from copy 0 of the source (copies are
//! equal), and written to every copy of the target (an inner loop over the
//! copy number when the target replicates). Padding is written first, by a
//! loop over the whole target, only when the target has padding slots and
//! the padding value is not `undef`. A target slot that holds several
//! elements (a CuTe zero stride) ends with the last of them in row-major
//! order.
//!
//! **Which buffers.** The index arithmetic addresses each buffer by slot:
//! the layout's *host buffer* (one dim per physical axis, as
//! `weft-lower-layouts{host-buffers=true}` makes them). A buffer of the same
//! shape and element type is accepted whatever its layout attribute or
//! memory space (a metal scalar shard buffer is one); a buffer of tiles is
//! not, and the error says to lower with host buffers.

use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

use melior::Context;
use melior::ir::attribute::{AttributeLike, TypeAttribute};
use melior::ir::block::BlockLike;
use melior::ir::operation::{OperationBuilder, OperationLike, OperationRef};
use melior::ir::r#type::{MemRefType, ShapedTypeLike, TypeLike};
use melior::ir::{
    Attribute, Block, BlockRef, Location, Operation, Region, RegionLike, Type, Value, ValueLike,
};
use melior::pass::Pass;
use weft_dialect::layouts::{BufferKind, LayoutCache, TensorLayout};
use weft_dialect::neutral::{RELAYOUT, padding_value};
use weft_dialect::pass::{PassInfo, WeftPass, create_pass, emit_error};
use weft_layout::PaddingValue;
use weft_layout::element::ScalarType;
use weft_layout::model::IndexExpr;
use weft_layout::relayout_loops::RelayoutLoops;

use crate::verify_layouts::run_verified;
use weft_dialect::ir::walk::collect_operations;

/// How `--help` and pipelines know the pass.
pub const INFO: PassInfo = PassInfo {
    name: "WeftLowerRelayout",
    argument: "weft-lower-relayout",
    summary: "Lower weft.relayout to loops that move each element from its source slot to its target slots",
    options: &[],
    dependent_dialects: || {
        vec![
            melior::dialect::DialectHandle::scf(),
            melior::dialect::DialectHandle::arith(),
            melior::dialect::DialectHandle::memref(),
        ]
    },
};

#[repr(align(8))]
struct PassId;
static PASS_ID: PassId = PassId;

#[derive(Clone, Debug)]
struct LowerRelayout;

impl WeftPass for LowerRelayout {
    fn run(&mut self, operation: OperationRef<'_, '_>) -> bool {
        run_verified(operation, |context, mut cache| {
            for raw in collect_operations(operation) {
                // SAFETY: collected above; only relayouts are erased, each
                // after its own turn, and nothing is nested inside them.
                let op: OperationRef<'_, '_> = unsafe { OperationRef::from_raw(raw) };
                if op.name().as_string_ref().as_str() != Ok(RELAYOUT) {
                    continue;
                }
                if let Err(message) = lower(context, &mut cache, op) {
                    emit_error(op.location(), &format!("'{RELAYOUT}' op {message}"));
                    return true;
                }
            }
            false
        })
    }
}

/// Creates the `weft-lower-relayout` pass.
pub fn create_lower_relayout() -> Pass {
    create_pass(
        LowerRelayout,
        melior::ir::r#type::TypeId::create(&PASS_ID),
        &INFO,
    )
}

/// One side of a relayout: the buffer and its layout.
struct Side<'c, 'a> {
    buffer: Value<'c, 'a>,
    layout: Rc<TensorLayout>,
}

fn side<'c, 'a>(
    context: &'c Context,
    cache: &mut LayoutCache<'c>,
    op: OperationRef<'c, 'a>,
    position: usize,
    (attribute, what): (&str, &str),
) -> Result<Side<'c, 'a>, String> {
    let tensor = op
        .attribute(attribute)
        .ok()
        .and_then(|a| TypeAttribute::try_from(a).ok())
        .map(|a| a.value())
        .ok_or_else(|| format!("has no {attribute}"))?;
    // SAFETY: types are uniqued in the context, which outlives the pass.
    let tensor = unsafe { Type::from_raw(tensor.to_raw()) };
    let layout = cache
        .layout(tensor)
        .ok_or_else(|| format!("{what} type {tensor} has no layout"))??;
    let buffer = op
        .operand(position)
        .map_err(|_| format!("has no {what} buffer"))?;
    let host = cache
        .buffer_type(context, tensor, BufferKind::Host)?
        .ok_or_else(|| format!("{what} type {tensor} has no layout"))?;
    let same_slots = |given: Type<'c>| -> Option<()> {
        let given = MemRefType::try_from(given).ok()?;
        let host = MemRefType::try_from(host).ok()?;
        let shape = |t: &MemRefType<'c>| -> Vec<i64> {
            (0..t.rank() as isize)
                // SAFETY: `d` is below the rank of a ranked type.
                .map(|d| unsafe { mlir_sys::mlirShapedTypeGetDimSize(t.to_raw(), d) })
                .collect()
        };
        (shape(&given) == shape(&host) && given.element() == host.element()).then_some(())
    };
    if same_slots(buffer.r#type()).is_none() {
        return Err(format!(
            "cannot index the {what} buffer {} by slot: it is not shaped as its layout's host \
             buffer {host}; lower layouts with weft-lower-layouts{{host-buffers=true}}",
            buffer.r#type()
        ));
    }
    Ok(Side { buffer, layout })
}

/// Replaces one `weft.relayout` by its loops.
fn lower<'c, 'a>(
    context: &'c Context,
    cache: &mut LayoutCache<'c>,
    op: OperationRef<'c, 'a>,
) -> Result<(), String> {
    let source = side(context, cache, op, 0, ("source_type", "source"))?;
    let target = side(context, cache, op, 1, ("target_type", "target"))?;
    let padding = padding_value(op).ok_or("has no padding value")?;
    let block = op.block().ok_or("is not in a block")?;
    let location = op.location();
    // Index constants go before the first one, ahead of every loop.
    let zero = block.insert_operation_before(op, index_constant(context, location, 0)?);
    // SAFETY: the constant lives in `block`, as `op` does.
    let zero: OperationRef<'c, 'a> = unsafe { OperationRef::from_raw(zero.to_raw()) };
    let zero_value = zero.result(0).map_err(|e| e.to_string())?;
    let emitter = Emitter {
        context,
        location,
        block,
        before: Some(op),
        computed: RefCell::default(),
        constants: Rc::new(Constants {
            block,
            before: zero,
            // SAFETY: the result lives as long as its operation.
            made: RefCell::new(HashMap::from([(0, unsafe {
                Value::from_raw(zero_value.to_raw())
            })])),
        }),
    };
    let has_padding = target
        .layout
        .layout
        .padding_slot_count()
        .map_err(|e| e.to_string())?
        > 0;
    // Elements of any type move (pointers too); only a padding value needs
    // a scalar type to be written.
    let literal = match (has_padding, padding) {
        (false, _) | (_, PaddingValue::Undef) => None,
        (true, padding) => {
            let element: ScalarType = target.layout.element.parse().map_err(|_| {
                format!(
                    "cannot write padding {padding} into {} elements",
                    target.layout.element
                )
            })?;
            padding.literal(element).map_err(|e| e.to_string())?
        }
    };
    if let Some(literal) = literal {
        let value = Attribute::parse(context, &literal)
            .ok_or_else(|| format!("cannot make the padding constant {literal}"))?;
        let constant = emitter.push(
            OperationBuilder::new("arith.constant", emitter.location)
                .add_attributes(&[(melior::ir::Identifier::new(context, "value"), value)])
                .add_results(&[value.r#type()])
                .build()
                .map_err(|e| e.to_string())?,
        )?;
        let fill = constant.result(0).map_err(|e| e.to_string())?.into();
        let shape = target.layout.layout.physical_space().shape();
        emitter.nest(&shape, &mut |inner, ivs| {
            inner.push(memref_store(fill, target.buffer, ivs, inner.location)?)?;
            Ok(())
        })?;
    }
    let loops = RelayoutLoops::new(source.layout.layout.as_ref(), target.layout.layout.as_ref())
        .map_err(|e| e.to_string())?;
    emitter.nest(&loops.shape, &mut |inner, ivs| {
        let mut vars = ivs.to_vec();
        vars.push(inner.constant(0)?);
        let source_index = inner.expressions(&loops.source, &vars)?;
        let load = inner.push(memref_load(source.buffer, &source_index, inner.location)?)?;
        let value: Value = load.result(0).map_err(|e| e.to_string())?.into();
        inner.nest(&[loops.copies], &mut |copy_loop, copy| {
            vars[ivs.len()] = copy[0];
            let index = copy_loop.expressions(&loops.target, &vars)?;
            copy_loop.push(memref_store(
                value,
                target.buffer,
                &index,
                copy_loop.location,
            )?)?;
            Ok(())
        })
    })?;
    // SAFETY: nothing refers to the op any more; it has no results.
    unsafe { mlir_sys::mlirOperationDestroy(op.to_raw()) };
    Ok(())
}

fn index_constant<'c>(
    context: &'c Context,
    location: Location<'c>,
    value: i64,
) -> Result<Operation<'c>, String> {
    let index = Type::index(context);
    let attribute = melior::ir::attribute::IntegerAttribute::new(index, value).into();
    OperationBuilder::new("arith.constant", location)
        .add_attributes(&[(melior::ir::Identifier::new(context, "value"), attribute)])
        .add_results(&[index])
        .build()
        .map_err(|e| e.to_string())
}

fn memref_load<'c>(
    buffer: Value<'c, '_>,
    indices: &[Value<'c, '_>],
    location: Location<'c>,
) -> Result<Operation<'c>, String> {
    let element = MemRefType::try_from(buffer.r#type())
        .map_err(|e| e.to_string())?
        .element();
    OperationBuilder::new("memref.load", location)
        .add_operands(&[buffer])
        .add_operands(indices)
        .add_results(&[element])
        .build()
        .map_err(|e| e.to_string())
}

fn memref_store<'c>(
    value: Value<'c, '_>,
    buffer: Value<'c, '_>,
    indices: &[Value<'c, '_>],
    location: Location<'c>,
) -> Result<Operation<'c>, String> {
    OperationBuilder::new("memref.store", location)
        .add_operands(&[value, buffer])
        .add_operands(indices)
        .build()
        .map_err(|e| e.to_string())
}

/// The index constants of one relayout, made once each before it, so that
/// they dominate every loop.
struct Constants<'c, 'a> {
    block: BlockRef<'c, 'a>,
    before: OperationRef<'c, 'a>,
    made: RefCell<HashMap<i64, Value<'c, 'a>>>,
}

/// Where new operations go.
struct Emitter<'c, 'a> {
    context: &'c Context,
    location: Location<'c>,
    block: BlockRef<'c, 'a>,
    /// Insert before this op; `None` appends (inside a loop body, whose
    /// terminator is added last).
    before: Option<OperationRef<'c, 'a>>,
    constants: Rc<Constants<'c, 'a>>,
    /// Expressions already emitted in this block, for the variables they
    /// were emitted with: a swizzle reads the offset it changes, and a
    /// load and a store often index alike, so each is computed once.
    computed: RefCell<Computed<'c, 'a>>,
}

/// The values of emitted expressions, valid while the variables are
/// those of `vars`.
#[derive(Default)]
struct Computed<'c, 'a> {
    vars: Vec<mlir_sys::MlirValue>,
    values: HashMap<IndexExpr, Value<'c, 'a>>,
}

type Body<'b, 'c, 'a> = dyn FnMut(&Emitter<'c, 'a>, &[Value<'c, 'a>]) -> Result<(), String> + 'b;

impl<'c, 'a> Emitter<'c, 'a> {
    fn push(&self, operation: Operation<'c>) -> Result<OperationRef<'c, 'a>, String> {
        let inserted = match self.before {
            Some(before) => self.block.insert_operation_before(before, operation),
            None => self.block.append_operation(operation),
        };
        // SAFETY: the operation lives in `self.block`, which lives for 'a.
        Ok(unsafe { OperationRef::from_raw(inserted.to_raw()) })
    }

    fn result(&self, operation: Operation<'c>) -> Result<Value<'c, 'a>, String> {
        let op = self.push(operation)?;
        let value = op.result(0).map_err(|e| e.to_string())?;
        // SAFETY: the result lives as long as its operation, in the block.
        Ok(unsafe { Value::from_raw(value.to_raw()) })
    }

    /// An `index` constant, made once, before the relayout.
    fn constant(&self, value: i64) -> Result<Value<'c, 'a>, String> {
        if let Some(&known) = self.constants.made.borrow().get(&value) {
            return Ok(known);
        }
        let op = self.constants.block.insert_operation_before(
            self.constants.before,
            index_constant(self.context, self.location, value)?,
        );
        let result = op.result(0).map_err(|e| e.to_string())?;
        // SAFETY: the constant lives in the relayout's block, for 'a.
        let made = unsafe { Value::from_raw(result.to_raw()) };
        self.constants.made.borrow_mut().insert(value, made);
        Ok(made)
    }

    fn binary(
        &self,
        name: &str,
        lhs: Value<'c, 'a>,
        rhs: Value<'c, 'a>,
    ) -> Result<Value<'c, 'a>, String> {
        self.result(
            OperationBuilder::new(name, self.location)
                .add_operands(&[lhs, rhs])
                .add_results(&[Type::index(self.context)])
                .build()
                .map_err(|e| e.to_string())?,
        )
    }

    /// `expression` as `arith` ops on `index`, with variable `i` =
    /// `vars[i]`, reusing what this block already computed for the same
    /// variables.
    fn expression(
        &self,
        expression: &IndexExpr,
        vars: &[Value<'c, 'a>],
    ) -> Result<Value<'c, 'a>, String> {
        if let Some(&value) = self.computed.borrow().values.get(expression) {
            return Ok(value);
        }
        let value = self.compute(expression, vars)?;
        if !matches!(expression, IndexExpr::Const(_) | IndexExpr::Var(_)) {
            self.computed
                .borrow_mut()
                .values
                .insert(expression.clone(), value);
        }
        Ok(value)
    }

    /// `expression` emitted afresh (its operands through `expression`).
    fn compute(
        &self,
        expression: &IndexExpr,
        vars: &[Value<'c, 'a>],
    ) -> Result<Value<'c, 'a>, String> {
        let with = |name: &str, x: &IndexExpr, constant: i64| -> Result<Value<'c, 'a>, String> {
            let x = self.expression(x, vars)?;
            self.binary(name, x, self.constant(constant)?)
        };
        let fold = |name: &str, terms: &[IndexExpr]| -> Result<Value<'c, 'a>, String> {
            let mut values = terms.iter().map(|term| self.expression(term, vars));
            let first = values.next().unwrap_or_else(|| self.constant(0))?;
            values.try_fold(first, |acc, term| self.binary(name, acc, term?))
        };
        match expression {
            IndexExpr::Const(value) => self.constant(*value),
            IndexExpr::Var(index) => vars
                .get(*index)
                .copied()
                .ok_or_else(|| format!("index expression variable v{index} is unbound")),
            IndexExpr::Add(terms) => fold("arith.addi", terms),
            IndexExpr::Xor(terms) => fold("arith.xori", terms),
            IndexExpr::Mul(x, factor) => with("arith.muli", x, *factor),
            IndexExpr::Div(x, divisor) => with("arith.divui", x, *divisor),
            IndexExpr::Rem(x, divisor) => with("arith.remui", x, *divisor),
            IndexExpr::And(x, mask) => with("arith.andi", x, *mask),
            IndexExpr::Shr(x, bits) => with("arith.shrui", x, i64::from(*bits)),
        }
    }

    /// Each of `expressions`, with variable `i` = `vars[i]`.
    fn expressions(
        &self,
        expressions: &[IndexExpr],
        vars: &[Value<'c, 'a>],
    ) -> Result<Vec<Value<'c, 'a>>, String> {
        let raw: Vec<mlir_sys::MlirValue> = vars.iter().map(|var| var.to_raw()).collect();
        let mut computed = self.computed.borrow_mut();
        if computed.vars.len() != raw.len()
            || computed.vars.iter().zip(&raw).any(|(a, b)| a.ptr != b.ptr)
        {
            *computed = Computed {
                vars: raw,
                values: HashMap::new(),
            };
        }
        drop(computed);
        expressions
            .iter()
            .map(|e| self.expression(e, vars))
            .collect()
    }

    /// Loops over every index of `shape` (row-major, a size-1 dim is the
    /// constant 0 rather than a loop), calling `body` innermost.
    fn nest(&self, shape: &[i64], body: &mut Body<'_, 'c, 'a>) -> Result<(), String> {
        self.nest_from(shape, Vec::new(), body)
    }

    fn nest_from(
        &self,
        shape: &[i64],
        mut ivs: Vec<Value<'c, 'a>>,
        body: &mut Body<'_, 'c, 'a>,
    ) -> Result<(), String> {
        let Some((&size, rest)) = shape.split_first() else {
            return body(self, &ivs);
        };
        if size == 1 {
            ivs.push(self.constant(0)?);
            return self.nest_from(rest, ivs, body);
        }
        let index = Type::index(self.context);
        let region = Region::new();
        region.append_block(Block::new(&[(index, self.location)]));
        let (lower, upper, step) = (self.constant(0)?, self.constant(size)?, self.constant(1)?);
        let for_op = self.push(
            OperationBuilder::new("scf.for", self.location)
                .add_operands(&[lower, upper, step])
                .add_regions([region])
                .build()
                .map_err(|e| e.to_string())?,
        )?;
        let body_block = for_op
            .region(0)
            .ok()
            .and_then(|region| region.first_block())
            .ok_or("scf.for has no body")?;
        // SAFETY: the body lives in the loop, which lives in `self.block`.
        let body_block: BlockRef<'c, 'a> = unsafe { BlockRef::from_raw(body_block.to_raw()) };
        let iv = body_block.argument(0).map_err(|e| e.to_string())?;
        // SAFETY: the argument lives as long as its block.
        ivs.push(unsafe { Value::from_raw(iv.to_raw()) });
        let inner = Emitter {
            context: self.context,
            location: self.location,
            block: body_block,
            before: None,
            constants: self.constants.clone(),
            computed: RefCell::default(),
        };
        inner.nest_from(rest, ivs, body)?;
        body_block.append_operation(
            OperationBuilder::new("scf.yield", self.location)
                .build()
                .map_err(|e| e.to_string())?,
        );
        Ok(())
    }
}

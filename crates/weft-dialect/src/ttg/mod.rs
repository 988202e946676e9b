//! The Triton family at the MLIR level: the `ttg` dialect's encodings
//! (`#ttg.blocked`, `#ttg.linear`, `#ttg.slice`, `#ttg.nvidia_mma`,
//! `#ttg.amd_mfma`, `#ttg.amd_wmma`, `#ttg.dot_op`), the shared-memory
//! buffers (`!ttg.memdesc`) and their encodings, the layouts of Triton's
//! transposes, reshapes, broadcasts, joins and splits and of tiles of
//! buffers (`tt.trans`, `ttg.memdesc_trans`, `tt.reshape`,
//! `ttg.memdesc_reshape`, `tt.broadcast`, `tt.join`, `tt.split`,
//! `ttg.memdesc_subslice`), the bytes a `ttg.memdesc_reinterpret` may
//! cover, the registers an `amdg.extract_slice` or `amdg.concat` keeps,
//! the warp counts of `ttg.warp_specialize`'s partitions and of functions
//! that name their own, the bits a `ttng.async_shared_store` moves at
//! once, the layouts of a `ttng.packed_arith`'s operands, its registry
//! entry, and `convert-ttg-to-linear`.
//!
//! The attributes cross into Rust as their printed text
//! (`weft_layout::triton::syntax`); this module only recognizes them.

mod async_shared_store;
mod broadcast;
mod cat;
mod convert_to_linear;
mod extract_slice;
mod fp4;
mod in_thread_transpose;
mod join;
mod memdesc;
mod packed_arith;
mod reinterpret;
mod reshape;
mod scaled_downcast;
mod subslice;
mod tdm_gather;
mod tensor_memory_ops;
mod transpose;
mod warp_group_dot;
mod warp_specialize;

pub use memdesc::{MemDesc, with_encoding as memdesc_with_encoding};

pub use convert_to_linear::{
    ConvertToLinearOptions, create_convert_to_linear, create_convert_to_linear_with,
};

use std::collections::BTreeMap;

use melior::dialect::DialectHandle;
use melior::ir::attribute::AttributeLike;
use melior::ir::r#type::RankedTensorType;
use melior::ir::{Attribute, OperationRef, Type};

use crate::families::Family;
use crate::ffi;
use crate::layouts::plain_tensor;
use crate::pass::PassEntry;

/// The module attribute that says how many CTAs a kernel runs on (1
/// when absent, as Triton takes it).
const NUM_CTAS: &str = "ttg.num-ctas";

/// The Triton family's entry in [`crate::families::FAMILIES`].
pub const FAMILY: Family = Family {
    syntax: &weft_layout::triton::syntax::SYNTAX,
    dialect: dialect_handle,
    is_layout: is_encoding,
    to_layout_ops: &["ttg.convert_layout"],
    passes: &[PassEntry {
        info: &convert_to_linear::INFO,
        create: create_convert_to_linear,
    }],
    check_type: Some(check_type),
    check_op: Some(check_op),
    region_facts: Some(warp_specialize::region_facts),
};

/// Whether a `!ttg.memdesc`'s encoding places a buffer of its allocation's
/// shape over the module's CTAs, and that no tensor carries a
/// shared-memory encoding, which only a buffer can
/// ([`Family::check_type`]).
fn check_type(r#type: Type<'_>, module: &BTreeMap<String, i64>) -> Option<Result<(), String>> {
    if let Ok(tensor) = RankedTensorType::try_from(r#type) {
        let encoding = tensor.encoding()?;
        return memdesc::is_shared_encoding(encoding).then(|| {
            Err(format!(
                "{} has the shared-memory encoding {encoding}, which only a !ttg.memdesc can carry",
                plain_tensor(&tensor)
            ))
        });
    }
    MemDesc::of(r#type)?.check(module.get(NUM_CTAS).copied().unwrap_or(1))
}

/// Whether the result of a transpose, a subslice, a reshape, a
/// broadcast, a join or a split has the layout its source gives it,
/// whether a reinterpreted buffer covers only its source's bytes and an
/// AMD slice only its source's registers, whether
/// a Hopper `wgmma`'s result is whole tiles per CTA, whether a
/// Blackwell `tcgen05` MMA's buffers split over CTAs as it needs, and
/// whether an `st.async` store moves at least 32 bits an instruction,
/// whether a packed instruction's operands and result line up, and
/// whether a gfx1250 downcast's bytes and scales sit where its values
/// need them, and whether a TDM gather's indices are the same in every
/// lane ([`Family::check_op`]).
fn check_op(op: OperationRef<'_, '_>) -> Option<Result<(), String>> {
    transpose::check(op)
        .or_else(|| subslice::check(op))
        .or_else(|| reinterpret::check(op))
        .or_else(|| reshape::check(op))
        .or_else(|| broadcast::check(op))
        .or_else(|| cat::check(op))
        .or_else(|| fp4::check(op))
        .or_else(|| join::check(op))
        .or_else(|| in_thread_transpose::check(op))
        .or_else(|| extract_slice::check(op))
        .or_else(|| warp_group_dot::check(op))
        .or_else(|| tensor_memory_ops::check(op))
        .or_else(|| async_shared_store::check(op))
        .or_else(|| packed_arith::check(op))
        .or_else(|| scaled_downcast::check(op))
        .or_else(|| tdm_gather::check(op))
}

/// The handle of the `ttg` dialect, for registries and contexts.
pub fn dialect_handle() -> DialectHandle {
    unsafe { DialectHandle::from_raw(ffi::mlirGetDialectHandle__ttg__()) }
}

/// The handle of `ttng`, Triton's NVIDIA ops (Hopper's warp-group dot and
/// barriers): not a layout family (its values carry `ttg` encodings), but
/// a dialect hosts register with the others.
pub fn nvidia_dialect_handle() -> DialectHandle {
    unsafe { DialectHandle::from_raw(ffi::mlirGetDialectHandle__ttng__()) }
}

/// The handle of `amdg`, Triton's AMD ops that change a layout
/// (`amdg.in_thread_transpose`, checked by this family's `check_op`).
pub fn amd_dialect_handle() -> DialectHandle {
    unsafe { DialectHandle::from_raw(ffi::mlirGetDialectHandle__amdg__()) }
}

/// Whether `attribute` is one of the `ttg` encodings Weft models.
pub fn is_encoding(attribute: Attribute<'_>) -> bool {
    let raw = attribute.to_raw();
    unsafe {
        ffi::mlirAttributeIsATTGBlockedEncodingAttr(raw)
            || ffi::mlirAttributeIsATTGLinearEncodingAttr(raw)
            || ffi::mlirAttributeIsATTGGenericLinearEncodingAttr(raw)
            || ffi::mlirAttributeIsATTGSliceEncodingAttr(raw)
            || ffi::mlirAttributeIsATTGNvidiaMmaEncodingAttr(raw)
            || ffi::mlirAttributeIsATTGAmdMfmaEncodingAttr(raw)
            || ffi::mlirAttributeIsATTGAmdWmmaEncodingAttr(raw)
            || ffi::mlirAttributeIsATTGDotOperandEncodingAttr(raw)
    }
}

/// Whether `attribute` is a `#ttg.linear` or a `#ttg.generic_linear`: a
/// linear layout written out already.
pub fn is_linear(attribute: Attribute<'_>) -> bool {
    let raw = attribute.to_raw();
    unsafe {
        ffi::mlirAttributeIsATTGLinearEncodingAttr(raw)
            || ffi::mlirAttributeIsATTGGenericLinearEncodingAttr(raw)
    }
}

c_pass_constructor!(
    /// `convert-ttg-to-linear` for C hosts (`weft-c/Weft.h`).
    mlirCreateWeftConvertTTGToLinear,
    create_convert_to_linear
);

//! `!ttg.memdesc`: a buffer in shared memory (or Blackwell's tensor
//! memory) and the encoding that places its elements. The C++ type checks
//! what needs no layout (dims, ranks, element width); here the encoding is
//! read by `weft_layout::triton` and checked against the buffer it places
//! and its memory space, and a shared-memory one rewritten to the
//! `#ttg.shared_linear` it means.

use melior::ir::attribute::AttributeLike;
use melior::ir::r#type::TypeLike;
use melior::ir::{Attribute, Type};
use weft_layout::triton::SharedEncoding;
use weft_layout::triton::syntax::{
    TritonAttribute, parse_attribute, parse_tensor_memory_encoding, print_shared_linear,
};
use weft_layout::triton::tensor_memory::{Buffer, TensorMemoryEncoding};

use crate::diagnostics;
use crate::ffi;

/// A `!ttg.memdesc`'s encoding, its dims and the dims of the allocation
/// it views.
#[derive(Clone, Debug)]
pub struct MemDesc<'c> {
    pub encoding: Attribute<'c>,
    pub shape: Vec<i64>,
    pub alloc_shape: Vec<i64>,
    /// The element type's bits (`None` for one that is neither an integer
    /// nor a float).
    pub element_bits: Option<u32>,
    pub memory_space: Attribute<'c>,
}

impl<'c> MemDesc<'c> {
    /// The memdesc `r#type` is, if it is one.
    pub fn of(r#type: Type<'c>) -> Option<Self> {
        let raw = r#type.to_raw();
        if !unsafe { ffi::mlirTypeIsATTGMemDescType(raw) } {
            return None;
        }
        // SAFETY: `raw` is a memdesc; its encoding lives in its context.
        let encoding = unsafe { Attribute::from_raw(ffi::mlirTTGMemDescTypeGetEncoding(raw)) };
        let rank = unsafe { ffi::mlirTTGMemDescTypeGetRank(raw) };
        let shape = (0..rank)
            .map(|pos| unsafe { ffi::mlirTTGMemDescTypeGetDim(raw, pos) })
            .collect();
        let alloc_rank = unsafe { ffi::mlirTTGMemDescTypeGetAllocRank(raw) };
        let alloc_shape = (0..alloc_rank)
            .map(|pos| unsafe { ffi::mlirTTGMemDescTypeGetAllocDim(raw, pos) })
            .collect();
        // SAFETY: `raw` is a memdesc; its parts live in its context.
        let (element, memory_space) = unsafe {
            (
                ffi::mlirTTGMemDescTypeGetElementType(raw),
                Attribute::from_raw(ffi::mlirTTGMemDescTypeGetMemorySpace(raw)),
            )
        };
        let element_bits = unsafe {
            if mlir_sys::mlirTypeIsAInteger(element) {
                Some(mlir_sys::mlirIntegerTypeGetWidth(element))
            } else if mlir_sys::mlirTypeIsAFloat(element) {
                Some(mlir_sys::mlirFloatTypeGetWidth(element))
            } else {
                None
            }
        };
        Some(Self {
            encoding,
            shape,
            alloc_shape,
            element_bits,
            memory_space,
        })
    }

    /// Whether the buffer is in Blackwell's tensor memory.
    fn in_tensor_memory(&self) -> bool {
        let space = self.memory_space.to_raw();
        !space.ptr.is_null() && unsafe { ffi::mlirAttributeIsATTNGTensorMemorySpaceAttr(space) }
    }

    /// The tensor-memory encoding, read; `None` for any other.
    pub fn tensor_memory(&self) -> Option<Result<TensorMemoryEncoding, String>> {
        unsafe { ffi::mlirAttributeIsATTNGTensorMemoryEncodingAttr(self.encoding.to_raw()) }.then(
            || parse_tensor_memory_encoding(&self.encoding.to_string()).map_err(|e| e.to_string()),
        )
    }

    /// Triton's rules for a buffer in tensor memory: its memory space, and
    /// its dims against the encoding's blocks and CTAs.
    fn check_tensor_memory(
        &self,
        tmem: &TensorMemoryEncoding,
        num_ctas: i64,
    ) -> Result<(), String> {
        let buffer = Buffer {
            shape: &self.shape,
            alloc_shape: &self.alloc_shape,
            element_bits: self.element_bits.unwrap_or(0),
            in_tensor_memory: self.in_tensor_memory(),
        };
        tmem.check_buffer(&buffer).map_err(|e| e.to_string())?;
        let ctas = 1i128 << tmem.cga_layout().len().min(100);
        if ctas != i128::from(num_ctas) {
            return Err(format!(
                "the encoding spans {ctas} CTAs but the module has ttg.num-ctas = {num_ctas}"
            ));
        }
        Ok(())
    }

    /// The shared-memory encoding Weft models, read; `None` for one it
    /// keeps as written (or of another dialect).
    fn shared(&self) -> Option<Result<SharedEncoding, String>> {
        if !is_shared_encoding(self.encoding) {
            return None;
        }
        Some(match parse_attribute(&self.encoding.to_string()) {
            Ok(TritonAttribute::Shared(shared)) => Ok(shared),
            Ok(TritonAttribute::Distributed(_)) => {
                Err("a distributed encoding where a shared-memory one is needed".into())
            }
            Err(e) => Err(e.to_string()),
        })
    }

    /// One buffer of the allocation: its trailing dims, as many as the
    /// encoding's rank (a leading dim beyond counts buffers).
    fn buffer_shape(&self, shared: &SharedEncoding) -> &[i64] {
        let skip = self.alloc_shape.len().saturating_sub(shared.rank());
        &self.alloc_shape[skip..]
    }

    fn cannot(&self, what: &str, reason: impl std::fmt::Display) -> String {
        format!(
            "{what} for an allocation of {}: {reason}",
            dims_text(&self.alloc_shape)
        )
    }

    /// Whether the encoding places a buffer of the allocation's shape over
    /// `num_ctas` CTAs (the module's; Triton checks the count of every
    /// buffer an op uses): `None` for an encoding Weft does not model.
    pub fn check(&self, num_ctas: i64) -> Option<Result<(), String>> {
        if let Some(tmem) = self.tensor_memory() {
            return Some(tmem.and_then(|tmem| self.check_tensor_memory(&tmem, num_ctas)));
        }
        let shared = self.shared()?;
        // Triton's rule and message (the space printed as written).
        let space = self.memory_space.to_raw();
        if !space.ptr.is_null() && !unsafe { ffi::mlirAttributeIsATTGSharedMemorySpaceAttr(space) }
        {
            return Some(Err(format!(
                "memorySpace must be SharedMemorySpace for shared encoding. Got {}",
                self.memory_space
            )));
        }
        let checked = shared.and_then(|shared| {
            shared
                .to_linear(self.buffer_shape(&shared))
                .map_err(|e| e.to_string())?;
            match shared.num_ctas() {
                Ok(ctas) if i64::try_from(ctas).is_ok_and(|c| c == num_ctas) => Ok(()),
                Ok(ctas) => Err(format!(
                    "the encoding spans {ctas} CTAs but the module has ttg.num-ctas = {num_ctas}"
                )),
                Err(e) => Err(e.to_string()),
            }
        });
        Some(checked.map_err(|reason| self.cannot("invalid shared-memory encoding", reason)))
    }

    /// The shared-memory encoding Weft models, read, and the bytes of an
    /// element: `None` for another encoding (or memory), one Weft does not
    /// read (which [`check`](Self::check) reports) or elements that are
    /// not numbers.
    pub fn shared_encoding(&self) -> Option<(SharedEncoding, u64)> {
        let shared = self.shared()?.ok()?;
        Some((shared, u64::from(self.element_bits?) / 8))
    }

    /// Whether this view may be cut into tiles of `tile` dims
    /// (`ttg.memdesc_subslice`): `None` for an encoding Weft does not
    /// model or does not read (which [`check`](Self::check) reports).
    pub fn check_tiles(&self, tile: &[i64]) -> Option<Result<(), String>> {
        let shared = self.shared()?.ok()?;
        Some(
            shared
                .check_subslice(self.buffer_shape(&shared), &self.shape, tile)
                .map_err(|e| e.to_string()),
        )
    }

    /// The `#ttg.shared_linear` the encoding means for the allocation's
    /// buffers, as Triton prints it: `None` for a `#ttg.shared_linear`
    /// already, for a `#ttg.padded_shared` (its padding is not linear, so
    /// it has no such form), for a `#ttg.partitioned_shared` (which of its
    /// buffers holds a piece is no offset), for encodings Weft does not
    /// model, and for a
    /// buffer of one element in one CTA, whose layout has no basis and so
    /// no text (Triton refuses an empty `#ttg.shared_linear` too).
    pub fn linear_encoding(&self) -> Option<Result<String, String>> {
        let raw = self.encoding.to_raw();
        if unsafe {
            ffi::mlirAttributeIsATTGSharedLinearEncodingAttr(raw)
                || ffi::mlirAttributeIsATTGPaddedSharedEncodingAttr(raw)
                || ffi::mlirAttributeIsATTGPartitionedSharedEncodingAttr(raw)
        } {
            return None;
        }
        let converted = self.shared()?.and_then(|shared| {
            let layout = shared
                .to_linear(self.buffer_shape(&shared))
                .map_err(|e| e.to_string())?;
            Ok((layout.total_in_bits() > 0)
                .then(|| print_shared_linear(&layout, shared.alignment())))
        });
        converted
            .map_err(|reason| self.cannot("cannot convert to #ttg.shared_linear", reason))
            .transpose()
    }
}

/// Whether `attribute` is one of the shared-memory encodings Weft models.
pub(super) fn is_shared_encoding(attribute: Attribute<'_>) -> bool {
    let raw = attribute.to_raw();
    unsafe {
        ffi::mlirAttributeIsATTGSwizzledSharedEncodingAttr(raw)
            || ffi::mlirAttributeIsATTGNvmmaSharedEncodingAttr(raw)
            || ffi::mlirAttributeIsATTGSharedLinearEncodingAttr(raw)
            || ffi::mlirAttributeIsATTGPaddedSharedEncodingAttr(raw)
            || ffi::mlirAttributeIsATTGPartitionedSharedEncodingAttr(raw)
            || ffi::mlirAttributeIsATTGAmdRotatingSharedEncodingAttr(raw)
    }
}

/// `r#type` (a memdesc) with `encoding` in place of its own; an error when
/// the memdesc does not verify with it.
pub fn with_encoding<'c>(r#type: Type<'c>, encoding: Attribute<'c>) -> Result<Type<'c>, String> {
    let context_ref = r#type.context();
    // SAFETY: `to_ref` reinterprets the `ContextRef` binding itself, which
    // lives to the end of this function; the diagnostics of the checked
    // constructor are captured instead of printed.
    let raw = unsafe {
        diagnostics::capture(context_ref.to_ref().to_raw(), || {
            let raw = ffi::mlirTTGMemDescTypeWithEncoding(r#type.to_raw(), encoding.to_raw());
            (!raw.ptr.is_null()).then_some(raw)
        })
    }
    .map_err(|e| e.to_string())?;
    // SAFETY: a type of the context, which outlives the pass run.
    Ok(unsafe { Type::from_raw(raw) })
}

/// Dims as MLIR writes them in a type: `64x64`.
pub(super) fn dims_text(dims: &[i64]) -> String {
    let dims: Vec<String> = dims.iter().map(i64::to_string).collect();
    dims.join("x")
}

//! Triton's distributed layouts (`seeds/triton-linear-layout.txt`), and
//! its shared-memory encodings ([`shared`]).
//!
//! [`linear::LinearLayout`] is the engine: linear maps over GF(2) from
//! hardware indices (`register`, `lane`, `warp`, `block`) to tensor indices
//! (`dim0`, `dim1`, …), the representation Triton converts every
//! distributed encoding to.

pub mod broadcast;
pub mod cat;
pub mod encoding;
pub mod extract_slice;
pub mod fp4;
pub mod in_thread_transpose;
pub mod join;
pub mod layout;
pub mod linear;
pub mod mfma;
pub mod mma;
pub mod nvmma_shared;
pub mod packed_arith;
pub mod padded_shared;
pub mod partitioned_shared;
pub mod reinterpret;
pub mod reshape;
pub mod shared;
pub mod store_vectorisation;
pub mod subslice;
pub mod syntax;
pub mod tdm;
pub mod tensor_memory;
pub mod tensor_memory_messages;
pub mod tensor_memory_registers;
pub mod tensor_memory_reinterpret;
pub mod tensor_memory_scales;
pub mod transpose;
pub mod wmma;

pub use encoding::{Blocked, Encoding};
pub use layout::TritonLayout;
pub use linear::LinearLayout;
pub use padded_shared::PaddedShared;
pub use partitioned_shared::PartitionedShared;
pub use shared::{NvmmaShared, SharedEncoding, SwizzledShared};

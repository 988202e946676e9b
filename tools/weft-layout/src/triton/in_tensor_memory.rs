//! `weft-layout triton ENC --tmem TMEM`: whether a `tcgen05.ld` /
//! `tcgen05.st` message moves the distributed layout to or from a buffer in
//! tensor memory, and which one — what `ttng.tmem_load`, `ttng.tmem_store`
//! and `ttng.tmem_alloc` from registers need (Triton 3.9's rule,
//! `weft_layout::triton::tensor_memory_messages`).

use std::fmt::Write as _;

use serde_json::{Value, json};
use weft_layout::LayoutError;
use weft_layout::element::ScalarType;
use weft_layout::triton::LinearLayout;
use weft_layout::triton::syntax::parse_tensor_memory_encoding;
use weft_layout::triton::tensor_memory_messages::check_message_layout;

/// A distributed layout against a tensor-memory buffer of the same shape.
pub(super) struct InTensorMemory {
    /// The encoding as given.
    encoding: String,
    /// The message shape, or why none moves the layout.
    message: Result<&'static str, String>,
}

impl InTensorMemory {
    /// `distributed` (a layout of the tensor of `shape`) against a buffer
    /// of `shape` and `element` in the tensor-memory encoding `text`, for
    /// threads of at most `max_registers` registers.
    pub(super) fn new(
        text: &str,
        element: &str,
        max_registers: u32,
        shape: &[i64],
        distributed: &LinearLayout,
    ) -> Result<Self, LayoutError> {
        let encoding = text.trim().to_string();
        let tensor_memory = parse_tensor_memory_encoding(&encoding)?;
        let element: ScalarType = element.parse()?;
        let memory = tensor_memory.linear_layout(shape)?;
        let message = check_message_layout(distributed, &memory, element.bits(), max_registers)
            .map_err(|why| why.to_string());
        Ok(Self { encoding, message })
    }

    pub(super) fn describe(&self, out: &mut String) {
        let _ = match &self.message {
            Ok(message) => writeln!(
                out,
                "tensor memory ({}): tcgen05 message {message}",
                self.encoding
            ),
            Err(why) => writeln!(out, "tensor memory ({}): refused: {why}", self.encoding),
        };
    }

    pub(super) fn to_json(&self) -> Value {
        match &self.message {
            Ok(message) => json!({"encoding": self.encoding, "message": message}),
            Err(why) => json!({"encoding": self.encoding, "message": null, "why": why}),
        }
    }
}

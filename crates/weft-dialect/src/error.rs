//! The one error type of the bindings.

use thiserror::Error;
use weft_layout::LayoutError;

/// Why a conversion between MLIR and `weft-layout` values failed.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum Error {
    /// An attribute or type is not the kind the caller asked for. The
    /// caller's fault: check with `is_a`/`TryFrom` first.
    #[error("expected {expected}, got {actual}")]
    UnexpectedKind {
        expected: &'static str,
        actual: String,
    },
    /// An indexed getter was asked past the end. The caller's fault.
    #[error("index {index} is out of bounds for {what} of {value}")]
    OutOfBounds {
        what: &'static str,
        index: usize,
        value: String,
    },
    /// MLIR refused to build a value; the text is its diagnostic. The
    /// input's fault (the value does not verify).
    #[error("{0}")]
    Diagnostic(String),
    /// An affine map uses something a layout map cannot hold (floordiv,
    /// mod, ceildiv, symbols). The input's fault.
    #[error("{0}")]
    UnsupportedAffineMap(String),
    /// A tensor's layout does not fit it. The input's fault.
    #[error("invalid {family} layout for {tensor}: {reason}")]
    InvalidLayout {
        family: &'static str,
        tensor: String,
        reason: String,
    },
    /// The layout mathematics rejected the value.
    #[error(transparent)]
    Layout(#[from] LayoutError),
}

/// `Ok(())` if `index` is below `count`, else the out-of-bounds error naming
/// `what` and the printed `value`.
pub(crate) fn check_index(
    index: usize,
    count: usize,
    what: &'static str,
    value: &dyn std::fmt::Display,
) -> Result<(), Error> {
    if index < count {
        Ok(())
    } else {
        Err(Error::OutOfBounds {
            what,
            index,
            value: value.to_string(),
        })
    }
}

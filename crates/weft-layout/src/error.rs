//! The one error type of the layout mathematics.

use thiserror::Error;

/// Why a layout could not be built or queried.
///
/// Every variant is the caller's fault (a malformed layout or an index out of
/// range): the mathematics itself never fails on valid input. Messages are
/// lowercase, carry both sides of a mismatch, and read well after an MLIR
/// location (`file:1:2: error: <message>`).
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum LayoutError {
    /// Two things that must have the same rank do not.
    #[error("rank mismatch between {what}: {left} != {right}")]
    RankMismatch {
        what: &'static str,
        left: usize,
        right: usize,
    },
    /// A size that must be positive is not.
    #[error("{what} {index} must be positive, got {value}")]
    NonPositive {
        what: &'static str,
        index: usize,
        value: i64,
    },
    /// A computation would leave the range of `i64`.
    #[error("{what} overflows a 64-bit integer")]
    Overflow { what: String },
    /// An index lies outside the shape it indexes.
    #[error("index {index:?} is out of bounds for shape {shape:?}")]
    OutOfBounds { index: Vec<i64>, shape: Vec<i64> },
    /// A value has no meaning where it was given.
    #[error("{0}")]
    Invalid(String),
    /// A textual form could not be parsed. The message quotes at most
    /// [`ECHO_LIMIT`] characters of the text, so that error output stays
    /// short whatever the input.
    #[error("cannot parse {what} '{}': {reason}", echo(.text))]
    Parse {
        what: &'static str,
        text: String,
        reason: String,
    },
}

impl LayoutError {
    /// Shorthand for [`LayoutError::Overflow`].
    pub(crate) fn overflow(what: impl Into<String>) -> Self {
        Self::Overflow { what: what.into() }
    }

    /// Shorthand for [`LayoutError::Invalid`].
    pub(crate) fn invalid(message: impl Into<String>) -> Self {
        Self::Invalid(message.into())
    }
}

/// The most characters of an input a message quotes.
pub const ECHO_LIMIT: usize = 200;

/// `text`, cut to [`ECHO_LIMIT`] characters with `…` when longer.
fn echo(text: &str) -> String {
    match text.char_indices().nth(ECHO_LIMIT) {
        Some((end, _)) => format!("{}…", &text[..end]),
        None => text.to_string(),
    }
}

/// The result of every fallible layout operation.
pub type Result<T, E = LayoutError> = std::result::Result<T, E>;

//! The check `weft-opt` runs on its input before MLIR parses it.
//!
//! MLIR's parser recurses once per nesting level and would overflow its
//! stack on input nested thousands deep; its lexer stops at a NUL byte. The
//! opt driver refuses such input with a located error first; embedders that
//! parse untrusted text (and the fuzz targets) call [`check_input`] too.

use std::ffi::c_void;

use thiserror::Error;

use crate::{ffi, strings};

/// Where and why input is refused.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("byte {offset}: {message}")]
pub struct InputProblem {
    /// The byte offset of the offending character.
    pub offset: usize,
    /// The reason, as the opt driver reports it.
    pub message: String,
}

/// `Ok` if MLIR's parser can take `text` safely, else the first problem.
pub fn check_input(text: &str) -> Result<(), InputProblem> {
    let mut message = String::new();
    let offset = unsafe {
        ffi::mlirWeftCheckInput(
            melior::StringRef::new(text).to_raw(),
            Some(strings::append_to_string),
            &mut message as *mut String as *mut c_void,
        )
    };
    match usize::try_from(offset) {
        Ok(offset) => Err(InputProblem { offset, message }),
        Err(_) => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn refuses_deep_nesting_and_nul_bytes() {
        assert_eq!(check_input("func.func @f() { return }"), Ok(()));
        assert_eq!(
            check_input(&"(".repeat(300)),
            Err(InputProblem {
                offset: 256,
                message: "nesting deeper than 256 levels".to_string()
            })
        );
        // Brackets in strings and comments do not count; `->` closes nothing.
        let quoted = format!(
            "\"{}\" // {}\n(d0) -> (d0)",
            "(".repeat(300),
            "[".repeat(300)
        );
        assert_eq!(check_input(&quoted), Ok(()));
        assert_eq!(
            check_input("x\0y"),
            Err(InputProblem {
                offset: 1,
                message: "unexpected NUL byte in the input".to_string()
            })
        );
        // MLIR reads integers through APInt in quadratic time.
        let long = format!("func.func private @f(tensor<{}xf32>)", "1".repeat(1001));
        assert_eq!(
            check_input(&long),
            Err(InputProblem {
                offset: 28,
                message: "integer literal longer than 1000 digits".to_string()
            })
        );
        assert_eq!(check_input(&long.replacen('1', "", 1)), Ok(()));
        // A carriage return ends a comment for MLIR too (found by the
        // fuzzer: the long literal after it was parsed).
        assert_eq!(
            check_input(&format!("// note\r{long}")),
            Err(InputProblem {
                offset: 36,
                message: "integer literal longer than 1000 digits".to_string()
            })
        );
        // Also inside comments, which MLIR's lexer would end at the NUL.
        assert_eq!(
            check_input("// a\0b\n"),
            Err(InputProblem {
                offset: 4,
                message: "unexpected NUL byte in the input".to_string()
            })
        );
        assert_eq!(
            check_input(&format!("({}d0)", "- ".repeat(300))),
            Err(InputProblem {
                offset: 513,
                message: "more than 256 '-' signs in a row".to_string()
            })
        );
    }
}

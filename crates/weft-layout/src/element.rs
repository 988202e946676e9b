//! Scalar element types of tensors.
//!
//! Names follow MLIR's builtin types (`f32`, `bf16`, `i8`, `ui16`, `si32`),
//! so that the bindings convert by name and the calculator prints what MLIR
//! would. Elements a family stores as a unit (tt's tiles) belong to that
//! family's module.

use std::fmt;
use std::str::FromStr;

use crate::error::{LayoutError, Result};

/// A floating-point format, by its MLIR name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FloatFormat {
    F16,
    BF16,
    F32,
    F64,
    TF32,
    F8E4M3FN,
    F8E5M2,
}

/// Whether an integer type is signless (`i8`), signed (`si8`) or unsigned (`ui8`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Signedness {
    Signless,
    Signed,
    Unsigned,
}

/// The widest integer MLIR's builtin types allow (`IntegerType::kMaxWidth`).
pub const MAX_INTEGER_WIDTH: u32 = (1 << 24) - 1;

/// A scalar element type, as MLIR's builtin types name them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ScalarType {
    Float(FloatFormat),
    Int { width: u32, signedness: Signedness },
}

impl ScalarType {
    /// The width in bits.
    pub fn bits(self) -> u32 {
        match self {
            Self::Float(FloatFormat::F16 | FloatFormat::BF16) => 16,
            Self::Float(FloatFormat::F32) => 32,
            Self::Float(FloatFormat::TF32) => 19,
            Self::Float(FloatFormat::F64) => 64,
            Self::Float(FloatFormat::F8E4M3FN | FloatFormat::F8E5M2) => 8,
            Self::Int { width, .. } => width,
        }
    }

    /// The storage size in bytes: the width rounded up to whole bytes
    /// (`i1` takes a byte, `tf32` four, as in memory).
    pub fn bytes(self) -> i64 {
        match self {
            Self::Float(FloatFormat::TF32) => 4,
            other => i64::from(other.bits().div_ceil(8)),
        }
    }

    /// Whether this is a floating-point type.
    pub fn is_float(self) -> bool {
        matches!(self, Self::Float(_))
    }
}

impl fmt::Display for ScalarType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Float(format) => f.write_str(match format {
                FloatFormat::F16 => "f16",
                FloatFormat::BF16 => "bf16",
                FloatFormat::F32 => "f32",
                FloatFormat::F64 => "f64",
                FloatFormat::TF32 => "tf32",
                FloatFormat::F8E4M3FN => "f8E4M3FN",
                FloatFormat::F8E5M2 => "f8E5M2",
            }),
            Self::Int { width, signedness } => {
                let prefix = match signedness {
                    Signedness::Signless => "i",
                    Signedness::Signed => "si",
                    Signedness::Unsigned => "ui",
                };
                write!(f, "{prefix}{width}")
            }
        }
    }
}

impl FromStr for ScalarType {
    type Err = LayoutError;

    fn from_str(text: &str) -> Result<Self> {
        let parse_error = |reason: &str| LayoutError::Parse {
            what: "element type",
            text: text.to_string(),
            reason: reason.to_string(),
        };
        let float = match text {
            "f16" => Some(FloatFormat::F16),
            "bf16" => Some(FloatFormat::BF16),
            "f32" => Some(FloatFormat::F32),
            "f64" => Some(FloatFormat::F64),
            "tf32" => Some(FloatFormat::TF32),
            "f8E4M3FN" => Some(FloatFormat::F8E4M3FN),
            "f8E5M2" => Some(FloatFormat::F8E5M2),
            _ => None,
        };
        if let Some(format) = float {
            return Ok(Self::Float(format));
        }
        let (signedness, digits) = if let Some(rest) = text.strip_prefix("si") {
            (Signedness::Signed, rest)
        } else if let Some(rest) = text.strip_prefix("ui") {
            (Signedness::Unsigned, rest)
        } else if let Some(rest) = text.strip_prefix('i') {
            (Signedness::Signless, rest)
        } else {
            return Err(parse_error("expected a float or integer type name"));
        };
        if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return Err(parse_error("expected a float or integer type name"));
        }
        match digits.parse::<u32>() {
            Ok(width) if (1..=MAX_INTEGER_WIDTH).contains(&width) => {
                Ok(Self::Int { width, signedness })
            }
            _ => Err(parse_error(&format!(
                "integer width must be between 1 and {MAX_INTEGER_WIDTH}"
            ))),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scalar_names_round_trip() {
        for name in [
            "f16", "bf16", "f32", "f64", "tf32", "i1", "i8", "si32", "ui16",
        ] {
            let scalar: ScalarType = name.parse().unwrap();
            assert_eq!(scalar.to_string(), name);
        }
    }

    #[test]
    fn scalar_parse_errors() {
        assert_eq!(
            "x3".parse::<ScalarType>().unwrap_err().to_string(),
            "cannot parse element type 'x3': expected a float or integer type name"
        );
        assert_eq!(
            "i".parse::<ScalarType>()
                .map(|_| ())
                .map_err(|e| e.to_string()),
            Err("cannot parse element type 'i': expected a float or integer type name".to_string())
        );
        assert_eq!(
            "i16777216".parse::<ScalarType>().map_err(|e| e.to_string()),
            Err(
                "cannot parse element type 'i16777216': integer width must be between 1 and 16777215"
                    .to_string()
            )
        );
        assert_eq!(
            "i16777215".parse::<ScalarType>(),
            Ok(ScalarType::Int {
                width: 16777215,
                signedness: Signedness::Signless
            })
        );
        assert_eq!(
            "i0".parse::<ScalarType>()
                .map(|_| ())
                .map_err(|e| e.to_string()),
            Err(
                "cannot parse element type 'i0': integer width must be between 1 and 16777215"
                    .to_string()
            )
        );
    }

    #[test]
    fn scalar_bytes() {
        assert_eq!("f32".parse::<ScalarType>().unwrap().bytes(), 4);
        assert_eq!("bf16".parse::<ScalarType>().unwrap().bytes(), 2);
        assert_eq!("i1".parse::<ScalarType>().unwrap().bytes(), 1);
        assert_eq!("tf32".parse::<ScalarType>().unwrap().bytes(), 4);
    }
}

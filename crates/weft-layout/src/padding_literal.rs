//! The padding value as a constant of a given element type, in MLIR's
//! attribute syntax, for passes that write padding slots. It lives outside
//! `model`, which holds no MLIR text.

use crate::element::{FloatFormat, ScalarType, Signedness};
use crate::error::{LayoutError, Result};
use crate::model::PaddingValue;

impl PaddingValue {
    /// The value as an MLIR typed attribute (`0xFF800000 : f32`,
    /// `2147483647 : i32`), or `None` for `undef` (nothing is written).
    ///
    /// Floats get their IEEE infinities; integers have none, so `inf` and
    /// `neginf` are the largest and smallest signed values of the width.
    /// `arith.constant` only makes signless integers, so signed and
    /// unsigned integer elements are an error, as are formats without
    /// infinities asked for one.
    pub fn literal(self, element: ScalarType) -> Result<Option<String>> {
        let cannot = |why: &str| {
            LayoutError::invalid(format!(
                "cannot write padding {self} into {element} elements: {why}"
            ))
        };
        let value = match element {
            ScalarType::Float(format) => {
                let (inf, neginf) = match format {
                    FloatFormat::F16 => ("0x7C00", "0xFC00"),
                    FloatFormat::BF16 => ("0x7F80", "0xFF80"),
                    FloatFormat::F32 => ("0x7F800000", "0xFF800000"),
                    FloatFormat::F64 => ("0x7FF0000000000000", "0xFFF0000000000000"),
                    FloatFormat::F8E5M2 => ("0x7C", "0xFC"),
                    FloatFormat::F8E4M3FN | FloatFormat::TF32 => ("", ""),
                };
                match self {
                    Self::Undef => return Ok(None),
                    Self::Zero => "0.0".to_string(),
                    Self::One => "1.0".to_string(),
                    Self::Inf | Self::NegInf if inf.is_empty() => {
                        return Err(cannot("the format has no infinity"));
                    }
                    Self::Inf => inf.to_string(),
                    Self::NegInf => neginf.to_string(),
                }
            }
            ScalarType::Int { width, signedness } => {
                if signedness != Signedness::Signless {
                    return Err(cannot("arith constants are signless integers"));
                }
                let (min, max) = match width {
                    1..=64 => (-(1i128 << (width - 1)), (1i128 << (width - 1)) - 1),
                    _ if matches!(self, Self::Inf | Self::NegInf) => {
                        return Err(cannot("integers wider than 64 bits have no bound here"));
                    }
                    _ => (0, 0),
                };
                match self {
                    Self::Undef => return Ok(None),
                    Self::Zero => "0".to_string(),
                    Self::One => "1".to_string(),
                    Self::Inf => max.to_string(),
                    Self::NegInf => min.to_string(),
                }
            }
        };
        Ok(Some(format!("{value} : {element}")))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn literal(padding: PaddingValue, element: &str) -> String {
        match padding.literal(element.parse().unwrap()) {
            Ok(Some(text)) => text,
            Ok(None) => "none".to_string(),
            Err(error) => error.to_string(),
        }
    }

    #[test]
    fn literals_per_type() {
        use PaddingValue::*;
        assert_eq!(literal(Undef, "f32"), "none");
        assert_eq!(literal(Zero, "f32"), "0.0 : f32");
        assert_eq!(literal(One, "bf16"), "1.0 : bf16");
        assert_eq!(literal(Inf, "f32"), "0x7F800000 : f32");
        assert_eq!(literal(NegInf, "f16"), "0xFC00 : f16");
        assert_eq!(literal(NegInf, "f64"), "0xFFF0000000000000 : f64");
        assert_eq!(literal(Inf, "i32"), "2147483647 : i32");
        assert_eq!(literal(NegInf, "i8"), "-128 : i8");
        assert_eq!(literal(NegInf, "i64"), "-9223372036854775808 : i64");
        assert_eq!(literal(One, "i1"), "1 : i1");
        assert_eq!(literal(Zero, "i128"), "0 : i128");
        assert_eq!(
            literal(Inf, "i128"),
            "cannot write padding inf into i128 elements: integers wider than 64 bits have no bound here"
        );
        assert_eq!(
            literal(Zero, "ui8"),
            "cannot write padding zero into ui8 elements: arith constants are signless integers"
        );
        assert_eq!(
            literal(Inf, "f8E4M3FN"),
            "cannot write padding inf into f8E4M3FN elements: the format has no infinity"
        );
    }
}

//! The textual forms shared by pass options and the command line:
//! `53x63` shapes and `0:-1,2:4` collapse intervals, and joined integer
//! lists.

use crate::error::{LayoutError, Result};

fn parse_error(what: &'static str, text: &str, reason: impl Into<String>) -> LayoutError {
    LayoutError::Parse {
        what,
        text: text.to_string(),
        reason: reason.into(),
    }
}

/// `values` printed and joined by `separator`: `[1, 2]` with `"x"` is
/// `1x2`, with `", "` is `1, 2`.
pub fn join(values: &[i64], separator: &str) -> String {
    values
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(separator)
}

/// `items` printed between `open` and `close`, separated by commas with no
/// space, as CuTe prints its tuples: `(a,b)`, `<a,b>`.
pub fn write_list<T: std::fmt::Display>(
    f: &mut std::fmt::Formatter<'_>,
    open: &str,
    items: &[T],
    close: &str,
) -> std::fmt::Result {
    f.write_str(open)?;
    for (i, item) in items.iter().enumerate() {
        if i > 0 {
            f.write_str(",")?;
        }
        write!(f, "{item}")?;
    }
    f.write_str(close)
}

/// `8x8` → `[8, 8]`: positive sizes separated by `x`.
pub fn parse_shape(text: &str) -> Result<Vec<i64>> {
    let trimmed = text.trim();
    if trimmed.is_empty() {
        return Err(parse_error("shape", text, "expected sizes like 8x8"));
    }
    trimmed
        .split('x')
        .map(|part| match part.trim().parse::<i64>() {
            Ok(size) if size > 0 => Ok(size),
            Ok(size) => Err(parse_error(
                "shape",
                text,
                format!("size {size} must be positive"),
            )),
            Err(_) => Err(parse_error(
                "shape",
                text,
                format!("'{part}' is not a size"),
            )),
        })
        .collect()
}

/// `0:-1,3:5` → `[(0, -1), (3, 5)]`: `begin:end` pairs separated by commas;
/// bounds may be negative (counted from the rank).
pub fn parse_intervals(text: &str) -> Result<Vec<(i64, i64)>> {
    let trimmed = text.trim();
    if trimmed.is_empty() {
        return Ok(Vec::new());
    }
    trimmed
        .split(',')
        .map(|pair| {
            let (begin, end) = pair.split_once(':').ok_or_else(|| {
                parse_error(
                    "collapse intervals",
                    text,
                    format!("'{pair}' is not begin:end"),
                )
            })?;
            let bound = |b: &str| {
                b.trim().parse::<i64>().map_err(|_| {
                    parse_error(
                        "collapse intervals",
                        text,
                        format!("'{b}' is not an integer"),
                    )
                })
            };
            Ok((bound(begin)?, bound(end)?))
        })
        .collect()
}

/// `true`/`false` (also `1`/`0`), as MLIR's pass options spell booleans.
pub fn parse_bool(text: &str) -> Result<bool> {
    match text.trim() {
        "true" | "1" => Ok(true),
        "false" | "0" => Ok(false),
        _ => Err(parse_error("boolean", text, "expected true or false")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shapes() {
        assert_eq!(parse_shape("8x8"), Ok(vec![8, 8]));
        assert_eq!(parse_shape("3"), Ok(vec![3]));
        assert_eq!(
            parse_shape("3x0").unwrap_err().to_string(),
            "cannot parse shape '3x0': size 0 must be positive"
        );
        assert_eq!(
            parse_shape("3xa").unwrap_err().to_string(),
            "cannot parse shape '3xa': 'a' is not a size"
        );
        assert_eq!(
            parse_shape("").map(|_| ()).map_err(|e| e.to_string()),
            Err("cannot parse shape '': expected sizes like 8x8".to_string())
        );
        assert_eq!(
            parse_shape("99999999999999999999")
                .map(|_| ())
                .map_err(|e| e.to_string()),
            Err(
                "cannot parse shape '99999999999999999999': '99999999999999999999' is not a size"
                    .to_string()
            )
        );
    }

    #[test]
    fn intervals() {
        assert_eq!(parse_intervals("0:-1"), Ok(vec![(0, -1)]));
        assert_eq!(parse_intervals("0:3,-3:-1"), Ok(vec![(0, 3), (-3, -1)]));
        assert_eq!(parse_intervals(""), Ok(vec![]));
        assert_eq!(
            parse_intervals("0-1").unwrap_err().to_string(),
            "cannot parse collapse intervals '0-1': '0-1' is not begin:end"
        );
        assert_eq!(
            parse_intervals("0:x")
                .map(|_| ())
                .map_err(|e| e.to_string()),
            Err("cannot parse collapse intervals '0:x': 'x' is not an integer".to_string())
        );
    }

    #[test]
    fn booleans() {
        assert_eq!(parse_bool("true"), Ok(true));
        assert_eq!(parse_bool("0"), Ok(false));
        assert_eq!(
            parse_bool("yes").map(|_| ()).map_err(|e| e.to_string()),
            Err("cannot parse boolean 'yes': expected true or false".to_string())
        );
    }
}

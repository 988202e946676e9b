//! pycute's spellings of the calculator's values, so that an expression
//! can be pasted from Python (CUTLASS's `python/pycute`) as it can from
//! C++ (`cxx_spelling`):
//! * `Layout(shape)` and `Layout(shape, stride)` — column-major without a
//!   stride, as in pycute; `Layout((4,8),(8,1))` is what pycute's `repr`
//!   prints;
//! * `Swizzle(B, M, S)`, and `SW_B_M_S`, which is how pycute prints one
//!   (also before `o`: `SW_3_4_3 o 0 o (8,64):(64,1)`);
//! * `ComposedLayout(swizzle, offset, layout)`.
//!
//! The expression reader also takes `None` for `_`, Python's one-tuples
//! `(4,)`, and a Python tuple of tilers, `(Layout(2,1), None)`, for
//! `<2:1, _>`, which is how pycute writes a tiler.
//!
//! **Why `Layout(...)`'s integers are static.** pycute computes with
//! Python integers and decides by value what CuTe's C++ decides by type
//! for compile-time integers: its `coalesce` drops a mode of size 1, its
//! composition skips one. So the integers given to `Layout(...)` read as
//! CuTe's static ones (`_4`), and an expression written as pycute writes
//! it gives pycute's result, where pycute's is right
//! (`tools/cute-pycute-differential.py` lists where it is not). What
//! pycute's `print` shows, `(4, 8):(8, 1)`, is CuTe's notation and reads as
//! such, with run-time integers; so does a bare integer outside
//! `Layout(...)`: pycute's `complement(L, 39)` is `complement(L, _39)`
//! here, which differs from `complement(L, 39)` where CuTe keeps a mode of
//! size 1 for a run-time cotarget.
//!
//! Where pycute and CuTe's C++ disagree on a function's meaning, the
//! calculator follows C++: `complement(L)` completes to `cosize(L)` (pycute
//! completes to 1 unless given its `max_idx`).

use super::composed_offset::ComposedOffset;
use super::functions;
use super::swizzle::Swizzle;
use super::syntax::layout_of;
use super::value::Value;
use crate::error::{LayoutError, Result};
use crate::scan::Scanner;

/// pycute's constructors, called as functions are.
const CONSTRUCTORS: [&str; 3] = ["Layout", "Swizzle", "ComposedLayout"];

/// The constructor whose call starts at the scanner's position (its name
/// then `(`), if one does; nothing is read.
pub(super) fn constructor_at(scan: &Scanner<'_>) -> Option<&'static str> {
    let rest = scan.rest();
    CONSTRUCTORS.into_iter().find(|name| {
        rest.strip_prefix(name)
            .is_some_and(|after| after.trim_start().starts_with('('))
    })
}

/// The value pycute's constructor `name` makes of `args`.
pub(super) fn construct(name: &str, args: &[Value]) -> Result<Value> {
    match (name, args) {
        ("Layout", [shape]) => Ok(Value::Layout(layout_of(
            shape.to_tuple()?.view().to_static(),
            None,
        )?)),
        ("Layout", [shape, stride]) => Ok(Value::Layout(layout_of(
            shape.to_tuple()?.view().to_static(),
            Some(stride.to_tuple()?.view().to_static()),
        )?)),
        ("Swizzle", [bits, base, shift]) => Ok(Value::Swizzle(Swizzle::new(
            integer(bits)?,
            integer(base)?,
            integer(shift)?,
        )?)),
        ("ComposedLayout", [swizzle, offset, layout]) => {
            let Value::Swizzle(swizzle) = swizzle else {
                return Err(LayoutError::invalid(format!(
                    "the algebra composes a layout with a swizzle only, got the {} {swizzle}",
                    swizzle.kind()
                )));
            };
            // pycute's integers are read as static, as its layouts are.
            let offset = ComposedOffset::integer(integer(offset)?, true);
            Ok(Value::composed(*swizzle, offset, layout.to_layout()?))
        }
        _ => Err(LayoutError::invalid(format!(
            "takes {}, got {} arguments",
            match name {
                "Layout" => "a shape and optionally a stride, as in Layout((4,8),(8,1))",
                "Swizzle" => "three integers, as in Swizzle(3,4,3)",
                _ =>
                    "a swizzle, an offset and a layout, as in ComposedLayout(Swizzle(3,4,3), 0, L)",
            },
            args.len()
        ))),
    }
}

/// Whether pycute's printed swizzle, `SW_B_M_S`, starts here.
pub(super) fn starts_printed_swizzle(scan: &Scanner<'_>) -> bool {
    scan.rest().starts_with("SW_")
}

/// `SW_B_M_S`, as pycute prints `Swizzle(B, M, S)` (a negative shift
/// prints as `SW_3_4_-3`).
pub(super) fn read_printed_swizzle(scan: &mut Scanner<'_>) -> Result<Swizzle> {
    let start = scan.position;
    scan.expect("SW_")?;
    let mut parts = [0i64; 3];
    for (i, part) in parts.iter_mut().enumerate() {
        if i > 0 && !scan.rest().starts_with('_') {
            return Err(scan.error("expected '_' between the parts of SW_B_M_S"));
        }
        if i > 0 {
            scan.position += 1;
        }
        let negative = scan.rest().starts_with('-');
        if negative {
            scan.position += 1;
        }
        if !scan.rest().starts_with(|c: char| c.is_ascii_digit()) {
            return Err(scan.error("expected an integer in SW_B_M_S"));
        }
        let magnitude: i64 = scan.integer()?;
        *part = if negative { -magnitude } else { magnitude };
    }
    Swizzle::new(parts[0], parts[1], parts[2]).map_err(|error| {
        scan.position = start;
        scan.error(&error.to_string())
    })
}

/// Whether `None`, Python's stand-in for CuTe's `_`, comes next.
pub(super) fn starts_none(scan: &Scanner<'_>) -> bool {
    scan.rest()
        .strip_prefix("None")
        .is_some_and(|after| !after.starts_with(|c: char| c.is_ascii_alphanumeric() || c == '_'))
}

/// An integer argument of a constructor.
fn integer(value: &Value) -> Result<i64> {
    functions::integer(value)
        .map(|int| int.value)
        .ok_or_else(|| {
            // A tuple as written, not as the layout a bare tuple prints as.
            let shown = value
                .to_tuple()
                .map_or_else(|_| value.to_string(), |tuple| tuple.to_string());
            LayoutError::invalid(format!(
                "expected an integer, got the {} {shown}",
                value.kind()
            ))
        })
}

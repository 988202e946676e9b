//! The calculator's calls of CuTe's integer arithmetic and tuple tests
//! (`tuple_math`, `tuple_relations`): their names, and each call checked
//! for its arguments. An answer to a test prints as CuTe's C++ prints a
//! `bool`, `1` or `0`.

use super::functions::{apply, expect};
use super::int::Int;
use super::tuple::{IntTuple, TupleRef};
use super::tuple_math::{Reduction, ceil_div, lcm, round_up, sum};
use super::tuple_relations::{
    CoordOrder, Relation, compatible, evenly_divides, truth, weakly_congruent,
};
use super::value::Value;
use crate::error::{LayoutError, Result};

/// The names [`apply_int_function`] answers; `tuple_max` is pycute's.
pub const INT_FUNCTIONS: &[&str] = &[
    "ceil_div",
    "round_up",
    "sum",
    "max",
    "min",
    "gcd",
    "tuple_max",
    "lcm",
    "abs",
    "signum",
    "congruent",
    "weakly_congruent",
    "compatible",
    "evenly_divides",
    "elem_less",
    "elem_leq",
    "elem_gtr",
    "elem_geq",
    "lex_less",
    "lex_leq",
    "lex_gtr",
    "lex_geq",
    "colex_less",
    "colex_leq",
    "colex_gtr",
    "colex_geq",
];

/// `name(args...)` when `name` is one of [`INT_FUNCTIONS`].
pub fn apply_int_function(name: &str, args: &[Value]) -> Option<Result<Value>> {
    INT_FUNCTIONS
        .contains(&name)
        .then(|| int_function(name, args))
}

fn int_function(name: &str, args: &[Value]) -> Result<Value> {
    match name {
        "ceil_div" | "round_up" => {
            let [a, b] = tuples::<2>(args, "two integers or tuples")?;
            let result = if name == "ceil_div" {
                ceil_div(a.view(), b.view())?
            } else {
                round_up(a.view(), b.view())?
            };
            Ok(of_tuple(result))
        }
        "sum" => {
            let [a] = tuples::<1>(args, "one integer or tuple")?;
            Ok(Value::Int(sum(a.view())?))
        }
        "max" | "min" | "gcd" | "tuple_max" => {
            let reduction = match name {
                "min" => Reduction::Min,
                "gcd" => Reduction::Gcd,
                _ => Reduction::Max,
            };
            if name == "tuple_max" {
                tuples::<1>(args, "one integer or tuple")?;
            }
            let operands = args
                .iter()
                .map(Value::to_tuple)
                .collect::<Result<Vec<IntTuple>>>()?;
            let views: Vec<TupleRef<'_>> = operands.iter().map(IntTuple::view).collect();
            Ok(Value::Int(reduction.apply(&views)?))
        }
        "lcm" => {
            let [a, b] = integers::<2>(args, "two integers")?;
            Ok(Value::Int(lcm(a, b)?))
        }
        "abs" => {
            let [a] = integers::<1>(args, "one integer")?;
            Ok(Value::Int(a.abs()?))
        }
        "signum" => {
            let [a] = integers::<1>(args, "one integer")?;
            Ok(Value::Int(a.signum()))
        }
        "congruent" | "weakly_congruent" | "compatible" => {
            let [a, b] = shapes::<2>(args, "two shapes (or layouts)")?;
            let (a, b) = (a.view(), b.view());
            Ok(Value::Int(match name {
                "congruent" => truth(a.congruent(b), true),
                "weakly_congruent" => truth(weakly_congruent(a, b), true),
                // Decided by the types unless an integer of `a` meets its
                // part of `b`.
                _ => truth(compatible(a, b)?, a.is_static() && b.is_static()),
            }))
        }
        "evenly_divides" => {
            expect(args, 2, "a shape (or layout) and a tiler of integers")?;
            let (shape, tiler) = (shape_of(&args[0])?, args[1].to_tuple()?);
            let (shape, tiler) = (shape.view(), tiler.view());
            let answer = evenly_divides(shape, tiler)?;
            Ok(Value::Int(truth(
                answer,
                shape.is_static() && tiler.is_static(),
            )))
        }
        _ => {
            let (order, relation) = comparison(name);
            let [a, b] = tuples::<2>(args, "two integers or tuples")?;
            let answer = order.compare(relation, a.view(), b.view())?;
            Ok(Value::Int(truth(
                answer,
                a.view().is_static() && b.view().is_static(),
            )))
        }
    }
}

/// The order and relation a comparison's name spells, `lex_geq` ...
fn comparison(name: &str) -> (CoordOrder, Relation) {
    let (order, relation) = name.split_once('_').unwrap_or((name, ""));
    let order = match order {
        "elem" => CoordOrder::Elementwise,
        "lex" => CoordOrder::Lexicographic,
        _ => CoordOrder::Colexicographic,
    };
    let relation = match relation {
        "leq" => Relation::LessOrEqual,
        "gtr" => Relation::Greater,
        "geq" => Relation::GreaterOrEqual,
        _ => Relation::Less,
    };
    (order, relation)
}

/// A computed tuple prints as itself; an integer as an integer.
fn of_tuple(tuple: IntTuple) -> Value {
    match tuple.int_value() {
        Some(value) => Value::Int(value),
        None => Value::Coord(tuple),
    }
}

/// `N` arguments, each an integer or a tuple.
fn tuples<const N: usize>(args: &[Value], form: &str) -> Result<[IntTuple; N]> {
    expect(args, N, form)?;
    let mut out: [IntTuple; N] = std::array::from_fn(|_| IntTuple::int(0));
    for (slot, arg) in out.iter_mut().zip(args) {
        *slot = arg.to_tuple()?;
    }
    Ok(out)
}

/// `N` arguments, each a shape, or a layout standing for its shape (as
/// CuTe's tests of profiles take `shape(a)` of a layout).
fn shapes<const N: usize>(args: &[Value], form: &str) -> Result<[IntTuple; N]> {
    expect(args, N, form)?;
    let mut out: [IntTuple; N] = std::array::from_fn(|_| IntTuple::int(0));
    for (slot, arg) in out.iter_mut().zip(args) {
        *slot = shape_of(arg)?;
    }
    Ok(out)
}

fn shape_of(arg: &Value) -> Result<IntTuple> {
    match arg {
        Value::Tuple(_) | Value::Coord(_) | Value::Int(_) => arg.to_tuple(),
        // `shape` reads every kind of layout, a coordinate layout too.
        layout => apply("shape", &[], std::slice::from_ref(layout))?.to_tuple(),
    }
}

/// `N` integer arguments.
fn integers<const N: usize>(args: &[Value], form: &str) -> Result<[Int; N]> {
    let tuples = tuples::<N>(args, form)?;
    let mut out = [Int::fixed(0); N];
    for (slot, tuple) in out.iter_mut().zip(&tuples) {
        *slot = tuple
            .int_value()
            .ok_or_else(|| LayoutError::invalid(format!("takes {form}, got the tuple {tuple}")))?;
    }
    Ok(out)
}

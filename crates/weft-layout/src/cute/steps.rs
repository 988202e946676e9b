//! `--steps`: a composition, divide or product explained the way the seed
//! walks through one — B split into its modes and composed mode by mode, a
//! divide's complement and concatenation, a product's replication — and a
//! complement checked the way the seed checks one (`(A, R)` and its
//! cosize). Each line is computed by the same functions as the result.

use super::coalesce::coalesce;
use super::complement::complement;
use super::composition::{compose, compose_tiler};
use super::divide::{logical_divide, with_rest};
use super::functions::complement_cotarget;
use super::layout::CuteLayout;
use super::product::{logical_product, pad, repetitions};
use super::tiler::{Tiler, TilerUse};
use super::tuple::IntTuple;
use super::value::Value;
use crate::error::Result;

/// The steps of `name(args)`, empty for a function without steps.
pub fn explain(name: &str, args: &[Value]) -> Result<Vec<String>> {
    let mut lines = Vec::new();
    if name == "complement" && (1..=2).contains(&args.len()) {
        complement_steps(&args[0].to_layout()?, args.get(1), &mut lines)?;
        return Ok(lines);
    }
    if args.len() != 2 {
        return Ok(lines);
    }
    let any;
    let a = match &args[0] {
        // A coordinate layout composes and divides as a layout does (only
        // its strides' scales move), so it walks the same steps.
        Value::Coords(layout)
            if matches!(
                name,
                "composition" | "logical_divide" | "zipped_divide" | "tiled_divide" | "flat_divide"
            ) =>
        {
            layout.inner()
        }
        other => {
            let Ok(found) = other.to_any_layout() else {
                return Ok(lines);
            };
            any = found;
            any.inner()
        }
    };
    match name {
        "composition" => composition(a, &args[1].to_tiler()?, "", &mut lines)?,
        "logical_divide" | "zipped_divide" | "tiled_divide" | "flat_divide" => {
            let tiler = args[1].to_tiler()?;
            divide(a, &tiler, "", &mut lines)?;
            if name != "logical_divide" {
                lines.push(format!(
                    "{name} rearranges the modes of {}",
                    logical_divide(a, &tiler)?
                ));
            }
        }
        "logical_product" | "zipped_product" | "tiled_product" | "flat_product" => {
            let tiler = args[1].to_tiler()?;
            product(a, &tiler, "", &mut lines)?;
            if name != "logical_product" {
                lines.push(format!(
                    "{name} rearranges the modes of {}",
                    logical_product(a, &tiler)?
                ));
            }
        }
        "blocked_product" | "raked_product" => {
            let b = args[1].to_layout()?;
            let rank = a.rank().max(b.rank());
            let (a, b) = (pad(a, rank)?, pad(&b, rank)?);
            lines.push(format!("A = {a}, B = {b} (both of rank {rank})"));
            product(&a, &Tiler::Layout(b.into_owned()), "", &mut lines)?;
            let order = if name == "raked_product" {
                "A* o B first"
            } else {
                "A first"
            };
            lines.push(format!(
                "{name} pairs mode i of A with mode i of A* o B ({order})"
            ));
        }
        _ => {}
    }
    Ok(lines)
}

/// A complement and the layout `(A, R)` the seed checks it by: R fills
/// A's holes and repeats A up to the cotarget, so `(A, R)` reaches every
/// offset below its cosize once (`complement(4:2, 24)` is `(2,3):(1,8)`,
/// and `(4,(2,3)):(2,(1,8))` has cosize 24).
fn complement_steps(a: &CuteLayout, given: Option<&Value>, lines: &mut Vec<String>) -> Result<()> {
    let cotarget = complement_cotarget(a, given)?;
    let rest = complement(a, cotarget.view())?;
    lines.push(format!(
        "complement of A = {a} under {cotarget} is R = {rest}"
    ));
    let both = CuteLayout::concat([a, &rest])?;
    lines.push(format!("(A, R) = {both} has cosize {}", both.cosize()?));
    Ok(())
}

/// `A o B`, B split into its modes when it has several.
fn composition(a: &CuteLayout, tiler: &Tiler, indent: &str, lines: &mut Vec<String>) -> Result<()> {
    match tiler {
        Tiler::Size(size) => {
            let tile = Tiler::Layout(TilerUse::Compose.tile_of(*size)?);
            return composition(a, &tile, indent, lines);
        }
        Tiler::Keep => lines.push(format!("{indent}{a} o _ = {a}")),
        Tiler::Modes(parts) => {
            lines.push(format!("{indent}{a} o {tiler}, mode by mode:"));
            for (i, (mode, part)) in a.modes().zip(parts).enumerate() {
                lines.push(format!(
                    "{indent}  mode {i}: {mode} o {part} => {}",
                    compose_tiler(&mode, part)?
                ));
            }
        }
        Tiler::Layout(b) if b.shape().int().is_none() => {
            let modes: Vec<CuteLayout> = b.modes().collect();
            let list = |f: &dyn Fn(&CuteLayout) -> String| {
                modes.iter().map(f).collect::<Vec<_>>().join(",")
            };
            lines.push(format!("{indent}{a} o {b}"));
            lines.push(format!("{indent}= {a} o ({})", list(&|m| m.to_string())));
            lines.push(format!("{indent}= ({})", list(&|m| format!("{a} o {m}"))));
            let mut results = Vec::with_capacity(modes.len());
            for mode in &modes {
                let result = compose(a, mode)?;
                lines.push(format!("{indent}  {a} o {mode} => {result}"));
                results.push(result.to_string());
            }
            lines.push(format!("{indent}= ({})", results.join(",")));
        }
        Tiler::Layout(b) => lines.push(format!("{indent}{a} o {b} => {}", compose(a, b)?)),
    }
    lines.push(format!("{indent}= {}", compose_tiler(a, tiler)?));
    Ok(())
}

/// A logical divide: the tile's complement, the concatenation, the
/// composition — per mode for a tuple tiler.
fn divide(a: &CuteLayout, tiler: &Tiler, indent: &str, lines: &mut Vec<String>) -> Result<()> {
    match tiler {
        Tiler::Size(size) => {
            let tile = Tiler::Layout(TilerUse::DivideOrMultiply.tile_of(*size)?);
            return divide(a, &tile, indent, lines);
        }
        Tiler::Keep => lines.push(format!("{indent}{a} is kept (_)")),
        Tiler::Modes(parts) => {
            for (i, (mode, part)) in a.modes().zip(parts).enumerate() {
                lines.push(format!("{indent}mode {i}: divide {mode} by {part}"));
                divide(&mode, part, &format!("{indent}  "), lines)?;
            }
        }
        Tiler::Layout(b) => {
            let cotarget = coalesce(a)?.shape().to_tuple();
            lines.push(format!(
                "{indent}complement of B = {b} under {cotarget} is B* = {}",
                complement(b, cotarget.view())?
            ));
            let both = with_rest(a, b)?;
            lines.push(format!("{indent}(B,B*) = {both}"));
            lines.push(format!("{indent}{a} o {both} = {}", compose(a, &both)?));
        }
    }
    Ok(())
}

/// A logical product: the block's complement, composed with the tiler,
/// concatenated to the block — per mode for a tuple tiler.
fn product(a: &CuteLayout, tiler: &Tiler, indent: &str, lines: &mut Vec<String>) -> Result<()> {
    match tiler {
        Tiler::Size(size) => {
            let tile = Tiler::Layout(TilerUse::DivideOrMultiply.tile_of(*size)?);
            return product(a, &tile, indent, lines);
        }
        Tiler::Keep => lines.push(format!("{indent}{a} is kept (_)")),
        Tiler::Modes(parts) => {
            for (i, (mode, part)) in a.modes().zip(parts).enumerate() {
                lines.push(format!("{indent}mode {i}: multiply {mode} by {part}"));
                product(&mode, part, &format!("{indent}  "), lines)?;
            }
        }
        Tiler::Layout(b) => {
            let cotarget = a.size_int()?.times(b.cosize_int()?)?;
            let rest = complement(a, IntTuple::from_int(cotarget).view())?;
            lines.push(format!(
                "{indent}complement of A = {a} under {}*{} = {cotarget} is A* = {rest}",
                a.size(),
                b.cosize()?
            ));
            let repeated = repetitions(a, b)?;
            lines.push(format!("{indent}A* o B = {rest} o {b} = {repeated}"));
            lines.push(format!(
                "{indent}(A, A* o B) = {}",
                CuteLayout::concat([a, &repeated])?
            ));
        }
    }
    Ok(())
}

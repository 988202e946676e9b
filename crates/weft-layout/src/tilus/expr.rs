//! Tilus' own Python expressions for layouts, evaluated: calls
//! (`local(3, 4)`), method chains (`.spatial(2, 3)`), `*` (compose) and `/`
//! (divide), keyword arguments, lists, `True`/`False`:
//!
//! ```
//! use weft_layout::tilus::expr::evaluate;
//!
//! let layout = evaluate("reduce(spatial(3, 4), dims=[0])")?;
//! assert_eq!(layout.to_string(),
//!     "RegisterLayout(shape=[4], mode_shape=[4], spatial_modes=[-3, 0], local_modes=[])");
//! # Ok::<(), weft_layout::LayoutError>(())
//! ```
//!
//! The parser is recursive descent with a nesting limit, so no input
//! overflows the stack.

use super::layout::RegisterLayout;
use super::ops;
use crate::error::{LayoutError, Result};
use crate::scan::Scanner;

/// How deep calls, parentheses and lists may nest.
pub const MAX_NESTING: usize = 64;
/// The most arguments (or list entries) one call may have.
const MAX_ARGUMENTS: usize = 256;

/// A value of the expression language.
#[derive(Clone, Debug)]
enum Value {
    Int(i64),
    Bool(bool),
    List(Vec<Value>),
    Layout(RegisterLayout),
}

grammar_over_scanner!(
    /// The expression grammar over a [`Scanner`].
    Parser
);

/// Evaluates `text` to a register layout.
pub fn evaluate(text: &str) -> Result<RegisterLayout> {
    let mut parser = Parser {
        scan: Scanner::new(text, "tilus expression"),
    };
    let value = parser.expression()?;
    parser.finish()?;
    match value {
        Value::Layout(layout) => Ok(layout),
        other => Err(LayoutError::invalid(format!(
            "the expression is {}, not a layout",
            describe(&other)
        ))),
    }
}

fn describe(value: &Value) -> &'static str {
    match value {
        Value::Int(_) => "an integer",
        Value::Bool(_) => "a boolean",
        Value::List(_) => "a list",
        Value::Layout(_) => "a layout",
    }
}

/// Positional and keyword arguments of one call.
struct Arguments {
    positional: Vec<Value>,
    keywords: Vec<(String, Value)>,
    function: String,
}

impl Arguments {
    fn error(&self, reason: impl std::fmt::Display) -> LayoutError {
        LayoutError::invalid(format!("{}: {reason}", self.function))
    }

    fn keyword(&mut self, name: &str) -> Option<Value> {
        let index = self.keywords.iter().position(|(k, _)| k == name)?;
        Some(self.keywords.remove(index).1)
    }

    /// The argument at `position`, or the keyword `name`.
    fn take(&mut self, position: usize, name: &str) -> Option<Value> {
        self.keyword(name).or_else(|| {
            (position < self.positional.len())
                .then(|| std::mem::replace(&mut self.positional[position], Value::Bool(false)))
        })
    }

    fn layout(&mut self, position: usize, name: &str) -> Result<RegisterLayout> {
        match self.take(position, name) {
            Some(Value::Layout(layout)) => Ok(layout),
            Some(other) => {
                Err(self.error(format!("{name} must be a layout, got {}", describe(&other))))
            }
            None => Err(self.error(format!("missing {name}"))),
        }
    }

    fn int(&mut self, position: usize, name: &str, default: Option<i64>) -> Result<i64> {
        match self.take(position, name) {
            Some(Value::Int(value)) => Ok(value),
            Some(other) => Err(self.error(format!(
                "{name} must be an integer, got {}",
                describe(&other)
            ))),
            None => default.ok_or_else(|| self.error(format!("missing {name}"))),
        }
    }

    fn ints(&mut self, position: usize, name: &str) -> Result<Vec<i64>> {
        match self.take(position, name) {
            Some(value) => self.int_list(value, name),
            None => Err(self.error(format!("missing {name}"))),
        }
    }

    fn int_list(&self, value: Value, name: &str) -> Result<Vec<i64>> {
        match value {
            Value::List(values) => values
                .into_iter()
                .map(|v| match v {
                    Value::Int(i) => Ok(i),
                    other => Err(self.error(format!(
                        "{name} must hold integers, got {}",
                        describe(&other)
                    ))),
                })
                .collect(),
            Value::Int(i) => Ok(vec![i]),
            other => Err(self.error(format!("{name} must be a list, got {}", describe(&other)))),
        }
    }

    fn flag(&mut self, name: &str) -> Result<bool> {
        match self.keyword(name) {
            None => Ok(false),
            Some(Value::Bool(value)) => Ok(value),
            Some(other) => Err(self.error(format!(
                "{name} must be True or False, got {}",
                describe(&other)
            ))),
        }
    }

    /// Every positional argument from `from` on, as integers (`*shape`).
    fn rest_ints(&mut self, from: usize) -> Result<Vec<i64>> {
        let rest: Vec<Value> = self
            .positional
            .drain(from.min(self.positional.len())..)
            .collect();
        rest.into_iter()
            .map(|v| match v {
                Value::Int(i) => Ok(i),
                other => {
                    Err(self.error(format!("sizes must be integers, got {}", describe(&other))))
                }
            })
            .collect()
    }

    /// Refuses keywords nobody took.
    fn done(&self) -> Result<()> {
        match self.keywords.first() {
            Some((name, _)) => Err(self.error(format!("unexpected keyword argument {name}"))),
            None => Ok(()),
        }
    }
}

impl Parser<'_> {
    fn nested<T>(&mut self, parse: impl FnOnce(&mut Self) -> Result<T>) -> Result<T> {
        self.descend(MAX_NESTING)?;
        let result = parse(self);
        self.ascend();
        result
    }

    /// `postfix (('*' | '/') postfix)*`.
    fn expression(&mut self) -> Result<Value> {
        let mut value = self.postfix()?;
        loop {
            let divide = if self.eat("*") {
                false
            } else if self.eat("/") {
                true
            } else {
                return Ok(value);
            };
            let (Value::Layout(lhs), Value::Layout(rhs)) = (value, self.postfix()?) else {
                return Err(self.error("'*' and '/' take two layouts"));
            };
            value = Value::Layout(if divide {
                ops::divide(&lhs, &rhs)?
            } else {
                ops::compose(&lhs, &rhs)?
            });
        }
    }

    /// `primary ('.' method '(' arguments ')')*`.
    fn postfix(&mut self) -> Result<Value> {
        let mut value = self.primary()?;
        while self.eat(".") {
            let name = self.word()?.to_string();
            self.expect("(")?;
            let arguments = self.nested(|p| p.arguments(&name))?;
            let Value::Layout(layout) = value else {
                return Err(self.error(&format!(".{name}() needs a layout")));
            };
            value = Value::Layout(call_method(layout, arguments)?);
        }
        Ok(value)
    }

    fn primary(&mut self) -> Result<Value> {
        self.skip_space();
        if self.eat("(") {
            let value = self.nested(|p| p.expression())?;
            self.expect(")")?;
            return Ok(value);
        }
        if self.eat("[") {
            return self.nested(|p| p.list());
        }
        let rest = self.rest();
        if rest.starts_with('-') || rest.starts_with(|c: char| c.is_ascii_digit()) {
            let negative = self.eat("-");
            let magnitude: i64 = self.integer()?;
            return Ok(Value::Int(if negative { -magnitude } else { magnitude }));
        }
        let name = self.word()?.to_string();
        match name.as_str() {
            "True" => return Ok(Value::Bool(true)),
            "False" => return Ok(Value::Bool(false)),
            _ => {}
        }
        self.expect("(")?;
        let arguments = self.nested(|p| p.arguments(&name))?;
        call_function(arguments)
    }

    /// The rest of `[a, b, ...]`.
    fn list(&mut self) -> Result<Value> {
        let mut values = Vec::new();
        loop {
            if self.eat("]") {
                return Ok(Value::List(values));
            }
            if values.len() >= MAX_ARGUMENTS {
                return Err(self.error("list too long"));
            }
            values.push(self.expression()?);
            if !self.eat(",") {
                self.expect("]")?;
                return Ok(Value::List(values));
            }
        }
    }

    /// The rest of `(a, b, name=c)`.
    fn arguments(&mut self, function: &str) -> Result<Arguments> {
        let mut arguments = Arguments {
            positional: Vec::new(),
            keywords: Vec::new(),
            function: function.to_string(),
        };
        loop {
            if self.eat(")") {
                return Ok(arguments);
            }
            if arguments.positional.len() + arguments.keywords.len() >= MAX_ARGUMENTS {
                return Err(self.error("too many arguments"));
            }
            // `name=value` or a value.
            let save = self.position;
            let keyword = self
                .word()
                .ok()
                .map(str::to_string)
                .filter(|_| self.eat("="));
            match keyword {
                Some(name) => {
                    let value = self.expression()?;
                    arguments.keywords.push((name, value));
                }
                None => {
                    self.position = save;
                    let value = self.expression()?;
                    if !arguments.keywords.is_empty() {
                        return Err(self.error("a positional argument after a keyword argument"));
                    }
                    arguments.positional.push(value);
                }
            }
            if !self.eat(",") {
                self.expect(")")?;
                return Ok(arguments);
            }
        }
    }
}

/// `name(...)`.
fn call_function(mut a: Arguments) -> Result<Value> {
    let layout = match a.function.as_str() {
        "spatial" | "local" | "repeat" => {
            let ranks = match a.keyword("ranks") {
                Some(value) => Some(a.int_list(value, "ranks")?),
                None => None,
            };
            let shape = a.rest_ints(0)?;
            if a.function == "spatial" {
                ops::spatial(&shape, ranks.as_deref())?
            } else {
                ops::local(&shape, ranks.as_deref())?
            }
        }
        "column_spatial" => ops::column_spatial(&a.rest_ints(0)?)?,
        "column_local" => ops::column_local(&a.rest_ints(0)?)?,
        "replicated" => {
            let workers = a.int(usize::MAX, "num_workers", None)?;
            ops::replicated(&a.rest_ints(0)?, workers)?
        }
        "compose" => ops::compose(&a.layout(0, "outer")?, &a.layout(1, "inner")?)?,
        "divide" => ops::divide(&a.layout(0, "lhs")?, &a.layout(1, "rhs")?)?,
        "left_divide" => ops::left_divide(&a.layout(0, "layout")?, &a.layout(1, "lhs_divisor")?)?,
        "concat" => ops::concat(&a.layout(0, "lhs")?, &a.layout(1, "rhs")?)?,
        "reduce" => {
            let layout = a.layout(0, "layout")?;
            let dims = a.ints(1, "dims")?;
            let keepdims = a.flag("keepdims")?;
            ops::reduce(&layout, &dims, keepdims)?
        }
        "reduce_to" => {
            let layout = a.layout(0, "layout")?;
            ops::reduce_to(&layout, &a.ints(1, "shape")?)?
        }
        "squeeze" => {
            let layout = a.layout(0, "layout")?;
            ops::squeeze(&layout, &a.ints(1, "dims")?)?
        }
        "unsqueeze" => {
            let layout = a.layout(0, "layout")?;
            ops::unsqueeze(&layout, &a.ints(1, "dims")?)?
        }
        "permute" => {
            let layout = a.layout(0, "layout")?;
            ops::permute(&layout, &a.ints(1, "dims")?)?
        }
        "reshape" => {
            let layout = a.layout(0, "layout")?;
            ops::reshape(&layout, &a.ints(1, "shape")?)?
        }
        "flatten" => {
            let layout = a.layout(0, "layout")?;
            let start = a.int(1, "start_dim", Some(0))?;
            let end = a.int(2, "end_dim", Some(-1))?;
            ops::flatten(&layout, start, end)?
        }
        "auto_local_spatial" => {
            let threads = a.int(0, "num_threads", None)?;
            ops::auto_local_spatial(threads, &a.ints(1, "shape")?)?
        }
        "register_layout" => RegisterLayout::try_new(
            a.ints(0, "shape")?,
            a.ints(1, "mode_shape")?,
            a.ints(2, "spatial_modes")?,
            a.ints(3, "local_modes")?,
        )?,
        "visualize_layout" => a.layout(0, "layout")?,
        other => {
            return Err(LayoutError::invalid(format!("unknown function {other}")));
        }
    };
    a.done()?;
    Ok(Value::Layout(layout))
}

/// `layout.name(...)`: a composition with the layout the name builds, or
/// one of the two methods that are not (`reduce_to`, and `with_shape`,
/// which gives the same modes another shape that they divide, as Tilus'
/// `dataclasses.replace` does: checked, not canonicalized again).
fn call_method(layout: RegisterLayout, mut a: Arguments) -> Result<RegisterLayout> {
    if a.function == "reduce_to" || a.function == "with_shape" {
        let shape = a.ints(0, "shape")?;
        a.done()?;
        return if a.function == "reduce_to" {
            ops::reduce_to(&layout, &shape)
        } else {
            RegisterLayout::validated(
                shape,
                layout.mode_shape,
                layout.spatial_modes,
                layout.local_modes,
            )
            .map_err(|error| LayoutError::invalid(format!("with_shape: {error}")))
        };
    }
    let inner = match a.function.as_str() {
        "spatial" => ops::spatial(&a.rest_ints(0)?, None)?,
        "local" | "repeat" => ops::local(&a.rest_ints(0)?, None)?,
        "column_spatial" => ops::column_spatial(&a.rest_ints(0)?)?,
        "column_local" => ops::column_local(&a.rest_ints(0)?)?,
        other => {
            return Err(LayoutError::invalid(format!("unknown method .{other}()")));
        }
    };
    a.done()?;
    ops::compose(&layout, &inner)
}

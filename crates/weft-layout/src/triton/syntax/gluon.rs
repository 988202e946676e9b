//! Triton's encodings as Gluon, Triton's layout-explicit Python language,
//! spells them: `BlockedLayout([1, 4], [4, 8], [4, 1], [1, 0])`,
//! `gl.amd.AMDMFMALayout(version=3, instr_shape=[32, 32, 8],
//! transposed=True, warps_per_cta=[2, 2])`, `SliceLayout(0, parent)`, …
//! — what a Gluon program writes and what a layout's `repr` prints, so
//! that either can be pasted into the calculator.
//!
//! Arguments come positionally in the order of Gluon's fields or by
//! keyword; `None` leaves a field to its default. Each class maps to the
//! `#ttg` encoding its `_to_ir` builds, and its fields to that encoding's
//! keys, so one set of checks (`build`) serves both spellings.

use crate::error::{LayoutError, Result};
use crate::scan::Scanner;

use super::super::encoding::Encoding;
use super::{MAX_NESTING, TritonAttribute, Value, build};

/// Where a field of a Gluon class goes in the `#ttg` encoding.
#[derive(Clone, Copy)]
enum Field {
    /// The key of the same value.
    Key(&'static str),
    /// NVIDIA's `version = [major, minor]`: two keys.
    VersionPair,
    /// One of WMMA's `ctaLayout` entries.
    Cta(&'static str),
    /// WMMA's `rank`, checked against the rank its bases give.
    Rank,
    /// Read and not needed: a linear layout's `shape` (the calculator's
    /// `--shape` says which tensor).
    Ignored,
}

/// A Gluon class: its name, the `#ttg` kind it builds, and its fields in
/// their positional order.
struct Class {
    name: &'static str,
    kind: &'static str,
    fields: &'static [(&'static str, Field)],
}

const CLASSES: &[Class] = &[
    Class {
        name: "BlockedLayout",
        kind: "blocked",
        fields: &[
            ("size_per_thread", Field::Key("sizePerThread")),
            ("threads_per_warp", Field::Key("threadsPerWarp")),
            ("warps_per_cta", Field::Key("warpsPerCTA")),
            ("order", Field::Key("order")),
            ("cga_layout", Field::Key("CGALayout")),
        ],
    },
    Class {
        name: "SliceLayout",
        kind: "slice",
        fields: &[("dim", Field::Key("dim")), ("parent", Field::Key("parent"))],
    },
    Class {
        name: "DistributedLinearLayout",
        kind: "linear",
        fields: &[
            ("reg_bases", Field::Key("register")),
            ("lane_bases", Field::Key("lane")),
            ("warp_bases", Field::Key("warp")),
            ("block_bases", Field::Key("block")),
            ("shape", Field::Ignored),
        ],
    },
    Class {
        name: "DotOperandLayout",
        kind: "dot_op",
        fields: &[
            ("operand_index", Field::Key("opIdx")),
            ("parent", Field::Key("parent")),
            ("k_width", Field::Key("kWidth")),
        ],
    },
    Class {
        name: "NVMMADistributedLayout",
        kind: "nvidia_mma",
        fields: &[
            ("version", Field::VersionPair),
            ("warps_per_cta", Field::Key("warpsPerCTA")),
            ("instr_shape", Field::Key("instrShape")),
            ("cga_layout", Field::Key("CGALayout")),
        ],
    },
    Class {
        name: "AMDMFMALayout",
        kind: "amd_mfma",
        fields: &[
            ("version", Field::Key("version")),
            ("instr_shape", Field::Key("instrShape")),
            ("transposed", Field::Key("isTransposed")),
            ("warps_per_cta", Field::Key("warpsPerCTA")),
            ("element_bitwidth", Field::Key("elementBitWidth")),
            ("tiles_per_warp", Field::Key("tilesPerWarp")),
            ("cga_layout", Field::Key("CGALayout")),
        ],
    },
    Class {
        name: "AMDWMMALayout",
        kind: "amd_wmma",
        fields: &[
            ("version", Field::Key("version")),
            ("transposed", Field::Key("isTranspose")),
            ("warp_bases", Field::Cta("warp")),
            ("reg_bases", Field::Cta("register")),
            ("instr_shape", Field::Key("instrShape")),
            ("cga_layout", Field::Key("CGALayout")),
            ("rank", Field::Rank),
        ],
    },
    Class {
        name: "SwizzledSharedLayout",
        kind: "swizzled_shared",
        fields: &[
            ("vec", Field::Key("vec")),
            ("per_phase", Field::Key("perPhase")),
            ("max_phase", Field::Key("maxPhase")),
            ("order", Field::Key("order")),
            ("cga_layout", Field::Key("CGALayout")),
        ],
    },
    Class {
        name: "NVMMASharedLayout",
        kind: "nvmma_shared",
        fields: &[
            ("swizzle_byte_width", Field::Key("swizzlingByteWidth")),
            ("element_bitwidth", Field::Key("elementBitWidth")),
            ("rank", Field::Key("rank")),
            ("transposed", Field::Key("transposed")),
            ("fp4_padded", Field::Key("fp4Padded")),
            ("cga_layout", Field::Key("CGALayout")),
        ],
    },
    Class {
        name: "PaddedSharedLayout",
        kind: "padded_shared",
        fields: &[
            ("interval_padding_pairs", Field::Key(build::INTERVALS)),
            ("offset_bases", Field::Key("offset")),
            // In copies of the offsets' span: scaled to elements below.
            ("cga_layout", Field::Key("block")),
            ("shape", Field::Ignored),
        ],
    },
    Class {
        name: "PartitionedSharedLayout",
        kind: "partitioned_shared",
        fields: &[
            ("num_partitions", Field::Key("numPartitions")),
            ("num_groups", Field::Key("numGroups")),
            ("partition_dim", Field::Key("partitionDim")),
            ("partition_layout", Field::Key("partitionLayout")),
        ],
    },
    Class {
        name: "SharedLinearLayout",
        kind: "shared_linear",
        fields: &[
            ("offset_bases", Field::Key("offset")),
            ("block_bases", Field::Key("block")),
            ("alignment", Field::Key("alignment")),
        ],
    },
];

/// The alignment of a `SharedLinearLayout` that does not give one.
const DEFAULT_SHARED_LINEAR_ALIGNMENT: u64 = 16;

/// The names [`parse_gluon_layout`] knows, for messages.
fn class_names() -> String {
    let names: Vec<&str> = CLASSES.iter().map(|c| c.name).collect();
    names.join(", ")
}

grammar_over_scanner!(
    /// Python calls, lists and constants over a [`Scanner`].
    Reader
);

/// Reads a Gluon layout constructor call (`gl.`, `ttgl.` or any module
/// prefix allowed) as the encoding it builds.
///
/// ```
/// use weft_layout::triton::syntax::{parse_gluon_layout, print_encoding};
///
/// let blocked = parse_gluon_layout("gl.BlockedLayout([1, 4], [4, 8], [4, 1], [1, 0])")?;
/// assert_eq!(print_encoding(&blocked),
///     "#ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], \
///      warpsPerCTA = [4, 1], order = [1, 0]}>");
/// # Ok::<(), weft_layout::LayoutError>(())
/// ```
pub fn parse_gluon_layout(text: &str) -> Result<Encoding> {
    match parse_gluon_attribute(text)? {
        TritonAttribute::Distributed(encoding) => Ok(encoding),
        TritonAttribute::Shared(_) => Err(LayoutError::invalid(
            "a shared-memory layout, where a distributed one is needed",
        )),
    }
}

/// Reads a Gluon layout constructor call, distributed or shared-memory
/// (`SwizzledSharedLayout`, `SharedLinearLayout`, AMD's
/// `PartitionedSharedLayout` of another shared one).
pub fn parse_gluon_attribute(text: &str) -> Result<TritonAttribute> {
    let mut reader = Reader {
        scan: Scanner::new(text, "Gluon layout"),
    };
    let attribute = reader.layout()?;
    reader.skip_space();
    if !reader.rest().is_empty() {
        return Err(reader.error("unexpected text after the layout"));
    }
    Ok(attribute)
}

/// A Python value as read: what the `#ttg` builder takes, or `None`.
enum Python {
    Value(Value),
    None,
}

impl<'a> Reader<'a> {
    /// A parse error at `position` rather than where the reader is.
    fn error_at(&mut self, position: usize, reason: &str) -> LayoutError {
        self.position = position;
        self.error(reason)
    }

    /// `[module.]*Class(args)`.
    fn layout(&mut self) -> Result<TritonAttribute> {
        let mut name = self.word()?;
        while self.eat(".") {
            name = self.word()?;
        }
        let Some(class) = CLASSES.iter().find(|c| c.name == name) else {
            return Err(LayoutError::invalid(format!(
                "{name} is not a Gluon layout Weft models (it reads {})",
                class_names()
            )));
        };
        self.expect("(")?;
        let args = self.descending(|r| r.arguments(class))?;
        self.entries(class, args)
    }

    fn descending<T>(&mut self, read: impl FnOnce(&mut Self) -> Result<T>) -> Result<T> {
        self.descend(MAX_NESTING)?;
        let result = read(self);
        self.ascend();
        result
    }

    /// The arguments up to `)`, each matched to its field: positional ones
    /// in order, then keywords, none twice.
    fn arguments(&mut self, class: &Class) -> Result<Vec<(usize, Python)>> {
        let mut args: Vec<(usize, Python)> = Vec::new();
        let mut keywords = false;
        loop {
            if self.eat(")") {
                return Ok(args);
            }
            // Errors about an argument point at its start.
            self.skip_space();
            let start = self.position;
            let field = match self.keyword()? {
                Some(keyword) => {
                    keywords = true;
                    class
                        .fields
                        .iter()
                        .position(|(name, _)| *name == keyword)
                        .ok_or_else(|| {
                            self.error_at(start, &format!("{} has no field {keyword}", class.name))
                        })?
                }
                None if keywords => {
                    return Err(self.error_at(start, "a positional argument after a keyword one"));
                }
                None if args.len() < class.fields.len() => args.len(),
                None => {
                    return Err(self.error(&format!(
                        "{} takes at most {} arguments",
                        class.name,
                        class.fields.len()
                    )));
                }
            };
            if args.iter().any(|(f, _)| *f == field) {
                return Err(self.error_at(start, &format!("{} given twice", class.fields[field].0)));
            }
            let value = self.value()?;
            // A parent is a distributed layout (a partitioned buffer's
            // pieces, `partition_layout`, are in shared memory).
            if matches!(class.fields[field].1, Field::Key("parent"))
                && matches!(
                    value,
                    Python::Value(Value::Attr(TritonAttribute::Shared(_)))
                )
            {
                return Err(self.error_at(
                    start,
                    "a shared-memory layout, where a distributed one is needed",
                ));
            }
            args.push((field, value));
            if !self.eat(",") {
                self.expect(")")?;
                return Ok(args);
            }
        }
    }

    /// `name=` when it comes next.
    fn keyword(&mut self) -> Result<Option<&'a str>> {
        self.skip_space();
        let start = self.position;
        if !self
            .rest()
            .starts_with(|c: char| c.is_ascii_alphabetic() || c == '_')
        {
            return Ok(None);
        }
        let word = self.word()?;
        if self.rest().trim_start().starts_with('=') {
            self.expect("=")?;
            return Ok(Some(word));
        }
        self.position = start;
        Ok(None)
    }

    /// An integer, `True`/`False`/`None`, a list or tuple of values, or a
    /// layout.
    fn value(&mut self) -> Result<Python> {
        self.skip_space();
        let rest = self.rest();
        if rest.starts_with(|c: char| c.is_ascii_digit()) {
            return Ok(Python::Value(Value::Int(self.integer()?)));
        }
        for (open, close) in [("[", "]"), ("(", ")")] {
            if self.eat(open) {
                let items = self.descending(|r| r.items(close))?;
                return Ok(Python::Value(Value::List(items)));
            }
        }
        let start = self.position;
        match self.word()? {
            "True" => Ok(Python::Value(Value::Bool(true))),
            "False" => Ok(Python::Value(Value::Bool(false))),
            "None" => Ok(Python::None),
            _ => {
                self.position = start;
                Ok(Python::Value(Value::Attr(self.descending(|r| r.layout())?)))
            }
        }
    }

    /// The values of a list or tuple up to `close`.
    fn items(&mut self, close: &str) -> Result<Vec<Value>> {
        let mut items = Vec::new();
        loop {
            if self.eat(close) {
                return Ok(items);
            }
            self.skip_space();
            let start = self.position;
            match self.value()? {
                Python::Value(value) => items.push(value),
                Python::None => return Err(self.error_at(start, "None inside a list")),
            }
            if !self.eat(",") {
                self.expect(close)?;
                return Ok(items);
            }
        }
    }

    /// The encoding of `class` from its arguments.
    fn entries(&self, class: &Class, args: Vec<(usize, Python)>) -> Result<TritonAttribute> {
        let mut entries: Vec<(&str, Value)> = Vec::new();
        let mut cta: Vec<(String, Value)> = Vec::new();
        let mut rank = None;
        for (field, value) in args {
            let Python::Value(value) = value else {
                continue;
            };
            match class.fields[field].1 {
                Field::Key(key) => entries.push((key, value)),
                Field::VersionPair => match value {
                    Value::List(pair) if pair.len() == 2 => {
                        let mut pair = pair.into_iter();
                        for key in ["versionMajor", "versionMinor"] {
                            if let Some(part) = pair.next() {
                                entries.push((key, part));
                            }
                        }
                    }
                    _ => return Err(LayoutError::invalid("version must be [major, minor]")),
                },
                Field::Cta(key) => cta.push((key.to_string(), value)),
                Field::Rank => match value {
                    Value::Int(r) => rank = Some(r),
                    _ => return Err(LayoutError::invalid("rank must be an integer")),
                },
                Field::Ignored => {}
            }
        }
        if class.kind == "amd_wmma" {
            entries.push(("ctaLayout", Value::Dict(cta)));
        }
        if class.kind == build::PADDED_SHARED {
            scale_blocks_to_elements(&mut entries)?;
        }
        if class.kind == "shared_linear" && !entries.iter().any(|(k, _)| *k == "alignment") {
            entries.push(("alignment", Value::Int(DEFAULT_SHARED_LINEAR_ALIGNMENT)));
        }
        let attribute = build::attribute(class.kind, entries)?;
        if let (Some(rank), TritonAttribute::Distributed(encoding)) = (rank, &attribute)
            && rank != encoding.rank() as u64
        {
            return Err(LayoutError::invalid(format!(
                "rank={rank}, but the bases give rank {}: Weft reads the rank off the bases \
                 (a broadcast warp basis of {rank} zeros gives it)",
                encoding.rank()
            )));
        }
        Ok(attribute)
    }
}

/// Gluon's `PaddedSharedLayout` multiplies the layout of its offsets by
/// that of its `cga_layout` (Triton's builder takes their product), so a
/// CTA basis of 1 along a dim is one whole span of the offsets along it;
/// `#ttg.padded_shared` counts block bases in elements. Scales each
/// block value by the offsets' span along its dim (the next power of two
/// above their largest value there).
fn scale_blocks_to_elements(entries: &mut [(&str, Value)]) -> Result<()> {
    let ints = |value: &Value| -> Vec<Vec<u64>> {
        let Value::List(bases) = value else {
            return Vec::new();
        };
        bases
            .iter()
            .map(|basis| match basis {
                Value::List(values) => values
                    .iter()
                    .map(|v| if let Value::Int(i) = v { *i } else { 0 })
                    .collect(),
                _ => Vec::new(),
            })
            .collect()
    };
    let offsets = entries
        .iter()
        .find(|(k, _)| *k == "offset")
        .map(|(_, v)| ints(v))
        .unwrap_or_default();
    let mut spans: Vec<u64> = Vec::new();
    for basis in &offsets {
        spans.resize(spans.len().max(basis.len()), 1);
        for (span, &value) in spans.iter_mut().zip(basis) {
            let above = value
                .checked_add(1)
                .and_then(u64::checked_next_power_of_two)
                .ok_or_else(|| LayoutError::invalid(format!("basis value {value} is too large")))?;
            *span = (*span).max(above);
        }
    }
    let Some((_, Value::List(blocks))) = entries.iter_mut().find(|(k, _)| *k == "block") else {
        return Ok(());
    };
    for basis in blocks {
        let Value::List(values) = basis else {
            continue;
        };
        for (d, value) in values.iter_mut().enumerate() {
            if let Value::Int(v) = value {
                let span = spans.get(d).copied().unwrap_or(1);
                *v = v.checked_mul(span).ok_or_else(|| {
                    LayoutError::invalid(format!(
                        "block value {v} times the offsets' span overflows"
                    ))
                })?;
            }
        }
    }
    Ok(())
}

//! Encodings from the keys and values of their text: which keys each
//! kind needs, what their values must be, and the checks of each kind's
//! constructor. Kept out of the parser's recursion, so that a deeply
//! nested encoding does not carry these frames at every level.

use crate::error::{LayoutError, Result};

use super::super::encoding::{
    BLOCK, Blocked, Encoding, LANE, REGISTER, WARP, invalid, is_permutation, out_dim_names,
};
use super::super::linear::LinearLayout;
use super::super::mfma::AmdMfma;
use super::super::mma::{DotOperand, NvidiaMma};
use super::super::padded_shared::PaddedShared;
use super::super::partitioned_shared::PartitionedShared;
use super::super::shared::{
    DEFAULT_NVMMA_RANK, NvmmaShared, OFFSET, SharedEncoding, SwizzledShared,
};

/// The mnemonic whose interval pairs come before its entries.
pub(super) const PADDED_SHARED: &str = "padded_shared";

/// The entry the parser gives `#ttg.padded_shared`'s interval pairs.
pub(super) const INTERVALS: &str = "[intervals]";
use super::super::wmma::{AmdWmma, DEFAULT_INSTR_SHAPE};
use super::{TritonAttribute, Value};

/// The `#ttg.<kind>` attribute of `entries`; a key left over is an error.
pub(super) fn attribute(kind: &str, mut entries: Vec<(&str, Value)>) -> Result<TritonAttribute> {
    let mut take = |key: &str| -> Option<Value> {
        entries
            .iter()
            .position(|(k, _)| *k == key)
            .map(|i| entries.remove(i).1)
    };
    let attribute = match kind {
        "swizzled_shared" => TritonAttribute::Shared(swizzled_shared(&mut take, false)?),
        "amd_rotating_shared" => TritonAttribute::Shared(swizzled_shared(&mut take, true)?),
        "shared_linear" => TritonAttribute::Shared(shared_linear(&mut take)?),
        "nvmma_shared" => TritonAttribute::Shared(nvmma_shared(&mut take)?),
        PADDED_SHARED => TritonAttribute::Shared(padded_shared(&mut take)?),
        "partitioned_shared" => TritonAttribute::Shared(partitioned_shared(&mut take)?),
        _ => TritonAttribute::Distributed(distributed(kind, &mut take)?),
    };
    if let Some((key, _)) = entries.first() {
        return Err(LayoutError::invalid(format!(
            "unknown key {key} in #ttg.{kind}"
        )));
    }
    Ok(attribute)
}

/// The distributed `#ttg.<kind>` encoding of `entries` (a tensor's
/// encoding, or a slice's or operand's parent).
pub(super) fn encoding(kind: &str, entries: Vec<(&str, Value)>) -> Result<Encoding> {
    match attribute(kind, entries)? {
        TritonAttribute::Distributed(encoding) => Ok(encoding),
        TritonAttribute::Shared(_) => Err(LayoutError::invalid(format!(
            "#ttg.{kind} is a shared-memory encoding, where a distributed one is needed"
        ))),
    }
}

/// `#ttg.swizzled_shared`'s keys, which `#ttg.amd_rotating_shared`
/// (`rotating`) shares.
fn swizzled_shared(
    take: &mut dyn FnMut(&str) -> Option<Value>,
    rotating: bool,
) -> Result<SharedEncoding> {
    let kind = if rotating {
        "amd_rotating_shared"
    } else {
        "swizzled_shared"
    };
    let mut field = |key: &str| take(key).ok_or_else(|| missing(kind, key));
    let vec = int(field("vec")?, "vec")?;
    let per_phase = int(field("perPhase")?, "perPhase")?;
    let max_phase = int(field("maxPhase")?, "maxPhase")?;
    let order = ints(field("order")?, "order")?
        .into_iter()
        .map(|o| usize::try_from(o).unwrap_or(usize::MAX))
        .collect();
    let cga = cga_layout(take("CGALayout"))?;
    Ok(SharedEncoding::Swizzled(SwizzledShared::try_new(
        vec, per_phase, max_phase, order, cga, rotating,
    )?))
}

/// `#ttg.nvmma_shared`'s keys: the rank is the `CGALayout` bases' length,
/// else `rank`, else 2.
fn nvmma_shared(take: &mut dyn FnMut(&str) -> Option<Value>) -> Result<SharedEncoding> {
    const KIND: &str = "nvmma_shared";
    let swizzle = int(
        take("swizzlingByteWidth").ok_or_else(|| missing(KIND, "swizzlingByteWidth"))?,
        "swizzlingByteWidth",
    )?;
    let element_bits = int(
        take("elementBitWidth").ok_or_else(|| missing(KIND, "elementBitWidth"))?,
        "elementBitWidth",
    )?;
    let transposed = take("transposed").map_or(Ok(false), |v| boolean(v, "transposed"))?;
    let fp4_padded = take("fp4Padded").map_or(Ok(false), |v| boolean(v, "fp4Padded"))?;
    let cga = cga_layout(take("CGALayout"))?;
    let rank = match take("rank") {
        Some(value) => {
            let rank = usize::try_from(int(value, "rank")?).unwrap_or(usize::MAX);
            if let Some(basis) = cga.first().filter(|b| b.len() != rank) {
                return Err(LayoutError::invalid(format!(
                    "'CGALayout' entry length does not match rank {rank} (it is {})",
                    basis.len()
                )));
            }
            rank
        }
        None => cga.first().map_or(DEFAULT_NVMMA_RANK, Vec::len),
    };
    Ok(SharedEncoding::Nvmma(NvmmaShared::try_new(
        swizzle,
        transposed,
        element_bits,
        fp4_padded,
        cga,
        rank,
    )?))
}

/// `#ttg.partitioned_shared`'s keys; as in Triton, an integer left out
/// is 0 (which only `partitionDim` may be).
fn partitioned_shared(take: &mut dyn FnMut(&str) -> Option<Value>) -> Result<SharedEncoding> {
    let mut count = |key: &str| -> Result<u32> {
        take(key).map_or(Ok(0), |value| {
            let value = int(value, key)?;
            u32::try_from(value).map_err(|_| invalid(format!("{key} {value} does not fit 32 bits")))
        })
    };
    let num_partitions = count("numPartitions")?;
    let num_groups = count("numGroups")?;
    let partition_dim = count("partitionDim")?;
    let inner = match take("partitionLayout") {
        Some(Value::Attr(TritonAttribute::Shared(inner))) => inner,
        Some(_) => return Err(invalid("partitionLayout must be a SharedEncodingTrait")),
        None => return Err(invalid("missing partitionLayout")),
    };
    PartitionedShared::try_new(num_partitions, num_groups, partition_dim as usize, inner)
        .map(SharedEncoding::Partitioned)
}

/// `#ttg.shared_linear`'s bases and alignment.
fn shared_linear(take: &mut dyn FnMut(&str) -> Option<Value>) -> Result<SharedEncoding> {
    const KIND: &str = "shared_linear";
    let offset = int_lists(take(OFFSET).ok_or_else(|| missing(KIND, OFFSET))?, OFFSET)?;
    let block = match take(BLOCK) {
        Some(value) => int_lists(value, BLOCK)?,
        None => Vec::new(),
    };
    let alignment = int(
        take("alignment").ok_or_else(|| missing(KIND, "alignment"))?,
        "alignment",
    )?;
    SharedEncoding::linear(offset, block, alignment)
}

/// `#ttg.padded_shared`'s pairs, then either its `offset` and `block`
/// bases (both needed, as Triton needs them) or the short form's `order`
/// and `shape`.
fn padded_shared(take: &mut dyn FnMut(&str) -> Option<Value>) -> Result<SharedEncoding> {
    let Some(Value::List(pairs)) = take(INTERVALS) else {
        return Err(LayoutError::invalid(
            "#ttg.padded_shared needs its [interval:+padding, ...] pairs",
        ));
    };
    let intervals = pairs
        .into_iter()
        .map(|pair| match ints(pair, "interval-padding pair")?[..] {
            [interval, padding] => Ok((interval, padding)),
            _ => Err(LayoutError::invalid(
                "an interval-padding pair has two values",
            )),
        })
        .collect::<Result<Vec<_>>>()?;
    let (offset, block) = (take(OFFSET), take(BLOCK));
    if offset.is_some() || block.is_some() {
        let bases = |value: Option<Value>, key: &str| {
            value
                .ok_or_else(|| LayoutError::invalid(format!("Expected basis of '{key}' not found")))
                .and_then(|v| int_lists(v, key))
        };
        let offset = bases(offset, OFFSET)?;
        let block = bases(block, BLOCK)?;
        let rank = offset
            .iter()
            .chain(&block)
            .map(Vec::len)
            .next()
            .ok_or_else(|| LayoutError::invalid("Empty Layout not supported"))?;
        let names = out_dim_names(rank);
        let refs: Vec<&str> = names.iter().map(String::as_str).collect();
        let layout = LinearLayout::from_bases(&[(OFFSET, offset), (BLOCK, block)], &refs)?;
        return PaddedShared::try_new(intervals, layout).map(SharedEncoding::Padded);
    }
    let order = take("order").map(|v| ints(v, "order")).transpose()?;
    let shape = take("shape").map(|v| ints(v, "shape")).transpose()?;
    let (order, shape) = (order.unwrap_or_default(), shape.unwrap_or_default());
    if order.is_empty() && shape.is_empty() {
        return Err(LayoutError::invalid(
            "linearComponent must have [offset, block] as input dims",
        ));
    }
    let order = order
        .into_iter()
        .map(|o| usize::try_from(o).unwrap_or(usize::MAX))
        .collect();
    PaddedShared::with_identity(intervals, order, shape).map(SharedEncoding::Padded)
}

/// The distributed `#ttg.<kind>` encoding, its keys taken from `take`.
fn distributed(kind: &str, take: &mut dyn FnMut(&str) -> Option<Value>) -> Result<Encoding> {
    let encoding = match kind {
        "blocked" => {
            let mut field = |key: &str| -> Result<Vec<u64>> {
                ints(take(key).ok_or_else(|| missing(kind, key))?, key)
            };
            let size_per_thread = field("sizePerThread")?;
            let threads_per_warp = field("threadsPerWarp")?;
            let warps_per_cta = field("warpsPerCTA")?;
            let order = field("order")?
                .into_iter()
                .map(|o| usize::try_from(o).unwrap_or(usize::MAX))
                .collect();
            Encoding::Blocked(Blocked::try_new(
                size_per_thread,
                threads_per_warp,
                warps_per_cta,
                order,
                cga_layout(take("CGALayout"))?,
            )?)
        }
        "linear" | "generic_linear" => {
            let mut dims = Vec::new();
            for key in [REGISTER, LANE, WARP, BLOCK] {
                let bases = int_lists(take(key).ok_or_else(|| missing(kind, key))?, key)?;
                dims.push((key, bases));
            }
            let rank = dims
                .iter()
                .flat_map(|(_, bases)| bases.first())
                .map(Vec::len)
                .next()
                .unwrap_or(0);
            let names = out_dim_names(rank);
            let refs: Vec<&str> = names.iter().map(String::as_str).collect();
            let layout = LinearLayout::from_bases(&dims, &refs)?;
            if kind == "generic_linear" {
                // Triton 3.9 lets a generic layout repeat and combine bits,
                // but only its warps may move several dims at once.
                for (key, bases) in &dims {
                    let swizzled = bases
                        .iter()
                        .any(|basis| basis.iter().filter(|&&v| v != 0).count() > 1);
                    if *key != WARP && swizzled {
                        return Err(invalid(format!(
                            "In a generic linear layout, register, lane, and block bases must \
                             move in at most one dimension. Swizzled bases found in '{key}'."
                        )));
                    }
                }
                Encoding::GenericLinear(layout)
            } else {
                // Triton 3.9 also refuses a layout whose bases, without the
                // all-zero ones, are not each one bit of their own.
                let bases: Vec<Vec<u64>> = dims.into_iter().flat_map(|(_, bases)| bases).collect();
                if !is_permutation(&bases, rank) {
                    return Err(invalid(
                        "LinearEncodingAttr requires a permutation matrix layout after removing \
                         broadcast bases",
                    ));
                }
                Encoding::Linear(layout)
            }
        }
        "slice" => {
            let dim = int(
                take("dim").ok_or_else(|| missing(kind, "dim"))?,
                "slice dim",
            )?;
            let dim = usize::try_from(dim).unwrap_or(usize::MAX);
            let parent = match take("parent").ok_or_else(|| missing(kind, "parent"))? {
                Value::Attr(TritonAttribute::Distributed(parent)) => parent,
                _ => {
                    return Err(LayoutError::invalid(
                        "slice parent must be a distributed encoding",
                    ));
                }
            };
            if dim >= parent.rank() {
                return Err(LayoutError::invalid(format!(
                    "slice dim {dim} must be below the parent's rank {}",
                    parent.rank()
                )));
            }
            Encoding::Slice {
                dim,
                parent: Box::new(parent),
            }
        }
        "nvidia_mma" => {
            let mut required = |key: &str| take(key).ok_or_else(|| missing(kind, key));
            let version_major = int(required("versionMajor")?, "versionMajor")?;
            let version_minor = int(required("versionMinor")?, "versionMinor")?;
            let warps_per_cta = ints(required("warpsPerCTA")?, "warpsPerCTA")?;
            let instr_shape = ints(required("instrShape")?, "instrShape")?;
            Encoding::NvidiaMma(NvidiaMma::try_new(
                version_major,
                version_minor,
                warps_per_cta,
                instr_shape,
                cga_layout(take("CGALayout"))?,
            )?)
        }
        "amd_mfma" => {
            let mut required = |key: &str| take(key).ok_or_else(|| missing(kind, key));
            let warps_per_cta = ints(required("warpsPerCTA")?, "warpsPerCTA")?;
            let instr_shape = ints(required("instrShape")?, "instrShape")?;
            let is_transposed = boolean(required("isTransposed")?, "isTransposed")?;
            // Triton reads a missing version as 0.
            let version = take("version").map_or(Ok(0), |v| int(v, "version"))?;
            let tiles_per_warp = take("tilesPerWarp")
                .map(|v| ints(v, "tilesPerWarp"))
                .transpose()?;
            let element_bit_width =
                take("elementBitWidth").map_or(Ok(32), |v| int(v, "elementBitWidth"))?;
            Encoding::AmdMfma(AmdMfma::try_new(
                version,
                warps_per_cta,
                instr_shape,
                is_transposed,
                cga_layout(take("CGALayout"))?,
                tiles_per_warp,
                element_bit_width,
            )?)
        }
        "amd_wmma" => {
            let version = int(
                take("version").ok_or_else(|| missing(kind, "version"))?,
                "version",
            )?;
            // Triton reads a missing isTranspose as false.
            let is_transposed =
                take("isTranspose").map_or(Ok(false), |v| boolean(v, "isTranspose"))?;
            let (mut registers, mut warps) = (Vec::new(), Vec::new());
            match take("ctaLayout").ok_or_else(|| missing(kind, "ctaLayout"))? {
                Value::Dict(cta) => {
                    for (key, value) in cta {
                        match key.as_str() {
                            "register" => registers = int_lists(value, "ctaLayout register")?,
                            "warp" => warps = int_lists(value, "ctaLayout warp")?,
                            other => {
                                return Err(LayoutError::invalid(format!(
                                    "unknown key {other} in the ctaLayout of #ttg.amd_wmma; \
                                     expected register or warp"
                                )));
                            }
                        }
                    }
                }
                _ => {
                    return Err(LayoutError::invalid(
                        "ctaLayout must be {register = [...], warp = [...]}",
                    ));
                }
            }
            let instr_shape = take("instrShape")
                .map_or(Ok(DEFAULT_INSTR_SHAPE.to_vec()), |v| ints(v, "instrShape"))?;
            Encoding::AmdWmma(AmdWmma::try_new(
                version,
                is_transposed,
                registers,
                warps,
                cga_layout(take("CGALayout"))?,
                instr_shape,
            )?)
        }
        "dot_op" => {
            let op_idx = int(
                take("opIdx").ok_or_else(|| missing(kind, "opIdx"))?,
                "opIdx",
            )?;
            let parent = match take("parent").ok_or_else(|| missing(kind, "parent"))? {
                Value::Attr(TritonAttribute::Distributed(parent)) => parent,
                _ => {
                    return Err(LayoutError::invalid(
                        "dot_op parent must be a distributed encoding",
                    ));
                }
            };
            let k_width = match take("kWidth") {
                Some(value) => int(value, "kWidth")?,
                None => 0,
            };
            Encoding::DotOperand(DotOperand::try_new(op_idx, parent, k_width)?)
        }
        other => {
            return Err(LayoutError::invalid(format!(
                "#ttg.{other} is not an encoding Weft models"
            )));
        }
    };
    Ok(encoding)
}

fn missing(kind: &str, key: &str) -> LayoutError {
    LayoutError::invalid(format!("#ttg.{kind} needs the key {key}"))
}

/// The `CGALayout` bases when given, else none (a single CTA).
pub(super) fn cga_layout(value: Option<Value>) -> Result<Vec<Vec<u64>>> {
    value.map_or(Ok(Vec::new()), |value| int_lists(value, "CGALayout"))
}

pub(super) fn int(value: Value, key: &str) -> Result<u64> {
    match value {
        Value::Int(v) => Ok(v),
        _ => Err(LayoutError::invalid(format!("{key} must be an integer"))),
    }
}

pub(super) fn boolean(value: Value, key: &str) -> Result<bool> {
    match value {
        Value::Bool(b) => Ok(b),
        _ => Err(LayoutError::invalid(format!("{key} must be true or false"))),
    }
}

fn ints(value: Value, key: &str) -> Result<Vec<u64>> {
    match value {
        Value::List(items) => items
            .into_iter()
            .map(|item| match item {
                Value::Int(v) => Ok(v),
                _ => Err(LayoutError::invalid(format!(
                    "{key} must be a list of integers"
                ))),
            })
            .collect(),
        _ => Err(LayoutError::invalid(format!(
            "{key} must be a list of integers"
        ))),
    }
}

fn int_lists(value: Value, key: &str) -> Result<Vec<Vec<u64>>> {
    match value {
        Value::List(items) => items.into_iter().map(|item| ints(item, key)).collect(),
        _ => Err(LayoutError::invalid(format!(
            "{key} must be a list of lists of integers"
        ))),
    }
}

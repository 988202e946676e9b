//! `weft-layout triton` for a shared-memory encoding: where in a CTA's
//! shared memory (`offset`, in elements) and in which CTA (`block`) each
//! element of the tensor is stored, as the `#ttg.shared_linear` layout
//! Triton converts the encoding to; for a `#ttg.padded_shared` one, its
//! linear component and the slots the padding moves each offset to; for
//! a `#ttg.partitioned_shared` one, the layout of one partition's buffer
//! and, in the table, which partition holds each element.

use std::fmt::Write as _;

use serde_json::json;
use weft_layout::LayoutError;
use weft_layout::triton::syntax::{print_shared_encoding, print_shared_linear};
use weft_layout::triton::{LinearLayout, PaddedShared, PartitionedShared, SharedEncoding};

use super::{TritonArgs, apply, bases_json, describe};
use crate::table::{TABLE_ELEMENTS, draw_cells};

/// The input dims of a shared layout, minor first.
const SHARED_DIMS: [&str; 2] = ["offset", "block"];

pub(super) fn report(
    args: &TritonArgs,
    shape: &[i64],
    shared: &SharedEncoding,
) -> Result<String, LayoutError> {
    for (flag, given) in [
        ("--num-warps", args.num_warps.is_some()),
        ("--threads-per-warp", args.threads_per_warp.is_some()),
        ("--shared", args.shared.is_some()),
        ("--tmem", args.tmem.is_some()),
    ] {
        if given {
            return Err(LayoutError::Invalid(format!(
                "{flag} does not apply to a shared-memory encoding, which places no threads"
            )));
        }
    }
    let linear = shared.to_linear(shape)?;
    let ctas = shared.num_ctas()?;
    let expected = args.num_ctas.unwrap_or(1);
    if u64::try_from(expected) != Ok(ctas) {
        return Err(LayoutError::Invalid(format!(
            "Layout has {ctas} CTAs per CGA, but the context requires {expected} CTAs per CGA."
        )));
    }
    let applied = match &args.apply {
        Some(text) => Some(apply(&linear, text, &SHARED_DIMS)?),
        None => None,
    };
    let as_linear = print_shared_linear(&linear, shared.alignment());
    let padded = match shared {
        SharedEncoding::Padded(padded) => Some(Padding::of(padded, shape)?),
        _ => None,
    };
    let partitions = match shared {
        SharedEncoding::Partitioned(partitioned) => Some(Partitions::of(partitioned, shape)?),
        _ => None,
    };
    if args.json {
        let slot = match (&padded, &applied) {
            (Some(padding), Some((location, _))) => Some(padding.slot_of(location)?),
            _ => None,
        };
        let (bases, outputs) = bases_json(&linear, &SHARED_DIMS)?;
        let value = json!({
            "encoding": print_shared_encoding(shared),
            "linear": as_linear,
            "bases": bases,
            "outputs": outputs,
            "injective": linear.is_injective(),
            "surjective": linear.is_surjective(),
            "alignment": shared.alignment(),
            "apply": applied.as_ref().map(|(location, element)| json!({"location": location, "element": element})),
            "padding": padded.as_ref().map(|p| json!({
                "intervals": p.padded.intervals.iter().map(|&(i, p)| [i, p]).collect::<Vec<_>>(),
                "slots": p.slots,
                "elements": p.elements,
                "slot": slot,
            })),
        });
        return Ok(format!("{value:#}\n"));
    }
    let mut out = String::new();
    let _ = writeln!(out, "{}", print_shared_encoding(shared));
    match &padded {
        Some(_) => {
            let _ = writeln!(
                out,
                "linear component (offsets before padding): {as_linear}"
            );
        }
        None if partitions.is_some() => {
            let _ = writeln!(
                out,
                "linear (the buffer of partition 0, as Triton converts it): {as_linear}"
            );
        }
        None => {
            let _ = writeln!(out, "linear: {as_linear}");
        }
    }
    describe(&mut out, &linear, &SHARED_DIMS)?;
    let _ = writeln!(out, "alignment: {} bytes", shared.alignment());
    if let Some(padding) = &padded {
        let _ = writeln!(
            out,
            "padding: {} slots for {} elements per CTA",
            padding.slots, padding.elements
        );
    }
    if let Some((location, element)) = &applied {
        let _ = writeln!(out, "{location} -> {element:?}");
        if let Some(padding) = &padded {
            let _ = writeln!(out, "stored at slot {}", padding.slot_of(location)?);
        }
    }
    if args.table {
        out.push_str(&table(
            &linear,
            shape,
            ctas > 1,
            padded.as_ref(),
            partitions.as_ref(),
        )?);
    }
    Ok(out)
}

/// Where a padded encoding stores each offset, for the report.
struct Padding<'a> {
    padded: &'a PaddedShared,
    /// Elements of one CTA's buffer.
    elements: u64,
    /// The slots they take, padding included.
    slots: u64,
}

impl<'a> Padding<'a> {
    fn of(padded: &'a PaddedShared, shape: &[i64]) -> Result<Self, LayoutError> {
        let offsets = padded.layout.in_dim_log2(SHARED_DIMS[0])?;
        let elements = 1u64 << offsets;
        let slots = padded.padded_size(elements).ok_or_else(|| {
            LayoutError::Invalid(format!(
                "the padded buffer of {} elements does not fit 64 bits",
                shape
                    .iter()
                    .map(i64::to_string)
                    .collect::<Vec<_>>()
                    .join("x")
            ))
        })?;
        Ok(Self {
            padded,
            elements,
            slots,
        })
    }

    /// The slot of the offset in `location` (`offset=N[,block=B]`).
    fn slot_of(&self, location: &str) -> Result<u64, LayoutError> {
        let offset = location
            .split(',')
            .find_map(|part| part.trim().strip_prefix("offset="))
            .and_then(|v| v.parse::<u64>().ok())
            .unwrap_or(0);
        self.slot(offset)
    }

    fn slot(&self, offset: u64) -> Result<u64, LayoutError> {
        self.padded
            .padded_offset(offset)
            .ok_or_else(|| LayoutError::Invalid(format!("the slot of offset {offset} overflows")))
    }
}

/// The buffers of a partitioned encoding, for the table: partition `p`
/// holds what partition 0 holds, `p` pieces further along `dim`.
struct Partitions {
    count: u64,
    dim: usize,
    piece: u64,
}

impl Partitions {
    fn of(partitioned: &PartitionedShared, shape: &[i64]) -> Result<Self, LayoutError> {
        let sizes: Vec<u64> = shape.iter().map(|&s| s.max(0) as u64).collect();
        let dim = partitioned.partition_dim;
        Ok(Self {
            count: u64::from(partitioned.num_partitions),
            dim,
            piece: partitioned.piece_shape(&sizes)?[dim],
        })
    }
}

/// Each element's first place, `oO` (with `bB:` in front when there are
/// several CTAs, `pP:` when there are several partitions) and `+n` for `n`
/// more copies, `-` where no place holds it; rows are all dims but the
/// last. A padded buffer shows each element's slot, padding included.
fn table(
    linear: &LinearLayout,
    shape: &[i64],
    blocks: bool,
    padded: Option<&Padding<'_>>,
    partitions: Option<&Partitions>,
) -> Result<String, LayoutError> {
    let elements: u128 = shape.iter().map(|&s| s.max(0) as u128).product();
    if elements > TABLE_ELEMENTS {
        return Err(LayoutError::Invalid(format!(
            "--table draws at most {TABLE_ELEMENTS} elements, this layout has {elements}"
        )));
    }
    // A layout onto at most TABLE_ELEMENTS elements is surjective, so each
    // element has at least one place; there are at most 64 times as many
    // places as elements (Triton's block bits) in practice, and the walk
    // stops at a bound to stay fast on any input.
    let places = 1u128 << linear.total_in_bits();
    let buffers = partitions.map_or(1, |p| p.count);
    if places * u128::from(buffers) > TABLE_ELEMENTS * 64 {
        return Err(LayoutError::Invalid(format!(
            "--table walks at most {} places, this layout has {}",
            TABLE_ELEMENTS * 64,
            places * u128::from(buffers)
        )));
    }
    let offsets = 1u64 << linear.in_dim_log2(SHARED_DIMS[0])?;
    let mut first: Vec<Option<(u64, u64, u64)>> = vec![None; elements as usize];
    let mut copies = vec![0usize; elements as usize];
    for (buffer, place) in (0..buffers).flat_map(|b| (0..places as u64).map(move |p| (b, p))) {
        let (block, offset) = (place / offsets, place % offsets);
        let mut coordinate = linear.apply(&[(SHARED_DIMS[0], offset), (SHARED_DIMS[1], block)])?;
        if let Some(partitions) = partitions {
            coordinate[partitions.dim].1 += buffer * partitions.piece;
        }
        // Row-major index of the element.
        let index = coordinate
            .iter()
            .zip(shape)
            .fold(0usize, |acc, ((_, c), &s)| acc * s as usize + *c as usize);
        let (Some(slot), Some(count)) = (first.get_mut(index), copies.get_mut(index)) else {
            return Err(LayoutError::Invalid(format!(
                "offset {offset} of block {block} lies outside the tensor"
            )));
        };
        let stored = match padded {
            Some(padding) => padding.slot(offset)?,
            None => offset,
        };
        slot.get_or_insert((buffer, block, stored));
        *count += 1;
    }
    let cells: Vec<String> = first
        .iter()
        .zip(&copies)
        .map(|(place, &n)| {
            let Some((buffer, block, offset)) = *place else {
                return "-".to_string();
            };
            let mut cell = match (partitions.is_some(), blocks) {
                (true, true) => format!("p{buffer}:b{block}:o{offset}"),
                (true, false) => format!("p{buffer}:o{offset}"),
                (false, true) => format!("b{block}:o{offset}"),
                (false, false) => format!("o{offset}"),
            };
            if n > 1 {
                let _ = write!(cell, "+{}", n - 1);
            }
            cell
        })
        .collect();
    let columns = shape.last().copied().unwrap_or(1).max(1) as usize;
    let title = match padded {
        Some(_) => "element -> slot in shared memory (offset after padding)",
        None => "element -> first place in shared memory (offset)",
    };
    Ok(draw_cells(title, &cells, columns))
}

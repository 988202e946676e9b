//! The register layout Triton 3.9 gives a tensor loaded from or stored to
//! tensor memory by one `tcgen05` message shape (its
//! `getDistributedLayoutForTmemLdSt`, which Gluon's
//! `get_tmem_reg_layout` exposes): the layout a `ttng.tmem_load` result
//! takes when nothing else asks for one.
//!
//! **The construction.** Start from the message's footprint for one warp
//! (register and lane to tensor memory's row and column). Repeat it along
//! the columns with more registers until the warp covers all of a CTA's
//! columns, share the columns among the warps past the first four, and
//! give warps 1 and 2 rows 32 and 64 (row 16 goes to a warp or a register
//! when the message covers 16 rows and the buffer uses 32); then read the
//! result through the buffer's layout. Narrow elements are first packed
//! or unpacked into 32-bit columns, as the message moves them. A message
//! the buffer cannot feed (fewer columns than it moves, or two of its
//! lanes on one element) gives none.
//!
//! The construction covers the columns the buffer occupies, which for a
//! small buffer of block scales (`#ttng.tensor_memory_scales_encoding`)
//! are fewer than its layout's steps. A buffer of scales takes the layout
//! in a `ttng.tmem_store` (Triton has no `ttng.tmem_load` of scales).
//!
//! ```
//! use weft_layout::triton::syntax::parse_tensor_memory_encoding;
//! use weft_layout::triton::tensor_memory_registers::message_register_layout;
//!
//! let tmem = parse_tensor_memory_encoding(
//!     "#ttng.tensor_memory_encoding<blockM = 128, blockN = 64, colStride = 1>")?;
//! let layout = message_register_layout(&tmem, &[128, 64], 32, 4, "32x32b")?.unwrap();
//! // A thread per row, its registers along the row.
//! assert_eq!(layout.bases("lane")?, [[1, 0], [2, 0], [4, 0], [8, 0], [16, 0]]);
//! assert_eq!(layout.bases("register")?[..2], [[0, 1], [0, 2]]);
//! # Ok::<(), weft_layout::LayoutError>(())
//! ```

use super::linear::{LinearLayout, divide_left};
use super::tensor_memory::{Buffer, TensorMemoryEncoding};
use super::tensor_memory_messages::{
    BLOCK, COL, LANE, Message, REGISTER, ROW, WARP, Widening, message_named, widening,
};
use crate::error::{LayoutError, Result};

const DIM0: &str = "dim0";
const DIM1: &str = "dim1";

fn invalid(message: impl Into<String>) -> LayoutError {
    LayoutError::invalid(message)
}

/// Triton's register layout for moving a buffer of `shape` in `buffer`'s
/// encoding, of `element_bits` elements, by the message `message`
/// (`32x32b`, `16x64b`, `16x128b` or `16x256b`) with `warps` warps: register,
/// lane, warp and block to the tensor's dims. `None` where that message
/// cannot move the buffer.
pub fn message_register_layout(
    buffer: &TensorMemoryEncoding,
    shape: &[i64],
    element_bits: u32,
    warps: u32,
    message: &str,
) -> Result<Option<LinearLayout>> {
    let message = message_named(message)?;
    if message == Message::Rows16x32bx2 {
        return Err(invalid(
            "the 16x32bx2 message is inferred from a 32x32b layout; it cannot be asked for",
        ));
    }
    if warps < 4 || !warps.is_power_of_two() {
        return Err(invalid(format!(
            "tensor memory is read by warp groups: the warp count must be a power of two of at \
             least 4, not {warps}"
        )));
    }
    if !(1..=32).contains(&element_bits) {
        return Err(invalid(format!(
            "tensor memory holds elements of 1 to 32 bits, not {element_bits}"
        )));
    }
    // The buffer's type must be one Triton takes.
    buffer.check_buffer(&Buffer {
        shape,
        alloc_shape: shape,
        element_bits,
        in_tensor_memory: true,
    })?;
    let (part, ctas) = buffer.part_layout(shape)?;
    let part = without_unused_last_columns(&part)?;
    let Some(registers) = for_part(&part, message, warps, element_bits)? else {
        return Ok(None);
    };
    let registers = registers.transpose_outs(&[DIM0, DIM1])?;
    let list = |dim: &str| registers.bases(dim);
    let sizes = [(DIM0, shape[0] as u64), (DIM1, shape[1] as u64)];
    LinearLayout::try_new(
        &[
            (REGISTER, list(REGISTER)?),
            (LANE, list(LANE)?),
            (WARP, list(WARP)?),
            (BLOCK, ctas),
        ],
        &sizes,
        false,
    )
    .map(Some)
}

/// A part without the column steps at its end that reach no element: the
/// buffer does not occupy those columns, so Triton's message does not
/// cover them. Buffers of scales have such steps (one of fewer than 64
/// rows leaves its step to rows 32..63 unused, one of fewer than four
/// scales its steps within a 32-bit column; Gluon's
/// `get_reg_layout` of a 32x4 buffer of scales has registers for its four
/// scales only, and one of 32x8 a register for the unused step between
/// its two groups of four).
fn without_unused_last_columns(part: &LinearLayout) -> Result<LinearLayout> {
    let columns = part.bases(COL)?;
    let used = columns
        .iter()
        .rposition(|basis| basis.iter().any(|&value| value != 0))
        .map_or(0, |last| last + 1);
    part.truncate_in_dim(COL, used as u32)
}

/// The construction for one CTA's part, `part` (row and col to its dims).
fn for_part(
    part: &LinearLayout,
    message: Message,
    warps: u32,
    bits: u32,
) -> Result<Option<LinearLayout>> {
    if bits < 32 {
        return narrow(part, message, warps, bits);
    }
    let mut tile = message.one_warp()?;
    let tile_columns = 1u64 << tile.out_dim_log2(COL)?;
    let part_columns = 1u64 << part.in_dim_log2(COL)?;
    let mut missing = part_columns / tile_columns;
    if missing == 0 {
        return Ok(None);
    }
    let rows_32 = message == Message::Rows32x32b;
    let part_rows = part.bases(ROW)?;
    let only_16_rows = part_rows.get(4).is_some_and(|b| b.iter().all(|&v| v == 0));
    // The elements a warp's lanes and registers reach must all differ (in
    // a 32x32b message lane 16 may repeat them: a 16x32bx2 reads half).
    let mut reached = tile.compose(part)?;
    if rows_32 {
        let lanes = reached.in_dim_log2(LANE)?;
        reached = reached.truncate_in_dim(LANE, lanes.saturating_sub(1))?;
    }
    if !reached.is_injective() {
        return Ok(None);
    }
    // Row 16: a warp's (more than 4 warps) or a register's, where the
    // message covers 16 rows and the buffer 32.
    let row_16 = (!rows_32 && !only_16_rows).then_some(if warps > 4 { WARP } else { REGISTER });
    let mut warps_to_tile = u64::from(warps) / if row_16 == Some(WARP) { 8 } else { 4 };
    let broadcast = warps_to_tile / missing.min(warps_to_tile);
    warps_to_tile /= broadcast;
    missing /= warps_to_tile;
    if missing > 1 {
        if rows_32 && only_16_rows {
            // Lane 16 reads the other half of the columns (16x32bx2).
            tile = divide_left(&tile, &LinearLayout::identity1d(2, LANE, ROW)?)?
                .ok_or_else(|| invalid("a 32x32b tile starts with lane 1 on row 1"))?;
            let halves = LinearLayout::identity1d(missing / 2, REGISTER, COL)?
                .product(&LinearLayout::identity1d(2, LANE, COL)?)?;
            tile = tile.product(&halves)?;
        } else {
            tile = tile.product(&LinearLayout::identity1d(missing, REGISTER, COL)?)?;
        }
    }
    let tile = tile.transpose_outs(&[ROW, COL])?;
    let mut registers = tile.bases(REGISTER)?;
    let lanes = tile.bases(LANE)?;
    let mut warp_bases = vec![vec![32, 0], vec![64, 0]];
    match row_16 {
        Some(WARP) => warp_bases.push(vec![16, 0]),
        Some(_) => registers.push(vec![16, 0]),
        None => {}
    }
    let columns = 1u64 << tile.out_dim_log2(COL)?;
    let tile = LinearLayout::try_new(
        &[(REGISTER, registers), (LANE, lanes), (WARP, warp_bases)],
        &[(ROW, 128), (COL, columns)],
        false,
    )?
    .product(&LinearLayout::identity1d(warps_to_tile, WARP, COL)?)?
    .product(&LinearLayout::zeros1d(broadcast, WARP, COL, 1)?)?;
    tile.compose(part).map(Some)
}

/// [`for_part`] for elements narrower than 32 bits: consecutive columns
/// packed into a register's 32 bits, or 16-bit elements one to a 32-bit
/// column, or padded.
fn narrow(
    part: &LinearLayout,
    message: Message,
    warps: u32,
    bits: u32,
) -> Result<Option<LinearLayout>> {
    let gap = LinearLayout::zeros1d(u64::from(32 / bits), COL, DIM1, 1)?;
    let (quotient, registers_a_column, widened) = match widening(part, bits, COL, DIM1, &gap)? {
        Some(Widening::Packed { quotient, run }) => (quotient, run, bits * run),
        Some(Widening::OnePerColumn(quotient)) => (quotient, 2, 32),
        Some(Widening::Padded(quotient)) => (quotient, 1, 32),
        None if part.in_dim_log2(COL)? == 0 => (part.clone(), 1, 32),
        None => {
            return Err(invalid(format!(
                "the buffer's {bits}-bit columns are neither packed, nor one to a 32-bit \
                 column, nor padded"
            )));
        }
    };
    let Some(inner) = for_part(&quotient, message, warps, widened)? else {
        return Ok(None);
    };
    let inner = inner.transpose_outs(&[DIM0, DIM1])?;
    if registers_a_column == 1 {
        return Ok(Some(inner));
    }
    LinearLayout::identity1d(u64::from(registers_a_column), REGISTER, DIM1)?
        .product(&inner)?
        .transpose_outs(&[DIM0, DIM1])
        .map(Some)
}

//! Whether a register layout can be moved to or from tensor memory by
//! Blackwell's `tcgen05.ld` / `tcgen05.st` messages, as Triton 3.9 decides
//! it for `ttng.tmem_load`, `ttng.tmem_store` and `ttng.tmem_alloc` with a
//! source.
//!
//! **The rule.** Each warp of a warp group reaches its own 32 lanes (rows)
//! of tensor memory, so warps 1 and 2 of the register layout must hold
//! rows 32 and 64 of the buffer. The conversion from registers to tensor
//! memory (the register layout after the buffer's inverse: register, lane
//! and warp to row and column) must then be one message shape repeated:
//! its lanes exactly the lanes of `32x32b` (a lane per row), `16x256b`,
//! `16x64b` or `16x128b`, or the first 16 of `16x32bx2`, its first
//! registers those the message fills, and every other register and warp
//! away from the rows and columns one message covers. Registers that
//! repeat a value are dropped first; 8- and 16-bit elements are first
//! packed into 32-bit columns (consecutive registers in consecutive
//! columns) or, for 16 bits, read one to a column (`unpacked`), or padded.
//! The CTAs must split the buffer as they split the registers.
//!
//! **Why it is here.** A layout Triton cannot lower to these messages is
//! refused by its verifier, so Weft refuses it too instead of passing IR
//! that Triton rejects.
//!
//! ```
//! use weft_layout::triton::syntax::{parse_encoding, parse_tensor_memory_encoding};
//! use weft_layout::triton::tensor_memory::TensorMemoryEncoding;
//! use weft_layout::triton::tensor_memory_messages::check_message_layout;
//!
//! let TensorMemoryEncoding::Blocks(tmem) = parse_tensor_memory_encoding(
//!     "#ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>")? else {
//!     unreachable!()
//! };
//! let memory = tmem.linear_layout(&[128, 128])?;
//! // A thread per row, 128 columns each: the 32x32b message.
//! let rows = parse_encoding("#ttg.blocked<{sizePerThread = [1, 128], threadsPerWarp = [32, 1], \
//!     warpsPerCTA = [4, 1], order = [0, 1]}>")?.to_linear(&[128, 128])?;
//! assert_eq!(check_message_layout(&rows, &memory, 32, 256)?, "32x32b");
//! // A warp per 32 columns of every row: no message moves that.
//! let columns = parse_encoding("#ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], \
//!     warpsPerCTA = [4, 1], order = [1, 0]}>")?.to_linear(&[128, 128])?;
//! assert!(check_message_layout(&columns, &memory, 32, 256).is_err());
//! # Ok::<(), weft_layout::LayoutError>(())
//! ```

use super::linear::{LinearLayout, divide_left};
use super::tensor_memory::basis_lists;
use crate::error::{LayoutError, Result};

pub(super) const REGISTER: &str = "register";
pub(super) const LANE: &str = "lane";
pub(super) const WARP: &str = "warp";
pub(super) const BLOCK: &str = "block";
/// Tensor memory's dims: a row is a lane of the 128; a column is 32 bits
/// wide, or an element of a narrower type.
pub(super) const ROW: &str = "row";
pub(super) const COL: &str = "col";

/// The most registers a thread may have (Triton's default `maxnreg`).
pub const MAX_REGISTERS: u32 = 256;

/// The shapes of `tcgen05.ld` / `tcgen05.st`, in the order Triton tries
/// them; `16x32bx2` (two 16-row halves) is the fallback.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Message {
    Rows32x32b,
    Rows16x256b,
    Rows16x64b,
    Rows16x128b,
    Rows16x32bx2,
}

const MESSAGES: [Message; 5] = [
    Message::Rows32x32b,
    Message::Rows16x256b,
    Message::Rows16x64b,
    Message::Rows16x128b,
    Message::Rows16x32bx2,
];

/// The message shape named `name` (`32x32b`, ...).
pub(super) fn message_named(name: &str) -> Result<Message> {
    MESSAGES
        .iter()
        .copied()
        .find(|message| message.name() == name)
        .ok_or_else(|| {
            LayoutError::invalid(format!(
                "no tcgen05 message is called {name}; the shapes are 32x32b, 16x64b, 16x128b, \
                 16x256b and 16x32bx2"
            ))
        })
}

/// A message's footprint for one warp group: the `[row, column]` each
/// register, lane and warp bit of it reaches.
struct Tile {
    registers: Vec<[u64; 2]>,
    lanes: Vec<[u64; 2]>,
    warps: Vec<[u64; 2]>,
}

impl Message {
    /// Its name in PTX (`tcgen05.ld.sync.aligned.<name>`).
    fn name(self) -> &'static str {
        match self {
            Self::Rows32x32b => "32x32b",
            Self::Rows16x256b => "16x256b",
            Self::Rows16x64b => "16x64b",
            Self::Rows16x128b => "16x128b",
            Self::Rows16x32bx2 => "16x32bx2",
        }
    }

    /// Its footprint for one warp, packed: register and lane to tensor
    /// memory's row and column (Triton's `getTileLayout` without warps).
    pub(super) fn one_warp(self) -> Result<LinearLayout> {
        let tile = self.tile(false);
        LinearLayout::from_bases(
            &[
                (REGISTER, basis_lists(&tile.registers)),
                (LANE, basis_lists(&tile.lanes)),
            ],
            &[ROW, COL],
        )
    }

    /// Its footprint; `unpacked`: each register holds one 16-bit element
    /// in a 32-bit column, so it spans two (16-bit) columns.
    fn tile(self, unpacked: bool) -> Tile {
        let c = |column: u64| if unpacked { column << 1 } else { column };
        let rows = |n: u64| (0..n).map(|bit| [1u64 << bit, 0]).collect::<Vec<_>>();
        let (registers, lanes) = match self {
            Self::Rows32x32b => (vec![], rows(5)),
            Self::Rows16x32bx2 => (vec![], rows(4)),
            Self::Rows16x64b => (vec![], vec![[8, 0], [0, c(1)], [1, 0], [2, 0], [4, 0]]),
            Self::Rows16x128b => (
                vec![[8, 0]],
                vec![[0, c(1)], [0, c(2)], [1, 0], [2, 0], [4, 0]],
            ),
            Self::Rows16x256b => (
                vec![[0, c(1)], [8, 0]],
                vec![[0, c(2)], [0, c(4)], [1, 0], [2, 0], [4, 0]],
            ),
        };
        Tile {
            registers,
            lanes,
            warps: vec![[32, 0], [64, 0]],
        }
    }
}

/// Why no message moves a register layout.
fn refused(reason: impl Into<String>) -> LayoutError {
    LayoutError::invalid(reason)
}

/// Whether `registers` (a tensor's layout: register, lane, warp and block
/// to its dims) moves to or from the buffer whose layout is `memory`
/// (row, col and block to the same dims; `TensorMemoryBlocks::linear_layout`)
/// by `tcgen05` messages, for elements of `element_bits` and threads of at
/// most `max_registers` registers: the message shape Triton picks (the
/// first of `32x32b`, `16x256b`, `16x64b`, `16x128b` that fits, else
/// `16x32bx2`). The error says why none does.
pub fn check_message_layout(
    registers: &LinearLayout,
    memory: &LinearLayout,
    element_bits: u32,
    max_registers: u32,
) -> Result<&'static str> {
    let conversion = registers.invert_and_compose(memory)?;
    let conversion = without_ctas(&conversion).ok_or_else(|| {
        refused(
            "the CTAs split the registers otherwise than the buffer (the register and \
             tensor-memory layouts must have the same CGALayout)",
        )
    })?;
    // Each warp of a group reaches its own 32 lanes of tensor memory.
    let warps = registers.bases(WARP)?;
    let rows = memory.bases(ROW)?;
    let repeated = |basis: Option<&Vec<u64>>| basis.is_some_and(|b| b.iter().all(|&v| v == 0));
    if warps.len() < 2 || rows.len() < 7 || warps[0] != rows[5] || warps[1] != rows[6] {
        if repeated(rows.get(5)) && repeated(rows.get(6)) {
            return Err(refused(format!(
                "warps 1 and 2 must hold warp 0's elements, which tensor memory repeats in \
                 its rows 32 and 64 (as it does block scales); they hold {} and {}",
                element_text(warps.first()),
                element_text(warps.get(1)),
            )));
        }
        return Err(refused(format!(
            "warps 1 and 2 must hold rows 32 and 64 of tensor memory, which are elements {} \
             and {}; they hold {} and {}",
            element_text(rows.get(5)),
            element_text(rows.get(6)),
            element_text(warps.first()),
            element_text(warps.get(1)),
        )));
    }
    let mut conversion = RowsColumns::of(&conversion)?;
    conversion.warps[0] = [32, 0];
    conversion.warps[1] = [64, 0];
    lower(conversion, element_bits, max_registers)
}

/// An element of the tensor as `[row, column]`, for messages (`none` for
/// a basis the layout does not have).
fn element_text(basis: Option<&Vec<u64>>) -> String {
    basis.map_or_else(|| "none".to_string(), |basis| format!("{basis:?}"))
}

/// `layout` without its `block` dims (Triton's `quotient({block})`): the
/// CTA index must map to itself and nothing else, and nothing else to it.
fn without_ctas(layout: &LinearLayout) -> Option<LinearLayout> {
    let ins: Vec<&str> = layout.in_dims();
    let outs: Vec<&str> = layout.out_dims();
    let has_in = ins.contains(&BLOCK);
    let has_out = outs.contains(&BLOCK);
    let other_ins: Vec<&str> = ins.iter().copied().filter(|&d| d != BLOCK).collect();
    let other_outs: Vec<&str> = outs.iter().copied().filter(|&d| d != BLOCK).collect();
    if has_in && has_out {
        let identity = layout.sublayout(&[BLOCK], &[BLOCK]).ok()?;
        let bases = identity.bases(BLOCK).ok()?;
        let square = layout.in_dim_log2(BLOCK).ok()? == layout.out_dim_log2(BLOCK).ok()?;
        let is_identity = bases.iter().enumerate().all(|(i, b)| b == &[1u64 << i]);
        if !square
            || !is_identity
            || !layout.sublayout_is_zero(&other_ins, &[BLOCK]).ok()?
            || !layout.sublayout_is_zero(&[BLOCK], &other_outs).ok()?
        {
            return None;
        }
    } else if has_in != has_out {
        // A dim on one side only must be trivial.
        let trivial = if has_in {
            layout.in_dim_log2(BLOCK).ok()? == 0
        } else {
            layout.out_dim_log2(BLOCK).ok()? == 0
        };
        if !trivial {
            return None;
        }
    }
    layout.sublayout(&other_ins, &other_outs).ok()
}

/// A conversion from a thread's registers, lanes and warps to tensor
/// memory, as the `[row, column]` each bit reaches, with the column dim's
/// size (in elements of the current width).
#[derive(Clone, Debug)]
struct RowsColumns {
    registers: Vec<[u64; 2]>,
    lanes: Vec<[u64; 2]>,
    warps: Vec<[u64; 2]>,
    row_log2: u32,
    column_log2: u32,
}

impl RowsColumns {
    fn of(layout: &LinearLayout) -> Result<Self> {
        let layout = layout.transpose_outs(&[ROW, COL])?;
        let bases = |dim: &str| -> Result<Vec<[u64; 2]>> {
            if !layout.in_dims().contains(&dim) {
                return Ok(Vec::new());
            }
            Ok(layout
                .bases(dim)?
                .into_iter()
                .map(|b| [b[0], b[1]])
                .collect())
        };
        Ok(Self {
            registers: bases(REGISTER)?,
            lanes: bases(LANE)?,
            warps: bases(WARP)?,
            row_log2: layout.out_dim_log2(ROW)?,
            column_log2: layout.out_dim_log2(COL)?,
        })
    }

    fn to_layout(&self) -> Result<LinearLayout> {
        let size = |log2: u32| {
            1u64.checked_shl(log2)
                .ok_or_else(|| refused("tensor memory has more than 2^63 rows or columns"))
        };
        LinearLayout::try_new(
            &[
                (REGISTER, basis_lists(&self.registers)),
                (LANE, basis_lists(&self.lanes)),
                (WARP, basis_lists(&self.warps)),
            ],
            &[(ROW, size(self.row_log2)?), (COL, size(self.column_log2)?)],
            false,
        )
    }
}

/// Triton's search for the messages (`lowerTMemLdSt`): repeated registers
/// dropped, narrow elements packed, unpacked or padded to 32 bits, then a
/// message shape whose footprint the conversion repeats.
fn lower(mut conversion: RowsColumns, mut bits: u32, max_registers: u32) -> Result<&'static str> {
    if !(1..=32).contains(&bits) {
        return Err(refused(format!(
            "tensor memory holds elements of 1 to 32 bits, not {bits}"
        )));
    }
    let mut unpacked = false;
    loop {
        if conversion.registers.contains(&[0, 0]) {
            conversion.registers.retain(|b| *b != [0, 0]);
            continue;
        }
        if bits >= 32 {
            break;
        }
        let per_column = u64::from(32 / bits);
        let gap = LinearLayout::zeros1d(1, REGISTER, COL, per_column)?;
        let (quotient, widened) =
            match widening(&conversion.to_layout()?, bits, REGISTER, COL, &gap)? {
                Some(Widening::Packed { quotient, run }) => {
                    unpacked = false;
                    (quotient, bits * run)
                }
                Some(Widening::OnePerColumn(quotient)) => {
                    unpacked = true;
                    (quotient, 32)
                }
                Some(Widening::Padded(quotient)) => {
                    unpacked = bits == 16;
                    (quotient, 32)
                }
                None => {
                    return Err(refused(format!(
                        "its {bits}-bit elements are neither packed into 32-bit columns \
                         (consecutive registers in consecutive columns), nor one to a column, \
                         nor padded"
                    )));
                }
            };
        let quotient = if widened == 32 && unpacked {
            LinearLayout::zeros1d(1, REGISTER, COL, per_column)?.product(&quotient)?
        } else {
            quotient
        };
        conversion = RowsColumns::of(&quotient)?;
        bits = widened;
    }
    if let Some(message) = MESSAGES
        .iter()
        .find(|message| repeats(&conversion, &message.tile(unpacked), max_registers))
    {
        return Ok(message.name());
    }
    Err(refused(
        "no tcgen05 message (32x32b, 16x256b, 16x64b, 16x128b, 16x32bx2) moves it: a \
         message needs the lanes to reach the rows and columns of its shape, its registers \
         among the thread's, and the thread's other registers and warps to reach none of \
         the rows and columns one message covers",
    ))
}

/// How elements narrower than 32 bits are put in 32-bit columns.
pub(super) enum Widening {
    /// `run` consecutive elements to a column.
    Packed { quotient: LinearLayout, run: u32 },
    /// 16-bit elements one to a column (`unpacked`).
    OnePerColumn(LinearLayout),
    /// Padded in software: too few elements to fill a column.
    Padded(LinearLayout),
}

/// Triton's choice for `bits`-bit elements where `input` (one of
/// `layout`'s inputs) steps through `output` (one of its outputs), with
/// `gap` the part of a column packing would fill, and `layout` divided by
/// what the choice takes; `None` where none applies. The register side
/// (`lowerTMemLdSt`: registers along tensor memory's columns) and the
/// buffer side (`getDistributedLayoutForTmemLdSt`: columns along the
/// tensor's dim 1) make the same choice.
pub(super) fn widening(
    layout: &LinearLayout,
    bits: u32,
    input: &str,
    output: &str,
    gap: &LinearLayout,
) -> Result<Option<Widening>> {
    // A divisor larger than the layout does not divide it.
    let divides = |divisor: &LinearLayout| divide_left(layout, divisor).ok().flatten();
    let mut packed = None;
    let mut run = 2u32;
    while bits.saturating_mul(run) <= 32 {
        match divides(&LinearLayout::identity1d(u64::from(run), input, output)?) {
            Some(quotient) => packed = Some(Widening::Packed { quotient, run }),
            None => break,
        }
        run *= 2;
    }
    if packed.is_some() {
        return Ok(packed);
    }
    if bits == 16
        && let Some(quotient) = divides(&gap.product(&LinearLayout::identity1d(2, input, output)?)?)
    {
        return Ok(Some(Widening::OnePerColumn(quotient)));
    }
    Ok(divides(gap).map(Widening::Padded))
}

/// Whether `conversion` is `tile` repeated (Triton's `getVec` at one
/// register a message, with its `regPermForDivide` and `getReps`).
fn repeats(conversion: &RowsColumns, tile: &Tile, max_registers: u32) -> bool {
    let registers = 1u64 << conversion.registers.len().min(63);
    let mut most = u64::from(max_registers / 2);
    if max_registers == 256 && registers > most {
        most /= 2;
    }
    if most / (1u64 << tile.registers.len()) == 0 {
        return false;
    }
    // The tile's registers first (each found once), then the others in order.
    let mut used = vec![false; conversion.registers.len()];
    let mut ordered = Vec::with_capacity(conversion.registers.len());
    for basis in &tile.registers {
        let Some(at) = (0..used.len()).find(|&j| !used[j] && conversion.registers[j] == *basis)
        else {
            return false;
        };
        used[at] = true;
        ordered.push(*basis);
    }
    ordered.extend(
        conversion
            .registers
            .iter()
            .zip(&used)
            .filter(|(_, used)| !**used)
            .map(|(basis, _)| *basis),
    );
    let mut mask = [0u64; 2];
    for basis in tile.registers.iter().chain(&tile.lanes).chain(&tile.warps) {
        mask[0] |= basis[0];
        mask[1] |= basis[1];
    }
    let starts_with = |bases: &[[u64; 2]], head: &[[u64; 2]]| {
        bases.len() >= head.len()
            && bases[..head.len()] == *head
            && bases[head.len()..]
                .iter()
                .all(|b| b[0] & mask[0] == 0 && b[1] & mask[1] == 0)
    };
    starts_with(&ordered, &tile.registers)
        && starts_with(&conversion.lanes, &tile.lanes)
        && starts_with(&conversion.warps, &tile.warps)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn conversion(registers: &[[u64; 2]], lanes: &[[u64; 2]], warps: &[[u64; 2]]) -> RowsColumns {
        RowsColumns {
            registers: registers.to_vec(),
            lanes: lanes.to_vec(),
            warps: warps.to_vec(),
            row_log2: 7,
            column_log2: 7,
        }
    }

    const ROWS_32: [[u64; 2]; 5] = [[1, 0], [2, 0], [4, 0], [8, 0], [16, 0]];
    const WARPS: [[u64; 2]; 2] = [[32, 0], [64, 0]];

    #[test]
    fn a_row_per_thread_is_the_32x32b_message() {
        let columns: Vec<[u64; 2]> = (0..7).map(|bit| [0, 1 << bit]).collect();
        let rows = conversion(&columns, &ROWS_32, &WARPS);
        assert!(repeats(&rows, &Message::Rows32x32b.tile(false), 256));
        assert_eq!(lower(rows, 32, 256).unwrap(), "32x32b");
    }

    #[test]
    fn the_16x256b_message_needs_its_registers_somewhere() {
        // Lanes of 16x256b; registers: column 1 and row 8 (any order), then more columns.
        let lanes = [[0, 2], [0, 4], [1, 0], [2, 0], [4, 0]];
        let fits = conversion(&[[8, 0], [0, 8], [0, 1]], &lanes, &WARPS);
        assert!(repeats(&fits, &Message::Rows16x256b.tile(false), 256));
        // Without row 8 in a register, rows 8 to 15 are never reached by a message.
        let short = conversion(&[[0, 1], [0, 8], [16, 0]], &lanes, &WARPS);
        assert!(!repeats(&short, &Message::Rows16x256b.tile(false), 256));
        assert!(lower(short, 32, 256).is_err());
    }

    #[test]
    fn a_register_inside_a_message_is_refused() {
        // 32x32b lanes, but a register that moves one row: the message's rows.
        let rows = conversion(
            &[[0, 1], [1, 0]],
            &[[0, 2], [2, 0], [4, 0], [8, 0], [16, 0]],
            &WARPS,
        );
        let error = lower(rows, 32, 256).unwrap_err().to_string();
        assert!(error.starts_with("no tcgen05 message (32x32b"), "{error}");
    }

    #[test]
    fn the_fallback_takes_any_lane_16() {
        let lanes = [[1, 0], [2, 0], [4, 0], [8, 0], [0, 64]];
        let half = conversion(&[[0, 1], [16, 0]], &lanes, &WARPS);
        assert!(!repeats(&half, &Message::Rows32x32b.tile(false), 256));
        assert!(repeats(&half, &Message::Rows16x32bx2.tile(false), 256));
    }

    #[test]
    fn a_tiny_register_budget_fits_no_message() {
        let columns: Vec<[u64; 2]> = (0..7).map(|bit| [0, 1 << bit]).collect();
        let rows = conversion(&columns, &ROWS_32, &WARPS);
        assert!(!repeats(&rows, &Message::Rows32x32b.tile(false), 1));
    }
}

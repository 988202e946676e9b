//! How many elements one instruction moves when a thread stores its
//! registers into a shared-memory buffer, as Triton 3.9 counts them for
//! `ttng.async_shared_store`, which needs at least 32 bits a store.
//!
//! **The count.** The store's map `cvt` sends a register, lane, warp and
//! block to the offset (and block) its element has in the buffer: the
//! register layout followed by the inverse of the buffer's. A thread can
//! store `v` elements at once when `v` of its registers hold elements at
//! `v` consecutive offsets starting from a multiple of `v`: some of its
//! register bits map to offsets 1, 2, 4, …, v/2 exactly (in any order —
//! Triton permutes the registers to put them first), and every other input
//! bit leaves those offset bits alone, so `cvt` is the `v`-element identity
//! tile times another layout (a left division). The largest such `v`, at
//! most 128 bits of elements, is the count.

use super::linear::{LinearLayout, divide_left};
use crate::error::{LayoutError, Result};

/// The input dim of a thread's registers, and the output dim of a
/// buffer's offsets, in Triton's names.
const REGISTER: &str = "register";
const OFFSET: &str = "offset";

/// The widest store Triton issues, in bits.
const MAX_STORE_BITS: u32 = 128;

/// Elements of `element_bits` each that one instruction stores when
/// `registers` (`register`, `lane`, `warp`, `block` to the tensor's dims)
/// is written into a buffer laid out by `shared` (`offset`, `block` to the
/// same dims, invertible).
pub fn shared_store_vector(
    registers: &LinearLayout,
    shared: &LinearLayout,
    element_bits: u32,
) -> Result<u64> {
    largest_vectorisation(&registers.invert_and_compose(shared)?, element_bits)
}

/// The largest `v` (a power of two, at most 128 bits of elements) with
/// `cvt` the `v`-element identity from registers to offsets times another
/// layout, once its registers are reordered; 1 when no larger one is.
pub fn largest_vectorisation(cvt: &LinearLayout, element_bits: u32) -> Result<u64> {
    if element_bits == 0 || element_bits > MAX_STORE_BITS {
        return Err(LayoutError::invalid(format!(
            "a store of {element_bits}-bit elements"
        )));
    }
    let outs = cvt.out_dims();
    let offset = outs
        .iter()
        .position(|&name| name == OFFSET)
        .ok_or_else(|| LayoutError::invalid("the store's map has no offset dim"))?;
    let registers = cvt.bases(REGISTER)?;
    // The largest power of two of elements within the widest store.
    let widest = 1u64 << (MAX_STORE_BITS / element_bits).ilog2();
    let mut v = widest;
    while v > 1 {
        if let Some(order) = registers_first(&registers, v.ilog2(), offset, outs.len())
            && divides(cvt, &order, v)?
        {
            return Ok(v);
        }
        v /= 2;
    }
    Ok(1)
}

/// The register order that puts the bases of offsets 1, 2, …, 2^(bits-1)
/// (nothing in any other output dim) first, the others after them in
/// their order; `None` when some offset has no such register.
fn registers_first(
    registers: &[Vec<u64>],
    bits: u32,
    offset: usize,
    outs: usize,
) -> Option<Vec<usize>> {
    let mut used = vec![false; registers.len()];
    let mut order = Vec::with_capacity(registers.len());
    for bit in 0..bits {
        let mut wanted = vec![0u64; outs];
        wanted[offset] = 1 << bit;
        let found = (0..registers.len()).find(|&j| !used[j] && registers[j] == wanted)?;
        used[found] = true;
        order.push(found);
    }
    order.extend((0..registers.len()).filter(|&j| !used[j]));
    Some(order)
}

/// Whether `cvt`, its registers taken in `order`, is the `v`-element
/// identity tile from registers to offsets times another layout.
fn divides(cvt: &LinearLayout, order: &[usize], v: u64) -> Result<bool> {
    let mut bases = Vec::new();
    for name in cvt.in_dims() {
        let dim = cvt.bases(name)?;
        let dim = if name == REGISTER {
            order.iter().map(|&j| dim[j].clone()).collect()
        } else {
            dim
        };
        bases.push((name, dim));
    }
    let permuted = LinearLayout::try_new(&bases, &cvt.out_sizes(), false)?;
    let tile = LinearLayout::identity1d(v, REGISTER, OFFSET)?;
    // A tile the map cannot hold (more registers or offsets than it has)
    // does not divide it.
    Ok(matches!(divide_left(&permuted, &tile), Ok(Some(_))))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::triton::syntax::{TritonAttribute, parse_attribute};

    /// The elements a store moves of a `shape` tensor in `registers`
    /// written into a buffer in `shared`.
    fn vector(registers: &str, shared: &str, shape: &[i64], bits: u32) -> u64 {
        let Ok(TritonAttribute::Distributed(registers)) = parse_attribute(registers) else {
            panic!("not a distributed encoding: {registers}");
        };
        let Ok(TritonAttribute::Shared(shared)) = parse_attribute(shared) else {
            panic!("not a shared encoding: {shared}");
        };
        shared_store_vector(
            &registers.to_linear(shape).unwrap(),
            &shared.to_linear(shape).unwrap(),
            bits,
        )
        .unwrap()
    }

    const ROWS: &str =
        "#ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>";

    fn blocked(size: &str, order: &str) -> String {
        format!(
            "#ttg.blocked<{{sizePerThread = {size}, threadsPerWarp = [4, 8], \
             warpsPerCTA = [4, 1], order = {order}}}>"
        )
    }

    #[test]
    fn a_row_of_registers_stores_up_to_128_bits() {
        let eight = blocked("[1, 8]", "[1, 0]");
        assert_eq!(vector(&eight, ROWS, &[32, 64], 16), 8);
        assert_eq!(vector(&eight, ROWS, &[32, 64], 32), 4);
        assert_eq!(vector(&eight, ROWS, &[32, 64], 8), 8);
    }

    #[test]
    fn registers_are_reordered_to_find_the_run() {
        assert_eq!(vector(&blocked("[2, 2]", "[0, 1]"), ROWS, &[16, 32], 16), 2);
        assert_eq!(vector(&blocked("[2, 1]", "[0, 1]"), ROWS, &[16, 32], 16), 1);
    }

    #[test]
    fn a_swizzle_keeps_only_its_vectors_together() {
        let eight = blocked("[1, 8]", "[1, 0]");
        let swizzled = |vec: u32| {
            format!(
                "#ttg.swizzled_shared<{{vec = {vec}, perPhase = 1, maxPhase = 8, order = [1, 0]}}>"
            )
        };
        assert_eq!(vector(&eight, &swizzled(1), &[32, 64], 16), 1);
        assert_eq!(vector(&eight, &swizzled(2), &[32, 64], 16), 2);
        assert_eq!(vector(&eight, &swizzled(8), &[32, 64], 16), 8);
    }

    #[test]
    fn odd_element_widths_are_errors() {
        let cvt = LinearLayout::identity1d(4, REGISTER, OFFSET).unwrap();
        assert!(largest_vectorisation(&cvt, 0).is_err());
        assert!(largest_vectorisation(&cvt, 256).is_err());
        assert_eq!(largest_vectorisation(&cvt, 32).unwrap(), 4);
    }
}

//! CuTe's `tile_to_shape(block, shape[, order])`: the block repeated until
//! it covers a target shape — a blocked product whose repetitions are the
//! target's sizes over the block's, laid out in `order`
//! (`make_ordered_layout`, column-major by default).
//!
//! **Why a size that does not divide is an error.** CuTe checks the
//! division only between static sizes; with run-time sizes it rounds the
//! repetitions up and returns a layout larger than the target. Weft refuses
//! in both cases, naming the mode and the two sizes.

use super::compact::Order;
use super::int::Int;
use super::layout::CuteLayout;
use super::product::interleaved_product;
use super::regroup::{append, unit_mode};
use super::tuple::{TupleBuilder, TupleRef};
use crate::error::{LayoutError, Result};

/// `tile_to_shape(block, target, order)`.
pub fn tile_to_shape(
    block: &CuteLayout,
    target: TupleRef<'_>,
    order: &Order,
) -> Result<CuteLayout> {
    let rank = target.rank();
    if block.rank() > rank {
        return Err(LayoutError::invalid(format!(
            "the block {block} has rank {}, more than the target shape {target} (rank {rank})",
            block.rank()
        )));
    }
    let padded = append(block, &unit_mode(), Some(rank))?;
    let repetitions = target
        .modes()
        .zip(padded.shape().modes())
        .enumerate()
        .map(|(i, (wanted, have))| {
            let (wanted, have) = (wanted.product()?, have.product()?);
            if wanted.value % have.value != 0 {
                return Err(LayoutError::invalid(format!(
                    "mode {i} of the block {block} has size {have}, which does not divide \
                     {wanted}, the size of mode {i} of the target shape {target}"
                )));
            }
            Ok(wanted.ceil_div(have)?)
        })
        .collect::<Result<Vec<Int>>>()?;
    // CuTe's `product_each` wraps an integral target in a tuple first, so
    // the repetitions are always a tuple: `(3)` for a target of 12 and a
    // block of 4, which the blocked product then nests as CuTe's does.
    let mut builder = TupleBuilder::new();
    let open = builder.open();
    repetitions.iter().for_each(|&r| builder.push_int(r));
    builder.close(open);
    let repetitions = builder.finish();
    let tiler = CuteLayout::ordered(repetitions, order)?;
    interleaved_product(&padded, &tiler, false)
}

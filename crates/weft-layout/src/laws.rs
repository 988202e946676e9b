//! The law harness: the postconditions of [`Layout`], checked by
//! enumeration on one layout small enough to enumerate.
//!
//! Every family runs it from its property tests on random layouts of its
//! own: `check_laws(&layout)` visits every logical element and every slot
//! and compares what the layout says with what it counts in closed form.

use crate::model::{Layout, for_each_index};

/// Checks every law of [`Layout`] on `layout`; the error names the first
/// law broken and where.
///
/// Requires: few enough slots and elements to visit (a few million).
pub fn check_laws(layout: &dyn Layout) -> Result<(), String> {
    let fail = |law: &str, detail: String| Err(format!("{law}: {detail}"));
    let logical = layout.logical_shape().to_vec();
    let tensor = layout.tensor_shape();
    let dims = layout.logical_dims_in_tensor();
    if dims.len() != logical.len()
        || dims.windows(2).any(|w| w[0] >= w[1])
        || dims
            .iter()
            .zip(&logical)
            .any(|(&d, &size)| tensor.get(d) != Some(&size))
        || tensor
            .iter()
            .enumerate()
            .any(|(d, &size)| !dims.contains(&d) && size != 1)
    {
        return fail(
            "logical dims name tensor dims of the same size, in order",
            format!("{dims:?} for logical {logical:?} in tensor {tensor:?}"),
        );
    }

    let space = layout.physical_space();
    let starts: Vec<i64> = space.axes().map(|axis| axis.start).collect();
    let mut elements = 0u128;
    let mut max_copies = 0u128;
    let mut broken = None;
    // Every (element, slot) pair `slots_of` names, as row-major numbers,
    // so that the walk over the slots below looks pairs up rather than
    // listing an element's slots again for each of them (an element with
    // thousands of copies would make that quadratic).
    let space_shape = space.shape();
    let number = |index: &[i64], shape: &[i64], start: &[i64]| -> u128 {
        index
            .iter()
            .zip(shape)
            .zip(start.iter().chain(std::iter::repeat(&0)))
            .fold(0u128, |acc, ((&i, &size), &first)| {
                // Wraps only past what the harness can enumerate.
                acc.wrapping_mul(size.max(1) as u128)
                    .wrapping_add(i.saturating_sub(first).max(0) as u128)
            })
    };
    let mut pairs: Vec<(u128, u128)> = Vec::new();
    let _ = for_each_index(&logical, |x| {
        elements += 1;
        let set = layout.slots_of(x)?;
        let count = set.count();
        let slots: Vec<Vec<i64>> = set.into_iter().collect();
        if slots.len() as u128 != count || count == 0 {
            broken = Some(format!(
                "slots_of({x:?}) counts {count} but holds {}",
                slots.len()
            ));
            return Err(crate::LayoutError::invalid("stop"));
        }
        max_copies = max_copies.max(count);
        for slot in slots {
            if space.check(&slot).is_err()
                || !layout.elements_at(&slot)?.into_iter().any(|e| e == x)
            {
                broken = Some(format!("{x:?} has slot {slot:?}, which does not hold it"));
                return Err(crate::LayoutError::invalid("stop"));
            }
            pairs.push((
                number(x, &logical, &[]),
                number(&slot, &space_shape, &starts),
            ));
        }
        Ok(())
    });
    if let Some(message) = broken {
        return fail("slots of an element hold it", message);
    }
    pairs.sort_unstable();

    check_slot_index(layout, &logical)?;

    let mut padding = 0u128;
    let mut max_aliases = 0u128;
    let mut slot = vec![0i64; space.rank()];
    let _ = for_each_index(&space.shape(), |offset| {
        for ((s, &o), &start) in slot.iter_mut().zip(offset).zip(&starts) {
            *s = start + o;
        }
        let set = layout.elements_at(&slot)?;
        let count = set.count();
        let held: Vec<Vec<i64>> = set.into_iter().collect();
        if held.len() as u128 != count {
            broken = Some(format!(
                "elements_at({slot:?}) counts {count} but holds {}",
                held.len()
            ));
            return Err(crate::LayoutError::invalid("stop"));
        }
        if count == 0 {
            padding += 1;
        }
        max_aliases = max_aliases.max(count);
        let here = number(&slot, &space_shape, &starts);
        for x in held {
            let in_domain = x.len() == logical.len()
                && x.iter()
                    .zip(&logical)
                    .all(|(&i, &size)| (0..size).contains(&i));
            if !in_domain
                || pairs
                    .binary_search(&(number(&x, &logical, &[]), here))
                    .is_err()
            {
                broken = Some(format!("slot {slot:?} holds {x:?}, whose slots omit it"));
                return Err(crate::LayoutError::invalid("stop"));
            }
        }
        Ok(())
    });
    if let Some(message) = broken {
        return fail("elements of a slot live there", message);
    }

    let counts = [
        ("element_count", layout.element_count(), elements),
        ("padding_slot_count", layout.padding_slot_count(), padding),
        ("max_copies", layout.max_copies(), max_copies),
        ("max_aliases", layout.max_aliases(), max_aliases),
    ];
    for (name, stated, counted) in counts {
        match stated {
            Ok(stated) if stated == counted => {}
            Ok(stated) => {
                return fail(
                    "counts equal enumeration",
                    format!("{name} says {stated}, enumeration finds {counted}"),
                );
            }
            Err(error) => return fail("counts equal enumeration", format!("{name}: {error}")),
        }
    }
    let capacity = layout
        .storage()
        .and_then(|storage| storage.capacity())
        .map_err(|error| format!("storage covers every slot: {error}"))?;
    if capacity < layout.slot_count() {
        return fail(
            "storage covers every slot",
            format!("capacity {capacity} < {} slots", layout.slot_count()),
        );
    }
    Ok(())
}

/// The law of [`Layout::slot_index`]: for every element, the expressions
/// evaluated at each copy number name exactly the element's slots.
fn check_slot_index(layout: &dyn Layout, logical: &[i64]) -> Result<(), String> {
    let law = "slot_index names the slots of each element";
    let index = layout
        .slot_index()
        .map_err(|error| format!("{law}: {error}"))?;
    if index.coordinates.len() != layout.physical_space().rank() || index.copies < 1 {
        return Err(format!(
            "{law}: {} coordinates and {} copies for a space of rank {}",
            index.coordinates.len(),
            index.copies,
            layout.physical_space().rank()
        ));
    }
    let mut broken = None;
    let _ = for_each_index(logical, |x| {
        let mut expected: Vec<Vec<i64>> = layout.slots_of(x)?.into_iter().collect();
        let mut named = (0..index.copies)
            .map(|copy| index.slot(x, copy))
            .collect::<crate::Result<Vec<_>>>()?;
        expected.sort();
        named.sort();
        if named != expected {
            broken = Some(format!(
                "{x:?}: the expressions give {named:?}, the slots are {expected:?}"
            ));
            return Err(crate::LayoutError::invalid("stop"));
        }
        Ok(())
    })
    .map_err(|error| broken.get_or_insert_with(|| error.to_string()).clone());
    match broken {
        Some(message) => Err(format!("{law}: {message}")),
        None => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use std::any::Any;

    use super::*;
    use crate::error::Result;
    use crate::model::{
        Axis, IndexExpr, IndexSet, PhysicalSpace, RegisterFile, SlotIndex, Storage, check_in_bounds,
    };

    /// A toy family with every feature of the model: `n` elements, each on
    /// all `copies` workers (replication), `alias` elements per slot
    /// (aliasing), offsets starting at `start`, one padded offset at the end.
    #[derive(Debug)]
    struct Toy {
        shape: [i64; 1],
        alias: i64,
        start: i64,
        space: PhysicalSpace,
        stated_copies: u128,
        /// What `slot_index` adds to the offset (0 when it is right).
        index_error: i64,
    }

    impl Toy {
        fn new(n: i64, copies: i64, alias: i64, start: i64) -> Self {
            let offsets = crate::arith::ceil_div(n, alias) + 1;
            let space = PhysicalSpace::try_new(
                vec![Axis::new("worker", copies)],
                vec![Axis::starting_at("offset", start, offsets)],
            )
            .unwrap();
            Self {
                shape: [n],
                alias,
                start,
                space,
                stated_copies: copies as u128,
                index_error: 0,
            }
        }
    }

    impl Layout for Toy {
        fn family(&self) -> &'static str {
            "toy"
        }
        fn tensor_shape(&self) -> &[i64] {
            &self.shape
        }
        fn physical_space(&self) -> &PhysicalSpace {
            &self.space
        }
        fn slots_of(&self, logical: &[i64]) -> Result<IndexSet<'_>> {
            check_in_bounds(logical, &self.shape)?;
            let offset = logical[0] / self.alias + self.start;
            let copies = self.space.workers()[0].size;
            Ok(IndexSet::from_iter(
                copies as u128,
                (0..copies).map(move |w| vec![w, offset]),
            ))
        }
        fn elements_at(&self, slot: &[i64]) -> Result<IndexSet<'_>> {
            self.space.check(slot)?;
            let first = (slot[1] - self.start) * self.alias;
            let last = (first + self.alias).min(self.shape[0]);
            let count = (last - first).max(0);
            Ok(IndexSet::from_iter(
                count as u128,
                (first..last).map(|x| vec![x]),
            ))
        }
        fn slot_index(&self) -> Result<SlotIndex> {
            let offset = IndexExpr::var(0)
                .quotient(self.alias)
                .plus(IndexExpr::Const(self.start + self.index_error));
            Ok(SlotIndex {
                copies: self.space.workers()[0].size,
                coordinates: vec![IndexExpr::var(1), offset],
            })
        }
        fn padding_slot_count(&self) -> Result<u128> {
            Ok(self.space.workers()[0].size as u128)
        }
        fn max_copies(&self) -> Result<u128> {
            Ok(self.stated_copies)
        }
        fn max_aliases(&self) -> Result<u128> {
            Ok(self.alias.min(self.shape[0]) as u128)
        }
        fn storage(&self) -> Result<Storage> {
            Ok(Storage::Registers(RegisterFile {
                workers: self.space.workers().to_vec(),
                registers: self.space.local_shape()[0],
                replicated: vec![u64::MAX >> 1],
            }))
        }
        fn as_any(&self) -> &dyn Any {
            self
        }
    }

    #[test]
    fn replication_aliasing_and_negative_origins_obey_the_laws() {
        for (n, copies, alias, start) in [(1, 1, 1, 0), (7, 4, 1, 0), (9, 2, 3, -5), (4, 3, 8, 2)] {
            assert_eq!(check_laws(&Toy::new(n, copies, alias, start)), Ok(()));
        }
    }

    #[test]
    fn a_broken_count_is_caught() {
        let mut toy = Toy::new(7, 4, 2, -1);
        toy.stated_copies = 3;
        assert_eq!(
            check_laws(&toy),
            Err("counts equal enumeration: max_copies says 3, enumeration finds 4".to_string())
        );
    }

    #[test]
    fn a_wrong_slot_index_is_caught() {
        let mut toy = Toy::new(3, 2, 1, 0);
        toy.index_error = 1;
        assert_eq!(
            check_laws(&toy),
            Err(
                "slot_index names the slots of each element: [0]: the expressions give \
                 [[0, 1], [1, 1]], the slots are [[0, 0], [1, 0]]"
                    .to_string()
            )
        );
    }
}

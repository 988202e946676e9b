//! `weft-layout triton ENC --shared SHARED`: where each thread's registers
//! are read from or written to in a shared-memory layout — what
//! `ttg.local_load` and `ttg.local_store` between the two layouts
//! address. The map is the distributed layout composed with the inverse of
//! the shared one (Triton's `invertAndCompose`), from (register, lane,
//! warp, block) to (offset, block); the registers that land on consecutive
//! offsets are what one vectorised access can move.

use std::fmt::Write as _;

use serde_json::{Value, json};
use weft_layout::LayoutError;
use weft_layout::triton::syntax::{
    TritonAttribute, parse_attribute, parse_gluon_attribute, print_shared_encoding,
};
use weft_layout::triton::{LinearLayout, PaddedShared, SharedEncoding};

use super::bases;

/// The hardware dims of a distributed layout, the composed map's inputs.
const LOCATION_DIMS: [&str; 4] = ["register", "lane", "warp", "block"];

/// A distributed layout's locations in a shared-memory layout.
pub(super) struct InShared {
    /// The shared encoding as Triton prints it.
    encoding: String,
    /// (register, lane, warp, block) -> (offset, block), the offset
    /// before any padding.
    map: LinearLayout,
    /// A padded encoding, which moves each offset to its slot.
    padded: Option<PaddedShared>,
}

impl InShared {
    /// `distributed` (a layout of the tensor of `shape`) placed in the
    /// shared-memory encoding `text` (`#ttg` text or Gluon).
    pub(super) fn new(
        text: &str,
        shape: &[i64],
        distributed: &LinearLayout,
    ) -> Result<Self, LayoutError> {
        let text = text.trim();
        let attribute = if text.starts_with('#') {
            parse_attribute(text)?
        } else {
            parse_gluon_attribute(text)?
        };
        let TritonAttribute::Shared(shared) = attribute else {
            return Err(LayoutError::Invalid(
                "--shared needs a shared-memory encoding (#ttg.swizzled_shared, \
                 #ttg.amd_rotating_shared, #ttg.nvmma_shared, #ttg.shared_linear, \
                 #ttg.padded_shared, #ttg.partitioned_shared), not a distributed one"
                    .into(),
            ));
        };
        let ctas = 1u64 << distributed.in_dim_log2("block")?;
        if shared.num_ctas()? != ctas {
            return Err(LayoutError::Invalid(format!(
                "the shared encoding spreads the tensor over {} CTAs, the distributed one over {ctas}",
                shared.num_ctas()?
            )));
        }
        let map = distributed.invert_and_compose(&shared.to_linear(shape)?)?;
        let padded = match &shared {
            SharedEncoding::Padded(padded) => Some(padded.clone()),
            _ => None,
        };
        Ok(Self {
            encoding: print_shared_encoding(&shared),
            map,
            padded,
        })
    }

    /// How many consecutive registers sit at consecutive offsets: in a
    /// padded buffer no more than its smallest interval, after which a
    /// gap may follow (Triton caps its vectors there too).
    fn consecutive(&self) -> u64 {
        let run = self.map.num_consecutive_in_out();
        match &self.padded {
            Some(padded) => padded
                .intervals
                .iter()
                .map(|&(interval, _)| interval)
                .fold(run, u64::min),
            None => run,
        }
    }

    /// The slot a padded buffer stores `offset` at.
    fn slot(&self, offset: u64) -> Result<Option<u64>, LayoutError> {
        self.padded
            .as_ref()
            .map(|padded| {
                padded.padded_offset(offset).ok_or_else(|| {
                    LayoutError::Invalid(format!("the slot of offset {offset} overflows"))
                })
            })
            .transpose()
    }

    /// The (offset, block) of a location given as (dim, value) pairs.
    pub(super) fn place(&self, location: &[(&str, u64)]) -> Result<Vec<u64>, LayoutError> {
        Ok(self
            .map
            .apply(location)?
            .into_iter()
            .map(|(_, v)| v)
            .collect())
    }

    /// The section of the text report.
    pub(super) fn describe(
        &self,
        out: &mut String,
        applied: Option<&[(&str, u64)]>,
    ) -> Result<(), LayoutError> {
        let _ = writeln!(out, "in shared memory: {}", self.encoding);
        for dim in LOCATION_DIMS {
            let _ = writeln!(
                out,
                "  {dim} ({}) -> (offset, block): {}",
                1u64 << self.map.in_dim_log2(dim)?,
                bases(&self.map, dim)?
            );
        }
        let _ = writeln!(
            out,
            "consecutive registers at consecutive offsets: {}",
            self.consecutive()
        );
        if let Some(location) = applied {
            let place = self.place(location)?;
            match self.slot(place[0])? {
                Some(slot) => {
                    let _ = writeln!(
                        out,
                        "  -> offset {} (slot {slot} after padding), block {}",
                        place[0], place[1]
                    );
                }
                None => {
                    let _ = writeln!(out, "  -> offset {}, block {}", place[0], place[1]);
                }
            }
        }
        Ok(())
    }

    /// The same for `--json`.
    pub(super) fn to_json(&self, applied: Option<&[(&str, u64)]>) -> Result<Value, LayoutError> {
        let mut bases = serde_json::Map::new();
        for dim in LOCATION_DIMS {
            bases.insert(dim.to_string(), json!(self.map.bases(dim)?));
        }
        Ok(json!({
            "encoding": self.encoding,
            "bases": bases,
            "consecutive": self.consecutive(),
            "place": applied.map(|location| self.place(location)).transpose()?,
            "slot": match applied {
                Some(location) => self.slot(self.place(location)?[0])?,
                None => None,
            },
        }))
    }
}

//! Tilus' register layouts (`seeds/tilus-register-layout.txt`).
//!
//! * [`RegisterLayout`]: shape, modes, spatial and local modes; element ↔
//!   (threads, local index); the canonical form.
//! * [`ops`]: every layout operation, with Tilus' semantics (and its
//!   documented meaning where Tilus 0.2.0 departs from it).
//! * [`expr`]: Tilus' own Python expressions, evaluated.
//! * [`visualize`]: the grid `visualize_layout` draws.
//! * [`TilusLayout`]: a tensor under a register layout, as a layout of the
//!   common model (a register file).

pub mod expr;
mod layout;
pub mod ops;
pub mod syntax;
mod tensor;
pub mod visualize;

pub use layout::{MAX_MODES, RegisterLayout};
pub use tensor::TilusLayout;

//! Walking and rewriting IR through the C API, for the passes of every
//! family and the neutral ones.

pub mod kinds;
pub mod retype_valid;
pub mod rewrite;
pub mod walk;

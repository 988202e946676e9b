//! Facts of the surrounding IR a layout is checked against.

use std::collections::BTreeMap;

use crate::element::ScalarType;

/// What the IR around a tensor says that its layout must agree with: the
/// tensor's element type and the integer attributes of the enclosing module
/// (`ttg.num-warps = 4`, `ttg.threads-per-warp = 32`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct IrFacts {
    /// The tensor's element type, when it is a scalar Weft knows.
    pub element: Option<ScalarType>,
    /// Integer module attributes by name.
    pub module: BTreeMap<String, i64>,
}

impl IrFacts {
    /// The module attribute `name`, if the module has it as an integer.
    pub fn module_int(&self, name: &str) -> Option<i64> {
        self.module.get(name).copied()
    }
}

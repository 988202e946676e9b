//! Facts of the surrounding IR a layout is checked against.

use std::collections::BTreeMap;

use crate::element::ScalarType;

/// What the IR around a tensor says that its layout must agree with: the
/// tensor's element type and the integer attributes in force where it is
/// (`ttg.num-warps = 4`, `ttg.threads-per-warp = 32`): the module's, unless
/// something nearer says otherwise (a function's own warp count, the warps
/// a partition of `ttg.warp_specialize` runs on).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct IrFacts {
    /// The tensor's element type, when it is a scalar Weft knows.
    pub element: Option<ScalarType>,
    /// Integer attributes by name.
    pub module: BTreeMap<String, i64>,
    /// Where a value of `module` comes from when it is not the module
    /// (`tt.func @f`, `partition #0 of ttg.warp_specialize`), so that a
    /// message names what it contradicts.
    pub origins: BTreeMap<String, String>,
}

impl IrFacts {
    /// The attribute `name`, if it is in force here as an integer.
    pub fn module_int(&self, name: &str) -> Option<i64> {
        self.module.get(name).copied()
    }

    /// What gives `name` its value here: `the module` unless something
    /// nearer does.
    pub fn origin(&self, name: &str) -> &str {
        self.origins.get(name).map_or("the module", String::as_str)
    }
}

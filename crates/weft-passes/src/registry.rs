//! The one list of Weft's passes.

use std::sync::Once;

use melior::pass::Pass;
use weft_dialect::pass::PassInfo;

/// A pass as the registry knows it.
#[derive(Clone, Copy, Debug)]
pub struct PassEntry {
    /// Name, argument, summary and options.
    pub info: &'static PassInfo,
    /// Makes a new instance with default options.
    pub create: fn() -> Pass,
}

/// Every Weft pass.
pub const PASSES: &[PassEntry] = &[
    PassEntry {
        info: &crate::verify_layouts::INFO,
        create: crate::verify_layouts::create_verify_layouts,
    },
    PassEntry {
        info: &crate::assign_layouts::INFO,
        create: crate::assign_layouts::create_assign_layouts,
    },
    PassEntry {
        info: &crate::lower_layouts::INFO,
        create: crate::lower_layouts::create_lower_layouts,
    },
];

/// Registers every Weft pass in MLIR's global registry, once, so that
/// `builtin.module(weft-verify-layouts)` pipelines and `weft-opt` flags find
/// them.
pub fn register_all_passes() {
    static REGISTER: Once = Once::new();
    REGISTER.call_once(|| {
        for entry in PASSES {
            weft_dialect::registration::register_pass(entry.create);
        }
    });
}

/// A new instance of the pass named `argument`, if there is one.
pub fn create_pass(argument: &str) -> Option<Pass> {
    PASSES
        .iter()
        .find(|entry| entry.info.argument == argument)
        .map(|entry| (entry.create)())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_pass_is_found_by_its_argument() {
        for entry in PASSES {
            assert!(
                create_pass(entry.info.argument).is_some(),
                "{}",
                entry.info.argument
            );
        }
        assert!(create_pass("weft-no-such-pass").is_none());
    }

    #[test]
    fn registering_twice_is_harmless() {
        register_all_passes();
        register_all_passes();
    }
}

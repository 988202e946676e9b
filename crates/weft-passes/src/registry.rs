//! The one list of Weft's passes: the family-neutral ones here, then each
//! family's own, from `weft_dialect::families`.

use std::sync::Once;

use melior::pass::Pass;
use weft_dialect::families::FAMILIES;
pub use weft_dialect::pass::PassEntry;

/// The passes that work on every family.
pub const NEUTRAL_PASSES: &[PassEntry] = &[
    PassEntry {
        info: &crate::verify_layouts::INFO,
        create: crate::verify_layouts::create_verify_layouts,
    },
    PassEntry {
        info: &crate::lower_layouts::INFO,
        create: crate::lower_layouts::create_lower_layouts,
    },
    PassEntry {
        info: &crate::lower_relayout::INFO,
        create: crate::lower_relayout::create_lower_relayout,
    },
];

/// A named pipeline: a flag and pipeline element that expands to passes.
#[derive(Clone, Copy, Debug)]
pub struct PipelineEntry {
    /// The pipeline name and driver flag.
    pub argument: &'static str,
    /// The one-line summary of `--help`.
    pub summary: &'static str,
    /// The passes, as a pipeline's elements without the anchor.
    pub elements: &'static str,
}

/// Weft's named pipelines.
pub const PIPELINES: &[PipelineEntry] = &[PipelineEntry {
    argument: "weft-to-llvm",
    summary: "From Weft layouts and relayouts to the LLVM dialect, runnable with mlir-runner: \
              host buffers, relayouts as loops, then upstream conversions",
    elements: "weft-lower-layouts{host-buffers=true},weft-lower-relayout,expand-strided-metadata,\
               lower-affine,convert-scf-to-cf,convert-to-llvm,reconcile-unrealized-casts",
}];

/// Every Weft pass: the neutral ones, then each family's.
pub fn passes() -> impl Iterator<Item = &'static PassEntry> {
    NEUTRAL_PASSES
        .iter()
        .chain(FAMILIES.iter().flat_map(|family| family.passes.iter()))
}

/// Registers every Weft pass in MLIR's global registry, once, so that
/// `builtin.module(weft-verify-layouts)` pipelines and `weft-opt` flags find
/// them.
pub fn register_all_passes() {
    static REGISTER: Once = Once::new();
    REGISTER.call_once(|| {
        for entry in passes() {
            weft_dialect::registration::register_pass(entry.create);
        }
        for pipeline in PIPELINES {
            weft_dialect::registration::register_pipeline(
                pipeline.argument,
                pipeline.summary,
                pipeline.elements,
            );
        }
    });
}

/// A new instance of the pass named `argument`, if there is one.
pub fn create_pass(argument: &str) -> Option<Pass> {
    pass_entry(argument).map(|entry| (entry.create)())
}

/// The registry entry of the pass named `argument`, if there is one.
pub fn pass_entry(argument: &str) -> Option<&'static PassEntry> {
    passes().find(|entry| entry.info.argument == argument)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_pass_is_found_by_its_argument() {
        let arguments: Vec<&str> = passes().map(|entry| entry.info.argument).collect();
        assert_eq!(
            arguments,
            [
                "weft-verify-layouts",
                "weft-lower-layouts",
                "weft-lower-relayout",
                "tt-assign-layouts",
                "convert-ttg-to-linear",
                "spyre-assign-default-layouts"
            ]
        );
        let context = weft_dialect::create_context();
        for argument in arguments {
            let manager = melior::pass::PassManager::new(&context);
            manager.add_pass(create_pass(argument).unwrap());
            let printed = manager.as_operation_pass_manager().to_string();
            assert!(
                printed.starts_with(&format!("any({argument}")),
                "the pass made for {argument} prints as {printed}"
            );
        }
        assert!(create_pass("weft-no-such-pass").is_none());
    }

    #[test]
    fn registering_twice_is_harmless() {
        register_all_passes();
        register_all_passes();
        // Both registrations leave one pass of each name, reachable by
        // textual pipelines.
        let context = weft_dialect::create_context();
        let manager = melior::pass::PassManager::new(&context);
        crate::add_pipeline(
            &manager,
            "builtin.module(weft-verify-layouts,tt-assign-layouts{grid=2x2})",
        )
        .unwrap();
        assert_eq!(
            manager.as_operation_pass_manager().to_string(),
            "builtin.module(weft-verify-layouts,tt-assign-layouts{collapse=0:-1 grid=2x2 memory-space=l1 oob=undef tiled=false})"
        );
        let manager = melior::pass::PassManager::new(&context);
        crate::add_pipeline(&manager, "builtin.module(weft-to-llvm)").unwrap();
        assert_eq!(
            manager.as_operation_pass_manager().to_string(),
            "builtin.module(weft-lower-layouts{host-buffers=true},weft-lower-relayout,\
             expand-strided-metadata,lower-affine,convert-scf-to-cf{allow-pattern-rollback=true},convert-to-llvm{allow-pattern-rollback=true \
             dynamic=false },reconcile-unrealized-casts)"
        );
    }
}

//! The properties each fuzz target checks, one function per target. A
//! target panics (AFL's "crash") only when a property fails; any input may
//! be rejected with an error, that is the point.
//!
//! * [`metal_layout`]: metal layout text of every form (`#tt.` or
//!   `#ttcore.`, map-based with 4 or 5 fields, or today's `logical_shape`
//!   form) through `weft-layout`'s parser. What parses prints back to the
//!   same value; a layout built from it for a small tensor (for today's
//!   form: its implied device tensor) obeys the model's laws.
//! * [`triton_encoding`]: `#ttg` encodings (and Gluon's spellings of them)
//!   through the Triton family's parser: round trip, and the model's laws
//!   for a small tensor; a shared-memory encoding must map every offset
//!   inside the tensor and reach every element.
//! * [`spyre_layout`]: `#spyre.layout` text through the Spyre family's
//!   parser: round trip; for host tensors the layout fits (and for the
//!   default layout of a size from the text), the coordinate maps invert
//!   each other and the model's laws hold.
//! * [`tilus_layout`]: Tilus expressions and `#tilus.register_layout` text:
//!   what evaluates prints as an attribute that reads back to it, and for a
//!   small layout the model's laws and the drawn grid hold.
//! * [`cute_layout`]: CuTe layout text (`shape:stride`, bare shapes,
//!   static markers): what parses prints back to the same layout, and
//!   `idx2crd` then `crd2idx` agrees with `crd2idx` of the index; other
//!   text as a calculator expression, and rank-2 results as tables.
//! * [`options`]: the calculator's and passes' option parsers (shapes,
//!   intervals, booleans, element types, keywords); what parses prints
//!   back to the same value.
//! * [`weft_opt`]: IR through weft-opt's input check, MLIR's parser (ops
//!   of unregistered dialects allowed, as the CUTLASS DSL's dumps need) and
//!   the pipelines `weft-verify-layouts,weft-lower-layouts`,
//!   `tt-assign-layouts{grid=2x2},weft-lower-layouts` and
//!   `weft-lower-layouts{host-buffers=true},weft-lower-relayout`, in
//!   process. Each
//!   either fails with a diagnostic or succeeds, and lowered output
//!   re-parses and verifies; no pass leaves IR that fails to verify.
//!   Whatever the lowering refuses, the verifier refuses first: a module
//!   `weft-verify-layouts` accepts lowers to device buffers and to host
//!   buffers.

use std::cell::{Cell, RefCell};

use melior::Context;
use melior::ir::Module;
use melior::ir::operation::OperationLike;
use melior::pass::PassManager;
use weft_layout::Layout;
use weft_layout::cute;
use weft_layout::element::ScalarType;
use weft_layout::family::{TensorInfo, layout_from_text};
use weft_layout::laws::check_laws;
use weft_layout::metal::{AnyMetalEncoding, MemorySpace, OobValue, TileDataType};
use weft_layout::spyre::defaults::default_layout;
use weft_layout::spyre::{SpyreLayout, SpyreTensor};
use weft_layout::text;
use weft_layout::tilus;
use weft_layout::triton::syntax::{
    TritonAttribute, parse_attribute, parse_encoding, parse_gluon_attribute,
    parse_tensor_memory_encoding, print_encoding, print_shared_encoding,
};
use weft_layout::triton::tensor_memory::{Buffer, TensorMemoryEncoding};
use weft_layout::triton::tensor_memory_messages::check_message_layout;
use weft_layout::triton::{SharedEncoding, TritonLayout};

/// The most slots a layout may have for the law check (it enumerates).
const LAW_SLOTS: u128 = 4096;

/// The largest IR input the in-process target takes: MLIR's own affine
/// simplification is quadratic in the terms of one expression, which is
/// upstream slowness, not a Weft hang.
pub const WEFT_OPT_INPUT_LIMIT: usize = 64 * 1024;

/// Metal layout text of any form: round trip, then the laws on a small
/// tensor.
pub fn metal_layout(text: &str) {
    let Ok(encoding) = text.parse::<AnyMetalEncoding>() else {
        return;
    };
    let (printed, shape) = match &encoding {
        AnyMetalEncoding::Map(map) => {
            let printed = map.to_string();
            // A tensor of the map's rank, sizes from the text so that the
            // fuzzer steers them.
            let rank = map.map().num_dims();
            let seed = text
                .bytes()
                .fold(7u64, |h, b| h.wrapping_mul(31).wrapping_add(u64::from(b)));
            let shape: Vec<i64> = (0..rank)
                .map(|i| 1 + ((seed >> (3 * (i % 20))) % 6) as i64)
                .collect();
            (printed, shape)
        }
        AnyMetalEncoding::Device(device) => {
            // The device tensor the layout implies on a grid of ones.
            let Ok(physical) = device.physical_shape() else {
                return;
            };
            let mut shape = vec![1; physical.len()];
            shape.extend(&physical);
            (device.to_string(), shape)
        }
    };
    assert_eq!(
        printed.parse::<AnyMetalEncoding>().as_ref(),
        Ok(&encoding),
        "{printed}"
    );
    let Ok(layout) = layout_from_text(
        &printed,
        TensorInfo {
            shape: &shape,
            element: "f32",
        },
    ) else {
        return;
    };
    if layout.slot_count() <= LAW_SLOTS {
        assert_eq!(
            check_laws(layout.as_ref()),
            Ok(()),
            "{printed} on {shape:?}"
        );
    }
}

/// `#ttg.*` text, or Gluon's spelling of an encoding: round trip through
/// Triton's print order, and for a small tensor the conversion obeys the
/// model's laws.
pub fn triton_encoding(text: &str) {
    if text.starts_with("#ttng.") {
        return tensor_memory_encoding(text);
    }
    let read = if text.starts_with('#') {
        parse_attribute(text)
    } else {
        parse_gluon_attribute(text)
    };
    let encoding = match read {
        Ok(TritonAttribute::Distributed(encoding)) => encoding,
        Ok(TritonAttribute::Shared(shared)) => return shared_encoding(text, &shared),
        Err(_) => return,
    };
    let printed = print_encoding(&encoding);
    assert_eq!(
        parse_encoding(&printed).as_ref(),
        Ok(&encoding),
        "{printed}"
    );
    let rank = encoding.rank();
    let seed = text
        .bytes()
        .fold(7u64, |h, b| h.wrapping_mul(31).wrapping_add(u64::from(b)));
    let shape: Vec<i64> = (0..rank)
        .map(|i| 1i64 << ((seed >> (3 * (i % 20))) % 5))
        .collect();
    let Ok(layout) = TritonLayout::try_new(&shape, encoding) else {
        return;
    };
    if layout.slot_count() <= LAW_SLOTS {
        assert_eq!(check_laws(&layout), Ok(()), "{printed} on {shape:?}");
    }
}

/// A tensor-memory encoding: the rules for buffers, subslices and
/// `tcgen05` messages of shapes, dims, offsets and register budgets the
/// text steers (only errors, no panics).
fn tensor_memory_encoding(text: &str) {
    let Ok(encoding) = parse_tensor_memory_encoding(text) else {
        return;
    };
    let seed = text
        .bytes()
        .fold(7u64, |h, b| h.wrapping_mul(31).wrapping_add(u64::from(b)));
    let dim = |shift: u32| 1i64 << ((seed >> shift) % 12);
    let shape = [dim(0), dim(4)];
    let buffer = Buffer {
        shape: &shape,
        alloc_shape: &shape,
        element_bits: 8 << (seed % 3),
        in_tensor_memory: seed % 7 != 0,
    };
    let _ = encoding.check_buffer(&buffer);
    if let TensorMemoryEncoding::Blocks(blocks) = &encoding {
        let sliced = ((seed >> 8) % 2) as usize;
        let mut result = shape;
        result[sliced] = dim(12).min(shape[sliced]);
        let offset = (seed >> 20) as u32;
        let _ = blocks.check_subslice(&shape, &shape, &result, sliced, offset, buffer.element_bits);
        // Moving a thread-per-row register layout in and out by tcgen05
        // messages, with a register budget the text steers.
        let rows = format!(
            "#ttg.blocked<{{sizePerThread = [1, {}], threadsPerWarp = [32, 1], \
             warpsPerCTA = [4, 1], order = [0, 1]}}>",
            shape[1]
        );
        if let (Ok(memory), Ok(TritonAttribute::Distributed(registers))) =
            (blocks.linear_layout(&shape), parse_attribute(&rows))
            && let Ok(registers) = registers.to_linear(&shape)
        {
            let budget = ((seed >> 30) % 300) as u32;
            let _ = check_message_layout(&registers, &memory, buffer.element_bits, budget);
        }
    }
}

/// A shared-memory encoding: round trip, and for a small tensor a layout
/// onto every element (Triton requires it; a partitioned one reaches its
/// first partition's), each offset and block mapped inside the tensor.
fn shared_encoding(text: &str, shared: &SharedEncoding) {
    let printed = print_shared_encoding(shared);
    assert_eq!(
        parse_attribute(&printed),
        Ok(TritonAttribute::Shared(shared.clone())),
        "{printed}"
    );
    let seed = text
        .bytes()
        .fold(7u64, |h, b| h.wrapping_mul(31).wrapping_add(u64::from(b)));
    let shape: Vec<i64> = (0..shared.rank())
        .map(|i| 1i64 << ((seed >> (3 * (i % 20))) % 6))
        .collect();
    let Ok(linear) = shared.to_linear(&shape) else {
        return;
    };
    // A partitioned buffer's layout is partition 0's, which reaches the
    // pieces of that partition only.
    if !matches!(shared, SharedEncoding::Partitioned(_)) {
        assert!(linear.is_surjective(), "{printed} on {shape:?}");
    }
    // Padding only ever moves offsets up, apart and inside the buffer's
    // slots.
    if let SharedEncoding::Padded(padded) = shared {
        let offsets = 1u64 << linear.in_dim_log2("offset").unwrap_or(0);
        if let Some(slots) = padded.padded_size(offsets) {
            let mut last = None;
            for offset in 0..offsets.min(1 << 12) {
                let slot = padded.padded_offset(offset);
                assert!(
                    slot.is_some_and(|s| s < slots && Some(s) > last),
                    "{printed}: {offset}"
                );
                last = slot;
            }
        }
    }
    if linear.total_in_bits() <= 12 {
        for place in 0..1u64 << linear.total_in_bits() {
            let element = linear.unpack_outputs(linear.apply_flat(place));
            assert!(
                element.iter().zip(&shape).all(|(&e, &s)| e < s as u64),
                "{printed} on {shape:?}: place {place} -> {element:?}"
            );
        }
    }
}

/// `#spyre.layout` text: round trip, then a host tensor it fits (its
/// extents, halved where the text says so) and the default layout of that
/// host size, each checked by the laws.
pub fn spyre_layout(text: &str) {
    let Ok(layout) = text.parse::<SpyreLayout>() else {
        return;
    };
    let printed = layout.to_string();
    assert_eq!(
        printed.parse::<SpyreLayout>().as_ref(),
        Ok(&layout),
        "{printed}"
    );
    let seed = text
        .bytes()
        .fold(7u64, |h, b| h.wrapping_mul(31).wrapping_add(u64::from(b)));
    // A host of the rank the dim_map names (a few dims at most: the laws
    // enumerate every slot anyway).
    let rank = layout.dim_map().iter().copied().max().map_or(0, |m| m + 1);
    if rank > 8 {
        return;
    }
    let mut extents = vec![1i64; rank.max(0) as usize];
    for (&h, &size) in layout.dim_map().iter().zip(layout.device_size()) {
        if let Ok(h) = usize::try_from(h) {
            extents[h] = extents[h].saturating_mul(size);
        }
    }
    let host: Vec<i64> = extents
        .iter()
        .enumerate()
        .map(|(i, &e)| (e - ((seed >> (i % 60)) & 1) as i64 * (e / 2)).max(1))
        .collect();
    for name in ["f16", "f32", "i8"] {
        let Ok(element) = name.parse::<ScalarType>() else {
            continue;
        };
        for candidate in [
            SpyreTensor::try_new(&host, element, layout.clone()),
            default_layout(&host, element, None, seed & 1 == 1)
                .and_then(|l| SpyreTensor::try_new(&host, element, l)),
        ] {
            let Ok(tensor) = candidate else { continue };
            if tensor.slot_count() <= LAW_SLOTS {
                assert_eq!(check_laws(&tensor), Ok(()), "{printed} on {host:?}");
            }
        }
    }
}

/// A Tilus expression or attribute: attribute round trip, laws and grid of
/// small layouts.
pub fn tilus_layout(text: &str) {
    let layout = match tilus::expr::evaluate(text) {
        Ok(layout) => layout,
        Err(_) => match text.parse::<tilus::RegisterLayout>() {
            Ok(layout) => layout,
            Err(_) => return,
        },
    };
    let printed = tilus::syntax::attribute_text(&layout);
    assert_eq!(
        printed.parse::<tilus::RegisterLayout>().as_ref(),
        Ok(&layout),
        "{printed}"
    );
    let Ok(tensor) = tilus::TilusLayout::try_new(layout.shape(), layout.clone()) else {
        return;
    };
    if tensor.slot_count() <= LAW_SLOTS {
        assert_eq!(check_laws(&tensor), Ok(()), "{printed}");
        assert!(tilus::visualize::visualize(&layout).is_ok(), "{printed}");
    }
}

/// CuTe layout text: round trip and the two coordinate maps agreeing on
/// the first indices of the domain; a swizzled layout as a tensor obeys
/// the common model's laws; expressions over the algebra evaluate or
/// fail, and what they compute obeys the seed's laws.
pub fn cute_layout(text: &str) {
    if let Some((left, right)) = text.split_once(';') {
        cute_laws(left, right);
        return;
    }
    if let Ok(encoding) = cute::expr::parse_encoding(text)
        && encoding.layout().swizzle().is_some()
    {
        swizzled_tensor_laws(encoding);
        return;
    }
    let Ok(layout) = cute::syntax::parse_layout(text) else {
        // Not a layout: an expression evaluates or fails, and a rank-2
        // layout result draws or fails.
        let value = cute::expr::evaluate(text);
        if let Ok(cute::Value::Coords(layout)) = &value {
            coordinate_layout_laws(layout);
            return;
        }
        if let Ok(value) = value
            && let Ok(any) = value.to_any_layout()
        {
            let _ = cute::table::print_layout(&any);
            // A result reads back as printed, a composed offset (CuTe's
            // MixedBits included) too.
            let printed = any.to_string();
            assert_eq!(
                cute::expr::parse_any_layout(&printed).map(|again| again.to_string()),
                Ok(printed.clone()),
            );
        }
        return;
    };
    let printed = layout.to_string();
    assert_eq!(
        cute::syntax::parse_layout(&printed).map(|again| again.to_string()),
        Ok(printed.clone()),
    );
    let _ = layout.cosize();
    cutlass_dsl_law(&printed);
    for index in 0..layout.size().min(64) {
        let through_coord = layout
            .coord_of(index)
            .and_then(|coord| layout.index_of(&coord));
        let direct = layout.index_of(&cute::IntTuple::int(index));
        assert_eq!(through_coord.ok(), direct.ok(), "{printed} at {index}");
    }
}

/// A coordinate layout reads back as printed, and maps an index and its
/// coordinate to the same coordinate (or refuses both alike).
fn coordinate_layout_laws(layout: &cute::CoordLayout) {
    let printed = layout.to_string();
    assert_eq!(
        cute::expr::evaluate(&printed).map(|again| again.to_string()),
        Ok(printed.clone()),
    );
    let Ok(compact) = cute::CuteLayout::column_major(layout.shape().to_tuple()) else {
        return;
    };
    for index in 0..layout.size().min(64) {
        let through_coord = compact.coord_of(index).and_then(|coord| layout.at(&coord));
        let direct = layout.at(&cute::IntTuple::int(index));
        assert_eq!(through_coord.ok(), direct.ok(), "{printed} at {index}");
    }
}

/// The layout as CUTLASS's DSL would write it (every integer static):
/// Weft's own result of coalescing it is judged to agree, as the check of
/// the DSL's `cute.coalesce` would judge it.
fn cutlass_dsl_law(printed: &str) {
    use cute::cutlass_ops::{Operand, OperandKind, Verdict, expression, judge};
    let operand = Operand {
        kind: OperandKind::Layout,
        text: printed,
    };
    let Some(expression) = expression("coalesce", &[operand], |_| None) else {
        return;
    };
    if let Ok(result) = cute::expr::evaluate(&expression) {
        let verdict = judge(&expression, &result.to_string());
        assert!(
            matches!(verdict, None | Some(Verdict::Agrees)),
            "{expression} = {result} judged {verdict:?}"
        );
    }
}

/// The most elements, and slots, of a swizzled tensor whose laws are
/// checked (the harness visits every slot).
const SWIZZLED_LAW_ELEMENTS: i64 = 4096;

/// A small swizzled layout (after CuTe's composed offset, if any), as the
/// tensor of its top-level modes, is refused or obeys the common model's
/// laws.
fn swizzled_tensor_laws(encoding: cute::family::CuteEncoding) {
    let inner = encoding.layout().inner();
    if inner.size() > SWIZZLED_LAW_ELEMENTS || inner.cosize().is_err() {
        return;
    }
    let shape: Vec<i64> = inner.modes().map(|mode| mode.size()).collect();
    let printed = encoding.to_string();
    if let Ok(tensor) = cute::CuteTensor::try_new(&shape, encoding, 4)
        && tensor.slot_count() <= SWIZZLED_LAW_ELEMENTS as u128
    {
        assert_eq!(weft_layout::laws::check_laws(&tensor), Ok(()), "{printed}");
    }
}

/// Whether a small layout maps its indices to distinct offsets.
fn is_injective(layout: &cute::CuteLayout) -> bool {
    let mut seen = std::collections::HashSet::new();
    (0..layout.size()).all(|i| {
        layout
            .index_of(&cute::IntTuple::int(i))
            .is_ok_and(|offset| seen.insert(offset))
    })
}

/// The most domain points a law is checked on.
const CUTE_LAW_POINTS: i64 = 256;

/// `A;B`: coalesce keeps A's function, `A o B` is A after B on B's domain,
/// the complement of B is ordered and disjoint from B.
fn cute_laws(left: &str, right: &str) {
    let (Ok(a), Ok(b)) = (
        cute::syntax::parse_layout(left),
        cute::syntax::parse_layout(right),
    ) else {
        return;
    };
    let at = |layout: &cute::CuteLayout, i: i64| layout.index_of(&cute::IntTuple::int(i));
    if let Ok(coalesced) = cute::coalesce::coalesce(&a) {
        assert_eq!(coalesced.size(), a.size(), "coalesce({a})");
        for i in 0..a.size().min(CUTE_LAW_POINTS) {
            assert_eq!(
                at(&coalesced, i).ok(),
                at(&a, i).ok(),
                "coalesce({a}) at {i}"
            );
        }
    }
    // Composition is A after B for an injective B (the seed's condition
    // for composing B mode by mode), wherever B stays within A
    // (`|B(i)| < size(A)`; past A's end it may be what CuTe's walk gives)
    // and both sides fit in an i64.
    if let Ok(composed) = cute::composition::compose(&a, &b)
        && b.size() <= CUTE_LAW_POINTS
        && is_injective(&b)
    {
        assert_eq!(composed.size(), b.size(), "{a} o {b}");
        for i in 0..b.size() {
            let Ok(image) = at(&b, i) else { continue };
            if image.unsigned_abs() >= a.size().unsigned_abs() {
                continue;
            }
            if let (Ok(left), Ok(right)) = (at(&composed, i), at(&a, image)) {
                assert_eq!(left, right, "{a} o {b} at {i}");
            }
        }
    }
    let cotarget = cute::IntTuple::int(a.size().clamp(1, CUTE_LAW_POINTS));
    if let Ok(rest) = cute::complement::complement(&b, &cotarget)
        && rest.size() <= CUTE_LAW_POINTS
        && b.size() <= CUTE_LAW_POINTS
    {
        let image: Vec<i64> = (0..b.size()).filter_map(|i| at(&b, i).ok()).collect();
        let mut previous = None;
        for i in 0..rest.size() {
            let Ok(offset) = at(&rest, i) else { break };
            assert!(
                previous < Some(offset) || previous.is_none(),
                "complement({b}) at {i}"
            );
            if i > 0 {
                assert!(!image.contains(&offset), "complement({b}) at {i} hits {b}");
            }
            previous = Some(offset);
        }
    }
}

/// Option text: every parser accepts or refuses; what it accepts prints
/// back to the same value.
pub fn options(text: &str) {
    if let Ok(shape) = text::parse_shape(text) {
        let printed: Vec<String> = shape.iter().map(ToString::to_string).collect();
        assert_eq!(text::parse_shape(&printed.join("x")), Ok(shape));
    }
    if let Ok(intervals) = text::parse_intervals(text) {
        let printed: Vec<String> = intervals.iter().map(|(b, e)| format!("{b}:{e}")).collect();
        assert_eq!(text::parse_intervals(&printed.join(",")), Ok(intervals));
    }
    let _ = text::parse_bool(text);
    if let Ok(scalar) = text.parse::<ScalarType>() {
        assert_eq!(scalar.to_string().parse::<ScalarType>(), Ok(scalar));
    }
    if let Ok(value) = text.parse::<TileDataType>() {
        assert_eq!(value.keyword(), text);
    }
    if let Ok(value) = text.parse::<MemorySpace>() {
        assert_eq!(value.keyword(), text);
    }
    if let Ok(value) = text.parse::<OobValue>() {
        assert_eq!(value.keyword(), text);
    }
}

thread_local! {
    /// Whether an op failed its verifier since it was last cleared.
    static INVALID_IR: Cell<bool> = const { Cell::new(false) };

    /// One context for many inputs (creating one per input would make the
    /// target a hundred times slower); renewed now and then so that uniqued
    /// types and attributes do not pile up.
    static CONTEXT: RefCell<(Context, usize)> = RefCell::new((quiet_context(), 0));
}

fn quiet_context() -> Context {
    let context = weft_dialect::create_context();
    // Ops Weft does not register read as they do under weft-opt
    // --allow-unregistered-dialect (the CUTLASS DSL's `cute.*` ops, which
    // weft-verify-layouts judges).
    context.set_allow_unregistered_dialects(true);
    // Diagnostics are the expected outcome of most inputs; keep them quiet,
    // but mark the one MLIR gives when an op fails its verifier, as it does
    // after a pass that left invalid IR.
    context.attach_diagnostic_handler(|diagnostic| {
        let names_an_op = (0..diagnostic.note_count()).any(|index| {
            diagnostic
                .note(index)
                .is_ok_and(|note| note.to_string().starts_with("see current operation"))
        });
        if names_an_op {
            INVALID_IR.with(|flag| flag.set(true));
        }
        true
    });
    context
}

/// IR text through weft-opt's pipelines, in process.
pub fn weft_opt(text: &str) {
    if text.len() > WEFT_OPT_INPUT_LIMIT || weft_dialect::input::check_input(text).is_err() {
        return;
    }
    weft_passes::register_all_passes();
    CONTEXT.with(|cell| {
        let mut state = cell.borrow_mut();
        state.1 += 1;
        if state.1 % 1000 == 0 {
            state.0 = quiet_context();
        }
        let context = &state.0;
        let lowered = run_pipeline(
            context,
            text,
            "builtin.module(weft-verify-layouts,weft-lower-layouts)",
        );
        match lowered {
            Some(true) => assert_eq!(
                run_pipeline(
                    context,
                    text,
                    "builtin.module(weft-lower-layouts{host-buffers=true})"
                ),
                Some(true),
                "weft-verify-layouts accepts what weft-lower-layouts{{host-buffers=true}} \
                 refuses:\n{text}"
            ),
            Some(false) => assert_ne!(
                run_pipeline(context, text, "builtin.module(weft-verify-layouts)"),
                Some(true),
                "weft-verify-layouts accepts what weft-lower-layouts refuses:\n{text}"
            ),
            None => return,
        }
        for pipeline in [
            "builtin.module(tt-assign-layouts{grid=2x2},weft-lower-layouts)",
            "builtin.module(weft-lower-layouts{host-buffers=true},weft-lower-relayout)",
        ] {
            run_pipeline(context, text, pipeline);
        }
    });
}

/// Parses `text` and runs `pipeline`; if it succeeds, the output must
/// parse and verify again. Whether it succeeded, or `None` when `text` is
/// no valid module.
fn run_pipeline(context: &Context, text: &str, pipeline: &str) -> Option<bool> {
    let mut module = Module::parse(context, text)?;
    if !module.as_operation().verify() {
        return None;
    }
    let manager = PassManager::new(context);
    weft_passes::add_pipeline(&manager, pipeline).expect("the pipeline text is valid");
    INVALID_IR.with(|flag| flag.set(false));
    let ran = manager.run(&mut module).is_ok();
    assert!(
        !INVALID_IR.with(Cell::get),
        "{pipeline} left IR that fails to verify:\n{text}"
    );
    if !ran {
        return Some(false);
    }
    let printed = module.as_operation().to_string();
    let reparsed = Module::parse(context, &printed)
        .unwrap_or_else(|| panic!("{pipeline} printed IR that does not parse:\n{printed}"));
    assert!(
        reparsed.as_operation().verify(),
        "{pipeline} printed IR that does not verify:\n{printed}"
    );
    Some(true)
}

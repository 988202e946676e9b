//! Random relayouts, executed: for each family, random layouts of it and
//! random partners of any family, relayouted through `weft-opt
//! --weft-to-llvm` and run by LLVM's `mlir-runner` (a separate process),
//! compared slot by slot with what the common model says each slot holds.
//!
//! Each case fills a row-major tensor with element indices, relayouts it
//! into a layout `F` of the family under test, from `F` into a random layout
//! `G`, and prints `G`'s buffer: every slot must hold the index of an
//! element `G` puts there, and every padding slot `-inf`. A fixed seed keeps
//! the cases the same from run to run; one module per family keeps the
//! runner's start-up cost to five runs. For a longer campaign set
//! `WEFT_RELAYOUT_CASES` (cases per family) and `WEFT_RELAYOUT_SEED` (added
//! to each family's seed).

use std::fmt::Write as _;
use std::io::Write as _;
use std::process::{Command, Stdio};

use weft_layout::Layout;
use weft_layout::family::{TensorInfo, host_buffer, layout_from_text};
use weft_layout::model::for_each_index;

const CASES_PER_FAMILY: usize = 200;
const LLVM_BIN: &str = "/usr/lib/llvm-22/bin";
const LLVM_LIB: &str = "/usr/lib/llvm-22/lib";

/// xorshift64*: a small deterministic generator.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// A value in `0..n`.
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }

    fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len() as u64) as usize]
    }
}

const FAMILIES: [&str; 5] = ["metal", "triton", "spyre", "cute", "tilus"];

/// A random attribute of `family` for a tensor of `shape` (`[R, C]`, powers
/// of two from 2 to 16); it may not be valid, the caller checks.
fn random_attribute(rng: &mut Rng, family: &str, shape: [i64; 2]) -> String {
    let [rows, cols] = shape;
    match family {
        "metal" => {
            let grid = [1 + rng.below(3) as i64, 1 + rng.below(3) as i64];
            let shard = [
                (rows + grid[0] - 1) / grid[0],
                (cols + grid[1] - 1) / grid[1],
            ];
            let oob = rng.pick(&["undef", "zero", "neginf"]);
            format!(
                "#tt.metal_layout<(d0, d1) -> (d0, d1), {oob}, <{}x{}>, memref<{}x{}xf32, #tt.memory_space<l1>>>",
                grid[0], grid[1], shard[0], shard[1]
            )
        }
        "triton" => {
            let size_per_thread = [1 << rng.below(3), 1 << rng.below(3)];
            let lane_bits = rng.below(6);
            let threads = [1 << lane_bits, 1 << (5 - lane_bits)];
            let warp_bits = rng.below(3);
            let warp_split = rng.below(warp_bits + 1);
            let warps = [1 << warp_split, 1 << (warp_bits - warp_split)];
            let order = rng.pick(&["[1, 0]", "[0, 1]"]);
            let blocked = format!(
                "#ttg.blocked<{{sizePerThread = [{}, {}], threadsPerWarp = [{}, {}], warpsPerCTA = [{}, {}], order = {order}}}>",
                size_per_thread[0], size_per_thread[1], threads[0], threads[1], warps[0], warps[1]
            );
            // Half of them an MMA accumulator or an operand of a dot: an
            // Ampere or Hopper MMA, an AMD MFMA or WMMA, or an FMA dot on
            // the blocked layout.
            let mma = match rng.below(4) {
                0 => format!(
                    "#ttg.nvidia_mma<{{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, {}, 16]}}>",
                    rng.pick(&[8, 16, 32])
                ),
                1 => format!(
                    "#ttg.nvidia_mma<{{versionMajor = 2, versionMinor = 0, warpsPerCTA = [{}, {}], instrShape = [16, 8]}}>",
                    warps[0], warps[1]
                ),
                2 => format!(
                    "#ttg.amd_wmma<{{version = {}, isTranspose = {}, ctaLayout = {{warp = {}}}}}>",
                    rng.pick(&[1, 2]),
                    rng.below(2) == 0,
                    rng.pick(&["[]", "[[0, 1]]", "[[1, 0], [0, 1]]", "[[0, 0]]"])
                ),
                _ => format!(
                    "#ttg.amd_mfma<{{version = {}, warpsPerCTA = [{}, {}], instrShape = {}, isTransposed = {}, tilesPerWarp = [{}, {}], elementBitWidth = {}}}>",
                    rng.pick(&[2, 3, 4]),
                    warps[0],
                    warps[1],
                    rng.pick(&["[32, 32, 8]", "[16, 16, 16]", "[4, 64, 4]"]),
                    rng.below(2) == 0,
                    1 << rng.below(2),
                    1 << rng.below(2),
                    rng.pick(&[32, 64])
                ),
            };
            let hopper = mma.contains("versionMajor = 3");
            match rng.below(6) {
                0..=2 => blocked,
                3 => mma,
                4 => format!(
                    "#ttg.dot_op<{{opIdx = {}, parent = {mma}, kWidth = {}}}>",
                    if hopper { 0 } else { rng.below(2) },
                    if mma.contains("amd_wmma") {
                        16
                    } else {
                        *rng.pick(&[1, 2, 4, 8])
                    }
                ),
                _ => format!(
                    "#ttg.dot_op<{{opIdx = {}, parent = {blocked}}}>",
                    rng.below(2)
                ),
            }
        }
        "spyre" => {
            // Rows, then sticks of 32 f32 (128 bytes) across the columns.
            let sticks = (cols + 31) / 32 + rng.below(2) as i64;
            let rows_out = rows + rng.below(3) as i64;
            format!("#spyre.layout<device_size = [{sticks}, {rows_out}, 32], dim_map = [1, 0, 1]>")
        }
        "cute" => {
            let choices = [
                0,
                1,
                -1,
                cols,
                rows,
                cols + 1,
                -cols,
                2 * rows + 1,
                rows * cols,
            ];
            let (row_stride, col_stride) = match rng.below(3) {
                0 => (cols, 1),
                1 => (1, rows),
                _ => (*rng.pick(&choices), *rng.pick(&choices)),
            };
            // A third of them swizzled: 1–3 bits, either way, a third of
            // those after one of CuTe's composed offsets.
            let swizzle = if rng.below(3) == 0 {
                let bits = 1 + rng.below(3) as i64;
                let shift = (bits + rng.below(2) as i64) * *rng.pick(&[1, -1]);
                let offset = match rng.below(3) {
                    0 => format!("{} o ", rng.below(64)),
                    _ => String::new(),
                };
                format!("Sw<{bits},{},{shift}> o {offset}", rng.below(3))
            } else {
                String::new()
            };
            format!("#cute.layout<\"{swizzle}({rows},{cols}):({row_stride},{col_stride})\">")
        }
        _ => {
            // Each dim split into one or two modes; each mode spatial or
            // local; sometimes a replication.
            let mut mode_shape = Vec::new();
            for size in shape {
                if size >= 4 && rng.below(2) == 0 {
                    let outer = 1 << (1 + rng.below((size.trailing_zeros() - 1) as u64));
                    mode_shape.push(outer);
                    mode_shape.push(size / outer);
                } else {
                    mode_shape.push(size);
                }
            }
            let mut spatial = Vec::new();
            let mut local = Vec::new();
            for mode in 0..mode_shape.len() {
                if rng.below(2) == 0 {
                    spatial.push(mode as i64);
                } else {
                    local.push(mode as i64);
                }
            }
            if rng.below(3) == 0 {
                spatial.insert(rng.below(spatial.len() as u64 + 1) as usize, -2);
            }
            let list = |v: &[i64]| {
                v.iter()
                    .map(|x| x.to_string())
                    .collect::<Vec<_>>()
                    .join(", ")
            };
            format!(
                "#tilus.register_layout<shape = [{rows}, {cols}], mode_shape = [{}], spatial_modes = [{}], local_modes = [{}]>",
                list(&mode_shape),
                list(&spatial),
                list(&local)
            )
        }
    }
}

/// A random valid layout of `family` for `shape`: its attribute and model.
fn random_layout(rng: &mut Rng, family: &str, shape: [i64; 2]) -> (String, Box<dyn Layout>) {
    for _ in 0..1000 {
        let text = random_attribute(rng, family, shape);
        let info = TensorInfo {
            shape: &shape,
            element: "f32",
        };
        if let Ok(layout) = layout_from_text(&text, info) {
            return (text, layout);
        }
    }
    panic!("no valid {family} layout for {shape:?} in 1000 tries");
}

/// What each slot of `target`'s host buffer may hold after the tensor went
/// through `via`, row-major: the row-major indices of the elements there
/// (none: padding). An element read from a slot of `via` that several
/// elements share (a CuTe zero or repeated stride) may be any of them.
fn expected_slots(via: &dyn Layout, target: &dyn Layout, shape: [i64; 2]) -> Vec<Vec<f32>> {
    let row_major = |layout: &dyn Layout, logical: &[i64]| {
        let mut tensor = [0i64; 2];
        for (&dim, &x) in layout.logical_dims_in_tensor().iter().zip(logical) {
            tensor[dim] = x;
        }
        tensor
    };
    let in_layout = |layout: &dyn Layout, tensor: [i64; 2]| -> Vec<i64> {
        layout
            .logical_dims_in_tensor()
            .iter()
            .map(|&dim| tensor[dim])
            .collect()
    };
    let space = target.physical_space();
    let starts: Vec<i64> = space.axes().map(|axis| axis.start).collect();
    let mut expected = Vec::new();
    for_each_index(&space.shape(), |offset| {
        let slot: Vec<i64> = offset.iter().zip(&starts).map(|(o, s)| o + s).collect();
        let mut values = Vec::new();
        for logical in target.elements_at(&slot)? {
            let element = row_major(target, &logical);
            let via_slot = via
                .slots_of(&in_layout(via, element))?
                .first()
                .expect("an element has a slot");
            for sharing in via.elements_at(&via_slot)? {
                let [row, col] = row_major(via, &sharing);
                values.push((row * shape[1] + col) as f32);
            }
        }
        expected.push(values);
        Ok(())
    })
    .unwrap();
    expected
}

/// The memref type text's total size (`memref<2x3xf32>` → 6).
fn buffer_size(buffer: &str) -> i64 {
    buffer
        .trim_start_matches("memref<")
        .split('x')
        .filter_map(|part| part.parse::<i64>().ok())
        .product()
}

struct Case {
    expected: Vec<Vec<f32>>,
    description: String,
}

fn run_family(family: &str, seed: u64) {
    let setting = |name: &str| std::env::var(name).ok().and_then(|v| v.parse::<u64>().ok());
    let cases_per_family = setting("WEFT_RELAYOUT_CASES").map_or(CASES_PER_FAMILY, |n| n as usize);
    let seed = seed.wrapping_add(setting("WEFT_RELAYOUT_SEED").unwrap_or(0));
    // xorshift never leaves 0.
    let mut rng = Rng(seed.max(1));
    let mut body = String::new();
    let mut aliases = String::new();
    let mut cases = Vec::new();
    for case in 0..cases_per_family {
        let shape = [1i64 << (1 + rng.below(4)), 1i64 << (1 + rng.below(4))];
        let (first, first_layout) = random_layout(&mut rng, family, shape);
        let partner = *rng.pick(&FAMILIES);
        let (second, second_layout) = random_layout(&mut rng, partner, shape);
        let rows = format!(
            "#cute.layout<\"({},{}):({},1)\">",
            shape[0], shape[1], shape[1]
        );
        let tensor =
            |attribute: &str| format!("tensor<{}x{}xf32, {attribute}>", shape[0], shape[1]);
        let first_buffer = host_buffer(first_layout.as_ref(), "f32");
        let second_buffer = host_buffer(second_layout.as_ref(), "f32");
        let n = shape[0] * shape[1];
        let size = buffer_size(&second_buffer);
        writeln!(
            aliases,
            "#rows{case} = {rows}\n#f{case} = {first}\n#g{case} = {second}"
        )
        .unwrap();
        write!(
            body,
            r#"
  %src{case} = memref.alloc() : memref<{n}xf32>
  %src_any{case} = memref.cast %src{case} : memref<{n}xf32> to memref<?xf32>
  call @iota_f32(%src_any{case}) : (memref<?xf32>) -> ()
  %f{case} = memref.alloc() : {first_buffer}
  weft.relayout %src{case} into %f{case} padding(undef) : memref<{n}xf32> into {first_buffer} from {rows_t} to {first_t}
  %g{case} = memref.alloc() : {second_buffer}
  weft.relayout %f{case} into %g{case} padding(neginf) : {first_buffer} into {second_buffer} from {first_t} to {second_t}
  %gv{case} = memref.reinterpret_cast %g{case} to offset: [0], sizes: [{size}], strides: [1] : {second_buffer} to memref<{size}xf32>
  %gp{case} = memref.cast %gv{case} : memref<{size}xf32> to memref<*xf32>
  call @printMemrefF32(%gp{case}) : (memref<*xf32>) -> ()
"#,
            rows_t = tensor(&format!("#rows{case}")),
            first_t = tensor(&format!("#f{case}")),
            second_t = tensor(&format!("#g{case}")),
        )
        .unwrap();
        cases.push(Case {
            expected: expected_slots(first_layout.as_ref(), second_layout.as_ref(), shape),
            description: format!("{shape:?}: {first} then {second}"),
        });
    }
    let module = format!(
        r#"{aliases}
func.func private @printMemrefF32(memref<*xf32>) attributes {{llvm.emit_c_interface}}

func.func @iota_f32(%b: memref<?xf32>) {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %b, %c0 : memref<?xf32>
  scf.for %k = %c0 to %n step %c1 {{
    %i = arith.index_cast %k : index to i64
    %f = arith.sitofp %i : i64 to f32
    memref.store %f, %b[%k] : memref<?xf32>
  }}
  return
}}

func.func @main() {{{body}
  return
}}
"#
    );
    let output = run(&module);
    let printed: Vec<Vec<f32>> = output
        .lines()
        .filter(|line| line.starts_with('['))
        .map(|line| {
            line.trim_matches(|c| c == '[' || c == ']' || c == ' ')
                .split(',')
                .map(|v| match v.trim() {
                    "-inf" => f32::NEG_INFINITY,
                    other => other.parse().unwrap_or(f32::NAN),
                })
                .collect()
        })
        .collect();
    assert_eq!(printed.len(), cases.len(), "one printed buffer per case");
    for (case, got) in cases.iter().zip(&printed) {
        assert_eq!(got.len(), case.expected.len(), "{}", case.description);
        for (slot, (value, allowed)) in got.iter().zip(&case.expected).enumerate() {
            let right = if allowed.is_empty() {
                *value == f32::NEG_INFINITY
            } else {
                allowed.contains(value)
            };
            assert!(
                right,
                "{}: slot {slot} holds {value}, the model says {allowed:?}",
                case.description
            );
        }
    }
}

/// `weft-opt --weft-to-llvm | mlir-runner`, returning what it printed.
fn run(module: &str) -> String {
    let lowered = pipe(
        Command::new(env!("CARGO_BIN_EXE_weft-opt")).arg("--weft-to-llvm"),
        module.as_bytes(),
    );
    let libs = format!("{LLVM_LIB}/libmlir_runner_utils.so,{LLVM_LIB}/libmlir_c_runner_utils.so");
    let ran = pipe(
        Command::new(format!("{LLVM_BIN}/mlir-runner")).args([
            "-e",
            "main",
            "-entry-point-result=void",
            &format!("-shared-libs={libs}"),
        ]),
        &lowered,
    );
    String::from_utf8(ran).unwrap()
}

/// What `command` prints given `input`; it must succeed.
fn pipe(command: &mut Command, input: &[u8]) -> Vec<u8> {
    let mut child = command
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("{command:?} does not start: {e}"));
    child.stdin.take().unwrap().write_all(input).unwrap();
    let output = child.wait_with_output().unwrap();
    assert!(output.status.success(), "{command:?} failed");
    output.stdout
}

#[test]
fn random_metal_relayouts_run_as_the_model_says() {
    run_family("metal", 1);
}

#[test]
fn random_triton_relayouts_run_as_the_model_says() {
    run_family("triton", 2);
}

#[test]
fn random_spyre_relayouts_run_as_the_model_says() {
    run_family("spyre", 3);
}

#[test]
fn random_cute_relayouts_run_as_the_model_says() {
    run_family("cute", 4);
}

#[test]
fn random_tilus_relayouts_run_as_the_model_says() {
    run_family("tilus", 5);
}

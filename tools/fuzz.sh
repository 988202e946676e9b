#!/usr/bin/env bash
# Coverage-guided fuzzing of Weft with AFL++ (cargo-afl, stable Rust).
#
#   tools/fuzz.sh TARGET SECONDS   a campaign on one target: metal_layout,
#                                  triton_encoding, spyre_layout,
#                                  tilus_layout, cute_layout, options or
#                                  weft_opt
#                                  (see fuzz/src/lib.rs)
#   tools/fuzz.sh --smoke          what the test command runs: build every
#                                  target, replay fuzz/regressions, and fuzz
#                                  each target for a few seconds
#
# Findings land in target/fuzz/out/TARGET/default/{crashes,hangs}; the
# script exits 1 if there are any, including those of earlier campaigns
# that a resumed one moved aside (crashes.DATE, hangs.DATE). A campaign
# resumes where the last one stopped. Installs cargo-afl (which builds
# AFL++) when it is missing.
set -euo pipefail
cd "$(dirname "$0")/.."
source tools/install-deps.sh

TARGETS=(metal_layout triton_encoding spyre_layout tilus_layout cute_layout options weft_opt)
FUZZ_DIR=target/fuzz
export AFL_SKIP_CPUFREQ=1 AFL_I_DONT_CARE_ABOUT_MISSING_CRASHES=1 AFL_NO_UI=1
# weft-opt runs MLIR's recursive parser on a 4 GiB stack; so do the targets.
ulimit -s unlimited 2>/dev/null || ulimit -s 4194304

if ! cargo afl --version >/dev/null 2>&1; then
  echo "weft: installing cargo-afl (builds AFL++)"
  cargo install cargo-afl --locked --version 0.18.2
fi

build() {
  (cd fuzz && cargo afl build --release --locked --target-dir "../$FUZZ_DIR")
}

# The seed corpus: every layout attribute, option value and split chunk of
# the lit tests, examples and seeds.
corpus() {
  local target=$1 dir=$FUZZ_DIR/corpus/$1
  rm -rf "$dir" && mkdir -p "$dir"
  python3 - "$target" "$dir" <<'PY'
import glob, os, re, sys
target, out = sys.argv[1], sys.argv[2]
sources = sorted(glob.glob("test/**/*.mlir", recursive=True) + glob.glob("examples/*.mlir"))
seeds = []
if target == "weft_opt":
    for path in sources:
        for chunk in open(path, encoding="utf-8").read().split("// -----"):
            if chunk.strip() and len(chunk) <= 64 * 1024:
                seeds.append(chunk)
elif target == "tilus_layout":
    seeds = ["local(3, 4).spatial(2, 3)", "spatial(4) * replicated(3, num_workers=4)",
             "reduce(local(4, 4).column_spatial(2, 4), dims=[1], keepdims=True)",
             "repeat(2, 1).spatial(8, 4).repeat(1, 2)", "auto_local_spatial(128, [64, 64])",
             "flatten(permute(local(2, 3, 4), [2, 0, 1]), start_dim=0, end_dim=1)",
             "left_divide(spatial(2).local(2).local(4), spatial(2).local(2))",
             "reshape(spatial(8).local(3), [4, 6])", "concat(local(2), spatial(3)) / spatial(1, 3)",
             "spatial(4, 2).local(2, 2).with_shape([4, 2, 4])", "spatial(4, 3).reduce_to([1, 3])"]
    for path in sources:
        text = open(path, encoding="utf-8").read()
        seeds += [m.group(0) for m in re.finditer(r"#tilus\.register_layout<[^>]*>", text)]
elif target == "cute_layout":
    seeds = ["((2,2),3):((24,2),8)", "(2,(1,6)):(1,(6,2))", "(4,8)", "_12:_1", "(10,2):(16,4)",
             "(12,(4,8)):(59,(13,1))", "((2,1),(2,2,2)):((8,16),(4,1,2))", "(4,2):(-1,_-4)",
             "(9,(4,8)):(59,(13,1))", "(5):(3)", "8", "crd2idx((4,8):(8,1), (1,2))",
             "idx2crd(((2,1),(2,2,2)):((8,16),(4,1,2)), 4)", "size(cosize(5:1))",
             "composition((10,2):(16,4), (5,4):(1,5))", "complement((_2,_2):(_1,_6), _24)",
             "zipped_divide((9,(4,8)):(59,(13,1)), <3:3, (2,4):(1,8)>)",
             "blocked_product((_2,_5):(_5,_1), (_3,_4):(_1,_3))", "left_inverse((4,8):(8,1))",
             "coalesce((_2,(_1,_6)):(_1,(_6,_2)), (_1,_1))", "crd2idx(Sw<3,4,3> o (8,64):(64,1), 9)",
             "(6,2):(8,2);(4,3):(3,1)", "(10,2):(16,4);(5,4):(1,5)", "(_4,_1):(_0,_1);_24:_1",
             "zipped_divide((4,8):(8,1), [2:1;_])",
             "logical_divide(_5:_16, (_1,2))", "composition(Sw<0,3,1> o (2,4):(1,3), <4:2,_>)",
             "composition((2,3):(3,12), (6,5):(-24,12))", "cosize((2,3):(1,-12))",
             "right_inverse((_3,_2,_5,_2):(_1,_0,_1,_0))", "make_layout((4,8),(8,1))",
             "crd2idx((1,2), (4,8), (8,1))", "idx2crd(7, ((2,2),3), ((1,2),4))",
             "idx2crd((5,3), (4,8), 1)", "idx2crd(5, (_1,4), (0,1))",
             "make_layout(make_shape(Int<2>{}, make_shape(3,4)), LayoutRight{})",
             "composition(Swizzle<3,4,3>{}, make_layout(make_shape(8,64), make_stride(64,1)))",
             "crd2idx(make_coord(1,2), make_shape(4,8))", "complement(make_layout(_4{},_1{}), size((_4,_6)))",
             "logical_divide(Layout<Shape<_8,Shape<_2,_4>>, Stride<_1,Stride<_8,_16>>>{}, Shape<_2,_4>{})",
             "group<1,-1>(append<4>(select<1,0>((2,3):(1,2)), 5:7))", "replace<0>(take<0,2>((2,3,4):(1,2,6)), 3:1)",
             "filter_zeros(prepend<3>((4,_2):(1,_0)))",
             "tile_to_shape(Sw<3,3,3> o (_8,_64):(_64,_1), make_shape(_64,_128), Step<_2,_1>{})",
             "make_ordered_layout((2,(3,4)), make_step(_1,(0,_2)))",
             "max_common_layout((_4,_8):(_1,_4), (_4,(_4,_2)):(_1,(_4,_32)))",
             "max_alignment(Sw<3,4,3> o M0|(16&48)=16 o (_8,_64):(_64,_1))",
             "zip(((2,3),(4,5)):((1,2),(6,24)))", "zip(make_shape(1,2),make_shape(3,4))",
             "tile_unzip(logical_divide((8,12):(12,1), <_2:_1,_3:_1>), <_2:_1,_3:_1>)",
             "max_common_vector(Sw<3,2,3> o (_8,_64):(_64,_1), (_8,_64):(_64,_1))",
             "recast_layout<uint8_t, cutlass::half_t>(Sw<3,4,3> o (_8,_64):(_64,_1))",
             "logical_product((_2,_2):(_1,_2), Sw<1,0,1> o (_2,_2):(_1,_2))",
             "right_inverse(Sw<2,1,2> o (_8,_8):(_8,_1))", "composition(Sw<1,2,3>, Sw<1,3,3>)",
             "upcast<2>(make_layout(make_shape(4,8), make_stride(_1,4)))(1,2)",
             "slice(((_,1),_), ((2,3),4):((1,2),6))", "slice_and_offset((_,2),(4,8):(8,1))",
             "((4,8):(8,1))(_, 3)", "(Sw<1,0,1> o ((2,2),4):((1,2),4))(make_coord(_,_))",
             "dice(make_coord(1,_), (4,8):(8,1))", "Sw<3,3,3> o (8,64):(64,1)",
             "S<1,0,-1> o 0 o (2,(2,3)):(1,(3,0))", "Sw<2,1,2> o ((2,2),5):((1,2),4)",
             "ceil_div((9,(7,5),4), (2,(3,2)))", "round_up((7,(5,9),3), (4,(2,8)))",
             "gcd((12,18), -8, sum((2,3)))", "evenly_divides((8,6):(1,8), ((4,2),3))",
             "compatible((4,6), ((2,2),(3,2)))", "colex_geq((1,2), (5,1,2))",
             "local_tile((256,512):(1,256), Shape<_128,_64,_32>{}, make_coord(1,0,_), Step<X,_1,_1>{})",
             "local_partition((_128,_32), Layout<Shape<_16,_8,_1>, Stride<_1,_16,_0>>{}, 37, (1,X,1))",
             "outer_partition((_128,_32), (_4,_4), (1,2))",
             "local_tile(make_identity_layout((128,64)), (32,32), (1,1))",
             "make_layout_tv((_2,_3):(_3,_1), (_2,_2):(_2,_1))",
             "logical_divide(Layout((4,8),(8,1)), (Layout(2,1), None))", "(4,):(1,)",
             "ComposedLayout(Swizzle(3,4,3),0,Layout((8, 64),(64, 1)))(2,1)",
             "make_identity_layout(((2,3),4))", "(4,8):(1@0,1@1)", "(2,2):(3@1@0,_2@0)",
             "logical_divide(make_identity_layout((_128,_64)), <_32:_1, _16:_1>)",
             "composition(make_identity_layout((8,8)), (4,2):(2,16))",
             "make_layout(make_shape(4,8), make_stride(E<0>{}, E<1,0>{} * 2))(make_coord(1,2))",
             "coalesce((_4,_8):(_1@0,_4@0))", "(4:2@1)(3)",
             "composition((4,8):(8,1), (2,4):(1@1,1@0))",
             "composition(((2,2),8):((1,16),2), (2,2):(1@1@0,1@1))",
             "SW_3_4_-3 o 0 o (2,4):(4,1)", "Layout((4,8),(8,1))(None, 1)",
             "S<3,3,3> o 512 o (8,4):(64,1)", "get<0>(slice_and_offset(((_,1),3),((2,3),4)))",
             "(12,(4,8)):(59,(13,1)).compose(3:4, 8:2).shape<1>()", "(4,8):(8,1).tile(2:1, 4:1)",
             "((2,2),3):((1,4),2).get_flat_coord(5)", "(4,8):(8,1).with_shape(2,16)",
             "(Sw<3,4,3> o (8,64):(64,1)).layout_b()", "crd2crd(((1,1),2),((2,2),8),(4,(2,4)))",
             "elem_scale(((2,5),3), ((2,2),4))", "inner_product(((2,3),4), product_each((5,(6,7))))",
             "slice_and_offset((_,_,1), tile_to_shape(Sw<3,3,3> o (_8,_64):(_64,_1), (_64,_64,_3)))",
             "slice_and_offset((_,19), Sw<3,4,3> o _32 o (_64,_64):(_64,_1))",
             "crd2idx(Sw<3,4,3> o M_0|(16&48)=16 o (64):(64), 2)",
             "logical_divide(composition(Sw<3,4,3>, 512, (8,64):(64,1)), <2:1,8:1>)"]
elif target in ("metal_layout", "triton_encoding", "spyre_layout"):
    pattern = {
        "metal_layout": r"#(tt|ttcore)\.metal_layout<|#tt\.layout<",
        "triton_encoding": r"#(ttg\.(blocked|linear|slice|nvidia_mma|amd_mfma|amd_wmma|dot_op|swizzled_shared|amd_rotating_shared|nvmma_shared|shared_linear|padded_shared|partitioned_shared|generic_linear)|ttng\.tensor_memory(_scales)?_encoding)<",
        "spyre_layout": r"#spyre\.layout<",
    }[target]
    texts = [open(p, encoding="utf-8").read() for p in sources]
    texts += [open(p, encoding="utf-8").read() for p in glob.glob("../shared/seeds/*.txt")]
    for text in texts:
        for start in [m.start() for m in re.finditer(pattern, text)]:
            depth, i = 0, start
            while i < len(text):
                depth += {"<": 1, ">": -1}.get(text[i], 0) if text[i - 1:i + 1] != "->" else 0
                i += 1
                if depth == 0 and text[i - 1] == ">":
                    break
            seeds.append(text[start:i])
    if target == "triton_encoding":
        # Operands with their parent written out (the tests name it by alias).
        mma = ("#ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], "
               "CGALayout = [[1, 0]], instrShape = [16, 8]}>")
        seeds += [f"#ttg.dot_op<{{opIdx = 1, parent = {mma}, kWidth = 4}}>",
                  f"#ttg.slice<{{dim = 0, parent = #ttg.dot_op<{{opIdx = 0, parent = {mma}, kWidth = 2}}>}}>",
                  "#ttg.dot_op<{opIdx = 0, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, "
                  "warpsPerCTA = [4, 2], instrShape = [16, 64, 16]}>, kWidth = 2}>",
                  "#ttg.dot_op<{opIdx = 1, parent = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], "
                  "warpsPerCTA = [2, 2], order = [1, 0]}>}>"]
        mfma = ("#ttg.amd_mfma<{version = 4, warpsPerCTA = [2, 2], instrShape = [16, 16, 32], isTransposed = true, "
                "CGALayout = [[0, 1]], tilesPerWarp = [2, 1], elementBitWidth = 64}>")
        seeds += [f"#ttg.dot_op<{{opIdx = 0, parent = {mfma}, kWidth = 8}}>",
                  f"#ttg.slice<{{dim = 1, parent = {mfma}}}>",
                  "#ttg.dot_op<{opIdx = 1, parent = #ttg.amd_mfma<{version = 3, warpsPerCTA = [1, 2, 2], "
                  "instrShape = [4, 64, 4], isTransposed = false}>, kWidth = 4}>",
                  "#ttg.dot_op<{opIdx = 1, parent = #ttg.amd_wmma<{version = 3, isTranspose = true, ctaLayout = "
                  "{register = [[0, 0, 1]], warp = [[1, 0, 0], [0, 1, 0]]}, CGALayout = [[0, 0, 1]], "
                  "instrShape = [16, 16, 64]}>, kWidth = 8}>",
                  # Gluon's spellings of the same encodings.
                  "gl.BlockedLayout([1, 4], [4, 8], [4, 1], [1, 0], cga_layout=[[0, 1]])",
                  "SliceLayout(dim=1, parent=BlockedLayout(size_per_thread=[1, 4], threads_per_warp=[4, 8], "
                  "warps_per_cta=[4, 1], order=[1, 0], cga_layout=[]))",
                  "DotOperandLayout(operand_index=0, parent=NVMMADistributedLayout(version=[2, 0], "
                  "warps_per_cta=[2, 2], instr_shape=[16, 8], cga_layout=[]), k_width=2)",
                  "gl.amd.AMDMFMALayout(version=4, instr_shape=[16, 16, 32], transposed=True, "
                  "warps_per_cta=[2, 2], element_bitwidth=64, tiles_per_warp=[2, 1], cga_layout=[])",
                  "DotOperandLayout(1, AMDWMMALayout(version=3, transposed=True, warp_bases=[[1, 0]], "
                  "reg_bases=[], instr_shape=[16, 16, 64], cga_layout=[], rank=2), 8)",
                  "DistributedLinearLayout(reg_bases=[[0, 1]], lane_bases=[[1, 0], [2, 0]], "
                  "warp_bases=[[0, 2]], block_bases=[], shape=[4, 4])",
                  # Shared-memory encodings, in both spellings.
                  "#ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0], CGALayout = [[0, 1]]}>",
                  "#ttg.shared_linear<{offset = [[0, 1], [0, 2], [1, 0], [2, 1]], block = [[0, 0]]}, alignment = 16>",
                  "SwizzledSharedLayout(vec=2, per_phase=2, max_phase=4, order=[2, 0, 1], cga_layout=[])",
                  "SharedLinearLayout(offset_bases=[[0, 1], [1, 0]], block_bases=[], alignment=256)",
                  "#ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 8, "
                  "fp4Padded = true, CGALayout = [[0, 0, 1]]}>",
                  "NVMMASharedLayout(swizzle_byte_width=32, element_bitwidth=16, rank=3, transposed=False, "
                  "fp4_padded=False, cga_layout=[])",
                  "PaddedSharedLayout([[32, 4], [64, 8]], [[0, 1], [0, 2], [1, 0]], [[1, 0]], [4, 4])",
                  "#ttg.amd_rotating_shared<{vec = 2, perPhase = 3, maxPhase = 8, order = [1, 0], "
                  "CGALayout = [[0, 1]]}>"]
else:
    seeds = ["3x2", "8x8", "1x32x1", "0:-1", "0:3,-3:-1", "true", "false", "f32", "bf16",
             "si32", "ui16", "i1", "bfp_bf8", "u8", "l1", "dram", "mmio", "zero", "neginf"]
for n, seed in enumerate(sorted(set(seeds))):
    with open(os.path.join(out, f"seed-{n:04}"), "w", encoding="utf-8") as f:
        f.write(seed)
print(f"{target}: {len(set(seeds))} seeds")
PY
}

# Each kept reproducer must run to completion, within the time a campaign
# allows an input (-t below), so that a kept hang fails too.
replay() {
  local target=$1 failed=0
  for input in fuzz/regressions/"$target"/*; do
    [ -f "$input" ] || continue
    if ! timeout 5 "$FUZZ_DIR/release/$target" < "$input" >/dev/null 2>&1; then
      echo "weft: $target fails on $input" >&2
      failed=1
    fi
  done
  return "$failed"
}

# campaign TARGET SECONDS NAME: fuzz into target/fuzz/out/NAME.
campaign() {
  local target=$1 seconds=$2 out=$FUZZ_DIR/out/$3
  local input=$FUZZ_DIR/corpus/$target
  if [ -d "$out/default/queue" ]; then
    input=-  # resume
  else
    corpus "$target"
  fi
  cargo afl fuzz -i "$input" -o "$out" -V "$seconds" -t 5000 -m none \
    -- "$FUZZ_DIR/release/$target" >"$FUZZ_DIR/$target.log" 2>&1 || {
      tail -20 "$FUZZ_DIR/$target.log" >&2
      return 1
    }
  local stats=$out/default/fuzzer_stats
  local crashes hangs
  # A resumed campaign moves earlier findings aside (crashes.DATE,
  # hangs.DATE); they count until they are kept in fuzz/regressions and
  # deleted.
  crashes=$(find "$out/default" -path '*/crashes*/id:*' -type f | wc -l)
  hangs=$(find "$out/default" -path '*/hangs*/id:*' -type f | wc -l)
  printf '%s: %s executions, %s edges covered (%s), %s corpus, %s crashes, %s hangs\n' "$target" \
    "$(sed -n 's/^execs_done *: //p' "$stats")" \
    "$(sed -n 's/^edges_found *: //p' "$stats")" \
    "$(sed -n 's/^bitmap_cvg *: //p' "$stats")" \
    "$(sed -n 's/^corpus_count *: //p' "$stats")" "$crashes" "$hangs"
  [ "$crashes" -eq 0 ] && [ "$hangs" -eq 0 ]
}

mkdir -p "$FUZZ_DIR/out"
if [ "${1:-}" = "--smoke" ]; then
  build
  status=0
  for target in "${TARGETS[@]}"; do
    replay "$target" || status=1
    rm -rf "$FUZZ_DIR/out/smoke-$target"
    campaign "$target" 5 "smoke-$target" || status=1
  done
  exit "$status"
fi

target=${1:?usage: tools/fuzz.sh TARGET SECONDS | --smoke}
seconds=${2:?usage: tools/fuzz.sh TARGET SECONDS | --smoke}
case " ${TARGETS[*]} " in
  *" $target "*) ;;
  *) echo "unknown target $target (one of ${TARGETS[*]})" >&2; exit 1 ;;
esac
build
replay "$target"
campaign "$target" "$seconds" "$target"

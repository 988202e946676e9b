# -*- Python -*-
# The lit suite of Weft. Run it with LLVM 22's lit:
#   /usr/lib/llvm-22/bin/lit -v test/ --param weft_tools_dir=$PWD/target/release
# (tools/test.sh does this after building). `weft_tools_dir` is where the
# weft-opt binary is; it may also come from the WEFT_TOOLS_DIR variable.

import os

import lit.formats
import lit.llvm
from lit.llvm.subst import ToolSubst

lit.llvm.initialize(lit_config, config)
from lit.llvm import llvm_config  # noqa: E402  (set by initialize)

config.name = "Weft"
config.test_format = lit.formats.ShTest(not llvm_config.use_lit_shell)
config.suffixes = [".mlir", ".test"]
config.excludes = ["Inputs", "lit.cfg.py"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.test_source_root, "..", "target", "lit")

config.weft_src_root = os.path.abspath(os.path.join(config.test_source_root, ".."))
config.llvm_tools_dir = lit_config.params.get(
    "llvm_tools_dir", os.environ.get("LLVM_TOOLS_DIR", "/usr/lib/llvm-22/bin")
)
config.weft_tools_dir = lit_config.params.get(
    "weft_tools_dir", os.environ.get("WEFT_TOOLS_DIR", "")
)
if not config.weft_tools_dir:
    lit_config.fatal("set --param weft_tools_dir=DIR (the directory holding weft-opt and weft-layout)")

config.substitutions.append(("%weft_src_root", config.weft_src_root))
# Cargo's examples (examples/*.rs) build next to the tools, in examples/.
config.substitutions.append(("%weft_examples", os.path.join(config.weft_tools_dir, "examples")))
def optional_artifact(param, feature):
    """An artifact built outside cargo, given as --param PARAM=PATH (or the
    environment variable PARAM in capitals): when given, it must exist, the
    tests that use it require FEATURE, and %PARAM is its path."""
    path = lit_config.params.get(param, os.environ.get(param.upper(), ""))
    if path:
        if not os.path.exists(path):
            lit_config.fatal(f"{param} {path} does not exist")
        config.available_features.add(feature)
        config.substitutions.append((f"%{param}", path))
    return path


# The mlir-opt plugin (tools/build-plugin.sh) and the C host of Weft's C
# API, built against the installed package (tools/build-package.sh).
config.weft_plugin = optional_artifact("weft_plugin", "plugin")
config.weft_c_host = optional_artifact("weft_c_host", "c-host")
# The installed CMake package (tools/build-package.sh): its library and the
# C++ host built against it with find_package(Weft).
config.weft_library = optional_artifact("weft_library", "package")
config.weft_cpp_host = optional_artifact("weft_cpp_host", "package")
config.substitutions.append(("%mlir_include", os.path.join(config.llvm_tools_dir, "..", "include")))

llvm_config.with_system_environment(["HOME", "TMP", "TEMP"])
llvm_config.use_default_substitutions()
llvm_config.with_environment("PATH", config.llvm_tools_dir, append_path=True)
# --param weft_opt_via_plugin=PLUGIN: every test's `weft-opt` is stock
# mlir-opt with Weft's plugin (tools/mlir-opt-with-weft.py), for parity.
weft_opt_via_plugin = lit_config.params.get("weft_opt_via_plugin", "")
if weft_opt_via_plugin:
    weft_opt = ToolSubst(
        "weft-opt",
        command=os.path.join(config.weft_src_root, "tools", "mlir-opt-with-weft.py"),
        extra_args=[weft_opt_via_plugin],
    )
else:
    weft_opt = ToolSubst("weft-opt", unresolved="fatal")
llvm_config.add_tool_substitutions(
    [weft_opt, ToolSubst("weft-layout", unresolved="fatal"), "mlir-tblgen", "mlir-opt"],
    [config.weft_tools_dir, config.llvm_tools_dir],
)

# Execution tests: the output of `weft-opt --weft-to-llvm` runs in LLVM's
# mlir-runner, a separate process (never an execution engine inside Weft's
# own binaries), with MLIR's runtime utilities for printing buffers.
llvm_lib_dir = os.path.join(config.llvm_tools_dir, "..", "lib")
config.substitutions.append(
    (
        "%mlir_runner",
        " ".join(
            [
                os.path.join(config.llvm_tools_dir, "mlir-runner"),
                "-e main -entry-point-result=void",
                "-shared-libs=" + ",".join(
                    os.path.join(llvm_lib_dir, lib)
                    for lib in ["libmlir_runner_utils.so", "libmlir_c_runner_utils.so"]
                ),
            ]
        ),
    )
)

"""Triton 3.9's parser and verifier on a module's text, for the scripts
that compare Weft's verdicts or layouts with Triton's."""

import os
import re
import tempfile

ERROR = re.compile(r"error: (.*)")


def triton_verdict(text):
    """(accepted, first error message) from Triton's parser, in a child
    process whose standard error (where MLIR reports) is captured."""
    with tempfile.NamedTemporaryFile("w", suffix=".mlir", delete=False) as source:
        source.write(text)
    with tempfile.TemporaryFile("w+") as err:
        pid = os.fork()
        if pid == 0:
            os.dup2(err.fileno(), 2)
            import triton._C.libtriton as lt
            context = lt.ir.context()
            lt.ir.load_dialects(context)
            lt.nvidia.load_dialects(context)
            lt.amd.load_dialects(context)
            try:
                lt.ir.parse_mlir_module(source.name, context)
            except Exception:
                os._exit(1)
            os._exit(0)
        _, status = os.waitpid(pid, 0)
        err.seek(0)
        messages = ERROR.findall(err.read())
    os.unlink(source.name)
    if os.WIFSIGNALED(status):
        return False, "aborts"
    return os.WEXITSTATUS(status) == 0, messages[0] if messages else ""

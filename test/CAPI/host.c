/*===- host.c - a C compiler that embeds Weft ------------------------------===*\
|*                                                                            *|
|* The README's C embedding: register upstream's and Weft's dialects, parse   *|
|* the IR in FILE, run canonicalize -> [tt-assign-layouts{OPTIONS}] ->        *|
|* weft-verify-layouts -> weft-lower-layouts with MLIR's C API, print the     *|
|* result. Errors (IR that does not parse, wrong options, a failing pass)     *|
|* are reported on stderr and exit 1. Built against the CMake package by     *|
|* test/CAPI/CMakeLists.txt.                                                  *|
|*                                                                            *|
|*   weft-c-host FILE [TT_ASSIGN_OPTIONS]                                     *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#include "mlir-c/IR.h"
#include "mlir-c/Pass.h"
#include "mlir-c/RegisterEverything.h"
#include "mlir-c/Transforms.h"
#include "weft-c/Weft.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void toStream(MlirStringRef text, void *stream) {
  fwrite(text.data, 1, text.length, (FILE *)stream);
}

static char *readFile(const char *path) {
  FILE *file = fopen(path, "rb");
  if (!file)
    return NULL;
  fseek(file, 0, SEEK_END);
  long size = ftell(file);
  fseek(file, 0, SEEK_SET);
  char *text = malloc(size + 1);
  if (text && fread(text, 1, size, file) != (size_t)size) {
    free(text);
    text = NULL;
  }
  if (text)
    text[size] = '\0';
  fclose(file);
  return text;
}

/// Adds `pass` to `manager`, or says why it could not be made.
static int addPass(MlirPassManager manager, MlirPass pass, const char *name) {
  if (pass.ptr == NULL) {
    fprintf(stderr, "\nerror: cannot make %s\n", name);
    return 0;
  }
  mlirPassManagerAddOwnedPass(manager, pass);
  return 1;
}

int main(int argc, char **argv) {
  if (argc < 2) {
    fprintf(stderr, "usage: weft-c-host FILE [TT_ASSIGN_OPTIONS]\n");
    return 1;
  }
  char *source = readFile(argv[1]);
  if (!source) {
    fprintf(stderr, "error: cannot read %s\n", argv[1]);
    return 1;
  }
  MlirDialectRegistry registry = mlirDialectRegistryCreate();
  mlirRegisterAllDialects(registry);
  mlirWeftRegisterAllDialects(registry);
  MlirContext context = mlirContextCreateWithRegistry(registry, false);
  mlirDialectRegistryDestroy(registry);

  int status = 1;
  MlirModule module =
      mlirModuleCreateParse(context, mlirStringRefCreateFromCString(source));
  if (mlirModuleIsNull(module)) {
    fprintf(stderr, "error: %s does not parse\n", argv[1]);
    goto done;
  }
  MlirPassManager manager = mlirPassManagerCreate(context);
  MlirStringRef none = mlirStringRefCreate("", 0);
  int made = addPass(manager, mlirCreateTransformsCanonicalizer(), "canonicalize");
  if (made && argc > 2)
    made = addPass(manager,
                   mlirCreateWeftTTAssignLayouts(
                       mlirStringRefCreateFromCString(argv[2]), toStream, stderr),
                   "tt-assign-layouts");
  made = made && addPass(manager, mlirCreateWeftVerifyLayouts(none, toStream, stderr),
                         "weft-verify-layouts");
  made = made && addPass(manager, mlirCreateWeftLowerLayouts(none, toStream, stderr),
                         "weft-lower-layouts");
  if (made) {
    MlirOperation op = mlirModuleGetOperation(module);
    if (mlirLogicalResultIsFailure(mlirPassManagerRunOnOp(manager, op))) {
      fprintf(stderr, "error: the pipeline failed on %s\n", argv[1]);
    } else {
      mlirOperationPrint(op, toStream, stdout);
      printf("\n");
      status = 0;
    }
  }
  mlirPassManagerDestroy(manager);
  mlirModuleDestroy(module);
done:
  mlirContextDestroy(context);
  free(source);
  return status;
}

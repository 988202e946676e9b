# Helpers that make a Weft dialect one call on each side.
#
#   add_weft_dialect_headers(TT tt ATTRIBUTES TYPES)  # in dialect/include/weft/Dialect/TT
#   add_weft_dialect(TT TTDialect.cpp ... [SPELLINGS TTCore])  # in dialect/lib/TT
#
# The first generates the ops, dialect, enum (and with ATTRIBUTES, attribute)
# declarations and the reference pages in docs/<Name>/ from <Name>Ops.td (and
# <Name>Attrs.td, and with TYPES the types' page); the second builds the library Weft<Name> from the sources,
# depending on those declarations, and lists it for registration.

function(add_weft_dialect_headers name namespace)
  cmake_parse_arguments(ARG "ATTRIBUTES;TYPES;SHARED_ENUMS" "" "" ${ARGN})
  add_mlir_dialect(${name}Ops ${namespace})
  add_mlir_doc(${name}Ops ${name}Ops ${name}/ -gen-op-doc)
  set(docs ${name}OpsDocGen)
  # Enums come from the attributes' file when there is one, else the ops';
  # with SHARED_ENUMS they are another dialect's (the ttcore spelling uses
  # tt's), and an empty target stands for them.
  if(ARG_ATTRIBUTES)
    set(LLVM_TARGET_DEFINITIONS ${name}Attrs.td)
  else()
    set(LLVM_TARGET_DEFINITIONS ${name}Ops.td)
  endif()
  if(ARG_SHARED_ENUMS)
    add_custom_target(Weft${name}EnumsIncGen)
  else()
    mlir_tablegen(${name}Enums.h.inc -gen-enum-decls)
    mlir_tablegen(${name}Enums.cpp.inc -gen-enum-defs)
    add_public_tablegen_target(Weft${name}EnumsIncGen)
  endif()
  if(ARG_ATTRIBUTES)
    mlir_tablegen(${name}Attrs.h.inc -gen-attrdef-decls -attrdefs-dialect=${namespace})
    mlir_tablegen(${name}Attrs.cpp.inc -gen-attrdef-defs -attrdefs-dialect=${namespace})
    add_public_tablegen_target(Weft${name}AttrsIncGen)
    add_dependencies(Weft${name}AttrsIncGen Weft${name}EnumsIncGen)
    add_mlir_doc(${name}Attrs ${name}Attrs ${name}/ -gen-attrdef-doc)
    list(APPEND docs ${name}AttrsDocGen)
  endif()
  if(ARG_TYPES)
    add_mlir_doc(${name}Ops ${name}Types ${name}/ -gen-typedef-doc)
    list(APPEND docs ${name}TypesDocGen)
  endif()
  set_property(GLOBAL APPEND PROPERTY WEFT_DOC_TARGETS ${docs})
endfunction()

function(add_weft_dialect name)
  cmake_parse_arguments(ARG "" "" "SPELLINGS" ${ARGN})
  set(depends MLIR${name}OpsIncGen Weft${name}EnumsIncGen)
  if(TARGET Weft${name}AttrsIncGen)
    list(APPEND depends Weft${name}AttrsIncGen)
  endif()
  # Other dialects built into the same library (the ttcore spelling of tt).
  foreach(spelling ${ARG_SPELLINGS})
    list(APPEND depends MLIR${spelling}OpsIncGen Weft${spelling}AttrsIncGen)
  endforeach()
  add_mlir_dialect_library(Weft${name}
    ${ARG_UNPARSED_ARGUMENTS}

    DEPENDS
    ${depends}

    LINK_LIBS PUBLIC
    MLIRIR
    )
  set_property(GLOBAL APPEND PROPERTY WEFT_DIALECT_LIBRARIES Weft${name})
endfunction()

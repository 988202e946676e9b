//! The widths of the element types CuTe's C++ names in `recast_layout<Old,
//! New>(L)` (its `sizeof_bits`), so that such a call pasted from C++ reads.

/// `(name, bits)` of the C++ and CUTLASS element types, without their
/// namespaces (`cute::`, `cutlass::`, `std::` are read and dropped).
const TYPE_BITS: &[(&str, i64)] = &[
    ("bin1_t", 1),
    ("uint1b_t", 1),
    ("int2b_t", 2),
    ("uint2b_t", 2),
    ("int4b_t", 4),
    ("uint4b_t", 4),
    ("float_e2m1_t", 4),
    ("bool", 8),
    ("char", 8),
    ("int8_t", 8),
    ("uint8_t", 8),
    ("float_e4m3_t", 8),
    ("float_e5m2_t", 8),
    ("float_ue4m3_t", 8),
    ("float_ue8m0_t", 8),
    ("short", 16),
    ("int16_t", 16),
    ("uint16_t", 16),
    ("half", 16),
    ("half_t", 16),
    ("bfloat16_t", 16),
    ("int", 32),
    ("unsigned", 32),
    ("int32_t", 32),
    ("uint32_t", 32),
    ("float", 32),
    ("tfloat32_t", 32),
    ("int64_t", 64),
    ("uint64_t", 64),
    ("double", 64),
    ("uint128_t", 128),
];

/// The width in bits of the element type `name`, if it is one of
/// [`TYPE_BITS`].
pub fn type_bits(name: &str) -> Option<i64> {
    TYPE_BITS
        .iter()
        .find(|(known, _)| *known == name)
        .map(|&(_, bits)| bits)
}

/// The names [`type_bits`] knows, for messages.
pub fn known_types() -> String {
    TYPE_BITS
        .iter()
        .map(|(name, _)| *name)
        .collect::<Vec<_>>()
        .join(", ")
}

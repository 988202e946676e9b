use melior::Context;
use melior::ir::Location;
use weft_layout::metal::MemorySpace;

use crate::ffi;

attribute_wrapper!(
    /// `#tt.memory_space<l1>`: where a shard buffer lives.
    MemorySpaceAttr,
    ffi::mlirAttributeIsATTMemorySpaceAttr,
    ffi::mlirTTMemorySpaceAttrGetTypeID,
    "a #tt.memory_space"
);

impl<'c> MemorySpaceAttr<'c> {
    /// The attribute for `memory_space`. Infallible: every value is valid.
    pub fn new(context: &'c Context, memory_space: MemorySpace) -> Self {
        let location = Location::unknown(context);
        let raw =
            unsafe { ffi::mlirTTMemorySpaceAttrGetChecked(location.to_raw(), memory_space as u32) };
        unsafe { Self::from_raw(raw) }
    }

    /// The memory space.
    pub fn value(&self) -> MemorySpace {
        let raw = unsafe { ffi::mlirTTMemorySpaceAttrGetValue(self.to_raw()) };
        // The C++ enum and `MemorySpace::ALL` share their order (pinned by
        // static_asserts on the C++ side), so the value always indexes it.
        MemorySpace::ALL[raw as usize]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_support::create_test_context;
    use melior::ir::Attribute;

    #[test]
    fn new_is_the_parsed_attribute() {
        let context = create_test_context();
        for &space in MemorySpace::ALL {
            let built = MemorySpaceAttr::new(&context, space);
            let text = format!("#tt.memory_space<{}>", space.keyword());
            let parsed = Attribute::parse(&context, &text).unwrap();
            assert_eq!(built.as_attribute(), parsed);
            assert_eq!(built.to_string(), text);
            assert_eq!(MemorySpaceAttr::try_from(parsed).unwrap().value(), space);
        }
    }

    #[test]
    fn try_from_rejects_other_attributes() {
        let context = create_test_context();
        let unit = Attribute::unit(&context);
        assert_eq!(
            MemorySpaceAttr::try_from(unit).unwrap_err().to_string(),
            "expected a #tt.memory_space, got unit"
        );
    }
}

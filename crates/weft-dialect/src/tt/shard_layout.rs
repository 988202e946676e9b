use melior::Context;
use melior::ir::Location;

use crate::{Error, diagnostics, ffi};

attribute_wrapper!(
    /// `#tt.shard<128x4>`: the memref layout of a lowered, sharded buffer
    /// (row-major byte strides of each shard dim).
    ShardLayoutAttr,
    ffi::mlirAttributeIsATTShardLayoutAttr,
    ffi::mlirTTShardLayoutAttrGetTypeID,
    "a #tt.shard"
);

impl<'c> ShardLayoutAttr<'c> {
    /// The attribute, or `None` with a diagnostic at `location` if a stride
    /// is not positive.
    pub fn checked(location: Location<'c>, strides: &[i64]) -> Option<Self> {
        unsafe {
            Self::from_option_raw(ffi::mlirTTShardLayoutAttrGetChecked(
                location.to_raw(),
                strides.len() as isize,
                strides.as_ptr(),
            ))
        }
    }

    /// The attribute with byte `strides`, or MLIR's reason it is invalid.
    pub fn from_strides(context: &'c Context, strides: &[i64]) -> Result<Self, Error> {
        let location = Location::unknown(context);
        unsafe { diagnostics::capture(context.to_raw(), || Self::checked(location, strides)) }
    }

    /// The number of shard dims.
    pub fn stride_count(&self) -> usize {
        unsafe { ffi::mlirTTShardLayoutAttrGetStrideCount(self.to_raw()) as usize }
    }

    /// The byte stride of shard dim `index`.
    pub fn stride(&self, index: usize) -> Result<i64, Error> {
        crate::error::check_index(index, self.stride_count(), "stride", self)?;
        Ok(unsafe { ffi::mlirTTShardLayoutAttrGetStride(self.to_raw(), index as isize) })
    }

    /// Every byte stride.
    pub fn strides(&self) -> Vec<i64> {
        (0..self.stride_count())
            .map(|i| unsafe { ffi::mlirTTShardLayoutAttrGetStride(self.to_raw(), i as isize) })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_support::create_test_context;
    use melior::ir::Attribute;

    #[test]
    fn from_strides_is_the_parsed_attribute() {
        let context = create_test_context();
        let built = ShardLayoutAttr::from_strides(&context, &[128, 4]).unwrap();
        let parsed = Attribute::parse(&context, "#tt.shard<128x4>").unwrap();
        assert_eq!(built.as_attribute(), parsed);
        assert_eq!(built.to_string(), "#tt.shard<128x4>");
        assert_eq!(built.strides(), vec![128, 4]);
        assert_eq!(built.stride(1).unwrap(), 4);
        assert_eq!(
            built.stride(2).unwrap_err().to_string(),
            "index 2 is out of bounds for stride of #tt.shard<128x4>"
        );
    }

    #[test]
    fn bad_strides_are_errors() {
        let context = create_test_context();
        assert_eq!(
            ShardLayoutAttr::from_strides(&context, &[128, -4])
                .unwrap_err()
                .to_string(),
            "shard stride 1 must not be negative, got -4"
        );
    }
}

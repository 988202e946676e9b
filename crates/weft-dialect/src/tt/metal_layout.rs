use melior::Context;
use melior::ir::r#type::{MemRefType, ShapedTypeLike, TypeLike};
use melior::ir::{AffineMap, Location, Type};
use weft_layout::metal::{MemorySpace, MetalEncoding, OobValue, ShardBuffer};

use crate::tt::MemorySpaceAttr;
use crate::{Error, affine, diagnostics, element, ffi};

attribute_wrapper!(
    /// `#tt.metal_layout<map, oob, <grid>, memref>`: how a tensor is
    /// collapsed, sharded over a core grid, and stored.
    ///
    /// Converts to and from [`MetalEncoding`]; the arithmetic on it lives
    /// there and in `weft_layout::metal::MetalLayout`.
    MetalLayoutAttr,
    ffi::mlirAttributeIsATTMetalLayoutAttr,
    ffi::mlirTTMetalLayoutAttrGetTypeID,
    "a #tt.metal_layout"
);

impl<'c> MetalLayoutAttr<'c> {
    /// The attribute, or `None` with a diagnostic at `location` if it does
    /// not verify.
    pub fn checked(
        location: Location<'c>,
        linear: AffineMap<'c>,
        oob: OobValue,
        grid: &[i64],
        memref: Type<'c>,
    ) -> Option<Self> {
        unsafe {
            Self::from_option_raw(ffi::mlirTTMetalLayoutAttrGetChecked(
                location.to_raw(),
                linear.to_raw(),
                oob as u32,
                grid.len() as isize,
                grid.as_ptr(),
                memref.to_raw(),
            ))
        }
    }

    /// The attribute of `encoding`: the very attribute MLIR's parser makes
    /// of `encoding.to_string()`.
    pub fn from_encoding(context: &'c Context, encoding: &MetalEncoding) -> Result<Self, Error> {
        let shard = encoding.shard();
        let element = element::element_to_mlir(context, shard.element())?;
        let memory_space = MemorySpaceAttr::new(context, shard.memory_space());
        let memref = MemRefType::new(element, shard.shape(), None, Some(memory_space.into()));
        let linear = affine::to_mlir(context, encoding.map());
        let location = Location::unknown(context);
        unsafe {
            diagnostics::capture(context.to_raw(), || {
                Self::checked(
                    location,
                    linear,
                    encoding.oob(),
                    encoding.grid(),
                    memref.into(),
                )
            })
        }
    }

    /// The attribute as a `weft-layout` value.
    pub fn to_encoding(&self) -> Result<MetalEncoding, Error> {
        let map = affine::from_mlir(self.linear())?;
        let memref = self.memref();
        let shape = (0..memref.rank())
            .map(|i| unsafe { mlir_sys::mlirShapedTypeGetDimSize(memref.to_raw(), i as isize) })
            .collect();
        let memory_space = self.memory_space();
        let buffer = ShardBuffer::try_new(
            shape,
            element::element_from_mlir(memref.element())?,
            memory_space,
        )?;
        Ok(MetalEncoding::try_new(
            map,
            self.oob(),
            self.grid(),
            buffer,
        )?)
    }

    /// The map from tensor dims to grid dims.
    pub fn linear(&self) -> AffineMap<'c> {
        unsafe { AffineMap::from_raw(ffi::mlirTTMetalLayoutAttrGetLinear(self.to_raw())) }
    }

    /// The value of padding slots.
    pub fn oob(&self) -> OobValue {
        let raw = unsafe { ffi::mlirTTMetalLayoutAttrGetOOBVal(self.to_raw()) };
        // Same order on both sides, pinned by static_asserts in C++.
        OobValue::ALL[raw as usize]
    }

    /// The rank of the grid (and of the shard).
    pub fn grid_rank(&self) -> usize {
        unsafe { ffi::mlirTTMetalLayoutAttrGetGridRank(self.to_raw()) as usize }
    }

    /// The size of grid dim `index`.
    pub fn grid_dim(&self, index: usize) -> Result<i64, Error> {
        crate::error::check_index(index, self.grid_rank(), "grid dim", self)?;
        Ok(unsafe { ffi::mlirTTMetalLayoutAttrGetGridDim(self.to_raw(), index as isize) })
    }

    /// The grid's sizes.
    pub fn grid(&self) -> Vec<i64> {
        (0..self.grid_rank())
            .map(|i| unsafe { ffi::mlirTTMetalLayoutAttrGetGridDim(self.to_raw(), i as isize) })
            .collect()
    }

    /// The shard memref.
    pub fn memref(&self) -> MemRefType<'c> {
        let raw = unsafe { ffi::mlirTTMetalLayoutAttrGetMemRef(self.to_raw()) };
        MemRefType::try_from(unsafe { Type::from_raw(raw) })
            .expect("the verifier guarantees a memref")
    }

    /// The shard's memory space.
    pub fn memory_space(&self) -> MemorySpace {
        let space = self
            .memref()
            .memory_space()
            .expect("the verifier guarantees a memory space");
        MemorySpaceAttr::try_from(space)
            .expect("the verifier guarantees a #tt.memory_space")
            .value()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_support::create_test_context;
    use melior::ir::Attribute;

    const SEED: &str = "#tt.metal_layout<(d0, d1, d2, d3) -> (d0 * 192 + d1 * 64 + d2, d3), undef, <2x4>, \
                        memref<192x32xf32, #tt.memory_space<l1>>>";

    #[test]
    fn parsed_attribute_converts_to_the_encoding_and_back() {
        let context = create_test_context();
        let parsed = MetalLayoutAttr::try_from(Attribute::parse(&context, SEED).unwrap()).unwrap();
        let encoding = parsed.to_encoding().unwrap();
        assert_eq!(encoding.to_string(), SEED);
        let built = MetalLayoutAttr::from_encoding(&context, &encoding).unwrap();
        assert_eq!(built, parsed);
        assert_eq!(built.to_string(), SEED);
    }

    #[test]
    fn tiled_and_constant_results_round_trip() {
        let context = create_test_context();
        for text in [
            "#tt.metal_layout<(d0, d1) -> (d0, d1), zero, <3x2>, \
             memref<1x1x!tt.tile<32x32, bfp_bf8>, #tt.memory_space<l1>>>",
            "#tt.metal_layout<(d0) -> (0, 0, d0), neginf, <1x2x4>, memref<1x1x2xf32, #tt.memory_space<dram>>>",
            "#tt.metal_layout<(d0, d1, d2) -> (d0 * 32 + d1 + 3, d2), one, <1x2>, \
             memref<67x16xsi8, #tt.memory_space<system>>>",
        ] {
            let parsed =
                MetalLayoutAttr::try_from(Attribute::parse(&context, text).unwrap()).unwrap();
            let encoding = parsed.to_encoding().unwrap();
            assert_eq!(encoding.to_string(), text);
            assert_eq!(
                MetalLayoutAttr::from_encoding(&context, &encoding).unwrap(),
                parsed
            );
        }
    }

    #[test]
    fn accessors() {
        let context = create_test_context();
        let parsed = MetalLayoutAttr::try_from(Attribute::parse(&context, SEED).unwrap()).unwrap();
        assert_eq!(parsed.grid(), vec![2, 4]);
        assert_eq!(parsed.grid_dim(1).unwrap(), 4);
        assert_eq!(
            parsed.grid_dim(2).unwrap_err().to_string(),
            format!("index 2 is out of bounds for grid dim of {SEED}")
        );
        assert_eq!(parsed.oob(), OobValue::Undef);
        assert_eq!(parsed.memory_space(), MemorySpace::DeviceL1);
        assert_eq!(
            parsed.memref().to_string(),
            "memref<192x32xf32, #tt.memory_space<l1>>"
        );
        assert_eq!(
            parsed.linear().to_string(),
            "(d0, d1, d2, d3) -> (d0 * 192 + d1 * 64 + d2, d3)"
        );
    }

    #[test]
    fn checked_reports_a_diagnostic() {
        let context = create_test_context();
        let linear = affine::to_mlir(&context, &weft_layout::affine::AffineMap::identity(2));
        let memref = Type::parse(&context, "memref<18x32xf32, #tt.memory_space<l1>>").unwrap();
        let location = Location::unknown(&context);
        let result = unsafe {
            diagnostics::capture(context.to_raw(), || {
                MetalLayoutAttr::checked(location, linear, OobValue::Undef, &[3, 2, 1], memref)
            })
        };
        assert_eq!(
            result.unwrap_err().to_string(),
            "rank mismatch between linear map results and grid: 2 != 3"
        );
    }

    #[test]
    fn non_linear_maps_are_rejected() {
        let context = create_test_context();
        let text = "#tt.metal_layout<(d0, d1) -> (d0 floordiv 2, d1), undef, <1x1>, \
                    memref<4x8xf32, #tt.memory_space<l1>>>";
        let parsed = MetalLayoutAttr::try_from(Attribute::parse(&context, text).unwrap()).unwrap();
        assert_eq!(
            parsed.to_encoding().unwrap_err().to_string(),
            "layout map (d0, d1) -> (d0 floordiv 2, d1) uses floordiv; layout maps are sums of dims times constants"
        );
    }
}

//! Declarations of the C API in `dialect/include/weft-c/`.
//!
//! Kept private: the typed wrappers are the public face. The enums cross as
//! `u32` with the values pinned by `static_assert`s in the C++ shell.

use mlir_sys::{
    MlirAttribute, MlirDialectHandle, MlirDialectRegistry, MlirLocation, MlirLogicalResult,
    MlirOperation, MlirPass, MlirStringCallback, MlirStringRef, MlirType, MlirTypeID,
};
use std::ffi::{c_char, c_int, c_void};

/// `MlirWeftCuteOpTypeInference`.
pub type CuteOpTypeInference = Option<
    unsafe extern "C" fn(
        op: MlirStringRef,
        results_from_operands: bool,
        properties: MlirStringRef,
        types: *const MlirStringRef,
        count: isize,
        emit: MlirStringCallback,
        user_data: *mut c_void,
    ) -> bool,
>;

pub type PassFactory = unsafe extern "C" fn(user_data: *mut c_void) -> MlirPass;

/// `MlirWeftPassHandle`: the running pass.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct MlirWeftPassHandle {
    pub ptr: *mut c_void,
}

/// `MlirWeftPassCallbacks`.
#[repr(C)]
pub struct MlirWeftPassCallbacks {
    pub destruct: unsafe extern "C" fn(user_data: *mut c_void),
    pub clone: unsafe extern "C" fn(user_data: *mut c_void) -> *mut c_void,
    pub configure: unsafe extern "C" fn(
        user_data: *mut c_void,
        num_values: isize,
        values: *const MlirStringRef,
        error: MlirStringCallback,
        error_data: *mut c_void,
    ) -> MlirLogicalResult,
    pub run:
        unsafe extern "C" fn(op: MlirOperation, pass: MlirWeftPassHandle, user_data: *mut c_void),
}

unsafe extern "C" {
    #[allow(clippy::too_many_arguments)]
    pub fn mlirWeftPassCreate(
        pass_id: MlirTypeID,
        name: MlirStringRef,
        argument: MlirStringRef,
        description: MlirStringRef,
        op_name: MlirStringRef,
        num_dialects: isize,
        dialects: *const MlirDialectHandle,
        num_options: isize,
        option_names: *const MlirStringRef,
        option_descriptions: *const MlirStringRef,
        option_defaults: *const MlirStringRef,
        callbacks: MlirWeftPassCallbacks,
        user_data: *mut c_void,
    ) -> MlirPass;
    pub fn mlirWeftPassSignalFailure(pass: MlirWeftPassHandle);
    pub fn mlirWeftEmitWarning(loc: MlirLocation, message: MlirStringRef);

    pub fn mlirWeftOperationIsFunction(op: MlirOperation) -> bool;
    pub fn mlirWeftOperationIsCall(op: MlirOperation) -> bool;
    pub fn mlirWeftOperationIsFunctionReturn(op: MlirOperation) -> bool;

    pub fn mlirGetDialectHandle__tt__() -> MlirDialectHandle;
    pub fn mlirGetDialectHandle__ttcore__() -> MlirDialectHandle;
    pub fn mlirGetDialectHandle__weft__() -> MlirDialectHandle;
    pub fn mlirGetDialectHandle__ttg__() -> MlirDialectHandle;
    pub fn mlirGetDialectHandle__ttng__() -> MlirDialectHandle;
    pub fn mlirGetDialectHandle__amdg__() -> MlirDialectHandle;
    pub fn mlirGetDialectHandle__spyre__() -> MlirDialectHandle;
    pub fn mlirAttributeIsASpyreLayoutAttr(attr: MlirAttribute) -> bool;
    pub fn mlirGetDialectHandle__tilus__() -> MlirDialectHandle;
    pub fn mlirAttributeIsATilusRegisterLayoutAttr(attr: MlirAttribute) -> bool;
    pub fn mlirGetDialectHandle__cute__() -> MlirDialectHandle;
    pub fn mlirAttributeIsACuteLayoutAttr(attr: MlirAttribute) -> bool;
    pub fn mlirWeftCuteSetOpTypeInference(infer: CuteOpTypeInference);
    pub fn mlirAttributeIsATTGBlockedEncodingAttr(attr: MlirAttribute) -> bool;
    pub fn mlirAttributeIsATTGLinearEncodingAttr(attr: MlirAttribute) -> bool;
    pub fn mlirAttributeIsATTGGenericLinearEncodingAttr(attr: MlirAttribute) -> bool;
    pub fn mlirAttributeIsATTGSliceEncodingAttr(attr: MlirAttribute) -> bool;
    pub fn mlirAttributeIsATTGNvidiaMmaEncodingAttr(attr: MlirAttribute) -> bool;
    pub fn mlirAttributeIsATTGAmdMfmaEncodingAttr(attr: MlirAttribute) -> bool;
    pub fn mlirAttributeIsATTGAmdWmmaEncodingAttr(attr: MlirAttribute) -> bool;
    pub fn mlirAttributeIsATTGDotOperandEncodingAttr(attr: MlirAttribute) -> bool;
    pub fn mlirAttributeIsATTGSwizzledSharedEncodingAttr(attr: MlirAttribute) -> bool;
    pub fn mlirAttributeIsATTGNvmmaSharedEncodingAttr(attr: MlirAttribute) -> bool;
    pub fn mlirAttributeIsATTGSharedLinearEncodingAttr(attr: MlirAttribute) -> bool;
    pub fn mlirAttributeIsATTGPaddedSharedEncodingAttr(attr: MlirAttribute) -> bool;
    pub fn mlirAttributeIsATTGPartitionedSharedEncodingAttr(attr: MlirAttribute) -> bool;
    pub fn mlirAttributeIsATTGAmdRotatingSharedEncodingAttr(attr: MlirAttribute) -> bool;
    pub fn mlirTypeIsATTGMemDescType(r#type: MlirType) -> bool;
    pub fn mlirTTGMemDescTypeGetEncoding(r#type: MlirType) -> MlirAttribute;
    pub fn mlirTTGMemDescTypeGetRank(r#type: MlirType) -> isize;
    pub fn mlirTTGMemDescTypeGetDim(r#type: MlirType, pos: isize) -> i64;
    pub fn mlirTTGMemDescTypeGetAllocRank(r#type: MlirType) -> isize;
    pub fn mlirTTGMemDescTypeGetAllocDim(r#type: MlirType, pos: isize) -> i64;
    pub fn mlirTTGMemDescTypeGetElementType(r#type: MlirType) -> MlirType;
    pub fn mlirTTGMemDescTypeGetMemorySpace(r#type: MlirType) -> MlirAttribute;
    pub fn mlirAttributeIsATTGSharedMemorySpaceAttr(attr: MlirAttribute) -> bool;
    pub fn mlirTTGRegionNumWarps(parent: MlirOperation, region: isize, warps: *mut i64) -> bool;
    pub fn mlirAttributeIsATTNGTensorMemorySpaceAttr(attr: MlirAttribute) -> bool;
    pub fn mlirAttributeIsATTNGTensorMemoryEncodingAttr(attr: MlirAttribute) -> bool;
    pub fn mlirTTGMemDescTypeWithEncoding(r#type: MlirType, encoding: MlirAttribute) -> MlirType;
    pub fn mlirWeftCheckInput(
        input: MlirStringRef,
        callback: MlirStringCallback,
        user_data: *mut c_void,
    ) -> isize;

    pub fn mlirAttributeIsATTMemorySpaceAttr(attr: MlirAttribute) -> bool;
    pub fn mlirTTMemorySpaceAttrGetChecked(loc: MlirLocation, memory_space: u32) -> MlirAttribute;
    pub fn mlirTTMemorySpaceAttrGetValue(attr: MlirAttribute) -> u32;
    pub fn mlirTTMemorySpaceAttrGetTypeID() -> MlirTypeID;

    pub fn mlirTypeIsATTTileType(r#type: MlirType) -> bool;
    pub fn mlirTTTileTypeGetChecked(
        loc: MlirLocation,
        rank: isize,
        shape: *const i64,
        data_type: u32,
    ) -> MlirType;
    pub fn mlirTTTileTypeGetRank(r#type: MlirType) -> isize;
    pub fn mlirTTTileTypeGetDimSize(r#type: MlirType, pos: isize) -> i64;
    pub fn mlirTTTileTypeGetDataType(r#type: MlirType) -> u32;
    pub fn mlirTTTileTypeGetTypeID() -> MlirTypeID;

    pub fn mlirAttributeIsATTMetalLayoutAttr(attr: MlirAttribute) -> bool;
    pub fn mlirAttributeIsATTDeviceMetalLayoutAttr(attr: MlirAttribute) -> bool;
    pub fn mlirAttributeIsATTLegacyLayoutAttr(attr: MlirAttribute) -> bool;
    pub fn mlirAttributeIsATTCoreLayoutAttr(attr: MlirAttribute) -> bool;
    pub fn mlirTTMetalLayoutAttrGetTypeID() -> MlirTypeID;

    pub fn mlirAttributeIsATTShardLayoutAttr(attr: MlirAttribute) -> bool;
    pub fn mlirTTShardLayoutAttrGetChecked(
        loc: MlirLocation,
        num_strides: isize,
        strides: *const i64,
    ) -> MlirAttribute;
    pub fn mlirTTShardLayoutAttrGetStrideCount(attr: MlirAttribute) -> isize;
    pub fn mlirTTShardLayoutAttrGetStride(attr: MlirAttribute, pos: isize) -> i64;
    pub fn mlirTTShardLayoutAttrGetTypeID() -> MlirTypeID;

    pub fn mlirWeftInsertAllDialects(registry: MlirDialectRegistry);
    pub fn mlirWeftPassWithOptions(
        pass: MlirPass,
        options: MlirStringRef,
        on_error: MlirStringCallback,
        user_data: *mut c_void,
    ) -> MlirPass;
    pub fn mlirWeftRegisterPass(factory: PassFactory, user_data: *mut c_void);
    pub fn mlirWeftRegisterPassPipeline(
        argument: MlirStringRef,
        description: MlirStringRef,
        elements: MlirStringRef,
    );
    pub fn mlirWeftOptMain(argc: c_int, argv: *mut *mut c_char, version: MlirStringRef) -> c_int;
}

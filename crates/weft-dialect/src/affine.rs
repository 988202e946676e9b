//! Converting MLIR affine maps to and from `weft_layout::affine::AffineMap`.
//!
//! Layout maps are linear: sums of `dim * constant` and constants. MLIR's
//! `floordiv`, `mod`, `ceildiv` and symbols are rejected with the reason.

use melior::{Context, ir::AffineMap};
use mlir_sys::{
    MlirAffineExpr, mlirAffineAddExprGet, mlirAffineBinaryOpExprGetLHS,
    mlirAffineBinaryOpExprGetRHS, mlirAffineConstantExprGet, mlirAffineConstantExprGetValue,
    mlirAffineDimExprGet, mlirAffineDimExprGetPosition, mlirAffineExprIsAAdd,
    mlirAffineExprIsACeilDiv, mlirAffineExprIsAConstant, mlirAffineExprIsADim,
    mlirAffineExprIsAFloorDiv, mlirAffineExprIsAMod, mlirAffineExprIsAMul, mlirAffineExprIsASymbol,
    mlirAffineMapGet, mlirAffineMapGetNumDims, mlirAffineMapGetNumResults,
    mlirAffineMapGetNumSymbols, mlirAffineMapGetResult, mlirAffineMulExprGet,
};
use weft_layout::affine::{self as layout_affine, LinearExpr};

use crate::Error;

/// The linear map `map` denotes, or why it is not linear.
pub fn from_mlir(map: AffineMap<'_>) -> Result<layout_affine::AffineMap, Error> {
    let raw = map.to_raw();
    let num_symbols = unsafe { mlirAffineMapGetNumSymbols(raw) };
    if num_symbols != 0 {
        return Err(Error::UnsupportedAffineMap(format!(
            "layout map {map} has {num_symbols} symbols; layout maps take dims only"
        )));
    }
    let num_dims = unsafe { mlirAffineMapGetNumDims(raw) } as usize;
    let count = unsafe { mlirAffineMapGetNumResults(raw) };
    let results = (0..count)
        .map(|i| linear(unsafe { mlirAffineMapGetResult(raw, i) }, num_dims, map))
        .collect::<Result<Vec<_>, _>>()?;
    Ok(layout_affine::AffineMap::try_new(num_dims, results)?)
}

/// `expr` as a linear expression over `num_dims` dims.
fn linear(expr: MlirAffineExpr, num_dims: usize, map: AffineMap<'_>) -> Result<LinearExpr, Error> {
    let not_affine = |what: &str| {
        Error::UnsupportedAffineMap(format!(
            "layout map {map} uses {what}; layout maps are sums of dims times constants"
        ))
    };
    let overflow = || {
        Error::from(weft_layout::LayoutError::Overflow {
            what: format!("layout map {map}"),
        })
    };
    unsafe {
        if mlirAffineExprIsADim(expr) {
            return Ok(LinearExpr::dim(
                num_dims,
                mlirAffineDimExprGetPosition(expr) as usize,
            ));
        }
        if mlirAffineExprIsAConstant(expr) {
            return Ok(LinearExpr::constant_expr(
                num_dims,
                mlirAffineConstantExprGetValue(expr),
            ));
        }
        if mlirAffineExprIsASymbol(expr) {
            return Err(not_affine("a symbol"));
        }
        if mlirAffineExprIsAFloorDiv(expr) {
            return Err(not_affine("floordiv"));
        }
        if mlirAffineExprIsACeilDiv(expr) {
            return Err(not_affine("ceildiv"));
        }
        if mlirAffineExprIsAMod(expr) {
            return Err(not_affine("mod"));
        }
        let lhs = linear(mlirAffineBinaryOpExprGetLHS(expr), num_dims, map)?;
        let rhs = linear(mlirAffineBinaryOpExprGetRHS(expr), num_dims, map)?;
        if mlirAffineExprIsAAdd(expr) {
            return lhs.checked_add(&rhs).ok_or_else(overflow);
        }
        if mlirAffineExprIsAMul(expr) {
            if !lhs.is_constant() && !rhs.is_constant() {
                return Err(not_affine("a product of dims"));
            }
            return lhs.checked_mul(&rhs).ok_or_else(overflow);
        }
    }
    Err(not_affine("an unknown expression kind"))
}

/// The MLIR affine map of a linear map, built term by term in dim order so
/// that it is the very map MLIR's parser makes of the printed form.
pub fn to_mlir<'c>(context: &'c Context, map: &layout_affine::AffineMap) -> AffineMap<'c> {
    let raw_context = context.to_raw();
    let mut results: Vec<MlirAffineExpr> = map
        .results()
        .iter()
        .map(|result| unsafe {
            let mut sum: Option<MlirAffineExpr> = None;
            for (dim, &c) in result.coefficients().iter().enumerate() {
                if c == 0 {
                    continue;
                }
                let mut term = mlirAffineDimExprGet(raw_context, dim as isize);
                if c != 1 {
                    term = mlirAffineMulExprGet(term, mlirAffineConstantExprGet(raw_context, c));
                }
                sum = Some(match sum {
                    Some(previous) => mlirAffineAddExprGet(previous, term),
                    None => term,
                });
            }
            let constant = mlirAffineConstantExprGet(raw_context, result.constant());
            match sum {
                Some(sum) if result.constant() != 0 => mlirAffineAddExprGet(sum, constant),
                Some(sum) => sum,
                None => constant,
            }
        })
        .collect();
    unsafe {
        AffineMap::from_raw(mlirAffineMapGet(
            raw_context,
            map.num_dims() as isize,
            0,
            results.len() as isize,
            results.as_mut_ptr(),
        ))
    }
}

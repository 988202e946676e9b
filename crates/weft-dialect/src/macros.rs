//! The boilerplate every wrapper shares: raw conversions, `TryFrom`, and
//! `Display`/`Debug` through MLIR's printer.

/// Declares a wrapper struct over `melior::ir::Attribute` checked by `$isa`.
macro_rules! attribute_wrapper {
    ($(#[$doc:meta])* $name:ident, $isa:path, $type_id:path, $kind:literal) => {
        $(#[$doc])*
        #[derive(Clone, Copy, PartialEq, Eq)]
        pub struct $name<'c> {
            attribute: melior::ir::Attribute<'c>,
        }

        impl<'c> $name<'c> {
            /// The MLIR TypeID of this attribute class.
            pub fn type_id() -> melior::ir::r#type::TypeId<'static> {
                unsafe { melior::ir::r#type::TypeId::from_raw($type_id()) }
            }

            /// Whether `attribute` is one of these.
            pub fn is_a(attribute: melior::ir::Attribute<'c>) -> bool {
                use melior::ir::attribute::AttributeLike;
                unsafe { $isa(attribute.to_raw()) }
            }

            /// Wraps a raw attribute.
            ///
            /// # Safety
            ///
            /// `raw` must be a valid attribute of this kind.
            pub unsafe fn from_raw(raw: mlir_sys::MlirAttribute) -> Self {
                Self { attribute: unsafe { melior::ir::Attribute::from_raw(raw) } }
            }

            /// Wraps a raw attribute, or `None` if it is null.
            ///
            /// # Safety
            ///
            /// `raw` must be null or a valid attribute of this kind.
            pub unsafe fn from_option_raw(raw: mlir_sys::MlirAttribute) -> Option<Self> {
                if raw.ptr.is_null() { None } else { Some(unsafe { Self::from_raw(raw) }) }
            }

            /// The raw attribute.
            pub fn to_raw(&self) -> mlir_sys::MlirAttribute {
                use melior::ir::attribute::AttributeLike;
                self.attribute.to_raw()
            }

            /// The attribute as a plain `Attribute`.
            pub fn as_attribute(&self) -> melior::ir::Attribute<'c> {
                self.attribute
            }
        }

        impl<'c> TryFrom<melior::ir::Attribute<'c>> for $name<'c> {
            type Error = $crate::Error;

            fn try_from(attribute: melior::ir::Attribute<'c>) -> Result<Self, Self::Error> {
                if Self::is_a(attribute) {
                    Ok(Self { attribute })
                } else {
                    Err($crate::Error::UnexpectedKind { expected: $kind, actual: attribute.to_string() })
                }
            }
        }

        impl<'c> From<$name<'c>> for melior::ir::Attribute<'c> {
            fn from(value: $name<'c>) -> Self {
                value.attribute
            }
        }

        impl std::fmt::Display for $name<'_> {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                std::fmt::Display::fmt(&self.attribute, f)
            }
        }

        impl std::fmt::Debug for $name<'_> {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                std::fmt::Display::fmt(self, f)
            }
        }
    };
}

/// Declares a wrapper struct over `melior::ir::Type` checked by `$isa`.
macro_rules! type_wrapper {
    ($(#[$doc:meta])* $name:ident, $isa:path, $type_id:path, $kind:literal) => {
        $(#[$doc])*
        #[derive(Clone, Copy, PartialEq, Eq)]
        pub struct $name<'c> {
            r#type: melior::ir::Type<'c>,
        }

        impl<'c> $name<'c> {
            /// The MLIR TypeID of this type class.
            pub fn type_id() -> melior::ir::r#type::TypeId<'static> {
                unsafe { melior::ir::r#type::TypeId::from_raw($type_id()) }
            }

            /// Whether `r#type` is one of these.
            pub fn is_a(r#type: melior::ir::Type<'c>) -> bool {
                use melior::ir::r#type::TypeLike;
                unsafe { $isa(r#type.to_raw()) }
            }

            /// Wraps a raw type.
            ///
            /// # Safety
            ///
            /// `raw` must be a valid type of this kind.
            pub unsafe fn from_raw(raw: mlir_sys::MlirType) -> Self {
                Self { r#type: unsafe { melior::ir::Type::from_raw(raw) } }
            }

            /// Wraps a raw type, or `None` if it is null.
            ///
            /// # Safety
            ///
            /// `raw` must be null or a valid type of this kind.
            pub unsafe fn from_option_raw(raw: mlir_sys::MlirType) -> Option<Self> {
                if raw.ptr.is_null() { None } else { Some(unsafe { Self::from_raw(raw) }) }
            }

            /// The raw type.
            pub fn to_raw(&self) -> mlir_sys::MlirType {
                use melior::ir::r#type::TypeLike;
                self.r#type.to_raw()
            }

            /// The type as a plain `Type`.
            pub fn as_type(&self) -> melior::ir::Type<'c> {
                self.r#type
            }
        }

        impl<'c> TryFrom<melior::ir::Type<'c>> for $name<'c> {
            type Error = $crate::Error;

            fn try_from(r#type: melior::ir::Type<'c>) -> Result<Self, Self::Error> {
                if Self::is_a(r#type) {
                    Ok(Self { r#type })
                } else {
                    Err($crate::Error::UnexpectedKind { expected: $kind, actual: r#type.to_string() })
                }
            }
        }

        impl<'c> From<$name<'c>> for melior::ir::Type<'c> {
            fn from(value: $name<'c>) -> Self {
                value.r#type
            }
        }

        impl std::fmt::Display for $name<'_> {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                std::fmt::Display::fmt(&self.r#type, f)
            }
        }

        impl std::fmt::Debug for $name<'_> {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                std::fmt::Display::fmt(self, f)
            }
        }
    };
}

/// Declares `mlirCreateWeft<Pass>`, a pass's entry in Weft's C API
/// (`weft-c/Weft.h`): `$make()` with the options given as in a pipeline,
/// or a null pass and `on_error` when they are wrong
/// ([`crate::pass::create_for_c`]).
#[macro_export]
macro_rules! c_pass_constructor {
    ($(#[$doc:meta])* $name:ident, $make:path) => {
        $(#[$doc])*
        ///
        /// # Safety
        ///
        /// `options` must be a valid string reference, and `on_error` (if
        /// any) callable with `user_data`.
        #[unsafe(no_mangle)]
        pub unsafe extern "C" fn $name(
            options: mlir_sys::MlirStringRef,
            on_error: mlir_sys::MlirStringCallback,
            user_data: *mut std::ffi::c_void,
        ) -> mlir_sys::MlirPass {
            // SAFETY: the caller's guarantees, passed on.
            unsafe { $crate::pass::create_for_c($make, options, on_error, user_data) }
        }
    };
}

//! Enums spelled as keywords in MLIR text (`l1`, `zero`, `bfp_bf8`): one
//! macro gives each its list of values, keyword, `Display` and `FromStr`.

/// Declares a `Copy` enum whose values are written as keywords.
///
/// `what` names the enum in parse errors ("cannot parse memory space 'x':
/// expected one of system, mmio, dram, l1").
macro_rules! keyword_enum {
    (
        $(#[$meta:meta])*
        $vis:vis enum $name:ident ($what:literal) {
            $($(#[$variant_meta:meta])* $variant:ident => $keyword:literal),+ $(,)?
        }
    ) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        $vis enum $name {
            $($(#[$variant_meta])* $variant),+
        }

        impl $name {
            /// Every value, in the order of the dialect's enum (the C API's
            /// numbering).
            pub const ALL: &'static [Self] = &[$(Self::$variant),+];

            /// The keyword in MLIR text.
            pub fn keyword(self) -> &'static str {
                match self {
                    $(Self::$variant => $keyword),+
                }
            }
        }

        impl std::fmt::Display for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(self.keyword())
            }
        }

        impl std::str::FromStr for $name {
            type Err = $crate::LayoutError;

            fn from_str(text: &str) -> $crate::Result<Self> {
                Self::ALL
                    .iter()
                    .copied()
                    .find(|value| value.keyword() == text)
                    .ok_or_else(|| $crate::LayoutError::Parse {
                        what: $what,
                        text: text.to_string(),
                        reason: format!("expected one of {}", [$($keyword),+].join(", ")),
                    })
            }
        }
    };
}

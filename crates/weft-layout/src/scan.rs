//! A cursor over text, shared by Weft's hand-written parsers of attribute
//! bodies (`metal`, `triton`): tokens, errors that say where, and a depth
//! budget so that nesting is bounded.

use crate::error::{LayoutError, Result};

/// Where a parser is in `text`.
pub(crate) struct Scanner<'a> {
    pub(crate) text: &'a str,
    pub(crate) position: usize,
    /// Open nested constructs around the current one.
    depth: usize,
    /// What is being parsed, for messages ("metal layout").
    what: &'static str,
}

impl<'a> Scanner<'a> {
    pub(crate) fn new(text: &'a str, what: &'static str) -> Self {
        Self {
            text,
            position: 0,
            depth: 0,
            what,
        }
    }

    /// A parse error at the current offset.
    pub(crate) fn error(&self, reason: &str) -> LayoutError {
        LayoutError::Parse {
            what: self.what,
            text: self.text.to_string(),
            reason: format!("{reason} at offset {}", self.position),
        }
    }

    /// The text not read yet.
    pub(crate) fn rest(&self) -> &'a str {
        &self.text[self.position..]
    }

    pub(crate) fn skip_space(&mut self) {
        let trimmed = self.rest().trim_start();
        self.position = self.text.len() - trimmed.len();
    }

    /// Reads `token` if it comes next (after spaces).
    pub(crate) fn eat(&mut self, token: &str) -> bool {
        self.skip_space();
        if self.rest().starts_with(token) {
            self.position += token.len();
            true
        } else {
            false
        }
    }

    pub(crate) fn expect(&mut self, token: &str) -> Result<()> {
        if self.eat(token) {
            Ok(())
        } else {
            Err(self.error(&format!("expected '{token}'")))
        }
    }

    /// Whether `word` comes next as a whole word, not the start of a
    /// longer name (`X` but not `Xor`).
    pub(crate) fn at_word(&self, word: &str) -> bool {
        self.rest().strip_prefix(word).is_some_and(|after| {
            !after.starts_with(|c: char| c.is_ascii_alphanumeric() || c == '_')
        })
    }

    /// A run of characters allowed in keywords and type names.
    pub(crate) fn word(&mut self) -> Result<&'a str> {
        self.skip_space();
        let rest = self.rest();
        let end = rest
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
            .unwrap_or(rest.len());
        if end == 0 {
            return Err(self.error("expected a keyword"));
        }
        self.position += end;
        Ok(&rest[..end])
    }

    /// The digits that come next, as `T`.
    pub(crate) fn integer<T: std::str::FromStr>(&mut self) -> Result<T> {
        self.skip_space();
        let rest = self.rest();
        let end = rest
            .find(|c: char| !c.is_ascii_digit())
            .unwrap_or(rest.len());
        if end == 0 {
            return Err(self.error("expected an integer"));
        }
        let value = rest[..end]
            .parse::<T>()
            .map_err(|_| self.error("integer out of range"))?;
        self.position += end;
        Ok(value)
    }

    /// Enters one more nesting level, refusing to go past `max`.
    pub(crate) fn descend(&mut self, max: usize) -> Result<()> {
        if self.depth >= max {
            return Err(self.error(&format!("nesting deeper than {max} levels")));
        }
        self.depth += 1;
        Ok(())
    }

    /// Leaves a level entered with [`Scanner::descend`].
    pub(crate) fn ascend(&mut self) {
        self.depth = self.depth.saturating_sub(1);
    }

    /// `[1, -3, 2]`, possibly empty, with at most `max` entries.
    pub(crate) fn int_list(&mut self, max: usize) -> Result<Vec<i64>> {
        self.expect("[")?;
        let mut values = Vec::new();
        if self.eat("]") {
            return Ok(values);
        }
        loop {
            if values.len() >= max {
                return Err(self.error(&format!("more than {max} entries")));
            }
            let negative = self.eat("-");
            let magnitude: i64 = self.integer()?;
            values.push(if negative { -magnitude } else { magnitude });
            if self.eat("]") {
                return Ok(values);
            }
            self.expect(",")?;
        }
    }

    /// Checks that nothing but spaces is left.
    pub(crate) fn finish(&mut self) -> Result<()> {
        self.skip_space();
        if self.position != self.text.len() {
            return Err(self.error(&format!("unexpected text after the {}", self.what)));
        }
        Ok(())
    }
}

/// Declares a grammar `struct $name<'a> { scan: Scanner<'a> }` whose token
/// methods (`eat`, `word`, `error`, …) are its scanner's.
macro_rules! grammar_over_scanner {
    ($(#[$meta:meta])* $name:ident) => {
        $(#[$meta])*
        struct $name<'a> {
            scan: $crate::scan::Scanner<'a>,
        }

        impl<'a> std::ops::Deref for $name<'a> {
            type Target = $crate::scan::Scanner<'a>;

            fn deref(&self) -> &Self::Target {
                &self.scan
            }
        }

        impl std::ops::DerefMut for $name<'_> {
            fn deref_mut(&mut self) -> &mut Self::Target {
                &mut self.scan
            }
        }
    };
}

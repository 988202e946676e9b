//! AFL target: see `weft_fuzz::cute_layout`.

fn main() {
    afl::fuzz!(|data: &[u8]| {
        if let Ok(text) = std::str::from_utf8(data) {
            weft_fuzz::cute_layout(text);
        }
    });
}

//! AFL target: see `weft_fuzz::spyre_layout`.

fn main() {
    afl::fuzz!(|data: &[u8]| {
        if let Ok(text) = std::str::from_utf8(data) {
            weft_fuzz::spyre_layout(text);
        }
    });
}

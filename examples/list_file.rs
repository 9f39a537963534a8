//! Writes a generated FIDE list file (invented players, FIDE's combined layout) for trying
//! `elocalc list import` and timing it: `cargo run --release --example list_file -- PATH [players]`.

#[path = "../tests/it/fide_list_gen.rs"]
mod fide_list_gen;

use fide_list_gen::{self as generate, Layout, Options};

fn main() -> std::io::Result<()> {
    let mut args = std::env::args().skip(1);
    let path = args.next().expect("a file to write");
    let players: u64 = args
        .next()
        .map_or(1_300_000, |n| n.parse().expect("a number"));
    let mut out = std::io::BufWriter::new(std::fs::File::create(path)?);
    generate::write(
        &mut out,
        Layout::Combined,
        generate::entries(2026, players),
        Options::default(),
    )
}

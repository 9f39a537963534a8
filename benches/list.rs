//! Reading FIDE's combined rating list at its real size: 1.3 million players, generated (never
//! FIDE's own list) into a temporary file, read back one player at a time.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use elocalc::import::fide_list::open_list;
#[path = "../tests/it/fide_list_gen.rs"]
mod fide_list_gen;

use fide_list_gen::{self as generate, Layout, Options};
use std::io::{BufWriter, Write};

const PLAYERS: u64 = 1_300_000;

fn combined_list(c: &mut Criterion) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("players_list_foa.txt");
    let mut out = BufWriter::new(std::fs::File::create(&path).unwrap());
    generate::write(
        &mut out,
        Layout::Combined,
        generate::entries(1, PLAYERS),
        Options::default(),
    )
    .unwrap();
    out.flush().unwrap();
    drop(out);
    let size = std::fs::metadata(&path).unwrap().len();
    let mut group = c.benchmark_group("list");
    group.throughput(Throughput::Bytes(size));
    group.bench_function("combined_txt_1_3m_players", |b| {
        b.iter(|| {
            let mut reader = open_list(&path).unwrap();
            let players = reader.by_ref().filter(|read| read.is_ok()).count() as u64;
            assert_eq!(players, PLAYERS);
            // One player in 97 (the 5th, 102nd, …) has the overflowing titles.
            assert_eq!(reader.realigned(), (PLAYERS - 5).div_ceil(97));
        })
    });
    group.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(10);
    targets = combined_list
}
criterion_main!(benches);

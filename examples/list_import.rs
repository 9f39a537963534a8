//! Imports a generated 1.3-million-player list once into a new database and says how long it
//! took, how large the file is and how fast look-ups are (run under `/usr/bin/time -v` for the
//! peak memory): `cargo run --release --example list_import -- /tmp/lists.sqlite3 [players]`.

#[path = "../benches/common/list.rs"]
mod list;

use elocalc::rating::list::ListMonth;
use elocalc::store::RatingsList;
use std::time::Instant;

fn main() {
    let mut args = std::env::args().skip(1);
    let path = std::path::PathBuf::from(args.next().expect("a database path"));
    let players: u64 = args
        .next()
        .map_or(list::PLAYERS, |n| n.parse().expect("a number"));
    let _ = std::fs::remove_file(&path);
    let mut store = RatingsList::open(&path).unwrap();
    // LIST_IMPORT_ONLY=1: one import and nothing else, for its peak memory alone.
    let only = std::env::var_os("LIST_IMPORT_ONLY").is_some();
    let months: &[(i16, i8)] = if only {
        &[(2026, 11)]
    } else {
        &[(2026, 11), (2026, 12)]
    };
    for (at, &month) in months.iter().enumerate() {
        let month = ListMonth::new(month.0, month.1).unwrap();
        let start = Instant::now();
        let summary = store.import(month, list::entries(players), |_| ()).unwrap();
        println!(
            "import {at} ({month}, {} players): {:.2} s; file {:.1} MB",
            summary.players,
            start.elapsed().as_secs_f64(),
            std::fs::metadata(&path).unwrap().len() as f64 / 1e6
        );
    }
    if only {
        return;
    }
    let start = Instant::now();
    for i in 0..10_000 {
        store
            .by_id(list::entry(i * 97).fide_id, None)
            .unwrap()
            .unwrap();
    }
    println!(
        "by_id: {:.1} µs",
        start.elapsed().as_secs_f64() * 1e6 / 10_000.0
    );
    let target = list::entry(123_456).name;
    let mut typed = String::new();
    for c in target.chars() {
        typed.push(c);
        let start = Instant::now();
        let found = store.search(&typed, None, 20).unwrap();
        println!(
            "search {typed:?}: {:.2} ms, {} found",
            start.elapsed().as_secs_f64() * 1e3,
            found.found.len()
        );
    }
    // A mistyped name: two letters of the surname swapped.
    let mut typo: Vec<char> = target.chars().collect();
    typo.swap(2, 3);
    let typo: String = typo.into_iter().collect();
    let start = Instant::now();
    let found = store.search(&typo, None, 20).unwrap();
    println!(
        "search {typo:?} (mistyped): {:.2} ms, first {:?}",
        start.elapsed().as_secs_f64() * 1e3,
        found.found.first().map(|f| f.entry.name.as_str())
    );
}

//! The rating lists database on a generated 1.3-million-player list: importing it, a look-up
//! by FIDE ID, a name search at each key typed, and a mistyped name (the closest names).

use criterion::{Criterion, criterion_group, criterion_main};
use elocalc::rating::list::ListMonth;
use elocalc::store::RatingsList;
use std::hint::black_box;

#[path = "common/list.rs"]
mod list;

fn month() -> ListMonth {
    ListMonth::new(2026, 12).unwrap()
}

fn lists(c: &mut Criterion) {
    let dir = tempfile::tempdir().unwrap();
    let path = RatingsList::default_path(dir.path());
    let mut group = c.benchmark_group("list_store");
    group.sample_size(10);
    group.bench_function("import 1.3M players (a new database)", |b| {
        b.iter(|| {
            let _ = std::fs::remove_file(&path);
            let mut store = RatingsList::open(&path).unwrap();
            black_box(
                store
                    .import(month(), list::entries(list::PLAYERS), |_| ())
                    .unwrap(),
            )
        })
    });
    group.finish();
    let store = RatingsList::open(&path).unwrap();
    let mut i = 0u64;
    c.bench_function("list_store by_id at 1.3M", |b| {
        b.iter(|| {
            i = (i + 7919) % list::PLAYERS;
            black_box(store.by_id(list::entry(i).fide_id, None).unwrap())
        })
    });
    let name = list::entry(123_456).name;
    let typed: Vec<String> = (1..=name.chars().count())
        .map(|n| name.chars().take(n).collect())
        .collect();
    c.bench_function(
        "list_store search, every key of a name typed, per key",
        |b| {
            let mut key = 0;
            b.iter(|| {
                key = (key + 1) % typed.len();
                black_box(store.search(&typed[key], None, 20).unwrap())
            })
        },
    );
    // The surname with two letters swapped: no name has it, the closest are ranked.
    let mut typo: Vec<char> = name.chars().collect();
    typo.swap(2, 3);
    let typo: String = typo.into_iter().collect();
    c.bench_function("list_store search, a mistyped name", |b| {
        b.iter(|| black_box(store.search(&typo, None, 20).unwrap()))
    });
}

criterion_group!(benches, lists);
criterion_main!(benches);

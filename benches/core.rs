//! The core and its files: a 1,000,000-game rating period in each pool, reading a million-line
//! games file, `period --file` of it whole, writing the period's report, listing sessions beside
//! a million-game one, a player's games in a 20 MB PGN, and a 10,000-player tournament report
//! file rated whole.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use elocalc::calc::{self, Mode, Request};
use elocalc::cli;
use elocalc::import::{lines, pgn, trf};
use elocalc::rating::{KFactor, Pool, Rating, rate_period};
use elocalc::report::{self, Format};
use elocalc::store::{SessionName, Store};
use std::hint::black_box;
use std::io::Cursor;
use std::sync::Arc;

mod common;
#[path = "common/trf.rs"]
mod trf_file;

use common::{GAMES, games};
use trf_file::trf_file;

fn games_file() -> Vec<u8> {
    let mut text = String::with_capacity(GAMES * 12);
    for (i, game) in games().iter().enumerate() {
        let opponent = game
            .opponent
            .rating()
            .map_or_else(|| "unrated".to_string(), |r| r.value().to_string());
        let separator = [" | ", ",", " "][i % 3];
        text.push_str(&format!(
            "{opponent}{separator}{}\n",
            game.score.as_number()
        ));
    }
    text.into_bytes()
}

fn period(c: &mut Criterion) {
    let games = games();
    let rating = Rating::new(2000.0).unwrap();
    let k = KFactor::new(20).unwrap();
    let mut group = c.benchmark_group("period");
    group
        .sample_size(10)
        .throughput(Throughput::Elements(GAMES as u64));
    for pool in [Pool::FideStandard, Pool::FideBlitz, Pool::Continuous] {
        group.bench_function(format!("rate 1M games, {}", pool.key()), |b| {
            b.iter(|| rate_period(pool, rating, k, black_box(&games)).unwrap())
        });
    }
    let file = games_file();
    group.throughput(Throughput::Bytes(file.len() as u64));
    group.bench_function("parse a 1M-line games file", |b| {
        b.iter(|| lines::read(Cursor::new(black_box(&file)), Pool::FideStandard).unwrap())
    });
    // The whole command on the million-line file, as `elocalc period --file FILE --rating 2000
    // [--json] > /dev/null` runs it but for the process's start: read, rated, written.
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("games.txt");
    std::fs::write(&path, &file).unwrap();
    for (json, name) in [(true, "JSON"), (false, "text")] {
        let mut args = vec!["elocalc", "period", "--file", path.to_str().unwrap()];
        args.extend(["--rating", "2000"]);
        args.extend(json.then_some("--json"));
        let command = cli::parse(args.into_iter().map(Into::into).collect())
            .unwrap()
            .command
            .unwrap();
        group.bench_function(format!("period --file of 1M lines as {name}"), |b| {
            b.iter(|| {
                let mut out = std::io::BufWriter::new(std::io::sink());
                cli::run(
                    &command,
                    Some(dir.path()),
                    Some(dir.path()),
                    &mut out,
                    &mut std::io::sink(),
                )
                .unwrap()
            })
        });
    }
    // Writing the million games' report, as `period --file … > /dev/null` does.
    let request = Request {
        mode: Mode::Tournament,
        rating: "2000".into(),
        read_games: std::sync::Arc::new(games.clone()),
        ..Request::default()
    };
    let evaluation = calc::evaluate(&request, elocalc::calc::Today::in_year(2026));
    group.throughput(Throughput::Elements(GAMES as u64));
    for (format, name) in [(Some(Format::Json), "JSON"), (None, "text")] {
        group.bench_function(format!("write a 1M-game period as {name}"), |b| {
            b.iter(|| report::write(&evaluation, format, &mut std::io::sink()).unwrap())
        });
    }
    // Listing sessions when one holds a million games.
    let dir = tempfile::tempdir().unwrap();
    let store = Store::new(dir.path());
    let big = Request {
        rows: games.iter().map(calc::Row::from).collect(),
        ..request
    };
    store
        .save(&SessionName::parse("a million games").unwrap(), &big)
        .unwrap();
    group.throughput(Throughput::Elements(1));
    group.bench_function("list sessions, one of 1M games", |b| {
        b.iter(|| store.list().unwrap())
    });
    let pgn = pgn_file();
    group.throughput(Throughput::Bytes(pgn.len() as u64));
    group.bench_function("a player's games from a 20 MB PGN", |b| {
        b.iter(|| pgn::player_games(Cursor::new(black_box(&pgn)), "me, myself", |_| {}).unwrap())
    });
    let trf = trf_file();
    group.throughput(Throughput::Bytes(trf.len() as u64));
    group.bench_function("rate a TRF of 9,998 players, 99,980 games", |b| {
        b.iter(|| {
            let tournament = trf::read(black_box(&trf)).unwrap();
            let report = calc::trf::rate_field(Arc::new(tournament), &Default::default()).unwrap();
            report::render(&report, Some(Format::Json)).len()
        })
    });
    group.finish();
}

/// About 20 MB of PGN: 60,000 games with comments, one in fifty of them "Me, Myself"'s.
fn pgn_file() -> Vec<u8> {
    let mut text = String::with_capacity(21 << 20);
    for i in 0..60_000 {
        let white = if i % 50 == 0 {
            "Me, Myself".to_string()
        } else {
            format!("Player{}, A", i % 3000)
        };
        text.push_str(&format!(
            "[Event \"Big Open\"]\n[Site \"?\"]\n[Round \"{i}\"]\n[White \"{white}\"]\n\
             [Black \"Player{}, B\"]\n[Result \"1-0\"]\n[WhiteElo \"{}\"]\n[BlackElo \"{}\"]\n\
             [TimeControl \"5400+30\"]\n\n1. e4 {{a comment}} e5 2. Nf3 Nc6 3. Bb5 a6 (3... Nf6) \
             4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O 9. h3 Nb8 1-0\n\n",
            i % 2000,
            1400 + i % 1200,
            1500 + i % 1100
        ));
    }
    text.into_bytes()
}

criterion_group!(benches, period);
criterion_main!(benches);

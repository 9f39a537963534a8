//! Large tournament report files, generated: every player meets another in every round, so the
//! field is as dense as a file can be. A small one is checked here; the README's memory figure
//! (6,000 players × 999 rounds, 60 MB) is written by the ignored test:
//! `ELOCALC_TRF_FIELD=/tmp/field.trf cargo test --release --test it trf_large -- --ignored`, then
//! `/usr/bin/time -v elocalc trf /tmp/field.trf --json > /tmp/out.json`.

use std::sync::Arc;

use elocalc::calc::trf::{FieldOptions, rate_field};
use elocalc::import::trf::read;

/// `players` players over `rounds` rounds: in round r player i (from 0) meets (r − i) mod N,
/// White the lower; where 2i ≡ r there is no opponent and the player has a pairing-allocated
/// bye. Every tenth player is unrated. The points column holds the rounds' points where they
/// fit its four places, and is blank where they do not.
pub(crate) fn field(players: usize, rounds: usize) -> String {
    let mut text = String::from("012 Generated Open\n052 2026/01/31\n");
    for i in 0..players {
        let mut blocks = Vec::with_capacity(rounds);
        let mut halves = 0;
        for r in 1..=rounds {
            let j = (r + players - i % players) % players;
            if j == i {
                blocks.push("0000 - U".to_string());
                halves += 2;
                continue;
            }
            let (a, b) = (i.min(j), i.max(j));
            // 0: the lower wins, 1: a draw, 2: the higher wins.
            let outcome = (a * 31 + b * 17 + r) % 3;
            let mine = match (outcome, i == a) {
                (1, _) => 1,
                (0, true) | (2, false) => 2,
                _ => 0,
            };
            halves += mine;
            let code = ['0', '=', '1'][mine];
            let colour = if i == a { 'w' } else { 'b' };
            blocks.push(format!("{:>4} {colour} {code}", j + 1));
        }
        let points = format!("{}.{}", halves / 2, if halves % 2 == 1 { 5 } else { 0 });
        let points = if points.len() <= 4 {
            points
        } else {
            String::new()
        };
        let rating = if i % 10 == 9 {
            0
        } else {
            1400 + (i * 7919) % 1400
        };
        text.push_str(&format!(
            "001 {:>4} m    {:<33} {rating:>4} GER {:>11} 1990/01/01 {points:>4} {:>4}  {}\n",
            i + 1,
            format!("Player {}", i + 1),
            100_000 + i,
            i + 1,
            blocks.join("  ")
        ));
    }
    text
}

#[test]
fn a_dense_field_of_more_than_999_rounds_reads_whole() {
    let text = field(12, 1_005);
    let tournament = read(text.as_bytes()).unwrap();
    assert!(
        tournament
            .players
            .iter()
            .all(|player| player.rounds.len() == 1_005)
    );
    let report = rate_field(Arc::new(tournament), &FieldOptions::default()).unwrap();
    // The rounds shown are the file's, every one, and score what the generator gave.
    for result in &report.players {
        assert_eq!(report.rounds(result).len(), 1_005);
        assert_eq!(report.rounds(result).last().unwrap().round.round, 1_005);
    }
    let mut json = Vec::new();
    elocalc::report::json::field(&report, &mut json).unwrap();
    let json: serde_json::Value = serde_json::from_slice(&json).unwrap();
    for player in json["players"].as_array().unwrap() {
        let games = player["games"].as_array().unwrap();
        assert_eq!(games.len(), 1_005);
        let points: f64 = games
            .iter()
            .map(|game| game["score"].as_f64().unwrap())
            .sum();
        assert_eq!(player["round_points"].as_f64().unwrap(), points);
    }
    assert_eq!(json["warnings"], serde_json::json!([]));
    // A field whose points fit the column agrees with it everywhere.
    let small = read(field(30, 40).as_bytes()).unwrap();
    assert!(
        small
            .players
            .iter()
            .all(|player| player.file_points.is_some())
    );
    assert!(small.players.iter().all(|player| !player.points_disagree()));
}

#[test]
#[ignore = "writes a 60 MB file where ELOCALC_TRF_FIELD says, for measuring by hand"]
fn write_the_measured_field() {
    let path = std::env::var("ELOCALC_TRF_FIELD").expect("ELOCALC_TRF_FIELD=PATH");
    std::fs::write(path, field(6_000, 999)).unwrap();
}

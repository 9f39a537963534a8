//! Mutations of the hand-made tournament report files: one byte changed, or the rest of a
//! player line moved a column left or right. Whatever comes of it, the reader answers with an
//! error that names a line of the file, or with a report in which every player's points column
//! agrees with the points their rounds give — or the report says it does not (a warning naming
//! the line). Never a plausible report from columns read in the wrong place, in silence.

use std::sync::Arc;

use elocalc::calc::trf::{FieldOptions, rate_field};
use elocalc::import::trf::read;
use proptest::prelude::*;
use serde_json::Value;

const FIXTURES: [&str; 3] = [
    "worked-example.trf",
    "byes-and-forfeits.trf",
    "trf2026-blitz.trf",
];

fn fixture(name: &str) -> Vec<u8> {
    std::fs::read(format!(
        "{}/tests/fixtures/trf/{name}",
        env!("CARGO_MANIFEST_DIR")
    ))
    .unwrap()
}

/// The file's lines as the format defines them (CR, LF or CRLF end one), each decoded as the
/// format's reader must: UTF-8 when it is, else Windows-1252.
fn lines(bytes: &[u8]) -> Vec<String> {
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    let mut lines = Vec::new();
    let mut start = 0;
    let mut at = 0;
    while at < bytes.len() {
        match bytes[at] {
            b'\r' | b'\n' => {
                lines.push(&bytes[start..at]);
                if bytes[at] == b'\r' && bytes.get(at + 1) == Some(&b'\n') {
                    at += 1;
                }
                start = at + 1;
            }
            _ => {}
        }
        at += 1;
    }
    if start < bytes.len() {
        lines.push(&bytes[start..]);
    }
    lines
        .into_iter()
        .map(|line| match std::str::from_utf8(line) {
            Ok(text) => text.to_string(),
            Err(_) => encoding_rs::WINDOWS_1252
                .decode_without_bom_handling(line)
                .0
                .into_owned(),
        })
        .collect()
}

/// The points column (81–84) of a line, in tenths, read here on its own.
fn points_column(line: &str) -> Option<u32> {
    let text: String = line.chars().skip(80).take(4).collect();
    let text = text.trim();
    (!text.is_empty()).then(|| (text.parse::<f64>().unwrap() * 10.0).round() as u32)
}

/// A change to a file.
#[derive(Clone, Debug)]
enum Mutation {
    /// The byte at (a fraction of the file's length) becomes this one.
    Byte(f64, u8),
    /// On the nth player line (modulo their number), at a column (a fraction of its length):
    /// a space put in (`true`: the rest moves right) or the character there taken out.
    Shift(usize, f64, bool),
}

/// Bytes that mean something in a TRF, and any other.
fn any_byte() -> impl Strategy<Value = u8> {
    prop_oneof![
        prop::sample::select(b" 0123456789.=+-wbWDLHFUZ\t\r\n".to_vec()),
        Just(0xE9u8),
        Just(0xC3u8),
        any::<u8>(),
    ]
}

fn any_mutation() -> impl Strategy<Value = Mutation> {
    prop_oneof![
        (0.0..1.0f64, any_byte()).prop_map(|(at, byte)| Mutation::Byte(at, byte)),
        (0..20usize, 0.0..1.0f64, any::<bool>())
            .prop_map(|(line, at, insert)| Mutation::Shift(line, at, insert)),
    ]
}

fn mutate(bytes: &[u8], mutation: &Mutation) -> Vec<u8> {
    let mut bytes = bytes.to_vec();
    match *mutation {
        Mutation::Byte(at, byte) => {
            let at = ((bytes.len() as f64 * at) as usize).min(bytes.len() - 1);
            bytes[at] = byte;
        }
        Mutation::Shift(nth, at, insert) => {
            // The player lines' starts and ends, by byte.
            let mut spans = Vec::new();
            let mut start = 0;
            for (index, &byte) in bytes.iter().enumerate() {
                if byte == b'\n' || byte == b'\r' {
                    spans.push((start, index));
                    start = index + 1;
                }
            }
            spans.push((start, bytes.len()));
            let players: Vec<(usize, usize)> = spans
                .into_iter()
                .filter(|&(from, to)| bytes[from..to].starts_with(b"001"))
                .collect();
            let (from, to) = players[nth % players.len()];
            let column = from + ((to - from) as f64 * at) as usize;
            if insert {
                bytes.insert(column, b' ');
            } else if column < to {
                bytes.remove(column);
            }
        }
    }
    bytes
}

/// What the property demands of one file's bytes.
fn reads_right_or_refuses(bytes: &[u8]) -> Result<(), TestCaseError> {
    let lines = lines(bytes);
    let tournament = match read(bytes) {
        Err(error) => {
            // An error names a line of the file, in words.
            prop_assert!(
                (1..=lines.len().max(1)).contains(&error.line),
                "{error} names no line of {}",
                lines.len()
            );
            let prefix = format!("line {}: ", error.line);
            prop_assert!(error.to_string().starts_with(&prefix), "{}", error);
            prop_assert!(error.problem.len() > 10, "{error}");
            return Ok(());
        }
        Ok(tournament) => tournament,
    };
    let report = rate_field(Arc::new(tournament), &FieldOptions::default())
        .map_err(|problem| TestCaseError::fail(format!("a read file is not rated: {problem}")))?;
    let mut json = Vec::new();
    elocalc::report::json::field(&report, &mut json).unwrap();
    let json: Value = serde_json::from_slice(&json).unwrap();
    let warnings: Vec<&str> = json["warnings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|warning| warning.as_str().unwrap())
        .collect();
    let notes = elocalc::report::sheet::field_notes(&report, elocalc::report::words::GIVE_K_FLAG);
    prop_assert_eq!(
        notes
            .iter()
            .any(|note| note.starts_with("Warning: the points column")),
        !warnings.is_empty()
    );
    // Every line read as a player: its points column, read here, against the points of the
    // rounds the report shows for it (the lines left out: their rounds as read).
    let mut round_tenths = std::collections::BTreeMap::new();
    for result in &report.players {
        let tenths: f64 = report
            .rounds(result)
            .map(|round| round.score.points())
            .sum();
        round_tenths.insert(report.player(result).line, (tenths * 10.0).round() as u32);
    }
    for &index in &report.left_out {
        let player = &report.tournament.players[index];
        let tenths: f64 = player
            .rounds
            .iter()
            .map(|round| round.code.score().points())
            .sum();
        round_tenths.insert(player.line, (tenths * 10.0).round() as u32);
    }
    prop_assert_eq!(round_tenths.len(), report.tournament.players.len());
    for player in &report.tournament.players {
        let line = &lines[player.line - 1];
        prop_assert!(
            line.starts_with("001"),
            "line {} is not a player line",
            player.line
        );
        let Some(file) = points_column(line) else {
            continue;
        };
        let rounds = round_tenths[&player.line];
        let warned = warnings.iter().any(|warning| {
            warning.starts_with(&format!(
                "line {}: player {} ",
                player.line, player.start_rank
            ))
        });
        prop_assert!(
            file == rounds || warned,
            "line {}: points column {file} tenths, rounds {rounds}, and no warning",
            player.line
        );
        prop_assert!(file != rounds || !warned, "a warning for agreeing points");
    }
    Ok(())
}

#[test]
fn the_fixtures_themselves_read_with_no_warning() {
    for name in FIXTURES {
        let bytes = fixture(name);
        reads_right_or_refuses(&bytes).unwrap();
        let report = rate_field(Arc::new(read(&bytes).unwrap()), &FieldOptions::default());
        assert_eq!(report.unwrap().points_disagree().count(), 0, "{name}");
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1500))]

    #[test]
    fn a_mutated_file_is_refused_by_line_or_reads_with_its_points_accounted_for(
        name in prop::sample::select(FIXTURES.to_vec()),
        mutations in prop::collection::vec(any_mutation(), 1..3),
    ) {
        let mut bytes = fixture(name);
        for mutation in &mutations {
            bytes = mutate(&bytes, mutation);
        }
        reads_right_or_refuses(&bytes)?;
    }
}

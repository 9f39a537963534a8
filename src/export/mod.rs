//! Results written out for other programs: JSON (the stable contract for scripts), CSV (opens in
//! a spreadsheet) and Markdown (a table for a README or a forum post). The CLI and the TUI both
//! export through here.

pub mod json;

use std::fs;
use std::io::{self, Write};

use std::fmt;
use std::path::Path;
use std::str::FromStr;

use crate::form::Outcome;
use crate::present;
use crate::rating::{GameOutcome, InitialRating, MultiOutcome, PeriodOutcome};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    Csv,
    Markdown,
    Json,
}

impl Format {
    pub const NAMES: &str = "csv, md or json";

    /// The format a file name asks for: `.csv`, `.md` / `.markdown`, `.json`.
    pub fn of_path(path: &Path) -> Option<Format> {
        path.extension()?.to_str()?.parse().ok()
    }
}

impl FromStr for Format {
    type Err = String;
    fn from_str(text: &str) -> Result<Format, String> {
        match text.trim().to_ascii_lowercase().as_str() {
            "csv" => Ok(Format::Csv),
            "md" | "markdown" => Ok(Format::Markdown),
            "json" => Ok(Format::Json),
            _ => Err(format!("format '{text}' must be {}", Format::NAMES)),
        }
    }
}

impl fmt::Display for Format {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Format::Csv => "csv",
            Format::Markdown => "md",
            Format::Json => "json",
        })
    }
}

/// A titled table, the shape every result is written in for CSV and Markdown.
struct Table {
    title: &'static str,
    headers: Vec<&'static str>,
    rows: Vec<Vec<String>>,
}

fn pairs(title: &'static str, rows: Vec<(&str, String)>) -> Table {
    Table {
        title,
        headers: vec!["Item", "Value"],
        rows: rows
            .into_iter()
            .map(|(item, value)| vec![item.to_string(), value])
            .collect(),
    }
}

fn period_tables(outcome: &PeriodOutcome) -> Vec<Table> {
    let games = Table {
        title: "Games",
        headers: present::GAME_COLUMNS.to_vec(),
        rows: outcome
            .games
            .iter()
            .enumerate()
            .map(|(index, line)| present::game_row(index, line))
            .collect(),
    };
    let totals = pairs(
        "Totals",
        vec![
            ("Pool", outcome.pool.label().to_string()),
            ("Rating", present::rating(outcome.rating.value())),
            ("K", outcome.k.value().to_string()),
            ("K effective", outcome.k_effective.to_string()),
            ("Rated games", outcome.rated_games.to_string()),
            ("Score", present::points(outcome.score)),
            (
                "Expected",
                present::expected_total(outcome.expected_total, outcome.pool),
            ),
            (
                "Change unrounded",
                present::signed(outcome.change_unrounded, 2),
            ),
            ("Change", present::change(outcome.change)),
            ("New rating", present::new_rating(outcome.new_rating)),
        ],
    );
    vec![games, totals]
}

fn game_tables(outcome: &GameOutcome) -> Vec<Table> {
    let side = |name: &str, side: &crate::rating::SideOutcome| {
        vec![
            name.to_string(),
            present::rating(side.rating.value()),
            side.k.value().to_string(),
            side.score.as_number().to_string(),
            side.expected.map_or_else(present::dash, present::expected),
            present::signed(side.change_unrounded, 2),
            present::change(side.change),
            present::new_rating(side.new_rating),
        ]
    };
    let players = Table {
        title: "Game",
        headers: vec![
            "Player",
            "Rating",
            "K",
            "Score",
            "Expected",
            "Change unrounded",
            "Change",
            "New rating",
        ],
        rows: vec![
            side("You", &outcome.player),
            side("Opponent", &outcome.opponent),
        ],
    };
    let scenarios = Table {
        title: "If the game ends",
        headers: vec!["Result for you", "You", "Opponent"],
        rows: outcome
            .scenarios
            .iter()
            .map(|s| {
                vec![
                    s.score.label().to_string(),
                    present::change(s.player),
                    present::change(s.opponent),
                ]
            })
            .collect(),
    };
    vec![players, scenarios]
}

fn multi_tables(outcome: &MultiOutcome) -> Vec<Table> {
    vec![pairs(
        "Multi",
        vec![
            ("Pool", outcome.pool.label().to_string()),
            ("Rating", present::rating(outcome.rating.value())),
            ("Average opponent", present::rating(outcome.average.value())),
            ("Games", outcome.games.to_string()),
            ("Points", present::points(outcome.points.value())),
            (
                "Expected per game",
                outcome
                    .expected
                    .map_or_else(present::dash, present::expected),
            ),
            (
                "Expected",
                present::expected_total(outcome.expected_total, outcome.pool),
            ),
            ("K effective", outcome.k_effective.to_string()),
            (
                "Change unrounded",
                present::signed(outcome.change_unrounded, 2),
            ),
            ("Change", present::change(outcome.change)),
            ("New rating", present::new_rating(outcome.new_rating)),
        ],
    )]
}

fn initial_tables(initial: &InitialRating) -> Vec<Table> {
    vec![pairs(
        "Initial rating",
        vec![
            ("Games", initial.games.to_string()),
            ("Score", present::points(initial.score)),
            ("Ra", format!("{:.2}", initial.ra)),
            ("p", format!("{:.2}", initial.p)),
            ("dp", present::signed(initial.dp as f64, 0)),
            (
                "Rating",
                initial.rating.map_or_else(present::dash, |r| r.to_string()),
            ),
            (
                "Published",
                initial
                    .not_published
                    .map_or_else(|| "yes".to_string(), |r| format!("no: {r}")),
            ),
        ],
    )]
}

fn csv(tables: &[Table]) -> String {
    let mut out = Vec::new();
    for (index, table) in tables.iter().enumerate() {
        if index > 0 {
            out.push(b'\n');
        }
        let mut writer = ::csv::WriterBuilder::new()
            .flexible(true)
            .from_writer(&mut out);
        let written = writer
            .write_record(&table.headers)
            .and_then(|()| {
                table
                    .rows
                    .iter()
                    .try_for_each(|row| writer.write_record(row))
            })
            .and_then(|()| writer.flush().map_err(Into::into));
        written.expect("writing to memory cannot fail");
    }
    String::from_utf8(out).expect("the cells are text")
}

fn markdown(tables: &[Table]) -> String {
    let cell = |text: &str| text.replace('|', "\\|");
    let mut out = String::new();
    for (index, table) in tables.iter().enumerate() {
        if index > 0 {
            out.push('\n');
        }
        out += &format!("### {}\n\n", table.title);
        out += &format!("| {} |\n", table.headers.join(" | "));
        out += &format!(
            "|{}|\n",
            table
                .headers
                .iter()
                .map(|_| " --- ")
                .collect::<Vec<_>>()
                .join("|")
        );
        for row in &table.rows {
            let cells: Vec<String> = row.iter().map(|c| cell(c)).collect();
            out += &format!("| {} |\n", cells.join(" | "));
        }
    }
    out
}

/// A computed outcome in `format`; `None` for an outcome that holds no result.
pub fn outcome(outcome: &Outcome, format: Format) -> Option<String> {
    if format == Format::Json {
        return json::outcome(outcome);
    }
    let tables = match outcome {
        Outcome::Invalid(_) => return None,
        Outcome::Game(game) => game_tables(game),
        Outcome::Period(period) => period_tables(period),
        Outcome::Multi(multi) => multi_tables(multi),
        Outcome::Initial(initial) => initial_tables(initial),
    };
    Some(if format == Format::Csv {
        csv(&tables)
    } else {
        markdown(&tables)
    })
}

/// Writes a new file; an existing one is replaced only with `force` (then atomically), and is
/// otherwise an `AlreadyExists` error.
pub fn write_file(path: &Path, text: &str, force: bool) -> io::Result<()> {
    if force {
        return crate::session::write_atomic(path, text.as_bytes());
    }
    let mut file = fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(path)?;
    file.write_all(text.as_bytes())?;
    file.sync_all()
}

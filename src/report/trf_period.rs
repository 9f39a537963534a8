//! Several tournament report files rated as one rating period (`elocalc trf A B …`): one row a
//! player — base, K, n over the period, Σ K·chg, the change rounded once, the new rating — and
//! each player's events in FIDE's columns; the sheet and the JSON side by side. And the words
//! of one player's period of several files (`elocalc period --trf`).

use std::io;

use serde::Serialize;

use super::common::{Change, EachPlayer, Number, printable_owned, render};
use super::events::{EventJson, event_dates, events_json};
use super::numbers::{self, DASH, change, new_rating, rating, signed};
use super::{Cell, Key, Line, Lines, Report, Section, Sheet, Tone, words};
use crate::calc::trf::KSource;
use crate::calc::trf_period::{FileEvent, FilesPlayer, FilesReport, PlayerPeriod};
use crate::rating::tournament::Tournament;

pub const FILES: &str = "Files";
pub const EVENTS: &str = "Events";

/// The columns of the files, one row an event.
pub const FILE_COLUMNS: [&str; 5] = ["#", "Event", "File", "Dates", "List"];

/// The columns of the players, one row a player over the period.
pub const PLAYER_COLUMNS: [&str; 11] = [
    "#",
    "Name",
    "FIDE ID",
    "Fed",
    "Base",
    "K",
    "Events",
    "n",
    "Σ K·chg",
    "Δ",
    "New",
];

/// The columns of every player's events.
pub const EVENT_COLUMNS: [&str; 7] = ["#", "Name", "Event", "Ro", "n", "chg", "K·chg"];

/// What a file's `042`/`052` said that is no date, a note each.
pub fn unread_dates(label: &str, tournament: &Tournament) -> Vec<String> {
    tournament
        .unread_dates
        .iter()
        .map(|(record, text)| words::unread_date(label, record, text))
        .collect()
}

/// What one player's period of several files assumed: where the base and K came from, and the
/// dates that did not read.
pub fn player_period_notes(
    period: &PlayerPeriod,
    labels: &[String],
    base_given: bool,
) -> Vec<String> {
    let mut notes = Vec::new();
    let latest = &labels[period.latest];
    if !base_given {
        notes.push(words::files_base(period.base, latest, period.latest_by));
    }
    if let Some((k, KSource::File(rule))) = period.k {
        notes.push(words::files_player_k(k, rule, latest));
    }
    notes
}

/// An event's file, as its row says it.
fn file_line(number: usize, label: &str, event: &FileEvent) -> Line {
    Line::new(
        Key::Item,
        vec![
            Cell::plain(number.to_string()),
            Cell::plain(printable_owned(&event.name)),
            Cell::plain(printable_owned(label)),
            Cell::plain(event_dates(event.start, event.end)),
            Cell::plain(event.pool.label().to_string()),
        ],
    )
}

fn player_line(report: &FilesReport, number: usize, player: &FilesPlayer) -> Line {
    let line = report.latest_line(player);
    let text = |value: Option<&str>| Cell::plain(value.map(printable_owned).unwrap_or_default());
    let mut cells = vec![
        Cell::plain(number.to_string()),
        Cell::plain(printable_owned(&line.name)),
        text(report.fide_id(player)),
        text(line.federation.as_deref()),
    ];
    match &player.period {
        Some(period) => {
            let outcome = &period.events.outcome;
            cells.extend([
                Cell::plain(rating(outcome.base.value())),
                Cell::plain(words::k_effective_short(outcome.k, outcome.k_effective)),
                Cell::plain(player.lines.len().to_string()),
                Cell::plain(outcome.rated_games.to_string()),
                Cell::plain(signed(outcome.change_unrounded, 2)),
                Cell::new(
                    change(outcome.change),
                    Tone::of_change(outcome.change.value()),
                ),
                Cell::new(new_rating(outcome.new_rating), Tone::Strong),
            ]);
        }
        None => {
            // Unrated in every file, or in one of them (the note names them).
            let unrated = player
                .lines
                .iter()
                .all(|&line| report.line(line).rating.is_none());
            cells.push(Cell::plain(if unrated {
                crate::rating::UNRATED
            } else {
                DASH
            }));
            cells.push(Cell::plain(DASH));
            cells.push(Cell::plain(player.lines.len().to_string()));
            cells.extend([DASH; 4].map(|dash| Cell::new(dash, Tone::Muted)));
        }
    }
    Line::new(Key::Item, cells)
}

fn event_lines(report: &FilesReport, number: usize, player: &FilesPlayer) -> Vec<Line> {
    let Some(period) = &player.period else {
        return Vec::new();
    };
    let name = printable_owned(&report.latest_line(player).name);
    period
        .events
        .parts
        .iter()
        .zip(&player.lines)
        .map(|(part, &(file, _))| {
            let event = &part.outcome;
            Line::new(
                Key::Item,
                vec![
                    Cell::plain(number.to_string()),
                    Cell::plain(name.clone()),
                    Cell::plain(format!(
                        "{} · {}",
                        file + 1,
                        printable_owned(&part.heading.name)
                    )),
                    Cell::plain(rating(event.rating.value())),
                    Cell::plain(event.rated_games.to_string()),
                    Cell::new(signed(event.chg, 2), Tone::of_change(event.chg)),
                    Cell::new(signed(event.k_chg, 2), Tone::of_change(event.k_chg)),
                ],
            )
        })
        .collect()
}

/// A player of the files with the files they are in: "Jose Nunez (a.trf, b.trf)".
fn with_files(report: &FilesReport, player: &FilesPlayer) -> String {
    let files: Vec<&str> = player
        .lines
        .iter()
        .map(|&(file, _)| report.files[file].label.as_str())
        .collect();
    format!(
        "{} ({})",
        printable_owned(&report.latest_line(player).name),
        files.join(", ")
    )
}

/// What the report assumes and what it could not do.
pub fn files_notes(report: &FilesReport) -> Vec<String> {
    let mut notes = vec![words::files_as_period(report.latest_by)];
    if report
        .players
        .iter()
        .any(|player| matches!(&player.period, Some(p) if matches!(p.k.1, KSource::File(_))))
    {
        notes.push(words::files_k_rule());
    }
    let by_name: Vec<String> = report
        .players
        .iter()
        .filter(|player| player.by_name)
        .map(|player| with_files(report, player))
        .collect();
    if !by_name.is_empty() {
        notes.push(words::files_matched_by_name(&by_name));
    }
    if !report.unmatched.is_empty() {
        let names: Vec<String> = report
            .unmatched
            .iter()
            .map(|&(file, index)| {
                format!(
                    "{} ({})",
                    printable_owned(&report.line((file, index)).name),
                    report.files[file].label
                )
            })
            .collect();
        notes.push(words::files_unmatched(&names));
    }
    let unrated: Vec<String> = report
        .unrated_somewhere()
        .map(|player| with_files(report, player))
        .collect();
    if !unrated.is_empty() {
        notes.push(words::files_unrated(&unrated));
    }
    for file in &report.files {
        notes.extend(unread_dates(&file.label, &file.tournament));
    }
    notes
}

/// The whole field of several files as one period.
pub fn files_sheet(report: &FilesReport) -> Sheet<'static> {
    let files = report
        .files
        .iter()
        .zip(&report.events)
        .enumerate()
        .map(|(at, (file, event))| file_line(at + 1, &file.label, event))
        .collect();
    let players = report
        .players
        .iter()
        .enumerate()
        .map(|(at, player)| player_line(report, at + 1, player))
        .collect();
    let events = report
        .players
        .iter()
        .enumerate()
        .flat_map(|(at, player)| event_lines(report, at + 1, player))
        .collect();
    Sheet {
        title: format!(
            "Rating period of {} files · {} · {}",
            report.files.len(),
            report.pool.label(),
            numbers::players(report.players.len())
        ),
        sections: vec![
            Section {
                title: FILES,
                header: FILE_COLUMNS.map(String::from).to_vec(),
                show_header: true,
                right: vec![0],
                lines: Lines::Fixed(files),
            },
            Section {
                title: super::field::PLAYERS,
                header: PLAYER_COLUMNS.map(String::from).to_vec(),
                show_header: true,
                right: vec![0, 2, 4, 5, 6, 7, 8, 9, 10],
                lines: Lines::Fixed(players),
            },
            Section {
                title: EVENTS,
                header: EVENT_COLUMNS.map(String::from).to_vec(),
                show_header: true,
                right: vec![0, 3, 4, 5, 6],
                lines: Lines::Fixed(events),
            },
        ],
        notes: files_notes(report),
    }
}

#[derive(Serialize)]
struct FilesJson<'a> {
    pool: &'static str,
    /// How the latest file (the base's) was found: "start date" or "file order".
    latest_by: &'static str,
    files: Vec<FileJson<'a>>,
    players: EachPlayer<'a, FilesReport, FilesPlayer, PlayerJson<'a>>,
    notes: Vec<String>,
}

#[derive(Serialize)]
struct FileJson<'a> {
    name: &'a str,
    path: &'a str,
    start: Option<String>,
    end: Option<String>,
    pool: &'static str,
    pool_source: &'static str,
}

#[derive(Serialize)]
struct PlayerJson<'a> {
    name: &'a str,
    fide_id: Option<&'a str>,
    federation: Option<&'a str>,
    /// The latest file's rating: the period's change is added to it.
    base: Option<Number>,
    k: Option<u32>,
    k_source: Option<std::borrow::Cow<'static, str>>,
    k_effective: Option<u32>,
    rated_games: Option<u64>,
    change_unrounded: Option<f64>,
    change: Option<Change>,
    new_rating: Option<Change>,
    /// Whether a line without a FIDE ID was matched to the others by name.
    matched_by_name: bool,
    /// The files the player is in (by number from 1) and their starting rank in each.
    lines: Vec<LineJson>,
    events: Vec<EventJson>,
}

#[derive(Serialize)]
struct LineJson {
    file: usize,
    start_rank: u16,
    rating: Option<u32>,
}

fn player_json<'a>(report: &'a FilesReport, player: &'a FilesPlayer) -> PlayerJson<'a> {
    let line = report.latest_line(player);
    let period = player.period.as_ref();
    let outcome = period.map(|period| &period.events.outcome);
    PlayerJson {
        name: &line.name,
        fide_id: report.fide_id(player),
        federation: line.federation.as_deref(),
        base: outcome.map(|o| Number(o.base.value())),
        k: outcome.map(|o| o.k.value()),
        k_source: period.map(|p| p.k.1.key()),
        k_effective: outcome.map(|o| o.k_effective),
        rated_games: outcome.map(|o| o.rated_games),
        change_unrounded: outcome.map(|o| o.change_unrounded),
        change: outcome.map(|o| Change(o.change)),
        new_rating: outcome.map(|o| Change(o.new_rating)),
        matched_by_name: player.by_name,
        lines: player
            .lines
            .iter()
            .map(|&(file, index)| {
                let line = report.line((file, index));
                LineJson {
                    file: file + 1,
                    start_rank: line.start_rank,
                    rating: line.rating,
                }
            })
            .collect(),
        events: period.map_or_else(Vec::new, |p| events_json(&p.events)),
    }
}

impl Report for FilesReport {
    fn sheet(&self) -> Sheet<'_> {
        files_sheet(self)
    }

    fn write_json(&self, out: &mut dyn io::Write) -> io::Result<()> {
        render(
            &FilesJson {
                pool: self.pool.key(),
                latest_by: self.latest_by.key(),
                files: self
                    .files
                    .iter()
                    .zip(&self.events)
                    .map(|(file, event)| FileJson {
                        name: &event.name,
                        path: &file.label,
                        start: event.start.map(|date| date.to_string()),
                        end: event.end.map(|date| date.to_string()),
                        pool: event.pool.key(),
                        pool_source: event.pool_source.key(),
                    })
                    .collect(),
                players: EachPlayer {
                    report: self,
                    players: &self.players,
                    json: player_json,
                },
                notes: files_notes(self),
            },
            out,
        )
    }
}

//! Several tournament report files rated as one rating period (`elocalc trf A B …`): one row a
//! player — base, K, n over the period, Σ K·chg, the change rounded once, the new rating — and
//! each player's events in FIDE's columns; the sheet and the JSON side by side. And the words
//! of one player's period of several files (`elocalc period --trf`).

use std::io;

use serde::Serialize;

use super::common::{Change, EachPlayer, Number, printable_owned, render};
use super::events::{EventJson, event_dates, events_json};
use super::numbers::{DASH, change, new_rating, rating, signed};
use super::sheet::numbers::said;
use super::{Cell, CsvShape, Key, Line, Lines, Report, Section, Sheet, Tone, words};
use crate::calc::trf::KSource;
use crate::calc::trf_list::{ListDifference, ListInForce};
use crate::calc::trf_period::{
    FileEvent, FilesPlayer, FilesReport, LineAt, PeriodFile, PlayerPeriod, first_start, overlaps,
    period_year,
};
use crate::i18n::{tr, tr_args};
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

/// `columns` in the language people read: the words by their ids, FIDE's symbols as they are.
fn columns_said(columns: &[&str]) -> Vec<String> {
    columns
        .iter()
        .map(|&column| match column {
            "Event" => tr("report-section-event"),
            "File" => tr("report-import-file"),
            "Dates" => tr("report-column-dates"),
            "List" => tr("report-column-list"),
            "Name" => tr("report-column-name"),
            "FIDE ID" => tr("report-player-fide-id"),
            "Fed" => tr("report-column-fed"),
            "Base" => tr("report-column-base"),
            "Events" => tr("report-column-events"),
            "New" => tr("report-column-new"),
            symbol => symbol.to_string(),
        })
        .collect()
}

/// What a file's `042`/`052` said that is no date, and a `222` that does not read as a time
/// control (with what chose its list instead), a note each.
pub fn unread_dates(label: &str, tournament: &Tournament, event: &FileEvent) -> Vec<String> {
    let mut notes: Vec<String> = tournament
        .unread_dates
        .iter()
        .map(|(record, text)| words::unread_date(label, record, text))
        .collect();
    let words = match event.pool_source {
        crate::calc::trf::PoolSource::EventWords => tournament.pool_words(),
        _ => Vec::new(),
    };
    notes.extend(
        super::field::unread_time_control_note(tournament, event.pool, event.pool_source, &words)
            .map(|note| format!("{label}: {note}")),
    );
    notes
}

/// The files whose dates overlap and that share players, a note each pair.
pub fn overlap_notes(files: &[PeriodFile]) -> Vec<String> {
    let dated = |at: usize| {
        let tournament = &files[at].tournament;
        (
            files[at].label.as_str(),
            event_dates(tournament.start, tournament.end),
        )
    };
    overlaps(files)
        .into_iter()
        .map(|overlap| {
            words::files_overlap(dated(overlap.first), dated(overlap.second), overlap.shared)
        })
        .collect()
}

/// What one player's period of several files assumed: where the base and K came from, and the
/// dates that did not read.
pub fn player_period_notes(
    period: &PlayerPeriod,
    files: &[PeriodFile],
    list: Option<&ListInForce>,
    base_given: bool,
) -> Vec<String> {
    let mut notes = Vec::new();
    let latest = &files[period.latest].label;
    let start = first_start(files);
    match (base_given, period.base_from_list, list) {
        (true, _, _) => {}
        (false, Some(month), Some(list)) => notes.push(words::files_base_listed(
            period.base,
            month,
            start,
            list.undated,
        )),
        (false, _, _) => notes.push(words::files_base(period.base, latest, period.latest_by)),
    }
    match period.k {
        Some((k, KSource::File(rule))) => notes.push(words::files_player_k(
            k,
            rule,
            latest,
            period_year(files).is_some(),
        )),
        Some((k, KSource::List(month))) => notes.push(words::files_player_k_listed(
            k,
            month,
            start,
            list.is_some_and(|list| list.undated),
        )),
        _ => {}
    }
    if matches!(period.k, Some((_, KSource::File(_)))) {
        notes.extend(no_year_notes(files));
    }
    notes
}

/// The files that give no year, when others do: juniors are judged by the others' latest.
fn no_year_notes(files: &[PeriodFile]) -> Vec<String> {
    let Some(year) = period_year(files) else {
        return Vec::new();
    };
    files
        .iter()
        .filter(|file| file.tournament.year.is_none())
        .map(|file| words::files_no_year(&file.label, year))
        .collect()
}

/// Where each file says other than its list in force, and the players with a FIDE ID it does
/// not have, each said with its file; only the lines `keep` keeps.
pub fn list_check_notes(
    files: &[PeriodFile],
    lists: &[Option<std::sync::Arc<ListInForce>>],
    differences: &[(usize, ListDifference)],
    missing: &[LineAt],
    keep: impl Fn(LineAt) -> bool,
) -> Vec<String> {
    let mut notes = Vec::new();
    for (file, difference) in differences {
        let (Some(Some(list)), true) = (lists.get(*file), keep((*file, difference.index))) else {
            continue;
        };
        let players = &files[*file].tournament.players;
        notes.push(format!(
            "{}: {}",
            files[*file].label,
            words::list_difference(
                &players[difference.index],
                list.month,
                difference.field,
                difference.file.as_deref(),
                difference.list.as_deref(),
            )
        ));
    }
    for (at, (file, list)) in files.iter().zip(lists).enumerate() {
        let Some(list) = list else {
            continue;
        };
        let players = &file.tournament.players;
        let here: Vec<&crate::rating::tournament::Player> = missing
            .iter()
            .filter(|&&(other, index)| other == at && keep((other, index)))
            .map(|&(_, index)| &players[index])
            .collect();
        if !here.is_empty() {
            notes.push(format!(
                "{}: {}",
                file.label,
                words::field_not_on_list(here.into_iter(), list.month)
            ));
        }
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
            Cell::plain(super::names::pool(event.pool)),
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
                Cell::plain(match period.k.1 {
                    KSource::List(_) => {
                        format!(
                            "{} L",
                            words::k_effective_short(outcome.k, outcome.k_effective)
                        )
                    }
                    _ => words::k_effective_short(outcome.k, outcome.k_effective),
                }),
                Cell::plain(player.lines.len().to_string()),
                Cell::plain(outcome.rated_games.to_string()),
                Cell::plain(said(&signed(outcome.change_unrounded, 2))),
                Cell::new(
                    change(outcome.change),
                    Tone::of_change(outcome.change.value()),
                ),
                Cell::new(said(&new_rating(outcome.new_rating)), Tone::Strong),
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
                    Cell::new(said(&signed(event.chg, 2)), Tone::of_change(event.chg)),
                    Cell::new(said(&signed(event.k_chg, 2)), Tone::of_change(event.k_chg)),
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
        notes.push(words::files_k_rule(report.year.is_some()));
        notes.extend(no_year_notes(&report.files));
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
    notes.extend(overlap_notes(&report.files));
    for (file, event) in report.files.iter().zip(&report.events) {
        notes.extend(unread_dates(&file.label, &file.tournament, event));
    }
    if let Some(list) = &report.list {
        let from_list = report
            .players
            .iter()
            .filter(|player| matches!(&player.period, Some(p) if matches!(p.k.1, KSource::List(_))))
            .count();
        notes.push(words::files_list(
            list.month,
            first_start(&report.files),
            list.undated,
            from_list,
        ));
    }
    notes.extend(list_check_notes(
        &report.files,
        &report.file_lists,
        &report.list_differences,
        &report.not_on_list,
        |_| true,
    ));
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
        title: tr_args(
            "report-files-title",
            &[
                ("files", report.files.len().into()),
                ("pool", super::names::pool(report.pool).into()),
                (
                    "players",
                    tr_args("players", &[("count", report.players.len().into())]).into(),
                ),
            ],
        ),
        sections: vec![
            Section {
                title: FILES,
                header: columns_said(&FILE_COLUMNS),
                show_header: true,
                right: vec![0],
                lines: Lines::Fixed(files),
                csv: CsvShape::Rows,
            },
            Section {
                title: super::field::PLAYERS,
                header: columns_said(&PLAYER_COLUMNS),
                show_header: true,
                right: vec![0, 2, 4, 5, 6, 7, 8, 9, 10],
                lines: Lines::Fixed(players),
                csv: CsvShape::Rows,
            },
            Section {
                title: EVENTS,
                header: columns_said(&EVENT_COLUMNS),
                show_header: true,
                right: vec![0, 3, 4, 5, 6],
                lines: Lines::Fixed(events),
                csv: CsvShape::Rows,
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
    /// The year juniors are judged by: the latest any file gives (`052`, else `042`).
    year: Option<i32>,
    files: Vec<FileJson<'a>>,
    players: EachPlayer<'a, FilesReport, FilesPlayer, PlayerJson<'a>>,
    notes: Vec<String>,
    /// The FIDE list the period's K came from (only when one was used).
    #[serde(skip_serializing_if = "Option::is_none")]
    list: Option<super::field::ListJson>,
    /// Where a file says other than its list in force: warnings, the files' values are rated on.
    #[serde(skip_serializing_if = "Option::is_none")]
    list_differences: Option<Vec<ListDifferenceJson<'a>>>,
    /// The lines with a FIDE ID their list in force does not have.
    #[serde(skip_serializing_if = "Option::is_none")]
    not_on_list: Option<Vec<NotOnListJson<'a>>>,
}

/// A difference as one file's report gives it, with the file (its number from 1) and the
/// month it was checked against.
#[derive(Serialize)]
struct ListDifferenceJson<'a> {
    in_file: usize,
    month: String,
    #[serde(flatten)]
    difference: super::field::ListDifferenceJson<'a>,
}

#[derive(Serialize)]
struct NotOnListJson<'a> {
    in_file: usize,
    #[serde(flatten)]
    player: super::field::NotOnListJson<'a>,
}

#[derive(Serialize)]
struct FileJson<'a> {
    name: &'a str,
    path: &'a str,
    start: Option<String>,
    end: Option<String>,
    pool: &'static str,
    pool_source: &'static str,
    /// The `222` written that does not read as a time control (only when there is one).
    #[serde(skip_serializing_if = "Option::is_none")]
    time_control_unread: Option<&'a str>,
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
                year: self.year,
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
                        time_control_unread: file.tournament.unread_time_control(),
                    })
                    .collect(),
                players: EachPlayer {
                    report: self,
                    players: &self.players,
                    json: player_json,
                },
                notes: files_notes(self),
                list: self.list.as_deref().map(super::field::ListJson::of),
                list_differences: self.list.as_ref().map(|_| {
                    self.list_differences
                        .iter()
                        .filter_map(|(file, difference)| {
                            let list = self.file_lists.get(*file)?.as_ref()?;
                            let player = &self.files[*file].tournament.players[difference.index];
                            Some(ListDifferenceJson {
                                in_file: file + 1,
                                month: list.month.to_string(),
                                difference: super::field::ListDifferenceJson::of(
                                    player, difference,
                                ),
                            })
                        })
                        .collect()
                }),
                not_on_list: self.list.as_ref().map(|_| {
                    self.not_on_list
                        .iter()
                        .map(|&(file, index)| {
                            let player = &self.files[file].tournament.players[index];
                            NotOnListJson {
                                in_file: file + 1,
                                player: super::field::NotOnListJson::of(player),
                            }
                        })
                        .collect()
                }),
            },
            out,
        )
    }
}

//! A rating period of several events in FIDE's own calculation layout: per event its line —
//! Ro, Rc, W, n, chg, K, K·chg — with its games under it, then the period: the events' K·chg
//! summed, rounded once and added to the previous list's rating. The sheet and the JSON's
//! `events`, side by side.

use serde::Serialize;

use super::common::Number;
use super::numbers::{DASH, points, rating, signed};
use super::period::{FIGURES, period_game_json, write_game_line};
use super::{Cell, CsvShape, Key, Line, Lines, Section, Tone};
use crate::calc::PlacedLine;
use crate::calc::events::{EventHeading, EventPart, PeriodEvents};
use crate::i18n::{self, tr, tr_args};

pub const EVENT: &str = "Event";

/// FIDE's columns for an event of the period.
pub const EVENT_COLUMNS: [&str; 9] = ["Event", "Dates", "Ro", "Rc", "W", "n", "chg", "K", "K·chg"];

/// FIDE's columns for an event, in the language people read (FIDE's symbols stay).
pub fn event_columns() -> Vec<String> {
    let mut columns: Vec<String> = EVENT_COLUMNS.map(String::from).to_vec();
    columns[0] = tr("report-section-event");
    columns[1] = tr("report-column-dates");
    columns
}

/// An event's name as people read it: its number, then its name (none for the games before
/// any event line).
pub fn event_name(number: usize, heading: &EventHeading) -> String {
    // A name that only repeats the number ("Event 2", the UI's name for a new event) is not
    // said twice.
    if heading.name.is_empty() || heading.name == format!("Event {number}") {
        number.to_string()
    } else {
        format!("{number} · {}", heading.name)
    }
}

/// An event's dates: "2025-10-31 – 2025-11-02", "from 2025-10-31", "to 2025-11-02", or none.
pub fn event_dates(start: Option<jiff::civil::Date>, end: Option<jiff::civil::Date>) -> String {
    match (start, end) {
        (Some(start), Some(end)) if start == end => start.to_string(),
        (Some(start), Some(end)) => format!("{start} – {end}"),
        (Some(start), None) => tr_args("report-dates-from", &[("start", start.to_string().into())]),
        (None, Some(end)) => tr_args("report-dates-to", &[("end", end.to_string().into())]),
        (None, None) => String::new(),
    }
}

/// The event's line in FIDE's columns (the sheet's, and the TUI's event rows).
pub fn event_line(number: usize, part: &EventPart) -> Line {
    let event = &part.outcome;
    let or_dash = |value: Option<String>| match value {
        Some(text) => Cell::plain(text),
        None => Cell::new(DASH, Tone::Muted),
    };
    let mut line = Line::new(
        Key::Item,
        vec![
            Cell::plain(event_name(number, &part.heading)),
            Cell::plain(event_dates(part.heading.start, part.heading.end)),
            Cell::plain(rating(event.rating.value())),
            or_dash(part.average_opponent().map(|rc| rating(rc.round()))),
            or_dash(
                event
                    .score
                    .map(|score| i18n::number(&points(score)).into_owned()),
            ),
            Cell::plain(event.rated_games.to_string()),
            Cell::new(
                i18n::number(&signed(event.chg, 2)).into_owned(),
                Tone::of_change(event.chg),
            ),
            Cell::plain(event.k.to_string()),
            Cell::new(
                i18n::number(&signed(event.k_chg, 2)).into_owned(),
                Tone::of_change(event.k_chg),
            ),
        ],
    );
    // The spreadsheet gets Rc unrounded (the cells are written in English there, with points).
    let mut data: Vec<String> = line
        .cells
        .iter()
        .map(|cell| cell.text.to_string())
        .collect();
    data[3] = part
        .average_opponent()
        .map_or_else(String::new, |rc| format!("{rc:.2}"));
    line.data = Some(vec![data]);
    line
}

/// Each event: its line in FIDE's columns, then its games. Events given by their totals have
/// none, so their lines stand together in one table with the next event's.
pub fn sections(events: &PeriodEvents) -> Vec<Section<'_>> {
    let mut sections = Vec::with_capacity(2 * events.parts.len());
    let mut lines = Vec::new();
    for (index, part) in events.parts.iter().enumerate() {
        let line = event_line(index + 1, part);
        // A spreadsheet's game rows name their event, as its own row does.
        let event = line.cells[0].text.to_string();
        lines.push(line);
        // A game still to play is listed in its place, as the games are.
        let has_games = part.outcome.games.is_some() && part.placed.count() > 0;
        if has_games || index + 1 == events.parts.len() {
            sections.push(Section {
                title: EVENT,
                header: event_columns(),
                show_header: true,
                right: vec![2, 3, 4, 5, 6, 7, 8],
                lines: Lines::Fixed(std::mem::take(&mut lines)),
                csv: CsvShape::Rows,
            });
        }
        if has_games {
            sections.push(Section {
                title: super::sheet::GAMES,
                header: super::period::game_columns(),
                show_header: true,
                right: vec![0, 1, 2, 3, 4, 5],
                lines: Lines::Made(part),
                csv: CsvShape::RowsIn {
                    column: event_columns().swap_remove(0),
                    value: event,
                },
            });
        }
    }
    sections
}

/// A list's date in words: "1 December 2025".
pub fn list_date(date: jiff::civil::Date) -> String {
    tr_args(
        "report-date",
        &[
            ("day", date.day().to_string().into()),
            ("month", i64::from(date.month()).into()),
            ("year", date.year().to_string().into()),
        ],
    )
}

/// The list the period is published on (B.02 7.1.3, 9.1), when every event has an end date.
pub fn list_line(events: &PeriodEvents) -> Option<Line> {
    let list = events.list.as_ref()?;
    let mut line = Line::fact(
        Key::Published,
        &tr("report-column-list"),
        Cell::plain(tr_args(
            "report-list-of",
            &[("date", list_date(list.list).into())],
        )),
    )
    .with_data(vec![vec!["List".into(), list.list.to_string()]]);
    line.how = Some(tr("report-list-by-last-days"));
    Some(line)
}

/// Why event `index`, reported late, is in the period (B.02 9.1): the list it would normally
/// have been on, and the period's; past the third list after the event, that 9.1 rates no such
/// report. `None` for an event on the period's list in time.
pub fn late_report_note(events: &PeriodEvents, index: usize) -> Option<String> {
    let list = events.list.as_ref()?;
    if !list.reported_late.contains(&index) {
        return None;
    }
    let (part, placement) = (events.parts.get(index)?, list.placements.get(index)?);
    let mut args = vec![
        ("event", event_name(index + 1, &part.heading).into()),
        ("end", list_date(part.heading.end?).into()),
        ("usual", list_date(placement.list).into()),
        ("list", list_date(list.list).into()),
    ];
    Some(if list.list <= placement.last_if_late {
        tr_args("report-event-reported-late", &args)
    } else {
        args.push(("last", list_date(placement.last_if_late).into()));
        tr_args("report-event-past-third-list", &args)
    })
}

/// What the sheet says beyond its lines: an event with a K of its own, an event reported late,
/// an event that may go to the next list when registered late, events without an end date.
pub fn notes(events: &PeriodEvents) -> Vec<String> {
    let mut notes = Vec::new();
    let outcome = &events.outcome;
    for (index, part) in events.parts.iter().enumerate() {
        if let Some(own) = part.heading.own_k {
            let name = event_name(index + 1, &part.heading);
            let (name, k) = (name.into(), own.value().to_string().into());
            notes.push(if own.value() == part.outcome.k {
                tr_args("report-event-own-k", &[("event", name), ("k", k)])
            } else {
                tr_args(
                    "report-event-own-k-lowered",
                    &[
                        ("event", name),
                        ("k", k),
                        ("lowered", part.outcome.k.to_string().into()),
                        ("games", outcome.rated_games.to_string().into()),
                    ],
                )
            });
        }
    }
    match &events.list {
        Some(list) => {
            notes.extend(
                (0..events.parts.len()).filter_map(|index| late_report_note(events, index)),
            );
            for (index, (part, placement)) in events.parts.iter().zip(&list.placements).enumerate()
            {
                if let Some(later) = placement.or_later.filter(|&later| later > list.list) {
                    notes.push(tr_args(
                        "report-event-late",
                        &[
                            ("event", event_name(index + 1, &part.heading).into()),
                            ("date", list_date(later).into()),
                        ],
                    ));
                }
            }
        }
        None => {
            let undated: Vec<String> = (1..=events.parts.len())
                .filter(|&number| events.parts[number - 1].heading.end.is_none())
                .map(|number| number.to_string())
                .collect();
            if undated.len() < events.parts.len() {
                notes.extend(match undated.split_last() {
                    Some((last, [])) => Some(tr_args(
                        "report-undated-one",
                        &[("event", last.as_str().into())],
                    )),
                    Some((last, rest)) => Some(tr_args(
                        "report-undated-many",
                        &[
                            ("events", rest.join(", ").into()),
                            ("last", last.as_str().into()),
                        ],
                    )),
                    None => None,
                });
            }
        }
    }
    notes
}

impl super::sheet::LineSource for EventPart {
    fn count(&self) -> usize {
        self.placed.count()
    }

    /// Each game under its number in the table, a game still to play in its place.
    fn line_in(&self, index: usize, line: &mut Line) {
        match self.placed.at(index) {
            PlacedLine::Game(at) => match EventPart::line(self, at) {
                Some(game) => write_game_line(self.rows.number(at), &game, line),
                None => *line = Line::new(Key::Item, Vec::new()),
            },
            PlacedLine::LeftOut(row) => {
                *line = super::left_out::line(&self.rows.left_out()[row], Vec::new(), FIGURES)
            }
        }
    }
}

/// An event as the JSON's `events` gives it.
#[derive(Serialize)]
pub(super) struct EventJson {
    name: String,
    start: Option<String>,
    end: Option<String>,
    /// Ro: the rating the event was rated on.
    rating: Number,
    k: u32,
    rated_games: u64,
    /// W (null: an event given by its totals without it).
    score: Option<Number>,
    /// The expected points (W − chg), when W is known.
    expected: Option<f64>,
    /// ΣΔR, which no K changes.
    chg: f64,
    /// K·chg, unrounded: the event's share of the period's change.
    change_unrounded: f64,
    /// Rc, unrounded (null without rated games or for an event given by its totals).
    average_opponent: Option<f64>,
    /// Whether the event was given by its totals (n and chg) rather than its games.
    by_totals: bool,
    /// The list it is rated on when registered in time, and the later one 9.1 allows (null
    /// without an end date).
    list: Option<String>,
    list_if_late: Option<String>,
    /// Whether the event is in the period as a late report (on a later list than its own).
    reported_late: bool,
    /// Why it is, in English like every note of the JSON (null: it is not).
    reported_late_note: Option<String>,
    games: Vec<super::period::PeriodGameJson>,
}

/// The events as the JSON's rows.
pub(super) fn events_json(events: &PeriodEvents) -> Vec<EventJson> {
    events
        .parts
        .iter()
        .enumerate()
        .map(|(index, part)| {
            let event = &part.outcome;
            let late_note = i18n::with_lang(i18n::Lang::En, || late_report_note(events, index));
            let placement = part.heading.end.map(crate::rating::placement);
            EventJson {
                list: placement.map(|placement| placement.list.to_string()),
                list_if_late: placement
                    .and_then(|placement| placement.or_later)
                    .map(|date| date.to_string()),
                name: part.heading.name.clone(),
                start: part.heading.start.map(|date| date.to_string()),
                end: part.heading.end.map(|date| date.to_string()),
                rating: Number(event.rating.value()),
                k: event.k,
                rated_games: event.rated_games,
                score: event.score.map(Number),
                expected: event.score.map(|score| {
                    let expected = score - event.chg;
                    // W and chg are whole hundredths in FIDE pools: so is their difference.
                    if events.outcome.pool.is_fide() {
                        (expected * 100.0).round() / 100.0
                    } else {
                        expected
                    }
                }),
                chg: event.chg,
                change_unrounded: event.k_chg,
                average_opponent: part.average_opponent(),
                by_totals: event.games.is_none(),
                reported_late: late_note.is_some(),
                reported_late_note: late_note,
                games: part
                    .span
                    .clone()
                    .filter_map(|at| Some((part.rows.number(at), part.line(at)?)))
                    .map(|(number, line)| period_game_json(number, &line))
                    .collect(),
            }
        })
        .collect()
}

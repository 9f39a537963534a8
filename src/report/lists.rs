//! The FIDE rating lists held on this machine (`elocalc list`) and what an import did
//! (`elocalc list import`): the sheet and the JSON, side by side.

use std::io;
use std::path::Path;

use serde::Serialize;

use super::common::{facts, render};
use super::{Cell, Key, Line, Lines, Report, Section, Sheet, Tone};
use crate::import::fide_list::ListKind;
use crate::store::ratings_list::{ImportSummary, MonthHeld};
use crate::text::shown_path;

pub const MONTHS: &str = "Months";

/// The months held, and where.
pub struct MonthsReport<'a> {
    pub path: &'a Path,
    pub months: &'a [MonthHeld],
}

#[derive(Serialize)]
struct MonthJson<'a> {
    month: String,
    players: u64,
    imported_at: &'a str,
}

#[derive(Serialize)]
struct MonthsJson<'a> {
    path: String,
    months: Vec<MonthJson<'a>>,
}

impl Report for MonthsReport<'_> {
    fn sheet(&self) -> Sheet<'_> {
        if self.months.is_empty() {
            return Sheet {
                title: "No FIDE rating list is held on this machine".into(),
                sections: Vec::new(),
                notes: vec![format!(
                    "Download one from ratings.fide.com (Download: players_list.zip) and import it: elocalc list import players_list.zip. elocalc never downloads anything; the lists are kept in {}.",
                    shown_path(self.path)
                )],
            };
        }
        let lines = self
            .months
            .iter()
            .map(|held| {
                Line::new(
                    Key::Item,
                    vec![
                        Cell::plain(held.month.to_string()),
                        Cell::plain(held.players.to_string()),
                        Cell::new(held.imported_at.clone(), Tone::Muted),
                    ],
                )
            })
            .collect();
        Sheet {
            title: format!("FIDE rating lists held · {}", shown_path(self.path)),
            sections: vec![Section {
                title: MONTHS,
                header: vec!["Month".into(), "Players".into(), "Imported".into()],
                show_header: true,
                right: vec![1],
                lines: Lines::Fixed(lines),
            }],
            notes: Vec::new(),
        }
    }

    fn write_json(&self, out: &mut dyn io::Write) -> io::Result<()> {
        render(
            &MonthsJson {
                path: self.path.display().to_string(),
                months: self
                    .months
                    .iter()
                    .map(|held| MonthJson {
                        month: held.month.to_string(),
                        players: held.players,
                        imported_at: &held.imported_at,
                    })
                    .collect(),
            },
            out,
        )
    }
}

/// What an import did.
pub struct ImportReport<'a> {
    pub path: &'a Path,
    pub summary: &'a ImportSummary,
    pub kind: ListKind,
}

#[derive(Serialize)]
struct ImportJson {
    month: String,
    players: u64,
    replaced: bool,
    previous_players: Option<u64>,
    kind: String,
    path: String,
}

impl Report for ImportReport<'_> {
    fn sheet(&self) -> Sheet<'_> {
        let summary = self.summary;
        let mut lines = vec![
            Line::fact(Key::Data, "Month", Cell::plain(summary.month.to_string())),
            Line::fact(
                Key::Data,
                "Players",
                Cell::plain(summary.players.to_string()),
            ),
            Line::fact(Key::Data, "File", Cell::plain(self.kind.to_string())),
        ];
        if let Some(before) = summary.previous_players {
            lines.push(Line::fact(
                Key::Note,
                "Replaced",
                Cell::new(
                    format!("the month's earlier import ({before} players)"),
                    Tone::Muted,
                ),
            ));
        }
        Sheet {
            title: format!(
                "imported the {} list: {} players",
                summary.month, summary.players
            ),
            sections: vec![facts("Import", lines)],
            notes: vec![format!("Kept in {}.", shown_path(self.path))],
        }
    }

    fn write_json(&self, out: &mut dyn io::Write) -> io::Result<()> {
        render(
            &ImportJson {
                month: self.summary.month.to_string(),
                players: self.summary.players,
                replaced: self.summary.replaced,
                previous_players: self.summary.previous_players,
                kind: self.kind.to_string(),
                path: self.path.display().to_string(),
            },
            out,
        )
    }
}

//! The FIDE rating lists held on this machine (`elocalc list`) and what an import did
//! (`elocalc list import`): the sheet and the JSON, side by side.

use std::io;
use std::path::Path;

use serde::Serialize;

use super::common::{facts, render};
use super::{Cell, CsvShape, Key, Line, Lines, Report, Section, Sheet, Tone};
use crate::i18n::{tr, tr_args};
use crate::rating::list::{ImportSummary, ListKind, MonthHeld};
use crate::text::shown_path;

pub const MONTHS: &str = "Months";
pub const IMPORT: &str = "Import";

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
                title: tr("report-no-list-title"),
                sections: Vec::new(),
                notes: vec![tr_args(
                    "report-no-list-note",
                    &[("path", shown_path(self.path).into())],
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
            title: tr_args(
                "report-lists-title",
                &[("path", shown_path(self.path).into())],
            ),
            sections: vec![Section {
                title: MONTHS,
                header: vec![
                    tr("report-column-month"),
                    tr("report-column-players"),
                    tr("report-column-imported"),
                ],
                show_header: true,
                right: vec![1],
                lines: Lines::Fixed(lines),
                csv: CsvShape::Rows,
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

/// The kind of list file read, in words (the JSON's `kind` keeps [`ListKind`]'s English).
fn kind_said(kind: ListKind) -> String {
    match kind {
        ListKind::Combined => tr("report-kind-combined"),
        ListKind::Legacy => tr("report-kind-legacy"),
        ListKind::Single(pool) => tr_args("report-kind-single", &[("list", pool.key().into())]),
        ListKind::Xml => tr("report-kind-xml"),
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
            Line::fact(
                Key::Data,
                &tr("report-column-month"),
                Cell::plain(summary.month.to_string()),
            ),
            Line::fact(
                Key::Data,
                &tr("report-column-players"),
                Cell::plain(summary.players.to_string()),
            ),
            Line::fact(
                Key::Data,
                &tr("report-import-file"),
                Cell::plain(kind_said(self.kind)),
            ),
        ];
        if let Some(before) = summary.previous_players {
            lines.push(Line::fact(
                Key::Note,
                &tr("report-import-replaced"),
                Cell::new(
                    tr_args("report-import-earlier", &[("count", before.into())]),
                    Tone::Muted,
                ),
            ));
        }
        Sheet {
            title: tr_args(
                "report-import-title",
                &[
                    ("month", summary.month.to_string().into()),
                    ("count", summary.players.into()),
                ],
            ),
            sections: vec![facts(IMPORT, lines)],
            notes: vec![tr_args(
                "report-import-kept",
                &[("path", shown_path(self.path).into())],
            )],
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

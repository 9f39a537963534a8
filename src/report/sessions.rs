//! The saved sessions, newest first, and the files that could not be read: the sheet and the
//! JSON (`elocalc sessions list`), side by side.

use std::io;

use serde::Serialize;

use super::common::render;
use super::{Cell, Key, Line, Lines, Report, Section, Sheet, Tone};
use crate::calc::Mode;
use crate::i18n::{tr, tr_args};
use crate::store::Listing;

pub const SESSIONS: &str = "Sessions";

/// The columns of the sessions list.
pub const SESSION_COLUMNS: [&str; 5] = ["Name", "Mode", "Pool", "Games", "Saved"];

/// The columns of the sessions list, in the language people read.
pub fn session_columns() -> Vec<String> {
    [
        "report-column-name",
        "report-column-mode",
        "report-column-pool",
        "report-column-games",
        "report-column-saved",
    ]
    .map(tr)
    .to_vec()
}

/// A mode's name, in the language people read.
pub fn mode_said(mode: Mode) -> String {
    tr(match mode {
        Mode::Game => "mode-game",
        Mode::Tournament => "mode-tournament",
        Mode::Multi => "mode-multi",
        Mode::Norm => "mode-norm",
        Mode::Field => "mode-field",
    })
}

/// One listed session as cells of [`SESSION_COLUMNS`]; `saved` is the time as shown; a file that
/// cannot be read has its name and why.
pub fn session_line(listing: &Listing, saved: impl Fn(&str) -> String) -> Line {
    match listing {
        Listing::Session(summary) => Line::new(
            Key::Item,
            vec![
                Cell::plain(summary.name.to_string()),
                Cell::plain(mode_said(summary.mode)),
                Cell::plain(super::names::system(summary.system)),
                Cell::plain(summary.games.to_string()),
                Cell::plain(saved(&summary.modified)),
            ],
        ),
        Listing::Unreadable { file, reason } => Line::new(
            Key::Note,
            vec![
                Cell::new(file.clone(), Tone::Warning),
                Cell::new(
                    tr_args(
                        "report-session-unreadable",
                        &[("reason", reason.as_str().into())],
                    ),
                    Tone::Warning,
                ),
            ],
        ),
    }
}

/// The saved sessions, newest first, and the files that could not be read.
pub fn sessions<'a>(listings: &[Listing], saved: impl Fn(&str) -> String) -> Sheet<'a> {
    let lines = listings
        .iter()
        .filter(|listing| matches!(listing, Listing::Session(_)))
        .map(|listing| session_line(listing, &saved))
        .collect();
    let notes = listings
        .iter()
        .filter_map(|listing| match listing {
            Listing::Unreadable { file, reason } => Some(tr_args(
                "report-session-cannot-read",
                &[
                    ("file", file.as_str().into()),
                    ("reason", reason.as_str().into()),
                ],
            )),
            Listing::Session(_) => None,
        })
        .collect();
    Sheet {
        title: String::new(),
        sections: vec![Section {
            title: SESSIONS,
            header: session_columns(),
            show_header: true,
            right: vec![3],
            lines: Lines::Fixed(lines),
        }],
        notes,
    }
}

#[derive(Serialize)]
struct SessionSummary<'a> {
    name: &'a str,
    mode: Mode,
    /// What it rates in, as `--pool` names it: an Elo pool, `glicko2` or `uschess`.
    pool: &'static str,
    /// `elo` (rated in `pool`), `glicko2` or `uschess`.
    system: &'static str,
    games: usize,
    modified: &'a str,
}

#[derive(Serialize)]
struct Unreadable<'a> {
    file: &'a str,
    reason: &'a str,
}

#[derive(Serialize)]
struct Sessions<'a> {
    sessions: Vec<SessionSummary<'a>>,
    unreadable: Vec<Unreadable<'a>>,
}

pub fn sessions_json(listings: &[Listing], out: &mut dyn io::Write) -> io::Result<()> {
    let mut list = Sessions {
        sessions: Vec::new(),
        unreadable: Vec::new(),
    };
    for listing in listings {
        match listing {
            Listing::Session(summary) => list.sessions.push(SessionSummary {
                name: summary.name.as_str(),
                mode: summary.mode,
                pool: summary.system.key(),
                system: summary.system.family(),
                games: summary.games,
                modified: &summary.modified,
            }),
            Listing::Unreadable { file, reason } => {
                list.unreadable.push(Unreadable { file, reason })
            }
        }
    }
    render(&list, out)
}

/// The saved sessions as listed, with their times shown in the user's time zone.
pub struct SessionsReport<'a>(pub &'a [Listing]);

impl Report for SessionsReport<'_> {
    fn sheet(&self) -> Sheet<'_> {
        sessions(self.0, crate::store::time::shown_local)
    }

    fn write_json(&self, out: &mut dyn io::Write) -> io::Result<()> {
        sessions_json(self.0, out)
    }
}

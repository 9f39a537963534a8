//! The saved sessions, newest first, and the files that could not be read: the sheet and the
//! JSON (`elocalc sessions list`), side by side.

use std::io;

use serde::Serialize;

use super::common::render;
use super::{Cell, CsvShape, Key, Line, Lines, Report, Section, Sheet, Tone};
use crate::calc::{Mode, System};
use crate::i18n::{tr, tr_args};

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

/// One file of the sessions directory as the face found it: a session's values, or a file that
/// could not be read and why (in English: JSON gives it). The face reads the store; report words
/// what it is handed.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Listed<'a> {
    Session {
        name: &'a str,
        mode: Mode,
        system: System,
        games: usize,
        /// The time it was saved, as kept (RFC 3339, UTC).
        modified: &'a str,
    },
    Unreadable {
        file: &'a str,
        reason: &'a str,
    },
}

/// One listed session as cells of [`SESSION_COLUMNS`]; `saved` is the time as shown; a file that
/// cannot be read has its name and why.
pub fn session_line(listing: &Listed, saved: impl Fn(&str) -> String) -> Line {
    match *listing {
        Listed::Session {
            name,
            mode,
            system,
            games,
            modified,
        } => Line::new(
            Key::Item,
            vec![
                Cell::plain(name.to_string()),
                Cell::plain(mode_said(mode)),
                Cell::plain(super::names::system(system)),
                Cell::plain(games.to_string()),
                Cell::plain(saved(modified)),
            ],
        ),
        Listed::Unreadable { file, reason } => Line::new(
            Key::Note,
            vec![
                Cell::new(file.to_string(), Tone::Warning),
                Cell::new(
                    tr_args("report-session-unreadable", &[("reason", reason.into())]),
                    Tone::Warning,
                ),
            ],
        ),
    }
}

/// The saved sessions, newest first, and the files that could not be read.
pub fn sessions<'a>(listings: &[Listed], saved: impl Fn(&str) -> String) -> Sheet<'a> {
    let lines = listings
        .iter()
        .filter(|listing| matches!(listing, Listed::Session { .. }))
        .map(|listing| session_line(listing, &saved))
        .collect();
    let notes = listings
        .iter()
        .filter_map(|listing| match *listing {
            Listed::Unreadable { file, reason } => Some(tr_args(
                "report-session-cannot-read",
                &[("file", file.into()), ("reason", reason.into())],
            )),
            Listed::Session { .. } => None,
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
            csv: CsvShape::Rows,
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

pub fn sessions_json(listings: &[Listed], out: &mut dyn io::Write) -> io::Result<()> {
    let mut list = Sessions {
        sessions: Vec::new(),
        unreadable: Vec::new(),
    };
    for listing in listings {
        match *listing {
            Listed::Session {
                name,
                mode,
                system,
                games,
                modified,
            } => list.sessions.push(SessionSummary {
                name,
                mode,
                pool: system.key(),
                system: system.family(),
                games,
                modified,
            }),
            Listed::Unreadable { file, reason } => {
                list.unreadable.push(Unreadable { file, reason })
            }
        }
    }
    render(&list, out)
}

/// The saved sessions as listed; the sheet shows each time kept with `shown_time` (the face's:
/// in the user's time zone), JSON as kept.
pub struct SessionsReport<'a> {
    pub listings: Vec<Listed<'a>>,
    pub shown_time: fn(&str) -> String,
}

impl Report for SessionsReport<'_> {
    fn sheet(&self) -> Sheet<'_> {
        sessions(&self.listings, self.shown_time)
    }

    fn write_json(&self, out: &mut dyn io::Write) -> io::Result<()> {
        sessions_json(&self.listings, out)
    }
}

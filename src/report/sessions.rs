//! The saved sessions, newest first, and the files that could not be read: the sheet and the
//! JSON (`elocalc sessions list`), side by side.

use std::io;

use serde::Serialize;

use super::common::render;
use super::{Cell, Key, Line, Lines, Report, Section, Sheet, Tone};
use crate::calc::Mode;
use crate::store::Listing;

pub const SESSIONS: &str = "Sessions";

/// The columns of the sessions list.
pub const SESSION_COLUMNS: [&str; 5] = ["Name", "Mode", "Pool", "Games", "Saved"];

/// One listed session as cells of [`SESSION_COLUMNS`]; `saved` is the time as shown; a file that
/// cannot be read has its name and why.
pub fn session_line(listing: &Listing, saved: impl Fn(&str) -> String) -> Line {
    match listing {
        Listing::Session(summary) => Line::new(
            Key::Item,
            vec![
                Cell::plain(summary.name.to_string()),
                Cell::plain(summary.mode.title()),
                Cell::plain(summary.rated_with()),
                Cell::plain(summary.games.to_string()),
                Cell::plain(saved(&summary.modified)),
            ],
        ),
        Listing::Unreadable { file, reason } => Line::new(
            Key::Note,
            vec![
                Cell::new(file.clone(), Tone::Warning),
                Cell::new(format!("cannot be read: {reason}"), Tone::Warning),
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
            Listing::Unreadable { file, reason } => Some(format!("cannot read {file}: {reason}")),
            Listing::Session(_) => None,
        })
        .collect();
    Sheet {
        title: String::new(),
        sections: vec![Section {
            title: SESSIONS,
            header: SESSION_COLUMNS.map(String::from).to_vec(),
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

//! A row of the games table that is no game of the rating ([`LeftOutRow`], which calc finds),
//! as people read it — why, in a report's note and in the UI's table, and its line in a
//! report's table of games — and as JSON's `left_out` lists it.

use serde::Serialize;

use super::sheet::json::Number;
use super::sheet::numbers::{self, said};
use super::sheet::{Cell, Key, Line, Tone};
use crate::calc::{LeftOut, LeftOutRow, RowScore, TableRows};
use crate::i18n::tr;
use crate::rating::{Score, UNRATED};

/// Why, in the note of a report's table, in the language people read (as a FIDE pool says a
/// game it does not rate).
pub fn why(why: LeftOut) -> String {
    tr(match why {
        LeftOut::Unplayed => "note-unplayed",
        LeftOut::UnratedOpponent => "not-rated-unrated-opponent",
    })
}

/// Why, in a few words (the UI's table).
pub fn why_short(why: LeftOut) -> String {
    tr(match why {
        LeftOut::Unplayed => "note-unplayed",
        LeftOut::UnratedOpponent => "not-rated-short-unrated",
    })
}

/// `row`'s line in a report's table of games: its number, its opponent, `own` (the system's
/// cells of the opponent, such as the RD), its score (`?` still to play), a dash in each of
/// `figures` columns, then why.
pub fn line(row: &LeftOutRow, own: Vec<Cell>, figures: usize) -> Line {
    let opponent = row.rating.map_or_else(
        || UNRATED.to_string(),
        |rating| said(&numbers::rating(rating)),
    );
    let score = row.score.map_or(RowScore::UNPLAYED, Score::as_number);
    let mut cells = vec![Cell::plain(row.number().to_string()), Cell::plain(opponent)];
    cells.extend(own);
    cells.push(Cell::plain(said(score)));
    cells.extend((0..figures).map(|_| Cell::new(numbers::DASH, Tone::Muted)));
    cells.push(Cell::new(why(row.why), Tone::Muted));
    Line::new(Key::Item, cells)
}

/// A row left out as JSON's `left_out` lists it.
#[derive(Serialize)]
pub struct LeftOutJson {
    number: usize,
    /// `null`: unrated.
    opponent: Option<Number>,
    /// `null`: not played yet.
    score: Option<Number>,
    reason: &'static str,
}

/// The rows left out of `rows`, as JSON lists them.
pub fn json(rows: &TableRows) -> Vec<LeftOutJson> {
    rows.left_out()
        .iter()
        .map(|row| LeftOutJson {
            number: row.number(),
            opponent: row.rating.map(Number),
            score: row.score.map(|score| Number(score.points())),
            reason: row.why.key(),
        })
        .collect()
}

//! A row of the games table that is no game of the rating ([`LeftOutRow`], which calc finds),
//! as people read it — why, in a report's note and in the UI's table, and its line in a
//! report's table of games — and as JSON's `left_out` lists it.

use serde::Serialize;

use super::sheet::json::Number;
use super::sheet::numbers::{self, said};
use super::sheet::{Cell, Key, Line, Section, Tone, result_and_games};
use crate::calc::{LeftOut, LeftOutRow, PlacedLine, RowScore, TableRows};
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

/// A system's result, then its games in the table's order: each game's line (`game_line`, of
/// its index and its number in the table), each row left out in its place — its number, its
/// opponent, the system's `own` cells of the opponent (the RD), its score, a dash under each
/// figure and why, in a Note column such a row brings.
pub fn result_and_table<'a>(
    facts: Vec<Line>,
    mut header: Vec<String>,
    rows: &TableRows,
    games: usize,
    game_line: impl Fn(usize, usize) -> Line,
    own: impl Fn(&LeftOutRow) -> Vec<Cell>,
) -> Vec<Section<'a>> {
    let placed = rows.placed(0..games, None);
    let lines = (0..placed.count())
        .map(|at| match placed.at(at) {
            PlacedLine::Game(game) => game_line(game, rows.number(game)),
            PlacedLine::LeftOut(index) => {
                let row = &rows.left_out()[index];
                let own = own(row);
                // The number, the opponent, its own cells and the score come before the figures.
                let figures = header.len().saturating_sub(3 + own.len());
                line(row, own, figures)
            }
        })
        .collect();
    let noted = !rows.left_out().is_empty();
    if noted {
        header.push(tr("column-note"));
    }
    result_and_games(facts, header, noted, lines)
}

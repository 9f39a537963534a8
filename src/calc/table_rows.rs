//! Which row of the games table each game of a rating is, and the rows that are no game of it,
//! with why: so every face puts a game's figures on its own row, under its own number, and
//! lists a row left out in its place.

use std::ops::Range;
use std::sync::Arc;

use super::evaluate::Outcome;
use crate::rating::{GameLine, Score};

/// Why a row of the games table is no game of the rating.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LeftOut {
    /// Its score is `?`: a game still to play.
    Unplayed,
    /// US Chess: an unrated opponent (their first estimate needs their other games).
    UnratedOpponent,
}

impl LeftOut {
    /// As JSON names it.
    pub fn key(self) -> &'static str {
        match self {
            LeftOut::Unplayed => "not_played",
            LeftOut::UnratedOpponent => "unrated_opponent",
        }
    }
}

/// A row of the table that is no game of the rating.
#[derive(Clone, Debug, PartialEq)]
pub struct LeftOutRow {
    /// Its place in the table, from 0 (its number less one).
    pub row: usize,
    pub event: usize,
    pub why: LeftOut,
    /// The opponent as typed, and their rating as the system reads it (`None`: unrated).
    pub opponent: String,
    pub rating: Option<f64>,
    /// `None`: not played yet.
    pub score: Option<Score>,
}

impl LeftOutRow {
    /// Its number in the table.
    pub fn number(&self) -> usize {
        self.row + 1
    }
}

/// What a row of the table is in a rating.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum RowIs<'a> {
    /// The rating's game of that index.
    Game(usize),
    LeftOut(&'a LeftOutRow),
    /// Neither (a row the rating was not made from: it was refused, or added since).
    Unknown,
}

/// The rows of the games table a rating's games came from.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct TableRows {
    /// How many games the rating has.
    games: usize,
    /// The row (from 0) of each game, in the games' order; `None`: game `i` is row `i`.
    of_game: Option<Arc<[usize]>>,
    /// Whether `of_game` rises (the table keeps its rows grouped by event).
    rising: bool,
    /// The rows that are no game, by row.
    left_out: Arc<[LeftOutRow]>,
}

impl TableRows {
    /// `games` games, game `i` row `i`, none left out (games given in order, as the command
    /// line's).
    pub fn in_order(games: usize) -> TableRows {
        TableRows {
            games,
            ..TableRows::default()
        }
    }

    /// The row (from 0) of game `game`.
    pub fn row_of(&self, game: usize) -> usize {
        self.of_game.as_ref().map_or(game, |rows| rows[game])
    }

    /// The number game `game` has in the table.
    pub fn number(&self, game: usize) -> usize {
        self.row_of(game) + 1
    }

    /// The rows left out, by row.
    pub fn left_out(&self) -> &[LeftOutRow] {
        &self.left_out
    }

    /// The rows (from 0) left out for `why`.
    pub fn left_out_for(&self, why: LeftOut) -> Vec<usize> {
        self.left_out
            .iter()
            .filter(|row| row.why == why)
            .map(|row| row.row)
            .collect()
    }

    /// What row `row` is.
    pub fn at(&self, row: usize) -> RowIs<'_> {
        if let Ok(index) = self.left_out.binary_search_by_key(&row, |left| left.row) {
            return RowIs::LeftOut(&self.left_out[index]);
        }
        let game = match &self.of_game {
            None => (row < self.games).then_some(row),
            Some(rows) if self.rising => rows.binary_search(&row).ok(),
            Some(rows) => rows.iter().position(|&at| at == row),
        };
        game.map_or(RowIs::Unknown, RowIs::Game)
    }

    /// The lines of a table of the games `span` (of one event, or all): the games and, in
    /// their places among them, the rows left out (of `event`, or all when `None`).
    pub fn placed(&self, span: Range<usize>, event: Option<usize>) -> Placed {
        let of_event = self
            .left_out
            .iter()
            .enumerate()
            .filter(|(_, row)| event.is_none_or(|event| row.event == event));
        let left_out = of_event
            .enumerate()
            .map(|(before, (index, row))| {
                // The games of the span above the row: their rows rise within an event.
                let games_above = match &self.of_game {
                    None => row.row.clamp(span.start, span.end) - span.start,
                    Some(rows) => rows[span.clone()].partition_point(|&at| at < row.row),
                };
                (games_above + before, index)
            })
            .collect();
        Placed { span, left_out }
    }
}

/// What the games table shows on one row of a rated request.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum RowFigures<'a> {
    /// An Elo period's game: its line (the difference used, the expected score, its
    /// contribution, why it is not rated).
    Elo(GameLine),
    /// Another system's game: the rating difference (you − opponent) and the expected score.
    System { difference: f64, expected: f64 },
    /// A row that is no game of the rating, and why.
    LeftOut(&'a LeftOutRow),
    /// No figures: nothing rated, or not a row it was rated from.
    None,
}

impl Outcome {
    /// What row `row` (from 0) of the games table shows: the figures of its own game, or why
    /// it is left out. The one place a row finds its game, for every face that shows rows.
    pub fn row_figures(&self, row: usize) -> RowFigures<'_> {
        let rows = match self {
            Outcome::Period(period) => &period.rows,
            Outcome::System(answer) => answer.table_rows(),
            _ => return RowFigures::None,
        };
        let game = match rows.at(row) {
            RowIs::Game(game) => game,
            RowIs::LeftOut(left_out) => return RowFigures::LeftOut(left_out),
            RowIs::Unknown => return RowFigures::None,
        };
        match self {
            Outcome::Period(period) => RowFigures::Elo(period.line(game)),
            Outcome::System(answer) => {
                answer
                    .game_figures(game)
                    .map_or(RowFigures::None, |(difference, expected)| {
                        RowFigures::System {
                            difference,
                            expected,
                        }
                    })
            }
            _ => RowFigures::None,
        }
    }
}

/// Builds the [`TableRows`] of a rating as its games are read, row by row.
#[derive(Debug, Default)]
pub(crate) struct TableRowsBuilder {
    of_game: Vec<usize>,
    left_out: Vec<LeftOutRow>,
}

impl TableRowsBuilder {
    /// The next game is row `row`'s.
    pub(crate) fn game(&mut self, row: usize) {
        self.of_game.push(row);
    }

    pub(crate) fn left_out(&mut self, row: LeftOutRow) {
        self.left_out.push(row);
    }

    pub(crate) fn finish(self) -> TableRows {
        let games = self.of_game.len();
        let in_order = self
            .of_game
            .iter()
            .enumerate()
            .all(|(game, &row)| game == row);
        let mut left_out = self.left_out;
        left_out.sort_by_key(|row| row.row);
        TableRows {
            games,
            rising: self.of_game.is_sorted(),
            of_game: (!in_order).then(|| self.of_game.into()),
            left_out: left_out.into(),
        }
    }
}

/// One line of a table of games: a game, or a row left out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlacedLine {
    /// The rating's game of that index.
    Game(usize),
    /// The row left out of that index among [`TableRows::left_out`].
    LeftOut(usize),
}

/// The lines of a table of games in the table's order ([`TableRows::placed`]).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Placed {
    span: Range<usize>,
    /// Each row left out among them: its line, and its index among the rows left out.
    left_out: Vec<(usize, usize)>,
}

impl Placed {
    pub fn count(&self) -> usize {
        self.span.len() + self.left_out.len()
    }

    /// What line `line` is.
    pub fn at(&self, line: usize) -> PlacedLine {
        match self.left_out.binary_search_by_key(&line, |&(at, _)| at) {
            Ok(found) => PlacedLine::LeftOut(self.left_out[found].1),
            Err(above) => PlacedLine::Game(self.span.start + line - above),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn left_out(row: usize, event: usize) -> LeftOutRow {
        LeftOutRow {
            row,
            event,
            why: LeftOut::Unplayed,
            opponent: "1800".into(),
            rating: Some(1800.0),
            score: None,
        }
    }

    /// Rows 0 game, 1 left out, 2 game, 3 game, 4 left out.
    fn five_rows() -> TableRows {
        let mut builder = TableRowsBuilder::default();
        builder.game(0);
        builder.left_out(left_out(1, 0));
        builder.game(2);
        builder.game(3);
        builder.left_out(left_out(4, 0));
        builder.finish()
    }

    #[test]
    fn each_row_is_its_own_game_or_left_out() {
        let rows = five_rows();
        assert_eq!(rows.at(0), RowIs::Game(0));
        assert!(matches!(rows.at(1), RowIs::LeftOut(row) if row.row == 1));
        assert_eq!(rows.at(2), RowIs::Game(1));
        assert_eq!(rows.at(3), RowIs::Game(2));
        assert!(matches!(rows.at(4), RowIs::LeftOut(row) if row.row == 4));
        assert_eq!(rows.at(5), RowIs::Unknown);
        assert_eq!(
            (0..3).map(|g| rows.number(g)).collect::<Vec<_>>(),
            [1, 3, 4]
        );
    }

    #[test]
    fn a_table_lists_the_rows_left_out_in_their_places() {
        let rows = five_rows();
        let placed = rows.placed(0..3, None);
        let lines: Vec<PlacedLine> = (0..placed.count()).map(|line| placed.at(line)).collect();
        use PlacedLine::{Game, LeftOut};
        assert_eq!(lines, [Game(0), LeftOut(0), Game(1), Game(2), LeftOut(1)]);
    }

    #[test]
    fn games_in_order_with_a_row_left_out_at_the_end_number_as_rows() {
        let mut builder = TableRowsBuilder::default();
        builder.game(0);
        builder.game(1);
        builder.left_out(left_out(2, 0));
        let rows = builder.finish();
        assert_eq!(rows.at(1), RowIs::Game(1));
        let placed = rows.placed(0..2, Some(0));
        assert_eq!(placed.at(2), PlacedLine::LeftOut(0));
        assert_eq!(rows.placed(0..2, Some(1)).count(), 2, "another event's row");
    }

    #[test]
    fn rows_out_of_event_order_keep_their_numbers() {
        // Rows 0 and 2 are event 1's, rows 1 and 3 event 0's: event 0's games come first.
        let mut builder = TableRowsBuilder::default();
        builder.game(1);
        builder.left_out(left_out(3, 0));
        builder.game(0);
        builder.game(2);
        let rows = builder.finish();
        assert_eq!(rows.at(0), RowIs::Game(1));
        assert_eq!(rows.at(1), RowIs::Game(0));
        assert_eq!(rows.at(2), RowIs::Game(2));
        assert_eq!(rows.number(0), 2);
        let first = rows.placed(0..1, Some(0));
        assert_eq!(first.count(), 2);
        assert_eq!(first.at(1), PlacedLine::LeftOut(0));
    }
}

//! The games table of Tournament and Norm mode: a cursor on one cell, the one cell editor
//! (adding and editing alike: Enter and Tab on to the next cell, Shift-Tab back, Esc cancels
//! the cell), scores set on the Score column, games deleted and pasted. Every change is one
//! undo step, named in the status line.

use super::{places, shown};
use crate::calc::edit::{self, CellValue, checked_cell, set_cell};
use crate::calc::{Entry, Mode, Row, RowScore};
use crate::i18n::{tr, tr_args};
use crate::rating::Score;
use crate::tui::state::{App, CellEditor, Column, TextField};

/// A score as a status line writes it: 1, ½, 0, ?, and the words for none.
fn score_words(score: RowScore) -> String {
    match score {
        RowScore::Missing => tr("score-none"),
        score => edit::score_words(score).to_string(),
    }
}

/// A cell's value as a status line names it: a score as the table shows it (½, never the
/// session's 0.5), anything else as typed.
fn cell_words(column: Column, row: &Row) -> String {
    match column {
        Column::Score => score_words(row.score),
        column => shown(column.text(row)).to_string(),
    }
}

/// A game as a status line names it: "3 (1790, ½)".
fn row_words(number: usize, row: &Row) -> String {
    format!("{number} ({}, {})", row.opponent, score_words(row.score))
}

/// A column as a status line names it.
fn column_words(column: Column) -> String {
    tr(match column {
        Column::Opponent => "column-name-opponent",
        Column::Score => "column-name-score",
        Column::Title => "column-name-title",
        Column::Federation => "column-name-federation",
    })
}

impl App {
    /// Moves the selection (of the games, or in Field mode of the players); `to` gets the
    /// selection and the row count.
    pub(crate) fn select_row(&mut self, to: impl Fn(usize, usize) -> usize) {
        if self.request.mode == Mode::Field {
            return self.field.select(to);
        }
        let rows = self.request.rows.len();
        self.tournament.selected = to(self.tournament.selected, rows).min(rows.saturating_sub(1));
    }

    /// The column under the cursor, one this mode's table has.
    pub(crate) fn column(&self) -> Column {
        let editable = Column::editable(self.request.mode);
        self.tournament
            .column
            .filter(|column| editable.contains(column))
            .unwrap_or(Column::Opponent)
    }

    /// Moves the cursor by `step` among the mode's columns, wrapping around.
    pub(crate) fn next_column(&mut self, step: isize) {
        let editable = Column::editable(self.request.mode);
        let index = editable
            .iter()
            .position(|&c| c == self.column())
            .unwrap_or(0) as isize;
        let next = (index + step).rem_euclid(editable.len() as isize) as usize;
        self.tournament.column = Some(editable[next]);
    }

    /// `a` from anywhere in Tournament and Norm mode: to the table, the new row's editor open
    /// after the selected game.
    /// `a`: a new game at the end of the table, typed cell by cell.
    pub(crate) fn add_row(&mut self) {
        self.new_row(false);
    }

    /// Insert: a new game after the selected one.
    pub(crate) fn insert_row(&mut self) {
        self.new_row(true);
    }

    fn new_row(&mut self, after_selected: bool) {
        if !matches!(self.request.mode, Mode::Tournament | Mode::Norm) {
            return self.set_status(tr("status-games-where"), false);
        }
        self.close_editors();
        self.set_focus(Some(Entry::Rows));
        let at = if self.request.rows.is_empty() {
            0
        } else if after_selected {
            self.tournament.selected + 1
        } else {
            self.request.rows.len()
        };
        self.open_new_row(at);
    }

    fn open_new_row(&mut self, at: usize) {
        self.tournament.column = Some(Column::Opponent);
        // In the event of the game before it: the table stays grouped by event.
        let draft = Row {
            event: self.event_at(at),
            ..Row::default()
        };
        self.tournament.editor = Some(CellEditor {
            row: at,
            column: Column::Opponent,
            input: TextField::default(),
            adding: true,
            draft,
            error: None,
        });
    }

    /// Opens the editor on the cell under the cursor, its value kept (or, `first`, a new one
    /// starting with that character). No game yet: a new one.
    pub(crate) fn edit_cell(&mut self, first: Option<char>) {
        let selected = self.tournament.selected;
        if selected >= self.request.rows.len() {
            self.add_row();
            if let (Some(c), Some(editor)) = (first, &mut self.tournament.editor) {
                editor.input = TextField::new(&c.to_string());
            }
            return;
        }
        let column = self.column();
        self.open_cell(selected, column);
        if let (Some(c), Some(editor)) = (first, &mut self.tournament.editor) {
            editor.input = TextField::new(&c.to_string());
        }
    }

    fn open_cell(&mut self, row: usize, column: Column) {
        let Some(game) = self.request.rows.get(row) else {
            return;
        };
        self.tournament.selected = row;
        self.tournament.column = Some(column);
        self.tournament.editor = Some(CellEditor {
            row,
            column,
            input: TextField::new(column.text(game)),
            adding: false,
            draft: Row::default(),
            error: None,
        });
    }

    /// A digit (or `-` `.`) on the table: on the Opponent column it opens that cell's editor
    /// starting with it; on the Score column `1` and `0` are scores; elsewhere nothing
    /// changes, and where it works is said.
    pub(crate) fn table_char(&mut self, c: char) {
        match (self.column(), c) {
            (Column::Opponent | Column::Title | Column::Federation, _) => self.edit_cell(Some(c)),
            (Column::Score, '1') => self.set_score(Score::Win),
            (Column::Score, '0') => self.set_score(Score::Loss),
            _ => self.set_status(tr("status-score-column"), false),
        }
    }

    /// A score key on the table: the selected game's score, on the Score column only; said.
    pub(crate) fn set_score(&mut self, score: Score) {
        if self.column() != Column::Score {
            return self.set_status(tr("status-score-column"), false);
        }
        let selected = self.tournament.selected;
        let Some(row) = self.request.rows.get(selected) else {
            return;
        };
        let was = row.score;
        let now = RowScore::Played(score);
        if was == now {
            // The score already there: said, not silent.
            let said = tr_args(
                "game-score-already",
                &[
                    ("number", (selected + 1).to_string().into()),
                    ("score", score_words(now).into()),
                ],
            );
            return self.set_status(said, false);
        }
        let before = self.snapshot();
        if let Some(row) = self.row_mut(selected) {
            row.score = now;
        }
        let description = tr_args(
            "game-score-changed",
            &[
                ("number", (selected + 1).to_string().into()),
                ("was", score_words(was).into()),
                ("now", score_words(now).into()),
            ],
        );
        self.record(before, description);
    }

    pub(crate) fn delete_row(&mut self) {
        let selected = self.tournament.selected;
        let Some(row) = self.request.rows.get(selected) else {
            return;
        };
        let mut description = tr_args(
            "game-deleted",
            &[("game", row_words(selected + 1, row).into())],
        );
        let before = self.snapshot();
        let event = self.rows_mut().remove(selected).event;
        if let Some(gone) = self.drop_event_if_empty(event) {
            description = tr_args(
                "said-then",
                &[("said", description.into()), ("then", gone.into())],
            );
        }
        self.select_row(|selected, _| selected);
        self.record(before, description);
    }

    /// Every game and event of the table away: one undo step, said with how to undo it.
    pub(crate) fn clear_games(&mut self) {
        let count = self.request.rows.len();
        let before = self.snapshot();
        self.rows_mut().clear();
        self.change(crate::tui::changed::Changed::EVENTS)
            .events
            .clear();
        self.tournament.selected = 0;
        self.record(
            before,
            tr_args(
                "games-cleared",
                &[("games", crate::report::words::games(count).into())],
            ),
        );
    }

    /// Keeps the edited cell if its value is allowed (otherwise the editor stays open with
    /// the reason) and moves the editor on: `forward` to the next cell (after a row's last,
    /// the next row's first; a new row is added and another new one opened), else back.
    pub(crate) fn cell_step(&mut self, forward: bool) {
        let Some(mut editor) = self.tournament.editor.take() else {
            return;
        };
        let value = match checked_cell(
            editor.column,
            editor.input.value(),
            &self.request,
            &crate::report::words::score_letters(crate::i18n::current()),
        ) {
            Ok(value) => value,
            Err(error) => {
                // Said in the status line, where the whole message has room; a name left in
                // the opponent's cell says no player was chosen from the list.
                let said = match editor.column {
                    Column::Opponent => self.name_for_rating(&error),
                    _ => None,
                }
                .unwrap_or_else(|| error.to_string());
                self.set_status(said.clone(), true);
                editor.error = Some(said);
                self.tournament.editor = Some(editor);
                return;
            }
        };
        if editor.adding {
            set_cell(&mut editor.draft, editor.column, value);
        } else {
            self.keep_cell(editor.row, editor.column, value);
        }
        let editable = Column::editable(self.request.mode);
        let index = editable
            .iter()
            .position(|&c| c == editor.column)
            .unwrap_or(0);
        let next = if forward {
            editable.get(index + 1)
        } else {
            index.checked_sub(1).and_then(|index| editable.get(index))
        };
        match (next, editor.adding) {
            (Some(&column), true) => {
                self.tournament.column = Some(column);
                let input = TextField::new(column.text(&editor.draft));
                self.tournament.editor = Some(CellEditor {
                    column,
                    input,
                    error: None,
                    ..editor
                });
            }
            (Some(&column), false) => self.open_cell(editor.row, column),
            // Past the new row's last cell: it is added, and another new row opens.
            (None, true) if forward => {
                let at = editor.row.min(self.request.rows.len());
                let description = tr_args(
                    "game-added",
                    &[("game", row_words(at + 1, &editor.draft).into())],
                );
                let before = self.snapshot();
                self.rows_mut().insert(at, editor.draft);
                self.tournament.selected = at;
                self.record(before, description);
                self.open_new_row(at + 1);
            }
            (None, false) if forward => {
                let next = editor.row + 1;
                if next < self.request.rows.len() {
                    self.open_cell(next, editable[0]);
                } else {
                    self.open_new_row(next);
                }
            }
            // Before a game's first cell: the game before's last one.
            (None, false) if editor.row > 0 => {
                self.open_cell(editor.row - 1, editable[editable.len() - 1]);
            }
            // Before a new row's first cell, or the first game's: the editor stays there.
            (None, true) => {
                let input = TextField::new(editor.column.text(&editor.draft));
                self.tournament.editor = Some(CellEditor {
                    input,
                    error: None,
                    ..editor
                });
            }
            (None, false) => self.open_cell(editor.row, editor.column),
        }
    }

    /// Writes a kept value into a game: one undo step when it changed it.
    fn keep_cell(&mut self, index: usize, column: Column, value: CellValue) {
        let Some(row) = self.request.rows.get(index) else {
            return;
        };
        let mut changed = row.clone();
        set_cell(&mut changed, column, value);
        if changed == *row {
            return;
        }
        let description = tr_args(
            "game-cell-changed",
            &[
                ("number", (index + 1).to_string().into()),
                ("column", column_words(column).into()),
                ("was", cell_words(column, row).into()),
                ("now", cell_words(column, &changed).into()),
            ],
        );
        let before = self.snapshot();
        if let Some(row) = self.row_mut(index) {
            *row = changed;
        }
        self.record(before, description);
    }

    /// Esc in a cell editor: the cell as it was; a new row is left out.
    pub(crate) fn cancel_cell(&mut self) {
        let Some(editor) = self.tournament.editor.take() else {
            return;
        };
        if !editor.adding {
            self.tournament.selected = editor.row;
            self.tournament.column = Some(editor.column);
            return;
        }
        // A new game half typed is left out: said, never dropped without a word.
        let draft = &editor.draft;
        let typed = [
            draft.opponent.as_str(),
            draft.score.text(),
            draft.title.as_str(),
            draft.federation.as_str(),
            editor.input.value(),
        ];
        if typed.iter().any(|text| !text.trim().is_empty()) {
            let shown: Vec<&str> = typed
                .iter()
                .map(|text| text.trim())
                .filter(|text| !text.is_empty())
                .collect();
            self.set_status(
                tr_args(
                    "status-new-game-left-out",
                    &[("typed", shown.join(", ").into())],
                ),
                false,
            );
        }
    }

    /// Pasted lines into the games table, one game a line, after the selected game; a line
    /// that is not a game refuses the paste and nothing is added.
    pub(crate) fn paste_rows(&mut self, text: &str) {
        self.tournament.editor = None;
        // Event lines make events of the period (Tournament mode's alone).
        if self.request.mode == Mode::Tournament {
            match edit::pasted_events(text) {
                Ok(mut pasted) if !pasted.events.is_empty() => {
                    let before = self.snapshot();
                    // Games before the paste's first event line go where any pasted games go,
                    // after the selected one; each event line's games are a new event, last.
                    let mut said = Vec::new();
                    if pasted.events[0].is_empty() {
                        let leading = pasted.rows.iter().take_while(|row| row.event == 0).count();
                        let rows: Vec<Row> = pasted.rows.drain(..leading).collect();
                        pasted.events.remove(0);
                        for row in &mut pasted.rows {
                            row.event -= 1;
                        }
                        let at = self.insert_rows(rows);
                        said.push(tr_args(
                            "pasted-games-at",
                            &[
                                ("games", crate::report::words::games(leading).into()),
                                ("places", places(at, leading).into()),
                            ],
                        ));
                    }
                    let (count, events) = (pasted.rows.len(), pasted.events.len());
                    let at = self.add_events_of(pasted);
                    self.tournament.selected = at.min(self.request.rows.len().saturating_sub(1));
                    said.push(tr_args(
                        "pasted-games-in-events",
                        &[
                            ("games", crate::report::words::games(count).into()),
                            (
                                "events",
                                tr_args("tui-events", &[("count", events.into())]).into(),
                            ),
                        ],
                    ));
                    return self.record(
                        before,
                        tr_args("pasted", &[("said", said.join("; ").into())]),
                    );
                }
                Ok(_) => {}
                Err(error) => {
                    return self.set_status(
                        tr_args("nothing-pasted", &[("error", error.to_string().into())]),
                        true,
                    );
                }
            }
        }
        match edit::pasted_rows(text, self.request.mode) {
            Ok(rows) if rows.is_empty() => self.set_status(tr("nothing-pasted-no-games"), true),
            Ok(rows) => {
                let count = rows.len();
                let before = self.snapshot();
                let at = self.insert_rows(rows);
                let games = crate::report::words::games(count);
                let said = tr_args(
                    "pasted-games-at",
                    &[
                        ("games", games.into()),
                        ("places", places(at, count).into()),
                    ],
                );
                self.record(before, tr_args("pasted", &[("said", said.into())]));
            }
            Err(error) => self.set_status(
                tr_args("nothing-pasted", &[("error", error.to_string().into())]),
                true,
            ),
        }
    }

    /// Inserts games after the selected one (the first place of an empty table), in its
    /// event; returns where they start.
    pub(crate) fn insert_rows(&mut self, mut rows: Vec<Row>) -> usize {
        let at = if self.request.rows.is_empty() {
            0
        } else {
            (self.tournament.selected + 1).min(self.request.rows.len())
        };
        let event = self.event_at(at);
        for row in &mut rows {
            row.event = event;
        }
        let count = rows.len();
        self.rows_mut().splice(at..at, rows);
        self.tournament.selected = (at + count).saturating_sub(1);
        at
    }
}

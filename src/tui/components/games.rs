//! The games table of Tournament and Norm mode: a cursor on one cell, the one cell editor
//! (adding and editing alike: Tab on to the next cell, Shift-Tab back, Enter keeps a game's
//! cell and stops there — a new game's goes on, as Tab — Esc cancels
//! the cell), scores set on the Score column, games deleted and pasted. Every change is one
//! undo step, named in the status line.

use ratatui::Frame;
use ratatui::layout::Rect;
use tui_input::InputRequest;

use super::{Component, places, shown};
use crate::calc::edit::{self, CellValue, checked_cell, set_cell};
use crate::calc::{Entry, Mode, Request, Row, RowScore};
use crate::i18n::{tr, tr_args};
use crate::rating::Score;
use crate::tui::keys::Action;
use crate::tui::state::{App, CellEditor, Column, PAGE, Shared, TextField, Tournament};

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

/// The first pasted line (counted from 1) with a score letter that means one score in games
/// lists (English's letters, in every language) and another on the table's keys in `lang` —
/// Portuguese's `d`, derrota there, a draw in a list — and the letter: such a paste is refused
/// rather than read one way when the person meant the other.
fn ambiguous_score(text: &str, lang: crate::i18n::Lang) -> Option<(usize, String)> {
    let english = crate::report::words::score_letters(crate::i18n::Lang::En);
    let letters = crate::report::words::score_letters(lang);
    let ambiguous: Vec<&str> = letters
        .iter()
        .filter(|(letter, score)| {
            english
                .iter()
                .any(|(other, meant)| other == letter && meant != score)
        })
        .map(|(letter, _)| *letter)
        .collect();
    text.lines().enumerate().find_map(|(index, line)| {
        line.split(|c: char| c == '|' || c.is_whitespace())
            .find(|token| {
                ambiguous
                    .iter()
                    .any(|letter| token.eq_ignore_ascii_case(letter))
            })
            .map(|token| (index + 1, token.to_string()))
    })
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

/// What a key on the games table asks of the app.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GamesAsks {
    /// Done in the table (the cursor moved, a cell opened, typed or cancelled): what to say of
    /// it, if anything.
    Done(Option<String>),
    /// Not the table's key: the app's (a mode, a popup, undo, quitting).
    NotMine(Action),
    /// The cell being typed kept (if it reads), on to the next cell (`forward`) or back.
    Step { forward: bool },
    /// Enter: the cell being typed kept (if it reads) and closed; a new game's goes on.
    Keep,
    /// The opponent's cell typed: the look-up follows what it holds.
    LookUp,
    /// A new game at the end, its first cell started with `first`.
    NewGame { first: Option<char> },
    /// The selected game's score.
    Score(Score),
    /// The selected game deleted.
    Delete,
}

/// The games table owns its cursor (the selected game and column) and the cell being typed:
/// arrows and Tab move it, Enter or a key opens a cell, Esc cancels it; what changes the games
/// (a cell kept, a score, a game added or deleted) it asks for.
impl Component for Tournament {
    type Asks = GamesAsks;

    fn update(&mut self, action: Action, shared: &Shared) -> GamesAsks {
        let request = shared.request;
        if let Some(editor) = &mut self.editor {
            return match action {
                Action::Edit(edit) => {
                    editor.input.edit(edit);
                    editor.error = None;
                    if editor.column == Column::Opponent {
                        GamesAsks::LookUp
                    } else {
                        GamesAsks::Done(None)
                    }
                }
                Action::NextCell | Action::PreviousCell => GamesAsks::Step {
                    forward: action == Action::NextCell,
                },
                Action::Commit => GamesAsks::Keep,
                Action::Back => GamesAsks::Done(self.cancel()),
                action => GamesAsks::NotMine(action),
            };
        }
        let rows = request.rows.len();
        match action {
            Action::RowUp => self.select(rows, |selected, _| selected.saturating_sub(1)),
            Action::RowDown => self.select(rows, |selected, _| selected + 1),
            Action::PageUp => self.select(rows, |selected, _| selected.saturating_sub(PAGE)),
            Action::PageDown => self.select(rows, |selected, _| selected + PAGE),
            Action::FirstRow => self.select(rows, |_, _| 0),
            Action::LastRow => self.select(rows, |_, count| count),
            Action::NextColumn => self.next_column(request.mode, 1),
            Action::PreviousColumn => self.next_column(request.mode, -1),
            Action::EditCell => return self.edit_cell(request, None),
            // A key on the table: the cell's first character, or a score on the Score column.
            Action::Edit(InputRequest::InsertChar(c)) => {
                return match (self.column(request.mode), c) {
                    (Column::Score, '1') => GamesAsks::Score(Score::Win),
                    (Column::Score, '0') => GamesAsks::Score(Score::Loss),
                    (Column::Score, _) => GamesAsks::Done(Some(tr("status-score-column"))),
                    _ => self.edit_cell(request, Some(c)),
                };
            }
            Action::SetScore(_) if self.column(request.mode) != Column::Score => {
                return GamesAsks::Done(Some(tr("status-score-column")));
            }
            Action::SetScore(score) => return GamesAsks::Score(score),
            Action::DeleteGame => return GamesAsks::Delete,
            action => return GamesAsks::NotMine(action),
        }
        GamesAsks::Done(None)
    }

    fn view(&self, frame: &mut Frame, area: Rect, shared: &Shared) {
        crate::tui::view::table::render(frame, area, self, shared);
    }
}

impl Tournament {
    /// The column under the cursor, one `mode`'s table has.
    pub fn column(&self, mode: Mode) -> Column {
        let editable = Column::editable(mode);
        self.column
            .filter(|column| editable.contains(column))
            .unwrap_or(Column::Opponent)
    }

    /// Moves the cursor by `step` among `mode`'s columns, wrapping around.
    fn next_column(&mut self, mode: Mode, step: isize) {
        let editable = Column::editable(mode);
        let index = editable
            .iter()
            .position(|&c| c == self.column(mode))
            .unwrap_or(0) as isize;
        let next = (index + step).rem_euclid(editable.len() as isize) as usize;
        self.column = Some(editable[next]);
    }

    /// Moves the selection among `rows` games; `to` gets it and the count.
    pub(crate) fn select(&mut self, rows: usize, to: impl Fn(usize, usize) -> usize) {
        self.selected = to(self.selected, rows).min(rows.saturating_sub(1));
    }

    /// Opens the editor on the cell under the cursor, its value kept (or, `first`, a new one
    /// starting with that character). No game there: a new one is asked for.
    fn edit_cell(&mut self, request: &Request, first: Option<char>) -> GamesAsks {
        if self.selected >= request.rows.len() {
            return GamesAsks::NewGame { first };
        }
        self.open_cell(&request.rows, self.selected, self.column(request.mode));
        if let (Some(c), Some(editor)) = (first, &mut self.editor) {
            editor.input = TextField::new(&c.to_string());
        }
        GamesAsks::Done(None)
    }

    /// Opens the editor on game `row`'s `column`, holding its value.
    fn open_cell(&mut self, rows: &[Row], row: usize, column: Column) {
        let Some(game) = rows.get(row) else {
            return;
        };
        self.selected = row;
        self.column = Some(column);
        self.editor = Some(CellEditor {
            row,
            column,
            input: TextField::new(column.text(game)),
            adding: false,
            draft: Row::default(),
            error: None,
        });
    }

    /// Esc in a cell editor: the cell as it was; a new row is left out, and what was typed
    /// of it said (never dropped without a word).
    fn cancel(&mut self) -> Option<String> {
        let editor = self.editor.take()?;
        if !editor.adding {
            self.selected = editor.row;
            self.column = Some(editor.column);
            return None;
        }
        let draft = &editor.draft;
        let typed: Vec<&str> = [
            draft.opponent.as_str(),
            draft.score.text(),
            draft.title.as_str(),
            draft.federation.as_str(),
            editor.input.value(),
        ]
        .into_iter()
        .map(str::trim)
        .filter(|text| !text.is_empty())
        .collect();
        (!typed.is_empty()).then(|| {
            tr_args(
                "status-new-game-left-out",
                &[("typed", typed.join(", ").into())],
            )
        })
    }
}

impl App {
    /// An action for the games table, when it has the focus (or is one of its keys): the table
    /// takes it, and what it asks is carried out; `false`: not the table's, the app's own.
    pub(crate) fn update_games(&mut self, action: Action) -> bool {
        match self.ask(|app| &mut app.tournament, action) {
            GamesAsks::NotMine(_) => return false,
            GamesAsks::Done(said) => {
                if let Some(said) = said {
                    self.set_status(said, false);
                }
            }
            GamesAsks::Step { forward } => self.cell_step(forward),
            GamesAsks::Keep => self.cell_keep(),
            GamesAsks::LookUp => self.look_up(crate::tui::message::LookupFor::Cell),
            GamesAsks::NewGame { first } => {
                self.add_row();
                if let (Some(c), Some(editor)) = (first, &mut self.tournament.editor) {
                    editor.input = TextField::new(&c.to_string());
                }
            }
            GamesAsks::Score(score) => self.set_score(score),
            GamesAsks::Delete => self.delete_row(),
        }
        true
    }

    /// Moves the selection (of the games, or in Field mode of the players); `to` gets the
    /// selection and the row count.
    pub(crate) fn select_row(&mut self, to: impl Fn(usize, usize) -> usize) {
        if self.request.mode == Mode::Field {
            return self.field.select(to);
        }
        self.tournament.select(self.request.rows.len(), to);
    }

    /// The column under the cursor, one this mode's table has.
    pub(crate) fn column(&self) -> Column {
        self.tournament.column(self.request.mode)
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
        let Some(editor) = self.checked_cell() else {
            return;
        };
        self.cell_step_from(editor, forward);
    }

    /// Enter on a game's cell: what is typed kept if it reads, and the editor closed there,
    /// the cell selected (as a web form's Enter; Tab goes on to the next cell). A new game's
    /// Enter goes on to its next cell, as Tab: the game is added after its last.
    pub(crate) fn cell_keep(&mut self) {
        if self
            .tournament
            .editor
            .as_ref()
            .is_some_and(|editor| editor.adding)
        {
            return self.cell_step(true);
        }
        if let Some(editor) = self.checked_cell() {
            self.tournament.selected = editor.row;
            self.tournament.column = Some(editor.column);
        }
    }

    /// The cell being typed, taken out of the table and kept (in its game, or a new game's
    /// draft) if its value reads; if not, left open with the reason, said (`None`).
    fn checked_cell(&mut self) -> Option<CellEditor> {
        let mut editor = self.tournament.editor.take()?;
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
                return None;
            }
        };
        if editor.adding {
            set_cell(&mut editor.draft, editor.column, value);
        } else {
            self.keep_cell(editor.row, editor.column, value);
        }
        Some(editor)
    }

    /// Moves the editor on from the cell just kept (see [`App::cell_step`]).
    fn cell_step_from(&mut self, editor: CellEditor, forward: bool) {
        let adding = editor.adding;
        let (row, column) = (editor.row, editor.column);
        self.open_next_cell(editor, forward);
        // The cell moved to holds its value selected, as a web form's field Tabbed into: a
        // key typed replaces it (a score typed after Tab was added to the one there, "0.5l").
        if let Some(editor) = &mut self.tournament.editor
            && (editor.row, editor.column, editor.adding) != (row, column, adding)
        {
            editor.input = TextField::proposing(editor.input.value());
        }
    }

    /// Opens the cell after (`forward`) or before the one just kept: a game's next cell, the
    /// next game's first, a new row after the last.
    fn open_next_cell(&mut self, editor: CellEditor, forward: bool) {
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
            (Some(&column), false) => {
                self.tournament
                    .open_cell(&self.request.rows, editor.row, column)
            }
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
                    self.tournament
                        .open_cell(&self.request.rows, next, editable[0]);
                } else {
                    self.open_new_row(next);
                }
            }
            // Before a game's first cell: the game before's last one.
            (None, false) if editor.row > 0 => {
                self.tournament.open_cell(
                    &self.request.rows,
                    editor.row - 1,
                    editable[editable.len() - 1],
                );
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
            (None, false) => {
                self.tournament
                    .open_cell(&self.request.rows, editor.row, editor.column)
            }
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

    /// Pasted lines into the games table, one game a line, after the selected game; a line
    /// that is not a game refuses the paste and nothing is added.
    pub(crate) fn paste_rows(&mut self, text: &str) {
        self.tournament.editor = None;
        if let Some((line, letter)) = ambiguous_score(text, crate::i18n::current()) {
            let args = [("line", line.into()), ("letter", letter.into())];
            return self.set_status(tr_args("nothing-pasted-ambiguous", &args), true);
        }
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

#[cfg(test)]
mod tests {
    use tui_input::InputRequest::InsertChar;

    use super::*;
    use crate::store::SessionName;

    /// The table on its own: the cursor and the cell typed are its; a cell kept, a score, a
    /// game added or deleted it asks of the app, the games untouched.
    #[test]
    fn the_games_table_moves_and_types_by_itself_and_asks_for_the_rest() {
        let rows = ["1800", "1900", "2000"]
            .map(|opponent| Row {
                opponent: opponent.into(),
                score: RowScore::Played(Score::Draw),
                ..Row::default()
            })
            .to_vec();
        let request = Request {
            mode: Mode::Tournament,
            rows,
            ..Request::default()
        };
        let app = App::with_request(request, SessionName::default_name());
        let shared = app.shared();
        let mut table = Tournament::default();
        assert_eq!(
            table.update(Action::LastRow, &shared),
            GamesAsks::Done(None)
        );
        assert_eq!(table.selected, 2);
        table.update(Action::RowDown, &shared);
        assert_eq!(table.selected, 2, "never past the last game");
        table.update(Action::NextColumn, &shared);
        assert_eq!(table.column(Mode::Tournament), Column::Score);
        assert_eq!(
            table.update(Action::Edit(InsertChar('1')), &shared),
            GamesAsks::Score(Score::Win)
        );
        assert!(matches!(
            table.update(Action::Edit(InsertChar('7')), &shared),
            GamesAsks::Done(Some(_))
        ));
        table.update(Action::PreviousColumn, &shared);
        // A digit on the opponent's column types a new value there.
        table.update(Action::Edit(InsertChar('2')), &shared);
        table.update(Action::Edit(InsertChar('1')), &shared);
        let editor = table.editor.as_ref().expect("the cell is typed");
        assert_eq!((editor.row, editor.input.value()), (2, "21"));
        assert_eq!(
            table.update(Action::NextCell, &shared),
            GamesAsks::Step { forward: true }
        );
        assert_eq!(table.update(Action::Back, &shared), GamesAsks::Done(None));
        assert!(table.editor.is_none(), "Esc leaves the cell as it was");
        assert_eq!(table.update(Action::DeleteGame, &shared), GamesAsks::Delete);
        assert_eq!(
            table.update(Action::Undo, &shared),
            GamesAsks::NotMine(Action::Undo)
        );
        // Past the last game, a key starts a new one.
        let empty = App::with_request(
            Request {
                mode: Mode::Tournament,
                ..Request::default()
            },
            SessionName::default_name(),
        );
        assert_eq!(
            Tournament::default().update(Action::Edit(InsertChar('9')), &empty.shared()),
            GamesAsks::NewGame { first: Some('9') }
        );
        assert_eq!(
            app.request().rows[2].opponent,
            "2000",
            "the games untouched"
        );
    }
}

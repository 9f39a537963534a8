//! The state of the terminal UI and the one place it changes: [`App::update`] applies an action
//! and re-evaluates the form through the core. File work (saving, opening sessions) is asked for
//! as [`Effect`]s, which `tui::effects` carries out and reports back.

use std::path::PathBuf;

use tui_input::{Input, InputRequest};

use super::keys::{Action, Context};
pub use super::transfer::ImportDialog;
pub use crate::form::{Evaluation, Field, Form, KPreset, Mode, Outcome, Row};
use crate::rating::{Opponent, Pool, Score};
use crate::session::{Listing, SessionName};

impl Field {
    pub fn context(self) -> Context {
        match self {
            Field::Result | Field::KPreset | Field::Pool | Field::Reached2400 => Context::Choice,
            Field::Rows => Context::Table,
            _ => Context::Number,
        }
    }
}

/// A column of the tournament table that can be edited.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Column {
    Opponent,
    Score,
}

/// A cell being edited. `adding` is set while a new game's opponent is typed: the row is only
/// inserted once that value is kept.
#[derive(Clone, Debug)]
pub struct CellEditor {
    pub row: usize,
    pub column: Column,
    pub input: Input,
    pub adding: bool,
    pub error: Option<String>,
}

/// Where the user is in the tournament's table; the games themselves are in the form.
#[derive(Clone, Debug, Default)]
pub struct Tournament {
    pub selected: usize,
    pub column: Option<Column>,
    pub editor: Option<CellEditor>,
    /// Deleted rows with their places, newest last, for undo.
    pub deleted: Vec<(usize, Row)>,
}

/// A line of text typed into a popup, with the reason it was refused, if it was.
#[derive(Clone, Debug, Default)]
pub struct Prompt {
    pub input: Input,
    pub error: Option<String>,
}

impl Prompt {
    fn with(text: &str) -> Prompt {
        Prompt {
            input: Input::new(text.to_string()),
            error: None,
        }
    }

    /// Applies a keystroke; a new keystroke clears the last refusal.
    pub(super) fn edit(&mut self, request: InputRequest) {
        self.input.handle(request);
        self.error = None;
    }
}

#[derive(Clone, Debug)]
pub enum Popup {
    /// Ctrl-S: the name to save under.
    SaveAs(Prompt),
    /// Saving under this name would replace another session.
    ConfirmReplace(SessionName),
    /// Ctrl-O: the saved sessions, newest first.
    Sessions(SessionList),
    /// F5: games from a file.
    Import(Box<ImportDialog>),
    /// F6: the result to a file.
    Export(Prompt),
    /// Exporting would replace this file.
    ConfirmOverwrite(PathBuf),
}

#[derive(Clone, Debug, Default)]
pub struct SessionList {
    pub selected: usize,
    /// The new name being typed for the selected session.
    pub rename: Option<Prompt>,
    /// Delete was pressed: waiting for y or n.
    pub confirm_delete: bool,
}

impl SessionList {
    pub fn selected_name<'a>(&self, listings: &'a [Listing]) -> Option<&'a SessionName> {
        match listings.get(self.selected)? {
            Listing::Session(summary) => Some(&summary.name),
            Listing::Unreadable { .. } => None,
        }
    }
}

/// File work the update asks for; see `tui::effects`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Effect {
    /// Work on saved sessions: it needs the config directory.
    Session(SessionWork),
    /// Read games from a file (a PGN needs the player's name) for the import preview.
    Import {
        path: PathBuf,
        player: Option<String>,
    },
    /// Write the result to a file in the format its extension names.
    Export { path: PathBuf, force: bool },
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SessionWork {
    Save(SessionName),
    Open(SessionName),
    List,
    Delete(SessionName),
    Rename { from: SessionName, to: SessionName },
}

/// A message for the status line: a session saved, or a file that could not be written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Status {
    pub text: String,
    pub error: bool,
}

/// How many rows PgUp and PgDn move.
pub const PAGE: usize = 10;

pub struct App {
    pub form: Form,
    pub focus: Option<Field>,
    /// The focused text field's value and cursor; its value is copied into the form on each
    /// edit.
    pub field_editor: Input,
    pub tournament: Tournament,
    pub evaluation: Evaluation,
    pub show_help: bool,
    pub popup: Option<Popup>,
    pub should_quit: bool,
    /// The session this work is saved as.
    pub session: SessionName,
    /// Changed since the last save.
    pub dirty: bool,
    /// How many updates changed the form: the event loop schedules the autosave from it.
    pub edits: u64,
    pub status: Option<Status>,
    /// This year, for the FIDE auto K's junior rule.
    pub year: i32,
    /// The saved sessions as last listed, newest first.
    pub listings: Vec<Listing>,
    pub effects: Vec<Effect>,
}

impl Default for App {
    fn default() -> Self {
        App::new()
    }
}

impl App {
    /// A fresh start, focus on the player's rating, saved as the default session.
    pub fn new() -> App {
        App::with_form(Form::default(), SessionName::default_name())
    }

    pub fn with_form(form: Form, session: SessionName) -> App {
        let year = crate::session::current_year();
        let evaluation = form.evaluate(year);
        let mut app = App {
            form,
            focus: None,
            field_editor: Input::default(),
            tournament: Tournament::default(),
            evaluation,
            show_help: false,
            popup: None,
            should_quit: false,
            session,
            dirty: false,
            edits: 0,
            status: None,
            year,
            listings: Vec::new(),
            effects: Vec::new(),
        };
        app.set_focus(app.fields().first().copied());
        app
    }

    /// Evaluates the form as in `year` (tests fix the year; the UI uses the clock's).
    pub fn set_year(&mut self, year: i32) {
        self.year = year;
        self.evaluation = self.form.evaluate(year);
    }

    pub fn outcome(&self) -> &Outcome {
        &self.evaluation.outcome
    }

    pub fn fields(&self) -> Vec<Field> {
        self.form.fields()
    }

    /// Where the keyboard is, for the key table.
    pub fn context(&self) -> Context {
        match &self.popup {
            _ if self.show_help => Context::Help,
            Some(Popup::SaveAs(_)) => Context::Prompt,
            Some(Popup::ConfirmReplace(_)) => Context::Question,
            Some(Popup::Sessions(list)) if list.rename.is_some() => Context::Prompt,
            Some(Popup::Sessions(list)) if list.confirm_delete => Context::Question,
            Some(Popup::Sessions(_)) => Context::Sessions,
            Some(Popup::Import(dialog)) if dialog.preview.is_some() => Context::Preview,
            Some(Popup::Import(dialog)) if dialog.reading.is_some() => Context::Busy,
            Some(Popup::Import(_) | Popup::Export(_)) => Context::Prompt,
            Some(Popup::ConfirmOverwrite(_)) => Context::Question,
            None if self.tournament.editor.is_some() => Context::Cell,
            None => self.focus.map_or(Context::Anywhere, Field::context),
        }
    }

    /// Whether typing `c` goes into what is being edited (otherwise the key is a command).
    pub fn accepts(&self, c: char) -> bool {
        match self.context() {
            Context::Cell | Context::Prompt => !c.is_control(),
            // Your rating in Tournament mode also takes the word "unrated", letter by letter;
            // other letters stay commands (q still quits).
            Context::Number if c.is_alphabetic() => {
                self.focus == Some(Field::Rating)
                    && self.form.mode == Mode::Tournament
                    && self.spells_unrated(c)
            }
            Context::Number => c.is_ascii_digit() || c == '.',
            _ => false,
        }
    }

    /// Whether typing `c` at the cursor keeps the field a beginning of "unrated".
    fn spells_unrated(&self, c: char) -> bool {
        let value = self.field_editor.value();
        let at = value
            .char_indices()
            .nth(self.field_editor.cursor())
            .map_or(value.len(), |(index, _)| index);
        let typed = format!("{}{c}{}", &value[..at], &value[at..]).to_ascii_lowercase();
        "unrated".starts_with(&typed)
    }

    pub fn error_for(&self, field: Field) -> Option<&str> {
        self.evaluation
            .errors
            .iter()
            .find(|(f, _)| *f == field)
            .map(|(_, message)| message.as_str())
    }

    pub fn row_error(&self, row: usize) -> Option<&str> {
        self.evaluation
            .row_errors
            .iter()
            .find(|(r, _)| *r == row)
            .map(|(_, message)| message.as_str())
    }

    pub fn update(&mut self, action: Action) {
        self.changing(|app| app.apply(action));
    }

    /// Runs `change`; if it changed the form, the form is marked unsaved and evaluated again,
    /// once, however much the change did.
    fn changing(&mut self, change: impl FnOnce(&mut App)) {
        self.status = None;
        let before = self.form.clone();
        change(self);
        if self.form != before {
            self.dirty = true;
            self.edits += 1;
            self.evaluation = self.form.evaluate(self.year);
        }
    }

    fn apply(&mut self, action: Action) {
        match self.context() {
            Context::Prompt
            | Context::Question
            | Context::Sessions
            | Context::Preview
            | Context::Busy => self.update_popup(action),
            _ => self.update_main(action),
        }
    }

    fn update_main(&mut self, action: Action) {
        match action {
            Action::Quit => self.should_quit = true,
            Action::ToggleHelp => self.show_help = !self.show_help,
            Action::Back => {
                if self.tournament.editor.take().is_none() {
                    self.set_focus(None);
                }
            }
            Action::NextField => self.move_focus(1),
            Action::PreviousField => self.move_focus(-1),
            Action::SwitchMode(mode) => self.switch_mode(mode),
            Action::NextMode => self.switch_mode(self.form.mode.next()),
            Action::NextChoice => self.change_choice(1),
            Action::PreviousChoice => self.change_choice(-1),
            Action::RowUp => self.select_row(|selected, _| selected.saturating_sub(1)),
            Action::RowDown => self.select_row(|selected, _| selected + 1),
            Action::PageUp => self.select_row(|selected, _| selected.saturating_sub(PAGE)),
            Action::PageDown => self.select_row(|selected, _| selected + PAGE),
            Action::FirstRow => self.select_row(|_, _| 0),
            Action::LastRow => self.select_row(|_, len| len),
            Action::NextColumn | Action::PreviousColumn => {
                self.tournament.column = Some(match self.tournament.column {
                    Some(Column::Opponent) => Column::Score,
                    _ => Column::Opponent,
                });
            }
            Action::AddRow => self.add_row(),
            Action::DeleteRow => self.delete_row(),
            Action::Undo => self.undo_delete(),
            Action::EditCell => self.edit_cell(),
            Action::SetScore(score) => {
                if let Some(row) = self.form.rows.get_mut(self.tournament.selected) {
                    row.score = score;
                }
            }
            Action::Commit => self.commit_cell(),
            Action::Edit(request) => self.edit(request),
            Action::SaveAs => {
                self.tournament.editor = None;
                self.popup = Some(Popup::SaveAs(Prompt::with(self.session.as_str())));
                self.effects.push(Effect::Session(SessionWork::List));
            }
            Action::OpenSessions => {
                self.tournament.editor = None;
                self.popup = Some(Popup::Sessions(SessionList::default()));
                self.effects.push(Effect::Session(SessionWork::List));
            }
            Action::Import => self.open_import(),
            Action::Export => self.open_export(),
            Action::Rename | Action::Confirm => {}
        }
    }

    fn update_popup(&mut self, action: Action) {
        let Some(popup) = self.popup.take() else {
            return;
        };
        self.popup = match (popup, action) {
            (_, Action::Quit) => {
                self.should_quit = true;
                None
            }
            (Popup::SaveAs(mut prompt), Action::Edit(request)) => {
                prompt.edit(request);
                Some(Popup::SaveAs(prompt))
            }
            (Popup::Import(dialog), action) => self.update_import(dialog, action),
            (Popup::Export(prompt), action) => self.update_export(prompt, action),
            (Popup::ConfirmOverwrite(path), Action::Confirm) => {
                self.effects.push(Effect::Export { path, force: true });
                None
            }
            (Popup::SaveAs(mut prompt), Action::Commit) => {
                match SessionName::parse(prompt.input.value()) {
                    Err(error) => {
                        prompt.error = Some(error.to_string());
                        Some(Popup::SaveAs(prompt))
                    }
                    Ok(name) if name != self.session && self.is_listed(&name) => {
                        Some(Popup::ConfirmReplace(name))
                    }
                    Ok(name) => {
                        self.save_as(name);
                        None
                    }
                }
            }
            (Popup::ConfirmReplace(name), Action::Confirm) => {
                self.save_as(name);
                None
            }
            (Popup::Sessions(mut list), action) => {
                let keep = self.update_session_list(&mut list, action);
                keep.then_some(Popup::Sessions(list))
            }
            (_, Action::Back) => None,
            (popup, _) => Some(popup),
        };
    }

    /// Applies an action to the session list; returns whether the list stays open.
    fn update_session_list(&mut self, list: &mut SessionList, action: Action) -> bool {
        if let Some(prompt) = &mut list.rename {
            match action {
                Action::Edit(request) => prompt.edit(request),
                Action::Back => list.rename = None,
                Action::Commit => match SessionName::parse(prompt.input.value()) {
                    Err(error) => prompt.error = Some(error.to_string()),
                    Ok(to) => {
                        if let Some(from) = list.selected_name(&self.listings).cloned() {
                            self.effects
                                .push(Effect::Session(SessionWork::Rename { from, to }));
                        }
                        list.rename = None;
                    }
                },
                _ => {}
            }
            return true;
        }
        if list.confirm_delete {
            if action == Action::Confirm
                && let Some(name) = list.selected_name(&self.listings).cloned()
            {
                self.effects
                    .push(Effect::Session(SessionWork::Delete(name)));
            }
            list.confirm_delete = false;
            return true;
        }
        let count = self.listings.len();
        match action {
            Action::Back => return false,
            Action::RowUp => list.selected = list.selected.saturating_sub(1),
            Action::RowDown => list.selected = (list.selected + 1).min(count.saturating_sub(1)),
            Action::Commit => {
                if let Some(name) = list.selected_name(&self.listings).cloned() {
                    if self.dirty {
                        self.effects
                            .push(Effect::Session(SessionWork::Save(self.session.clone())));
                    }
                    self.effects.push(Effect::Session(SessionWork::Open(name)));
                    return false;
                }
            }
            Action::Rename => {
                if let Some(name) = list.selected_name(&self.listings) {
                    list.rename = Some(Prompt::with(name.as_str()));
                }
            }
            Action::DeleteRow => match list.selected_name(&self.listings) {
                Some(name) if *name == self.session => {
                    self.set_status(
                        "this session is open: open another one before deleting it",
                        true,
                    );
                }
                Some(_) => list.confirm_delete = true,
                None => {}
            },
            _ => {}
        }
        true
    }

    fn is_listed(&self, name: &SessionName) -> bool {
        self.listings
            .iter()
            .any(|listing| matches!(listing, Listing::Session(s) if &s.name == name))
    }

    fn save_as(&mut self, name: SessionName) {
        self.session = name.clone();
        self.effects.push(Effect::Session(SessionWork::Save(name)));
    }

    pub fn set_status(&mut self, text: impl Into<String>, error: bool) {
        self.status = Some(Status {
            text: text.into(),
            error,
        });
    }

    /// Pasted text: lines of games into the tournament table, otherwise into what is being
    /// edited, character by character.
    pub fn paste(&mut self, text: &str) {
        let into_table = matches!(self.context(), Context::Table | Context::Cell)
            && text.trim().contains(['\n', '\r']);
        self.changing(|app| {
            if into_table {
                return app.paste_rows(text);
            }
            for c in text.chars() {
                if app.accepts(c) {
                    app.apply(Action::Edit(InputRequest::InsertChar(c)));
                }
            }
        });
    }

    fn edit(&mut self, request: InputRequest) {
        if let Some(editor) = &mut self.tournament.editor {
            editor.input.handle(request);
            editor.error = None;
        } else if let Some(field) = self.focus.filter(|field| field.is_text()) {
            self.field_editor.handle(request);
            self.form.set_text(field, self.field_editor.value());
        }
    }

    pub(super) fn set_focus(&mut self, field: Option<Field>) {
        self.focus = field;
        if let Some(text) = field.and_then(|field| self.form.text(field)) {
            self.field_editor = Input::new(text.to_string());
        }
        if field == Some(Field::Rows) && self.tournament.column.is_none() {
            self.tournament.column = Some(Column::Opponent);
        }
    }

    fn move_focus(&mut self, step: isize) {
        let fields = self.fields();
        let count = fields.len() as isize;
        let next = match self.focus.and_then(|f| fields.iter().position(|&g| g == f)) {
            Some(index) => (index as isize + step).rem_euclid(count),
            None if step > 0 => 0,
            None => count - 1,
        };
        self.set_focus(Some(fields[next as usize]));
    }

    pub(super) fn switch_mode(&mut self, mode: Mode) {
        self.form.mode = mode;
        self.tournament.editor = None;
        let fields = self.fields();
        if !self.focus.is_some_and(|f| fields.contains(&f)) {
            self.set_focus(fields.first().copied());
        }
    }

    fn change_choice(&mut self, step: isize) {
        fn cycle<T: Copy + PartialEq>(all: &[T], current: T, step: isize) -> T {
            let index = all.iter().position(|&x| x == current).unwrap_or(0) as isize;
            all[(index + step).rem_euclid(all.len() as isize) as usize]
        }
        let form = &mut self.form;
        match self.focus {
            Some(Field::Result) => form.result = cycle(&Score::ALL, form.result, step),
            Some(Field::KPreset) => form.k_preset = cycle(&KPreset::ALL, form.k_preset, step),
            Some(Field::Pool) => form.pool = cycle(&Pool::ALL, form.pool, step),
            Some(Field::Reached2400) => form.reached_2400 = !form.reached_2400,
            _ => {}
        }
    }

    /// Moves the selection; `to` gets the selection and the row count.
    fn select_row(&mut self, to: impl Fn(usize, usize) -> usize) {
        let rows = self.form.rows.len();
        self.tournament.selected = to(self.tournament.selected, rows).min(rows.saturating_sub(1));
    }

    fn add_row(&mut self) {
        let at = if self.form.rows.is_empty() {
            0
        } else {
            self.tournament.selected + 1
        };
        self.tournament.editor = Some(CellEditor {
            row: at,
            column: Column::Opponent,
            input: Input::default(),
            adding: true,
            error: None,
        });
    }

    fn delete_row(&mut self) {
        let selected = self.tournament.selected;
        if selected < self.form.rows.len() {
            let row = self.form.rows.remove(selected);
            self.tournament.deleted.push((selected, row));
            self.select_row(|selected, _| selected);
        }
    }

    fn undo_delete(&mut self) {
        if let Some((index, row)) = self.tournament.deleted.pop() {
            let index = index.min(self.form.rows.len());
            self.form.rows.insert(index, row);
            self.tournament.selected = index;
        }
    }

    fn edit_cell(&mut self) {
        let selected = self.tournament.selected;
        let Some(row) = self.form.rows.get(selected) else {
            return self.add_row();
        };
        let column = self.tournament.column.unwrap_or(Column::Opponent);
        let text = match column {
            Column::Opponent => row.opponent.clone(),
            Column::Score => row.score.as_number().to_string(),
        };
        self.tournament.editor = Some(CellEditor {
            row: selected,
            column,
            input: Input::new(text),
            adding: false,
            error: None,
        });
    }

    /// Keeps the edited value if it is allowed; otherwise the editor stays open with the reason.
    fn commit_cell(&mut self) {
        let Some(mut editor) = self.tournament.editor.take() else {
            return;
        };
        let text = editor.input.value().trim().to_string();
        let checked = match editor.column {
            Column::Opponent => Opponent::parse(&text, self.form.pool).map(|_| None),
            Column::Score => text.parse::<Score>().map(Some),
        };
        match checked {
            Err(error) => {
                editor.error = Some(error.to_string());
                self.tournament.editor = Some(editor);
            }
            Ok(_) if editor.adding => {
                self.form.rows.insert(
                    editor.row,
                    Row {
                        opponent: text,
                        score: Score::Win,
                    },
                );
                self.tournament.selected = editor.row;
                // Straight on to the new game's score.
                self.tournament.editor = Some(CellEditor {
                    row: editor.row,
                    column: Column::Score,
                    input: Input::default(),
                    adding: false,
                    error: None,
                });
            }
            Ok(score) => {
                let row = &mut self.form.rows[editor.row];
                match score {
                    Some(score) => row.score = score,
                    None => row.opponent = text,
                }
            }
        }
    }
}

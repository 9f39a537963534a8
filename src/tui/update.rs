//! The one place the app changes: [`App::update`] takes a [`Message`] (a key, a paste, the
//! autosave's turn, or what an effect reported) and returns the [`Effect`]s it asks for: file
//! work that `effects` carries out and reports back as messages.

use std::path::{Path, PathBuf};

use crossterm::event::{KeyEvent, KeyEventKind, MouseButton, MouseEvent, MouseEventKind};
use tui_input::InputRequest;

use super::keys::{self, Action, Context};
use super::message::{Effect, EffectError, Message};
use super::state::{
    App, CellEditor, Column, ImportDialog, MAX_TYPED, PAGE, Popup, Prompt, Quit, RowsChanged,
    SessionList, Status, TextField, expand_home,
};
use super::view::{self, Target};
use crate::calc::{
    self, EXEMPTIONS, FIELD_POOLS, Field, KPreset, MIN_GAMES, Mode, POOL_CHOICES, Request, Row,
    RowScore, System,
};
use crate::import::{self, ImportError, Imported, lines};
use crate::rating::{
    Federation, InputError, KFactor, NormGame, NormTitle, Opponent, Pool, PriorRecord, Score,
    Title, UNRATED,
};
use crate::report::{self, Format, numbers};
use crate::store::{Listing, SessionName, SessionView};

impl App {
    /// Applies one message and returns the effects it asks for.
    pub fn update(&mut self, message: Message) -> Vec<Effect> {
        let mut effects = Vec::new();
        // What a change is measured against: every value but the games, which report their own
        // changes (copying a hundred thousand of them per key would cost more than the rating).
        let before = self.request_without_rows();
        self.rows_changed = RowsChanged::None;
        // An opened session is what its file holds: nothing to save, already computed.
        let opened = matches!(message, Message::Opened(Ok(_)));
        match message {
            Message::Key(key) => self.key(&key, &mut effects),
            Message::Mouse(mouse) => self.mouse(&mouse),
            Message::Paste(text) => self.paste(&text, &mut effects),
            Message::Resize(columns, rows) => self.screen = Some((columns, rows)),
            Message::Redraw => {}
            Message::AutosaveDue => self.autosave(&mut effects),
            Message::Terminate => {
                self.autosave(&mut effects);
                self.quit = Quit::Exit;
            }
            report => self.report(report, &mut effects),
        }
        // One place marks a change and computes again, once, however much the message did.
        if !opened
            && (self.rows_changed != RowsChanged::None || self.request_without_rows() != before)
        {
            self.dirty = true;
            self.edits += 1;
            let reread = match self.rows_changed {
                _ if !self.games.suit(&self.request) => true,
                RowsChanged::None => false,
                RowsChanged::One(index) => !self.games.reread_row(&self.request, index),
                RowsChanged::Many => true,
            };
            if reread {
                self.games = calc::Games::of(&self.request);
            }
            self.evaluation = calc::evaluate_with(&self.request, self.year, &self.games);
        }
        self.refresh_players();
        effects
    }

    /// The games, to change them: the one way to, so that the change is seen.
    fn rows_mut(&mut self) -> &mut Vec<Row> {
        self.rows_changed = RowsChanged::Many;
        &mut self.request.rows
    }

    /// One game, to change it (only it is read again).
    fn row_mut(&mut self, index: usize) -> Option<&mut Row> {
        self.rows_changed = match self.rows_changed {
            RowsChanged::None => RowsChanged::One(index),
            RowsChanged::One(other) if other == index => RowsChanged::One(index),
            _ => RowsChanged::Many,
        };
        self.request.rows.get_mut(index)
    }

    /// A copy of the request without its games.
    fn request_without_rows(&mut self) -> Request {
        let rows = std::mem::take(&mut self.request.rows);
        let copy = self.request.clone();
        self.request.rows = rows;
        copy
    }

    fn key(&mut self, key: &KeyEvent, effects: &mut Vec<Effect>) {
        if key.kind == KeyEventKind::Release {
            return;
        }
        let Some(action) = keys::action(self.context(), key, &|c| self.accepts(c)) else {
            return;
        };
        // Behind the "enlarge the terminal" notice nothing is shown, so keys only quit.
        if !self.fits() && !matches!(action, Action::Quit | Action::Suspend) {
            return;
        }
        // A held key repeats text and movement, never other commands.
        let repeats = matches!(
            action,
            Action::Edit(_) | Action::RowUp | Action::RowDown | Action::PageUp | Action::PageDown
        );
        if key.kind == KeyEventKind::Repeat && !repeats {
            return;
        }
        self.status = None;
        self.act(action, effects);
    }

    /// Applies an action where the keyboard is: a popup, or the main screen.
    fn act(&mut self, action: Action, effects: &mut Vec<Effect>) {
        match self.context() {
            Context::Prompt
            | Context::Question
            | Context::Sessions
            | Context::Preview
            | Context::Busy => self.update_popup(action, effects),
            _ => self.update_main(action, effects),
        }
    }

    /// A click or the wheel: the screen's layout says what is under the pointer.
    fn mouse(&mut self, mouse: &MouseEvent) {
        let Some((columns, rows)) = self.screen.filter(|_| self.fits() && self.mouse) else {
            return;
        };
        let wheel = match mouse.kind {
            MouseEventKind::ScrollUp => Some(false),
            MouseEventKind::ScrollDown => Some(true),
            _ => None,
        };
        // The wheel scrolls the help, the session list or the games table.
        if let Some(down) = wheel {
            if self.show_help {
                self.help_scroll = if down {
                    (self.help_scroll + 1).min(HELP_SCROLL_MAX)
                } else {
                    self.help_scroll.saturating_sub(1)
                };
            } else if let Some(Popup::Sessions(list)) = &mut self.popup {
                let last = self.listings.len().saturating_sub(1);
                list.selected = if down {
                    (list.selected + 1).min(last)
                } else {
                    list.selected.saturating_sub(1)
                };
            } else if self.popup.is_none()
                && matches!(
                    self.request.mode,
                    Mode::Tournament | Mode::Norm | Mode::Field
                )
            {
                self.select_row(|selected, _| {
                    if down {
                        selected + 1
                    } else {
                        selected.saturating_sub(1)
                    }
                });
            }
            return;
        }
        if mouse.kind != MouseEventKind::Down(MouseButton::Left)
            || self.popup.is_some()
            || self.show_help
        {
            return;
        }
        self.status = None;
        let area = ratatui::layout::Rect::new(0, 0, columns, rows);
        match view::target(self, area, mouse.column, mouse.row) {
            Some(Target::Tab(mode)) => self.switch_mode(mode),
            // A click on a choice focuses it and moves it on, as → does.
            Some(Target::Field(field)) => {
                self.tournament.editor = None;
                self.set_focus(Some(field));
                if Context::of_field(field) != Context::Number {
                    self.change_choice(1);
                }
            }
            Some(Target::Row(index)) => {
                self.tournament.editor = None;
                self.set_focus(Some(Field::Rows));
                self.tournament.selected = index;
            }
            Some(Target::Table) => {
                self.tournament.editor = None;
                self.field.editor = None;
                let table = match self.request.mode {
                    Mode::Field => Field::Players,
                    _ => Field::Rows,
                };
                self.set_focus(Some(table));
            }
            None => {}
        }
    }

    fn set_status(&mut self, text: impl Into<String>, error: bool) {
        self.status = Some(Status {
            text: text.into(),
            error,
        });
    }

    fn save_effect(&self, name: SessionName, announce: bool) -> Effect {
        Effect::Save {
            name,
            request: Box::new(self.request.clone()),
            view: SessionView {
                focus: self.focus,
                selected: self.tournament.selected,
            },
            announce,
            edits: self.edits,
        }
    }

    /// Quitting waits for the save; what was typed while it ran is saved too before leaving.
    fn saved_while_quitting(&mut self, effects: &mut Vec<Effect>) {
        if self.quit == Quit::Saving {
            if self.dirty {
                effects.push(self.save_effect(self.session.clone(), false));
            } else {
                self.quit = Quit::Exit;
            }
        }
    }

    fn autosave(&mut self, effects: &mut Vec<Effect>) {
        if self.dirty && self.can_save {
            effects.push(self.save_effect(self.session.clone(), false));
        }
    }

    /// Quit: save the open session first; a failed save is said once, and a second quit leaves
    /// without saving.
    fn quit(&mut self, effects: &mut Vec<Effect>) {
        self.quit = match self.quit {
            Quit::Warned => Quit::Exit,
            _ if !self.can_save => Quit::Exit,
            _ if self.dirty => {
                effects.push(self.save_effect(self.session.clone(), false));
                Quit::Saving
            }
            _ => {
                effects.push(Effect::Remember(self.session.clone()));
                Quit::Exit
            }
        };
    }

    /// What an effect reported.
    fn report(&mut self, message: Message, effects: &mut Vec<Effect>) {
        match message {
            Message::Saved {
                name,
                announce,
                edits,
                result,
            } => match result {
                Ok(()) => {
                    // Saves run in the background: what was typed meanwhile is not saved yet.
                    self.dirty = edits != self.edits;
                    self.saved_while_quitting(effects);
                    if announce {
                        self.set_status(format!("saved as '{name}'"), false);
                    }
                }
                Err(error) => {
                    let mut text =
                        format!("could not save '{name}': {error} (your work is kept here)");
                    if self.quit == Quit::Saving {
                        self.quit = Quit::Warned;
                        text.push_str("; quit again to leave without saving");
                    }
                    self.set_status(text, true);
                }
            },
            Message::SavedAsCopy {
                from,
                to,
                edits,
                result,
            } => match result {
                Ok(()) => {
                    self.dirty = edits != self.edits;
                    self.session = to.clone();
                    self.saved_while_quitting(effects);
                    self.set_status(
                        format!(
                            "'{from}' was changed by another elocalc since this one opened it: \
                             your work is saved as '{to}', theirs is kept"
                        ),
                        true,
                    );
                }
                Err(error) => {
                    let name = from;
                    self.report(
                        Message::Saved {
                            name,
                            announce: false,
                            edits,
                            result: Err(error),
                        },
                        effects,
                    );
                }
            },
            Message::Opened(Ok((name, request, view))) => {
                let listings = std::mem::take(&mut self.listings);
                let (year, can_save, screen) = (self.year, self.can_save, self.screen);
                *self = App::with_request(*request, name.clone())
                    .in_year(year)
                    .at(&view);
                self.can_save = can_save;
                self.screen = screen;
                self.listings = listings;
                effects.push(Effect::Remember(name.clone()));
                self.set_status(format!("opened '{name}'"), false);
            }
            Message::Opened(Err((name, error))) => {
                self.set_status(format!("could not open '{name}': {error}"), true)
            }
            Message::Listed(Ok(listings)) => self.listings = listings,
            Message::Listed(Err(error)) => self.set_status(error.to_string(), true),
            Message::Deleted(name, result) => {
                match result {
                    Ok(()) => self.set_status(format!("deleted '{name}'"), false),
                    Err(error) => {
                        self.set_status(format!("could not delete '{name}': {error}"), true)
                    }
                }
                effects.push(Effect::List);
            }
            Message::Renamed { from, to, result } => {
                match result {
                    Ok(()) => {
                        if self.session == from {
                            self.session = to.clone();
                            effects.push(Effect::Remember(to.clone()));
                        }
                        self.set_status(format!("renamed '{from}' to '{to}'"), false);
                    }
                    Err(error) => {
                        self.set_status(format!("could not rename '{from}': {error}"), true)
                    }
                }
                effects.push(Effect::List);
            }
            Message::ImportProgress(done, total) => {
                if let Some(Popup::Import(dialog)) = &mut self.popup {
                    dialog.reading = Some((done, total));
                }
            }
            Message::Imported(result) => self.import_finished(result),
            Message::Exported(Ok(path)) => {
                self.set_status(format!("exported to {}", path.display()), false)
            }
            Message::Exported(Err(error)) => self.set_status(error.to_string(), true),
            Message::Key(_)
            | Message::Mouse(_)
            | Message::Paste(_)
            | Message::Resize(..)
            | Message::Redraw
            | Message::AutosaveDue
            | Message::Terminate => {}
        }
    }

    fn update_main(&mut self, action: Action, effects: &mut Vec<Effect>) {
        match action {
            Action::Quit => self.quit(effects),
            Action::ToggleHelp => {
                self.show_help = !self.show_help;
                self.help_scroll = 0;
            }
            Action::RowUp | Action::RowDown | Action::PageUp | Action::PageDown
                if self.show_help =>
            {
                let step = if matches!(action, Action::PageUp | Action::PageDown) {
                    PAGE
                } else {
                    1
                };
                self.help_scroll = match action {
                    Action::RowUp | Action::PageUp => self.help_scroll.saturating_sub(step),
                    // The view stops at the end.
                    _ => (self.help_scroll + step).min(HELP_SCROLL_MAX),
                };
            }
            Action::Back => {
                if self.tournament.editor.take().is_none() && self.field.editor.take().is_none() {
                    self.set_focus(None);
                }
            }
            Action::NextField => self.move_focus(1),
            Action::PreviousField => self.move_focus(-1),
            Action::SwitchMode(mode) => self.switch_mode(mode),
            Action::NextMode => self.switch_mode(self.request.mode.next()),
            Action::NextChoice => self.change_choice(1),
            Action::PreviousChoice => self.change_choice(-1),
            Action::RowUp => self.select_row(|selected, _| selected.saturating_sub(1)),
            Action::RowDown => self.select_row(|selected, _| selected + 1),
            Action::PageUp => self.select_row(|selected, _| selected.saturating_sub(PAGE)),
            Action::PageDown => self.select_row(|selected, _| selected + PAGE),
            Action::FirstRow => self.select_row(|_, _| 0),
            Action::LastRow => self.select_row(|_, len| len),
            Action::NextColumn => self.next_column(1),
            Action::PreviousColumn => self.next_column(-1),
            Action::AddRow => self.add_row(),
            Action::DeleteRow if self.request.mode == Mode::Field => self.set_player_k(None),
            Action::DeleteRow => self.delete_row(),
            Action::Undo => self.undo_delete(),
            Action::EditCell if self.request.mode == Mode::Field => self.edit_player_k(),
            Action::EditCell => self.edit_cell(),
            Action::Sort => self.sort_players(),
            Action::ReverseSort => self.reverse_players(),
            Action::RoundsUp | Action::RoundsDown => {
                self.scroll_rounds(action == Action::RoundsDown)
            }
            Action::TakePlayer => self.take_player(false),
            Action::SetScore(score) if self.focus == Some(Field::Result) => {
                self.request.result = score;
            }
            Action::SetScore(score) => {
                let selected = self.tournament.selected;
                if let Some(row) = self.row_mut(selected) {
                    row.score = RowScore::Played(score);
                }
            }
            Action::Commit if self.field.editor.is_some() => self.commit_player_k(),
            Action::Commit => self.commit_cell(),
            Action::Edit(request) => self.edit(request),
            Action::SaveAs => {
                self.tournament.editor = None;
                self.popup = Some(Popup::SaveAs(Prompt::with(self.session.as_str())));
                effects.push(Effect::List);
            }
            Action::OpenSessions => {
                self.tournament.editor = None;
                self.popup = Some(Popup::Sessions(SessionList::default()));
                effects.push(Effect::List);
            }
            Action::Import => {
                self.tournament.editor = None;
                self.popup = Some(Popup::Import(Box::new(ImportDialog {
                    path: self.path_prompt(""),
                    ..ImportDialog::default()
                })));
            }
            Action::Export => {
                self.tournament.editor = None;
                let name = format!("elocalc-{}.csv", self.request.mode.title().to_lowercase());
                self.popup = Some(Popup::Export(self.path_prompt(&name)));
            }
            Action::Suspend => effects.push(Effect::Suspend),
            Action::ToggleMouse => {
                self.mouse = !self.mouse;
                effects.push(Effect::Mouse(self.mouse));
                let said = if self.mouse {
                    "mouse on (F9 gives it back to the terminal)"
                } else {
                    "mouse off: the terminal selects text (F9 takes it again)"
                };
                self.set_status(said, false);
            }
            Action::Rename | Action::Confirm | Action::GamesOnly => {}
        }
    }

    fn update_popup(&mut self, action: Action, effects: &mut Vec<Effect>) {
        let Some(popup) = self.popup.take() else {
            return;
        };
        self.popup = match (popup, action) {
            (_, Action::Quit) => {
                self.quit(effects);
                None
            }
            (Popup::SaveAs(mut prompt), Action::Edit(request)) => {
                prompt.edit(request);
                Some(Popup::SaveAs(prompt))
            }
            (Popup::Import(dialog), action) => self.update_import(dialog, action, effects),
            (Popup::Export(prompt), action) => self.update_export(prompt, action, effects),
            (Popup::ConfirmTake(_), Action::Confirm) => {
                self.take_player(true);
                None
            }
            (Popup::ConfirmTake(_), Action::Back) => None,
            (popup @ Popup::ConfirmTake(_), _) => Some(popup),
            (Popup::ConfirmOverwrite(path), Action::Confirm) => {
                self.export(path, true, effects);
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
                        self.save_as(name, effects);
                        None
                    }
                }
            }
            (Popup::ConfirmReplace(name), Action::Confirm) => {
                self.save_as(name, effects);
                None
            }
            (Popup::Sessions(mut list), action) => {
                let keep = self.update_session_list(&mut list, action, effects);
                keep.then_some(Popup::Sessions(list))
            }
            (_, Action::Back) => None,
            (popup, _) => Some(popup),
        };
    }

    /// Applies an action to the session list; returns whether the list stays open.
    fn update_session_list(
        &mut self,
        list: &mut SessionList,
        action: Action,
        effects: &mut Vec<Effect>,
    ) -> bool {
        if let Some(prompt) = &mut list.rename {
            match action {
                Action::Edit(request) => prompt.edit(request),
                Action::Back => list.rename = None,
                Action::Commit => match SessionName::parse(prompt.input.value()) {
                    Err(error) => prompt.error = Some(error.to_string()),
                    Ok(to) => {
                        if let Some(from) = list.selected_name(&self.listings).cloned() {
                            effects.push(Effect::Rename { from, to });
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
                effects.push(Effect::Delete(name));
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
                    if self.dirty && self.can_save {
                        effects.push(self.save_effect(self.session.clone(), false));
                    }
                    effects.push(Effect::Open(name));
                    return false;
                }
            }
            Action::Rename => {
                if let Some(name) = list.selected_name(&self.listings) {
                    list.rename = Some(Prompt::with(name.as_str()));
                }
            }
            Action::DeleteRow => match list.selected_name(&self.listings) {
                Some(name) if *name == self.session => self.set_status(
                    "this session is open: open another one before deleting it",
                    true,
                ),
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

    fn save_as(&mut self, name: SessionName, effects: &mut Vec<Effect>) {
        self.session = name.clone();
        effects.push(self.save_effect(name, true));
    }

    /// Pasted text: lines of games into the tournament table, otherwise into what is being
    /// edited, character by character.
    fn paste(&mut self, text: &str, effects: &mut Vec<Effect>) {
        if !self.fits() {
            return;
        }
        self.status = None;
        let into_table = matches!(self.context(), Context::Table | Context::Cell)
            && text.trim().contains(['\n', '\r']);
        if into_table {
            return self.paste_rows(text);
        }
        // Line ends are not text in a one-line input; what is too long is cut, and said.
        let typed: Vec<char> = text
            .chars()
            .filter(|&c| self.accepts(c))
            .take(MAX_TYPED + 1)
            .collect();
        for &c in typed.iter().take(MAX_TYPED) {
            self.act(Action::Edit(InputRequest::InsertChar(c)), effects);
        }
        if typed.len() > MAX_TYPED {
            self.set_status(format!("pasted text cut at {MAX_TYPED} characters"), true);
        }
    }

    /// Pasted lines into the games table, one game a line; a line that is not a game stops
    /// the paste and nothing is added (the games-list policy).
    /// In Norm mode a line may carry the opponent's title and federation as well
    /// (`2450 | 1 | GM | GER`, as `elocalc norm --file` reads).
    fn paste_rows(&mut self, text: &str) {
        self.tournament.editor = None;
        let norm_rows = || -> Result<Vec<Row>, ImportError> {
            Ok(import::norm_games(text.as_bytes())?
                .iter()
                .map(Row::from)
                .collect())
        };
        let rows = || -> Result<Vec<Row>, ImportError> {
            Ok(lines::read(text.as_bytes(), Pool::Continuous)?
                .iter()
                .map(Row::from)
                .collect())
        };
        let pasted = match self.request.mode {
            // A norm's lines first; plain games are still welcome, and if neither reads, what
            // is wrong is said the norm's way.
            Mode::Norm => norm_rows().or_else(|error| rows().map_err(|_| error)),
            _ => rows(),
        };
        match pasted {
            Ok(rows) => {
                let count = rows.len();
                self.insert_rows(rows);
                self.set_status(format!("pasted {}", numbers::games(count)), false);
            }
            Err(error) => self.set_status(format!("nothing pasted: {error}"), true),
        }
    }

    fn edit(&mut self, request: InputRequest) {
        if let Some(editor) = &mut self.field.editor {
            editor.edit(request);
        } else if let Some(editor) = &mut self.tournament.editor {
            editor.input.edit(request);
            editor.error = None;
        } else if let Some(field) = self.focus.filter(|field| field.is_text()) {
            self.field_editor.edit(request);
            self.request.set_text(field, self.field_editor.value());
        }
    }

    /// Moves the focus to `field`, loading its text into the field editor.
    fn set_focus(&mut self, field: Option<Field>) {
        self.focus = field;
        if let Some(text) = field.and_then(|field| self.request.text(field)) {
            self.field_editor = TextField::new(text);
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

    fn switch_mode(&mut self, mode: Mode) {
        self.request.mode = mode;
        self.tournament.editor = None;
        self.field.editor = None;
        let fields = self.fields();
        if !self.focus.is_some_and(|f| fields.contains(&f)) {
            // A report's players are what Field mode is for.
            let first = match mode {
                Mode::Field if !self.request.trf_text.is_empty() => Some(Field::Players),
                _ => fields.first().copied(),
            };
            self.set_focus(first);
        }
    }

    fn change_choice(&mut self, step: isize) {
        fn cycle<T: Copy + PartialEq>(all: &[T], current: T, step: isize) -> T {
            let index = all.iter().position(|&x| x == current).unwrap_or(0) as isize;
            all[(index + step).rem_euclid(all.len() as isize) as usize]
        }
        let request = &mut self.request;
        match self.focus {
            Some(Field::Result) => request.result = cycle(&Score::ALL, request.result, step),
            Some(Field::KPreset) => request.k_preset = cycle(&KPreset::ALL, request.k_preset, step),
            Some(Field::Pool) => {
                let current = match request.system {
                    System::Elo => (System::Elo, Some(request.pool)),
                    system => (system, None),
                };
                let (system, pool) = cycle(&POOL_CHOICES, current, step);
                request.system = system;
                if let Some(pool) = pool {
                    request.pool = pool;
                }
            }
            Some(Field::PriorRecord) => {
                request.prior_record = cycle(
                    &[
                        PriorRecord::Mixed,
                        PriorRecord::AllWins,
                        PriorRecord::AllLosses,
                    ],
                    request.prior_record,
                    step,
                )
            }
            Some(Field::DualRated) => request.dual_rated = !request.dual_rated,
            Some(Field::NoBonus) => request.no_bonus = !request.no_bonus,
            Some(Field::Reached2400) => request.reached_2400 = !request.reached_2400,
            Some(Field::NormTitle) => {
                request.norm_title = cycle(&NormTitle::ALL, request.norm_title, step)
            }
            Some(Field::MinGames) => request.min_games = cycle(&MIN_GAMES, request.min_games, step),
            Some(Field::Exemption) => {
                request.exemption = cycle(&EXEMPTIONS, request.exemption, step)
            }
            Some(Field::FieldPool) => {
                request.field_pool = cycle(&FIELD_POOLS, request.field_pool, step)
            }
            _ => {}
        }
    }

    /// Moves the selection (of the games, or in Field mode of the players); `to` gets the
    /// selection and the row count.
    fn select_row(&mut self, to: impl Fn(usize, usize) -> usize) {
        if self.request.mode == Mode::Field {
            let players = self.field_report().map_or(0, |report| report.players.len());
            self.field.selected = to(self.field.selected, players).min(players.saturating_sub(1));
            return;
        }
        let rows = self.request.rows.len();
        self.tournament.selected = to(self.tournament.selected, rows).min(rows.saturating_sub(1));
    }

    /// Orders the players by the next column, the same player staying selected.
    fn sort_players(&mut self) {
        let player = self.selected_player();
        self.field.sort = self.field.sort.next();
        self.select_player(player);
        self.set_status(format!("players by {}", self.field.sort.title()), false);
    }

    /// The selected player's starting rank.
    fn selected_rank(&self) -> Option<u16> {
        let report = self.field_report()?;
        let result = &report.players[self.selected_player()?];
        Some(report.player(result).start_rank)
    }

    /// Opens the K editor on the selected player: their own K as typed, if any.
    fn edit_player_k(&mut self) {
        let Some(rank) = self.selected_rank() else {
            return;
        };
        let text = self
            .request
            .player_k
            .get(&rank)
            .map(u32::to_string)
            .unwrap_or_default();
        self.field.editor = Some(TextField::new(&text));
    }

    /// Keeps the typed K for the selected player (blank: the file's K again); a K that is not
    /// allowed keeps the editor open, and the status line says why.
    fn commit_player_k(&mut self) {
        let Some(editor) = self.field.editor.take() else {
            return;
        };
        let text = editor.value().trim().to_string();
        if text.is_empty() {
            return self.set_player_k(None);
        }
        match text.parse::<KFactor>() {
            Ok(k) => self.set_player_k(Some(k.value())),
            Err(error) => {
                self.set_status(error.to_string(), true);
                self.field.editor = Some(editor);
            }
        }
    }

    fn set_player_k(&mut self, k: Option<u32>) {
        let Some(rank) = self.selected_rank() else {
            return;
        };
        match k {
            Some(k) => self.request.player_k.insert(rank, k),
            None => self.request.player_k.remove(&rank),
        };
    }

    /// The selected player's games into Tournament mode: their rating, their K, the games
    /// played in the pool the report used (forfeits and byes are no games). Games already in
    /// the table are replaced only once the person says yes (`confirmed`).
    fn take_player(&mut self, confirmed: bool) {
        let Some(report) = self.field_report() else {
            return;
        };
        let Some(index) = self.selected_player() else {
            return;
        };
        let result = &report.players[index];
        let player = report.player(result);
        if !confirmed && !self.request.rows.is_empty() {
            self.popup = Some(Popup::ConfirmTake(self.request.rows.len()));
            return;
        }
        let rows: Vec<Row> = result
            .rounds
            .iter()
            .filter(|round| round.round.is_game())
            .map(|round| {
                let opponent = round
                    .opponent_rating
                    .map_or_else(|| UNRATED.to_string(), |rating| rating.to_string());
                Row::new(&opponent, round.score)
            })
            .collect();
        let name = player.name.clone();
        let rating = player
            .rating
            .map_or_else(|| UNRATED.to_string(), |rating| rating.to_string());
        let k = result.k.map(|(k, _)| k.value().to_string());
        let pool = report.pool;
        let count = rows.len();
        self.request.rating = rating;
        if let Some(k) = k {
            self.request.k_preset = KPreset::Custom;
            self.request.custom_k = k;
        }
        self.request.pool = pool;
        *self.rows_mut() = rows;
        self.tournament = Default::default();
        self.switch_mode(Mode::Tournament);
        self.set_focus(Some(Field::Rows));
        self.set_status(
            format!(
                "{}'s {} in Tournament mode",
                crate::text::printable(&name),
                numbers::games(count)
            ),
            false,
        );
    }

    fn add_row(&mut self) {
        let at = if self.request.rows.is_empty() {
            0
        } else {
            self.tournament.selected + 1
        };
        self.tournament.editor = Some(CellEditor {
            row: at,
            column: Column::Opponent,
            input: TextField::default(),
            adding: true,
            draft: Row::default(),
            error: None,
        });
    }

    fn delete_row(&mut self) {
        let selected = self.tournament.selected;
        if selected < self.request.rows.len() {
            let row = self.rows_mut().remove(selected);
            self.tournament.deleted.push((selected, row));
            self.select_row(|selected, _| selected);
        }
    }

    fn undo_delete(&mut self) {
        if let Some((index, row)) = self.tournament.deleted.pop() {
            let index = index.min(self.request.rows.len());
            self.rows_mut().insert(index, row);
            self.tournament.selected = index;
        }
    }

    /// The selected column, one this mode's table has.
    fn column(&self) -> Column {
        let editable = Column::editable(self.request.mode);
        self.tournament
            .column
            .filter(|column| editable.contains(column))
            .unwrap_or(Column::Opponent)
    }

    /// Moves the selected column by `step` among the mode's columns, wrapping around.
    fn next_column(&mut self, step: isize) {
        let editable = Column::editable(self.request.mode);
        let index = editable
            .iter()
            .position(|&c| c == self.column())
            .unwrap_or(0) as isize;
        let next = (index + step).rem_euclid(editable.len() as isize) as usize;
        self.tournament.column = Some(editable[next]);
    }

    fn edit_cell(&mut self) {
        let selected = self.tournament.selected;
        let Some(row) = self.request.rows.get(selected) else {
            return self.add_row();
        };
        let column = self.column();
        self.tournament.editor = Some(CellEditor {
            row: selected,
            column,
            input: TextField::new(cell_text(row, column)),
            adding: false,
            draft: Row::default(),
            error: None,
        });
    }

    /// Keeps the edited value if it is allowed; otherwise the editor stays open with the reason.
    /// A new game goes into the table only once all its columns are given.
    fn commit_cell(&mut self) {
        let Some(mut editor) = self.tournament.editor.take() else {
            return;
        };
        let text = editor.input.value().trim();
        let mode = self.request.mode;
        match checked_cell(
            editor.column,
            text,
            mode,
            self.request.pool,
            self.request.system,
        ) {
            Err(error) => {
                // Said in the status line, where the whole message has room.
                self.set_status(error.to_string(), true);
                editor.error = Some(error.to_string());
                self.tournament.editor = Some(editor);
            }
            Ok(value) if editor.adding => {
                set_cell(&mut editor.draft, editor.column, value);
                let editable = Column::editable(mode);
                let next = editable
                    .iter()
                    .position(|&c| c == editor.column)
                    .and_then(|index| editable.get(index + 1));
                match next {
                    // Straight on to the new game's next column.
                    Some(&column) => {
                        self.tournament.editor = Some(CellEditor {
                            column,
                            input: TextField::default(),
                            error: None,
                            ..editor
                        });
                    }
                    None => {
                        self.rows_mut().insert(editor.row, editor.draft);
                        self.tournament.selected = editor.row;
                    }
                }
            }
            Ok(value) => {
                if let Some(row) = self.row_mut(editor.row) {
                    set_cell(row, editor.column, value);
                }
            }
        }
    }

    fn update_import(
        &mut self,
        mut dialog: Box<ImportDialog>,
        action: Action,
        effects: &mut Vec<Effect>,
    ) -> Option<Popup> {
        if dialog.reading.is_some() {
            // Reading: keys wait (Ctrl-C still quits, above).
            return Some(Popup::Import(dialog));
        }
        if let Some(mut imported) = dialog.preview.take() {
            return match action {
                Action::Commit | Action::GamesOnly if imported.report.is_some() => {
                    let report = imported.report.take().expect("checked");
                    self.open_report(*report, &dialog.path());
                    None
                }
                Action::Commit => {
                    self.add_imported(imported, true);
                    None
                }
                Action::GamesOnly => {
                    self.add_imported(imported, false);
                    None
                }
                Action::Back => None,
                _ => {
                    dialog.preview = Some(imported);
                    Some(Popup::Import(dialog))
                }
            };
        }
        let prompt = if dialog.on_player {
            &mut dialog.player
        } else {
            &mut dialog.path
        };
        match action {
            // The names in the file closest to the one typed: ↑ ↓ pick one, Enter reads it.
            Action::RowUp | Action::RowDown if !dialog.close.is_empty() => {
                let last = dialog.close.len() - 1;
                dialog.picked = match action {
                    Action::RowUp => dialog.picked.saturating_sub(1),
                    _ => (dialog.picked + 1).min(last),
                };
                dialog.player = Prompt::with(&dialog.close[dialog.picked]);
                dialog.on_player = true;
            }
            Action::Edit(request) => {
                prompt.edit(request);
                dialog.close.clear();
            }
            Action::NextField => App::tab_in_import(&mut dialog),
            Action::PreviousField if dialog.needs_player() => {
                dialog.on_player = !dialog.on_player;
            }
            Action::Back => return None,
            Action::Commit => {
                let path = dialog.path();
                if dialog.path.input.value().trim().is_empty() {
                    dialog.path.error = Some("type the path of a .pgn, .csv or text file".into());
                } else if dialog.needs_player() && dialog.player.input.value().trim().is_empty() {
                    dialog.on_player = true;
                    dialog.player.error = Some("whose games? type the player's name".into());
                } else {
                    let player = dialog
                        .needs_player()
                        .then(|| dialog.player.input.value().trim().to_string());
                    self.remember_folder(Path::new(dialog.path.input.value().trim()));
                    dialog.reading = Some((0, 0));
                    dialog.close.clear();
                    effects.push(Effect::Import { path, player });
                }
            }
            _ => {}
        }
        Some(Popup::Import(dialog))
    }

    /// The import has been read: show the preview, or why it failed.
    fn import_finished(&mut self, result: Result<Imported, EffectError>) {
        let Some(Popup::Import(dialog)) = &mut self.popup else {
            return;
        };
        dialog.reading = None;
        if let Err(EffectError::Import {
            error: ImportError::NoSuchPlayer { close, .. },
            ..
        }) = &result
            && !close.is_empty()
        {
            // Offer the closest names: ↑ ↓ put one in the player field.
            dialog.close = close.clone();
            dialog.picked = 0;
            dialog.player = Prompt::with(&close[0]);
            dialog.on_player = true;
            dialog.player.error = Some(format!(
                "no game of that name; ↑ ↓ pick one of the {} closest, Enter reads it",
                close.len()
            ));
            return;
        }
        match result {
            Ok(imported) => dialog.preview = Some(imported),
            Err(error) if dialog.on_player => dialog.player.error = Some(error.to_string()),
            Err(error) => dialog.path.error = Some(error.to_string()),
        }
    }

    fn update_export(
        &mut self,
        mut prompt: Prompt,
        action: Action,
        effects: &mut Vec<Effect>,
    ) -> Option<Popup> {
        match action {
            Action::Edit(request) => prompt.edit(request),
            Action::NextField => App::complete_path(&mut prompt),
            Action::Back => return None,
            Action::Commit => {
                self.remember_folder(Path::new(prompt.input.value().trim()));
                let path = expand_home(prompt.input.value().trim());
                match Format::of_path(&path) {
                    None => prompt.error = Some(format!("end the name in {}", EXTENSIONS)),
                    Some(_) if path.exists() => return Some(Popup::ConfirmOverwrite(path)),
                    Some(_) => {
                        self.export(path, false, effects);
                        return None;
                    }
                }
            }
            _ => {}
        }
        Some(Popup::Export(prompt))
    }

    /// Writes the current result to `path` in the format its extension names.
    fn export(&mut self, path: PathBuf, force: bool, effects: &mut Vec<Effect>) {
        if self.evaluation.problem().is_some() {
            return self.set_status("nothing to export: the input has a problem", true);
        }
        let Some(format) = Format::of_path(&path) else {
            return self.set_status(format!("end the file name in {EXTENSIONS}"), true);
        };
        let text = report::render(&self.evaluation, Some(format));
        effects.push(Effect::Export { path, text, force });
    }

    /// Adds imported games after the selected one and, with `suggestions`, takes up the file's
    /// rating for the player and the pool its time control suggests; what changed is said.
    fn add_imported(&mut self, imported: Imported, suggestions: bool) {
        // The games go to the table, which Tournament and Norm mode share.
        if self.request.mode != Mode::Norm {
            self.switch_mode(Mode::Tournament);
        }
        let mut changed = Vec::new();
        if suggestions {
            if let Some(pool) = imported.suggested_pool.filter(|&p| p != self.request.pool) {
                changed.push(format!(
                    "pool {} → {}",
                    self.request.pool.label(),
                    pool.label()
                ));
                self.request.pool = pool;
            }
            let rating = imported.player_rating.map(|r| r.to_string());
            if let Some(rating) = rating.filter(|r| *r != self.request.rating.trim()) {
                changed.push(format!("your rating {} → {rating}", self.request.rating));
                self.request.rating = rating;
                // The field being edited shows the new rating, not the one typed before.
                self.set_focus(self.focus);
            }
        }
        let count = imported.games.len();
        let skipped = imported.skipped_summary();
        let mut rows: Vec<Row> = imported.games.iter().map(Row::from).collect();
        for (index, details) in &imported.details {
            if let Some(row) = rows.get_mut(*index) {
                row.title = details.title.map_or("", Title::key).to_string();
                row.federation = details
                    .federation
                    .map(|f| f.to_string())
                    .unwrap_or_default();
            }
        }
        self.insert_rows(rows);
        let mut text = format!("added {}", numbers::games(count));
        if !changed.is_empty() {
            text = format!("{text}; from the file: {}", changed.join(", "));
        }
        if let Some(skipped) = &skipped {
            text = format!("{text}; {skipped}");
        }
        self.set_status(text, skipped.is_some());
    }

    /// A tournament report file into Field mode. A K typed for a player of another file is
    /// no K of this one's: those are let go.
    fn open_report(&mut self, report: import::ReportFile, path: &std::path::Path) {
        if report.text != self.request.trf_text {
            self.request.player_k.clear();
        }
        self.request.trf_text = report.text;
        self.request.trf_name = path
            .file_name()
            .map(|name| name.to_string_lossy().into_owned())
            .unwrap_or_default();
        self.field = Default::default();
        self.switch_mode(Mode::Field);
        self.set_focus(Some(Field::Players));
        self.set_status(
            format!(
                "opened {}: {}",
                crate::text::printable(&self.request.trf_name),
                numbers::players(report.tournament.players.len())
            ),
            false,
        );
    }

    fn insert_rows(&mut self, rows: Vec<Row>) {
        if rows.is_empty() {
            return;
        }
        let at = if self.request.rows.is_empty() {
            0
        } else {
            (self.tournament.selected + 1).min(self.request.rows.len())
        };
        let count = rows.len();
        self.rows_mut().splice(at..at, rows);
        self.tournament.selected = at + count - 1;
    }
}

/// A cell's text as the editor starts with it.
fn cell_text(row: &Row, column: Column) -> &str {
    match column {
        Column::Opponent => &row.opponent,
        Column::Score => row.score_text(),
        Column::Title => &row.title,
        Column::Federation => &row.federation,
    }
}

/// A cell's value as typed, checked for the column in `mode` (in Norm mode an opponent is a
/// whole rating or unrated, whatever the pool) and written the way the table keeps it.
fn checked_cell(
    column: Column,
    text: &str,
    mode: Mode,
    pool: Pool,
    system: System,
) -> Result<Cell, InputError> {
    let norm = mode == Mode::Norm;
    Ok(match column {
        // Glicko-2's opponents may carry their RD (`1400/30`); US Chess's are rated.
        Column::Opponent if !norm && system == System::Glicko2 => {
            crate::rating::parse_glicko2_game(&format!("{text}:1"))?;
            Cell::Text(text.to_string())
        }
        Column::Opponent if !norm && system == System::UsChess => {
            crate::rating::parse_uschess_game(&format!("{text}:1"))?;
            Cell::Text(text.to_string())
        }
        Column::Opponent if norm => {
            NormGame::from_fields(text, "?", "-", "FID")?;
            Cell::Text(text.to_string())
        }
        Column::Opponent => {
            Opponent::parse(text, pool)?;
            Cell::Text(text.to_string())
        }
        Column::Score => match RowScore::parse(text)? {
            RowScore::Missing => return Err(InputError::NoScore),
            // Only a norm weighs games still to play; elsewhere they are left out, and shown so.
            score => Cell::Score(score),
        },
        Column::Title => Cell::Text(match text {
            "" | "-" => String::new(),
            text => Title::parse(text)?.map_or("", Title::key).to_string(),
        }),
        Column::Federation => Cell::Text(Federation::parse(text)?.to_string()),
    })
}

/// A checked cell value.
enum Cell {
    Text(String),
    Score(RowScore),
}

fn set_cell(row: &mut Row, column: Column, value: Cell) {
    match (column, value) {
        (_, Cell::Score(score)) => row.score = score,
        (Column::Opponent, Cell::Text(text)) => row.opponent = text,
        (Column::Title, Cell::Text(text)) => row.title = text,
        (Column::Federation, Cell::Text(text)) => row.federation = text,
        (Column::Score, Cell::Text(_)) => {}
    }
}

/// Farther than the help ever scrolls (the view stops at its end).
const HELP_SCROLL_MAX: usize = 100;

/// The file name endings export knows.
const EXTENSIONS: &str = ".csv, .md or .json";

//! The one place the app changes: [`App::update`] takes a [`Message`] (a key, a paste, the
//! autosave's turn, or what an effect reported) and returns the [`Effect`]s it asks for: file
//! work that `effects` carries out and reports back as messages.

use crossterm::event::{KeyCode, KeyEvent, KeyEventKind, MouseButton, MouseEvent, MouseEventKind};

use super::changed::{Changed, RowsChanged, Which};
use super::components::Component;
use super::components::history::{History, Snapshot, Turned};
use super::components::shown;
use super::keys::{self, Action, Context};
use super::message::{Effect, Message};
use super::state::{
    App, Export, Help, ImportDialog, MAX_TYPED, MIN_WIDTH, PAGE, Popup, Prompt, Question, Quit,
    SaveAs, SessionList, Status, first_field,
};
use super::view::form::label;
use super::view::{self, ClickTarget};
use crate::calc::trf::FieldChange;
use crate::calc::{self, Entry, Mode, Request, Row};
use crate::i18n::{tr, tr_args};
use crate::report::sessions::mode_said;
use crate::store::{SessionName, SessionView};

impl App {
    /// Applies one message and returns the effects it asks for, its words in the app's
    /// language.
    pub fn update(&mut self, message: Message) -> Vec<Effect> {
        crate::i18n::with_lang(self.lang, || self.apply(message))
    }

    fn apply(&mut self, message: Message) -> Vec<Effect> {
        let mut effects = Vec::new();
        self.changed = Changed::NOTHING;
        // An opened session is what its file holds: nothing to save, already computed.
        let opened = matches!(
            message,
            Message::Opened(Ok(_)) | Message::NewSessionNamed(_)
        );
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
        // One place marks a change and computes again, once, however much the message did:
        // what each change said it touched, nothing compared.
        let changed = std::mem::take(&mut self.changed);
        if !opened && !changed.is_nothing() {
            self.dirty = true;
            self.edits += 1;
            self.compute_again(changed);
        }
        self.say_recorded();
        self.follow_list(&mut effects);
        effects.append(&mut self.asked);
        effects
    }

    /// The result of the request after `changed`: in Field mode a K rates again only the
    /// players it is the K of; otherwise the games that changed are read again, and the
    /// request computed.
    fn compute_again(&mut self, changed: Changed) {
        let only_k = Changed {
            player_k: Which::None,
            ..changed
        }
        .is_nothing();
        let field_change = match (changed.player_k, changed.entries) {
            _ if self.request.mode != Mode::Field => None,
            (Which::One(rank), Which::None) if only_k => Some(FieldChange::PlayerK(rank)),
            (Which::None, Which::One(Entry::ReportK))
                if Changed::entry(Entry::ReportK) == changed =>
            {
                Some(FieldChange::K)
            }
            _ => None,
        };
        if let Some(change) = field_change
            && calc::trf::evaluate_field_again(&mut self.evaluation, &self.request, change)
        {
            match (change, self.field_report()) {
                (FieldChange::PlayerK(rank), Some(report)) => {
                    let changed: Vec<usize> = (0..report.players.len())
                        .filter(|&index| report.player(&report.players[index]).start_rank == rank)
                        .collect();
                    self.refresh_players_of(&changed);
                }
                (FieldChange::K, Some(_)) => self.refresh_players_k(),
                _ => self.refresh_players(),
            }
            return;
        }
        let reread = match changed.rows {
            // The events' games are found from the rows' events and the events' count.
            _ if !self.games.suit(&self.request) || changed.events => true,
            RowsChanged::None => false,
            RowsChanged::One(index) => !self.games.reread_row(&self.request, index),
            RowsChanged::Many => true,
        };
        if reread {
            self.games = calc::Games::of(&self.request);
        }
        self.evaluation = calc::evaluate_with(&self.request, self.today, &self.games);
        self.refresh_players();
    }

    /// The request, to change `what` of it: the one way to, so that the change is seen.
    pub(crate) fn change(&mut self, what: Changed) -> &mut Request {
        self.mark(what);
        &mut self.request
    }

    /// Marks `what` of the request changed (by whoever changed it in place).
    pub(crate) fn mark(&mut self, what: Changed) {
        self.changed = self.changed.and(what);
        self.unseen = self.unseen.and(what);
    }

    /// The games, to change them: the one way to, so that the change is seen.
    pub(crate) fn rows_mut(&mut self) -> &mut Vec<Row> {
        &mut self.change(Changed::ROWS).rows
    }

    /// One game, to change it (only it is read again).
    pub(crate) fn row_mut(&mut self, index: usize) -> Option<&mut Row> {
        self.change(Changed::row(index)).rows.get_mut(index)
    }

    fn key(&mut self, key: &KeyEvent, effects: &mut Vec<Effect>) {
        if key.kind == KeyEventKind::Release {
            return;
        }
        self.keys_read += 1;
        let action = keys::action(self.context(), key);
        // Behind the "enlarge the terminal" notice nothing is shown, so keys only quit: the
        // rest are let go without a word, which would wait to be read under the screen.
        if !self.fits()
            && !matches!(
                action,
                Some(Action::Quit | Action::QuitAsked | Action::Suspend)
            )
        {
            return;
        }
        let Some(action) = action else {
            if key.kind == KeyEventKind::Press {
                self.say_key_does_nothing(key);
            }
            return;
        };
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

    /// A key that means nothing where the keyboard is is said, never silently dropped: a
    /// letter on a text field in particular, which is a command until typing starts.
    fn say_key_does_nothing(&mut self, key: &KeyEvent) {
        let typed = (key.modifiers - crossterm::event::KeyModifiers::SHIFT).is_empty();
        let text = match (self.context(), key.code) {
            (context, KeyCode::Char(_))
                if !typed && !matches!(context, Context::CellEditor | Context::EventLine) =>
            {
                return;
            }
            (Context::CellEditor, _) => tr("status-cell-typing"),
            (Context::EventLine, _) => tr("status-event-line-typing"),
            (Context::Text, KeyCode::Char(c)) => tr_args(
                "status-not-a-number",
                &[
                    (
                        "field",
                        self.form
                            .focus
                            .map(label)
                            .unwrap_or_default()
                            .trim()
                            .to_string()
                            .into(),
                    ),
                    (
                        "key",
                        crate::text::printable(&c.to_string()).into_owned().into(),
                    ),
                ],
            ),
            (
                Context::Anywhere
                | Context::Table
                | Context::Players
                | Context::Choice
                | Context::Result,
                KeyCode::Char(c),
            ) => tr_args(
                "status-does-nothing",
                &[(
                    "key",
                    crate::text::printable(&c.to_string()).into_owned().into(),
                )],
            ),
            // In a popup or the help (not while typing there): the key, and the keys that work.
            (context, code)
                if (context.is_popup() || context == Context::Help) && !context.is_typing() =>
            {
                let own: Vec<&str> = keys::bindings_for(&[context])
                    .iter()
                    .map(|binding| binding.keys)
                    .collect();
                let Some(name) = key_name(code).filter(|_| !own.is_empty()) else {
                    return;
                };
                tr_args(
                    "status-popup-keys",
                    &[("key", name.into()), ("keys", own.join(" · ").into())],
                )
            }
            _ => return,
        };
        self.set_status(text, false);
    }

    /// A character on a choice that no choice starts with and that is no command: the field,
    /// the keys it takes.
    pub(crate) fn say_no_choice(&mut self, key: char) {
        let Some(field) = self.form.focus else { return };
        // The result's keys are the score keys of the language, numbers too (not the
        // half-point's, which the help lists on their own).
        let scores = keys::bindings()
            .find(|binding| binding.context == Context::Scores && binding.help_id == "key-scores");
        let keys: Vec<String> = match scores.filter(|_| field == Entry::Result) {
            Some(binding) => vec![binding.keys.to_string()],
            None => self.choice_keys().iter().map(char::to_string).collect(),
        };
        let text = tr_args(
            "status-no-choice",
            &[
                ("field", label(field).trim().to_string().into()),
                (
                    "key",
                    crate::text::printable(&key.to_string()).into_owned().into(),
                ),
                ("keys", keys.join(" ").into()),
            ],
        );
        self.set_status(text, false);
    }

    /// Applies an action where the keyboard is: a popup, a form field being typed in, or the
    /// main screen.
    fn act(&mut self, action: Action, effects: &mut Vec<Effect>) {
        // The help opens over whatever is open, which it leaves as it was.
        if action == Action::ToggleHelp && self.help.is_none() {
            self.help = Some(Help::default());
            return;
        }
        // Esc on the look-up's note (no list held) closes the note, as on the look-up's
        // players: what is typed stays being typed, and a second Esc cancels it.
        if action == Action::Back
            && matches!(self.context(), Context::CellEditor | Context::Typing)
            && let Some(note) = self.lookup_note()
        {
            let said = tr_args(
                "lookup-closed",
                &[("query", crate::i18n::shown(&note.query))],
            );
            self.lookup_note = None;
            return self.set_status(said, false);
        }
        match self.context() {
            context if context.is_popup() => self.update_popup(action, effects),
            Context::EventLine => match action {
                Action::Quit => self.quit(effects),
                Action::Edit(request) => {
                    if let Some(editor) = &mut self.tournament.event_editor {
                        editor.prompt.edit(request);
                    }
                }
                Action::Commit => self.commit_event_line(),
                Action::Back => self.cancel_event_line(),
                _ => self.set_status(tr("status-event-line-typing"), false),
            },
            // A field being typed in: the form's (any other key keeps what was typed first,
            // then is done as in navigate).
            Context::Typing => {
                self.update_form(action, effects);
            }
            Context::Help => self.update_help(action, effects),
            Context::CellEditor => self.update_cell(action, effects),
            Context::Lookup => self.update_lookup(action, effects),
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
            if self.help.is_some() {
                let action = if down { Action::RowDown } else { Action::RowUp };
                self.update_help(action, &mut Vec::new());
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
            || self.help.is_some()
        {
            return;
        }
        self.status = None;
        let area = ratatui::layout::Rect::new(0, 0, columns, rows);
        match view::click_target(self, area, mouse.column, mouse.row) {
            Some(ClickTarget::Tab(mode)) => self.switch_mode_saying_kept(mode),
            // A click focuses; only a click on the choice already focused changes it (as →
            // does, and said).
            Some(ClickTarget::Entry(field)) => {
                self.close_editors();
                let choice = !field.is_text();
                if self.form.focus == Some(field) && choice {
                    self.change_choice(1);
                } else {
                    self.set_focus(Some(field));
                }
            }
            Some(ClickTarget::Row(index)) => {
                self.close_editors();
                self.set_focus(Some(Entry::Rows));
                self.tournament.selected = index;
            }
            Some(ClickTarget::Table) => {
                self.close_editors();
                let table = match self.request.mode {
                    Mode::Field => Entry::Players,
                    _ => Entry::Rows,
                };
                self.set_focus(Some(table));
            }
            None => {}
        }
    }

    pub(crate) fn set_status(&mut self, text: impl Into<String>, error: bool) {
        self.status = Some(Status {
            text: text.into(),
            error,
        });
    }

    pub(crate) fn save_effect(&self, name: SessionName, announce: bool) -> Effect {
        Effect::Save {
            name,
            request: Box::new(self.request.clone()),
            view: SessionView {
                focus: self.form.focus,
                selected: self.tournament.selected,
                last_folder: self.last_folder.clone(),
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
    /// `q`: the second in a row quits; the first says so (Ctrl-Q quits at once). A `q` in a
    /// paste that is not bracketed, or typed by a slip, never ends elocalc.
    pub(crate) fn quit_asked(&mut self, effects: &mut Vec<Effect>) {
        if self
            .quit_asked_at
            .is_some_and(|at| at + 1 == self.keys_read)
        {
            return self.quit(effects);
        }
        self.quit_asked_at = Some(self.keys_read);
        self.set_status(tr("status-quit-again"), false);
    }

    pub(crate) fn quit(&mut self, effects: &mut Vec<Effect>) {
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

    /// Says where a `last-session` that was not a regular file was moved (once: the one written
    /// in its place is a regular file).
    fn last_session_aside(&mut self, aside: &std::path::Path) {
        let args = [("path", crate::text::shown_path(aside).into())];
        self.set_status(tr_args("status-last-session-aside", &args), true);
    }

    /// What an effect reported.
    fn report(&mut self, message: Message, effects: &mut Vec<Effect>) {
        match message {
            Message::Saved {
                name,
                announce,
                edits,
                result,
                aside,
            } => match result {
                Ok(()) => {
                    // Saves run in the background: what was typed meanwhile is not saved yet.
                    self.dirty = edits != self.edits;
                    self.saved_while_quitting(effects);
                    if announce {
                        self.set_status(
                            tr_args("status-saved", &[("name", name.to_string().into())]),
                            false,
                        );
                    }
                    if let Some(aside) = aside {
                        self.last_session_aside(&aside);
                    }
                }
                Err(error) => {
                    // What to do comes before why, so a narrow status line keeps it.
                    let id = if self.quit == Quit::Saving {
                        self.quit = Quit::Warned;
                        "status-save-failed-quitting"
                    } else {
                        "status-save-failed"
                    };
                    let args = [
                        ("name", name.to_string().into()),
                        ("error", error.to_string().into()),
                    ];
                    self.set_status(tr_args(id, &args), true);
                }
            },
            Message::SavedAsCopy {
                from,
                to,
                edits,
                result,
                aside,
            } => match result {
                Ok(()) => {
                    self.dirty = edits != self.edits;
                    self.session = to.clone();
                    self.saved_while_quitting(effects);
                    let args = [
                        ("from", from.to_string().into()),
                        ("to", to.to_string().into()),
                    ];
                    self.set_status(tr_args("status-saved-as-copy", &args), true);
                    if let Some(aside) = aside {
                        self.last_session_aside(&aside);
                    }
                }
                Err(error) => {
                    let name = from;
                    self.report(
                        Message::Saved {
                            name,
                            announce: false,
                            edits,
                            result: Err(error),
                            aside,
                        },
                        effects,
                    );
                }
            },
            Message::SavedAgain {
                name,
                edits,
                result,
                aside,
            } => {
                let again = result.is_ok().then(|| name.to_string());
                self.report(
                    Message::Saved {
                        name,
                        announce: false,
                        edits,
                        result,
                        aside: None,
                    },
                    effects,
                );
                if let Some(name) = again {
                    self.set_status(
                        tr_args("status-saved-again", &[("name", name.into())]),
                        true,
                    );
                }
                if let Some(aside) = aside {
                    self.last_session_aside(&aside);
                }
            }
            Message::LastSessionAside(aside) => self.last_session_aside(&aside),
            Message::Opened(Ok((name, request, view))) => {
                self.replace_session(*request, name.clone(), &view);
                effects.push(Effect::Remember(name.clone()));
                self.set_status(
                    tr_args("status-opened", &[("name", name.to_string().into())]),
                    false,
                );
            }
            Message::NewSessionNamed(name) => self.new_session(name, effects),
            Message::Opened(Err((name, error))) => {
                let args = [
                    ("name", name.to_string().into()),
                    ("error", error.to_string().into()),
                ];
                self.set_status(tr_args("status-open-failed", &args), true)
            }
            Message::Listed(Ok(listings)) => self.listings = listings,
            Message::Listed(Err(error)) => self.set_status(error.to_string(), true),
            Message::Deleted(name, result) => {
                match result {
                    Ok(()) => self.set_status(
                        tr_args("status-deleted", &[("name", name.to_string().into())]),
                        false,
                    ),
                    Err(error) => {
                        let args = [
                            ("name", name.to_string().into()),
                            ("error", error.to_string().into()),
                        ];
                        self.set_status(tr_args("status-delete-failed", &args), true)
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
                        let args = [
                            ("from", from.to_string().into()),
                            ("to", to.to_string().into()),
                        ];
                        self.set_status(tr_args("status-renamed", &args), false);
                    }
                    Err(error) => {
                        let args = [
                            ("from", from.to_string().into()),
                            ("error", error.to_string().into()),
                        ];
                        self.set_status(tr_args("status-rename-failed", &args), true)
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
            Message::ListImportProgress {
                players,
                bytes,
                total,
            } => self.list_import_progress(players, bytes, total),
            Message::ListImported(result) => self.list_imported(result),
            Message::ListLooked { text, result } => self.list_looked(text, result),
            Message::History { player, result } => self.show_history(player, result),
            Message::ListSearched { search, answer } => self.searched(search, answer),
            Message::ListLines(read) => self.refill_from(*read),
            Message::PathCompleted { typed, completion } => self.path_completed(&typed, completion),
            Message::ExportChecked { path, existing } => {
                self.export_checked(path, existing, effects)
            }
            Message::FolderUsed(folder) => self.last_folder = Some(folder),
            Message::LangKept(Ok(())) => {}
            Message::LangKept(Err(error)) => self.set_status(
                tr_args(
                    "status-lang-not-kept",
                    &[("error", error.to_string().into())],
                ),
                true,
            ),
            Message::Exported(result) => self.exported(result.map_err(|error| error.to_string())),
            Message::Key(_)
            | Message::Mouse(_)
            | Message::Paste(_)
            | Message::Resize(..)
            | Message::Redraw
            | Message::AutosaveDue
            | Message::Terminate => {}
        }
    }

    pub(crate) fn update_main(&mut self, action: Action, effects: &mut Vec<Effect>) {
        // Zoomed, the form is out of sight: no key moves the focus onto one of its fields
        // (what is typed there would change a value unseen).
        if self.zoomed && self.moves_into_form(action) {
            let said = if self.form.focus.is_some() {
                "status-zoomed-table"
            } else {
                "status-zoomed-chart"
            };
            return self.set_status(tr(said), false);
        }
        // The mode's table first, then the form; what neither takes is the app's.
        let taken = match self.table_for(action) {
            Some(Entry::Players) => self.update_players(action, effects),
            Some(_) => self.update_games(action),
            None => false,
        };
        let zoom_back = action == Action::Back && self.zoomed;
        if taken || (!zoom_back && self.update_form(action, effects)) {
            return;
        }
        match action {
            Action::Quit => self.quit(effects),
            Action::QuitAsked => self.quit_asked(effects),
            Action::ToggleHelp => self.help = Some(Help::default()),
            Action::Back if self.zoomed => self.zoom(),
            Action::Zoom => self.zoom(),
            Action::SwitchMode(mode) => self.switch_mode_saying_kept(mode),
            Action::NextMode => self.switch_mode_saying_kept(self.request.mode.next()),
            Action::PreviousMode => self.switch_mode_saying_kept(previous_mode(self.request.mode)),
            // Past a table's first or last row the arrows go on to the field before or after
            // it, as between the form's fields (not while the table has the whole screen).
            Action::RowUp if self.at_table_edge(false) => self.move_focus(-1),
            Action::RowDown if self.at_table_edge(true) => self.move_focus(1),
            Action::RowUp => self.select_row(|selected, _| selected.saturating_sub(1)),
            Action::RowDown => self.select_row(|selected, _| selected + 1),
            Action::PageUp => self.select_row(|selected, _| selected.saturating_sub(PAGE)),
            Action::PageDown => self.select_row(|selected, _| selected + PAGE),
            Action::FirstRow => self.select_row(|_, _| 0),
            Action::LastRow => self.select_row(|_, len| len),
            Action::AddRow => self.add_row(),
            Action::InsertRow => self.insert_row(),
            Action::DeleteGame => self.delete_row(),
            Action::NewEvent => self.new_event(),
            Action::EditEvent => self.edit_event(),
            Action::GameToPreviousEvent => self.move_game_to_event(false),
            Action::GameToNextEvent => self.move_game_to_event(true),
            Action::Undo => self.undo(true),
            Action::Redo => self.undo(false),
            // Enter where there is no table (Game, Multi mode): where games are typed, said.
            Action::EditCell => self.add_row(),
            Action::RatingHistory => self.ask_history(effects),
            Action::SetScore(score) => self.set_score(score),
            Action::SaveAs => {
                self.popup = Some(Popup::SaveAs(SaveAs(Prompt::with(self.session.as_str()))));
                effects.push(Effect::List);
            }
            Action::OpenSessions => {
                self.popup = Some(Popup::Sessions(SessionList::default()));
                effects.push(Effect::List);
            }
            Action::NewSession => {
                // The session before is saved first, and kept — even one not changed since it
                // opened, which may never have been saved: "kept: ^O opens it" is then true,
                // and the new one's name is another.
                if self.can_save {
                    effects.push(self.save_effect(self.session.clone(), false));
                }
                effects.push(Effect::NameNewSession(self.lang));
            }
            Action::ClearGames if self.request.rows.is_empty() => {
                self.set_status(tr("status-no-games-to-clear"), false)
            }
            Action::ClearGames => {
                self.popup = Some(Popup::Question(Question::Clear(self.request.rows.len())));
            }
            Action::Import => {
                let mut dialog = ImportDialog::new(self.request.rows.len());
                // Added to Tournament mode's games, a file's are an event of the period.
                dialog.as_event = self.request.mode != Mode::Norm
                    && self.request.system.is_elo()
                    && !self.request.rows.is_empty();
                dialog.path = self.path_prompt("");
                self.popup = Some(Popup::Import(Box::new(dialog)));
            }
            Action::Export => {
                let name = format!("elocalc-{}.csv", self.request.mode.title().to_lowercase());
                self.popup = Some(Popup::Export(Export(self.path_prompt(&name))));
            }
            Action::Suspend => effects.push(Effect::Suspend),
            Action::SwitchLanguage => {
                self.speak(self.lang.next());
                effects.push(Effect::KeepLang(self.lang));
                let said = crate::i18n::message_in(
                    self.lang,
                    "language-now",
                    &[("language", self.lang.name().into())],
                );
                self.set_status(said, false);
            }
            Action::ToggleMouse => {
                self.mouse = !self.mouse;
                effects.push(Effect::Mouse(self.mouse));
                let said = if self.mouse {
                    "status-mouse-on"
                } else {
                    "status-mouse-off"
                };
                self.set_status(tr(said), false);
            }
            // The form's keys, taken above: nothing here.
            Action::Back
            | Action::NextField
            | Action::PreviousField
            | Action::NextChoice
            | Action::PreviousChoice
            | Action::Pick(_)
            | Action::Edit(_)
            | Action::Commit
            | Action::NextCell
            | Action::PreviousCell
            | Action::Rename
            | Action::DeleteSession
            | Action::Confirm
            | Action::ReplaceGames
            | Action::ToggleSuggestions
            // A table's keys where the mode has no such table: nothing to do them on.
            | Action::NextColumn
            | Action::PreviousColumn
            | Action::Sort
            | Action::ReverseSort
            | Action::RoundsUp
            | Action::RoundsDown
            | Action::ResetPlayerK
            | Action::TakePlayer => {}
        }
    }

    /// The table `action` is for, if any: the mode's table (Field mode's players, or the
    /// games) takes any key while it has the focus — but an arrow past its first or last row,
    /// which goes on to the field before or after it — and its own keys from anywhere in the
    /// mode (choosing a row, sorting the players, a game's score).
    fn table_for(&self, action: Action) -> Option<Entry> {
        let table = match self.request.mode {
            Mode::Field => Entry::Players,
            Mode::Tournament | Mode::Norm => Entry::Rows,
            Mode::Game | Mode::Multi => return None,
        };
        if self.form.focus == Some(table) {
            let mine = match action {
                Action::RowUp => !self.at_table_edge(false),
                Action::RowDown => !self.at_table_edge(true),
                _ => true,
            };
            return mine.then_some(table);
        }
        let moves = matches!(
            action,
            Action::RowUp
                | Action::RowDown
                | Action::PageUp
                | Action::PageDown
                | Action::FirstRow
                | Action::LastRow
        );
        let own = match (action, table) {
            (Action::EditCell, _) => !self.form.focus.is_some_and(Entry::is_text),
            (
                Action::Sort
                | Action::ReverseSort
                | Action::ResetPlayerK
                | Action::TakePlayer
                | Action::RoundsUp
                | Action::RoundsDown,
                Entry::Players,
            ) => true,
            (Action::NextColumn | Action::PreviousColumn | Action::DeleteGame, Entry::Rows) => true,
            (Action::SetScore(_), Entry::Rows) => self.form.focus != Some(Entry::Result),
            _ => false,
        };
        (moves || own).then_some(table)
    }

    /// The help has the keyboard: quitting, or its own keys.
    fn update_help(&mut self, action: Action, effects: &mut Vec<Effect>) {
        if action == Action::Quit {
            return self.quit(effects);
        }
        let Some(mut help) = self.help.take() else {
            return;
        };
        if help.update(action, &self.shared()) {
            self.help = Some(help);
        }
    }

    /// Whether `action` would move the focus from where it is onto a field of the form.
    fn moves_into_form(&self, action: Action) -> bool {
        match action {
            Action::NextField | Action::PreviousField => true,
            // ↑ ↓ move between fields unless a table has the focus (nothing focused: the
            // curve zoomed, where they would go onto the form).
            Action::RowUp | Action::RowDown => {
                !matches!(self.form.focus, Some(Entry::Rows | Entry::Players))
            }
            _ => false,
        }
    }

    /// Whether the focused table's selection is on its last row (`last`) or its first: an
    /// empty table is both.
    fn at_table_edge(&self, last: bool) -> bool {
        let (selected, rows) = match self.form.focus {
            Some(Entry::Rows) => (self.tournament.selected, self.request.rows.len()),
            Some(Entry::Players) => (self.field.selected, self.field.shown.order.len()),
            _ => return false,
        };
        !self.zoomed
            && if last {
                selected + 1 >= rows
            } else {
                selected == 0
            }
    }

    /// A cell editor (a game's cell, or a player's K) has the keyboard: nothing reaches the form.
    fn update_cell(&mut self, action: Action, effects: &mut Vec<Effect>) {
        // A player's K or a game's cell being typed: the table's.
        let taken = if self.field.editor.is_some() {
            self.update_players(action, effects)
        } else {
            self.update_games(action)
        };
        if !taken && action == Action::Quit {
            self.quit(effects);
        }
    }

    /// z: the mode's main panel to the whole screen (the table focused, so its keys work), or
    /// back; said either way. The form is out of sight while zoomed, so no field keeps the
    /// focus: a key never changes a value that cannot be seen.
    fn zoom(&mut self) {
        self.zoomed = !self.zoomed;
        let table = match self.request.mode {
            Mode::Tournament | Mode::Norm => Some(Entry::Rows),
            Mode::Field => Some(Entry::Players),
            Mode::Game | Mode::Multi => None,
        };
        match (self.zoomed, table) {
            (true, Some(table)) => self.set_focus(Some(table)),
            (true, None) => self.set_focus(None),
            // Back from the curve: the field left for it focused again.
            (false, _) if self.form.focus.is_none() => {
                self.set_focus(self.form.focus_left);
                self.keep_focus_in_mode();
            }
            (false, _) => {}
        }
        let said = match (self.zoomed, table) {
            (false, _) => "status-unzoomed",
            (true, Some(_)) => "status-zoomed-table",
            (true, None) => "status-zoomed-chart",
        };
        self.set_status(tr(said), false);
    }

    /// Ctrl-N, named (`None`: there is nowhere to keep sessions). The session before, saved,
    /// is kept under its name; one that could not be saved (no config folder, a failed save)
    /// is not lost: the new session starts in its place as one undo step, and `u` brings it back.
    fn new_session(&mut self, name: Option<SessionName>, effects: &mut Vec<Effect>) {
        let before = self.session.clone();
        // The same mode and system: a second event is checked as the first was.
        let request = Request {
            mode: self.request.mode,
            system: self.request.system,
            ..Request::default()
        };
        let kept = match name {
            Some(name) if !self.dirty => name,
            name => {
                let id = if name.is_none() {
                    "status-new-unsaved"
                } else {
                    "status-new-not-saved"
                };
                let snapshot = self.snapshot();
                self.close_editors();
                *self.change(Changed::WHOLE) = request;
                self.tournament = Default::default();
                self.field = Default::default();
                self.refresh_players();
                let fields = self.fields();
                self.set_focus(first_field(&fields));
                let said = tr_args(id, &[("name", before.to_string().into())]);
                return self.record(snapshot, said);
            }
        };
        self.replace_session(request, kept.clone(), &SessionView::default());
        effects.push(Effect::Remember(kept.clone()));
        self.history = History::after(before.clone());
        let said = tr_args(
            "status-new-session-kept",
            &[
                ("name", kept.to_string().into()),
                ("before", before.to_string().into()),
            ],
        );
        self.set_status(said, false);
    }

    /// This app on another session: `request` under `name`, where `view` says the person was.
    /// What belongs to the person and this machine stays: the language, the mouse, the FIDE
    /// lists held, the last folder (when the session kept none), the sessions listed.
    fn replace_session(&mut self, request: Request, name: SessionName, view: &SessionView) {
        let listings = std::mem::take(&mut self.listings);
        let (today, can_save, screen) = (self.today, self.can_save, self.screen);
        let folder = self.last_folder.take();
        let (lang, mouse) = (self.lang, self.mouse);
        let list_held = self.list_held;
        *self = App::with_request(request, name).on(today).at(view);
        self.lang = lang;
        self.mouse = mouse;
        self.list_held = list_held;
        self.last_folder = self.last_folder.take().or(folder);
        self.can_save = can_save;
        self.screen = screen;
        self.listings = listings;
    }

    /// Closes what is being edited: a form field keeps what was typed, a cell editor is
    /// cancelled (its cell as it was).
    pub(crate) fn close_editors(&mut self) {
        self.commit_typing();
        self.lookup = None;
        self.tournament.editor = None;
        self.tournament.event_editor = None;
        self.field.editor = None;
    }

    /// Pasted text: lines of games into the games table; otherwise text into what is being
    /// typed in, or into the focused text field (which starts typing with it).
    fn paste(&mut self, text: &str, _effects: &mut [Effect]) {
        if !self.fits() || self.help.is_some() {
            return;
        }
        self.status = None;
        let context = self.context();
        // On the table a paste is games; in a cell editor, lines are games and a word is text.
        let lines = text.trim().contains(['\n', '\r']);
        let into_table = matches!(context, Context::Table | Context::WordCell)
            || (context == Context::CellEditor && self.field.editor.is_none() && lines);
        if into_table {
            return self.paste_rows(text);
        }
        // A one-line input takes the lines as one, a space between them, and says so — never
        // "15⏎00" as 1500 — a line end at the end left out; other control characters are no
        // text. What is too long is cut, and said.
        let trimmed = text.trim_end_matches(['\n', '\r']);
        let joined = trimmed.lines().count();
        let typed: Vec<char> = trimmed
            .lines()
            .collect::<Vec<_>>()
            .join(" ")
            .chars()
            .filter(|c| !c.is_control())
            .take(MAX_TYPED + 1)
            .collect();
        let requests = typed
            .iter()
            .take(MAX_TYPED)
            .map(|&c| tui_input::InputRequest::InsertChar(c));
        match context {
            Context::Text | Context::Words | Context::Typing => {
                if context != Context::Typing {
                    // A paste on a field replaces its value, as typing over it would.
                    self.start_typing(None);
                    let clear = tui_input::InputRequest::DeleteLine;
                    self.update_form(Action::Edit(clear), &mut Vec::new());
                }
                for request in requests {
                    self.update_form(Action::Edit(request), &mut Vec::new());
                }
            }
            Context::CellEditor => {
                for request in requests {
                    self.update_cell(Action::Edit(request), &mut Vec::new());
                }
            }
            Context::Prompt => {
                for request in requests {
                    self.update_popup(Action::Edit(request), &mut Vec::new());
                }
            }
            Context::EventLine => {
                if let Some(editor) = &mut self.tournament.event_editor {
                    requests.for_each(|request| editor.prompt.edit(request));
                }
            }
            Context::Lookup => {
                for request in requests {
                    self.update_lookup(Action::Edit(request), &mut Vec::new());
                }
            }
            _ => {
                return self.set_status(tr("status-nothing-pasted-here"), true);
            }
        }
        if typed.len() > MAX_TYPED {
            self.set_status(
                tr_args("status-paste-cut", &[("max", MAX_TYPED.to_string().into())]),
                true,
            );
        } else if joined > 1 {
            self.set_status(
                tr_args("status-paste-joined", &[("lines", joined.into())]),
                false,
            );
        }
    }

    /// The session's data now, for the undo history.
    pub(crate) fn snapshot(&mut self) -> Snapshot {
        let unseen = std::mem::take(&mut self.unseen);
        self.history
            .snapshot(&mut self.request, self.tournament.selected, unseen)
    }

    /// A change was made (`before`: the data before it): one undo step, and said.
    pub(crate) fn record(&mut self, before: Snapshot, description: String) {
        // Where u is a letter (a field of words, a cell being typed, a title or federation
        // cell), the way to undo is said as it is from there: the Esc keys that lead out first.
        // Said again once the message is done (`say_recorded`), where the keyboard is then.
        let said = self.recorded_words(&description);
        self.set_status(said.clone(), false);
        self.recorded = Some((description.clone(), said));
        let changed = std::mem::take(&mut self.unseen);
        let mode = self.request.mode;
        self.history
            .record(before, description, &self.request.rows, changed, mode);
    }

    /// A change recorded, said with how to undo it from where the keyboard is.
    fn recorded_words(&self, description: &str) -> String {
        let id = match self.escapes_before_undo() {
            0 => "status-changed",
            1 => "status-changed-leave",
            _ => "status-changed-leave-twice",
        };
        tr_args(id, &[("change", description.into())])
    }

    /// The last change recorded, said again where the keyboard is now that the message is done
    /// (a cell kept with Tab opens the next one, where u is a letter); unless another message
    /// has taken the status line since.
    fn say_recorded(&mut self) {
        let Some((description, said)) = self.recorded.take() else {
            return;
        };
        if self
            .status
            .as_ref()
            .is_some_and(|status| status.text == said)
        {
            let now = self.recorded_words(&description);
            self.set_status(now, false);
        }
    }

    /// How many Esc lead from where the keyboard is to where `u` undoes: out of a cell being
    /// typed, then off a field or cell of words.
    fn escapes_before_undo(&self) -> usize {
        match self.context() {
            Context::CellEditor if self.on_word_cell() && self.field.editor.is_none() => 2,
            Context::CellEditor | Context::Words | Context::WordCell => 1,
            _ => 0,
        }
    }

    /// u (`back`) or redo: the data as it was before the last change, or after the last undone.
    fn undo(&mut self, back: bool) {
        let now = self.snapshot();
        let step = if back {
            self.history.undo(now, &mut self.request.rows)
        } else {
            self.history.redo(now, &mut self.request.rows)
        };
        let said = if back {
            "status-undone"
        } else {
            "status-redone"
        };
        match step {
            Some(Turned {
                snapshot,
                description,
                changed,
                shown_in,
            }) => {
                let mode = self.request.mode;
                self.restore(&snapshot, shown_in);
                // What the step changed changes back; the history has seen it (it turned its
                // own copy of the games the same way).
                self.changed = self.changed.and(changed);
                let mut said = tr_args(said, &[("change", description.into())]);
                // A step made in another mode is turned there, and that mode shown: said (and
                // computed again whole, as a mode switch is).
                if self.request.mode != mode {
                    self.changed = self.changed.and(Changed::ENTRIES);
                    let tab = view::tab_title(self.request.mode);
                    said = tr_args(
                        "status-turned-in",
                        &[("said", said.into()), ("mode", tab.into())],
                    );
                }
                self.set_status(said, false);
            }
            // Ctrl-N is no step: the session before it is reopened, not undone.
            None if back => self.set_status(
                match self.history.left() {
                    Some(left) => tr_args(
                        "status-nothing-to-undo-new",
                        &[("before", left.to_string().into())],
                    ),
                    None => tr("status-nothing-to-undo"),
                },
                false,
            ),
            None => self.set_status(tr("status-nothing-to-redo"), false),
        }
    }

    /// Switches to `mode` and says which values set in the mode left the new mode uses as they
    /// are (those a new session would not have): a K chosen in Game mode rates the tournament
    /// too. The first few are named, as many as fit the status line's one line.
    fn switch_mode_saying_kept(&mut self, mode: Mode) {
        let (from, fields_before) = (self.request.mode, self.fields());
        self.switch_mode(mode);
        if from == mode {
            let said = tr_args(
                "status-mode-already",
                &[("mode", view::tab_title(mode).into())],
            );
            return self.set_status(said, false);
        }
        let fresh = Request::default();
        let kept: Vec<String> = self
            .fields()
            .into_iter()
            // The games are in sight in the table.
            .filter(|field| *field != Entry::Rows && fields_before.contains(field))
            .filter_map(|field| self.value_unlike(&fresh, field))
            .collect();
        if kept.is_empty() {
            return;
        }
        let said = |named: usize| {
            let mut values = kept[..named].join(", ");
            if named < kept.len() {
                values.push_str(", …");
            }
            let args = [
                ("mode", mode_said(mode).into()),
                ("from", mode_said(from).into()),
                ("values", values.into()),
            ];
            tr_args("status-mode-kept", &args)
        };
        let columns = usize::from(self.screen.map_or(MIN_WIDTH, |(columns, _)| columns));
        let named = (1..=kept.len().min(MOST_KEPT_NAMED))
            .rev()
            .find(|&named| said(named).chars().count() <= columns)
            .unwrap_or(1);
        self.set_status(said(named), false);
    }

    /// `field` named with its value as the form shows it ("Your rating 1600", "K 40"), when
    /// the value is not `fresh`'s.
    fn value_unlike(&self, fresh: &Request, field: Entry) -> Option<String> {
        let (now, new) = match (self.request.text(field), fresh.text(field)) {
            (Some(now), Some(new)) => (
                shown(&view::form::value_shown(field, now)),
                shown(&view::form::value_shown(field, new)),
            ),
            _ => (
                view::form::request_choice(&self.request, field)?,
                view::form::request_choice(fresh, field)?,
            ),
        };
        (now != new).then(|| format!("{} {now}", label(field).trim()))
    }

    /// Puts a snapshot's data back, the focus staying where it is if the mode has it.
    fn restore(&mut self, snapshot: &Snapshot, mode: Mode) {
        self.lookup = None;
        self.tournament.editor = None;
        self.tournament.event_editor = None;
        self.field.editor = None;
        self.form.typing = None;
        let rows = std::mem::take(&mut self.request.rows);
        self.request = snapshot.request_with(rows);
        self.request.mode = mode;
        let last = self.request.rows.len().saturating_sub(1);
        self.tournament.selected = snapshot.selected.min(last);
        // Focused again (its value loaded afresh), or where the mode starts.
        self.set_focus(self.form.focus);
        self.keep_focus_in_mode();
    }
}

/// The most values a mode switch names as kept from the mode before; "…" says there are more.
const MOST_KEPT_NAMED: usize = 3;

/// The mode before `mode`, as tabbed.
fn previous_mode(mode: Mode) -> Mode {
    let mut previous = mode;
    while previous.next() != mode {
        previous = previous.next();
    }
    previous
}

/// How a key that does nothing is named in a status line: a character as typed, a few keys by
/// name (None: a key not worth a word, such as a lone modifier).
fn key_name(code: KeyCode) -> Option<String> {
    Some(match code {
        KeyCode::Char(' ') => "Space".into(),
        KeyCode::Char(c) => crate::text::printable(&c.to_string()).into_owned(),
        KeyCode::Enter => "Enter".into(),
        KeyCode::Tab | KeyCode::BackTab => "Tab".into(),
        KeyCode::Backspace => "Bksp".into(),
        KeyCode::Delete => "Del".into(),
        _ => return None,
    })
}

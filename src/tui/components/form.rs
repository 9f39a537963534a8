//! The form: the focus moving between fields, a text field being typed in (a number field
//! starts typing with a digit, a field of words with any character, any field with Enter or
//! `e`; one committed edit is one undo step), choices changed with ← → Space or the first
//! letter or digit of a choice (and said), and the modes.

use ratatui::Frame;
use ratatui::layout::Rect;
use tui_input::InputRequest;

use super::{Component, shown};
use crate::calc::{EXEMPTIONS, Entry, FIELD_POOLS, KPreset, Mode, NORM_MIN_GAMES, Request, System};
use crate::rating::{NormTitle, Score};
use crate::tui::changed::Changed;
use crate::tui::keys::Action;
use crate::tui::message::Effect;
use crate::tui::state::{App, Column, FieldEdit, Form, Shared, TextField, entries, first_field};
use crate::tui::view::form::{choice_text, choice_words, label, own_default, value_shown};

/// What a key on the form asks of the app.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FormAsks {
    /// The focus moved (or left the form): the app's part of it (a table's cursor).
    Focused,
    /// Not the form's key: the app's.
    NotMine(Action),
    /// The field being typed in changed: its text goes into the request (and the look-up
    /// follows it), the result computed again.
    Typed(Entry),
    /// Esc while typing: the value before the edit back.
    Cancel,
    /// Enter while typing: what was typed kept, one undo step if it changed the value.
    Keep,
    /// Another key while typing: what was typed kept, then the key done as when navigating.
    KeepThen(Action),
    /// Undo or redo while typing, nothing changed yet: the typing closed, then the step turned.
    CancelThen(Action),
    /// Undo or redo while typing something new: refused and said — kept, it would be a new
    /// step (clearing redo); cancelled, it would be lost.
    TypingFirst(Entry),
    /// Typing starts in the focused text field (`first`: a new value from that character).
    StartTyping(Option<char>),
    /// Typing starts in the focused text field with its value, an editing key then applied to
    /// it (Backspace, ← →, Home, End).
    StartEditing(InputRequest),
    /// The focused choice's next (1) or previous (-1) one.
    Choice(isize),
    /// A character on the focused choice: the choice it starts, or else the command it is.
    Pick(char),
    /// A score key on the Result field.
    Result(Score),
}

/// The form owns the focus and the focused field's text: Tab and Shift-Tab move it, Esc leaves
/// it, a text field's keys type in it; what changes the request (what is typed, kept or
/// cancelled, a choice, a result) it asks for.
impl Component for Form {
    type Asks = FormAsks;

    fn update(&mut self, action: Action, shared: &Shared) -> FormAsks {
        if let Some(field) = self.focus.filter(|_| self.typing.is_some()) {
            return match action {
                Action::Edit(request) => {
                    self.editor.edit(request);
                    FormAsks::Typed(field)
                }
                Action::Back => FormAsks::Cancel,
                Action::Commit => FormAsks::Keep,
                Action::Undo | Action::Redo
                    if self
                        .typing
                        .as_ref()
                        .is_some_and(|t| t.text != self.editor.value()) =>
                {
                    FormAsks::TypingFirst(field)
                }
                Action::Undo | Action::Redo => FormAsks::CancelThen(action),
                action => FormAsks::KeepThen(action),
            };
        }
        let text = self.focus.is_some_and(Entry::is_text);
        match action {
            Action::NextField | Action::PreviousField => {
                let step = if action == Action::NextField { 1 } else { -1 };
                self.move_focus(step, shared.request);
                FormAsks::Focused
            }
            Action::Back => {
                self.set_focus(None, shared.request);
                FormAsks::Focused
            }
            Action::NextChoice => FormAsks::Choice(1),
            Action::PreviousChoice => FormAsks::Choice(-1),
            Action::Pick(c) => FormAsks::Pick(c),
            Action::EditCell if text => FormAsks::StartTyping(None),
            Action::Edit(InputRequest::InsertChar(c)) if text => FormAsks::StartTyping(Some(c)),
            Action::Edit(request) if text => FormAsks::StartEditing(request),
            Action::SetScore(score) if self.focus == Some(Entry::Result) => FormAsks::Result(score),
            action => FormAsks::NotMine(action),
        }
    }

    fn view(&self, frame: &mut Frame, area: Rect, shared: &Shared) {
        crate::tui::view::form::render(frame, area, self, shared);
    }
}

impl Form {
    /// Moves the focus to `field`, its value in `request` loaded into the editor (nothing
    /// selected, nothing being typed); leaving the form remembers the field left.
    pub(crate) fn set_focus(&mut self, field: Option<Entry>, request: &Request) {
        if field.is_none() {
            self.focus_left = self.focus.or(self.focus_left);
        }
        self.focus = field;
        self.typing = None;
        if let Some(text) = field.and_then(|field| request.text(field)) {
            self.editor = TextField::new(text);
        }
    }

    /// Moves the focus `step` fields on among `request`'s (round), from the field focused or,
    /// after Esc, the one left.
    pub(crate) fn move_focus(&mut self, step: isize, request: &Request) {
        let fields = entries(request);
        let count = fields.len() as isize;
        let from = self.focus.or(self.focus_left);
        let next = match from.and_then(|f| fields.iter().position(|&g| g == f)) {
            Some(index) => (index as isize + step).rem_euclid(count),
            None if step > 0 => 0,
            None => count - 1,
        };
        self.set_focus(Some(fields[next as usize]), request);
    }
}

impl App {
    /// An action for the form: it takes it, and what it asks is carried out; `false`: not the
    /// form's, the app's own.
    pub(crate) fn update_form(&mut self, action: Action, effects: &mut Vec<Effect>) -> bool {
        match self.ask(|app| &mut app.form, action) {
            FormAsks::NotMine(_) => return false,
            FormAsks::Focused => self.focused(),
            FormAsks::Typed(field) => self.typed(field),
            FormAsks::Cancel => self.cancel_typing(),
            FormAsks::Keep => self.commit_typing(),
            FormAsks::KeepThen(action) => {
                self.commit_typing();
                self.update_main(action, effects);
            }
            FormAsks::CancelThen(action) => {
                self.cancel_typing();
                self.update_main(action, effects);
            }
            FormAsks::TypingFirst(field) => {
                let said = crate::i18n::tr_args(
                    "status-typing-first",
                    &[("field", label(field).trim().to_string().into())],
                );
                self.set_status(said, false);
            }
            FormAsks::StartTyping(first) => self.start_typing(first),
            FormAsks::StartEditing(request) => {
                self.start_typing(None);
                if let Some(field) = self.form.focus.filter(|_| self.form.typing.is_some()) {
                    self.form.editor.edit(request);
                    self.typed(field);
                }
            }
            FormAsks::Choice(step) => self.change_choice(step),
            FormAsks::Pick(c) => {
                if !self.pick_choice(c) {
                    match crate::tui::keys::command(c) {
                        Some(action) => self.update_main(action, effects),
                        None => self.say_no_choice(c),
                    }
                }
            }
            FormAsks::Result(score) => self.set_result(score),
        }
        true
    }

    /// Moves the focus to `field` (see [`Form::set_focus`]).
    pub(crate) fn set_focus(&mut self, field: Option<Entry>) {
        self.form.set_focus(field, &self.request);
        self.focused();
    }

    pub(crate) fn move_focus(&mut self, step: isize) {
        self.form.move_focus(step, &self.request);
        self.focused();
    }

    /// The app's part of a focus moved: the games table focused has a column under its cursor.
    fn focused(&mut self) {
        if self.form.focus == Some(Entry::Rows) && self.tournament.column.is_none() {
            self.tournament.column = Some(Column::Opponent);
        }
    }

    pub(crate) fn switch_mode(&mut self, mode: Mode) {
        self.commit_typing();
        if self.request.mode != mode {
            self.change(Changed::ENTRIES).mode = mode;
            // Another mode is shown whole: its form in sight, where the keys go (zoomed, a
            // key went to a field of the new mode that could not be seen).
            self.zoomed = false;
        }
        self.tournament.editor = None;
        self.field.editor = None;
        self.keep_focus_in_mode();
    }

    /// The focus kept if the mode has its field, else on where the mode starts: a report's
    /// players in Field mode (what it is for), otherwise the first field.
    pub(crate) fn keep_focus_in_mode(&mut self) {
        let fields = self.fields();
        if !self.form.focus.is_some_and(|f| fields.contains(&f)) {
            let first = match self.request.mode {
                Mode::Field if !self.request.field.text.is_empty() => Some(Entry::Players),
                _ => first_field(&fields),
            };
            self.set_focus(first);
        }
    }

    /// Starts typing in the focused text field: the value kept and the cursor at its end, or
    /// (`first`: the character that started it) a new value beginning with it.
    pub(crate) fn start_typing(&mut self, first: Option<char>) {
        let Some(field) = self.form.focus.filter(|field| field.is_text()) else {
            return;
        };
        let text = self.request.text(field).unwrap_or_default().to_string();
        let before = self.snapshot();
        self.form.typing = Some(FieldEdit { before, text });
        if let Some(c) = first {
            self.form.editor = TextField::new(&c.to_string());
            self.set_text(field, &c.to_string());
            self.look_up_from(field);
        } else {
            // Typed from what the form shows ("2,5"), which reads the same.
            let text = self.request.text(field).unwrap_or_default();
            self.form.editor = TextField::new(&value_shown(field, text));
        }
    }

    /// The field being typed changed: its text into the request, the look-up following it.
    fn typed(&mut self, field: Entry) {
        let text = self.form.editor.value().to_string();
        self.set_text(field, &text);
        self.look_up_from(field);
    }

    /// Puts `text` into `field` of the request, marked changed when it changes it.
    fn set_text(&mut self, field: Entry, text: &str) {
        if self.request.text(field) != Some(text) {
            self.change(Changed::entry(field)).set_text(field, text);
        }
    }

    /// The FIDE ID or name, or Game mode's opponent, typed: looked up in the FIDE list.
    fn look_up_from(&mut self, field: Entry) {
        use crate::tui::message::LookupFor;
        match field {
            Entry::FidePlayer => self.look_up(LookupFor::You),
            Entry::Opponent => self.look_up(LookupFor::Opponent),
            _ => {}
        }
    }

    /// Keeps what was typed: one undo step if the value changed.
    pub(crate) fn commit_typing(&mut self) {
        let Some(edit) = self.form.typing.take() else {
            return;
        };
        let Some(field) = self.form.focus else { return };
        let now = self.request.text(field).unwrap_or_default().to_string();
        self.lookup = None;
        if now != edit.text {
            // An empty value of a system's own is said as the default it stands for ("0,06").
            let said =
                |text: &str| match own_default(&self.shared(), field).filter(|_| text.is_empty()) {
                    Some(default) => default,
                    None => shown(&value_shown(field, text)),
                };
            let mut description = crate::i18n::tr_args(
                "status-edit",
                &[
                    ("field", label(field).trim().to_string().into()),
                    ("was", said(&edit.text).into()),
                    ("now", said(&now).into()),
                ],
            );
            // A name or FIDE ID with no list to look it up in: kept, and said what would look
            // it up.
            if field == Entry::FidePlayer && !self.list_held && !now.trim().is_empty() {
                description = crate::i18n::tr_args(
                    "said-then",
                    &[
                        ("said", description.into()),
                        ("then", crate::i18n::tr("edit-name-no-list").into()),
                    ],
                );
            }
            // Another person typed by hand: what the list gave the last one no longer holds,
            // and the K it gave goes with it.
            if field == Entry::FidePlayer
                && let Some(fill) = self.request.list.clone()
                && fill.fide_id.to_string() != now.trim()
            {
                let k_before = self.own_k();
                self.change(Changed::ENTRIES).list = None;
                let k_now = self.own_k();
                let mut args = vec![
                    ("said", description.into()),
                    ("name", fill.name.clone().into()),
                ];
                let id = match (k_before, k_now) {
                    (Some(before), Some(now)) if before != now => {
                        args.push(("was", before.to_string().into()));
                        args.push(("now", now.to_string().into()));
                        "edit-not-listed-k-profile"
                    }
                    (Some(before), None) => {
                        args.push(("was", before.to_string().into()));
                        "edit-not-listed-k-gone"
                    }
                    _ => "edit-not-listed",
                };
                description = crate::i18n::tr_args(id, &args);
            }
            // A rating typed over the opponent's from the list: they are no longer taken from it.
            if field == Entry::Opponent
                && let Some(fill) = &self.request.opponent_list
                && fill.rating.as_deref() != Some(now.trim())
            {
                self.change(Changed::ENTRIES).opponent_list = None;
            }
            self.record(edit.before, description);
        }
    }

    /// Esc while typing: the value before the edit comes back.
    pub(crate) fn cancel_typing(&mut self) {
        let Some(edit) = self.form.typing.take() else {
            return;
        };
        self.lookup = None;
        if let Some(field) = self.form.focus {
            self.set_text(field, &edit.text);
            self.form.editor = TextField::new(&edit.text);
        }
    }

    /// The result field's score letters: the result set, and said.
    pub(crate) fn set_result(&mut self, score: Score) {
        if self.request.result == score {
            // The score already shown: said, not silent.
            let said = crate::i18n::tr_args(
                "status-choice-already",
                &[
                    ("field", label(Entry::Result).trim().to_string().into()),
                    (
                        "choice",
                        choice_text(&self.shared(), Entry::Result)
                            .unwrap_or_default()
                            .into(),
                    ),
                ],
            );
            return self.set_status(said, false);
        }
        self.change_field(Entry::Result, |request| request.result = score);
    }

    /// ← → Space on a choice field: the next or previous choice, said.
    pub(crate) fn change_choice(&mut self, step: isize) {
        let Some(field) = self.form.focus else { return };
        // Players taken from a list: the new pool's ratings from the same lines.
        let listed = self.request.list.is_some()
            || self.request.opponent_list.is_some()
            || self.request.rows.iter().any(|row| row.fide_id.is_some());
        if field == Entry::Pool && listed {
            return self.change_pool_with_list(step);
        }
        self.change_field(field, |request| next_choice(request, field, step));
    }

    /// A character typed on the focused choice: the next choice (after the one shown, round)
    /// whose word starts with it, or one of whose words does ("4" → "40", "b" → "FIDE
    /// Blitz"), set and said. Keys typed one after another on the choice go on as one word,
    /// as in a list box: "i" then "m" is IM, never `m`'s command; "w" then "g" is WGM. False
    /// when no choice takes the key.
    pub(crate) fn pick_choice(&mut self, key: char) -> bool {
        let Some(field) = self.form.focus else {
            return false;
        };
        let words = choice_words(field);
        let now = choice_text(&self.shared(), field);
        let current = words.iter().position(|word| Some(word) == now.as_ref());
        let current = current.unwrap_or(0);
        let key: String = key.to_lowercase().collect();
        // What was typed on this choice just before, with this key after it.
        let typed = match self.form.choice_typed.take() {
            Some((typed_on, typed, at)) if typed_on == field && at + 1 == self.keys_read => {
                Some(typed + &key)
            }
            _ => None,
        };
        // The shown choice first: a word typed on picks the one it began.
        let starting = |text: &str| {
            (0..words.len()).find(|&step| {
                let word = &words[(current + step) % words.len()];
                word_starts(word, text)
            })
        };
        if let Some(typed) = typed {
            if let Some(steps) = starting(&typed) {
                if steps > 0 {
                    self.change_choice(steps as isize);
                }
                self.form.choice_typed = Some((field, typed, self.keys_read));
                return true;
            }
            // A K typed whole that no preset is ("15"): the custom K, as typed. One key
            // pressed again ("44") goes round the presets it starts, as on every choice.
            // A K that is none ("4020": 40, then 20 typed) is no word going on: the key starts
            // again by itself, as a list box's does.
            let repeated = typed.chars().all(|c| typed.starts_with(c));
            let a_k = typed.parse::<crate::rating::KFactor>().is_ok();
            if field == Entry::KPreset
                && !repeated
                && a_k
                && typed.chars().all(|c| c.is_ascii_digit())
            {
                self.set_custom_k(&typed);
                self.form.choice_typed = Some((field, typed, self.keys_read));
                return true;
            }
        }
        let steps = (1..=words.len()).find(|&step| {
            let word = &words[(current + step) % words.len()];
            key.chars().all(|k| initials(word).contains(&k))
        });
        let Some(steps) = steps else {
            return false;
        };
        self.form.choice_typed = Some((field, key, self.keys_read));
        if steps == words.len() {
            // The one choice the key starts is the one shown: said, not silent.
            let said = crate::i18n::tr_args(
                "status-choice-already",
                &[
                    ("field", label(field).trim().to_string().into()),
                    ("choice", words[current].clone().into()),
                ],
            );
            self.set_status(said, false);
        } else {
            self.change_choice(steps as isize);
        }
        true
    }

    /// The K choice set to the custom K `k` (typed on the choice), said as one undo step.
    fn set_custom_k(&mut self, k: &str) {
        let was = choice_text(&self.shared(), Entry::KPreset).unwrap_or_default();
        let before = self.snapshot();
        let request = self.change(Changed::ENTRIES);
        request.k.preset = KPreset::Custom;
        request.k.custom = k.to_string();
        let now = format!(
            "{} {k}",
            choice_text(&self.shared(), Entry::KPreset).unwrap_or_default()
        );
        let description = crate::i18n::tr_args(
            "status-edit",
            &[
                ("field", label(Entry::KPreset).trim().to_string().into()),
                ("was", was.into()),
                ("now", now.into()),
            ],
        );
        self.record(before, description);
    }

    /// The keys that pick a choice of the focused field (none when it is no choice).
    pub(crate) fn choice_keys(&self) -> Vec<char> {
        let Some(field) = self.form.focus.filter(|field| !field.is_text()) else {
            return Vec::new();
        };
        let mut keys: Vec<char> = Vec::new();
        for word in choice_words(field) {
            for key in initials(&word) {
                if !keys.contains(&key) && !crate::tui::keys::UNDO_LETTERS.contains(&key) {
                    keys.push(key);
                }
            }
        }
        keys
    }

    /// Changes a choice field with `change`; a change is one undo step, named in the status.
    fn change_field(&mut self, field: Entry, change: impl FnOnce(&mut Request)) {
        let was = choice_text(&self.shared(), field);
        let before = self.snapshot();
        change(&mut self.request);
        let now = choice_text(&self.shared(), field);
        if was != now {
            self.mark(Changed::entry(field));
        }
        if let (Some(was), Some(now)) = (was, now)
            && was != now
        {
            let description = crate::i18n::tr_args(
                "status-edit",
                &[
                    ("field", label(field).trim().to_string().into()),
                    ("was", was.into()),
                    ("now", now.into()),
                ],
            );
            self.record(before, description);
        }
    }
}

/// Whether a word of `word` starts with `typed` (in lower case): "WGM" with "wg", "FIDE Blitz"
/// with "bl".
fn word_starts(word: &str, typed: &str) -> bool {
    word.split(|c: char| !c.is_alphanumeric())
        .any(|part| part.to_lowercase().starts_with(typed))
}

/// The keys that pick a choice shown as `word`: the first letter or digit of each of its words,
/// in lower case ("FIDE Blitz" → f, b; "K 40" → k, 4; "WGM" → w).
fn initials(word: &str) -> Vec<char> {
    word.split(|c: char| !c.is_alphanumeric())
        .filter_map(|part| part.chars().next())
        .flat_map(char::to_lowercase)
        .collect()
}

/// Moves `field`'s choice in `request` by `step`.
pub(crate) fn next_choice(request: &mut Request, field: Entry, step: isize) {
    fn cycle<T: Copy + PartialEq>(all: &[T], current: T, step: isize) -> T {
        let index = all.iter().position(|&x| x == current).unwrap_or(0) as isize;
        all[(index + step).rem_euclid(all.len() as isize) as usize]
    }
    match field {
        Entry::Result => request.result = cycle(&Score::ALL, request.result, step),
        Entry::KPreset => request.k.preset = cycle(&KPreset::ALL, request.k.preset, step),
        Entry::Pool => {
            let systems: Vec<System> = System::all().collect();
            request.system = cycle(&systems, request.system, step);
        }
        // A system's own choice or toggle.
        Entry::Own(key) => {
            if let Some((_, entry)) = System::owning(key) {
                request.systems.cycle(entry, step);
            }
        }
        Entry::Reached2400 => request.k.reached_2400 = !request.k.reached_2400,
        Entry::NormTitle => request.norm.title = cycle(&NormTitle::ALL, request.norm.title, step),
        Entry::MinGames => {
            request.norm.min_games = cycle(&NORM_MIN_GAMES, request.norm.min_games, step)
        }
        Entry::Exemption => {
            request.norm.exemption = cycle(&EXEMPTIONS, request.norm.exemption, step)
        }
        Entry::ReportPool => request.field.pool = cycle(&FIELD_POOLS, request.field.pool, step),
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use tui_input::InputRequest::{DeleteLine, InsertChar};

    use super::*;

    /// The form on its own: the focus and the text typed are its; what is typed, kept or
    /// cancelled, a choice and a result it asks of the app, the request untouched.
    #[test]
    fn the_form_moves_and_types_by_itself_and_asks_for_the_rest() {
        let mut app = App::new();
        let before = app.snapshot();
        let shared = app.shared();
        let fields = entries(app.request());
        let mut form = app.form.clone();
        // Esc leaves the form; Tab goes on from the field left.
        let first = form.focus.expect("a new session's focus is on a field");
        assert_eq!(form.update(Action::Back, &shared), FormAsks::Focused);
        assert_eq!((form.focus, form.focus_left), (None, Some(first)));
        form.update(Action::NextField, &shared);
        let at = |field| fields.iter().position(|&f| Some(f) == field);
        assert_eq!(
            at(form.focus),
            at(Some(first)).map(|i| (i + 1) % fields.len())
        );
        form.update(Action::PreviousField, &shared);
        assert_eq!(form.focus, Some(first));
        // A digit on the rating starts typing there: the app starts it (a snapshot for undo).
        assert_eq!(first, Entry::Rating);
        assert_eq!(
            form.update(Action::Edit(InsertChar('1')), &shared),
            FormAsks::StartTyping(Some('1'))
        );
        // Typing is the form's text; the app copies it into the request.
        form.typing = Some(FieldEdit {
            before,
            text: app.request().rating.clone(),
        });
        form.update(Action::Edit(DeleteLine), &shared);
        for c in "1620".chars() {
            assert_eq!(
                form.update(Action::Edit(InsertChar(c)), &shared),
                FormAsks::Typed(Entry::Rating)
            );
        }
        assert_eq!(form.editor.value(), "1620");
        assert_eq!(form.update(Action::Commit, &shared), FormAsks::Keep);
        assert_eq!(form.update(Action::Back, &shared), FormAsks::Cancel);
        assert_eq!(
            form.update(Action::NextMode, &shared),
            FormAsks::KeepThen(Action::NextMode)
        );
        // Undo and redo while typing never keep what is typed (a new step would clear redo):
        // something typed is refused; nothing typed yet, the typing is closed first.
        assert_eq!(
            form.update(Action::Redo, &shared),
            FormAsks::TypingFirst(Entry::Rating)
        );
        let before_text = app.request().rating.clone();
        form.editor = TextField::new(&before_text);
        assert_eq!(
            form.update(Action::Redo, &shared),
            FormAsks::CancelThen(Action::Redo)
        );
        // On a choice, its keys ask for the choice; the app's keys are not the form's.
        form.typing = None;
        form.set_focus(Some(Entry::Result), app.request());
        assert_eq!(
            form.update(Action::NextChoice, &shared),
            FormAsks::Choice(1)
        );
        assert_eq!(form.update(Action::Pick('w'), &shared), FormAsks::Pick('w'));
        assert_eq!(
            form.update(Action::SetScore(Score::Draw), &shared),
            FormAsks::Result(Score::Draw)
        );
        assert_eq!(
            form.update(Action::Undo, &shared),
            FormAsks::NotMine(Action::Undo)
        );
        assert_ne!(app.request().rating, "1620", "the request untouched");
    }
}

//! The FIDE list's look-up as you type: a name (or a FIDE ID) typed in the "you" field, or a
//! name in an opponent's cell, lists the matching players of the list in force; Enter fills
//! from the one chosen — the person's rating, year of birth and (FIDE auto) K, or the
//! opponent's rating (and title and federation in Norm mode) with their FIDE ID — as one undo
//! step, said in the status line. The lists are opened at the first look-up, never at startup;
//! without them everything works as before.

use ratatui::Frame;
use ratatui::layout::Rect;
use tui_input::InputRequest;

use super::{Component, shown};
use crate::calc::list_player::{ListFill, ListPlayer, first_start, is_fide_id, list_player};
use crate::calc::{Entry, Mode, System};
use crate::i18n::{tr, tr_args};
use crate::rating::list::{ListEntry, ListMonth};
use crate::rating::{Title, UNRATED};
use crate::tui::changed::Changed;
use crate::tui::keys::Action;
use crate::tui::message::{
    Effect, LineRead, LinesAsked, LinesRead, ListAnswer, ListSearch, LookupFor,
};
use crate::tui::state::{App, Column, Lookup, LookupNote, SHOWN, Shared, TextField};
use crate::tui::view::form::{choice_text, label};

/// Said the first time a name is typed with no list held.
pub const NO_LIST: &str = "no FIDE rating list is held: F7 imports one (or `elocalc list import FILE`), to look players up";

/// What a key on the look-up asks of the app.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LookupAsks {
    /// Nothing: the key moved the choice, or is not the look-up's.
    Waiting,
    /// Quit (the session saved first).
    Quit,
    /// Esc: closed, what was typed stays where it is.
    Close,
    /// Enter: fill from the player chosen.
    Fill,
    /// Tab or Shift-Tab: leave the look-up and do what the key does in the field or cell.
    Leave { forward: bool },
    /// Text for the field or cell being typed (the look-up follows it).
    Type(InputRequest),
}

/// The look-up owns its players and the choice among them: ↑ ↓ PgUp PgDn choose, Enter fills,
/// Esc closes it, Tab leaves it, text goes on into what is typed.
impl Component for Lookup {
    type Asks = LookupAsks;

    fn update(&mut self, action: Action, _shared: &Shared) -> LookupAsks {
        match action {
            Action::Quit => return LookupAsks::Quit,
            Action::RowUp => self.select(self.selected.saturating_sub(1)),
            Action::RowDown => self.select(self.selected + 1),
            Action::PageUp => self.select(self.selected.saturating_sub(SHOWN)),
            Action::PageDown => self.select(self.selected + SHOWN),
            Action::Back => return LookupAsks::Close,
            Action::Commit => return LookupAsks::Fill,
            Action::NextCell | Action::PreviousCell => {
                return LookupAsks::Leave {
                    forward: action == Action::NextCell,
                };
            }
            Action::Edit(request) => return LookupAsks::Type(request),
            _ => {}
        }
        LookupAsks::Waiting
    }

    fn view(&self, frame: &mut Frame, area: Rect, shared: &Shared) {
        let typed = match self.target {
            LookupFor::You | LookupFor::Opponent => Some(&shared.form.editor),
            LookupFor::Cell => shared.cell,
        };
        crate::tui::view::lookup::render(frame, area, self, typed);
    }
}

impl App {
    /// Why what is typed finds nobody, while it is still being typed where it was.
    pub fn lookup_note(&self) -> Option<&LookupNote> {
        let note = self.lookup_note.as_ref()?;
        let typed = self.typed_for(note.target)?;
        (typed.trim() == note.query).then_some(note)
    }

    /// What is typed now into the field or cell the look-up is for, if it is being typed.
    fn typed_for(&self, target: LookupFor) -> Option<String> {
        match target {
            LookupFor::You | LookupFor::Opponent => {
                let field = match target {
                    LookupFor::You => Entry::FidePlayer,
                    _ => Entry::Opponent,
                };
                (self.form.focus == Some(field) && self.form.typing.is_some())
                    .then(|| self.form.editor.value().to_string())
            }
            LookupFor::Cell => self
                .tournament
                .editor
                .as_ref()
                .filter(|editor| editor.column == Column::Opponent)
                .map(|editor| editor.input.value().to_string()),
        }
    }

    /// Looks what is typed up, opening, updating or closing the look-up: the search is an
    /// effect, answered by [`App::searched`]. In an opponent's cell or rating a name or a FIDE
    /// ID is looked up: a rating (or `unrated`) stays what it is.
    pub(crate) fn look_up(&mut self, target: LookupFor) {
        self.lookup_note = None;
        let Some(query) = self.typed_for(target) else {
            self.lookup = None;
            return;
        };
        let query = query.trim().to_string();
        let wanted = match target {
            LookupFor::You => !query.is_empty(),
            LookupFor::Opponent | LookupFor::Cell => {
                (query.chars().any(char::is_alphabetic) && !query.eq_ignore_ascii_case(UNRATED))
                    || is_fide_id(&query)
            }
        };
        if !wanted {
            self.lookup = None;
            return;
        }
        self.asked.push(Effect::SearchList(ListSearch {
            target,
            query,
            pool: self.request.system.pool(),
            start: first_start(&self.request),
        }));
    }

    /// What a look-up found: the players listed, or a note where they would be, or why the
    /// lists cannot be looked in. An answer to what is no longer typed there is dropped (the
    /// answer to what is is on its way).
    pub(crate) fn searched(&mut self, search: ListSearch, answer: ListAnswer) {
        let typed = self.typed_for(search.target);
        if typed.as_deref().map(str::trim) != Some(search.query.as_str()) {
            return;
        }
        let ListSearch { target, query, .. } = search;
        match answer {
            ListAnswer::Found { month, found, more } => {
                self.list_held = true;
                let (selected, top) = self
                    .lookup
                    .as_ref()
                    .filter(|lookup| lookup.query == query)
                    .map_or((0, 0), |lookup| (lookup.selected, lookup.top));
                self.lookup = Some(Lookup {
                    target,
                    month,
                    pool: self.request.system.pool(),
                    query,
                    more,
                    found,
                    selected,
                    top,
                });
            }
            ListAnswer::NoList => {
                // Said where the players would be, as long as the name is typed.
                self.lookup = None;
                self.lookup_note = Some(LookupNote {
                    target,
                    query,
                    text: tr("lookup-no-list"),
                });
            }
            ListAnswer::Unusable(said) => {
                self.lookup = None;
                self.set_status(said, true);
            }
        }
    }

    /// A key while the look-up is open: the look-up takes it ([`Lookup::update`]), and what
    /// it asks is carried out here — the player chosen filled in, the key passed on to the field
    /// or cell being typed, the look-up closed.
    pub(crate) fn update_lookup(&mut self, action: Action, effects: &mut Vec<Effect>) {
        let Some(mut lookup) = self.lookup.take() else {
            return;
        };
        let target = lookup.target;
        match lookup.update(action, &self.shared()) {
            LookupAsks::Waiting => self.lookup = Some(lookup),
            LookupAsks::Quit => {
                self.lookup = Some(lookup);
                self.quit(effects);
            }
            LookupAsks::Close => {
                let said = tr_args(
                    "lookup-closed",
                    &[("query", crate::i18n::shown(&lookup.query))],
                );
                self.set_status(said, false);
            }
            LookupAsks::Fill => self.pick(lookup),
            LookupAsks::Leave { forward } => match target {
                LookupFor::You | LookupFor::Opponent => {
                    self.commit_typing();
                    self.move_focus(if forward { 1 } else { -1 });
                }
                LookupFor::Cell => self.cell_step(forward),
            },
            LookupAsks::Type(request) => {
                // Still open while the text changes: the search for the new text answers.
                self.lookup = Some(lookup);
                match target {
                    LookupFor::You | LookupFor::Opponent => {
                        self.update_form(Action::Edit(request), effects);
                    }
                    LookupFor::Cell => {
                        if let Some(editor) = &mut self.tournament.editor {
                            editor.input.edit(request);
                            editor.error = None;
                        }
                        self.look_up(LookupFor::Cell);
                    }
                }
            }
        }
    }

    /// Enter on the look-up: fills from the player chosen.
    fn pick(&mut self, lookup: Lookup) {
        let Some(entry) = lookup.found.get(lookup.selected) else {
            return self.set_status(
                tr_args(
                    "lookup-no-match",
                    &[
                        ("month", lookup.month.to_string().into()),
                        ("query", crate::i18n::shown(&lookup.query)),
                    ],
                ),
                true,
            );
        };
        let player = list_player(entry, lookup.month, self.request.system.pool());
        match lookup.target {
            LookupFor::You => self.fill_you(&player),
            LookupFor::Opponent => self.fill_opponent(&player, lookup),
            LookupFor::Cell => self.fill_cell(&player, lookup),
        }
    }

    /// Fills the person's values from their list line: the FIDE ID, the pool's rating, the
    /// year of birth (Elo's K profile) and the list's K — the K choice set to FIDE auto, which
    /// uses it. One undo step with the typing that found them; then on to the rating.
    fn fill_you(&mut self, player: &ListPlayer) {
        let before = match self.form.typing.take() {
            Some(edit) => edit.before,
            None => self.snapshot(),
        };
        let k_before = self.own_k();
        let id = player.fide_id.to_string();
        let mut said = vec![tr_args(
            "lookup-you",
            &[
                ("name", player.name.clone().into()),
                ("id", id.clone().into()),
                ("month", player.month.to_string().into()),
            ],
        )];
        let request = self.change(Changed::ENTRIES);
        request.fide_player.clone_from(&id);
        match player.rating {
            Some(rating) => {
                let rating = rating.to_string();
                if request.rating != rating {
                    said.push(tr_args(
                        "lookup-rating",
                        &[
                            ("was", shown(&request.rating).into()),
                            ("now", rating.clone().into()),
                        ],
                    ));
                }
                request.rating = rating;
            }
            None => said.push(no_rating(player, request.system)),
        }
        if request.system.is_elo()
            && let Some(born) = player.born.map(|year| year.to_string())
        {
            if request.k.born != born {
                said.push(tr_args(
                    "lookup-born",
                    &[
                        ("was", shown(&request.k.born).into()),
                        ("now", born.clone().into()),
                    ],
                ));
            }
            request.k.born = born;
        }
        request.list = Some(ListFill::of(player));
        // The list's K is the person's: FIDE auto is the choice that uses it.
        let own_k = matches!(request.mode, Mode::Game | Mode::Tournament | Mode::Multi);
        if own_k && player.k.is_some() {
            request.k.preset = crate::calc::KPreset::FideAuto;
        }
        match (player.k, player.pool) {
            (None, Some(pool)) if own_k && player.rating.is_some() => said.push(tr_args(
                "lookup-no-pool-k",
                &[
                    ("pool", crate::report::names::pool(pool).into()),
                    (
                        "k",
                        self.own_k()
                            .map_or_else(|| "?".to_string(), |k| k.to_string())
                            .into(),
                    ),
                ],
            )),
            _ => said.extend(self.k_said(player, k_before)),
        }
        let fields = self.fields();
        if fields.contains(&Entry::Rating) {
            self.set_focus(Some(Entry::Rating));
            said.push(tr("lookup-on-to-rating"));
        } else {
            self.form.editor = TextField::new(&id);
        }
        self.record(before, said.join(", "));
    }

    /// Fills Game mode's opponent from their list line: the pool's rating and, with FIDE auto
    /// (whose opponent has their own K), their K when none was typed. One undo step with the
    /// typing that found them; a player with no rating in the pool fills nothing, and says so.
    fn fill_opponent(&mut self, player: &ListPlayer, lookup: Lookup) {
        let Some(rating) = player.rating.map(|rating| rating.to_string()) else {
            self.lookup = Some(lookup);
            let what = no_rating(player, self.request.system);
            return self.set_status(
                tr_args("lookup-choose-another", &[("why", what.into())]),
                true,
            );
        };
        let Some(edit) = self.form.typing.take() else {
            return;
        };
        let mut said = vec![tr_args(
            "lookup-opponent",
            &[
                ("field", label(Entry::Opponent).trim().to_string().into()),
                ("name", player.name.clone().into()),
                ("id", player.fide_id.to_string().into()),
                ("rating", rating.clone().into()),
                ("month", player.month.to_string().into()),
            ],
        )];
        if edit.text != rating {
            said.push(tr_args("lookup-was", &[("was", shown(&edit.text).into())]));
        }
        let request = self.change(Changed::ENTRIES);
        request.opponent.clone_from(&rating);
        // What was taken, so that a pool changing takes it again: their K only when put in.
        let mut fill = ListFill::of(player);
        fill.k = None;
        if request.k.preset == crate::calc::KPreset::FideAuto
            && let Some(k) = player.k
        {
            let typed = request.k.opponent.trim().to_string();
            if typed.is_empty() {
                request.k.opponent = k.to_string();
                fill.k = Some(u32::from(k));
                said.push(tr_args("lookup-their-k", &[("k", k.to_string().into())]));
            } else if typed != k.to_string() {
                said.push(tr_args(
                    "lookup-their-k-kept",
                    &[("k", k.to_string().into()), ("typed", typed.into())],
                ));
            }
        }
        request.opponent_list = Some(fill);
        self.form.editor = TextField::new(&rating);
        self.record(edit.before, said.join(", "));
    }

    /// Fills the opponent's cell being typed from their list line: the pool's rating (and in
    /// Norm mode the title and federation) and their FIDE ID; then on to the next cell, as
    /// Enter in a cell goes. A player without a rating in the pool fills nothing, and says so.
    fn fill_cell(&mut self, player: &ListPlayer, lookup: Lookup) {
        let Some(mut editor) = self.tournament.editor.take() else {
            return;
        };
        let Some(rating) = player.rating.map(|rating| rating.to_string()) else {
            self.tournament.editor = Some(editor);
            self.lookup = Some(lookup);
            let what = no_rating(player, self.request.system);
            return self.set_status(
                tr_args("lookup-choose-another-cell", &[("why", what.into())]),
                true,
            );
        };
        let norm = self.request.mode == Mode::Norm;
        let title = player
            .title
            .as_deref()
            .filter(|title| matches!(Title::parse(title), Ok(Some(_))))
            .unwrap_or_default()
            .to_string();
        let federation = player.federation.clone().unwrap_or_default();
        let fill = |row: &mut crate::calc::Row| {
            row.opponent.clone_from(&rating);
            row.fide_id = Some(player.fide_id);
            row.name.clone_from(&player.name);
            if norm {
                row.title.clone_from(&title);
                row.federation.clone_from(&federation);
            }
        };
        let mut args = vec![
            ("name", player.name.clone().into()),
            ("id", player.fide_id.to_string().into()),
            ("rating", rating.clone().into()),
            ("month", player.month.to_string().into()),
        ];
        let id = if norm {
            let shown = |text: &str| if text.is_empty() { "-" } else { text }.to_string();
            args.push(("title", shown(&title).into()));
            args.push(("federation", shown(&federation).into()));
            "lookup-cell-norm"
        } else {
            "lookup-cell"
        };
        let mut said = tr_args(id, &args);
        let in_game = |said: String| {
            tr_args(
                "lookup-game",
                &[
                    ("number", (editor.row + 1).to_string().into()),
                    ("said", said.into()),
                ],
            )
        };
        if editor.adding {
            // The new game is added with its last cell, one step as any game typed.
            fill(&mut editor.draft);
            said = in_game(said);
        } else if let Some(row) = self.request.rows.get(editor.row) {
            let mut changed = row.clone();
            fill(&mut changed);
            said = in_game(said);
            if changed != *row {
                let before = self.snapshot();
                if let Some(row) = self.row_mut(editor.row) {
                    *row = changed;
                }
                self.record(before, said.clone());
            }
        }
        editor.input = TextField::new(&rating);
        self.tournament.editor = Some(editor);
        // As Enter in the cell: a game's stops there, a new game's goes on.
        self.cell_keep();
        // The step's own words (a game added) come after the fill's.
        let step = self.status.take().map(|status| status.text);
        let said = match step {
            Some(step) if !step.starts_with(&said) => tr_args(
                "lookup-then",
                &[("said", said.into()), ("step", step.into())],
            ),
            Some(step) => step,
            None => said,
        };
        self.set_status(said, false);
    }

    /// ← → on the pool when someone was taken from a list: the person's and the opponents'
    /// ratings (and the K the list gave) again from their lines for the new pool, one undo
    /// step with the pool's change, all said. A pool with no FIDE list leaves the numbers.
    pub(crate) fn change_pool_with_list(&mut self, step: isize) {
        let was = choice_text(&self.shared(), Entry::Pool).unwrap_or_default();
        let before = self.snapshot();
        // The K of the pool left, so the change is said the same way both ways.
        let k_before = self.own_k();
        super::form::next_choice(self.change(Changed::ENTRIES), Entry::Pool, step);
        let now = choice_text(&self.shared(), Entry::Pool).unwrap_or_default();
        let said = vec![tr_args(
            "status-edit",
            &[
                ("field", label(Entry::Pool).trim().to_string().into()),
                ("was", was.into()),
                ("now", now.into()),
            ],
        )];
        // The lines are read by an effect; the refill and the pool's change are recorded as
        // one step when they come (`refill_from`).
        let fide_pool = self
            .request
            .system
            .pool()
            .is_some_and(|pool| pool.is_fide());
        let line = |fill: &Option<ListFill>| {
            let fill = fill.as_ref()?;
            Some((fill.fide_id, fill.list_month()?))
        };
        self.asked.push(Effect::ReadListLines(LinesAsked {
            you: line(&self.request.list),
            opponent: line(&self.request.opponent_list).filter(|_| fide_pool),
            rows: match fide_pool {
                true => self
                    .request
                    .rows
                    .iter()
                    .filter_map(|row| row.fide_id)
                    .collect(),
                false => Vec::new(),
            },
            start: first_start(&self.request),
        }));
        self.refilling = Some(crate::tui::state::Refilling {
            before,
            said,
            k_before,
        });
    }

    /// The lines a pool's change asked for: the values filled from them again, said, and the
    /// change recorded as one undo step.
    pub(crate) fn refill_from(&mut self, read: LinesRead) {
        let Some(crate::tui::state::Refilling {
            before,
            mut said,
            k_before,
        }) = self.refilling.take()
        else {
            return;
        };
        if let Some(fill) = self.request.list.clone() {
            let line = match fill.list_month() {
                Some(_) => read.you,
                None => Err(tr_args(
                    "pool-bad-month",
                    &[("month", fill.month.to_string().into())],
                )),
            };
            match line {
                Ok(Some((month, entry))) => {
                    said.extend(self.refill(&fill, &entry, month, k_before))
                }
                Ok(None) => said.push(tr_args(
                    "pool-not-on-list",
                    &[
                        ("name", fill.name.clone().into()),
                        ("month", fill.month.to_string().into()),
                    ],
                )),
                Err(why) => said.push(tr_args("pool-rating-as-was", &[("why", why.into())])),
            }
        }
        said.extend(self.refill_opponent(read.opponent));
        said.extend(self.refill_rows(read.rows));
        self.record(before, said.join("; "));
    }

    /// The K the person's games are rated with now, if there is one.
    pub(crate) fn own_k(&self) -> Option<u32> {
        crate::calc::own_k(&self.request, self.today.year)
    }

    /// The person's values again from their line for the pool now chosen; what it said.
    fn refill(
        &mut self,
        fill: &ListFill,
        entry: &ListEntry,
        month: ListMonth,
        k_before: Option<u32>,
    ) -> Vec<String> {
        let player = list_player(entry, month, self.request.system.pool());
        let request = self.change(Changed::ENTRIES);
        let typed_over = fill.rating.as_deref() != Some(request.rating.trim());
        let mut said = Vec::new();
        match player.rating {
            Some(rating) if typed_over => said.push(tr_args(
                "pool-rating-kept",
                &[
                    ("rating", shown(&request.rating).into()),
                    ("listed", rating.to_string().into()),
                ],
            )),
            Some(rating) => {
                let rating = rating.to_string();
                said.push(tr_args(
                    "pool-rating",
                    &[
                        ("was", shown(&request.rating).into()),
                        ("now", rating.clone().into()),
                        ("month", month.to_string().into()),
                    ],
                ));
                request.rating = rating;
            }
            // The pool's list has no rating of theirs: the last pool's would be a plausible
            // wrong number. Tournament mode rates a first rating (FIDE 8.2: the standard pool
            // only); elsewhere one is asked for.
            None if !typed_over && player.pool.is_some() => {
                let first = request.mode == Mode::Tournament
                    && player.pool == Some(crate::rating::Pool::FideStandard);
                let (now, id) = if first {
                    (UNRATED, "pool-rating-first")
                } else {
                    ("", "pool-rating-none")
                };
                said.push(tr_args(
                    id,
                    &[
                        ("was", shown(&request.rating).into()),
                        ("now", shown(now).into()),
                        (
                            "pool",
                            player
                                .pool
                                .map(crate::report::names::pool)
                                .unwrap_or_default()
                                .into(),
                        ),
                        ("month", month.to_string().into()),
                    ],
                ));
                request.rating = now.to_string();
                let mut refilled = ListFill::of(&player);
                // What was put in is the list's: the next pool's rating replaces it.
                refilled.rating = Some(now.to_string());
                request.list = Some(refilled);
                said.push(self.k_without_rating(k_before));
                return said;
            }
            None => said.push(tr_args(
                "pool-rating-as-was",
                &[("why", no_rating(&player, request.system).into())],
            )),
        }
        // The rating the list put in stays known as the list's while the pool has none (a
        // system with no FIDE list) or the person's own stands.
        let mut refilled = ListFill::of(&player);
        if player.rating.is_none() || typed_over {
            refilled.rating.clone_from(&fill.rating);
        }
        request.list = Some(refilled);
        said.extend(self.k_said(&player, k_before));
        said
    }

    /// The K once the rating was taken away (unrated, or empty to be typed), said.
    fn k_without_rating(&self, k_before: Option<u32>) -> String {
        // A first rating (FIDE 8.2) is found from the games' average and score: no K.
        let first = self.request.mode == Mode::Tournament
            && self.request.rating.eq_ignore_ascii_case(UNRATED);
        let k_now = if first { None } else { self.own_k() };
        let k = |k: u32| -> crate::i18n::Arg<'static> { k.to_string().into() };
        match (k_before, k_now) {
            (Some(before), Some(now)) if before != now => {
                tr_args("pool-k-changed", &[("was", k(before)), ("now", k(now))])
            }
            (_, Some(now)) => tr_args("pool-k", &[("now", k(now))]),
            (Some(before), None) if first => tr_args("pool-k-none-first", &[("was", k(before))]),
            (Some(before), None) => tr_args("pool-k-none", &[("was", k(before))]),
            (None, None) if first => tr("pool-no-k-first"),
            (None, None) => tr("pool-no-k"),
        }
    }

    /// Game mode's opponent, taken from a list, again from their line for the pool now
    /// chosen: their rating (unrated when the pool has none of theirs) and the K the list
    /// gave them. What it said, if anything was taken for them.
    fn refill_opponent(&mut self, line: LineRead) -> Option<String> {
        let fill = self.request.opponent_list.clone()?;
        let Some(pool) = self.request.system.pool().filter(|pool| pool.is_fide()) else {
            return Some(tr_args(
                "pool-opponent-no-list",
                &[
                    (
                        "pool",
                        crate::report::names::system(self.request.system).into(),
                    ),
                    ("rating", shown(&self.request.opponent).into()),
                ],
            ));
        };
        let line = match fill.list_month() {
            Some(_) => line,
            None => Err(tr_args(
                "pool-bad-month",
                &[("month", fill.month.to_string().into())],
            )),
        };
        let (month, entry) = match line {
            Ok(Some(line)) => line,
            Ok(None) => {
                return Some(tr_args(
                    "pool-opponent-not-on-list",
                    &[
                        ("name", fill.name.clone().into()),
                        ("month", fill.month.to_string().into()),
                    ],
                ));
            }
            Err(why) => return Some(tr_args("pool-opponent-as-was", &[("why", why.into())])),
        };
        let player = list_player(&entry, month, Some(pool));
        let request = self.change(Changed::ENTRIES);
        let rating = player
            .rating
            .map_or_else(|| UNRATED.to_string(), |r| r.to_string());
        let mut said = match player.rating {
            Some(_) => tr_args(
                "pool-opponent",
                &[
                    ("name", player.name.clone().into()),
                    ("was", shown(&request.opponent).into()),
                    ("now", rating.clone().into()),
                    ("month", month.to_string().into()),
                ],
            ),
            None => tr_args(
                "pool-opponent-unrated",
                &[
                    ("name", player.name.clone().into()),
                    ("pool", crate::report::names::pool(pool).into()),
                    ("month", month.to_string().into()),
                ],
            ),
        };
        request.opponent.clone_from(&rating);
        // Their K, where the list put it in: the new pool's, or none.
        let filled_k = fill.k.map(|k| k.to_string());
        if filled_k.is_some() && filled_k.as_deref() == Some(request.k.opponent.trim()) {
            let k = player.k.map(|k| k.to_string()).unwrap_or_default();
            if k != request.k.opponent.trim() {
                said = match &k[..] {
                    "" => tr_args(
                        "pool-opponent-k-dropped",
                        &[
                            ("said", said.into()),
                            ("k", request.k.opponent.clone().into()),
                        ],
                    ),
                    k => tr_args(
                        "pool-opponent-k",
                        &[
                            ("said", said.into()),
                            ("was", request.k.opponent.clone().into()),
                            ("now", k.to_string().into()),
                        ],
                    ),
                };
            }
            request.k.opponent = k;
        }
        request.opponent_list = Some(ListFill::of(&player));
        let rating = request.opponent.clone();
        if self.form.focus == Some(Entry::Opponent) {
            self.form.editor = TextField::new(&rating);
        }
        Some(said)
    }

    /// The games' opponents taken from a list (a FIDE ID kept), their ratings again from the
    /// list in force for the pool now chosen; one with none there becomes unrated. What it
    /// said, if any game has an opponent from a list.
    fn refill_rows(
        &mut self,
        lines: Result<(ListMonth, Vec<Option<ListEntry>>), String>,
    ) -> Option<String> {
        let listed: Vec<(usize, u64)> = self
            .request
            .rows
            .iter()
            .enumerate()
            .filter_map(|(index, row)| Some((index, row.fide_id?)))
            .collect();
        if listed.is_empty() {
            return None;
        }
        let count = opponents_ratings(listed.len());
        let Some(pool) = self.request.system.pool().filter(|pool| pool.is_fide()) else {
            return Some(tr_args(
                "pool-rows-no-list",
                &[
                    (
                        "pool",
                        crate::report::names::system(self.request.system).into(),
                    ),
                    ("ratings", count.into()),
                ],
            ));
        };
        let unchanged = |why: String| {
            tr_args(
                "pool-rows-unchanged",
                &[("why", why.into()), ("ratings", count.as_str().into())],
            )
        };
        // Every line first (read together): a list that fails changes no game.
        let (month, entries) = match lines {
            Ok(lines) => lines,
            Err(why) => return Some(unchanged(why)),
        };
        let lines = listed
            .into_iter()
            .zip(entries)
            .map(|((index, fide_id), entry)| (index, fide_id, entry));
        let mut filled = 0;
        let mut unrated = Vec::new();
        let mut missing = Vec::new();
        for (index, fide_id, entry) in lines {
            let Some(entry) = entry else {
                missing.push(tr_args(
                    "pool-rows-missing-game",
                    &[
                        ("number", (index + 1).to_string().into()),
                        ("id", fide_id.to_string().into()),
                    ],
                ));
                continue;
            };
            let player = list_player(&entry, month, Some(pool));
            let rating = player
                .rating
                .map_or_else(|| UNRATED.to_string(), |r| r.to_string());
            if player.rating.is_some() {
                filled += 1;
            } else {
                unrated.push(tr_args(
                    "pool-rows-unrated-game",
                    &[
                        ("number", (index + 1).to_string().into()),
                        ("name", player.name.clone().into()),
                    ],
                ));
            }
            if let Some(row) = self.row_mut(index)
                && (row.opponent != rating || row.name != player.name)
            {
                row.opponent = rating;
                row.name.clone_from(&player.name);
            }
        }
        let pool_name = crate::report::names::pool(pool);
        let mut said = vec![tr_args(
            "pool-rows",
            &[
                ("ratings", opponents_ratings(filled).into()),
                ("month", month.to_string().into()),
                ("pool", pool_name.as_str().into()),
            ],
        )];
        if !unrated.is_empty() {
            said.push(tr_args(
                "pool-rows-unrated",
                &[
                    ("pool", pool_name.as_str().into()),
                    ("games", unrated.join(", ").into()),
                ],
            ));
        }
        if !missing.is_empty() {
            said.push(tr_args(
                "pool-rows-missing",
                &[
                    ("month", month.to_string().into()),
                    ("games", missing.join(", ").into()),
                ],
            ));
        }
        Some(said.join("; "))
    }

    /// What the list's K does, said: FIDE auto takes it (the K used before and now); another
    /// preset is kept, and told of it.
    fn k_said(&self, player: &ListPlayer, k_before: Option<u32>) -> Option<String> {
        let fide_auto = self.request.k.preset == crate::calc::KPreset::FideAuto;
        let k_now = self.own_k();
        // The K before, when it changed: "K 20 → 40", else "K 40".
        let was = k_before.filter(|&before| Some(before) != k_now);
        let now = k_now.map_or_else(|| "?".to_string(), |k| k.to_string());
        let month = player.month.to_string();
        let said = |changed: &str, same: &str, now: String| match was {
            Some(was) => tr_args(
                changed,
                &[
                    ("was", was.to_string().into()),
                    ("now", now.into()),
                    ("month", month.as_str().into()),
                ],
            ),
            None => tr_args(
                same,
                &[("now", now.into()), ("month", month.as_str().into())],
            ),
        };
        match (player.k, fide_auto) {
            (Some(k), true) => Some(said("k-from-list-changed", "k-from-list", k.to_string())),
            (None, true) if player.rating.is_some() => {
                Some(said("k-no-list-k-changed", "k-no-list-k", now))
            }
            (Some(k), false) => Some(tr_args(
                "k-list-not-chosen",
                &[("k", k.to_string().into()), ("chosen", now.into())],
            )),
            _ => None,
        }
    }
}

/// "1 opponent's rating", "3 opponents' ratings".
fn opponents_ratings(count: usize) -> String {
    tr_args("opponents-ratings", &[("count", count.into())])
}

/// Why a player's line gives no rating for `system`.
fn no_rating(player: &ListPlayer, system: System) -> String {
    match player.pool {
        Some(pool) => tr_args(
            "no-pool-rating",
            &[
                ("name", player.name.clone().into()),
                ("pool", crate::report::names::pool(pool).into()),
                ("month", player.month.to_string().into()),
            ],
        ),
        None => tr_args(
            "no-pool-list",
            &[("pool", crate::report::names::system(system).into())],
        ),
    }
}

impl App {
    /// `h`: a rating history over the months held — Field mode's selected player, the games
    /// table's selected opponent looked up in the list, Game mode's opponent (on their field)
    /// or you (on your rating), once looked up. Elsewhere the status says what h does.
    pub(crate) fn ask_history(&mut self, effects: &mut Vec<Effect>) {
        // `none`: what is said when the player has no FIDE ID to chart.
        let (fide_id, player, none) = match self.form.focus {
            Some(Entry::Players) => return self.ask_field_history(effects),
            Some(Entry::Rows) => {
                let index = self.tournament.selected;
                let Some(row) = self.request.rows.get(index) else {
                    return;
                };
                let number = (index + 1).to_string();
                // Their name from the list; a session from before names kept, the game.
                let name = match &row.name[..] {
                    "" => tr_args("place-game", &[("number", number.as_str().into())]),
                    name => crate::text::printable(name).into_owned(),
                };
                let none = tr_args("history-none-game", &[("number", number.into())]);
                (row.fide_id, format!("{name} · "), none)
            }
            Some(Entry::Rating | Entry::FidePlayer) => {
                let fill = self.request.list.as_ref();
                let name = fill.map(|fill| format!("{} · ", crate::text::printable(&fill.name)));
                (
                    fill.map(|fill| fill.fide_id),
                    name.unwrap_or_default(),
                    tr("history-none-you"),
                )
            }
            Some(Entry::Opponent) => {
                let fill = self.request.opponent_list.as_ref();
                let name = fill.map(|fill| format!("{} · ", crate::text::printable(&fill.name)));
                (
                    fill.map(|fill| fill.fide_id),
                    name.unwrap_or_default(),
                    tr("history-none-opponent"),
                )
            }
            _ => return self.set_status(tr("history-where"), false),
        };
        match fide_id {
            Some(fide_id) => effects.push(Effect::History {
                fide_id,
                player: format!("{player}{fide_id}"),
            }),
            None => self.set_status(none, true),
        }
    }
}

#[cfg(test)]
mod tests {
    use tui_input::InputRequest::InsertChar;

    use super::*;

    /// The look-up on its own: it moves its choice within the players found; what fills,
    /// closes, leaves or types it asks of the app.
    #[test]
    fn the_look_up_chooses_by_itself_and_asks_for_the_rest() {
        let app = App::new();
        let shared = app.shared();
        let found = (0..25)
            .map(|n| ListEntry {
                fide_id: 100 + n,
                name: format!("Quist, {n}"),
                ..ListEntry::default()
            })
            .collect();
        let mut lookup = Lookup {
            target: LookupFor::You,
            month: ListMonth::parse("2026-11").unwrap(),
            pool: None,
            query: "quist".into(),
            found,
            more: false,
            selected: 0,
            top: 0,
        };
        assert_eq!(lookup.update(Action::RowUp, &shared), LookupAsks::Waiting);
        assert_eq!(lookup.selected, 0, "never before the first");
        lookup.update(Action::PageDown, &shared);
        lookup.update(Action::PageDown, &shared);
        assert_eq!(
            (lookup.selected, lookup.top),
            (20, 11),
            "scrolled into view"
        );
        lookup.update(Action::PageDown, &shared);
        assert_eq!(lookup.selected, 24, "never past the last");
        assert_eq!(lookup.update(Action::Commit, &shared), LookupAsks::Fill);
        assert_eq!(lookup.update(Action::Back, &shared), LookupAsks::Close);
        assert_eq!(
            lookup.update(Action::PreviousCell, &shared),
            LookupAsks::Leave { forward: false }
        );
        assert_eq!(
            lookup.update(Action::Edit(InsertChar('a')), &shared),
            LookupAsks::Type(InsertChar('a'))
        );
        assert_eq!(lookup.update(Action::Undo, &shared), LookupAsks::Waiting);
        assert!(
            app.lookup().is_none(),
            "the app holds no look-up of its own"
        );
    }
}

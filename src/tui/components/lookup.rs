//! The FIDE list's look-up as you type: a name (or a FIDE ID) typed in the "you" field, or a
//! name in an opponent's cell, lists the matching players of the list in force; Enter fills
//! from the one chosen — the person's rating, year of birth and (FIDE auto) K, or the
//! opponent's rating (and title and federation in Norm mode) with their FIDE ID — as one undo
//! step, said in the status line. The lists are opened at the first look-up, never at startup;
//! without them everything works as before.

use super::shown;
use crate::calc::list_player::{ListFill, ListPlayer, list_player, month_for};
use crate::calc::{Entry, Mode, System};
use crate::rating::list::{ListEntry, ListMonth};
use crate::rating::{Title, UNRATED};
use crate::store::ratings_list::RatingsList;
use crate::tui::keys::Action;
use crate::tui::message::Effect;
use crate::tui::state::{App, Changed, Column, Lookup, LookupFor, TextField};
use crate::tui::view::form::{choice_text, label};

/// How many players a look-up lists at most.
pub const LISTED: usize = 10;

/// Said the first time a name is typed with no list held.
pub const NO_LIST: &str =
    "no FIDE rating list is held: `elocalc list import FILE` imports one, to look players up";

/// What the list held has to look in: the database and the month in force.
enum Held {
    List(ListMonth),
    /// No list: nothing to say (said once already) or why.
    Nothing(Option<String>),
}

impl App {
    /// The lists, opened now if they are not yet; `Err`: why there are none to look in (`None`:
    /// none is held).
    fn lists(&mut self) -> Result<&RatingsList, Option<String>> {
        if let Some(error) = &self.lists.failed {
            return Err(Some(error.clone()));
        }
        if self.lists.open.is_none() {
            let Some(dir) = self.lists.dir.clone() else {
                return Err(None);
            };
            // Looking never makes a database.
            match crate::store::list_in_force::held(Some(&dir)) {
                Ok(Some(lists)) => self.lists.open = Some(lists),
                Ok(None) => return Err(None),
                Err(error) => {
                    let said = format!("the FIDE lists cannot be used: {error}");
                    self.lists.failed = Some(said.clone());
                    return Err(Some(said));
                }
            }
        }
        Ok(self.lists.open.as_ref().expect("opened above"))
    }

    /// The month in force for the request, of the months held.
    fn held(&mut self) -> Held {
        let months = match self.lists() {
            Ok(lists) => lists.months().map_err(|error| Some(error.to_string())),
            Err(why) => Err(why),
        };
        match months {
            Ok(months) => {
                let months: Vec<ListMonth> = months.into_iter().map(|held| held.month).collect();
                match month_for(&self.request, &months) {
                    Some(month) => Held::List(month),
                    None if months.is_empty() => self.no_list(None),
                    None => Held::Nothing(Some(
                        "no FIDE list held is in force at the first event's start".into(),
                    )),
                }
            }
            Err(why) => self.no_list(why),
        }
    }

    /// No list to look in: the way to one said the first time, an error each time.
    fn no_list(&mut self, why: Option<String>) -> Held {
        match why {
            Some(why) => Held::Nothing(Some(why)),
            None if !self.lists.noted => {
                self.lists.noted = true;
                Held::Nothing(Some(NO_LIST.to_string()))
            }
            None => Held::Nothing(None),
        }
    }

    /// What is typed now into the field or cell the look-up is for, if it is being typed.
    fn typed_for(&self, target: LookupFor) -> Option<String> {
        match target {
            LookupFor::You | LookupFor::Opponent => {
                let field = match target {
                    LookupFor::You => Entry::FidePlayer,
                    _ => Entry::Opponent,
                };
                (self.focus == Some(field) && self.typing.is_some())
                    .then(|| self.field_editor.value().to_string())
            }
            LookupFor::Cell => self
                .tournament
                .editor
                .as_ref()
                .filter(|editor| editor.column == Column::Opponent)
                .map(|editor| editor.input.value().to_string()),
        }
    }

    /// Looks what is typed up, opening, updating or closing the look-up. In a cell only a name
    /// is looked up: a number (or `unrated`) stays what it is.
    pub(crate) fn look_up(&mut self, target: LookupFor) {
        let Some(query) = self.typed_for(target) else {
            self.lookup = None;
            return;
        };
        let query = query.trim().to_string();
        let wanted = match target {
            LookupFor::You => !query.is_empty(),
            LookupFor::Opponent | LookupFor::Cell => {
                query.chars().any(char::is_alphabetic) && !query.eq_ignore_ascii_case(UNRATED)
            }
        };
        if !wanted {
            self.lookup = None;
            return;
        }
        let month = match self.held() {
            Held::List(month) => month,
            Held::Nothing(said) => {
                self.lookup = None;
                if let Some(said) = said {
                    let error = said != NO_LIST;
                    self.set_status(said, error);
                }
                return;
            }
        };
        let found = self
            .lists()
            .map_err(Option::unwrap_or_default)
            .and_then(|lists| {
                lists
                    .search(&query, Some(month), LISTED)
                    .map_err(|error| error.to_string())
            });
        match found {
            Ok(found) => {
                let selected = self
                    .lookup
                    .as_ref()
                    .filter(|lookup| lookup.query == query)
                    .map_or(0, |lookup| lookup.selected);
                self.lookup = Some(Lookup {
                    target,
                    month,
                    pool: self.request.system.pool(),
                    query,
                    more: found.more,
                    found: found.found.into_iter().map(|found| found.entry).collect(),
                    selected,
                });
            }
            Err(error) => {
                self.lookup = None;
                self.set_status(
                    format!("the FIDE list could not be searched: {error}"),
                    true,
                );
            }
        }
    }

    /// A key while the look-up is open: ↑ ↓ choose, Enter fills, Esc closes it (what was typed
    /// stays), text goes on into the field or cell.
    pub(crate) fn update_lookup(&mut self, action: Action, effects: &mut Vec<Effect>) {
        let Some(lookup) = &mut self.lookup else {
            return;
        };
        let last = lookup.found.len().saturating_sub(1);
        match action {
            Action::Quit => self.quit(effects),
            Action::RowUp => lookup.selected = lookup.selected.saturating_sub(1),
            Action::RowDown => lookup.selected = (lookup.selected + 1).min(last),
            Action::Back => {
                let said = format!(
                    "look-up closed: '{}' is kept as typed",
                    crate::text::printable(&lookup.query)
                );
                self.lookup = None;
                self.set_status(said, false);
            }
            Action::Commit => self.pick(),
            // Tab and Shift-Tab leave the look-up and do what they do in the field or cell.
            Action::NextCell | Action::PreviousCell => {
                let forward = action == Action::NextCell;
                let target = lookup.target;
                self.lookup = None;
                match target {
                    LookupFor::You | LookupFor::Opponent => {
                        self.commit_typing();
                        self.move_focus(if forward { 1 } else { -1 });
                    }
                    LookupFor::Cell => self.cell_step(forward),
                }
            }
            Action::Edit(request) => match lookup.target {
                LookupFor::You | LookupFor::Opponent => self.type_in(request),
                LookupFor::Cell => {
                    if let Some(editor) = &mut self.tournament.editor {
                        editor.input.edit(request);
                        editor.error = None;
                    }
                    self.look_up(LookupFor::Cell);
                }
            },
            _ => {}
        }
    }

    /// Enter on the look-up: fills from the player chosen.
    fn pick(&mut self) {
        let Some(lookup) = self.lookup.take() else {
            return;
        };
        let Some(entry) = lookup.found.get(lookup.selected) else {
            return self.set_status(
                format!(
                    "no player of the {} list matches '{}': type more, or Esc",
                    lookup.month,
                    crate::text::printable(&lookup.query)
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
    /// year of birth (Elo's K profile) and, kept for FIDE auto, the list's K. One undo step
    /// with the typing that found them.
    fn fill_you(&mut self, player: &ListPlayer) {
        let before = match self.typing.take() {
            Some(edit) => edit.before,
            None => self.snapshot(),
        };
        let id = player.fide_id.to_string();
        let mut said = vec![format!(
            "{} ({id}) from the {} list",
            player.name, player.month
        )];
        let request = self.change(Changed::ENTRIES);
        request.fide_player.clone_from(&id);
        match player.rating {
            Some(rating) => {
                let rating = rating.to_string();
                if request.rating != rating {
                    said.push(format!("rating {} → {rating}", shown(&request.rating)));
                }
                request.rating = rating;
            }
            None => said.push(no_rating(player, request.system)),
        }
        if request.system.is_elo()
            && let Some(born) = player.born.map(|year| year.to_string())
        {
            if request.k.born != born {
                said.push(format!("born {} → {born}", shown(&request.k.born)));
            }
            request.k.born = born;
        }
        request.list = Some(ListFill::of(player));
        said.extend(k_said(player, request));
        self.field_editor = TextField::new(&id);
        self.record(before, said.join(", "));
    }

    /// Fills Game mode's opponent from their list line: the pool's rating and, with FIDE auto
    /// (whose opponent has their own K), their K when none was typed. One undo step with the
    /// typing that found them; a player with no rating in the pool fills nothing, and says so.
    fn fill_opponent(&mut self, player: &ListPlayer, lookup: Lookup) {
        let Some(rating) = player.rating.map(|rating| rating.to_string()) else {
            self.lookup = Some(lookup);
            let what = no_rating(player, self.request.system);
            return self.set_status(format!("{what}: choose another, or type the rating"), true);
        };
        let Some(edit) = self.typing.take() else {
            return;
        };
        let mut said = vec![format!(
            "{}: {} (FIDE ID {}) {rating} from the {} list",
            label(Entry::Opponent).trim(),
            player.name,
            player.fide_id,
            player.month
        )];
        if edit.text != rating {
            said.push(format!("was {}", shown(&edit.text)));
        }
        let request = self.change(Changed::ENTRIES);
        request.opponent.clone_from(&rating);
        if request.k.preset == crate::calc::KPreset::FideAuto
            && let Some(k) = player.k
        {
            let typed = request.k.opponent.trim().to_string();
            if typed.is_empty() {
                request.k.opponent = k.to_string();
                said.push(format!("their K {k} from the list"));
            } else if typed != k.to_string() {
                said.push(format!("their K on the list is {k}; {typed} typed is kept"));
            }
        }
        self.field_editor = TextField::new(&rating);
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
                format!("{what}: choose another, or type the rating or `unrated`"),
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
            if norm {
                row.title.clone_from(&title);
                row.federation.clone_from(&federation);
            }
        };
        let mut said = format!(
            "{} ({}) {rating} from the {} list",
            player.name, player.fide_id, player.month
        );
        if norm {
            let shown = |text: &str| if text.is_empty() { "-" } else { text }.to_string();
            said = format!("{said}, {} {}", shown(&title), shown(&federation));
        }
        if editor.adding {
            // The new game is added with its last cell, one step as any game typed.
            fill(&mut editor.draft);
            said = format!("game {}: {said}", editor.row + 1);
        } else if let Some(row) = self.request.rows.get(editor.row) {
            let mut changed = row.clone();
            fill(&mut changed);
            said = format!("game {}: {said}", editor.row + 1);
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
        self.cell_step(true);
        // The step's own words (a game added) come after the fill's.
        let step = self.status.take().map(|status| status.text);
        let said = match step {
            Some(step) if !step.starts_with(&said) => format!("{said}; {step}"),
            Some(step) => step,
            None => said,
        };
        self.set_status(said, false);
    }

    /// ← → on the pool of a person taken from a list: the new pool's rating and K from the
    /// same line of the same list, a rating typed over the list's kept. One undo step.
    pub(crate) fn change_pool_with_list(&mut self, step: isize) {
        let Some(fill) = self.request.list.clone() else {
            return;
        };
        let was = choice_text(self, Entry::Pool).unwrap_or_default();
        let before = self.snapshot();
        super::form::next_choice(self.change(Changed::ENTRIES), Entry::Pool, step);
        let now = choice_text(self, Entry::Pool).unwrap_or_default();
        let mut said = vec![format!("{}: {was} → {now}", label(Entry::Pool).trim())];
        let line = match (fill.list_month(), self.lists()) {
            (Some(month), Ok(lists)) => lists
                .by_id(fill.fide_id, Some(month))
                .map_err(|error| error.to_string()),
            (None, _) => Err(format!(
                "the session's list month '{}' is not one",
                fill.month
            )),
            (_, Err(why)) => Err(why.unwrap_or_else(|| "no FIDE list is held".to_string())),
        };
        match line {
            Ok(Some((month, entry))) => said.extend(self.refill(&fill, &entry, month)),
            Ok(None) => said.push(format!(
                "{} is not on the {} list held: your rating is as it was",
                fill.name, fill.month
            )),
            Err(why) => said.push(format!("{why}: your rating is as it was")),
        }
        self.record(before, said.join("; "));
    }

    /// The person's values again from their line for the pool now chosen; what it said.
    fn refill(&mut self, fill: &ListFill, entry: &ListEntry, month: ListMonth) -> Vec<String> {
        let player = list_player(entry, month, self.request.system.pool());
        let request = self.change(Changed::ENTRIES);
        let typed_over = fill.rating.as_deref() != Some(request.rating.trim());
        let mut said = Vec::new();
        match player.rating {
            Some(rating) if typed_over => said.push(format!(
                "your rating {} is kept, as you typed it (the list's: {rating})",
                shown(&request.rating)
            )),
            Some(rating) => {
                let rating = rating.to_string();
                said.push(format!(
                    "rating {} → {rating} from the {month} list",
                    shown(&request.rating)
                ));
                request.rating = rating;
            }
            None => said.push(format!(
                "{}: your rating is as it was",
                no_rating(&player, request.system)
            )),
        }
        // The rating the list put in stays known as the list's while the pool has none (a
        // system with no FIDE list) or the person's own stands.
        let mut refilled = ListFill::of(&player);
        if player.rating.is_none() || typed_over {
            refilled.rating.clone_from(&fill.rating);
        }
        request.list = Some(refilled);
        said.extend(k_said(&player, request));
        said
    }
}

/// Why a player's line gives no rating for `system`.
fn no_rating(player: &ListPlayer, system: System) -> String {
    match player.pool {
        Some(pool) => format!(
            "{} has no {} rating on the {} list",
            player.name,
            pool.label(),
            player.month
        ),
        None => format!("{} has no FIDE list: no rating taken", system.label()),
    }
}

/// What the list's K does: FIDE auto takes it; another preset is told of it.
fn k_said(player: &ListPlayer, request: &crate::calc::Request) -> Option<String> {
    let fide_auto = request.k.preset == crate::calc::KPreset::FideAuto;
    match (player.k, fide_auto) {
        (Some(k), true) => Some(format!("K {k} from the {} list", player.month)),
        (None, true) if player.rating.is_some() => {
            Some("the list gives no K: FIDE auto's from your profile".to_string())
        }
        (Some(k), false) => Some(format!("the list's K is {k} (FIDE auto uses it)")),
        _ => None,
    }
}

impl App {
    /// `h`: a rating history over the months held — Field mode's selected player, the games
    /// table's selected opponent looked up in the list, or you, once the FIDE ID or name field
    /// has filled from it. Anyone else: the status says how to give an ID.
    pub(crate) fn ask_history(&mut self, effects: &mut Vec<Effect>) {
        if self.focus == Some(Entry::Players) {
            return self.ask_field_history(effects);
        }
        let asked = if self.focus == Some(Entry::Rows) {
            let index = self.tournament.selected;
            self.request.rows.get(index).map(|row| {
                let label = format!("game {}", index + 1);
                (row.fide_id, label)
            })
        } else {
            Some((
                self.request.list.as_ref().map(|fill| fill.fide_id),
                "you".to_string(),
            ))
        };
        let Some((fide_id, label)) = asked else {
            return;
        };
        match fide_id {
            Some(fide_id) => {
                let player = match (&self.request.list, self.focus) {
                    (Some(fill), focus) if focus != Some(Entry::Rows) => {
                        format!("{} · {fide_id}", crate::text::printable(&fill.name))
                    }
                    _ => format!("{label} · {fide_id}"),
                };
                effects.push(Effect::History { fide_id, player });
            }
            None => self.set_status(
                format!(
                    "no rating history for {label}: look the player up in the FIDE list first \
                     (type a name or FIDE ID)"
                ),
                true,
            ),
        }
    }
}

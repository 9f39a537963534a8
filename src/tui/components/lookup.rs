//! The FIDE list's look-up as you type: a name (or a FIDE ID) typed in the "you" field, or a
//! name in an opponent's cell, lists the matching players of the list in force; Enter fills
//! from the one chosen — the person's rating, year of birth and (FIDE auto) K, or the
//! opponent's rating (and title and federation in Norm mode) with their FIDE ID — as one undo
//! step, said in the status line. The lists are opened at the first look-up, never at startup;
//! without them everything works as before.

use super::shown;
use crate::calc::list_player::{ListFill, ListPlayer, is_fide_id, list_player, month_for};
use crate::calc::{Entry, Mode, System};
use crate::rating::list::{ListEntry, ListMonth};
use crate::rating::{Title, UNRATED};
use crate::store::ratings_list::RatingsList;
use crate::tui::keys::Action;
use crate::tui::message::Effect;
use crate::tui::state::{App, Changed, Column, Lookup, LookupFor, TextField};
use crate::tui::view::form::{choice_text, label};

/// How many players a look-up lists at most (scrolled through, ten in view).
pub const LISTED: usize = 100;

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
                Ok(Some(lists)) => {
                    self.lists.open = Some(lists);
                    self.lists.held = true;
                }
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

    /// Looks what is typed up, opening, updating or closing the look-up. In an opponent's
    /// cell or rating a name or a FIDE ID is looked up: a rating (or `unrated`) stays what it is.
    pub(crate) fn look_up(&mut self, target: LookupFor) {
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
        let pool = self.request.system.pool();
        let found = self
            .lists()
            .map_err(Option::unwrap_or_default)
            .and_then(|lists| {
                lists
                    .search_in(&query, Some(month), LISTED, pool)
                    .map_err(|error| error.to_string())
            });
        match found {
            Ok(found) => {
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
                    more: found.more,
                    found: found.found.into_iter().map(|found| found.entry).collect(),
                    selected,
                    top,
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
        let page = crate::tui::state::SHOWN;
        match action {
            Action::Quit => self.quit(effects),
            Action::RowUp => lookup.select(lookup.selected.saturating_sub(1)),
            Action::RowDown => lookup.select(lookup.selected + 1),
            Action::PageUp => lookup.select(lookup.selected.saturating_sub(page)),
            Action::PageDown => lookup.select(lookup.selected + page),
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
    /// year of birth (Elo's K profile) and the list's K — the K choice set to FIDE auto, which
    /// uses it. One undo step with the typing that found them; then on to the rating.
    fn fill_you(&mut self, player: &ListPlayer) {
        let before = match self.typing.take() {
            Some(edit) => edit.before,
            None => self.snapshot(),
        };
        let k_before = self.own_k();
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
        // The list's K is the person's: FIDE auto is the choice that uses it.
        let own_k = matches!(request.mode, Mode::Game | Mode::Tournament | Mode::Multi);
        if own_k && player.k.is_some() {
            request.k.preset = crate::calc::KPreset::FideAuto;
        }
        match (player.k, player.pool) {
            (None, Some(pool)) if own_k && player.rating.is_some() => said.push(format!(
                "the list gives no {} K: the K choice is kept (K {})",
                pool.label(),
                self.own_k()
                    .map_or_else(|| "?".to_string(), |k| k.to_string())
            )),
            _ => said.extend(self.k_said(player, k_before)),
        }
        let fields = self.fields();
        if fields.contains(&Entry::Rating) {
            self.set_focus(Some(Entry::Rating));
            said.push("on to your rating".to_string());
        } else {
            self.field_editor = TextField::new(&id);
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
                said.push(format!("their K {k} from the list"));
            } else if typed != k.to_string() {
                said.push(format!("their K on the list is {k}; {typed} typed is kept"));
            }
        }
        request.opponent_list = Some(fill);
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
            row.name.clone_from(&player.name);
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

    /// ← → on the pool when someone was taken from a list: the person's and the opponents'
    /// ratings (and the K the list gave) again from their lines for the new pool, one undo
    /// step with the pool's change, all said. A pool with no FIDE list leaves the numbers.
    pub(crate) fn change_pool_with_list(&mut self, step: isize) {
        let was = choice_text(self, Entry::Pool).unwrap_or_default();
        let before = self.snapshot();
        // The K of the pool left, so the change is said the same way both ways.
        let k_before = self.own_k();
        super::form::next_choice(self.change(Changed::ENTRIES), Entry::Pool, step);
        let now = choice_text(self, Entry::Pool).unwrap_or_default();
        let mut said = vec![format!("{}: {was} → {now}", label(Entry::Pool).trim())];
        if let Some(fill) = self.request.list.clone() {
            let line = self.line_of(&fill);
            match line {
                Ok(Some((month, entry))) => {
                    said.extend(self.refill(&fill, &entry, month, k_before))
                }
                Ok(None) => said.push(format!(
                    "{} is not on the {} list held: your rating is as it was",
                    fill.name, fill.month
                )),
                Err(why) => said.push(format!("{why}: your rating is as it was")),
            }
        }
        said.extend(self.refill_opponent());
        said.extend(self.refill_rows());
        self.record(before, said.join("; "));
    }

    /// The K the person's games are rated with now, if there is one.
    pub(crate) fn own_k(&self) -> Option<u32> {
        crate::calc::own_k(&self.request, self.today.year)
    }

    /// The line `fill` was taken from, in its month's list.
    fn line_of(&mut self, fill: &ListFill) -> Result<Option<(ListMonth, ListEntry)>, String> {
        match (fill.list_month(), self.lists()) {
            (Some(month), Ok(lists)) => lists
                .by_id(fill.fide_id, Some(month))
                .map_err(|error| error.to_string()),
            (None, _) => Err(format!(
                "the session's list month '{}' is not one",
                fill.month
            )),
            (_, Err(why)) => Err(why.unwrap_or_else(|| "no FIDE list is held".to_string())),
        }
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
            // The pool's list has no rating of theirs: the last pool's would be a plausible
            // wrong number. Tournament mode rates a first rating (FIDE 8.2: the standard pool
            // only); elsewhere one is asked for.
            None if !typed_over && player.pool.is_some() => {
                let first = request.mode == Mode::Tournament
                    && player.pool == Some(crate::rating::Pool::FideStandard);
                let (now, why) = if first {
                    (UNRATED, "a first rating, from the period's games")
                } else {
                    ("", "type your rating")
                };
                said.push(format!(
                    "rating {} → {}: no {} rating on the {month} list: {why}",
                    shown(&request.rating),
                    shown(now),
                    player.pool.map_or("", |pool| pool.label()),
                ));
                request.rating = now.to_string();
                let mut refilled = ListFill::of(&player);
                // What was put in is the list's: the next pool's rating replaces it.
                refilled.rating = Some(now.to_string());
                request.list = Some(refilled);
                said.push(self.k_without_rating(k_before));
                return said;
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
        said.extend(self.k_said(&player, k_before));
        said
    }

    /// The K once the rating was taken away (unrated, or empty to be typed), said.
    fn k_without_rating(&self, k_before: Option<u32>) -> String {
        // A first rating (FIDE 8.2) is found from the games' average and score: no K.
        let first = self.request.mode == Mode::Tournament
            && self.request.rating.eq_ignore_ascii_case(UNRATED);
        let k_now = if first { None } else { self.own_k() };
        let why = if first {
            "a first rating uses no K"
        } else {
            "until your rating is typed"
        };
        match (k_before, k_now) {
            (Some(before), Some(now)) if before != now => format!("K {before} → {now}"),
            (_, Some(now)) => format!("K {now}"),
            (Some(before), None) => format!("K {before} → none: {why}"),
            (None, None) => format!("no K: {why}"),
        }
    }

    /// Game mode's opponent, taken from a list, again from their line for the pool now
    /// chosen: their rating (unrated when the pool has none of theirs) and the K the list
    /// gave them. What it said, if anything was taken for them.
    fn refill_opponent(&mut self) -> Option<String> {
        let fill = self.request.opponent_list.clone()?;
        let Some(pool) = self.request.system.pool().filter(|pool| pool.is_fide()) else {
            return Some(format!(
                "{} has no FIDE list: the opponent's rating {} is as it was",
                self.request.system.label(),
                shown(&self.request.opponent)
            ));
        };
        let (month, entry) = match self.line_of(&fill) {
            Ok(Some(line)) => line,
            Ok(None) => {
                return Some(format!(
                    "{} is not on the {} list held: the opponent's rating is as it was",
                    fill.name, fill.month
                ));
            }
            Err(why) => return Some(format!("{why}: the opponent's rating is as it was")),
        };
        let player = list_player(&entry, month, Some(pool));
        let request = self.change(Changed::ENTRIES);
        let rating = player
            .rating
            .map_or_else(|| UNRATED.to_string(), |r| r.to_string());
        let mut said = match player.rating {
            Some(_) => format!(
                "the opponent {} {} → {rating} from the {month} list",
                player.name,
                shown(&request.opponent)
            ),
            None => format!(
                "the opponent {} has no {} rating on the {month} list: unrated",
                player.name,
                pool.label()
            ),
        };
        request.opponent.clone_from(&rating);
        // Their K, where the list put it in: the new pool's, or none.
        let filled_k = fill.k.map(|k| k.to_string());
        if filled_k.is_some() && filled_k.as_deref() == Some(request.k.opponent.trim()) {
            let k = player.k.map(|k| k.to_string()).unwrap_or_default();
            if k != request.k.opponent.trim() {
                said = match &k[..] {
                    "" => format!(
                        "{said}, their K {} dropped (none on the list)",
                        request.k.opponent
                    ),
                    k => format!("{said}, their K {} → {k}", request.k.opponent),
                };
            }
            request.k.opponent = k;
        }
        request.opponent_list = Some(ListFill::of(&player));
        let rating = request.opponent.clone();
        if self.focus == Some(Entry::Opponent) {
            self.field_editor = TextField::new(&rating);
        }
        Some(said)
    }

    /// The games' opponents taken from a list (a FIDE ID kept), their ratings again from the
    /// list in force for the pool now chosen; one with none there becomes unrated. What it
    /// said, if any game has an opponent from a list.
    fn refill_rows(&mut self) -> Option<String> {
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
            return Some(format!(
                "{} has no FIDE list: {count} from the FIDE list unchanged",
                self.request.system.label()
            ));
        };
        let month = match self.held() {
            Held::List(month) => month,
            Held::Nothing(why) => {
                let why = why.unwrap_or_else(|| "no FIDE list is held".to_string());
                return Some(format!("{why}: {count} from the FIDE list unchanged"));
            }
        };
        // Every line first: a list that fails changes no game.
        let mut lines = Vec::new();
        for (index, fide_id) in listed {
            let line = self
                .lists()
                .map_err(Option::unwrap_or_default)
                .and_then(|lists| {
                    lists
                        .by_id(fide_id, Some(month))
                        .map_err(|error| error.to_string())
                });
            match line {
                Ok(line) => lines.push((index, fide_id, line.map(|(_, entry)| entry))),
                Err(why) => return Some(format!("{why}: {count} from the FIDE list unchanged")),
            }
        }
        let mut filled = 0;
        let mut unrated = Vec::new();
        let mut missing = Vec::new();
        for (index, fide_id, entry) in lines {
            let Some(entry) = entry else {
                missing.push(format!("game {} ({fide_id})", index + 1));
                continue;
            };
            let player = list_player(&entry, month, Some(pool));
            let rating = player
                .rating
                .map_or_else(|| UNRATED.to_string(), |r| r.to_string());
            if player.rating.is_some() {
                filled += 1;
            } else {
                unrated.push(format!("game {}: {}", index + 1, player.name));
            }
            if let Some(row) = self.row_mut(index)
                && (row.opponent != rating || row.name != player.name)
            {
                row.opponent = rating;
                row.name.clone_from(&player.name);
            }
        }
        let pool_name = pool.label();
        let mut said = vec![format!(
            "{} from the {month} {pool_name} list",
            opponents_ratings(filled)
        )];
        if !unrated.is_empty() {
            said.push(format!(
                "no {pool_name} rating, unrated: {}",
                unrated.join(", ")
            ));
        }
        if !missing.is_empty() {
            said.push(format!(
                "not on the {month} list, as they were: {}",
                missing.join(", ")
            ));
        }
        Some(said.join("; "))
    }

    /// What the list's K does, said: FIDE auto takes it (the K used before and now); another
    /// preset is kept, and told of it.
    fn k_said(&self, player: &ListPlayer, k_before: Option<u32>) -> Option<String> {
        let fide_auto = self.request.k.preset == crate::calc::KPreset::FideAuto;
        let k_now = self.own_k();
        let from = match k_before {
            Some(before) if Some(before) != k_now => format!("K {before} → "),
            _ => "K ".to_string(),
        };
        match (player.k, fide_auto) {
            (Some(k), true) => Some(format!("{from}{k} from the {} list", player.month)),
            (None, true) if player.rating.is_some() => Some(format!(
                "the list gives no K: {from}{} from your profile",
                k_now.map_or_else(|| "?".to_string(), |k| k.to_string())
            )),
            (Some(k), false) => Some(format!(
                "the list's K is {k}; K {} chosen is kept (FIDE auto would use the list's)",
                k_now.map_or_else(|| "?".to_string(), |k| k.to_string())
            )),
            _ => None,
        }
    }
}

/// "1 opponent's rating", "3 opponents' ratings".
fn opponents_ratings(count: usize) -> String {
    match count {
        1 => "1 opponent's rating".to_string(),
        count => format!("{count} opponents' ratings"),
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

impl App {
    /// `h`: a rating history over the months held — Field mode's selected player, the games
    /// table's selected opponent looked up in the list, Game mode's opponent (on their field)
    /// or you (on your rating), once looked up. Elsewhere the status says what h does.
    pub(crate) fn ask_history(&mut self, effects: &mut Vec<Effect>) {
        let first = "look the player up in the FIDE list first (type a name or FIDE ID)";
        let (fide_id, player, label) = match self.focus {
            Some(Entry::Players) => return self.ask_field_history(effects),
            Some(Entry::Rows) => {
                let index = self.tournament.selected;
                let Some(row) = self.request.rows.get(index) else {
                    return;
                };
                let label = format!("game {}", index + 1);
                // Their name from the list; a session from before names kept, the game.
                let name = match &row.name[..] {
                    "" => label.clone(),
                    name => crate::text::printable(name).into_owned(),
                };
                (row.fide_id, format!("{name} · "), label)
            }
            Some(Entry::Rating | Entry::FidePlayer) => {
                let fill = self.request.list.as_ref();
                let name = fill.map(|fill| format!("{} · ", crate::text::printable(&fill.name)));
                (
                    fill.map(|fill| fill.fide_id),
                    name.unwrap_or_default(),
                    "you".to_string(),
                )
            }
            Some(Entry::Opponent) => {
                let fill = self.request.opponent_list.as_ref();
                let name = fill.map(|fill| format!("{} · ", crate::text::printable(&fill.name)));
                let label = "the opponent".to_string();
                (
                    fill.map(|fill| fill.fide_id),
                    name.unwrap_or_default(),
                    label,
                )
            }
            _ => {
                return self.set_status(
                    "h charts a rating history from the FIDE lists held: on your rating, the \
                     opponent's, or a game in the table, once looked up",
                    false,
                );
            }
        };
        match fide_id {
            Some(fide_id) => effects.push(Effect::History {
                fide_id,
                player: format!("{player}{fide_id}"),
            }),
            None => self.set_status(format!("no rating history for {label}: {first}"), true),
        }
    }
}

//! The rating systems elocalc rates in, one spec each: what it asks for beyond the games (its
//! entries, their defaults and command-line flags), how it reads a game, how it rates a request,
//! its answer as data (`rated::Rated`, worded by `report::systems`) and its chart. Everything
//! that asks "which system" asks the spec.
//!
//! A new system is its rules in `src/rating/`, its spec file here, and one line in [`ALL`]
//! (ARCHITECTURE.md, "Adding a rating system").

pub mod dwz;
pub mod elo;
pub mod glicko2;
pub mod rated;
pub mod shared;
pub mod uschess;

use std::collections::BTreeMap;
use std::fmt;
use std::sync::OnceLock;

use super::Today;
use super::chart::{Chart, Marked};
use super::evaluate::{Checks, Evaluation, Games, Outcome, Problem};
use super::request::{Entry, Mode, Request, RowScore};
use super::table_rows::{LeftOut, LeftOutRow, TableRows, TableRowsBuilder};
use crate::rating::{InputError, Pool, Score, UNRATED};

/// Every rating system, in the order the form's Pool choice offers them.
pub static ALL: [&dyn RatingSystem; 7] = [
    &elo::CONTINUOUS,
    &elo::STANDARD,
    &elo::RAPID,
    &elo::BLITZ,
    &glicko2::GLICKO2,
    &uschess::USCHESS,
    &dwz::DWZ,
];

/// One rating system.
pub trait RatingSystem: Sync {
    /// Its name for `--pool` and in session files: "standard", "glicko2".
    fn key(&self) -> &'static str;
    /// Its name for people: "FIDE Standard", "Glicko-2".
    fn label(&self) -> &'static str;
    /// A rating as people type it in this system, for examples: "1500"; a DWZ with its
    /// index, "1500-10".
    fn example_rating(&self) -> &'static str {
        "1500"
    }
    /// The Elo pool, for the Elo systems (norms, first ratings, performance and Field mode
    /// are Elo's).
    fn pool(&self) -> Option<Pool> {
        None
    }
    /// The values of its own it asks for beyond the games, in any mode.
    fn entries(&self) -> &'static [OwnEntry] {
        &[]
    }
    /// The form's entries of this system in `mode` (Game, Tournament or Multi), after the
    /// mode's own (the ratings, the result): its values and the Pool choice, in Tab order.
    /// By default: the Pool choice, then the system's own entries for `mode`.
    fn form(&self, mode: Mode, _request: &Request) -> Vec<Entry> {
        own_form(self.entries(), mode)
    }
    /// Whether Tournament mode offers targets for the rounds still to play.
    fn has_targets(&self) -> bool {
        false
    }
    /// Whether it reads CSV tables and PGN files (they carry no RD, no US Chess record).
    fn reads_game_files(&self) -> bool {
        false
    }
    /// Checks an opponent as typed in a table cell.
    fn check_opponent(&self, text: &str) -> Result<(), InputError>;
    /// Checks a game as written on the command line or in a games list, `OPPONENT:SCORE`;
    /// an error quotes it as given.
    fn check_game(&self, text: &str) -> Result<(), InputError> {
        let (opponent, score) = text
            .trim()
            .rsplit_once(':')
            .ok_or_else(|| InputError::Game(text.trim().to_string()))?;
        score.parse::<Score>()?;
        self.check_opponent(opponent)
    }
    /// Rates `request` (Game, Tournament or Multi mode) as of `today`.
    fn evaluate(&self, request: &Request, today: Today, games: &Games) -> Evaluation;
    /// The expectation chart of `evaluation` (one of this system's): its curve, its games
    /// marked; before a result, the bare curve.
    fn chart(&self, evaluation: &Evaluation) -> Chart {
        match &evaluation.outcome {
            Outcome::System(answer) => answer.chart(),
            _ => Chart::of_curve(
                "logistic".into(),
                crate::rating::logistic_expected,
                Vec::new(),
                Marked::Nothing,
            ),
        }
    }
}

/// The system a request rates in, compared and shown by its key.
#[derive(Clone, Copy)]
pub struct System(&'static dyn RatingSystem);

impl System {
    /// The system named `key` (any case), if elocalc has one.
    pub fn by_key(key: &str) -> Option<System> {
        let key = key.trim();
        ALL.iter()
            .find(|system| system.key().eq_ignore_ascii_case(key))
            .map(|&system| System(system))
    }

    /// The Elo system of `pool`.
    pub fn of_pool(pool: Pool) -> System {
        ALL.iter()
            .find(|system| system.pool() == Some(pool))
            .map(|&system| System(system))
            .expect("every pool is registered")
    }

    /// Every system, in the Pool choice's order.
    pub fn all() -> impl Iterator<Item = System> {
        ALL.iter().map(|&system| System(system))
    }

    /// The family's name, as session summaries keep it beside the pool: "elo" for an Elo
    /// pool, else the system's key.
    pub fn family(self) -> &'static str {
        if self.is_elo() { "elo" } else { self.key() }
    }

    /// The system of `family` (as [`System::family`] names it) and `pool`.
    pub fn of_family(family: &str, pool: Pool) -> Option<System> {
        match family.trim() {
            family if family.eq_ignore_ascii_case("elo") => Some(System::of_pool(pool)),
            family => System::by_key(family).filter(|system| !system.is_elo()),
        }
    }

    /// Whether this is an Elo pool.
    pub fn is_elo(self) -> bool {
        self.0.pool().is_some()
    }

    /// The spec of a system that lists `entry` (the first, when systems share it), with the
    /// entry's own description.
    pub fn owning(key: OwnKey) -> Option<(System, &'static OwnEntry)> {
        System::all().find_map(|system| {
            system
                .entries()
                .iter()
                .find(|entry| entry.key == key.0)
                .map(|entry| (system, entry))
        })
    }

    /// Every system that lists the entry of `key` (a shared entry is each one's), in the
    /// registry's order.
    pub fn owners(key: OwnKey) -> Vec<System> {
        shared::owners(
            System::all().map(|system| (system.key(), system.entries())),
            key.0,
        )
        .into_iter()
        .filter_map(System::by_key)
        .collect()
    }
}

impl std::ops::Deref for System {
    type Target = dyn RatingSystem;

    fn deref(&self) -> &Self::Target {
        self.0
    }
}

impl PartialEq for System {
    fn eq(&self, other: &System) -> bool {
        self.key() == other.key()
    }
}

impl Eq for System {}

impl fmt::Debug for System {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "System({})", self.key())
    }
}

impl Default for System {
    fn default() -> System {
        System::of_pool(Pool::FideStandard)
    }
}

/// A value a system asks for beyond the games, named by its key ("rd"): the key of its entry,
/// of its place in session files and, with `-` for `_`, nothing else.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct OwnKey(pub &'static str);

impl serde::Serialize for OwnKey {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.0)
    }
}

impl<'de> serde::Deserialize<'de> for OwnKey {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<OwnKey, D::Error> {
        let text = <std::borrow::Cow<'de, str>>::deserialize(deserializer)?;
        own_keys()
            .iter()
            .find(|&&key| key == text)
            .map(|&key| OwnKey(key))
            .ok_or_else(|| serde::de::Error::custom(format!("'{text}' is no entry of elocalc's")))
    }
}

/// Every system's own entries, a shared one once, in the registry's order.
pub fn own_entries() -> &'static [&'static OwnEntry] {
    static ENTRIES: OnceLock<Vec<&'static OwnEntry>> = OnceLock::new();
    ENTRIES.get_or_init(|| shared::each_once(System::all().map(|system| system.entries())))
}

/// The keys of every system's own values, a shared one once.
fn own_keys() -> &'static [&'static str] {
    static KEYS: OnceLock<Vec<&'static str>> = OnceLock::new();
    KEYS.get_or_init(|| own_entries().iter().map(|entry| entry.key).collect())
}

/// What kind of value an entry holds. Its words are the catalogue's (by id), in the language
/// people read; what is kept and typed (a choice's keys) stays as it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EntryKind {
    /// Typed; empty stands for `empty` (shown dimmed in the field: "350", "0,06", "established").
    Text { empty: Empty },
    /// Typed; empty is today's date.
    Date,
    /// On or off, shown as one of two words (the catalogue ids of off's and on's).
    Toggle { off: &'static str, on: &'static str },
    /// One of some choices, the first the default.
    Choice(&'static [Choice]),
}

/// What an empty text entry stands for, as its field shows it dimmed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Empty {
    /// A number, written with a point here and the language's way on screen ("0.06", "0,06").
    Number(&'static str),
    /// A word, by its catalogue id ("established").
    Word(&'static str),
}

/// One choice of a choice entry: its key (typed on the command line, kept in session files)
/// and the catalogue id of the word the form shows for it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Choice {
    pub key: &'static str,
    pub word: &'static str,
}

/// One value of a system's own: its key, its label on the form (a catalogue id), its
/// command-line flag and what `--help` says of it, and in which modes it is asked for. Systems
/// that ask for the same value list the same entry (`shared`), equal in every field.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct OwnEntry {
    pub key: &'static str,
    /// The catalogue id of its label on the form (indented under the Pool choice).
    pub label_id: &'static str,
    pub kind: EntryKind,
    /// The flag's name (`--rd`) and its value's name in `--help` (its help line is the
    /// catalogue's `cli-FLAG`).
    pub flag: &'static str,
    pub value_name: &'static str,
    /// Asked for in Game mode only (the opponent's values).
    pub game_only: bool,
}

impl OwnEntry {
    pub fn entry(&'static self) -> Entry {
        Entry::Own(OwnKey(self.key))
    }

    /// The choice of `key`, if this is a choice entry with one.
    pub fn choice_of(&self, key: &str) -> Option<&'static Choice> {
        match self.kind {
            EntryKind::Choice(choices) => choices.iter().find(|choice| choice.key == key),
            _ => None,
        }
    }
}

/// The values of the systems' own entries as typed, by key; an empty or missing one is its
/// default. Kept in session files each under its key, as earlier versions wrote them.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct SystemValues(BTreeMap<&'static str, String>);

impl SystemValues {
    /// The value as typed ("" when not given).
    pub fn text(&self, key: &str) -> &str {
        self.0.get(key).map_or("", String::as_str)
    }

    pub fn set(&mut self, key: OwnKey, value: &str) {
        if value.is_empty() {
            self.0.remove(key.0);
        } else {
            self.0.insert(key.0, value.to_string());
        }
    }

    /// Whether a toggle is on.
    pub fn is_on(&self, key: &str) -> bool {
        self.text(key) == "true"
    }

    pub fn toggle(&mut self, key: OwnKey) {
        let on = !self.is_on(key.0);
        self.set(key, if on { "true" } else { "" });
    }

    /// A choice's key (the default, the first, when none is kept).
    pub fn choice(&self, entry: &OwnEntry) -> &str {
        match (self.text(entry.key), entry.kind) {
            ("", EntryKind::Choice(choices)) => choices[0].key,
            (text, _) => text,
        }
    }

    /// A choice moved by `step` among its keys.
    pub fn cycle(&mut self, entry: &'static OwnEntry, step: isize) {
        let EntryKind::Choice(choices) = entry.kind else {
            return self.toggle(OwnKey(entry.key));
        };
        let now = choices
            .iter()
            .position(|choice| choice.key == self.choice(entry));
        let next = (now.unwrap_or(0) as isize + step).rem_euclid(choices.len() as isize) as usize;
        let key = if next == 0 { "" } else { choices[next].key };
        self.set(OwnKey(entry.key), key);
    }

    /// Keeps what a session file holds for `entry` (text, a number, true or false).
    fn keep(&mut self, entry: &OwnEntry, value: serde_json::Value) -> Result<(), String> {
        let text = match (entry.kind, value) {
            (EntryKind::Toggle { .. }, serde_json::Value::Bool(on)) => on.then(|| "true".into()),
            (EntryKind::Toggle { .. }, other) => {
                return Err(format!(
                    "'{}' must be true or false, not {other}",
                    entry.key
                ));
            }
            (_, serde_json::Value::String(text)) => Some(text),
            (_, serde_json::Value::Number(number)) => Some(number.to_string()),
            (_, serde_json::Value::Null) => None,
            (_, other) => return Err(format!("'{}' must be text, not {other}", entry.key)),
        };
        if let (EntryKind::Choice(choices), Some(text)) = (entry.kind, &text)
            && entry.choice_of(text).is_none()
        {
            let keys: Vec<&str> = choices.iter().map(|choice| choice.key).collect();
            return Err(format!(
                "'{}' must be one of {}, not '{text}'",
                entry.key,
                keys.join(", ")
            ));
        }
        if let Some(text) = text.filter(|text| !text.is_empty()) {
            // The default of a choice is kept as nothing, as it is written.
            if !matches!(entry.kind, EntryKind::Choice(choices) if choices[0].key == text) {
                self.0.insert(entry.key, text);
            }
        }
        Ok(())
    }
}

impl serde::Serialize for SystemValues {
    /// Each value under its key in the systems' order (a shared one once), a toggle as
    /// `true`, nothing for a default: a session that never chose another system is written as
    /// before.
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let mut map = serializer.serialize_map(None)?;
        for entry in own_entries() {
            let Some(text) = self.0.get(entry.key) else {
                continue;
            };
            match entry.kind {
                EntryKind::Toggle { .. } => map.serialize_entry(entry.key, &true)?,
                _ => map.serialize_entry(entry.key, text)?,
            }
        }
        map.end()
    }
}

impl<'de> serde::Deserialize<'de> for SystemValues {
    /// Takes the systems' keys out of a session's form (the others are left to the rest).
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<SystemValues, D::Error> {
        struct Visitor;
        impl<'de> serde::de::Visitor<'de> for Visitor {
            type Value = SystemValues;

            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("the values of a rating system")
            }

            fn visit_map<A: serde::de::MapAccess<'de>>(
                self,
                mut map: A,
            ) -> Result<SystemValues, A::Error> {
                let mut values = SystemValues::default();
                while let Some(key) = map.next_key::<String>()? {
                    let value: serde_json::Value = map.next_value()?;
                    if let Some(entry) = own_entries().iter().find(|entry| entry.key == key) {
                        values
                            .keep(entry, value)
                            .map_err(serde::de::Error::custom)?;
                    }
                }
                Ok(values)
            }
        }
        // As a struct of the systems' keys: a flattened form hands over only those.
        deserializer.deserialize_struct("SystemValues", own_keys(), Visitor)
    }
}

/// What a system other than Elo made of a request: data, worded and written as JSON by
/// `report::systems`'s one writer from [`Answer::rated`], charted here.
pub trait Answer: fmt::Debug + Send + Sync {
    /// The answer itself, for tests.
    fn as_any(&self) -> &dyn std::any::Any;
    /// The answer as the figures, games and notes every writer reads.
    fn rated(&self) -> rated::Rated<'_>;
    /// The expectation curve its games lie on, each game marked.
    fn chart(&self) -> Chart;
    /// Its game `game` (by index among the games rated): the rating difference (you −
    /// opponent) and the expected score.
    fn game_figures(&self, game: usize) -> Option<(f64, f64)>;
    /// Which row of the table each of its games is, and the rows left out.
    fn table_rows(&self) -> &TableRows;
}

// --- What the systems other than Elo share: their values read, their rows read ---

/// The rows of the table as games of a system, each read by `parse` (its opponent as written,
/// and its score), with the row each game is; games still to play are left out (their
/// opponent still checked; `rating` gives a game's opponent's rating), and so are the games
/// against an unrated opponent when `unrated_left_out`.
pub(crate) fn system_rows<T>(
    request: &Request,
    parse: impl Fn(&str, Score) -> Result<T, InputError>,
    rating: impl Fn(&T) -> f64,
    unrated_left_out: bool,
) -> (Vec<T>, TableRows, Vec<(usize, InputError)>) {
    let mut games = Vec::new();
    let mut rows = TableRowsBuilder::default();
    let mut errors = Vec::new();
    for (index, row) in request.rows.iter().enumerate() {
        let unrated = row.opponent.trim().eq_ignore_ascii_case(UNRATED);
        let (score, why) = match row.score {
            RowScore::Played(score) if unrated && unrated_left_out => {
                (Some(score), Some(LeftOut::UnratedOpponent))
            }
            RowScore::Played(score) => (Some(score), None),
            RowScore::Unplayed => (None, Some(LeftOut::Unplayed)),
            RowScore::Missing => {
                errors.push((index, InputError::NoScore));
                continue;
            }
        };
        // An unrated opponent left out has no rating to read; a game still to play is read as
        // a draw, its opponent alone wanted.
        let game = if unrated && why.is_some() {
            None
        } else {
            match parse(&row.opponent, score.unwrap_or(Score::Draw)) {
                Ok(game) => Some(game),
                Err(error) => {
                    errors.push((index, error));
                    continue;
                }
            }
        };
        match (why, game) {
            (Some(why), game) => rows.left_out(LeftOutRow {
                row: index,
                event: row.event,
                why,
                opponent: row.opponent.trim().to_string(),
                rating: game.as_ref().map(&rating),
                score,
            }),
            (None, Some(game)) => {
                rows.game(index);
                games.push(game);
            }
            (None, None) => unreachable!("a game is read unless it is left out"),
        }
    }
    (games, rows.finish(), errors)
}

/// A system's own value as typed in `values`, read by `parse`, or `default` when it is empty;
/// a refusal marks its entry.
pub(crate) fn own_value<T>(
    checks: &mut Checks,
    values: &SystemValues,
    entry: &'static OwnEntry,
    parse: impl FnOnce(&str) -> Result<T, InputError>,
    default: T,
) -> Option<T> {
    checks.or_default(entry.entry(), values.text(entry.key), parse, default)
}

/// Multi mode in a system that rates games one by one, not against an average: said, on the
/// Pool choice.
pub(crate) fn not_in_multi(label: &'static str) -> Evaluation {
    Evaluation::of(Outcome::Invalid(Problem {
        field: Some(Entry::Pool),
        error: InputError::NotInMulti(label),
    }))
}

/// The form of a system of its own values: the Pool choice, then its values for `mode`
/// (none in Multi mode, which such a system does not rate).
pub(crate) fn own_form(entries: &'static [OwnEntry], mode: Mode) -> Vec<Entry> {
    let mut form = vec![Entry::Pool];
    if mode != Mode::Multi {
        form.extend(
            entries
                .iter()
                .filter(|entry| mode == Mode::Game || !entry.game_only)
                .map(OwnEntry::entry),
        );
    }
    form
}

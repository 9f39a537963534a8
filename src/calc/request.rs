//! What was asked, kept as typed: the terminal UI edits a [`Request`], a saved session is one,
//! and the command line fills one from its arguments. Nothing here is checked; `calc::evaluate`
//! checks every value the same way, wherever it came from.

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::systems::{EntryKind, OwnKey, System, SystemValues};
use crate::rating::{
    Exemption, InputError, NormGame, NormTitle, Opponent, PeriodGame, Pool, Score, Title, UNRATED,
};

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Mode {
    #[default]
    Game,
    Tournament,
    Multi,
    /// The tournament's games checked for a title norm.
    Norm,
    /// A whole tournament's field rated from its report file (TRF).
    Field,
}

impl Mode {
    pub const ALL: [Mode; 5] = [
        Mode::Game,
        Mode::Tournament,
        Mode::Multi,
        Mode::Norm,
        Mode::Field,
    ];

    pub fn title(self) -> &'static str {
        match self {
            Mode::Game => "Game",
            Mode::Tournament => "Tournament",
            Mode::Multi => "Multi",
            Mode::Norm => "Norm",
            Mode::Field => "Field",
        }
    }

    pub fn next(self) -> Mode {
        match self {
            Mode::Game => Mode::Tournament,
            Mode::Tournament => Mode::Multi,
            Mode::Multi => Mode::Norm,
            Mode::Norm => Mode::Field,
            Mode::Field => Mode::Game,
        }
    }
}

/// The K presets of the K field; `Custom` uses the custom K field.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum KPreset {
    #[serde(rename = "40")]
    K40,
    #[serde(rename = "32")]
    K32,
    #[default]
    #[serde(rename = "20")]
    K20,
    #[serde(rename = "10")]
    K10,
    #[serde(rename = "custom")]
    Custom,
    /// K from the player's profile under FIDE's rules.
    #[serde(rename = "fide-auto")]
    FideAuto,
}

impl KPreset {
    pub const ALL: [KPreset; 6] = [
        KPreset::K40,
        KPreset::K32,
        KPreset::K20,
        KPreset::K10,
        KPreset::Custom,
        KPreset::FideAuto,
    ];

    pub fn value(self) -> Option<u32> {
        match self {
            KPreset::K40 => Some(40),
            KPreset::K32 => Some(32),
            KPreset::K20 => Some(20),
            KPreset::K10 => Some(10),
            KPreset::Custom | KPreset::FideAuto => None,
        }
    }
}

/// One thing the user enters, named so that each face can point at it (the terminal UI's form
/// field, the command line's flag); `Rows` is the tournament's table of games. (Sessions keep
/// the focused entry by these names, so a rename keeps the old name on disk.)
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Entry {
    Rating,
    Opponent,
    Result,
    KPreset,
    CustomK,
    OpponentK,
    Pool,
    Average,
    Games,
    Points,
    GamesPlayed,
    Born,
    Reached2400,
    /// The year of the rating period, for the K rules (the command line's `--year`).
    Year,
    /// Tournament targets: the games still to play, their opponents' average, a target rating.
    Remaining,
    RemainingAverage,
    Target,
    /// Norm mode: the title, the player's federation, the fewest games, an exemption.
    NormTitle,
    Federation,
    MinGames,
    Exemption,
    /// The person's FIDE ID or name, looked up in the FIDE list held (the "you" field).
    FidePlayer,
    /// Field mode: the list the report rates on (automatic: the file's time control), one K
    /// for every rated player, and the players' table.
    #[serde(rename = "field_pool")]
    ReportPool,
    #[serde(rename = "field_k")]
    ReportK,
    Players,
    Rows,
    /// A value of a rating system's own (Glicko-2's RD, US Chess's floor), by its key.
    #[serde(untagged)]
    Own(OwnKey),
}

/// A row's score: a result, `?` for a game still to be played, or missing (a blank in a
/// hand-edited session: an error on the row, never a value).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum RowScore {
    #[default]
    Missing,
    Unplayed,
    Played(Score),
}

impl RowScore {
    /// The spelling of a game not played yet.
    pub const UNPLAYED: &'static str = "?";

    /// The score as the table and a session show it: "1", "0.5", "0", "?", or nothing.
    pub fn text(self) -> &'static str {
        match self {
            RowScore::Missing => "",
            RowScore::Unplayed => RowScore::UNPLAYED,
            RowScore::Played(score) => score.as_number(),
        }
    }

    /// A score as typed: any spelling elocalc accepts, `?`, or blank.
    pub fn parse(text: &str) -> Result<RowScore, InputError> {
        match text.trim() {
            "" => Ok(RowScore::Missing),
            RowScore::UNPLAYED => Ok(RowScore::Unplayed),
            // A cell stands alone: `0,5` is a draw there.
            text => Score::parse_allowing_comma(text)
                .map(RowScore::Played)
                .map_err(|_| InputError::RowScore(text.to_string())),
        }
    }
}

/// One game of the tournament as entered. The opponent is kept as typed, since whether it is
/// valid depends on the pool (1850.5 is fine in the continuous pool only). The opponent's title
/// and federation matter for norms only and are kept only when given.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Row {
    #[serde(deserialize_with = "text_or_number")]
    pub opponent: String,
    #[serde(with = "row_score")]
    pub score: RowScore,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub title: String,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub federation: String,
    /// Which of the request's `events` the game was played in (by index; 0 when there are none).
    #[serde(default, skip_serializing_if = "is_first")]
    pub event: usize,
    /// The opponent's FIDE ID, when their rating was taken from a FIDE list.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fide_id: Option<u64>,
    /// The opponent's name on that list (with `fide_id`; a rating typed clears both).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub name: String,
}

fn is_first(index: &usize) -> bool {
    *index == 0
}

impl From<&PeriodGame> for Row {
    /// A game read from a file or a paste, as the table shows it.
    fn from(game: &PeriodGame) -> Row {
        Row {
            opponent: game.opponent.to_string(),
            score: RowScore::Played(game.score),
            ..Row::default()
        }
    }
}

impl From<&NormGame> for Row {
    /// A norm's game read from a list or a paste, as the table shows it.
    fn from(game: &NormGame) -> Row {
        Row {
            opponent: game
                .opponent
                .map_or_else(|| UNRATED.to_string(), |rating| rating.to_string()),
            score: game.score.map_or(RowScore::Unplayed, RowScore::Played),
            title: game.title.map_or("", Title::key).to_string(),
            federation: game.federation.to_string(),
            event: 0,
            fide_id: None,
            name: String::new(),
        }
    }
}

impl Row {
    pub fn new(opponent: &str, score: Score) -> Row {
        Row {
            opponent: opponent.to_string(),
            score: RowScore::Played(score),
            ..Row::default()
        }
    }

    /// Whether the row is a game still to be played: no part of the rating period.
    pub fn is_unplayed(&self) -> bool {
        self.score == RowScore::Unplayed
    }

    /// The game this row stands for in `pool` (its opponent must suit the pool); a game not
    /// played yet has no score to rate.
    pub fn game(&self, pool: Pool) -> Result<PeriodGame, InputError> {
        let opponent = Opponent::parse(&self.opponent, pool)?;
        match self.score {
            RowScore::Played(score) => Ok(PeriodGame { opponent, score }),
            RowScore::Missing | RowScore::Unplayed => Err(InputError::NoScore),
        }
    }

    /// The game as a norm counts it: the opponent's rating, the score (`?` pending), the
    /// title (none when blank) and the federation.
    pub fn norm_game(&self) -> Result<NormGame, InputError> {
        if self.score == RowScore::Missing {
            return Err(InputError::NoScore);
        }
        let title = match self.title.trim() {
            "" => "-",
            title => title,
        };
        NormGame::from_fields(&self.opponent, self.score.text(), title, &self.federation)
    }

    /// The score as the table shows it: "1", "0.5", "0", "?", or nothing.
    pub fn score_text(&self) -> &'static str {
        self.score.text()
    }
}

/// Elo's K as typed: a preset, a custom K, the opponent's K (Game mode; empty: the same), and
/// the profile behind the "FIDE auto" K, with the year of the rating period (empty: this
/// year; the command line's `--year`, not kept in sessions).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct KEntries {
    #[serde(rename = "k_preset")]
    pub preset: KPreset,
    #[serde(rename = "custom_k", deserialize_with = "text_or_number")]
    pub custom: String,
    #[serde(rename = "opponent_k", deserialize_with = "text_or_number")]
    pub opponent: String,
    #[serde(deserialize_with = "text_or_number")]
    pub games_played: String,
    #[serde(deserialize_with = "text_or_number")]
    pub born: String,
    pub reached_2400: bool,
    #[serde(skip)]
    pub year: String,
}

impl Default for KEntries {
    /// K 20 (the custom K too), a player born in 2000 with no games.
    fn default() -> KEntries {
        KEntries {
            preset: KPreset::K20,
            custom: "20".into(),
            opponent: String::new(),
            games_played: "0".into(),
            born: "2000".into(),
            reached_2400: false,
            year: String::new(),
        }
    }
}

/// Multi mode as typed: the opponents' average, the games, the points.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct MultiEntries {
    #[serde(deserialize_with = "text_or_number")]
    pub average: String,
    #[serde(deserialize_with = "text_or_number")]
    pub games: String,
    #[serde(deserialize_with = "text_or_number")]
    pub points: String,
}

impl Default for MultiEntries {
    /// 2.5 of 5 against 1500.
    fn default() -> MultiEntries {
        MultiEntries {
            average: "1500".into(),
            games: "5".into(),
            points: "2.5".into(),
        }
    }
}

/// Tournament targets as typed: the games still to play (empty: no targets), their opponents'
/// average rating, and a target of the person's own (empty: only the usual ones). Written only
/// when set, so a session that never used them is saved as before.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct TargetEntries {
    #[serde(
        deserialize_with = "text_or_number",
        skip_serializing_if = "String::is_empty"
    )]
    pub remaining: String,
    #[serde(
        rename = "remaining_average",
        deserialize_with = "text_or_number",
        skip_serializing_if = "String::is_empty"
    )]
    pub opponents: String,
    #[serde(
        deserialize_with = "text_or_number",
        skip_serializing_if = "String::is_empty"
    )]
    pub target: String,
}

/// Norm mode as typed: the title, the player's federation, the fewest games the event needs
/// (9, or 7 or 8 under 1.4.1b/c), and an exemption from the foreigner rules. Written only when
/// set, like the targets.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct NormEntries {
    #[serde(
        rename = "norm_title",
        with = "norm_title_key",
        skip_serializing_if = "is_gm"
    )]
    pub title: NormTitle,
    #[serde(
        deserialize_with = "text_or_number",
        skip_serializing_if = "String::is_empty"
    )]
    pub federation: String,
    #[serde(skip_serializing_if = "is_nine")]
    pub min_games: u32,
    #[serde(with = "exemption_key", skip_serializing_if = "Option::is_none")]
    pub exemption: Option<Exemption>,
}

impl Default for NormEntries {
    /// A GM norm over nine games, no exemption.
    fn default() -> NormEntries {
        NormEntries {
            title: NormTitle::Gm,
            federation: String::new(),
            min_games: NORM_MIN_GAMES[0],
            exemption: None,
        }
    }
}

/// Field mode as given: the tournament report file's text as read (so the session opens
/// wherever the file went), its name, the list chosen (`None`: from the file), one K for every
/// rated player as typed (empty: from the file), and K by starting rank.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct FieldEntries {
    #[serde(rename = "trf_text", skip_serializing_if = "str::is_empty")]
    pub text: super::trf::ReportText,
    #[serde(rename = "trf_name", skip_serializing_if = "String::is_empty")]
    pub name: String,
    #[serde(
        rename = "field_pool",
        with = "field_pool_key",
        skip_serializing_if = "Option::is_none"
    )]
    pub pool: Option<Pool>,
    #[serde(
        rename = "field_k",
        deserialize_with = "text_or_number",
        skip_serializing_if = "String::is_empty"
    )]
    pub k: String,
    #[serde(
        deserialize_with = "ranks_and_k",
        skip_serializing_if = "std::collections::BTreeMap::is_empty"
    )]
    pub player_k: std::collections::BTreeMap<u16, u32>,
    /// The FIDE list in force, looked up by the command line (a session never keeps it).
    #[serde(skip)]
    pub list: Option<std::sync::Arc<super::trf_list::ListInForce>>,
}

/// K by starting rank as a session keeps it, `{"12": 40}`: the ranks are the object's keys,
/// read as text (a flattened part of the form sees every key as text) and then as ranks.
fn ranks_and_k<'de, D: Deserializer<'de>>(
    deserializer: D,
) -> Result<std::collections::BTreeMap<u16, u32>, D::Error> {
    std::collections::BTreeMap::<String, u32>::deserialize(deserializer)?
        .into_iter()
        .map(|(rank, k)| match rank.trim().parse::<u16>() {
            Ok(rank) => Ok((rank, k)),
            Err(_) => Err(serde::de::Error::custom(format!(
                "player_k's '{rank}' must be a starting rank from 0 to {}",
                u16::MAX
            ))),
        })
        .collect()
}

/// Everything the user entered, in every mode.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Request {
    pub mode: Mode,
    /// The rating system, kept as `pool` (an Elo pool) and `system` (another system, written
    /// only when chosen) as every version wrote them.
    #[serde(flatten)]
    pub system: System,
    /// The values of the systems' own entries, each under its key.
    #[serde(flatten)]
    pub systems: SystemValues,
    #[serde(deserialize_with = "text_or_number")]
    pub rating: String,
    /// The person's FIDE ID or name as typed (empty: none); written only when set.
    #[serde(
        deserialize_with = "text_or_number",
        skip_serializing_if = "String::is_empty"
    )]
    pub fide_player: String,
    /// What was taken from a FIDE list for the person: FIDE auto uses its K.
    #[serde(rename = "fide_list", skip_serializing_if = "Option::is_none")]
    pub list: Option<super::list_player::ListFill>,
    #[serde(deserialize_with = "text_or_number")]
    pub opponent: String,
    /// What was taken from a FIDE list for Game mode's opponent: a pool changing fills their
    /// rating again from the same line.
    #[serde(rename = "opponent_fide_list", skip_serializing_if = "Option::is_none")]
    pub opponent_list: Option<super::list_player::ListFill>,
    #[serde(with = "result_text")]
    pub result: Score,
    /// Elo's K: a preset, a custom K, the opponent's, the profile behind FIDE auto.
    #[serde(flatten)]
    pub k: KEntries,
    pub rows: Vec<Row>,
    /// Tournament mode: the rating period's events, each written as a games list's event line
    /// without its keyword (`NAME | rating RO | start DATE …`); a row's `event` says which one
    /// it was played in. None: the period is one event on the player's rating.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub events: Vec<String>,
    /// Multi mode: the games against an average opponent.
    #[serde(flatten)]
    pub multi: MultiEntries,
    /// Tournament mode: what the rounds still to play must bring.
    #[serde(flatten)]
    pub targets: TargetEntries,
    /// Norm mode: the title and the event's terms.
    #[serde(flatten)]
    pub norm: NormEntries,
    /// Field mode: the tournament report and how it is rated.
    #[serde(flatten)]
    pub field: FieldEntries,
    /// Games read from files or arguments (the command line), already checked against the
    /// pool; they follow `rows`. Not kept in sessions.
    #[serde(skip)]
    pub read_games: std::sync::Arc<Vec<PeriodGame>>,
    /// With `events`: how many of `read_games` each event holds, in the events' order.
    #[serde(skip)]
    pub read_spans: Vec<usize>,
    /// Fields a newer elocalc wrote: kept, and written back as they were.
    #[serde(flatten)]
    pub extra: serde_json::Map<String, serde_json::Value>,
}

impl Default for Request {
    /// A fresh start: Game mode, FIDE Standard, both ratings 1500, a win, K 20.
    fn default() -> Request {
        Request {
            mode: Mode::Game,
            system: System::default(),
            systems: SystemValues::default(),
            rating: "1500".into(),
            fide_player: String::new(),
            list: None,
            opponent: "1500".into(),
            opponent_list: None,
            result: Score::Win,
            k: KEntries::default(),
            rows: Vec::new(),
            events: Vec::new(),
            multi: MultiEntries::default(),
            targets: TargetEntries::default(),
            norm: NormEntries::default(),
            field: FieldEntries::default(),
            read_games: Default::default(),
            read_spans: Vec::new(),
            extra: serde_json::Map::new(),
        }
    }
}

impl Request {
    /// The Elo pool the request rates in (FIDE Standard when another system is chosen: the
    /// norms', the first ratings' and Field mode's are Elo's).
    pub fn pool(&self) -> Pool {
        self.system.pool().unwrap_or(Pool::FideStandard)
    }

    /// Whether the player is unrated: Tournament mode then gives a first rating.
    pub fn player_is_unrated(&self) -> bool {
        self.mode == Mode::Tournament && self.rating.trim().eq_ignore_ascii_case(UNRATED)
    }

    /// How many games the tournament has: the rows and the games read from files.
    pub fn game_count(&self) -> usize {
        self.rows.len() + self.read_games.len()
    }

    /// The rows grouped by event, in the events' order, as the table keeps them: a
    /// hand-edited session may list them otherwise. The order within each event is kept, so
    /// every face numbers a game alike.
    pub fn group_rows_by_event(&mut self) {
        if !self.rows.is_sorted_by_key(|row| row.event) {
            self.rows.sort_by_key(|row| row.event);
        }
    }
}

/// The typed fields and where the request keeps each one's text, listed once: the text a field
/// shows, the setter and whether a field is typed into at all all come from this one list.
macro_rules! typed_fields {
    ($($field:ident => $($member:ident).+),* $(,)?) => {
        impl Entry {
            /// Whether the field is typed into (the others are choices or the table).
            pub fn is_text(self) -> bool {
                match self {
                    Entry::Own(key) => System::owning(key).is_some_and(|(_, entry)| {
                        matches!(entry.kind, EntryKind::Text { .. } | EntryKind::Date)
                    }),
                    _ => matches!(self, $(Entry::$field)|*),
                }
            }
        }

        impl Request {
            /// The text of a typed field.
            pub fn text(&self, field: Entry) -> Option<&str> {
                match field {
                    $(Entry::$field => Some(&self.$($member).+),)*
                    Entry::Own(key) if field.is_text() => Some(self.systems.text(key.0)),
                    _ => None,
                }
            }

            pub fn set_text(&mut self, field: Entry, value: &str) {
                let target = match field {
                    $(Entry::$field => &mut self.$($member).+,)*
                    Entry::Own(key) if field.is_text() => return self.systems.set(key, value),
                    _ => return,
                };
                value.clone_into(target);
            }
        }
    };
}

typed_fields! {
    Rating => rating,
    FidePlayer => fide_player,
    Opponent => opponent,
    CustomK => k.custom,
    OpponentK => k.opponent,
    Average => multi.average,
    Games => multi.games,
    Points => multi.points,
    GamesPlayed => k.games_played,
    Born => k.born,
    Year => k.year,
    Remaining => targets.remaining,
    RemainingAverage => targets.opponents,
    Target => targets.target,
    Federation => norm.federation,
    ReportK => field.k,
}

/// The fewest games a norm event needs: 9, or 7 or 8 where FIDE B.01 1.4.1b/c applies; the
/// choices of the Norm mode's field, in its order.
pub const NORM_MIN_GAMES: [u32; 3] = [9, 8, 7];

/// The exemptions of the Norm mode's field, in its order (none first).
pub const EXEMPTIONS: [Option<Exemption>; 5] = [
    None,
    Some(Exemption::NationalChampionship),
    Some(Exemption::NationalTeamChampionship),
    Some(Exemption::Zonal),
    Some(Exemption::Swiss),
];

fn is_gm(title: &NormTitle) -> bool {
    *title == NormTitle::Gm
}

fn is_nine(games: &u32) -> bool {
    *games == NORM_MIN_GAMES[0]
}

/// A typed value may be hand-edited into a number (`"rating": 1850`): either is read as text,
/// then checked like anything typed.
fn text_or_number<'de, D: Deserializer<'de>>(deserializer: D) -> Result<String, D::Error> {
    #[derive(Deserialize)]
    #[serde(untagged)]
    enum TextOrNumber {
        Text(String),
        Number(serde_json::Number),
    }
    Ok(match TextOrNumber::deserialize(deserializer)? {
        TextOrNumber::Text(text) => text,
        TextOrNumber::Number(number) => number.to_string(),
    })
}

/// Pools by their command-line name: "standard", "continuous", …
pub(crate) mod pool_key {
    use super::*;

    pub fn serialize<S: Serializer>(pool: &Pool, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(pool.key())
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Pool, D::Error> {
        let text = String::deserialize(deserializer)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

/// Norm titles as "GM", "IM", "WGM", "WIM" (any case is read).
mod norm_title_key {
    use super::*;

    pub fn serialize<S: Serializer>(title: &NormTitle, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(title.key())
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<NormTitle, D::Error> {
        String::deserialize(deserializer)?
            .parse()
            .map_err(serde::de::Error::custom)
    }
}

/// The pools a tournament report is rated on, in the Field mode's choice (automatic first).
pub const FIELD_POOLS: [Option<Pool>; 4] = [
    None,
    Some(Pool::FideStandard),
    Some(Pool::FideRapid),
    Some(Pool::FideBlitz),
];

/// A report's pool by its command-line name; automatic as null.
mod field_pool_key {
    use super::*;

    pub fn serialize<S: Serializer>(pool: &Option<Pool>, serializer: S) -> Result<S::Ok, S::Error> {
        match pool {
            Some(pool) => serializer.serialize_str(pool.key()),
            None => serializer.serialize_none(),
        }
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Option<Pool>, D::Error> {
        Option::<String>::deserialize(deserializer)?
            .map(|text| text.parse().map_err(serde::de::Error::custom))
            .transpose()
    }
}

/// Exemptions as "1.4.3a" … "1.4.3d"; none as null or "".
mod exemption_key {
    use super::*;

    pub fn serialize<S: Serializer>(
        exemption: &Option<Exemption>,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(exemption.map_or("", Exemption::key))
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Option<Exemption>, D::Error> {
        match Option::<String>::deserialize(deserializer)? {
            Some(text) if !text.trim().is_empty() => {
                text.parse().map(Some).map_err(serde::de::Error::custom)
            }
            _ => Ok(None),
        }
    }
}

/// The game's result as "1", "0.5" or "0" (any spelling elocalc accepts is read).
mod result_text {
    use super::*;

    pub fn serialize<S: Serializer>(score: &Score, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(score.as_number())
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Score, D::Error> {
        text_or_number(deserializer)?
            .parse()
            .map_err(serde::de::Error::custom)
    }
}

/// Scores as "1", "0.5" or "0" (any spelling elocalc accepts is read), a game not played yet as
/// "?", a missing one as "".
mod row_score {
    use super::*;

    pub fn serialize<S: Serializer>(score: &RowScore, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(score.text())
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<RowScore, D::Error> {
        RowScore::parse(&text_or_number(deserializer)?).map_err(serde::de::Error::custom)
    }
}

impl Serialize for System {
    /// `pool` always (FIDE Standard for another system: what an earlier version opens it in),
    /// `system` only for a system other than Elo.
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let mut map = serializer.serialize_map(None)?;
        map.serialize_entry("pool", self.pool().unwrap_or(Pool::FideStandard).key())?;
        if !self.is_elo() {
            map.serialize_entry("system", self.key())?;
        }
        map.end()
    }
}

impl<'de> Deserialize<'de> for System {
    /// From `pool` and `system` (`elo` or none: the pool's); a name elocalc does not know is an
    /// error that names it, never another system silently.
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<System, D::Error> {
        #[derive(Deserialize)]
        struct Keys {
            pool: Option<String>,
            system: Option<String>,
        }
        let keys = Keys::deserialize(deserializer)?;
        match keys.system.as_deref().map(str::trim) {
            Some(key) if !key.eq_ignore_ascii_case("elo") => System::by_key(key)
                .filter(|system| !system.is_elo())
                .ok_or_else(|| {
                    serde::de::Error::custom(format!(
                        "system '{key}' is not one elocalc rates in: elo, {}",
                        System::all()
                            .filter(|system| !system.is_elo())
                            .map(|system| system.key())
                            .collect::<Vec<_>>()
                            .join(", ")
                    ))
                }),
            _ => match keys.pool {
                Some(pool) => pool
                    .parse::<Pool>()
                    .map(System::of_pool)
                    .map_err(serde::de::Error::custom),
                None => Ok(System::default()),
            },
        }
    }
}

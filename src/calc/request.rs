//! What was asked, kept as typed: the terminal UI edits a [`Request`], a saved session is one,
//! and the command line fills one from its arguments. Nothing here is checked; `calc::evaluate`
//! checks every value the same way, wherever it came from.

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::rating::{InputError, Opponent, PeriodGame, Pool, Score, UNRATED};

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Mode {
    #[default]
    Game,
    Tournament,
    Multi,
}

impl Mode {
    pub const ALL: [Mode; 3] = [Mode::Game, Mode::Tournament, Mode::Multi];

    pub fn title(self) -> &'static str {
        match self {
            Mode::Game => "Game",
            Mode::Tournament => "Tournament",
            Mode::Multi => "Multi",
        }
    }

    pub fn next(self) -> Mode {
        match self {
            Mode::Game => Mode::Tournament,
            Mode::Tournament => Mode::Multi,
            Mode::Multi => Mode::Game,
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

/// A value of the request, named so that each face can point at it (the terminal UI's field,
/// the command line's flag); `Rows` is the tournament's table of games.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Field {
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
    Rows,
}

impl Field {
    /// Whether the field is typed into (the others are choices or the table).
    pub fn is_text(self) -> bool {
        !matches!(
            self,
            Field::Result | Field::KPreset | Field::Pool | Field::Reached2400 | Field::Rows
        )
    }
}

/// One game of the tournament as entered. The opponent is kept as typed, since whether it is
/// valid depends on the pool (1850.5 is fine in the continuous pool only).
/// A row's score may be missing (a blank in a hand-edited session): that is an error on the row,
/// never a value.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Row {
    #[serde(deserialize_with = "text_or_number")]
    pub opponent: String,
    #[serde(with = "row_score")]
    pub score: Option<Score>,
}

impl From<&PeriodGame> for Row {
    /// A game read from a file or a paste, as the table shows it.
    fn from(game: &PeriodGame) -> Row {
        Row {
            opponent: game.opponent.to_string(),
            score: Some(game.score),
        }
    }
}

impl Row {
    pub fn new(opponent: &str, score: Score) -> Row {
        Row {
            opponent: opponent.to_string(),
            score: Some(score),
        }
    }

    /// The game this row stands for in `pool` (its opponent must suit the pool).
    pub fn game(&self, pool: Pool) -> Result<PeriodGame, InputError> {
        Ok(PeriodGame {
            opponent: Opponent::parse(&self.opponent, pool)?,
            score: self.score.ok_or(InputError::NoScore)?,
        })
    }

    /// The score as the table shows it: "1", "0.5", "0", or nothing.
    pub fn score_text(&self) -> &'static str {
        self.score.map_or("", Score::as_number)
    }
}

/// Everything the user entered, in every mode.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Request {
    pub mode: Mode,
    #[serde(with = "pool_key")]
    pub pool: Pool,
    #[serde(deserialize_with = "text_or_number")]
    pub rating: String,
    #[serde(deserialize_with = "text_or_number")]
    pub opponent: String,
    #[serde(with = "result_text")]
    pub result: Score,
    pub k_preset: KPreset,
    #[serde(deserialize_with = "text_or_number")]
    pub custom_k: String,
    /// Empty: the same as K.
    #[serde(deserialize_with = "text_or_number")]
    pub opponent_k: String,
    pub rows: Vec<Row>,
    #[serde(deserialize_with = "text_or_number")]
    pub average: String,
    #[serde(deserialize_with = "text_or_number")]
    pub games: String,
    #[serde(deserialize_with = "text_or_number")]
    pub points: String,
    /// The player profile behind the "FIDE auto" K.
    #[serde(deserialize_with = "text_or_number")]
    pub games_played: String,
    #[serde(deserialize_with = "text_or_number")]
    pub born: String,
    pub reached_2400: bool,
    /// Tournament targets: games still to play (empty: no targets), their opponents' average
    /// rating, and a target of the person's own (empty: only the usual ones).
    /// (Written only when set, so a session that never used them is saved as before.)
    #[serde(
        deserialize_with = "text_or_number",
        skip_serializing_if = "String::is_empty"
    )]
    pub remaining: String,
    #[serde(
        deserialize_with = "text_or_number",
        skip_serializing_if = "String::is_empty"
    )]
    pub remaining_average: String,
    #[serde(
        deserialize_with = "text_or_number",
        skip_serializing_if = "String::is_empty"
    )]
    pub target: String,
    /// The year for the K rules; empty: this year. Not kept in sessions.
    #[serde(skip)]
    pub year: String,
    /// Games read from files or arguments (the command line), already checked against the
    /// pool; they follow `rows`. Not kept in sessions.
    #[serde(skip)]
    pub read_games: std::sync::Arc<Vec<PeriodGame>>,
    /// Fields a newer elocalc wrote: kept, and written back as they were.
    #[serde(flatten)]
    pub extra: serde_json::Map<String, serde_json::Value>,
}

impl Default for Request {
    /// A fresh start: Game mode, FIDE Standard, both ratings 1500, a win, K 20.
    fn default() -> Request {
        Request {
            mode: Mode::Game,
            pool: Pool::FideStandard,
            rating: "1500".into(),
            opponent: "1500".into(),
            result: Score::Win,
            k_preset: KPreset::K20,
            custom_k: "20".into(),
            opponent_k: String::new(),
            rows: Vec::new(),
            average: "1500".into(),
            games: "5".into(),
            points: "2.5".into(),
            games_played: "0".into(),
            born: "2000".into(),
            reached_2400: false,
            remaining: String::new(),
            remaining_average: String::new(),
            target: String::new(),
            year: String::new(),
            read_games: Default::default(),
            extra: serde_json::Map::new(),
        }
    }
}

impl Request {
    /// The fields of the current mode, in Tab order.
    pub fn fields(&self) -> Vec<Field> {
        let k: &[Field] = match self.k_preset {
            KPreset::Custom => &[Field::KPreset, Field::CustomK],
            KPreset::FideAuto => &[
                Field::KPreset,
                Field::GamesPlayed,
                Field::Born,
                Field::Reached2400,
            ],
            _ => &[Field::KPreset],
        };
        let (before, after): (&[Field], &[Field]) = match self.mode {
            Mode::Game => (
                &[Field::Rating, Field::Opponent, Field::Result],
                &[Field::OpponentK, Field::Pool],
            ),
            Mode::Tournament => (
                &[Field::Rating],
                // The targets after the games table: the keys that reach the table stay as they were.
                &[
                    Field::Pool,
                    Field::Rows,
                    Field::Remaining,
                    Field::RemainingAverage,
                    Field::Target,
                ],
            ),
            Mode::Multi => (
                &[Field::Rating, Field::Average, Field::Games, Field::Points],
                &[Field::Pool],
            ),
        };
        [before, k, after].concat()
    }

    /// The text of a typed field.
    pub fn text(&self, field: Field) -> Option<&str> {
        match field {
            Field::Rating => Some(&self.rating),
            Field::Opponent => Some(&self.opponent),
            Field::CustomK => Some(&self.custom_k),
            Field::OpponentK => Some(&self.opponent_k),
            Field::Average => Some(&self.average),
            Field::Games => Some(&self.games),
            Field::Points => Some(&self.points),
            Field::GamesPlayed => Some(&self.games_played),
            Field::Born => Some(&self.born),
            Field::Year => Some(&self.year),
            Field::Remaining => Some(&self.remaining),
            Field::RemainingAverage => Some(&self.remaining_average),
            Field::Target => Some(&self.target),
            _ => None,
        }
    }

    pub fn set_text(&mut self, field: Field, value: &str) {
        let target = match field {
            Field::Rating => &mut self.rating,
            Field::Opponent => &mut self.opponent,
            Field::CustomK => &mut self.custom_k,
            Field::OpponentK => &mut self.opponent_k,
            Field::Average => &mut self.average,
            Field::Games => &mut self.games,
            Field::Points => &mut self.points,
            Field::GamesPlayed => &mut self.games_played,
            Field::Born => &mut self.born,
            Field::Year => &mut self.year,
            Field::Remaining => &mut self.remaining,
            Field::RemainingAverage => &mut self.remaining_average,
            Field::Target => &mut self.target,
            _ => return,
        };
        value.clone_into(target);
    }

    /// Whether the player is unrated: Tournament mode then gives a first rating.
    pub fn player_is_unrated(&self) -> bool {
        self.mode == Mode::Tournament && self.rating.trim().eq_ignore_ascii_case(UNRATED)
    }

    /// How many games the tournament has: the rows and the games read from files.
    pub fn game_count(&self) -> usize {
        self.rows.len() + self.read_games.len()
    }
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

/// Scores as "1", "0.5" or "0" (any spelling elocalc accepts is read), a missing one as "".
mod row_score {
    use super::*;

    pub fn serialize<S: Serializer>(
        score: &Option<Score>,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(score.map_or("", Score::as_number))
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Option<Score>, D::Error> {
        let text = text_or_number(deserializer)?;
        if text.trim().is_empty() {
            return Ok(None);
        }
        text.parse().map(Some).map_err(serde::de::Error::custom)
    }
}

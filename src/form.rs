//! What the user has entered, kept as typed, and what the core makes of it. The terminal UI edits
//! a [`Form`]; a saved session is a `Form`; `elocalc sessions show` evaluates one. Values are
//! checked here, the same way whether they were typed or read from a file.

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::rating::{
    GameOutcome, InitialRating, InputError, KFactor, KRule, MultiOutcome, Opponent, Performance,
    PeriodGame, PeriodOutcome, Player, Points, Pool, Profile, Rating, Score, fide_k,
    initial_rating, parse_games, parse_games_played, parse_year, performance, rate_game,
    rate_multi, rate_period,
};

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

    pub fn label(self) -> String {
        match self {
            KPreset::Custom => "Custom".to_string(),
            KPreset::FideAuto => "FIDE auto".to_string(),
            preset => preset.value().map_or_else(String::new, |k| k.to_string()),
        }
    }
}

/// A field of the form, or the tournament's table of games.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
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
    Rows,
}

impl Field {
    pub fn label(self) -> &'static str {
        match self {
            Field::Rating => "Your rating",
            Field::Opponent => "Opponent rating",
            Field::Result => "Result",
            Field::KPreset => "K",
            Field::CustomK => "Custom K",
            Field::OpponentK => "Opponent's K",
            Field::Pool => "Pool",
            Field::Average => "Average opponent",
            Field::Games => "Games",
            Field::Points => "Points",
            Field::GamesPlayed => "  Games so far",
            Field::Born => "  Year of birth",
            Field::Reached2400 => "  Reached 2400",
            Field::Rows => "Games table",
        }
    }

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
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Row {
    #[serde(deserialize_with = "text_or_number")]
    pub opponent: String,
    #[serde(with = "score_text")]
    pub score: Score,
}

impl Row {
    /// The game this row stands for in `pool` (its opponent must suit the pool).
    pub fn game(&self, pool: Pool) -> Result<PeriodGame, InputError> {
        Ok(PeriodGame {
            opponent: Opponent::parse(&self.opponent, pool)?,
            score: self.score,
        })
    }
}

/// Everything the user entered, in every mode.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Form {
    pub mode: Mode,
    #[serde(with = "pool_key")]
    pub pool: Pool,
    #[serde(deserialize_with = "text_or_number")]
    pub rating: String,
    #[serde(deserialize_with = "text_or_number")]
    pub opponent: String,
    #[serde(with = "score_text")]
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
}

impl Default for Form {
    /// A fresh start: Game mode, FIDE Standard, both ratings 1500, a win, K 20.
    fn default() -> Form {
        Form {
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
        }
    }
}

/// What the core made of a form, or why it could not compute.
#[derive(Clone, Debug)]
pub enum Outcome {
    Game(GameOutcome),
    Period(PeriodOutcome),
    Multi(MultiOutcome),
    /// Tournament mode with the player's rating `unrated`: the first rating the games give.
    Initial(InitialRating),
    /// The first problem, shown in place of results.
    Invalid(String),
}

/// A form's outcome, with every field and row that is not allowed.
#[derive(Clone, Debug)]
pub struct Evaluation {
    pub errors: Vec<(Field, String)>,
    /// Tournament rows (by index) whose opponent is not allowed in the pool.
    pub row_errors: Vec<(usize, String)>,
    pub outcome: Outcome,
    /// The rule behind K when it comes from the player profile.
    pub k_rule: Option<KRule>,
    /// Tournament mode: the performance over the games against rated opponents.
    pub performance: Option<Performance>,
}

/// Checks one field: the value, or `None` with the field marked invalid.
fn check<T>(
    errors: &mut Vec<(Field, String)>,
    field: Field,
    result: Result<T, InputError>,
) -> Option<T> {
    result
        .map_err(|error| errors.push((field, error.to_string())))
        .ok()
}

impl Form {
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
            Mode::Tournament => (&[Field::Rating], &[Field::Pool, Field::Rows]),
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
            _ => return,
        };
        value.clone_into(target);
    }

    /// Whether the player is unrated: Tournament mode then gives a first rating.
    pub fn player_is_unrated(&self) -> bool {
        self.mode == Mode::Tournament && self.rating.trim().eq_ignore_ascii_case("unrated")
    }

    /// K from the preset, the custom field or the profile (FIDE auto, in `year`), with the rule
    /// that decided it when it came from the profile.
    fn k(
        &self,
        rating: Option<Rating>,
        year: i32,
        errors: &mut Vec<(Field, String)>,
    ) -> Option<(KFactor, Option<KRule>)> {
        match self.k_preset {
            KPreset::Custom => {
                check(errors, Field::CustomK, self.custom_k.parse()).map(|k| (k, None))
            }
            KPreset::FideAuto => {
                let games = check(
                    errors,
                    Field::GamesPlayed,
                    parse_games_played(&self.games_played),
                );
                let born = check(errors, Field::Born, parse_year(&self.born));
                let profile = Profile {
                    rating: rating?,
                    games: games?,
                    born: born?,
                    year,
                    reached_2400: self.reached_2400,
                };
                check(errors, Field::Born, fide_k(&profile)).map(|(k, rule)| (k, Some(rule)))
            }
            preset => preset
                .value()
                .and_then(|k| KFactor::new(k).ok())
                .map(|k| (k, None)),
        }
    }

    /// Runs the core on the form's current mode (`year`: this year, for the FIDE auto K). Every
    /// invalid field is listed; the outcome is the result, or the first problem.
    pub fn evaluate(&self, year: i32) -> Evaluation {
        if self.player_is_unrated() {
            return self.evaluate_unrated();
        }
        let pool = self.pool;
        let mut errors = Vec::new();
        let mut row_errors = Vec::new();
        let mut performance_of = None;
        let rating = check(
            &mut errors,
            Field::Rating,
            Rating::parse(&self.rating, pool),
        );
        let k_and_rule = self.k(rating, year, &mut errors);
        let k = k_and_rule.map(|(k, _)| k);
        let outcome: Option<Result<Outcome, InputError>> = match self.mode {
            Mode::Game => {
                let opponent = check(
                    &mut errors,
                    Field::Opponent,
                    Rating::parse(&self.opponent, pool),
                );
                let opponent_k = match self.opponent_k.trim() {
                    "" => k,
                    text => check(&mut errors, Field::OpponentK, text.parse()),
                };
                match (rating, opponent, k, opponent_k) {
                    (Some(rating), Some(opponent), Some(k), Some(opponent_k)) => Some(
                        rate_game(
                            pool,
                            Player { rating, k },
                            Player {
                                rating: opponent,
                                k: opponent_k,
                            },
                            self.result,
                        )
                        .map(Outcome::Game),
                    ),
                    _ => None,
                }
            }
            Mode::Tournament => {
                let games;
                (games, row_errors) = self.games(pool);
                if row_errors.is_empty() {
                    performance_of = performance(pool, &games).ok();
                }
                match (rating, k) {
                    (Some(rating), Some(k)) if row_errors.is_empty() => {
                        Some(rate_period(pool, rating, k, &games).map(Outcome::Period))
                    }
                    _ => None,
                }
            }
            Mode::Multi => {
                let average = check(
                    &mut errors,
                    Field::Average,
                    Rating::parse(&self.average, pool),
                );
                let games = check(&mut errors, Field::Games, parse_games(&self.games));
                let points = games.and_then(|games| {
                    check(
                        &mut errors,
                        Field::Points,
                        Points::parse(&self.points, games),
                    )
                });
                match (rating, k, average, games, points) {
                    (Some(rating), Some(k), Some(average), Some(games), Some(points)) => Some(
                        rate_multi(pool, rating, k, average, games, points).map(Outcome::Multi),
                    ),
                    _ => None,
                }
            }
        };
        let first_problem = errors
            .first()
            .map(|(_, message)| message.clone())
            .or_else(|| {
                row_errors
                    .first()
                    .map(|(index, message)| format!("game {}: {message}", index + 1))
            });
        let outcome = match (outcome, first_problem) {
            (Some(Ok(outcome)), _) => outcome,
            (Some(Err(error)), _) => Outcome::Invalid(error.to_string()),
            (None, problem) => Outcome::Invalid(problem.unwrap_or_default()),
        };
        Evaluation {
            errors,
            row_errors,
            outcome,
            k_rule: k_and_rule.and_then(|(_, rule)| rule),
            performance: performance_of,
        }
    }

    /// Tournament mode for an unrated player: the first rating (FIDE 8.2) the games give.
    fn evaluate_unrated(&self) -> Evaluation {
        let (games, row_errors) = self.games(Pool::FideStandard);
        let outcome = match row_errors.first() {
            Some((index, message)) => Outcome::Invalid(format!("game {}: {message}", index + 1)),
            None => match initial_rating(&[&games]) {
                Ok(initial) => Outcome::Initial(initial),
                Err(error) => Outcome::Invalid(error.to_string()),
            },
        };
        Evaluation {
            errors: Vec::new(),
            row_errors,
            outcome,
            k_rule: None,
            performance: None,
        }
    }

    /// The tournament's games that are allowed in `pool`, and the rows that are not.
    fn games(&self, pool: Pool) -> (Vec<PeriodGame>, Vec<(usize, String)>) {
        let mut games = Vec::with_capacity(self.rows.len());
        let mut row_errors = Vec::new();
        for (index, row) in self.rows.iter().enumerate() {
            match row.game(pool) {
                Ok(game) => games.push(game),
                Err(error) => row_errors.push((index, error.to_string())),
            }
        }
        (games, row_errors)
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
mod pool_key {
    use super::*;

    pub fn serialize<S: Serializer>(pool: &Pool, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(pool.key())
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Pool, D::Error> {
        let text = String::deserialize(deserializer)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

/// Scores as "1", "0.5" or "0" (any spelling elocalc accepts is read).
mod score_text {
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

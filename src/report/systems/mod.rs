//! The answers of the rating-deviation systems (Glicko-2, US Chess and those to come) worded,
//! laid out and written as JSON by one writer, from the data calc gives
//! ([`calc::systems::rated`](crate::calc::systems::rated)): a system brings no code here, only
//! its words, under the ids `report::ids` derives from its key and the answer's keys.

pub mod uschess;

use std::io;

use serde::Serialize;
use serde::ser::SerializeMap;

use super::ids;
use super::left_out::LeftOutJson;
use super::sheet::json::{Number, render};
use super::sheet::numbers::{self, DASH, points, said, signed};
use super::sheet::{
    Cell, CsvShape, GAME, HOW, Key, Line, Lines, RESULT, SCENARIOS, Section, Sheet, Tone,
    both_sides, scenario_label,
};
use crate::calc::System;
use crate::calc::systems::Answer;
use crate::calc::systems::rated::{
    Figure, GameFigures, GamesTable, Json, Rated, Said, Shown, Sides, Value,
};
use crate::i18n::{Arg, tr, tr_args};
use crate::rating::{DEFAULT_RD, Score};

/// The sections of an answer's sheet each panel shows, and whether the first takes the notes.
#[derive(Clone, Debug)]
pub struct AnswerPanels {
    /// The result panel's title where the sheet's whole title does not fit ("US Chess · 1700 →
    /// 1797"): the values it leaves out are the form's.
    pub short_title: String,
    pub result: &'static [&'static str],
    /// The lines of the result's sections shown, by what they hold (`None`: all).
    pub keys: Option<&'static [Key]>,
    pub second: Option<(&'static str, &'static [&'static str])>,
    /// Whether the notes go under the result (else under the second panel).
    pub notes_with_result: bool,
}

/// `answer` as a sheet.
pub fn sheet(answer: &dyn Answer) -> Sheet<'static> {
    Words::of(&answer.rated()).sheet()
}

/// `answer` as the JSON its command prints.
pub fn write_json(answer: &dyn Answer, out: &mut dyn io::Write) -> io::Result<()> {
    render(&RatedJson(&answer.rated()), out)
}

/// Where `answer`'s sheet goes on screen, from its shape: one side's result, with what each
/// result would bring beside it in Game mode; both sides' game, scenarios and derivations.
pub fn panels(answer: &dyn Answer) -> AnswerPanels {
    let rated = answer.rated();
    let words = Words::of(&rated);
    match rated.sides {
        Sides::One => {
            let (before, after) = &rated.rating;
            let game_mode = !rated.scenarios.is_empty();
            AnswerPanels {
                short_title: format!(
                    "{} · {} → {}",
                    rated.system.label(),
                    words.value(before),
                    words.value(after)
                ),
                result: &[RESULT],
                keys: None,
                second: game_mode.then_some((SCENARIOS, &[SCENARIOS][..])),
                notes_with_result: !game_mode,
            }
        }
        Sides::Both { .. } => AnswerPanels {
            short_title: tr(&ids::game_short(rated.system.key())),
            result: &[GAME, SCENARIOS],
            keys: Some(&[Key::Expected, Key::Change, Key::NewRating, Key::Item]),
            second: Some((HOW, &[HOW])),
            notes_with_result: false,
        },
    }
}

/// What an opponent may carry beyond a rating in `system`, said under the games table ("an
/// opponent's RD after a slash: 1750/50"); `None`: a rating, or unrated.
pub fn opponent_hint(system: System) -> Option<String> {
    (system.key() == "glicko2").then(|| {
        tr_args(
            "glicko-opponent-hint",
            &[("rd", DEFAULT_RD.to_string().into())],
        )
    })
}

/// An answer's words, in the language people read.
struct Words<'r, 'a> {
    rated: &'r Rated<'a>,
    system: &'static str,
}

impl<'r, 'a> Words<'r, 'a> {
    fn of(rated: &'r Rated<'a>) -> Words<'r, 'a> {
        Words {
            rated,
            system: rated.system.key(),
        }
    }

    /// A value as people read it (a choice's word needs its fact: [`Words::fact_value`]).
    fn value(&self, value: &Value) -> String {
        match value {
            Value::Rating(rating) => said(&numbers::rating(*rating)),
            Value::Points(value) => said(&points(*value)),
            Value::Fixed(value, decimals) => said(&format!("{value:.decimals$}")),
            Value::Change(value, decimals) => said(&signed(*value, *decimals)),
            Value::Real(value) => said(&value.to_string()),
            Value::Whole(value) => value.to_string(),
            Value::Flag(on) => tr(if *on { "form-yes" } else { "form-no" }),
            Value::Text(text) => text.clone(),
            Value::Choice(key) => key.to_string(),
            Value::Numbers(numbers) => numbers
                .iter()
                .map(usize::to_string)
                .collect::<Vec<_>>()
                .join(", "),
            Value::Said(message) => self.said(message),
            Value::Absent => DASH.to_string(),
        }
    }

    /// A value as a message's argument: a whole number as a count (which picks the plural).
    fn arg(&self, value: &Value) -> Arg<'static> {
        match value {
            Value::Whole(count) => Arg::Count(*count),
            value => self.value(value).into(),
        }
    }

    fn args(&self, id: &str, args: &[(&'static str, Value)]) -> String {
        let args: Vec<(&str, Arg)> = args
            .iter()
            .map(|(name, value)| (*name, self.arg(value)))
            .collect();
        tr_args(id, &args)
    }

    /// One of the system's own messages.
    fn said(&self, message: &Said) -> String {
        self.args(&ids::said(self.system, message.key), &message.args)
    }

    /// A fact's value as its cell: a change marked by its sign, the new rating strong.
    fn fact_value(&self, fact: &'static str, shown: &Shown) -> Cell {
        let text = match shown {
            Shown::One(Value::Choice(choice)) => tr(&ids::fact_choice(self.system, fact, choice)),
            Shown::One(value) => self.value(value),
            Shown::Moved(before, after) => {
                format!("{} → {}", self.value(before), self.value(after))
            }
            Shown::Said(args) => self.args(&ids::fact_value(self.system, fact), args),
            Shown::ScoreWithExpected(score, expected) => tr_args(
                "score-with-expected",
                &[("score", self.arg(score)), ("expected", self.arg(expected))],
            ),
        };
        let tone = match shown {
            Shown::One(Value::Change(change, _)) => Tone::of_change(*change),
            _ if fact == "new_rating" => Tone::Strong,
            _ => Tone::Plain,
        };
        Cell::new(text, tone)
    }

    /// A fact as a spreadsheet reads it, a row of `[label, a value for each side]`: a value
    /// that moved in two rows ("RD before", "RD"), a score with its expectation in two
    /// ("Score", "Expected"), each value plain.
    fn fact_data(&self, fact: &'static str, label: &str, shown: &[Shown]) -> Vec<Vec<String>> {
        let plain = |value: &Value| match value {
            Value::Absent => String::new(),
            value => self.value(value),
        };
        let parts = |shown: &Shown| -> Vec<(String, String)> {
            match shown {
                Shown::One(Value::Choice(_)) | Shown::Said(_) => {
                    vec![(
                        label.to_string(),
                        self.fact_value(fact, shown).text.into_owned(),
                    )]
                }
                Shown::One(value) => vec![(label.to_string(), plain(value))],
                Shown::Moved(before, after) => vec![
                    (format!("{label} before"), plain(before)),
                    (label.to_string(), plain(after)),
                ],
                Shown::ScoreWithExpected(score, expected) => vec![
                    (label.to_string(), plain(score)),
                    ("Expected".to_string(), plain(expected)),
                ],
            }
        };
        let sides: Vec<Vec<(String, String)>> = shown.iter().map(parts).collect();
        let Some(first) = sides.first() else {
            return Vec::new();
        };
        (0..first.len())
            .map(|row| {
                let mut cells = vec![first[row].0.clone()];
                cells.extend(sides.iter().map(|side| side[row].1.clone()));
                cells
            })
            .collect()
    }

    /// The lines of the facts: a label and a value for each side, how it was found.
    fn facts(&self) -> Vec<Line> {
        self.rated
            .facts
            .iter()
            .map(|fact| {
                let mut cells = vec![Cell::plain(tr(&ids::fact(self.system, fact.key)))];
                cells.extend(
                    fact.shown
                        .iter()
                        .map(|shown| self.fact_value(fact.key, shown)),
                );
                let data = self.fact_data(fact.key, &cells[0].text, &fact.shown);
                let line = Line::new(key_of(fact.key), cells).with_data(data);
                match &fact.how {
                    Some(how) => line.with_how(
                        self.args(&ids::fact_how(self.system, fact.key, how.key), &how.args),
                    ),
                    None => line,
                }
            })
            .collect()
    }

    /// What each result would bring, a change for each side.
    fn scenarios(&self) -> Vec<Line> {
        self.rated
            .scenarios
            .iter()
            .map(|(score, changes)| {
                let mut cells = vec![scenario_label(*score, self.rated.played)];
                cells.extend(changes.iter().map(|&change| {
                    Cell::new(
                        said(&signed(change, self.rated.scenario_decimals)),
                        Tone::of_change(change),
                    )
                }));
                Line::new(Key::Item, cells)
            })
            .collect()
    }

    /// The result and its games, each row left out in its place; in Game mode, what each
    /// result would bring.
    fn one_side(&self) -> Vec<Section<'static>> {
        let mut sections = match &self.rated.games {
            Some(table) => self.result_and_table(table),
            None => super::sheet::result_and_games(self.facts(), Vec::new(), false, Vec::new()),
        };
        if !self.rated.scenarios.is_empty() {
            sections.push(Section {
                title: SCENARIOS,
                header: vec![tr("section-scenarios"), tr("side-you")],
                show_header: true,
                right: vec![1],
                lines: Lines::Fixed(self.scenarios()),
                csv: CsvShape::Sides,
            });
        }
        sections
    }

    fn result_and_table(&self, table: &GamesTable) -> Vec<Section<'static>> {
        let mut header = vec!["#".to_string(), tr("column-opponent")];
        header.extend(
            table
                .extras
                .iter()
                .map(|extra| tr(&ids::fact(self.system, extra))),
        );
        header.extend([tr("column-score"), tr("column-expected")]);
        let game_line = |index: usize, number: usize| {
            let game = &table.games[index];
            let mut cells = vec![
                Cell::plain(number.to_string()),
                Cell::plain(said(&numbers::rating(game.opponent))),
            ];
            cells.extend(
                game.extras
                    .iter()
                    .map(|extra| Cell::plain(self.value(extra))),
            );
            cells.push(Cell::plain(said(game.score.as_number())));
            cells.push(Cell::plain(said(&format!("{:.4}", game.expected))));
            Line::new(Key::Item, cells)
        };
        let own = |row: &crate::calc::LeftOutRow| {
            let at = table
                .rows
                .left_out()
                .iter()
                .position(|left| left.row == row.row);
            at.and_then(|at| table.left_out_extras.get(at))
                .map_or_else(Vec::new, |extras| {
                    extras
                        .iter()
                        .map(|extra| Cell::plain(self.value(extra)))
                        .collect()
                })
        };
        super::left_out::result_and_table(
            self.facts(),
            header,
            table.rows,
            table.games.len(),
            game_line,
            own,
        )
    }

    fn sheet(&self) -> Sheet<'static> {
        let sections = match &self.rated.sides {
            Sides::One => self.one_side(),
            Sides::Both { derivations } => {
                let how = ["side-you", "side-opponent"]
                    .iter()
                    .zip(derivations)
                    .map(|(side, derivation)| {
                        Line::fact(
                            Key::Item,
                            &tr(side),
                            Cell::new(self.said(derivation), Tone::Muted),
                        )
                    })
                    .collect();
                both_sides(self.facts(), self.scenarios(), how)
            }
        };
        Sheet {
            title: self.said(&self.rated.title),
            sections,
            notes: self
                .rated
                .notes
                .iter()
                .map(|note| self.said(note))
                .collect(),
        }
    }
}

/// What a line holds, for a face with little room, from its fact's key.
fn key_of(fact: &str) -> Key {
    match fact {
        "rating" => Key::Rating,
        "k" => Key::K,
        "score" => Key::Score,
        "expected" => Key::Expected,
        "change" => Key::Change,
        "new_rating" => Key::NewRating,
        _ => Key::Item,
    }
}

/// An answer as JSON: the pool, its figures in order, then its games and the rows left out
/// (one side) or what each result would bring to each (both sides). One side's scenarios
/// are the sheet's only: the JSON of a one-game event has always been the event's.
struct RatedJson<'r, 'a>(&'r Rated<'a>);

impl Serialize for RatedJson<'_, '_> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let rated = self.0;
        let mut map = serializer.serialize_map(None)?;
        map.serialize_entry("pool", rated.system.key())?;
        for figure in &rated.figures {
            map.serialize_entry(figure.key, &FigureJson(&figure.value))?;
        }
        match &rated.sides {
            Sides::One => {
                if let Some(table) = &rated.games {
                    let games: Vec<GameJson> = table
                        .games
                        .iter()
                        .enumerate()
                        .map(|(index, game)| GameJson {
                            table,
                            game,
                            number: table.rows.number(index),
                        })
                        .collect();
                    map.serialize_entry(table.key, &games)?;
                    let left_out: Vec<LeftOutJson> = super::left_out::json(table.rows);
                    map.serialize_entry("left_out", &left_out)?;
                }
            }
            Sides::Both { .. } => {
                let scenario = |wanted: Score| {
                    rated
                        .scenarios
                        .iter()
                        .find(|(score, _)| *score == wanted)
                        .map_or(vec![0.0; 2], |(_, changes)| changes.clone())
                };
                let mut scenarios = Vec::new();
                for (key, score) in [
                    ("win", Score::Win),
                    ("draw", Score::Draw),
                    ("loss", Score::Loss),
                ] {
                    scenarios.push((key, scenario(score)));
                }
                map.serialize_entry("scenarios", &Ordered(scenarios))?;
            }
        }
        map.end()
    }
}

/// Keys and values in the order given.
struct Ordered<V>(Vec<(&'static str, V)>);

impl<V: Serialize> Serialize for Ordered<V> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(self.0.len()))?;
        for (key, value) in &self.0 {
            map.serialize_entry(key, value)?;
        }
        map.end()
    }
}

/// A figure's value as JSON writes it: ratings, RDs and points as integers when whole, other
/// numbers unrounded, a choice by its key.
struct FigureJson<'v>(&'v Json);

impl Serialize for FigureJson<'_> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self.0 {
            Json::Value(value) => ValueJson(value).serialize(serializer),
            Json::Object(figures) => Ordered(
                figures
                    .iter()
                    .map(|Figure { key, value }| (*key, FigureJson(value)))
                    .collect(),
            )
            .serialize(serializer),
        }
    }
}

struct ValueJson<'v>(&'v Value);

impl Serialize for ValueJson<'_> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self.0 {
            Value::Rating(value) | Value::Points(value) => Number(*value).serialize(serializer),
            Value::Fixed(value, _) | Value::Change(value, _) | Value::Real(value) => {
                serializer.serialize_f64(*value)
            }
            Value::Whole(value) => serializer.serialize_i64(*value),
            Value::Flag(on) => serializer.serialize_bool(*on),
            Value::Text(text) => serializer.serialize_str(text),
            Value::Choice(key) => serializer.serialize_str(key),
            Value::Numbers(numbers) => numbers.serialize(serializer),
            Value::Said(message) => serializer.serialize_str(message.key),
            Value::Absent => serializer.serialize_none(),
        }
    }
}

/// A game as JSON lists it: its number in the table (a row left out keeps its own), its
/// opponent and the opponent's other values (`opponent_KEY`), its score and expected score.
struct GameJson<'t, 'a> {
    table: &'t GamesTable<'a>,
    game: &'t GameFigures,
    number: usize,
}

impl Serialize for GameJson<'_, '_> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(None)?;
        map.serialize_entry("number", &self.number)?;
        map.serialize_entry("opponent", &Number(self.game.opponent))?;
        for (key, value) in self.table.extras.iter().zip(&self.game.extras) {
            map.serialize_entry(&format!("opponent_{key}"), &ValueJson(value))?;
        }
        map.serialize_entry("score", &Number(self.game.score.points()))?;
        map.serialize_entry("expected", &self.game.expected)?;
        map.end()
    }
}

/// The seam: an answer no writer here knows is worded, laid out and written as JSON from its
/// data alone. Its words are Glicko-2's (the catalogues are built into the binary, so a test
/// cannot bring its own); its figures, games and notes are its own.
#[cfg(test)]
mod tests {
    use super::*;
    use crate::calc::Chart;
    use crate::calc::TableRows;
    use crate::calc::systems::glicko2::GLICKO2;
    use crate::calc::systems::rated::Fact;

    #[derive(Debug)]
    struct Unknown {
        rows: TableRows,
        sides: Sides,
    }

    impl Answer for Unknown {
        fn as_any(&self) -> &dyn std::any::Any {
            self
        }

        fn rated(&self) -> Rated<'_> {
            let fact = |key, shown| Fact {
                key,
                shown,
                how: None,
            };
            let sides = match self.sides {
                Sides::One => 1,
                Sides::Both { .. } => 2,
            };
            let each = |value: Value| vec![Shown::One(value); sides];
            Rated {
                system: &GLICKO2,
                sides: self.sides.clone(),
                title: Said::new("game-title", vec![("tau", Value::Real(0.7))]),
                rating: (Value::Rating(1500.0), Value::Fixed(1512.345, 1)),
                facts: vec![
                    fact("new_rating", each(Value::Fixed(1512.345, 1))),
                    fact("change", each(Value::Change(-3.0, 1))),
                    Fact {
                        key: "rd",
                        shown: vec![
                            Shown::Moved(Value::Rating(80.0), Value::Fixed(79.5, 2));
                            sides
                        ],
                        how: None,
                    },
                ],
                games: Some(GamesTable {
                    key: "games",
                    extras: &["rd"],
                    games: vec![
                        GameFigures {
                            opponent: 1600.0,
                            extras: vec![Value::Rating(50.0)],
                            score: Score::Win,
                            expected: 0.25,
                        },
                        GameFigures {
                            opponent: 1450.5,
                            extras: vec![Value::Rating(120.0)],
                            score: Score::Draw,
                            expected: 0.6,
                        },
                    ],
                    left_out_extras: Vec::new(),
                    rows: &self.rows,
                }),
                scenario_decimals: 2,
                scenarios: vec![
                    (Score::Win, vec![5.5; sides]),
                    (Score::Loss, vec![-4.0; sides]),
                ],
                played: Some(Score::Win),
                notes: vec![Said::bare("idle")],
                figures: vec![
                    Figure::new("rating", Value::Rating(1500.0)),
                    Figure::new("streak", Value::Whole(3)),
                    Figure::new("provisional", Value::Flag(true)),
                    Figure::new("bonus", Value::Absent),
                    Figure::new("formula", Value::Choice("quick")),
                ],
            }
        }

        fn chart(&self) -> Chart {
            unreachable!("not drawn here")
        }

        fn game_figures(&self, _: usize) -> Option<(f64, f64)> {
            None
        }

        fn table_rows(&self) -> &TableRows {
            &self.rows
        }
    }

    fn text(answer: &Unknown) -> String {
        let mut out = Vec::new();
        crate::report::text::write(&sheet(answer), &mut out).unwrap();
        String::from_utf8(out).unwrap()
    }

    fn json(answer: &Unknown) -> String {
        let mut out = Vec::new();
        write_json(answer, &mut out).unwrap();
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn an_answer_of_one_side_is_written_from_its_data_alone() {
        let answer = Unknown {
            rows: TableRows::in_order(2),
            sides: Sides::One,
        };
        crate::i18n::with_lang(crate::i18n::Lang::En, || {
            assert_eq!(
                text(&answer),
                concat!(
                    "Glicko-2 · game rated · τ 0.7\n",
                    "\n",
                    "New rating  1512.3\n",
                    "Change      -3.0\n",
                    "RD          80 → 79.50\n",
                    "\n",
                    "#  Opponent   RD  Score  Expected\n",
                    "1      1600   50      1    0.2500\n",
                    "2   1450.50  120    0.5    0.6000\n",
                    "\n",
                    "If the game ends    You\n",
                    "Win for you       +5.50\n",
                    "Loss for you      -4.00\n",
                    "\n",
                    "No games: only the RD grows (Step 6), with the volatility as it was.\n",
                )
            );
            assert_eq!(
                json(&answer),
                concat!(
                    "{\n",
                    "  \"pool\": \"glicko2\",\n",
                    "  \"rating\": 1500,\n",
                    "  \"streak\": 3,\n",
                    "  \"provisional\": true,\n",
                    "  \"bonus\": null,\n",
                    "  \"formula\": \"quick\",\n",
                    "  \"games\": [\n",
                    "    {\n",
                    "      \"number\": 1,\n",
                    "      \"opponent\": 1600,\n",
                    "      \"opponent_rd\": 50,\n",
                    "      \"score\": 1,\n",
                    "      \"expected\": 0.25\n",
                    "    },\n",
                    "    {\n",
                    "      \"number\": 2,\n",
                    "      \"opponent\": 1450.5,\n",
                    "      \"opponent_rd\": 120,\n",
                    "      \"score\": 0.5,\n",
                    "      \"expected\": 0.6\n",
                    "    }\n",
                    "  ],\n",
                    "  \"left_out\": []\n",
                    "}\n",
                )
            );
            let panels = panels(&answer);
            assert_eq!(panels.short_title, "Glicko-2 · 1500 → 1512.3");
            assert_eq!(panels.second.map(|(title, _)| title), Some(SCENARIOS));
        });
    }

    #[test]
    fn an_answer_of_both_sides_is_written_from_its_data_alone() {
        let derivation = Said::bare("derivation-none");
        let answer = Unknown {
            rows: TableRows::in_order(2),
            sides: Sides::Both {
                derivations: [derivation.clone(), derivation],
            },
        };
        crate::i18n::with_lang(crate::i18n::Lang::Pt, || {
            assert_eq!(
                text(&answer),
                concat!(
                    "Glicko-2 · vale rating · τ 0,7\n",
                    "\n",
                    "                   Você  Adversário\n",
                    "Novo rating      1512,3      1512,3\n",
                    "Variação           -3,0        -3,0\n",
                    "RD           80 → 79,50  80 → 79,50\n",
                    "\n",
                    "Se a partida terminar   Você  Adversário\n",
                    "Vitória sua            +5,50       +5,50\n",
                    "Derrota sua            -4,00       -4,00\n",
                    "\n",
                    "Você        sem partidas: só o RD cresce\n",
                    "Adversário  sem partidas: só o RD cresce\n",
                    "\n",
                    "Sem partidas: só o RD cresce (passo 6), e a volatilidade fica como estava.\n",
                )
            );
            assert_eq!(
                json(&answer),
                concat!(
                    "{\n",
                    "  \"pool\": \"glicko2\",\n",
                    "  \"rating\": 1500,\n",
                    "  \"streak\": 3,\n",
                    "  \"provisional\": true,\n",
                    "  \"bonus\": null,\n",
                    "  \"formula\": \"quick\",\n",
                    "  \"scenarios\": {\n",
                    "    \"win\": [\n",
                    "      5.5,\n",
                    "      5.5\n",
                    "    ],\n",
                    "    \"draw\": [\n",
                    "      0.0,\n",
                    "      0.0\n",
                    "    ],\n",
                    "    \"loss\": [\n",
                    "      -4.0,\n",
                    "      -4.0\n",
                    "    ]\n",
                    "  }\n",
                    "}\n",
                )
            );
            assert_eq!(panels(&answer).second.map(|(title, _)| title), Some(HOW));
        });
    }
}

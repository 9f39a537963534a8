//! A games list of several events, for a rating period (docs/rules/period.md): *event lines*
//! among the games.
//!
//! ```text
//! event NAME [| rating RO] [| k K] [| start YYYY-MM-DD] [| end YYYY-MM-DD]
//! event NAME | games N | chg CHG [| score W] [| rating RO] [| k K] [| start …] [| end …]
//! ```
//!
//! The games after an event line are that event's; games before any event line are one
//! unnamed event. The second form gives an event already rated elsewhere by its totals, as
//! FIDE's calculation page prints them (n, ΣΔR, W): no games may follow it. The keyword and the
//! keys are read in any case; each key at most once. Two events may have the same name (FIDE's
//! pages, rarely, show two sections of one name): an event is known by its place in the list.
//!
//! The policy is the games list's ([`super::lines`]): the first bad line stops the reading and
//! is named, and a list is read whole or not at all; a list without event lines reads as it
//! always did.

use std::fmt;
use std::io::BufRead;

use jiff::civil::Date;

use super::lines::{LineError, ListError, content, parse_game, walk_lines};
use crate::i18n::{Arg, say, shown};
use crate::rating::number::{Decimal, MAX_DECIMALS, NotANumber, trim};
use crate::rating::publication::{DATE_YEARS, read_date};
use crate::rating::{KFactor, PeriodGame, Points, Pool, Rating, parse_games};
use crate::text::printable;

/// The word an event line starts with.
pub const EVENT_KEYWORD: &str = "event";
/// The decimals of ΣΔR in FIDE pools: FIDE prints it in hundredths.
pub const FIDE_CHG_DECIMALS: usize = 2;

/// An event line: the event's name and what it says about the event.
///
/// [`fmt::Display`] writes it back as a line that reads as the same event, for every event
/// line read; a name holding `|` or `#`, or one with spaces around it, cannot be written.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct EventLine {
    pub name: String,
    /// Ro: the rating the event is rated on (else the period's base).
    pub rating: Option<Rating>,
    /// The event's own K (else the period's).
    pub k: Option<KFactor>,
    pub start: Option<Date>,
    pub end: Option<Date>,
    /// An event already rated, given by its totals; no games follow it.
    pub totals: Option<EventTotals>,
}

/// An event by its totals as FIDE's calculation page prints them: N, chg and W.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct EventTotals {
    pub rated_games: u64,
    /// ΣΔR: the points above (below) the expected, in the event's rated games.
    pub chg: f64,
    /// W: the points scored in them, when given.
    pub score: Option<f64>,
}

/// One event of a list: its line (`None` for the games before any event line) and its games.
#[derive(Clone, Debug, PartialEq)]
pub struct ReadEvent {
    pub header: Option<EventLine>,
    pub games: Vec<PeriodGame>,
}

pub use super::event_error::EventError;

impl fmt::Display for EventError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fn text<'a>(name: &'static str, text: &'a str) -> (&'static str, Arg<'a>) {
            (name, shown(text))
        }
        let word = |name: &'static str, word: &'static str| (name, Arg::from(word));
        match self {
            EventError::NoName => say(f, "error-event-no-name", &[]),
            EventError::NameChar { name, found } => say(
                f,
                "error-event-name-char",
                &[text("name", name), ("found", found.to_string().into())],
            ),
            EventError::NameNotPrintable(name) => {
                say(f, "error-event-name-not-printable", &[text("name", name)])
            }
            EventError::EmptyOption => say(f, "error-event-empty-option", &[]),
            EventError::UnknownKey(key) => say(
                f,
                "error-event-unknown-key",
                &[text("value", key), ("keys", key_names().into())],
            ),
            EventError::NoValue { key, example } => say(
                f,
                "error-event-no-value",
                &[word("key", key), word("example", example)],
            ),
            EventError::RepeatedKey(key) => say(f, "error-event-repeated-key", &[word("key", key)]),
            EventError::Date { key, text: date } => say(
                f,
                "error-event-date-option",
                &[
                    word("key", key),
                    text("value", date),
                    ("first", DATE_YEARS.start().to_string().into()),
                    ("last", DATE_YEARS.end().to_string().into()),
                ],
            ),
            EventError::EndBeforeStart { start, end } => say(
                f,
                "error-event-end-before-start",
                &[
                    ("start", start.to_string().into()),
                    ("end", end.to_string().into()),
                ],
            ),
            EventError::HalfTotals { given, missing } => say(
                f,
                "error-event-half-totals",
                &[word("given", given), word("missing", missing)],
            ),
            EventError::ScoreWithoutTotals => say(f, "error-event-score-without-totals", &[]),
            EventError::Chg {
                text: chg,
                decimals,
            } => say(
                f,
                "error-event-chg",
                &[text("value", chg), ("decimals", (*decimals).into())],
            ),
            EventError::ChgHundredths(chg) => say(
                f,
                "error-event-chg-hundredths",
                &[text("value", chg), ("decimals", FIDE_CHG_DECIMALS.into())],
            ),
            EventError::ChgRange {
                text: chg,
                low,
                high,
                scored,
            } => say(
                f,
                if *scored {
                    "error-event-chg-range-score"
                } else {
                    "error-event-chg-range-games"
                },
                &[
                    text("value", chg),
                    ("low", low.to_string().into()),
                    ("high", high.to_string().into()),
                ],
            ),
            EventError::GamesAfterTotals { name, games, chg } => say(
                f,
                "error-event-games-after-totals",
                &[
                    text("name", name),
                    ("games", games.to_string().into()),
                    ("chg", Chg(*chg).to_string().into()),
                ],
            ),
            EventError::NoGames(name) => say(f, "error-event-no-games", &[text("name", name)]),
            EventError::OptionsInComment(after) => {
                say(f, "error-event-options-in-comment", &[text("value", after)])
            }
            EventError::NameLikeOption {
                name,
                key,
                value,
                before,
            } => say(
                f,
                "error-event-name-like-option",
                &[
                    text("name", name),
                    word("key", key),
                    text("value", value),
                    text("before", before),
                ],
            ),
        }
    }
}

/// The keys a name's last two words may not look like (with a value of their shape): an
/// option whose '|' was forgotten. `games` is left out: "Commonwealth Games 2026" is a name.
fn option_at_end(name: &str) -> Option<EventError> {
    let words: Vec<&str> = name.split_whitespace().collect();
    // A name of its own before the two words, or they are the name.
    let [before @ .., key, value] = words.as_slice() else {
        return None;
    };
    if before.is_empty() {
        return None;
    }
    let (key, value) = (*key, *value);
    // A number has a digit: a lone sign ("Open K -") is part of a name.
    let digits = value.trim_start_matches(['+', '-']);
    let numeric = digits.chars().any(|c| c.is_ascii_digit())
        && digits.chars().all(|c| c.is_ascii_digit() || c == '.');
    let key = KEYS.iter().find_map(|&(which, name, _)| {
        let shaped = match which {
            Key::Rating | Key::K | Key::Chg | Key::Score => numeric,
            Key::Start | Key::End => read_date(value).is_some(),
            Key::Games => false,
        };
        (shaped && name.eq_ignore_ascii_case(key)).then_some(name)
    })?;
    Some(EventError::NameLikeOption {
        name: name.to_string(),
        key,
        value: value.to_string(),
        before: before.join(" "),
    })
}

/// The keys of an event line, in the order a line is written back.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Key {
    Games,
    Chg,
    Score,
    Rating,
    K,
    Start,
    End,
}

/// Every key: its name and an example value, in the order [`Key`] lists them.
const KEYS: [(Key, &str, &str); 7] = [
    (Key::Games, "games", "8"),
    (Key::Chg, "chg", "+1.44"),
    (Key::Score, "score", "5.5"),
    (Key::Rating, "rating", "2499"),
    (Key::K, "k", "20"),
    (Key::Start, "start", "2025-10-31"),
    (Key::End, "end", "2025-11-02"),
];

fn key_names() -> String {
    let names: Vec<&str> = KEYS.iter().map(|&(_, name, _)| name).collect();
    names.join(", ")
}

/// The event line `content` (a line's content, see [`content`]), or `None` when the line does
/// not start with the keyword `event` (any case) followed by white space, `|` or its end.
pub fn parse_event_line(content: &str, pool: Pool) -> Result<Option<EventLine>, LineError> {
    let content = trim(content);
    let after_keyword = content
        .get(..EVENT_KEYWORD.len())
        .filter(|head| head.eq_ignore_ascii_case(EVENT_KEYWORD))
        .map(|_| &content[EVENT_KEYWORD.len()..])
        .filter(|rest| {
            rest.is_empty() || rest.starts_with(|c: char| c.is_whitespace() || c == '|')
        });
    after_keyword
        .map(|fields| parse_event_fields(fields, pool))
        .transpose()
}

/// An event line's part after the keyword: `NAME [| KEY VALUE]…`.
pub fn parse_event_fields(after_keyword: &str, pool: Pool) -> Result<EventLine, LineError> {
    let mut parts = after_keyword.split('|');
    let name = parts.next().unwrap_or("").trim();
    check_name(name)?;
    if let Some(error) = option_at_end(name) {
        return Err(error.into());
    }
    let mut values: [Option<&str>; KEYS.len()] = [None; KEYS.len()];
    for part in parts {
        let part = part.trim();
        let (key, value) = part
            .split_once(char::is_whitespace)
            .map_or((part, ""), |(key, value)| (key, value.trim()));
        if key.is_empty() {
            return Err(EventError::EmptyOption.into());
        }
        let index = KEYS
            .iter()
            .position(|(_, name, _)| name.eq_ignore_ascii_case(key))
            .ok_or_else(|| EventError::UnknownKey(key.to_string()))?;
        let (_, name, example) = KEYS[index];
        if value.is_empty() {
            return Err(EventError::NoValue { key: name, example }.into());
        }
        if values[index].replace(value).is_some() {
            return Err(EventError::RepeatedKey(name).into());
        }
    }
    let value = |key: Key| values[key as usize];
    let date = |key: Key| {
        value(key)
            .map(|text| {
                read_date(text).ok_or_else(|| EventError::Date {
                    key: KEYS[key as usize].1,
                    text: text.to_string(),
                })
            })
            .transpose()
    };
    let (start, end) = (date(Key::Start)?, date(Key::End)?);
    if let (Some(start), Some(end)) = (start, end)
        && end < start
    {
        return Err(EventError::EndBeforeStart { start, end }.into());
    }
    let totals = match (value(Key::Games), value(Key::Chg)) {
        (None, None) if value(Key::Score).is_some() => {
            return Err(EventError::ScoreWithoutTotals.into());
        }
        (None, None) => None,
        (Some(_), None) => return Err(half_totals(Key::Games, Key::Chg)),
        (None, Some(_)) => return Err(half_totals(Key::Chg, Key::Games)),
        (Some(games), Some(chg)) => {
            let games = parse_games(games)?;
            let score = value(Key::Score)
                .map(|score| Points::parse(score, games).map(Points::value))
                .transpose()?;
            Some(EventTotals {
                rated_games: u64::from(games),
                chg: parse_chg(chg, pool, games, score)?,
                score,
            })
        }
    };
    Ok(EventLine {
        name: name.to_string(),
        rating: value(Key::Rating)
            .map(|text| Rating::parse(text, pool))
            .transpose()?,
        k: value(Key::K).map(str::parse::<KFactor>).transpose()?,
        start,
        end,
        totals,
    })
}

fn half_totals(given: Key, missing: Key) -> LineError {
    EventError::HalfTotals {
        given: KEYS[given as usize].1,
        missing: KEYS[missing as usize].1,
    }
    .into()
}

fn check_name(name: &str) -> Result<(), EventError> {
    if name.is_empty() {
        return Err(EventError::NoName);
    }
    // A `#` would start a comment and a `|` an option when the line is read back.
    if let Some(found) = name.chars().find(|&c| c == '#' || c == '|') {
        return Err(EventError::NameChar {
            name: name.to_string(),
            found,
        });
    }
    if matches!(printable(name), std::borrow::Cow::Owned(_)) {
        return Err(EventError::NameNotPrintable(name.to_string()));
    }
    Ok(())
}

/// ΣΔR as written: a sign or none (positive), at most two decimals in FIDE pools, and within what
/// `games` games (scoring `score`) can bring — each game's expected score is from 0 to 1.
fn parse_chg(text: &str, pool: Pool, games: u32, score: Option<f64>) -> Result<f64, EventError> {
    let decimals = if pool.is_fide() {
        FIDE_CHG_DECIMALS
    } else {
        MAX_DECIMALS
    };
    let refused = || EventError::Chg {
        text: text.to_string(),
        decimals,
    };
    let (negative, magnitude) = match text.strip_prefix(['+', '-']) {
        Some(rest) => (text.starts_with('-'), rest),
        None => (false, text),
    };
    let decimal = Decimal::read(magnitude).map_err(|why| match why {
        NotANumber::TooPrecise if pool.is_fide() => EventError::ChgHundredths(text.to_string()),
        _ => refused(),
    })?;
    if magnitude.starts_with(char::is_whitespace) {
        return Err(refused());
    }
    if pool.is_fide() && decimal.significant_fraction().len() > FIDE_CHG_DECIMALS {
        return Err(EventError::ChgHundredths(text.to_string()));
    }
    let value = decimal.value();
    // −0 is 0: one value, written one way.
    let chg = if value == 0.0 {
        0.0
    } else if negative {
        -value
    } else {
        value
    };
    let games = f64::from(games);
    let (low, high) = match score {
        Some(score) => (score - games, score),
        None => (-games, games),
    };
    if !(low..=high).contains(&chg) {
        return Err(EventError::ChgRange {
            text: text.to_string(),
            low,
            high,
            scored: score.is_some(),
        });
    }
    Ok(chg)
}

/// ΣΔR as an event line writes it: `0`, else with its sign (`+1.44`, `-0.27`).
struct Chg(f64);

impl fmt::Display for Chg {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.0 == 0.0 {
            f.write_str("0")
        } else {
            write!(f, "{:+}", self.0)
        }
    }
}

impl fmt::Display for EventLine {
    /// `event NAME | games N | chg CHG | score W | rating RO | k K | start … | end …`, the
    /// options given and no others.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{EVENT_KEYWORD} {}", self.name)?;
        if let Some(totals) = self.totals {
            write!(
                f,
                " | games {} | chg {}",
                totals.rated_games,
                Chg(totals.chg)
            )?;
            if let Some(score) = totals.score {
                write!(f, " | score {score}")?;
            }
        }
        if let Some(rating) = self.rating {
            write!(f, " | rating {rating}")?;
        }
        if let Some(k) = self.k {
            write!(f, " | k {}", k.value())?;
        }
        if let Some(start) = self.start {
            write!(f, " | start {start}")?;
        }
        if let Some(end) = self.end {
            write!(f, " | end {end}")?;
        }
        Ok(())
    }
}

/// Reads a games list of events (see the module): every event in order, each with its games;
/// no event lines gives one event with no header holding every game, an empty list none.
pub fn read_events(reader: impl BufRead, pool: Pool) -> Result<Vec<ReadEvent>, ListError> {
    let mut events = Vec::new();
    // The event being read and the line it started on.
    let mut open: Option<(usize, ReadEvent)> = None;
    walk_lines(reader, |line, text| {
        let at = |error: LineError| ListError::Line { line, error };
        let Some(content) = content(text) else {
            return Ok(());
        };
        if let Some(header) = parse_event_line(content, pool).map_err(at)? {
            // Options after a '#' would be lost silently: a comment holding '|' is refused.
            if let Some((_, comment)) = text.split_once('#')
                && comment.contains('|')
            {
                return Err(at(
                    EventError::OptionsInComment(comment.trim().to_string()).into()
                ));
            }
            let next = ReadEvent {
                header: Some(header),
                games: Vec::new(),
            };
            if let Some(done) = open.replace((line, next)) {
                events.push(closed(done)?);
            }
            return Ok(());
        }
        let game = parse_game(content, pool).map_err(at)?;
        let (_, event) = open.get_or_insert_with(|| {
            (
                line,
                ReadEvent {
                    header: None,
                    games: Vec::new(),
                },
            )
        });
        if let Some(header) = &event.header
            && let Some(totals) = header.totals
        {
            return Err(at(EventError::GamesAfterTotals {
                name: header.name.clone(),
                games: totals.rated_games,
                chg: totals.chg,
            }
            .into()));
        }
        event.games.push(game);
        Ok(())
    })?;
    if let Some(done) = open {
        events.push(closed(done)?);
    }
    Ok(events)
}

/// An event whose lines are all read: refused, at its event line, when it has neither games
/// nor totals.
fn closed((line, event): (usize, ReadEvent)) -> Result<ReadEvent, ListError> {
    match &event.header {
        Some(header) if header.totals.is_none() && event.games.is_empty() => Err(ListError::Line {
            line,
            error: EventError::NoGames(header.name.clone()).into(),
        }),
        _ => Ok(event),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rating::InputError;

    const STANDARD: Pool = Pool::FideStandard;

    fn line(text: &str) -> Result<Option<EventLine>, LineError> {
        parse_event_line(text, STANDARD)
    }

    fn event(name: &str) -> EventLine {
        EventLine {
            name: name.to_string(),
            rating: None,
            k: None,
            start: None,
            end: None,
            totals: None,
        }
    }

    #[test]
    fn an_event_line_in_full() {
        let read = line(
            "EVENT 2nd Annual ACA Thanksgiving Open | Rating 2499 | K 10 \
             | start 2025-10-31 | END 2025-11-02",
        )
        .unwrap()
        .unwrap();
        assert_eq!(
            read,
            EventLine {
                rating: Some(Rating::new(2499.0).unwrap()),
                k: Some(KFactor::new(10).unwrap()),
                start: Some(jiff::civil::date(2025, 10, 31)),
                end: Some(jiff::civil::date(2025, 11, 2)),
                ..event("2nd Annual ACA Thanksgiving Open")
            }
        );
        assert_eq!(
            read.to_string(),
            "event 2nd Annual ACA Thanksgiving Open | rating 2499 | k 10 | start 2025-10-31 \
             | end 2025-11-02"
        );
        assert_eq!(line("event\tSants").unwrap(), Some(event("Sants")));
    }

    #[test]
    fn an_event_by_its_totals() {
        // P2's first event as FIDE printed it: n 8, chg +1.44, W 4.
        let read = line("event Sants | games 8 | chg +1.44 | score 4")
            .unwrap()
            .unwrap();
        assert_eq!(
            read.totals,
            Some(EventTotals {
                rated_games: 8,
                chg: 1.44,
                score: Some(4.0)
            })
        );
        assert_eq!(
            read.to_string(),
            "event Sants | games 8 | chg +1.44 | score 4"
        );
        let zagreb = line("event Zagreb | chg -0.27 | games 9").unwrap().unwrap();
        assert_eq!(zagreb.totals.unwrap().chg, -0.27);
        assert_eq!(zagreb.to_string(), "event Zagreb | games 9 | chg -0.27");
        for zero in ["0", "-0", "+0.00", "0.0"] {
            let text = format!("event Z | games 1 | chg {zero}");
            assert_eq!(
                line(&text).unwrap().unwrap().to_string(),
                "event Z | games 1 | chg 0"
            );
        }
    }

    #[test]
    fn lines_that_are_not_event_lines() {
        for text in ["2050 | 1", "eventual 1", "events x", "évent x"] {
            assert_eq!(line(text), Ok(None), "{text}");
        }
    }

    #[test]
    fn every_refusal_says_what_is_allowed() {
        let refused = |text: &str| line(text).unwrap_err();
        assert_eq!(refused("event"), EventError::NoName.into());
        assert_eq!(refused("event  | rating 2400"), EventError::NoName.into());
        assert_eq!(
            refused("event A | colour white").to_string(),
            "event option 'colour' must be one of games, chg, score, rating, k, start, end"
        );
        assert_eq!(
            refused("event A | rating 2400 | RATING 2400").to_string(),
            "event option 'rating' is given twice: each option at most once"
        );
        assert_eq!(
            refused("event A | rating").to_string(),
            "event option 'rating' has no value: write rating 2499"
        );
        assert_eq!(refused("event A |"), EventError::EmptyOption.into());
        assert_eq!(
            refused("event A | rating 4001"),
            LineError::Value(InputError::Rating("4001".into()))
        );
        assert_eq!(
            refused("event A | rating 2400.5"),
            LineError::Value(InputError::FractionalRating("2400.5".into()))
        );
        assert!(
            refused("event A | k 0")
                .to_string()
                .starts_with("K '0' must be")
        );
        assert_eq!(
            refused("event A | start 2025-02-29").to_string(),
            "start date '2025-02-29' must be a real date YYYY-MM-DD, in the years 1971 to 2999"
        );
        assert_eq!(
            refused("event A | start 2025-11-02 | end 2025-10-31").to_string(),
            "the event ends on 2025-10-31, before it starts on 2025-11-02"
        );
        assert_eq!(
            refused("event A | games 8").to_string(),
            "'games' needs 'chg': an event given by its totals has both, e.g. | games 8 | chg +1.44"
        );
        assert_eq!(
            refused("event A | chg +1"),
            LineError::Event(EventError::HalfTotals {
                given: "chg",
                missing: "games"
            })
        );
        assert_eq!(
            refused("event A | score 3"),
            EventError::ScoreWithoutTotals.into()
        );
        assert_eq!(
            refused("event A | games 8 | chg +1.444").to_string(),
            "chg '+1.444' has more than 2 decimals: FIDE prints ΣΔR in hundredths, e.g. +1.44"
        );
        assert_eq!(
            line("event A | games 8 | chg 1.44")
                .unwrap()
                .unwrap()
                .totals
                .unwrap()
                .chg,
            1.44
        );
        for chg in ["++1", "+ 1", "1e0", "+.5", "x", "-"] {
            let text = format!("event A | games 8 | chg {chg}");
            assert!(
                matches!(refused(&text), LineError::Event(EventError::Chg { .. })),
                "{chg}"
            );
        }
        assert_eq!(
            refused("event A | games 8 | chg +8.01").to_string(),
            "chg '+8.01' must be from -8 to 8: each game's ΔR is from -1 to 1, and chg adds them"
        );
        // Scoring 5 in 8 games, ΣΔR is 5 less an expected total from 0 to 8.
        assert!(line("event A | games 8 | chg -3 | score 5").is_ok());
        assert!(matches!(
            refused("event A | games 8 | chg -3.01 | score 5"),
            LineError::Event(EventError::ChgRange { .. })
        ));
        assert!(matches!(
            refused("event A | games 8 | chg +1 | score 8.5"),
            LineError::Value(InputError::Points { .. })
        ));
        assert!(matches!(
            refused("event A | games 0 | chg 0"),
            LineError::Value(InputError::Whole { .. })
        ));
        assert!(matches!(
            refused("event A\u{1b}[2J | rating 2400"),
            LineError::Event(EventError::NameNotPrintable(_))
        ));
    }

    #[test]
    fn continuous_pools_take_finer_values() {
        let read = parse_event_line(
            "event A | games 3 | chg +0.123456 | rating 1850.25",
            Pool::Continuous,
        )
        .unwrap()
        .unwrap();
        assert_eq!(read.totals.unwrap().chg, 0.123456);
        assert_eq!(read.rating.unwrap().value(), 1850.25);
        assert!(parse_event_line("event A | games 3 | chg +0.1234567", Pool::Continuous).is_err());
    }

    #[test]
    fn a_list_of_events() {
        let text = "2000 1\nevent A | rating 2400\n2100 0\n\n# a comment\nevent B | games 8 | chg +1.44\nevent C\nunrated 1\n";
        let events = read_events(text.as_bytes(), STANDARD).unwrap();
        let names: Vec<Option<&str>> = events
            .iter()
            .map(|event| event.header.as_ref().map(|header| header.name.as_str()))
            .collect();
        assert_eq!(names, [None, Some("A"), Some("B"), Some("C")]);
        let games: Vec<usize> = events.iter().map(|event| event.games.len()).collect();
        assert_eq!(games, [1, 1, 0, 1]);
        assert_eq!(read_events("".as_bytes(), STANDARD).unwrap(), []);
        assert_eq!(read_events("# only\n\n".as_bytes(), STANDARD).unwrap(), []);
    }

    fn stop(text: &str) -> (usize, String) {
        match read_events(text.as_bytes(), STANDARD).unwrap_err() {
            ListError::Line { line, error } => (line, error.to_string()),
            error => panic!("not a line's error: {error}"),
        }
    }

    #[test]
    fn an_event_the_list_cannot_hold_is_named_by_its_line() {
        assert_eq!(
            stop("event X | games 8 | chg +1.44\n\n2050 1\n"),
            (
                3,
                "event 'X' is given by its totals (games 8 | chg +1.44); its games cannot \
                 follow it"
                    .into()
            )
        );
        let no_games = "event X has no games: give them on the lines after it, or its totals (| games N | chg CHG)";
        assert_eq!(
            stop("2050 1\nevent X\n# nothing\nevent Y\n2050 1\n"),
            (2, no_games.replace("event X", "event 'X'"))
        );
        assert_eq!(
            stop("event Y\n2050 1\n\n\n\n\nevent X\n"),
            (7, no_games.replace("event X", "event 'X'"))
        );
    }
}

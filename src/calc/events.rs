//! Tournament mode's rating period of several events (FIDE B.02 7.1, 8.3; docs/rules/period.md):
//! each event's line read in the pool, its games found among the request's games, every event
//! rated on its own Ro with the period's one K, and the change rounded once.

use std::ops::Range;
use std::sync::Arc;

use jiff::civil::Date;

use super::table_rows::{Placed, TableRows};
use crate::import::lines::LineError;
use crate::rating::{
    EventGames, EventOutcome, EventsOutcome, GameLine, InputError, KFactor, Need, PeriodEvent,
    PeriodGame, PeriodList, Pool, Rating, Remaining, check_totals, period_list,
};

// The games list's event line, read by the importer (one reader for files, pastes, sessions and
// the UI's event editor).
pub use crate::import::period::{EVENT_KEYWORD, EventLine, EventTotals, parse_event_fields};

/// An event of the period as the report heads it: its name (empty: the games before any event
/// line) and dates.
#[derive(Clone, Debug, PartialEq)]
pub struct EventHeading {
    pub name: String,
    pub start: Option<Date>,
    pub end: Option<Date>,
    /// The event's own K, when it has one (bound by K·n ≤ 700 over the period all the same).
    pub own_k: Option<KFactor>,
}

/// A period of several events rated: the core's outcome and each event's part.
#[derive(Clone, Debug)]
pub struct PeriodEvents {
    pub outcome: EventsOutcome,
    pub parts: Vec<EventPart>,
    /// The list the period is published on, from the events' end dates (B.02 7.1.3, 9.1):
    /// `None` unless every event has one.
    pub list: Option<PeriodList>,
}

/// One event of a rated period: its heading, its outcome and which of the period's games (by
/// index) it holds.
#[derive(Clone, Debug)]
pub struct EventPart {
    pub heading: EventHeading,
    pub outcome: EventOutcome,
    pub span: Range<usize>,
    /// The period's games (this event's are `span`).
    pub games: Arc<Vec<PeriodGame>>,
    /// Which row of the table each of the period's games is, and the rows left out.
    pub rows: TableRows,
    /// This event's games and its rows left out, in the table's order.
    pub placed: Placed,
}

impl EventPart {
    /// The `index`-th game of the period (one of this event's): rated on the event's Ro.
    pub fn line(&self, index: usize) -> Option<GameLine> {
        let rated = self.outcome.games.as_ref()?;
        Some(rated.line(self.games.get(index)?))
    }

    /// Rc: the average of the rated opponents' ratings as used (after the 400-point rule), as
    /// FIDE's calculation page prints it; `None` without rated games.
    pub fn average_opponent(&self) -> Option<f64> {
        let (mut sum, mut count) = (0.0, 0u32);
        for index in self.span.clone() {
            let line = self.line(index)?;
            if let Some(difference) = line.difference_used.filter(|_| line.is_rated()) {
                sum += self.outcome.rating.value() - difference;
                count += 1;
            }
        }
        (count > 0).then(|| sum / f64::from(count))
    }
}

impl PeriodEvents {
    /// The event that holds the period's `game`-th game.
    pub fn event_of(&self, game: usize) -> usize {
        self.parts
            .partition_point(|part| part.span.end <= game)
            .min(self.parts.len().saturating_sub(1))
    }

    /// Whether W is known for every event (an event given by its totals may leave it out).
    pub fn score_known(&self) -> bool {
        self.outcome.score.is_some()
    }
}

/// An event line's parts, as the editor, the status line and the help say them.
pub const EVENT_SYNTAX: &str = "NAME | rating RO | k K | start YYYY-MM-DD | end YYYY-MM-DD";

/// The line of a new event of the period, numbered `number` from 1, until it is named.
pub fn default_line(number: usize) -> String {
    format!("Event {number}")
}

/// An event's line as a request keeps it (the games list's event line without its keyword),
/// read in `pool`.
pub fn read_line(text: &str, pool: Pool) -> Result<EventLine, LineError> {
    parse_event_fields(text, pool)
}

/// The request's event lines read in `pool`; the first that is not an event is named by its
/// number.
pub fn read_lines(lines: &[String], pool: Pool) -> Result<Vec<EventLine>, InputError> {
    lines
        .iter()
        .enumerate()
        .map(|(index, line)| {
            // The games before any event line: an event of no name, rated on the base.
            if line.trim().is_empty() {
                return Ok(EventLine::default());
            }
            read_line(line, pool).map_err(|error| InputError::InEvent {
                number: index + 1,
                reason: error.to_string(),
            })
        })
        .collect()
}

/// The core's events of the period of `lines` whose games are `games`, event `i` holding
/// `spans[i]`; an event without an Ro of its own is rated on `base`.
fn core_events<'a>(
    pool: Pool,
    base: Rating,
    lines: &[EventLine],
    games: &'a [PeriodGame],
    spans: &[Range<usize>],
) -> Result<Vec<PeriodEvent<'a>>, InputError> {
    let mut events = Vec::with_capacity(lines.len());
    for (index, (line, span)) in lines.iter().zip(spans).enumerate() {
        let games = match &line.totals {
            Some(totals) if !span.is_empty() => {
                return Err(InputError::InEvent {
                    number: index + 1,
                    reason: format!(
                        "'{}' is given by its totals (games {}, chg {}); no games can be added to it",
                        line.name, totals.rated_games, totals.chg
                    ),
                });
            }
            Some(totals) => {
                let rating = line.rating.unwrap_or(base);
                check_totals(pool, rating, totals.rated_games, totals.chg, totals.score).map_err(
                    |error| InputError::InEvent {
                        number: index + 1,
                        reason: error.to_string(),
                    },
                )?;
                EventGames::Totals {
                    rated_games: totals.rated_games,
                    chg: totals.chg,
                    score: totals.score,
                }
            }
            None => EventGames::Played(&games[span.clone()]),
        };
        events.push(PeriodEvent {
            rating: line.rating.unwrap_or(base),
            k: line.k,
            games,
        });
    }
    Ok(events)
}

/// Rates the period of `lines` (read by [`read_lines`]) whose games are `games`, event `i`
/// holding `spans[i]`, for a player whose previous list rating is `base` with `k`.
pub fn rate(
    pool: Pool,
    base: Rating,
    k: KFactor,
    lines: &[EventLine],
    games: &Arc<Vec<PeriodGame>>,
    spans: &[Range<usize>],
) -> Result<PeriodEvents, InputError> {
    let events = core_events(pool, base, lines, games, spans)?;
    let outcome = crate::rating::rate_events(pool, base, k, &events)?;
    let parts = lines
        .iter()
        .zip(spans)
        .zip(&outcome.events)
        .map(|((line, span), event)| EventPart {
            heading: EventHeading {
                name: line.name.clone(),
                start: line.start,
                end: line.end,
                own_k: line.k,
            },
            outcome: *event,
            span: span.clone(),
            games: Arc::clone(games),
            rows: TableRows::in_order(games.len()),
            placed: TableRows::in_order(games.len()).placed(span.clone(), None),
        })
        .collect();
    // An event whose list in time comes before the period's is in it as a late report, as
    // FIDE rates it (9.1); the report says so.
    let ends: Option<Vec<_>> = lines.iter().map(|line| line.end).collect();
    let list = ends.and_then(|ends| period_list(&ends));
    Ok(PeriodEvents {
        outcome,
        parts,
        list,
    })
}

/// What the period's remaining games (played in its last event) must bring for its new rating
/// to reach `target`.
#[allow(clippy::too_many_arguments)]
pub fn need(
    pool: Pool,
    base: Rating,
    k: KFactor,
    lines: &[EventLine],
    games: &[PeriodGame],
    spans: &[Range<usize>],
    remaining: Remaining,
    target: f64,
) -> Result<Need, InputError> {
    let events = core_events(pool, base, lines, games, spans)?;
    crate::rating::need_events(pool, base, k, &events, remaining, target)
}

/// An event's line as a request keeps it: the games list's event line without its keyword,
/// `NAME | rating RO | start DATE …`, read back by [`read_lines`] to the same event. A name from
/// a file is made one a line can keep: no control characters, `|` (an option) and `#` (a
/// comment) written `/`, and a name at all when options follow.
pub fn line_text(line: &EventLine) -> String {
    if *line == EventLine::default() {
        return String::new();
    }
    let name: String = line
        .name
        .chars()
        .filter(|c| !c.is_control())
        .map(|c| if matches!(c, '|' | '#') { '/' } else { c })
        .collect();
    let name = match name.trim() {
        "" => "Unnamed event",
        name => name,
    };
    let text = EventLine {
        name: name.to_string(),
        ..line.clone()
    }
    .to_string();
    text.strip_prefix(EVENT_KEYWORD)
        .map_or(text.as_str(), str::trim_start)
        .to_string()
}

/// The line of an event read from a file: its name (the tournament's, or the file's; a `|` or
/// `#` in it written `/`), the player's rating there as its Ro and its dates, where the file
/// gives them.
pub fn file_event_line(
    name: &str,
    rating: Option<u32>,
    start: Option<Date>,
    end: Option<Date>,
) -> String {
    // A games list keeps no `|` (it starts an option) or `#` (a comment) in a name: `line_text`
    // writes them `/`.
    let name = match name.trim() {
        "" => "Imported",
        name => name,
    };
    line_text(&EventLine {
        name: name.to_string(),
        rating: rating.and_then(|rating| Rating::new(f64::from(rating)).ok()),
        k: None,
        start,
        end,
        totals: None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A file's name or a tournament's may hold what a games list reads as an option or a
    /// comment: the line written for it still reads back as the event.
    #[test]
    fn a_files_event_line_reads_back_whatever_its_name() {
        let date = |text: &str| text.parse::<jiff::civil::Date>().ok();
        for name in [
            "Open #3 | Group A",
            "club-open.pgn",
            " \u{7}",
            "Zagreb Open 2026",
        ] {
            let line = file_event_line(name, Some(2499), date("2026-09-20"), date("2026-09-27"));
            let read = read_line(&line, Pool::FideStandard)
                .unwrap_or_else(|error| panic!("{name:?} → {line:?}: {error}"));
            assert!(!read.name.contains(['|', '#']), "{line}");
            assert_eq!(read.rating.map(|r| r.value()), Some(2499.0));
            assert_eq!(read.end, date("2026-09-27"));
        }
        assert_eq!(
            file_event_line("Open #3 | Group A", None, None, None),
            "Open /3 / Group A"
        );
    }
}

//! The first rating of an unrated player (FIDE 8.2): the sheet and the JSON (`elocalc
//! initial`), side by side. In Tournament mode both carry the targets table too.

use std::io;

use serde::Serialize;

use super::common::{Number, facts, render};
use super::numbers::{dash, points, signed};
use super::period::{TargetJson, targets_json, targets_section};
use super::{Cell, Key, Line, Sheet, Tone, words};
use crate::calc::TargetAnswer;
use crate::i18n::{Lang, number, tr};
use crate::rating::InitialRating;

pub const INITIAL: &str = "Initial rating";

/// The first rating of an unrated player and how it was found, then the targets of the
/// rounds to play (when there are any).
pub fn sheet(initial: &InitialRating, targets: &[TargetAnswer]) -> Sheet<'static> {
    let n = initial.games;
    let with_how = |key: Key, label: &str, value: String, how: String| {
        Line::fact(key, label, Cell::plain(number(&value).into_owned())).with_how(how)
    };
    let published_tone = if initial.is_published() {
        Tone::Gain
    } else {
        Tone::Warning
    };
    let mut lines = vec![
        Line::fact(
            Key::Games,
            &tr("report-row-games"),
            Cell::plain(words::counted_games(n, initial.disregarded_games)),
        )
        .with_data(vec![vec!["Games".into(), n.to_string()]]),
        Line::fact(
            Key::Score,
            &tr("row-score"),
            Cell::plain(number(&points(initial.score)).into_owned()),
        ),
    ];
    // With no game that counts, Ra, p and dp would be the two hypothetical games alone: not shown.
    if n > 0 {
        lines.extend([
            with_how(
                Key::Ra,
                "Ra",
                format!("{:.2}", initial.ra),
                words::initial_ra(n),
            ),
            with_how(
                Key::P,
                "p",
                format!("{:.2}", initial.p),
                words::initial_p(initial.score, n),
            ),
            Line::fact(Key::Dp, "dp", Cell::plain(signed(initial.dp as f64, 0))),
        ]);
    }
    lines.extend([
        Line::fact(
            Key::Rating,
            &tr("row-rating"),
            Cell::new(words::first_rating(initial), Tone::Strong),
        )
        .with_data(vec![vec![
            "Rating".into(),
            initial.rating.map_or_else(dash, |r| r.to_string()),
        ]]),
        Line::fact(
            Key::Published,
            &tr("report-row-published"),
            Cell::new(words::published(initial.not_published), published_tone),
        ),
    ]);
    let mut notes = Vec::new();
    if initial.first_event_disregarded {
        notes.push(words::first_event_disregarded(initial.disregarded_games));
        if n == 0 {
            notes.push(words::only_later_events_count());
        }
    }
    Sheet {
        title: tr("report-initial-title"),
        sections: [Some(facts(INITIAL, lines)), targets_section(targets)]
            .into_iter()
            .flatten()
            .collect(),
        notes,
    }
}

#[derive(Serialize)]
struct InitialJson {
    games: u64,
    score: Number,
    ra: f64,
    p: f64,
    dp: i64,
    rating: Option<i64>,
    uncapped: Option<i64>,
    /// Whether the 2200 cap lowered `rating` from `uncapped`.
    capped: bool,
    published: bool,
    reason: Option<String>,
    first_event_disregarded: bool,
    disregarded_games: u64,
    /// Tournament mode with rounds still to play: each target and what they must bring.
    targets: Vec<TargetJson>,
}

/// The first rating as JSON, with the targets the sheet shows beside it.
pub fn write_json(
    result: &InitialRating,
    targets: &[TargetAnswer],
    out: &mut dyn io::Write,
) -> io::Result<()> {
    render(
        &InitialJson {
            games: result.games,
            score: Number(result.score),
            ra: result.ra,
            p: result.p,
            dp: result.dp,
            rating: result.rating,
            uncapped: result.uncapped,
            capped: result.is_capped(),
            published: result.is_published(),
            // A sentence, in English whatever the language: scripts read it.
            reason: result
                .not_published
                .map(|reason| words::not_published_in(Lang::En, reason)),
            first_event_disregarded: result.first_event_disregarded,
            disregarded_games: result.disregarded_games,
            targets: targets_json(targets),
        },
        out,
    )
}

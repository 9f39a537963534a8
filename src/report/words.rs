//! Every sentence elocalc says about a result, written once: the command line, the terminal UI,
//! CSV, Markdown and JSON all take their words from here.

use super::numbers::{difference, expected, new_rating, points, signed};
use crate::calc::TargetKind;
use crate::calc::trf::{PoolSource, RoundNote};
use crate::calc::trf_period::LatestBy;
use crate::i18n::{self, Lang, message_in};
use crate::rating::tournament::Player;
use crate::rating::{
    Best, EXCLUSION_ABOVE, EXCLUSION_DIFFERENCE, Exclusion, FIDE_RATING_FLOOR,
    FIRST_RATING_MIN_GAMES, HYPOTHETICAL_OPPONENT, INITIAL_CAP, InitialRating, JUNIOR_AGE,
    JUNIOR_RATING_LIMIT, K10_RATING, KFactor, KRule, MAX_K_TIMES_GAMES, NEW_PLAYER_GAMES,
    NormCheck, NormFailure, NormTitle, NotPublished, PUBLISHED_FROM, Pool, RequirementVerdict,
    SideOutcome,
};
use crate::text::printable;

/// "3 games", in the language.
pub fn games(count: usize) -> String {
    i18n::tr_args("games", &[("count", count.into())])
}

/// A FIDE list's players, counted with their thousands grouped: "1,234 players".
pub fn list_players(count: u64) -> String {
    i18n::tr_args(
        "list-players",
        &[
            ("count", count.into()),
            ("players", i18n::grouped(count).into()),
        ],
    )
}

/// The letters of a win, a draw and a loss in the terminal UI's score cells and result field,
/// in `lang`: in Portuguese `v` *vitória*, `e` *empate* and `d` *derrota* — a loss, never
/// English's draw; in every other language the command line's `w`, `d`, `l`, which are
/// English's everywhere. What the UI's messages list, and what its score keys are.
pub fn score_letters(lang: Lang) -> crate::calc::edit::ScoreLetters {
    use crate::rating::Score;
    match lang {
        Lang::Pt => [("v", Score::Win), ("e", Score::Draw), ("d", Score::Loss)],
        _ => [("w", Score::Win), ("d", Score::Draw), ("l", Score::Loss)],
    }
}

/// Why a game is not rated, in full: "not rated: opponent unrated" — in English, as JSON's
/// `note` says it (never in another language: scripts read it).
pub fn exclusion(reason: Exclusion) -> String {
    exclusion_in(Lang::En, reason)
}

/// Why a game is not rated, in full, in the language people read.
pub fn exclusion_said(reason: Exclusion) -> String {
    exclusion_in(i18n::current(), reason)
}

fn exclusion_in(lang: Lang, reason: Exclusion) -> String {
    match reason {
        Exclusion::UnratedOpponent => message_in(lang, "not-rated-unrated-opponent", &[]),
        Exclusion::SixHundredRule => message_in(
            lang,
            "not-rated-600",
            &[
                ("difference", EXCLUSION_DIFFERENCE.to_string().into()),
                ("above", EXCLUSION_ABOVE.to_string().into()),
            ],
        ),
    }
}

/// Why a game is not rated, in a few words for a narrow table cell.
pub fn exclusion_short(reason: Exclusion) -> String {
    exclusion_short_in(Lang::En, reason)
}

/// Why a game is not rated, in a few words, in the language people read.
pub fn exclusion_short_said(reason: Exclusion) -> String {
    exclusion_short_in(i18n::current(), reason)
}

fn exclusion_short_in(lang: Lang, reason: Exclusion) -> String {
    match reason {
        Exclusion::UnratedOpponent => message_in(lang, "not-rated-short-unrated", &[]),
        Exclusion::SixHundredRule => message_in(
            lang,
            "not-rated-short-600",
            &[("difference", EXCLUSION_DIFFERENCE.to_string().into())],
        ),
    }
}

/// Said of a FIDE rating that falls below 1400: the player's own (`yours`) or the opponent's.
pub fn below_floor(yours: bool) -> String {
    let id = if yours {
        "below-floor-yours"
    } else {
        "below-floor-opponents"
    };
    i18n::tr_args(id, &[("floor", FIDE_RATING_FLOOR.to_string().into())])
}

/// Marks a rating raised to the norm's floor (1.4.6c).
pub const RAISED_MARK: &str = "↑";
/// A norm's game whose opponent was raised to the title's floor (1.4.6), in a table cell.
pub fn raised_note() -> String {
    i18n::tr("note-raised")
}
/// What the raised mark means, said where it is shown: "↑ raised to the IM floor (1.4.6)".
pub fn raised_legend(title: NormTitle) -> String {
    i18n::tr_args(
        "norm-raised-legend",
        &[("mark", RAISED_MARK.into()), ("title", title.key().into())],
    )
}
/// A game of the table still to be played (score `?`).
pub fn unplayed_note() -> String {
    i18n::tr("note-unplayed")
}

/// A requirement met, not met, or still open (games to play; an exemption's waiver reads so
/// too, with the exemption as its article).
pub fn met(verdict: RequirementVerdict) -> String {
    match verdict {
        RequirementVerdict::Met => "✓".to_string(),
        RequirementVerdict::NotMet => "✗".to_string(),
        RequirementVerdict::Open | RequirementVerdict::Waived => i18n::tr("requirement-open"),
    }
}

/// 1.4.5b–e: who counts for the norm's title, as a label.
pub fn title_holders(title: NormTitle) -> String {
    i18n::tr(match title {
        NormTitle::Gm => "requirement-holders-gm",
        NormTitle::Im => "requirement-holders-im",
        NormTitle::Wgm => "requirement-holders-wgm",
        NormTitle::Wim => "requirement-holders-wim",
    })
}

/// How Ra was found: the article, and the one opponent raised to the floor.
pub fn ra_how(raised_to: Option<u32>) -> String {
    match raised_to {
        Some(floor) => i18n::tr_args("ra-raised", &[("floor", floor.to_string().into())]),
        None => "1.4.7".to_string(),
    }
}

/// The verdict: a norm, the result still open, or none.
pub fn norm_verdict(title: NormTitle, failures: &[NormFailure]) -> String {
    match failures {
        [] => i18n::tr_args("norm-yes", &[("title", title.key().into())]),
        [NormFailure::ResultPending] => i18n::tr("norm-pending"),
        _ => i18n::tr("norm-no"),
    }
}

/// What fails, in words: "too few games, Ra too low"; `None` for a norm or a result still
/// open. (The JSON gives the codes.)
pub fn norm_failures(failures: &[NormFailure]) -> Option<String> {
    match failures {
        [] | [NormFailure::ResultPending] => None,
        failures => Some(
            failures
                .iter()
                .map(|&failure| norm_failure(failure))
                .collect::<Vec<_>>()
                .join(", "),
        ),
    }
}

/// One failed requirement of a norm, in words.
pub fn norm_failure(failure: NormFailure) -> String {
    i18n::tr(match failure {
        NormFailure::TooFewGames => "failure-games",
        NormFailure::TooFewForeignFederations => "failure-foreign",
        NormFailure::TooManyOwnFederation => "failure-own",
        NormFailure::TooManyOneFederation => "failure-one",
        NormFailure::TooFewTitled => "failure-titled",
        NormFailure::TooFewTitleHolders => "failure-holders",
        NormFailure::RaTooLow => "failure-ra",
        NormFailure::PerformanceTooLow => "failure-performance",
        NormFailure::ScoreBelow35Percent => "failure-score",
        NormFailure::ResultPending => "failure-pending",
    })
}

/// The points a norm needs over the whole event, and what that leaves for the games to play:
/// "6½ of 9: 2½ more from the last 3".
pub fn norm_points_needed(check: &NormCheck) -> String {
    let points = points_needed(check);
    // A requirement no score can meet (the titles, the federations, the games, Ra): the
    // points are said not to be enough alone, never as if they gave the norm.
    let failing: Vec<String> = check
        .failures
        .iter()
        .filter(|failure| {
            !matches!(
                failure,
                NormFailure::PerformanceTooLow
                    | NormFailure::ScoreBelow35Percent
                    | NormFailure::ResultPending
            )
        })
        .map(|&failure| norm_failure(failure))
        .collect();
    if failing.is_empty() || check.halves_needed.is_none() {
        return points;
    }
    i18n::tr_args(
        "points-not-alone",
        &[
            ("points", points.into()),
            ("failing", failing.join(", ").into()),
        ],
    )
}

/// The points a norm needs, as far as points go: in all, and how many more from the games to
/// play.
fn points_needed(check: &NormCheck) -> String {
    let games = check.games_counted;
    let Some(needed) = check.halves_needed else {
        return i18n::tr_args("points-none", &[("games", games.to_string().into())]);
    };
    let total = i18n::tr_args(
        "points-total",
        &[
            ("points", half_points(needed).into()),
            ("games", games.to_string().into()),
        ],
    );
    let pending = check.games_pending.to_string();
    let id = match check.still_needed() {
        None => return total,
        Some((_, false)) => "points-out-of-reach",
        Some((_, true)) => "points-more",
    };
    let more = check.still_needed().map_or(0, |(more, _)| more);
    i18n::tr_args(
        id,
        &[
            ("total", total.into()),
            ("more", half_points(more).into()),
            ("pending", pending.into()),
        ],
    )
}

/// A target of the targets table, with its rating: "Keep 2000", "+10: 2010".
pub fn target_label(kind: TargetKind, target: &str) -> String {
    let id = match kind {
        TargetKind::Keep => "target-keep",
        TargetKind::PlusTen => "target-plus-ten",
        TargetKind::NextHundred => "target-next-hundred",
        TargetKind::FirstRating => "target-first-rating",
        TargetKind::Typed => "target-typed",
    };
    i18n::tr_args(id, &[("target", target.into())])
}

/// Half points as people write them: "5½", "½", "6".
pub fn half_points(halves: u32) -> String {
    match (halves / 2, halves % 2) {
        (0, 1) => "½".to_string(),
        (whole, 1) => format!("{whole}½"),
        (whole, _) => whole.to_string(),
    }
}

/// What the remaining games must bring: "5½ from 9 against 2000 → 2020" (`result` as the
/// language writes it).
pub fn needed(halves: u32, games: u32, opponents: &str, result: &str) -> String {
    i18n::tr_args(
        "report-needed",
        &[
            ("points", half_points(halves).into()),
            ("games", games.to_string().into()),
            ("opponents", opponents.into()),
            ("result", result.into()),
        ],
    )
}

/// The best a new rating can be, as the language writes it (a continuous one has decimals), or
/// that there would be no published rating.
fn best_rating(best: Best) -> String {
    best.rating.map_or_else(no_published_rating, |rating| {
        i18n::number(&new_rating(rating)).into_owned()
    })
}

/// The target is out of reach: "not reachable: 9 from 9 give 2003".
pub fn out_of_reach(best: Best, games: u32) -> String {
    i18n::tr_args(
        "report-not-reachable",
        &[
            ("points", half_points(best.halves).into()),
            ("games", games.to_string().into()),
            ("best", best_rating(best).into()),
        ],
    )
}

/// A target out of reach in the targets table, short enough for its row: "best: 9 of 9 → 2003".
pub fn target_best(best: Best, games: u32) -> String {
    let points = half_points(best.halves).into();
    match best.rating {
        Some(_) => i18n::tr_args(
            "target-best",
            &[
                ("points", points),
                ("games", games.to_string().into()),
                ("best", best_rating(best).into()),
            ],
        ),
        None => i18n::tr_args(
            "target-best-unpublished",
            &[("points", points), ("games", games.to_string().into())],
        ),
    }
}

/// A first rating that would not be published.
pub fn no_published_rating() -> String {
    i18n::tr("report-no-published-rating")
}

/// The 600-point rule leaves the remaining games out.
pub fn remaining_not_rated() -> String {
    i18n::tr_args(
        "report-remaining-not-rated",
        &[
            (
                "rule",
                exclusion_short_said(Exclusion::SixHundredRule).into(),
            ),
            ("above", EXCLUSION_ABOVE.to_string().into()),
        ],
    )
}

/// The rule that decided K, with the K it gives, in the language people read.
pub fn k_rule(rule: KRule) -> String {
    k_rule_in(i18n::current(), rule)
}

/// The rule that decided K, in `lang` (the JSON's `reason` is English).
pub fn k_rule_in(lang: Lang, rule: KRule) -> String {
    let k = rule.k().to_string();
    match rule {
        KRule::NewPlayer => message_in(
            lang,
            "report-k-new-player",
            &[
                ("k", k.into()),
                ("games", u64::from(NEW_PLAYER_GAMES).into()),
            ],
        ),
        // The rule runs to the end of the year of the 18th birthday, not to the birthday.
        KRule::Junior => message_in(
            lang,
            "report-k-junior",
            &[
                ("k", k.into()),
                ("limit", JUNIOR_RATING_LIMIT.to_string().into()),
                ("age", JUNIOR_AGE.to_string().into()),
            ],
        ),
        KRule::Reached2400 => message_in(
            lang,
            "report-k-reached-2400",
            &[("k", k.into()), ("rating", K10_RATING.to_string().into())],
        ),
        KRule::Standard => message_in(
            lang,
            "report-k-standard",
            &[("k", k.into()), ("rating", K10_RATING.to_string().into())],
        ),
    }
}

/// K after the K·n ≤ 700 rule, saying so when it was lowered: "38 (K 40 lowered so that …)".
pub fn k_effective(k: KFactor, k_effective: u32, rated_games: u64) -> String {
    if k_effective == k.value() {
        k_effective.to_string()
    } else {
        i18n::tr_args(
            "k-lowered",
            &[
                ("effective", k_effective.to_string().into()),
                ("k", k.value().to_string().into()),
                ("max", MAX_K_TIMES_GAMES.to_string().into()),
                ("games", rated_games.to_string().into()),
            ],
        )
    }
}

/// K in a table cell, with K·n ≤ 700's lowering shown briefly: "20", "87 (100)".
pub fn k_effective_short(k: KFactor, k_effective: u32) -> String {
    if k_effective == k.value() {
        k_effective.to_string()
    } else {
        format!("{k_effective} ({})", k.value())
    }
}

/// Why a first rating would not be published, in the language people read.
pub fn not_published(reason: NotPublished) -> String {
    not_published_in(i18n::current(), reason)
}

/// Why a first rating would not be published, in `lang` (the JSON's `reason` is English).
pub fn not_published_in(lang: Lang, reason: NotPublished) -> String {
    match reason {
        NotPublished::FirstEventZero => message_in(lang, "report-not-published-zero", &[]),
        NotPublished::FewerThanFiveGames(n) => message_in(
            lang,
            "report-not-published-few",
            &[
                ("count", n.into()),
                ("min", FIRST_RATING_MIN_GAMES.to_string().into()),
            ],
        ),
        NotPublished::Below1400 => message_in(
            lang,
            "report-not-published-below",
            &[("floor", PUBLISHED_FROM.to_string().into())],
        ),
    }
}

/// Whether a first rating is published: "yes", or "no: why".
pub fn published(reason: Option<NotPublished>) -> String {
    reason.map_or_else(
        || i18n::tr("report-published-yes"),
        |reason| {
            i18n::tr_args(
                "report-published-no",
                &[("why", not_published(reason).into())],
            )
        },
    )
}

/// The first event scored zero (8.2): what it held.
pub fn first_event_disregarded(games: u64) -> String {
    i18n::tr_args("report-first-event-disregarded", &[("count", games.into())])
}

/// When no game is left after the first event is disregarded: what would count.
pub fn only_later_events_count() -> String {
    i18n::tr_args(
        "report-only-later-events",
        &[("min", FIRST_RATING_MIN_GAMES.to_string().into())],
    )
}

/// The games a first rating is found from, and the first event's when it was left out:
/// "5 against rated opponents (4 in the first event, disregarded)".
pub fn counted_games(games: u64, disregarded: u64) -> String {
    if disregarded == 0 {
        rated_opponents(games)
    } else {
        i18n::tr_args(
            "report-counted-games-disregarded",
            &[("count", games.into()), ("disregarded", disregarded.into())],
        )
    }
}

/// A first rating, with the value before the cap when the cap applied; a dash when no game
/// counts.
pub fn first_rating(initial: &InitialRating) -> String {
    match (initial.rating, initial.uncapped) {
        (Some(rating), Some(uncapped)) if initial.is_capped() => i18n::tr_args(
            "report-first-rating-capped",
            &[
                ("rating", rating.to_string().into()),
                ("uncapped", uncapped.to_string().into()),
                ("cap", INITIAL_CAP.to_string().into()),
            ],
        ),
        (Some(rating), _) => rating.to_string(),
        (None, _) => super::numbers::dash(),
    }
}

/// How Ra of a first rating is found: "(Σ opponents + 2 × 1800) / (5 + 2)".
pub fn initial_ra(games: u64) -> String {
    i18n::tr_args(
        "report-initial-ra",
        &[
            ("hypothetical", HYPOTHETICAL_OPPONENT.to_string().into()),
            ("games", games.to_string().into()),
        ],
    )
}

/// How p of a first rating is found: "(1 + 1) / (5 + 2)", the score as the language writes it.
pub fn initial_p(score: f64, games: u64) -> String {
    i18n::number(&format!("({} + 1) / ({games} + 2)", points(score))).into_owned()
}

/// Why a continuous performance may be missing, in English (the JSON's `note`).
pub const NO_FINITE_PERFORMANCE: &str =
    "a 0 % or 100 % score has no finite performance on the logistic curve";

/// Why a continuous performance may be missing, in the language people read.
pub fn no_finite_performance() -> String {
    i18n::tr("report-no-finite-performance")
}

/// "3 against rated opponents".
pub fn rated_opponents(games: u64) -> String {
    i18n::tr_args("report-rated-opponents", &[("count", games.into())])
}

/// One line that shows how a side's change was found, e.g.
/// "table 8.1.2 · D -100 → PD 0.36 · 20 × (0.5 − 0.36) = +2.80"; `real` is the difference of
/// the ratings, said beside the one used when the 400-point rule changed it.
pub fn derivation(pool: Pool, side: &SideOutcome, real: f64) -> String {
    let (Some(used), Some(expect)) = (side.difference_used, side.expected) else {
        return i18n::tr("derivation-not-rated");
    };
    let (method, symbol) = if pool.is_fide() {
        (i18n::tr("method-table"), "PD")
    } else {
        (i18n::tr("method-logistic"), "E")
    };
    let expected = i18n::number(&expected(expect)).into_owned();
    i18n::tr_args(
        "derivation",
        &[
            ("method", method.into()),
            ("used", used_difference(used, real).into()),
            ("symbol", symbol.into()),
            ("expected", expected.into()),
            ("k", side.k.value().to_string().into()),
            (
                "score",
                i18n::number(side.score.as_number()).into_owned().into(),
            ),
            (
                "change",
                i18n::number(&signed(side.change_unrounded, 2))
                    .into_owned()
                    .into(),
            ),
        ],
    )
}

/// The difference used, and the real one when the 400-point rule changed it:
/// "-400 (real -600: the 400-point rule)".
pub fn used_difference(used: f64, real: f64) -> String {
    let used_text = i18n::number(&difference(used)).into_owned();
    if used == real {
        used_text
    } else {
        i18n::tr_args(
            "used-difference-real",
            &[
                ("used", used_text.into()),
                ("real", i18n::number(&difference(real)).into_owned().into()),
            ],
        )
    }
}

/// A difference the 400-point rule counted as 400, said with the real one: "real -600: the
/// 400-point rule".
pub fn capped_said(real: f64) -> String {
    capped_in("note-difference-capped", real)
}

/// [`capped_said`] for a narrow note column, as the UI's tables have: "real -600 (400 rule)".
pub fn capped_short_said(real: f64) -> String {
    capped_in("note-difference-capped-short", real)
}

fn capped_in(id: &str, real: f64) -> String {
    let real = i18n::number(&difference(real)).into_owned();
    i18n::tr_args(id, &[("real", real.into())])
}

/// A round's note in the language people read (the JSON keeps [`round_note`]'s English).
pub fn round_note_said(note: RoundNote) -> String {
    i18n::tr(match note {
        RoundNote::ForfeitWin => "round-forfeit-win",
        RoundNote::ForfeitLoss => "round-forfeit-loss",
        RoundNote::Absent => "round-absent",
        RoundNote::LessThanOneMove => "round-less-than-one-move",
        RoundNote::HalfPointBye => "round-half-point-bye",
        RoundNote::FullPointBye => "round-full-point-bye",
        RoundNote::PairingBye => "round-pairing-bye",
        RoundNote::ZeroPointBye => "round-zero-point-bye",
        RoundNote::UnratedOpponent => "not-rated-short-unrated",
        RoundNote::SixHundredRule => "round-600",
    })
}

/// Why a round of a tournament report is not a rated game for the player.
pub fn round_note(note: RoundNote) -> &'static str {
    match note {
        RoundNote::ForfeitWin => "forfeit win",
        RoundNote::ForfeitLoss => "forfeit loss",
        RoundNote::Absent => "absent",
        RoundNote::LessThanOneMove => "less than one move",
        RoundNote::HalfPointBye => "half-point bye",
        RoundNote::FullPointBye => "full-point bye",
        RoundNote::PairingBye => "pairing-allocated bye",
        RoundNote::ZeroPointBye => "zero-point bye",
        RoundNote::UnratedOpponent => "unrated opponent",
        RoundNote::SixHundredRule => "600-point rule",
    }
}

/// Where a tournament report's pool came from: "from the time control".
pub fn pool_source(source: PoolSource) -> String {
    i18n::tr(match source {
        PoolSource::Option => "pool-as-chosen",
        PoolSource::TimeControl => "pool-time-control",
        PoolSource::EventWords => "pool-event-words",
        PoolSource::Default => "pool-default",
    })
}

/// A player whose points column disagrees with the rounds: "line 56: player 43 (Gallas
/// Gautier): the points column has 0.5, the rounds give 1".
pub fn points_disagree(player: &Player) -> String {
    format!(
        "line {}: player {} ({}): the points column has {}, the rounds give {}",
        player.line,
        player.start_rank,
        printable(&player.name),
        player
            .file_points
            .map_or_else(String::new, |tenths| points(f64::from(tenths) / 10.0)),
        points(f64::from(player.round_points()) / 10.0)
    )
}

/// The most players a note names before it says how many more there are.
const NAMED_IN_NOTE: usize = 3;

/// `items` joined for a note: the first few of them worded, and how many more.
fn few_of<T>(items: impl ExactSizeIterator<Item = T>, word: impl Fn(T) -> String) -> String {
    let more = items.len().saturating_sub(NAMED_IN_NOTE);
    let mut shown: Vec<String> = items.take(NAMED_IN_NOTE).map(word).collect();
    if more > 0 {
        shown.push(format!("and {more} more"));
    }
    shown.join("; ")
}

/// How a player's own K is given on the command line, and in the UI.
pub const GIVE_K_FLAG: &str = "give them with --player-k RANK=K";
pub const GIVE_K_KEY: &str = "type them with Enter on the player";

/// "1 event", "3 events", in the language people read: "3 турнира".
pub fn events_said(count: usize) -> String {
    i18n::tr_args("report-events", &[("count", count.into())])
}

/// How a player's own K is given on the command line when several files are rated together.
pub const GIVE_KS_FLAG: &str = "give them with --player-k ID=K (FIDE ID) or --player-k FILE:RANK=K";

/// How the latest of several report files (the base's) was found.
pub fn files_latest(by: LatestBy) -> String {
    i18n::tr(match by {
        LatestBy::StartDate => "report-files-latest-by-date",
        LatestBy::FileOrder => "report-files-latest-by-order",
    })
}

/// What several report files rated as one period assume.
pub fn files_as_period(by: LatestBy) -> String {
    i18n::tr_args(
        "report-files-as-period",
        &[
            ("max", MAX_K_TIMES_GAMES.to_string().into()),
            ("latest", files_latest(by).into()),
        ],
    )
}

/// How K was found over several files for the players whose K was not given; without a year
/// in any file (`year_known` false) no one is a junior by them, and that is said.
pub fn files_k_rule(year_known: bool) -> String {
    let id = match year_known {
        true => "report-files-k-rule",
        false => "report-files-k-rule-no-year",
    };
    i18n::tr_args(
        id,
        &[
            ("limit", JUNIOR_RATING_LIMIT.to_string().into()),
            ("rating", K10_RATING.to_string().into()),
        ],
    )
}

/// One player's period of several files: the base when it was not given.
pub fn files_base(base: u32, file: &str, by: LatestBy) -> String {
    i18n::tr_args(
        "report-files-base",
        &[
            ("base", base.to_string().into()),
            ("file", file.into()),
            ("latest", files_latest(by).into()),
        ],
    )
}

/// One player's period of several files: K by the file's rule, when it was not given; without
/// a year in any file (`year_known` false) no one is said to be no junior.
pub fn files_player_k(k: KFactor, rule: KRule, file: &str, year_known: bool) -> String {
    let id = match rule {
        KRule::Junior => "report-files-player-k-junior",
        KRule::Reached2400 => "report-files-player-k-2400",
        _ if !year_known => "report-files-player-k-no-year",
        _ => "report-files-player-k-other",
    };
    i18n::tr_args(
        id,
        &[
            ("k", k.value().to_string().into()),
            ("file", file.into()),
            ("limit", JUNIOR_RATING_LIMIT.to_string().into()),
            ("rating", K10_RATING.to_string().into()),
        ],
    )
}

/// A file of several that gives no year, when others do: the year juniors are judged by.
pub fn files_no_year(file: &str, year: i32) -> String {
    i18n::tr_args(
        "report-files-no-year",
        &[("file", file.into()), ("year", year.to_string().into())],
    )
}

/// The players of several files matched by name, each with their files.
pub fn files_matched_by_name(players: &[String]) -> String {
    i18n::tr_args(
        "report-files-matched-by-name",
        &[("players", players.join("; ").into())],
    )
}

/// The lines without a FIDE ID whose name is several players: kept apart.
pub fn files_unmatched(lines: &[String]) -> String {
    i18n::tr_args(
        "report-files-unmatched",
        &[("players", lines.join("; ").into())],
    )
}

/// The players unrated in one of their files.
pub fn files_unrated(players: &[String]) -> String {
    i18n::tr_args(
        "report-files-unrated",
        &[("players", players.join("; ").into())],
    )
}

/// A file's `042` (start) or `052` (end) that is no date.
pub fn unread_date(file: &str, record: &str, text: &str) -> String {
    i18n::tr_args(
        if record == "042" {
            "report-unread-start-date"
        } else {
            "report-unread-end-date"
        },
        &[
            ("file", file.into()),
            ("record", record.into()),
            ("text", printable(text).into_owned().into()),
        ],
    )
}

/// Two files of a period whose dates overlap and that share players, each with its dates.
pub fn files_overlap(first: (&str, String), second: (&str, String), shared: usize) -> String {
    i18n::tr_args(
        "report-files-overlap",
        &[
            ("first", first.0.into()),
            ("first_dates", first.1.into()),
            ("second", second.0.into()),
            ("second_dates", second.1.into()),
            (
                "players",
                i18n::tr_args("players", &[("count", shared.into())]).into(),
            ),
        ],
    )
}

/// Why a period of several files has the list it has: the one in force at its first event.
fn first_event_list(start: Option<jiff::civil::Date>, undated: bool) -> String {
    match start {
        Some(start) if !undated => i18n::tr_args(
            "report-files-list-first-start",
            &[("start", start.to_string().into())],
        ),
        _ => i18n::tr("report-files-list-no-start"),
    }
}

/// Several files rated with the list in force at the period's first event.
pub fn files_list(
    month: crate::rating::list::ListMonth,
    start: Option<jiff::civil::Date>,
    undated: bool,
    from_list: usize,
) -> String {
    i18n::tr_args(
        "report-files-list",
        &[
            ("month", month.to_string().into()),
            ("why", first_event_list(start, undated).into()),
            ("count", from_list.into()),
        ],
    )
}

/// One player's period of several files: the base from the list, when it was not given.
pub fn files_base_listed(
    base: u32,
    month: crate::rating::list::ListMonth,
    start: Option<jiff::civil::Date>,
    undated: bool,
) -> String {
    i18n::tr_args(
        "report-files-base-listed",
        &[
            ("base", base.to_string().into()),
            ("month", month.to_string().into()),
            ("why", first_event_list(start, undated).into()),
        ],
    )
}

/// One player's period of several files: K from the list, when it was not given.
pub fn files_player_k_listed(
    k: KFactor,
    month: crate::rating::list::ListMonth,
    start: Option<jiff::civil::Date>,
    undated: bool,
) -> String {
    i18n::tr_args(
        "report-files-player-k-listed",
        &[
            ("k", k.value().to_string().into()),
            ("month", month.to_string().into()),
            ("why", first_event_list(start, undated).into()),
        ],
    )
}

/// One place where the file says other than the list: a warning, the file's value is used.
pub fn list_difference(
    player: &Player,
    month: crate::rating::list::ListMonth,
    field: crate::calc::trf_list::ListField,
    file: Option<&str>,
    list: Option<&str>,
) -> String {
    let id = player.fide_id.as_deref().unwrap_or_default();
    let said = |value: Option<&str>| {
        value.map_or_else(|| "none".to_string(), |value| printable(value).to_string())
    };
    format!(
        "Warning: {} {} (FIDE ID {}): {} {} in the file, {} on the {month} list; the file's is \
         used.",
        player.start_rank,
        printable(&player.name),
        printable(id),
        field.key(),
        said(file),
        said(list),
    )
}

/// The players with a FIDE ID the list does not have.
pub fn field_not_on_list<'a>(
    missing: impl ExactSizeIterator<Item = &'a Player>,
    month: crate::rating::list::ListMonth,
) -> String {
    let count = missing.len();
    let named = few_of(missing, |player| {
        format!(
            "{} {} ({})",
            player.start_rank,
            printable(&player.name),
            printable(player.fide_id.as_deref().unwrap_or_default())
        )
    });
    format!(
        "Not on the {month} list by FIDE ID: {} — {named}.",
        crate::report::numbers::players(count)
    )
}

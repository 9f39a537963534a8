//! The rating core: pure functions over plain values, no I/O.
//!
//! - [`rate_game`]: one game, both players, with win/draw/loss scenarios.
//! - [`rate_period`]: a rating period (tournament) for one player, game by game.
//! - [`rate_multi`]: G games against an average opponent with P points.
//! - [`expectation`]: the expected score under a [`Pool`] and its difference rules.
//! - [`need`]: what the games still to play must bring to reach a rating.
//! - [`placement`], [`period_list`]: the monthly list an event or a period is rated on.
//! - [`rate_dwz`]: the German DWZ (E system, K system, the Umstufung 2026, the Leistung).
//! - [`fide_k`]: K from a player profile; [`performance`]: performance rating;
//!   [`initial_rating`]: the first rating of an unrated player.
//!
//! FIDE pools compute in whole hundredths (PD has two decimals, K is whole) and round once per
//! period, halves away from zero; floating point would get exact ties such as 2.50 wrong.
//!
//! The rules: docs/rules/README.md, which indexes every rule's doc, code and tests.

mod dwz;
mod events;
mod expected;
mod game;
mod glicko2;
mod initial;
mod kfactor;
pub mod list;
mod multi;
pub mod names;
mod need;
mod norm;
pub mod number;
mod performance;
mod period;
pub mod publication;
mod table;
mod today;
pub mod tournament;
mod uschess;
mod values;

pub use dwz::{
    AgeClass, DEWIS_FROM, DWZ_FLOOR, Dwz, DwzAge, DwzCoefficient, DwzEvaluation, DwzGame, DwzLine,
    DwzOutcome, DwzPlayer, DwzSystem, DwzTotals, EBound, ECoefficient, JUNIOR_UP_TO, K_SYSTEM_FROM,
    KBound, KCoefficient, KGroup, LeftOut, Relevelling, YOUTH_UP_TO, age_class, dwz_expected,
    dwz_system, e_coefficient, k_coefficient, k0, leistung, needs_relevelling, parse_birth_year,
    parse_dwz, parse_dwz_index, parse_dwz_opponent, parse_dwz_totals, rate_dwz, relevel,
};
pub use events::{
    EventGames, EventOutcome, EventsOutcome, PeriodEvent, check_totals, need_events, rate_events,
};
pub use expected::{
    DIFFERENCE_CAP, EXCLUSION_ABOVE, EXCLUSION_DIFFERENCE, Exclusion, Expectation, Expected,
    UNCAPPED_FROM, difference_capped, exclusion, expectation, logistic_expected,
};
pub use game::{GameOutcome, Player, Scenario, SideOutcome, rate_game};
pub use glicko2::{
    CENTRE, DEFAULT_RD, DEFAULT_TAU, DEFAULT_VOLATILITY, Glicko2Game, Glicko2Outcome,
    Glicko2Player, glicko2_expected, glicko2_game, parse_glicko_rating, parse_glicko2_game,
    parse_rd, parse_tau, parse_volatility, rate_glicko2,
};
pub use initial::{
    FIRST_RATING_MIN_GAMES, HYPOTHETICAL_OPPONENT, INITIAL_CAP, InitialRating, NotPublished,
    PUBLISHED_FROM, initial_rating,
};
pub use kfactor::{
    JUNIOR_AGE, JUNIOR_RATING_LIMIT, K10_RATING, KRule, NEW_PLAYER_GAMES, Profile, YEAR_RANGE,
    fide_k, junior_born_from, k_from_report, parse_games_played, parse_year,
};
pub use multi::{MultiOutcome, rate_multi};
pub use need::{
    Best, MAX_REMAINING, Need, REMAINING_RANGE, Remaining, need, need_first_rating, parse_remaining,
};
pub use norm::{
    Exemption, Federation, JudgedRequirement, MIN_GAMES_RANGE, NORM_SCORE_PERCENT, NormCheck,
    NormFailure, NormGame, NormInput, NormRequirement, NormTitle, REQUIRED_FEDERATIONS,
    RequirementVerdict, Title, UNRATED_FOR_NORMS, check_norm, parse_min_games,
};
pub use performance::{Method, Performance, logistic_total, performance};
pub use period::{
    Amount, FIDE_RATING_FLOOR, GameLine, MAX_K_TIMES_GAMES, PeriodOutcome, effective_k,
    is_below_fide_floor, rate_period, round_hundredths,
};
pub use publication::{ListPlacement, PeriodList, period_list, placement};
pub use table::{BANDS, DP_BY_SCORE, hundredths_half_up, rating_difference, scoring_probability};
pub use today::Today;
pub use uschess::{
    ABSOLUTE_FLOOR, FLOOR_RANGE, Formula, PriorRecord, UsChessOutcome, UsChessPlayer,
    bonus_threshold, parse_event_date, parse_floor, parse_us_games_played, parse_us_rating,
    parse_uschess_game, parse_uschess_opponent, rate_uschess, uschess_effective_cap,
    winning_expectancy,
};
pub use values::{
    GAMES_PLAYED_RANGE, GAMES_RANGE, InputError, K_RANGE, KFactor, MAX_GAMES, MAX_GAMES_PLAYED,
    MAX_K, MAX_RATING, Opponent, PeriodGame, Points, Pool, Rating, Score, UNRATED, parse_games,
    parse_whole,
};

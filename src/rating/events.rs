//! The rating FIDE publishes: a rating period of several events (FIDE B.02 7.1, 8.3.1–8.3.4;
//! docs/rules/period.md). Each event is rated on the rating the player had when it started
//! (its Ro), one K serves the whole period (K·n ≤ 700 over every event's rated games), the
//! events' K·ΣΔR are added unrounded, and the period's change is rounded once and added to the
//! previous list's rating (the base).

use super::Amount;
use super::expected::{difference_capped, exclusion};
use super::need::{Need, Remaining, smallest, with_remaining};
use super::period::{
    PeriodOutcome, Surplus, effective_k, is_below_fide_floor, rate_period, settle,
};
use super::values::{InputError, KFactor, PeriodGame, Pool, Rating};

/// What an event of the period brings: its games, or — for an event already rated elsewhere,
/// as FIDE's calculation page prints it — its rated games and ΣΔR alone.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum EventGames<'a> {
    Played(&'a [PeriodGame]),
    /// An event by its totals: n, ΣΔR and, when known, W (FIDE's page prints all three).
    Totals {
        rated_games: u64,
        chg: f64,
        score: Option<f64>,
    },
}

/// One event of a rating period: its Ro (the rating it is rated on), its own K if it has one
/// (else the period's), and its games.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PeriodEvent<'a> {
    pub rating: Rating,
    pub k: Option<KFactor>,
    pub games: EventGames<'a>,
}

/// An event as FIDE's calculation page shows it: Ro, n, W (with games), chg = ΣΔR, K and
/// K·chg; with games, the event rated on its own (its lines, its expected total).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct EventOutcome {
    pub rating: Rating,
    pub rated_games: u64,
    /// W, the points of the rated games (`None`: an event given by its totals without W).
    pub score: Option<f64>,
    /// ΣΔR: the points above (below) the expected in the event's rated games.
    pub chg: f64,
    pub k: u32,
    /// K·chg, unrounded.
    pub k_chg: f64,
    /// The event's games rated on its Ro with its K; `None` for an event given by its totals.
    pub games: Option<PeriodOutcome>,
}

/// A whole rating period: the events, the period's K after K·n ≤ 700, the change rounded
/// once and the new rating (the base plus the change).
#[derive(Clone, Debug, PartialEq)]
pub struct EventsOutcome {
    pub pool: Pool,
    pub base: Rating,
    pub k: KFactor,
    pub k_effective: u32,
    pub rated_games: u64,
    pub events: Vec<EventOutcome>,
    /// W over the period's rated games, when every event's is known.
    pub score: Option<f64>,
    pub change_unrounded: f64,
    pub change: Amount,
    pub new_rating: Amount,
}

/// Rates a period of `events` for a player whose previous list rating is `base` with `k`.
///
/// FIDE's own published period (docs/rules/period.md, P2): five events on 2054, 39 rated games,
/// so K 20 becomes 17 in every event; the events' K·chg add to +92.48, rounded once to +92.
///
/// ```
/// use elocalc::rating::{EventGames, KFactor, PeriodEvent, Pool, Rating, rate_events};
/// let base = Rating::new(2054.0).unwrap();
/// // The five events by their totals as FIDE printed them: n and ΣΔR.
/// let totals = [(8, 1.44), (8, 1.14), (6, 2.34), (8, 0.79), (9, -0.27)];
/// let events: Vec<PeriodEvent> = totals
///     .iter()
///     .map(|&(rated_games, chg)| PeriodEvent {
///         rating: base,
///         k: None,
///         games: EventGames::Totals { rated_games, chg, score: None },
///     })
///     .collect();
/// let period = rate_events(Pool::FideStandard, base, KFactor::new(20).unwrap(), &events).unwrap();
/// assert_eq!(period.k_effective, 17);
/// assert!((period.change_unrounded - 92.48).abs() < 1e-9);
/// assert_eq!(period.new_rating.value(), 2146.0);
/// ```
pub fn rate_events(
    pool: Pool,
    base: Rating,
    k: KFactor,
    events: &[PeriodEvent],
) -> Result<EventsOutcome, InputError> {
    base.check_for(pool)?;
    // Each event on its own Ro: its games' ΣΔR, which no K changes.
    let mut rated = Vec::with_capacity(events.len());
    for event in events {
        rated.push(match event.games {
            EventGames::Played(games) => {
                let outcome = rate_period(pool, event.rating, k, games)?;
                (outcome.rated_games, outcome.surplus(), Some(outcome))
            }
            EventGames::Totals {
                rated_games,
                chg,
                score,
            } => {
                check_totals(pool, event.rating, rated_games, chg, score)?;
                (rated_games, Surplus::of_value(pool, chg), None)
            }
        });
    }
    let period_games: u64 = rated.iter().map(|(n, _, _)| n).sum();
    let k_effective = effective_k(pool, k, period_games);
    // Σ K·ΣΔR over the events, in hundredths in FIDE pools: one rounding for the period.
    let mut total = Surplus::zero(pool);
    let outcomes: Vec<EventOutcome> = events
        .iter()
        .zip(rated)
        .map(|(event, (rated_games, surplus, games))| {
            // An event's own K is bound by K·n ≤ 700 over the period as well.
            let event_k = event
                .k
                .map_or(k_effective, |own| effective_k(pool, own, period_games));
            total = total.plus(surplus.scaled(event_k));
            EventOutcome {
                rating: event.rating,
                rated_games,
                score: match event.games {
                    EventGames::Played(_) => games.map(|games| games.score),
                    EventGames::Totals { score, .. } => score,
                },
                chg: surplus.value(),
                k: event_k,
                k_chg: surplus.scaled(event_k).value(),
                games: games.map(|games| games.with_k_exactly(event_k)),
            }
        })
        .collect();
    let settlement = settle(base, 1, total);
    let score = outcomes.iter().map(|event| event.score).sum();
    Ok(EventsOutcome {
        pool,
        base,
        k,
        k_effective,
        rated_games: period_games,
        events: outcomes,
        score,
        change_unrounded: settlement.change_unrounded,
        change: settlement.change,
        new_rating: settlement.new_rating,
    })
}

/// The expected points a rated game can have against any opponent: 0.08 to 0.92 where the
/// 400-point rule caps the difference, else 0 to 1 (FIDE table 8.1.2; the logistic curve).
fn expected_range(pool: Pool, rating: Rating) -> (f64, f64) {
    if difference_capped(pool, rating) {
        (0.08, 0.92)
    } else {
        (0.0, 1.0)
    }
}

/// An event's totals as FIDE's page could print them: W − chg (the expected points) within
/// what n games on Ro can be expected to bring, for W as given (else any W from 0 to n).
pub fn check_totals(
    pool: Pool,
    rating: Rating,
    rated_games: u64,
    chg: f64,
    score: Option<f64>,
) -> Result<(), InputError> {
    let (low, high) = expected_range(pool, rating);
    let n = rated_games as f64;
    let (least, most) = match score {
        Some(score) => (score - n * high, score - n * low),
        None => (-n * high, n * (1.0 - low)),
    };
    // Totals are read in hundredths: compared in them.
    let hundredths = |value: f64| (value * 100.0).round() as i64;
    if hundredths(chg) < hundredths(least) || hundredths(chg) > hundredths(most) {
        return Err(InputError::EventTotals {
            chg,
            rated_games,
            rating: rating.value(),
            least,
            most,
        });
    }
    Ok(())
}

impl EventsOutcome {
    /// Σ(score − expected) over the period's rated games, unscaled: W − We.
    pub fn chg(&self) -> f64 {
        self.events.iter().map(|event| event.chg).sum()
    }

    /// The expected points over the period, when W is known for every event (W − ΣΔR).
    pub fn expected_total(&self) -> Option<f64> {
        self.score.map(|score| score - self.chg())
    }

    pub fn below_fide_floor(&self) -> bool {
        is_below_fide_floor(self.pool, self.new_rating)
    }

    /// The whole period as one period's totals: the base, K, n over every event, the change
    /// rounded once and the new rating. W and the expected points count only the events whose
    /// W is known ([`EventsOutcome::score`] says whether all are).
    pub fn whole(&self) -> PeriodOutcome {
        let known = || self.events.iter().filter_map(|event| event.score);
        let score: f64 = known().sum();
        let known_chg: f64 = self
            .events
            .iter()
            .filter(|event| event.score.is_some())
            .map(|event| event.chg)
            .sum();
        let total_points = self
            .events
            .iter()
            .map(|event| match &event.games {
                Some(games) => games.total_points,
                None => event.score.unwrap_or(0.0),
            })
            .sum();
        let surplus = self
            .events
            .iter()
            .fold(Surplus::zero(self.pool), |total, event| {
                total.plus(Surplus::of_value(self.pool, event.chg))
            });
        PeriodOutcome {
            pool: self.pool,
            rating: self.base,
            k: self.k,
            k_effective: self.k_effective,
            rated_games: self.rated_games,
            score,
            total_points,
            // W and chg are whole hundredths in FIDE pools: so is their difference.
            expected_total: if self.pool.is_fide() {
                ((score - known_chg) * 100.0).round() / 100.0
            } else {
                score - known_chg
            },
            change_unrounded: self.change_unrounded,
            change: self.change,
            new_rating: self.new_rating,
            surplus,
        }
    }
}

/// What the period's remaining games must bring for the period's new rating to reach
/// `target`: they are played in the last event, on its Ro (a period of no event: on the base).
pub fn need_events(
    pool: Pool,
    base: Rating,
    k: KFactor,
    events: &[PeriodEvent],
    remaining: Remaining,
    target: f64,
) -> Result<Need, InputError> {
    remaining.opponents.check_for(pool)?;
    let last = events.last();
    let ro = last.map_or(base, |event| event.rating);
    let remaining_rated =
        remaining.games == 0 || exclusion(pool, ro, remaining.opponents).is_none();
    let new_rating = |halves: u32| -> Result<(Amount, u32, u64), InputError> {
        let games = with_remaining(&[], remaining, halves);
        let mut all = events.to_vec();
        all.push(PeriodEvent {
            rating: ro,
            k: last.and_then(|event| event.k),
            games: EventGames::Played(&games),
        });
        let period = rate_events(pool, base, k, &all)?;
        Ok((period.new_rating, period.k_effective, period.rated_games))
    };
    let most = 2 * remaining.games;
    let halves_needed = smallest(most, |halves| Ok(new_rating(halves)?.0.value() >= target))?;
    let (all_won, k_effective, rated_games) = new_rating(most)?;
    let (all_lost, ..) = new_rating(0)?;
    Ok(Need {
        remaining_rated,
        k_effective: Some(k_effective),
        rated_games,
        halves_needed,
        with_needed: halves_needed.map(new_rating).transpose()?.map(|(r, ..)| r),
        all_won: Some(all_won),
        all_lost: Some(all_lost),
    })
}

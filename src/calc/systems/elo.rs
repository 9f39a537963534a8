//! Elo in its four pools: FIDE Standard, Rapid and Blitz (tables 8.1.1 and 8.1.2, the
//! 400-point and 600-point rules, K·n ≤ 700, one rounding; docs/rules/fide.md) and the
//! continuous logistic pool. Their rules live in `src/rating/`; the request is read and rated
//! by `calc::evaluate`, and worded by `report` — norms, first ratings, targets and Field mode
//! are Elo's.

use super::RatingSystem;
use crate::calc::Today;
use crate::calc::chart::Chart;
use crate::calc::evaluate::{Evaluation, Games};
use crate::calc::request::{Entry, KPreset, Mode, Request};
use crate::rating::{InputError, Opponent, Pool};

/// An Elo pool as a rating system.
pub struct Elo {
    pool: Pool,
}

pub static CONTINUOUS: Elo = Elo {
    pool: Pool::Continuous,
};
pub static STANDARD: Elo = Elo {
    pool: Pool::FideStandard,
};
pub static RAPID: Elo = Elo {
    pool: Pool::FideRapid,
};
pub static BLITZ: Elo = Elo {
    pool: Pool::FideBlitz,
};

impl RatingSystem for Elo {
    fn key(&self) -> &'static str {
        self.pool.key()
    }

    fn label(&self) -> &'static str {
        self.pool.label()
    }

    fn pool(&self) -> Option<Pool> {
        Some(self.pool)
    }

    /// K (a preset, a custom K or the profile behind FIDE auto), the opponent's K in Game
    /// mode, then the pool.
    fn form(&self, mode: Mode, request: &Request) -> Vec<Entry> {
        let mut form = match request.k.preset {
            KPreset::Custom => vec![Entry::KPreset, Entry::CustomK],
            KPreset::FideAuto => vec![
                Entry::KPreset,
                Entry::GamesPlayed,
                Entry::Born,
                Entry::Reached2400,
            ],
            _ => vec![Entry::KPreset],
        };
        if mode == Mode::Game {
            form.push(Entry::OpponentK);
        }
        form.push(Entry::Pool);
        form
    }

    fn has_targets(&self) -> bool {
        true
    }

    fn reads_game_files(&self) -> bool {
        true
    }

    fn check_opponent(&self, text: &str) -> Result<(), InputError> {
        Opponent::parse(text, self.pool).map(drop)
    }

    fn evaluate(&self, request: &Request, today: Today, games: &Games) -> Evaluation {
        crate::calc::evaluate::evaluate_elo(request, today, games)
    }

    fn chart(&self, evaluation: &Evaluation) -> Chart {
        Chart::of_elo(self.pool, evaluation)
    }
}

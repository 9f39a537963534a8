//! A request's result, whichever family it is: its sheet and its JSON, each family's two made
//! from the same parts (the outcome, and Tournament mode's performance and targets).

use std::io;

use super::{Report, Sheet, field, game, initial, multi, norm, period};
use crate::calc::{Evaluation, Outcome};

/// A request's result as a sheet; `None` when there is no result (the input has a problem).
pub fn sheet(evaluation: &Evaluation) -> Option<Sheet<'_>> {
    let targets = &evaluation.targets;
    Some(match &evaluation.outcome {
        Outcome::Game(outcome) => game::sheet(outcome),
        Outcome::Period(outcome) => {
            period::sheet(outcome, evaluation.performance.as_ref(), targets)
        }
        Outcome::Multi(outcome) => multi::sheet(outcome),
        Outcome::Initial(outcome) => initial::sheet(outcome, targets),
        Outcome::Norm(answer) => norm::sheet(answer),
        Outcome::Field(report) => field::field(report),
        Outcome::System(answer) => super::systems::sheet(answer.as_ref()),
        Outcome::Invalid(_) => return None,
    })
}

/// A request's result as the JSON its command prints; nothing when there is no result.
pub fn write_json(evaluation: &Evaluation, out: &mut dyn io::Write) -> io::Result<()> {
    let targets = &evaluation.targets;
    match &evaluation.outcome {
        Outcome::Game(outcome) => game::write_json(outcome, out),
        Outcome::Period(outcome) => {
            period::write_json(outcome, evaluation.performance.as_ref(), targets, out)
        }
        Outcome::Multi(outcome) => multi::write_json(outcome, out),
        Outcome::Initial(outcome) => initial::write_json(outcome, targets, out),
        Outcome::Norm(answer) => norm::write_json(answer, out),
        Outcome::Field(report) => field::field_json(report, out),
        Outcome::System(answer) => super::systems::write_json(answer.as_ref(), out),
        Outcome::Invalid(_) => Ok(()),
    }
}

impl Report for Evaluation {
    fn sheet(&self) -> Sheet<'_> {
        sheet(self).unwrap_or_else(|| Sheet {
            title: self.problem().map(ToString::to_string).unwrap_or_default(),
            sections: Vec::new(),
            notes: Vec::new(),
        })
    }

    fn write_json(&self, out: &mut dyn io::Write) -> io::Result<()> {
        write_json(self, out)
    }
}

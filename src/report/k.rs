//! K under FIDE's rules and the rule that decided it: the sheet and the JSON (`elocalc k`),
//! side by side.

use std::io;

use serde::Serialize;

use super::common::{data_only, facts, render};
use super::{Report, Sheet, words};
use crate::i18n::Lang;
use crate::rating::{KFactor, KRule};

/// K under FIDE's rules, and why.
pub fn sheet(k: KFactor, rule: KRule) -> Sheet<'static> {
    Sheet {
        title: words::k_rule(rule),
        sections: vec![facts(
            "K",
            vec![data_only(vec![
                ("K", k.value().to_string()),
                ("Reason", words::k_rule(rule)),
            ])],
        )],
        notes: Vec::new(),
    }
}

#[derive(Serialize)]
struct KDecision {
    k: u32,
    reason: String,
    rule: &'static str,
}

/// K and its rule as JSON.
pub fn write_json(k: KFactor, rule: KRule, out: &mut dyn io::Write) -> io::Result<()> {
    render(
        &KDecision {
            k: k.value(),
            // A sentence, in English whatever the language: scripts read it.
            reason: words::k_rule_in(Lang::En, rule),
            rule: rule.key(),
        },
        out,
    )
}

/// K under FIDE's rules and the rule that decided it.
pub struct KReport {
    pub k: KFactor,
    pub rule: KRule,
}

impl Report for KReport {
    fn sheet(&self) -> Sheet<'_> {
        sheet(self.k, self.rule)
    }

    fn write_json(&self, out: &mut dyn io::Write) -> io::Result<()> {
        write_json(self.k, self.rule, out)
    }
}

//! A norm check (FIDE B.01 1.4): the sheet and the JSON (`elocalc norm`), side by side. The
//! check in `rating::norm` judges every requirement; this words its verdicts.

use std::{fmt, io};

use serde::Serialize;

use super::common::{Number, facts, half_points, opponent_cell, render};
use super::numbers::points;
use super::{Cell, CsvShape, Key, Line, Lines, Report, Section, Sheet, Tone, words};
use crate::calc::NormAnswer;
use crate::i18n::{number, tr, tr_args};
use crate::rating::{
    NORM_SCORE_PERCENT, NormRequirement, REQUIRED_FEDERATIONS, RequirementVerdict,
};

/// Section titles of a norm check.
pub const NORM_GAMES: &str = "Games";
use super::sheet::REQUIREMENTS;

/// A norm's games as a spreadsheet reads them.
const NORM_GAME_COLUMNS: [&str; 7] = ["#", "Opponent", "Used", "Score", "Title", "Fed", "Raised"];

/// A requirement's figure: its value and bound as a spreadsheet reads them, and as people read
/// them, "8 (≥ 9)".
struct Figure {
    value: String,
    bound: String,
    shown: String,
}

impl Figure {
    fn new(value: impl fmt::Display, bound: impl fmt::Display, relation: char) -> Figure {
        Figure {
            shown: format!("{value} ({relation} {bound})"),
            value: value.to_string(),
            bound: bound.to_string(),
        }
    }
}

/// Yes or no, as a spreadsheet reads a flag (in English, as every CSV word).
fn yes_no(on: bool) -> &'static str {
    if on { "yes" } else { "no" }
}

/// Whether a requirement is met, as a spreadsheet reads it.
fn verdict_data(verdict: RequirementVerdict) -> &'static str {
    match verdict {
        RequirementVerdict::Met => "yes",
        RequirementVerdict::NotMet => "no",
        RequirementVerdict::Open => "open",
        RequirementVerdict::Waived => "waived",
    }
}

/// A norm check: the games with the ratings used, each requirement with its figure, threshold
/// and article, the verdict and the points needed.
pub fn sheet(answer: &NormAnswer) -> Sheet<'static> {
    let (input, check) = (&answer.input, &answer.check);
    let title = input.title;
    let rows = input
        .games
        .iter()
        .zip(&check.rating_used)
        .enumerate()
        .map(|(index, (game, (used, raised)))| {
            let line = Line::new(
                Key::Item,
                vec![
                    Cell::plain((index + 1).to_string()),
                    opponent_cell(game.opponent.map(f64::from)),
                    Cell::plain(if *raised {
                        format!("{used} {}", words::RAISED_MARK)
                    } else {
                        used.to_string()
                    }),
                    Cell::plain(number(game.score.map_or("?", |score| score.as_number()))),
                    Cell::plain(game.title.map_or("-", |t| t.key())),
                    Cell::plain(game.federation.to_string()),
                ],
            );
            // The raised mark said beside it; a spreadsheet reads the rating used as a number,
            // the mark apart.
            let line = if *raised {
                line.with_how(words::raised_legend(title))
            } else {
                line
            };
            let mut data = line.data_rows();
            data[0][2] = used.to_string();
            data[0].push(yes_no(*raised).into());
            line.with_data(data)
        })
        .collect();
    let n = check.games_counted;
    let exempt = input.exemption.map(|e| e.key());
    // A spreadsheet reads the figure, its bound and whether it is met, each in a column.
    let requirement = |label: &str, which: NormRequirement, figure: Figure, article: &str| {
        let verdict = check.verdict(which);
        let data = vec![
            vec![label.to_string(), figure.value.to_string()],
            vec![format!("{label} bound"), figure.bound.to_string()],
            vec![format!("{label} met"), verdict_data(verdict).to_string()],
        ];
        Line::fact(
            Key::Requirement,
            label,
            Cell::new(
                format!("{}  {}", figure.shown, words::met(verdict)),
                match verdict {
                    RequirementVerdict::Met => Tone::Gain,
                    RequirementVerdict::NotMet => Tone::Loss,
                    RequirementVerdict::Open | RequirementVerdict::Waived => Tone::Warning,
                },
            ),
        )
        .with_how(article.to_string())
        .with_data(data)
    };
    let at_least = |value: u32, least: u32| Figure::new(value, least, '≥');
    let at_most = |value: u32, most: u32| Figure::new(value, most, '≤');
    let mut lines = vec![
        requirement(
            &tr("requirement-games"),
            NormRequirement::Games,
            at_least(n, input.min_games),
            "1.4.1",
        ),
        requirement(
            &tr("requirement-foreign"),
            NormRequirement::ForeignFederations,
            at_least(check.federations, REQUIRED_FEDERATIONS),
            exempt.unwrap_or("1.4.3"),
        ),
        requirement(
            &tr("requirement-own"),
            NormRequirement::OwnFederation,
            at_most(
                check.own_federation_opponents,
                check.max_own_federation_opponents,
            ),
            exempt.unwrap_or("1.4.4"),
        ),
        requirement(
            &tr("requirement-one"),
            NormRequirement::OneFederation,
            at_most(
                check.most_from_one_federation,
                check.max_from_one_federation,
            ),
            exempt.unwrap_or("1.4.4"),
        ),
        requirement(
            &tr("requirement-titled"),
            NormRequirement::Titled,
            at_least(check.titled_opponents, check.required_titled_opponents),
            "1.4.5a",
        ),
        requirement(
            &words::title_holders(title),
            NormRequirement::TitleHolders,
            at_least(
                check.holders_of_title_or_higher,
                check.required_holders_of_title_or_higher,
            ),
            "1.4.5",
        ),
        requirement(
            &tr("requirement-ra"),
            NormRequirement::Ra,
            Figure::new(check.ra, title.required_ra(), '≥'),
            &words::ra_how(check.lowest_raised_to),
        ),
        requirement(
            &tr("requirement-performance"),
            NormRequirement::Performance,
            Figure::new(check.performance, title.required_performance(), '≥'),
            &format!(
                "= {} {} {} (p {} %), 1.4.8, 1.4.9",
                check.ra,
                if check.dp < 0 { "-" } else { "+" },
                check.dp.abs(),
                check.percent,
            ),
        ),
        requirement(
            &tr("requirement-score"),
            NormRequirement::Score,
            Figure {
                value: points(f64::from(check.halves) / 2.0),
                // The least score, as a share of the games.
                bound: format!("{}%", NORM_SCORE_PERCENT),
                shown: tr_args(
                    "requirement-score-figure",
                    &[
                        ("points", words::half_points(check.halves).into()),
                        ("games", n.to_string().into()),
                        ("percent", NORM_SCORE_PERCENT.to_string().into()),
                    ],
                ),
            },
            "1.4.8b",
        ),
    ];
    let verdict = Line::fact(
        Key::Verdict,
        &tr("requirement-verdict"),
        Cell::new(
            words::norm_verdict(title, &check.failures),
            if check.is_norm() {
                Tone::Gain
            } else {
                Tone::Warning
            },
        ),
    );
    // What fails, by the codes the JSON gives, beside the verdict.
    lines.push(match words::norm_failures(&check.failures) {
        Some(codes) => verdict.with_how(codes),
        None => verdict,
    });
    let points_of = |halves: u32| points(f64::from(halves) / 2.0);
    let still = check.still_needed();
    lines.push(
        Line::fact(
            Key::Needed,
            &tr("requirement-points-needed"),
            Cell::plain(words::norm_points_needed(check)),
        )
        .with_data(vec![
            vec![
                "Points needed".into(),
                check.halves_needed.map_or_else(String::new, points_of),
            ],
            vec![
                "Points still needed".into(),
                still.map_or_else(String::new, |(more, _)| points_of(more)),
            ],
            vec![
                "Points still reachable".into(),
                still.map_or("", |(_, reachable)| yes_no(reachable)).into(),
            ],
        ]),
    );
    Sheet {
        title: tr_args(
            "norm-title",
            &[
                ("title", title.key().into()),
                ("federation", input.federation.to_string().into()),
                ("games", tr_args("games", &[("count", n.into())]).into()),
            ],
        ),
        sections: vec![
            Section {
                title: NORM_GAMES,
                header: [
                    "column-number",
                    "column-opponent",
                    "column-used",
                    "column-score",
                    "column-title",
                    "column-fed",
                ]
                .map(tr)
                .to_vec(),
                show_header: true,
                right: vec![0, 1, 2, 3],
                lines: Lines::Fixed(rows),
                csv: CsvShape::RowsUnder(NORM_GAME_COLUMNS.map(String::from).to_vec()),
            },
            facts(REQUIREMENTS, lines),
        ],
        notes: Vec::new(),
    }
}

#[derive(Serialize)]
struct NormGameJson {
    opponent: Option<u32>,
    rating_used: u32,
    raised: bool,
    score: Option<Number>,
    title: Option<&'static str>,
    federation: String,
}

/// A requirement and how it stands: `met`, `not_met`, `open` (the games to play decide it) or
/// `waived` (by the exemption).
#[derive(Serialize)]
struct RequirementJson {
    requirement: &'static str,
    verdict: &'static str,
}

#[derive(Serialize)]
struct NormJson {
    title: &'static str,
    federation: String,
    min_games: u32,
    exemption: Option<&'static str>,
    games: Vec<NormGameJson>,
    games_counted: u32,
    games_pending: u32,
    points: Number,
    percent: u32,
    dp: i64,
    performance: i64,
    ra: i64,
    lowest_raised_to: Option<u32>,
    required_performance: i64,
    required_ra: i64,
    titled_opponents: u32,
    required_titled_opponents: u32,
    holders_of_title_or_higher: u32,
    required_holders_of_title_or_higher: u32,
    federations: u32,
    required_federations: u32,
    own_federation_opponents: u32,
    max_own_federation_opponents: u32,
    most_from_one_federation: u32,
    max_from_one_federation: u32,
    norm: bool,
    failures: Vec<&'static str>,
    points_needed: Option<Number>,
    /// Every requirement with its verdict, in the order the sheet gives them.
    requirements: Vec<RequirementJson>,
    /// 1.4.8b's least score, in percent.
    required_percent: u32,
    /// With games to play and a norm in reach of the whole event: the points still needed from
    /// them, and whether they can bring them.
    points_still_needed: Option<Number>,
    points_still_reachable: Option<bool>,
}

/// The check as JSON.
pub fn write_json(answer: &NormAnswer, out: &mut dyn io::Write) -> io::Result<()> {
    let (input, check) = (&answer.input, &answer.check);
    let still = check.still_needed();
    render(
        &NormJson {
            title: input.title.key(),
            federation: input.federation.to_string(),
            min_games: input.min_games,
            exemption: input.exemption.map(|e| e.key()),
            games: input
                .games
                .iter()
                .zip(&check.rating_used)
                .map(|(game, &(rating_used, raised))| NormGameJson {
                    opponent: game.opponent,
                    rating_used,
                    raised,
                    score: game.score.map(|score| Number(score.points())),
                    title: game.title.map(|title| title.key()),
                    federation: game.federation.to_string(),
                })
                .collect(),
            games_counted: check.games_counted,
            games_pending: check.games_pending,
            points: half_points(check.halves),
            percent: check.percent,
            dp: check.dp,
            performance: check.performance,
            ra: check.ra,
            lowest_raised_to: check.lowest_raised_to,
            required_performance: input.title.required_performance(),
            required_ra: input.title.required_ra(),
            titled_opponents: check.titled_opponents,
            required_titled_opponents: check.required_titled_opponents,
            holders_of_title_or_higher: check.holders_of_title_or_higher,
            required_holders_of_title_or_higher: check.required_holders_of_title_or_higher,
            federations: check.federations,
            required_federations: REQUIRED_FEDERATIONS,
            own_federation_opponents: check.own_federation_opponents,
            max_own_federation_opponents: check.max_own_federation_opponents,
            most_from_one_federation: check.most_from_one_federation,
            max_from_one_federation: check.max_from_one_federation,
            norm: check.is_norm(),
            failures: check.failures.iter().map(|f| f.code()).collect(),
            points_needed: check.halves_needed.map(half_points),
            requirements: check
                .requirements
                .iter()
                .map(|judged| RequirementJson {
                    requirement: judged.requirement.code(),
                    verdict: judged.verdict.code(),
                })
                .collect(),
            required_percent: NORM_SCORE_PERCENT,
            points_still_needed: still.map(|(more, _)| half_points(more)),
            points_still_reachable: still.map(|(_, reachable)| reachable),
        },
        out,
    )
}

impl Report for NormAnswer {
    fn sheet(&self) -> Sheet<'_> {
        sheet(self)
    }

    fn write_json(&self, out: &mut dyn io::Write) -> io::Result<()> {
        write_json(self, out)
    }
}

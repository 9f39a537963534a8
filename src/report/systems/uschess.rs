//! US Chess's words beyond its answer (which the one writer in `report::systems` words): what
//! the form says when its earlier record and its games played disagree.

use crate::calc::systems::uschess::{GAMES_PLAYED, PRIOR_RECORD};
use crate::i18n::{tr, tr_args};

/// Said in the UI where the earlier games are all wins or all losses but no games were played,
/// in the form's words: its labels and the choice as shown ("só vitórias").
pub fn prior_without_games_said(record: &str) -> String {
    let shown = PRIOR_RECORD
        .choice_of(record)
        .map_or_else(|| record.to_string(), |choice| tr(choice.word));
    tr_args(
        "uschess-prior-without-games",
        &[
            ("record", shown.into()),
            (
                "field",
                crate::report::entries::label(&PRIOR_RECORD)
                    .trim()
                    .to_string()
                    .into(),
            ),
            (
                "games",
                crate::report::entries::label(&GAMES_PLAYED)
                    .trim()
                    .to_string()
                    .into(),
            ),
        ],
    )
}

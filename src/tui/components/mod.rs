//! The parts of the main screen and its popups, one module each: how each one changes with an
//! action. Their state is in `state` (the views read it), their drawing in `view`'s module of
//! the same name; `update` routes messages and actions to them.

pub mod events;
pub mod export;
pub mod field;
pub mod form;
pub mod games;
pub mod history;
pub mod import;
pub mod lookup;
pub mod path_prompt;
pub mod players;
pub mod sessions;

/// A value as a status line names it (an empty one as "empty").
pub(crate) fn shown(text: &str) -> String {
    if text.is_empty() {
        crate::i18n::tr("status-empty")
    } else {
        crate::text::quoted(text).into_owned()
    }
}

/// Where games went in the table, as a status line says it: "game 3", "games 3–5".
fn places(at: usize, count: usize) -> String {
    match count {
        1 => crate::i18n::tr_args("place-game", &[("number", (at + 1).to_string().into())]),
        _ => crate::i18n::tr_args(
            "place-games",
            &[
                ("first", (at + 1).to_string().into()),
                ("last", (at + count).to_string().into()),
            ],
        ),
    }
}

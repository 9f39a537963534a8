//! The form: one line a field, the focused one highlighted, invalid ones in red with the message
//! on the panel's lower border.

use std::borrow::Cow;

use ratatui::Frame;
use ratatui::layout::{Position, Rect};
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Paragraph};

use super::{input_line, theme, wrap};
use crate::calc::systems::{Empty, EntryKind};
use crate::calc::{Entry, KPreset, OPPONENT_K, Request, System};
use crate::report::words;
use crate::text::printable;
use crate::tui::keys::Context;
use crate::tui::state::{Form, Shared, TextField, entries};

/// Width of the form column.
pub const LEFT: u16 = 40;

/// Width of the label column.
const LABEL: u16 = 20;

/// What each field is called on screen, in the language people read (Game, Tournament, Multi,
/// Norm and Field modes' fields, the other systems' own); the K profile's fields are indented
/// under K, a system's own under the Pool choice.
pub(crate) fn label(field: Entry) -> Cow<'static, str> {
    let id = match field {
        Entry::FidePlayer => "field-fide-player",
        Entry::Rating => "field-rating",
        Entry::Opponent => "field-opponent",
        Entry::Result => "field-result",
        Entry::KPreset => "field-k",
        Entry::CustomK => "field-custom-k",
        Entry::OpponentK => "field-opponent-k",
        Entry::Pool => "field-pool",
        Entry::GamesPlayed => "field-games-so-far",
        Entry::Born => "field-born",
        Entry::Reached2400 => "field-reached-2400",
        Entry::Year => "field-year",
        Entry::Average => "field-average",
        Entry::Games => "field-games",
        Entry::Points => "field-points",
        Entry::Rows => "field-games-table",
        Entry::Remaining => "field-remaining",
        Entry::RemainingAverage => "field-remaining-average",
        Entry::Target => "field-target",
        Entry::NormTitle => "field-norm-title",
        Entry::Federation => "field-federation",
        Entry::MinGames => "field-min-games",
        Entry::Exemption => "field-exemption",
        Entry::ReportPool => "field-report-pool",
        Entry::ReportK => "field-report-k",
        Entry::Players => "field-players",
        Entry::Own(key) => {
            return System::owning(key).map_or(Cow::Borrowed(key.0), |(_, entry)| {
                Cow::Owned(crate::report::entries::label(entry))
            });
        }
    };
    Cow::Owned(crate::i18n::tr(id))
}

/// `text`, `field`'s value, as the form shows it: a number of points or a system's own number
/// (read with a decimal comma too) the language's way, "2,5"; any other value as typed (a
/// rating takes no comma: `1.850` could be 1850).
pub(crate) fn value_shown(field: Entry, text: &str) -> Cow<'_, str> {
    let number = match field {
        Entry::Points => true,
        Entry::Own(key) => System::owning(key).is_some_and(|(_, entry)| {
            matches!(
                entry.kind,
                EntryKind::Text {
                    empty: Empty::Number(_)
                }
            )
        }),
        _ => false,
    };
    if number {
        crate::i18n::number(text)
    } else {
        Cow::Borrowed(text)
    }
}

/// What an empty field means, shown dimmed in its place.
fn placeholder(shared: &Shared, field: Entry) -> Option<String> {
    Some(match field {
        Entry::OpponentK => match shared.request.k.preset {
            KPreset::FideAuto => crate::i18n::tr_args(
                "placeholder-their-own",
                &[("k", OPPONENT_K.to_string().into())],
            ),
            _ => crate::i18n::tr("placeholder-same-as-k"),
        },
        Entry::Remaining => crate::i18n::tr("placeholder-remaining"),
        Entry::RemainingAverage => crate::i18n::tr("placeholder-remaining-average"),
        Entry::Target => crate::i18n::tr("placeholder-optional"),
        Entry::Federation => crate::i18n::tr("placeholder-federation"),
        Entry::ReportK => crate::i18n::tr("placeholder-from-file"),
        Entry::FidePlayer => crate::i18n::tr("placeholder-look-up"),
        Entry::Own(_) => return own_default(shared, field),
        _ => return None,
    })
}

/// What a system's own text entry stands for when it is empty, as its field shows it (the
/// default, "0,06", "established", today's date), for the form and the status line alike.
pub(crate) fn own_default(shared: &Shared, field: Entry) -> Option<String> {
    let Entry::Own(key) = field else { return None };
    Some(match System::owning(key)?.1.kind {
        EntryKind::Text { empty } => crate::report::entries::empty(empty),
        EntryKind::Date => crate::i18n::tr_args(
            "system-form-today",
            &[("date", shared.today.date.to_string().into())],
        ),
        EntryKind::Toggle { .. } | EntryKind::Choice(_) => return None,
    })
}

fn preset_label(preset: KPreset) -> String {
    match preset {
        KPreset::Custom => crate::i18n::tr("form-k-custom"),
        KPreset::FideAuto => crate::i18n::tr("form-k-fide-auto"),
        preset => preset.value().map_or_else(String::new, |k| k.to_string()),
    }
}

/// Every choice of a choice field as the form shows it, in the order ← → Space go through them
/// (empty for a field that is no choice).
pub(crate) fn choice_words(field: Entry) -> Vec<String> {
    use crate::calc::systems::EntryKind;
    use crate::calc::{EXEMPTIONS, FIELD_POOLS, KPreset, NORM_MIN_GAMES};
    use crate::rating::{NormTitle, Score};
    let yes_no = |off: &str, on: &str| vec![crate::i18n::tr(off), crate::i18n::tr(on)];
    match field {
        Entry::Result => Score::ALL.map(crate::report::sheet::score_name).to_vec(),
        Entry::KPreset => KPreset::ALL.map(preset_label).to_vec(),
        Entry::Pool => System::all().map(crate::report::names::system).collect(),
        Entry::Own(key) => match System::owning(key).map(|(_, entry)| entry.kind) {
            Some(EntryKind::Toggle { off, on }) => yes_no(off, on),
            Some(EntryKind::Choice(choices)) => choices
                .iter()
                .map(|choice| crate::i18n::tr(choice.word))
                .collect(),
            _ => Vec::new(),
        },
        Entry::Reached2400 => yes_no("form-no", "form-yes"),
        Entry::NormTitle => NormTitle::ALL.map(|title| title.key().to_string()).to_vec(),
        Entry::MinGames => NORM_MIN_GAMES.map(|games| games.to_string()).to_vec(),
        Entry::Exemption => EXEMPTIONS
            .map(|exemption| {
                exemption.map_or_else(
                    || crate::i18n::tr("choice-none"),
                    |exemption| exemption.key().to_string(),
                )
            })
            .to_vec(),
        Entry::ReportPool => FIELD_POOLS
            .map(|pool| {
                pool.map_or_else(
                    || crate::i18n::tr("placeholder-from-file"),
                    crate::report::names::pool,
                )
            })
            .to_vec(),
        _ => Vec::new(),
    }
}

/// The choice `field` shows; Field mode's players, their count.
pub(crate) fn choice_text(shared: &Shared, field: Entry) -> Option<String> {
    match field {
        Entry::Players => Some(shared.field_report.map_or_else(String::new, |report| {
            crate::i18n::tr_args("players", &[("count", report.players.len().into())])
        })),
        field => request_choice(shared.request, field),
    }
}

/// The choice `field` shows for `request`, a choice of the request's own (not Field mode's
/// players, which its report gives).
pub(crate) fn request_choice(request: &Request, field: Entry) -> Option<String> {
    match field {
        Entry::Result => Some(crate::report::sheet::score_name(request.result)),
        Entry::KPreset => Some(preset_label(request.k.preset)),
        Entry::Pool => Some(crate::report::names::system(request.system)),
        Entry::Own(key) => crate::report::entries::shown(&request.systems, System::owning(key)?.1),
        Entry::Reached2400 => Some(crate::i18n::tr(if request.k.reached_2400 {
            "form-yes"
        } else {
            "form-no"
        })),
        Entry::NormTitle => Some(request.norm.title.key().to_string()),
        Entry::MinGames => Some(request.norm.min_games.to_string()),
        Entry::Exemption => Some(request.norm.exemption.map_or_else(
            || crate::i18n::tr("choice-none"),
            |exemption| exemption.key().to_string(),
        )),
        Entry::ReportPool => Some(request.field.pool.map_or_else(
            || crate::i18n::tr("placeholder-from-file"),
            crate::report::names::pool,
        )),
        Entry::Rows => Some(crate::i18n::tr_args(
            "games",
            &[("count", request.rows.len().into())],
        )),
        _ => None,
    }
}

/// Draws the form (the component `form`, over `area`): each field's label and value, the
/// focused one's editor, and under them the K's rule and the first problem.
pub fn render(frame: &mut Frame, area: Rect, form: &Form, shared: &Shared) {
    let fields = entries(shared.request);
    let first_error = fields.iter().find_map(|&field| shared.error_for(field));
    let first_error = first_error.as_deref();
    let block = Block::bordered()
        .title(format!(" {} ", crate::i18n::tr("form-title")))
        .border_style(theme::border(
            form.focus.is_some_and(|f| f != Entry::Rows),
            first_error.is_some(),
        ));
    let inner = block.inner(area);
    frame.render_widget(block, area);
    for (index, &field) in fields.iter().enumerate() {
        let y = inner.y + index as u16;
        if y >= inner.bottom() {
            break;
        }
        let focused = form.focus == Some(field);
        let row = Rect::new(inner.x, y, inner.width, 1);
        let value_x = inner.x + LABEL.min(inner.width);
        let value_width = inner.right().saturating_sub(value_x);
        let error = shared.error_for(field).is_some();
        let label_style = if error {
            theme::invalid()
        } else {
            theme::label()
        };
        let mark = if error { "✗ " } else { "  " };
        frame.render_widget(
            Paragraph::new(Line::from(vec![
                Span::styled(mark, theme::invalid()),
                Span::styled(label(field), label_style),
            ])),
            row,
        );
        let value_area = Rect::new(value_x, y, value_width, 1);
        let value_style = match (focused, error) {
            (true, _) => theme::focused(),
            (false, true) => theme::invalid(),
            (false, false) => ratatui::style::Style::new(),
        };
        if let Some(text) = shared.request.text(field) {
            let typing = focused && shared.context == Context::Typing;
            if let Some(placeholder) = placeholder(shared, field).filter(|_| text.is_empty()) {
                frame.render_widget(
                    Paragraph::new(Span::styled(
                        format!("{placeholder:<w$}", w = value_width as usize),
                        // Grey on the focus colour was 2:1: there it is the focus's own
                        // colours, in italics.
                        if focused {
                            value_style.add_modifier(ratatui::style::Modifier::ITALIC)
                        } else {
                            value_style.patch(theme::muted())
                        },
                    )),
                    value_area,
                );
                if typing && !value_area.is_empty() {
                    frame.set_cursor_position(Position::new(value_x, y));
                }
            } else if focused && (typing || listed_name(shared.request, field).is_none()) {
                // The focused field shows its editor: value and cursor; its number the
                // language's way until it is typed in.
                match value_shown(field, form.editor.value()) {
                    Cow::Owned(shown) if !typing => input_line(
                        frame,
                        value_area,
                        &TextField::new(&shown),
                        value_style,
                        false,
                    ),
                    _ => input_line(frame, value_area, &form.editor, value_style, typing),
                }
            } else {
                // A value from a session file is shown safely; the person taken from a list
                // is named beside their ID.
                let text = value_shown(field, text);
                let text = super::visible(&text, usize::from(value_width)).into_owned();
                let room = value_width.saturating_sub(text.chars().count() as u16 + 1);
                let mut spans = vec![Span::styled(text, value_style)];
                if let Some(name) = listed_name(shared.request, field) {
                    let name = super::shortened(&name, room);
                    spans.push(Span::styled(format!(" {name}"), theme::muted()));
                }
                frame.render_widget(Paragraph::new(Line::from(spans)), value_area);
            }
        } else if let Some(text) = choice_text(shared, field) {
            let text = if matches!(field, Entry::Rows | Entry::Players) {
                text
            } else {
                format!("‹ {text} ›")
            };
            frame.render_widget(Paragraph::new(Span::styled(text, value_style)), value_area);
        }
    }
    let top = inner.y + fields.len() as u16;
    if top < inner.bottom() {
        let room = Rect::new(inner.x, top, inner.width, inner.bottom() - top);
        let below: Vec<Line> = below(shared, inner.width)
            .into_iter()
            .map(|(text, style)| Line::styled(text, style))
            .collect();
        frame.render_widget(Paragraph::new(below), room);
    }
}

/// The lines under the fields, wrapped to `width`: the K the profile gives and why, then the
/// first problem with what was typed, naming the field.
fn below(shared: &Shared, width: u16) -> Vec<(String, Style)> {
    let mut below = Vec::new();
    if let Some((k, month)) = crate::calc::list_player::list_k(shared.request) {
        below.push((
            crate::i18n::tr_args(
                "form-k-from-list",
                &[
                    ("k", k.to_string().into()),
                    ("month", month.to_string().into()),
                ],
            ),
            theme::accent(),
        ));
    }
    if let Some(rule) = shared.evaluation.k_rule {
        below.push((words::k_rule(rule), theme::accent()));
    }
    let fields = entries(shared.request);
    if let Some((field, message)) = fields
        .iter()
        .find_map(|&field| shared.error_for(field).map(|message| (field, message)))
    {
        let whose = label(field);
        let whose = whose.trim();
        below.push((format!("{whose}: {message}"), theme::invalid()));
    }
    below
        .into_iter()
        .flat_map(|(text, style)| {
            wrap(&text, usize::from(width).max(1))
                .into_iter()
                .map(move |piece| (piece, style))
        })
        .collect()
}

/// The name of the person the "you" field's ID was taken from a list for.
fn listed_name(request: &Request, field: Entry) -> Option<String> {
    let fill = request
        .list
        .as_ref()
        .filter(|_| field == Entry::FidePlayer)?;
    (request.fide_player.trim() == fill.fide_id.to_string())
        .then(|| printable(&fill.name).into_owned())
}

/// Rows the form needs: its fields, the lines under them, and the borders.
pub fn height(shared: &Shared) -> u16 {
    let inside = LEFT - 2;
    (entries(shared.request).len() + below(shared, inside).len()) as u16 + 2
}

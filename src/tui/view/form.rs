//! The form: one line a field, the focused one highlighted, invalid ones in red with the message
//! on the panel's lower border.

use ratatui::Frame;
use ratatui::layout::{Position, Rect};
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Paragraph};

use super::{input_line, theme, wrap};
use crate::calc::{Field, KPreset, OPPONENT_K, System};
use crate::rating::Exemption;
use crate::report::{numbers, words};
use crate::text::printable;
use crate::tui::keys::Context;
use crate::tui::state::App;

/// Width of the label column.
const LABEL: u16 = 20;

/// What each field is called on screen; the K profile's fields are indented under K.
pub(crate) fn label(field: Field) -> &'static str {
    match field {
        Field::Rating => "Your rating",
        Field::Opponent => "Opponent's rating",
        Field::Result => "Result",
        Field::KPreset => "K",
        Field::CustomK => "Your K",
        Field::OpponentK => "Opponent's K",
        Field::Pool => "Pool",
        Field::Average => "Average opponent",
        Field::Games => "Games",
        Field::Points => "Points",
        Field::GamesPlayed => "  Games so far",
        Field::Born => "  Year of birth",
        Field::Reached2400 => "  Reached 2400",
        Field::Year => "  Year",
        Field::Remaining => "Rounds to play",
        Field::RemainingAverage => "  Their average",
        Field::Target => "  Your target",
        Field::NormTitle => "Norm",
        Field::Federation => "Your federation",
        Field::MinGames => "Fewest games",
        Field::Exemption => "Exemption",
        Field::FieldPool => "List",
        Field::Rd => "  Your RD",
        Field::Volatility => "  Your volatility",
        Field::OpponentRd => "  Opponent's RD",
        Field::OpponentVolatility => "  Opp. volatility",
        Field::Tau => "  τ (system)",
        Field::UsGamesPlayed => "  Games so far",
        Field::EventDate => "  Event ended",
        Field::PriorRecord => "  Earlier games",
        Field::DualRated => "  Dual-rated",
        Field::NoBonus => "  Bonus",
        Field::Floor => "  Your floor",
        Field::FieldK => "K for everyone",
        Field::Players => "Players",
        Field::Rows => "Games table",
    }
}

/// What an empty field means, shown dimmed in its place.
fn placeholder(app: &App, field: Field) -> Option<String> {
    Some(match field {
        Field::OpponentK => match app.request.k_preset {
            KPreset::FideAuto => format!("{OPPONENT_K} (their own)"),
            _ => "same as K".to_string(),
        },
        Field::Remaining => "e.g. 3 for targets".to_string(),
        Field::RemainingAverage => "e.g. 2000".to_string(),
        Field::Target => "optional".to_string(),
        Field::Federation => "e.g. USA".to_string(),
        Field::FieldK => "from the file".to_string(),
        Field::Rd | Field::OpponentRd => "350".to_string(),
        Field::Volatility | Field::OpponentVolatility => "0.06".to_string(),
        Field::Tau => "0.5".to_string(),
        Field::UsGamesPlayed => "established".to_string(),
        Field::EventDate => format!("today, {}", crate::store::time::today()),
        Field::Floor => "100".to_string(),
        _ => return None,
    })
}

fn preset_label(preset: KPreset) -> String {
    match preset {
        KPreset::Custom => "Custom".to_string(),
        KPreset::FideAuto => "FIDE auto".to_string(),
        preset => preset.value().map_or_else(String::new, |k| k.to_string()),
    }
}

pub(crate) fn choice_text(app: &App, field: Field) -> Option<String> {
    let request = &app.request;
    match field {
        Field::Result => Some(request.result.label().to_string()),
        Field::KPreset => Some(preset_label(request.k_preset)),
        Field::Pool => Some(match request.system {
            System::Elo => request.pool.label().to_string(),
            system => system.label().to_string(),
        }),
        Field::PriorRecord => Some(request.prior_record.key().to_string()),
        Field::DualRated => Some(if request.dual_rated { "yes" } else { "no" }.to_string()),
        Field::NoBonus => Some(
            if request.no_bonus {
                "none"
            } else {
                "if earned"
            }
            .to_string(),
        ),
        Field::Reached2400 => Some(if request.reached_2400 { "yes" } else { "no" }.to_string()),
        Field::NormTitle => Some(request.norm_title.key().to_string()),
        Field::MinGames => Some(request.min_games.to_string()),
        Field::Exemption => Some(request.exemption.map_or("none", Exemption::key).to_string()),
        Field::FieldPool => Some(
            request
                .field_pool
                .map_or("from the file", |pool| pool.label())
                .to_string(),
        ),
        Field::Players => Some(
            app.field_report()
                .map_or_else(String::new, |report| numbers::players(report.players.len())),
        ),
        Field::Rows => Some(numbers::games(request.rows.len())),
        _ => None,
    }
}

pub fn render(frame: &mut Frame, area: Rect, app: &App) {
    let fields = app.fields();
    let first_error = fields.iter().find_map(|&field| app.error_for(field));
    let first_error = first_error.as_deref();
    let block = Block::bordered()
        .title(" Input ")
        .border_style(theme::border(
            app.focus.is_some_and(|f| f != Field::Rows),
            first_error.is_some(),
        ));
    let inner = block.inner(area);
    frame.render_widget(block, area);
    for (index, &field) in fields.iter().enumerate() {
        let y = inner.y + index as u16;
        if y >= inner.bottom() {
            break;
        }
        let focused = app.focus == Some(field);
        let row = Rect::new(inner.x, y, inner.width, 1);
        let value_x = inner.x + LABEL.min(inner.width);
        let value_width = inner.right().saturating_sub(value_x);
        let error = app.error_for(field).is_some();
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
        if let Some(text) = app.request.text(field) {
            let typing = focused && app.context() == Context::Typing;
            if let Some(placeholder) = placeholder(app, field).filter(|_| text.is_empty()) {
                frame.render_widget(
                    Paragraph::new(Span::styled(
                        format!("{placeholder:<w$}", w = value_width as usize),
                        value_style.patch(theme::muted()),
                    )),
                    value_area,
                );
                if typing && !value_area.is_empty() {
                    frame.set_cursor_position(Position::new(value_x, y));
                }
            } else if focused {
                // The focused field shows its editor: value and cursor.
                input_line(frame, value_area, &app.field_editor, value_style, typing);
            } else {
                // A value from a session file is shown safely.
                let text = printable(text).into_owned();
                frame.render_widget(Paragraph::new(Span::styled(text, value_style)), value_area);
            }
        } else if let Some(text) = choice_text(app, field) {
            let text = if matches!(field, Field::Rows | Field::Players) {
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
        let below: Vec<Line> = below(app, inner.width)
            .into_iter()
            .map(|(text, style)| Line::styled(text, style))
            .collect();
        frame.render_widget(Paragraph::new(below), room);
    }
}

/// The lines under the fields, wrapped to `width`: the K the profile gives and why, then the
/// first problem with what was typed, naming the field.
fn below(app: &App, width: u16) -> Vec<(String, Style)> {
    let mut below = Vec::new();
    if let Some(rule) = app.evaluation.k_rule {
        below.push((words::k_rule(rule), theme::accent()));
    }
    let fields = app.fields();
    if let Some((field, message)) = fields
        .iter()
        .find_map(|&field| app.error_for(field).map(|message| (field, message)))
    {
        let whose = label(field).trim();
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

/// Rows the form needs: its fields, the lines under them, and the borders.
pub fn height(app: &App) -> u16 {
    let inside = super::LEFT - 2;
    (app.fields().len() + below(app, inside).len()) as u16 + 2
}

//! The F7 import dialog: the path (and the player for a PGN), a progress bar while the file is
//! read, then a preview of the games before any is added.

use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Clear, Gauge, Paragraph, Row, Table};

use super::{centered, input_line, theme, wrap};
use crate::calc::import_preview::Preview;
use crate::i18n::{tr, tr_args};
use crate::rating::tournament::Tournament;
use crate::text::printable;
use crate::tui::state::{ImportDialog, ListReading, Prompt};

/// Rows of the preview table.
const PREVIEW_ROWS: usize = 8;

pub fn render(frame: &mut Frame, area: Rect, dialog: &ImportDialog) {
    let popup = centered(area, 72, 18);
    frame.render_widget(Clear, popup);
    let block = Block::bordered()
        .title(tr("import-title"))
        .border_style(theme::border(true, false));
    let inner = block.inner(popup);
    frame.render_widget(block, popup);
    // Why the path or name was refused, or what Tab found, whole, under the fields.
    let error: Vec<Line> = [&dialog.path, &dialog.player]
        .into_iter()
        .find_map(|prompt| prompt.error.as_deref())
        .map(|error| wrap(error, usize::from(inner.width).max(1)))
        .unwrap_or_default()
        .into_iter()
        .map(|piece| Line::styled(piece, theme::invalid()))
        .collect();
    let [path_area, player_area, gap, body] = Layout::vertical([
        Constraint::Length(1),
        Constraint::Length(1),
        Constraint::Length((error.len() as u16).max(1)),
        Constraint::Fill(1),
    ])
    .areas(inner);
    let editing = dialog.reading.is_none() && dialog.preview.is_none();
    field(
        frame,
        path_area,
        &tr("import-file"),
        &dialog.path,
        editing && !dialog.on_player,
    );
    if dialog.needs_player() {
        field(
            frame,
            player_area,
            &tr("import-player"),
            &dialog.player,
            editing && dialog.on_player,
        );
    }
    frame.render_widget(Paragraph::new(error), gap);
    if let Some(list) = &dialog.list {
        list_gauge(frame, body, list);
    } else if let Some((done, total)) = dialog.reading {
        let ratio = if total > 0 {
            (done as f64 / total as f64).clamp(0.0, 1.0)
        } else {
            0.0
        };
        let [bar, _] = Layout::vertical([Constraint::Length(1), Constraint::Fill(1)]).areas(body);
        frame.render_widget(
            Gauge::default()
                .ratio(ratio)
                .label(tr_args(
                    "import-reading",
                    &[("megabytes", (done >> 20).to_string().into())],
                ))
                .gauge_style(theme::focused()),
            bar,
        );
    } else if let Some(imported) = &dialog.preview {
        preview(frame, body, imported, dialog);
    } else if !dialog.close.is_empty() {
        // The closest names in the file, the picked one marked.
        let names: Vec<Line> = dialog
            .close
            .iter()
            .enumerate()
            .map(|(index, name)| {
                let style = if index == dialog.picked {
                    theme::focused()
                } else {
                    ratatui::style::Style::new()
                };
                Line::styled(format!("  {}", printable(name)), style)
            })
            .collect();
        frame.render_widget(Paragraph::new(names), body);
    } else {
        frame.render_widget(
            Paragraph::new(Line::styled(tr("import-keys"), theme::muted())),
            body,
        );
    }
}

/// A FIDE list being imported: a bar over its bytes, the players and megabytes read so far.
fn list_gauge(frame: &mut Frame, area: Rect, list: &ListReading) {
    let ratio = match list.total {
        Some(total) if total > 0 => (list.bytes as f64 / total as f64).clamp(0.0, 1.0),
        _ => 0.0,
    };
    let label = if list.stopping {
        tr("list-stopping")
    } else {
        let players = crate::report::words::list_players(list.players);
        let megabytes = crate::i18n::grouped(list.bytes >> 20);
        match list.total {
            Some(total) => tr_args(
                "list-importing",
                &[
                    ("players", players.into()),
                    ("megabytes", megabytes.into()),
                    ("total", crate::i18n::grouped(total >> 20).into()),
                ],
            ),
            None => tr_args(
                "list-importing-no-total",
                &[("players", players.into()), ("megabytes", megabytes.into())],
            ),
        }
    };
    let [bar, _] = Layout::vertical([Constraint::Length(1), Constraint::Fill(1)]).areas(area);
    frame.render_widget(
        Gauge::default()
            .ratio(ratio)
            .label(label)
            .gauge_style(theme::focused()),
        bar,
    );
}

fn field(frame: &mut Frame, area: Rect, label: &str, prompt: &Prompt, focused: bool) {
    let [label_area, value_area] =
        Layout::horizontal([Constraint::Length(8), Constraint::Fill(1)]).areas(area);
    frame.render_widget(
        Paragraph::new(Span::styled(label, theme::label())),
        label_area,
    );
    let style = if focused {
        theme::focused()
    } else {
        ratatui::style::Style::new()
    };
    input_line(frame, value_area, &prompt.input, style, focused);
}

/// A tournament report file: what it holds, and that Enter opens it in Field mode.
fn report_preview(frame: &mut Frame, area: Rect, tournament: &Tournament) {
    let games: usize = tournament
        .players
        .iter()
        .map(|player| player.rounds.iter().filter(|round| round.is_game()).count())
        .sum::<usize>()
        / 2;
    let lines = vec![
        Line::styled(
            tr_args(
                "import-report",
                &[(
                    "name",
                    tournament
                        .name
                        .as_deref()
                        .map_or_else(
                            || tr("import-report-no-name"),
                            |name| printable(name).into_owned(),
                        )
                        .into(),
                )],
            ),
            theme::heading(),
        ),
        Line::raw(tr_args(
            "import-report-size",
            &[
                ("players", {
                    // As Field mode will list them: a bye's pseudo-player is none.
                    let count = crate::calc::trf::players_listed(tournament);
                    tr_args("players", &[("count", count.into())]).into()
                }),
                ("games", crate::report::words::games(games).into()),
            ],
        )),
        Line::raw(""),
        Line::styled(tr("import-report-keys"), theme::muted()),
    ];
    frame.render_widget(Paragraph::new(lines), area);
}

fn preview(frame: &mut Frame, area: Rect, imported: &Preview, dialog: &ImportDialog) {
    if let Some(tournament) = imported.report() {
        return report_preview(frame, area, tournament);
    }
    let games = crate::report::words::games(imported.games().len());
    let found = match imported.player_name() {
        Some(name) => tr_args(
            "import-found-for",
            &[("games", games.into()), ("player", name.to_string().into())],
        ),
        None => tr_args("import-found", &[("games", games.into())]),
    };
    let mut lines = vec![Line::styled(found, theme::heading())];
    let mut suggestions = Vec::new();
    if let Some(rating) = imported.player_rating() {
        suggestions.push(tr_args(
            "import-suggest-rating",
            &[("rating", rating.to_string().into())],
        ));
    }
    if let Some(pool) = imported.suggested_pool() {
        suggestions.push(tr_args(
            "import-suggest-pool",
            &[("pool", crate::report::names::pool(pool).into())],
        ));
    }
    if let Some((rating, score)) = imported.columns() {
        lines.push(Line::raw(tr_args(
            "import-columns",
            &[
                ("rating", rating.to_string().into()),
                ("score", score.to_string().into()),
            ],
        )));
    }
    let suggests = !suggestions.is_empty();
    if suggests {
        lines.push(Line::raw(dialog.offer(&suggestions.join(", "))));
    }
    // Warnings whole, over as many lines as they need.
    let width = usize::from(area.width).max(1);
    let warned = imported.warnings().iter().take(2).map(ToString::to_string);
    let skipped = imported.skipped().iter().take(2).map(ToString::to_string);
    for text in warned.chain(skipped) {
        lines.extend(
            wrap(&text, width)
                .into_iter()
                .map(|piece| Line::styled(piece, theme::invalid())),
        );
    }
    if imported.skipped().len() > 2 {
        lines.push(Line::styled(
            tr_args(
                "import-more-skipped",
                &[("count", (imported.skipped().len() - 2).to_string().into())],
            ),
            theme::invalid(),
        ));
    }
    let text_height = lines.len() as u16;
    let [text_area, table_area, keys_area] = Layout::vertical([
        Constraint::Length(text_height),
        Constraint::Fill(1),
        Constraint::Length(1),
    ])
    .areas(area);
    frame.render_widget(Paragraph::new(lines), text_area);
    let mut rows: Vec<Row> = imported
        .games()
        .iter()
        .take(PREVIEW_ROWS)
        .enumerate()
        .map(|(index, game)| {
            Row::new(vec![
                format!("{:>4}", index + 1),
                game.opponent.to_string(),
                crate::i18n::number(game.score.as_number()).into_owned(),
            ])
        })
        .collect();
    // The opponent's column is as wide as "299992 more" too: the count is never cut.
    let mut opponent_width = 10;
    if imported.games().len() > PREVIEW_ROWS {
        let more = tr_args(
            "import-more-games",
            &[(
                "count",
                (imported.games().len() - PREVIEW_ROWS).to_string().into(),
            )],
        );
        opponent_width = opponent_width.max(more.chars().count() as u16);
        rows.push(Row::new(vec!["   …".to_string(), more, String::new()]));
    }
    frame.render_widget(
        Table::new(
            rows,
            [
                Constraint::Length(5),
                Constraint::Length(opponent_width),
                Constraint::Length(6),
            ],
        )
        .header(
            Row::new([
                "#".to_string(),
                tr("import-column-opponent"),
                tr("import-column-score"),
            ])
            .style(theme::heading()),
        ),
        table_area,
    );
    frame.render_widget(
        Paragraph::new(Line::styled(dialog.preview_keys(), theme::muted())),
        keys_area,
    );
}

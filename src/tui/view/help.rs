//! The help overlay and the footer, both written from the key table.

use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Clear, Paragraph};

use super::theme;
use crate::calc::events::EVENT_SYNTAX;

use crate::i18n::tr;
use crate::tui::keys::{self, Action, Context, EDITING_KEYS, SCROLL_KEYS, bindings_for};

/// The help's sections: the places whose keys they list, and their titles' message ids.
const SECTIONS: [(&[Context], &str); 11] = [
    (&[Context::Anywhere], "help-anywhere"),
    (
        &[Context::Text, Context::Typing, Context::Words],
        "help-text-fields",
    ),
    (&[Context::Result], "help-choice-fields"),
    (&[Context::Table], "help-games-table"),
    (&[Context::WordCell], "help-word-cell"),
    (&[Context::Players], "help-players"),
    (&[Context::CellEditor], "help-cell"),
    (&[Context::EventLine], "help-event-line"),
    (&[Context::Lookup], "help-lookup"),
    (&[Context::Sessions], "help-sessions"),
    (
        &[
            Context::Prompt,
            Context::Question,
            Context::Preview,
            Context::PreviewNew,
            Context::ListImport,
            Context::Take,
            Context::History,
        ],
        "help-popups",
    ),
];

/// Every key, a section for each place it applies.
pub fn help_sections() -> Vec<Vec<Line<'static>>> {
    // A key and what it does, the words going on under themselves where the column ends.
    let key_line = |keys: &str, help: &str| -> Vec<Line<'static>> {
        let keys = format!(" {keys:<12} ");
        let indent = keys.chars().count();
        let room = usize::from(HELP_COLUMN).saturating_sub(indent + 1).max(1);
        super::wrap(help, room)
            .into_iter()
            .enumerate()
            .map(|(index, piece)| {
                let lead = match index {
                    0 => Span::styled(keys.clone(), theme::accent()),
                    _ => Span::raw(" ".repeat(indent)),
                };
                Line::from(vec![lead, Span::raw(piece)])
            })
            .collect()
    };
    // Said once, under the first section that lists the score keys, in the languages whose
    // UI is not the command line's own (English).
    let mut letters_said = crate::i18n::current() == crate::i18n::Lang::En;
    SECTIONS
        .into_iter()
        .map(|(contexts, title)| {
            // A title wider than the column goes on under itself, never cut at its border.
            let room = usize::from(HELP_COLUMN).saturating_sub(1).max(1);
            let mut lines: Vec<Line<'static>> = super::wrap(&tr(title), room)
                .into_iter()
                .map(|piece| Line::styled(piece, theme::heading()))
                .collect();
            if contexts.contains(&Context::Typing) {
                lines.extend(
                    EDITING_KEYS
                        .iter()
                        .flat_map(|(keys, help)| key_line(&keys.text(), &tr(help))),
                );
            }
            if contexts.contains(&Context::EventLine) {
                // The line is a games list's event line: what is typed is what a file holds.
                lines.extend(key_line(&tr("keys-syntax"), EVENT_SYNTAX));
                lines.extend(key_line("", &tr("key-event-optional")));
            }
            let bindings = bindings_for(contexts);
            lines.extend(bindings.iter().flat_map(|b| key_line(b.keys, &b.help())));
            // Beside the score letters: those of scripts and files are English's everywhere.
            if !letters_said
                && bindings
                    .iter()
                    .any(|b| matches!(b.action, Action::SetScore(_)))
            {
                lines.extend(key_line("", &tr("help-score-letters")));
                letters_said = true;
            }
            lines
        })
        .collect()
}

/// Column width of the help.
const HELP_COLUMN: u16 = 39;

/// The help's sections laid out in as many columns as fit `area`, and the rows it has inside
/// its border.
fn help_layout(area: Rect) -> (Vec<Vec<Line<'static>>>, usize) {
    // As many columns as fit; each section goes into the first column with room for it.
    let columns = usize::from((area.width.saturating_sub(2) / HELP_COLUMN).max(1));
    let room = usize::from(area.height.saturating_sub(2));
    let mut layout: Vec<Vec<Line>> = vec![Vec::new(); columns];
    for section in help_sections() {
        let column = layout
            .iter()
            .position(|lines| lines.len() + section.len() <= room)
            .unwrap_or_else(|| {
                let shortest = layout.iter().map(Vec::len).min().unwrap_or(0);
                layout.iter().position(|l| l.len() == shortest).unwrap_or(0)
            });
        layout[column].extend(section);
    }
    layout.retain(|lines| !lines.is_empty());
    (layout, room)
}

/// How far the help scrolls on a screen of `area`: to its last row, no further (a key past
/// the end would otherwise be swallowed by the way back).
pub fn help_scroll_max(area: Rect) -> usize {
    let (layout, room) = help_layout(area);
    let tallest = layout.iter().map(Vec::len).max().unwrap_or(0);
    tallest.saturating_sub(room)
}

/// Draws the help, scrolled down `scroll` rows when it is taller than the screen.
/// `said`: the status line's message, which the help covers — shown on its bottom border (a
/// key that does nothing in the help is said there).
pub fn render_help(frame: &mut Frame, area: Rect, scroll: usize, said: Option<&str>) {
    let (layout, room) = help_layout(area);
    let tallest = layout.iter().map(Vec::len).max().unwrap_or(0);
    let overflows = tallest > room;
    let scroll = scroll.min(tallest.saturating_sub(room)) as u16;
    let height = tallest as u16 + 2;
    let popup = super::centered(area, HELP_COLUMN * layout.len() as u16 + 2, height);
    // The whole screen behind the help is cleared: no stray character shows beside it.
    frame.render_widget(Clear, area);
    // The help's own keys go in its title.
    let own = bindings_for(&[Context::Help]);
    let closing: Vec<String> = own
        .iter()
        .filter(|b| overflows || b.keys != SCROLL_KEYS)
        .map(|b| format!("{}: {}", b.keys, b.help()))
        .collect();
    let mut block = Block::bordered()
        .title(format!(" {} · {} ", tr("help-title"), closing.join(" · ")))
        .border_style(theme::border(true, false));
    if let Some(said) = said {
        let room = popup.width.saturating_sub(4);
        let said = super::shortened(&crate::text::printable(said), room);
        block = block.title_bottom(Line::styled(format!(" {said} "), theme::muted()));
    }
    let inner = block.inner(popup);
    frame.render_widget(block, popup);
    let areas =
        Layout::horizontal(vec![Constraint::Length(HELP_COLUMN); layout.len()]).split(inner);
    for (lines, column_area) in layout.into_iter().zip(areas.iter()) {
        frame.render_widget(Paragraph::new(lines).scroll((scroll, 0)), *column_area);
    }
}

/// The footer's keys in the order they are worth the room (the key table's ranks), the help's
/// own key apart: it is said last, or stands as "? more" for the keys left out.
fn footer_entries(place: &Place) -> (Vec<Entry>, Option<Entry>) {
    let Place {
        context,
        adds_games,
        ref taken,
        undo,
        redo,
    } = *place;
    let mut help = None;
    let mut entries = Vec::new();
    for binding in keys::footer_entries(context, taken) {
        // Offered only in the modes with a games table, where it does something.
        if !adds_games && matches!(binding.action, Action::AddRow | Action::InsertRow) {
            continue;
        }
        // Undo and redo offered only with a step to take (the help lists them always).
        if (!undo && binding.action == Action::Undo) || (!redo && binding.action == Action::Redo) {
            continue;
        }
        if binding.action == Action::ToggleHelp && binding.context == Context::Anywhere {
            help = (context != Context::Help).then(|| (binding.keys, binding.help()));
        } else {
            entries.push((binding.keys, binding.help()));
        }
    }
    (entries, help)
}

/// Where the footer is drawn: the keyboard's place, whether the mode has a games table to add
/// to, the letters the focused choice takes (no commands there), and whether undo and redo
/// have a step to take.
pub struct Place {
    pub context: Context,
    pub adds_games: bool,
    pub taken: Vec<char>,
    /// Whether there is a step to undo, and one to redo.
    pub undo: bool,
    pub redo: bool,
}

impl Place {
    /// A place where no letter is taken by a choice.
    #[cfg(test)]
    pub fn plain(context: Context, adds_games: bool) -> Place {
        Place {
            context,
            adds_games,
            taken: Vec::new(),
            undo: true,
            redo: true,
        }
    }
}

/// A footer entry: the keys and what they do.
type Entry = (&'static str, String);

/// What stands for the keys left out.
fn more() -> Entry {
    ("?", tr("key-more"))
}

/// An entry's columns: the keys marked, then a space, what they do and a space before the
/// next (tight, so that a cell editor's keep, cancel and "? more" fit 80 columns with quit).
fn entry_width((keys, help): &Entry) -> usize {
    keys.chars().count() + help.chars().count() + 2
}

/// The keys that fit in `width` columns, whole, in the order they matter; when some are left
/// out the line ends in "? more" (the help lists them all).
pub fn footer_line(place: &Place, width: usize) -> Line<'static> {
    let (entries, help) = footer_entries(place);
    let all: usize = entries.iter().chain(&help).map(entry_width).sum();
    let chosen: Vec<_> = if all <= width {
        entries.into_iter().chain(help).collect()
    } else {
        // In rank order, each that still fits (a long one left out lets a shorter one in);
        // how to quit is always said, shortly where the whole entry does not fit, and "? more"
        // where there is room for it too.
        let more_fits = width >= entry_width(&short_quit()) + entry_width(&more());
        let mut used = if more_fits { entry_width(&more()) } else { 0 };
        let fitting = entries.into_iter().filter_map(|entry| {
            let entry = match entry.0 == keys::QUIT_KEYS && used + entry_width(&entry) > width {
                true => short_quit(),
                false => entry,
            };
            let fits = used + entry_width(&entry) <= width;
            if fits {
                used += entry_width(&entry);
            }
            fits.then_some(entry)
        });
        fitting
            .chain(help.filter(|_| more_fits).map(|_| more()))
            .collect()
    };
    let mut spans = Vec::new();
    for (keys, help) in chosen {
        spans.push(Span::styled(keys.to_string(), theme::focused()));
        spans.push(Span::raw(format!(" {help} ")));
    }
    Line::from(spans)
}

/// How to quit where the whole entry ("^C ^Q quit, saving") does not fit: "^Q quit".
fn short_quit() -> Entry {
    ("^Q", tr("key-quit-short"))
}

/// The width of the shortest footer beside a message: "^Q quit" (the help lists every key;
/// a message that leaves room for no more keeps to one row, never rising over the body).
pub fn footer_least() -> usize {
    entry_width(&short_quit())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Lang, with_lang};
    use crate::tui::keys::{BINDINGS, Binding, FIRST};

    /// The footer's text at `width` columns in `lang`, with a space after its last entry.
    fn footer_in(lang: Lang, context: Context, width: usize) -> String {
        let line = with_lang(lang, || footer_line(&Place::plain(context, true), width));
        let text: String = line
            .spans
            .iter()
            .map(|span| span.content.as_ref())
            .collect();
        format!("{} ", text.trim_end())
    }

    /// Every line of the help fits its column in every language: a section's title as much as
    /// a key's words go on under themselves rather than run past the column's border.
    #[test]
    fn every_help_line_fits_its_column() {
        for lang in Lang::ALL {
            for line in with_lang(lang, help_sections).concat() {
                let text: String = line
                    .spans
                    .iter()
                    .map(|span| span.content.as_ref())
                    .collect();
                assert!(
                    text.chars().count() < usize::from(HELP_COLUMN),
                    "{lang:?}: {text:?}"
                );
            }
        }
    }

    /// The footer beside a message keeps how to quit: shortly where the whole does not fit.
    #[test]
    fn the_least_footer_says_how_to_quit() {
        for lang in Lang::ALL {
            let least = with_lang(lang, footer_least);
            let said = footer_in(lang, Context::Choice, least);
            assert!(said.starts_with("^Q "), "{lang}: {said}");
            assert!(said.chars().count() <= least + 1, "{lang}: {said}");
        }
        assert_eq!(footer_in(Lang::En, Context::Choice, 15), "^Q quit ? more ");
        assert_eq!(footer_in(Lang::En, Context::Choice, 14), "^Q quit ");
    }

    /// A place's own first keys (rank FIRST) that English shows at 80 columns show in
    /// Portuguese and Russian too; the keys of anywhere (a, u) may give way to longer words.
    #[test]
    fn at_80_columns_every_place_keeps_its_first_keys_in_portuguese_and_russian() {
        // Every place a binding names, and the shared ones.
        let mut contexts: Vec<Context> = Vec::new();
        for binding in BINDINGS {
            if !contexts.contains(&binding.context) {
                contexts.push(binding.context);
            }
        }
        let mut left_out = Vec::new();
        for context in contexts {
            let english = footer_in(Lang::En, context, 80);
            for lang in [Lang::Pt, Lang::Ru] {
                let said = footer_in(lang, context, 80);
                assert!(said.chars().count() <= 81, "{context:?} {lang}: {said}");
                assert!(said.starts_with("^C ^Q "), "{context:?} {lang}: {said}");
                let own =
                    |b: &&Binding| b.context == context || context.shares().contains(&b.context);
                let first = BINDINGS
                    .iter()
                    .filter(|b| b.rank == FIRST && b.speaks.includes(Lang::En))
                    .filter(|b| b.speaks.includes(lang))
                    .filter(own);
                for binding in first {
                    let entry = |lang| {
                        let help = crate::i18n::message_in(lang, binding.help_id, &[]);
                        format!("{} {help} ", binding.keys)
                    };
                    if english.contains(&entry(Lang::En)) && !said.contains(&entry(lang)) {
                        left_out.push(format!(
                            "{context:?} {lang}: {} left out\n{said}\nEnglish: {english}",
                            binding.keys
                        ));
                    }
                }
            }
        }
        assert!(left_out.is_empty(), "{}", left_out.join("\n"));
    }
}

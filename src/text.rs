//! Text as people read it: what came from outside (a file, a file name, a paste) with control
//! characters and direction overrides written out (`\u{1b}`), so that no file can clear the
//! screen, set the window title or reorder what is shown. (Operating system errors are put in
//! words by `i18n::Words`, in the current language.)

use std::borrow::Cow;
use std::fmt::Write;

/// Whether `c` would act on a terminal instead of being shown.
fn acts(c: char) -> bool {
    c.is_control()
        // Direction marks, embeddings, overrides and isolates (U+061C is Arabic's mark), and a
        // byte order mark, which shows as nothing.
        || matches!(
            c,
            '\u{061c}'
                | '\u{200e}'
                | '\u{200f}'
                | '\u{202a}'..='\u{202e}'
                | '\u{2066}'..='\u{2069}'
                | '\u{feff}'
        )
}

/// `text` with every character that acts on a terminal written as `\u{…}`.
pub fn printable(text: &str) -> Cow<'_, str> {
    if !text.chars().any(acts) {
        return Cow::Borrowed(text);
    }
    let mut shown = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        if acts(c) {
            let _ = write!(shown, "\\u{{{:x}}}", u32::from(c));
        } else {
            shown.push(c);
        }
    }
    Cow::Owned(shown)
}

/// The most characters of a value from a file (a line's field) a message quotes.
pub const QUOTED_MOST: usize = 40;

/// `text` as a message quotes a value from a file: through [`printable`], and cut after
/// `most` characters with `…`, so that a long line stays a message.
pub fn bounded(text: &str, most: usize) -> String {
    match text.char_indices().nth(most) {
        Some((at, _)) => format!("{}…", printable(&text[..at])),
        None => printable(text).into_owned(),
    }
}

/// The most characters of a value a message quotes: enough to recognise it (and more than a
/// session name may have, so that "too long" shows the whole of one just too long), never so
/// many that a pasted file or a damaged session's field fills the screen or takes seconds to
/// lay out.
pub const MAX_QUOTED: usize = 80;

/// `text` as a message quotes it: [`printable`], and at most [`MAX_QUOTED`] characters, the
/// rest cut with "…". Reads no further into `text` than it shows.
pub fn quoted(text: &str) -> Cow<'_, str> {
    let end = text
        .char_indices()
        .nth(MAX_QUOTED)
        .map_or(text.len(), |(at, _)| at);
    let shown = printable(&text[..end]);
    if end == text.len() && shown.chars().count() <= MAX_QUOTED {
        return shown;
    }
    let mut cut: String = shown.chars().take(MAX_QUOTED - 1).collect();
    cut.push('…');
    Cow::Owned(cut)
}

/// A path as a message shows it: through [`printable`], so a newline or an escape in a file's
/// name keeps the message on one line and the terminal as it is.
pub fn shown_path(path: &std::path::Path) -> String {
    printable(&path.to_string_lossy()).into_owned()
}

#[cfg(test)]
mod tests {
    use super::{MAX_QUOTED, printable, quoted};

    #[test]
    fn what_acts_on_a_terminal_is_written_out() {
        assert_eq!(printable("1500 | 1"), "1500 | 1");
        assert_eq!(
            printable("\u{1b}]0;PWNED\u{7}\u{1b}[2J1500"),
            "\\u{1b}]0;PWNED\\u{7}\\u{1b}[2J1500"
        );
        assert_eq!(printable("a\u{9b}b\u{202e}c"), "a\\u{9b}b\\u{202e}c");
        assert_eq!(printable("Müller ½"), "Müller ½");
        assert_eq!(super::bounded("Müller", 6), "Müller");
        assert_eq!(super::bounded("Müller ½", 6), "Müller…");
        assert_eq!(super::bounded("\u{1b}[2J", 2), "\\u{1b}[…");
    }

    #[test]
    fn a_quoted_value_is_cut_to_a_bounded_piece() {
        assert_eq!(quoted("1500"), "1500");
        assert_eq!(quoted("Müller ½"), "Müller ½");
        let whole = "9".repeat(MAX_QUOTED);
        assert_eq!(quoted(&whole), whole);
        let expected = format!("{}…", "9".repeat(MAX_QUOTED - 1));
        assert_eq!(quoted(&"9".repeat(600_000)), expected);
        // Written out, then cut: escapes never take it past the bound.
        let escape = "\u{1b}".repeat(MAX_QUOTED);
        let escapes = quoted(&escape);
        assert_eq!(escapes.chars().count(), MAX_QUOTED);
        assert!(escapes.starts_with("\\u{1b}\\u{1b}") && escapes.ends_with('…'));
    }
}

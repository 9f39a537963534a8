//! Text as people read it: what came from outside (a file, a file name, a paste) with control
//! characters and direction overrides written out (`\u{1b}`), so that no file can clear the
//! screen, set the window title or reorder what is shown; and operating system errors in words.

use std::borrow::Cow;
use std::fmt::{self, Write};
use std::io;

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

/// A path as a message shows it: through [`printable`], so a newline or an escape in a file's
/// name keeps the message on one line and the terminal as it is.
pub fn shown_path(path: &std::path::Path) -> String {
    printable(&path.to_string_lossy()).into_owned()
}

/// An operating system error in words a person reads: "no such file", "permission denied",
/// without the "(os error 2)" a program would want.
pub struct Words<'a>(pub &'a io::Error);

impl fmt::Display for Words<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let said = match self.0.kind() {
            io::ErrorKind::NotFound => "no such file or folder",
            io::ErrorKind::PermissionDenied => "permission denied",
            io::ErrorKind::AlreadyExists => "it exists already",
            io::ErrorKind::IsADirectory => "it is a folder",
            io::ErrorKind::NotADirectory => "a part of the path is not a directory",
            io::ErrorKind::StorageFull => "the disk is full",
            io::ErrorKind::FileTooLarge => "the file would pass the file-size limit (ulimit -f)",
            io::ErrorKind::ReadOnlyFilesystem => "the file system is read-only",
            io::ErrorKind::BrokenPipe => "the reader went away",
            _ => {
                let text = self.0.to_string();
                // "…: (os error 28)" is for programs; the words before it are for people.
                return match text.find(" (os error") {
                    Some(at) => f.write_str(&text[..at]),
                    None => f.write_str(&text),
                };
            }
        };
        f.write_str(said)
    }
}

#[cfg(test)]
mod tests {
    use super::printable;

    #[test]
    fn what_acts_on_a_terminal_is_written_out() {
        assert_eq!(printable("1500 | 1"), "1500 | 1");
        assert_eq!(
            printable("\u{1b}]0;PWNED\u{7}\u{1b}[2J1500"),
            "\\u{1b}]0;PWNED\\u{7}\\u{1b}[2J1500"
        );
        assert_eq!(printable("a\u{9b}b\u{202e}c"), "a\\u{9b}b\\u{202e}c");
        assert_eq!(printable("Müller ½"), "Müller ½");
    }
}

//! Games lists: one game a line, as in a games file, standard input or a paste. A line is
//! `OPPONENT | SCORE` (also `OPPONENT,SCORE`, `OPPONENT:SCORE` or the two separated by white
//! space); blank lines and `#` comments are passed over; LF, CRLF and CR all end a line.
//!
//! The policy, the same wherever a list is read: the first line that is not a game stops the
//! reading and is named, and no game of the list is taken. A list is read whole or not at all.

use std::fmt;
use std::io::{self, BufRead};

use super::event_error::EventError;
use super::strip_bom;
use crate::i18n::{say, shown};
use crate::rating::number::trim;
use crate::rating::{InputError, Opponent, PeriodGame, Pool};

/// Why a line of a games list is not a game.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum LineError {
    Shape(String),
    NotText,
    Value(#[from] InputError),
    /// An event line (`event NAME | …`) that is not one, or an event the list cannot hold.
    Event(#[from] EventError),
}

/// Why a games list could not be read.
#[derive(Debug, thiserror::Error)]
pub enum ListError {
    Io(#[from] io::Error),
    /// Line `line` (counted from 1) is not a game.
    Line {
        line: usize,
        error: LineError,
    },
}

impl fmt::Display for LineError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LineError::Shape(text) => say(f, "error-line-shape", &[("value", shown(text))]),
            LineError::NotText => say(f, "error-line-not-text", &[]),
            LineError::Value(error) => fmt::Display::fmt(error, f),
            LineError::Event(error) => fmt::Display::fmt(error, f),
        }
    }
}

impl fmt::Display for ListError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ListError::Io(error) => fmt::Display::fmt(&crate::i18n::Words(error), f),
            ListError::Line { line, error } => say(
                f,
                "error-line",
                &[
                    ("line", line.to_string().into()),
                    ("error", error.to_string().into()),
                ],
            ),
        }
    }
}

/// What a line says: `None` for a blank line or a comment, else the text before any `#`.
pub fn content(line: &str) -> Option<&str> {
    let before_comment = memchr::memchr(b'#', line.as_bytes()).map_or(line, |at| &line[..at]);
    let content = trim(before_comment);
    (!content.is_empty()).then_some(content)
}

/// One line of a games list: the game, or `None` for a blank line or a comment. The opponent
/// must suit `pool` (`Pool::Continuous` takes any rating from 0 to 4000).
pub fn parse_line(line: &str, pool: Pool) -> Result<Option<PeriodGame>, LineError> {
    content(line)
        .map(|content| parse_game(content, pool))
        .transpose()
}

/// A line's content (see [`content`]) as a game.
pub fn parse_game(content: &str, pool: Pool) -> Result<PeriodGame, LineError> {
    let (opponent, score) = opponent_and_score(content)?;
    Ok(PeriodGame {
        opponent: Opponent::parse(opponent, pool)?,
        score: score.parse()?,
    })
}

/// A line's content split into its opponent and its score, at the strongest separator.
pub fn opponent_and_score(content: &str) -> Result<(&str, &str), LineError> {
    split_at_separator(content)
        .map(|(opponent, score)| (trim(opponent), trim(score)))
        .filter(|(opponent, score)| {
            !opponent.is_empty() && !score.is_empty() && !score.contains(char::is_whitespace)
        })
        .ok_or_else(|| LineError::Shape(content.to_string()))
}

/// The separators, strongest first: the first one present in a line splits it, at its first
/// occurrence.
const SEPARATORS: [u8; 5] = [b'|', b',', b':', b'\t', b' '];

/// Each byte's strength as a separator, its place in [`SEPARATORS`] (`u8::MAX`: none), looked
/// up rather than searched for at every byte.
const STRENGTH: [u8; 256] = {
    let mut strength = [u8::MAX; 256];
    let mut index = 0;
    while index < SEPARATORS.len() {
        strength[SEPARATORS[index] as usize] = index as u8;
        index += 1;
    }
    strength
};

/// `content` split at its strongest separator, in one pass over the bytes (a games file may
/// have millions of lines).
fn split_at_separator(content: &str) -> Option<(&str, &str)> {
    // The strongest separator so far, at its first place: a later one only if stronger.
    let mut best: Option<(u8, usize)> = None;
    for (at, byte) in content.bytes().enumerate() {
        let strength = STRENGTH[usize::from(byte)];
        if best.is_none_or(|(strongest, _)| strength < strongest) {
            best = Some((strength, at)).filter(|_| strength != u8::MAX);
            if strength == 0 {
                break;
            }
        }
    }
    // Separators are ASCII, so `at` and `at + 1` are character boundaries.
    let (_, at) = best?;
    Some((&content[..at], &content[at + 1..]))
}

/// Reads a whole games list, line by line; see the module's policy.
pub fn read(reader: impl BufRead, pool: Pool) -> Result<Vec<PeriodGame>, ListError> {
    read_each(reader, |text| parse_line(text, pool))
}

/// Reads a list one line at a time with `parse` (`None`: a blank line or a comment), under the
/// module's policy: every line ending, a BOM, the first bad line named.
pub fn read_each<T>(
    reader: impl BufRead,
    parse: impl Fn(&str) -> Result<Option<T>, LineError>,
) -> Result<Vec<T>, ListError> {
    let mut games = Vec::new();
    walk_lines(reader, |line, text| {
        if let Some(game) = parse(text).map_err(|error| ListError::Line { line, error })? {
            games.push(game);
        }
        Ok(())
    })?;
    Ok(games)
}

/// Gives `each` every line of a list with its number (from 1), as text: every line ending, a
/// BOM passed over, a line that is not UTF-8 named. The first error stops the reading.
pub fn walk_lines(
    mut reader: impl BufRead,
    mut each: impl FnMut(usize, &str) -> Result<(), ListError>,
) -> Result<(), ListError> {
    let mut bytes = Vec::new();
    let mut line = 0;
    loop {
        bytes.clear();
        if reader.read_until(b'\n', &mut bytes)? == 0 {
            return Ok(());
        }
        let chunk = bytes
            .strip_suffix(b"\n")
            .map(|rest| rest.strip_suffix(b"\r").unwrap_or(rest))
            .unwrap_or(&bytes);
        // A lone CR ends a line too (pastes from most terminals, old Mac files).
        for part in chunk.split(|&byte| byte == b'\r') {
            line += 1;
            let text = std::str::from_utf8(part).map_err(|_| ListError::Line {
                line,
                error: LineError::NotText,
            })?;
            let text = if line == 1 { strip_bom(text) } else { text };
            each(line, text)?;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rating::{Rating, Score};

    #[test]
    fn games_file_lines_in_every_layout() {
        let win = Some(PeriodGame {
            opponent: Opponent::Rated(Rating::new(2050.0).unwrap()),
            score: Score::Win,
        });
        for line in [
            "2050 | 1",
            "2050|1",
            "2050,1",
            "2050, 1",
            "2050:1",
            "2050\t1",
            "  2050   1  ",
            "2050 | win # round 1",
        ] {
            assert_eq!(parse_line(line, Pool::FideStandard), Ok(win), "{line:?}");
        }
        for line in ["", "   ", "# a comment"] {
            assert_eq!(parse_line(line, Pool::FideStandard), Ok(None), "{line:?}");
        }
        for line in ["2050", "2050 1 0", "2050 | x", "abc | 1", "2050 | 1 | 0"] {
            assert!(parse_line(line, Pool::FideStandard).is_err(), "{line:?}");
        }
    }

    proptest::proptest! {
        /// The one-pass split is the rule read straight: the first separator, strongest first,
        /// that the line has at all.
        #[test]
        fn the_one_pass_split_is_the_rule(content in "[0-9a-z|,:\t ½.]{0,16}") {
            let straight = ['|', ',', ':', '\t', ' ']
                .into_iter()
                .find_map(|separator| content.split_once(separator));
            proptest::prop_assert_eq!(split_at_separator(&content), straight);
        }
    }

    #[test]
    fn lf_crlf_and_cr_all_end_a_line() {
        for text in [
            "1800 1\n1900 0.5\n",
            "1800 1\r\n1900 0.5\r\n",
            "1800 1\r1900 0.5\r",
        ] {
            let games = read(text.as_bytes(), Pool::FideStandard).unwrap();
            assert_eq!(games.len(), 2, "{text:?}");
        }
        let error = read("1800 1\r\r\nx\n".as_bytes(), Pool::FideStandard).unwrap_err();
        assert!(
            matches!(error, ListError::Line { line: 3, .. }),
            "line numbers count every line end: {error}"
        );
    }
}

//! A streaming reader of PGN tag pairs — all elocalc needs of a game — and the games of one player
//! as tournament rows. Move text is skipped, comments (`{…}` across lines, `;` to the end of a
//! line) and `%` escape lines included, so a `[` inside a comment never starts a game. Lines are
//! read as UTF-8, or as Windows-1252 where they are not ([`super::decode_line`]); a BOM and CRLF
//! line ends are accepted.

use std::borrow::Cow;
use std::io::{self, BufRead};

use super::{Details, ImportError, Imported, Skipped, Warning, strip_bom};
use crate::rating::{MAX_RATING, Opponent, PeriodGame, Pool, Rating, Score};
use crate::text::printable;

/// The tag pairs of one game and the line it starts on.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PgnGame {
    pub line: usize,
    pub tags: Vec<(String, String)>,
}

impl PgnGame {
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(tag, _)| tag == name)
            .map(|(_, value)| value.as_str())
    }
}

/// Reads games one by one without holding the file in memory.
pub struct PgnReader<R> {
    reader: R,
    line: usize,
    bytes_read: u64,
    buffer: Vec<u8>,
    in_comment: bool,
    /// The line the open comment started on, and the game it is in (counted from 1).
    comment_line: usize,
    comment_game: usize,
    /// Games returned so far.
    games: usize,
    pending: Option<PgnGame>,
    finished: bool,
    /// What was read but not as the file meant it (a comment never closed).
    pub warnings: Vec<Warning>,
    /// The only tags kept (`None`: all).
    keep: Option<&'static [&'static str]>,
    /// The tag names of the game being read, kept or not.
    section_names: Names,
    /// Tags and lists of games given back ([`PgnReader::recycle`]), their room used again.
    spare_tags: Vec<(String, String)>,
    spare_lists: Vec<Vec<(String, String)>>,
}

/// A set of tag names whose room is reused from game to game.
#[derive(Default)]
struct Names {
    names: Vec<String>,
    len: usize,
}

impl Names {
    fn clear(&mut self) {
        self.len = 0;
    }

    fn contains(&self, name: &str) -> bool {
        self.names[..self.len].iter().any(|known| known == name)
    }

    fn insert(&mut self, name: &str) {
        if self.contains(name) {
            return;
        }
        match self.names.get_mut(self.len) {
            Some(slot) => {
                slot.clear();
                slot.push_str(name);
            }
            None => self.names.push(name.to_string()),
        }
        self.len += 1;
    }
}

impl<R: BufRead> PgnReader<R> {
    pub fn new(reader: R) -> PgnReader<R> {
        PgnReader {
            reader,
            line: 0,
            bytes_read: 0,
            buffer: Vec::new(),
            in_comment: false,
            comment_line: 0,
            comment_game: 0,
            games: 0,
            pending: None,
            finished: false,
            warnings: Vec::new(),
            keep: None,
            section_names: Names::default(),
            spare_tags: Vec::new(),
            spare_lists: Vec::new(),
        }
    }

    /// Gives a game's room back for the games still to be read (a PGN may have millions).
    pub fn recycle(&mut self, mut game: PgnGame) {
        self.spare_tags.append(&mut game.tags);
        self.spare_lists.push(game.tags);
    }

    /// A reader that keeps only the tags named (all tag names still mark where games start).
    pub fn keeping(reader: R, tags: &'static [&'static str]) -> PgnReader<R> {
        PgnReader {
            keep: Some(tags),
            ..PgnReader::new(reader)
        }
    }

    /// Bytes read so far, for progress.
    pub fn bytes_read(&self) -> u64 {
        self.bytes_read
    }

    /// The next line's bytes into `buffer`, without its line end. `false` at the end of the
    /// input.
    fn next_line(&mut self) -> io::Result<bool> {
        self.buffer.clear();
        // `read_until`, with memchr's vector search for the line end.
        let mut count = 0;
        loop {
            let available = self.reader.fill_buf()?;
            if available.is_empty() {
                break;
            }
            let (taken, ended) = match memchr::memchr(b'\n', available) {
                Some(at) => (at + 1, true),
                None => (available.len(), false),
            };
            self.buffer.extend_from_slice(&available[..taken]);
            self.reader.consume(taken);
            count += taken;
            if ended {
                break;
            }
        }
        if count == 0 {
            return Ok(false);
        }
        self.bytes_read += count as u64;
        self.line += 1;
        while matches!(self.buffer.last(), Some(b'\n' | b'\r')) {
            self.buffer.pop();
        }
        Ok(true)
    }

    /// The line `bytes` as text: UTF-8 where it is valid, else Windows-1252 copied into `spill`.
    fn text_of<'a>(&self, bytes: &'a [u8], spill: &'a mut String) -> &'a str {
        match super::decode_line(bytes) {
            Cow::Borrowed(line) if self.line == 1 => strip_bom(line),
            Cow::Borrowed(line) => line,
            Cow::Owned(line) => {
                *spill = line;
                spill
            }
        }
    }

    /// Whether the line in `buffer` is move text that can be skipped as bytes: no tag, no
    /// escape, nothing that could end an open comment by starting a game. Most lines are.
    fn is_plain_movetext(&self) -> bool {
        let bytes = &self.buffer;
        let first = bytes.iter().find(|byte| !byte.is_ascii_whitespace());
        let ends_tag_like = bytes.trim_ascii_end().ends_with(b"]");
        self.line > 1
            && first.is_none_or(|&byte| byte.is_ascii() && byte != b'[' && byte != b'%')
            && !(self.in_comment && ends_tag_like)
    }

    /// Skips move text, keeping track of `{…}` comments that span lines. Only the bytes that
    /// open or close a comment are looked for (all ASCII, so never inside a UTF-8 character).
    fn skip_movetext(&mut self, line: &[u8]) {
        let mut rest = line;
        loop {
            if self.in_comment {
                let Some(close) = memchr::memchr(b'}', rest) else {
                    return;
                };
                self.in_comment = false;
                rest = &rest[close + 1..];
            } else {
                let Some(at) = memchr::memchr2(b'{', b';', rest) else {
                    return;
                };
                if rest[at] == b';' {
                    return;
                }
                self.in_comment = true;
                self.comment_line = self.line;
                self.comment_game = self.games + 1;
                rest = &rest[at + 1..];
            }
        }
    }

    /// The next game, or `None` at the end of the input.
    pub fn next_game(&mut self) -> io::Result<Option<PgnGame>> {
        if self.finished {
            return Ok(None);
        }
        let mut game = self.pending.take();
        // A game's tag section ends at its first line that is not a tag (a blank line, moves).
        let mut section_over = false;
        let mut line = String::new();
        let mut spans = Vec::new();
        while self.next_line()? {
            if self.is_plain_movetext() {
                if game.is_some() {
                    section_over = true;
                }
                let bytes = std::mem::take(&mut self.buffer);
                self.skip_movetext(&bytes);
                self.buffer = bytes;
                continue;
            }
            // The line is read where it is, as UTF-8, or copied as Windows-1252.
            let bytes = std::mem::take(&mut self.buffer);
            let trimmed = self.text_of(&bytes, &mut line).trim_start();
            if self.in_comment && starts_tag_section(trimmed) {
                // A comment never closed does not swallow the games after it.
                self.in_comment = false;
                self.warnings.push(Warning {
                    line: self.comment_line,
                    text: format!(
                        "game {}: a comment opened here is never closed; the games go on at line {}",
                        self.comment_game, self.line
                    ),
                });
            }
            if !self.in_comment && trimmed.starts_with('[') {
                tag_spans(trimmed, &mut spans);
                // A tag after the section's end, or a tag name seen again, starts the next game.
                let repeats = game.is_some()
                    && spans
                        .iter()
                        .any(|span| self.section_names.contains(span.name(trimmed)));
                let next = (section_over || repeats) && game.is_some();
                if next || game.is_none() {
                    self.section_names.clear();
                }
                let line_number = self.line;
                let mut fresh = || PgnGame {
                    line: line_number,
                    tags: self.spare_lists.pop().unwrap_or_default(),
                };
                let mut section = if next {
                    fresh()
                } else {
                    game.take().unwrap_or_else(fresh)
                };
                let (keep, names, spare) =
                    (self.keep, &mut self.section_names, &mut self.spare_tags);
                for span in &spans {
                    let name = span.name(trimmed);
                    names.insert(name);
                    if keep.is_none_or(|keep| keep.contains(&name)) {
                        let (mut kept_name, mut kept_value) = spare.pop().unwrap_or_default();
                        kept_name.clear();
                        kept_name.push_str(name);
                        kept_value.clear();
                        kept_value.push_str(&span.value(trimmed));
                        section.tags.push((kept_name, kept_value));
                    }
                }
                if next {
                    self.pending = Some(section);
                    self.games += 1;
                    self.buffer = bytes;
                    return Ok(game);
                }
                game = Some(section);
            } else if self.in_comment || !trimmed.starts_with('%') {
                if game.is_some() {
                    section_over = true;
                }
                self.skip_movetext(trimmed.as_bytes());
            }
            self.buffer = bytes;
        }
        self.finished = true;
        if self.in_comment {
            self.warnings.push(Warning {
                line: self.comment_line,
                text: format!(
                    "game {}: a comment opened here is never closed",
                    self.comment_game
                ),
            });
        }
        self.games += usize::from(game.is_some());
        Ok(game)
    }
}

/// The tags a game's tag section starts with (PGN's Seven Tag Roster).
const ROSTER: [&str; 7] = ["Event", "Site", "Date", "Round", "White", "Black", "Result"];

/// Whether a line is a tag pair that starts a tag section, such as `[Event "Club Open"]`.
fn starts_tag_section(line: &str) -> bool {
    let mut first = None;
    for_each_tag(line, |name, _| {
        first.get_or_insert(name);
    });
    line.trim_end().ends_with(']') && first.is_some_and(|name| ROSTER.contains(&name))
}

/// Calls `each` with every `[Name "value"]` on a line, borrowing from it: a value is only
/// copied when it has escapes (`\"`, `\\`).
fn for_each_tag<'a>(line: &'a str, mut each: impl FnMut(&'a str, Cow<'a, str>)) {
    let mut spans = Vec::new();
    tag_spans(line, &mut spans);
    for span in &spans {
        each(span.name(line), span.value(line));
    }
}

/// Where a tag pair is on its line: plain offsets, so a list of them is kept from line to line.
#[derive(Clone, Copy, Debug)]
struct TagSpan {
    name: (usize, usize),
    /// From after the opening quote to the closing one (or the line's end).
    value: (usize, usize),
    /// Whether the value has escapes, and must be read again to undo them.
    escaped: bool,
}

impl TagSpan {
    fn name<'a>(&self, line: &'a str) -> &'a str {
        &line[self.name.0..self.name.1]
    }

    fn value<'a>(&self, line: &'a str) -> Cow<'a, str> {
        if self.escaped {
            Cow::Owned(unescaped(&line[self.value.0..]).0)
        } else {
            Cow::Borrowed(&line[self.value.0..self.value.1])
        }
    }
}

/// The tag pairs of a line into `spans` (cleared first), in one pass.
fn tag_spans(line: &str, spans: &mut Vec<TagSpan>) {
    spans.clear();
    let offset = |part: &str| part.as_ptr() as usize - line.as_ptr() as usize;
    let mut rest = line;
    while let Some(open) = memchr::memchr(b'[', rest.as_bytes()) {
        rest = &rest[open + 1..];
        let trimmed = rest.trim_start();
        // Names are ASCII in practice: bytes first, characters only past a non-ASCII one.
        let ascii_end = trimmed
            .bytes()
            .position(|b| !(b.is_ascii_alphanumeric() || b == b'_'))
            .unwrap_or(trimmed.len());
        let name_end = if trimmed
            .as_bytes()
            .get(ascii_end)
            .is_some_and(|b| !b.is_ascii())
        {
            trimmed
                .char_indices()
                .find(|(_, c)| !(c.is_alphanumeric() || *c == '_'))
                .map_or(trimmed.len(), |(at, _)| at)
        } else {
            ascii_end
        };
        let name_start = offset(trimmed);
        let Some(quote) = memchr::memchr(b'"', rest.as_bytes()) else {
            break;
        };
        let body = &rest[quote + 1..];
        let body_start = offset(body);
        let (value_end, escaped, end) = match memchr::memchr2(b'"', b'\\', body.as_bytes()) {
            Some(at) if body.as_bytes()[at] == b'"' => (at, false, Some(quote + 1 + at + 1)),
            None => (body.len(), false, None),
            Some(_) => {
                let (_, end) = unescaped(body);
                (
                    end.map_or(body.len(), |end| end - 1),
                    true,
                    end.map(|end| quote + 1 + end),
                )
            }
        };
        if name_end > 0 {
            spans.push(TagSpan {
                name: (name_start, name_start + name_end),
                value: (body_start, body_start + value_end),
                escaped,
            });
        }
        match end {
            Some(end) => rest = &rest[end..],
            None => break,
        }
    }
}

/// A value with escapes, up to its closing quote, and where the text after that quote starts
/// (`None`: the value is never closed).
fn unescaped(body: &str) -> (String, Option<usize>) {
    let mut value = String::new();
    let mut chars = body.char_indices();
    while let Some((index, c)) = chars.next() {
        match c {
            '\\' => {
                if let Some((_, escaped)) = chars.next() {
                    value.push(escaped);
                }
            }
            '"' => return (value, Some(index + 1)),
            c => value.push(c),
        }
    }
    (value, None)
}

/// Whether `name` is `wanted` (already [`normalize`]d) once normalized, without making the
/// normalized copy: called for both players of every game of the file.
fn is_named(name: &str, wanted: &str) -> bool {
    let mut wanted_words = wanted.split(' ');
    for word in name.split_whitespace() {
        let Some(wanted_word) = wanted_words.next() else {
            return false;
        };
        let same = if word.is_ascii() {
            word.len() == wanted_word.len()
                && word
                    .bytes()
                    .zip(wanted_word.bytes())
                    .all(|(a, b)| a.to_ascii_lowercase() == b)
        } else {
            word.to_lowercase() == wanted_word
        };
        if !same {
            return false;
        }
    }
    wanted_words.next().is_none()
}

/// Folds case and runs of white space so "Carlsen,  Magnus" matches "carlsen, magnus".
fn normalize(name: &str) -> String {
    name.split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .to_lowercase()
}

/// An Elo tag as a rating; missing, "-", "?" or 0 mean an unrated player.
fn elo(value: Option<&str>) -> Result<Option<u32>, String> {
    let text = value.unwrap_or("").trim();
    if matches!(text, "" | "-" | "?" | "0") {
        return Ok(None);
    }
    text.parse::<u32>()
        .ok()
        .filter(|rating| {
            (1..=MAX_RATING as u32).contains(rating) && text.bytes().all(|b| b.is_ascii_digit())
        })
        .map(Some)
        .ok_or_else(|| format!("'{}' is not a rating", printable(text)))
}

/// The longest time control read as one: longer than a week is not a chess clock.
const LONGEST_CONTROL: u64 = 7 * 24 * 3600;

/// The pool a game's time control (or event name) suggests, by FIDE's definitions: standard
/// when base + 60 × increment is at least 60 minutes, blitz at 10 minutes or less, rapid between.
pub fn suggest_pool(time_control: Option<&str>, event: Option<&str>) -> Option<Pool> {
    let from_time = time_control.and_then(|control| {
        let first = control.split(':').next()?.trim();
        let (base, increment) = match first.split_once('+') {
            Some((base, increment)) => (base, increment),
            None => (first, "0"),
        };
        let base: u64 = base.split('/').next_back()?.parse().ok()?;
        let increment: u64 = increment.parse().ok()?;
        let total = increment
            .checked_mul(60)
            .and_then(|increment| increment.checked_add(base))
            .filter(|&total| total <= LONGEST_CONTROL)?;
        Some(if total >= 3600 {
            Pool::FideStandard
        } else if total <= 600 {
            Pool::FideBlitz
        } else {
            Pool::FideRapid
        })
    });
    from_time.or_else(|| {
        let event = event?.to_lowercase();
        if event.contains("blitz") {
            Some(Pool::FideBlitz)
        } else if event.contains("rapid") {
            Some(Pool::FideRapid)
        } else {
            None
        }
    })
}

/// How close `candidate` is to `wanted` (lower is closer), or `None` when not close at all.
fn closeness(wanted: &str, candidate: &str) -> Option<usize> {
    if candidate.contains(wanted) || wanted.contains(candidate) {
        return Some(0);
    }
    let surname = |name: &str| {
        name.split([',', ' '])
            .find(|part| !part.is_empty())
            .unwrap_or("")
            .to_string()
    };
    if !surname(wanted).is_empty() && surname(wanted) == surname(candidate) {
        return Some(1);
    }
    // Names whose lengths differ by more than the allowed distance cannot be that close: the
    // costly comparison is only made for plausible names, so any name is answered at once.
    let (length, other) = (wanted.chars().count(), candidate.chars().count());
    let allowed = length.max(4) / 3;
    if length.abs_diff(other) > allowed {
        return None;
    }
    let distance = edit_distance(wanted, candidate);
    (distance <= allowed).then_some(distance + 1)
}

fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut previous: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut current = vec![i + 1];
        for (j, cb) in b.iter().enumerate() {
            let cost = usize::from(ca != *cb);
            current.push(
                (previous[j] + cost)
                    .min(previous[j + 1] + 1)
                    .min(current[j] + 1),
            );
        }
        previous = current;
    }
    previous[b.len()]
}

/// Names kept for suggestions: enough for any real file, bounded for any file.
const MAX_NAMES: usize = 10_000;

/// The Elo tag of a side ("White" or "Black").
fn elo_tag(side: &str) -> &'static str {
    if side == "White" {
        "WhiteElo"
    } else {
        "BlackElo"
    }
}

/// The tags a player's games are read from.
const USED_TAGS: [&str; 11] = [
    "White",
    "Black",
    "WhiteElo",
    "BlackElo",
    "Result",
    "TimeControl",
    "Event",
    "WhiteTitle",
    "BlackTitle",
    "WhiteFed",
    "BlackFed",
];

/// The games of `player` as tournament rows: the opponent's Elo (none: unrated) and the
/// player's score, and the opponent's title and federation where tagged. Unfinished games
/// (`*`) and unknown results are skipped and reported. `progress` is told the bytes read so far
/// every few hundred games.
pub fn player_games(
    reader: impl BufRead,
    player: &str,
    mut progress: impl FnMut(u64),
) -> Result<Imported, ImportError> {
    let wanted = normalize(player);
    let mut reader = PgnReader::keeping(reader, &USED_TAGS);
    let mut imported = Imported::default();
    // Other players' names (first spelling of each), for "close matches" when none is exact.
    let mut names: Vec<String> = Vec::new();
    let mut seen: std::collections::HashSet<String> = std::collections::HashSet::new();
    let mut count = 0usize;
    // Each game's room goes back to the reader for the next one.
    let mut last: Option<PgnGame> = None;
    loop {
        if let Some(done) = last.take() {
            reader.recycle(done);
        }
        let Some(game) = reader.next_game().map_err(ImportError::Io)? else {
            break;
        };
        let game = &*last.insert(game);
        count += 1;
        if count.is_multiple_of(512) {
            progress(reader.bytes_read());
        }
        let named = |tag| game.tag(tag).is_some_and(|name| is_named(name, &wanted));
        let side = if named("White") {
            Some(("White", "Black"))
        } else if named("Black") {
            Some(("Black", "White"))
        } else {
            None
        };
        let Some((own, other)) = side else {
            // Other names are only needed while the player is not found, to offer close ones.
            if imported.player_name.is_some() {
                continue;
            }
            for name in [game.tag("White"), game.tag("Black")].into_iter().flatten() {
                if names.len() < MAX_NAMES && seen.insert(normalize(name)) {
                    names.push(name.to_string());
                }
            }
            continue;
        };
        let number = count;
        if imported.player_name.is_none() {
            imported.player_name = game.tag(own).map(|name| printable(name).into_owned());
            let tag = elo_tag(own);
            match elo(game.tag(tag)) {
                Ok(rating) => imported.player_rating = rating,
                Err(reason) => imported.warnings.push(Warning {
                    line: game.line,
                    text: format!(
                        "game {number}: {tag} {reason}; your rating is not taken from it"
                    ),
                }),
            }
            let control = game.tag("TimeControl");
            imported.suggested_pool = suggest_pool(control, game.tag("Event"));
            if let Some(control) = control.filter(|c| !matches!(c.trim(), "" | "-" | "?"))
                && suggest_pool(Some(control), None).is_none()
            {
                imported.warnings.push(Warning {
                    line: game.line,
                    text: format!(
                        "game {number}: TimeControl '{}' is not understood",
                        printable(control)
                    ),
                });
            }
        }
        let result = game.tag("Result").unwrap_or("").trim();
        let white_score = match result {
            "1-0" => Some(Score::Win),
            "0-1" => Some(Score::Loss),
            "1/2-1/2" | "½-½" => Some(Score::Draw),
            _ => None,
        };
        let Some(white_score) = white_score else {
            let reason = if result == "*" {
                "unfinished game (*)".to_string()
            } else {
                format!("unknown result '{}'", printable(result))
            };
            imported.skipped.push(Skipped {
                line: game.line,
                reason,
            });
            continue;
        };
        let score = if own == "White" {
            white_score
        } else {
            white_score.reversed()
        };
        let tag = elo_tag(other);
        let opponent = match elo(game.tag(tag)) {
            Ok(rating) => rating
                .and_then(|rating| Rating::new(f64::from(rating)).ok())
                .map_or(Opponent::Unrated, Opponent::Rated),
            Err(reason) => {
                imported.skipped.push(Skipped {
                    line: game.line,
                    reason: format!("game {number}: {tag} {reason}"),
                });
                continue;
            }
        };
        // The opponent's title and federation, for norms.
        let (title, federation) = if other == "White" {
            ("WhiteTitle", "WhiteFed")
        } else {
            ("BlackTitle", "BlackFed")
        };
        if let Some(details) = Details::read(game.tag(title), game.tag(federation)) {
            imported.details.push((imported.games.len(), details));
        }
        imported.games.push(PeriodGame { opponent, score });
    }
    progress(reader.bytes_read());
    imported.warnings.extend(reader.warnings);
    if imported.player_name.is_none() {
        let mut close: Vec<(usize, String)> = names
            .into_iter()
            .filter_map(|name| closeness(&wanted, &normalize(&name)).map(|d| (d, name)))
            .collect();
        close.sort();
        return Err(ImportError::NoSuchPlayer {
            player: player.to_string(),
            close: close.into_iter().take(5).map(|(_, name)| name).collect(),
        });
    }
    Ok(imported)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Tag pairs read the plain way: a copy of every name and value, char by char.
    fn straight(line: &str) -> Vec<(String, String)> {
        let mut tags = Vec::new();
        let mut rest = line;
        while let Some(open) = rest.find('[') {
            rest = &rest[open + 1..];
            let name: String = rest
                .trim_start()
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect();
            let Some(quote) = rest.find('"') else {
                break;
            };
            let mut value = String::new();
            let mut chars = rest[quote + 1..].char_indices();
            let mut end = None;
            while let Some((index, c)) = chars.next() {
                match c {
                    '\\' => {
                        if let Some((_, escaped)) = chars.next() {
                            value.push(escaped);
                        }
                    }
                    '"' => {
                        end = Some(quote + 1 + index + 1);
                        break;
                    }
                    c => value.push(c),
                }
            }
            if !name.is_empty() {
                tags.push((name, value));
            }
            match end {
                Some(end) => rest = &rest[end..],
                None => break,
            }
        }
        tags
    }

    proptest::proptest! {
        #[test]
        fn tags_read_in_one_pass_are_the_tags(line in "[\\[\\]\"\\\\ a-zA-Z0-9_é½\t]{0,40}") {
            let mut found = Vec::new();
            for_each_tag(&line, |name, value| found.push((name.to_string(), value.into_owned())));
            proptest::prop_assert_eq!(found, straight(&line));
        }
    }

    #[test]
    fn a_line_that_is_not_utf8_is_windows_1252_as_in_a_trf() {
        // 0x8A is Š in Windows-1252 (a C1 control in Latin-1); the next game's UTF-8 stays.
        let mut pgn = b"[White \"\x8aimon, Petr\"]\n[Black \"Other\"]\n[Result \"1-0\"]\n".to_vec();
        pgn.extend(b"[BlackElo \"2000\"]\n\n1. e4 1-0\n\n");
        pgn.extend("[White \"Other\"]\n[Black \"Šimon, Petr\"]\n[Result \"0-1\"]\n".as_bytes());
        pgn.extend(b"[WhiteElo \"2100\"]\n\n1. e4 0-1\n");
        let imported = player_games(io::Cursor::new(pgn), "Šimon, Petr", |_| {}).unwrap();
        assert_eq!(imported.player_name.as_deref(), Some("Šimon, Petr"));
        assert_eq!(imported.games.len(), 2);
    }

    #[test]
    fn names_compare_as_normalized() {
        for (name, wanted) in [
            ("Carlsen,  Magnus", "carlsen, magnus"),
            ("PETROVA, Anna", "petrova, anna"),
            ("Ölund, Åsa", "ölund, åsa"),
            ("ΟΔΥΣΣΕΥΣ", "οδυσσευς"),
        ] {
            assert_eq!(is_named(name, wanted), normalize(name) == wanted, "{name}");
        }
        assert!(!is_named("Carlsen", "carlsen, magnus"));
        assert!(!is_named("Carlsen, Magnus X", "carlsen, magnus"));
    }
}

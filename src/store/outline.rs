//! A large session as the list shows it (mode, pool, games, when saved), read without its
//! games: the file is read as a stream up to its `summary`, which every save writes before the
//! games, or, in a file without one, through the games counting them. Memory does not grow
//! with the file.

use std::fmt;
use std::io::BufReader;
use std::path::Path;

use serde::Deserialize;
use serde::de::{self, IgnoredAny, MapAccess, SeqAccess, Visitor};

use super::session_file::{
    LoadError, MAX_SESSION_BYTES, Outline, Unreadable, VERSION, open_session,
};
use crate::calc::{Mode, System};
use crate::rating::Pool;

/// What the listing needs of a session's `form`, its games counted and not kept.
#[derive(Deserialize)]
struct Form {
    #[serde(default)]
    mode: Mode,
    #[serde(flatten)]
    system: System,
    #[serde(default, rename = "rows", deserialize_with = "count")]
    games: usize,
}

/// The number of elements of a JSON array, each skipped unread.
fn count<'de, D: de::Deserializer<'de>>(deserializer: D) -> Result<usize, D::Error> {
    struct Counter;
    impl<'de> Visitor<'de> for Counter {
        type Value = usize;
        fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
            f.write_str("a list of games")
        }
        fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<usize, A::Error> {
            let mut count = 0;
            while seq.next_element::<IgnoredAny>()?.is_some() {
                count += 1;
            }
            Ok(count)
        }
    }
    deserializer.deserialize_seq(Counter)
}

/// What was found before the reading stopped.
#[derive(Default)]
struct Found {
    version: Option<u64>,
    modified: Option<String>,
    outline: Option<Outline>,
    form: Option<Form>,
}

impl Found {
    /// The summary saved with the session, if it is the current one and says the system (one
    /// written before the system was kept is read past, to the form).
    fn current_outline(&self) -> Option<&Outline> {
        self.outline.as_ref().filter(|outline| {
            self.modified.as_ref() == Some(&outline.modified) && outline.system.is_some()
        })
    }
}

/// Reads the top-level keys in order and stops at a current summary.
struct Keys<'a>(&'a mut Found);

impl<'de> Visitor<'de> for Keys<'_> {
    type Value = ();
    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("an elocalc session")
    }
    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<(), A::Error> {
        while let Some(key) = map.next_key::<String>()? {
            match key.as_str() {
                "version" => self.0.version = Some(map.next_value()?),
                "modified" => self.0.modified = Some(map.next_value()?),
                // Read, not skipped: skipped strings are not checked for UTF-8.
                "name" => {
                    map.next_value::<String>()?;
                }
                "summary" => self.0.outline = Some(map.next_value()?),
                "form" => self.0.form = Some(map.next_value()?),
                _ => {
                    map.next_value::<IgnoredAny>()?;
                }
            }
            // Everything the list shows is known: the rest of the file is not read.
            if self.0.version.is_some() && self.0.current_outline().is_some() {
                return Ok(());
            }
        }
        Ok(())
    }
}

/// What the list shows of the session file at `path`: (mode, pool, games, modified).
pub(super) fn read_outline(path: &Path) -> Result<Outline, LoadError> {
    // A file past the bound is not read to its end: it is cut there, as a reader would find it.
    let file = std::io::Read::take(open_session(path)?, MAX_SESSION_BYTES);
    let mut found = Found::default();
    let mut deserializer =
        serde_json::Deserializer::from_reader(BufReader::with_capacity(1 << 16, file));
    // Stopping early leaves the map unfinished, which the reader reports as an error: what was
    // found decides.
    let read = de::Deserializer::deserialize_map(&mut deserializer, Keys(&mut found));
    let unreadable = |reason| Err(LoadError::Unreadable(reason));
    match found.version {
        Some(version) if version > VERSION => return unreadable(Unreadable::Newer(version)),
        Some(_) => {}
        None => {
            return unreadable(match read {
                Err(error) if error.to_string().contains("invalid unicode") => Unreadable::NotText,
                Err(error) if error.is_eof() && error.line() == 1 && error.column() == 0 => {
                    Unreadable::Empty
                }
                Err(error) if error.is_syntax() || error.is_eof() => {
                    Unreadable::NotJson(error.to_string())
                }
                Err(error) if error.is_io() => Unreadable::NotText,
                _ => Unreadable::NoVersion,
            });
        }
    }
    if let Some(outline) = found.current_outline() {
        return Ok(outline.clone());
    }
    if let Err(error) = read {
        return unreadable(if error.to_string().contains("invalid unicode") {
            Unreadable::NotText
        } else if error.is_data() {
            Unreadable::Content(error.to_string())
        } else {
            Unreadable::NotJson(error.to_string())
        });
    }
    match found.form {
        Some(form) => Ok(Outline {
            modified: found.modified.unwrap_or_default(),
            mode: form.mode,
            pool: form.system.pool().unwrap_or(Pool::FideStandard),
            system: Some(form.system.family().to_string()),
            games: form.games,
        }),
        None => unreadable(Unreadable::Content("missing field `form`".into())),
    }
}

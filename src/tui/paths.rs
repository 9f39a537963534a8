//! Paths typed into the import and export popups, as the file system answers for them: Tab's
//! completion as a shell does it, a folder to offer the next time, `~` as the user means it.
//! Read by the effects; the popups (`components::path_prompt`) only show the answers.

use std::path::{MAIN_SEPARATOR, Path, PathBuf};

/// `~/games.pgn` as the user means it.
pub fn expand_home(text: &str) -> PathBuf {
    match (text.strip_prefix("~/"), std::env::var_os("HOME")) {
        (Some(rest), Some(home)) => PathBuf::from(home).join(rest),
        _ => PathBuf::from(text),
    }
}

/// What Tab does to a typed path: the text completed as far as every match agrees, and the
/// matches when there are several (at most [`SHOWN`], by name).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Completion {
    pub text: String,
    pub matches: Vec<String>,
    /// How many entries matched in all.
    pub count: usize,
}

/// The most matches a completion lists.
pub const SHOWN: usize = 8;

/// Completes `typed` against the entries of its folder: a single match whole (a folder with its
/// separator after it, to go on into it), several as far as they agree. `None` when nothing
/// matches or the folder cannot be read. `~/` stays as typed.
pub fn complete(typed: &str) -> Option<Completion> {
    let (folder_text, prefix) = match typed.rfind(['/', MAIN_SEPARATOR]) {
        Some(at) => typed.split_at(at + 1),
        None => ("", typed),
    };
    let folder = match folder_text {
        "" => PathBuf::from("."),
        text => expand_home(text),
    };
    let mut names: Vec<(String, bool)> = std::fs::read_dir(&folder)
        .ok()?
        .filter_map(Result::ok)
        .filter_map(|entry| {
            let name = entry.file_name().into_string().ok()?;
            // Hidden entries only when a dot is typed.
            let wanted =
                name.starts_with(prefix) && (prefix.starts_with('.') || !name.starts_with('.'));
            let is_dir = entry.path().is_dir();
            wanted.then_some((name, is_dir))
        })
        .collect();
    names.sort();
    let (first, first_is_dir) = names.first()?.clone();
    let common = names.iter().fold(first.clone(), |common, (name, _)| {
        common
            .chars()
            .zip(name.chars())
            .take_while(|(a, b)| a == b)
            .map(|(a, _)| a)
            .collect()
    });
    let mut text = format!("{folder_text}{common}");
    if names.len() == 1 && first_is_dir {
        text.push(MAIN_SEPARATOR);
    }
    let matches = if names.len() > 1 {
        names
            .iter()
            .take(SHOWN)
            .map(|(name, is_dir)| {
                if *is_dir {
                    format!("{name}{MAIN_SEPARATOR}")
                } else {
                    name.clone()
                }
            })
            .collect()
    } else {
        Vec::new()
    };
    Some(Completion {
        text,
        count: names.len(),
        matches,
    })
}

/// The folder of `path` as it is typed again: "games/" for "games/club.pgn", nothing for a
/// path without a folder.
pub fn folder_of(path: &Path) -> Option<String> {
    let parent = path.parent()?.to_str()?;
    (!parent.is_empty()).then(|| format!("{parent}{MAIN_SEPARATOR}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn folder() -> tempfile::TempDir {
        let dir = tempfile::tempdir().unwrap();
        for name in ["club-open.pgn", "club-blitz.pgn", "notes.txt", ".hidden"] {
            std::fs::write(dir.path().join(name), "").unwrap();
        }
        std::fs::create_dir(dir.path().join("events")).unwrap();
        dir
    }

    #[test]
    fn a_single_match_is_completed_whole_and_a_folder_goes_on_into_it() {
        let dir = folder();
        let base = format!("{}{MAIN_SEPARATOR}", dir.path().display());
        let notes = complete(&format!("{base}no")).unwrap();
        assert_eq!(notes.text, format!("{base}notes.txt"));
        assert!(notes.matches.is_empty());
        let events = complete(&format!("{base}ev")).unwrap();
        assert_eq!(events.text, format!("{base}events{MAIN_SEPARATOR}"));
    }

    #[test]
    fn several_matches_complete_as_far_as_they_agree_and_are_listed() {
        let dir = folder();
        let base = format!("{}{MAIN_SEPARATOR}", dir.path().display());
        let club = complete(&format!("{base}c")).unwrap();
        assert_eq!(club.text, format!("{base}club-"));
        assert_eq!(club.matches, ["club-blitz.pgn", "club-open.pgn"]);
        assert_eq!(club.count, 2);
        // Hidden files only when a dot is typed; nothing matching is None.
        let all = complete(&base).unwrap();
        assert_eq!(all.count, 4, "{all:?}");
        assert_eq!(complete(&format!("{base}.h")).unwrap().count, 1);
        assert_eq!(complete(&format!("{base}zz")), None);
    }

    #[test]
    fn the_folder_of_a_path_is_typed_again_with_its_separator() {
        assert_eq!(
            folder_of(Path::new("games/club.pgn")).as_deref(),
            Some(&*format!("games{MAIN_SEPARATOR}"))
        );
        assert_eq!(folder_of(Path::new("club.pgn")), None);
    }
}

//! The person's settings, one small file in the config directory (`settings.json`): the
//! language the UI speaks. Written whole or not at all, as sessions are; a file that cannot be
//! read is said in one line and kept aside when settings are next written, never written over.

use std::collections::BTreeMap;
use std::io;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use super::fs::{WriteError, write_regular};
use super::sessions::{LoadError, read_bounded, unreadable_reason};
use crate::i18n::Lang;
use crate::text::shown_path;

/// The settings file's name in the config directory.
pub const FILE_NAME: &str = "settings.json";
/// Larger than any settings file elocalc writes: a bigger one is not read.
const MAX_BYTES: u64 = 64 * 1024;

/// What the settings hold.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Settings {
    /// The UI's language, as `--lang` names it; none: the environment's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub lang: Option<String>,
    /// Keys a later elocalc wrote, kept as they are.
    #[serde(flatten)]
    pub extra: BTreeMap<String, serde_json::Value>,
}

/// Why the settings could not be read.
#[derive(Debug, thiserror::Error)]
pub enum SettingsError {
    Unreadable {
        path: PathBuf,
        reason: String,
    },
    Lang {
        path: PathBuf,
        error: crate::i18n::UnknownLang,
    },
    Write(#[from] WriteError),
    Aside {
        path: PathBuf,
        error: io::Error,
    },
}

impl std::fmt::Display for SettingsError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let file = |path: &Path| ("path", crate::i18n::Arg::from(shown_path(path)));
        let say = crate::i18n::say;
        match self {
            SettingsError::Unreadable { path, reason } => say(
                f,
                "error-file",
                &[file(path), ("error", reason.as_str().into())],
            ),
            SettingsError::Lang { path, error } => say(
                f,
                "error-file",
                &[file(path), ("error", error.to_string().into())],
            ),
            SettingsError::Write(error) => std::fmt::Display::fmt(error, f),
            SettingsError::Aside { path, error } => say(
                f,
                "error-settings-aside",
                &[
                    file(path),
                    ("reason", crate::i18n::Words(error).to_string().into()),
                ],
            ),
        }
    }
}

fn path(config_dir: &Path) -> PathBuf {
    config_dir.join(FILE_NAME)
}

/// The settings in `config_dir`: the defaults when there is no file.
pub fn load(config_dir: &Path) -> Result<Settings, SettingsError> {
    let path = path(config_dir);
    let unreadable = |reason: String| SettingsError::Unreadable {
        path: path.clone(),
        reason,
    };
    let bytes = match read_bounded(&path, MAX_BYTES) {
        Ok(bytes) => bytes,
        Err(LoadError::Missing) => return Ok(Settings::default()),
        Err(error) => return Err(unreadable(unreadable_reason(&error))),
    };
    serde_json::from_slice(&bytes).map_err(|error| {
        unreadable(crate::i18n::tr_args(
            "error-settings-not-settings",
            &[("why", error.to_string().into())],
        ))
    })
}

impl Settings {
    /// The language they name, if any.
    pub fn lang(&self, config_dir: &Path) -> Result<Option<Lang>, SettingsError> {
        self.lang
            .as_deref()
            .map(|key| {
                key.parse().map_err(|error| SettingsError::Lang {
                    path: path(config_dir),
                    error,
                })
            })
            .transpose()
    }
}

/// Keeps `lang` in the settings of `config_dir`, the other settings as they were. A file that
/// cannot be read as settings is moved aside (`settings.json.bad-<seconds>`) first.
pub fn save_lang(config_dir: &Path, lang: Lang) -> Result<(), SettingsError> {
    let path = path(config_dir);
    std::fs::create_dir_all(config_dir).map_err(|error| WriteError::Io {
        path: config_dir.to_path_buf(),
        error,
    })?;
    let mut settings = match load(config_dir) {
        Ok(settings) => settings,
        Err(_) => {
            let seconds = jiff::Timestamp::now().as_second();
            let aside = path.with_file_name(format!("{FILE_NAME}.bad-{seconds}"));
            std::fs::rename(&path, aside).map_err(|error| SettingsError::Aside {
                path: path.clone(),
                error,
            })?;
            Settings::default()
        }
    };
    settings.lang = Some(lang.key().to_string());
    let mut text = serde_json::to_string_pretty(&settings)
        .map_err(io::Error::other)
        .map_err(|error| WriteError::Io {
            path: path.clone(),
            error,
        })?;
    text.push('\n');
    write_regular(&path, text.as_bytes(), true)?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_file_is_no_setting_and_a_saved_language_comes_back() {
        let dir = tempfile::tempdir().unwrap();
        let settings = load(dir.path()).unwrap();
        assert_eq!(settings.lang(dir.path()).unwrap(), None);
        save_lang(dir.path(), Lang::Ru).unwrap();
        let settings = load(dir.path()).unwrap();
        assert_eq!(settings.lang(dir.path()).unwrap(), Some(Lang::Ru));
    }

    #[test]
    fn other_keys_are_kept() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(
            dir.path().join(FILE_NAME),
            r#"{"lang":"pt","theme":"dark"}"#,
        )
        .unwrap();
        save_lang(dir.path(), Lang::En).unwrap();
        let text = std::fs::read_to_string(dir.path().join(FILE_NAME)).unwrap();
        let value: serde_json::Value = serde_json::from_str(&text).unwrap();
        assert_eq!(value["lang"], "en");
        assert_eq!(value["theme"], "dark");
    }

    #[test]
    fn a_bad_file_is_said_in_one_line_and_kept_aside_not_overwritten() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join(FILE_NAME);
        std::fs::write(&file, "{lang: pt\n").unwrap();
        let error = load(dir.path()).unwrap_err().to_string();
        assert!(
            error.contains("settings.json") && !error.contains('\n'),
            "{error}"
        );
        save_lang(dir.path(), Lang::Pt).unwrap();
        let aside: Vec<_> = std::fs::read_dir(dir.path())
            .unwrap()
            .map(|entry| entry.unwrap().file_name().into_string().unwrap())
            .filter(|name| name.starts_with("settings.json.bad-"))
            .collect();
        assert_eq!(aside.len(), 1, "{aside:?}");
        let kept = std::fs::read_to_string(dir.path().join(&aside[0])).unwrap();
        assert_eq!(kept, "{lang: pt\n");
        assert_eq!(
            load(dir.path()).unwrap().lang(dir.path()).unwrap(),
            Some(Lang::Pt)
        );
    }

    #[test]
    fn an_unknown_language_is_named() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join(FILE_NAME), r#"{"lang":"de"}"#).unwrap();
        let error = load(dir.path()).unwrap().lang(dir.path()).unwrap_err();
        assert!(
            error
                .to_string()
                .ends_with("language 'de' must be en, pt or ru"),
            "{error}"
        );
    }
}

//! Writing files so that a crash or a full disk never leaves half of one: the bytes go to a
//! temporary file beside the target, are synced, and only then take the target's name.

use std::fs::{OpenOptions, Permissions};

use crate::i18n::Words;
use crate::text::shown_path;
use std::io::{self, Write};
use std::path::{Path, PathBuf};

use tempfile::NamedTempFile;

/// Why a file was not written.
#[derive(Debug, thiserror::Error)]
pub enum WriteError {
    /// The file is there and replacing it was not asked for.
    Exists(PathBuf),
    Io {
        path: PathBuf,
        error: io::Error,
    },
    /// Only regular files are written here (the UI's export: a FIFO would block it).
    NotAFile(PathBuf),
}

impl std::fmt::Display for WriteError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let file = |path: &Path| ("path", crate::i18n::Arg::from(shown_path(path)));
        let say = crate::i18n::say;
        match self {
            WriteError::Exists(path) => say(f, "error-write-exists", &[file(path)]),
            WriteError::Io { path, error } => say(
                f,
                "error-cannot-write",
                &[file(path), ("reason", Words(error).to_string().into())],
            ),
            WriteError::NotAFile(path) => say(f, "error-not-a-regular-file", &[file(path)]),
        }
    }
}

/// How the temporary files of a write begin (a killed save may leave one behind).
pub const TEMPORARY_PREFIX: &str = ".elocalc-";

/// A complete temporary file of `bytes` in `path`'s directory, with `mode` (`None`: what a new
/// file gets, as the shell's `>` gives it).
fn complete_temp(
    path: &Path,
    bytes: &[u8],
    mode: Option<Permissions>,
) -> io::Result<NamedTempFile> {
    let dir = match path.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir,
        _ => Path::new("."),
    };
    let mut builder = tempfile::Builder::new();
    builder.prefix(TEMPORARY_PREFIX).suffix(".tmp");
    #[cfg(unix)]
    builder.permissions(std::os::unix::fs::PermissionsExt::from_mode(0o666));
    let mut temp = builder.tempfile_in(dir)?;
    if let Some(mode) = mode {
        temp.as_file().set_permissions(mode)?;
    }
    temp.write_all(bytes)?;
    temp.as_file().sync_all()?;
    Ok(temp)
}

/// Makes a rename durable where the platform allows syncing a directory.
fn sync_dir(path: &Path) {
    if let Some(dir) = path.parent()
        && let Ok(dir) = std::fs::File::open(if dir.as_os_str().is_empty() {
            Path::new(".")
        } else {
            dir
        })
    {
        let _ = dir.sync_all();
    }
}

/// Replaces `path` with `bytes` as the shell's `>` would, but atomically for a regular file:
/// readers see the old file or the new one, never a torn one, and concurrent writers each have
/// their own temporary file. A symbolic link is followed, a FIFO or a device is written in place,
/// and a replaced file keeps its permissions.
pub fn replace(path: &Path, bytes: &[u8]) -> Result<(), WriteError> {
    let io_error = |error| WriteError::Io {
        path: path.to_path_buf(),
        error,
    };
    let existing = match std::fs::metadata(path) {
        // Opened as it is, as the shell's `>` would: `/dev/stdout` leads to a pipe that has no
        // name to resolve, and a folder is said to be one.
        Ok(metadata) if !metadata.is_file() => {
            let mut file = OpenOptions::new()
                .write(true)
                .truncate(true)
                .open(path)
                .map_err(io_error)?;
            return file
                .write_all(bytes)
                .and_then(|()| file.flush())
                .map_err(io_error);
        }
        Ok(metadata) => Some(metadata),
        Err(error) if error.kind() == io::ErrorKind::NotFound => None,
        Err(error) => return Err(io_error(error)),
    };
    let target = match existing {
        Some(_) => std::fs::canonicalize(path).map_err(io_error)?,
        // A link to nothing yet: the shell's `>` creates the file it points to.
        None => dangling_target(path).map_err(io_error)?,
    };
    let mode = existing.map(|metadata| metadata.permissions());
    let temp = complete_temp(&target, bytes, mode).map_err(io_error)?;
    temp.persist(&target)
        .map_err(|error| io_error(error.error))?;
    sync_dir(&target);
    Ok(())
}

/// Where `path` leads when it does not exist: itself, or for a symbolic link to nothing the
/// file at the end of its links (read one by one, as the system would; a loop is refused).
fn dangling_target(path: &Path) -> io::Result<PathBuf> {
    let mut at = path.to_path_buf();
    // The system's own limit on links followed in one path (Linux: 40).
    for _ in 0..40 {
        match std::fs::symlink_metadata(&at) {
            Ok(metadata) if metadata.file_type().is_symlink() => {
                let link = std::fs::read_link(&at)?;
                at = match at.parent() {
                    Some(dir) => dir.join(link),
                    None => link,
                };
            }
            _ => return Ok(at),
        }
    }
    Err(io::Error::other("too many levels of symbolic links"))
}

/// Creates `path` with `bytes`, only if nothing is there: the complete file is linked into place,
/// so a failed write leaves no partial file behind.
pub fn create_new(path: &Path, bytes: &[u8]) -> Result<(), WriteError> {
    let io_error = |error| WriteError::Io {
        path: path.to_path_buf(),
        error,
    };
    let temp = complete_temp(path, bytes, None).map_err(io_error)?;
    match temp.persist_noclobber(path) {
        Ok(_) => {
            sync_dir(path);
            Ok(())
        }
        Err(error) if error.error.kind() == io::ErrorKind::AlreadyExists => {
            Err(WriteError::Exists(path.to_path_buf()))
        }
        Err(error) => Err(io_error(error.error)),
    }
}

/// [`write`] for a regular file only: a FIFO, a device or a folder (or a link to one) is
/// refused, never opened, since opening a FIFO with no reader blocks.
pub fn write_regular(path: &Path, bytes: &[u8], force: bool) -> Result<(), WriteError> {
    if std::fs::metadata(path).is_ok_and(|metadata| !metadata.is_file()) {
        return Err(WriteError::NotAFile(path.to_path_buf()));
    }
    write(path, bytes, force)
}

/// Writes `bytes` to `path`: a new file, or with `force` a replaced one. A folder is said to be
/// one, with or without `force`: no force writes over it.
pub fn write(path: &Path, bytes: &[u8], force: bool) -> Result<(), WriteError> {
    if std::fs::metadata(path).is_ok_and(|metadata| metadata.is_dir()) {
        return Err(WriteError::Io {
            path: path.to_path_buf(),
            error: io::ErrorKind::IsADirectory.into(),
        });
    }
    if force {
        replace(path, bytes)
    } else {
        create_new(path, bytes)
    }
}

//! Writing files so that a crash or a full disk never leaves half of one: the bytes go to a
//! temporary file beside the target, are synced, and only then take the target's name.

use std::fs::{OpenOptions, Permissions};

use crate::text::Words;
use std::io::{self, Write};
use std::path::{Path, PathBuf};

use tempfile::NamedTempFile;

/// Why a file was not written.
#[derive(Debug, thiserror::Error)]
pub enum WriteError {
    /// The file is there and replacing it was not asked for.
    #[error("{} exists", .0.display())]
    Exists(PathBuf),
    #[error("cannot write {}: {}", path.display(), Words(error))]
    Io { path: PathBuf, error: io::Error },
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
    let target = match std::fs::canonicalize(path) {
        Ok(target) => target,
        Err(error) if error.kind() == io::ErrorKind::NotFound => path.to_path_buf(),
        Err(error) => return Err(io_error(error)),
    };
    let existing = std::fs::metadata(&target).ok();
    if existing
        .as_ref()
        .is_some_and(|metadata| !metadata.is_file())
    {
        let mut file = OpenOptions::new()
            .write(true)
            .truncate(true)
            .open(&target)
            .map_err(io_error)?;
        return file
            .write_all(bytes)
            .and_then(|()| file.flush())
            .map_err(io_error);
    }
    let mode = existing.map(|metadata| metadata.permissions());
    let temp = complete_temp(&target, bytes, mode).map_err(io_error)?;
    temp.persist(&target)
        .map_err(|error| io_error(error.error))?;
    sync_dir(&target);
    Ok(())
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

/// Writes `bytes` to `path`: a new file, or with `force` a replaced one.
pub fn write(path: &Path, bytes: &[u8], force: bool) -> Result<(), WriteError> {
    if force {
        replace(path, bytes)
    } else {
        create_new(path, bytes)
    }
}

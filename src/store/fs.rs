//! Writing files so that a crash or a full disk never leaves half of one: the bytes go to a
//! temporary file beside the target, are synced, and only then take the target's name.

use std::io::{self, Write};
use std::path::{Path, PathBuf};

use tempfile::NamedTempFile;

/// Why a file was not written.
#[derive(Debug, thiserror::Error)]
pub enum WriteError {
    /// The file is there and replacing it was not asked for.
    #[error("{} exists", .0.display())]
    Exists(PathBuf),
    #[error("cannot write {}: {error}", path.display())]
    Io { path: PathBuf, error: io::Error },
}

/// How the temporary files of a write begin (a killed save may leave one behind).
pub const TEMPORARY_PREFIX: &str = ".elocalc-";

/// A complete temporary file of `bytes` in `path`'s directory.
fn complete_temp(path: &Path, bytes: &[u8]) -> io::Result<NamedTempFile> {
    let dir = match path.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir,
        _ => Path::new("."),
    };
    let mut temp = tempfile::Builder::new()
        .prefix(TEMPORARY_PREFIX)
        .suffix(".tmp")
        .tempfile_in(dir)?;
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

/// Replaces `path` with `bytes` atomically: readers see the old file or the new one, never a
/// torn one, and concurrent writers each have their own temporary file.
pub fn replace(path: &Path, bytes: &[u8]) -> Result<(), WriteError> {
    let io_error = |error| WriteError::Io {
        path: path.to_path_buf(),
        error,
    };
    let temp = complete_temp(path, bytes).map_err(io_error)?;
    temp.persist(path).map_err(|error| io_error(error.error))?;
    sync_dir(path);
    Ok(())
}

/// Creates `path` with `bytes`, only if nothing is there: the complete file is linked into place,
/// so a failed write leaves no partial file behind.
pub fn create_new(path: &Path, bytes: &[u8]) -> Result<(), WriteError> {
    let io_error = |error| WriteError::Io {
        path: path.to_path_buf(),
        error,
    };
    let temp = complete_temp(path, bytes).map_err(io_error)?;
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

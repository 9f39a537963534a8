//! What elocalc keeps on disk: saved sessions, files written without ever leaving half of one,
//! and the times they carry.

pub mod fs;
mod outline;
pub mod sessions;
pub mod time;

pub use fs::WriteError;
pub use sessions::{
    DEFAULT_NAME, Listing, LoadError, MAX_NAME_CHARS, NameError, Outline, RenameError, SaveError,
    Session, SessionName, SessionView, Store, Summary, Unreadable, VERSION, parse_session,
    unreadable_reason,
};

//! What elocalc keeps on disk: saved sessions, FIDE's rating lists, files written without ever
//! leaving half of one, and the times they carry.

pub mod fs;
pub mod list_in_force;
mod outline;
pub mod ratings_list;
mod session_file;
pub mod sessions;
pub mod settings;
pub mod time;

pub use fs::WriteError;
pub use ratings_list::{
    Found, HistoryRow, ImportError, ImportSummary, ListStoreError, Match, MonthHeld, RatingsList,
    Replacing, Search, platform_data_dir,
};
pub use sessions::{
    DEFAULT_NAME, Listing, LoadError, MAX_NAME_CHARS, NameError, Outline, RenameError, SaveError,
    Session, SessionName, SessionView, Store, Summary, Unreadable, VERSION, parse_session,
    unreadable_reason,
};

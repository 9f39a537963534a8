//! Whether a standard stream was closed when elocalc started (`>&-`, `<&-`). Rust's runtime
//! reopens a closed standard stream on `/dev/null` before `main`, so writing to it would
//! "succeed" and the run would end as if it had done its work.

/// Standard input's descriptor.
pub const STDIN: i32 = 0;
/// Standard output's descriptor.
pub const STDOUT: i32 = 1;

/// Whether descriptor `fd` is the `/dev/null` the runtime opened in place of a closed stream:
/// `/dev/null` opened for reading and writing, which no shell redirection gives.
#[cfg(unix)]
// st_rdev's type differs between platforms.
#[allow(clippy::unnecessary_cast)]
pub fn was_closed(fd: i32) -> bool {
    use std::os::unix::fs::MetadataExt;
    let Ok(null) = std::fs::metadata("/dev/null") else {
        return false;
    };
    // SAFETY: fstat and fcntl only read the descriptor's state into the given buffer.
    unsafe {
        let mut stat: libc::stat = std::mem::zeroed();
        if libc::fstat(fd, &mut stat) != 0 {
            return true;
        }
        let flags = libc::fcntl(fd, libc::F_GETFL);
        stat.st_rdev as u64 == null.rdev()
            && (stat.st_mode & libc::S_IFMT) == libc::S_IFCHR
            && flags >= 0
            && flags & libc::O_ACCMODE == libc::O_RDWR
    }
}

#[cfg(not(unix))]
pub fn was_closed(_fd: i32) -> bool {
    false
}

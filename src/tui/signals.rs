//! Which signals end elocalc and how. A signal whose default is to end the process is caught:
//! the session is saved and the terminal given back first ([`ending`]). Two are
//! ignored, as is the convention: SIGPIPE (Rust's runtime ignores it: a write to a closed pipe
//! fails with EPIPE instead) and SIGXFSZ ([`super::ignore_file_size_signal`]). A fault (SIGSEGV,
//! SIGBUS, SIGFPE, SIGILL) and SIGABRT (`abort`, which elocalc itself calls on a failed
//! allocation or a panic while panicking) leave the process in a state nothing can safely be
//! saved from: the terminal is given back, then the process dies of the signal as it would
//! have (a core dump where the system keeps them) — the autosave keeps all but the last second.
//! SIGKILL and SIGSTOP cannot be caught.

/// The signals that end elocalc, saved first: the terminal's (SIGHUP, SIGINT, SIGQUIT), a
/// request to end (SIGTERM, and SIGUSR1, SIGUSR2, SIGPWR, SIGIO, SIGSTKFLT and the real-time
/// signals, which mean nothing else to elocalc), timers elocalc never sets (SIGALRM,
/// SIGVTALRM, SIGPROF), the CPU-time limit (SIGXCPU, `ulimit -S -t`: the process is killed at
/// the hard limit, so it saves at once), a system call refused (SIGSYS) and a trap (SIGTRAP).
#[cfg(unix)]
pub fn ending() -> Vec<i32> {
    use libc::*;
    let mut signals = vec![
        SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU,
        SIGSYS, SIGTRAP,
    ];
    // Ignored by default on the BSDs and macOS; the end of the process on Linux.
    #[cfg(any(target_os = "linux", target_os = "android"))]
    signals.extend([SIGIO, SIGPWR, SIGSTKFLT]);
    #[cfg(any(target_os = "linux", target_os = "android"))]
    signals.extend(SIGRTMIN()..=SIGRTMAX());
    #[cfg(any(
        target_os = "macos",
        target_os = "freebsd",
        target_os = "netbsd",
        target_os = "openbsd"
    ))]
    signals.push(SIGEMT);
    signals
}

#[cfg(unix)]
pub use fault::{give_back_on_fault, holding};

#[cfg(not(unix))]
pub fn holding(_: bool) {}

#[cfg(unix)]
mod fault {
    use std::sync::OnceLock;
    use std::sync::atomic::{AtomicBool, Ordering};

    use crossterm::Command;
    use libc::{c_int, c_void, sigaction, siginfo_t};

    /// The signals after which nothing can be saved: the terminal is given back and the
    /// process dies of them.
    const FAULTS: [c_int; 5] = [
        libc::SIGSEGV,
        libc::SIGBUS,
        libc::SIGFPE,
        libc::SIGILL,
        libc::SIGABRT,
    ];

    /// Whether elocalc has the terminal (raw, on the alternate screen) and must give it back.
    static HOLDING: AtomicBool = AtomicBool::new(false);
    /// What gives the terminal back, prepared beforehand: a signal handler may only call
    /// `write` and `tcsetattr`, never allocate.
    static GIVE_BACK: OnceLock<GiveBack> = OnceLock::new();
    /// What each fault did before (Rust's own handler for SIGSEGV and SIGBUS names a stack
    /// overflow), in the order of [`FAULTS`].
    static BEFORE: OnceLock<[sigaction; FAULTS.len()]> = OnceLock::new();

    struct GiveBack {
        /// The terminal's settings before raw mode, and a descriptor of it.
        settings: libc::termios,
        tty: c_int,
        /// Mouse capture and bracketed paste off, the normal screen, the cursor shown.
        escapes: String,
    }

    /// Notes whether elocalc holds the terminal now.
    pub fn holding(holds: bool) {
        HOLDING.store(holds, Ordering::SeqCst);
    }

    /// Before raw mode: keeps the terminal's settings, then has each fault give them back (and
    /// leave the alternate screen) before the process dies of it.
    pub fn give_back_on_fault() {
        // The descriptor crossterm sets raw mode on: standard input if it is the terminal.
        // SAFETY: isatty and tcgetattr only read; open's path is a valid C string.
        let tty = unsafe {
            if libc::isatty(libc::STDIN_FILENO) == 1 {
                libc::STDIN_FILENO
            } else {
                libc::open(c"/dev/tty".as_ptr(), libc::O_RDWR | libc::O_CLOEXEC)
            }
        };
        // SAFETY: a zeroed termios is a valid value for tcgetattr to fill.
        let mut settings: libc::termios = unsafe { std::mem::zeroed() };
        // SAFETY: `settings` is a valid termios to write to.
        if tty < 0 || unsafe { libc::tcgetattr(tty, &mut settings) } != 0 {
            return;
        }
        let mut escapes = String::new();
        let _ = crossterm::event::DisableMouseCapture.write_ansi(&mut escapes);
        let _ = crossterm::event::DisableBracketedPaste.write_ansi(&mut escapes);
        let _ = crossterm::terminal::LeaveAlternateScreen.write_ansi(&mut escapes);
        let _ = crossterm::cursor::Show.write_ansi(&mut escapes);
        if GIVE_BACK
            .set(GiveBack {
                settings,
                tty,
                escapes,
            })
            .is_err()
        {
            return;
        }
        let before = FAULTS.map(|signal| {
            // SAFETY: zeroed sigactions are valid values for sigaction to fill and to pass;
            // the handler only calls async-signal-safe functions.
            unsafe {
                let mut action: sigaction = std::mem::zeroed();
                action.sa_sigaction = on_fault as *const () as usize;
                action.sa_flags = libc::SA_SIGINFO | libc::SA_ONSTACK;
                libc::sigemptyset(&mut action.sa_mask);
                let mut before: sigaction = std::mem::zeroed();
                libc::sigaction(signal, &action, &mut before);
                before
            }
        });
        let _ = BEFORE.set(before);
    }

    /// A fault's handler: the terminal back as it was, what the signal did before (Rust's
    /// handler names a stack overflow), then the signal's default: the process dies of it.
    extern "C" fn on_fault(signal: c_int, info: *mut siginfo_t, context: *mut c_void) {
        if HOLDING.swap(false, Ordering::SeqCst)
            && let Some(give_back) = GIVE_BACK.get()
            && super::super::in_foreground()
        {
            // SAFETY: write and tcsetattr are async-signal-safe; the bytes and the settings
            // were made before any handler could run.
            unsafe {
                let escapes = give_back.escapes.as_bytes();
                libc::write(libc::STDOUT_FILENO, escapes.as_ptr().cast(), escapes.len());
                libc::tcsetattr(give_back.tty, libc::TCSANOW, &give_back.settings);
            }
        }
        let before = BEFORE.get().and_then(|before| {
            let index = FAULTS.iter().position(|&fault| fault == signal)?;
            Some(before[index])
        });
        if let Some(before) = before
            && before.sa_sigaction != libc::SIG_DFL
            && before.sa_sigaction != libc::SIG_IGN
        {
            // SAFETY: the handler installed before ours, called as it was installed to be.
            unsafe {
                if before.sa_flags & libc::SA_SIGINFO != 0 {
                    let handler: extern "C" fn(c_int, *mut siginfo_t, *mut c_void) =
                        std::mem::transmute(before.sa_sigaction);
                    handler(signal, info, context);
                } else {
                    let handler: extern "C" fn(c_int) = std::mem::transmute(before.sa_sigaction);
                    handler(signal);
                }
            }
        }
        // The signal again, with its default action: blocked while this handler runs, it is
        // delivered as it returns (a fault that would happen again happens again).
        // SAFETY: signal and raise are async-signal-safe.
        unsafe {
            libc::signal(signal, libc::SIG_DFL);
            libc::raise(signal);
        }
    }
}

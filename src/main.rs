use elocalc::cli::{self, run};
use elocalc::i18n;
use elocalc::store::settings;
use elocalc::store::{SessionName, Store};
use elocalc::tui::{self, Start};
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

/// Says `text` on standard error as elocalc's one line; a standard error that cannot be written
/// (`2>/dev/full`) leaves only the exit status to say it (`eprintln!` would panic).
fn say_error(text: impl std::fmt::Display) {
    let _ = writeln!(std::io::stderr(), "elocalc: {text}");
}

/// How elocalc ends when something failed — the arguments, the terminal UI's start, a command:
/// quietly for a reader that went away (`| head`), else said in the error's one line, with its
/// exit status.
fn failed(error: &cli::CliError) -> ExitCode {
    if error.is_closed_pipe() {
        return ExitCode::SUCCESS;
    }
    say_error(error);
    ExitCode::from(error.exit_code())
}

/// The directory the user gave, or the platform's config directory for elocalc.
fn config_dir(given: Option<PathBuf>) -> Option<PathBuf> {
    given.or_else(|| {
        directories::ProjectDirs::from("", "", "elocalc")
            .map(|dirs| dirs.config_dir().to_path_buf())
    })
}

fn main() -> ExitCode {
    // A file-size limit makes a write fail (EFBIG, said like a full disk), not kill elocalc.
    tui::ignore_file_size_signal();
    let var = |name| std::env::var(name).ok();
    let env_lang = i18n::from_env(
        var("LC_ALL").as_deref(),
        var("LC_MESSAGES").as_deref(),
        var("LANG").as_deref(),
    );
    // Known before parsing, so that --help and clap's errors speak it.
    let args: Vec<std::ffi::OsString> = std::env::args_os().collect();
    i18n::set(cli::lang_in_args(&args).unwrap_or(env_lang));
    let cli = match cli::parse(args) {
        Ok(cli) => cli,
        // --help, --version
        Err(shown) if !shown.use_stderr() => {
            return match cli::write_help(&shown) {
                Ok(()) => ExitCode::from(u8::try_from(shown.exit_code()).unwrap_or(0)),
                Err(error) => failed(&error),
            };
        }
        Err(error) => return failed(&cli::CliError::Usage(cli::parse_error(&error))),
    };
    let config_dir = config_dir(cli.config_dir);
    let data_dir = cli.data_dir;
    let Some(command) = cli.command else {
        // The UI speaks the language picked in it last, unless --lang says otherwise.
        let (lang, settings_problem) = match (cli.lang, config_dir.as_deref()) {
            (Some(lang), _) => (lang, None),
            (None, None) => (env_lang, None),
            (None, Some(dir)) => match settings::load(dir).and_then(|s| s.lang(dir)) {
                Ok(kept) => (kept.unwrap_or(env_lang), None),
                Err(error) => (env_lang, Some(error.to_string())),
            },
        };
        let start = match (cli.new, cli.session) {
            (true, _) => Start::New,
            (false, Some(name)) => match SessionName::parse(&name) {
                Ok(name) => Start::Named(name),
                Err(error) => return failed(&cli::CliError::SessionFlag { text: name, error }),
            },
            (false, None) => Start::LastUsed,
        };
        let store = config_dir.as_deref().map(Store::new);
        let language = tui::Language {
            lang,
            problem: settings_problem,
        };
        return match tui::run(store, start, data_dir, language) {
            Ok(tui::Exit::Quit) => ExitCode::SUCCESS,
            // As a shell reports a process a signal ended: 128 + its number.
            Ok(tui::Exit::Signal(signal)) => ExitCode::from((128 + signal).clamp(0, 255) as u8),
            Err(error) => failed(&cli::CliError::NoTerminal(error)),
        };
    };
    i18n::set(cli.lang.unwrap_or(env_lang));
    // Buffered: standard output is line-buffered, and a result can have a million lines.
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    let mut err = std::io::stderr().lock();
    match run(
        &command,
        config_dir.as_deref(),
        data_dir.as_deref(),
        &mut out,
        &mut err,
    ) {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => failed(&error),
    }
}

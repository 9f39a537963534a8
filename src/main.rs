use clap::Parser;
use elocalc::cli::{Cli, run};
use std::process::ExitCode;

fn main() -> ExitCode {
    let cli = Cli::parse();
    let Some(command) = cli.command else {
        return match elocalc::tui::run() {
            Ok(()) => ExitCode::SUCCESS,
            Err(error) => {
                eprintln!("elocalc: cannot run the terminal UI: {error}");
                ExitCode::FAILURE
            }
        };
    };
    match run(&command, &mut std::io::stdout().lock()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("elocalc: {error}");
            ExitCode::from(error.exit_code() as u8)
        }
    }
}

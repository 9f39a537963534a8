use clap::Parser;
use elocalc::cli::{Cli, run};
use std::process::ExitCode;

fn main() -> ExitCode {
    let cli = Cli::parse();
    let Some(command) = cli.command else {
        // The terminal UI is not built yet: show what the command line can do.
        use clap::CommandFactory;
        Cli::command().print_help().ok();
        return ExitCode::SUCCESS;
    };
    match run(&command, &mut std::io::stdout().lock()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("elocalc: {error}");
            ExitCode::from(error.exit_code() as u8)
        }
    }
}

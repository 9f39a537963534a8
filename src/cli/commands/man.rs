//! `elocalc man`: the manual page, in roff.

use super::Io;
use crate::cli::CliError;

pub fn run(io: &mut Io) -> Result<(), CliError> {
    let page = crate::cli::words::manual().map_err(CliError::Output)?;
    io.out.write_all(&page).map_err(CliError::Output)
}

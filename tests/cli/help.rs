//! `--help`.

use crate::common::*;

#[test]
fn help_names_every_subcommand() {
    let text = stdout(&elocalc(&["--help"]));
    for word in ["game", "period", "multi", "--help", "--version"] {
        assert!(text.contains(word), "{word}");
    }
    let text = stdout(&elocalc(&["period", "--help"]));
    for word in ["--rating", "--k", "--pool", "--file", "--json", "GAME"] {
        assert!(text.contains(word), "{word}");
    }
}

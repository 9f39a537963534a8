//! The layers README draws, checked on the source itself: the core (`src/rating`) uses nothing
//! above it, and its plain values (`values.rs`) use only the number reader — a feature's
//! constants (need's remaining games, a norm's fewest games) live with the feature.

use std::fs;
use std::path::Path;

fn source(path: &Path) -> String {
    fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join(path)).unwrap()
}

/// The names a file reaches for as `super::NAME` or `crate::NAME`.
fn reached(text: &str, prefix: &str) -> Vec<String> {
    text.match_indices(prefix)
        .map(|(at, _)| {
            text[at + prefix.len()..]
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                .collect()
        })
        .collect()
}

#[test]
fn the_cores_values_use_only_the_number_reader() {
    let values = source(Path::new("src/rating/values.rs"));
    let used = reached(&values, "super::");
    // `super::*` is the unit tests' own module.
    assert!(
        used.iter().all(|name| name == "number" || name.is_empty()),
        "{used:?}"
    );
    assert!(used.contains(&"number".to_string()));
}

#[test]
fn the_core_uses_nothing_above_it() {
    let folder = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/rating");
    let mut files = 0;
    for entry in fs::read_dir(folder).unwrap() {
        let path = entry.unwrap().path();
        let text = fs::read_to_string(&path).unwrap();
        for name in reached(&text, "crate::") {
            assert!(
                matches!(name.as_str(), "rating" | "text"),
                "{} reaches crate::{name}",
                path.display()
            );
        }
        files += 1;
    }
    assert!(files > 10, "the core's files are read");
}

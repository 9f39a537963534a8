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

/// Every file of a top-level module, below its folder or as `src/NAME.rs`.
fn module_files(name: &str) -> Vec<std::path::PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    let mut folders = vec![root.join(name)];
    while let Some(folder) = folders.pop() {
        let Ok(entries) = fs::read_dir(&folder) else {
            continue;
        };
        for entry in entries {
            let path = entry.unwrap().path();
            if path.is_dir() {
                folders.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                files.push(path);
            }
        }
    }
    let single = root.join(format!("{name}.rs"));
    if single.is_file() {
        files.push(single);
    }
    files
}

/// The order README's Architecture draws: each module uses only those before it (and `text`,
/// the one escaping of outside text), so there is no cycle between modules — in particular
/// `calc` never reads `store` (today is given to it), and `calc` reaches no word, sheet or
/// report at all (it returns data that `report` words).
#[test]
fn each_module_uses_only_the_ones_below_it() {
    let order = [
        "text", "i18n", "rating", "import", "calc", "store", "report", "cli", "tui",
    ];
    for (place, module) in order.iter().enumerate() {
        let files = module_files(module);
        assert!(!files.is_empty(), "{module} has files");
        for path in files {
            let text = fs::read_to_string(&path).unwrap();
            // Until every system's outcome is data, its spec in `calc::systems` still fills a
            // sheet with `report`'s pieces itself.
            let text = if path.to_string_lossy().contains("calc/systems/") {
                text.replace("crate::report::", "")
            } else {
                text
            };
            for name in reached(&text, "crate::") {
                let Some(used) = order.iter().position(|m| *m == name) else {
                    continue;
                };
                assert!(
                    used <= place,
                    "{} ({module}) reaches crate::{name}, above it",
                    path.display()
                );
            }
        }
    }
}

//! The suite itself: every test file is a module of this one binary (a file left out would
//! never run), and nothing else stands at `tests/`'s top.

use std::collections::BTreeSet;
use std::fs;
use std::path::Path;

fn tests_dir() -> &'static Path {
    Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/tests"))
}

/// The `mod NAME;` lines of a module file.
fn declared(file: &Path) -> BTreeSet<String> {
    fs::read_to_string(file)
        .unwrap()
        .lines()
        .filter_map(|line| line.trim().strip_prefix("mod ")?.strip_suffix(';'))
        .map(str::to_string)
        .collect()
}

/// The modules a folder holds: its `.rs` files but `main.rs` and `mod.rs`, and its folders
/// with a `mod.rs`.
fn present(folder: &Path) -> BTreeSet<String> {
    fs::read_dir(folder)
        .unwrap()
        .filter_map(|entry| {
            let path = entry.unwrap().path();
            let name = path.file_name()?.to_str()?.to_string();
            if path.is_dir() {
                return path.join("mod.rs").is_file().then_some(name);
            }
            let stem = name.strip_suffix(".rs")?;
            (stem != "main" && stem != "mod").then(|| stem.to_string())
        })
        .collect()
}

#[test]
fn every_test_file_is_a_module_of_the_one_binary() {
    let it = tests_dir().join("it");
    assert_eq!(declared(&it.join("main.rs")), present(&it));
    assert_eq!(declared(&it.join("cli/mod.rs")), present(&it.join("cli")));
}

#[test]
fn tests_top_holds_the_one_binary_and_its_data() {
    let top: BTreeSet<String> = fs::read_dir(tests_dir())
        .unwrap()
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    let allowed: BTreeSet<String> = ["it", "data", "fixtures"].map(String::from).into();
    assert!(top.is_subset(&allowed), "{top:?}");
}

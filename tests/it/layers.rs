//! The layers ARCHITECTURE draws, checked on the source itself: which top-level module may use
//! which (the allowed arrows, not a total order), and no import cycle between files.
//!
//! The graph is read from the paths the files name (`crate::…`, `super::…`, `self::…`, in `use`
//! lines and in code); a path through a folder's `mod.rs` that re-exports a name goes to the file
//! the name comes from. Unit tests (inline `mod tests`) and comments are left out.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

/// What each top-level module may use besides itself. The faces (`cli`, `tui`) hand requests to
/// `calc` and word its outcomes with `report`; `report` reads no store and knows no face; `calc`
/// takes readers from `import` and kept things from `store`; `import` and `store` sit on the
/// rules (`rating`), which use only `text`. `i18n` (the catalogues) serves the words: `report`, the
/// faces, and the error wording of `import` and `store`. Rating value types (`Score`, `Pool`, …)
/// may be used anywhere: every module but `text` and `i18n` may use `rating`.
const ALLOWED: &[(&str, &[&str])] = &[
    ("text", &[]),
    ("i18n", &["text"]),
    ("rating", &["text"]),
    ("import", &["rating", "i18n", "text"]),
    ("store", &["rating", "i18n", "text"]),
    ("calc", &["import", "store", "rating", "text"]),
    ("report", &["calc", "rating", "i18n", "text"]),
    (
        "cli",
        &["report", "calc", "store", "rating", "i18n", "text"],
    ),
    (
        "tui",
        &["report", "calc", "store", "rating", "i18n", "text"],
    ),
];

/// Arrows that break the drawing today, each to be removed by the work named; the list is to be
/// emptied, never grown.
const TEMPORARY_ARROWS: &[(&str, &str, &str)] = &[
    // TODO(issue 33): a session is a saved request: store's session files (sessions.rs,
    // session_file.rs, outline.rs) serialise calc's Request, Mode, System and Entry, and nothing
    // else of store uses calc. The request is the one path's input and stays in calc (its
    // systems' registry is calc's); the arrow goes when the session's file format is written
    // from a plain value the request converts to and from, or the request's types move down.
    ("store", "calc", "sessions keep calc's Request"),
];

/// Files in import cycles known today, each to be broken by the work named; emptied, never
/// grown. A cycle is excused only when every file of it is listed.
const TEMPORARY_CYCLES: &[&str] = &[
    // TODO(issue 33, item 1): calc's evaluation, its systems, request and chart are being
    // reshaped; the other calc files are in the cycle through them.
    "calc::chart",
    "calc::evaluate",
    "calc::events",
    "calc::list_player",
    "calc::request",
    "calc::systems",
    "calc::table_rows",
    "calc::trf",
    // TODO(issue 33, item 3): an event's lines and the period's table use each other's pieces.
    "report::events",
    "report::period",
];

fn src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

/// Every file of the library by its module path (`cli::commands::game`); a folder's `mod.rs` is
/// the folder's module. `main.rs` is the binary, another crate.
fn modules() -> BTreeMap<String, PathBuf> {
    let mut found = BTreeMap::new();
    let mut folders = vec![src()];
    while let Some(folder) = folders.pop() {
        for entry in fs::read_dir(&folder).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                folders.push(path);
                continue;
            }
            if path.extension().is_none_or(|e| e != "rs") {
                continue;
            }
            let relative = path.strip_prefix(src()).unwrap().with_extension("");
            let mut parts: Vec<String> = relative
                .iter()
                .map(|part| part.to_string_lossy().into_owned())
                .collect();
            if parts.last().is_some_and(|last| last == "mod") {
                parts.pop();
            }
            match parts.as_slice() {
                [only] if only == "main" => continue,
                [only] if only == "lib" => parts.clear(),
                _ => {}
            }
            found.insert(parts.join("::"), path);
        }
    }
    found
}

/// A file's text without comments: what follows `//` on a line.
fn code(path: &Path) -> String {
    fs::read_to_string(path)
        .unwrap()
        .lines()
        .map(|line| line.find("//").map_or(line, |at| &line[..at]))
        .collect::<Vec<_>>()
        .join("\n")
}

fn is_ident(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_'
}

/// The paths a use-tree or a path expression at the start of `text` names, each as segments
/// (`{a, b::c}` gives two; `self` in a group the prefix itself).
fn paths(text: &str) -> Vec<Vec<String>> {
    fn tree(chars: &[char], at: &mut usize, prefix: Vec<String>, out: &mut Vec<Vec<String>>) {
        let mut path = prefix;
        loop {
            while *at < chars.len() && chars[*at].is_whitespace() {
                *at += 1;
            }
            if *at < chars.len() && chars[*at] == '{' {
                *at += 1;
                loop {
                    tree(chars, at, path.clone(), out);
                    while *at < chars.len() && chars[*at].is_whitespace() {
                        *at += 1;
                    }
                    match chars.get(*at) {
                        Some(',') => {
                            *at += 1;
                            while *at < chars.len() && chars[*at].is_whitespace() {
                                *at += 1;
                            }
                            if chars.get(*at) == Some(&'}') {
                                *at += 1;
                                return;
                            }
                        }
                        Some('}') => {
                            *at += 1;
                            return;
                        }
                        _ => return,
                    }
                }
            }
            let start = *at;
            while *at < chars.len() && is_ident(chars[*at]) {
                *at += 1;
            }
            let name: String = chars[start..*at].iter().collect();
            if !name.is_empty() && name != "self" {
                path.push(name);
            }
            if chars.get(*at) == Some(&':') && chars.get(*at + 1) == Some(&':') {
                *at += 2;
                continue;
            }
            // `as NAME`, `*`, or the end of the path.
            if chars.get(*at) == Some(&'*') {
                *at += 1;
            }
            while *at < chars.len() && chars[*at] == ' ' {
                *at += 1;
            }
            if chars[*at..].starts_with(&['a', 's', ' ']) {
                *at += 3;
                while *at < chars.len() && is_ident(chars[*at]) {
                    *at += 1;
                }
            }
            out.push(path);
            return;
        }
    }
    let chars: Vec<char> = text.chars().take(4000).collect();
    let mut out = Vec::new();
    tree(&chars, &mut 0, Vec::new(), &mut out);
    out
}

/// The paths a file names, each made absolute (from the crate's root), with whether it is a
/// re-export (`pub use`). Inside an inline module (`mod NAME { … }`), `super` is the file's own
/// module; inline `mod tests` are left out.
fn named_paths(module: &str, text: &str) -> Vec<(Vec<String>, bool)> {
    let here: Vec<String> = module
        .split("::")
        .filter(|s| !s.is_empty())
        .map(String::from)
        .collect();
    let bytes = text.as_bytes();
    let mut found = Vec::new();
    // The inline modules open around the position: their names and the depth they opened at.
    let mut inline: Vec<(String, usize)> = Vec::new();
    let mut depth = 0usize;
    let mut skip_until: Option<usize> = None;
    let mut at = 0;
    while at < text.len() {
        let rest = &text[at..];
        let before_ok = at == 0 || !is_ident(bytes[at - 1] as char) && bytes[at - 1] != b':';
        match bytes[at] {
            b'{' => depth += 1,
            b'}' => {
                depth = depth.saturating_sub(1);
                if inline.last().is_some_and(|(_, opened)| *opened == depth) {
                    inline.pop();
                }
                if skip_until == Some(depth) {
                    skip_until = None;
                }
            }
            _ => {}
        }
        if before_ok && rest.starts_with("mod ") {
            let name: String = rest[4..].chars().take_while(|c| is_ident(*c)).collect();
            let after = rest[4 + name.len()..].trim_start();
            if after.starts_with('{') {
                if name == "tests" && skip_until.is_none() {
                    skip_until = Some(depth);
                }
                inline.push((name, depth));
            }
        }
        let step = rest.chars().next().map_or(1, char::len_utf8);
        if skip_until.is_some() || !before_ok {
            at += step;
            continue;
        }
        let mut base: Vec<String> = here.clone();
        base.extend(inline.iter().map(|(name, _)| name.clone()));
        let start = if rest.starts_with("crate::") {
            Some((Vec::new(), 7))
        } else if rest.starts_with("super::") {
            let mut up = base.clone();
            let mut length = 0;
            while rest[length..].starts_with("super::") {
                up.pop();
                length += 7;
            }
            Some((up, length))
        } else if rest.starts_with("self::") {
            Some((base.clone(), 6))
        } else {
            None
        };
        if let Some((prefix, length)) = start {
            let line_start = text[..at].rfind('\n').map_or(0, |n| n + 1);
            let line = text[line_start..at].trim_start();
            let reexport = line.starts_with("pub use") || line.starts_with("pub(crate) use");
            for path in paths(&rest[length..]) {
                let mut whole = prefix.clone();
                whole.extend(path);
                found.push((whole, reexport));
            }
            at += length;
            continue;
        }
        // A folder's module re-exports its own files' names without a prefix.
        let tail = rest.strip_prefix("pub use ").unwrap_or_default();
        if rest.starts_with("pub use ")
            && inline.is_empty()
            && !["crate::", "super::", "self::"]
                .iter()
                .any(|prefix| tail.starts_with(prefix))
        {
            for path in paths(&rest[8..]) {
                let mut whole = here.clone();
                whole.extend(path);
                found.push((whole, true));
            }
            at += 8;
            continue;
        }
        at += step;
    }
    found
}

/// The file graph: for each file (by module path), the files it uses.
struct Graph {
    edges: BTreeMap<String, BTreeSet<String>>,
}

fn graph() -> Graph {
    let modules = modules();
    let texts: BTreeMap<&String, String> = modules.iter().map(|(m, p)| (m, code(p))).collect();
    // The longest module that is a file, and the segments after it.
    let file_of = |path: &[String]| -> (String, usize) {
        for take in (0..=path.len()).rev() {
            let name = path[..take].join("::");
            if modules.contains_key(&name) {
                return (name, take);
            }
        }
        (String::new(), 0)
    };
    // A folder module's re-exports: (module, name) -> the file the name comes from.
    let mut reexports: BTreeMap<(String, String), String> = BTreeMap::new();
    for (module, text) in &texts {
        for (path, reexport) in named_paths(module, text) {
            let (file, taken) = file_of(&path);
            if reexport && file != **module && taken < path.len() {
                reexports.insert((module.to_string(), path.last().unwrap().clone()), file);
            }
        }
    }
    let resolve = |path: &[String]| -> String {
        let (mut file, mut taken) = file_of(path);
        // Through re-exports, to where the name is made.
        let mut hops = 0;
        while taken < path.len() && hops < 8 {
            let Some(next) = reexports.get(&(file.clone(), path[taken].clone())) else {
                break;
            };
            file = next.clone();
            taken = path.len();
            hops += 1;
        }
        file
    };
    let mut edges: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (module, text) in &texts {
        let entry = edges.entry(module.to_string()).or_default();
        for (path, reexport) in named_paths(module, text) {
            if reexport {
                continue;
            }
            let file = resolve(&path);
            if file != **module && !file.is_empty() {
                entry.insert(file);
            }
        }
    }
    Graph { edges }
}

fn top(module: &str) -> &str {
    module.split("::").next().unwrap()
}

/// Every arrow between top-level modules, with a file that draws it.
fn arrows(graph: &Graph) -> BTreeMap<(String, String), String> {
    let mut found = BTreeMap::new();
    for (from, targets) in &graph.edges {
        for to in targets {
            let (a, b) = (top(from), top(to));
            if a != b && !a.is_empty() && !b.is_empty() {
                found
                    .entry((a.to_string(), b.to_string()))
                    .or_insert_with(|| format!("{from} -> {to}"));
            }
        }
    }
    found
}

#[test]
fn each_module_uses_only_the_ones_its_arrows_allow() {
    let graph = graph();
    let allowed: BTreeMap<&str, &[&str]> = ALLOWED.iter().copied().collect();
    let mut broken = Vec::new();
    for ((from, to), example) in arrows(&graph) {
        let Some(may) = allowed.get(from.as_str()) else {
            broken.push(format!("{from} is not in the drawing"));
            continue;
        };
        let temporary = TEMPORARY_ARROWS
            .iter()
            .any(|(a, b, _)| *a == from && *b == to);
        if !may.contains(&to.as_str()) && !temporary {
            broken.push(format!("{from} -> {to} (as {example})"));
        }
    }
    assert!(broken.is_empty(), "arrows not drawn: {broken:#?}");
}

#[test]
fn the_temporary_arrows_are_all_still_there() {
    let found = arrows(&graph());
    let gone: Vec<_> = TEMPORARY_ARROWS
        .iter()
        .filter(|(a, b, _)| !found.contains_key(&(a.to_string(), b.to_string())))
        .collect();
    assert!(
        gone.is_empty(),
        "no longer used, take off the list: {gone:?}"
    );
}

#[test]
fn every_module_is_drawn_and_the_files_are_read() {
    let graph = graph();
    let tops: BTreeSet<&str> = graph
        .edges
        .keys()
        .map(|m| top(m))
        .filter(|m| !m.is_empty())
        .collect();
    let drawn: BTreeSet<&str> = ALLOWED.iter().map(|(m, _)| *m).collect();
    assert_eq!(tops, drawn);
    // The reader sees real arrows: a face uses calc, a command file the output module.
    assert!(graph.edges["cli::commands::game"].contains("calc::request"));
    assert!(graph.edges["cli::commands::game"].contains("cli::output"));
}

/// Inside the terminal UI data flows one way: the model (the state and what it holds: what
/// changed, the undo history, Field mode's players, the keys) is read by the views, which only
/// draw, and changed by the components; no view uses a component, and the model uses neither.
#[test]
fn the_tui_model_uses_no_view_or_component_and_the_views_no_component() {
    let graph = graph();
    let part = |module: &str| {
        if module.starts_with("tui::view") {
            "view"
        } else if module.starts_with("tui::components") && module != "tui::components::history" {
            "component"
        } else if [
            "tui::state",
            "tui::changed",
            "tui::players",
            "tui::keys",
            "tui::components::history",
        ]
        .contains(&module)
        {
            "model"
        } else {
            "other"
        }
    };
    let mut broken = Vec::new();
    for (from, uses) in &graph.edges {
        for to in uses {
            let forbidden = match part(from) {
                "model" => ["view", "component"].contains(&part(to)),
                "view" => part(to) == "component",
                _ => false,
            };
            if forbidden {
                broken.push(format!("{from} -> {to}"));
            }
        }
    }
    assert!(
        broken.is_empty(),
        "TUI arrows against the flow: {broken:#?}"
    );
    // The reader sees the TUI's arrows: a component changes the state, a view reads it.
    assert!(graph.edges["tui::components::form"].contains("tui::state"));
    assert!(graph.edges["tui::view::form"].contains("tui::state"));
}

/// A key never waits on the disk: the TUI's state, components, views and update open, read
/// and look at no file or database themselves — the effects do (`effects.rs`, with the paths'
/// file-system answers in `paths.rs`), and the event loop and its signals (`mod.rs`,
/// `signals.rs`, `input.rs`). Storage is asked through `store`.
#[test]
fn the_tuis_update_and_views_do_no_file_work() {
    let outside = [
        "tui::effects",
        "tui::paths",
        "tui",
        "tui::signals",
        "tui::input",
    ];
    let touching = [
        "std::fs",
        "fs::",
        "File::",
        "read_dir",
        ".is_file()",
        ".is_dir()",
        ".exists()",
        "metadata(",
        "RatingsList::open",
        "list_in_force::held",
        ".search_in(",
        ".by_id(",
    ];
    let mut found = Vec::new();
    for (module, path) in modules() {
        if !module.starts_with("tui") || outside.contains(&module.as_str()) {
            continue;
        }
        let text = code(&path);
        // Unit tests make files of their own.
        let text = text.split("#[cfg(test)]").next().unwrap_or_default();
        for piece in touching {
            if text.contains(piece) {
                found.push(format!("{module}: {piece}"));
            }
        }
    }
    assert!(
        found.is_empty(),
        "file work outside the effects: {found:#?}"
    );
    // The reader sees file work where it is.
    assert!(code(&modules()["tui::effects"]).contains("std::fs::metadata"));
}

/// The cycles of the file graph: each strongly connected set of more than one file.
fn cycles(graph: &Graph) -> Vec<Vec<String>> {
    // Tarjan's algorithm, by recursion: the graph has a few hundred files.
    struct State<'a> {
        graph: &'a Graph,
        index: BTreeMap<&'a str, usize>,
        low: BTreeMap<&'a str, usize>,
        stack: Vec<&'a str>,
        on_stack: BTreeSet<&'a str>,
        found: Vec<Vec<String>>,
    }
    fn visit<'a>(state: &mut State<'a>, node: &'a str) {
        let next = state.index.len();
        state.index.insert(node, next);
        state.low.insert(node, next);
        state.stack.push(node);
        state.on_stack.insert(node);
        let graph = state.graph;
        for to in graph.edges.get(node).into_iter().flatten() {
            let to = to.as_str();
            if !state.index.contains_key(to) {
                visit(state, to);
                let low = state.low[node].min(state.low[to]);
                state.low.insert(node, low);
            } else if state.on_stack.contains(to) {
                let low = state.low[node].min(state.index[to]);
                state.low.insert(node, low);
            }
        }
        if state.low[node] == state.index[node] {
            let mut set = Vec::new();
            while let Some(top) = state.stack.pop() {
                state.on_stack.remove(top);
                set.push(top.to_string());
                if top == node {
                    break;
                }
            }
            if set.len() > 1 {
                set.sort();
                state.found.push(set);
            }
        }
    }
    let mut state = State {
        graph,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        on_stack: BTreeSet::new(),
        found: Vec::new(),
    };
    for node in graph.edges.keys() {
        if !state.index.contains_key(node.as_str()) {
            visit(&mut state, node);
        }
    }
    state.found
}

/// A cycle's files in order, from the first of `set` back to it.
fn cycle_path(graph: &Graph, set: &[String]) -> Vec<String> {
    let inside: BTreeSet<&String> = set.iter().collect();
    let start = &set[0];
    // Breadth first inside the set, from `start` back to it.
    let mut came_from: BTreeMap<&String, &String> = BTreeMap::new();
    let mut queue = std::collections::VecDeque::from([start]);
    while let Some(node) = queue.pop_front() {
        for to in &graph.edges[node] {
            if !inside.contains(to) {
                continue;
            }
            if to == start {
                let mut path = vec![start.clone()];
                let mut at = node;
                while at != start {
                    path.push(at.clone());
                    at = came_from[at];
                }
                path.push(start.clone());
                path.reverse();
                return path;
            }
            if !came_from.contains_key(to) {
                came_from.insert(to, node);
                queue.push_back(to);
            }
        }
    }
    set.to_vec()
}

#[test]
fn no_import_cycle_between_files() {
    let graph = graph();
    let mut said = Vec::new();
    for set in cycles(&graph) {
        if set
            .iter()
            .all(|file| TEMPORARY_CYCLES.contains(&file.as_str()))
        {
            continue;
        }
        said.push(format!(
            "{} (files {set:?})",
            cycle_path(&graph, &set).join(" -> ")
        ));
    }
    assert!(said.is_empty(), "import cycles: {said:#?}");
}

#[test]
fn the_temporary_cycles_are_all_still_there() {
    let in_cycles: BTreeSet<String> = cycles(&graph()).into_iter().flatten().collect();
    let gone: Vec<_> = TEMPORARY_CYCLES
        .iter()
        .filter(|file| !in_cycles.contains(**file))
        .collect();
    assert!(
        gone.is_empty(),
        "in no cycle now, take off the list: {gone:?}"
    );
}

#[test]
fn the_cycle_finder_finds_a_cycle() {
    let edges = [("a", "b"), ("b", "c"), ("c", "a"), ("c", "d")];
    let mut graph = Graph {
        edges: BTreeMap::new(),
    };
    for (from, to) in edges {
        graph
            .edges
            .entry(from.to_string())
            .or_default()
            .insert(to.to_string());
        graph.edges.entry(to.to_string()).or_default();
    }
    let found = cycles(&graph);
    assert_eq!(found, [["a", "b", "c"]]);
    assert_eq!(cycle_path(&graph, &found[0]), ["a", "b", "c", "a"]);
}

#[test]
fn the_reader_follows_use_groups_super_and_re_exports() {
    let said = named_paths(
        "cli::commands::game",
        "use super::Io;\nuse crate::calc::{self, edit::set_choice, Mode};\npub use self::x::Y;",
    );
    let text: Vec<(String, bool)> = said
        .into_iter()
        .map(|(path, reexport)| (path.join("::"), reexport))
        .collect();
    assert_eq!(
        text,
        [
            ("cli::commands::Io".to_string(), false),
            ("calc".to_string(), false),
            ("calc::edit::set_choice".to_string(), false),
            ("calc::Mode".to_string(), false),
            ("cli::commands::game::x::Y".to_string(), true),
        ]
    );
}

/// The rules' plain values use only the number reader: a feature's constants (need's remaining
/// games, a norm's fewest games) live with the feature.
#[test]
fn the_cores_values_use_only_the_number_reader() {
    let graph = graph();
    let used: Vec<&String> = graph.edges["rating::values"].iter().collect();
    assert_eq!(used, ["rating::number"]);
}

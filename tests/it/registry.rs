//! The registry of rating systems (`calc::systems::ALL`) is the one list: every catalogue id a
//! system brings is found in every language, every flag of every system fits on the one
//! command line (clap's own checks), and no two systems' flags clash. Nothing here names or
//! counts the systems: a system added to the registry is checked as it is added.

use std::collections::BTreeMap;

use elocalc::calc::System;
use elocalc::calc::systems::{OwnEntry, own_entries, shared};
use elocalc::i18n::{Lang, has_message};
use elocalc::report::ids;

#[test]
fn every_id_a_system_brings_is_in_every_language() {
    let mut missing = Vec::new();
    for system in System::all() {
        for id in ids::of_system(system) {
            for lang in Lang::ALL {
                if !has_message(lang, &id) {
                    missing.push(format!("{id} ({}, {})", system.key(), lang.tag()));
                }
            }
        }
    }
    assert!(missing.is_empty(), "missing catalogue ids: {missing:?}");
}

#[test]
fn the_whole_command_line_passes_claps_own_checks_in_every_language() {
    for lang in Lang::ALL {
        elocalc::i18n::with_lang(lang, || elocalc::cli::command().debug_assert());
    }
    elocalc::cli::completions_command().debug_assert();
}

#[test]
fn no_two_systems_flags_clash() {
    // One entry may be shared by several systems; two different entries with one flag or one
    // key clash (`shared::clashes`, tested on made-up systems below).
    let clashes = shared::clashes(System::all().map(|system| (system.key(), system.entries())));
    assert!(clashes.is_empty(), "entries that clash: {clashes:?}");
    // Nor does a system's flag take one the command line has of its own.
    let command = elocalc::cli::completions_command();
    for sub in command.get_subcommands() {
        let mut seen: BTreeMap<&str, usize> = BTreeMap::new();
        for arg in sub.get_arguments() {
            if let Some(long) = arg.get_long() {
                *seen.entry(long).or_default() += 1;
            }
        }
        let twice: Vec<_> = seen.iter().filter(|(_, n)| **n > 1).collect();
        assert!(twice.is_empty(), "{}: {twice:?}", sub.get_name());
    }
}

/// Every id the one writer of the rating-deviation systems derives for an answer (its facts,
/// hows, notes, …) is in every language: each system other than Elo rated in Game and
/// Tournament mode, with a game played, one still to play and one against an unrated
/// opponent, and with no games.
#[test]
fn every_id_an_answer_of_a_system_derives_is_in_every_language() {
    use elocalc::calc::{Mode, Outcome, Request, Row, RowScore, Today};
    use elocalc::rating::Score;
    let row = |opponent: &str, score: RowScore| Row {
        opponent: opponent.into(),
        score,
        ..Row::default()
    };
    let mut missing = Vec::new();
    for system in System::all().filter(|system| !system.is_elo()) {
        let tables = [
            vec![
                row("1600", RowScore::Played(Score::Win)),
                row("1450", RowScore::Unplayed),
                row("unrated", RowScore::Played(Score::Draw)),
            ],
            Vec::new(),
        ];
        let mut requests = vec![Request {
            mode: Mode::Game,
            system,
            rating: system.example_rating().into(),
            opponent: "1600".into(),
            ..Request::default()
        }];
        requests.extend(tables.into_iter().map(|rows| Request {
            mode: Mode::Tournament,
            system,
            rating: system.example_rating().into(),
            rows,
            ..Request::default()
        }));
        for request in requests {
            let evaluation = elocalc::calc::evaluate(&request, Today::in_year(2025));
            let answer = match &evaluation.outcome {
                Outcome::System(answer) => answer,
                // A system may refuse to rate no games (DWZ: nothing to rate).
                Outcome::Invalid(_)
                    if request.mode == Mode::Tournament && request.rows.is_empty() =>
                {
                    continue;
                }
                outcome => panic!("{} not rated: {outcome:?}", system.key()),
            };
            let derived = ids::of_rated(&answer.rated());
            assert!(derived.len() > 3, "{}: {derived:?}", system.key());
            for id in derived {
                for lang in Lang::ALL {
                    if !has_message(lang, &id) {
                        missing.push(format!("{id} ({}, {})", system.key(), lang.tag()));
                    }
                }
            }
        }
    }
    assert!(missing.is_empty(), "missing catalogue ids: {missing:?}");
}

#[test]
fn a_shared_entry_is_one_value_and_different_entries_with_one_flag_clash() {
    let floor = elocalc::calc::systems::uschess::FLOOR;
    let first = [floor, shared::EVENT_DATE];
    let second = [shared::EVENT_DATE];
    let systems = [("first", &first[..]), ("second", &second[..])];
    assert!(shared::clashes(systems).is_empty());
    assert_eq!(shared::owners(systems, "event_date"), ["first", "second"]);
    assert_eq!(shared::each_once([&first[..], &second[..]]).len(), 2);
    let other_date = [OwnEntry {
        key: "event_end",
        ..shared::EVENT_DATE
    }];
    assert_eq!(
        shared::clashes([("first", &first[..]), ("other", &other_date[..])]),
        ["flag --event-date: event_date (first) and event_end (other)"]
    );
    let other_floor = [OwnEntry {
        flag: "minimum",
        ..floor
    }];
    assert_eq!(
        shared::clashes([("first", &first[..]), ("other", &other_floor[..])]),
        ["key floor: floor (first) and floor (other)"]
    );
}

#[test]
fn the_registrys_entries_are_each_systems_each_once() {
    let keys: Vec<&str> = own_entries().iter().map(|entry| entry.key).collect();
    let mut once = keys.clone();
    once.sort_unstable();
    once.dedup();
    assert_eq!(once.len(), keys.len(), "{keys:?}");
    for system in System::all() {
        for entry in system.entries() {
            assert!(
                keys.contains(&entry.key),
                "{} of {}",
                entry.key,
                system.key()
            );
            assert_eq!(
                System::owners(elocalc::calc::OwnKey(entry.key))
                    .iter()
                    .filter(|owner| **owner == system)
                    .count(),
                1
            );
        }
    }
    // US Chess's event date is the shared one, by its old path as well.
    assert_eq!(
        elocalc::calc::systems::uschess::EVENT_DATE,
        shared::EVENT_DATE
    );
}

/// Every catalogue id the code names as a literal is in every language: what `tr("…")`,
/// `tr_args("…", …)`, `say(f, "…", …)`, `message_in(lang, "…", …)` and a file's own helpers
/// that hand an id on to them are given, and the ids in a system entry's `label_id`, `word`,
/// `off`, `on` and `Empty::Word`. With the derived ids above, no id the code uses can be
/// missing at run time.
#[test]
fn every_id_the_code_names_is_in_every_language() {
    let root = env!("CARGO_MANIFEST_DIR");
    let files: Vec<(String, String)> = rust_files(&std::path::Path::new(root).join("src"))
        .into_iter()
        .map(|path| {
            let text = std::fs::read_to_string(&path).unwrap();
            let shown = path.strip_prefix(root).unwrap().display().to_string();
            (shown, text)
        })
        .collect();
    let named = source_ids::named_ids(&files);
    let mut missing = Vec::new();
    for (id, file, line) in &named {
        for lang in Lang::ALL {
            if !has_message(lang, id) {
                missing.push(format!("{id} ({file}:{line}, {})", lang.tag()));
            }
        }
    }
    // The scan itself is checked: it finds the hundreds of ids the code names.
    assert!(
        named.len() > 400,
        "only {} ids found: the scan is broken",
        named.len()
    );
    assert!(missing.is_empty(), "missing catalogue ids: {missing:#?}");
}

#[test]
fn the_id_scan_finds_ids_through_calls_helpers_and_entry_fields() {
    let source = r##"
        fn help() -> String { tr("a-one") + &tr_args("a-two", &[("n", "not-an-id".into())]) }
        fn other(text: &str) -> String { text.into() }
        fn uses() {
            let said = |changed: &str, same: &str| if x { tr(changed) } else { tr(same) };
            said("a-three", "a-four");
            value_error("a-five", None);
            other("not-an-id");
            say(f, "a-six", &[]);
            let raw = r#"tr("not-an-id")"#; // tr("not-an-id")
            let lifetime: &'static str = message_in(lang, "a-seven", &[]);
        }
        static E: OwnEntry = OwnEntry { label_id: "a-eight", kind: Toggle { off: "a-nine", on: "a-ten" },
            flag: "not-an-id" };
        static C: Choice = Choice { key: "not-an-id", word: "a-eleven" };
        static W: Empty = Empty::Word("a-twelve");
    "##;
    let helper = "pub fn value_error(id: &str, label: Option<&str>) -> String { tr_args(id, &[]) }";
    let files = [
        ("a.rs".to_string(), source.to_string()),
        ("b.rs".to_string(), helper.to_string()),
    ];
    let ids: Vec<String> = source_ids::named_ids(&files)
        .into_iter()
        .map(|(id, _, _)| id)
        .collect();
    let names = [
        "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
        "twelve",
    ];
    let want: Vec<String> = names.iter().map(|name| format!("a-{name}")).collect();
    let mut found = ids.clone();
    found.sort();
    let mut wanted = want.clone();
    wanted.sort();
    assert_eq!(found, wanted, "{ids:?}");
}

fn rust_files(dir: &std::path::Path) -> Vec<std::path::PathBuf> {
    let mut files = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            files.extend(rust_files(&path));
        } else if path.extension().is_some_and(|ext| ext == "rs") {
            files.push(path);
        }
    }
    files.sort();
    files
}

/// The catalogue ids a Rust file names as literals, read off its tokens (comments and the
/// insides of other literals skipped).
mod source_ids {
    use std::collections::BTreeMap;

    /// The functions that look an id up, and where the id is among their arguments.
    const LOOKUPS: [(&str, usize); 4] = [("tr", 0), ("tr_args", 0), ("say", 1), ("message_in", 1)];
    /// The fields of a system's entries (`OwnEntry`, `Choice`, `EntryKind::Toggle`) that hold
    /// an id.
    const ID_FIELDS: [&str; 4] = ["label_id", "word", "off", "on"];

    #[derive(Clone, Debug, PartialEq)]
    enum Token {
        Ident(String),
        Str(String),
        Punct(char),
    }

    type Helpers<'a> = BTreeMap<&'a str, Vec<usize>>;

    /// Each id named in `files` (name, text): the id, the file's name and the line. A helper
    /// `fn` is one wherever it is called, a helper closure only in its own file.
    pub fn named_ids(files: &[(String, String)]) -> Vec<(String, String, usize)> {
        let tokens: Vec<Vec<(Token, usize)>> = files.iter().map(|(_, text)| tokens(text)).collect();
        let definitions: Vec<Vec<Definition>> =
            tokens.iter().map(|tokens| definitions(tokens)).collect();
        let lookups: Helpers = LOOKUPS
            .iter()
            .map(|&(name, place)| (name, vec![place]))
            .collect();
        let functions = helpers(
            lookups,
            tokens
                .iter()
                .zip(&definitions)
                .flat_map(|(tokens, definitions)| {
                    definitions
                        .iter()
                        .filter(|definition| definition.function)
                        .map(move |definition| (tokens.as_slice(), definition))
                }),
        );
        let mut ids = Vec::new();
        for (((file, _), tokens), definitions) in files.iter().zip(&tokens).zip(&definitions) {
            let helpers = helpers(
                functions.clone(),
                definitions
                    .iter()
                    .map(|definition| (tokens.as_slice(), definition)),
            );
            ids.extend(
                named_in(tokens, &helpers)
                    .into_iter()
                    .map(|(id, line)| (id, file.clone(), line)),
            );
        }
        ids
    }

    /// Each id named in one file's `tokens`, and its line.
    fn named_in(tokens: &[(Token, usize)], helpers: &Helpers) -> Vec<(String, usize)> {
        let mut ids = Vec::new();
        for (at, (token, _)) in tokens.iter().enumerate() {
            let Token::Ident(name) = token else { continue };
            let next = |n: usize| tokens.get(at + n).map(|(token, _)| token);
            let after_fn = at > 0 && tokens[at - 1].0 == Token::Ident("fn".into());
            if let Some(places) = helpers.get(name.as_str())
                && next(1) == Some(&Token::Punct('('))
                && !after_fn
            {
                for (place, argument) in arguments(tokens, at + 1).into_iter().enumerate() {
                    if let [(Token::Str(id), line)] = argument
                        && places.contains(&place)
                        && looks_like_id(id)
                    {
                        ids.push((id.clone(), *line));
                    }
                }
            }
            let field = ID_FIELDS.contains(&name.as_str()) && next(1) == Some(&Token::Punct(':'));
            let word = name == "Word"
                && at > 1
                && tokens[at - 1].0 == Token::Punct(':')
                && next(1) == Some(&Token::Punct('('));
            if (field || word)
                && let Some((Token::Str(id), line)) = tokens.get(at + 2)
                && looks_like_id(id)
            {
                ids.push((id.clone(), *line));
            }
        }
        ids
    }

    fn looks_like_id(text: &str) -> bool {
        text.starts_with(|c: char| c.is_ascii_lowercase())
            && text
                .chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
    }

    /// A `fn NAME(…) … { body }` or a `let NAME = |…| body;`.
    struct Definition {
        name: String,
        parameters: Vec<String>,
        body: std::ops::Range<usize>,
        function: bool,
    }

    /// `known` and the helpers among `definitions` (each with its file's tokens): those that
    /// hand a parameter on as the id of a lookup or of another helper, each with the places
    /// of its id arguments.
    fn helpers<'a>(
        mut known: Helpers<'a>,
        definitions: impl Iterator<Item = (&'a [(Token, usize)], &'a Definition)> + Clone,
    ) -> Helpers<'a> {
        loop {
            let mut grown = false;
            for (tokens, definition) in definitions.clone() {
                for (place, parameter) in definition.parameters.iter().enumerate() {
                    let name = definition.name.as_str();
                    let has = known
                        .get(name)
                        .is_some_and(|places| places.contains(&place));
                    if !has && hands_on(&tokens[definition.body.clone()], parameter, &known) {
                        known.entry(name).or_default().push(place);
                        grown = true;
                    }
                }
            }
            if !grown {
                return known;
            }
        }
    }

    /// Whether `body` gives `parameter` alone as an id argument of a helper.
    fn hands_on(body: &[(Token, usize)], parameter: &str, helpers: &Helpers) -> bool {
        body.iter().enumerate().any(|(at, (token, _))| {
            let Token::Ident(name) = token else {
                return false;
            };
            let Some(places) = helpers.get(name.as_str()) else {
                return false;
            };
            body.get(at + 1).map(|(token, _)| token) == Some(&Token::Punct('('))
                && arguments(body, at + 1)
                    .into_iter()
                    .enumerate()
                    .any(|(place, argument)| {
                        places.contains(&place)
                            && matches!(argument, [(Token::Ident(id), _)] if id == parameter)
                    })
        })
    }

    /// Each `fn NAME(…) … { body }` and `let NAME = |…| body`: its name, its parameters' names
    /// and where its body lies.
    fn definitions(tokens: &[(Token, usize)]) -> Vec<Definition> {
        let mut definitions = Vec::new();
        for at in 0..tokens.len() {
            let ident = |n: usize| match tokens.get(n) {
                Some((Token::Ident(name), _)) => Some(name.as_str()),
                _ => None,
            };
            let punct =
                |n: usize, c: char| tokens.get(n).is_some_and(|(t, _)| *t == Token::Punct(c));
            if ident(at) == Some("fn")
                && let Some(name) = ident(at + 1)
            {
                let Some(open) = (at + 2..tokens.len()).find(|&n| punct(n, '(')) else {
                    continue;
                };
                let parameters = arguments(tokens, open)
                    .iter()
                    .filter_map(|argument| match argument {
                        [(Token::Ident(name), _), (Token::Punct(':'), _), ..] => Some(name.clone()),
                        _ => None,
                    })
                    .collect();
                let after = closing(tokens, open);
                let Some(start) = (after..tokens.len()).find(|&n| punct(n, '{') || punct(n, ';'))
                else {
                    continue;
                };
                // A declaration without a body (`;`) hands nothing on.
                let end = if punct(start, '{') {
                    closing(tokens, start)
                } else {
                    start
                };
                definitions.push(Definition {
                    name: name.to_string(),
                    parameters,
                    body: start..end,
                    function: true,
                });
            } else if ident(at) == Some("let")
                && let Some(name) = ident(at + 1)
                && punct(at + 2, '=')
            {
                let open = if ident(at + 3) == Some("move") {
                    at + 4
                } else {
                    at + 3
                };
                if !punct(open, '|') {
                    continue;
                }
                let Some(close) = (open + 1..tokens.len()).find(|&n| punct(n, '|')) else {
                    continue;
                };
                let parameters = tokens[open + 1..close]
                    .split(|(token, _)| *token == Token::Punct(','))
                    .filter_map(|parameter| match parameter.first() {
                        Some((Token::Ident(name), _)) => Some(name.clone()),
                        _ => None,
                    })
                    .collect();
                // Up to the `;` that ends the `let`.
                let mut depth = 0usize;
                let mut end = close + 1;
                while let Some((token, _)) = tokens.get(end) {
                    match token {
                        Token::Punct('(' | '[' | '{') => depth += 1,
                        Token::Punct(')' | ']' | '}') => depth = depth.saturating_sub(1),
                        Token::Punct(';') if depth == 0 => break,
                        _ => {}
                    }
                    end += 1;
                }
                definitions.push(Definition {
                    name: name.to_string(),
                    parameters,
                    body: close + 1..end,
                    function: false,
                });
            }
        }
        definitions
    }

    /// One past the bracket that closes the one opened at `open`, or the end.
    fn closing(tokens: &[(Token, usize)], open: usize) -> usize {
        let mut depth = 0usize;
        for (at, (token, _)) in tokens.iter().enumerate().skip(open) {
            match token {
                Token::Punct('(' | '[' | '{') => depth += 1,
                Token::Punct(')' | ']' | '}') => {
                    depth = depth.saturating_sub(1);
                    if depth == 0 {
                        return at + 1;
                    }
                }
                _ => {}
            }
        }
        tokens.len()
    }

    /// The arguments of the call whose `(` is at `open`, each its tokens.
    fn arguments(tokens: &[(Token, usize)], open: usize) -> Vec<&[(Token, usize)]> {
        let end = closing(tokens, open) - 1;
        let mut arguments = Vec::new();
        let mut depth = 0usize;
        let mut start = open + 1;
        for at in open + 1..end.max(open + 1) {
            match tokens[at].0 {
                Token::Punct('(' | '[' | '{') => depth += 1,
                Token::Punct(')' | ']' | '}') => depth = depth.saturating_sub(1),
                Token::Punct(',') if depth == 0 => {
                    arguments.push(&tokens[start..at]);
                    start = at + 1;
                }
                _ => {}
            }
        }
        if start < end {
            arguments.push(&tokens[start..end]);
        }
        arguments
    }

    /// The identifiers, string literals (their text as written, escapes left) and punctuation
    /// of Rust source, each with its line; comments, numbers, chars and lifetimes dropped.
    fn tokens(text: &str) -> Vec<(Token, usize)> {
        let chars: Vec<char> = text.chars().collect();
        let mut tokens = Vec::new();
        let mut line = 1;
        let mut at = 0;
        let count_lines =
            |from: usize, to: usize| chars[from..to].iter().filter(|&&c| c == '\n').count();
        while at < chars.len() {
            let c = chars[at];
            let from = at;
            if c == '\n' {
                line += 1;
                at += 1;
            } else if c.is_whitespace() {
                at += 1;
            } else if c == '/' && chars.get(at + 1) == Some(&'/') {
                while at < chars.len() && chars[at] != '\n' {
                    at += 1;
                }
            } else if c == '/' && chars.get(at + 1) == Some(&'*') {
                let mut depth = 0;
                while at < chars.len() {
                    if chars[at] == '/' && chars.get(at + 1) == Some(&'*') {
                        depth += 1;
                        at += 2;
                    } else if chars[at] == '*' && chars.get(at + 1) == Some(&'/') {
                        depth -= 1;
                        at += 2;
                        if depth == 0 {
                            break;
                        }
                    } else {
                        at += 1;
                    }
                }
                line += count_lines(from, at);
            } else if c == '"' {
                at += 1;
                while at < chars.len() && chars[at] != '"' {
                    at += if chars[at] == '\\' { 2 } else { 1 };
                }
                at += 1;
                tokens.push((Token::Str(chars[from + 1..at - 1].iter().collect()), line));
                line += count_lines(from, at);
            } else if c == '\'' {
                // A char ('a', '\n', '\u{1F600}') or a lifetime ('a, 'static).
                if chars.get(at + 1) == Some(&'\\') {
                    // Past the escaped char, which may be a quote itself: '\''.
                    at += 3;
                    while at < chars.len() && chars[at] != '\'' {
                        at += 1;
                    }
                    at += 1;
                } else if chars.get(at + 2) == Some(&'\'') {
                    at += 3;
                } else {
                    at += 1;
                    while at < chars.len() && (chars[at].is_alphanumeric() || chars[at] == '_') {
                        at += 1;
                    }
                }
            } else if c.is_alphanumeric() || c == '_' {
                while at < chars.len() && (chars[at].is_alphanumeric() || chars[at] == '_') {
                    at += 1;
                }
                let word: String = chars[from..at].iter().collect();
                let raw = matches!(word.as_str(), "r" | "br" | "cr")
                    && matches!(chars.get(at), Some('"' | '#'));
                if raw {
                    let hashes = chars[at..].iter().take_while(|&&c| c == '#').count();
                    let open = at + hashes;
                    if chars.get(open) != Some(&'"') {
                        tokens.push((Token::Ident(word), line));
                        continue;
                    }
                    let close: String = std::iter::once('"')
                        .chain("#".repeat(hashes).chars())
                        .collect();
                    let rest: String = chars[open + 1..].iter().collect();
                    let length = rest
                        .find(&close)
                        .map_or(rest.chars().count(), |end| rest[..end].chars().count());
                    let body: String = chars[open + 1..open + 1 + length].iter().collect();
                    at = open + 1 + length + 1 + hashes;
                    tokens.push((Token::Str(body), line));
                    line += count_lines(from, at.min(chars.len()));
                } else if matches!(word.as_str(), "b" | "c") && chars.get(at) == Some(&'"') {
                    // A byte or C string: its text is no id; read as a string all the same.
                    continue;
                } else if !word.starts_with(|c: char| c.is_ascii_digit()) {
                    tokens.push((Token::Ident(word), line));
                }
            } else {
                tokens.push((Token::Punct(c), line));
                at += 1;
            }
        }
        tokens
    }
}

//! English, Portuguese (Brazil) and Russian: the catalogues hold the same messages with the same
//! placeholders, counts take their plural forms, the language comes from the environment or
//! `--lang`, machine output never changes with it, a decimal comma is read where nothing is
//! separated, and every mode and the keys (the footer, the help) hold at 80×24 in every
//! language.

use crate::common;

use std::collections::{BTreeMap, BTreeSet};

use common::*;
use crossterm::event::KeyCode;
use elocalc::calc::Entry;
use elocalc::i18n::{Lang, message_in};
use elocalc::report::field::{PLAYER_COLUMN_IDS, ROUND_COLUMNS};
use elocalc::tui::state::App;

/// A catalogue's messages, each with the placeholders (`{ $name }`) its text uses. A message
/// starts at the line's start (`id = …`); indented lines go on with it; `#` lines are comments.
fn messages(catalogue: &str) -> BTreeMap<String, BTreeSet<String>> {
    let mut messages: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    let mut current: Option<String> = None;
    for line in catalogue.lines() {
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        let body = if line.starts_with([' ', '\t', '*', '[', '}']) {
            line
        } else {
            let (id, body) = line.split_once('=').expect("a message is `id = text`");
            let id = id.trim().to_string();
            assert!(
                messages.insert(id.clone(), BTreeSet::new()).is_none(),
                "{id} twice"
            );
            current = Some(id);
            body
        };
        let id = current.as_ref().expect("a line within a message");
        let placeholders = messages.get_mut(id).unwrap();
        for (at, _) in body.match_indices('$') {
            let name: String = body[at + 1..]
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '_' || *c == '-')
                .collect();
            placeholders.insert(name);
        }
    }
    messages
}

/// All of a language's messages, from all its files: an id in two files is one too many.
fn catalogue(lang: Lang) -> BTreeMap<String, BTreeSet<String>> {
    let mut all = BTreeMap::new();
    for text in lang.catalogues() {
        for (id, placeholders) in messages(text) {
            assert!(
                all.insert(id.clone(), placeholders).is_none(),
                "{id} twice in {}",
                lang.tag()
            );
        }
    }
    all
}

#[test]
fn every_catalogue_has_englishs_messages_no_more_and_the_same_placeholders() {
    let english = catalogue(Lang::En);
    assert!(english.len() > 40, "the English catalogue is read");
    assert_eq!(
        english["derivation"].len(),
        7,
        "{:?}",
        english["derivation"]
    );
    for lang in [Lang::Pt, Lang::Ru] {
        let other = catalogue(lang);
        let missing: Vec<_> = english
            .keys()
            .filter(|id| !other.contains_key(*id))
            .collect();
        let extra: Vec<_> = other
            .keys()
            .filter(|id| !english.contains_key(*id))
            .collect();
        assert!(missing.is_empty(), "{} lacks {missing:?}", lang.tag());
        assert!(extra.is_empty(), "{} has extra {extra:?}", lang.tag());
        for (id, placeholders) in &english {
            assert_eq!(&other[id], placeholders, "{id} in {}", lang.tag());
        }
    }
}

#[test]
fn every_message_formats_without_an_error_in_every_language() {
    // message_in asserts (in this debug build) that Fluent reported no error.
    for lang in Lang::ALL {
        for (id, placeholders) in catalogue(Lang::En) {
            let args: Vec<(&str, elocalc::i18n::Arg)> = placeholders
                .iter()
                .map(|name| (name.as_str(), 2u64.into()))
                .collect();
            let text = message_in(lang, &id, &args);
            assert!(
                !text.is_empty() && !text.contains('\u{2068}'),
                "{id}: {text:?}"
            );
        }
    }
}

#[test]
fn russian_plurals_for_1_2_5_11_21_22() {
    let games = |count: u64| message_in(Lang::Ru, "games", &[("count", count.into())]);
    assert_eq!(games(1), "1 партия");
    assert_eq!(games(2), "2 партии");
    assert_eq!(games(5), "5 партий");
    assert_eq!(games(11), "11 партий");
    assert_eq!(games(21), "21 партия");
    assert_eq!(games(22), "22 партии");
}

const GAME: [&str; 7] = [
    "game",
    "--rating",
    "1600",
    "--opponent",
    "1400",
    "--result",
    "win",
];

fn with(extra: &[&'static str]) -> Vec<&'static str> {
    GAME.iter().copied().chain(extra.iter().copied()).collect()
}

#[test]
fn json_and_csv_are_byte_identical_in_every_language() {
    for format in [&["--json"][..], &["--format", "csv"][..]] {
        let args = with(format);
        let english = elocalc_in(&[("LANG", "en_US.UTF-8")], &args);
        assert!(english.status.success());
        assert!(!english.stdout.is_empty());
        for vars in [
            &[("LANG", "pt_BR.UTF-8")][..],
            &[("LANG", "ru_RU.UTF-8")],
            &[("LC_ALL", "ru_RU.UTF-8")],
            &[("LC_MESSAGES", "pt_BR")],
        ] {
            let other = elocalc_in(vars, &args);
            assert_eq!(other.stdout, english.stdout, "{vars:?} {format:?}");
            assert_eq!(other.status.code(), english.status.code());
        }
        for lang in ["pt", "ru"] {
            let mut flagged = args.clone();
            flagged.extend(["--lang", lang]);
            let other = elocalc_in(&[], &flagged);
            assert_eq!(other.stdout, english.stdout, "--lang {lang} {format:?}");
        }
    }
    // A rating period, G games against an average, a norm check and a tournament file: the
    // same in every language.
    let worked = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/trf/worked-example.trf");
    for args in [
        &[
            "period",
            "--rating",
            "1922",
            "--k",
            "40",
            "1798:1",
            "1801:0",
            "1897:1",
            "unrated:0.5",
        ][..],
        &[
            "multi",
            "--rating",
            "1500",
            "--average",
            "1600",
            "--games",
            "5",
            "--points",
            "3.5",
        ],
        &[
            "norm",
            "--title",
            "gm",
            "--federation",
            "GER",
            "2500:1:gm:FRA",
            "2450:0.5:im:ESP",
            "2400:?:-:GER",
        ],
        &["trf", worked.to_str().unwrap()],
    ] {
        for format in [&["--json"][..], &["--format", "csv"][..]] {
            let args: Vec<&str> = args.iter().chain(format).copied().collect();
            let english = elocalc_in(&[("LANG", "en_US.UTF-8")], &args);
            assert!(english.status.success(), "{args:?}: {english:?}");
            assert!(!english.stdout.is_empty());
            for lang in ["pt", "ru"] {
                let mut flagged = args.clone();
                flagged.extend(["--lang", lang]);
                let other = elocalc_in(&[], &flagged);
                assert_eq!(other.stdout, english.stdout, "--lang {lang} {args:?}");
            }
        }
    }
    // A refused value exits 2 in every language.
    let bad = [
        "game",
        "--rating",
        "1600",
        "--opponent",
        "x",
        "--result",
        "win",
        "--json",
    ];
    for vars in [&[("LANG", "ru_RU.UTF-8")][..], &[]] {
        assert_eq!(elocalc_in(vars, &bad).status.code(), Some(2));
    }
}

fn stdout(output: &std::process::Output) -> String {
    assert!(output.status.success(), "{output:?}");
    String::from_utf8(output.stdout.clone()).unwrap()
}

#[test]
fn the_game_table_speaks_the_environments_language_with_a_decimal_comma() {
    let portuguese = stdout(&elocalc_in(&[("LANG", "pt_BR.UTF-8")], &GAME));
    // 1600 against 1400: PD 0.76 (table 8.1.2), 20 × (1 − 0.76) = +4.80 → +5.
    assert!(
        portuguese.starts_with("FIDE Clássico · vale rating\n"),
        "{portuguese}"
    );
    for expected in [
        "Esperado",
        "0,76 (76%)",
        "+4,80 → +5",
        "Novo rating",
        "1605",
        "Vitória sua",
        "tabela 8.1.2 · D +200 → PD 0,76 · 20 × (1 − 0,76) = +4,80",
        "O novo rating do seu adversário fica abaixo de 1400",
    ] {
        assert!(portuguese.contains(expected), "{expected} in {portuguese}");
    }
    let russian = stdout(&elocalc_in(&[], &with(&["--lang", "ru"])));
    for expected in [
        "Ожидание",
        "0,24 (24%)",
        "-4,80 → -5",
        "Нов. рейтинг",
        "таблица 8.1.2 · D -200 → PD 0,24 · 20 × (0 − 0,24) = -4,80",
    ] {
        assert!(russian.contains(expected), "{expected} in {russian}");
    }
    // Markdown is for people too; its section titles are translated with the rest.
    let markdown = stdout(&elocalc_in(&[], &with(&["--lang", "ru", "--format", "md"])));
    for expected in [
        "## Классика ФИДЕ · рейтинговая",
        "### Партия",
        "### Если партия закончится",
        "| Ожидание | 0,76 (76%) | 0,24 (24%) |",
    ] {
        assert!(markdown.contains(expected), "{expected} in {markdown}");
    }
    // A draw's score is written 0,5; ratings never get a thousands separator.
    let draw = stdout(&elocalc_in(
        &[("LANG", "ru_RU.UTF-8")],
        &[
            "game",
            "--rating",
            "2100",
            "--opponent",
            "2000",
            "--result",
            "0,5",
        ],
    ));
    assert!(draw.contains("0,5"), "{draw}");
    assert!(draw.contains("2100") && !draw.contains("2 100") && !draw.contains("2.100"));
    // --lang wins over the environment, and C is English.
    let english = stdout(&elocalc_in(
        &[("LANG", "ru_RU.UTF-8")],
        &with(&["--lang", "en"]),
    ));
    assert!(english.contains("Expected         0.76 (76%)"), "{english}");
    let c = stdout(&elocalc_in(&[("LC_ALL", "C"), ("LANG", "pt_BR")], &GAME));
    assert_eq!(c, english);
}

#[test]
fn a_bad_lang_is_one_line_naming_it_and_exits_2() {
    let output = elocalc_in(&[], &with(&["--lang", "de"]));
    assert_eq!(output.status.code(), Some(2));
    let error = String::from_utf8(output.stderr).unwrap();
    assert_eq!(error.lines().count(), 1, "{error}");
    assert!(error.starts_with("elocalc: "), "{error}");
    assert!(
        error.contains("'de'") && error.contains("en, pt or ru"),
        "{error}"
    );
    assert!(output.stdout.is_empty());
}

#[test]
fn a_decimal_comma_is_a_draw_in_a_game_argument() {
    let value: Value = serde_json::from_slice(
        &elocalc_in(
            &[],
            &["period", "--rating", "1500", "1500:0,5", "1600:1", "--json"],
        )
        .stdout,
    )
    .unwrap();
    assert_eq!(value["score"], 1.5);
    assert_eq!(value["games"][0]["score"], 0.5);
    // In a games list the comma separates: `1500,0,5` is no game, named by its line.
    let dir = temp_dir();
    let file = dir.path().join("games.txt");
    std::fs::write(&file, "1500,0,5\n").unwrap();
    let output = elocalc_in(
        &[],
        &[
            "period",
            "--rating",
            "1500",
            "--file",
            file.to_str().unwrap(),
        ],
    );
    assert_eq!(output.status.code(), Some(2));
    assert!(String::from_utf8(output.stderr).unwrap().contains(":1:"));
}

#[test]
fn a_decimal_comma_in_a_form_field_and_a_table_cell() {
    // Game mode's result field, typed as the command line writes it.
    let mut app = App::new();
    let mut request = app.request().clone();
    elocalc::calc::edit::set_choice(&mut request, Entry::Result, "0,5").unwrap();
    assert_eq!(request.result, elocalc::rating::Score::Draw);
    // Multi mode's points: 3,5 from 5 games against 1600, as 3.5 is.
    let mut multi = multi_app();
    focus(&mut multi, Entry::Points);
    replace(&mut multi, "3,5");
    press(&mut multi, KeyCode::Enter);
    let typed = multi_app();
    assert!(multi.error_for(Entry::Points).is_none());
    assert_eq!(
        format!("{:?}", multi.outcome()),
        format!("{:?}", typed.outcome())
    );
    // A Tournament cell: 0,5 is a draw.
    press(&mut app, KeyCode::F(3));
    replace(&mut app, "1500");
    focus(&mut app, Entry::Rows);
    add_game(&mut app, "1500", "0,5");
    let rows = &app.request().rows;
    assert_eq!(rows.len(), 1);
    assert_eq!(
        rows[0].score,
        elocalc::calc::RowScore::Played(elocalc::rating::Score::Draw)
    );
}

/// 1600 against 1400 in Game mode, in `lang`.
fn game_in(lang: Lang) -> App {
    let mut app = App::new().speaking(lang);
    replace(&mut app, "1600");
    press(&mut app, KeyCode::Tab);
    replace(&mut app, "1400");
    app
}

/// The start screen (1500 against 1500: the widest values, "+10,00 → +10" for both players)
/// keeps every value on one row in every language: a long label goes over two rows at a space
/// instead ("Pont." over "esperada"), and no word is broken.
#[test]
fn the_start_screens_values_stay_whole_in_every_language() {
    for (lang, header, expected, change) in [
        (
            Lang::En,
            ["You", "Opponent"],
            "Expected",
            "+10.00 → +10 -10.00 → -10",
        ),
        (
            Lang::Pt,
            ["Você", "Adversário"],
            "Esperado",
            "+10,00 → +10 -10,00 → -10",
        ),
        (
            Lang::Ru,
            ["Вы", "Соперник"],
            "Ожидание",
            "+10,00 → +10 -10,00 → -10",
        ),
    ] {
        let screen = screen(&App::new().speaking(lang), 80, 24);
        let row = |piece: &str| {
            screen
                .lines()
                .find(|line| line.contains(piece))
                .unwrap_or_else(|| panic!("{piece:?} in {}:\n{screen}", lang.tag()))
                .to_string()
        };
        // The header's names whole, on one row.
        let names = row(header[0]);
        assert!(names.contains(header[1]), "{names}");
        // Both players' expected scores beside the label's first row.
        let figures = if lang == Lang::En {
            "0.50 (50%)"
        } else {
            "0,50 (50%)"
        };
        assert_eq!(
            row(expected).matches(figures).count(),
            2,
            "{}",
            row(expected)
        );
        assert!(
            screen.contains(change),
            "{change:?} in {}:\n{screen}",
            lang.tag()
        );
        assert!(!screen.contains('…'), "{screen}");
    }
}

#[test]
fn game_mode_holds_at_80x24_in_portuguese_and_russian() {
    let english = screen(&game_in(Lang::En), 80, 24);
    assert!(!english.contains('…'));
    for (lang, name, words) in [
        (
            Lang::Pt,
            "game_pt_80x24",
            &[
                "F2 Partida",
                "Seu rating",
                "Adversário",
                "Resultado",
                "‹ Vitória ›",
                "Esperado",
                "0,76 (76%)",
                "+4,80 → +5",
                "Vitória sua",
                "sair, salvando",
                "FIDE Clássico · vale rating",
            ][..],
        ),
        (
            Lang::Ru,
            "game_ru_80x24",
            &[
                "F2 Партия",
                "Ваш рейтинг",
                "Рейтинг соперника",
                "Ожидание",
                "0,24 (24%)",
                "-4,80 → -5",
                "Вы проиграли",
                "выход с сохранением",
                "Классика ФИДЕ · рейтинговая",
            ],
        ),
    ] {
        let screen = screen(&game_in(lang), 80, 24);
        assert!(
            !screen.contains('…'),
            "nothing cut in {}:\n{screen}",
            lang.tag()
        );
        assert_contains(&screen, words);
        // Each value starts on the row of its label: no label runs into its value.
        for line in screen.lines().filter(|line| line.contains("‹")) {
            let label_end = line.find("‹").unwrap();
            assert!(line[..label_end].ends_with(' '), "{line}");
        }
        insta::assert_snapshot!(name, screen);
        // With FIDE auto the K profile's fields come in under K: whole too.
        let mut auto = game_in(lang);
        focus(&mut auto, Entry::KPreset);
        for _ in 0..3 {
            press(&mut auto, KeyCode::Right);
        }
        let screen = common::screen(&auto, 80, 24);
        assert!(
            !screen.contains('…'),
            "nothing cut in {}:\n{screen}",
            lang.tag()
        );
        let profile = message_in(lang, "field-games-so-far", &[]);
        assert!(screen.contains(profile.trim()), "{screen}");
    }
}

#[test]
fn every_translated_form_label_leaves_its_value_room() {
    // The form's label column is 20 wide, the mark of a field in error takes 2 of them.
    let fields = [
        "field-fide-player",
        "field-rating",
        "field-opponent",
        "field-result",
        "field-k",
        "field-custom-k",
        "field-opponent-k",
        "field-pool",
        "field-games-so-far",
        "field-born",
        "field-reached-2400",
        "field-year",
        "field-average",
        "field-games",
        "field-points",
        "field-games-table",
        "field-remaining",
        "field-remaining-average",
        "field-target",
        "field-norm-title",
        "field-federation",
        "field-min-games",
        "field-exemption",
        "field-report-pool",
        "field-report-k",
        "field-players",
    ];
    for lang in Lang::ALL {
        for id in fields {
            let label = message_in(lang, id, &[]);
            assert!(
                label.chars().count() <= 17,
                "{id} in {}: {label:?}",
                lang.tag()
            );
        }
        // A hint fills its value's room at most: the form is 40 wide, 18 of it the value's.
        for id in [
            "placeholder-look-up",
            "placeholder-same-as-k",
            "placeholder-remaining",
            "placeholder-remaining-average",
            "placeholder-optional",
            "placeholder-federation",
            "placeholder-from-file",
        ] {
            let hint = message_in(lang, id, &[]);
            assert!(
                hint.chars().count() <= 18,
                "{id} in {}: {hint:?}",
                lang.tag()
            );
        }
    }
}

#[test]
fn l_switches_the_language_says_so_and_keeps_it() {
    let dir = temp_dir();
    let store = elocalc::store::Store::new(dir.path());
    let mut effects = elocalc::tui::Effects::new(Some(store));
    let mut app = App::new();
    let key = |code| {
        elocalc::tui::message::Message::Key(crossterm::event::KeyEvent::new(
            code,
            crossterm::event::KeyModifiers::NONE,
        ))
    };
    effects.dispatch(&mut app, key(KeyCode::Char('L')));
    assert_eq!(app.lang(), Lang::Pt);
    assert_eq!(app.status().unwrap().text, "Idioma: Português · L muda");
    let kept = elocalc::store::settings::load(dir.path()).unwrap();
    assert_eq!(kept.lang(dir.path()).unwrap(), Some(Lang::Pt));
    assert!(screen(&app, 80, 24).starts_with(" F2 Partida"));
    effects.dispatch(&mut app, key(KeyCode::Char('L')));
    assert_eq!(app.lang(), Lang::Ru);
    assert_eq!(app.status().unwrap().text, "Язык: Русский · L меняет");
    effects.dispatch(&mut app, key(KeyCode::Char('L')));
    assert_eq!(app.lang(), Lang::En);
    let kept = elocalc::store::settings::load(dir.path()).unwrap();
    assert_eq!(kept.lang(dir.path()).unwrap(), Some(Lang::En));
    // The help lists the key.
    press(&mut app, KeyCode::Char('?'));
    assert!(screen(&app, 120, 40).contains("L            language (en, pt, ru)"));
}

#[test]
fn a_periods_score_says_rated_games_in_their_plural_forms() {
    let said = |lang, rated: u64| {
        message_in(
            lang,
            "score-rated-and-all",
            &[
                ("points", "1".into()),
                ("rated", rated.into()),
                ("total", "1,5".into()),
                ("all", (rated + 1).into()),
            ],
        )
    };
    assert_eq!(said(Lang::En, 1), "1 of 1 rated · 1,5 of 2 in all");
    assert_eq!(said(Lang::Pt, 1), "1 de 1 válida · 1,5 de 2 no total");
    assert_eq!(said(Lang::Pt, 0), "1 de 0 válidas · 1,5 de 1 no total");
    assert_eq!(said(Lang::Pt, 3), "1 de 3 válidas · 1,5 de 4 no total");
    assert_eq!(said(Lang::Ru, 3), "1 из 3 в зачёт · 1,5 из 4 всего");
}

/// T27 in `lang`: 1922, K 40, three games, plus a draw with an unrated opponent.
fn tournament_in(lang: Lang) -> App {
    tournament_app().speaking(lang)
}

/// Multi mode in `lang`: 1500 against an average of 1600, 3.5 points from 5 games, the
/// points typed with a comma.
fn multi_in(lang: Lang) -> App {
    let mut app = multi_app().speaking(lang);
    replace(&mut app, "3,5");
    app
}

/// `screen` has no "…" but those of `english` (a range's, never a cut word), and each value
/// on a form row starts after a space.
fn assert_whole(screen: &str, english: &str, lang: Lang) {
    assert_eq!(
        screen.matches('…').count(),
        english.matches('…').count(),
        "nothing cut in {}:\n{screen}\nEnglish:\n{english}",
        lang.tag()
    );
    for line in screen.lines().filter(|line| line.contains("‹")) {
        let label_end = line.find("‹").unwrap();
        assert!(line[..label_end].ends_with(' '), "{line}");
    }
}

#[test]
fn tournament_mode_holds_at_80x24_in_portuguese_and_russian() {
    // 1922 against 1798, 1801, 1897 (K 40, table 8.1.2): PD 0.67, 0.66, 0.53; 2 points of
    // 3 rated, expected 1.86; 40 × (2 − 1.86) = +5.60 → +6, 1928; the draw with an unrated
    // opponent is not rated: 2.5 of 4 in all.
    let english = screen(&tournament_in(Lang::En), 80, 24);
    for (lang, name, words) in [
        (
            Lang::Pt,
            "tournament_pt_80x24",
            &[
                "F3 Torneio",
                "Seu rating",
                "Lista de partidas",
                "4 partidas",
                "Rodadas a jogar",
                "ex.: 3 para metas",
                "Sua meta",
                "opcional",
                "Totais",
                "Válidas",
                "2 de 3 válidas",
                "= 1832,00 + 125 (p 0,67, tabela 8.1.1)",
                "(esperada 1,86)",
                "+5,60 → +6",
                "1928",
                "Partidas (4)",
                "Adversário",
                "Contribuição",
                "0,67",
                "+13,20",
                "-26,40",
                "0,5",
                "adversário sem rating",
            ][..],
        ),
        (
            Lang::Ru,
            "tournament_ru_80x24",
            &[
                "F3 Турнир",
                "Ваш рейтинг",
                "Таблица партий",
                "4 партии",
                "Осталось туров",
                "напр. 3 для целей",
                "Итоги",
                "В зачёт",
                "2 из 3 в зачёт",
                "= 1832,00 + 125 (p 0,67, табл. 8.1.1)",
                "1,86",
                "+5,60 → +6",
                "1928",
                "Партии (4)",
                "Соперник",
                "Вклад",
                "0,66",
                "+18,80",
                "соперник без рейтинга",
            ],
        ),
    ] {
        let screen = screen(&tournament_in(lang), 80, 24);
        assert_whole(&screen, &english, lang);
        assert_contains(&screen, words);
        assert!(
            !screen.contains("0.67") && !screen.contains("5.60"),
            "{screen}"
        );
        insta::assert_snapshot!(name, screen);
    }
}

#[test]
fn multi_mode_holds_at_80x24_in_portuguese_and_russian() {
    // 1500 against 1600: PD 0.36 a game, 1.80 in 5; 20 × (3.5 − 1.80) = +34.00 → +34.
    let english = screen(&multi_in(Lang::En), 80, 24);
    assert!(english.contains("0.36 × 5 = 1.80"), "{english}");
    for (lang, name, words) in [
        (
            Lang::Pt,
            "multi_pt_80x24",
            &[
                "F4 Múltiplas",
                "Rating médio",
                "Partidas",
                "Pontos",
                "Fator K",
                "Resultado",
                "Diferença usada",
                "Esperado",
                "0,36 × 5 = 1,80",
                "+34,00 → +34",
                "Novo rating",
                "1534",
                "média: D -100",
            ][..],
        ),
        (
            Lang::Ru,
            "multi_ru_80x24",
            &[
                "F4 Серия",
                "Средний рейтинг",
                "Партии",
                "Очки",
                "Результат",
                "Разница рейтингов",
                "Ожидание",
                "0,36 × 5 = 1,80",
                "+34,00 → +34",
                "Нов. рейтинг",
                "1534",
            ],
        ),
    ] {
        let screen = screen(&multi_in(lang), 80, 24);
        assert_whole(&screen, &english, lang);
        assert_contains(&screen, words);
        insta::assert_snapshot!(name, screen);
    }
}

#[test]
fn the_games_tables_title_and_empty_hint_are_translated() {
    for (lang, empty, all, part) in [
        (
            Lang::Pt,
            "Tab aqui, depois a: nova partida",
            "Partidas (0)",
            "┌ Partidas ",
        ),
        (
            Lang::Ru,
            "Tab сюда, затем a — добавить партию",
            "Партии (0)",
            "┌ Партии ",
        ),
    ] {
        let mut app = App::new().speaking(lang);
        replace(&mut app, "1922");
        press(&mut app, KeyCode::F(3));
        let screen = common::screen(&app, 80, 24);
        assert_contains(&screen, &[empty, all]);
        // Twelve games do not all fit at 80×24: the title says which show, of how many.
        focus(&mut app, Entry::Rows);
        for _ in 0..12 {
            add_game(&mut app, "1800", "1");
        }
        let screen = common::screen(&app, 80, 24);
        let of = if lang == Lang::Pt { "de 12" } else { "из 12" };
        let title = screen
            .lines()
            .find(|line| line.starts_with(part))
            .unwrap_or_else(|| panic!("{part} in\n{screen}"));
        assert!(title.contains(of) && title.contains('–'), "{title}");
    }
}

#[test]
fn tournament_targets_are_translated_with_the_same_figures() {
    let with_rounds = |lang| {
        let mut app = tournament_in(lang);
        focus(&mut app, Entry::Remaining);
        replace(&mut app, "3");
        press(&mut app, KeyCode::Tab);
        replace(&mut app, "2000");
        press(&mut app, KeyCode::Enter);
        screen(&app, 120, 40)
    };
    // After +5.60 in 4 games, 3 rounds against 2000 (D -78 → PD 0.39, 1.17 expected), K 40:
    // keeping 1922 needs 5.60 + 40 × (S − 1.17) ≥ -0.5, S ≥ 1.02 → 1½; 1932 needs ≥ 9.5,
    // S ≥ 1.27 → 1½; 2000 needs ≥ 77.5, S ≥ 2.97 → 3. The same figures in every language.
    assert_contains(
        &with_rounds(Lang::En),
        &[
            "Keep 1922      1½ of 3",
            "Gain 10: 1932  1½ of 3",
            "Reach 2000     3 of 3",
        ],
    );
    assert_contains(
        &with_rounds(Lang::Pt),
        &[
            "Manter 1922      1½ de 3",
            "Ganhar 10: 1932  1½ de 3",
            "Chegar a 2000    3 de 3",
        ],
    );
    assert_contains(
        &with_rounds(Lang::Ru),
        &[
            "Сохранить 1922  1½ из 3",
            "Плюс 10: 1932   1½ из 3",
            "Достичь 2000    3 из 3",
        ],
    );
}

#[test]
fn tournament_and_multi_hold_on_larger_screens_too() {
    for (width, height) in [(100, 30), (120, 40), (200, 50)] {
        for app in [tournament_in, multi_in] {
            let english = screen(&app(Lang::En), width, height);
            for lang in [Lang::Pt, Lang::Ru] {
                assert_whole(&screen(&app(lang), width, height), &english, lang);
            }
        }
    }
}

/// Norm mode in `lang`: the worked GM norm case of tests/common's `norm_app`.
fn norm_in(lang: Lang) -> App {
    norm_app().speaking(lang)
}

#[test]
fn norm_mode_holds_at_80x24_in_portuguese_and_russian() {
    let english = screen(&norm_in(Lang::En), 80, 24);
    assert!(english.contains("Verdict"), "{english}");
    for (lang, name, words) in [
        (
            Lang::Pt,
            "norm_pt_80x24",
            &[
                "F5 Norma",
                "Norma de WGM · fed. CHN · 9 partidas",
                "Sua federação",
                "Mín. de partidas",
                "‹ nenhuma ›",
                "Feds. estrang.    8 (≥ 2)  ✓  1.4.3",
                "WGMs, IMs ou GMs  5 (≥ 3)  ✓  1.4.5",
                "4 de 9 (≥ 35%)",
                "ainda não: o",
                "6½ de 9: mais 2½",
                "Advers. Pont. Título Fed  Usado",
                "0,5",
            ][..],
        ),
        (
            Lang::Ru,
            "norm_ru_80x24",
            &[
                "F5 Норма",
                "Норма WGM · федерация CHN · 9 партий",
                "Ваша федерация",
                "Мин. партий",
                "‹ нет ›",
                "Вердикт",
                "1.4.5a",
                "4 из 9 (≥ 35 %)",
                "0,5",
                // Every heading whole: "Соперник" was cut to "оперник" at 80 columns.
                "# Соперник  Очки Звание Фед  Учтён",
            ],
        ),
    ] {
        let screen = screen(&norm_in(lang), 80, 24);
        assert_whole(&screen, &english, lang);
        assert_contains(&screen, words);
        insta::assert_snapshot!(name, screen);
    }
}

#[test]
fn field_modes_headings_are_never_wider_than_englishs() {
    // The players' column widths are found once, from the headings in every language: a
    // heading no wider than English's keeps English's widths; the rounds' columns are fixed.
    // The first rating's column is titled "First" on screen, "First rating" in the text only.
    let ids = PLAYER_COLUMN_IDS[..13]
        .iter()
        .copied()
        .chain([
            "field-column-rank",
            "field-column-rated",
            "field-column-first",
        ])
        .chain(ROUND_COLUMNS);
    for id in ids {
        let english = message_in(Lang::En, id, &[]).chars().count();
        for lang in [Lang::Pt, Lang::Ru] {
            let heading = message_in(lang, id, &[]);
            assert!(
                heading.chars().count() <= english,
                "{id} in {}: {heading:?}",
                lang.tag()
            );
        }
    }
}

/// Field mode in `lang`: tests/common's `field_app`.
fn field_in(lang: Lang) -> App {
    field_app().speaking(lang)
}

#[test]
fn field_mode_holds_at_80x24_in_portuguese_and_russian() {
    let english = screen(&field_in(Lang::En), 80, 24);
    for (lang, name, words) in [
        (
            Lang::Pt,
            "field_pt_80x24",
            &[
                "F6 Tabela",
                "‹ do arquivo ›",
                "6 jogadores · por ordem inicial",
                "Cl Nº ▲ Nome",
                "Vál.  Esp   Δ  Nov   Rp Inic.",
                // Alpha: 2700, K 10, 3 of 4 against 2450, 2180, 1950, 1610 expected 3.78.
                "Alpha, Anna · -7,80 → 2692 · 4 com rating",
                "Rd  Adv Nome          Rtg C R Pts  Esp Nota",
                "0,5 0,81",
                "adversário sem rating",
                // Charlie's 2.5 of 3, expected 1.79, in the players table.
                "2,5 1,79 +28 2208",
            ][..],
        ),
        (
            Lang::Ru,
            "field_ru_80x24",
            &[
                "F6 Таблица",
                "6 игроков · по: стартовый номер",
                "Alpha, Anna · -7,80 → 2692 · рейтинговых: 4",
                "Тр  Соп Имя           Ртг Ц Р Очк  Ожд Прим",
                "соперник без рейтинга",
                "2,5 1,79 +28 2208",
            ],
        ),
    ] {
        let screen = screen(&field_in(lang), 80, 24);
        assert_whole(&screen, &english, lang);
        assert_contains(&screen, words);
        insta::assert_snapshot!(name, screen);
    }
}

/// The help at 80×24 in `lang`, page after page to its end.
fn help_pages(lang: Lang) -> String {
    let mut app = App::new().speaking(lang);
    elocalc::tui::handle_event(&mut app, &crossterm::event::Event::Resize(80, 24));
    press(&mut app, KeyCode::F(1));
    let mut page = screen(&app, 80, 24);
    let mut pages = page.clone();
    for _ in 0..20 {
        press(&mut app, KeyCode::PageDown);
        let next = screen(&app, 80, 24);
        if next == page {
            break;
        }
        pages += &next;
        page = next;
    }
    pages
}

#[test]
fn the_help_lists_every_key_in_portuguese_and_russian_too() {
    let english = help_pages(Lang::En);
    // The section titles, the help's own title and one binding's words, each in its language.
    let titles = [
        "help-anywhere",
        "help-text-fields",
        "help-choice-fields",
        "help-games-table",
        "help-players",
        "help-cell",
        "help-event-line",
        "help-lookup",
        "help-sessions",
        "help-popups",
    ];
    for (lang, said) in [
        (
            Lang::Pt,
            &[
                "┌ Teclas · Esc ? F1: fechar a ajuda · ↑ ↓: rolar",
                "desfazer",
            ][..],
        ),
        (
            Lang::Ru,
            &[
                "┌ Клавиши · Esc ? F1: закрыть справку · ↑ ↓: прокрутка",
                "отменить",
            ],
        ),
    ] {
        let pages = help_pages(lang);
        for binding in elocalc::tui::keys::BINDINGS
            .iter()
            .filter(|b| b.speaks.includes(lang))
        {
            assert!(
                pages.contains(binding.keys),
                "{} missing from the help in {}:\n{pages}",
                binding.keys,
                lang.tag()
            );
        }
        // Each title whole on its row (a title wider than a column would lose its end).
        for id in titles {
            let title = message_in(lang, id, &[]);
            assert!(pages.contains(&title), "{title}:\n{pages}");
            assert_ne!(title, message_in(Lang::En, id, &[]), "{id}");
        }
        assert_contains(&pages, said);
        // No English words left: an English binding's words never show.
        assert!(
            !pages.contains("close the help") && !pages.contains("undo"),
            "{pages}"
        );
        // Nothing cut: the only "…" are those English has too, the mode keys' and the choice
        // fields' title's.
        let rest = |pages: &str, lang| {
            pages
                .replace("F2 … F6", "")
                .replace(&message_in(lang, "help-choice-fields", &[]), "")
        };
        assert!(!rest(&english, Lang::En).contains('…'), "{english}");
        assert!(!rest(&pages, lang).contains('…'), "{pages}");
    }
}

#[test]
fn the_help_at_120x40_in_portuguese_and_russian() {
    for (lang, name) in [(Lang::Pt, "help_pt_120x40"), (Lang::Ru, "help_ru_120x40")] {
        let mut app = game_in(lang);
        press(&mut app, KeyCode::Esc);
        press(&mut app, KeyCode::F(1));
        insta::assert_snapshot!(name, screen(&app, 120, 40));
    }
}

/// The footer (the last row) of Game mode at 80×24 in `lang`: on the rating field, then
/// typing in it.
fn game_footers(lang: Lang) -> [String; 2] {
    let mut app = App::new().speaking(lang);
    let last = |app: &App| {
        screen(app, 80, 24)
            .lines()
            .last()
            .unwrap()
            .trim_end()
            .to_string()
    };
    let navigating = last(&app);
    press(&mut app, KeyCode::Enter);
    [navigating, last(&app)]
}

#[test]
fn game_modes_footer_keeps_its_first_keys_at_80_columns_in_portuguese_and_russian() {
    let english = game_footers(Lang::En);
    for (lang, name, words) in [
        (
            Lang::Pt,
            "game_footer_pt_80x24",
            [
                "sair, salvando",
                "editar; 0–9: novo valor",
                "manter o valor",
            ],
        ),
        (
            Lang::Ru,
            "game_footer_ru_80x24",
            [
                "выход с сохранением",
                "править; 0–9: значение",
                "оставить значение",
            ],
        ),
    ] {
        let footers = game_footers(lang);
        for (footer, english) in footers.iter().zip(&english) {
            // Every first key (rank FIRST) English shows at 80 columns shows here too, in this
            // language; the usual ones may give way to longer words.
            let first = elocalc::tui::keys::BINDINGS
                .iter()
                .filter(|b| b.rank == elocalc::tui::keys::FIRST)
                .filter(|b| b.speaks.includes(lang) && b.speaks.includes(Lang::En));
            for binding in first {
                let entry = |lang| {
                    format!(
                        "{} {} ",
                        binding.keys,
                        message_in(lang, binding.help_id, &[])
                    )
                };
                if format!("{english} ").contains(&entry(Lang::En)) {
                    assert!(
                        format!("{footer} ").contains(&entry(lang)),
                        "{} in {}: {footer}\nEnglish: {english}",
                        binding.keys,
                        lang.tag()
                    );
                }
            }
            assert!(footer.starts_with("^C ^Q "), "{footer}");
            let help = message_in(lang, "key-help", &[]);
            let more = message_in(lang, "key-more", &[]);
            assert!(
                footer.ends_with(&format!("? F1 {help}")) || footer.ends_with(&format!("? {more}")),
                "{footer}"
            );
            assert!(footer.chars().count() <= 80, "{footer}");
        }
        assert_contains(&footers.join("\n"), &words);
        insta::assert_snapshot!(name, footers.join("\n"));
    }
}

/// Field mode before a file is opened says how to open one, whole, at 80×24 in every
/// language: the F7 at the end of the note is the point of it.
#[test]
fn field_modes_empty_note_ends_in_f7_in_every_language() {
    for lang in Lang::ALL {
        let mut app = App::new().speaking(lang);
        press(&mut app, KeyCode::F(6));
        let shown = screen(&app, 80, 24);
        let panel: Vec<&str> = shown.lines().skip(1).take(5).collect();
        assert!(
            panel.iter().any(|line| line.contains("F7")),
            "{lang}:\n{}",
            panel.join("\n")
        );
    }
}

/// Every rating system's name fits the form's Pool choice whole, arrows and all, at 80×24 in
/// every language.
#[test]
fn every_systems_name_fits_the_pool_choice_in_every_language() {
    for lang in Lang::ALL {
        for system in elocalc::calc::System::all() {
            let mut app = App::new().speaking(lang);
            choose_pool(&mut app, system);
            let name = elocalc::i18n::with_lang(lang, || elocalc::report::names::system(system));
            let shown = screen(&app, 80, 24);
            assert!(
                shown.contains(&format!("‹ {name} ›")),
                "{lang} {}:\n{shown}",
                system.key()
            );
        }
    }
}

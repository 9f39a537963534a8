//! The terminal UI's messages in Portuguese and Russian (issue 25): the status and undo
//! messages of an edit, a pool change refilling from a FIDE list, a look-up, a save and an
//! import, said whole in each language; the popups' titles and keys, the chart's legend and
//! Field mode's lines at 80×24 with nothing cut. The expected sentences are written here by
//! hand from the catalogues (`locales/*/tui.ftl`), English's too: English must read as it did.

use crate::common;

use std::convert::Infallible;

use crate::fide_list_gen as generate;
use common::*;
use crossterm::event::KeyCode;
use elocalc::calc::{Entry, KPreset};
use elocalc::i18n::{Lang, message_in};
use elocalc::rating::list::{ListEntry, ListMonth, ListRating};
use elocalc::report::player::HistoryMonth;
use elocalc::store::RatingsList;
use elocalc::tui::state::App;
use elocalc::tui::state::RatingHistory;

const LANGS: [Lang; 3] = [Lang::En, Lang::Pt, Lang::Ru];

fn status(app: &App) -> String {
    app.status().map(|s| s.text.clone()).unwrap_or_default()
}

/// `shown` in `lang` has no "…" but those English's screen has (a range's, never a cut word).
fn assert_cut_as_english(shown: &str, english: &str, lang: Lang) {
    assert_eq!(
        shown.matches('…').count(),
        english.matches('…').count(),
        "nothing cut in {}:\n{shown}\nEnglish:\n{english}",
        lang.tag()
    );
}

/// Each of `expected` (English, Portuguese, Russian) is what `said` gives in its language.
fn each_lang(expected: [&str; 3], mut said: impl FnMut(Lang) -> String) {
    for (lang, expected) in LANGS.into_iter().zip(expected) {
        assert_eq!(said(lang), expected, "in {}", lang.tag());
    }
}

#[test]
fn an_edit_its_undo_and_redo_are_said_in_each_language() {
    // 1500 (the default) → 1600, undone, redone.
    let steps = |lang: Lang| {
        let mut app = App::new().speaking(lang);
        replace(&mut app, "1600");
        press(&mut app, KeyCode::Enter);
        let edited = status(&app);
        press(&mut app, KeyCode::Char('u'));
        let undone = status(&app);
        assert_eq!(app.request().rating, "1500");
        ctrl(&mut app, 'r');
        let redone = status(&app);
        press(&mut app, KeyCode::Char('u'));
        press(&mut app, KeyCode::Char('u'));
        let nothing = status(&app);
        [edited, undone, redone, nothing]
    };
    let [en, pt, ru] = LANGS.map(steps);
    assert_eq!(
        en,
        [
            "Your rating: 1500 → 1600 · u undoes",
            "undone: Your rating: 1500 → 1600 · ^R redoes",
            "redone: Your rating: 1500 → 1600 · u undoes",
            "nothing to undo",
        ]
    );
    assert_eq!(
        pt,
        [
            "Seu rating: 1500 → 1600 · u desfaz",
            "desfeito: Seu rating: 1500 → 1600 · ^R refaz",
            "refeito: Seu rating: 1500 → 1600 · u desfaz",
            "nada a desfazer",
        ]
    );
    assert_eq!(
        ru,
        [
            "Ваш рейтинг: 1500 → 1600 · u отменяет",
            "отменено: Ваш рейтинг: 1500 → 1600 · ^R возвращает",
            "возвращено: Ваш рейтинг: 1500 → 1600 · u отменяет",
            "нечего отменять",
        ]
    );
}

#[test]
fn a_choice_changed_and_a_game_deleted_are_said_in_each_language() {
    each_lang(
        [
            "Result: Win → Draw · u undoes",
            "Resultado: Vitória → Empate · u desfaz",
            "Результат: Победа → Ничья · u отменяет",
        ],
        |lang| {
            let mut app = App::new().speaking(lang);
            focus(&mut app, Entry::Result);
            press(&mut app, KeyCode::Right);
            status(&app)
        },
    );
    // T27's second game (1801, a loss) deleted from the Tournament table.
    each_lang(
        [
            "game 2 (1801, 0) deleted · u undoes",
            "partida 2 (1801, 0) apagada · u desfaz",
            "партия 2 (1801, 0) удалена · u отменяет",
        ],
        |lang| {
            let mut app = tournament_app().speaking(lang);
            focus(&mut app, Entry::Rows);
            press(&mut app, KeyCode::Home);
            press(&mut app, KeyCode::Char('j'));
            press(&mut app, KeyCode::Delete);
            status(&app)
        },
    );
}

fn month(text: &str) -> ListMonth {
    ListMonth::parse(text).unwrap()
}

/// A list of 2026-12 with Quist, Testa: 1843 standard (K 40), 1777 rapid (K 20), born 2009.
fn data_dir() -> TempDir {
    let dir = temp_dir();
    let mut lists = RatingsList::open(&RatingsList::default_path(dir.path())).unwrap();
    let testa = ListEntry {
        fide_id: 9_900_001,
        name: "Quist, Testa".into(),
        federation: Some("ISL".into()),
        title: Some("FM".into()),
        standard: Some(ListRating {
            rating: 1843,
            games: 4,
            k: Some(40),
        }),
        rapid: Some(ListRating {
            rating: 1777,
            games: 4,
            k: Some(20),
        }),
        born: Some(2009),
        ..ListEntry::default()
    };
    let entries = generate::entries(7, 40)
        .chain([testa])
        .map(Ok::<_, Infallible>);
    lists.import(month("2026-12"), entries, |_| ()).unwrap();
    dir
}

/// Game mode with FIDE auto, the player looked up by FIDE ID and chosen: its status, then the
/// pool changed to rapid: its status.
fn looked_up_then_rapid(lang: Lang, dir: &TempDir) -> [String; 2] {
    let mut app = Driven::with_lists(App::new().in_year(2026).speaking(lang), Some(dir.path()));
    focus(&mut app, Entry::KPreset);
    while app.request().k.preset != KPreset::FideAuto {
        press(&mut app, KeyCode::Right);
    }
    focus(&mut app, Entry::FidePlayer);
    press(&mut app, KeyCode::Enter);
    type_text(&mut app, "9900001");
    press(&mut app, KeyCode::Enter);
    let looked_up = status(&app);
    focus(&mut app, Entry::Pool);
    press(&mut app, KeyCode::Right);
    [looked_up, status(&app)]
}

#[test]
fn a_look_up_and_a_pool_change_refilling_from_the_list_are_said_in_each_language() {
    let dir = data_dir();
    let [en, pt, ru] = LANGS.map(|lang| looked_up_then_rapid(lang, &dir));
    // FIDE auto's K for a player born 2000 with no games typed is 40 until the list's; the
    // list gives 40 too, then the rapid line's 20.
    assert_eq!(
        en,
        [
            "Quist, Testa (9900001) from the 2026-12 list, rating 1500 → 1843, born 2000 → 2009, \
             K 40 from the 2026-12 list, on to your rating · u undoes",
            "Pool: FIDE Standard → FIDE Rapid; rating 1843 → 1777 from the 2026-12 list; \
             K 40 → 20 from the 2026-12 list · u undoes",
        ]
    );
    assert_eq!(
        pt,
        [
            "Quist, Testa (9900001) da lista de 2026-12, rating 1500 → 1843, nascido em 2000 → \
             2009, K 40 da lista de 2026-12, seguindo para seu rating · u desfaz",
            "Sistema: FIDE Clássico → FIDE Rápido; rating 1843 → 1777 da lista de 2026-12; \
             K 40 → 20 da lista de 2026-12 · u desfaz",
        ]
    );
    assert_eq!(
        ru,
        [
            "Quist, Testa (9900001) по списку за 2026-12, рейтинг 1500 → 1843, год рождения \
             2000 → 2009, K 40 по списку за 2026-12, дальше — ваш рейтинг · u отменяет",
            "Рейтинговый пул: Классика ФИДЕ → Рапид ФИДЕ; рейтинг 1843 → 1777 по списку за \
             2026-12; K 40 → 20 по списку за 2026-12 · u отменяет",
        ]
    );
}

/// A new app in `lang` that saves its sessions in `dir`.
fn saving_in(dir: &TempDir, lang: Lang) -> Driven {
    let store = elocalc::store::Store::new(dir.path());
    Driven::new(App::new().speaking(lang), Some(store))
}

#[test]
fn a_save_is_said_in_each_language() {
    each_lang(
        [
            "saved as 'club'",
            "salvo como 'club'",
            "сохранено как 'club'",
        ],
        |lang| {
            let dir = temp_dir();
            let mut driven = saving_in(&dir, lang);
            driven.ctrl('s');
            driven.ctrl('u');
            driven.type_text("club");
            driven.press(KeyCode::Enter);
            status(&driven.app)
        },
    );
}

/// Ctrl-N is no undo step: u in the new session says the one before is kept and how to reopen
/// it, on one line of an 80-column screen.
#[test]
fn u_after_ctrl_n_names_the_session_kept_in_each_language() {
    each_lang(
        [
            "nothing to undo in a new session · 'default' is kept: ^O opens it",
            "nada a desfazer numa sessão nova · 'default' fica guardada: ^O a abre",
            "в новой сессии нечего отменять · 'default' сохранена: ^O откроет её",
        ],
        |lang| {
            let dir = temp_dir();
            let mut driven = saving_in(&dir, lang);
            driven.replace("1600");
            driven.press(KeyCode::Enter);
            driven.ctrl('n');
            driven.press(KeyCode::Char('u'));
            let said = status(&driven.app);
            let screen = screen(&driven.app, 80, 24);
            assert!(
                screen.lines().any(|line| line.contains(&said)),
                "one line:\n{screen}"
            );
            said
        },
    );
}

/// Values set in one mode and used by the next are said when the mode is switched, the first
/// few by name, on one line of an 80-column screen.
#[test]
fn values_kept_from_the_mode_before_are_said_in_each_language() {
    each_lang(
        [
            "Tournament mode · kept from Game: Your rating 1600, K 40",
            "modo Torneio · mantido do modo Partida: Seu rating 1600, Fator K 40",
            "режим Турнир · из режима Партия сохранено: Ваш рейтинг 1600, Коэффициент K 40",
        ],
        |lang| {
            let mut app = App::new().speaking(lang);
            replace(&mut app, "1600");
            focus(&mut app, Entry::KPreset);
            press(&mut app, KeyCode::Char('4'));
            press(&mut app, KeyCode::F(3));
            let said = status(&app);
            let screen = screen(&app, 80, 24);
            assert!(
                screen.lines().any(|line| line.contains(&said)),
                "one line:\n{screen}"
            );
            said
        },
    );
}

/// T27's three games as OPPONENT | SCORE lines, in a file of `dir`.
fn games_file(dir: &TempDir) -> String {
    let path = dir.path().join("t27.txt");
    std::fs::write(&path, "1798 | 1\n1801 | 0\n1897 | 1\n").unwrap();
    path.display().to_string()
}

/// F7 with `path` typed and read: the preview.
fn import_preview(lang: Lang, path: &str) -> Driven {
    let mut driven = Driven::new(tournament_app().speaking(lang), None);
    driven.press(KeyCode::F(7));
    driven.type_text(path);
    driven.press(KeyCode::Enter);
    driven
}

#[test]
fn the_import_popup_and_what_it_added_are_said_in_each_language_at_80x24() {
    let dir = temp_dir();
    let path = games_file(&dir);
    let english = screen(&import_preview(Lang::En, &path).app, 80, 24);
    for (lang, name, lines) in [
        (
            Lang::Pt,
            "import_pt_80x24",
            [
                "┌ Importar · .pgn .csv, linhas OPPONENT | SCORE · .trf · lista FIDE ",
                "│3 partidas encontradas ",
                "│#     Adversário Pont.",
                "│Enter adiciona como novo evento · r substitui · Esc cancela ",
            ],
        ),
        (
            Lang::Ru,
            "import_ru_80x24",
            [
                "┌ Импорт · .pgn .csv, строки OPPONENT | SCORE · .trf · список ФИДЕ ",
                "│найдено: 3 партии ",
                "│#     Соперник   Очки",
                "│Enter добавляет новым турниром · r заменяет · Esc отмена ",
            ],
        ),
    ] {
        let mut driven = import_preview(lang, &path);
        let shown = screen(&driven.app, 80, 24);
        assert_cut_as_english(&shown, &english, lang);
        assert_contains(&shown, &lines);
        // The temporary folder's name changes from run to run.
        let same_width = format!("{:<1$}", "t27.txt", path.chars().count());
        insta::assert_snapshot!(name, shown.replace(&path, &same_width));
        // Enter: the file's games as a new event of the period (T27's table has four games).
        driven.press(KeyCode::Enter);
        let said = status(&driven.app);
        let expected = match lang {
            Lang::Pt => "importadas 3 partidas como evento 2 't27.txt': partidas 5–7 · u desfaz",
            _ => "импорт: 3 партии как турнир 2 't27.txt' — партии 5–7 · u отменяет",
        };
        assert_eq!(said, expected);
    }
}

#[test]
fn the_popups_titles_and_keys_are_translated() {
    let titles = |lang: Lang| {
        let mut app = App::new().speaking(lang);
        ctrl(&mut app, 's');
        let save = screen(&app, 80, 24);
        press(&mut app, KeyCode::Esc);
        press(&mut app, KeyCode::F(8));
        let export = screen(&app, 80, 24);
        [save, export]
    };
    let [save, export] = titles(Lang::Pt);
    assert_contains(
        &save,
        &["┌ Salvar a sessão como ", "└ Enter mantém · Esc cancela "],
    );
    assert_contains(&export, &["┌ Exportar para (.csv, .md ou .json) "]);
    let [save, export] = titles(Lang::Ru);
    assert_contains(
        &save,
        &["┌ Сохранить сессию как ", "└ Enter сохраняет · Esc отмена "],
    );
    assert_contains(&export, &["┌ Экспорт в (.csv, .md или .json) "]);
}

#[test]
fn the_charts_legend_is_translated_and_whole_at_80x24() {
    // Multi mode: 1500 against an average of 1600 (D -100), the FIDE curve, table and cap.
    for (lang, legend) in [
        (
            Lang::En,
            [
                "│logistic       │",
                "│table 8.1.2    │",
                "│±400 cap       │",
                "│average: D -100│",
            ],
        ),
        (
            Lang::Pt,
            [
                "│logística    │",
                "│tabela 8.1.2 │",
                "│limite ±400  │",
                "│média: D -100│",
            ],
        ),
        (
            Lang::Ru,
            [
                "│логистическая  │",
                "│таблица 8.1.2  │",
                "│предел ±400    │",
                "│средний: D -100│",
            ],
        ),
    ] {
        let app = multi_app().speaking(lang);
        let shown = screen(&app, 80, 24);
        assert!(!shown.contains('…'), "{shown}");
        assert_contains(&shown, &legend);
    }
}

/// The worked example in Field mode with a FIDE list of 2026-03 held (tests/common's).
fn field_with_list(lang: Lang, dir: &TempDir) -> Driven {
    let mut driven = Driven {
        app: App::new().speaking(lang),
        effects: elocalc::tui::effects::Effects::new(None)
            .with_lists(Some(dir.path().to_path_buf())),
    };
    driven.press(KeyCode::F(7));
    driven.type_text(&fixture("trf/worked-example.trf"));
    driven.press(KeyCode::Enter);
    driven.press(KeyCode::Enter);
    driven
}

#[test]
fn field_modes_list_lines_are_whole_at_80x24_in_each_language() {
    let dir = temp_dir();
    hold_list(dir.path(), "2026-03", worked_list(2700, 40));
    let english = screen(&field_with_list(Lang::En, &dir).app, 80, 24);
    for (lang, name, lines) in [
        (
            Lang::Pt,
            "field_list_pt_80x24",
            [
                " lista 2026-03: K de 4 (L) · 4 avisos (!) · 1 fora dela · h histórico ",
                "K 10 L: o K do jogador na lista de 2026-03",
                "! federation: ESP no arquivo, AND na lista de 2026-03 (vale o do arquivo)",
                "! title: nenhum no arquivo, CM na lista de 2026-03 (vale o do arquivo)",
            ],
        ),
        (
            Lang::Ru,
            "field_list_ru_80x24",
            [
                " список 2026-03: K у 4 (L) · 4 предупреждения (!) · нет в нём: 1 · h история ",
                "K 10 L: K игрока в списке за 2026-03",
                "! federation: ESP в файле, AND в списке за 2026-03 (берётся из файла)",
                "! title: нет в файле, CM в списке за 2026-03 (берётся из файла)",
            ],
        ),
    ] {
        let mut driven = field_with_list(lang, &dir);
        let shown = screen(&driven.app, 80, 24);
        assert_cut_as_english(&shown, &english, lang);
        assert_contains(&shown, &lines[..2]);
        insta::assert_snapshot!(name, shown);
        // Emil (rank 5): his warnings, each whole at 80 columns.
        driven.press(KeyCode::Home);
        for _ in 1..5 {
            driven.press(KeyCode::Char('j'));
        }
        let emil = screen(&driven.app, 80, 24);
        assert_contains(&emil, &lines[2..]);
    }
}

#[test]
fn field_modes_notes_are_translated_and_whole_where_the_band_shows_them() {
    // At 120×40 the summary band shows the notes under the summary (at 80×24 it has room
    // for the summary only, in every language).
    let english = screen(&field_app(), 120, 40);
    assert_contains(
        &english,
        &["│Each player's games are rated as one rating period (one rounding, K·n ≤ 700), │"],
    );
    for (lang, words) in [
        (
            Lang::Pt,
            [
                "As partidas de cada jogador são avaliadas como um só período de rating (um",
                "arredondamento, K·n ≤ 700), como se este torneio fosse o período inteiro.",
            ],
        ),
        (
            Lang::Ru,
            [
                "│Партии каждого игрока считаются как один рейтинговый период (одно округление, │",
                "│K·n ≤ 700), как если бы этот турнир был всем периодом.                        │",
            ],
        ),
    ] {
        let shown = screen(&field_app().speaking(lang), 120, 40);
        assert_cut_as_english(&shown, &english, lang);
        assert_contains(&shown, &words);
    }
}

#[test]
fn russian_counts_of_the_ui_take_their_plural_forms() {
    let ru = |id: &str, count: u64| message_in(Lang::Ru, id, &[("count", count.into())]);
    for (count, events, ratings, warnings) in [
        (1, "1 турнир", "1 рейтинг соперника", "1 предупреждение (!)"),
        (
            2,
            "2 турнира",
            "2 рейтинга соперников",
            "2 предупреждения (!)",
        ),
        (
            5,
            "5 турниров",
            "5 рейтингов соперников",
            "5 предупреждений (!)",
        ),
        (
            11,
            "11 турниров",
            "11 рейтингов соперников",
            "11 предупреждений (!)",
        ),
        (
            21,
            "21 турнир",
            "21 рейтинг соперника",
            "21 предупреждение (!)",
        ),
        (
            22,
            "22 турнира",
            "22 рейтинга соперников",
            "22 предупреждения (!)",
        ),
    ] {
        assert_eq!(ru("tui-events", count), events);
        assert_eq!(ru("opponents-ratings", count), ratings);
        assert_eq!(ru("field-list-warnings", count), warnings);
    }
    let pt = |id: &str, count: u64| message_in(Lang::Pt, id, &[("count", count.into())]);
    assert_eq!(pt("tui-events", 1), "1 evento");
    assert_eq!(pt("tui-events", 0), "0 eventos");
    assert_eq!(pt("opponents-ratings", 2), "2 ratings de adversários");
}

#[test]
fn elocalc_trfs_json_is_the_same_in_every_language() {
    // The notes and first ratings of report/field.rs are words for people: JSON keeps English.
    let trf = fixture("trf/worked-example.trf");
    let run = |args: &[&str]| {
        let output = elocalc_in(&[], args);
        assert!(output.status.success(), "{output:?}");
        output.stdout
    };
    let english = run(&["--lang", "en", "trf", &trf, "--json"]);
    assert_eq!(run(&["--lang", "pt", "trf", &trf, "--json"]), english);
    assert_eq!(run(&["--lang", "ru", "trf", &trf, "--json"]), english);
    // The text is the language's: the notes come from the same words as Field mode's.
    let text = String::from_utf8(run(&["--lang", "ru", "trf", &trf])).unwrap();
    assert!(
        text.contains("Партии каждого игрока считаются как один рейтинговый период"),
        "{text}"
    );
}

#[test]
fn a_periods_events_are_said_in_each_language() {
    // T27's four games; n on the third starts event 2 with games 3–4, E types its line.
    let steps = |lang: Lang| {
        let mut app = tournament_app().speaking(lang);
        focus(&mut app, Entry::Rows);
        press(&mut app, KeyCode::Home);
        press(&mut app, KeyCode::Char('j'));
        press(&mut app, KeyCode::Char('j'));
        press(&mut app, KeyCode::Char('n'));
        let made = status(&app);
        press(&mut app, KeyCode::Char('E'));
        let editing = screen(&app, 80, 24);
        ctrl(&mut app, 'u');
        type_text(&mut app, "Open B | rating 1930");
        press(&mut app, KeyCode::Enter);
        let typed = status(&app);
        let table = screen(&app, 80, 24);
        (made, editing, typed, table)
    };
    let (made, editing, typed, table) = steps(Lang::Pt);
    assert_eq!(
        made,
        "evento 2 'Event 2' criado com partidas 3–4 · E digita sua linha · u desfaz"
    );
    assert_contains(
        &editing,
        &[
            "Evento 2: NAME | rating RO | k K | start YYYY-MM-DD | end YYYY-MM-DD",
            "Enter mantém · vazia: apaga o evento · Esc cancela",
        ],
    );
    assert_eq!(typed, "evento 2: Event 2 → Open B | rating 1930 · u desfaz");
    assert_contains(&table, &["Evento 2 · Open B"]);
    let (made, editing, typed, table) = steps(Lang::Ru);
    assert_eq!(
        made,
        "создан турнир 2 'Event 2' из: партии 3–4 · E — ввод его строки · u отменяет"
    );
    assert_contains(
        &editing,
        &["Турнир 2: NAME | rating RO | k K | start YYYY-MM-DD | end YYYY-MM-DD"],
    );
    assert_eq!(
        typed,
        "турнир 2: Event 2 → Open B | rating 1930 · u отменяет"
    );
    assert_contains(&table, &["Турнир 2 · Open B"]);
    // English as it was.
    let (made, _, typed, _) = steps(Lang::En);
    assert_eq!(
        made,
        "event 2 'Event 2' made of games 3–4 · E types its line · u undoes"
    );
    assert_eq!(typed, "event 2: Event 2 → Open B | rating 1930 · u undoes");
}

/// The rating history popup over the UI at `width`×`height` in `lang`, as `h` opens it.
fn history_screen(history: &RatingHistory, lang: Lang, width: u16, height: u16) -> String {
    let mut app = App::new().speaking(lang);
    app.update(elocalc::tui::message::Message::History {
        player: history.player.clone(),
        result: Ok(history.months.clone()),
    });
    screen(&app, width, height)
}

#[test]
fn the_rating_history_is_said_in_each_language_at_80x24() {
    // Standard, rapid and blitz in three months, February without a standard rating.
    let months = [
        ("2026-01", Some(1795), Some(1767), Some(1740)),
        ("2026-02", None, Some(1780), Some(1750)),
        ("2026-03", Some(1810), Some(1790), None),
    ]
    .map(|(text, standard, rapid, blitz)| HistoryMonth {
        month: month(text),
        standard,
        rapid,
        blitz,
    });
    let history = RatingHistory {
        player: "Example, Maria · 9900011".into(),
        months: months.to_vec(),
    };
    let one = RatingHistory {
        player: history.player.clone(),
        months: months[..1].to_vec(),
    };
    for (lang, chart, too_few) in [
        (
            Lang::Pt,
            [
                "┌ Histórico de rating · Example, Maria · 9900011 ",
                "└ clássico ⣿ · rápido ▀ · blitz • · Esc fecha ",
                "Mês       Clássico Rápido  Blitz",
            ],
            "um só mês guardado com rating (2026-01): importe mais listas para ter um histórico",
        ),
        (
            Lang::Ru,
            [
                "┌ История рейтинга · Example, Maria · 9900011 ",
                "└ классика ⣿ · рапид ▀ · блиц • · Esc закрывает ",
                "Месяц     Классика  Рапид   Блиц",
            ],
            "рейтинг есть только за один месяц (2026-01): импортируйте ещё списки для истории",
        ),
    ] {
        let shown = history_screen(&history, lang, 80, 24);
        assert!(!shown.contains('…'), "{shown}");
        assert_contains(&shown, &chart);
        let said = history_screen(&one, lang, 80, 24);
        // Wrapped between words in the popup: whole once the lines inside it are joined.
        let joined: String = said
            .lines()
            .filter_map(|line| line.split('│').nth(2).map(str::trim))
            .collect::<Vec<_>>()
            .join(" ");
        assert!(joined.contains(too_few), "{said}");
    }
}

#[test]
fn the_look_up_popup_is_said_in_each_language_at_80x24() {
    let dir = data_dir();
    for (lang, lines) in [
        (
            Lang::Pt,
            [
                "┌ Lista FIDE 2026-12 · FIDE Clássico ",
                "│Buscar: quist",
                "Nome",
                "ID FIDE   Fed Tít Rating",
                "› Quist, Testa",
                "└ ↑ ↓ escolhe · Enter preenche · Esc fecha ",
            ],
        ),
        (
            Lang::Ru,
            [
                "┌ Список ФИДЕ 2026-12 · Классика ФИДЕ ",
                "│Найти: quist",
                "Имя",
                "ID ФИДЕ   Фед Зв.    Ртг",
                "› Quist, Testa",
                "└ ↑ ↓ выбор · Enter заполняет · Esc закрывает ",
            ],
        ),
    ] {
        let mut app = Driven::with_lists(App::new().in_year(2026).speaking(lang), Some(dir.path()));
        focus(&mut app, Entry::FidePlayer);
        press(&mut app, KeyCode::Enter);
        type_text(&mut app, "quist");
        let shown = screen(&app, 80, 24);
        assert!(!shown.contains('…'), "{shown}");
        assert_contains(&shown, &lines);
    }
}

#[test]
fn field_notes_read_in_english_as_they_did() {
    // Written as report/words.rs wrote them before the catalogue (each word as it was).
    let en = |id: &str, args: &[(&str, elocalc::i18n::Arg)]| message_in(Lang::En, id, args);
    assert_eq!(
        en(
            "field-note-left-out",
            &[
                ("count", 1u64.into()),
                ("players", "7 spielfrei (line 12)".into())
            ]
        ),
        "1 player line is left out: unrated, with byes or absences only (a bye pseudo-player \
         such as spielfrei) — 7 spielfrei (line 12)."
    );
    assert_eq!(
        en(
            "field-note-left-out",
            &[("count", 2u64.into()), ("players", "a; b".into())]
        ),
        "2 player lines are left out: unrated, with byes or absences only (a bye pseudo-player \
         such as spielfrei) — a; b."
    );
    assert_eq!(
        en(
            "field-first-few-games",
            &[("count", 1u64.into()), ("least", "5".into())]
        ),
        "1 game against rated opponents; at least 5 are needed"
    );
    assert_eq!(
        en(
            "field-first-few-games",
            &[("count", 3u64.into()), ("least", "5".into())]
        ),
        "3 games against rated opponents; at least 5 are needed"
    );
    assert_eq!(
        en("field-list-warnings", &[("count", 1u64.into())]),
        "1 warning (!)"
    );
    assert_eq!(
        en("opponents-ratings", &[("count", 1u64.into())]),
        "1 opponent's rating"
    );
    assert_eq!(
        en("opponents-ratings", &[("count", 3u64.into())]),
        "3 opponents' ratings"
    );
}

/// A saved session opened from the list (^O, Enter) is the person's work, not their language:
/// the UI goes on speaking the language it spoke, with the mouse as it was.
#[test]
fn opening_a_session_keeps_the_language_and_the_mouse() {
    use elocalc::store::{SessionName, SessionView};
    use elocalc::tui::message::Message;
    for lang in [Lang::Pt, Lang::Ru] {
        let mut app = App::new().speaking(lang);
        press(&mut app, KeyCode::F(9));
        let mouse = app.takes_mouse();
        assert!(!mouse, "F9 turned the mouse off");
        let name = SessionName::parse("friendly").unwrap();
        let request = Box::new(elocalc::calc::Request::default());
        app.update(Message::Opened(Ok((name, request, SessionView::default()))));
        assert_eq!(app.lang(), lang);
        assert_eq!(app.takes_mouse(), mouse);
        let shown = screen(&app, 80, 24);
        let tab = if lang == Lang::Pt {
            "F2 Partida"
        } else {
            "F2 Партия"
        };
        assert!(shown.contains(tab), "{shown}");
    }
}

/// The score keys are the language's letters: in Portuguese `v` is vitória and `d` derrota (a
/// loss — never English's draw, which `d` is in English and Russian); `0,5` typed on a score
/// is a draw in every language; and a score cell typed `d` in Portuguese is a loss too.
#[test]
fn score_keys_follow_the_language_and_0_5_typed_on_a_score_is_a_draw() {
    use elocalc::calc::{Mode, RowScore};
    use elocalc::rating::Score;
    let result_after = |lang: Lang, keys: &str| {
        let mut app = App::new().speaking(lang);
        focus(&mut app, Entry::Result);
        for key in keys.chars() {
            press(&mut app, KeyCode::Char(key));
        }
        app.request().result
    };
    assert_eq!(result_after(Lang::En, "d"), Score::Draw);
    assert_eq!(result_after(Lang::Ru, "d"), Score::Draw);
    assert_eq!(result_after(Lang::Pt, "d"), Score::Loss);
    assert_eq!(result_after(Lang::Pt, "v"), Score::Win);
    for lang in Lang::ALL {
        assert_eq!(result_after(lang, "0,5"), Score::Draw, "{lang}");
        assert_eq!(result_after(lang, "0.5"), Score::Draw, "{lang}");
        assert_eq!(result_after(lang, "1"), Score::Win, "{lang}");
        assert_eq!(result_after(lang, "0"), Score::Loss, "{lang}");
    }
    // The help names the language's keys.
    let mut app = App::new().speaking(Lang::Pt);
    focus(&mut app, Entry::Result);
    press(&mut app, KeyCode::Char('?'));
    let help = screen(&app, 120, 40);
    assert!(help.contains("v e d 1 = 0"), "{help}");
    assert!(!help.contains("w d l 1 = 0"), "{help}");
    // A cell typed in: d is derrota in Portuguese, a draw in English.
    for (lang, score) in [(Lang::Pt, Score::Loss), (Lang::En, Score::Draw)] {
        let mut app = App::new().speaking(lang);
        press(&mut app, KeyCode::F(3));
        focus(&mut app, Entry::Rows);
        add_game(&mut app, "1800", "d");
        assert_eq!(app.request().mode, Mode::Tournament);
        assert_eq!(
            app.request().rows[0].score,
            RowScore::Played(score),
            "{lang}"
        );
    }
}

/// The command line reads the words its errors name in Portuguese and Russian: `--result
/// empate`, `ничья`; its letters stay English's in every language (a script's `d` is a draw).
#[test]
fn the_command_line_reads_the_score_words_of_every_language() {
    let change = |args: &[&str]| {
        let mut all = vec!["game", "--rating", "1600", "--opponent", "1400"];
        all.extend_from_slice(args);
        json(&all)["player"]["change_unrounded"].clone()
    };
    let draw = change(&["--result", "draw"]);
    assert_eq!(
        draw,
        serde_json::json!(-5.2),
        "1600 draws 1400: 20 × (0.5 − 0.76)"
    );
    assert_eq!(draw, change(&["--result", "empate"]));
    assert_eq!(draw, change(&["--result", "ничья"]));
    assert_eq!(draw, change(&["--lang", "pt", "--result", "d"]));
    assert_eq!(
        change(&["--result", "loss"]),
        change(&["--result", "derrota"])
    );
    assert_eq!(
        change(&["--result", "win"]),
        change(&["--result", "победа"])
    );
}

/// A score typed into a cell is said as the table shows it — `½`, never the session's `0.5`
/// (a decimal point in a Russian sentence).
#[test]
fn a_score_cell_changed_is_said_with_its_half() {
    let mut app = App::new().speaking(Lang::Ru);
    press(&mut app, KeyCode::F(3));
    focus(&mut app, Entry::Rows);
    add_game(&mut app, "1800", "1");
    press(&mut app, KeyCode::Home);
    press(&mut app, KeyCode::Right);
    press(&mut app, KeyCode::Enter);
    replace(&mut app, "0,5");
    press(&mut app, KeyCode::Enter);
    let said = &app.status().expect("the change is said").text;
    assert!(said.contains("1 → ½"), "{said}");
    assert!(!said.contains("0.5"), "{said}");
}

/// A word longer than its cell, typed in the cell editor, scrolls: what shows is the word's
/// end and the cursor after it — never a letter of what the table drew under it.
#[test]
fn a_long_word_in_a_narrow_cell_scrolls_without_a_stray_letter() {
    for (lang, word, end) in [(Lang::Ru, "ничья", "ичья"), (Lang::En, "draws", "raws")] {
        let mut app = App::new().speaking(lang);
        press(&mut app, KeyCode::F(3));
        focus(&mut app, Entry::Rows);
        press(&mut app, KeyCode::Char('a'));
        type_text(&mut app, "1800");
        press(&mut app, KeyCode::Enter);
        type_text(&mut app, word);
        let shown = screen(&app, 80, 24);
        let row = shown
            .lines()
            .find(|line| line.contains("1800"))
            .unwrap_or_else(|| panic!("{shown}"));
        let doubled = format!("{end}{}", end.chars().last().unwrap());
        assert!(row.contains(end), "{row}");
        assert!(!row.contains(&doubled), "{row}");
    }
}

/// One meaning per screen (issue 31): the letters a score cell's message lists in each language
/// are the ones its cells, its Score column and its result field take, each for the score it
/// says — in Portuguese `v`, `e`, `d` (vitória, empate, derrota), in English and Russian `w`,
/// `d`, `l` — and the help says that the command line's letters are English's everywhere.
#[test]
fn the_score_letters_a_message_lists_are_the_ones_the_ui_takes() {
    use elocalc::calc::{Mode, RowScore};
    use elocalc::rating::Score;
    let scores = [Score::Win, Score::Draw, Score::Loss];
    // The letters a message lists: "(also w/d/l, ½, =)" → w, d, l.
    let listed = |message: &str| -> Vec<String> {
        let (before, _) = message
            .split_once(", ½, =")
            .unwrap_or_else(|| panic!("{message}"));
        let letters = before.rsplit(' ').next().unwrap();
        letters.split('/').map(String::from).collect()
    };
    for (lang, expected) in [
        (Lang::Pt, ["v", "e", "d"]),
        (Lang::Ru, ["w", "d", "l"]),
        (Lang::En, ["w", "d", "l"]),
    ] {
        let tournament = || {
            let mut app = App::new().speaking(lang);
            press(&mut app, KeyCode::F(3));
            focus(&mut app, Entry::Rows);
            app
        };
        // A score cell typed wrong, and one left empty: each message lists the letters.
        let mut app = tournament();
        press(&mut app, KeyCode::Char('a'));
        type_text(&mut app, "1800");
        press(&mut app, KeyCode::Enter);
        type_text(&mut app, "x");
        press(&mut app, KeyCode::Enter);
        let wrong = status(&app);
        assert!(wrong.contains("'x'"), "{lang}: {wrong}");
        assert_eq!(listed(&wrong), expected, "{lang}: {wrong}");
        if lang == Lang::Pt {
            insta::assert_snapshot!("score_cell_pt_80x24", screen(&app, 80, 24));
        }
        ctrl(&mut app, 'u');
        press(&mut app, KeyCode::Enter);
        let empty = status(&app);
        assert_eq!(listed(&empty), expected, "{lang}: {empty}");
        for (letter, score) in expected.into_iter().zip(scores) {
            // Typed in a cell, either case.
            for typed in [letter.to_string(), letter.to_uppercase()] {
                let mut app = tournament();
                add_game(&mut app, "1800", &typed);
                assert_eq!(app.request().mode, Mode::Tournament);
                assert_eq!(
                    app.request().rows.first().map(|row| row.score),
                    Some(RowScore::Played(score)),
                    "{lang} {typed}: {}",
                    status(&app)
                );
            }
            // A key on the Score column: the game's score set to it.
            let key = letter.chars().next().unwrap();
            let mut app = tournament();
            add_game(&mut app, "1800", "?");
            press(&mut app, KeyCode::Home);
            press(&mut app, KeyCode::Right);
            press(&mut app, KeyCode::Char(key));
            assert_eq!(
                app.request().rows[0].score,
                RowScore::Played(score),
                "{lang} {key}: {}",
                status(&app)
            );
            // A key on the result field.
            let mut app = App::new().speaking(lang);
            focus(&mut app, Entry::Result);
            let other = if score == Score::Loss { '1' } else { '0' };
            press(&mut app, KeyCode::Char(other));
            press(&mut app, KeyCode::Char(key));
            assert_eq!(app.request().result, score, "{lang} {key}");
        }
        // The help, where the score keys are listed, says the command line's are English's
        // (in English, whose letters they are, it has nothing to add).
        let mut app = tournament();
        press(&mut app, KeyCode::Char('?'));
        let help = screen(&app, 200, 50);
        let said = message_in(lang, "help-score-letters", &[]);
        let first_words: String = said.split(' ').take(4).collect::<Vec<_>>().join(" ");
        assert_eq!(
            help.contains(&first_words),
            lang != Lang::En,
            "{lang}: {help}"
        );
    }
}

/// The numbers in `text` written with a decimal point ("2.5", "-7.80"). FIDE's articles are no
/// numbers: those of three parts ("8.1.2", "7.1.3") or with a letter ("1.4.5a", "B.02") are
/// skipped, and so are the two-part ones the screens cite.
fn decimal_points(text: &str) -> Vec<&str> {
    const ARTICLES: [&str; 2] = ["8.2", "9.1"];
    text.split(|c: char| !(c.is_ascii_alphanumeric() || c == '.'))
        .map(|word| word.trim_end_matches('.'))
        .filter(|word| {
            word.split_once('.').is_some_and(|(whole, fraction)| {
                [whole, fraction]
                    .iter()
                    .all(|part| !part.is_empty() && part.bytes().all(|byte| byte.is_ascii_digit()))
            })
        })
        .filter(|word| !ARTICLES.contains(word))
        .collect()
}

/// Portuguese and Russian write every figure with a decimal comma, on every screen: the
/// tables, the totals, the events, a norm, Field mode's players (also after L), Multi mode's
/// points and the change of them said, another rating system.
#[test]
fn no_figure_has_a_decimal_point_in_portuguese_or_russian() {
    assert_eq!(
        decimal_points("2.5 de 4 · 8.1.2 · 1.4.5a · (FIDE 8.2) · -7.80"),
        ["2.5", "7.80"]
    );
    for lang in [Lang::Pt, Lang::Ru] {
        let mut field_switched = field_app();
        while field_switched.lang() != lang {
            press(&mut field_switched, KeyCode::Char('L'));
        }
        // Multi mode's points as it starts (2.5), focused, then typed again.
        let multi = |typed: Option<&str>| {
            let mut app = App::new().speaking(lang);
            press(&mut app, KeyCode::F(4));
            focus(&mut app, Entry::Points);
            if let Some(typed) = typed {
                replace(&mut app, typed);
                press(&mut app, KeyCode::Enter);
                press(&mut app, KeyCode::Tab);
            }
            app
        };
        let continuous = {
            let mut app = tournament_app();
            choose_pool(
                &mut app,
                elocalc::calc::System::by_key("continuous").unwrap(),
            );
            app.speaking(lang)
        };
        for (name, app) in [
            ("tournament", tournament_app().speaking(lang)),
            ("events", p1_app().speaking(lang)),
            ("norm", norm_app().speaking(lang)),
            ("field", field_app().speaking(lang)),
            ("field after L", field_switched),
            ("multi", multi(None)),
            ("multi typed", multi(Some("3.5"))),
            ("continuous", continuous),
            ("glicko2", glicko2_app().speaking(lang)),
        ] {
            for (columns, rows) in [(80, 24), (120, 40)] {
                let screen = screen(&app, columns, rows);
                assert_eq!(
                    decimal_points(&screen),
                    Vec::<&str>::new(),
                    "{name} in {} at {columns}×{rows}:\n{screen}",
                    lang.tag()
                );
            }
        }
        // The command line's text and Markdown too; its CSV and JSON stay as in English.
        let path = fixture("trf/worked-example.trf");
        for format in [&[][..], &["--format", "markdown"]] {
            let args = [&["--lang", lang.key(), "trf", &path][..], format].concat();
            let text = stdout(&elocalc(&args));
            assert_eq!(decimal_points(&text), Vec::<&str>::new(), "{text}");
        }
        for format in ["csv", "json"] {
            let said = |lang: &str| {
                stdout(&elocalc(&[
                    "--lang", lang, "trf", &path, "--format", format,
                ]))
            };
            assert_eq!(said(lang.key()), said("en"));
        }
    }
}

/// Norm mode's "2050↑" is explained where it is shown: on the games table's lower border at
/// 80×24 (the notes' column is out of room), and beside the raised game in `elocalc norm`'s
/// text, whose CSV is as it was.
#[test]
fn the_raised_mark_is_explained_where_it_is_shown_in_each_language() {
    let games = [
        "2450:1:gm:ger",
        "2400:0.5:im:fra",
        "2300:0.5:-:usa",
        "1900:1:fm:esp",
    ];
    each_lang(
        [
            "↑ raised to the IM floor (1.4.6)",
            "↑ elevado ao piso de IM (1.4.6)",
            "↑ поднят до минимума IM (1.4.6)",
        ],
        |lang| {
            let mut app = App::new().speaking(lang);
            norm_for(&mut app, "IM", "eng");
            paste(
                &mut app,
                &games.map(|game| game.replace(':', " | ")).join("\n"),
            );
            let screen = screen(&app, 80, 24);
            assert!(screen.contains("ESP  2050↑"), "{screen}");
            let border = screen
                .lines()
                .find_map(|line| line.strip_prefix("└ ↑"))
                .unwrap_or_else(|| panic!("no legend:\n{screen}"));
            let legend = format!("↑{}", border.split(" ─").next().unwrap());
            // The command line says the same beside the game it raised.
            let args = [
                &[
                    "--lang",
                    lang.key(),
                    "norm",
                    "--title",
                    "im",
                    "--federation",
                    "eng",
                ][..],
                &games,
            ]
            .concat();
            let text = stdout(&elocalc(&args));
            let raised = text.lines().find(|line| line.contains("2050 ↑")).unwrap();
            assert!(raised.ends_with(&format!("ESP  {legend}")), "{text}");
            legend
        },
    );
    let csv = stdout(&elocalc(
        &[
            &[
                "norm",
                "--title",
                "im",
                "--federation",
                "eng",
                "--format",
                "csv",
            ][..],
            &games,
        ]
        .concat(),
    ));
    assert!(csv.contains("\nGames,4,1900,2050,1,FM,ESP,yes,"), "{csv}");
    assert!(!csv.contains("↑") && !csv.contains("floor"), "{csv}");
}

/// In Portuguese `d` is derrota on the table's keys and a draw in a games list: a pasted `d`
/// is refused, said with the line and how to write it; English's other letters still read.
#[test]
fn a_pasted_d_in_portuguese_is_refused_not_read_as_a_draw() {
    let mut app = App::new().speaking(Lang::Pt);
    press(&mut app, KeyCode::F(3));
    focus(&mut app, Entry::Rows);
    paste(&mut app, "1600 w\n1700 d\n");
    assert!(app.request().rows.is_empty(), "nothing pasted");
    let said = &app.status().unwrap().text;
    assert!(
        said.starts_with("nada colado: o 'd' da linha 2 é empate")
            && said.contains("1, ½ (ou =) ou 0"),
        "{said}"
    );
    paste(&mut app, "1600 w\n1700 =\n1550 0\n");
    assert_eq!(app.request().rows.len(), 3);
    // In English d is a draw, on the keys and in a list alike.
    let mut app = App::new();
    press(&mut app, KeyCode::F(3));
    focus(&mut app, Entry::Rows);
    paste(&mut app, "1700 d\n");
    assert_eq!(app.request().rows.len(), 1);
}

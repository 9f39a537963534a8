//! The Glicko-2 and US Chess forms in Portuguese and Russian: their own entries' labels, their
//! choices' and toggles' words, the defaults written the language's way, the panels' titles and
//! the games table's hint and expected scores at 80×24, nothing cut that English does not cut;
//! a decimal comma typed in Glicko-2's decimal fields and flags read as a decimal; and what is
//! kept (session files, JSON) the same in every language. The expected words are the
//! catalogue's (locales/*/reports.ftl, the block of the systems' forms), written here by hand.

use crate::common;

use common::*;
use crossterm::event::KeyCode;
use elocalc::calc::System;
use elocalc::calc::systems::glicko2::{self, Glicko2GameAnswer};
use elocalc::calc::systems::uschess;
use elocalc::i18n::Lang;
use elocalc::tui::state::App;

/// A form row as drawn: the border, the mark's two columns, the label in its column of 18, the
/// value.
fn row(label: &str, value: &str) -> String {
    format!("│  {label:<18}{value}")
}

/// `screen` has no "…" but those of `english` (a range's, never a cut word).
fn assert_nothing_cut(screen: &str, english: &str) {
    assert_eq!(
        screen.matches('…').count(),
        english.matches('…').count(),
        "nothing cut:\n{screen}\nEnglish:\n{english}"
    );
}

fn assert_shows(screen: &str, pieces: &[String], what: &str) {
    for piece in pieces {
        assert!(
            screen.contains(piece.as_str()),
            "{what}: {piece:?} in\n{screen}"
        );
    }
}

/// The English words of the systems' forms, which no other language's screen may show.
const ENGLISH: [&str; 19] = [
    "Your RD",
    "Your volatility",
    "Opponent's RD",
    "Opp. volatility",
    "τ (system)",
    "Games so far",
    "Event ended",
    "Earlier games",
    "Dual-rated",
    "Bonus ",
    "Your floor",
    "‹ mixed ›",
    "‹ no ›",
    "‹ if earned ›",
    "established",
    "today,",
    "standard",
    "If the game ends",
    "┌ How ",
];

/// Game mode in Glicko-2, 1500 against 1400, every value of the system's left to its default;
/// the app speaks `lang` from the start, as `--lang` starts it.
fn glicko2_game(lang: Lang) -> App {
    let mut app = App::new().speaking(lang).in_year(2026);
    replace(&mut app, "1500");
    focus(&mut app, elocalc::calc::Entry::Opponent);
    replace(&mut app, "1400");
    choose_pool(&mut app, System::by_key("glicko2").unwrap());
    app
}

/// Game mode in US Chess, 1500 against 1500, every value left to its default (today 2026-07-01).
fn uschess_game(lang: Lang) -> App {
    let mut app = App::new().speaking(lang).in_year(2026);
    choose_pool(&mut app, System::by_key("uschess").unwrap());
    app
}

/// `app`'s screen at 80×24 in each language shows the pieces given for it; in Portuguese and
/// Russian nothing is cut that English does not cut, and none of the English words is left.
fn assert_speaks(app: fn(Lang) -> App, expected: [(Lang, Vec<String>); 3]) {
    let english = screen(&app(Lang::En), 80, 24);
    for (lang, pieces) in expected {
        let shown = screen(&app(lang), 80, 24);
        assert_shows(&shown, &pieces, &lang.to_string());
        if lang != Lang::En {
            assert_nothing_cut(&shown, &english);
            for word in ENGLISH {
                assert!(!shown.contains(word), "{lang}: {word:?} in\n{shown}");
            }
        }
    }
}

#[test]
fn glicko2_game_mode_speaks_portuguese_and_russian_at_80x24() {
    assert_speaks(
        glicko2_game,
        [
            // English as it always was.
            (
                Lang::En,
                vec![
                    row("  Your RD", "350"),
                    row("  Your volatility", "0.06"),
                    row("  Opponent's RD", "350"),
                    row("  Opp. volatility", "0.06"),
                    row("  τ (system)", "0.5"),
                    "┌ How ─".to_string(),
                ],
            ),
            (
                Lang::Pt,
                vec![
                    row("  Seu RD", "350"),
                    row("  Volatilidade", "0,06"),
                    row("  RD do adv.", "350"),
                    row("  Volat. do adv.", "0,06"),
                    row("  τ (sistema)", "0,5"),
                    "┌ Como ─".to_string(),
                ],
            ),
            (
                Lang::Ru,
                vec![
                    row("  Ваш RD", "350"),
                    row("  Волатильность", "0,06"),
                    row("  RD соперника", "350"),
                    row("  Волат. соперн.", "0,06"),
                    row("  τ (системы)", "0,5"),
                    "┌ Как ─".to_string(),
                ],
            ),
        ],
    );
}

#[test]
fn us_chess_game_mode_speaks_portuguese_and_russian_at_80x24() {
    assert_speaks(
        uschess_game,
        [
            (
                Lang::En,
                vec![
                    row("  Games so far", "established"),
                    row("  Event ended", "today, 2026-07-01"),
                    row("  Earlier games", "‹ mixed ›"),
                    row("  Dual-rated", "‹ no ›"),
                    row("  Bonus", "‹ if earned ›"),
                    row("  Your floor", "100"),
                    "Formula          standard".to_string(),
                    "┌ If the game ends ─".to_string(),
                ],
            ),
            (
                Lang::Pt,
                vec![
                    row("  Partidas feitas", "estabelecido"),
                    row("  Fim do evento", "hoje, 2026-07-01"),
                    row("  Histórico", "‹ misto ›"),
                    row("  Rating duplo", "‹ não ›"),
                    row("  Bônus", "‹ se houver ›"),
                    row("  Seu piso", "100"),
                    "Fórmula            padrão".to_string(),
                    "┌ Se a partida terminar ─".to_string(),
                ],
            ),
            (
                Lang::Ru,
                vec![
                    row("  Сыграно партий", "устоявшийся"),
                    // The date whole, to the panel's border (18 columns, English's 17).
                    row("  Конец турнира", "сегодня 2026-07-01│"),
                    row("  Прошлые партии", "‹ смешанные ›"),
                    row("  Двойной рейтинг", "‹ нет ›"),
                    row("  Бонус", "‹ если заслужен ›"),
                    row("  Ваш минимум", "100"),
                    "Формула             стандартная".to_string(),
                    "┌ Если партия закончится ─".to_string(),
                ],
            ),
        ],
    );
}

/// Each choice and toggle of US Chess's, moved on: the words shown and said in the language,
/// every one whole in the field.
#[test]
fn us_chess_choices_and_toggles_are_said_in_the_language() {
    let cases = [
        (
            Lang::Pt,
            ["só vitórias", "só derrotas", "sim", "nenhum"],
            "Histórico: misto → só vitórias",
        ),
        (
            Lang::Ru,
            ["одни победы", "одни поражения", "да", "нет"],
            "Прошлые партии: смешанные → одни победы",
        ),
        (
            Lang::En,
            ["all-wins", "all-losses", "yes", "none"],
            "Earlier games: mixed → all-wins",
        ),
    ];
    for (lang, [wins, losses, yes, no_bonus], said) in cases {
        let mut app = uschess_game(lang);
        focus(&mut app, uschess::PRIOR_RECORD.entry());
        press(&mut app, KeyCode::Right);
        let status = app.status().map(|s| s.text.clone()).unwrap_or_default();
        assert!(status.starts_with(said), "{lang}: {status}");
        assert!(
            screen(&app, 80, 24).contains(&format!("‹ {wins} ›")),
            "{lang}"
        );
        press(&mut app, KeyCode::Right);
        let shown = screen(&app, 80, 24);
        assert!(shown.contains(&format!("‹ {losses} ›")), "{lang}\n{shown}");
        focus(&mut app, uschess::DUAL_RATED.entry());
        press(&mut app, KeyCode::Right);
        focus(&mut app, uschess::NO_BONUS.entry());
        press(&mut app, KeyCode::Right);
        let shown = screen(&app, 80, 24);
        assert!(shown.contains(&format!("‹ {yes} ›")), "{lang}\n{shown}");
        assert!(
            shown.contains(&format!("‹ {no_bonus} ›")),
            "{lang}\n{shown}"
        );
    }
}

/// Earlier games all wins with no games so far: said in the form's own words, the choice as the
/// form shows it.
#[test]
fn earlier_games_without_games_so_far_is_said_in_the_forms_words() {
    for (lang, said) in [
        (
            Lang::En,
            "Earlier games all-wins needs Games so far 1 or more",
        ),
        (
            Lang::Pt,
            "Histórico «só vitórias» exige pelo menos 1 em Partidas feitas",
        ),
        (
            Lang::Ru,
            "Для значения «одни победы» в поле «Прошлые партии» нужно «Сыграно партий» не \
             меньше 1",
        ),
    ] {
        let mut app = uschess_game(lang);
        focus(&mut app, uschess::PRIOR_RECORD.entry());
        press(&mut app, KeyCode::Right);
        // As the form and the panel say it, in the app's language.
        let error = elocalc::i18n::with_lang(lang, || app.error_for(uschess::PRIOR_RECORD.entry()));
        assert_eq!(error.as_deref(), Some(said), "{lang}");
    }
}

#[test]
fn a_glicko2_period_says_its_hint_and_expected_scores_the_languages_way() {
    let english = screen(&glicko2_app(), 80, 24);
    assert!(english.contains("└ an opponent's RD after a slash: 1750/50 (350 if none) ─"));
    // The paper's example: E 0.639, 0.432, 0.303 against 1400/30, 1550/100, 1700/300.
    for expected in ["0.64", "0.43", "0.30"] {
        assert!(english.contains(&format!("  {expected}  ")), "{english}");
    }
    for (lang, hint) in [
        (
            Lang::Pt,
            "└ o RD do adversário após uma barra: 1750/50 (350 se não houver) ─",
        ),
        (
            Lang::Ru,
            "└ RD соперника после косой черты: 1750/50 (350, если не указан) ─",
        ),
    ] {
        let shown = screen(&glicko2_app().speaking(lang), 80, 24);
        assert_nothing_cut(&shown, &english);
        assert!(shown.contains(hint), "{lang}\n{shown}");
        for expected in ["0,64", "0,43", "0,30"] {
            assert!(
                shown.contains(&format!("  {expected}  ")),
                "{lang}\n{shown}"
            );
        }
        assert!(!shown.contains("0.64"), "{lang}\n{shown}");
    }
}

/// The Glicko-2 game of an app, as rated.
fn glicko2_answer(app: &App) -> Glicko2GameAnswer {
    match app.outcome() {
        elocalc::calc::Outcome::System(answer) => answer
            .as_any()
            .downcast_ref::<Glicko2GameAnswer>()
            .expect("a Glicko-2 game")
            .clone(),
        other => panic!("not rated: {other:?}"),
    }
}

/// `0,05` typed in the volatility field (and `0,3` as τ) is 0.05: the same result as `0.05`,
/// said as typed, the default it replaced named.
#[test]
fn a_decimal_comma_in_glicko2s_fields_is_a_decimal() {
    let typed = |lang: Lang, volatility: &str, tau: &str| {
        let mut app = glicko2_game(lang);
        focus(&mut app, glicko2::TAU.entry());
        replace(&mut app, tau);
        focus(&mut app, glicko2::VOLATILITY.entry());
        replace(&mut app, volatility);
        press(&mut app, KeyCode::Enter);
        app
    };
    let pointed = glicko2_answer(&typed(Lang::En, "0.05", "0.3"));
    assert_eq!(pointed.you.outcome.player.volatility, 0.05);
    assert_eq!(pointed.you.outcome.tau, 0.3);
    for (lang, said) in [
        (Lang::En, "Your volatility: 0.06 → 0,05"),
        (Lang::Pt, "Volatilidade: 0,06 → 0,05"),
        (Lang::Ru, "Волатильность: 0,06 → 0,05"),
    ] {
        let app = typed(lang, "0,05", "0,3");
        let answer = glicko2_answer(&app);
        assert_eq!(answer.you.outcome, pointed.you.outcome, "{lang}");
        assert_eq!(answer.opponent.outcome, pointed.opponent.outcome, "{lang}");
        let status = app.status().map(|s| s.text.clone()).unwrap_or_default();
        assert!(status.starts_with(said), "{lang}: {status}");
        // As typed in the field, and no error under the form.
        let shown = screen(&app, 80, 24);
        assert!(!shown.contains('✗'), "{lang}\n{shown}");
    }
    // One comma between digits is a decimal comma, nothing else: "0,0,5" is no number, and
    // is said as typed.
    let mut app = glicko2_game(Lang::Pt);
    focus(&mut app, glicko2::VOLATILITY.entry());
    replace(&mut app, "0,0,5");
    press(&mut app, KeyCode::Enter);
    let shown = screen(&app, 80, 24);
    assert_shows(
        &shown,
        &[
            "│✗   Volatilidade    0,0,5".to_string(),
            "volatilidade '0,0,5' deve ser um".to_string(),
            "número acima de 0, no máximo 1".to_string(),
        ],
        "0,0,5",
    );
}

const GLICKO2_GAME: [&str; 10] = [
    "game",
    "--pool",
    "glicko2",
    "--rating",
    "1500",
    "--opponent",
    "1400",
    "--result",
    "win",
    "--json",
];

#[test]
fn a_decimal_comma_in_glicko2s_flags_is_a_decimal_and_json_stays_the_same() {
    let with = |flags: &[&str]| {
        let mut args = GLICKO2_GAME.to_vec();
        args.extend_from_slice(flags);
        args.iter().map(|arg| arg.to_string()).collect::<Vec<_>>()
    };
    let run = |args: &[String]| {
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        stdout(&elocalc(&args))
    };
    let pointed = run(&with(&[
        "--volatility",
        "0.05",
        "--tau",
        "0.3",
        "--rd",
        "80.5",
    ]));
    let value: serde_json::Value = serde_json::from_str(&pointed).unwrap();
    assert_eq!(value["player"]["volatility"], 0.05);
    assert_eq!(value["tau"], 0.3);
    assert_eq!(value["player"]["rd"], 80.5);
    for lang in ["en", "pt", "ru"] {
        let commas = with(&[
            "--volatility",
            "0,05",
            "--tau",
            "0,3",
            "--rd",
            "80,5",
            "--lang",
            lang,
        ]);
        assert_eq!(run(&commas), pointed, "--lang {lang}");
    }
    // Refused as typed, in the language.
    fn refused(lang: &'static str, value: &'static str) -> Vec<&'static str> {
        let mut args = GLICKO2_GAME[..9].to_vec();
        args.extend(["--lang", lang, "--volatility", value]);
        args
    }
    assert_refused(
        &refused("en", "1,5"),
        &["volatility '1,5' must be a number above 0, at most 1"],
    );
    assert_refused(
        &refused("pt", "0,0000001"),
        &[
            "volatilidade '0,0000001' deve ser um número acima de 0, no máximo 1, com no máximo 6 casas decimais",
        ],
    );
    // A rating is read as before: a comma there is no decimal.
    let mut rating = GLICKO2_GAME[..9].to_vec();
    rating[4] = "1500,5";
    assert_refused(&rating, &["'1500,5'"]);
}

/// The session file of `lang`'s UI after the same keys: US Chess, all-losses, dual-rated, no
/// bonus, 0,05 typed nowhere (a number is kept as typed, whatever the language).
fn session_saved_in(lang: Lang) -> String {
    let dir = temp_dir();
    let store = elocalc::store::Store::new(dir.path());
    let mut driven = Driven::new(App::new().speaking(lang).in_year(2026), Some(store.clone()));
    choose_pool(&mut driven.app, System::by_key("uschess").unwrap());
    focus(&mut driven.app, uschess::PRIOR_RECORD.entry());
    press(&mut driven.app, KeyCode::Left);
    focus(&mut driven.app, uschess::DUAL_RATED.entry());
    press(&mut driven.app, KeyCode::Right);
    focus(&mut driven.app, uschess::NO_BONUS.entry());
    press(&mut driven.app, KeyCode::Right);
    driven.ctrl('s');
    driven.ctrl('u');
    driven.type_text("club");
    driven.press(KeyCode::Enter);
    let name = elocalc::store::SessionName::parse("club").unwrap();
    let text = std::fs::read_to_string(store.dir().join(name.file_name())).expect("saved");
    // The time it was saved is the one thing that differs.
    let value: serde_json::Value = serde_json::from_str(&text).unwrap();
    let mut text = text.clone();
    for modified in [&value["modified"], &value["outline"]["modified"]] {
        if let Some(time) = modified.as_str() {
            text = text.replace(time, "TIME");
        }
    }
    text
}

#[test]
fn a_session_saved_in_portuguese_or_russian_keeps_the_english_keys() {
    let english = session_saved_in(Lang::En);
    for key in [
        "\"prior_record\": \"all-losses\"",
        "\"dual_rated\": true",
        "\"no_bonus\": true",
    ] {
        assert!(english.contains(key), "{key} in\n{english}");
    }
    assert!(english.contains("TIME"), "{english}");
    for lang in [Lang::Pt, Lang::Ru] {
        assert_eq!(session_saved_in(lang), english, "{lang}");
    }
}

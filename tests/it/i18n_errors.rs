//! Every error in English, Portuguese (Brazil) and Russian: the binary's one-line errors in the
//! language of `--lang` or the environment, with the exit code and the English text unchanged;
//! Russian plurals in errors that carry a count; every error one non-empty line in every
//! language; and the JSON that gives an error's words (the unreadable sessions) the same in
//! every language.

use crate::common;

use std::io;
use std::path::{Path, PathBuf};
use std::process::Output;

use elocalc::calc::Problem;
use elocalc::calc::gather::FileError;
use elocalc::calc::list_import::ListImportError;
use elocalc::calc::trf_period::{PeriodFilesError, PlayerNamed};
use elocalc::cli::CliError;
use elocalc::i18n::{Lang, UnknownLang, Words, with_lang};
use elocalc::import::ImportError;
use elocalc::import::csv::CsvError;
use elocalc::import::fide_list::{ListFileError, ListLineError, ListProblem};
use elocalc::import::lines::{LineError, ListError};
use elocalc::import::period::EventError;
use elocalc::import::trf::TrfError;
use elocalc::rating::InputError;
use elocalc::rating::list::ListMonth;
use elocalc::rating::number::Whole;
use elocalc::report::UnknownFormat;
use elocalc::store::sessions::Unreadable;
use elocalc::store::settings::SettingsError;
use elocalc::store::{
    ListStoreError, LoadError, NameError, RenameError, SaveError, SessionName, WriteError,
};

/// The binary run in `dir` with only the locale variables given.
fn run_in(dir: &Path, vars: &[(&str, &str)], args: &[&str]) -> Output {
    common::locale_command(vars, args)
        .current_dir(dir)
        .env("XDG_CONFIG_HOME", dir.join("config"))
        .output()
        .expect("the binary runs")
}

/// A bad input, its exit code and its one line in each language (after `elocalc: `), written
/// by hand from the catalogues.
struct Case {
    /// The arguments, split at spaces.
    args: &'static str,
    code: i32,
    en: &'static str,
    pt: &'static str,
    ru: &'static str,
}

const CASES: &[Case] = &[
    Case {
        args: "game --rating abc --opponent 1400 --result win",
        code: 2,
        en: "--rating: rating 'abc' must be a number from 0 to 4000",
        pt: "--rating: rating 'abc' deve ser um número de 0 a 4000",
        ru: "--rating: рейтинг 'abc' должен быть числом от 0 до 4000",
    },
    // US Chess read `1.850` as 1.85 (new rating 100); Portuguese writes 1850 so.
    Case {
        args: "period --pool uschess --rating 1.850 1500:W",
        code: 2,
        en: "--rating: rating '1.850' could be 1850 with a thousands point: write 1850 without \
             one, and a point only for decimals where the pool has them (1850.5)",
        pt: "--rating: rating '1.850' pode ser 1850 com ponto de milhar: escreva 1850 sem ponto, \
             e ponto só nos decimais onde o sistema os tem (1850.5)",
        ru: "--rating: рейтинг '1.850' может означать 1850 с точкой между разрядами: пишите \
             1850 без точки, а точку — только для дробной части, где она есть (1850.5)",
    },
    Case {
        args: "need --rating 1800 --remaining 3 --opponents 1800 --target 2.100",
        code: 2,
        en: "--target: rating '2.100' could be 2100 with a thousands point: write 2100 without \
             one, and a point only for decimals where the pool has them (1850.5)",
        pt: "--target: rating '2.100' pode ser 2100 com ponto de milhar: escreva 2100 sem ponto, \
             e ponto só nos decimais onde o sistema os tem (1850.5)",
        ru: "--target: рейтинг '2.100' может означать 2100 с точкой между разрядами: пишите \
             2100 без точки, а точку — только для дробной части, где она есть (1850.5)",
    },
    Case {
        args: "period --pool uschess --rating 99.5 1500:W",
        code: 2,
        en: "--rating: rating '99.5' must be a number from 100 to 4000: no US Chess rating is \
             below the absolute floor, 100",
        pt: "--rating: rating '99.5' deve ser um número de 100 a 4000: nenhum rating da US \
             Chess fica abaixo do piso absoluto, 100",
        ru: "--rating: рейтинг '99.5' должен быть числом от 100 до 4000: рейтинг US Chess не \
             бывает ниже абсолютной нижней границы, 100",
    },
    Case {
        args: "game --rating 1600 --opponent 1400 --result maybe",
        code: 2,
        en: "--result: score 'maybe' must be a win, draw or loss: 1, 0.5 or 0 (also w/d/l, ½, =)",
        pt: "--result: resultado 'maybe' deve ser vitória, empate ou derrota: 1, 0.5 ou 0 \
             (também w/d/l, ½, =)",
        ru: "--result: результат 'maybe' должен быть победой, ничьей или поражением: 1, 0.5 \
             или 0 (также w/d/l, ½, =)",
    },
    Case {
        args: "game --rating 1600 --opponent 1400 --result win --k 0",
        code: 2,
        en: "--k: K '0' must be a whole number from 1 to 100",
        pt: "--k: fator K '0' deve ser um número inteiro de 1 a 100",
        ru: "--k: коэффициент K '0': допускается целое число от 1 до 100",
    },
    Case {
        args: "game --rating 1600 --opponent 1400 --result win --pool classical",
        code: 2,
        en: "--pool: pool 'classical' must be one of continuous, standard, rapid, blitz \
             (game and period also take glicko2, uschess and dwz)",
        pt: "--pool: sistema 'classical' deve ser um de continuous, standard, rapid, blitz \
             (game e period também aceitam glicko2, uschess e dwz)",
        ru: "--pool: пул 'classical' должен быть одним из continuous, standard, rapid, blitz \
             (game и period принимают также glicko2, uschess и dwz)",
    },
    Case {
        args: "period --rating 1500 2050-1",
        code: 2,
        en: "GAME '2050-1': game '2050-1' must be OPPONENT:SCORE, e.g. 2050:1, 2100:0.5 or \
             unrated:1",
        pt: "GAME '2050-1': partida '2050-1' deve ser OPPONENT:SCORE, p. ex. 2050:1, 2100:0.5 \
             ou unrated:1",
        ru: "GAME '2050-1': партия '2050-1' должна быть записана как OPPONENT:SCORE, например \
             2050:1, 2100:0.5 или unrated:1",
    },
    Case {
        args: "period --rating 1500 --file games.txt",
        code: 2,
        en: "games.txt:3: 'xyz' is not a game: write OPPONENT | SCORE, e.g. 2050 | 1 or \
             unrated | ½",
        pt: "games.txt:3: 'xyz' não é uma partida: escreva OPPONENT | SCORE, p. ex. 2050 | 1 \
             ou unrated | ½",
        ru: "games.txt:3: 'xyz' — не партия: напишите OPPONENT | SCORE, например 2050 | 1 или \
             unrated | ½",
    },
    Case {
        args: "period --rating 1500 --file missing/games.txt",
        code: 1,
        en: "cannot read missing/games.txt: no such file or folder",
        pt: "não foi possível ler missing/games.txt: arquivo ou pasta inexistente",
        ru: "не удалось прочитать missing/games.txt: нет такого файла или папки",
    },
    Case {
        args: "trf notes.trf",
        code: 2,
        en: "notes.trf: line 1: not a TRF file: no player line (001) or tournament line (012, \
             042, …)",
        pt: "notes.trf: linha 1: não é um arquivo TRF: nenhuma linha de jogador (001) nem de \
             torneio (012, 042, …)",
        ru: "notes.trf: строка 1: это не файл TRF: нет ни строки игрока (001), ни строки \
             турнира (012, 042, …)",
    },
    Case {
        args: "trf tab.trf",
        code: 2,
        en: "tab.trf: line 2: a tab in column 4: columns are counted in characters, and a tab \
             is one; write spaces",
        pt: "tab.trf: linha 2: uma tabulação na coluna 4: as colunas são contadas em \
             caracteres, e uma tabulação é um só; use espaços",
        ru: "tab.trf: строка 2: табуляция в столбце 4: столбцы считаются в символах, а \
             табуляция — один символ; пишите пробелы",
    },
    Case {
        args: "--config-dir config sessions show ../x",
        code: 2,
        en: "session name '../x': a session name cannot contain / or \\",
        pt: "nome de sessão '../x': um nome de sessão não pode conter / nem \\",
        ru: "имя сессии '../x': имя сессии не может содержать / или \\",
    },
    Case {
        args: "game --rating 1600 --opponent 1400 --result win --format xml",
        code: 2,
        en: "--format: format 'xml' must be csv, md or json",
        pt: "--format: formato 'xml' deve ser csv, md ou json",
        ru: "--format: формат 'xml': допустимо csv, md или json",
    },
    Case {
        args: "period --rating 1500 2050:1 --pool uschess --prior-record all-wins",
        code: 2,
        en: "--prior-record all-wins needs --games-played 1 or more",
        pt: "--prior-record all-wins precisa de --games-played 1 ou mais",
        ru: "для --prior-record all-wins нужно --games-played 1 или больше",
    },
    Case {
        args: "multi --rating 1600 --average 1500 --games 0 --points 0",
        code: 2,
        en: "--games: games '0' must be a whole number from 1 to 100000",
        pt: "--games: número de partidas '0' deve ser um número inteiro de 1 a 100000",
        ru: "--games: число партий '0': допускается целое число от 1 до 100000",
    },
    Case {
        args: "period --rating 1500 --csv table.csv",
        code: 2,
        en: "table.csv: no column of scores (looked for score, result or points holding 1, ½ \
             or 0); the columns are: name, elo; name one with --score-column",
        pt: "table.csv: nenhuma coluna de resultados (procurado score, result ou points com 1, \
             ½ ou 0); as colunas são: name, elo; indique uma com --score-column",
        ru: "table.csv: нет столбца результатов (искали score, result или points с 1, ½ или \
             0); столбцы: name, elo; укажите столбец с помощью --score-column",
    },
    Case {
        args: "trf shifted.trf",
        code: 2,
        en: "shifted.trf: line 2: column 69, between the FIDE ID and the birth date, holds '1' \
             where a space belongs: the line's columns look shifted (a character too many or \
             too few before it)",
        pt: "shifted.trf: linha 2: a coluna 69, entre o ID FIDE e a data de nascimento, tem \
             '1' onde deveria haver um espaço: as colunas da linha parecem deslocadas (um \
             caractere a mais ou a menos antes)",
        ru: "shifted.trf: строка 2: в столбце 69, между ID ФИДЕ и датой рождения, стоит '1', \
             где должен быть пробел: столбцы строки, похоже, сдвинуты (на символ больше или \
             меньше перед ним)",
    },
    Case {
        args: "--data-dir data list import list.txt",
        code: 2,
        en: "list.txt: unknown header: no Name or no rating column",
        pt: "list.txt: cabeçalho desconhecido: sem a coluna Name ou sem coluna de rating",
        ru: "list.txt: неизвестный заголовок: нет столбца Name или столбца рейтинга",
    },
];

/// A folder holding the files the cases read.
fn files() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("games.txt"), "2050 | 1\n# a comment\nxyz\n").unwrap();
    std::fs::write(dir.path().join("notes.trf"), "not a tournament report\n").unwrap();
    std::fs::write(dir.path().join("tab.trf"), "012 Open\n001\t1\n").unwrap();
    std::fs::write(dir.path().join("table.csv"), "name,elo\nA,2000\n").unwrap();
    // The FIDE ID one column too far right: its last digit falls where a space belongs.
    let shifted = "001    1      Alpha, Anna                       2100 GER    1503014 1990/00/00  \
                   1.0    1";
    std::fs::write(
        dir.path().join("shifted.trf"),
        format!("012 Open\n{shifted}\n"),
    )
    .unwrap();
    std::fs::write(dir.path().join("list.txt"), "ID Number Name\nx\n").unwrap();
    dir
}

/// The error line of a run that failed with `code`, without the `elocalc: ` before it.
fn error_line(output: &Output, code: i32, what: &str) -> String {
    assert_eq!(output.status.code(), Some(code), "{what}: {output:?}");
    assert!(output.stdout.is_empty(), "{what}: {output:?}");
    let text = String::from_utf8(output.stderr.clone()).unwrap();
    assert_eq!(text.lines().count(), 1, "{what}: {text}");
    text.trim_end()
        .strip_prefix("elocalc: ")
        .unwrap_or_else(|| panic!("{what}: {text}"))
        .to_string()
}

#[test]
fn each_bad_input_is_one_line_in_the_language_asked_with_the_same_exit_code() {
    let dir = files();
    for case in CASES {
        let args: Vec<&str> = case.args.split(' ').collect();
        let with_flag = |lang: &'static str| {
            let mut flagged = vec!["--lang", lang];
            flagged.extend_from_slice(&args);
            flagged
        };
        let line = |vars: &[(&str, &str)], args: &[&str], what: &str| {
            error_line(&run_in(dir.path(), vars, args), case.code, what)
        };
        let what = case.args;
        // English: no locale at all, LANG=en_US, C, and --lang en over a Russian environment.
        assert_eq!(line(&[], &args, what), case.en);
        assert_eq!(line(&[("LANG", "en_US.UTF-8")], &args, what), case.en);
        assert_eq!(
            line(&[("LC_ALL", "C"), ("LANG", "ru_RU.UTF-8")], &args, what),
            case.en
        );
        assert_eq!(
            line(&[("LANG", "ru_RU.UTF-8")], &with_flag("en"), what),
            case.en
        );
        // Portuguese and Russian, by the flag and by the environment.
        assert_eq!(line(&[], &with_flag("pt"), what), case.pt);
        assert_eq!(line(&[("LANG", "pt_BR.UTF-8")], &args, what), case.pt);
        assert_eq!(line(&[], &with_flag("ru"), what), case.ru);
        assert_eq!(line(&[("LANG", "ru_RU.UTF-8")], &args, what), case.ru);
    }
}

#[test]
fn a_json_run_that_fails_says_so_in_the_language_and_exits_as_in_english() {
    let dir = files();
    let args = [
        "period",
        "--rating",
        "1500",
        "--file",
        "games.txt",
        "--json",
    ];
    let english = run_in(dir.path(), &[], &args);
    let russian = run_in(dir.path(), &[("LANG", "ru_RU.UTF-8")], &args);
    assert_eq!(english.status.code(), Some(2));
    assert_eq!(russian.status.code(), Some(2));
    // No JSON is written for a refused input, in any language.
    assert!(english.stdout.is_empty() && russian.stdout.is_empty());
    assert!(
        String::from_utf8(russian.stderr)
            .unwrap()
            .contains("не партия")
    );
}

#[test]
fn the_unreadable_sessions_json_gives_their_reasons_in_english_in_every_language() {
    let dir = tempfile::tempdir().unwrap();
    let sessions = dir.path().join("config/sessions");
    std::fs::create_dir_all(&sessions).unwrap();
    std::fs::write(sessions.join("empty.json"), "").unwrap();
    std::fs::write(sessions.join("newer.json"), "{\"version\": 999}").unwrap();
    std::fs::write(sessions.join("text.json"), b"\xff\xfe").unwrap();
    let args = ["--config-dir", "config", "sessions", "list", "--json"];
    let english = run_in(dir.path(), &[], &args);
    assert!(english.status.success(), "{english:?}");
    let json = String::from_utf8(english.stdout.clone()).unwrap();
    for reason in [
        "the file is empty",
        "written by a newer elocalc (format 999;",
        "the file is not UTF-8 text",
    ] {
        assert!(json.contains(reason), "{json}");
    }
    for vars in [
        &[("LANG", "pt_BR.UTF-8")][..],
        &[("LANG", "ru_RU.UTF-8")],
        &[("LC_ALL", "ru_RU.UTF-8")],
    ] {
        let other = run_in(dir.path(), vars, &args);
        assert_eq!(other.stdout, english.stdout, "{vars:?}");
    }
    for lang in ["pt", "ru"] {
        let mut flagged = vec!["--lang", lang];
        flagged.extend(args);
        assert_eq!(
            run_in(dir.path(), &[], &flagged).stdout,
            english.stdout,
            "{lang}"
        );
    }
}

#[test]
fn a_session_name_too_long_counts_its_characters_in_russian() {
    let dir = files();
    let long = "n".repeat(65);
    let args = ["--config-dir", "config", "sessions", "show", long.as_str()];
    let said = |vars: &[(&str, &str)]| error_line(&run_in(dir.path(), vars, &args), 2, "long");
    assert_eq!(
        said(&[]),
        format!("session name '{long}': a session name can have at most 64 characters")
    );
    assert_eq!(
        said(&[("LANG", "ru_RU.UTF-8")]),
        format!("имя сессии '{long}': в имени сессии может быть не больше 64 символов")
    );
    assert_eq!(
        said(&[("LANG", "pt_BR.UTF-8")]),
        format!("nome de sessão '{long}': um nome de sessão pode ter no máximo 64 caracteres")
    );
}

fn totals(rated_games: u64) -> InputError {
    InputError::EventTotals {
        chg: 5.0,
        rated_games,
        rating: 1500.0,
        least: -0.5,
        most: 0.5,
    }
}

#[test]
fn russian_counts_in_errors_take_their_plural_forms() {
    // CLDR's Russian: one for 1 and 21 (not 11), few for 2–4 and 22, many for 5–20 and 11.
    for (count, games) in [
        (1, "1 рейтинговую партию"),
        (2, "2 рейтинговые партии"),
        (5, "5 рейтинговых партий"),
        (11, "11 рейтинговых партий"),
        (21, "21 рейтинговую партию"),
        (22, "22 рейтинговые партии"),
    ] {
        assert_eq!(
            with_lang(Lang::Ru, || totals(count).to_string()),
            format!(
                "chg +5.00 за {games} при Ro 1500 невозможно: оно должно быть от -0.50 до +0.50 \
                 (W минус ожидаемый результат партии, который ограничен таблицей 8.1.2)"
            )
        );
    }
    // English keeps its one and other, as before the catalogue.
    assert!(
        totals(1)
            .to_string()
            .starts_with("chg +5.00 over 1 rated game on Ro 1500 ")
    );
    assert!(
        totals(2)
            .to_string()
            .starts_with("chg +5.00 over 2 rated games on Ro 1500 ")
    );
    let missing = |missing, games| {
        with_lang(Lang::Ru, || {
            InputError::OpponentFederationsMissing { missing, games }.to_string()
        })
    };
    assert!(
        missing(1, 9).contains("их нет у 1 партии из 9 "),
        "{}",
        missing(1, 9)
    );
    assert!(
        missing(5, 9).contains("их нет у 5 партий из 9 "),
        "{}",
        missing(5, 9)
    );
    assert!(missing(21, 30).contains("их нет у 21 партии из 30 "));
    assert!(missing(22, 30).contains("их нет у 22 партий из 30 "));
    let bytes = |count| with_lang(Lang::Ru, || NameError::FileNameTooLong(count).to_string());
    assert!(bytes(231).contains("занимает 231 байт,"), "{}", bytes(231));
    assert!(bytes(232).contains("занимает 232 байта,"), "{}", bytes(232));
    assert!(bytes(235).contains("занимает 235 байт,"), "{}", bytes(235));
    let portuguese = with_lang(Lang::Pt, || {
        InputError::OpponentFederationsMissing {
            missing: 1,
            games: 1,
        }
        .to_string()
    });
    assert!(
        portuguese.contains("faltam em 1 de 1 partida "),
        "{portuguese}"
    );
}

#[test]
fn a_whole_quantity_says_its_values_in_each_language() {
    let said = |lang, low, high| {
        with_lang(lang, || {
            InputError::whole(Whole::new("minimum games", low, high), "6").to_string()
        })
    };
    assert_eq!(said(Lang::En, 7, 9), "minimum games '6' must be 7, 8 or 9");
    assert_eq!(said(Lang::En, 7, 8), "minimum games '6' must be 7 or 8");
    assert_eq!(said(Lang::En, 7, 7), "minimum games '6' must be 7");
    assert_eq!(
        said(Lang::Pt, 7, 9),
        "mínimo de partidas '6' deve ser 7, 8 ou 9"
    );
    assert_eq!(
        said(Lang::Ru, 7, 8),
        "минимум партий '6': допускается 7 или 8"
    );
    assert_eq!(
        said(Lang::Ru, 1, 30),
        "минимум партий '6': допускается целое число от 1 до 30"
    );
    // A name the catalogue does not know is said as the core gives it.
    let unknown = with_lang(Lang::Pt, || {
        InputError::whole(Whole::new("widgets", 1, 5), "0").to_string()
    });
    assert_eq!(unknown, "widgets '0' deve ser um número inteiro de 1 a 5");
    // What a person typed stays as typed, with what would act on a terminal written out.
    let typed = with_lang(Lang::Ru, || {
        InputError::Rating("15\u{1b}[2J00".into()).to_string()
    });
    assert_eq!(
        typed,
        "рейтинг '15\\u{1b}[2J00' должен быть числом от 0 до 4000"
    );
}

fn io(kind: io::ErrorKind) -> io::Error {
    io::Error::from(kind)
}

fn path(text: &str) -> PathBuf {
    PathBuf::from(text)
}

/// Every error of the core, each variant once, with representative values.
fn input_errors() -> Vec<InputError> {
    let boxed = || Box::new(InputError::Rating("x".into()));
    vec![
        InputError::Rating("x".into()),
        InputError::FractionalRating("1500.5".into()),
        InputError::RatingComma("1500,5".into()),
        InputError::RatingThousands {
            text: "1.850".into(),
            thousands: 1850,
        },
        InputError::UsChessRating("50".into()),
        InputError::whole(elocalc::rating::K_RANGE, "0"),
        InputError::Score("x".into()),
        InputError::NoScore,
        InputError::RowScore("x".into()),
        InputError::CellScore("x".into()),
        InputError::Points {
            value: "9".into(),
            games: 5,
        },
        InputError::Pool("x".into()),
        InputError::Game("x".into()),
        InputError::Target("x".into()),
        InputError::RemainingUnrated,
        InputError::NoTarget,
        InputError::FirstRatingPool("rapid"),
        InputError::NormTitle("x".into()),
        InputError::Title("x".into()),
        InputError::Federation("x".into()),
        InputError::Exemption("x".into()),
        InputError::NormGame("x".into()),
        InputError::NormRating("x".into()),
        InputError::NoFederation,
        InputError::OpponentFederationsMissing {
            missing: 3,
            games: 9,
        },
        InputError::FidePool("x".into()),
        InputError::PlayerK("x".into()),
        InputError::NoStartRank {
            text: "12=40".into(),
            rank: 12,
        },
        InputError::NoReport,
        InputError::Report("line 1: x".into()),
        InputError::Rd("x".into()),
        InputError::Volatility("x".into()),
        InputError::Tau("x".into()),
        InputError::Glicko2Game("x".into()),
        InputError::UnratedWithRd("x".into()),
        InputError::PriorRecord("x".into()),
        InputError::EventDate("x".into()),
        InputError::FloorAboveRating {
            floor: 1500.0,
            rating: 1400.0,
        },
        InputError::UsChessUnratedOpponent,
        InputError::PriorWithoutGames("all-wins"),
        InputError::UsChessUnrated("x".into()),
        InputError::UsChessGame("x".into()),
        InputError::UsChessRd("x".into()),
        InputError::DwzBeforeDewis("2013-07-31".into()),
        InputError::DwzFirst,
        InputError::DwzIndexZero { rating: 1500 },
        InputError::DwzExpected {
            value: "7".into(),
            games: 6,
        },
        InputError::DwzNewScale {
            published: "2026-06-08".into(),
            event: "2026-06-07".into(),
        },
        InputError::DwzNoGames {
            forfeits: 1,
            unrated: 2,
        },
        InputError::NotInMulti("US Chess"),
        InputError::NoNormGames,
        InputError::BornAfter {
            born: 2030,
            year: 2026,
        },
        InputError::NoRatedGames,
        InputError::Missing,
        InputError::TooPrecise(boxed()),
        InputError::Signed(boxed()),
        InputError::InEvent {
            number: 2,
            reason: "x".into(),
        },
        totals(3),
        InputError::EventsInOtherSystem {
            system: "Glicko-2",
            events: 2,
        },
        InputError::NoSuchEvent {
            event: 4,
            events: 2,
        },
        InputError::InGame {
            number: 3,
            error: boxed(),
        },
    ]
}

fn month() -> ListMonth {
    ListMonth::new(2026, 12).unwrap()
}

/// Every other error a person may read, each variant once where it can be made here.
fn other_errors() -> Vec<Box<dyn std::error::Error>> {
    let name = || SessionName::parse("club").unwrap();
    let event_errors = vec![
        EventError::NoName,
        EventError::NameChar {
            name: "a|b".into(),
            found: '|',
        },
        EventError::NameNotPrintable("a\u{7}".into()),
        EventError::EmptyOption,
        EventError::UnknownKey("x".into()),
        EventError::NoValue {
            key: "rating",
            example: "2499",
        },
        EventError::RepeatedKey("rating"),
        EventError::Date {
            key: "start",
            text: "x".into(),
        },
        EventError::EndBeforeStart {
            start: jiff::civil::date(2026, 5, 2),
            end: jiff::civil::date(2026, 5, 1),
        },
        EventError::HalfTotals {
            given: "games",
            missing: "chg",
        },
        EventError::ScoreWithoutTotals,
        EventError::Chg {
            text: "x".into(),
            decimals: 6,
        },
        EventError::ChgHundredths("1.444".into()),
        EventError::ChgRange {
            text: "9".into(),
            low: -8.0,
            high: 8.0,
            scored: false,
        },
        EventError::ChgRange {
            text: "9".into(),
            low: -3.0,
            high: 5.0,
            scored: true,
        },
        EventError::GamesAfterTotals {
            name: "Open".into(),
            games: 8,
            chg: 1.44,
        },
        EventError::NoGames("Open".into()),
        EventError::OptionsInComment("| rating 2500".into()),
        EventError::NameLikeOption {
            name: "Open rating 2500".into(),
            key: "rating",
            value: "2500".into(),
            before: "Open".into(),
        },
    ];
    let name_errors = [
        NameError::Empty,
        NameError::TooLong,
        NameError::Separator,
        NameError::DotDot,
        NameError::LeadingDot,
        NameError::Control,
        NameError::FileNameTooLong(300),
    ];
    let unreadable = [
        Unreadable::Empty,
        Unreadable::NotAFile,
        Unreadable::NotText,
        Unreadable::NotJson("EOF".into()),
        Unreadable::NoVersion,
        Unreadable::Newer(99),
        Unreadable::Content("x".into()),
        Unreadable::TooLarge,
    ];
    let csv = [
        CsvError::NoHeader,
        CsvError::NoColumn {
            wanted: "x".into(),
            headers: vec!["a".into(), "b".into()],
        },
        CsvError::NoRatingColumn {
            headers: vec!["a".into()],
        },
        CsvError::NoScoreColumn {
            headers: vec!["a".into()],
        },
        CsvError::Malformed("line 2: x".into()),
        CsvError::Ambiguous {
            candidates: vec!["a".into(), "b".into()],
        },
        CsvError::Io("x".into()),
    ];
    let trf = || TrfError {
        line: 3,
        problem: "x".into(),
    };
    let line = || LineError::Shape("x".into());
    let mut errors: Vec<Box<dyn std::error::Error>> = Vec::new();
    errors.extend(event_errors.into_iter().map(|e| Box::new(e) as _));
    errors.extend(name_errors.into_iter().map(|e| Box::new(e) as _));
    errors.extend(unreadable.into_iter().map(|e| Box::new(e) as _));
    errors.extend(csv.into_iter().map(|e| Box::new(e) as _));
    errors.extend([
        Box::new(UnknownLang("de".into())) as Box<dyn std::error::Error>,
        Box::new(UnknownFormat("xml".into())),
        Box::new(LineError::NotText),
        Box::new(ListError::Line {
            line: 3,
            error: line(),
        }),
        Box::new(ListError::Io(io(io::ErrorKind::NotFound))),
        Box::new(ImportError::NoSuchPlayer {
            player: "Carlsen".into(),
            close: vec![],
        }),
        Box::new(ImportError::NoSuchPlayer {
            player: "Carlsen".into(),
            close: vec!["Carlsen, M".into()],
        }),
        Box::new(trf()),
        Box::new(ListFileError {
            file: "list.txt".into(),
            problem: ListProblem::NotAList("x".into()),
        }),
        Box::new(ListProblem::UnknownHeader("x".into())),
        Box::new(ListProblem::WhichPool("x".into())),
        Box::new(ListLineError {
            line: 4,
            reason: "x".into(),
        }),
        Box::new(LoadError::Missing),
        Box::new(RenameError::Exists(name())),
        Box::new(SaveError::Io(io(io::ErrorKind::StorageFull))),
        Box::new(WriteError::Exists(path("a.csv"))),
        Box::new(WriteError::NotAFile(path("fifo"))),
        Box::new(WriteError::Io {
            path: path("a.csv"),
            error: io(io::ErrorKind::PermissionDenied),
        }),
        Box::new(SettingsError::Aside {
            path: path("settings.json"),
            error: io(io::ErrorKind::ReadOnlyFilesystem),
        }),
        Box::new(SettingsError::Lang {
            path: path("settings.json"),
            error: UnknownLang("de".into()),
        }),
        Box::new(ListStoreError::Newer {
            path: path("lists.db"),
            found: 9,
        }),
        Box::new(ListStoreError::SetAside {
            path: path("lists.db"),
            moved_to: path("lists.db.bad"),
            reason: "x".into(),
        }),
        Box::new(ListStoreError::NotAFile(path("lists.db"))),
        Box::new(ListStoreError::DirNotAFolder(path("lists"))),
        Box::new(ListStoreError::LeftAlone {
            path: path("lists.db"),
            reason: "x".into(),
        }),
        Box::new(ListStoreError::EarlierReadOnly(path("lists.db"))),
        Box::new(PeriodFilesError::Pools {
            first: "a.trf".into(),
            first_pool: "standard",
            other: "b.trf".into(),
            other_pool: "rapid",
            unread: None,
        }),
        Box::new(PeriodFilesError::Pools {
            first: "a.trf".into(),
            first_pool: "standard",
            other: "b.trf".into(),
            other_pool: "rapid",
            unread: Some(Box::new(("a.trf".into(), "B300-W3600".into()))),
        }),
        Box::new(PeriodFilesError::SameEvent {
            first: "a.trf".into(),
            second: "b.trf".into(),
        }),
        Box::new(PeriodFilesError::NotFound {
            file: "a.trf".into(),
            wanted: "x".into(),
            closest: vec![named("y")],
        }),
        Box::new(PeriodFilesError::Twice {
            file: "a.trf".into(),
            wanted: "x".into(),
            first: Box::new(named("x 1")),
            second: Box::new(named("x 2")),
        }),
        Box::new(PeriodFilesError::IdTwice {
            file: "a.trf".into(),
            id: "1".into(),
            first: Box::new(named("3")),
            second: Box::new(named("4")),
        }),
        Box::new(PeriodFilesError::Unrated {
            file: "a.trf".into(),
            name: named("x"),
        }),
    ]);
    for kind in [
        io::ErrorKind::NotFound,
        io::ErrorKind::PermissionDenied,
        io::ErrorKind::AlreadyExists,
        io::ErrorKind::IsADirectory,
        io::ErrorKind::NotADirectory,
        io::ErrorKind::StorageFull,
        io::ErrorKind::FileTooLarge,
        io::ErrorKind::ReadOnlyFilesystem,
        io::ErrorKind::BrokenPipe,
        io::ErrorKind::NotSeekable,
    ] {
        errors.push(Box::new(LoadError::Io(io(kind))));
    }
    errors.extend(cli_errors().into_iter().map(|e| Box::new(e) as _));
    errors
}

/// A player of a file as a message names them, by name alone.
fn named(name: &str) -> PlayerNamed {
    PlayerNamed {
        name: name.into(),
        rank: 1,
        fide_id: None,
    }
}

fn cli_errors() -> Vec<CliError> {
    let name = || SessionName::parse("club").unwrap();
    let input = || InputError::Rating("x".into());
    vec![
        CliError::Value {
            flag: "rating",
            error: input(),
        },
        CliError::PlayerK {
            text: "12=40".into(),
            problem: "x".into(),
        },
        CliError::Problem(InputError::NoRatedGames),
        CliError::Game {
            text: "x".into(),
            error: InputError::Game("x".into()),
        },
        CliError::from(FileError::Line {
            path: path("g.txt"),
            line: 3,
            error: LineError::Shape("x".into()),
        }),
        CliError::from(FileError::Import {
            path: path("g.csv"),
            error: ImportError::Csv(CsvError::NoScoreColumn { headers: vec![] }),
        }),
        CliError::from(FileError::Import {
            path: path("g.csv"),
            error: ImportError::Csv(CsvError::NoRatingColumn { headers: vec![] }),
        }),
        CliError::from(FileError::Games {
            path: path("g.txt"),
            error: input(),
        }),
        CliError::from(FileError::Trf {
            path: path("a.trf"),
            error: TrfError {
                line: 1,
                problem: "x".into(),
            },
        }),
        CliError::from(FileError::NotGames(path("a.trf"))),
        CliError::SameFile {
            first: path("a.trf"),
            second: path("b.trf"),
        },
        CliError::PlayerWithoutFile,
        CliError::ForeignFlag {
            flag: "rd",
            pool: "glicko2".into(),
            this: "standard".into(),
        },
        CliError::FilesNotRead("uschess"),
        CliError::from(FileError::TooLarge {
            path: path("a.trf"),
            limit: 64 << 20,
        }),
        CliError::Read {
            path: path("a.trf"),
            error: io(io::ErrorKind::NotFound),
        },
        CliError::NoRating,
        CliError::Format(UnknownFormat("xml".into())),
        CliError::Exists(path("a.csv")),
        CliError::Output(io(io::ErrorKind::StorageFull)),
        CliError::NoConfigDir,
        CliError::SessionName {
            text: "".into(),
            error: NameError::Empty,
        },
        CliError::NoSession {
            name: name(),
            dir: path("sessions"),
        },
        CliError::Session {
            name: name(),
            error: LoadError::Unreadable(Unreadable::NoVersion),
        },
        CliError::SessionProblem {
            name: name(),
            problem: Problem {
                field: None,
                error: InputError::NoRatedGames,
            },
        },
        CliError::List {
            dir: path("sessions"),
            error: io(io::ErrorKind::PermissionDenied),
        },
        CliError::Delete {
            name: name(),
            error: io(io::ErrorKind::PermissionDenied),
        },
        CliError::NoDataDir,
        CliError::NoList(path("lists.db")),
        CliError::ListImport(ListImportError::Line {
            path: path("list.txt"),
            error: ListLineError {
                line: 5,
                reason: "x".into(),
            },
        }),
        CliError::ListImport(ListImportError::Duplicate {
            path: path("list.txt"),
            id: 1503014,
        }),
        CliError::ListImport(ListImportError::NotAFile(path("fifo.txt"))),
        CliError::ListMonthValue("x".into()),
        CliError::ListImport(ListImportError::MonthsDisagree {
            coded: month(),
            given: ListMonth::new(2026, 11).unwrap(),
        }),
        CliError::ListImport(ListImportError::NoMonth(path("list.txt"))),
        CliError::MonthNotHeld(month()),
        CliError::PlayerNotFound {
            query: "x".into(),
            month: month(),
            federation: None,
            closest: vec![],
        },
        CliError::PlayerNotFound {
            query: "x".into(),
            month: month(),
            federation: None,
            closest: suggested(),
        },
        CliError::PlayerNotFound {
            query: "x".into(),
            month: month(),
            federation: Some("FRA".into()),
            closest: vec![],
        },
        CliError::PlayerNotFound {
            query: "x".into(),
            month: month(),
            federation: Some("FRA".into()),
            closest: suggested(),
        },
        CliError::Fide("x".into()),
    ]
}

/// Two players suggested for a query that names no one: y of GER, and z of no federation.
fn suggested() -> Vec<elocalc::rating::list::ListEntry> {
    [("y", Some("GER"), 1), ("z", None, 2)]
        .map(
            |(name, federation, fide_id)| elocalc::rating::list::ListEntry {
                name: name.into(),
                federation: federation.map(String::from),
                fide_id,
                ..crate::fide_list_gen::entry(1, 0)
            },
        )
        .to_vec()
}

#[test]
fn every_error_is_one_line_of_words_in_every_language() {
    let mut texts: Vec<(String, Lang, String)> = Vec::new();
    for lang in Lang::ALL {
        with_lang(lang, || {
            for error in input_errors() {
                texts.push((format!("{error:?}"), lang, error.to_string()));
            }
            for error in other_errors() {
                texts.push((format!("{error:?}"), lang, error.to_string()));
            }
            texts.push((
                "Words".into(),
                lang,
                Words(&io(io::ErrorKind::NotFound)).to_string(),
            ));
        });
    }
    for (what, lang, text) in &texts {
        assert!(!text.trim().is_empty(), "{what} in {lang}");
        assert!(
            !text.contains('\n') && !text.contains('\r'),
            "{what} in {lang}: {text}"
        );
        // No id left unlooked-up, no Fluent error marker.
        assert!(
            !text.contains("error-") && !text.contains("{$"),
            "{what} in {lang}: {text}"
        );
    }
    // Portuguese and Russian say every one in their own words: no message is English's.
    let english: Vec<&String> = texts
        .iter()
        .filter(|t| t.1 == Lang::En)
        .map(|t| &t.2)
        .collect();
    for lang in [Lang::Pt, Lang::Ru] {
        let theirs: Vec<&String> = texts.iter().filter(|t| t.1 == lang).map(|t| &t.2).collect();
        assert_eq!(theirs.len(), english.len());
        for ((what, _, text), english) in texts.iter().filter(|t| t.1 == lang).zip(&english) {
            // Only those that carry no words of elocalc's own are alike: the csv reader's and
            // the system's words, and a flag's name before a problem given as it came.
            let no_words = what.starts_with("Malformed(")
                || what.starts_with("Io(\"")
                || what.starts_with("PlayerK {")
                || what.starts_with("Fide(");
            assert!(
                text != *english || no_words,
                "{what} in {lang} is English: {text}"
            );
        }
    }
}

#[test]
fn english_errors_are_the_words_they_always_were() {
    // A few, against the literals the code had before the catalogue.
    let cases: [(Box<dyn std::error::Error>, &str); 6] = [
        (
            Box::new(InputError::TooPrecise(Box::new(InputError::Rating(
                "1500.00000000000000001".into(),
            )))),
            "rating '1500.00000000000000001' must be a number from 0 to 4000, with at most 6 \
             decimals",
        ),
        (
            Box::new(InputError::Signed(Box::new(InputError::whole(
                elocalc::rating::K_RANGE,
                "+20",
            )))),
            "K '+20' must be a whole number from 1 to 100, written without +",
        ),
        (
            Box::new(EventError::ChgRange {
                text: "9".into(),
                low: -8.0,
                high: 8.0,
                scored: false,
            }),
            "chg '9' must be from -8 to 8: each game's ΔR is from -1 to 1, and chg adds them",
        ),
        (
            Box::new(NameError::Separator),
            "a session name cannot contain / or \\",
        ),
        (
            Box::new(Unreadable::NoVersion),
            "no \"version\" number: not an elocalc session",
        ),
        (
            Box::new(CliError::PlayerNotFound {
                query: "x".into(),
                month: month(),
                federation: None,
                closest: suggested(),
            }),
            "no player 'x' on the 2026-12 list; closest: y (GER, FIDE ID 1); z (FIDE ID 2)",
        ),
    ];
    for (error, english) in cases {
        assert_eq!(with_lang(Lang::En, || error.to_string()), english);
    }
}

/// In Portuguese the UI's `d` is *derrota*; the command line's stays a draw in every language
/// (a script's result never changes with `LANG`), and a person reading Portuguese is told so on
/// stderr, beside the unchanged result.
#[test]
fn a_d_on_the_command_line_is_a_draw_and_portuguese_is_told_so() {
    let args = [
        "game",
        "--rating",
        "1850",
        "--opponent",
        "2010",
        "--result",
        "d",
        "--json",
    ];
    let dir = tempfile::tempdir().unwrap();
    let english = run_in(dir.path(), &[("LANG", "en_US.UTF-8")], &args);
    let portuguese = run_in(dir.path(), &[("LANG", "pt_BR.UTF-8")], &args);
    assert_eq!(english.stdout, portuguese.stdout, "the same result");
    let value: serde_json::Value = serde_json::from_slice(&portuguese.stdout).unwrap();
    assert_eq!(value["player"]["score"], serde_json::json!(0.5));
    assert!(english.stderr.is_empty());
    assert_eq!(
        String::from_utf8_lossy(&portuguese.stderr),
        "elocalc: 'd' é empate (draw) na linha de comando, como em inglês; derrota é 0, l ou \
         derrota\n"
    );
}

/// What SQLite says of a locked, read-only, unopenable, failing, full or damaged database is for
/// programmers: the person reads what happened and what to do, in their language.
#[test]
fn sqlites_own_words_never_reach_the_person() {
    use rusqlite::ffi;
    let codes = [
        ffi::SQLITE_BUSY,
        ffi::SQLITE_LOCKED,
        ffi::SQLITE_READONLY,
        ffi::SQLITE_CANTOPEN,
        ffi::SQLITE_IOERR,
        ffi::SQLITE_FULL,
        ffi::SQLITE_PERM,
        ffi::SQLITE_CORRUPT,
    ];
    for lang in Lang::ALL {
        for code in codes {
            let error = rusqlite::Error::SqliteFailure(ffi::Error::new(code), None);
            let sqlites = error.to_string();
            let said = with_lang(lang, || {
                ListStoreError::Sqlite {
                    path: path("ratings.sqlite3"),
                    error,
                }
                .to_string()
            });
            assert!(!said.contains(&sqlites), "{lang:?}: {said}");
            assert!(!said.contains("error-"), "{lang:?}: {said}");
        }
    }
}

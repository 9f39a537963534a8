//! The command line's help, manual page and clap's own errors in English, Portuguese (Brazil)
//! and Russian: the language is known before the arguments are parsed; English is what it was
//! (held to the text main's binary printed, in tests/fixtures/help-en); every help text has its
//! Portuguese and Russian words; completions never change with the language.

use crate::common;

use common::*;
use elocalc::i18n::{Lang, with_lang};

/// Every command's path below `elocalc` (`[]`, `["game"]`, `["sessions", "show"]` …), clap's
/// own `help` subcommands left out.
fn paths(command: &clap::Command) -> Vec<Vec<String>> {
    let mut all = vec![vec![]];
    for sub in command
        .get_subcommands()
        .filter(|sub| sub.get_name() != "help")
    {
        for mut path in paths(sub) {
            path.insert(0, sub.get_name().to_string());
            all.push(path);
        }
    }
    all
}

fn english_command() -> clap::Command {
    with_lang(Lang::En, elocalc::cli::command)
}

fn fixture_help(path: &[String]) -> String {
    let name = std::iter::once("elocalc")
        .chain(path.iter().map(String::as_str))
        .collect::<Vec<_>>()
        .join("-");
    let file = fixture(&format!("help-en/{name}.txt"));
    std::fs::read_to_string(&file).unwrap_or_else(|_| panic!("no fixture {file}"))
}

fn help_of(vars: &[(&str, &str)], path: &[String], flags: &[&str]) -> String {
    let mut args: Vec<&str> = path.iter().map(String::as_str).collect();
    args.extend(flags);
    stdout(&elocalc_in(vars, &args))
}

/// One run's standard error, of a run refused with exit status 2 and nothing on stdout.
fn refused(vars: &[(&str, &str)], args: &[&str]) -> String {
    let output = elocalc_in(vars, args);
    assert_eq!(output.status.code(), Some(2), "{args:?}");
    assert!(output.stdout.is_empty(), "{args:?}");
    let error = String::from_utf8(output.stderr).unwrap();
    assert_eq!(error.lines().count(), 1, "{error}");
    error.trim_end().to_string()
}

#[test]
fn the_english_help_of_every_command_is_what_it_was() {
    let paths = paths(&english_command());
    assert!(paths.len() >= 20, "{paths:?}");
    for path in &paths {
        let before = fixture_help(path);
        for flag in ["--help", "-h"] {
            assert_eq!(help_of(&[], path, &[flag]), before, "{path:?} {flag}");
        }
        // English whichever way it is asked for.
        assert_eq!(
            help_of(&[("LANG", "ru_RU.UTF-8")], path, &["--lang=en", "--help"]),
            before,
            "{path:?}"
        );
        assert_eq!(
            help_of(&[("LC_ALL", "C"), ("LANG", "pt_BR")], path, &["--help"]),
            before
        );
    }
    let game = vec!["game".to_string()];
    assert_eq!(
        stdout(&elocalc_in(&[], &["help", "game"])),
        fixture_help(&game)
    );
}

#[test]
fn the_english_manual_page_is_what_it_was() {
    let before = std::fs::read_to_string(fixture("help-en/elocalc.1")).unwrap();
    assert_eq!(stdout(&elocalc_in(&[], &["man"])), before);
    assert_eq!(
        stdout(&elocalc_in(&[("LANG", "ru_RU")], &["--lang", "en", "man"])),
        before
    );
}

#[test]
fn the_language_is_known_before_parsing() {
    let first = |vars: &[(&str, &str)], args: &[&str]| {
        stdout(&elocalc_in(vars, args))
            .lines()
            .next()
            .unwrap()
            .to_string()
    };
    let pt = "Uma partida, os dois jogadores: pontuações esperadas, variações, novos ratings e os cenários vitória/empate/derrota";
    let ru = "Одна партия, оба игрока: ожидаемые результаты, изменения, новые рейтинги и сценарии победы/ничьей/поражения";
    assert_eq!(first(&[("LANG", "pt_BR.UTF-8")], &["game", "--help"]), pt);
    assert_eq!(first(&[], &["--lang", "pt", "game", "--help"]), pt);
    assert_eq!(first(&[], &["game", "--help", "--lang=ru"]), ru);
    assert_eq!(
        first(
            &[("LC_ALL", "ru_RU.UTF-8"), ("LANG", "pt_BR")],
            &["game", "-h"]
        ),
        ru
    );
    assert_eq!(
        first(&[("LANG", "pt_BR")], &["--lang", "RU", "help", "game"]),
        ru
    );
    // A --lang after `--` is a GAME, not the language.
    let output = elocalc_in(
        &[("LANG", "pt_BR")],
        &["period", "--help", "--", "--lang", "ru"],
    );
    assert!(stdout(&output).starts_with("Um período de rating"));
}

#[test]
fn a_bad_lang_is_one_line_in_the_environments_language() {
    assert_eq!(
        refused(&[], &["--lang=de"]),
        "elocalc: invalid value 'de' for '--lang <LANG>': language 'de' must be en, pt or ru"
    );
    assert_eq!(
        refused(&[("LANG", "pt_BR.UTF-8")], &["--lang", "de", "--help"]),
        "elocalc: valor inválido 'de' para '--lang <IDIOMA>': o idioma 'de' deve ser en, pt ou ru"
    );
    assert_eq!(
        refused(&[("LANG", "ru_RU.UTF-8")], &["--lang=xx", "man"]),
        "elocalc: неверное значение 'xx' для '--lang <ЯЗЫК>': язык 'xx' должен быть en, pt или ru"
    );
}

/// A short help whole, by hand from the catalogue: the headings, `[OPTIONS]`, the value names
/// and clap's `-h` in Portuguese, the README's placeholders (`<YYYY-MM>`, `<PATH>`) as typed.
#[test]
fn a_whole_help_in_portuguese_and_russian() {
    let pt = stdout(&elocalc_in(
        &[],
        &["--lang", "pt", "list", "remove", "--help"],
    ));
    let lang_pt = "O idioma em que o elocalc escreve para as pessoas: en, pt (português do Brasil) ou ru (russo) [padrão: de LC_ALL, LC_MESSAGES ou LANG; a tecla L da interface escolhe um e o guarda]. JSON, CSV e arquivos de sessão são iguais em todos os idiomas";
    assert_eq!(
        pt,
        format!(
            "Remover a lista de um mês deste computador\n\n\
             Uso: elocalc list remove [OPÇÕES] <YYYY-MM>\n\n\
             Argumentos:\n  <YYYY-MM>  \n\n\
             Opções:\n\
             \x20     --config-dir <PATH>  Pasta de configuração do elocalc; as sessões ficam na sua pasta sessions/ [padrão: a da plataforma, p. ex. ~/.config/elocalc]\n\
             \x20     --data-dir <PATH>    Onde o elocalc guarda as listas de rating FIDE que você importa (ratings.sqlite3) [padrão: a pasta de dados da plataforma, p. ex. ~/.local/share/elocalc]\n\
             \x20     --lang <IDIOMA>      {lang_pt}\n\
             \x20 -h, --help               Mostrar a ajuda\n"
        )
    );
    let ru = stdout(&elocalc_in(
        &[("LANG", "ru_RU.UTF-8")],
        &["completions", "--help"],
    ));
    assert_contains(
        &ru,
        &[
            "Напечатать скрипт автодополнения для оболочки (bash, zsh, fish, powershell, elvish)\n\n",
            "Использование: elocalc completions [ПАРАМЕТРЫ] <ОБОЛОЧКА>\n\n",
            "Аргументы:\n  <ОБОЛОЧКА>  [возможные значения: bash, elvish, fish, powershell, zsh]\n\n",
            "Параметры:\n",
            "  -h, --help               Показать справку\n",
        ],
    );
    let root = stdout(&elocalc_in(&[("LANG", "ru_RU.UTF-8")], &["--help"]));
    assert_contains(
        &root,
        &[
            "Использование: elocalc [ПАРАМЕТРЫ] [КОМАНДА]\n\nКоманды:\n",
            "  help         Показать это сообщение или справку по указанным подкомандам\n",
            "  -V, --version            Показать версию\n",
            "Код выхода: 0 при успехе, 2 при неверном вводе, 1, если файл не удаётся прочитать или записать.\n",
        ],
    );
    // clap's [default: 9], and the systems' own flags.
    let norm = stdout(&elocalc_in(&[], &["--lang", "pt", "norm", "--help"]));
    assert_contains(
        &norm,
        &[
            "Uso: elocalc norm [OPÇÕES] --title <TÍTULO> --federation <FED> [GAME]...\n",
            "aplica [padrão: 9]\n",
        ],
    );
    let game = stdout(&elocalc_in(&[], &["--lang", "ru", "game", "--help"]));
    assert_contains(
        &game,
        &[
            "--event-date <ДАТА>",
            "US Chess и DWZ: дата окончания турнира, YYYY-MM-DD (US Chess не раньше 2017-05-01; DWZ не раньше 2013-08-01, она выбирает систему E или K) [по умолчанию: сегодня]",
            "--pool <ПУЛ>",
            "(в game и period также glicko2, uschess и dwz)",
        ],
    );
}

/// Every about, help and value name, read from the command clap parses with.
#[derive(Debug, PartialEq)]
struct Words {
    path: String,
    what: String,
    text: String,
}

fn words_of(command: &clap::Command, path: &str, out: &mut Vec<Words>) {
    let mut say = |what: String, text: Option<String>| {
        if let Some(text) = text {
            out.push(Words {
                path: path.to_string(),
                what,
                text,
            })
        }
    };
    say(
        "about".into(),
        command.get_about().map(|text| text.to_string()),
    );
    say(
        "long about".into(),
        command.get_long_about().map(|text| text.to_string()),
    );
    say(
        "after help".into(),
        command.get_after_help().map(|text| text.to_string()),
    );
    for arg in command.get_arguments() {
        let id = arg.get_id().to_string();
        say(
            format!("{id} help"),
            arg.get_help().map(|text| text.to_string()),
        );
        say(
            format!("{id} long help"),
            arg.get_long_help().map(|text| text.to_string()),
        );
    }
    for sub in command.get_subcommands() {
        words_of(sub, &format!("{path} {}", sub.get_name()), out);
    }
}

#[test]
fn every_help_text_has_portuguese_and_russian_words() {
    let mut english = Vec::new();
    words_of(&english_command(), "elocalc", &mut english);
    assert!(english.len() > 150, "{}", english.len());
    for lang in [Lang::Pt, Lang::Ru] {
        let mut other = Vec::new();
        words_of(
            &with_lang(lang, elocalc::cli::command),
            "elocalc",
            &mut other,
        );
        // Each English text has its own in the language (which may say more: clap's brackets).
        for english in &english {
            let other = other
                .iter()
                .find(|other| (&other.path, &other.what) == (&english.path, &english.what))
                .unwrap_or_else(|| panic!("{lang:?}: no {} {}", english.path, english.what));
            assert_ne!(
                english.text, other.text,
                "{lang:?}: {} {}",
                other.path, other.what
            );
        }
    }
}

/// The arguments clap shows by their value name alone (none had a help in English).
const NO_HELP: [&str; 4] = [
    "elocalc sessions show name",
    "elocalc sessions delete name",
    "elocalc list remove month",
    "elocalc completions shell",
];

#[test]
fn every_argument_but_a_few_positionals_has_a_help() {
    fn walk(command: &clap::Command, path: &str, without: &mut Vec<String>) {
        for arg in command.get_arguments() {
            if arg.get_help().is_none() {
                without.push(format!("{path} {}", arg.get_id()));
            }
        }
        for sub in command
            .get_subcommands()
            .filter(|sub| sub.get_name() != "help")
        {
            walk(sub, &format!("{path} {}", sub.get_name()), without);
        }
    }
    let mut without = Vec::new();
    walk(&english_command(), "elocalc", &mut without);
    assert_eq!(without, NO_HELP);
}

#[test]
fn value_names_that_are_words_are_translated_and_the_readmes_placeholders_kept() {
    let usage = |lang: &str, args: &[&str]| {
        let mut all = vec!["--lang", lang];
        all.extend(args);
        all.push("--help");
        stdout(&elocalc_in(&[], &all))
    };
    let ru = usage("ru", &["game"]);
    assert_contains(
        &ru,
        &[
            "--rating <РЕЙТИНГ>",
            "--opponent <СОПЕРНИК>",
            "--result <РЕЗУЛЬТАТ>",
            "--opponent-k <K>",
            "-o, --output <PATH>",
            "--format <ФОРМАТ>",
            "--prior-record <ИСТОРИЯ>",
            "--floor <F>",
        ],
    );
    let pt = usage("pt", &["period"]);
    assert_contains(
        &pt,
        &[
            "[GAME]...",
            "--fide <ID|NAME>",
            "--player <NAME>",
            "--rating-column <COLUNA>",
            "--pool <SISTEMA>",
        ],
    );
    assert_contains(
        &usage("pt", &["trf"]),
        &["<FILE>...", "--player-k <RANK=K>"],
    );
    assert_contains(
        &usage("ru", &["k"]),
        &["--born <ГОД>", "--games <ПАРТИИ>", "--year <ГОД>"],
    );
    assert_contains(&usage("pt", &["player"]), &["<BUSCA>", "--month <YYYY-MM>"]);
}

/// clap does not wrap help here (built without `wrap_help`, at any width, in any language): a
/// Portuguese or Russian help has English's lines, one for one, each flag on its English line
/// and every help text starting in one column per section, as English's does.
#[test]
fn portuguese_and_russian_help_lines_are_laid_out_as_englishs() {
    for path in paths(&english_command()) {
        let english = help_of(&[], &path, &["--help"]);
        for lang in ["pt", "ru"] {
            let flag = format!("--lang={lang}");
            let other = help_of(&[("COLUMNS", "80")], &path, &[&flag, "--help"]);
            let (english, other): (Vec<&str>, Vec<&str>) =
                (english.lines().collect(), other.lines().collect());
            assert_eq!(english.len(), other.len(), "{lang} {path:?}");
            for (english, other) in english.iter().zip(&other) {
                let flag = |line: &str| {
                    line.trim_start()
                        .starts_with('-')
                        .then(|| line.split_whitespace().next().map(str::to_string))
                        .flatten()
                };
                assert_eq!(flag(english), flag(other), "{lang} {path:?}");
                assert_eq!(english.is_empty(), other.is_empty(), "{lang} {path:?}");
            }
        }
    }
}

#[test]
fn completions_never_change_with_the_language() {
    for shell in ["bash", "zsh", "fish", "powershell", "elvish"] {
        let english = stdout(&elocalc_in(&[], &["completions", shell]));
        assert!(english.contains("period"));
        for vars in [
            &[("LANG", "ru_RU.UTF-8")][..],
            &[("LC_ALL", "pt_BR.UTF-8")][..],
        ] {
            assert_eq!(
                stdout(&elocalc_in(vars, &["completions", shell])),
                english,
                "{shell}"
            );
        }
        assert_eq!(
            stdout(&elocalc_in(&[], &["--lang", "ru", "completions", shell])),
            english
        );
    }
    // zsh shows the help lines: English's.
    let zsh = stdout(&elocalc_in(&[("LANG", "ru_RU")], &["completions", "zsh"]));
    assert!(zsh.contains("Your rating"), "{zsh}");
}

#[test]
fn the_manual_page_follows_the_language() {
    for (vars, args, headings, name) in [
        (
            &[("LANG", "pt_BR.UTF-8")][..],
            &["man"][..],
            [
                ".SH NOME",
                ".SH SINOPSE",
                ".SH DESCRIÇÃO",
                ".SH OPÇÕES",
                ".SH SUBCOMANDOS",
                ".SH MAIS",
                ".SH VERSÃO",
            ],
            "elocalc \\- Calculadora exata de rating de xadrez: Elo puro, clássico, rápido e blitz da FIDE, Glicko\\-2, US Chess e DWZ\n",
        ),
        (
            &[][..],
            &["man", "--lang", "ru"][..],
            [
                ".SH ИМЯ",
                ".SH ОБЗОР",
                ".SH ОПИСАНИЕ",
                ".SH ПАРАМЕТРЫ",
                ".SH ПОДКОМАНДЫ",
                ".SH ДОПОЛНИТЕЛЬНО",
                ".SH ВЕРСИЯ",
            ],
            "elocalc \\- Точный шахматный калькулятор рейтинга: чистое Эло, классика, рапид и блиц ФИДЕ, Glicko\\-2, US Chess и DWZ\n",
        ),
    ] {
        let man = stdout(&elocalc_in(vars, args));
        assert!(man.starts_with(".ie"), "roff");
        assert!(man.contains(".TH elocalc 1"));
        assert_contains(&man, &headings);
        assert_contains(&man, &[name]);
        let english_headings = man.lines().filter(|line| {
            [
                ".SH NAME",
                ".SH SYNOPSIS",
                ".SH DESCRIPTION",
                ".SH OPTIONS",
                ".SH SUBCOMMANDS",
                ".SH EXTRA",
                ".SH VERSION",
            ]
            .contains(line)
        });
        assert_eq!(english_headings.count(), 0, "{man}");
    }
    let ru = stdout(&elocalc_in(&[], &["--lang", "ru", "man"]));
    // The synopsis lists the flags as English's does, the subcommand in Russian.
    assert_contains(
        &ru,
        &[
            "\\fBelocalc\\fR [\\fB\\-\\-config\\-dir\\fR]",
            "[\\fIкоманда\\fR]\n",
            "Показать справку\n",
        ],
    );
}

/// Each kind of clap's errors, as English said it (unchanged) and in Portuguese and Russian,
/// the text as typed and clap's tip.
#[test]
fn clap_errors_in_every_language() {
    let pt = [("LANG", "pt_BR.UTF-8")];
    let ru = [("LANG", "ru_RU.UTF-8")];
    let cases: [(&[&str], &str, &str, &str); 10] = [
        (
            &[
                "game",
                "--rating",
                "1500",
                "--opponnent",
                "1600",
                "--result",
                "win",
            ],
            "unexpected argument '--opponnent' found tip: a similar argument exists: '--opponent'",
            "argumento inesperado '--opponnent' · dica: existe um argumento parecido: '--opponent'",
            "неожиданный аргумент '--opponnent' · подсказка: есть похожий аргумент: '--opponent'",
        ),
        (
            &["game", "--rating", "1500"],
            "the following required arguments were not provided: --opponent <OPPONENT> --result <RESULT>",
            "faltam os argumentos obrigatórios: --opponent <ADVERSÁRIO> --result <RESULTADO>",
            "не указаны обязательные аргументы: --opponent <СОПЕРНИК> --result <РЕЗУЛЬТАТ>",
        ),
        (
            &["completions", "tcsh"],
            "invalid value 'tcsh' for '<SHELL>' [possible values: bash, elvish, fish, powershell, zsh] tip: a similar value exists: 'zsh'",
            "valor inválido 'tcsh' para '<SHELL>' [valores possíveis: bash, elvish, fish, powershell, zsh] · dica: existe um valor parecido: 'zsh'",
            "неверное значение 'tcsh' для '<ОБОЛОЧКА>' [возможные значения: bash, elvish, fish, powershell, zsh] · подсказка: есть похожее значение: 'zsh'",
        ),
        (
            &["game", "--rating"],
            "a value is required for '--rating <RATING>' but none was supplied",
            "'--rating <RATING>' precisa de um valor, mas nenhum foi dado",
            "для '--rating <РЕЙТИНГ>' нужно значение, но оно не указано",
        ),
        (
            &["sessions", "delete", "a", "b"],
            "unexpected argument 'b' found",
            "argumento inesperado 'b'",
            "неожиданный аргумент 'b'",
        ),
        (
            &["gmae"],
            "unrecognized subcommand 'gmae' tip: some similar subcommands exist: 'man', 'game'",
            "subcomando desconhecido 'gmae' · dica: existem subcomandos parecidos: 'man', 'game'",
            "неизвестная подкоманда 'gmae' · подсказка: есть похожие подкоманды: 'man', 'game'",
        ),
        (
            &["period", "--json", "--format", "csv"],
            "the argument '--json' cannot be used with '--format <FORMAT>'",
            "o argumento '--json' não pode ser usado com '--format <FORMATO>'",
            "аргумент '--json' нельзя использовать вместе с '--format <ФОРМАТ>'",
        ),
        (
            &["k", "--rating", "1", "--rating", "2"],
            "the argument '--rating <RATING>' cannot be used multiple times",
            "o argumento '--rating <RATING>' não pode ser usado mais de uma vez",
            "аргумент '--rating <РЕЙТИНГ>' нельзя указывать больше одного раза",
        ),
        (
            &["k", "--reached-2400=yes"],
            "unexpected value 'yes' for '--reached-2400' found; no more were expected",
            "valor inesperado 'yes' para '--reached-2400'; nenhum outro era esperado",
            "неожиданное значение 'yes' для '--reached-2400'; других значений не ожидалось",
        ),
        (
            &["sessions", "delete", "--", "-x", "y"],
            "unexpected argument 'y' found",
            "argumento inesperado 'y'",
            "неожиданный аргумент 'y'",
        ),
    ];
    for (args, english, portuguese, russian) in cases {
        assert_eq!(
            refused(&[], args),
            format!("elocalc: {english}"),
            "{args:?}"
        );
        assert_eq!(
            refused(&pt, args),
            format!("elocalc: {portuguese}"),
            "{args:?}"
        );
        assert_eq!(
            refused(&ru, args),
            format!("elocalc: {russian}"),
            "{args:?}"
        );
    }
    // Bytes that are no UTF-8, where a flag takes words.
    #[cfg(unix)]
    {
        use std::os::unix::ffi::OsStrExt;
        let bad = std::ffi::OsStr::from_bytes(b"\xff");
        let run = |vars: &[(&str, &str)]| {
            let output = locale_command(vars, &["k", "--rating"])
                .arg(bad)
                .output()
                .unwrap();
            assert_eq!(output.status.code(), Some(2));
            String::from_utf8(output.stderr).unwrap()
        };
        assert_eq!(
            run(&[]),
            "elocalc: invalid UTF-8 was detected in one or more arguments\n"
        );
        assert_eq!(
            run(&ru),
            "elocalc: в одном или нескольких аргументах неверный UTF-8\n"
        );
    }
    // A command given nothing says what it is, in the language.
    assert_eq!(
        refused(&pt, &["sessions"]),
        "elocalc: Sessões salvas: listar, mostrar (o resultado calculado) ou apagar"
    );
    assert_eq!(
        refused(&[], &["sessions"]),
        "elocalc: Saved sessions: list, show (the computed result) or delete them"
    );
}

/// clap's tips that it words freely, read back and said in the language.
#[test]
fn clap_free_worded_tips_in_every_language() {
    use clap::error::{ContextKind, ContextValue, ErrorKind};
    let error = |tip: &str| {
        let mut error = clap::Error::new(ErrorKind::UnknownArgument);
        error.insert(ContextKind::InvalidArg, ContextValue::String("-5".into()));
        error.insert(
            ContextKind::Suggested,
            ContextValue::StyledStrs(vec![tip.to_string().into()]),
        );
        error
    };
    let said = |lang, tip: &str| with_lang(lang, || elocalc::cli::parse_error(&error(tip)));
    let as_value = "to pass '-5' as a value, use '-- -5'";
    assert_eq!(
        said(Lang::En, as_value),
        "unexpected argument '-5' found tip: to pass '-5' as a value, use '-- -5'"
    );
    assert_eq!(
        said(Lang::Pt, as_value),
        "argumento inesperado '-5' · dica: para passar '-5' como valor, use '-- -5'"
    );
    assert_eq!(
        said(Lang::Ru, as_value),
        "неожиданный аргумент '-5' · подсказка: чтобы передать '-5' как значение, напишите '-- -5'"
    );
    assert_eq!(
        said(Lang::Ru, "'list --month' exists"),
        "неожиданный аргумент '-5' · подсказка: есть 'list --month'"
    );
    assert_eq!(
        said(
            Lang::Pt,
            "subcommand 'game' exists; to use it, remove the '--' before it"
        ),
        "argumento inesperado '-5' · dica: o subcomando 'game' existe; para usá-lo, tire o '--' antes dele"
    );
    // A tip not known here: clap's English line, whole, rather than half a translation.
    let unknown = said(Lang::Pt, "something new");
    assert!(unknown.contains("something new"), "{unknown}");
}

#[test]
fn the_english_catalogue_says_what_clap_says_itself() {
    use elocalc::i18n::message_in;
    let en = |id| message_in(Lang::En, id, &[]);
    let mut command = english_command();
    let help = command.render_help().to_string();
    for (id, said) in [
        ("cli-heading-usage", "Usage:"),
        ("cli-heading-commands", "Commands:"),
        ("cli-heading-options", "Options:"),
        ("cli-usage-options", "[OPTIONS]"),
        ("cli-usage-command", "[COMMAND]"),
    ] {
        assert!(help.contains(&en(id)) && help.contains(said), "{id}");
    }
    let period = stdout(&elocalc_in(&[], &["period", "--help"]));
    assert!(period.contains(&format!("\n{}:\n", en("cli-heading-arguments"))));
    let default = message_in(Lang::En, "cli-default", &[("value", "9".into())]);
    assert!(stdout(&elocalc_in(&[], &["norm", "--help"])).contains(&default));
}

/// A list of tips is singular for one name only — not for 21, which Russian's plural rule puts
/// with 1.
#[test]
fn similar_names_are_one_or_several_by_their_count() {
    use elocalc::i18n::message_in;
    let tip = |lang, count: u64| {
        let names: Vec<String> = (0..count).map(|n| format!("'{n}'")).collect();
        let said = message_in(
            lang,
            "cli-tip-similar-argument",
            &[("count", count.into()), ("names", names.join(", ").into())],
        );
        said.split(':').nth(1).unwrap().trim().to_string()
    };
    assert_eq!(tip(Lang::Ru, 1), "есть похожий аргумент");
    for count in [2, 5, 11, 21, 22] {
        assert_eq!(tip(Lang::Ru, count), "есть похожие аргументы", "{count}");
        assert_eq!(
            tip(Lang::Pt, count),
            "existem argumentos parecidos",
            "{count}"
        );
    }
    assert_eq!(tip(Lang::Pt, 1), "existe um argumento parecido");
    assert_eq!(tip(Lang::En, 21), "some similar arguments exist");
}

#[test]
fn the_terminal_ui_not_starting_is_said_in_the_language() {
    let dir = temp_dir();
    let config = dir.path().to_str().unwrap();
    let said = |vars: &[(&str, &str)]| {
        let output = elocalc_in(vars, &["--config-dir", config]);
        assert_eq!(output.status.code(), Some(1));
        String::from_utf8(output.stderr).unwrap()
    };
    let english = said(&[]);
    assert!(
        english.starts_with("elocalc: cannot run the terminal UI: "),
        "{english}"
    );
    assert!(
        english.ends_with(" (run it in a terminal, or see elocalc --help for the command line)\n")
    );
    let russian = said(&[("LANG", "ru_RU.UTF-8")]);
    assert!(
        russian.starts_with("elocalc: не удалось запустить интерфейс в терминале: "),
        "{russian}"
    );
    assert!(
        russian
            .ends_with(" (запустите его в терминале или см. elocalc --help о командной строке)\n")
    );
}

/// A command of subcommands given a flag but no subcommand: clap's "requires a subcommand",
/// in the language, with the subcommands as they are typed.
#[test]
fn a_missing_subcommand_is_said_in_every_language() {
    for (lang, expected) in [
        (
            "en",
            "elocalc: 'elocalc sessions' requires a subcommand but one was not provided \
             [subcommands: list, show, delete, help]",
        ),
        (
            "pt",
            "elocalc: 'elocalc sessions' precisa de um subcomando, e nenhum foi dado \
             [subcomandos: list, show, delete, help]",
        ),
        (
            "ru",
            "elocalc: для 'elocalc sessions' нужна подкоманда, но она не указана \
             [подкоманды: list, show, delete, help]",
        ),
    ] {
        assert_eq!(refused(&[], &["sessions", "--lang", lang]), expected);
    }
}

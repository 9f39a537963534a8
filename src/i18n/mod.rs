//! The words people read, in their language: English (the source and the fallback), Portuguese
//! (Brazil) and Russian, from one Fluent catalogue each (the files of `locales/TAG/`, compiled in).
//! A message is looked up by its id with named arguments; a count is passed as a number, so that
//! the catalogue picks its plural form (Russian: 1 партия, 2 партии, 5 партий).
//!
//! The language is one for the process, set once at startup ([`set`]) and switched by the UI;
//! [`with_lang`] words something in another language on this thread only (the CSV export, always
//! English, and tests running side by side). Machine output — JSON, CSV, session files — never
//! reads it.

mod env;

pub use env::from_env;

use std::borrow::Cow;
use std::cell::Cell;
use std::fmt;
use std::io;
use std::str::FromStr;
use std::sync::LazyLock;
use std::sync::atomic::{AtomicU8, Ordering};

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};

/// A catalogue's files, by part: the results and the modes' words (`elocalc.ftl`), the terminal
/// UI's messages, popups and chart (`tui.ftl`), errors (`errors.ftl`), the command line's help
/// (`cli.ftl`) and the other commands' reports (`reports.ftl`).
pub const CATALOGUE_FILES: [&str; 5] = [
    "elocalc.ftl",
    "tui.ftl",
    "errors.ftl",
    "cli.ftl",
    "reports.ftl",
];

/// A language elocalc speaks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Lang {
    #[default]
    En,
    Pt,
    Ru,
}

impl Lang {
    pub const ALL: [Lang; 3] = [Lang::En, Lang::Pt, Lang::Ru];

    /// Its `--lang` value and its name in the settings file.
    pub fn key(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Pt => "pt",
            Lang::Ru => "ru",
        }
    }

    /// Its name in itself, as a person picking it looks for it.
    pub fn name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Pt => "Português",
            Lang::Ru => "Русский",
        }
    }

    /// The next language, in [`Lang::ALL`]'s order, round.
    pub fn next(self) -> Lang {
        match self {
            Lang::En => Lang::Pt,
            Lang::Pt => Lang::Ru,
            Lang::Ru => Lang::En,
        }
    }

    /// Its catalogue's folder under `locales/`, a language tag.
    pub fn tag(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Pt => "pt-BR",
            Lang::Ru => "ru",
        }
    }

    /// The catalogue's text: its files (`locales/TAG/*.ftl`, one per part of elocalc), each
    /// compiled in, in [`CATALOGUE_FILES`]' order.
    pub fn catalogues(self) -> [&'static str; CATALOGUE_FILES.len()] {
        macro_rules! files {
            ($tag:literal) => {
                [
                    include_str!(concat!("../../locales/", $tag, "/elocalc.ftl")),
                    include_str!(concat!("../../locales/", $tag, "/tui.ftl")),
                    include_str!(concat!("../../locales/", $tag, "/errors.ftl")),
                    include_str!(concat!("../../locales/", $tag, "/cli.ftl")),
                    include_str!(concat!("../../locales/", $tag, "/reports.ftl")),
                ]
            };
        }
        match self {
            Lang::En => files!("en"),
            Lang::Pt => files!("pt-BR"),
            Lang::Ru => files!("ru"),
        }
    }

    /// Whether it writes decimals with a comma: `0,76`, `+2,80`.
    pub fn decimal_comma(self) -> bool {
        matches!(self, Lang::Pt | Lang::Ru)
    }

    fn from_index(index: u8) -> Lang {
        Lang::ALL
            .get(usize::from(index))
            .copied()
            .unwrap_or_default()
    }

    fn index(self) -> u8 {
        self as u8
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.key())
    }
}

/// A language name that is not one of elocalc's.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub struct UnknownLang(pub String);

impl fmt::Display for UnknownLang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // The catalogue names the values (en, pt or ru) with its language's "or".
        say(f, "error-lang", &[("value", shown(&self.0))])
    }
}

impl FromStr for Lang {
    type Err = UnknownLang;
    fn from_str(text: &str) -> Result<Lang, UnknownLang> {
        Lang::ALL
            .into_iter()
            .find(|lang| text.trim().eq_ignore_ascii_case(lang.key()))
            .ok_or_else(|| UnknownLang(text.to_string()))
    }
}

static GLOBAL: AtomicU8 = AtomicU8::new(0);

thread_local! {
    static SCOPED: Cell<Option<Lang>> = const { Cell::new(None) };
}

/// The language words are looked up in: this thread's [`with_lang`], else the process's.
pub fn current() -> Lang {
    SCOPED
        .with(Cell::get)
        .unwrap_or_else(|| Lang::from_index(GLOBAL.load(Ordering::Relaxed)))
}

/// The process's language from now on (startup, the UI's language key).
pub fn set(lang: Lang) {
    GLOBAL.store(lang.index(), Ordering::Relaxed);
}

/// `f`'s words in `lang`, on this thread only; the language before comes back after it, even
/// when `f` panics.
pub fn with_lang<T>(lang: Lang, f: impl FnOnce() -> T) -> T {
    struct Restore(Option<Lang>);
    impl Drop for Restore {
        fn drop(&mut self) {
            SCOPED.with(|scoped| scoped.set(self.0));
        }
    }
    let _restore = Restore(SCOPED.with(|scoped| scoped.replace(Some(lang))));
    f()
}

/// A message's named argument: words (numbers already written for people are words too) or
/// a count, which picks the plural form.
#[derive(Clone, Debug)]
pub enum Arg<'a> {
    Text(Cow<'a, str>),
    Count(i64),
}

impl<'a> From<&'a str> for Arg<'a> {
    fn from(text: &'a str) -> Arg<'a> {
        Arg::Text(Cow::Borrowed(text))
    }
}

impl<'a> From<Cow<'a, str>> for Arg<'a> {
    fn from(text: Cow<'a, str>) -> Arg<'a> {
        Arg::Text(text)
    }
}

/// Text that came from outside (a value typed, a file's name or line) as an argument: what
/// would act on a terminal written out, and a long one cut ([`crate::text::quoted`]).
pub fn shown(text: &str) -> Arg<'_> {
    Arg::Text(crate::text::quoted(text))
}

impl From<String> for Arg<'_> {
    fn from(text: String) -> Self {
        Arg::Text(Cow::Owned(text))
    }
}

macro_rules! count_args {
    ($($type:ty),*) => {$(
        impl From<$type> for Arg<'_> {
            fn from(count: $type) -> Self {
                Arg::Count(i64::try_from(count).unwrap_or(i64::MAX))
            }
        }
    )*};
}
count_args!(u32, u64, usize, i64);

fn bundle(lang: Lang) -> FluentBundle<FluentResource> {
    let tag = lang
        .tag()
        .parse()
        .expect("a catalogue's tag is a language tag");
    let mut bundle = FluentBundle::new_concurrent(vec![tag]);
    // The words go to a terminal and to files: no invisible bidi marks around the arguments.
    bundle.set_use_isolating(false);
    for (file, text) in CATALOGUE_FILES.iter().zip(lang.catalogues()) {
        let resource = FluentResource::try_new(text.to_string())
            .unwrap_or_else(|(_, errors)| panic!("{}/{file}: {errors:?}", lang.tag()));
        bundle
            .add_resource(resource)
            .unwrap_or_else(|errors| panic!("{}/{file}: {errors:?}", lang.tag()));
    }
    bundle
}

/// Each language's catalogue, parsed the first time it is asked for: a command run in English
/// never parses the other two (a third of the start-up work each).
static BUNDLES: [LazyLock<FluentBundle<FluentResource>>; 3] = [
    LazyLock::new(|| bundle(Lang::En)),
    LazyLock::new(|| bundle(Lang::Pt)),
    LazyLock::new(|| bundle(Lang::Ru)),
];

/// Message `id` in `lang` with `args`; English where `lang`'s catalogue lacks it (the tests
/// hold every catalogue to English's ids), the id itself where English lacks it too.
pub fn message_in(lang: Lang, id: &str, args: &[(&str, Arg)]) -> String {
    let fluent_args = (!args.is_empty()).then(|| {
        let mut fluent_args = FluentArgs::new();
        for (name, arg) in args {
            let value = match arg {
                Arg::Text(text) => FluentValue::from(text.as_ref()),
                Arg::Count(count) => FluentValue::from(*count),
            };
            fluent_args.set(*name, value);
        }
        fluent_args
    });
    for lang in [lang, Lang::En] {
        let bundle = &BUNDLES[usize::from(lang.index())];
        if let Some(pattern) = bundle.get_message(id).and_then(|message| message.value()) {
            let mut errors = Vec::new();
            let text = bundle.format_pattern(pattern, fluent_args.as_ref(), &mut errors);
            debug_assert!(errors.is_empty(), "{id} in {}: {errors:?}", lang.tag());
            return text.into_owned();
        }
    }
    debug_assert!(false, "no message {id}");
    id.to_string()
}

/// Whether `lang`'s own catalogue holds message `id` (not English in its stead): what the tests
/// ask of every id the code names or derives.
pub fn has_message(lang: Lang, id: &str) -> bool {
    BUNDLES[usize::from(lang.index())]
        .get_message(id)
        .is_some_and(|message| message.value().is_some())
}

/// Message `id` in the current language, with `args`.
pub fn tr_args(id: &str, args: &[(&str, Arg)]) -> String {
    message_in(current(), id, args)
}

/// `words` as a list is said in the current language: "a, b and c", "a, b e c", "a, b и c".
pub fn listed<'a>(words: impl IntoIterator<Item = &'a str>) -> String {
    joined("list-and", words)
}

/// Words as alternatives, in the current language: "uschess or dwz".
pub fn listed_or<'a>(words: impl IntoIterator<Item = &'a str>) -> String {
    joined("list-or", words)
}

/// Words joined by the catalogue's message `id` (`list-and`, `list-or`) before the last.
fn joined<'a>(id: &str, words: impl IntoIterator<Item = &'a str>) -> String {
    let words: Vec<&str> = words.into_iter().collect();
    match words.split_last() {
        Some((last, rest)) if !rest.is_empty() => tr_args(
            id,
            &[("rest", rest.join(", ").into()), ("last", (*last).into())],
        ),
        _ => words.concat(),
    }
}

/// Message `id` in the current language, with `args`, written to `f`: how an error's `Display`
/// says it.
pub fn say(f: &mut fmt::Formatter<'_>, id: &str, args: &[(&str, Arg)]) -> fmt::Result {
    f.write_str(&tr_args(id, args))
}

/// An operating system error in words a person reads: "no such file", "permission denied",
/// without the "(os error 2)" a program would want.
pub struct Words<'a>(pub &'a io::Error);

impl fmt::Display for Words<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let id = match self.0.kind() {
            io::ErrorKind::NotFound => "error-io-not-found",
            io::ErrorKind::PermissionDenied => "error-io-permission-denied",
            io::ErrorKind::AlreadyExists => "error-io-already-exists",
            io::ErrorKind::IsADirectory => "error-io-is-a-directory",
            io::ErrorKind::NotADirectory => "error-io-not-a-directory",
            io::ErrorKind::StorageFull => "error-io-storage-full",
            io::ErrorKind::FileTooLarge => "error-io-file-too-large",
            io::ErrorKind::ReadOnlyFilesystem => "error-io-read-only",
            io::ErrorKind::BrokenPipe => "error-io-broken-pipe",
            io::ErrorKind::NotSeekable => "error-io-not-seekable",
            _ => {
                // The system's own words (English): "…: (os error 28)" is for programs; the
                // words before it are for people.
                let text = self.0.to_string();
                return match text.find(" (os error") {
                    Some(at) => f.write_str(&text[..at]),
                    None => f.write_str(&text),
                };
            }
        };
        say(f, id, &[])
    }
}

/// Message `id` in the current language.
pub fn tr(id: &str) -> String {
    tr_args(id, &[])
}

/// A number as written for people (by `sheet::numbers`, with a point) written the current
/// language's way: `0,76` and `+2,80` in Portuguese and Russian. Only for a number's text: an
/// article number (`8.1.2`) is no decimal and never goes through here.
pub fn number(text: &str) -> Cow<'_, str> {
    number_in(current(), text)
}

/// [`number`] of the text written in `text` from `start` on, in place.
pub fn number_from(text: &mut String, start: usize) {
    if let Cow::Owned(said) = number(&text[start..]) {
        text.replace_range(start.., &said);
    }
}

/// A count written with its thousands grouped the current language's way: `1,234`, `1.234`,
/// `1 234` (a no-break space, so that a line is never broken inside it).
pub fn grouped(count: u64) -> String {
    let separator = match current() {
        Lang::En => ',',
        Lang::Pt => '.',
        Lang::Ru => '\u{a0}',
    };
    let digits = count.to_string();
    let mut said = String::with_capacity(digits.len() * 2);
    for (at, digit) in digits.chars().enumerate() {
        if at > 0 && (digits.len() - at).is_multiple_of(3) {
            said.push(separator);
        }
        said.push(digit);
    }
    said
}

/// [`number`] in `lang`.
pub fn number_in(lang: Lang, text: &str) -> Cow<'_, str> {
    if lang.decimal_comma() && text.contains('.') {
        Cow::Owned(text.replace('.', ","))
    } else {
        Cow::Borrowed(text)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_language_finds_its_own_catalogue() {
        for lang in Lang::ALL {
            let bundle = &BUNDLES[usize::from(lang.index())];
            assert_eq!(bundle.locales[0].to_string(), lang.tag());
        }
    }

    #[test]
    fn russian_counts_take_their_plural_forms() {
        // CLDR's Russian rule: one for 1, 21 (not 11); few for 2–4, 22 (not 12–14); many else.
        for (count, words) in [
            (1u64, "1 партия"),
            (2, "2 партии"),
            (4, "4 партии"),
            (5, "5 партий"),
            (11, "11 партий"),
            (12, "12 партий"),
            (21, "21 партия"),
            (22, "22 партии"),
            (25, "25 партий"),
            (101, "101 партия"),
            (111, "111 партий"),
        ] {
            assert_eq!(
                message_in(Lang::Ru, "games", &[("count", count.into())]),
                words
            );
        }
    }

    #[test]
    fn english_and_portuguese_counts_have_one_and_other() {
        let games = |lang, count: u64| message_in(lang, "games", &[("count", count.into())]);
        assert_eq!(games(Lang::En, 1), "1 game");
        assert_eq!(games(Lang::En, 21), "21 games");
        assert_eq!(games(Lang::Pt, 1), "1 partida");
        assert_eq!(games(Lang::Pt, 2), "2 partidas");
        assert_eq!(games(Lang::Pt, 0), "0 partidas");
    }

    #[test]
    fn arguments_go_in_without_bidi_marks() {
        let text = message_in(
            Lang::Pt,
            "game-title-rated",
            &[("pool", "FIDE Standard".into())],
        );
        assert_eq!(text, "FIDE Standard · vale rating");
    }

    #[test]
    fn decimals_take_a_comma_in_portuguese_and_russian_only() {
        assert_eq!(number_in(Lang::En, "+2.80 → +3"), "+2.80 → +3");
        assert_eq!(number_in(Lang::Pt, "+2.80 → +3"), "+2,80 → +3");
        assert_eq!(number_in(Lang::Ru, "0.76 (76%)"), "0,76 (76%)");
        // Ratings have no thousands separator in any language.
        assert_eq!(number_in(Lang::Ru, "1605"), "1605");
        assert_eq!(number_in(Lang::Pt, "½"), "½");
    }

    #[test]
    fn with_lang_is_this_threads_and_comes_back() {
        assert_eq!(current(), Lang::En);
        with_lang(Lang::Ru, || {
            assert_eq!(current(), Lang::Ru);
            with_lang(Lang::Pt, || assert_eq!(current(), Lang::Pt));
            assert_eq!(current(), Lang::Ru);
            // Another thread keeps the process's language.
            std::thread::spawn(|| assert_eq!(current(), Lang::En))
                .join()
                .unwrap();
        });
        assert_eq!(current(), Lang::En);
    }

    #[test]
    fn lang_flag_values() {
        assert_eq!("pt".parse(), Ok(Lang::Pt));
        assert_eq!("RU".parse(), Ok(Lang::Ru));
        assert_eq!(
            "de".parse::<Lang>().unwrap_err().to_string(),
            "language 'de' must be en, pt or ru"
        );
    }
}

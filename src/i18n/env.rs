//! The language the environment asks for, as POSIX programs read it.

use super::Lang;

/// The language of `LC_ALL`, else `LC_MESSAGES`, else `LANG` — the first that is set and not
/// empty decides, as POSIX has it: `pt`, `pt_BR`, `pt_PT.UTF-8` are Portuguese, `ru`,
/// `ru_RU.UTF-8` Russian; `C`, `POSIX` and anything else English.
pub fn from_env(lc_all: Option<&str>, lc_messages: Option<&str>, lang: Option<&str>) -> Lang {
    let Some(locale) = [lc_all, lc_messages, lang]
        .into_iter()
        .flatten()
        .find(|value| !value.is_empty())
    else {
        return Lang::En;
    };
    // language[_territory][.codeset][@modifier]
    let language = locale
        .split(['_', '-', '.', '@'])
        .next()
        .unwrap_or_default();
    match language.to_ascii_lowercase().as_str() {
        "pt" => Lang::Pt,
        "ru" => Lang::Ru,
        _ => Lang::En,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_variable_set_and_not_empty_decides() {
        assert_eq!(from_env(None, None, None), Lang::En);
        assert_eq!(from_env(None, None, Some("pt_BR.UTF-8")), Lang::Pt);
        assert_eq!(from_env(Some("ru_RU.UTF-8"), None, Some("pt_BR")), Lang::Ru);
        assert_eq!(from_env(None, Some("ru"), Some("pt_BR")), Lang::Ru);
        // An empty LC_ALL is as unset: LC_MESSAGES, then LANG.
        assert_eq!(from_env(Some(""), Some(""), Some("ru_RU")), Lang::Ru);
        // A variable set to English (or C) wins over a later one.
        assert_eq!(from_env(Some("C"), None, Some("pt_BR")), Lang::En);
        assert_eq!(from_env(None, Some("en_US.UTF-8"), Some("ru_RU")), Lang::En);
    }

    #[test]
    fn locale_names() {
        for (locale, lang) in [
            ("pt", Lang::Pt),
            ("pt_BR", Lang::Pt),
            ("pt_PT.UTF-8", Lang::Pt),
            ("pt_BR.utf8@euro", Lang::Pt),
            ("PT_br", Lang::Pt),
            ("ru", Lang::Ru),
            ("ru_RU.UTF-8", Lang::Ru),
            ("ru_UA.KOI8-U", Lang::Ru),
            ("C", Lang::En),
            ("C.UTF-8", Lang::En),
            ("POSIX", Lang::En),
            ("en_US.UTF-8", Lang::En),
            ("de_DE.UTF-8", Lang::En),
            ("portuguese", Lang::En),
            ("rus", Lang::En),
        ] {
            assert_eq!(from_env(None, None, Some(locale)), lang, "{locale}");
        }
    }
}

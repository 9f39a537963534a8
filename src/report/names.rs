//! The names people read of the rating systems and the form's K choices, in their language:
//! "FIDE Standard", "FIDE Clássico", "Классика ФИДЕ". A name a script reads — `--pool`'s key,
//! a session file's, JSON's — is the system's key or English label, never one of these.

use crate::calc::System;
use crate::i18n::tr;
use crate::rating::Pool;

/// A rating system's name, as the form's Pool choice and a result's title say it.
pub fn system(system: System) -> String {
    tr(&super::ids::system_name(system))
}

/// An Elo pool's name, as [`system`] says its system's.
pub fn pool(pool: Pool) -> String {
    system(System::of_pool(pool))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Lang, with_lang};

    #[test]
    fn every_system_has_its_name_in_every_language_and_english_is_its_label() {
        for system in System::all() {
            assert_eq!(
                with_lang(Lang::En, || super::system(system)),
                system.label()
            );
            for lang in [Lang::Pt, Lang::Ru] {
                let name = with_lang(lang, || super::system(system));
                assert!(
                    !name.starts_with("system-"),
                    "{} in {}",
                    system.key(),
                    lang.tag()
                );
            }
        }
        assert_eq!(with_lang(Lang::Ru, || pool(Pool::FideRapid)), "Рапид ФИДЕ");
        assert_eq!(
            with_lang(Lang::Pt, || pool(Pool::FideStandard)),
            "FIDE Clássico"
        );
    }
}

//! Players' names as they are compared: across tournament report files, and with the names of
//! FIDE's rating lists ("Carlsen, Magnus" and "magnus  CARLSEN" are one name).

/// A name as it is compared: letters and digits only, without accents, in any case, its words
/// in alphabetical order ("Carlsen, Magnus" and "magnus  CARLSEN" are one name).
pub fn name_key(name: &str) -> String {
    let mut folded = String::with_capacity(name.len());
    fold_name(name, &mut folded);
    let mut words: Vec<&str> = folded.split_whitespace().collect();
    words.sort_unstable();
    words.join(" ")
}

/// `name`'s letters and digits appended to `folded` as [`name_key`] compares them, in the order
/// written, anything else a space.
pub fn fold_name(name: &str, folded: &mut String) {
    for c in name.chars() {
        if c.is_ascii() {
            // Most letters of a list: no table, no iterator.
            folded.push(if c.is_ascii_alphanumeric() {
                c.to_ascii_lowercase()
            } else {
                ' '
            });
            continue;
        }
        match fold(c) {
            Some(letters) => folded.push_str(letters),
            None if c.is_alphanumeric() => folded.extend(c.to_lowercase()),
            None => folded.push(' '),
        }
    }
}

/// A Latin letter with a mark, as its plain letters (the names of FIDE's lists).
fn fold(c: char) -> Option<&'static str> {
    Some(match c {
        'À'..='Å' | 'à'..='å' | 'Ā' | 'ā' | 'Ă' | 'ă' | 'Ą' | 'ą' => "a",
        'Æ' | 'æ' => "ae",
        'Ç' | 'ç' | 'Ć' | 'ć' | 'Č' | 'č' | 'Ĉ' | 'ĉ' | 'Ċ' | 'ċ' => "c",
        'Ď' | 'ď' | 'Đ' | 'đ' | 'Ð' | 'ð' => "d",
        'È'..='Ë' | 'è'..='ë' | 'Ē' | 'ē' | 'Ė' | 'ė' | 'Ę' | 'ę' | 'Ě' | 'ě' => "e",
        'Ğ' | 'ğ' | 'Ģ' | 'ģ' => "g",
        'Ì'..='Ï' | 'ì'..='ï' | 'Ī' | 'ī' | 'Į' | 'į' | 'İ' | 'ı' => "i",
        'Ķ' | 'ķ' => "k",
        'Ł' | 'ł' | 'Ľ' | 'ľ' | 'Ĺ' | 'ĺ' | 'Ļ' | 'ļ' => "l",
        'Ñ' | 'ñ' | 'Ń' | 'ń' | 'Ň' | 'ň' | 'Ņ' | 'ņ' => "n",
        'Ò'..='Ö' | 'Ø' | 'ò'..='ö' | 'ø' | 'Ō' | 'ō' | 'Ő' | 'ő' => "o",
        'Œ' | 'œ' => "oe",
        'Ŕ' | 'ŕ' | 'Ř' | 'ř' => "r",
        'Ś' | 'ś' | 'Š' | 'š' | 'Ş' | 'ş' | 'Ș' | 'ș' => "s",
        'ß' => "ss",
        'Ť' | 'ť' | 'Ţ' | 'ţ' | 'Ț' | 'ț' => "t",
        'Ù'..='Ü' | 'ù'..='ü' | 'Ū' | 'ū' | 'Ů' | 'ů' | 'Ű' | 'ű' | 'Ų' | 'ų' => "u",
        'Ý' | 'ý' | 'ÿ' | 'Ÿ' => "y",
        'Ź' | 'ź' | 'Ż' | 'ż' | 'Ž' | 'ž' => "z",
        'Þ' | 'þ' => "th",
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_name_is_the_same_in_any_case_order_accents_and_spacing() {
        let key = name_key("Carlsen, Magnus");
        for other in ["Magnus Carlsen", "carlsen  MAGNUS", " Carlsen,Magnus "] {
            assert_eq!(name_key(other), key, "{other}");
        }
        assert_eq!(name_key("Çetin, Şükrü"), name_key("Cetin Sukru"));
        assert_eq!(name_key("Müller, Jürgen"), name_key("jurgen muller"));
        assert_ne!(name_key("Carlsen, Magnus"), name_key("Carlsen, Henrik"));
    }
}

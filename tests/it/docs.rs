//! Every relative link of the documents leads somewhere: the file exists and, for a link into a
//! Markdown page (`cli.md#numbers`), the page has that heading or `id`. The documents: the
//! README, ARCHITECTURE.md and every page of `docs/` and `docs/rules/`.

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// The Markdown pages of a folder, by name.
pub(crate) fn pages_in(folder: &Path) -> Vec<PathBuf> {
    let mut pages: Vec<PathBuf> = fs::read_dir(folder)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "md"))
        .collect();
    pages.sort();
    pages
}

fn documents() -> Vec<PathBuf> {
    let mut documents = vec![root().join("README.md"), root().join("ARCHITECTURE.md")];
    documents.extend(pages_in(&root().join("docs")));
    documents.extend(pages_in(&root().join("docs/rules")));
    documents
}

/// The text outside fenced code blocks and inline code spans, where a link is a link.
fn prose(text: &str) -> String {
    let outside_fences: String = text.split("```").step_by(2).collect::<Vec<_>>().join("\n");
    outside_fences
        .lines()
        .map(|line| line.split('`').step_by(2).collect::<String>())
        .collect::<Vec<_>>()
        .join("\n")
}

/// The targets of `[text](target)` and `![alt](target)`.
fn links(prose: &str) -> Vec<&str> {
    prose
        .match_indices("](")
        .filter_map(|(at, _)| {
            let rest = &prose[at + 2..];
            let end = rest.find([')', '\n'])?;
            Some(rest[..end].trim())
        })
        .collect()
}

fn is_relative(target: &str) -> bool {
    !(target.is_empty() || target.contains("://") || target.starts_with("mailto:"))
}

/// GitHub's anchor for a heading: lower case, letters, digits, `-` and `_` kept, spaces made
/// `-`, everything else dropped.
fn slug(heading: &str) -> String {
    heading
        .trim()
        .to_lowercase()
        .chars()
        .filter_map(|c| match c {
            ' ' => Some('-'),
            c if c.is_alphanumeric() || c == '-' || c == '_' => Some(c),
            _ => None,
        })
        .collect()
}

/// The anchors a page offers: its headings' and its `id="…"` attributes.
fn anchors(text: &str) -> BTreeSet<String> {
    let outside_fences: Vec<&str> = text.split("```").step_by(2).collect();
    let mut anchors = BTreeSet::new();
    for part in outside_fences {
        for line in part.lines() {
            if let Some(heading) = line.strip_prefix('#') {
                let heading = heading.trim_start_matches('#');
                anchors.insert(slug(&heading.replace('`', "")));
            }
        }
        for (at, _) in part.match_indices("id=\"") {
            let rest = &part[at + 4..];
            if let Some(end) = rest.find('"') {
                anchors.insert(rest[..end].to_string());
            }
        }
    }
    anchors
}

#[test]
fn every_relative_link_leads_to_a_file_and_its_heading() {
    let mut broken = Vec::new();
    let mut checked = 0;
    for document in documents() {
        let text = fs::read_to_string(&document).unwrap();
        let folder = document.parent().unwrap();
        for target in links(&prose(&text)) {
            if !is_relative(target) {
                continue;
            }
            checked += 1;
            let (file, anchor) = match target.split_once('#') {
                Some((file, anchor)) => (file, Some(anchor)),
                None => (target, None),
            };
            let path = if file.is_empty() {
                document.clone()
            } else {
                folder.join(file)
            };
            let name = document.strip_prefix(root()).unwrap().display().to_string();
            if !path.exists() {
                broken.push(format!("{name}: {target}: no such file"));
                continue;
            }
            if let Some(anchor) = anchor.filter(|_| path.extension().is_some_and(|e| e == "md")) {
                let page = fs::read_to_string(&path).unwrap();
                if !anchors(&page).contains(anchor) {
                    broken.push(format!("{name}: {target}: no such heading"));
                }
            }
        }
    }
    assert!(broken.is_empty(), "broken links:\n{}", broken.join("\n"));
    assert!(checked > 50, "only {checked} links found");
}

#[test]
fn a_heading_gives_githubs_anchor() {
    assert_eq!(slug("What do I need?"), "what-do-i-need");
    assert_eq!(
        slug("period --file: a million-line games list"),
        "period---file-a-million-line-games-list"
    );
    assert_eq!(slug("Em português (Brasil)"), "em-português-brasil");
    assert_eq!(slug("По-русски"), "по-русски");
}

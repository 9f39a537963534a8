//! The integration tests, one binary (each test file a module, so the crate is linked once and
//! every test runs side by side): the rules and worked cases, the real binary command by command
//! (`cli`), readers, sessions, the words in each language, and the terminal UI three ways (keys on
//! its state, `TestBackend` screens with insta snapshots, the real binary in a pseudo-terminal).

mod cli;
mod common;
mod docs;
mod fast_path;
mod fide_list;
mod fide_list_gen;
mod fide_tables;
mod i18n;
mod i18n_errors;
mod i18n_help;
mod i18n_reports;
mod i18n_systems;
mod i18n_tui;
mod import_export;
mod k_performance_initial;
mod layers;
mod no_color;
mod period_events;
mod period_lines;
mod properties;
mod ratings_list;
mod readme;
mod registry;
mod reliability;
mod report_model;
mod rows;
mod rules;
mod sessions;
mod suite;
mod trf_large;
mod trf_mutations;
mod tui_events;
mod tui_field_list;
mod tui_list_import;
mod tui_lookup;
mod tui_pty;
mod tui_pty_signals;
mod tui_render;
mod tui_state;
mod tui_transfer;
mod wording;
mod worked_cases;

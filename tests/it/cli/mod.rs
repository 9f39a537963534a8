//! The real binary, one module a command: human, JSON and export output, files, standard input,
//! and every class of bad input.

mod csv_tables;
mod dwz;
mod export;
mod game;
mod help;
mod hostile;
mod import;
mod list;
mod list_faults;
mod multi;
mod need;
mod norm;
mod numbers;
mod period;
mod period_events;
mod player;
mod profile;
mod sessions;
mod systems;
mod trf;
mod trf_list;
mod trf_period;

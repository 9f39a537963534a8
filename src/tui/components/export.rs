//! The export popup (F8 / o): a file name, asked before an existing file is replaced.

use std::path::PathBuf;

use ratatui::Frame;
use ratatui::layout::Rect;

use super::Component;
use crate::i18n::tr;
use crate::report::Format;
use crate::tui::keys::Action;
use crate::tui::paths::expand_home;
use crate::tui::state::{Export, Shared};
use crate::tui::view::save_as::render_prompt;

/// What the export popup asks of the app.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ExportAsks {
    Waiting,
    Close,
    /// Complete the path typed (Tab).
    Complete(String),
    /// Find what is at this path first: a file is replaced only after asking.
    Check(PathBuf),
}

impl Component for Export {
    type Asks = ExportAsks;

    fn update(&mut self, action: Action, _shared: &Shared) -> ExportAsks {
        let prompt = &mut self.0;
        match action {
            Action::Edit(request) => prompt.edit(request),
            Action::NextField => return ExportAsks::Complete(prompt.input.value().to_string()),
            Action::Back => return ExportAsks::Close,
            Action::Commit => {
                let path = expand_home(prompt.input.value().trim());
                match Format::of_path(&path) {
                    None => prompt.error = Some(tr("export-end-name")),
                    Some(_) => return ExportAsks::Check(path),
                }
            }
            _ => {}
        }
        ExportAsks::Waiting
    }

    fn view(&self, frame: &mut Frame, area: Rect, _shared: &Shared) {
        render_prompt(frame, area, &tr("popup-export"), &self.0);
    }
}

import Foundation

/// A file position as an editor takes it on its command line. Editors disagree on columns, so
/// the editor's name decides: vim and Neovim `+call cursor(LINE, COLUMN)`, Emacs (and
/// emacsclient), micro and Kakoune `+LINE:COLUMN`, nano `+LINE,COLUMN`; any other editor
/// (`vi`, `code --wait`, a script) gets the `+LINE` every Unix editor understands.
struct EditorPosition: Hashable, Sendable {
  var line: Int
  var column: Int

  /// The arguments before the file name for `editor` (the `$EDITOR` text: its first word,
  /// without folders, names the editor).
  func arguments(for editor: String) -> [String] {
    let command = editor.split(separator: " ").first.map(String.init) ?? editor
    return switch URL(fileURLWithPath: command).lastPathComponent {
    case "vim", "nvim", "gvim", "mvim", "vimx": ["+call cursor(\(line), \(column))"]
    case "emacs", "emacsclient", "micro", "kak": ["+\(line):\(column)"]
    case "nano", "rnano": ["+\(line),\(column)"]
    default: ["+\(line)"]
    }
  }
}

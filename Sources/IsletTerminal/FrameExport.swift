import Foundation
import IsletCanvas
import IsletModel

/// The preview's `x`: the whole sheet as plain text, as ANSI and as an SVG picture, written
/// next to the layout (`delivery.frame.txt`, `.ansi`, `.svg`) or, for the bundled demo, in the
/// current folder.
enum FrameExport {
  /// Writes `sheet`; returns the event-log line saying where it went, or why it could not.
  static func write(_ sheet: Grid, layoutFile: String?, colors: Bool) -> String {
    let layout = URL(fileURLWithPath: layoutFile ?? "demo.islet")
    let base = layout.deletingPathExtension().path + ".frame"
    let files = [
      (base + ".txt", GridText.plain(sheet) + "\n"),
      (base + ".ansi", GridText.ansi(sheet, colors: colors) + "\n"),
      (base + ".svg", GridPicture.svg(sheet, title: "islet preview · \(layout.lastPathComponent)")),
    ]
    do {
      for (path, text) in files {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
      }
    } catch {
      return "export failed: \(TerminalSafe.escape(error.localizedDescription))"
    }
    return "exported the sheet to \(TerminalSafe.escape(base)).txt, .ansi and .svg"
  }
}

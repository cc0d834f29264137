import Foundation
import IsletCanvas
import IsletModel

/// The preview's `x`: the whole sheet as plain text, as ANSI and as an SVG picture, written
/// next to what is previewed: `delivery.frame.txt`, `.ansi`, `.svg` beside `delivery.islet` or
/// `Countdown.swift`, `flight/flight.frame.*` inside a folder of Swift sources, and for the
/// bundled demo `demo.frame.*` in the current folder.
enum FrameExport {
  /// Writes `sheet` next to `source` (the layout file or Swift sources; nil: the demo);
  /// returns the event-log line saying where it went, or why it could not.
  static func write(_ sheet: Grid, nextTo source: String?, depth: ColorDepth) -> String {
    let base = base(nextTo: source)
    let name = source.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "demo.islet"
    let files = [
      (base + ".txt", GridText.plain(sheet) + "\n"),
      (base + ".ansi", GridText.ansi(sheet, depth: depth) + "\n"),
      (base + ".svg", GridPicture.svg(sheet, title: "islet preview · \(name)")),
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

  /// The frame files' path without `.txt`: the source's path without its extension plus
  /// `.frame`; inside a folder, named after it.
  static func base(nextTo source: String?) -> String {
    guard let source else { return URL(fileURLWithPath: "demo").path + ".frame" }
    var isFolder: ObjCBool = false
    let url = URL(fileURLWithPath: source)
    if FileManager.default.fileExists(atPath: source, isDirectory: &isFolder), isFolder.boolValue {
      return url.appendingPathComponent(url.lastPathComponent).path + ".frame"
    }
    return url.deletingPathExtension().path + ".frame"
  }
}

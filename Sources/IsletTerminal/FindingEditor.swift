import Foundation
import IsletFindings
import IsletModel

/// The preview's `e`: opens the selected finding's file in the user's editor at its line and
/// column, with the terminal handed over (the caller suspends curses first).
enum FindingEditor {
  /// Where `e` opens `finding`: in `layoutFile` (an `.islet` layout; its findings name it by
  /// its file name only) at the finding's line, line 1 when it points at none (a push's); for
  /// a layout from Swift sources (`layoutFile` nil) the Swift file the finding names, nil when
  /// it names none.
  static func target(of finding: Finding?, layoutFile: String?) -> (path: String, position: EditorPosition)? {
    let span: SourceSpan? =
      switch finding?.location {
      case .source(let span)?, .region(_, source: let span?)?: span
      default: nil
      }
    if let layoutFile {
      return (layoutFile, EditorPosition(line: span?.start.line ?? 1, column: span?.start.column ?? 1))
    }
    guard let span else { return nil }
    return (span.file, EditorPosition(line: span.start.line, column: span.start.column))
  }

  /// Runs `$EDITOR` (else `$VISUAL`, else `vi`) as `EDITOR POSITION PATH` through `/bin/sh` on
  /// the controlling terminal and waits for it; returns the event-log line.
  static func open(_ path: String, at position: EditorPosition, environment: [String: String]) -> String {
    let editor =
      [environment["EDITOR"], environment["VISUAL"]].compactMap { $0 }.first { !$0.isEmpty } ?? "vi"
    let shown =
      "\(TerminalSafe.escape(path)):\(position.line):\(position.column) in \(TerminalSafe.escape(editor))"
    guard let terminal = FileHandle(forUpdatingAtPath: "/dev/tty") else {
      return "cannot open \(shown): no terminal (/dev/tty) for the editor"
    }
    defer { try? terminal.close() }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    // The editor's text is a command line of its own (`code --wait`), as git runs it.
    process.arguments = ["-c", editor + " \"$@\"", "sh"] + position.arguments(for: editor) + [path]
    process.standardInput = terminal
    process.standardOutput = terminal
    process.standardError = terminal
    do {
      try process.run()
    } catch {
      return "cannot open \(shown): \(TerminalSafe.escape(error.localizedDescription))"
    }
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      return "edited \(shown); the editor exited with status \(process.terminationStatus)"
    }
    return "edited \(shown)"
  }
}

import Foundation
import IsletFindings
import IsletModel

/// The preview's `e`: opens the layout in the user's editor at the line of the first finding
/// that points into it, with the terminal handed over (the caller suspends curses first).
enum FindingEditor {
  /// The line the first located finding points at, 1 when none does.
  static func line(of findings: [Finding]) -> Int {
    for finding in findings {
      switch finding.location {
      case .source(let span), .region(_, source: let span?): return span.start.line
      default: continue
      }
    }
    return 1
  }

  /// Runs `$EDITOR` (else `$VISUAL`, else `vi`) as `EDITOR +LINE PATH` through `/bin/sh` on
  /// the controlling terminal and waits for it; returns the event-log line.
  static func open(_ path: String, line: Int, environment: [String: String]) -> String {
    let editor =
      [environment["EDITOR"], environment["VISUAL"]].compactMap { $0 }.first { !$0.isEmpty } ?? "vi"
    let shown = "\(TerminalSafe.escape(path)):\(line) in \(TerminalSafe.escape(editor))"
    guard let terminal = FileHandle(forUpdatingAtPath: "/dev/tty") else {
      return "cannot open \(shown): no terminal (/dev/tty) for the editor"
    }
    defer { try? terminal.close() }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    // The editor's text is a command line of its own (`code --wait`), as git runs it.
    process.arguments = ["-c", editor + " \"$@\"", "sh", "+\(line)", path]
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

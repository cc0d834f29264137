import IsletFindings
import IsletModel

/// A curl command's `--data` body with the shell's expansions in it decided, as far as islet can
/// without running a shell. Apple's own test command sends `"timestamp": '$(date +%s)'`: the
/// time the shell runs the command, in Unix seconds, which is when the push is sent, so islet
/// reads it as the push's arrival on its clock. Every other command (`$(uuidgen)`) or variable
/// (`$TS`) only the shell knows: the push gets a finding naming it and where it stands, not a
/// "not JSON" verdict about text the shell would have replaced.
enum CurlBodyExpansion {
  /// What `$(date +%s)` reads as when no clock has started yet (the first push, no `--now`):
  /// 2026-01-01T00:00:00Z, a fixed instant so that verdicts do not depend on the day.
  static let timeWithoutClock = Instant(unixSeconds: 1_767_225_600)

  /// The body with every `$(date +%s)` replaced by `arrival`'s whole seconds and a note saying
  /// so, or the finding for the first expansion islet cannot know.
  static func expand(
    _ body: [UInt8], _ expansions: [ShellWords.Expansion], arrival: PushArrival, sink: inout FindingSink
  ) -> [UInt8]? {
    if let unknown = expansions.first(where: { !$0.isUnixSeconds }) {
      sink.report(
        .pushMalformedEnvelope,
        "the --data body holds \(TerminalSafe.escape(unknown.text)) at \(position(unknown, in: body)), which only "
          + "a shell can expand: islet runs no commands and reads no shell variables, so the body is not "
          + "checked; write the value in (a timestamp may stay $(date +%s))", keyPath: "body")
      return nil
    }
    let seconds = Array(String(Int64(arrival.at.unixSeconds.rounded(.down))).utf8)
    var expanded: [UInt8] = []
    var copied = 0
    for expansion in expansions {
      expanded += body[copied..<expansion.range.lowerBound]
      expanded += seconds
      copied = expansion.range.upperBound
    }
    expanded += body[copied...]
    let first = expansions[0]
    sink.report(
      .pushMalformedEnvelope,
      "\(TerminalSafe.escape(first.text)) at \(position(first, in: body)) is the time the shell sends the push; "
        + "islet reads it as the push's arrival, \(String(decoding: seconds, as: UTF8.self)) "
        + "(\(arrival.description.dropFirst("arrived ".count)))", keyPath: "body", severity: .note)
    return expanded
  }

  /// `line 3, column 22 of the --data text`, or `column 22 of the --data text` for one line.
  private static func position(_ expansion: ShellWords.Expansion, in body: [UInt8]) -> String {
    let before = body[..<expansion.range.lowerBound]
    let lineStart = before.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
    let column = String(decoding: body[lineStart..<expansion.range.lowerBound], as: UTF8.self).count + 1
    let line = before.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
    let lines = body.contains(0x0A)
    return "\(lines ? "line \(line), " : "")column \(column) of the --data text"
  }
}

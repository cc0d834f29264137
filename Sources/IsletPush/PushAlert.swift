import IsletModel

/// The alert a push carries for the person (`aps.alert`: a title and a body, or legacy plain
/// text), which iOS shows with an update by lighting up the expanded presentation for a moment.
public struct PushAlert: Hashable, Sendable {
  /// Escaped for the terminal.
  public var title: String
  /// Escaped for the terminal; nil when the alert has none.
  public var body: String?

  public init(title: String, body: String?) {
    self.title = title
    self.body = body
  }

  /// The alert of the push on `line` (a body or an envelope with `body`), or nil when it has
  /// none with text. A line without the bytes `"alert"` is not parsed again.
  public static func read(_ line: [UInt8]) -> PushAlert? {
    guard mentionsAlert(line), let document = try? JSONDocument(parsing: line)
    else { return nil }
    let root = document.root
    guard let aps = root["aps"] ?? root["body"]?["aps"], let alert = aps["alert"] else { return nil }
    if let text = alert.string {
      return text.isEmpty ? nil : PushAlert(title: TerminalSafe.escape(text), body: nil)
    }
    guard let title = alert["title"]?.string, !title.isEmpty else { return nil }
    return PushAlert(title: TerminalSafe.escape(title), body: alert["body"]?.string.map(TerminalSafe.escape))
  }

  /// Whether `line` holds the bytes `"alert"`. A plain scan: the generic `firstRange(of:)`
  /// cost about 320,000 instructions a line (the preview asks for every push it applies).
  private static func mentionsAlert(_ line: [UInt8]) -> Bool {
    let key: StaticString = #""alert""#
    return line.withUnsafeBufferPointer { bytes in
      key.withUTF8Buffer { key in
        guard bytes.count >= key.count else { return false }
        for start in 0...(bytes.count - key.count) where bytes[start] == key[0] {
          var matched = 1
          while matched < key.count, bytes[start + matched] == key[matched] { matched += 1 }
          if matched == key.count { return true }
        }
        return false
      }
    }
  }

  /// `Title — body`, as the event log shows it.
  public var text: String { body.map { "\(title) — \($0)" } ?? title }
}

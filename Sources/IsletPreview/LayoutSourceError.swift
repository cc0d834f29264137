import IsletModel

/// Why the layout file could not be read; the engine keeps the last good layout and shows
/// this as a diagnostic until the file is readable again.
public struct LayoutSourceError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What went wrong.
  public enum Reason: Hashable, Sendable {
    case missing
    case notARegularFile
    case unreadable(String)
    case tooLarge(bytes: Int, limit: Int)
    case notUTF8
    /// Swift sources that do not translate into a layout: the findings, formatted.
    case untranslatable(String)
  }

  /// The file as the user named it (untrusted: escaped in `description`).
  public var file: String
  public var reason: Reason

  public init(file: String, reason: Reason) {
    self.file = file
    self.reason = reason
  }

  /// One sentence, with the file name escaped.
  public var description: String {
    let name = TerminalSafe.escape(file)
    switch reason {
    case .missing: return "\(name): the layout file is missing (deleted or being replaced)"
    case .notARegularFile: return "\(name): not a regular file"
    case .unreadable(let why): return "\(name): cannot be read (\(TerminalSafe.escape(why)))"
    case .tooLarge(let bytes, let limit):
      return "\(name): \(bytes) bytes is over the \(limit)-byte limit for a layout file"
    case .notUTF8: return "\(name): not valid UTF-8 text"
    case .untranslatable(let findings): return findings
    }
  }
}

import IsletFindings
import IsletLanguage
import IsletModel
import IsletPush

/// A content-state or attributes JSON file decoded against a schema exactly as ActivityKit
/// would decode it from a push.
enum RecordInput {
  /// The decoded record and the decoder's warnings. A file that does not decode is bad input:
  /// its findings are printed to stderr and the call throws.
  static func decode(
    _ path: String, fields: [Field], schema: Schema, unchecked: UncheckedDecoding?, part: String,
    console: Console
  ) throws -> (record: Record, warnings: [Finding]) {
    var bytes = try InputFile.bytes(path)
    // A byte order mark from an editor's "UTF-8 with BOM", as layout files and push lines allow.
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
    let shown = TerminalSafe.escape(path)
    let document: JSONDocument
    do {
      document = try JSONDocument(parsing: bytes)
    } catch {
      throw UsageError("'\(shown)' is not JSON: \(error.description)")
    }
    var sink = FindingSink(.push(number: 0))
    let record = ActivityKitDecoder.decode(
      document.root, fields: fields, schema: schema, path: part, unchecked: unchecked, sink: &sink)
    let located = sink.take().map { relocate($0, file: shown) }
    guard let record else {
      for finding in located { console.err(DiagnosticFormatter.format(finding, source: nil) + "\n") }
      throw UsageError("'\(shown)' does not decode as the layout's \(part); ActivityKit would drop it")
    }
    return (record, located)
  }

  /// Decoder findings point at push 0; for a file, name the file and keep the key path.
  private static func relocate(_ finding: Finding, file: String) -> Finding {
    var copy = finding
    if case .push(_, let path) = finding.location {
      copy.location = .none
      copy.message = "\(file)\(path.map { " (\(TerminalSafe.escape($0)))" } ?? ""): \(finding.message)"
    }
    return copy
  }
}

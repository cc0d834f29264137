import IsletFindings
import IsletModel

extension SnapshotRunner {
  /// A problem that stops one layout or case, carried as the finding to report.
  struct Problem: Error {
    var finding: Finding

    /// A problem with `code`; `message` is escaped here, so it may carry raw paths.
    init(_ code: FindingCode, _ message: String) {
      finding = Finding(code, TerminalSafe.escape(message))
    }

    /// Runs a file operation, turning its failure into an input problem (S006).
    static func input<Value>(_ operation: () throws(SnapshotDisk.Failure) -> Value) throws(Problem) -> Value {
      do {
        return try operation()
      } catch {
        throw Problem(.snapshotInputInvalid, error.description)
      }
    }
  }
}

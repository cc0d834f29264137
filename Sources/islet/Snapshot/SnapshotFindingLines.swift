import Foundation
import IsletFindings
import IsletModel
import IsletSnapshot
import Synchronization

/// The finding lines of a run's snapshots (`SnapshotDocument.findingLines`), each text escaped
/// once: a state's matrix cells repeat most of their findings, and nearly every case repeats
/// the same help lines. Safe on every core (the cases are checked concurrently).
final class SnapshotFindingLines: Sendable {
  private let escaped = Mutex<[ExactText: String]>([:])

  /// The lines of `findings`, in order.
  func lines(of findings: [Finding]) -> [String] {
    findings.flatMap { SnapshotDocument.findingLines($0, escape: escape) }
  }

  /// `TerminalSafe.escape(text)`, made once per text.
  private func escape(_ text: String) -> String {
    let key = ExactText(text: text)
    if let kept = escaped.withLock({ $0[key] }) { return kept }
    let made = TerminalSafe.escape(text)
    escaped.withLock { $0[key] = made }
    return made
  }

  /// A text compared and hashed by its UTF-8 bytes, not by canonical equivalence as a
  /// `String` is: two spellings of "é" are different texts, and escape to different bytes.
  private struct ExactText: Hashable {
    var text: String

    static func == (left: ExactText, right: ExactText) -> Bool {
      var (left, right) = (left.text, right.text)
      return left.withUTF8 { leftBytes in
        right.withUTF8 { rightBytes in
          leftBytes.count == rightBytes.count
            && (leftBytes.isEmpty
              || memcmp(leftBytes.baseAddress!, rightBytes.baseAddress!, leftBytes.count) == 0)
        }
      }
    }

    func hash(into hasher: inout Hasher) {
      var text = text
      text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
  }
}

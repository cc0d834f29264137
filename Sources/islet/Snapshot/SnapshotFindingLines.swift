import Foundation
import IsletFindings
import IsletModel
import IsletSnapshot
import Synchronization

/// The finding lines of a run's snapshots (`SnapshotDocument.findingLines`), each finding's
/// made once: a state's matrix cells repeat most of their findings, and nearly every case
/// repeats some (470 distinct findings in the 3,352 of the committed snapshots). Safe on
/// every core (the cases are checked concurrently).
final class SnapshotFindingLines: Sendable {
  private let known = Mutex<[ExactFinding: [String]]>([:])

  /// The lines of `findings`, in order.
  func lines(of findings: [Finding]) -> [String] {
    var lines: [String] = []
    lines.reserveCapacity(2 * findings.count)
    for finding in findings {
      let key = ExactFinding(finding: finding)
      if let kept = known.withLock({ $0[key] }) {
        lines += kept
      } else {
        let made = SnapshotDocument.findingLines(finding)
        known.withLock { $0[key] = made }
        lines += made
      }
    }
    return lines
  }

  /// A finding compared and hashed by what its lines are made of, its texts by their UTF-8
  /// bytes rather than by canonical equivalence as `String`s are: two spellings of "é" are
  /// different findings, whose lines have different bytes.
  private struct ExactFinding: Hashable {
    var finding: Finding

    static func == (left: ExactFinding, right: ExactFinding) -> Bool {
      let (left, right) = (left.finding, right.finding)
      return left.code == right.code && left.severity == right.severity && same(left.message, right.message)
        && same(left.help, right.help) && same(left.location, right.location)
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(finding.code.id)
      hasher.combine(finding.severity)
      Self.combine(finding.message, into: &hasher)
      if let help = finding.help { Self.combine(help, into: &hasher) }
    }

    private static func combine(_ text: String, into hasher: inout Hasher) {
      var text = text
      text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }

    private static func same(_ left: FindingLocation, _ right: FindingLocation) -> Bool {
      switch (left, right) {
      case (.source(let leftSpan), .source(let rightSpan)): same(leftSpan, rightSpan)
      case (.region(let leftRegion, let leftSpan), .region(let rightRegion, let rightSpan)):
        leftRegion == rightRegion && same(leftSpan, rightSpan)
      case (.push(let leftNumber, let leftPath), .push(let rightNumber, let rightPath)):
        leftNumber == rightNumber && same(leftPath, rightPath)
      case (.none, .none): true
      default: false
      }
    }

    private static func same(_ left: SourceSpan?, _ right: SourceSpan?) -> Bool {
      guard let left, let right else { return left == nil && right == nil }
      return left.start == right.start && left.end == right.end && same(left.file, right.file)
    }

    private static func same(_ left: String?, _ right: String?) -> Bool {
      guard var left, var right else { return left == nil && right == nil }
      return left.withUTF8 { leftBytes in
        right.withUTF8 { rightBytes in
          leftBytes.count == rightBytes.count
            && (leftBytes.isEmpty
              || memcmp(leftBytes.baseAddress!, rightBytes.baseAddress!, leftBytes.count) == 0)
        }
      }
    }
  }
}

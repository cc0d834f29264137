import IsletFindings
import IsletModel

extension SnapshotReport {
  /// The report as one JSON object for tools (`--format json`), keys in a fixed order:
  /// `summary` (the counts and `exitStatus`), `cases` (every outcome, passed ones included),
  /// `obsolete`, `pruned`, `accepted`, `rejected`, `errors`.
  public var json: String {
    let counts = counts
    let summary = JSONText.object([
      ("checked", "\(counts.checked)"), ("passed", "\(counts.passed)"), ("failed", "\(counts.failed)"),
      ("new", "\(counts.new)"), ("pruned", "\(counts.pruned)"), ("obsolete", "\(counts.obsolete)"),
      ("errors", "\(counts.errors)"), ("exitStatus", "\(exitStatus)"),
    ])
    return JSONText.object([
      ("summary", summary),
      ("cases", JSONText.array(outcomes.map(Self.json(for:)))),
      ("obsolete", JSONText.strings(remainingObsolete)),
      ("pruned", JSONText.strings(pruned)),
      ("accepted", JSONText.strings(accepted)),
      ("rejected", JSONText.strings(rejected)),
      ("errors", JSONText.array(errors.map(Self.json(for:)))),
    ]) + "\n"
  }

  private static func json(for outcome: SnapshotOutcome) -> String {
    var members: [(String, String)] = [
      ("name", JSONText.string(outcome.name)), ("snapshot", JSONText.string(outcome.path)),
      ("status", JSONText.string(outcome.status.rawValue)),
      ("problems", JSONText.array(outcome.problems.map(json(for:)))),
    ]
    if let comparison = outcome.comparison {
      let first = comparison.firstGridChange.map {
        JSONText.object([("row", "\($0.row)"), ("column", "\($0.column)")])
      }
      let headerChanges = comparison.headerChanges.map {
        JSONText.object([
          ("field", JSONText.string($0.key)), ("stored", $0.stored.map(JSONText.string) ?? "null"),
          ("rendered", $0.rendered.map(JSONText.string) ?? "null"),
        ])
      }
      members.append(
        (
          "difference",
          JSONText.object([
            ("summary", JSONText.strings(comparison.summary)),
            ("headerChanges", JSONText.array(headerChanges)), ("firstGridChange", first ?? "null"),
            ("stylesChanged", "\(comparison.stylesChanged)"),
            ("findingsChanged", "\(comparison.findingsChanged)"),
            ("diff", JSONText.string(comparison.diff)),
          ])
        ))
    }
    members.append(("blockingFindings", JSONText.array(outcome.blockingFindings.map(json(for:)))))
    members.append(("notes", JSONText.strings(outcome.notes)))
    return JSONText.object(members)
  }

  private static func json(for finding: Finding) -> String {
    JSONText.object([
      ("code", JSONText.string(finding.code.id)), ("severity", JSONText.string(finding.severity.description)),
      ("text", JSONText.string(SnapshotDocument.findingLines(finding).joined(separator: "\n"))),
    ])
  }

  /// Minimal JSON writing with a fixed member order, so the bytes are deterministic.
  private enum JSONText {
    static func object(_ members: [(String, String)]) -> String {
      "{" + members.map { string($0.0) + ":" + $0.1 }.joined(separator: ",") + "}"
    }

    static func array(_ elements: [String]) -> String { "[" + elements.joined(separator: ",") + "]" }

    static func strings(_ values: [String]) -> String { array(values.map(string)) }

    static func string(_ value: String) -> String { JSONWriter.quoted(value) }
  }
}

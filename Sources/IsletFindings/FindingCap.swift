/// At most `Finding.limitPerKind` findings of one kind in one push, layout or region; past
/// that, one last entry of the kind counts the rest: "259981 more findings of this kind
/// (P032), not listed". A hostile push of 260,000 bad array elements thus gives 21 findings
/// (and bounded memory) instead of 24 MB of text, while every count stays exact: an entry
/// stands for `count` findings, and summaries add those up.
///
/// Two findings are of one kind when they share the code and the scope (the same push, the
/// same region, the same file).
extension Finding {
  /// The findings of one kind kept in full per push, layout or region.
  public static let limitPerKind = 20

  /// How many findings this entry stands for: 1, or N for "N more findings of this kind".
  public var count: Int { omitted ?? 1 }

  /// Whether this entry counts the findings of its kind left out.
  public var isOmissionCount: Bool { omitted != nil }

  /// The entry standing for `count` left-out findings like `finding`, located at the first
  /// of them (a push's key path is left out: they have many).
  init(omissionOf finding: Finding, count: Int) {
    var location = finding.location
    if case .push(let number, _) = location { location = .push(number: number, keyPath: nil) }
    self.init(finding.code, "", at: location, severity: finding.severity)
    omitted = count
    message = Self.omissionMessage(code: code, count: count)
  }

  /// Adds `count` more left-out findings of `severity` to this omission entry.
  mutating func countOmitted(_ count: Int, severity: Severity) {
    let total = (omitted ?? 0) + count
    omitted = total
    self.severity = max(self.severity, severity)
    message = Self.omissionMessage(code: code, count: total)
  }

  private static func omissionMessage(code: FindingCode, count: Int) -> String {
    "\(count) more finding\(count == 1 ? "" : "s") of this kind (\(code.id)), not listed"
  }

  /// Whether `other` is of the same kind: same code, same push, region or file.
  func isSameKind(as other: Finding) -> Bool {
    guard code == other.code else { return false }
    switch (location, other.location) {
    case (.push(let one, _), .push(let two, _)): return one == two
    case (.region(let one, _), .region(let two, _)): return one == two
    case (.source(let one), .source(let two)): return one.file == two.file
    case (.none, .none): return true
    default: return false
    }
  }
}

extension Array where Element == Finding {
  /// Appends `finding`, or counts it in its kind's omission entry once `Finding.limitPerKind`
  /// of its kind are listed. The array stays bounded by the number of kinds, whatever is
  /// appended; each append scans that bounded array.
  public mutating func append(capped finding: Finding) {
    var listed = 0
    for index in indices.reversed() where self[index].isSameKind(as: finding) {
      if self[index].isOmissionCount {
        self[index].countOmitted(finding.count, severity: finding.severity)
        return
      }
      listed += 1
    }
    if finding.isOmissionCount || listed < Finding.limitPerKind {
      append(finding)
    } else {
      append(Finding(omissionOf: finding, count: finding.count))
    }
  }

  /// Appends each of `findings` with `append(capped:)`.
  public mutating func append(cappedContentsOf findings: some Sequence<Finding>) {
    for finding in findings { append(capped: finding) }
  }

  /// How many findings the entries stand for (omission entries count what they left out).
  public var totalCount: Int { reduce(0) { $0 + $1.count } }
}

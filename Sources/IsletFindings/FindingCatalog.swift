extension FindingCode {
  /// Every code islet can report, in code order. `islet explain` reads this catalog.
  public static let all: [FindingCode] =
    (languageCodes + renderCodes + pushCodes + lifecycleCodes + snapshotCodes + swiftCodes)
    .sorted { $0.id < $1.id }

  /// The code with this identifier (case-insensitive), if any.
  public static func named(_ id: String) -> FindingCode? {
    let wanted = id.uppercased()
    return all.first { $0.id == wanted }
  }
}

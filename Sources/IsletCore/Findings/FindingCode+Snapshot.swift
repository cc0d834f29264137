extension FindingCode {
  /// The `S` codes.
  static let snapshotCodes: [FindingCode] = []
}

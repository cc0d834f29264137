extension FindingCode {
  /// The `P` codes.
  static let pushCodes: [FindingCode] = []
}

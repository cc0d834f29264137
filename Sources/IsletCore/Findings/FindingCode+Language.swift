extension FindingCode {
  /// The `L` codes.
  static let languageCodes: [FindingCode] = []
}

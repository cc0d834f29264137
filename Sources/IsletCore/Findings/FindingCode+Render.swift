extension FindingCode {
  /// The `R` codes.
  static let renderCodes: [FindingCode] = []
}

extension FindingCode {
  /// The `A` codes.
  static let lifecycleCodes: [FindingCode] = []
}

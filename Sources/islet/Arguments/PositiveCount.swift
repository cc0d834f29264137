import IsletModel

/// A whole number of at least one (`--max-activities 5`).
struct PositiveCount: ArgumentValue {
  let value: Int

  init(_ value: Int) { self.value = value }

  init(argument text: String, option: String) throws(UsageError) {
    guard let value = Int(text), value > 0 else {
      throw UsageError("'--\(option)' takes a positive whole number, not '\(TerminalSafe.escape(text))'")
    }
    self.value = value
  }
}

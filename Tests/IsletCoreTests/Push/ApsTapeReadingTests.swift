import Testing

@testable import IsletFindings
@testable import IsletModel
@testable import IsletPush

/// The `aps` rules that read the usual value straight off the tape (an `update` event, whole
/// seconds below the millisecond threshold) give what the rules on elements give: the same
/// reading and the same findings, for every kind of value.
@Suite struct ApsTapeReadingTests {
  static let values = [
    "1796000000", "0", "-5", "-0", "100000000000", "100000000001", "1796000000000", "1.5", "1e3", "-1e400",
    "17960000000000000000", "123456789012345678", "1234567890123456789", #""1""#, "null", "true",
    #""update""#, #""Update""#, #""start""#, #""end""#, #""upd\u0061te""#, "{}", "[]",
  ]

  @Test(arguments: values)
  func tapeReadingsMatchTheRules(value: String) throws {
    let text = #"{"event":\#(value),"timestamp":\#(value),"stale-date":\#(value),"dismissal-date":\#(value)}"#
    try expectSameReadings(text)
  }

  @Test func absentKeysMatchTheRules() throws {
    try expectSameReadings("{}")
    try expectSameReadings(#"{"events":"update"}"#)
  }

  private func expectSameReadings(_ text: String) throws {
    let document = try JSONDocument(parsing: Array(text.utf8))
    let aps = ApsKeys(document.root)
    var fast = FindingSink(.push(number: 1))
    var slow = FindingSink(.push(number: 1))
    #expect(
      EveryPushRules.event(of: aps, sink: &fast)
        == EveryPushRules.event(aps.event, plural: aps.events, sink: &slow), "\(text)")
    #expect(
      EveryPushRules.timestamp(of: aps, sink: &fast) == EveryPushRules.timestamp(aps.timestamp, sink: &slow),
      "\(text)")
    for (key, slot) in [("stale-date", ApsKeys.Slot.staleDate), ("dismissal-date", .dismissalDate)] {
      #expect(
        EveryPushRules.date(key, slot, of: aps, sink: &fast)
          == EveryPushRules.date(key, aps[slot], sink: &slow),
        "\(text)")
    }
    #expect(fast.take() == slow.take(), "\(text)")
  }
}

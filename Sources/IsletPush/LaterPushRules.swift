import IsletFindings

/// The `aps` rules of an update or an end: keys that belong to another event are ignored.
enum LaterPushRules {
  /// `attributes-type` and `attributes` are read only on start: known keys an update or end
  /// ignores (P024), not unknown ones (P027).
  static func startOnlyAttributes(_ aps: borrowing ApsKeys, event: PushEvent, sink: inout FindingSink) {
    for (key, slot) in [("attributes-type", ApsKeys.Slot.attributesType), ("attributes", .attributes)]
    where aps.has(slot) {
      sink.report(
        .pushStartOnlyKey,
        "\(key) is a Live Activity key read only on start; the \(event.rawValue) ignores it (not a typo)",
        keyPath: "aps.\(key)")
    }
  }

  /// `dismissal-date` is read only on end.
  static func misplacedDismissalDate(event: PushEvent, sink: inout FindingSink) {
    sink.report(
      .pushMisplacedDismissalDate, "dismissal-date is only read on end; ignored on \(event.rawValue)",
      keyPath: "aps.dismissal-date")
  }
}

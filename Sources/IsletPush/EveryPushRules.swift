import IsletFindings
import IsletModel

/// The `aps` rules every Live Activity push is held to, whatever its event.
enum EveryPushRules {
  /// `event` of `aps`: the usual `update` is recognized on the tape, anything else by
  /// `event(_:plural:sink:)`.
  static func event(of aps: borrowing ApsKeys, sink: inout FindingSink) -> PushEvent? {
    if aps.isString(.event, equalTo: "update") { return .update }
    return event(aps.event, plural: aps.events, sink: &sink)
  }

  /// `event`: present, spelled `event`, one of start, update, end.
  static func event(_ value: JSONElement?, plural: JSONElement?, sink: inout FindingSink) -> PushEvent? {
    guard let value else {
      if let plural {
        sink.report(
          .pushEventsMisspelled,
          "the key is \"event\", not \"events\" (the node-apn 5.2.3–6.0.1 bug); iOS logs \"Incoming message "
            + "does not contain an event type\" and drops it", keyPath: "aps.events",
          help: "rename it: \"event\": \(plural.excerpt); node-apn 6.0.2 fixes it")
      } else {
        sink.report(
          .pushBadEvent, "no event; iOS drops the push", keyPath: "aps.event",
          help: "add \"event\": \"update\" (or start, end)")
      }
      return nil
    }
    // Compared as bytes: no string is built for the common, valid event.
    if value.isString(equalTo: "update" as StaticString) { return .update }
    if value.isString(equalTo: "start" as StaticString) { return .start }
    if value.isString(equalTo: "end" as StaticString) { return .end }
    let folded = value.string.flatMap { PushEvent(rawValue: $0.lowercased()) }
    sink.report(
      .pushBadEvent, "event \(value.excerpt) is not start, update or end; iOS drops the push",
      keyPath: "aps.event",
      help: folded.map { "send \"\($0.rawValue)\" in lowercase" })
    return nil
  }

  /// `timestamp` of `aps`: an integer below the millisecond threshold (the usual timestamp, with
  /// nothing to report) is read off the tape; anything else goes to `timestamp(_:sink:)`.
  static func timestamp(of aps: borrowing ApsKeys, sink: inout FindingSink) -> Double? {
    if let seconds = aps.integer(.timestamp).map(Double.init),
      seconds <= ApsRules.millisecondTimestampThreshold
    {
      return seconds
    }
    return timestamp(aps.timestamp, sink: &sink)
  }

  /// `timestamp`: a number of whole Unix seconds, not milliseconds.
  static func timestamp(_ value: JSONElement?, sink: inout FindingSink) -> Double? {
    guard let value, let seconds = value.doubleValue, seconds.isFinite else {
      let found = value.map { ", found \($0.excerpt)" } ?? ""
      sink.report(
        .pushMissingTimestamp, "timestamp (Unix seconds, a number) is required\(found)",
        keyPath: "aps.timestamp")
      return nil
    }
    // The literal is looked at only for a finding (a number's `doubleValue` has one).
    if seconds != seconds.rounded(.down), let number = value.number, number.kind != .integer {
      sink.report(
        .pushFractionalTimestamp, "timestamp \(number.text) is not whole seconds", keyPath: "aps.timestamp")
    }
    if seconds > ApsRules.millisecondTimestampThreshold, let number = value.number {
      sink.report(
        .pushMillisecondTimestamp,
        "timestamp \(number.text) looks like milliseconds; as seconds it is in the year "
          + "\(PlainNumberText.text((seconds / 31_556_952 + 1970).rounded(.down)))", keyPath: "aps.timestamp",
        help: "send \(PlainNumberText.text((seconds / 1000).rounded(.down))) (seconds)")
    }
    return seconds
  }

  /// `content-state`: decoded against the schema; an update or start without one is dropped,
  /// an end without one keeps the previous state.
  static func contentState(
    _ value: JSONElement?, event: PushEvent?, prepared: PreparedSchema, sink: inout FindingSink
  ) -> Record? {
    contentState(at: value?.index, of: value?.storage, event: event, prepared: prepared, sink: &sink)
  }

  /// `content-state` of `aps`, read from the tape: an element is built only if the reference
  /// decoder has to report on it.
  static func contentState(
    of aps: borrowing ApsKeys, event: PushEvent?, prepared: PreparedSchema, sink: inout FindingSink
  ) -> Record? {
    contentState(
      at: aps.index(of: .contentState), of: aps.storage, event: event, prepared: prepared, sink: &sink)
  }

  /// `content-state` at tape position `index` of `storage`, nil when absent.
  private static func contentState(
    at index: Int?, of storage: JSONDocument.Storage?, event: PushEvent?, prepared: PreparedSchema,
    sink: inout FindingSink
  ) -> Record? {
    if let index, let storage {
      return prepared.decode(
        storage, at: index, planned: prepared.state, fields: prepared.schema.state, path: "aps.content-state",
        unchecked: prepared.schema.stateDecoding, sink: &sink)
    }
    if let event {
      sink.report(
        .pushMissingContentState,
        event == .end
          ? "the end has no content-state; the final card keeps the previous state"
          : "\(event.rawValue) needs content-state; iOS drops it", keyPath: "aps.content-state",
        severity: event == .end ? .note : nil)
    }
    return nil
  }

  /// `attributes` and `content-state` together within ActivityKit's 4 KB. The compact size never
  /// exceeds the source text, so `ApsRules.read` calls it only for lines over 4 KB.
  static func activityDataSize(_ aps: borrowing ApsKeys, sink: inout FindingSink) {
    let dataBytes = [aps.attributes, aps.contentState].reduce(0) {
      $0 + ($1.map(JSONCompactSize.compactByteCount(of:)) ?? 0)
    }
    if dataBytes > ApsRules.maximumActivityDataByteCount {
      sink.report(
        .pushActivityDataTooLarge,
        "attributes and content-state take \(dataBytes) bytes, over ActivityKit's 4 KB",
        keyPath: "aps")
    }
  }

  /// `stale-date` or `dismissal-date` (`key`, in `slot`) of `aps`: an integer below the
  /// millisecond threshold is read off the tape; anything else goes to `date(_:_:sink:)`.
  static func date(
    _ key: String, _ slot: ApsKeys.Slot, of aps: borrowing ApsKeys, sink: inout FindingSink
  ) -> Instant? {
    guard aps.has(slot) else { return nil }
    if let seconds = aps.integer(slot).map(Double.init), seconds <= ApsRules.millisecondTimestampThreshold {
      return Instant(unixSeconds: seconds)
    }
    return date(key, aps[slot], sink: &sink)
  }

  /// `stale-date` and `dismissal-date`: numbers of Unix seconds.
  static func date(_ key: String, _ value: JSONElement?, sink: inout FindingSink) -> Instant? {
    guard let value else { return nil }
    guard let seconds = value.doubleValue, seconds.isFinite else {
      sink.report(
        .pushBadDateKey, "\(key) must be a number of Unix seconds, found \(value.excerpt)",
        keyPath: "aps.\(key)")
      return nil
    }
    if seconds > ApsRules.millisecondTimestampThreshold {
      sink.report(
        .pushMillisecondTimestamp,
        "\(key) \(value.excerpt) is in milliseconds (13 digits); iOS reads seconds, so it lies "
          + "\(key == "stale-date" ? "tens of thousands of years ahead and the activity never goes stale" : "far beyond the 4-hour cap"); "
          + "divide by 1000", keyPath: "aps.\(key)")
    }
    return Instant(unixSeconds: seconds)
  }

  /// `relevance-score`: a finite number.
  static func relevanceScore(_ value: JSONElement?, sink: inout FindingSink) -> Double? {
    guard let value else { return nil }
    if let score = value.doubleValue, score.isFinite { return score }
    sink.report(
      .pushBadRelevanceScore, "relevance-score must be a number, found \(value.excerpt)",
      keyPath: "aps.relevance-score")
    return nil
  }

  /// Keys Live Activities do not read (`events` only beside a real `event`), with the known
  /// key a misspelling probably meant.
  static func unknownKeys(_ aps: borrowing ApsKeys, sink: inout FindingSink) {
    for element in aps.unknown where !element.isString(equalTo: "events") || aps.has(.event) {
      let key = element.string ?? ""
      if notificationKeys.contains(key) {
        sink.report(
          .pushUnknownApsKey,
          "aps.\(key) is a regular notification key, not a documented Live Activity key: whether iOS "
            + "reads it in a Live Activity push is unverified",
          keyPath: "aps.\(key)",
          help: key == "sound"
            ? "Apple's Live Activity examples put sound inside alert: \"alert\": {…, \"sound\": …}" : nil)
        continue
      }
      sink.report(
        .pushUnknownApsKey, "aps.\(TerminalSafe.escape(key)) is not a Live Activity key; iOS ignores it",
        keyPath: "aps.\(key)", help: suggestion(for: key).map { "did you mean \"\($0)\"?" })
    }
  }

  /// `aps` keys of ordinary notifications: real APNs keys that a Live Activity push is not
  /// documented to read, so islet cannot say that iOS ignores them.
  private static let notificationKeys: Set<String> = [
    "sound", "badge", "category", "thread-id", "content-available", "mutable-content", "target-content-id",
    "interruption-level", "filter-criteria",
  ]

  /// The known key a misspelled one probably meant (`contentState`, `stale_date`…).
  private static func suggestion(for key: String) -> String? {
    let squashed = key.lowercased().filter { $0.isLetter }
    return ApsRules.knownKeys.first { $0.filter(\.isLetter) == squashed }
      ?? NameSuggestion.closest(to: key, among: ApsRules.knownKeys)
  }
}

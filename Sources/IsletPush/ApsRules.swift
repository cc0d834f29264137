import IsletFindings
import IsletModel

/// The `aps` dictionary rules for Live Activity pushes and the decoding of its
/// `attributes` and `content-state` against the layout's schema.
enum ApsRules {
  /// What the rules extracted from one `aps` dictionary.
  struct Reading {
    var event: PushEvent?
    /// `aps.timestamp` as Unix seconds, when it is a number.
    var timestamp: Double?
    var attributes: Record?
    var state: Record?
    var staleDate: Instant?
    var dismissalDate: Instant?
    var relevanceScore: Double?
    /// `aps.input-push-channel` of a start: the broadcast channel the new activity listens on.
    var inputPushChannel: String?
  }

  /// A 13-digit timestamp (above this) is milliseconds.
  static let millisecondTimestampThreshold: Double = 1e11

  static let knownKeys: [String] = [
    "timestamp", "event", "content-state", "attributes-type", "attributes", "alert", "stale-date",
    "dismissal-date", "relevance-score", "input-push-token", "input-push-channel",
  ]

  /// The members of `aps` sorted into their keys in one pass (the first of duplicates wins,
  /// as with JSONDecoder). Slots hold tape positions, so sorting copies nothing.
  private struct Keys {
    let aps: JSONElement
    /// The tape index of each slot's value, or -1.
    private var slots = InlineArray<12, Int>(repeating: -1)
    /// The keys (elements) of members Live Activities do not read, in order.
    private(set) var unknown: [JSONElement] = []

    /// One per slot of `slots` (12).
    enum Slot: Int {
      case timestamp, event, events, contentState, attributesType, attributes, alert, staleDate
      case dismissalDate, relevanceScore, inputPushToken, inputPushChannel
    }

    init(_ aps: JSONElement) {
      self.aps = aps
      for member in aps.members {
        guard let slot = Self.slot(for: member.key) else {
          unknown.append(member.key)
          continue
        }
        if slot == .events { unknown.append(member.key) }  // Reported as unknown only beside a real `event`.
        if slots[slot.rawValue] < 0 { slots[slot.rawValue] = member.value.index }
      }
    }

    /// The slot of a known key. Dispatches on the length first, so each key is compared
    /// with at most two candidates.
    private static func slot(for key: JSONElement) -> Slot? {
      func match(_ candidate: StaticString, _ slot: Slot) -> Slot? {
        key.isString(equalTo: candidate) ? slot : nil
      }
      switch key.node.length {
      case 5: return match("event", .event) ?? match("alert", .alert)
      case 6: return match("events", .events)
      case 9: return match("timestamp", .timestamp)
      case 10: return match("attributes", .attributes) ?? match("stale-date", .staleDate)
      case 13: return match("content-state", .contentState)
      case 14: return match("dismissal-date", .dismissalDate)
      case 15: return match("attributes-type", .attributesType) ?? match("relevance-score", .relevanceScore)
      case 16: return match("input-push-token", .inputPushToken)
      case 18: return match("input-push-channel", .inputPushChannel)
      default: return nil
      }
    }

    /// Whether `aps` has a member for `slot`.
    func has(_ slot: Slot) -> Bool { slots[slot.rawValue] >= 0 }

    subscript(slot: Slot) -> JSONElement? {
      let index = slots[slot.rawValue]
      return index < 0 ? nil : JSONElement(storage: aps.storage, index: index)
    }

    var timestamp: JSONElement? { self[.timestamp] }
    var event: JSONElement? { self[.event] }
    var events: JSONElement? { self[.events] }
    var contentState: JSONElement? { self[.contentState] }
    var attributesType: JSONElement? { self[.attributesType] }
    var attributes: JSONElement? { self[.attributes] }
    var alert: JSONElement? { self[.alert] }
    var staleDate: JSONElement? { self[.staleDate] }
    var dismissalDate: JSONElement? { self[.dismissalDate] }
    var relevanceScore: JSONElement? { self[.relevanceScore] }
    var inputPushToken: JSONElement? { self[.inputPushToken] }
    var inputPushChannel: JSONElement? { self[.inputPushChannel] }
  }

  /// ActivityKit's limit for attributes and content-state together.
  static let maximumActivityDataByteCount = 4096

  /// Reads `aps` from a line of `lineByteCount` bytes.
  static func read(
    _ aps: JSONElement, schema: Schema, lineByteCount: Int, push: Int, findings: inout [Finding]
  ) -> Reading {
    var reading = Reading()
    let aps = Keys(aps)
    func report(
      _ code: FindingCode, _ key: String?, _ message: String, severity: Severity? = nil, help: String? = nil
    ) {
      let path = key.map { "aps.\($0)" } ?? "aps"
      findings.append(
        Finding(code, message, at: .push(number: push, keyPath: path), severity: severity, help: help))
    }
    reading.event = event(aps.event, plural: aps.events, report: report)
    reading.timestamp = timestamp(aps.timestamp, report: report)
    let event = reading.event

    if event == .start {
      switch aps.attributesType {
      case let value? where value.isString(equalTo: schema.activityName): break
      case let value? where value.string != nil:
        let name = value.string ?? ""
        report(
          .pushAttributesType, "attributes-type",
          "attributes-type \"\(TerminalSafe.escape(name))\" is not \(schema.activityName); iOS starts nothing",
          help: "send \"attributes-type\": \"\(schema.activityName)\"")
      case let other?:
        report(
          .pushAttributesType, "attributes-type", "attributes-type must be a string, found \(other.kindName)")
      case nil:
        report(
          .pushAttributesType, "attributes-type",
          "a start needs \"attributes-type\": \"\(schema.activityName)\"")
      }
      if aps.attributes == nil {
        report(
          .pushMissingAttributes, "attributes", "a start needs attributes; iOS starts nothing without them")
      }
      if !hasAlertTitle(aps.alert) {
        report(
          .pushMissingAlert, "alert",
          aps.alert == nil
            ? "a start needs an alert; without one iOS drops it" : "the start's alert has no title",
          help: "\"alert\": {\"title\": \"…\", \"body\": \"…\"}")
      }
    } else if let event, aps.has(.attributesType) || aps.has(.attributes) {
      for (key, slot) in [("attributes-type", Keys.Slot.attributesType), ("attributes", .attributes)]
      where aps.has(slot) {
        report(.pushUnknownApsKey, key, "\(key) is only read on start; ignored on \(event.rawValue)")
      }
    }
    if let attributes = aps.attributes, event == .start {
      reading.attributes = ActivityKitDecoder.decode(
        attributes, fields: schema.attributes, enums: schema.enums, path: "aps.attributes", push: push,
        findings: &findings)
    }
    if let state = aps.contentState {
      reading.state = ActivityKitDecoder.decode(
        state, fields: schema.state, enums: schema.enums, path: "aps.content-state", push: push,
        findings: &findings)
    } else if let event {
      report(
        .pushMissingContentState, "content-state",
        event == .end
          ? "the end has no content-state; the final card keeps the previous state"
          : "\(event.rawValue) needs content-state; iOS drops it", severity: event == .end ? .note : nil)
    }
    // The compact size never exceeds the source text, so short lines skip the count.
    let dataBytes =
      lineByteCount <= maximumActivityDataByteCount
      ? 0
      : [aps.attributes, aps.contentState].reduce(0) {
        $0 + ($1.map(JSONWriter.compactByteCount(of:)) ?? 0)
      }
    if dataBytes > maximumActivityDataByteCount {
      report(
        .pushActivityDataTooLarge, nil,
        "attributes and content-state take \(dataBytes) bytes, over ActivityKit's 4 KB")
    }
    reading.staleDate = date("stale-date", aps.staleDate, report: report)
    reading.dismissalDate = date("dismissal-date", aps.dismissalDate, report: report)
    if reading.dismissalDate != nil, let event, event != .end {
      report(
        .pushMisplacedDismissalDate, "dismissal-date",
        "dismissal-date is only read on end; ignored on \(event.rawValue)")
    }
    if let score = aps.relevanceScore {
      if let value = score.doubleValue, value.isFinite {
        reading.relevanceScore = value
      } else {
        report(
          .pushBadRelevanceScore, "relevance-score",
          "relevance-score must be a number, found \(score.excerpt)")
      }
    }
    reading.inputPushChannel = startOnlyKeys(
      token: aps.inputPushToken, channel: aps.inputPushChannel, event: event, report: report)
    for element in aps.unknown where !element.isString(equalTo: "events") || aps.has(.event) {
      let key = element.string ?? ""
      report(
        .pushUnknownApsKey, key, "aps.\(TerminalSafe.escape(key)) is not a Live Activity key; iOS ignores it",
        help: suggestion(for: key).map { "did you mean \"\($0)\"?" })
    }
    return reading
  }

  private typealias Report = (FindingCode, String?, String, Severity?, String?) -> Void

  private static func event(_ value: JSONElement?, plural: JSONElement?, report: Report) -> PushEvent? {
    guard let value else {
      if let plural {
        report(
          .pushEventsMisspelled, "events",
          "the key is \"event\", not \"events\" (the node-apn 5.2.3–6.0.1 bug); iOS logs \"Incoming message "
            + "does not contain an event type\" and drops it", nil,
          "rename it: \"event\": \(plural.excerpt); node-apn 6.0.2 fixes it")
      } else {
        report(
          .pushBadEvent, "event", "no event; iOS drops the push", nil,
          "add \"event\": \"update\" (or start, end)")
      }
      return nil
    }
    // Compared as bytes: no string is built for the common, valid event.
    if value.isString(equalTo: "update" as StaticString) { return .update }
    if value.isString(equalTo: "start" as StaticString) { return .start }
    if value.isString(equalTo: "end" as StaticString) { return .end }
    let folded = value.string.flatMap { PushEvent(rawValue: $0.lowercased()) }
    report(
      .pushBadEvent, "event", "event \(value.excerpt) is not start, update or end; iOS drops the push", nil,
      folded.map { "send \"\($0.rawValue)\" in lowercase" })
    return nil
  }

  private static func timestamp(_ value: JSONElement?, report: Report) -> Double? {
    guard let value, let seconds = value.doubleValue, seconds.isFinite, let number = value.number else {
      let found = value.map { ", found \($0.excerpt)" } ?? ""
      report(
        .pushMissingTimestamp, "timestamp", "timestamp (Unix seconds, a number) is required\(found)", nil,
        nil)
      return nil
    }
    if number.kind != .integer && seconds != seconds.rounded(.down) {
      report(.pushFractionalTimestamp, "timestamp", "timestamp \(number.text) is not whole seconds", nil, nil)
    }
    if seconds > millisecondTimestampThreshold {
      report(
        .pushMillisecondTimestamp, "timestamp",
        "timestamp \(number.text) looks like milliseconds; as seconds it is in the year "
          + "\(Int(seconds / 31_556_952) + 1970)", nil, "send \(Int(seconds / 1000)) (seconds)")
    }
    return seconds
  }

  private static func date(_ key: String, _ value: JSONElement?, report: Report) -> Instant? {
    guard let value else { return nil }
    guard let seconds = value.doubleValue, seconds.isFinite else {
      report(
        .pushBadDateKey, key, "\(key) must be a number of Unix seconds, found \(value.excerpt)", nil, nil)
      return nil
    }
    return Instant(unixSeconds: seconds)
  }

  private static func hasAlertTitle(_ alert: JSONElement?) -> Bool {
    guard let alert, alert.isObject, let title = alert["title"] else { return false }
    return title.string != nil || title.isObject
  }

  /// Checks `input-push-token` and `input-push-channel`; returns the channel a start
  /// subscribes to.
  private static func startOnlyKeys(
    token: JSONElement?, channel: JSONElement?, event: PushEvent?, report: Report
  ) -> String? {
    if let token {
      if event != nil && event != .start {
        report(.pushStartOnlyKey, "input-push-token", "input-push-token only applies to start", nil, nil)
      } else if token.number?.exactInteger != 1 {
        report(
          .pushStartOnlyKey, "input-push-token", "input-push-token must be 1, found \(token.excerpt)", nil,
          nil)
      }
    }
    guard let channel else { return nil }
    if event != nil && event != .start {
      report(.pushStartOnlyKey, "input-push-channel", "input-push-channel only applies to start", nil, nil)
      return nil
    }
    guard let name = channel.string else {
      report(
        .pushStartOnlyKey, "input-push-channel",
        "input-push-channel must be a channel ID string, found \(channel.kindName)", nil, nil)
      return nil
    }
    if let problem = APNsHeaderRules.channelIDProblem(channel) {
      report(
        .pushBadChannelID, "input-push-channel",
        "input-push-channel \(problem); iOS does not start the activity", nil, nil)
    }
    return name
  }

  /// The known key a misspelled one probably meant (`contentState`, `stale_date`…).
  private static func suggestion(for key: String) -> String? {
    let squashed = key.lowercased().filter { $0.isLetter }
    return knownKeys.first { $0.filter(\.isLetter) == squashed }
      ?? NameSuggestion.closest(to: key, among: knownKeys)
  }
}

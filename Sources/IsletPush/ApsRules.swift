import IsletFindings
import IsletModel

/// The `aps` dictionary rules for Live Activity pushes and the decoding of its `attributes`
/// and `content-state` against the layout's schema. Each rule is a small function in the
/// group of the events it applies to (`EveryPushRules`, `StartPushRules`, `LaterPushRules`);
/// `read` runs them in a fixed order, so findings come out in the same order every time.
enum ApsRules {
  /// What the rules extracted from one `aps` dictionary.
  struct Reading: Equatable {
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

  /// ActivityKit's limit for attributes and content-state together.
  static let maximumActivityDataByteCount = 4096

  /// Reads `aps` from a line of `lineByteCount` bytes against the `prepared` schema; `sink`
  /// is scoped to the push. `servedTypes` are the attributes types a start may name (the
  /// schema's alone with one layout). Without `decodes` the attributes and content state are
  /// left undecoded: a start of a type none of several layouts has, or a broadcast to several
  /// layouts (decoded against each).
  static func read(
    _ aps: JSONElement, prepared: PreparedSchema, servedTypes: [String], decodes: Bool = true,
    lineByteCount: Int, sink: inout FindingSink
  ) -> Reading {
    // Each value is read into a local and the reading is built once at the end: filling a
    // `var reading` field by field cost an outlined copy and destroy of the whole value.
    let aps = ApsKeys(aps)
    let event = EveryPushRules.event(of: aps, sink: &sink)
    let timestamp = EveryPushRules.timestamp(of: aps, sink: &sink)
    if event == .start {
      StartPushRules.attributesType(
        aps.attributesType, schema: prepared.schema, servedTypes: servedTypes, sink: &sink)
      StartPushRules.attributesPresent(aps.attributes, sink: &sink)
      StartPushRules.alert(aps.alert, sink: &sink)
    } else if let event, aps.has(.attributesType) || aps.has(.attributes) {
      // The usual update has neither: the rule (and its list of the keys) is skipped.
      LaterPushRules.startOnlyAttributes(aps, event: event, sink: &sink)
    }
    var attributes: Record? = nil
    if let index = aps.index(of: .attributes), event == .start, decodes {
      attributes = prepared.decode(
        aps.storage, at: index, planned: prepared.attributes, fields: prepared.schema.attributes,
        path: "aps.attributes", unchecked: prepared.schema.attributesDecoding, sink: &sink)
    }
    var state: Record? = nil
    if decodes || !aps.has(.contentState) {
      state = EveryPushRules.contentState(of: aps, event: event, prepared: prepared, sink: &sink)
    }
    if lineByteCount > maximumActivityDataByteCount { EveryPushRules.activityDataSize(aps, sink: &sink) }
    let staleDate = EveryPushRules.date("stale-date", .staleDate, of: aps, sink: &sink)
    let dismissalDate = EveryPushRules.date("dismissal-date", .dismissalDate, of: aps, sink: &sink)
    if dismissalDate != nil, let event, event != .end {
      LaterPushRules.misplacedDismissalDate(event: event, sink: &sink)
    }
    // The rules of keys the usual push does not have are not called for it (the calls, and the
    // absent elements passed to them, cost a few dozen instructions each).
    let relevanceScore =
      aps.has(.relevanceScore) ? EveryPushRules.relevanceScore(aps.relevanceScore, sink: &sink) : nil
    let inputPushChannel =
      aps.has(.inputPushToken) || aps.has(.inputPushChannel)
      ? StartPushRules.inputPushKeys(
        token: aps.inputPushToken, channel: aps.inputPushChannel, event: event, sink: &sink) : nil
    if !aps.unknown.isEmpty { EveryPushRules.unknownKeys(aps, sink: &sink) }
    return Reading(
      event: event, timestamp: timestamp, attributes: attributes, state: state, staleDate: staleDate,
      dismissalDate: dismissalDate, relevanceScore: relevanceScore, inputPushChannel: inputPushChannel)
  }
}

import IsletFindings
import IsletModel

/// The `aps` rules of a start (push-to-start): what iOS needs to create the activity.
enum StartPushRules {
  /// `attributes-type`: the name of the app's `ActivityAttributes` type, `schema`'s when it is one
  /// of `servedTypes` (with several layouts it chose `schema`).
  static func attributesType(
    _ value: JSONElement?, schema: Schema, servedTypes: [String], sink: inout FindingSink
  ) {
    let expected =
      servedTypes.count == 1 ? schema.activityName : "one of \(servedTypes.joined(separator: ", "))"
    switch value {
    case let value? where value.isString(equalTo: schema.activityName): break
    case let value? where value.string != nil:
      let name = value.string ?? ""
      let help =
        servedTypes.count == 1
        ? "send \"attributes-type\": \"\(schema.activityName)\"" : "send the name of one of the served types"
      sink.report(
        .pushAttributesType,
        "attributes-type \"\(TerminalSafe.escape(name))\" is not \(expected); iOS starts nothing",
        keyPath: "aps.attributes-type", help: help)
    case let other?:
      sink.report(
        .pushAttributesType, "attributes-type must be a string, found \(other.kindName)",
        keyPath: "aps.attributes-type")
    case nil:
      let named = servedTypes.count == 1 ? "\"\(schema.activityName)\"" : expected
      sink.report(
        .pushAttributesType, "a start needs \"attributes-type\": \(named)",
        keyPath: "aps.attributes-type")
    }
  }

  /// `attributes`: present (they are decoded with the content state).
  static func attributesPresent(_ value: JSONElement?, sink: inout FindingSink) {
    guard value == nil else { return }
    sink.report(
      .pushMissingAttributes, "a start needs attributes; iOS starts nothing without them",
      keyPath: "aps.attributes")
  }

  /// `alert`: a start needs one with a title.
  static func alert(_ alert: JSONElement?, sink: inout FindingSink) {
    guard !hasTitle(alert) else { return }
    sink.report(
      .pushMissingAlert,
      alert == nil ? "a start needs an alert; without one iOS drops it" : "the start's alert has no title",
      keyPath: "aps.alert", help: "\"alert\": {\"title\": \"…\", \"body\": \"…\"}")
  }

  /// `input-push-token` (1) and `input-push-channel` (a channel ID) apply only to a start;
  /// returns the channel a start subscribes to.
  static func inputPushKeys(
    token: JSONElement?, channel: JSONElement?, event: PushEvent?, sink: inout FindingSink
  ) -> String? {
    if let token {
      if event != nil && event != .start {
        sink.report(
          .pushStartOnlyKey, "input-push-token only applies to start", keyPath: "aps.input-push-token")
      } else if token.number?.exactInteger != 1 {
        sink.report(
          .pushStartOnlyKey, "input-push-token must be 1, found \(token.excerpt)",
          keyPath: "aps.input-push-token")
      }
    }
    guard let channel else { return nil }
    if event != nil && event != .start {
      sink.report(
        .pushStartOnlyKey, "input-push-channel only applies to start", keyPath: "aps.input-push-channel")
      return nil
    }
    guard let name = channel.string else {
      sink.report(
        .pushStartOnlyKey, "input-push-channel must be a channel ID string, found \(channel.kindName)",
        keyPath: "aps.input-push-channel")
      return nil
    }
    if let problem = APNsHeaderRules.channelIDProblem(channel) {
      sink.report(
        .pushBadChannelID, "input-push-channel \(problem); iOS does not start the activity",
        keyPath: "aps.input-push-channel")
    }
    return name
  }

  private static func hasTitle(_ alert: JSONElement?) -> Bool {
    guard let alert, alert.isObject, let title = alert["title"] else { return false }
    return title.string != nil || title.isObject
  }
}

/// The APNs request-header rules for Live Activity pushes, reported with APNs's own reason
/// strings (InvalidPushType, BadTopic, DeviceTokenNotForTopic, BadPriority…).
enum APNsHeaderRules {
  /// APNs's limit for a device push body.
  static let maximumBodyByteCount = 4096
  /// The topic suffix Live Activity pushes need.
  static let topicSuffix = ".push-type.liveactivity"

  /// Checks the envelope's `headers` (names are case-insensitive, as in HTTP/2).
  static func check(_ headers: JSONElement, report: (FindingCode, String?, String, Severity?) -> Void) {
    guard headers.isObject else {
      report(
        .pushMalformedEnvelope, "headers", "\"headers\" must be an object, found \(headers.kindName)", nil)
      return
    }
    func header(_ name: StaticString) -> JSONElement? {
      headers.members.first { $0.key.isString(equalToLowercased: name) }?.value
    }
    func text(_ value: JSONElement) -> String {
      value.string ?? value.number?.text ?? value.excerpt
    }
    let pushType = header("apns-push-type").map(text)
    switch pushType {
    case "liveactivity": break
    case nil:
      report(
        .pushInvalidPushType, "headers.apns-push-type",
        "no apns-push-type header; Live Activity pushes need apns-push-type: liveactivity", .warning)
    case let other?:
      report(
        .pushInvalidPushType, "headers.apns-push-type",
        "apns-push-type is \"\(TerminalSafe.escape(other))\", not liveactivity: 400 InvalidPushType", nil)
    }
    let topicPath = "headers.apns-topic"
    if let topic = header("apns-topic").map(text) {
      if !topic.hasSuffix(topicSuffix) {
        report(
          .pushBadTopic, topicPath,
          "apns-topic \"\(TerminalSafe.escape(topic))\" lacks the \(topicSuffix) suffix: "
            + "400 DeviceTokenNotForTopic", nil)
      } else if topic.utf8.count == topicSuffix.utf8.count {
        report(
          .pushBadTopic, topicPath, "apns-topic has no bundle ID before \(topicSuffix): 400 BadTopic", nil)
      }
    } else {
      report(
        .pushBadTopic, topicPath, "no apns-topic header (<bundle ID>\(topicSuffix)): 400 MissingTopic", nil)
    }
    let priorityPath = "headers.apns-priority"
    switch header("apns-priority").map(text) {
    case "5": break
    case "10", nil:
      report(
        .pushUpdateBudget, priorityPath,
        "priority 10 (also the default) counts against the hourly update budget; use 5 for routine updates",
        nil)
    case let other?:
      report(
        .pushBadPriority, priorityPath,
        "apns-priority is \(TerminalSafe.escape(other)), not 5 or 10: 400 BadPriority", nil)
    }
  }
}

import IsletModel

/// The app the endpoint serves (`islet serve --bundle-id`): APNs knows which app a device token
/// and a channel belong to, so a push that names another app is refused before it is read. A
/// device push whose topic is another app's `<bundle ID>.push-type.liveactivity` is
/// 400 DeviceTokenNotForTopic; a broadcast or channel request whose path names another app is
/// 400 TopicDisallowed. A topic that is not of that form is left to the header rules.
struct AppIdentity: Sendable {
  let bundleID: String

  private static let topicSuffix = ".push-type.liveactivity"

  /// The refusal of a request that names another app, or nil.
  func refusal(of request: APNsRequest) -> APNsRefusal? {
    if request.path.hasPrefix("/3/device/") {
      guard let topic = request.header("apns-topic")?.trimmingBlanks, topic.hasSuffix(Self.topicSuffix) else {
        return nil
      }
      let named = topic.dropLast(Self.topicSuffix.count)
      guard !named.isEmpty, !named.hasSuffix(Self.topicSuffix), named != bundleID else { return nil }
      return APNsRefusal(
        400, "DeviceTokenNotForTopic",
        "apns-topic names the app \(TerminalSafe.escape(String(named))), but the device token is "
          + "\(TerminalSafe.escape(bundleID))'s (--bundle-id)")
    }
    let parts = request.path.split(separator: "/", omittingEmptySubsequences: false)
    let named: Substring? =
      switch (parts.count, parts.count > 1 ? parts[1] : "") {
      case (5, "4") where parts[2] == "broadcasts" && parts[3] == "apps": parts[4]
      case (5, "1") where parts[2] == "apps": parts[3]
      default: nil
      }
    guard let named, !named.isEmpty, !named.contains(".push-type."), named != bundleID else { return nil }
    return APNsRefusal(
      400, "TopicDisallowed",
      "the path names the app \(TerminalSafe.escape(String(named))), not \(TerminalSafe.escape(bundleID)) "
        + "(--bundle-id)")
  }
}

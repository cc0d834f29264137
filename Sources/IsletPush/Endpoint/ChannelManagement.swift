import IsletModel

/// APNs's channel management API for iOS 18 broadcasts, as Apple documents it ("Sending channel
/// management requests to APNs"): `POST /1/apps/<bundle ID>/channels` creates a channel (201,
/// its ID in `apns-channel-id`), `GET` on the same path reads one (200, its configuration as
/// JSON), `DELETE` deletes one (204), both naming it in `apns-channel-id`, and
/// `GET /1/apps/<bundle ID>/all-channels` lists them (200, `{"channels": […]}`). APNs serves
/// these on its own hosts (ports 2195 and 2196); islet serves them beside the pushes.
enum ChannelManagement {
  /// What a request for a channel did.
  struct Outcome: Sendable {
    var status: Int
    /// The channel a create made.
    var createdChannelID: String?
    /// The JSON body of a read or a list.
    var content: [UInt8] = []
    /// What happened, in islet's words.
    var action: String
  }

  /// The two paths: one channel, or all of an app's.
  private enum Path {
    case channels(bundleID: String)
    case allChannels(bundleID: String)
  }

  /// Whether a path is channel management's: it starts `/1/`.
  static func handles(_ path: String) -> Bool { path.hasPrefix("/1/") }

  /// APNs's refusal of the path or method, checked before the provider token; nil when both are
  /// channel management's.
  static func routingRefusal(_ request: APNsRequest) -> APNsRefusal? {
    switch path(request.path) {
    case nil:
      return APNsRefusal(
        404, "BadPath",
        "the path \(TerminalSafe.escape(request.path)) is neither /1/apps/<bundle ID>/channels nor "
          + "/1/apps/<bundle ID>/all-channels")
    case .channels where ["POST", "GET", "DELETE"].contains(request.method): return nil
    case .allChannels where request.method == "GET": return nil
    case .channels, .allChannels:
      return APNsRefusal(
        405, "MethodNotAllowed",
        "\(TerminalSafe.escape(request.method)) is not a channel request: POST, GET or DELETE "
          + "/1/apps/<bundle ID>/channels, or GET /1/apps/<bundle ID>/all-channels")
    }
  }

  /// Creates, reads, deletes or lists channels for a request `routingRefusal` let through.
  static func judge(
    _ request: APNsRequest, channels: inout BroadcastChannels, identifiers: inout SplitMix64
  ) -> Result<Outcome, APNsRefusal> {
    switch path(request.path) {
    case .allChannels(let bundleID):
      if let refusal = bundleRefusal(bundleID) { return .failure(refusal) }
      let ids = channels.identifiers(of: bundleID)
      let list = ids.map(JSONWriter.quoted).joined(separator: ",")
      return .success(
        Outcome(
          status: 200, content: Array("{\"channels\":[\(list)]}".utf8),
          action: "\(ids.count) channel\(ids.count == 1 ? "" : "s") of \(TerminalSafe.escape(bundleID))"))
    case .channels(let bundleID):
      if let refusal = bundleRefusal(bundleID) { return .failure(refusal) }
      if request.method == "POST" {
        return create(request, bundleID: bundleID, channels: &channels, identifiers: &identifiers)
      }
      let id: String
      switch existingChannel(request, bundleID: bundleID, channels: channels) {
      case .failure(let refusal): return .failure(refusal)
      case .success(let found): id = found
      }
      let name = "channel \(TerminalSafe.escape(id))"
      if request.method == "DELETE" {
        _ = channels.delete(id, bundleID: bundleID)
        return .success(Outcome(status: 204, action: "deleted \(name)"))
      }
      let policy = channels.policy(of: id, bundleID: bundleID) ?? .noMessageStored
      return .success(
        Outcome(
          status: 200,
          content: Array(
            "{\"message-storage-policy\":\(policy.rawValue),\"push-type\":\"LiveActivity\"}".utf8),
          action: "\(name): \(policy.name)"))
    case nil:
      return .failure(routingRefusal(request) ?? APNsRefusal(404, "BadPath", "not a channel request"))
    }
  }

  /// The refusal of a broadcast to a channel APNs does not have, or with an expiration its
  /// channel cannot keep; nil for a broadcast islet's rules judge (a channel ID that is missing
  /// or not base64 is theirs: 400 MissingChannelId, BadChannelId).
  static func broadcastRefusal(_ request: APNsRequest, channels: BroadcastChannels) -> APNsRefusal? {
    let prefix = "/4/broadcasts/apps/"
    guard request.path.hasPrefix(prefix), let id = request.header("apns-channel-id"),
      APNsHeaderRules.isChannelID(id.utf8)
    else { return nil }
    let bundleID = String(request.path.dropFirst(prefix.count))
    guard !bundleID.isEmpty, !bundleID.contains("/") else { return nil }
    guard let policy = channels.policy(of: id, bundleID: bundleID) else {
      return notRegistered(id, bundleID: bundleID)
    }
    let expiration = request.header("apns-expiration")?.trimmingBlanks
    if policy == .noMessageStored, let expiration, expiration != "0" {
      return APNsRefusal(
        400, "BadExpirationDate",
        "channel \(TerminalSafe.escape(id)) was made with message-storage-policy 0 (No Message Stored): "
          + "its broadcasts need apns-expiration 0, not \(TerminalSafe.escape(expiration))")
    }
    return nil
  }

  private static func path(_ path: String) -> Path? {
    let parts = path.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 5, parts[0].isEmpty, parts[1] == "1", parts[2] == "apps", !parts[3].isEmpty else {
      return nil
    }
    switch parts[4] {
    case "channels": return .channels(bundleID: String(parts[3]))
    case "all-channels": return .allChannels(bundleID: String(parts[3]))
    default: return nil
    }
  }

  /// A bundle ID with the push-type suffix: APNs's 400 TopicDisallowed.
  private static func bundleRefusal(_ bundleID: String) -> APNsRefusal? {
    guard bundleID.contains(".push-type.") else { return nil }
    return APNsRefusal(
      400, "TopicDisallowed",
      "the bundle ID in the path, \(TerminalSafe.escape(bundleID)), has a push-type suffix; channels "
        + "belong to the app's plain bundle ID")
  }

  private static func create(
    _ request: APNsRequest, bundleID: String, channels: inout BroadcastChannels,
    identifiers: inout SplitMix64
  ) -> Result<Outcome, APNsRefusal> {
    let expected = #"{"message-storage-policy": 0 or 1, "push-type": "LiveActivity"}"#
    guard let document = try? JSONDocument(parsing: request.body), document.root.isObject else {
      return .failure(
        APNsRefusal(400, "BadRequestPayload", "the body is not a JSON object (\(expected))"))
    }
    let root = document.root
    for member in root.members {
      guard let key = member.key.string, key != "message-storage-policy", key != "push-type" else { continue }
      return .failure(
        APNsRefusal(
          400, "BadRequestParams", "the body has \"\(TerminalSafe.escape(key))\", which is not \(expected)"))
    }
    guard let pushType = root["push-type"] else {
      return .failure(APNsRefusal(400, "MissingPushType", "the body has no push-type (\(expected))"))
    }
    // Apple spells it LiveActivity; its broadcast pages also write liveactivity and Liveactivity.
    guard pushType.isString(equalToLowercased: "liveactivity") else {
      return .failure(
        APNsRefusal(400, "InvalidPushType", "push-type is \(pushType.excerpt), not \"LiveActivity\""))
    }
    guard let number = root["message-storage-policy"]?.number?.exactInteger,
      let policy = BroadcastChannels.StoragePolicy(rawValue: number)
    else {
      let found = root["message-storage-policy"].map { "is \($0.excerpt)" } ?? "is missing"
      return .failure(
        APNsRefusal(
          400, "BadRequestParams",
          "message-storage-policy \(found): 0 (No Message Stored) or 1 (Most Recent Message Stored)"))
    }
    guard let id = channels.create(bundleID: bundleID, policy: policy, identifiers: &identifiers) else {
      return .failure(
        APNsRefusal(
          400, "CannotCreateChannelConfig",
          "\(TerminalSafe.escape(bundleID)) has \(BroadcastChannels.maximumPerApp) channels, APNs's limit; "
            + "delete some first"))
    }
    return .success(
      Outcome(status: 201, createdChannelID: id, action: "created channel \(id) (\(policy.name))"))
  }

  /// The channel a read or delete names in `apns-channel-id`, if the app has it.
  private static func existingChannel(
    _ request: APNsRequest, bundleID: String, channels: BroadcastChannels
  ) -> Result<String, APNsRefusal> {
    guard let id = request.header("apns-channel-id") else {
      return .failure(
        APNsRefusal(400, "MissingChannelId", "no apns-channel-id header naming the channel"))
    }
    guard APNsHeaderRules.isChannelID(id.utf8) else {
      return .failure(
        APNsRefusal(400, "BadChannelId", "apns-channel-id \"\(TerminalSafe.escape(id))\" is not base64"))
    }
    guard channels.policy(of: id, bundleID: bundleID) != nil else {
      return .failure(notRegistered(id, bundleID: bundleID))
    }
    return .success(id)
  }

  private static func notRegistered(_ id: String, bundleID: String) -> APNsRefusal {
    APNsRefusal(
      400, "ChannelNotRegistered",
      "\(TerminalSafe.escape(bundleID)) has no channel \(TerminalSafe.escape(id)): none was made "
        + "(POST /1/apps/\(TerminalSafe.escape(bundleID))/channels) or it was deleted")
  }
}

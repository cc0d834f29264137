import IsletFindings
import IsletModel

/// One push as read from a line: the APNs body (`aps`) plus, for islet envelopes, the HTTP
/// headers and the addressed activity or broadcast channel. See docs/pushes.md for the accepted
/// shapes.
public struct PushEnvelope: Sendable {
  /// Which of the accepted shapes the line had.
  public enum Shape: String, Hashable, Sendable {
    /// A raw APNs request body: `{"aps": {…}}`.
    case body
    /// A simulator `.apns` file: a body plus `"Simulator Target Bundle"`.
    case simulator
    /// `{"headers": {…}, "token": "…", "activity": "…", "body": {"aps": {…}}}`.
    case envelope
    /// A curl command line (`--header`, `--data`, the token from the URL).
    case curl
    /// `name: value` header lines above a body.
    case headerLines
    /// A Firebase Cloud Messaging message: a v1 request body, `{"message": {"apns": {"headers",
    /// "payload"}}}`, or the admin SDKs' `Message` object without the wrapper.
    case fcm
  }

  /// How a push that was not an islet envelope in the input was read: the checker turns a
  /// curl command or header lines into an envelope and says so here.
  struct Request {
    var shape: Shape
    /// Lowercased header names present with a value islet cannot know (a shell variable).
    var unresolvedHeaders: [String]
    /// The body's size as sent.
    var bodyByteCount: Int
    /// How the request authenticates; a token's age is judged at the push's arrival.
    var authentication = RequestAuthentication.unknown
  }

  public var shape: Shape
  /// The addressed activity: the envelope's `activity`, else its `token`; nil for a broadcast.
  public var address: String?
  /// Whether `address` is the device token (no `activity` was given).
  public var addressIsToken = false
  /// The size of the APNs request body in bytes.
  public var bodyByteCount: Int
  /// The `apns-channel-id` of a broadcast push (`POST /4/broadcasts/apps/<bundle ID>`);
  /// nil for a device push.
  public var channelID: String?
  /// A non-zero `apns-expiration`: after it APNs stops trying to deliver the push.
  public var expiration: Instant?
  /// The envelope's `arrival`: when the push reached the device (Unix seconds or ISO 8601),
  /// which then decides the device's clock for it instead of the input order.
  public var arrival: Instant?

  static let envelopeKeys = ["headers", "token", "activity", "body", "arrival"]

  /// Reads the envelope of a parsed line whose text is `lineByteCount` bytes long, checking
  /// the APNs request rules (body size, headers, token), and its `aps` dictionary (an object).
  /// Returns nil when there is no `aps` to go on; `sink` receives every problem.
  static func read(
    _ top: JSONElement, lineByteCount: Int, request: Request? = nil, sink: inout FindingSink
  ) -> (envelope: PushEnvelope, aps: JSONElement)? {
    guard top.isObject else {
      sink.report(.pushMissingAps, "the push is \(top.kindName), not an object with an aps dictionary")
      return nil
    }
    if let request, request.shape == .fcm { return readFCMRequestBody(top, sink: &sink) }
    let object = top
    var shape = Shape.body
    var body = object
    var bodyByteCount = lineByteCount
    var address: String? = nil
    var addressIsToken = false
    var headers = APNsHeaderRules.Reading()
    var arrival: Instant? = nil
    let keys = TopLevelKeys(object)
    if keys.hasBodyOrHeaders {
      shape = request?.shape ?? .envelope
      guard let inner = object["body"], inner.isObject else {
        sink.report(
          .pushMalformedEnvelope, "the envelope needs \"body\": the APNs body object", keyPath: "body")
        return nil
      }
      body = inner
      for member in object.members where !envelopeKeys.contains(where: member.key.isString(equalTo:)) {
        let key = member.key.string ?? ""
        sink.report(
          .pushMalformedEnvelope,
          "unknown envelope member \"\(TerminalSafe.escape(key))\" (expected headers, token, "
            + "activity, arrival, body)", keyPath: key, severity: .warning)
      }
      if let element = object["headers"] {
        headers = APNsHeaderRules.check(
          element, assumed: APNsHeaderRules.Assumed(names: request?.unresolvedHeaders ?? []), sink: &sink)
      }
      let token = envelopeString("token", in: object, sink: &sink)
      if let token, !isHexToken(token) {
        sink.report(
          .pushBadDeviceToken,
          "token \"\(TerminalSafe.escape(token))\" is not hexadecimal: APNs answers 400 BadDeviceToken",
          keyPath: "token")
      }
      address = envelopeString("activity", in: object, sink: &sink)
      arrival = object["arrival"].flatMap { readArrival($0, sink: &sink) }
      if address == nil, let token {
        address = token
        addressIsToken = true
      }
      if let channel = headers.channelID {
        for key in ["token", "activity"] where object.contains(key) {
          sink.report(
            .pushBroadcastAddress,
            "a broadcast goes to every activity listening on channel \"\(TerminalSafe.escape(channel))\", "
              + "not to one device; \(key) is ignored", keyPath: key)
        }
        address = nil
      }
      // The compact size never exceeds the source text, so short lines skip the count.
      if let request {
        bodyByteCount = request.bodyByteCount
      } else if lineByteCount > maximumBodyByteCount(broadcast: headers.isBroadcast) {
        bodyByteCount = JSONCompactSize.compactByteCount(of: inner)
      }
    } else if keys.hasSimulatorBundle, let bundle = object.member("Simulator Target Bundle") {
      shape = .simulator
      APNsHeaderRules.checkSimulatorBundle(bundle, sink: &sink)
    }
    guard let aps = keys.hasBodyOrHeaders ? body.member("aps") : keys.aps, aps.isObject else {
      // Only a push without a top-level aps is looked at as an FCM message: NDJSON bodies
      // never pay for the lookup.
      if shape == .body, let message = object["message"], message.isObject {
        return readFCM(message, at: "message", sink: &sink)
      }
      if shape == .body, let apns = object["apns"], apns.isObject {
        return readFCM(object, at: "", sink: &sink)
      }
      let misplaced = body.contains("event") || body.contains("content-state")
      let found = body["aps"].map { " (aps is \($0.kindName))" } ?? ""
      sink.report(
        .pushMissingAps,
        "no aps dictionary\(found)\(misplaced ? "; event and content-state belong inside aps" : "")",
        keyPath: shape == .body || shape == .simulator ? "aps" : "body.aps")
      return nil
    }
    let limit = maximumBodyByteCount(broadcast: headers.isBroadcast)
    if bodyByteCount > limit {
      sink.report(
        .pushPayloadTooLarge,
        "the body is \(bodyByteCount) bytes, over APNs's \(limit)\(headers.isBroadcast ? " for broadcasts" : ""): "
          + "413 PayloadTooLarge")
    }
    let envelope = PushEnvelope(
      shape: shape, address: address, addressIsToken: addressIsToken, bodyByteCount: bodyByteCount,
      channelID: headers.channelID, expiration: headers.expiration, arrival: arrival)
    return (envelope, aps)
  }

  /// The top-level members that decide a push's shape, found in one walk over the object (a
  /// lookup per key walked it four times for the usual `{"aps": {…}}`); the first of duplicate
  /// keys counts, as `JSONElement.member` finds it.
  private struct TopLevelKeys {
    var hasBodyOrHeaders = false
    var hasSimulatorBundle = false
    /// The first `aps` member.
    var aps: JSONElement?

    init(_ object: JSONElement) {
      let storage = object.storage
      let end = object.node.end
      var position = object.index + 1
      while position < end {
        if let key = storage.utf8(at: position) {
          if Self.equal(key, "aps") {
            if aps == nil { aps = JSONElement(storage: storage, index: position + 1) }
          } else if Self.equal(key, "body") || Self.equal(key, "headers") {
            hasBodyOrHeaders = true
          } else if Self.equal(key, "Simulator Target Bundle") {
            hasSimulatorBundle = true
          }
        }
        position = storage.nodes[position + 1].end
      }
    }

    private static func equal(_ key: UnsafeBufferPointer<UInt8>, _ literal: StaticString) -> Bool {
      key.count == literal.utf8CodeUnitCount
        && JSONElement.equal(
          key, UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }
  }

  /// The envelope's `arrival`: Unix seconds (a number) or an ISO 8601 time (a string).
  private static func readArrival(_ value: JSONElement, sink: inout FindingSink) -> Instant? {
    if let seconds = value.doubleValue, seconds.isFinite, abs(seconds) < 1e12 {
      return Instant(unixSeconds: seconds)
    }
    if let text = value.string, let instant = ISO8601Text.parse(text) { return instant }
    sink.report(
      .pushMalformedEnvelope,
      "\"arrival\" must be Unix seconds or an ISO 8601 time (2026-06-21T10:00:00Z), found \(value.excerpt)",
      keyPath: "arrival")
    return nil
  }

  /// APNs's body limit: 5120 bytes for a broadcast, 4096 for a device push.
  static func maximumBodyByteCount(broadcast: Bool) -> Int {
    broadcast ? APNsHeaderRules.maximumBroadcastBodyByteCount : APNsHeaderRules.maximumBodyByteCount
  }

  private static func envelopeString(
    _ key: String, in object: JSONElement, sink: inout FindingSink
  ) -> String? {
    guard let value = object[key] else { return nil }
    guard let text = value.string else {
      sink.report(
        .pushMalformedEnvelope, "\"\(key)\" must be a string, found \(value.kindName)", keyPath: key)
      return nil
    }
    return text
  }

  static func isHexToken(_ token: String) -> Bool {
    !token.isEmpty && token.utf8.allSatisfy { ($0 | 0x20) &- UInt8(ascii: "a") < 6 || $0 &- 0x30 < 10 }
  }
}

// Built by the memberwise initializer (no initializer in the type's body): with one of its own,
// the optimizer built the usual push's envelope twice, an outlined copy and two destroys a push.
extension PushEnvelope {
  /// The envelope of a raw APNs body of `bodyByteCount` bytes (`{"aps": {…}}`).
  init(bodyByteCount: Int) {
    self.init(shape: .body, bodyByteCount: bodyByteCount)
  }
}

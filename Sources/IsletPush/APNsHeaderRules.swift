import IsletFindings
import IsletModel

/// The APNs request-header rules for Live Activity pushes, device and broadcast, reported
/// with APNs's own reason strings (InvalidPushType, BadTopic, DuplicateHeaders, BadCollapseId…).
/// Header names are compared as bytes, case-insensitively, without building strings.
enum APNsHeaderRules {
  /// APNs's limit for a device push body.
  static let maximumBodyByteCount = 4096
  /// APNs's limit for a broadcast push body.
  static let maximumBroadcastBodyByteCount = 5120
  /// APNs's limit for `apns-collapse-id`, in bytes.
  static let maximumCollapseIDByteCount = 64
  /// The topic suffix Live Activity device pushes need.
  static let topicSuffix: StaticString = ".push-type.liveactivity"

  /// What the header rules found that later rules need.
  struct Reading {
    /// `apns-channel-id`, when present: the push is a broadcast to this channel.
    var channelID: String?
    /// A non-zero `apns-expiration`, the instant APNs stops trying to deliver.
    var expiration: Instant?
    /// Whether the push is a broadcast to a channel rather than a push to one device.
    var isBroadcast: Bool { channelID != nil }
  }

  /// Headers that count as present though the request does not give their value: FCM
  /// supplies `apns-topic` and `apns-push-type`; a curl command may name a shell variable.
  struct Assumed: OptionSet {
    let rawValue: Int
    static let topic = Assumed(rawValue: 1)
    static let pushType = Assumed(rawValue: 2)
    static let suppliedByFCM: Assumed = [.topic, .pushType]

    init(rawValue: Int) { self.rawValue = rawValue }

    /// The assumed headers among lowercased header names.
    init(names: [String]) {
      self = []
      if names.contains("apns-topic") { insert(.topic) }
      if names.contains("apns-push-type") { insert(.pushType) }
    }
  }

  /// The headers islet reads, found in one pass over the members (the first of duplicates
  /// counts, and every repeated name is reported as APNs's DuplicateHeaders).
  private struct Known {
    enum Name: Int {
      case pushType, topic, priority, expiration, id, collapseID, channelID
    }

    let headers: JSONElement
    /// The tape index of each name's value, or -1.
    private var slots = InlineArray<7, Int>(repeating: -1)

    init(_ headers: JSONElement, sink: inout FindingSink) {
      self.headers = headers
      var count = 0
      for member in headers.members {
        count += 1
        if let name = Self.name(of: member.key), slots[name.rawValue] < 0 {
          slots[name.rawValue] = member.value.index
        }
      }
      Self.reportRepeatedNames(in: headers, count: count, sink: &sink)
    }

    subscript(name: Name) -> JSONElement? {
      let index = slots[name.rawValue]
      return index < 0 ? nil : JSONElement(storage: headers.storage, index: index)
    }

    /// The header a name denotes, dispatched on its length first.
    private static func name(of key: JSONElement) -> Name? {
      func match(_ candidate: StaticString, _ name: Name) -> Name? {
        key.isString(equalToLowercased: candidate) ? name : nil
      }
      switch key.node.length {
      case 7: return match("apns-id", .id)
      case 10: return match("apns-topic", .topic)
      case 13: return match("apns-priority", .priority)
      case 14: return match("apns-push-type", .pushType)
      case 15: return match("apns-expiration", .expiration) ?? match("apns-channel-id", .channelID)
      case 16: return match("apns-collapse-id", .collapseID)
      default: return nil
      }
    }

    /// Reports each name given more than once, at its second occurrence. Pairwise for the
    /// handful of headers a request has; by lowercased name beyond that, so a hostile line
    /// with thousands of members stays linear.
    private static func reportRepeatedNames(in headers: JSONElement, count: Int, sink: inout FindingSink) {
      if count <= 16 {
        for member in headers.members {
          var earlier = 0
          var first = member.key
          for other in headers.members {
            guard other.key.index != member.key.index else { break }
            guard other.key.isString(equalIgnoringASCIICase: member.key) else { continue }
            if earlier == 0 { first = other.key }
            earlier += 1
          }
          if earlier == 1 { reportRepeat(member.key, first: first, sink: &sink) }
        }
        return
      }
      var seen: [[UInt8]: (first: JSONElement, count: Int)] = [:]
      for member in headers.members {
        guard let bytes = member.key.utf8 else { continue }
        let name = bytes.map(JSONElement.lowercased)
        let entry = seen[name] ?? (member.key, 0)
        seen[name] = (entry.first, entry.count + 1)
        if entry.count == 1 { reportRepeat(member.key, first: entry.first, sink: &sink) }
      }
    }

    private static func reportRepeat(_ key: JSONElement, first: JSONElement, sink: inout FindingSink) {
      let name = TerminalSafe.escape(key.string ?? "")
      let spelled = first.isString(equalTo: key.string ?? "") ? "" : " (first as \(first.excerpt))"
      sink.report(
        .pushDuplicateHeaders,
        "header \(name) is sent twice\(spelled); header names ignore case: 400 DuplicateHeaders",
        keyPath: "headers.\(name)")
    }
  }

  /// Checks the envelope's `headers` (names are case-insensitive, as in HTTP/2). A header
  /// `apns-channel-id` makes the push a broadcast, which changes the topic and push-type rules.
  static func check(_ headers: JSONElement, assumed: Assumed = [], sink: inout FindingSink) -> Reading {
    guard headers.isObject else {
      sink.report(
        .pushMalformedEnvelope, "\"headers\" must be an object, found \(headers.kindName)", keyPath: "headers"
      )
      return Reading()
    }
    let known = Known(headers, sink: &sink)
    var reading = Reading()
    if let channel = known[.channelID] {
      reading.channelID = channel.string ?? channel.excerpt
      if let problem = channelIDProblem(channel) {
        sink.report(
          .pushBadChannelID, "apns-channel-id \(problem): 400 BadChannelId",
          keyPath: "headers.apns-channel-id")
      }
    }
    if known[.pushType] != nil || !assumed.contains(.pushType) {
      checkPushType(known[.pushType], isBroadcast: reading.isBroadcast, sink: &sink)
    }
    if reading.isBroadcast {
      checkBroadcastTopic(known[.topic], sink: &sink)
    } else if known[.topic] != nil || !assumed.contains(.topic) {
      checkTopic(known[.topic], sink: &sink)
    }
    checkPriority(known[.priority], sink: &sink)
    reading.expiration = known[.expiration].flatMap { expiration($0, sink: &sink) }
    if let id = known[.id] { checkMessageID(id, sink: &sink) }
    if let collapseID = known[.collapseID] {
      let count = collapseID.utf8?.count ?? text(collapseID).utf8.count
      if count > maximumCollapseIDByteCount {
        sink.report(
          .pushBadCollapseID,
          "apns-collapse-id is \(count) bytes, over APNs's \(maximumCollapseIDByteCount): 400 BadCollapseId",
          keyPath: "headers.apns-collapse-id")
      }
    }
    return reading
  }

  /// What is wrong with a channel ID (`apns-channel-id` or `input-push-channel`), or nil:
  /// it must be a non-empty base64 string (A-Z a-z 0-9 + /, with at most two `=` at the end).
  static func channelIDProblem(_ value: JSONElement) -> String? {
    guard let bytes = value.utf8 else { return "must be a base64 string, found \(value.kindName)" }
    guard !bytes.isEmpty else { return "is empty" }
    return isChannelID(bytes) ? nil : "\(value.excerpt) is not base64"
  }

  /// Whether the bytes are a non-empty base64 string: A-Z a-z 0-9 + /, with at most two `=` at
  /// the end.
  static func isChannelID(_ bytes: some Collection<UInt8>) -> Bool {
    guard !bytes.isEmpty else { return false }
    var padding = 0
    for byte in bytes {
      if byte == UInt8(ascii: "=") {
        padding += 1
      } else if padding > 0 || !isBase64Digit(byte) {
        return false
      }
    }
    return padding <= 2
  }

  private static func isBase64Digit(_ byte: UInt8) -> Bool {
    (byte | 0x20) &- UInt8(ascii: "a") < 26 || byte &- UInt8(ascii: "0") < 10
      || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "/")
  }

  /// A header value as text for messages: the string, or a number's literal.
  private static func text(_ value: JSONElement) -> String {
    value.string ?? value.number?.text ?? value.excerpt
  }

  private static func checkPushType(_ value: JSONElement?, isBroadcast: Bool, sink: inout FindingSink) {
    let path = "headers.apns-push-type"
    guard let value else {
      if isBroadcast {
        sink.report(
          .pushInvalidPushType, "a broadcast needs apns-push-type: liveactivity: 400 MissingPushType",
          keyPath: path)
      } else {
        sink.report(
          .pushInvalidPushType,
          "no apns-push-type header; Live Activity pushes need apns-push-type: liveactivity", keyPath: path,
          severity: .warning)
      }
      return
    }
    // Apple's broadcast pages spell it `LiveActivity`, so broadcasts accept any case.
    let valid =
      isBroadcast
      ? value.isString(equalToLowercased: "liveactivity") : value.isString(equalTo: "liveactivity")
    guard !valid else { return }
    sink.report(
      .pushInvalidPushType,
      "apns-push-type is \"\(TerminalSafe.escape(text(value)))\", not liveactivity: 400 InvalidPushType",
      keyPath: path)
  }

  private static func checkTopic(_ value: JSONElement?, sink: inout FindingSink) {
    let path = "headers.apns-topic"
    guard let value else {
      sink.report(
        .pushBadTopic, "no apns-topic header (<bundle ID>\(topicSuffix)): 400 MissingTopic", keyPath: path)
      return
    }
    guard let bytes = value.utf8 else {
      sink.report(
        .pushBadTopic,
        "apns-topic \"\(TerminalSafe.escape(text(value)))\" lacks the \(topicSuffix) suffix: 400 DeviceTokenNotForTopic",
        keyPath: path)
      return
    }
    checkTopic(bytes, named: "apns-topic", path: path, sink: &sink)
  }

  /// The topic rules on a topic's bytes, `named` as the message calls it.
  private static func checkTopic(
    _ bytes: UnsafeBufferPointer<UInt8>, named name: String, path: String, sink: inout FindingSink
  ) {
    let topic = "\(name) \"\(TerminalSafe.escape(String(decoding: bytes, as: UTF8.self)))\""
    if !hasTopicSuffix(bytes) {
      sink.report(
        .pushBadTopic, "\(topic) lacks the \(topicSuffix) suffix: 400 DeviceTokenNotForTopic", keyPath: path)
    } else if bytes.count == topicSuffix.utf8CodeUnitCount {
      sink.report(
        .pushBadTopic, "\(name) has no bundle ID before \(topicSuffix): 400 BadTopic", keyPath: path)
    } else if hasDoubledTopicSuffix(bytes) {
      sink.report(
        .pushBadTopic,
        "\(topic) carries \(topicSuffix) twice; it must be exactly <bundle ID>\(topicSuffix): 400 TopicDisallowed",
        keyPath: path)
    }
  }

  /// A simulator `.apns` file's `"Simulator Target Bundle"` gives the topic the push is for,
  /// `<bundle>.push-type.liveactivity`, checked by the topic rules (a bundle that already ends
  /// in the suffix doubles it: 400 TopicDisallowed).
  static func checkSimulatorBundle(_ value: JSONElement, sink: inout FindingSink) {
    let path = "Simulator Target Bundle"
    guard let bundle = value.utf8 else {
      sink.report(
        .pushMalformedEnvelope,
        "\"Simulator Target Bundle\" must be the app's bundle ID, found \(value.kindName)",
        keyPath: path)
      return
    }
    let topic =
      Array(bundle)
      + Array(UnsafeBufferPointer(start: topicSuffix.utf8Start, count: topicSuffix.utf8CodeUnitCount))
    topic.withUnsafeBufferPointer {
      checkTopic($0, named: "the topic from \"Simulator Target Bundle\"", path: path, sink: &sink)
    }
  }

  /// Broadcasts carry the bundle ID in the path (`/4/broadcasts/apps/<bundle ID>`), not in
  /// `apns-topic`; a device-push topic there suggests the suffixed ID went into the path too.
  private static func checkBroadcastTopic(_ value: JSONElement?, sink: inout FindingSink) {
    guard let bytes = value?.utf8, hasTopicSuffix(bytes) else { return }
    sink.report(
      .pushBroadcastTopic,
      "broadcasts do not use apns-topic, and the bundle ID in /4/broadcasts/apps/<bundle ID> must not "
        + "carry \(topicSuffix): 400 TopicDisallowed", keyPath: "headers.apns-topic")
  }

  /// Whether the topic ends with the suffix twice (`….push-type.liveactivity.push-type.liveactivity`),
  /// as when a sender appends it to a topic that already had it.
  private static func hasDoubledTopicSuffix(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let suffix = UnsafeBufferPointer(start: topicSuffix.utf8Start, count: topicSuffix.utf8CodeUnitCount)
    guard bytes.count >= 2 * suffix.count else { return false }
    let before = UnsafeBufferPointer(
      rebasing: bytes[(bytes.count - 2 * suffix.count)..<(bytes.count - suffix.count)])
    return before.elementsEqual(suffix)
  }

  private static func hasTopicSuffix(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let count = topicSuffix.utf8CodeUnitCount
    guard bytes.count >= count else { return false }
    return JSONElement.equal(
      UnsafeBufferPointer(rebasing: bytes[(bytes.count - count)...]),
      UnsafeBufferPointer(start: topicSuffix.utf8Start, count: count))
  }

  private static func checkPriority(_ value: JSONElement?, sink: inout FindingSink) {
    let path = "headers.apns-priority"
    func isPriority(_ value: JSONElement, _ literal: StaticString) -> Bool {
      value.isString(equalTo: literal) || value.number?.text == literal.description
    }
    guard let value else {
      reportBudget(path, sink: &sink)
      return
    }
    if isPriority(value, "10") {
      reportBudget(path, sink: &sink)
    } else if !isPriority(value, "5") {
      sink.report(
        .pushBadPriority,
        "apns-priority is \(TerminalSafe.escape(text(value))), not 5 or 10: 400 BadPriority", keyPath: path)
    }
  }

  private static func reportBudget(_ path: String, sink: inout FindingSink) {
    sink.report(
      .pushUpdateBudget,
      "priority 10 (also the default) counts against the hourly update budget; use 5 for routine updates",
      keyPath: path)
  }

  /// `apns-expiration`: whole UNIX seconds, as a string of digits or a JSON integer; 0 means
  /// "deliver once, never store". Returns the instant of a non-zero expiration.
  private static func expiration(_ value: JSONElement, sink: inout FindingSink) -> Instant? {
    var seconds: Int? = nil
    if let bytes = value.utf8 {
      seconds = bytes.isEmpty ? nil : 0
      for byte in bytes {
        let digit = byte &- UInt8(ascii: "0")
        guard digit < 10, let current = seconds else {
          seconds = nil
          break
        }
        let (shifted, overflow) = current.multipliedReportingOverflow(by: 10)
        let (sum, carry) = shifted.addingReportingOverflow(Int(digit))
        seconds = overflow || carry ? nil : sum
      }
    } else if let number = value.number, number.kind == .integer, let integer = number.exactInteger,
      integer >= 0
    {
      seconds = integer
    }
    guard let seconds else {
      sink.report(
        .pushBadExpiration,
        "apns-expiration \(value.excerpt) is not whole UNIX seconds: 400 BadExpirationDate",
        keyPath: "headers.apns-expiration")
      return nil
    }
    return seconds == 0 ? nil : Instant(unixSeconds: Double(seconds))
  }

  /// `apns-id`: a canonical UUID, 8-4-4-4-12 hexadecimal digits. Apple documents the
  /// lowercase form; uppercase digits get a warning only, as APNs's handling is unknown.
  private static func checkMessageID(_ value: JSONElement, sink: inout FindingSink) {
    let path = "headers.apns-id"
    var hasUppercase = false
    let isUUID =
      value.utf8.map { bytes in
        bytes.count == 36
          && bytes.indices.allSatisfy { offset in
            let byte = bytes[offset]
            if offset == 8 || offset == 13 || offset == 18 || offset == 23 {
              return byte == UInt8(ascii: "-")
            }
            if byte &- UInt8(ascii: "A") < 6 { hasUppercase = true }
            return (byte | 0x20) &- UInt8(ascii: "a") < 6 || byte &- UInt8(ascii: "0") < 10
          }
      } ?? false
    if !isUUID {
      sink.report(
        .pushBadMessageID,
        "apns-id \(value.excerpt) is not a UUID (8-4-4-4-12 hexadecimal digits): 400 BadMessageId",
        keyPath: path)
    } else if hasUppercase {
      sink.report(
        .pushBadMessageID,
        "apns-id \(value.excerpt) has uppercase digits; APNs documents the lowercase canonical form",
        keyPath: path, severity: .warning)
    }
  }
}

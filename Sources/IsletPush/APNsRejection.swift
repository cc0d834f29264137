import IsletFindings

/// Which findings mean APNs itself refuses the request (the sender gets an HTTP error and the
/// device never sees the push), with the status and reason string APNs answers. Every such
/// rule writes APNs's answer into its message ("…: 400 BadDeviceToken"), so the answer is read
/// from there and stays next to the rule that decides it.
enum APNsRejection {
  /// The codes of the request rules: the header rules, the body size, a bad device token, an
  /// empty body, a bad path and the provider token.
  private static let requestCodes: Set<String> = [
    FindingCode.pushPayloadTooLarge.id, FindingCode.pushInvalidPushType.id, FindingCode.pushBadTopic.id,
    FindingCode.pushBadPriority.id, FindingCode.pushBadDeviceToken.id, FindingCode.pushBadCollapseID.id,
    FindingCode.pushBadExpiration.id, FindingCode.pushBadMessageID.id, FindingCode.pushDuplicateHeaders.id,
    FindingCode.pushBadChannelID.id, FindingCode.pushMissingAps.id, FindingCode.pushMalformedEnvelope.id,
    FindingCode.pushProviderToken.id,
  ]

  /// APNs's status and reason for an error finding that is a rejection, or nil.
  static func of(_ finding: Finding) -> (status: Int, reason: String)? {
    guard finding.severity == .error, requestCodes.contains(finding.code.id) else { return nil }
    // An `input-push-channel` inside aps is the device's business, not APNs's.
    if case .push(_, let keyPath?) = finding.location, keyPath.hasPrefix("aps.") { return nil }
    return statusAndReason(in: finding.message)
  }

  /// The last `4xx Reason` in a message ("…: 400 BadDeviceToken"): a word of three digits from
  /// 400 to 499, then a word that starts with at least four ASCII letters, the first uppercase.
  /// Read as bytes: every verdict of a rejected push asks, several times.
  static func statusAndReason(in message: String) -> (status: Int, reason: String)? {
    var text = message
    return text.withUTF8 { bytes -> (status: Int, reason: String)? in
      // Words end at spaces; walk them from the end, remembering the word after.
      var end = bytes.count
      var next: Range<Int>? = nil
      while end > 0 {
        while end > 0, bytes[end - 1] == 0x20 { end -= 1 }
        var start = end
        while start > 0, bytes[start - 1] != 0x20 { start -= 1 }
        guard start < end else { break }
        if end - start == 3, let following = next, let status = status(bytes[start..<end]) {
          let letters = bytes[following].prefix { ($0 | 0x20) &- UInt8(ascii: "a") < 26 }
          if letters.count > 3, let first = letters.first, first &- UInt8(ascii: "A") < 26 {
            return (status, String(decoding: letters, as: UTF8.self))
          }
        }
        next = start..<end
        end = start
      }
      return nil
    }
  }

  /// The value of three ASCII digits from 400 to 499, or nil.
  private static func status(_ digits: Slice<UnsafeBufferPointer<UInt8>>) -> Int? {
    var value = 0
    for digit in digits {
      guard digit &- UInt8(ascii: "0") < 10 else { return nil }
      value = value * 10 + Int(digit &- UInt8(ascii: "0"))
    }
    return (400..<500).contains(value) ? value : nil
  }
}

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

  /// The last `4xx Reason` in a message ("…: 400 BadDeviceToken").
  static func statusAndReason(in message: String) -> (status: Int, reason: String)? {
    let words = message.split(separator: " ")
    for index in words.indices.dropLast().reversed() {
      guard words[index].count == 3, let status = Int(words[index]), (400..<500).contains(status) else {
        continue
      }
      let reason = words[index + 1].prefix { $0.isLetter }
      guard let first = reason.first, first.isUppercase, reason.count > 3 else { continue }
      return (status, String(reason))
    }
    return nil
  }
}

import IsletModel
import IsletPush

/// What `islet serve` prints: where it listens and how to reach it, then one verdict per request.
enum ServeBanner {
  /// `layouts`: each served layout's attributes type and file, in the order given.
  static func text(
    layouts: [(type: String, path: String)], origin: String, certificate: String?, bundleID: String?,
    verifies: Bool, log: String?
  ) -> String {
    let transport =
      certificate == nil ? "cleartext HTTP/2 (h2c, prior knowledge)" : "HTTP/2 over TLS (ALPN h2)"
    let types = layouts.map(\.type).joined(separator: ", ")
    var lines = ["islet serve: \(types) pushes on \(origin), \(transport)"]
    if layouts.count > 1 {
      lines.append("layouts (a start's attributes-type picks one):")
      for layout in layouts { lines.append("  \(layout.type): \(TerminalSafe.escape(layout.path))") }
    }
    var curl = "curl --http2-prior-knowledge"
    if let certificate {
      lines.append("certificate: \(TerminalSafe.escape(certificate))")
      curl = "curl --http2 --cacert '\(TerminalSafe.escape(certificate))'"
    }
    lines.append(
      verifies
        ? "provider tokens: checked against --auth-key, --team-id and --key-id"
        : "provider tokens: ES256 form, kid, iss and iat checked; signatures not (give --auth-key to check them)"
    )
    lines.append(
      bundleID.map { "app: \(TerminalSafe.escape($0)) (topics, broadcast and channel paths must name it)" }
        ?? "app: any (topics checked for their form only; give --bundle-id to check they name your app)")
    if let log { lines.append("request log: \(TerminalSafe.escape(log))") }
    // One push-to-start token for the app, whatever the type: a phone reports the same token
    // for two ActivityAttributes types of one app (reference/apns.md, forum thread 785281).
    lines.append(
      "push-to-start token: \(ActivityTokens.pushToStart)"
        + (layouts.count > 1 ? " (the app's, for every type)" : ""))
    lines.append("try:")
    lines.append(
      "  \(curl) -H 'apns-topic: \(bundleID.map(TerminalSafe.escape) ?? "<bundle ID>").push-type.liveactivity' "
        + "-H 'apns-push-type: liveactivity' "
        + "-H \"authorization: bearer $AUTHENTICATION_TOKEN\" --data-raw '{\"aps\":{…}}' "
        + "\(origin)/3/device/\(ActivityTokens.pushToStart)")
    return lines.joined(separator: "\n") + "\n"
  }

  /// A request's verdict (as check-push prints it), or for a request that is no push what
  /// happened, and the answer; after an applied start, the new activity's update token.
  static func verdictText(
    _ exchange: APNsEndpoint.Exchange, request: APNsRequest, device: ActivitySimulator
  ) -> String {
    let answer = "  → \(exchange.response.line)\n"
    guard let verdict = exchange.verdict else {
      let what = "\(TerminalSafe.escape(request.method)) \(TerminalSafe.escape(request.path))"
      return "- \(what): \(exchange.note ?? "no push")\n" + answer
    }
    var text = PushVerdictFormatter.text(verdict) + answer
    if verdict.applied, verdict.event == .start, let id = verdict.activityID,
      let activity = device.activity(named: id)
    {
      text += "  update token: \(activity.updateToken)\n"
    }
    return text
  }
}

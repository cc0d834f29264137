extension FindingCode {
  /// The `P` codes.
  static let pushCodes: [FindingCode] = [
    .pushNotJSON, .pushLineTooLong, .pushByteOrderMark, .pushMissingAps, .pushMalformedEnvelope,
    .pushPayloadTooLarge, .pushInvalidPushType, .pushBadTopic, .pushBadPriority, .pushUpdateBudget,
    .pushBadDeviceToken, .pushEventsMisspelled, .pushBadEvent, .pushMissingTimestamp,
    .pushFractionalTimestamp, .pushMillisecondTimestamp, .pushPastTimestamp, .pushFutureTimestamp,
    .pushAttributesType, .pushMissingAttributes, .pushMissingContentState, .pushMissingAlert,
    .pushMisplacedDismissalDate, .pushStartOnlyKey, .pushBadRelevanceScore, .pushBadDateKey,
    .pushUnknownApsKey, .pushKeyNotFound, .pushValueNotFound, .pushTypeMismatch,
    .pushNumberNotRepresentable, .pushUnknownEnumValue, .pushUnixLookingDate, .pushActivityDataTooLarge,
    .pushControlCharacters, .pushBadCollapseID, .pushBadExpiration, .pushExpiredOnArrival,
    .pushBadMessageID, .pushDuplicateHeaders, .pushBadChannelID, .pushBroadcastStart,
    .pushBroadcastAddress, .pushBroadcastTopic, .pushProviderToken, .pushDecodingNotChecked,
    .pushDecoderTraps, .pushFCMWithoutLiveActivityToken, .pushNotAnAPNsRequest,
  ]

  package static let pushNotJSON = FindingCode(
    "P001", "not JSON", .error,
    explanation: """
      The line is not one valid JSON value, so APNs answers 400 BadRequest or the device \
      cannot read it. The message gives the column (in bytes) and what was found there.
      Example: {"aps": {"event": "update",}} — a trailing comma.
      Fix: produce each push with a JSON encoder, one object per line (NDJSON).
      """)
  package static let pushLineTooLong = FindingCode(
    "P002", "line too long", .error,
    explanation: """
      The line exceeds the maximum line length (1 MiB unless configured), so islet skipped \
      it without reading it whole. No real push is anywhere near that size: APNs rejects \
      bodies over 4096 bytes.
      Example: a log line or a base64 blob that ended up in the push stream.
      Fix: keep one push per line and check what writes the stream.
      """)
  package static let pushByteOrderMark = FindingCode(
    "P003", "byte order mark", .warning,
    explanation: """
      The line starts with a UTF-8 byte order mark (EF BB BF). JSON forbids it; islet skips \
      it and reads the rest, but a strict server-side encoder or APNs may not.
      Example: a pushes.ndjson saved by an editor with "UTF-8 with BOM".
      Fix: save the file as plain UTF-8.
      """)
  package static let pushMissingAps = FindingCode(
    "P004", "no aps dictionary", .error,
    explanation: """
      The payload is not an object with an `aps` dictionary, so there is nothing for \
      ActivityKit to apply. simctl and APNs both require a top-level `aps`.
      Example: {"event": "update", "content-state": {…}} — the keys belong inside `aps`.
      Fix: wrap the keys: {"aps": {"event": "update", …}}.
      """)
  package static let pushMalformedEnvelope = FindingCode(
    "P005", "envelope or request not fully readable", .error,
    explanation: """
      What carries the push around its body could not be read whole: an islet envelope \
      ({"headers": …, "token": …, "activity": …, "body": …}) has a member of the wrong type or \
      an unknown member; a curl command has an option without its value, no URL, a header \
      without a colon or a `-d @file` islet cannot read, or ends early on a line whose last \
      backslash is followed by a space (the shell's escaped space, not a line continuation: an \
      error when curl then has no URL and sends nothing); header lines or a curl command hold \
      a shell variable or command substitution islet cannot expand (a note when the rest can \
      still be judged, e.g. `$(date +%s)` read as the arrival or a token in the path that is \
      `$TOKEN`). See docs/pushes.md for each input format.
      Example: {"headers": ["apns-topic: x"], "body": {"aps": {…}}} — headers must be an object.
      Fix: headers is an object of strings, token and activity are strings, body is the APNs body; \
      a curl command as the shell would run it, with its variables expanded if islet should check them.
      """)
  package static let pushPayloadTooLarge = FindingCode(
    "P006", "PayloadTooLarge", .error,
    explanation: """
      The APNs body is larger than 4096 bytes (5120 for a broadcast). APNs answers 413 \
      PayloadTooLarge and nothing reaches the device.
      Example: a content-state carrying a whole order history.
      Fix: send only what the Live Activity shows; fetch the rest in the app.
      """)
  package static let pushInvalidPushType = FindingCode(
    "P007", "InvalidPushType", .error,
    explanation: """
      The `apns-push-type` header is not `liveactivity`. APNs answers 400 InvalidPushType (or \
      treats the push as an ordinary alert), and no Live Activity changes.
      Example: apns-push-type: alert.
      Fix: send apns-push-type: liveactivity for every start, update and end.
      """)
  package static let pushBadTopic = FindingCode(
    "P008", "BadTopic / DeviceTokenNotForTopic", .error,
    explanation: """
      The `apns-topic` header is missing or does not end in `.push-type.liveactivity`. With \
      the plain bundle ID APNs answers 400 DeviceTokenNotForTopic for a Live Activity token.
      Example: apns-topic: com.example.app.
      Fix: apns-topic: com.example.app.push-type.liveactivity.
      """)
  package static let pushBadPriority = FindingCode(
    "P009", "BadPriority", .error,
    explanation: """
      The `apns-priority` header is neither 5 nor 10. Apple documents only these two for \
      Live Activities; APNs answers 400 BadPriority for values it does not accept.
      Example: apns-priority: high.
      Fix: use 5 for routine updates and 10 for the ones that must show at once.
      """)
  package static let pushUpdateBudget = FindingCode(
    "P010", "spends the update budget", .note,
    explanation: """
      Priority 10 (also the default when the header is absent) is delivered at once and \
      counts against the undocumented hourly update budget; when it runs out, updates stop \
      arriving although APNs keeps answering 200.
      Example: an update every few seconds, all at priority 10.
      Fix: send routine updates with apns-priority: 5 and keep 10 for important changes.
      """)
  package static let pushBadDeviceToken = FindingCode(
    "P011", "BadDeviceToken", .error,
    explanation: """
      The envelope's `token` is not a hexadecimal device token. APNs answers 400 \
      BadDeviceToken.
      Example: "token": "order-42" — use "activity" for islet's activity names.
      Fix: put the hex push token in `token`, or name the activity with `activity`.
      """)
  package static let pushEventsMisspelled = FindingCode(
    "P012", "`events` instead of `event`", .error,
    explanation: """
      The key is singular: `event`. node-apn 5.2.3 to 6.0.1 wrote `events`, and devices \
      logged "Incoming message does not contain an event type" and dropped every push.
      Example: {"aps": {"events": "update", …}}.
      Fix: rename the key to `event`, or upgrade node-apn to 6.0.2 or later.
      """)
  package static let pushBadEvent = FindingCode(
    "P013", "missing or unknown event", .error,
    explanation: """
      `aps.event` must be "start", "update" or "end". Without it iOS does not know what to \
      do and drops the push.
      Example: "event": "Update" or "event": "stop".
      Fix: send one of the three lowercase values.
      """)
  package static let pushMissingTimestamp = FindingCode(
    "P014", "missing timestamp", .error,
    explanation: """
      `aps.timestamp` is required: iOS uses it to order pushes and ignores a push without a \
      usable one. It is a JSON number of Unix seconds.
      Example: "timestamp": "1782000060" (a string) or no timestamp at all.
      Fix: "timestamp": 1782000060.
      """)
  package static let pushFractionalTimestamp = FindingCode(
    "P015", "fractional timestamp", .warning,
    explanation: """
      Apple documents `timestamp` as whole seconds since 1970. A fraction usually means a \
      float clock leaked into the payload.
      Example: "timestamp": 1782000060.512.
      Fix: truncate to whole seconds.
      """)
  package static let pushMillisecondTimestamp = FindingCode(
    "P016", "timestamp in milliseconds", .warning,
    explanation: """
      A 13-digit timestamp is milliseconds, 1000 times too large: it looks 50,000 years \
      ahead, so later pushes with correct seconds seem older and are dropped. The same for \
      `stale-date` (the activity never goes stale) and `dismissal-date` (capped at 4 hours).
      Example: "timestamp": 1782000060000 (JavaScript Date.now()).
      Fix: divide by 1000 (Math.floor(Date.now() / 1000)).
      """)
  package static let pushPastTimestamp = FindingCode(
    "P017", "timestamp far in the past", .warning,
    explanation: """
      The timestamp is older than the push's arrival by more than the threshold (1 h unless \
      configured). Reports say iOS ignores updates whose timestamp lies in the past.
      Example: a queued push re-sent hours later with its original timestamp.
      Fix: stamp each push when it is sent.
      """)
  package static let pushFutureTimestamp = FindingCode(
    "P018", "timestamp more than 8 h ahead", .warning,
    explanation: """
      The timestamp is more than 8 hours after the push's arrival on a real clock (--now, an \
      envelope's arrival, the live preview). Reports say iOS drops such pushes (8 h is the \
      longest an activity lives), and every later push looks older.
      Example: a timestamp computed in the wrong time zone or unit.
      Fix: use the current Unix time in seconds.
      """)
  package static let pushAttributesType = FindingCode(
    "P019", "attributes-type mismatch", .error,
    explanation: """
      A start push needs `attributes-type` equal to the name of the app's ActivityAttributes \
      struct (the layout's activity name; with several layouts, one of theirs, which picks the \
      layout). Otherwise iOS silently starts nothing.
      Example: "attributes-type": "DeliveryAttributes" for `struct Delivery: ActivityAttributes`.
      Fix: send the struct's exact name, case included.
      """)
  package static let pushMissingAttributes = FindingCode(
    "P020", "start without attributes", .error,
    explanation: """
      A start push needs `attributes`: the static data decoded into the ActivityAttributes \
      struct. Without it nothing starts.
      Example: {"aps": {"event": "start", "attributes-type": "Delivery", "content-state": …}}.
      Fix: add "attributes": {…} with every non-optional attribute.
      """)
  package static let pushMissingContentState = FindingCode(
    "P021", "no content-state", .error,
    explanation: """
      start and update need `content-state`; iOS drops them without it. On end it is \
      optional but recommended: without it the final card shows the previous state.
      Example: {"aps": {"event": "update", "timestamp": 1782000060}}.
      Fix: send the full ContentState with every start and update.
      """)
  package static let pushMissingAlert = FindingCode(
    "P022", "start without alert title", .error,
    explanation: """
      A start push needs an `alert` with a `title`; without it APNs answers 200 and the \
      device drops the start.
      Example: a start push with only content-state and attributes.
      Fix: "alert": {"title": "Order placed", "body": "…"}.
      """)
  package static let pushMisplacedDismissalDate = FindingCode(
    "P023", "dismissal-date outside end", .warning,
    explanation: """
      `dismissal-date` only means something on an end push; elsewhere it is ignored.
      Example: "event": "update", "dismissal-date": 1782003600.
      Fix: send the dismissal date with the end push.
      """)
  package static let pushStartOnlyKey = FindingCode(
    "P024", "start-only key", .warning,
    explanation: """
      `input-push-token` (the number 1) and `input-push-channel` (a channel ID string) only \
      apply to start pushes (iOS 18+); elsewhere they are ignored. `attributes-type` and \
      `attributes` too: an update or end ignores them (they are not typos, unlike P027).
      Example: "event": "update", "input-push-token": 1.
      Fix: send them with the start push only, with the right JSON type.
      """)
  package static let pushBadRelevanceScore = FindingCode(
    "P025", "relevance-score not a number", .warning,
    explanation: """
      `relevance-score` is a JSON number (any Double); it orders activities in the Dynamic \
      Island. Another type is not read as a score.
      Example: "relevance-score": "high".
      Fix: "relevance-score": 75.
      """)
  package static let pushBadDateKey = FindingCode(
    "P026", "stale-date or dismissal-date not a number", .error,
    explanation: """
      `stale-date` and `dismissal-date` are JSON numbers of Unix seconds; another type makes \
      the push unreadable to iOS.
      Example: "stale-date": "2026-06-21T10:00:00Z".
      Fix: "stale-date": 1782036000.
      """)
  package static let pushUnknownApsKey = FindingCode(
    "P027", "unknown key in aps", .warning,
    explanation: """
      A key inside `aps` that Live Activities do not read. It is ignored, which usually means \
      a typo (`contentState`, `stale_date`) or data that belongs in content-state. The keys of \
      ordinary notifications (`sound`, `badge`, `category`, `thread-id`, `content-available`, \
      `mutable-content`, `interruption-level`…) are real APNs keys that no Live Activity \
      documentation mentions: for them islet says it cannot know whether iOS reads them \
      (Apple's Live Activity examples put `sound` inside `alert`).
      Example: "aps": {"stale_date": 1782036000, …}.
      Fix: use the documented key, or move custom data into content-state.
      """)
  package static let pushKeyNotFound = FindingCode(
    "P030", "missing key (keyNotFound)", .error,
    explanation: """
      A non-optional property of the Swift struct has no key in the JSON. JSONDecoder throws \
      keyNotFound and iOS drops the whole push ("The data couldn't be read because it is \
      missing"). A default value in Swift does not make the key optional.
      Example: content-state without "stopsAway" for `var stopsAway: Int`.
      Fix: send every non-optional key, or declare the property optional.
      """)
  package static let pushValueNotFound = FindingCode(
    "P031", "null for a non-optional (valueNotFound)", .error,
    explanation: """
      A non-optional property is `null` in the JSON. JSONDecoder throws valueNotFound and \
      iOS drops the push.
      Example: "courier": null is fine for String?, but "stopsAway": null fails for Int.
      Fix: send a value, or declare the property optional.
      """)
  package static let pushTypeMismatch = FindingCode(
    "P032", "wrong JSON type (typeMismatch)", .error,
    explanation: """
      The JSON type does not match the Swift type: strings are not numbers, 0 and 1 are not \
      Bools, a Date is a number. JSONDecoder throws typeMismatch and iOS drops the push.
      Example: "progress": "0.62" for `var progress: Double?`.
      Fix: send "progress": 0.62.
      """)
  package static let pushNumberNotRepresentable = FindingCode(
    "P033", "value cannot be represented (dataCorrupted)", .error,
    explanation: """
      The value has the right JSON type but cannot be represented in the Swift type: a \
      fraction for Int (34.0 is accepted, 20.5 is not), a number out of range, a string that is \
      not a UUID (8-4-4-4-12 hex digits) or that URL(string:) refuses (empty, a bad scheme, a \
      space in the host), or a ClosedRange/Range whose lower bound is above its upper bound. \
      JSONDecoder throws dataCorrupted and iOS drops the push.
      Example: "stopsAway": 2.5 for `var stopsAway: Int`; "id": "1234" for `let id: UUID`.
      Fix: round on the server, or declare the property Double; send the UUID's uuidString.
      """)
  package static let pushUnknownEnumValue = FindingCode(
    "P034", "unknown enum raw value (dataCorrupted)", .error,
    explanation: """
      The value is not a raw value of the Swift enum; `init(rawValue:)` fails and iOS drops \
      the push. Raw values are case-sensitive.
      Example: "phase": "picked_up" for `enum Phase: String { case pickedUp }`.
      Fix: send the exact raw value ("pickedUp"), or add the case to the app first.
      """)
  package static let pushUnixLookingDate = FindingCode(
    "P035", "Unix time in a Date field", .warning,
    explanation: """
      ActivityKit decodes Date as seconds since 2001-01-01, not 1970. A Unix timestamp \
      decodes about 31 years late, so countdowns show thousands of days.
      Example: "eta": 1782003600 decodes to 2057; the intended date needs 803696400.
      Fix: subtract 978307200 from Unix seconds (or encode with Swift's default JSONEncoder).
      """)
  package static let pushActivityDataTooLarge = FindingCode(
    "P036", "attributes and content-state over 4 KB", .error,
    explanation: """
      ActivityKit limits the static and dynamic data of one activity to 4 KB combined; a \
      larger start or update fails.
      Example: a content-state with a long list of items.
      Fix: shrink the state to what the presentations show.
      """)
  package static let pushControlCharacters = FindingCode(
    "P037", "control characters in a string", .warning,
    explanation: """
      A decoded string contains control characters (C0, DEL, C1), bidi controls, line or \
      paragraph separators, stray invisible characters (zero-width, tag characters), or more \
      than four combining marks on one character. islet shows the characters as visible \
      escapes and keeps four marks per character; on the device they can garble, hide or \
      reorder the text, and stacked marks spill over the lines around them.
      Example: "courier": "Ann\\u001b[31m".
      Fix: strip control characters from user-provided text on the server.
      """)
  package static let pushBadCollapseID = FindingCode(
    "P038", "BadCollapseId", .error,
    explanation: """
      The `apns-collapse-id` header is longer than 64 bytes (UTF-8). APNs answers 400 \
      BadCollapseId and nothing reaches the device. Some servers set a collapse ID on \
      push-to-start so that queued starts for one activity collapse into one.
      Example: apns-collapse-id: order-1042-<a 64-character hash>.
      Fix: keep the ID at most 64 bytes, e.g. a short hash of the activity's identity.
      """)
  package static let pushBadExpiration = FindingCode(
    "P039", "BadExpirationDate", .error,
    explanation: """
      The `apns-expiration` header is not a whole number of UNIX seconds. APNs answers 400 \
      BadExpirationDate. `0` is valid: deliver once, never store. (A broadcast on a channel \
      with the "No Message Stored" policy accepts only 0; islet does not know the channel's \
      policy.)
      Example: apns-expiration: 2026-06-21T10:00:00Z, or 1782036000.5.
      Fix: send the expiry as integer seconds since 1970 (1782036000), or 0.
      """)
  package static let pushExpiredOnArrival = FindingCode(
    "P040", "apns-expiration already past", .warning,
    explanation: """
      The push's non-zero `apns-expiration` is already past at the push's time (the clock). \
      APNs accepts it, but will not store it: it tries once, like `0`, so a device that is \
      offline or asleep never gets the push, and APNs still answers 200.
      Example: apns-expiration computed from a stale timestamp, or an hour in the wrong time zone.
      Fix: set it a little after the moment the update stops mattering (e.g. now + 15 min).
      """)
  package static let pushBadMessageID = FindingCode(
    "P041", "BadMessageId", .error,
    explanation: """
      The `apns-id` header, when present, must be a canonical UUID: 32 hexadecimal digits \
      in groups 8-4-4-4-12. APNs answers 400 BadMessageId otherwise. Apple documents the \
      lowercase form; uppercase digits are only a warning.
      Example: apns-id: order-1042-update-7, or a UUID without hyphens.
      Fix: omit it (APNs makes one) or send a UUID such as 123e4567-e89b-12d3-a456-4266554400a0.
      """)
  package static let pushDuplicateHeaders = FindingCode(
    "P042", "DuplicateHeaders", .error,
    explanation: """
      A request header appears twice. Header names ignore case, so apns-topic and \
      APNS-Topic are the same header. APNs answers 400 DuplicateHeaders.
      Example: {"headers": {"apns-topic": "…", "APNS-Topic": "…"}}.
      Fix: send each header once; check that a client library does not add one you also set.
      """)
  package static let pushBadChannelID = FindingCode(
    "P043", "BadChannelId", .error,
    explanation: """
      A broadcast's `apns-channel-id` header (or a start's `input-push-channel`) must be the \
      base64 channel ID APNs returned when the channel was created. An empty or non-base64 \
      ID gets 400 BadChannelId from APNs; in `input-push-channel` the start fails on the device.
      Example: "apns-channel-id": "" (a template variable that was never filled in).
      Fix: send the ID exactly as the channel-management API returned it, padding included.
      """)
  package static let pushBroadcastStart = FindingCode(
    "P044", "broadcast start", .error,
    explanation: """
      A broadcast push (a request with `apns-channel-id`, iOS 18+) can only update or end \
      activities: "You can't use broadcast push notifications to start a Live Activity."
      Example: {"headers": {"apns-channel-id": "…"}, "body": {"aps": {"event": "start", …}}}.
      Fix: start with a push-to-start to each device (POST /3/device/<token>) with \
      "input-push-channel" naming the channel; broadcast the updates.
      """)
  package static let pushBroadcastAddress = FindingCode(
    "P045", "device address on a broadcast", .warning,
    explanation: """
      A broadcast (`apns-channel-id`) goes to every activity listening on the channel; it \
      has no device token (POST /4/broadcasts/apps/<bundle ID>). A `token` or `activity` \
      beside it is ignored, which usually means the push was meant for one device.
      Example: {"headers": {"apns-channel-id": "…"}, "token": "80ab…", "body": …}.
      Fix: drop the token for a broadcast, or drop apns-channel-id to push to that one device.
      """)
  package static let pushBroadcastTopic = FindingCode(
    "P046", "TopicDisallowed on a broadcast", .warning,
    explanation: """
      Broadcasts name the app in the path, POST /4/broadcasts/apps/<bundle ID>, without the \
      `.push-type.liveactivity` suffix device pushes need in `apns-topic`; APNs answers 400 \
      TopicDisallowed to a suffixed bundle ID there. An `apns-topic` with the suffix on a \
      broadcast is unused and suggests the device-push topic was reused.
      Example: apns-channel-id plus apns-topic: com.example.app.push-type.liveactivity.
      Fix: drop apns-topic and send to /4/broadcasts/apps/com.example.app.
      """)
  package static let pushProviderToken = FindingCode(
    "P047", "MissingProviderToken / InvalidProviderToken / ExpiredProviderToken", .error,
    explanation: """
      A request given as a curl command or header lines shows how it authenticates. A curl \
      command with no `authorization` header and no client certificate (curl's `--cert`/`-E`) \
      gets APNs's 403 MissingProviderToken (header lines without one are not judged: pasted \
      or logged headers often leave the token out); a bearer token that is not an ES256 JWT naming its key \
      (`kid`), team (`iss`) and time (`iat`) is 403 InvalidProviderToken; one issued over an \
      hour before the push arrives is 403 ExpiredProviderToken. A certificate gets a \
      warning: islet cannot check it, and Apple has said Live Activity pushes need token \
      authentication. A token that is a shell variable (`bearer $AUTHENTICATION_TOKEN`) is \
      not checked, nor is whether the key is the team's (`islet serve --auth-key` checks that).
      Example: curl -H "apns-topic: …" -d '{"aps":…}' https://…/3/device/… with no -H authorization.
      Fix: sign a JWT with the team's .p8 key, send "authorization: bearer <JWT>", and renew it \
      within the hour (Apple asks for no more than one new token every 20 minutes).
      """)
  package static let pushDecodingNotChecked = FindingCode(
    "P048", "decoding not checked (own init(from:))", .note,
    explanation: """
      The attributes, the content state or a struct or enum in them decode themselves with an \
      `init(from:)` islet does not read (a statement other than the forms docs/swift.md lists: \
      a plain `decode`, `decodeIfPresent` with or without `?? literal`, `try?`, `Int(…)` of a \
      Double, `Date(timeIntervalSince1970:)`). What that init accepts cannot be known, so islet \
      does not check the push's value of that type: nothing in it is reported, and the verdict \
      says the push is applied only if the app's own decoding accepts it. The init's file and \
      line are in the message; W006 before the verdicts points at it too.
      Example: init(from:) that reads a nested container, or calls the app's own functions.
      Fix: nothing in the push; check that value by hand, or write the init in the forms islet \
      reads.
      """)
  package static let pushDecoderTraps = FindingCode(
    "P049", "the app's init(from:) traps", .error,
    explanation: """
      The type's own `init(from:)` converts a number it reads with `Int(…)`, and the number is \
      outside Int's range: the conversion traps, so the app crashes decoding the push instead \
      of showing it.
      Example: "progress": 1e20 for `progress = Int(try c.decode(Double.self, forKey: .progress))`.
      Fix: send a number within ±9.2e18, or convert with `Int(exactly:)` in the app.
      """)
  package static let pushFCMWithoutLiveActivityToken = FindingCode(
    "P050", "FCM message without live_activity_token", .error,
    explanation: """
      An FCM message reaches a Live Activity only through `apns.live_activity_token` (or \
      `liveActivityToken`, its spelling in protobuf's JSON): FCM sends the push to that token, \
      the activity's push token or, for a start, the app's push-to-start token. Without it FCM \
      sends to the message's own target (its `token`: the app's ordinary device token), which \
      no activity listens on. What APNs answers then is not documented; either way no activity \
      gets the push, so islet counts it as dropped.
      Example: {"message": {"token": "…", "apns": {"payload": {"aps": {"event": "update", …}}}}}.
      Fix: send the activity's token as apns.live_activity_token (the FCM token stays in token).
      """)
  package static let pushNotAnAPNsRequest = FindingCode(
    "P051", "not an APNs request", .error,
    explanation: """
      A curl command sends to a named host that is neither APNs's (`api.push.apple.com`, \
      `api.sandbox.push.apple.com`, any `*.push.apple.com`) nor FCM's (`fcm.googleapis.com`), \
      on a path that is not APNs's (`/3/device/…`, `/4/broadcasts/apps/…`): another service's \
      API, such as OneSignal's or a backend's own. Its body is that service's request, not an \
      APNs push, so islet judges neither its headers nor its authentication nor its body. A \
      host that is a shell variable, a name without a dot (`localhost`, a local `islet serve`) \
      or an IP address is taken for APNs, and so is any host on an APNs path (a proxy).
      Example: curl --data '{"event": "update", "event_updates": {…}}' \
      https://onesignal.com/api/v1/apps/…/live_activities/…/notifications.
      Fix: check the push that service sends to APNs (its aps payload as {"aps": {…}}), or a \
      curl command to APNs itself.
      """)
}

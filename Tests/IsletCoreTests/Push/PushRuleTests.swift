import Testing

@testable import IsletFindings
@testable import IsletModel
@testable import IsletPush

/// One accepted and one rejected push for every envelope, header and `aps` rule. Each case
/// is a short stream; the rule is judged on its last push.
@Suite struct PushRuleTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var code: String
    var accepted: [String]
    var rejected: [String]
    var testDescription: String { code }
  }

  static let start = PushFixtures.start()
  static let headers =
    #""apns-push-type":"liveactivity","apns-topic":"com.example.app.push-type.liveactivity""#

  static func envelope(
    _ headers: String, token: String? = nil, body: String = PushFixtures.update(at: 60)
  ) -> String {
    let tokenMember = token.map { #","token":"\#($0)""# } ?? ""
    return #"{"headers":{\#(headers)}\#(tokenMember),"body":\#(body)}"#
  }

  static func aps(_ members: String) -> String { #"{"aps":{\#(members)}}"# }

  static let channel = "dHN0LXNyY2gtY2hubA=="
  static let broadcastHeaders = #""apns-push-type":"liveactivity","apns-priority":"5","apns-channel-id":"#
  /// A start that listens on `channel`.
  static let channelStart = PushFixtures.start(extra: #","input-push-channel":"\#(channel)""#)

  /// A broadcast update on `channel` (or another channel ID text, raw JSON), with extra
  /// raw header members.
  static func broadcast(
    channel: String = #""\#(channel)""#, headers: String = "", token: String? = nil,
    body: String = PushFixtures.update(at: 60)
  ) -> String {
    envelope(broadcastHeaders + channel + headers, token: token, body: body)
  }

  /// A start, then (start, end) pairs `spacing` seconds apart, ending on a start: `starts`
  /// starts in all, never more than one live activity.
  static func starts(_ starts: Int, spacing: Int) -> [String] {
    (0..<starts - 1).flatMap { index in
      [
        PushFixtures.start(at: index * spacing),
        aps(#""timestamp":\#(PushFixtures.t0 + index * spacing + 1),"event":"end""#),
      ]
    } + [PushFixtures.start(at: (starts - 1) * spacing)]
  }

  static let uuid = "123e4567-e89b-12d3-a456-4266554400a0"

  static let cases: [Case] = [
    Case(code: "P001", accepted: [start], rejected: [#"{"aps":{"event":"start",}}"#]),
    Case(code: "P003", accepted: [start], rejected: ["\u{FEFF}" + start]),
    Case(code: "P004", accepted: [start], rejected: [#"{"event":"update"}"#]),
    Case(
      code: "P005", accepted: [envelope(headers + #","apns-priority":"5""#)],
      rejected: [start, #"{"headers":{},"body":[1]}"#]),
    Case(
      code: "P006", accepted: [start],
      rejected: [
        start, PushFixtures.update(at: 60, extra: #","pad":"\#(String(repeating: "x", count: 4100))""#),
      ]),
    Case(
      code: "P007", accepted: [start, envelope(headers + #","apns-priority":"5""#)],
      rejected: [start, envelope(#""apns-push-type":"alert","apns-topic":"a.push-type.liveactivity""#)]),
    Case(
      code: "P008", accepted: [start, envelope(headers)],
      rejected: [start, envelope(#""apns-push-type":"liveactivity","apns-topic":"com.example.app""#)]),
    Case(
      code: "P009", accepted: [start, envelope(headers + #","apns-priority":"10""#)],
      rejected: [start, envelope(headers + #","apns-priority":"1""#)]),
    Case(
      code: "P010", accepted: [start, envelope(headers + #","apns-priority":5"#)],
      rejected: [start, envelope(headers)]),
    Case(
      code: "P011", accepted: [start, envelope(headers, token: "80aB09")],
      rejected: [start, envelope(headers, token: "order-1")]),
    Case(
      code: "P012", accepted: [start],
      rejected: [
        start, aps(#""timestamp":1782000060,"events":"update","content-state":\#(PushFixtures.state())"#),
      ]),
    Case(
      code: "P013", accepted: [start],
      rejected: [
        start, aps(#""timestamp":1782000060,"event":"stop","content-state":\#(PushFixtures.state())"#),
      ]),
    Case(
      code: "P014", accepted: [start],
      rejected: [
        start, aps(#""timestamp":"1782000060","event":"update","content-state":\#(PushFixtures.state())"#),
      ]),
    Case(
      code: "P015", accepted: [start, PushFixtures.update(at: 60)],
      rejected: [
        start, aps(#""timestamp":1782000060.5,"event":"update","content-state":\#(PushFixtures.state())"#),
      ]),
    Case(
      code: "P016", accepted: [start],
      rejected: [aps(#""timestamp":1782000000000,"event":"update","content-state":\#(PushFixtures.state())"#)]
    ),
    Case(
      code: "P017", accepted: [start, PushFixtures.start(at: 7200), PushFixtures.update(at: 7100)],
      rejected: [start, PushFixtures.start(at: 7200), PushFixtures.update(at: 60)]),
    Case(
      code: "P019", accepted: [start],
      rejected: [start.replacingOccurrences(of: #""Delivery""#, with: #""delivery""#)]),
    Case(
      code: "P020", accepted: [start],
      rejected: [start.replacingOccurrences(of: #""attributes":"#, with: #""attrs":"#)]),
    Case(
      code: "P021", accepted: [start, PushFixtures.update(at: 60)],
      rejected: [start, aps(#""timestamp":1782000060,"event":"update""#)]),
    Case(
      code: "P022", accepted: [start],
      rejected: [
        start.replacingOccurrences(of: #""alert":{"title":"Placed"}"#, with: #""alert":{"body":"Placed"}"#)
      ]),
    Case(
      code: "P023", accepted: [start, PushFixtures.update(at: 60)],
      rejected: [start, PushFixtures.update(at: 60, extra: #","dismissal-date":1782009000"#)]),
    Case(
      code: "P024", accepted: [PushFixtures.start(extra: #","input-push-token":1"#)],
      rejected: [start, PushFixtures.update(at: 60, extra: #","input-push-token":1"#)]),
    Case(
      code: "P025", accepted: [start, PushFixtures.update(at: 60, extra: #","relevance-score":75.5"#)],
      rejected: [start, PushFixtures.update(at: 60, extra: #","relevance-score":"high""#)]),
    Case(
      code: "P026", accepted: [start, PushFixtures.update(at: 60, extra: #","stale-date":1782009000"#)],
      rejected: [start, PushFixtures.update(at: 60, extra: #","stale-date":"2026-06-21""#)]),
    Case(
      code: "P027", accepted: [start, PushFixtures.update(at: 60)],
      rejected: [start, PushFixtures.update(at: 60, extra: #","contentState":{}"#)]),
    Case(
      code: "P036", accepted: [start],
      rejected: [
        start,
        PushFixtures.update(
          at: 60, state: PushFixtures.state(["courier": "\"\(String(repeating: "y", count: 4100))\""])),
      ]),
    Case(
      code: "P038",
      accepted: [start, envelope(headers + #","apns-collapse-id":"\#(String(repeating: "c", count: 64))""#)],
      rejected: [start, envelope(headers + #","apns-collapse-id":"\#(String(repeating: "c", count: 65))""#)]),
    Case(
      code: "P039", accepted: [start, envelope(headers + #","apns-expiration":"0""#)],
      rejected: [start, envelope(headers + #","apns-expiration":"2026-06-21T10:00:00Z""#)]),
    Case(
      code: "P040", accepted: [start, envelope(headers + #","apns-expiration":"1782000060""#)],
      rejected: [start, envelope(headers + #","apns-expiration":"1782000059""#)]),
    Case(
      code: "P041", accepted: [start, envelope(headers + #","apns-id":"\#(uuid)""#)],
      rejected: [start, envelope(headers + #","apns-id":"123e4567e89b12d3a4564266554400a0""#)]),
    Case(
      code: "P042", accepted: [start, envelope(headers)],
      rejected: [start, envelope(headers + #","APNS-Topic":"com.example.app.push-type.liveactivity""#)]),
    Case(
      code: "P043", accepted: [channelStart, broadcast()],
      rejected: [channelStart, broadcast(channel: #""""#)]),
    Case(
      code: "P044", accepted: [channelStart, broadcast()], rejected: [channelStart, broadcast(body: start)]),
    Case(
      code: "P045", accepted: [channelStart, broadcast()],
      rejected: [channelStart, broadcast(token: "80ab09")]),
    Case(
      code: "P046", accepted: [channelStart, broadcast(headers: #","apns-topic":"com.example.app""#)],
      rejected: [
        channelStart, broadcast(headers: #","apns-topic":"com.example.app.push-type.liveactivity""#),
      ]),
    Case(
      code: "A001", accepted: [start, PushFixtures.update(at: 60)],
      rejected: [start, aps(#""timestamp":1782000030,"event":"end""#), PushFixtures.update(at: 60)]),
    Case(
      code: "A002", accepted: [start, PushFixtures.update(at: 1)],
      rejected: [start, PushFixtures.update(at: 0)]),
    Case(
      code: "A003", accepted: [start, PushFixtures.update(at: 60)], rejected: [PushFixtures.update(at: 60)]),
    Case(
      code: "A005", accepted: [start, PushFixtures.update(at: 60, extra: #","stale-date":1782000061"#)],
      rejected: [start, PushFixtures.update(at: 60, extra: #","stale-date":1782000060"#)]),
    Case(
      code: "A006",
      accepted: [start, aps(#""timestamp":1782000060,"event":"end","dismissal-date":1782014460"#)],
      rejected: [start, aps(#""timestamp":1782000060,"event":"end","dismissal-date":1782014461"#)]),
    Case(
      code: "A007",
      accepted: [start, aps(#""timestamp":1782000060,"event":"end","dismissal-date":1782000061"#)],
      rejected: [start, aps(#""timestamp":1782000060,"event":"end","dismissal-date":1663177260"#)]),
    Case(code: "A008", accepted: [channelStart, broadcast()], rejected: [start, broadcast()]),
    Case(code: "A009", accepted: starts(11, spacing: 360), rejected: starts(11, spacing: 359)),
  ]

  /// The codes of the last push. Each push arrives at its timestamp, so the cases that judge
  /// a date against the arrival (P017, P040, A005–A007, A009) state the arrival in one number.
  func codes(
    _ lines: [String], options: PushCheckOptions = PushCheckOptions(arrival: .timestamps)
  ) -> [String] {
    PushFixtures.check(lines, options: options).last?.findings.map(\.code.id) ?? []
  }

  @Test(arguments: cases)
  func ruleAcceptsAndRejects(rule: Case) {
    #expect(!codes(rule.accepted).contains(rule.code), "accepted case")
    #expect(codes(rule.rejected).contains(rule.code), "rejected case")
  }

  @Test func errorsDropThePushAndWarningsDoNot() {
    let dropped = PushFixtures.check([Self.start, Self.aps(#""timestamp":1782000060,"event":"update""#)])
    #expect(dropped.map(\.applied) == [true, false])
    let warned = PushFixtures.check([Self.start, PushFixtures.update(at: 60, extra: #","badge":1"#)])
    #expect(warned.map(\.applied) == [true, true])
  }

  @Test func endWithoutContentStateIsOnlyANote() {
    let verdicts = PushFixtures.check([Self.start, Self.aps(#""timestamp":1782000060,"event":"end""#)])
    #expect(verdicts.last?.applied == true)
    #expect(verdicts.last?.findings.map(\.severity) == [.note])
  }

  @Test func futureTimestampIsFlaggedAgainstAFixedClock() {
    let now = PushCheckOptions(arrival: .inOrder(first: Instant(unixSeconds: 1_782_000_000), interval: 1))
    #expect(codes([PushFixtures.start(at: 8 * 3600)], options: now).isEmpty)
    #expect(codes([PushFixtures.start(at: 8 * 3600 + 1)], options: now) == ["P018"])
  }

  @Test func missingPushTypeHeaderIsAWarning() {
    let verdict = PushFixtures.check([
      Self.envelope(#""apns-topic":"a.push-type.liveactivity","apns-priority":"5""#, body: Self.start)
    ])
    #expect(verdict.first?.findings.map(\.severity) == [.warning])
    #expect(verdict.first?.applied == true)
  }

  @Test func envelopeActivityNamesTheActivity() {
    let verdicts = PushFixtures.check([
      #"{"activity":"order-7","body":\#(Self.start)}"#,
      #"{"activity":"order-7","body":\#(PushFixtures.update(at: 60))}"#,
      #"{"activity":"order-8","body":\#(PushFixtures.update(at: 120))}"#,
    ])
    #expect(verdicts.map(\.activityID) == ["order-7", "order-7", "order-8"])
    #expect(verdicts.map(\.applied) == [true, true, false])
  }

  @Test func everyCodeHasAnExplanationAndAUniqueID() {
    let codes = FindingCode.pushCodes + FindingCode.lifecycleCodes
    #expect(Set(codes.map(\.id)).count == codes.count)
    #expect(codes.allSatisfy { $0.explanation.contains("Example") && $0.explanation.contains("Fix") })
  }
}

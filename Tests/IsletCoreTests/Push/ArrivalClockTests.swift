import Testing

@testable import IsletModel
@testable import IsletPush

/// The arrival clock, kept apart from payload timestamps: by default pushes arrive in input
/// order a second apart; an envelope's `arrival` or `.timestamps` (a recorded log) says
/// otherwise, and every verdict says which clock decided.
@Suite struct ArrivalClockTests {
  /// Apple's documentation example's activity (Emoji Rangers' adventure).
  static let adventure = Schema(
    activityName: "AdventureAttributes",
    attributes: [Field(name: "hero", type: .string)],
    state: [
      Field(name: "currentHealthLevel", type: .double), Field(name: "eventDescription", type: .string),
    ],
    enums: [:])

  /// Apple's start example (`timestamp: 1234`, a localized alert) and its update example
  /// (`timestamp: 1685952000`), in the documented order.
  static let appleExamples = [
    #"{"aps":{"timestamp":1234,"event":"start","content-state":{"currentHealthLevel":100,"#
      + #""eventDescription":"Adventure has begun!"},"attributes-type":"AdventureAttributes","#
      + #""attributes":{"hero":"Power Panda"},"alert":{"title":{"loc-key":"%@ is on an adventure!","#
      + #""loc-args":["Power Panda"]},"body":{"loc-key":"%@ found a sword!","loc-args":["Power Panda"]},"#
      + #""sound":"chime.aiff"}}}"#,
    #"{"aps":{"timestamp":1685952000,"event":"update","content-state":{"currentHealthLevel":0.941,"#
      + #""eventDescription":"Power Panda found a sword!"}}}"#,
  ]

  static func check(
    _ lines: [String], schema: Schema = adventure, options: PushCheckOptions = PushCheckOptions()
  )
    -> [PushVerdict]
  {
    PushFixtures.check(lines, schema: schema, options: options)
  }

  @Test func applesDocumentedExamplesInOrderAreAllApplied() {
    let verdicts = Self.check(Self.appleExamples)
    #expect(verdicts.map(\.outcome) == [.applied, .applied], "\(verdicts.map(\.findings))")
    #expect(verdicts.allSatisfy { $0.findings.filter { $0.severity > .note }.isEmpty })
    #expect(verdicts.allSatisfy { $0.lifecycleEvents.isEmpty })
    #expect(
      verdicts.map(\.arrival) == [
        PushArrival(at: Instant(unixSeconds: 1234), clock: .inOrder),
        PushArrival(at: Instant(unixSeconds: 1235), clock: .inOrder),
      ])
  }

  /// On the timestamp clock the same two pushes are 53 years apart: the system ends the
  /// activity 8 h after its 1970 start, it is gone when the update comes, which is why it is not the default.
  @Test func onTheTimestampClockApplesExamplesEndTheActivityIn1970() {
    let verdicts = Self.check(Self.appleExamples, options: PushCheckOptions(arrival: .timestamps))
    #expect(verdicts[1].lifecycleEvents.map(\.kind) == [.endedBySystem, .dismissed])
    #expect(verdicts[1].findings.map(\.code) == [.lifecycleNoActivity])
    #expect(verdicts[1].arrival?.clock == .timestamp)
    let text = PushVerdictFormatter.text(verdicts[1])
    #expect(text.contains("  arrived 2023-06-05T08:00:00Z (its timestamp)\n"), "\(text)")
  }

  /// `--now`: the first push arrives then and the rest follow in order, so a timestamp far
  /// ahead of that real instant is flagged; without `--now` the clock has no real instant to
  /// compare with.
  @Test func aTimestampFarAheadIsFlaggedOnlyAgainstARealClock() {
    let now = Instant(unixSeconds: Double(PushFixtures.t0))
    let lines = [PushFixtures.start(), PushFixtures.update(at: 9 * 3600)]
    let real = PushFixtures.check(
      lines, options: PushCheckOptions(arrival: .inOrder(first: now, interval: 1)))
    #expect(real[1].findings.map(\.code) == [.pushFutureTimestamp])
    #expect(real[1].findings.first?.message.contains("(in input order)") == true)
    #expect(real[1].arrival?.at == now.adding(1))
    #expect(PushFixtures.check(lines)[1].findings.isEmpty)
  }

  @Test func anEnvelopeArrivalDecidesItsPushAndTheOrderGoesOnFromThere() {
    let envelope =
      #"{"arrival":"2026-06-21T01:00:00Z","body":"#
      + PushFixtures.update(at: 120, extra: #","stale-date":1782003000"#)
      + "}"
    let verdicts = PushFixtures.check([PushFixtures.start(), envelope, PushFixtures.update(at: 3700)])
    #expect(verdicts.map(\.arrival?.clock) == [.inOrder, .envelope, .inOrder])
    #expect(verdicts[1].arrival?.at == Instant(unixSeconds: 1_782_003_600))
    #expect(verdicts[1].findings.map(\.code) == [.lifecycleStaleOnArrival])
    #expect(verdicts[2].arrival?.at == Instant(unixSeconds: 1_782_003_601))
    #expect(
      PushVerdictFormatter.text(verdicts[1]).contains("arrived 2026-06-21T01:00:00Z (the envelope's arrival)")
    )
    #expect(
      PushVerdictFormatter.jsonLine(verdicts[1]).contains(
        #""arrival":"2026-06-21T01:00:00Z","clock":"envelope""#))
  }

  @Test func anArrivalThatIsNoTimeIsAMalformedEnvelope() {
    let envelope = #"{"arrival":"yesterday","body":"# + PushFixtures.update(at: 60) + "}"
    let verdict = PushFixtures.check([PushFixtures.start(), envelope])[1]
    #expect(verdict.findings.map(\.code) == [.pushMalformedEnvelope])
    #expect(verdict.findings.first?.message.contains("Unix seconds or an ISO 8601 time") == true)
  }

  /// The text says which clock decided only where it decided something; JSON always does.
  @Test func theArrivalLineShowsWhereTheClockDecided() {
    let verdicts = PushFixtures.check([PushFixtures.start(), PushFixtures.update(at: 60)])
    #expect(!PushVerdictFormatter.text(verdicts[1]).contains("arrived"))
    #expect(
      PushVerdictFormatter.jsonLine(verdicts[1]).contains(
        #""arrival":"2026-06-21T00:00:01Z","clock":"order""#))
  }
}

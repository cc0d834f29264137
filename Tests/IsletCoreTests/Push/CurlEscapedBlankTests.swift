import Testing

@testable import IsletFindings
@testable import IsletModel
@testable import IsletPush

/// A curl command whose line ends in `\ ` (a backslash, then a space pasted after it): the
/// shell reads an escaped space, not a line continuation, so the command ends on that line.
@Suite struct CurlEscapedBlankTests {
  static func shellWords(_ text: String) -> ShellWords { ShellWords(Array(text.utf8)) }

  @Test func onlyABackslashFollowedByBlanksToTheEndIsAnEscapedBlankEnding() {
    let alone = Self.shellWords("curl -H x \\  \t")
    #expect(alone.endsInEscapedBlank && alone.words.map(\.text) == ["curl", "-H", "x", " "])
    let glued = Self.shellWords("curl -d x\\ ")
    #expect(glued.endsInEscapedBlank && glued.words.last?.text == "x ")
    #expect(!Self.shellWords("curl -H x \\\n  -d y").endsInEscapedBlank)
    #expect(!Self.shellWords("curl -H 'x \\ '").endsInEscapedBlank)
    #expect(!Self.shellWords("curl a\\ b").endsInEscapedBlank)
  }

  static let body = #"{"aps":{"timestamp":\#(PushFixtures.t0 + 60),"event":"update","content-state":{}}}"#

  /// Cut short before its URL, curl sends nothing: one error saying so, quoting what it read,
  /// and no APNs answer (no PayloadEmpty, BadPath or provider token); the lines below are none
  /// of the formats.
  @Test func aCommandCutShortBeforeItsURLSendsNothing() {
    let script = [
      #"curl -H "apns-topic: com.example.app.push-type.liveactivity" \ "#,
      "  --data '\(Self.body)' \\",
      "  --http2 https://api.sandbox.push.apple.com/3/device/80ab09",
    ]
    let verdicts = PushFixtures.check(script)
    #expect(verdicts.map(\.line) == [1, 2] && verdicts[1].lastLine == 3)
    #expect(verdicts[0].outcome == .dropped(reason: "P005 envelope or request not fully readable"))
    #expect(
      verdicts[0].findings.map(\.message) == [
        #"line 1 ends in "\ " (a backslash followed by a space), which the shell reads as an escaped space, "#
          + #"not as a line continuation: the command ends on line 1, where curl is given the URL " " alone "#
          + "and sends nothing; the lines below are not part of it"
      ])
    #expect(verdicts[1].findings.map(\.code) == [.pushNotJSON])
  }

  /// With its URL before the `\ `, the request is sent without the lines below: judged as
  /// sent (here without its topic and authorization), a warning saying why they are missing.
  @Test func aCommandCutShortAfterItsURLIsJudgedWithoutTheLinesBelow() {
    let script = [
      PushFixtures.start(),
      "curl --data '\(PushFixtures.update(at: 60))' https://api.push.apple.com/3/device/80ab09 \\ ",
      #"  -H "apns-topic: com.example.app.push-type.liveactivity" -H "authorization: bearer $JWT""#,
    ]
    let verdicts = PushFixtures.check(script)
    #expect(verdicts[1].line == 2 && verdicts[1].lastLine == 2)
    let cut = verdicts[1].findings.filter { $0.code == .pushMalformedEnvelope }
    #expect(cut.map(\.severity) == [.warning])
    #expect(
      cut.first?.message
        == #"line 2 ends in "\ " (a backslash followed by a space), which the shell reads as an escaped space, "#
        + "not as a line continuation: the command ends on line 2, and the lines below are not part of it")
    #expect(verdicts[1].outcome == .rejected(status: 403, reason: "MissingProviderToken"))
    #expect(verdicts[1].findings.contains { $0.code == .pushBadTopic })
  }
}

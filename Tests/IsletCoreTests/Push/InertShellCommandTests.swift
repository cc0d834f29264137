import Testing

@testable import IsletFindings
@testable import IsletModel
@testable import IsletPush

/// Shell commands that send nothing (assignments, `export`, `set -e`, `echo`, `sleep`), skipped
/// in a shell script as `#` comments are, and never at the cost of a push.
@Suite struct InertShellCommandTests {
  static func starts(_ line: String) -> Bool {
    Array(line.utf8).withUnsafeBufferPointer { InertShellCommand.starts($0) }
  }

  static func isInert(_ command: String) -> Bool {
    InertShellCommand.isInert(ShellWords(Array(command.utf8)))
  }

  @Test(arguments: [
    #"TEAM_ID="ABCDE12345""#, "APNS_HOST_NAME=api.sandbox.push.apple.com", "JWT_ISSUE_TIME=$(date +%s)",
    #"JWT_HEADER=$(printf '{ "alg": "ES256", "kid": "%s" }' "${AUTH_KEY_ID}" | openssl base64 -e -A)"#,
    #"AUTHENTICATION_TOKEN="${JWT_HEADER}.${JWT_CLAIMS}.${JWT_SIGNED_HEADER_CLAIMS}""#, "  PATH+=:/opt/bin",
    "A=1 B='two words'", "export TOPIC=com.example.app TOKEN", "readonly -a LIST", "unset TOKEN",
    "set -euo pipefail", "set -o pipefail +x", "set", #"echo "sending the update to $TOKEN""#, "sleep 5",
    "printf '%s\\n' done",
  ])
  func commandsThatSendNothing(command: String) {
    #expect(Self.starts(command))
    #expect(Self.isInert(command))
  }

  /// A second command, a command after the assignments, a substitution that runs one, or
  /// arguments no such command takes: not inert, whatever the first word.
  @Test(arguments: [
    "TOKEN=abc curl -d @push.json https://api.push.apple.com/3/device/80ab09",
    "TOKEN=abc; curl https://api.push.apple.com/3/device/80ab09", "export X=1 && curl https://h/3/device/ab",
    "echo '{\"aps\":{}}' | curl -d @- https://h/3/device/ab", #"echo "$(curl -s https://h/3/device/ab)""#,
    "echo `curl https://h`", "set the token below", "export the token: now", "echo hi > log.txt",
    "LIST=(a b)",
  ])
  func commandsThatMayDoMore(command: String) {
    #expect(!Self.isInert(command))
  }

  @Test(arguments: [
    #"{"aps": {}}"#, "[1]", "curl -d x https://h/3/device/ab", "apns-topic: x", "settings: on", "export: x",
    "echo-server --port 8443", "9LIVES=1", "# TOKEN=abc",
  ])
  func linesThatStartNoSuchCommand(line: String) {
    #expect(!Self.starts(line))
  }

  static let curl =
    #"curl -H "apns-topic: com.example.app.push-type.liveactivity" -H "apns-push-type: liveactivity" "#
    + #"-H "authorization: bearer $AUTHENTICATION_TOKEN" -d '\#(PushFixtures.update(at: 60))' "#
    + "https://api.push.apple.com/3/device/$ACTIVITY_PUSH_TOKEN"

  /// Apple's documented script, modelled: a `#!` line, variables (one a quoted value over three
  /// lines), a JWT made by command substitutions, `set -e`, then the command: one push (an
  /// update with no activity to go to, A003: no start comes before it here).
  @Test func aScriptsSetupIsSkippedNotCountedAsAPush() {
    let script = [
      "#!/bin/bash", "set -e", #"TEAM_ID="ABCDE12345""#, "TOPIC=com.example.app",
      #"NOTE="an update"#, "  over three", #"  lines""#, "JWT_ISSUE_TIME=$(date +%s)",
      #"JWT_HEADER=$(printf '{ "alg": "ES256", "kid": "%s" }' "${AUTH_KEY_ID}" | openssl base64 -e -A)"#,
      "export AUTHENTICATION_TOKEN=\"${JWT_HEADER}.x.y\" \\", "  ACTIVITY_PUSH_TOKEN=80ab09",
      #"echo "sending""#, Self.curl, "sleep 1",
    ]
    let verdicts = PushInputFormatTests.verdicts(script.joined(separator: "\n"))
    #expect(PushInputFormatTests.summary(verdicts) == ["13-13 update dropped"])
    #expect(PushFixtures.codes(verdicts[0]) == ["A003"])
  }

  /// Without a `#!` line the commands wait for what follows: a curl command makes them a
  /// script's, skipped with the comments before them; anything else leaves them none of the
  /// formats, as before, and the comments before them comments.
  @Test func withoutAShebangACurlCommandAfterThemTellsTheyAreAScripts() {
    let script = ["# setup", "TOKEN=abc", "# send", "export TOPIC=x", Self.curl]
    let sent = PushInputFormatTests.verdicts(script.joined(separator: "\n"))
    #expect(sent.map(\.line) == [5] && PushFixtures.codes(sent[0]) == ["A003"])
    let notes = ["# setup", "TOKEN=abc", "# more", "echo hi", PushFixtures.start(), "TOPIC=x"]
    let verdicts = PushInputFormatTests.verdicts(notes.joined(separator: "\n"))
    #expect(
      PushInputFormatTests.summary(verdicts) == [
        "1-1 ? dropped", "2-4 ? dropped", "5-5 start applied", "6-6 ? dropped",
      ])
    #expect(verdicts[0].findings.first?.message.contains("is a # comment") == true)
    #expect(verdicts[1].findings.first?.message.contains(#"the first reads "TOKEN=abc""#) == true)
  }

  /// A command that never ends (an unclosed quote) does not swallow the pushes after it: a line
  /// that starts like JSON, or a curl command, is judged, and the open command is none of the
  /// formats. A command that turns out to do more is none of the formats too.
  @Test func aMalformedPushAfterAnOpenCommandIsStillJudged() {
    let script = [
      "#!/bin/sh", "BODY='{", #"  "aps": {"event": "update"}"#, #"{"aps": {"timestamp": 1,}}"#,
      "NOTE=\"unclosed", Self.curl, "TOKEN=x; curl https://h/3/device/ab",
    ]
    let verdicts = PushInputFormatTests.verdicts(script.joined(separator: "\n"))
    #expect(
      PushInputFormatTests.summary(verdicts) == [
        "2-3 ? dropped", "4-4 ? dropped", "5-5 ? dropped", "6-6 update dropped", "7-7 ? dropped",
      ])
    #expect(verdicts[1].findings.first?.message.contains("trailing comma") == true)
    #expect(verdicts.map(PushFixtures.codes) == [["P001"], ["P001"], ["P001"], ["A003"], ["P001"]])
  }
}

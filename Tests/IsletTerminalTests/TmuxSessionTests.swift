import TestSupport
import Testing

/// The tmux harness itself, exercised with plain shell commands.
@Suite(.enabled(if: TmuxSession.isAvailable)) struct TmuxSessionTests {
  @Test func capturesOutputSendsKeysAndAlwaysKillsTheSession() throws {
    let session = try TmuxSession(
      command: "sh -c 'printf \"hello 中文 $GREETING\\n\"; read line; echo \"got:$line\"; sleep 60'",
      width: 80, height: 10, environment: ["GREETING": "it's me"])
    #expect(session.waitFor("hello 中文 it's me"))
    try session.sendKeys("abc", literal: true)
    try session.sendKeys("Enter")
    #expect(session.waitFor("got:abc"))
    let lines = try session.capture().split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.dropLast().count == 10)
    session.kill()
    #expect(!session.exists)
  }

  @Test func resizingTheWindowReachesTheProgram() throws {
    let session = try TmuxSession(
      command: "sh -c 'trap \"stty size\" WINCH; stty size; while :; do sleep 0.05; done'", width: 80,
      height: 10)
    defer { session.kill() }
    #expect(session.waitFor("10 80"))
    try session.resize(width: 60, height: 20)
    #expect(session.waitFor("20 60"))
  }

  @Test func aBoundedWaitGivesUpOnTextThatNeverAppears() throws {
    let session = try TmuxSession(command: "sh -c 'echo ready; sleep 60'", width: 40, height: 5)
    defer { session.kill() }
    #expect(session.waitFor("ready"))
    #expect(session.waitUntil(timeout: .milliseconds(200)) { $0.contains("never") } == nil)
  }
}

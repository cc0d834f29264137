import Foundation
import TestSupport
import Testing

/// Whatever ends the preview — a signal whose default action ends the process (SIGHUP when
/// the terminal closes, SIGQUIT, SIGUSR1, SIGALRM, SIGXCPU, SIGVTALRM), or a fatal one (a
/// trap, abort, a bad access) — the shell gets its terminal back: the alternate screen left,
/// the cursor shown, and `stty -a` as before (echo, icanon, icrnl, onlcr). Under tmux, with
/// every byte recorded.
@Suite(.enabled(if: TmuxSession.isAvailable), .serialized) struct PreviewSignalTests {
  /// The terminal modes `stty -a` must show again once the preview is gone.
  static let sane = "echo+icanon+icrnl+onlcr+"
  static let sttyCheck =
    "stty -a | tr ' ' '\\n' | grep -x -e icanon -e echo -e icrnl -e onlcr | sort | tr '\\n' +; echo"

  /// An interactive shell in tmux, recorded from the start, running in `directory` the
  /// preview of `layout` (a file there: a copy of the delivery layout unless it exists) with
  /// `arguments`, after `limits` (shell commands such as `ulimit -v 2097152;`); returns the
  /// session, the preview's pid and the recording's path.
  static func startPreview(
    in directory: TemporaryDirectory, layout: String = "delivery.islet", arguments: String = "",
    limits: String = ""
  ) throws -> (TmuxSession, pid_t, String) {
    if !FileManager.default.fileExists(atPath: directory.file(layout)) {
      try FileManager.default.copyItem(atPath: HostileInputTests.delivery, toPath: directory.file(layout))
    }
    let session = try TmuxSession(
      command: "bash --norc --noprofile -i", width: 140, height: 48, environment: ["PS1": "READY$ "])
    #expect(session.waitFor("READY$"))
    let recording = directory.file("terminal.bytes")
    try session.recordOutput(to: recording)
    let pidFile = directory.file("pid")
    // No interactive crash prompt from the Swift runtime: it would wait 30 s for a key.
    // Relative names from `directory`, so file names in messages are short enough to show whole.
    try session.sendKeys(
      "SWIFT_BACKTRACE=interactive=no sh -c 'cd \(directory.path) && \(limits) echo $$ > \(pidFile); "
        + "exec \(IsletBinary.executable.path) preview \(layout) \(arguments) 2>/dev/null'; echo EXIT=$?",
      "Enter")
    #expect(session.waitFor("Lock Screen"))
    let pid = try #require(
      pid_t(
        String(decoding: try Data(contentsOf: URL(fileURLWithPath: pidFile)), as: UTF8.self)
          .trimmingCharacters(in: .whitespacesAndNewlines)))
    return (session, pid, recording)
  }

  /// The preview is gone with `status`, and the shell has a sane terminal with the screen restored.
  static func expectRestored(_ session: TmuxSession, recording: String, status: Int32, _ context: String) {
    #expect(session.waitFor("EXIT=\(status)"), "\(context): \((try? session.capture()) ?? "")")
    #expect(session.waitUntil { !$0.contains("Lock Screen") } != nil, "\(context): the screen is back")
    try? session.sendKeys("clear; " + sttyCheck, "Enter")
    #expect(session.waitFor(sane), "\(context): \((try? session.capture()) ?? "")")
    let bytes = String(
      decoding: (try? Data(contentsOf: URL(fileURLWithPath: recording))) ?? Data(), as: UTF8.self)
    #expect(bytes.contains("\u{1B}[?1049h"), "\(context): the recording starts before the preview")
    if let entered = bytes.range(of: "\u{1B}[?1049h") {
      let after = bytes[entered.upperBound...]
      #expect(after.contains("\u{1B}[?1049l"), "\(context): the alternate screen is left")
      #expect(after.contains("\u{1B}[?25h"), "\(context): the cursor is shown again")
    }
  }

  /// Signals whose default action ends the process (handled: the loop ends), then fatal ones
  /// (a trap, abort, a bad access: `TerminalRescue` restores, then the signal takes its course).
  @Test(arguments: [
    SIGHUP, SIGQUIT, SIGUSR1, SIGALRM, SIGXCPU, SIGVTALRM, SIGUSR2, SIGPROF,
    SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE,
  ])
  func aSignalThatEndsThePreviewRestoresTheTerminal(_ signal: Int32) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let (session, pid, recording) = try Self.startPreview(in: directory)
    defer { session.kill() }
    kill(pid, signal)
    Self.expectRestored(session, recording: recording, status: 128 + signal, "signal \(signal)")
  }

  /// The issue's push (a content-state Date of 1e22, a timestamp of 1e22, a dismissal date of
  /// 1e20) gets its verdict in the preview, which keeps running and quits cleanly.
  @Test func hugeNumbersInPushesGetVerdictsAndThePreviewLivesOn() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let now = Int(Date().timeIntervalSince1970)
    let pushes = [
      PreviewEndToEndTests.start(now).trimmingCharacters(in: .newlines),
      #"{"aps":{"timestamp":\#(now + 1),"event":"update","content-state":{"phase":"nearby","eta":1e22,"#
        + #""stopsAway":1,"courier":"Sam"}}}"#,
      #"{"aps":{"timestamp":\#(now + 2),"event":"end","content-state":{"phase":"delivered","stopsAway":0},"#
        + #""dismissal-date":1e20}}"#,
      #"{"aps":{"timestamp":-1e22,"event":"update","content-state":{"phase":"nearby","stopsAway":1}}}"#,
      #"{"aps":{"timestamp":1e22,"event":"update","content-state":{"phase":"nearby","stopsAway":1}}}"#,
    ]
    try directory.write(pushes.joined(separator: "\n") + "\n", to: "pushes.ndjson")
    let (session, _, recording) = try Self.startPreview(in: directory, arguments: "--pushes pushes.ndjson")
    defer { session.kill() }
    #expect(session.waitFor("#3 end applied"), "\((try? session.capture()) ?? "")")
    #expect(session.waitFor("#5 update"), "\((try? session.capture()) ?? "")")
    #expect(session.waitFor("end of input after 5 lines") || session.waitFor("5 lines"))
    try session.sendKeys("q")
    Self.expectRestored(session, recording: recording, status: 0, "quit after huge numbers")
  }
}

import Foundation
import TestSupport
import Testing

/// The live preview under tmux survives what the world does to it: stdin closed, the FIFO
/// writer leaving and coming back, the layout file deleted, replaced by a directory, made
/// unreadable or garbage, a tiny terminal, Ctrl-Z and `fg`; and it always restores the
/// terminal. Every wait is a bounded poll of the pane.
@Suite(.enabled(if: TmuxSession.isAvailable), .serialized) struct PreviewSurvivalTests {
  typealias Launch = PreviewEndToEndTests

  /// A running preview of a copy of the delivery layout on a FIFO in `directory`.
  struct Preview {
    let session: TmuxSession
    let layout: String
    let fifo: String

    /// Starts `islet preview … --follow` through `sh -c` with `redirections` (e.g. `0<&-`).
    init(
      in directory: TemporaryDirectory, redirections: String = "", width: Int = 140, height: Int = 48
    ) throws {
      layout = directory.file("delivery.islet")
      try FileManager.default.copyItem(atPath: HostileInputTests.delivery, toPath: layout)
      fifo = directory.file("pushes")
      mkfifo(fifo, 0o600)
      // Relative names, so the file name in messages is short enough to show whole.
      session = try TmuxSession(
        command: "sh -c 'cd \(directory.path) && exec \(IsletBinary.executable.path) preview delivery.islet "
          + "--pushes pushes --follow \(redirections)'",
        width: width, height: height)
    }

    /// Opens the FIFO (waiting for the preview to open it), writes `text`, closes it.
    func push(_ text: String) throws {
      let descriptor = open(fifo, O_WRONLY | O_CLOEXEC)
      try #require(descriptor >= 0)
      let writer = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
      writer.write(Data(text.utf8))
      try writer.close()
    }

    /// Quits with `q` and expects a clean exit.
    func quit() throws {
      try session.sendKeys("q")
      let ending = session.waitForExit()
      #expect(ending == .exited(0) || ending == .exitedUnreported)
    }
  }

  static var now: Int { Int(Date().timeIntervalSince1970) }

  @Test func closedStandardInputChangesNothing() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let preview = try Preview(in: directory, redirections: "0<&-")
    defer { preview.session.kill() }
    try preview.push(Launch.start(Self.now))
    #expect(preview.session.waitFor("#1 start applied"))
    try preview.session.sendKeys("o")
    #expect(preview.session.waitFor("landscape"))
    try preview.quit()
  }

  @Test func aWriterThatLeavesAndComesBackIsFollowed() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let preview = try Preview(in: directory)
    defer { preview.session.kill() }
    let now = Self.now
    try preview.push(Launch.start(now))
    #expect(preview.session.waitFor("#1 start applied"))
    try preview.push(Launch.update(now + 1, phase: "nearby"))
    #expect(preview.session.waitFor("#2 update applied"))
    try preview.push(Launch.update(now + 2, phase: "delivered"))
    #expect(preview.session.waitFor("#3 update applied"))
    try preview.quit()
  }

  @Test func theLayoutFileDeletedReplacedAndGarbledKeepsTheLastGoodLayout() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let preview = try Preview(in: directory)
    defer { preview.session.kill() }
    let session = preview.session
    let original = try Data(contentsOf: URL(fileURLWithPath: preview.layout))
    try preview.push(Launch.start(Self.now))
    #expect(session.waitFor("#1 start applied"))
    try FileManager.default.removeItem(atPath: preview.layout)
    #expect(session.waitFor("layout file is missing"))
    #expect(session.waitFor("Picked up"))
    try FileManager.default.createDirectory(atPath: preview.layout, withIntermediateDirectories: false)
    #expect(session.waitFor("not a regular file"))
    try FileManager.default.removeItem(atPath: preview.layout)
    try Data([0xFF, 0xFE, 0x00, 0x1B, 0x5B, 0x32, 0x4A] + Array(repeating: 0x7B, count: 200)).write(
      to: URL(fileURLWithPath: preview.layout))
    #expect(session.waitFor("not valid UTF-8"))
    try Data(String(repeating: "vstack { ", count: 5_000).utf8).write(
      to: URL(fileURLWithPath: preview.layout))
    #expect(session.waitFor("error[L"))
    #expect(session.waitFor("Picked up"))
    try original.write(to: URL(fileURLWithPath: preview.layout))
    #expect(session.waitUntil { !$0.contains("layout error") && $0.contains("Picked up") } != nil)
    try preview.quit()
  }

  @Test(
    .enabled(
      if: getuid() != 0, "root reads files whatever their mode, so chmod 000 cannot make one unreadable"))
  func anUnreadableLayoutFileKeepsTheLastGoodLayout() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let preview = try Preview(in: directory)
    defer { preview.session.kill() }
    #expect(preview.session.waitFor("Lock Screen"))
    chmod(preview.layout, 0)
    #expect(preview.session.waitFor("cannot be read"))
    chmod(preview.layout, 0o644)
    #expect(preview.session.waitUntil { !$0.contains("cannot be read") } != nil)
    try preview.quit()
  }

  @Test func aTinyTerminalAndBack() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let preview = try Preview(in: directory)
    defer { preview.session.kill() }
    try preview.push(Launch.start(Self.now))
    #expect(preview.session.waitFor("#1 start applied"))
    try preview.session.resize(width: 10, height: 5)
    #expect(preview.session.waitFor("have 10×5"))
    try preview.session.resize(width: 140, height: 48)
    #expect(preview.session.waitFor("#1 start applied"))
    try preview.quit()
  }

  /// `--follow` on a regular file notices what `tail -F` notices: the file truncated (a log
  /// reset, `: > file`) is read again from its start, and a file replaced under its name (a
  /// rename over it, log rotation) is read from its start; both say so in the event log, and
  /// `q` leaves the terminal restored.
  @Test func aFollowedFileTruncatedOrReplacedIsReadAgainFromItsStart() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let pushes = directory.file("pushes.ndjson")
    let now = Self.now
    // A long first line, so later content is shorter than what was read before the reset.
    try directory.write(
      Launch.start(now, destination: String(repeating: "Harbour ", count: 40)), to: "pushes.ndjson")
    let (session, _, recording) = try PreviewSignalTests.startPreview(
      in: directory, arguments: "--pushes pushes.ndjson --follow")
    defer { session.kill() }
    #expect(session.waitFor("#1 start applied"))
    try FileHandle(forWritingTo: URL(fileURLWithPath: pushes)).truncate(atOffset: 0)
    #expect(session.waitFor("pushes.ndjson was truncated: reading it again from its start"))
    let appender = try FileHandle(forWritingTo: URL(fileURLWithPath: pushes))
    try appender.seekToEnd()
    appender.write(Data(Launch.update(now + 1, phase: "nearby").utf8))
    try appender.close()
    #expect(session.waitFor("#2 update applied"), "\((try? session.capture()) ?? "")")
    try directory.write(Launch.update(now + 2, phase: "delivered"), to: "rotated.ndjson")
    rename(directory.file("rotated.ndjson"), pushes)
    #expect(session.waitFor("pushes.ndjson was replaced: reading the new file from its start"))
    #expect(session.waitFor("#3 update applied"), "\((try? session.capture()) ?? "")")
    try session.sendKeys("q")
    PreviewSignalTests.expectRestored(session, recording: recording, status: 0, "quit after a truncated file")
  }

  /// Ctrl-Z stops the preview and gives the shell back a sane terminal; `fg` redraws it; `q`
  /// leaves the terminal as the shell had it (canonical mode and echo on).
  @Test func suspendAndResumeRestoreTheTerminal() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let layout = directory.file("delivery.islet")
    try FileManager.default.copyItem(atPath: HostileInputTests.delivery, toPath: layout)
    let session = try TmuxSession(
      command: "bash --norc --noprofile -i", width: 140, height: 48, environment: ["PS1": "READY$ "])
    defer { session.kill() }
    #expect(session.waitFor("READY$"))
    try session.sendKeys("\(IsletBinary.executable.path) preview \(layout)", "Enter")
    #expect(session.waitFor("Lock Screen"))
    try session.sendKeys("C-z")
    #expect(session.waitUntil { $0.contains("Stopped") && $0.contains("READY$") } != nil)
    try session.sendKeys("stty -a | tr ' ' '\\n' | grep -x -e icanon -e echo | sort | tr '\\n' +", "Enter")
    #expect(session.waitFor("echo+icanon+"))
    try session.sendKeys("clear; fg", "Enter")
    #expect(session.waitFor("Lock Screen"))
    try session.sendKeys("q")
    #expect(session.waitUntil { $0.contains("READY$") && !$0.contains("Lock Screen") } != nil)
    try session.sendKeys(
      "clear; stty -a | tr ' ' '\\n' | grep -x -e icanon -e echo | sort | tr '\\n' +", "Enter")
    #expect(session.waitFor("echo+icanon+"))
  }
}

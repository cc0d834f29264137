import Foundation
import TestSupport
import Testing

/// The live preview under tmux, with every byte it writes recorded (`pipe-pane`) from before
/// it starts: hostile pushes must leave only the sequences ncurses emits for drawing.
@Suite(.enabled(if: TmuxSession.isAvailable), .serialized) struct PreviewTerminalSafetyTests {
  /// CSI final bytes ncurses uses to draw: cursor addressing and movement, SGR, erase,
  /// insert and delete, scroll region and scrolling, and set/reset mode (`?1049h`, `?25l`,
  /// `?1h`, `4l`). Not `t` (window reports), not `n` (device status reports).
  static let drawingCSIFinals: Set<Character> = Set("HfmGdrJKABCDEFLMPSTX@hl")
  /// Two- and three-byte ESC sequences ncurses uses: charset selection (`ESC ( B`, `ESC ) 0`),
  /// keypad modes (`ESC =`, `ESC >`), save and restore cursor, reverse index.
  static let drawingEscapes: Set<String> = [
    "\u{1B}(B", "\u{1B}(0", "\u{1B})0", "\u{1B})B", "\u{1B}=", "\u{1B}>", "\u{1B}7", "\u{1B}8", "\u{1B}M",
  ]
  /// C0 controls ncurses moves the cursor and switches charsets with.
  static let drawingControls: Set<Unicode.Scalar> = ["\r", "\n", "\u{8}", "\t", "\u{E}", "\u{F}"]

  /// Whether `sequence` is one ncurses emits for drawing.
  static func isDrawing(_ sequence: TerminalBytes.Sequence) -> Bool {
    if let final = sequence.csiFinal {
      let parameters = sequence.text.dropFirst(2).dropLast()
      return drawingCSIFinals.contains(final)
        && parameters.allSatisfy { $0.isNumber || $0 == ";" || $0 == "?" }
    }
    return drawingEscapes.contains(sequence.text)
  }

  @Test func hostilePushesLeaveOnlyDrawingSequences() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let layout = directory.file("delivery.islet")
    try FileManager.default.copyItem(atPath: HostileInputTests.delivery, toPath: layout)
    let fifo = directory.file("pushes")
    mkfifo(fifo, 0o600)
    let recording = directory.file("terminal.bytes")
    // The preview waits for Enter, so the recording holds its very first byte.
    let session = try TmuxSession(
      command:
        "sh -c 'read go; exec \(IsletBinary.executable.path) preview \(layout) --pushes \(fifo) --follow'",
      width: 140, height: 48)
    defer { session.kill() }
    try session.recordOutput(to: recording)
    try session.sendKeys("Enter")
    let descriptor = open(fifo, O_WRONLY | O_CLOEXEC)
    try #require(descriptor >= 0)
    let writer = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    let now = Int(Date().timeIntervalSince1970)
    let raw = "raw " + HostilePayloads.combined.replacingOccurrences(of: "\r", with: " ")
    writer.write(
      Data((HostilePayloads.startPush(now, carrying: HostilePayloads.combined) + "\n" + raw + "\n").utf8))
    #expect(session.waitFor("#2 ? dropped: P001"))
    #expect(session.waitFor("␛]52;c;aGVsbG8="))
    for key in ["o", "t", "4", "?", "Escape", "q"] { try session.sendKeys(key) }
    let ending = session.waitForExit()
    #expect(ending == .exited(0) || ending == .exitedUnreported)
    // pipe-pane's writer may lag the pane by a moment: wait for the screen restore.
    var text = ""
    let clock = ContinuousClock()
    let deadline = clock.now + .seconds(5)
    repeat {
      text = String(
        decoding: (try? Data(contentsOf: URL(fileURLWithPath: recording))) ?? Data(), as: UTF8.self)
      if text.contains("\u{1B}[?1049l") { break }
      usleep(50_000)
    } while clock.now < deadline
    #expect(text.contains("\u{1B}[?1049h"), "the recording starts before the preview")
    #expect(text.contains("\u{1B}[?1049l"), "the terminal is restored")
    let foreign = Set(TerminalBytes.sequences(in: text).filter { !Self.isDrawing($0) })
    #expect(foreign.isEmpty, "sequences ncurses does not draw with: \(foreign)")
    #expect(TerminalBytes.forbiddenScalars(in: text).isEmpty)
    #expect(TerminalBytes.controls(in: text, allowing: Self.drawingControls).isEmpty)
    #expect(!text.contains("\u{1B}[21t") && !text.contains("\u{1B}]52"))
    #expect(text.contains("␛]52;c;aGVsbG8="), "the payload was drawn, escaped")
  }
}

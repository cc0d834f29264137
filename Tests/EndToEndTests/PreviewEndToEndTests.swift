import Foundation
import TestSupport
import Testing

/// `islet preview` itself, under tmux at a fixed size: pushes through a FIFO, keys, layout
/// edits, end of input, resize. Every wait is a bounded poll of `capture-pane`.
@Suite(.enabled(if: TmuxSession.isAvailable), .serialized) struct PreviewEndToEndTests {
  /// A start push for the Delivery layout at `timestamp` (Unix seconds).
  static func start(_ timestamp: Int, destination: String = "12 Harbour St") -> String {
    #"{"aps":{"timestamp":\#(timestamp),"event":"start","attributes-type":"Delivery","#
      + #""attributes":{"orderID":"A-1","merchant":"Green Bowl","destination":"\#(destination)"},"#
      + #""content-state":{"phase":"pickedUp","eta":\#(timestamp - 978_307_200 + 600),"stopsAway":3,"#
      + #""courier":"Sam"},"alert":{"title":"On its way"}}}"# + "\n"
  }

  static func update(_ timestamp: Int, phase: String) -> String {
    #"{"aps":{"timestamp":\#(timestamp),"event":"update","content-state":{"phase":"\#(phase)","#
      + #""stopsAway":1,"courier":"Sam"}}}"# + "\n"
  }

  /// Runs `body` with a preview of a copy of the delivery layout in a fresh directory, fed
  /// through a FIFO (`writer`); the session and the directory are cleaned up afterwards.
  static func withPreview(_ body: (TmuxSession, FileHandle, TemporaryDirectory) throws -> Void) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let (session, writer) = try launch(in: directory)
    defer { session.kill() }
    try body(session, writer, directory)
  }

  /// The delivery layout's text.
  static var delivery: String {
    get throws {
      try String(
        contentsOfFile: IsletBinary.packageRoot.appendingPathComponent("Layouts/delivery.islet").path,
        encoding: .utf8)
    }
  }

  /// Writes `layout` (the delivery layout by default) into `directory` as `delivery.islet`,
  /// starts the preview on a FIFO there and returns the session and a writer for the FIFO.
  static func launch(
    in directory: TemporaryDirectory, layout text: String? = nil, width: Int = 140, height: Int = 48,
    environment: [String: String] = [:]
  ) throws -> (
    TmuxSession, FileHandle
  ) {
    let layout = directory.file("delivery.islet")
    try directory.write(text ?? delivery, to: "delivery.islet")
    let fifo = directory.file("pushes")
    mkfifo(fifo, 0o600)
    let session = try TmuxSession(
      command: "\(IsletBinary.executable.path) preview \(layout) --pushes \(fifo) --follow",
      width: width, height: height, environment: environment)
    let descriptor = open(fifo, O_WRONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw TmuxError(arguments: ["open", fifo], status: errno) }
    return (session, FileHandle(fileDescriptor: descriptor, closeOnDealloc: true))
  }

  @Test func pushesUpdateTheIslandAndDroppedPushesSayWhy() throws {
    try Self.withPreview { session, writer, _ in
      let now = Int(Date().timeIntervalSince1970)
      writer.write(Data(Self.start(now).utf8))
      #expect(session.waitFor("#1 start applied"))
      #expect(session.waitFor("Picked up"))
      writer.write(Data(Self.update(now + 1, phase: "nearby").utf8))
      #expect(session.waitFor("#2 update applied"))
      #expect(session.waitFor("Nearby"))
      writer.write(Data(#"{"aps":{"timestamp":\#(now + 2),"events":"update"}}"#.utf8 + Data("\n".utf8)))
      #expect(session.waitFor("#3 ? dropped: P012"))
      writer.write(Data("this is not json\n".utf8))
      #expect(session.waitFor("#4 ? dropped: P001"))
    }
  }

  /// `x` writes the whole sheet next to the layout as text, ANSI and SVG, and the log says where;
  /// `n` shows a sample state without pushes.
  @Test func exportAndSampleKeys() throws {
    try Self.withPreview { session, writer, directory in
      let now = Int(Date().timeIntervalSince1970)
      writer.write(Data(Self.start(now).utf8))
      #expect(session.waitFor("#1 start applied"))
      try session.sendKeys("x")
      #expect(session.waitFor("exported the sheet to"))
      let text = try String(contentsOfFile: directory.file("delivery.frame.txt"), encoding: .utf8)
      #expect(text.contains("Lock Screen ·"))
      #expect(text.contains("Picked up"))
      let ansi = try String(contentsOfFile: directory.file("delivery.frame.ansi"), encoding: .utf8)
      #expect(ansi.contains("\u{1B}["))
      let svg = try String(contentsOfFile: directory.file("delivery.frame.svg"), encoding: .utf8)
      #expect(svg.hasPrefix("<svg") && svg.contains("Picked up"))
      try session.sendKeys("n")
      #expect(session.waitFor("◆ sample preview 1/1"))
      try session.sendKeys("l")
      #expect(session.waitUntil { !$0.contains("◆ sample") } != nil)
    }
  }

  /// `e` hands the terminal to `$EDITOR` at the selected finding's line (the first finding,
  /// delivery's L016 at line 35; an editor islet does not know gets `+LINE` only), then takes it
  /// back and reloads what the editor saved.
  @Test func eOpensTheEditorAtTheFindingAndReloadsOnReturn() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let editor = directory.file("editor.sh")
    let record = directory.file("editor-args")
    try directory.write(
      "#!/bin/sh\necho \"$@\" > '\(record)'\nsed -i 's/text(phase.label).bold/text(\"Collected\").bold/' \"$2\"\n",
      to: "editor.sh")
    chmod(editor, 0o755)
    let (session, writer) = try Self.launch(in: directory, environment: ["EDITOR": editor])
    defer { session.kill() }
    writer.write(Data(Self.start(Int(Date().timeIntervalSince1970)).utf8))
    #expect(session.waitFor("Picked up"))
    try session.sendKeys("e")
    // The editor round trip (suspend, run, resume, reload) is slow on a loaded CI machine; the
    // bound is generous, the poll returns as soon as the screen says so.
    #expect(session.waitFor("edited ", timeout: .seconds(30)), "\((try? session.capture()) ?? "")")
    let arguments = try String(contentsOfFile: record, encoding: .utf8)
    #expect(arguments == "+35 \(directory.file("delivery.islet"))\n")
    #expect(session.waitFor("Collected", timeout: .seconds(30)), "\((try? session.capture()) ?? "")")
  }

  /// An 80×24 terminal shows the Lock Screen card whole beside the state and findings; at
  /// 60×20 the panels become two tabs (Tab switches) so the card is still whole, and the state
  /// tab shows every field name uncut.
  @Test(arguments: [(80, 24), (60, 20)])
  func smallTerminalsShowTheLockScreenCardWhole(width: Int, height: Int) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let (session, writer) = try Self.launch(in: directory, width: width, height: height)
    defer { session.kill() }
    writer.write(Data(Self.start(Int(Date().timeIntervalSince1970)).utf8))
    let card = "╭" + String(repeating: "─", count: 46) + "╮"
    let cardBottom = "╰" + String(repeating: "─", count: 46) + "╯"
    // tmux may capture a frame half written: wait for the whole card, then judge the rest.
    let screen = try #require(
      session.waitUntil { $0.contains("Picked up") && $0.contains(card) && $0.contains(cardBottom) },
      "card cut: \((try? session.capture()) ?? "")")
    if width >= 80 {
      #expect(session.waitUntil { $0.contains("┌ state") && $0.contains("┌ findings") } != nil, "\(screen)")
      return
    }
    #expect(session.waitFor("Tab: state, findings"), "\(screen)")
    try session.sendKeys("Tab")
    // As with the card: a capture may catch the tab half drawn, so wait for all of it.
    let fields = ["phase", "eta", "stopsAway", "courier"]
    let details = session.waitUntil { screen in
      screen.contains("┌ state") && screen.contains("┌ findings")
        && fields.allSatisfy { screen.contains("│\($0) ") }
    }
    #expect(details != nil, "state tab without every field uncut: \((try? session.capture()) ?? "")")
    try session.sendKeys("Tab")
    #expect(session.waitFor(card))
  }

  @Test func truncationShowsInTheFindingsPanel() throws {
    try Self.withPreview { session, writer, _ in
      let now = Int(Date().timeIntervalSince1970)
      // Long enough that even wrapped it needs more lines than the Lock Screen's 132 pt hold (the
      // phone wraps a shorter one: no truncation).
      let line = "Flat 4B, 1200 North Harbour Boulevard, Eastern Docklands Innovation Quarter"
      let long = [line, line, line].joined(separator: ", ")
      writer.write(Data(Self.start(now, destination: long).utf8))
      #expect(session.waitFor("#1 start applied"))
      #expect(session.waitFor("R001"))
    }
  }

  @Test func keysSwitchOrientationDeviceAndTravelThroughHistory() throws {
    try Self.withPreview { session, writer, _ in
      let now = Int(Date().timeIntervalSince1970)
      writer.write(Data((Self.start(now) + Self.update(now + 1, phase: "nearby")).utf8))
      #expect(session.waitFor("#2 update applied"))
      try session.sendKeys("o")
      #expect(session.waitFor("landscape"))
      try session.sendKeys("d")
      #expect(session.waitFor("iPhone 16 Pro Max"))
      try session.sendKeys("Left")
      #expect(session.waitFor("push 1/2"))
      #expect(session.waitFor("Picked up"))
      try session.sendKeys("l")
      #expect(session.waitUntil { !$0.contains("push 1/2") && $0.contains("Nearby") } != nil)
      try session.sendKeys("q")
      let ending = session.waitForExit()
      #expect(ending == .exited(0) || ending == .exitedUnreported)
    }
  }

  @Test func editingTheLayoutReloadsItAndABrokenEditKeepsTheLastGoodOne() throws {
    try Self.withPreview { session, _, directory in
      let layout = directory.file("delivery.islet")
      #expect(session.waitFor("Lock Screen"))
      let original = try String(contentsOfFile: layout, encoding: .utf8)
      let edited = original.replacingOccurrences(
        of: "compactLeading  { symbol(icon) }", with: #"compactLeading  { text("zz") }"#)
      try edited.write(toFile: layout, atomically: true, encoding: .utf8)
      #expect(session.waitFor("▐zz"))
      try (edited + "\n lockScreen { text(nope) }").write(toFile: layout, atomically: true, encoding: .utf8)
      #expect(session.waitFor("layout error"))
      #expect(session.waitFor("error[L"))
      #expect(session.waitFor("▐zz"))
      try edited.write(toFile: layout, atomically: true, encoding: .utf8)
      #expect(session.waitUntil { !$0.contains("layout error") } != nil)
    }
  }

  @Test func closingTheStreamSaysSoAndResizingRedraws() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let layout = directory.file("delivery.islet")
    try FileManager.default.copyItem(
      atPath: IsletBinary.packageRoot.appendingPathComponent("Layouts/delivery.islet").path, toPath: layout)
    let fifo = directory.file("pushes")
    mkfifo(fifo, 0o600)
    let session = try TmuxSession(
      command: "\(IsletBinary.executable.path) preview \(layout) --pushes \(fifo)", width: 140, height: 48)
    defer { session.kill() }
    let descriptor = open(fifo, O_WRONLY | O_CLOEXEC)
    try #require(descriptor >= 0)
    let writer = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    writer.write(Data(Self.start(Int(Date().timeIntervalSince1970)).utf8))
    #expect(session.waitFor("#1 start applied"))
    try writer.close()
    #expect(session.waitFor("end of input after 1 lines"))
    try session.resize(width: 40, height: 10)
    #expect(session.waitFor("terminal too small"))
    try session.resize(width: 140, height: 48)
    #expect(session.waitFor("┌ sheet"))
  }

  @Test func withNoArgumentsTheDemoPlaysItsScript() throws {
    let session = try TmuxSession(command: IsletBinary.executable.path, width: 140, height: 48)
    defer { session.kill() }
    #expect(session.waitFor("coffee.islet"))
    #expect(session.waitFor("#1 start applied"))
    #expect(session.waitFor("#2 update applied", timeout: .seconds(15)))
  }
}

/// The preview and `check-push` read the same stream the same way: one verdict per push.
@Suite(.enabled(if: TmuxSession.isAvailable)) struct PreviewAgreesWithCheckPushTests {
  @Test func aMixedStreamGetsTheSameNumberOfVerdictsInBoth() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let now = Int(Date().timeIntervalSince1970)
    let stream =
      PreviewEndToEndTests.start(now) + "\n   \n" + "not json\r\n" + String(repeating: "x", count: 2_000_000)
      + "\n"
      + PreviewEndToEndTests.update(now + 1, phase: "nearby") + "{\"aps\":{\"events\":\"update\"}}"
    try directory.write(stream, to: "pushes.ndjson")
    let check = try IsletBinary.run([
      "check-push", "Layouts/delivery.islet", directory.file("pushes.ndjson"), "--format", "json",
    ])
    let verdicts = check.stdout.split(separator: "\n").count
    #expect(verdicts == 5)
    let layout = IsletBinary.packageRoot.appendingPathComponent("Layouts/delivery.islet").path
    let session = try TmuxSession(
      command: "\(IsletBinary.executable.path) preview \(layout) --pushes \(directory.file("pushes.ndjson"))",
      width: 140, height: 48)
    defer { session.kill() }
    #expect(session.waitFor("end of input after \(verdicts) lines"))
    #expect(session.waitFor("#\(verdicts) ? dropped: P012"))
  }
}

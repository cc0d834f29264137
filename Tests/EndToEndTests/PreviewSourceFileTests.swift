import Foundation
import TestSupport
import Testing

/// The preview's keys that reach the files behind it, under tmux: `e` opens `$EDITOR` at the
/// finding selected with `f`, in the layout or in the Swift file the finding names; `x` writes
/// the frame next to the Swift sources. The editor is a script named `nano` that records its
/// arguments (nano takes `+LINE,COLUMN`).
@Suite(.enabled(if: TmuxSession.isAvailable), .serialized) struct PreviewSourceFileTests {
  /// Writes `bin/nano` into `directory`: records its arguments in `editor-args`, then runs
  /// `edit` (a shell command; `$2` is the file).
  static func fakeNano(in directory: TemporaryDirectory, edit: String = "true") throws -> String {
    try FileManager.default.createDirectory(atPath: directory.file("bin"), withIntermediateDirectories: true)
    try directory.write(
      "#!/bin/sh\necho \"$@\" > '\(directory.file("editor-args"))'\n\(edit)\n", to: "bin/nano")
    chmod(directory.file("bin/nano"), 0o755)
    return directory.file("bin/nano")
  }

  /// The arguments the fake editor recorded, once it has run (a bounded poll; the editor round
  /// trip is slow on a loaded machine); the record is removed for the next run.
  static func editorArguments(in directory: TemporaryDirectory) -> String? {
    let clock = ContinuousClock()
    let deadline = clock.now + .seconds(30)
    repeat {
      if let text = try? String(contentsOfFile: directory.file("editor-args"), encoding: .utf8),
        text.hasSuffix("\n")
      {
        unlink(directory.file("editor-args"))
        return text
      }
      usleep(50_000)
    } while clock.now < deadline
    return nil
  }

  /// Delivery after a start without an alert has two findings: L016 (line 35, column 80) and
  /// the push's P022 (no line). `f` selects the second, `F` the first again; `e` opens each.
  @Test func eOpensTheSelectedFindingAtItsLineAndColumn() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let nano = try Self.fakeNano(in: directory)
    let (session, writer) = try PreviewEndToEndTests.launch(in: directory, environment: ["EDITOR": nano])
    defer { session.kill() }
    let now = Int(Date().timeIntervalSince1970)
    let start = PreviewEndToEndTests.start(now).replacingOccurrences(
      of: #","alert":{"title":"On its way"}"#, with: "")
    writer.write(Data(start.utf8))
    #expect(session.waitFor("▸warning L016 delivery.islet:35:80"), "\((try? session.capture()) ?? "")")
    #expect(session.waitFor("error P022 push 1"))
    let layout = directory.file("delivery.islet")
    try session.sendKeys("e")
    #expect(Self.editorArguments(in: directory) == "+35,80 \(layout)\n")
    #expect(session.waitFor("edited ", timeout: .seconds(30)))
    try session.sendKeys("f")
    #expect(session.waitFor("▸error P022 push 1"), "\((try? session.capture()) ?? "")")
    try session.sendKeys("e")
    #expect(Self.editorArguments(in: directory) == "+1,1 \(layout)\n")
    try session.sendKeys("F")
    #expect(session.waitFor("▸warning L016"))
  }

  /// A layout from Swift sources: `e` opens the Swift file at the Swift line the finding names
  /// (Countdown.swift:28:13), and the preview reloads what the editor saved.
  @Test func eOpensTheSwiftFileAtTheSwiftLine() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let file = directory.file("Countdown.swift")
    try SwiftPreviewEndToEndTests.countdown.write(toFile: file, atomically: true, encoding: .utf8)
    let nano = try Self.fakeNano(in: directory, edit: #"sed -i 's/Text("Ends in")/Text("Over in")/' "$2""#)
    let session = try TmuxSession(
      command: "\(IsletBinary.executable.path) preview \(file)", width: 140, height: 48,
      environment: ["EDITOR": nano])
    defer { session.kill() }
    #expect(session.waitFor("▸warning L016 Countdown.swift:28:13"), "\((try? session.capture()) ?? "")")
    try session.sendKeys("e")
    #expect(Self.editorArguments(in: directory) == "+28,13 \(file)\n")
    #expect(session.waitFor("Over in", timeout: .seconds(30)), "\((try? session.capture()) ?? "")")
  }

  /// `x` on a Swift preview writes the frame beside the Swift file (a folder: inside it, named
  /// after it), not into the working directory.
  @Test(arguments: [false, true])
  func xWritesTheFrameNextToTheSwiftSources(folder: Bool) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try FileManager.default.createDirectory(
      atPath: directory.file("Widgets"), withIntermediateDirectories: true)
    let file = directory.file("Widgets/Countdown.swift")
    try SwiftPreviewEndToEndTests.countdown.write(toFile: file, atomically: true, encoding: .utf8)
    let working = try TemporaryDirectory()
    defer { working.remove() }
    let source = folder ? directory.file("Widgets") : file
    let session = try TmuxSession(
      command: "sh -c 'cd \(working.path) && exec \(IsletBinary.executable.path) preview \(source)'",
      width: 140, height: 48)
    defer { session.kill() }
    #expect(session.waitFor("L016"), "\((try? session.capture()) ?? "")")
    try session.sendKeys("x")
    #expect(session.waitFor("exported the sheet to"), "\((try? session.capture()) ?? "")")
    let base = folder ? directory.file("Widgets/Widgets.frame") : directory.file("Widgets/Countdown.frame")
    let text = try String(contentsOfFile: base + ".txt", encoding: .utf8)
    #expect(text.contains("Lock Screen ·") && text.contains("Expanded ·"))
    let svg = try String(contentsOfFile: base + ".svg", encoding: .utf8)
    #expect(svg.contains(folder ? "islet preview · Widgets" : "islet preview · Countdown.swift"))
    #expect(FileManager.default.fileExists(atPath: base + ".ansi"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: working.path).isEmpty)
  }
}

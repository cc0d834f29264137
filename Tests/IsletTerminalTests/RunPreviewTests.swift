import Foundation
import IsletCanvas
import TestSupport
import Testing

@testable import IsletTerminal

extension CursesSuite {
  /// Runs the whole preview loop in-process on a `newterm` file screen, with keys written to a
  /// FIFO from the frame callback once the expected frame appears.
  @Suite struct RunPreviewTests {
    /// A keyboard FIFO, held open for writing so the preview's `fopen` does not wait.
    final class Keyboard {
      let path: String
      private(set) var descriptor: Int32

      init(in directory: TemporaryDirectory) {
        path = directory.file("keys")
        mkfifo(path, 0o600)
        descriptor = open(path, O_RDWR | O_CLOEXEC)
      }

      func type(_ keys: String) {
        _ = keys.utf8CString.withUnsafeBufferPointer { write(descriptor, $0.baseAddress, $0.count - 1) }
      }
      /// Closes the only writer: the preview's end of the FIFO hangs up, as a closed terminal's does.
      func hangUp() {
        close(descriptor)
        descriptor = -1
      }

      /// Opens the FIFO for writing again (after `hangUp`), while the preview still reads it.
      func reconnect() {
        if descriptor < 0 { descriptor = open(path, O_WRONLY | O_NONBLOCK | O_CLOEXEC) }
      }

      deinit { if descriptor >= 0 { close(descriptor) } }
    }

    /// Steps that each wait for a frame containing `text`, then type `keys` (or edit files).
    struct Step {
      var text: String
      var action: () -> Void
    }

    /// Runs the preview until the steps are done (quitting with `q`) or 10 s pass.
    func run(
      _ engine: inout RecordingEngine, options: PreviewRunOptions, keyboard: Keyboard, steps: [Step]
    ) throws -> (result: PreviewRunResult, completedSteps: Int, lastFrame: Grid?) {
      var options = options
      var remaining = steps[...]
      var lastFrame: Grid?
      let deadline = Date().addingTimeInterval(10)
      options.onFrame = { frame in
        lastFrame = frame
        if let step = remaining.first, frame.plainText.contains(step.text) {
          remaining = remaining.dropFirst()
          step.action()
        }
        if remaining.isEmpty || Date() > deadline { keyboard.type("q") }
      }
      let result = try runPreview(engine: &engine, options: options)
      return (result, steps.count - remaining.count, lastFrame)
    }

    @Test func deliversEveryLineThenShowsEndOfInputAndQuitsOnQ() throws {
      let directory = try TemporaryDirectory()
      defer { directory.remove() }
      let keyboard = Keyboard(in: directory)
      let pushes = (1...500).map { "{\"n\":\($0)}" }.joined(separator: "\n") + "\n\u{1B}]52;c;ZXZpbA==\u{7}\n"
      try directory.write(pushes, to: "pushes.ndjson")
      var engine = RecordingEngine()
      let options = PreviewRunOptions(
        pushes: .file(path: directory.file("pushes.ndjson"), follow: false),
        terminal: .files(
          input: keyboard.path, output: directory.file("screen"), type: "xterm-256color",
          size: Size(width: 100, height: 30)))
      let run = try run(
        &engine, options: options, keyboard: keyboard,
        steps: [
          Step(text: "end of input after 501 lines") { keyboard.type("dd?") },
          Step(text: "keys · Esc or ? to close") {},
        ])
      #expect(run.result == PreviewRunResult(reason: .quit, linesReceived: 501))
      #expect(run.completedSteps == 2)
      #expect(engine.lineNumbers == Array(1...501))
      #expect(engine.commands == [.nextDevice, .nextDevice])
      #expect(engine.ticks.count >= 1)
      let screen = try String(contentsOfFile: directory.file("screen"), encoding: .utf8)
      #expect(!screen.contains("\u{1B}]52"))
    }

    @Test func reloadsTheLayoutWhenTheFileChangesAndKeepsGoingWhenItBreaks() throws {
      let directory = try TemporaryDirectory()
      defer { directory.remove() }
      let keyboard = Keyboard(in: directory)
      let layout = directory.file("a.islet")
      try directory.write("first", to: "a.islet")
      var engine = RecordingEngine()
      let options = PreviewRunOptions(
        layoutFile: layout,
        terminal: .files(
          input: keyboard.path, output: directory.file("screen"), type: "xterm-256color",
          size: Size(width: 100, height: 30)),
        layoutPollInterval: .milliseconds(20))
      let run = try run(
        &engine, options: options, keyboard: keyboard,
        steps: [
          Step(text: "layout: first") { try? directory.write("second", to: "a.islet") },
          Step(text: "layout: second") { try? FileManager.default.removeItem(atPath: layout) },
          Step(text: "layout error — showing the last good layout") {
            try? directory.write("third", to: "a.islet")
          },
          Step(text: "layout: third") {},
        ])
      #expect(run.completedSteps == 4)
      #expect(engine.layouts.count == 4)
      #expect(run.result.reason == .quit)
    }

    @Test func aTerminalWhoseInputHangsUpEndsThePreviewAsItsSIGHUPWould() throws {
      let directory = try TemporaryDirectory()
      defer { directory.remove() }
      let keyboard = Keyboard(in: directory)
      var engine = RecordingEngine()
      var options = PreviewRunOptions(
        terminal: .files(
          input: keyboard.path, output: directory.file("screen"), type: "xterm-256color",
          size: Size(width: 100, height: 30)))
      let deadline = Date().addingTimeInterval(10)
      var frames = 0
      options.onFrame = { _ in
        frames += 1
        if frames == 1 { keyboard.hangUp() }
        // A preview that missed the hang-up (and spins on it) still ends the test, quitting.
        if Date() > deadline {
          keyboard.reconnect()
          keyboard.type("q")
        }
      }
      let result = try runPreview(engine: &engine, options: options)
      #expect(result.reason == .signal(SIGHUP))
    }

    @Test func aSmallTerminalSaysSoInsteadOfDrawingPanels() throws {
      let directory = try TemporaryDirectory()
      defer { directory.remove() }
      let keyboard = Keyboard(in: directory)
      var engine = RecordingEngine()
      let options = PreviewRunOptions(
        terminal: .files(
          input: keyboard.path, output: directory.file("screen"), type: "xterm-256color",
          size: Size(width: 30, height: 8)))
      let run = try run(
        &engine, options: options, keyboard: keyboard, steps: [Step(text: "terminal too small") {}])
      #expect(run.completedSteps == 1)
      #expect(run.lastFrame?.size == Size(width: 30, height: 8))
    }
  }
}

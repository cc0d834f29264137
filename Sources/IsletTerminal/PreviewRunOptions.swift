import Foundation
import IsletCanvas
import IsletModel
import IsletPreview

/// Where the live preview reads pushes from.
public enum PreviewPushSource: Hashable, Sendable {
  /// No pushes: the preview shows the layout and its sample state.
  case none
  /// Standard input (`--pushes -`, or stdin being a pipe); the keyboard is then /dev/tty.
  case standardInput
  /// A file or FIFO. With `follow`, a regular file is read as it grows and a FIFO is reopened
  /// when its writer goes away, so end of input never comes.
  case file(path: String, follow: Bool)
}

/// Which terminal the preview draws on.
public enum PreviewTerminal: Hashable, Sendable {
  /// The controlling terminal, `/dev/tty` (works while stdin carries pushes), with `$TERM`.
  case controllingTerminal
  /// Files instead of a terminal, for tests: keys are read from `input`, the screen is written
  /// to `output` as terminfo `type` of `size` would receive it.
  case files(input: String, output: String, type: String, size: Size)
}

/// How `runPreview` runs.
public struct PreviewRunOptions {
  public var pushes: PreviewPushSource
  /// The layout file to watch and reload (nil: nothing is watched, e.g. the bundled demo).
  public var layoutFile: String?
  /// Where layout text comes from instead of `layoutFile` (Swift sources).
  public var layoutSource: (any LayoutSourcePolling)?
  /// What the user asked to preview: the layout file, or Swift sources (a file or a folder);
  /// `x` writes its frames next to it and `e` opens it. nil: the bundled demo.
  public var sourcePath: String?
  public var terminal: PreviewTerminal
  /// The colours the environment announces (`ColorDepth.announced`: `NO_COLOR`, `COLORTERM`,
  /// `TERM`); the terminal's terminfo entry may offer fewer.
  public var colorDepth: ColorDepth
  public var keyMap: PreviewKeyMap
  /// At most this many frames a second are drawn, whatever the push rate.
  public var framesPerSecond: Int
  /// How often the layout file's metadata is checked.
  public var layoutPollInterval: Duration
  /// Lines longer than this are skipped; the engine sees them marked `isOverLimit`.
  public var maximumLineBytes: Int
  /// A layout file larger than this is reported instead of read.
  public var maximumLayoutBytes: Int
  /// The wall clock handed to `PreviewEngine.tick(now:)`.
  public var clock: () -> Instant
  /// Called with every composed frame after it is painted (tests, recording).
  public var onFrame: ((Grid) -> Void)?

  public init(
    pushes: PreviewPushSource = .none, layoutFile: String? = nil,
    terminal: PreviewTerminal = .controllingTerminal,
    colorDepth: ColorDepth = .announced(by: ProcessInfo.processInfo.environment),
    keyMap: PreviewKeyMap = .standard, framesPerSecond: Int = 30,
    layoutPollInterval: Duration = .milliseconds(250), maximumLineBytes: Int = 1 << 20,
    maximumLayoutBytes: Int = 1 << 20,
    clock: @escaping () -> Instant = { Instant(unixSeconds: Date().timeIntervalSince1970) },
    onFrame: ((Grid) -> Void)? = nil
  ) {
    self.pushes = pushes
    self.layoutFile = layoutFile
    sourcePath = layoutFile
    self.terminal = terminal
    self.colorDepth = colorDepth
    self.keyMap = keyMap
    self.framesPerSecond = framesPerSecond
    self.layoutPollInterval = layoutPollInterval
    self.maximumLineBytes = maximumLineBytes
    self.maximumLayoutBytes = maximumLayoutBytes
    self.clock = clock
    self.onFrame = onFrame
  }
}

/// How and why the preview ended.
public struct PreviewRunResult: Hashable, Sendable {
  /// Why the preview ended.
  public enum Reason: Hashable, Sendable {
    /// The user pressed the quit key.
    case quit
    /// SIGINT (Ctrl-C); the CLI conventionally exits 130.
    case interrupted
    /// SIGTERM; the CLI conventionally exits 143.
    case terminated
    /// Another signal whose default action ends the process (SIGHUP when the terminal goes
    /// away, SIGQUIT, SIGUSR1, SIGALRM, SIGXCPU, …); the CLI exits 128 + its number.
    case signal(Int32)
  }

  public var reason: Reason
  /// Push lines handed to the engine.
  public var linesReceived: Int
}

/// Why the preview could not start.
public struct PreviewError: Error, Hashable, Sendable, CustomStringConvertible {
  public var description: String
}

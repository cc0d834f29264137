import Foundation
import IsletCore
import IsletTerminal

/// `islet preview [LAYOUT]`: the live ncurses dashboard; with no layout, the bundled demo.
enum PreviewCommand: Command {
  static let spec = CommandSpec(
    name: "preview",
    abstract: "Open the live preview: every presentation, redrawn as pushes arrive (the default).",
    discussion: """
      Shows every presentation in island-shaped frames, the activity's state, findings and a
      log of push verdicts. Pushes come from --pushes (a file, a FIFO, or - for standard
      input) or from standard input when it is a pipe; the keyboard keeps working (it is read
      from /dev/tty). Saving the layout redraws it; a broken edit keeps the last good layout
      and shows the errors. Press ? for keys, q to quit. Without a layout, a bundled demo
      plays a scripted push stream.
      """,
    arguments: [
      ArgumentSpec(
        name: "layout",
        help: "The layout file (.islet), or Swift sources (.swift or a folder); omit for the demo.",
        isRequired: false)
    ],
    options: [
      .value("pushes", "file", help: "Read pushes (NDJSON) from a file, a FIFO, or - for standard input."),
      .flag("follow", short: "f", help: "Keep reading the push file as it grows (and reopen a FIFO)."),
      CommonOptions.device, CommonOptions.orientation, CommonOptions.textSize, CommonOptions.scale,
      PushOptions.maxActivities, CommonOptions.activity,
      .flag("print-demo", help: "Print the demo's layout and exit (a starting point for your own)."),
    ]
  )

  static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitStatus {
    if arguments.flag("print-demo") {
      console.out(DemoLayout.source + "\n")
      return .clean
    }
    let settings = try RenderSettings(arguments)
    let layoutPath = arguments.positionals.first
    var options = PreviewRunOptions(pushes: try pushSource(arguments), layoutFile: layoutPath)
    if let layoutPath, SwiftSourceInput.isSwift(layoutPath) {
      _ = try SwiftSourceInput.files(layoutPath)
      options.layoutFile = nil
      options.layoutSource = SwiftSourceWatcher(
        path: layoutPath, activity: arguments.value("activity"), maximumBytes: options.maximumLayoutBytes)
    } else if let layoutPath {
      _ = try InputFile.bytes(layoutPath)
    }
    options.noColor = !console.allowsColor
    let configuration = LivePreview.Configuration(
      layoutName: layoutPath.map { URL(fileURLWithPath: $0).lastPathComponent } ?? DemoLayout.fileName,
      device: settings.device, orientation: settings.orientation, textSize: settings.textSize,
      scale: settings.scale, checkOptions: try PushOptions.checkOptions(arguments))
    let result: PreviewRunResult
    do {
      if layoutPath == nil {
        var engine = DemoPreview(configuration: configuration)
        result = try runPreview(engine: &engine, options: options)
      } else {
        var engine = LivePreview(configuration: configuration)
        result = try runPreview(engine: &engine, options: options)
      }
    } catch let error as PreviewError {
      throw UsageError("cannot start the preview: \(error.description)")
    }
    switch result.reason {
    case .quit: return .clean
    case .interrupted: exit(130)
    case .terminated: exit(143)
    }
  }

  private static func pushSource(_ arguments: ParsedArguments) throws -> PreviewPushSource {
    let follow = arguments.flag("follow")
    if let path = arguments.value("pushes") {
      if path == "-" { return .standardInput }
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue
      else {
        throw UsageError("cannot read pushes from '\(TerminalSafe.escape(path))': no such file")
      }
      return .file(path: path, follow: follow)
    }
    if follow { throw UsageError("--follow needs --pushes FILE") }
    return isatty(STDIN_FILENO) == 0 ? .standardInput : .none
  }
}

import Foundation
import IsletModel
import IsletPreview
import IsletPush
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
    arguments: [layout.spec],
    options: [
      pushes.spec, follow.spec, listen.spec, ServeCommand.plaintext.spec, ServeCommand.tlsCertificate.spec,
      ServeCommand.tlsKey.spec, ServeCommand.bundleID.spec,
    ] + CommonOptions.viewingSpecs + [
      PushOptions.maxActivities.spec, CommonOptions.activity.spec, printDemo.spec,
    ]
  )

  static let layout = Argument.variadic(
    "layout",
    help:
      "The layout file (.islet), or Swift sources (a folder, or .swift files: all of them one layout); omit for the demo.",
    isRequired: false)
  static let pushes: Option<String?> = optionalOption(
    "pushes", "file", help: "Read pushes (NDJSON) from a file, a FIFO, or - for standard input.")
  static let follow = Option.flag(
    "follow", short: "f", help: "Keep reading the push file as it grows (and reopen a FIFO).")
  static let listen: Option<ListenAddress?> = optionalOption(
    "listen", "address",
    help:
      "Receive pushes as a local APNs endpoint (HTTP/2 as islet serve: TLS, or h2c with --plaintext) on HOST:PORT or PORT."
  )
  static let printDemo = Option.flag(
    "print-demo", help: "Print the demo's layout and exit (a starting point for your own).")

  static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitStatus {
    if try arguments[printDemo] {
      console.out(DemoLayout.source + "\n")
      return .clean
    }
    let viewing = try CommonOptions.viewing(arguments, at: WallClock.now)
    let layoutArgument = try LayoutArgument.single(arguments[layout])
    let layoutPath = layoutArgument?.paths[0]
    var options = PreviewRunOptions(pushes: try pushSource(arguments), layoutFile: layoutPath)
    if let address = try arguments[listen] {
      options.pushes = .file(
        path: try startListener(arguments, address: address, console: console), follow: false)
    }
    if let layoutArgument, layoutArgument.isSwift {
      _ = try SwiftSourceInput.files(layoutArgument)
      options.layoutFile = nil
      options.sourcePath = layoutPath
      options.layoutSource = SwiftSourceWatcher(
        layout: layoutArgument, activity: try arguments[CommonOptions.activity],
        maximumBytes: options.maximumLayoutBytes)
    } else if let layoutPath {
      _ = try InputFile.bytes(layoutPath)
    }
    options.colorDepth = console.colorDepth
    var configuration = LivePreview.Configuration(
      layoutName: layoutPath.map { URL(fileURLWithPath: $0).lastPathComponent } ?? DemoLayout.fileName,
      viewing: viewing, checkOptions: try PushOptions.checkOptions(arguments))
    configuration.samples = layoutPath.map(PreviewSamplesInput.load(layoutPath:)) ?? []
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
    case .signal(let number): exit(128 + number)
    }
  }

  /// The APNs endpoint of `--listen`, judging pushes for the layout's schema; the path the
  /// preview reads them from.
  private static func startListener(
    _ arguments: ParsedArguments, address: ListenAddress, console: Console
  ) throws -> String {
    guard let layoutArgument = try LayoutArgument.single(arguments[layout]) else {
      throw UsageError("--listen needs a layout")
    }
    if try arguments[pushes] != nil { throw UsageError("--listen and --pushes are two sources: give one") }
    let input = try LayoutInput.load(
      layoutArgument, activity: try arguments[CommonOptions.activity], console: console)
    let (certificate, key) = try ServeCommand.tlsFiles(arguments, console: console)
    let endpoint = APNsEndpoint(
      schema: input.layout.schema,
      options: try PushOptions.checkOptions(arguments, assumingActivityOf: input.layout),
      origin: (certificate == nil ? "http://" : "https://") + "\(address.host):\(address.port)",
      bundleID: try ServeCommand.servedApp(arguments), writesLog: false)
    return try PreviewListener.start(address: address, certificate: certificate, key: key, endpoint: endpoint)
  }

  private static func pushSource(_ arguments: ParsedArguments) throws -> PreviewPushSource {
    let follow = try arguments[follow]
    if let path = try arguments[pushes] {
      if path == "-" { return .standardInput }
      // Checked, not opened: opening a FIFO waits for its writer.
      try InputFile.checkReadable(path, what: "read pushes from")
      return .file(path: path, follow: follow)
    }
    if follow { throw UsageError("--follow needs --pushes FILE") }
    return isatty(STDIN_FILENO) == 0 ? .standardInput : .none
  }
}

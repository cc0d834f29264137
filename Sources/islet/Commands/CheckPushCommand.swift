import IsletFindings
import IsletPush

/// `islet check-push LAYOUT… PUSHES…`: one verdict per push, as ActivityKit would decide it.
enum CheckPushCommand: Command {
  static let spec = CommandSpec(
    name: "check-push",
    abstract:
      "Give every push the verdict it would get: applied, rejected by APNs, or dropped by the device, and why.",
    discussion: """
      APNs answers 200 to pushes the device then drops without a word. Every push in the input
      gets exactly one verdict, in order: NDJSON lines, pretty-printed JSON documents, JSON
      arrays, .apns and simctl files, islet envelopes, FCM v1 messages, curl commands and header
      lines above a body, detected by content and mixed freely. rejected: APNs answers an error
      (status and reason); dropped: APNs answers 200 but the device ignores it. Exit status 1
      when any push is rejected or dropped. Several layouts (.islet or .swift files before the
      pushes) check an app with several activity types, as serve does: a start's attributes-type
      picks the layout.
      """,
    arguments: [layout.spec, PushOptions.pushes.spec],
    options: [
      show.spec, PushOptions.now.spec, PushOptions.arrival.spec, PushOptions.maxActivities.spec, format.spec,
      CommonOptions.failOn.spec, CommonOptions.activity.spec,
    ]
  )

  static let format = Option.choice(
    "format", "format",
    help:
      "Output format: text, JSON lines, or JUnit XML (one test case per push; rejected and dropped fail).",
    default: Format.text)

  /// `--format` of `check-push`.
  enum Format: String, CaseIterable, Sendable {
    case text, json, junit
  }

  static let layout = Argument.required(
    "layout",
    help:
      "The layout (.islet), or Swift sources (a folder, or .swift files, which with the .swift files after it are one layout), whose schema the pushes must match."
  )
  static let show = Option.choice(
    "show", "verdicts",
    help:
      "Which verdicts to print: every push, pushes with findings, or pushes not applied (rejected or dropped). The summary counts all.",
    default: Shown.all)

  /// The verdicts `--show` prints.
  enum Shown: String, CaseIterable, Sendable {
    case all, findings, dropped

    func includes(_ verdict: PushVerdict) -> Bool {
      switch self {
      case .all: true
      case .findings: !verdict.findings.isEmpty || !verdict.lifecycleEvents.isEmpty
      case .dropped: !verdict.applied
      }
    }
  }

  static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitStatus {
    let (layouts, paths) = PushOptions.layoutsAndPaths(arguments, layout: arguments[layout])
    let inputs = try PushOptions.layouts(layouts, arguments: arguments, console: console)
    let input = inputs[0]
    var checker = PushChecker(
      schemas: inputs.map(\.layout.schema),
      options: try PushOptions.checkOptions(arguments, assumingActivityOf: input.layout))
    let format = try arguments[Self.format]
    let failOn = try arguments[CommonOptions.failOn]
    var printer = Printer(format: format, shown: try arguments[show], console: console)
    switch format {
    case .text: console.out(DecodingCaveats.text(inputs))
    case .json: console.out(DecodingCaveats.jsonLines(inputs))
    case .junit: printer.junit.suiteOutput = DecodingCaveats.lines(inputs)
    }
    try check(paths, readAhead: PushLineStream.readingAhead(paths, for: checker), &checker, &printer)
    let (tally, worst) = (printer.tally, printer.worst)
    var output = printer.output
    if format == .junit { output.append(contentsOf: printer.junit.xml.utf8) }
    if format == .text {
      let note = PushOptions.assumedActivityNote(checker.simulator, layout: input.layout)
      let lines =
        [tally.summary] + (note.map { [$0] } ?? []) + [
          PushOptions.arrivalNote(checker.options, spread: checker.spread)
        ]
        + tally.codeLines
      output.append(contentsOf: (lines.joined(separator: "\n") + "\n").utf8)
    }
    console.out(bytes: output[...])
    return tally.notApplied > 0 || failOn.isReached(by: worst) ? .findings : .clean
  }

  /// Checks the streams at `paths` in order: read on this thread, or, given `stream`, split and
  /// read ahead by it on another (the same verdicts, output and errors either way).
  static func check(
    _ paths: [String], readAhead stream: PushLineStream?, _ checker: inout PushChecker,
    _ printer: inout Printer
  ) throws {
    for path in paths {
      // Each chunk's verdicts reach stdout before the next read, which may fail (a later file
      // missing, a read error): no verdict already given is lost.
      defer { printer.flush() }
      checker.dataFileReader = CurlDataFile.reader(
        besides: path, maximumByteCount: checker.options.maximumLineLength)
      if let stream {
        // The stream's error comes after the batches read before it.
        while case .lines(var batch)? = try stream.next() {
          checker.take(&batch) { verdict, _ in printer.emit(verdict) }
          printer.flush()
          stream.recycle(batch)
        }
      } else {
        try StreamInput.forEachChunk(path) {
          // The device form of the call: the plain one wraps the closure in one more.
          checker.consumeWithDevice($0) { verdict, _ in printer.emit(verdict) }
          printer.flush()
        }
      }
      checker.finish { printer.emit($0) }
    }
  }

  /// The verdicts on their way out: counted, filtered by `--show` and formatted into one
  /// buffer that goes to stdout a chunk at a time. A value the loop owns (the buffer captured
  /// by local functions cost every verdict three runtime exclusivity checks).
  struct Printer {
    let format: Format
    let shown: Shown
    let console: Console
    var tally = PushVerdictFormatter.Tally()
    var worst: Severity?
    var junit = PushJUnitReport()
    /// The output not yet written, `buffer[..<count]`. The buffer has its full size from the
    /// start, so the usual verdict's line is written straight into it
    /// (`PushVerdictFormatter.writeLine`) instead of being appended to an array.
    private var buffer = [UInt8](repeating: 0, count: StreamInput.chunkSize + 4096)
    private var count = 0
    /// Any other verdict's text, formatted here and then copied into `buffer`.
    private var scratch: [UInt8] = []

    init(format: Format, shown: Shown, console: Console) {
      self.format = format
      self.shown = shown
      self.console = console
    }

    /// The output not yet written.
    var output: [UInt8] { Array(buffer[..<count]) }

    mutating func emit(_ verdict: PushVerdict) {
      tally.count(verdict)
      if let severity = verdict.findings.maximumSeverity { worst = max(worst ?? severity, severity) }
      guard shown.includes(verdict) else { return }
      switch format {
      case .json:
        scratch.append(contentsOf: PushVerdictFormatter.jsonLine(verdict).utf8)
        scratch.append(UInt8(ascii: "\n"))
        moveScratch()
      case .text:
        let (start, room) = (count, buffer.count - count)
        let written = buffer.withUnsafeMutableBufferPointer {
          PushVerdictFormatter.writeLine(verdict, at: $0.baseAddress! + start, room: room)
        }
        if let written {
          count += written
        } else {
          PushVerdictFormatter.write(verdict, into: &scratch)
          moveScratch()
        }
      case .junit: junit.add(verdict)
      }
      if count >= StreamInput.chunkSize { flush() }
    }

    /// Moves `scratch` to the end of the output; text longer than the buffer goes out at once.
    private mutating func moveScratch() {
      if count + scratch.count > buffer.count { flush() }
      if scratch.count > buffer.count {
        console.out(bytes: scratch[...])
      } else {
        buffer.replaceSubrange(count..<count + scratch.count, with: scratch)
        count += scratch.count
      }
      scratch.removeAll(keepingCapacity: true)
    }

    mutating func flush() {
      console.out(bytes: buffer[..<count])
      count = 0
    }
  }
}

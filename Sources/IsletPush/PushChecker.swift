import IsletFindings
import IsletModel

/// Gives every push in a stream the verdict iOS would give it: parses each line, reads the
/// envelope, checks the APNs and `aps` rules, decodes against the schema and applies the
/// push to an `ActivitySimulator` at the push's arrival (`PushCheckOptions.Arrival`; payload
/// timestamps only order updates). Exactly one verdict per non-blank
/// line, in order, whatever the line contains. A value type; memory stays flat.
public struct PushChecker: Sendable {
  /// The layouts' schemas, one per `ActivityAttributes` type: a start's `attributes-type` picks
  /// one, and an update or end is decoded against its activity's.
  public let schemas: [Schema]
  /// The schemas with their decoding plans, in the same order.
  private let prepared: [PreparedSchema]
  /// The attributes types of `schemas`, in order.
  private let servedTypes: [String]
  public let options: PushCheckOptions
  /// The device as it stands after the pushes checked so far.
  public private(set) var simulator: ActivitySimulator
  /// How many pushes have been checked.
  public private(set) var pushCount = 0
  private var splitter: LineSplitter
  /// The current line, parsed into buffers reused from line to line.
  private var document = JSONDocument()
  /// Reads the usual NDJSON push without the tape (one layout only).
  private(set) var usualReader: UsualPushReader?
  /// The content states of the usual reader's last two readings on this thread, the older
  /// first. By the time the next line is read, the simulator has mostly replaced the older
  /// one, which is then referenced only here: the reading writes into its record
  /// (`readUsual`).
  private var ownStates: (older: Record?, newer: Record?) = (nil, nil)
  /// Groups lines into pushes when a push takes more than one line.
  private var assembler: PushInputAssembler
  /// Pushes the assembler completed, waiting to be checked.
  private var inputs: [PushInputAssembler.Input] = []
  /// The line of a byte order mark not yet reported.
  private var byteOrderMarkLine: Int?
  /// Reads the file of a curl `-d @file`; without one, such a command gets a finding.
  public var dataFileReader: PushDataFileReader?
  /// When the previous push arrived: the next one in input order arrives an interval later.
  private var lastArrival: Instant?
  /// How far the payload timestamps and the arrivals spread, for the summary.
  public private(set) var spread = ClockSpread()

  /// Whether `bytes` start with a UTF-8 byte order mark (compared byte by byte: the generic
  /// `starts(with:)` cost every line ~35 instructions).
  @inline(__always)
  private static func startsWithByteOrderMark(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
  }

  public init(schema: Schema, options: PushCheckOptions = PushCheckOptions()) {
    self.init(options: options, prepared: [PreparedSchema(schema)])
  }

  /// A checker for several layouts, each with its own attributes type (the caller keeps them
  /// distinct: a start goes to the first layout of its type). Not empty.
  public init(schemas: [Schema], options: PushCheckOptions = PushCheckOptions()) {
    precondition(!schemas.isEmpty, "a push checker needs a layout")
    self.init(options: options, prepared: schemas.map { PreparedSchema($0) })
  }

  /// A checker that decodes every push by `ActivityKitDecoder`'s reference path, without
  /// decoding plans: what the planned path's verdicts are compared with.
  package static func referenceDecoding(
    schemas: [Schema], options: PushCheckOptions = PushCheckOptions()
  )
    -> PushChecker
  {
    PushChecker(options: options, prepared: schemas.map { PreparedSchema($0, planned: false) })
  }

  private init(options: PushCheckOptions, prepared: [PreparedSchema]) {
    self.schemas = prepared.map(\.schema)
    self.prepared = prepared
    self.servedTypes = prepared.map(\.schema.activityName)
    self.options = options
    // Its pushes nest three deep.
    self.usualReader = prepared.count == 1 && options.maximumDepth >= 3 ? UsualPushReader(prepared[0]) : nil
    self.splitter = LineSplitter(maximumLineLength: options.maximumLineLength)
    self.assembler = PushInputAssembler(maximumByteCount: options.maximumLineLength)
    self.simulator = ActivitySimulator(configuration: options.simulator)
    if case .inOrder(let first?, _) = options.arrival { _ = simulator.advance(to: first) }
  }

  /// The verdicts for a whole stream held in memory.
  public static func verdicts(
    for bytes: [UInt8], schema: Schema, options: PushCheckOptions = PushCheckOptions()
  ) -> [PushVerdict] {
    verdicts(for: bytes, schemas: [schema], options: options)
  }

  /// The verdicts for a whole stream held in memory, checked against several layouts.
  public static func verdicts(
    for bytes: [UInt8], schemas: [Schema], options: PushCheckOptions = PushCheckOptions()
  ) -> [PushVerdict] {
    var checker = PushChecker(schemas: schemas, options: options)
    var verdicts: [PushVerdict] = []
    checker.consume(bytes) { verdicts.append($0) }
    checker.finish { verdicts.append($0) }
    return verdicts
  }

  /// Receives each verdict with the device as it stands after the push.
  public typealias VerdictSink = (PushVerdict, ActivitySimulator) throws -> Void

  /// Feeds the next chunk of the stream; `body` receives the verdict of each completed push.
  public mutating func consume(
    _ chunk: UnsafeBufferPointer<UInt8>, _ body: (PushVerdict) throws -> Void
  ) rethrows {
    try consumeWithDevice(chunk) { verdict, _ in try body(verdict) }
  }

  /// `consume`, with the device after each push (for replay frames).
  public mutating func consumeWithDevice(_ chunk: UnsafeBufferPointer<UInt8>, _ body: VerdictSink) rethrows {
    var lines = splitter
    splitter = LineSplitter(maximumLineLength: 0)
    defer { splitter = lines }
    try lines.feed(chunk) { try take($0, body) }
  }

  /// Feeds the next chunk from an array.
  public mutating func consume(_ chunk: [UInt8], _ body: (PushVerdict) throws -> Void) rethrows {
    try chunk.withUnsafeBufferPointer { try consume($0, body) }
  }

  /// Ends the stream (or one file of it): checks a last line that had no newline and any push
  /// still being assembled.
  public mutating func finish(_ body: (PushVerdict) throws -> Void) rethrows {
    try finishWithDevice { verdict, _ in try body(verdict) }
  }

  /// `finish`, with the device after each push.
  public mutating func finishWithDevice(_ body: VerdictSink) rethrows {
    var lines = splitter
    splitter = LineSplitter(maximumLineLength: 0)
    defer { splitter = lines }
    try lines.finish { try take($0, body) }
    assembler.finish(into: &inputs)
    if !inputs.isEmpty { try checkInputs(body) }
  }

  /// Moves the device's clock to `instant` between pushes (the live preview's ticks) and
  /// returns the transitions that happened: stale dates passing, expiry, dismissal.
  public mutating func advance(to instant: Instant) -> [LifecycleEvent] {
    simulator.advance(to: instant)
  }

  /// Checks one piece from the line splitter as a line of a stream in any of the formats.
  package mutating func take(_ piece: LineSplitter.Piece, _ body: VerdictSink) rethrows {
    try take(piece, readAhead: nil, isReadAhead: false, body)
  }

  /// `take`, given the usual reader's reading of the piece's line when another thread read it
  /// ahead (`PushReadAhead`, `isReadAhead`). It stands for `usualReader.read` where the fast path
  /// would call it; anywhere else (a push being assembled) it is not needed. The read-ahead
  /// reads every line given to it that opens with `{`, so on the fast path a line read ahead
  /// without a reading was refused: it goes to the general path at once, not to the reader
  /// again; a line not read ahead goes to the reader here. A line that opens with a byte order
  /// mark was not read ahead (the mark is taken off here).
  mutating func take(
    _ piece: LineSplitter.Piece, readAhead: consuming UsualPushReader.Reading?, isReadAhead: Bool,
    _ body: VerdictSink
  ) rethrows {
    switch piece {
    case .tooLong:
      assembler.finish(into: &inputs)
      if !inputs.isEmpty { try checkInputs(body) }
      try body(check(piece), simulator)
    case .text(var bytes, let line):
      var wasReadAhead = isReadAhead
      if Self.startsWithByteOrderMark(bytes) {
        byteOrderMarkLine = line
        bytes = UnsafeBufferPointer(rebasing: bytes[3...])
        wasReadAhead = false
      }
      // NDJSON's fast path skips the assembler: nothing pending, and the line opens an object.
      if bytes.first == UInt8(ascii: "{") && assembler.isIdle {
        try checkWholeLine(bytes, lineNumber: line, readAhead: readAhead, wasReadAhead: wasReadAhead, body)
      } else if assembler.take(bytes, number: line, into: &inputs) {
        if !inputs.isEmpty { try checkInputs(body) }
        try checkWholeLine(bytes, lineNumber: line, readAhead: nil, wasReadAhead: false, body)
      }
      if !inputs.isEmpty { try checkInputs(body) }
    }
  }

  /// Checks one piece from the line splitter as one NDJSON line (the live preview's way).
  package mutating func check(_ piece: LineSplitter.Piece) -> PushVerdict {
    switch piece {
    case .text(let bytes, let line): return check(line: bytes, lineNumber: line)
    case .tooLong(let line):
      pushCount += 1
      var sink = FindingSink(.push(number: pushCount))
      sink.report(
        .pushLineTooLong,
        "line \(line) is longer than the \(options.maximumLineLength)-byte limit; skipped unread to its end")
      return PushVerdict(number: pushCount, line: line, findings: sink.take())
    }
  }

  /// Checks one push given as the bytes of one line (without its newline).
  public mutating func check(line bytes: UnsafeBufferPointer<UInt8>, lineNumber: Int) -> PushVerdict {
    var sink = newPushSink()
    var text = bytes
    if Self.startsWithByteOrderMark(text) {
      sink.report(
        .pushByteOrderMark, "line \(lineNumber) starts with a UTF-8 byte order mark; read without it")
      text = UnsafeBufferPointer(rebasing: text[3...])
    }
    do {
      try document.parse(text, maximumDepth: options.maximumDepth)
    } catch {
      sink.report(
        .pushNotJSON,
        "line \(lineNumber), column \(error.column + bytes.count - text.count): \(error.message)")
      return PushVerdict(number: pushCount, line: lineNumber, findings: sink.take())
    }
    return verdictOfPush(document.root, byteCount: text.count, lines: lineNumber...lineNumber, sink: &sink)
  }

  /// A sink for the next push, counting it; a byte order mark seen on its line is reported first.
  @inline(__always)
  private mutating func newPushSink() -> FindingSink {
    pushCount += 1
    var sink = FindingSink(.push(number: pushCount))
    if let line = byteOrderMarkLine {
      byteOrderMarkLine = nil
      sink.report(.pushByteOrderMark, "line \(line) starts with a UTF-8 byte order mark; read without it")
    }
    return sink
  }

  /// `usualReader`'s reading of `text` (nil without a reader), its content state written into
  /// the record of the reading before last when nothing else holds that any more
  /// (`UsualPushReader.read(_:reusing:)`: no malloc, no free).
  private mutating func readUsual(_ text: UnsafeBufferPointer<UInt8>) -> UsualPushReader.Reading? {
    var spare = ownStates.older.take()
    let reading = usualReader?.read(text, reusing: &spare)
    ownStates = (ownStates.newer.take(), reading?.state)
    return reading
  }

  /// The NDJSON fast path: a line that is one whole JSON value is checked at once; one that is
  /// the start of a longer document, or several documents, goes to the assembler. `readAhead`:
  /// the usual reader's reading of `text` when it was read ahead (`wasReadAhead`; nil then: the
  /// reader refused it).
  @inline(__always)
  private mutating func checkWholeLine(
    _ text: UnsafeBufferPointer<UInt8>, lineNumber: Int, readAhead: consuming UsualPushReader.Reading?,
    wasReadAhead: Bool, _ body: VerdictSink
  ) rethrows {
    if let reading = readAhead ?? (wasReadAhead ? nil : readUsual(text)) {
      var sink = newPushSink()
      return try judge(
        PushEnvelope(bodyByteCount: text.count), reading.aps, layout: 0, statesByLayout: nil,
        lines: lineNumber...lineNumber, request: nil, sink: &sink, body)
    }
    do {
      try document.parse(text, maximumDepth: options.maximumDepth)
    } catch {
      // Incomplete (a document going on on the next lines) or followed by another document.
      let next = error.offset < text.count ? text[error.offset] : 0
      let isFollowedByDocument =
        (next == UInt8(ascii: "{") || next == UInt8(ascii: "["))
        && error.message.hasSuffix("after the JSON value")
      if error.offset >= text.count || isFollowedByDocument {
        assembler.beginDocument(text, number: lineNumber, into: &inputs)
        return
      }
      var sink = newPushSink()
      sink.report(.pushNotJSON, "line \(lineNumber), column \(error.column): \(error.message)")
      return try body(PushVerdict(number: pushCount, line: lineNumber, findings: sink.take()), simulator)
    }
    try checkDocument(byteCount: text.count, lines: lineNumber...lineNumber, lineStarts: [], body)
  }

  /// Checks what the assembler completed, in order.
  private mutating func checkInputs(_ body: VerdictSink) rethrows {
    let completed = inputs
    inputs.removeAll(keepingCapacity: true)
    for input in completed {
      switch input {
      case .document(let bytes, let lines, let lineStarts):
        let parsed = parseAssembled(bytes, lines: lines, lineStarts: lineStarts, what: nil)
        switch parsed {
        case .success:
          let byteCount = lines.count == 1 ? bytes.count : JSONCompactSize.compactByteCount(of: document.root)
          try checkDocument(byteCount: byteCount, lines: lines, lineStarts: lineStarts, body)
        case .failure(let failure): try body(failure.verdict, simulator)
        }
      case .curl(let bytes, let lines):
        let request = CurlCommand.read(ShellWords(bytes), lines: lines, readFile: dataFileReader)
        try body(checkRequest(request, lines: lines, lineStarts: []), simulator)
      case .request(let request, let lines, let lineStarts):
        try body(checkRequest(request, lines: lines, lineStarts: lineStarts), simulator)
      case .unreadable(let lines, let excerpt):
        var sink = newPushSink()
        sink.report(.pushNotJSON, Self.noFormat(lines, excerpt: excerpt))
        try body(
          PushVerdict(
            number: pushCount, line: lines.lowerBound, lastLine: lines.upperBound, findings: sink.take()),
          simulator)
      case .comment(let lines, let excerpt):
        var sink = newPushSink()
        sink.report(
          .pushNotJSON,
          "\(Self.describe(lines)) \(lines.count == 1 ? "is a # comment" : "are # comments") (\"\(excerpt)\"), which "
            + "JSON has no syntax for; # lines are skipped only in a shell script (a #! line or curl commands)"
        )
        try body(
          PushVerdict(
            number: pushCount, line: lines.lowerBound, lastLine: lines.upperBound, findings: sink.take()),
          simulator)
      case .tooLong(let lines, let what):
        var sink = newPushSink()
        sink.report(
          .pushLineTooLong,
          "\(what) on \(Self.describe(lines)) is longer than the \(options.maximumLineLength)-byte limit; skipped"
        )
        try body(
          PushVerdict(
            number: pushCount, line: lines.lowerBound, lastLine: lines.upperBound, findings: sink.take()),
          simulator)
      }
    }
  }

  /// The message for lines that are none of the formats, naming the ones tried.
  static func noFormat(_ lines: ClosedRange<Int>, excerpt: String) -> String {
    "\(describe(lines)) \(lines.count == 1 ? "is" : "are") none of the formats islet reads "
      + "(NDJSON, JSON documents or arrays, .apns and simctl files, FCM v1 messages, curl commands, "
      + "header lines above a body); \(lines.count == 1 ? "it" : "the first") reads \"\(excerpt)\""
  }

  /// `line 3` or `lines 3–19`.
  static func describe(_ lines: ClosedRange<Int>) -> String {
    lines.count == 1 ? "line \(lines.lowerBound)" : "lines \(lines.lowerBound)–\(lines.upperBound)"
  }

  /// Parses assembled text into `document`; on failure, the verdict saying where it broke
  /// (the input line and column of the offending byte).
  private mutating func parseAssembled(
    _ bytes: [UInt8], lines: ClosedRange<Int>, lineStarts: [PushInputAssembler.LineStart], what: String?,
    sink existing: FindingSink? = nil
  ) -> Result<Void, PushVerdictFailure> {
    var failure: JSONParseError?
    bytes.withUnsafeBufferPointer { buffer in
      do throws(JSONParseError) {
        try document.parse(buffer, maximumDepth: options.maximumDepth)
      } catch {
        failure = error
      }
    }
    if let error = failure {
      var sink = existing ?? newPushSink()
      let start =
        lineStarts.last { $0.offset <= error.offset }
        ?? PushInputAssembler.LineStart(offset: 0, line: lines.lowerBound)
      sink.report(
        .pushNotJSON,
        "\(what.map { "\($0), " } ?? "")line \(start.line), column \(error.offset - start.offset + 1): \(error.message)"
      )
      return .failure(
        PushVerdictFailure(
          verdict: PushVerdict(
            number: pushCount, line: lines.lowerBound, lastLine: lines.upperBound, findings: sink.take())))
    }
    return .success(())
  }

  /// Checks the parsed `document`: an array holds one push per element, anything else is one push.
  @inline(__always)
  private mutating func checkDocument(
    byteCount: Int, lines: ClosedRange<Int>, lineStarts: [PushInputAssembler.LineStart],
    _ body: VerdictSink
  ) rethrows {
    let root = document.root
    guard root.isArray else {
      var sink = newPushSink()
      return try checkPush(root, byteCount: byteCount, lines: lines, sink: &sink, body)
    }
    if root.elements.count == 0 {
      var sink = newPushSink()
      sink.report(.pushMissingAps, "the JSON array holds no pushes")
      return try body(
        PushVerdict(
          number: pushCount, line: lines.lowerBound, lastLine: lines.upperBound, findings: sink.take()),
        simulator)
    }
    for (index, element) in root.elements.enumerated() {
      // A string's text starts after its quote; an escaped one's is in another buffer.
      let kind = element.node.kind
      let offset = element.node.start - (kind == .string ? 1 : 0)
      let start = kind == .escapedString ? nil : lineStarts.last { $0.offset <= offset }
      let line = start?.line ?? lines.lowerBound
      var sink = newPushSink()
      guard element.isObject else {
        let place =
          kind == .escapedString
          ? Self.describe(lines) : "line \(line), column \(offset - (start?.offset ?? 0) + 1)"
        sink.report(
          .pushMissingAps,
          "element \(index + 1) of the JSON array (\(place)) is \(element.kindName), not a push: an object with "
            + "an aps dictionary")
        try body(PushVerdict(number: pushCount, line: line, findings: sink.take()), simulator)
        continue
      }
      let size = JSONCompactSize.compactByteCount(of: element)
      try checkPush(element, byteCount: size, lines: line...line, sink: &sink, body)
    }
  }

  /// Checks a request given as its parts (the APNs endpoint's, as its logged curl command reads
  /// back) as the push on `line`: the verdict reading that command on that line would give.
  mutating func check(_ request: PushRequest, line: Int) -> PushVerdict {
    checkRequest(request, lines: line...line, lineStarts: [])
  }

  /// Checks a request read from a curl command or header lines.
  private mutating func checkRequest(
    _ request: PushRequest, lines: ClosedRange<Int>, lineStarts: [PushInputAssembler.LineStart]
  ) -> PushVerdict {
    var sink = newPushSink()
    if request.origin == .headerLines, request.body == nil {
      return headersWithoutBody(request, lines: lines, sink: &sink)
    }
    if let reason = request.reasonNotJudged {
      sink.report(reason.code, reason.message, keyPath: reason.keyPath, severity: reason.severity)
      return PushVerdict(
        number: pushCount, line: lines.lowerBound, lastLine: lines.upperBound, findings: sink.take())
    }
    let isFCM = request.destination == .fcm
    // APNs authenticates a request before it reads it; a request to FCM carries FCM's OAuth
    // token, not APNs's.
    let authentication = isFCM ? RequestAuthentication.unknown : RequestAuthentication(request)
    authentication.reportForm(sink: &sink)
    for problem in request.problems {
      sink.report(problem.code, problem.message, keyPath: problem.keyPath, severity: problem.severity)
    }
    guard var body = request.body else {
      return PushVerdict(
        number: pushCount, line: lines.lowerBound, lastLine: lines.upperBound, findings: sink.take())
    }
    if !request.bodyExpansions.isEmpty {
      guard
        let expanded = CurlBodyExpansion.expand(
          body, request.bodyExpansions, arrival: nextArrival(of: request), sink: &sink)
      else {
        return PushVerdict(
          number: pushCount, line: lines.lowerBound, lastLine: lines.upperBound, findings: sink.take())
      }
      body = expanded
    }
    let starts =
      lineStarts.isEmpty ? [PushInputAssembler.LineStart(offset: 0, line: request.bodyLine)] : lineStarts
    if case .failure(let failure) = parseAssembled(
      body, lines: lines, lineStarts: starts, what: "the body", sink: sink)
    {
      return failure.verdict
    }
    if isFCM {
      // The body is the FCM message, which carries the APNs request's headers and body.
      let context = PushEnvelope.Request(shape: .fcm, unresolvedHeaders: [], bodyByteCount: body.count)
      return verdictOfPush(document.root, byteCount: body.count, lines: lines, request: context, sink: &sink)
    }
    // The body is JSON: read it as an islet envelope built from the request.
    let envelope = request.envelopeText(body: body)
    envelope.withUnsafeBufferPointer { try? document.parse($0, maximumDepth: options.maximumDepth + 1) }
    let context = PushEnvelope.Request(
      shape: request.origin == .curl ? .curl : .headerLines, unresolvedHeaders: request.unresolvedHeaders,
      bodyByteCount: body.count, authentication: authentication)
    return verdictOfPush(
      document.root, byteCount: envelope.count, lines: lines, request: context, sink: &sink)
  }

  /// Header lines with nothing below them. When they name a request's header (`apns-*`,
  /// `authorization`), a path or a token, they are a request without its body (P004);
  /// otherwise they are `key: value` lines of some other file (YAML, .env, INI) and get the
  /// verdict naming the formats tried.
  private func headersWithoutBody(
    _ request: PushRequest, lines: ClosedRange<Int>, sink: inout FindingSink
  ) -> PushVerdict {
    let namesRequestHeader = request.headers.contains {
      let name = $0.name.lowercased()
      return name.hasPrefix("apns-") || name == "authorization" || name == PushRequest.arrivalHeader
    }
    if namesRequestHeader || request.token != nil || !request.problems.isEmpty
      || !request.unresolvedHeaders.isEmpty
    {
      for problem in request.problems {
        sink.report(problem.code, problem.message, keyPath: problem.keyPath, severity: problem.severity)
      }
      sink.report(
        .pushMissingAps, "the headers on \(Self.describe(lines)) have no JSON body below them",
        keyPath: "body")
    } else {
      let first = request.headers.first.map { "\($0.name): \($0.value)" } ?? ""
      sink.report(.pushNotJSON, Self.noFormat(lines, excerpt: TerminalSafe.escape(String(first.prefix(60)))))
    }
    return PushVerdict(
      number: pushCount, line: lines.lowerBound, lastLine: lines.upperBound, findings: sink.take())
  }

  /// When a request will arrive on the clock, known before its body is read (what a
  /// `$(date +%s)` in it reads as): where `arrive` will put it, with
  /// `CurlBodyExpansion.timeWithoutClock` standing for the timestamp it does not have yet.
  private func nextArrival(of request: PushRequest) -> PushArrival {
    let header = request.headers.first { $0.name.lowercased() == PushRequest.arrivalHeader }
    var arrival =
      arrivalTarget(
        meant: CurlBodyExpansion.timeWithoutClock, movesTheClock: false,
        envelopeArrival: header.flatMap { ISO8601Text.parse($0.value) }
      ).target ?? PushArrival(at: CurlBodyExpansion.timeWithoutClock, clock: .device)
    if let now = simulator.now, now > arrival.at { arrival.at = now }
    return arrival
  }

  /// `checkPush`'s verdict, for a caller that returns it.
  private mutating func verdictOfPush(
    _ root: JSONElement, byteCount: Int, lines: ClosedRange<Int>, request: PushEnvelope.Request? = nil,
    sink: inout FindingSink
  ) -> PushVerdict {
    var verdict: PushVerdict?
    checkPush(root, byteCount: byteCount, lines: lines, request: request, sink: &sink) { checked, _ in
      verdict = checked
    }
    // checkPush gives every push exactly one verdict.
    return verdict!
  }

  /// Checks one parsed push (a body, `.apns` file, envelope, FCM message, or a request's
  /// envelope), applies it to the simulator and hands its verdict to `body`. The verdict goes
  /// to `body` as it is built rather than being returned: returning it cost every push an
  /// outlined copy and destroy of the whole value.
  private mutating func checkPush(
    _ root: JSONElement, byteCount: Int, lines: ClosedRange<Int>, request: PushEnvelope.Request? = nil,
    sink: inout FindingSink, _ body: VerdictSink
  ) rethrows {
    guard
      let (envelope, aps) = PushEnvelope.read(root, lineByteCount: byteCount, request: request, sink: &sink)
    else {
      return try body(
        PushVerdict(
          number: pushCount, line: lines.lowerBound, lastLine: lines.upperBound, findings: sink.take()),
        simulator)
    }
    let chosen = prepared.count == 1 ? 0 : self.layout(of: envelope, aps: aps)
    let layout = chosen ?? 0
    let broadcastLayouts =
      prepared.count == 1 ? [] : envelope.channelID.map(simulator.layouts(listeningOn:)) ?? []
    let reading = ApsRules.read(
      aps, prepared: prepared[layout], servedTypes: servedTypes,
      decodes: chosen != nil && broadcastLayouts.count < 2, lineByteCount: byteCount, sink: &sink)
    let statesByLayout =
      broadcastLayouts.count < 2
      ? nil : decodeState(ApsKeys(aps).contentState, for: broadcastLayouts, sink: &sink)
    try judge(
      envelope, reading, layout: layout, statesByLayout: statesByLayout, lines: lines, request: request,
      sink: &sink, body)
  }

  /// Judges a push read as `envelope` and `reading` (decoded against `layout`; a broadcast to
  /// several layouts with its state for each), applies it to the simulator and hands its verdict
  /// to `body`.
  private mutating func judge(
    _ envelope: PushEnvelope, _ reading: consuming ApsRules.Reading, layout: Int,
    statesByLayout: [Int: Record]?, lines: ClosedRange<Int>, request: PushEnvelope.Request?,
    sink: inout FindingSink, _ body: VerdictSink
  ) rethrows {
    let number = pushCount
    let lineNumber = lines.lowerBound
    let lastLine = lines.upperBound
    // The fields read below, taken once (reading them off the structs copied them whole).
    let (channelID, address) = (envelope.channelID, envelope.address)
    if let channel = channelID, reading.event == .start {
      sink.report(
        .pushBroadcastStart,
        "a broadcast (apns-channel-id \"\(TerminalSafe.escape(channel))\") cannot start an activity; "
          + "start it by a push to the device with input-push-channel", keyPath: "aps.event")
    }
    // A broadcast's verdict names its channel, whatever the simulator makes of it.
    let broadcastName = channelID.map(ActivitySimulator.broadcastName(_:))
    let timestamp = reading.timestamp.map(Instant.init(unixSeconds:))
    let isMilliseconds = (reading.timestamp ?? 0) > ApsRules.millisecondTimestampThreshold
    let (arrival, events) = arrive(
      timestamp: timestamp, isMilliseconds: isMilliseconds, envelopeArrival: envelope.arrival, sink: &sink)
    if let request, let arrival { request.authentication.reportAge(at: arrival.at, sink: &sink) }
    if let expiration = envelope.expiration, let now = simulator.now, expiration < now {
      sink.report(
        .pushExpiredOnArrival,
        "apns-expiration \(ISO8601Text.format(expiration)) is already past at "
          + "\(ISO8601Text.format(now)): APNs will not store the push, so a device that is offline "
          + "never gets it", keyPath: "headers.apns-expiration")
    }
    guard let event = reading.event, let timestamp else {
      return try body(
        PushVerdict(
          number: number, line: lineNumber, lastLine: lastLine, event: reading.event,
          activityID: broadcastName ?? address,
          findings: sink.take(), lifecycleEvents: events, timestamp: timestamp, arrival: arrival),
        simulator)
    }
    // The decoded records move into the push (`take`) and from it into the device
    // (`receive(taking:)`): copying them cost a retain and a generic copy each.
    // Built whole: setting `layout` afterwards cost ~30 instructions a push.
    var push = ActivityPush(
      event: event, timestamp: timestamp, address: address, addressIsToken: envelope.addressIsToken,
      attributes: reading.attributes.take(), state: reading.state.take(), staleDate: reading.staleDate,
      dismissalDate: reading.dismissalDate, relevanceScore: reading.relevanceScore,
      channel: event == .start ? reading.inputPushChannel : channelID, layout: layout)
    let receipt = simulator.receive(
      taking: &push, number: number, payloadIsValid: !sink.hasErrors, statesByLayout: statesByLayout)
    sink.append(contentsOf: receipt.findings)
    try body(
      PushVerdict(
        number: number, line: lineNumber, lastLine: lastLine, event: event,
        activityID: broadcastName ?? receipt.activityID,
        findings: sink.take(), lifecycleEvents: events, timestamp: timestamp, arrival: arrival),
      simulator)
  }

  /// Which layout decodes a push when there are several: a start's `attributes-type` names it
  /// (none for a type none has: the rules report it and nothing is decoded); an update or end
  /// goes by its activity (a broadcast by its first listener), else the first layout (an
  /// assumed activity is the first's).
  private func layout(of envelope: PushEnvelope, aps element: JSONElement) -> Int? {
    let aps = ApsKeys(element)
    if aps.event?.isString(equalTo: PushEvent.start.rawValue) == true {
      return aps.attributesType?.string.flatMap(servedTypes.firstIndex(of:))
    }
    if let channel = envelope.channelID { return simulator.layouts(listeningOn: channel).first ?? 0 }
    return simulator.activity(addressedBy: envelope.address, isToken: envelope.addressIsToken)?.layout ?? 0
  }

  /// A broadcast to the activities of several layouts: its content state decoded against each
  /// layout. The layouts that decode it get it (`ActivitySimulator.receive`'s `statesByLayout`);
  /// those that do not keep their state, and their decoding findings are warnings naming the
  /// type. When none decodes it, its findings stay errors and the broadcast is dropped (nil).
  private func decodeState(
    _ value: JSONElement?, for layouts: [Int], sink: inout FindingSink
  ) -> [Int: Record]? {
    guard let value else { return nil }
    var states: [Int: Record] = [:]
    var refusals: [(layout: Int, findings: [Finding])] = []
    for layout in layouts {
      var decoding = FindingSink(sink.scope)
      let state = EveryPushRules.contentState(value, event: nil, prepared: prepared[layout], sink: &decoding)
      if let state, !decoding.hasErrors {
        states[layout] = state
        sink.append(contentsOf: decoding.take())
      } else {
        refusals.append((layout, decoding.take()))
      }
    }
    for refusal in refusals {
      for var finding in refusal.findings {
        if !states.isEmpty {
          finding.severity = min(finding.severity, .warning)
          finding.message = "\(servedTypes[refusal.layout]) activities keep their state: \(finding.message)"
        }
        sink.append(contentsOf: [finding])
      }
    }
    return states.isEmpty ? nil : states
  }

  /// Moves the device's clock to the push's arrival (the envelope's `arrival`, else the
  /// configured clock) and checks the timestamp against it; returns the arrival and the
  /// transitions on the way. The clock never goes back: an arrival before it is at it.
  private mutating func arrive(
    timestamp: Instant?, isMilliseconds: Bool, envelopeArrival: Instant?, sink: inout FindingSink
  ) -> (PushArrival?, [LifecycleEvent]) {
    // A millisecond timestamp means the instant ÷ 1000 when it has to start a clock, and never
    // moves a running one.
    let meant = timestamp.map { isMilliseconds ? Instant(unixSeconds: $0.unixSeconds / 1000) : $0 }
    let (target, isRealClock) = arrivalTarget(
      meant: meant, movesTheClock: !isMilliseconds, envelopeArrival: envelopeArrival)
    guard var arrival = target else { return (nil, []) }
    let events = simulator.advance(to: arrival.at)
    if let now = simulator.now, now > arrival.at { arrival.at = now }
    lastArrival = arrival.at
    spread.record(timestamp: isMilliseconds ? nil : timestamp, arrival: arrival.at)
    guard let timestamp, !isMilliseconds else { return (arrival, events) }
    let behind = arrival.at.seconds(since: timestamp)
    if behind > options.pastTimestampThreshold {
      sink.report(
        .pushPastTimestamp,
        "timestamp \(ISO8601Text.format(timestamp)) is \(PushDateText.duration(behind)) before the push "
          + "\(arrival.description); iOS may ignore it", keyPath: "aps.timestamp")
    }
    if isRealClock, -behind > options.futureTimestampThreshold {
      sink.report(
        .pushFutureTimestamp,
        "timestamp \(ISO8601Text.format(timestamp)) is \(PushDateText.duration(-behind)) after the push "
          + "\(arrival.description); iOS drops pushes more than 8 h ahead", keyPath: "aps.timestamp")
    }
    return (arrival, events)
  }

  /// Where the arrival clock puts a push whose timestamp means `meant`, before the device's
  /// clock catches up with it: at an envelope's arrival (unless the device clock is advanced by
  /// hand), else at the mode's next instant; `movesTheClock` says whether `meant` may move a
  /// running clock in timestamps mode. `isRealClock`: whether that clock runs in real time
  /// (a future timestamp can then be judged against it).
  /// Inlined: a call per push returning the pair cost ~120 instructions a push.
  @inline(__always)
  private func arrivalTarget(
    meant: Instant?, movesTheClock: Bool, envelopeArrival: Instant?
  ) -> (target: PushArrival?, isRealClock: Bool) {
    switch options.arrival {
    case _ where envelopeArrival != nil && options.arrival != .asAdvanced:
      return (envelopeArrival.map { PushArrival(at: $0, clock: .envelope) }, true)
    case .inOrder(let first, let interval):
      let at = lastArrival.map { $0.adding(interval) } ?? simulator.now ?? meant
      return (at.map { PushArrival(at: $0, clock: .inOrder) }, first != nil)
    case .timestamps:
      let at = movesTheClock ? meant ?? simulator.now : simulator.now ?? meant
      return (at.map { PushArrival(at: $0, clock: .timestamp) }, false)
    case .asAdvanced:
      return ((simulator.now ?? meant).map { PushArrival(at: $0, clock: .device) }, true)
    }
  }
}

/// A push that ended in a verdict before it could be checked further.
struct PushVerdictFailure: Error {
  var verdict: PushVerdict
}

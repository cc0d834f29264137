import IsletModel

/// Groups the lines of a push stream into pushes when one push takes more than one line: a
/// pretty-printed JSON document, several documents on one line, a curl command with `\`
/// continuations, header lines above a body, and runs of lines that are no push at all (one
/// verdict for the run, not one per line). NDJSON never comes here: the checker parses a line
/// that holds one whole JSON value itself, and hands over only what that cannot read.
///
/// A document continues until its brackets close; a line that starts with `{` or `[` in its
/// first column while one is open ends it as incomplete (a truncated NDJSON line is followed by
/// the next push, not swallowed into it). Memory is bounded by `maximumByteCount`.
struct PushInputAssembler: Sendable {
  /// One push (or one unreadable stretch) of the input, ready to check.
  enum Input: Sendable {
    /// One JSON text (possibly invalid) spanning `lines`; `lineStarts` maps byte offsets to
    /// input lines for locating parse errors.
    case document([UInt8], lines: ClosedRange<Int>, lineStarts: [LineStart])
    /// The text of a complete curl command (its `-d @file` is read by the checker).
    case curl([UInt8], lines: ClosedRange<Int>)
    /// A request read from header lines; its body is not parsed yet.
    case request(PushRequest, lines: ClosedRange<Int>, lineStarts: [LineStart])
    /// Lines that are none of the formats islet reads; `excerpt` is the first one, escaped.
    case unreadable(lines: ClosedRange<Int>, excerpt: String)
    /// `#` lines outside a shell script: JSON has no comments.
    case comment(lines: ClosedRange<Int>, excerpt: String)
    /// A document or command longer than the limit, skipped.
    case tooLong(lines: ClosedRange<Int>, what: String)
  }

  /// Where an input line starts in an assembled text.
  struct LineStart: Sendable {
    var offset: Int
    var line: Int
  }

  private enum State: Sendable {
    case idle
    case document(Text, boundary: JSONTextBoundary, request: PushRequest?)
    case curl(Text, ShellWords.Continuation)
    case headers(PushRequest, lines: ClosedRange<Int>)
    case unreadable(lines: ClosedRange<Int>, excerpt: String)
    /// `#` lines not yet known to be shell comments: a curl command next makes them so.
    case comments(lines: ClosedRange<Int>, excerpt: String)
    /// Shell commands that send nothing (`TOKEN=…`, `export …`, `sleep 5`) being read, or not
    /// yet known to be in a shell script.
    case inert(InertRun)
  }

  /// Shell commands that send nothing (`InertShellCommand`) and the `#` lines among them. In a
  /// known shell script only an open command is kept (its quotes or `\` go on); elsewhere the
  /// run waits for what follows it: a curl command makes it a script, skipped as the shell runs
  /// it, and anything else leaves its lines none of the formats (and the `#` lines before it
  /// comments). A line that starts a push (JSON or curl) ends a command still open as never
  /// ended, so an unclosed quote does not swallow the pushes after it.
  private struct InertRun: Sendable {
    /// `#` lines just before the run's first command, not yet known to be shell comments.
    var comments: (lines: ClosedRange<Int>, excerpt: String)?
    /// The run's lines, and its first line for the verdict when no curl command follows.
    var lines: ClosedRange<Int>
    var excerpt: String
    /// The command read so far while it goes on over lines.
    var open: (text: Text, continuation: ShellWords.Continuation)?
  }

  /// Lines joined by LF, with where each starts; once over the limit only the line range is kept.
  private struct Text: Sendable {
    var bytes: [UInt8] = []
    var lineStarts: [LineStart] = []
    var lines: ClosedRange<Int>
    var isOverflowing = false

    init(firstLine: Int) { lines = firstLine...firstLine }

    /// The text of `range`, its line starts shifted to it (a start before it keeps the
    /// columns of the line it begins in).
    func slice(_ range: Range<Int>) -> Text {
      guard range.lowerBound > 0 || range.upperBound < bytes.count else { return self }
      var part = Text(firstLine: lines.lowerBound)
      part.bytes = Array(bytes[range])
      let first = lineStarts.lastIndex { $0.offset <= range.lowerBound } ?? 0
      var starts: [LineStart] = []
      for start in lineStarts[first...] where start.offset < range.upperBound {
        starts.append(LineStart(offset: start.offset - range.lowerBound, line: start.line))
      }
      part.lineStarts = starts
      part.lines = (starts.first?.line ?? lines.lowerBound)...(starts.last?.line ?? lines.upperBound)
      return part
    }

    /// The text from `offset` on.
    func suffix(from offset: Int) -> Text { slice(offset..<bytes.count) }

    mutating func append(_ line: UnsafeBufferPointer<UInt8>, number: Int, limit: Int) {
      lines = lines.lowerBound...number
      guard !isOverflowing else { return }
      if !bytes.isEmpty { bytes.append(0x0A) }
      if bytes.count + line.count > limit {
        isOverflowing = true
        bytes = []
        lineStarts = []
        return
      }
      lineStarts.append(LineStart(offset: bytes.count, line: number))
      bytes.append(contentsOf: line)
    }
  }

  let maximumByteCount: Int
  private var state = State.idle
  /// Whether the input is a shell script (a `#!` line or a curl command seen): its `#` lines
  /// are comments, skipped as the shell skips them.
  private var isShellScript = false

  init(maximumByteCount: Int) {
    self.maximumByteCount = maximumByteCount
  }

  /// Whether no push is being assembled: the checker may try the next line as NDJSON.
  var isIdle: Bool {
    if case .idle = state { return true }
    return false
  }

  /// Takes the next non-blank line. Returns true when the checker should parse the line as
  /// one whole JSON value itself (the NDJSON fast path); `inputs` receives completed pushes.
  mutating func take(_ line: UnsafeBufferPointer<UInt8>, number: Int, into inputs: inout [Input]) -> Bool {
    let opensJSON = Self.opensJSON(line)
    switch state {
    case .idle:
      if opensJSON { return true }
      if let first = line.firstIndex(where: { !Self.isBlank($0) }), line[first] == UInt8(ascii: "#") {
        // A shell comment (`#!/bin/sh`, `# send the update`) in a script of curl commands is
        // skipped; elsewhere it waits for the next line to tell.
        if first + 1 < line.count, line[first + 1] == UInt8(ascii: "!") { isShellScript = true }
        if !isShellScript { state = .comments(lines: number...number, excerpt: Self.excerpt(line)) }
        return false
      }
      if InertShellCommand.starts(line) {
        readInert(
          line, number: number, in: InertRun(lines: number...number, excerpt: Self.excerpt(line)),
          into: &inputs)
        return false
      }
      startOther(line, number: number, into: &inputs)
    case .comments(let lines, let excerpt):
      if line.first(where: { !Self.isBlank($0) }) == UInt8(ascii: "#") {
        state = .comments(lines: lines.lowerBound...number, excerpt: excerpt)
        return false
      }
      if InertShellCommand.starts(line) {
        var run = InertRun(lines: number...number, excerpt: Self.excerpt(line))
        run.comments = (lines, excerpt)
        readInert(line, number: number, in: run, into: &inputs)
        return false
      }
      if !CurlCommand.starts(line) { inputs.append(.comment(lines: lines, excerpt: excerpt)) }
      state = .idle
      return take(line, number: number, into: &inputs)
    case .inert(var run):
      let isHashLine = line.first(where: { !Self.isBlank($0) }) == UInt8(ascii: "#")
      // A line that starts a push is judged: a command still open before it never ended.
      let startsPush = opensJSON || CurlCommand.starts(line)
      if run.open != nil ? !startsPush : isHashLine || InertShellCommand.starts(line) {
        run.lines = run.lines.lowerBound...number
        readInert(line, number: number, in: run, into: &inputs)
        return false
      }
      if run.open == nil, CurlCommand.starts(line) {
        // A script after all: its inert commands and comments are skipped, as the shell runs them.
        state = .idle
        return take(line, number: number, into: &inputs)
      }
      abandon(run, into: &inputs)
      return take(line, number: number, into: &inputs)
    case .unreadable(let lines, let excerpt):
      if opensJSON || CurlCommand.starts(line) || HeaderLines.header(line) != nil
        || HeaderLines.requestLinePath(line) != nil
      {
        inputs.append(.unreadable(lines: lines, excerpt: excerpt))
        state = .idle
        return take(line, number: number, into: &inputs)
      }
      state = .unreadable(lines: lines.lowerBound...number, excerpt: excerpt)
    case .document(var text, var boundary, let request):
      if opensJSON && line.first != 0x20 && line.first != 0x09 {
        // A new push in the first column: the open one never closed.
        emitDocument(text, request: request, into: &inputs)
        state = .idle
        return take(line, number: number, into: &inputs)
      }
      let start = text.bytes.count + (text.bytes.isEmpty ? 0 : 1)
      text.append(line, number: number, limit: maximumByteCount)
      scan(&text, boundary: &boundary, request: request, from: start, line: line, into: &inputs)
    case .curl(var text, var continuation):
      text.append(line, number: number, limit: maximumByteCount)
      continuation.read(line)
      finishCurlIfComplete(text, continuation, into: &inputs)
    case .headers(var request, let lines):
      if let header = HeaderLines.header(line) {
        HeaderLines.add(header, to: &request)
        if request.headerByteCount > maximumByteCount {
          inputs.append(.tooLong(lines: lines.lowerBound...number, what: "the header block"))
          state = .idle
        } else {
          state = .headers(request, lines: lines.lowerBound...number)
        }
      } else if opensJSON {
        request.bodyLine = number
        state = .idle
        beginDocument(line, number: number, request: request, into: &inputs)
      } else {
        inputs.append(.request(request, lines: lines, lineStarts: []))
        state = .idle
        return take(line, number: number, into: &inputs)
      }
    }
    return false
  }

  /// Starts a document at a line that did not parse as one whole value (incomplete, or
  /// followed by more documents).
  mutating func beginDocument(
    _ line: UnsafeBufferPointer<UInt8>, number: Int, request: PushRequest? = nil, into inputs: inout [Input]
  ) {
    var text = Text(firstLine: number)
    var boundary = JSONTextBoundary()
    text.append(line, number: number, limit: maximumByteCount)
    scan(&text, boundary: &boundary, request: request, from: 0, line: line, into: &inputs)
  }

  /// Ends the input: whatever is open becomes its push.
  mutating func finish(into inputs: inout [Input]) {
    switch state {
    case .idle: break
    case .unreadable(let lines, let excerpt): inputs.append(.unreadable(lines: lines, excerpt: excerpt))
    case .comments(let lines, let excerpt): inputs.append(.comment(lines: lines, excerpt: excerpt))
    case .inert(let run):
      // No curl command followed, or the last command never ended.
      abandon(run, into: &inputs)
      inputs.append(.unreadable(lines: run.lines, excerpt: run.excerpt))
    case .document(let text, _, let request): emitDocument(text, request: request, into: &inputs)
    case .curl(let text, _): emitCurl(text, into: &inputs)
    case .headers(let request, let lines): inputs.append(.request(request, lines: lines, lineStarts: []))
    }
    state = .idle
    isShellScript = false
  }

  /// Scans a document's newest line; a close cuts the document, and what follows it on the
  /// line starts the next one.
  private mutating func scan(
    _ text: inout Text, boundary: inout JSONTextBoundary, request: PushRequest?, from start: Int,
    line: UnsafeBufferPointer<UInt8>, into inputs: inout [Input]
  ) {
    guard !text.isOverflowing else {
      // Only the brackets are followed now, over the line itself.
      if boundary.scan(line, from: 0) != nil {
        inputs.append(.tooLong(lines: text.lines, what: "the JSON document"))
        state = .idle
      } else {
        state = .document(text, boundary: boundary, request: request)
      }
      return
    }
    // Documents one after another on the line are cut in place, each copied once (a line of
    // half a million `{}` stays linear).
    var documentStart = 0
    var scanFrom = start
    while true {
      let found = text.bytes.withUnsafeBufferPointer { boundary.scan($0, from: scanFrom) }
      guard let end = found else {
        if documentStart > 0 { text = text.suffix(from: documentStart) }
        state = .document(text, boundary: boundary, request: request)
        return
      }
      let next = text.bytes[end...].firstIndex { !Self.isBlank($0) }
      guard let next, request == nil,
        text.bytes[next] == UInt8(ascii: "{") || text.bytes[next] == UInt8(ascii: "[")
      else {
        // The end of the text, or not another document: the parser reports what follows.
        emitDocument(
          text.slice(documentStart..<(next == nil ? end : text.bytes.count)), request: request, into: &inputs)
        state = .idle
        return
      }
      emitDocument(text.slice(documentStart..<end), request: request, into: &inputs)
      documentStart = next
      scanFrom = next
      boundary = JSONTextBoundary()
    }
  }

  private func emitDocument(_ text: Text, request: PushRequest?, into inputs: inout [Input]) {
    if text.isOverflowing {
      inputs.append(.tooLong(lines: text.lines, what: "the JSON document"))
    } else if var request {
      request.body = text.bytes
      inputs.append(
        .request(request, lines: request.firstLine...text.lines.upperBound, lineStarts: text.lineStarts))
    } else {
      inputs.append(.document(text.bytes, lines: text.lines, lineStarts: text.lineStarts))
    }
  }

  /// A line in idle state that is not JSON: a curl command, a header, or unreadable.
  private mutating func startOther(
    _ line: UnsafeBufferPointer<UInt8>, number: Int, into inputs: inout [Input]
  ) {
    if CurlCommand.starts(line) {
      isShellScript = true
      var text = Text(firstLine: number)
      text.append(line, number: number, limit: maximumByteCount)
      var continuation = ShellWords.Continuation()
      continuation.read(line)
      finishCurlIfComplete(text, continuation, into: &inputs)
    } else if let header = HeaderLines.header(line) {
      var request = PushRequest(origin: .headerLines, bodyLine: number)
      HeaderLines.add(header, to: &request)
      state = .headers(request, lines: number...number)
    } else if let path = HeaderLines.requestLinePath(line) {
      var request = PushRequest(origin: .headerLines, bodyLine: number)
      request.readPath(path, hasVariable: false)
      state = .headers(request, lines: number...number)
    } else {
      state = .unreadable(lines: number...number, excerpt: Self.excerpt(line))
    }
  }

  /// Reads a line of `run`, whose lines already end with it: a `#` line between commands joins
  /// the run; a command is read until its quotes and `\` close. One that sends nothing is
  /// skipped in a shell script and kept in the run elsewhere; any other command ends the run
  /// as none of the formats.
  private mutating func readInert(
    _ line: UnsafeBufferPointer<UInt8>, number: Int, in run: InertRun, into inputs: inout [Input]
  ) {
    var run = run
    if run.open == nil, line.first(where: { !Self.isBlank($0) }) == UInt8(ascii: "#") {
      state = .inert(run)
      return
    }
    var (text, continuation) = run.open ?? (Text(firstLine: number), ShellWords.Continuation())
    text.append(line, number: number, limit: maximumByteCount)
    continuation.read(line)
    guard continuation.isComplete else {
      run.open = (text, continuation)
      state = .inert(run)
      return
    }
    run.open = nil
    if !text.isOverflowing, InertShellCommand.isInert(ShellWords(text.bytes)) {
      state = isShellScript ? .idle : .inert(run)
    } else {
      abandon(run, into: &inputs)
    }
  }

  /// Gives up a run as inert commands: the `#` lines before it are comments JSON has no syntax
  /// for, and its lines are none of the formats, a run that the lines after it may join.
  private mutating func abandon(_ run: InertRun, into inputs: inout [Input]) {
    if let comments = run.comments {
      inputs.append(.comment(lines: comments.lines, excerpt: comments.excerpt))
    }
    state = .unreadable(lines: run.lines, excerpt: run.excerpt)
  }

  /// The start of a line for a message, escaped.
  private static func excerpt(_ line: UnsafeBufferPointer<UInt8>) -> String {
    TerminalSafe.escape(String(decoding: line.prefix(60), as: UTF8.self))
  }

  private mutating func finishCurlIfComplete(
    _ text: Text, _ continuation: ShellWords.Continuation, into inputs: inout [Input]
  ) {
    if continuation.isComplete {
      emitCurl(text, into: &inputs)
      state = .idle
    } else {
      state = .curl(text, continuation)
    }
  }

  private func emitCurl(_ text: Text, into inputs: inout [Input]) {
    guard !text.isOverflowing else {
      inputs.append(.tooLong(lines: text.lines, what: "the curl command"))
      return
    }
    inputs.append(.curl(text.bytes, lines: text.lines))
  }

  private static func opensJSON(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let first = line.firstIndex(where: { !isBlank($0) }) else { return false }
    return line[first] == UInt8(ascii: "{") || line[first] == UInt8(ascii: "[")
  }

  private static func isBlank(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }
}

import IsletFindings
import IsletModel

/// Gives every push in a stream the verdict iOS would give it: parses each line, reads the
/// envelope, checks the APNs and `aps` rules, decodes against the schema and applies the
/// push to an `ActivitySimulator` on the virtual clock. Exactly one verdict per non-blank
/// line, in order, whatever the line contains. A value type; memory stays flat.
public struct PushChecker: Sendable {
  public let schema: Schema
  public let options: PushCheckOptions
  /// The device as it stands after the pushes checked so far.
  public private(set) var simulator: ActivitySimulator
  /// How many pushes have been checked.
  public private(set) var pushCount = 0
  private var splitter: LineSplitter
  /// The current line, parsed into buffers reused from line to line.
  private var document = JSONDocument()

  /// A UTF-8 byte order mark.
  private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

  public init(schema: Schema, options: PushCheckOptions = PushCheckOptions()) {
    self.schema = schema
    self.options = options
    self.splitter = LineSplitter(maximumLineLength: options.maximumLineLength)
    self.simulator = ActivitySimulator(configuration: options.simulator)
    if case .fixed(let now) = options.clock { _ = simulator.advance(to: now) }
  }

  /// The verdicts for a whole stream held in memory.
  public static func verdicts(
    for bytes: [UInt8], schema: Schema, options: PushCheckOptions = PushCheckOptions()
  ) -> [PushVerdict] {
    var checker = PushChecker(schema: schema, options: options)
    var verdicts: [PushVerdict] = []
    checker.consume(bytes) { verdicts.append($0) }
    checker.finish { verdicts.append($0) }
    return verdicts
  }

  /// Feeds the next chunk of the stream; `body` receives the verdict of each completed line.
  public mutating func consume(
    _ chunk: UnsafeBufferPointer<UInt8>, _ body: (PushVerdict) throws -> Void
  ) rethrows {
    var lines = splitter
    splitter = LineSplitter(maximumLineLength: 0)
    defer { splitter = lines }
    try lines.feed(chunk) { try body(check($0)) }
  }

  /// Feeds the next chunk from an array.
  public mutating func consume(_ chunk: [UInt8], _ body: (PushVerdict) throws -> Void) rethrows {
    try chunk.withUnsafeBufferPointer { try consume($0, body) }
  }

  /// Ends the stream: checks a last line that had no newline.
  public mutating func finish(_ body: (PushVerdict) throws -> Void) rethrows {
    var lines = splitter
    splitter = LineSplitter(maximumLineLength: 0)
    defer { splitter = lines }
    try lines.finish { try body(check($0)) }
  }

  /// Moves the device's clock to `instant` between pushes (the live preview's ticks) and
  /// returns the transitions that happened: stale dates passing, expiry, dismissal.
  public mutating func advance(to instant: Instant) -> [LifecycleEvent] {
    simulator.advance(to: instant)
  }

  /// Checks one piece from the line splitter.
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
    pushCount += 1
    let number = pushCount
    var sink = FindingSink(.push(number: number))
    var text = bytes
    if text.starts(with: Self.byteOrderMark) {
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
      return PushVerdict(number: number, line: lineNumber, findings: sink.take())
    }
    guard let envelope = PushEnvelope.read(document.root, lineByteCount: text.count, sink: &sink) else {
      return PushVerdict(number: number, line: lineNumber, findings: sink.take())
    }
    let reading = ApsRules.read(envelope.aps, schema: schema, lineByteCount: text.count, sink: &sink)
    if let channel = envelope.channelID, reading.event == .start {
      sink.report(
        .pushBroadcastStart,
        "a broadcast (apns-channel-id \"\(TerminalSafe.escape(channel))\") cannot start an activity; "
          + "start it by a push to the device with input-push-channel", keyPath: "aps.event")
    }
    // A broadcast's verdict names its channel, whatever the simulator makes of it.
    let broadcastName = envelope.channelID.map(ActivitySimulator.broadcastName(_:))
    let timestamp = reading.timestamp.map(Instant.init(unixSeconds:))
    var events: [LifecycleEvent] = []
    if let seconds = reading.timestamp, let timestamp {
      events = moveClock(
        to: timestamp, isMilliseconds: seconds > ApsRules.millisecondTimestampThreshold, sink: &sink)
    }
    if let expiration = envelope.expiration, let now = simulator.now, expiration < now {
      sink.report(
        .pushExpiredOnArrival,
        "apns-expiration \(ISO8601Text.format(expiration)) is already past at "
          + "\(ISO8601Text.format(now)): APNs will not store the push, so a device that is offline "
          + "never gets it", keyPath: "headers.apns-expiration")
    }
    guard let event = reading.event, let timestamp else {
      return PushVerdict(
        number: number, line: lineNumber, event: reading.event, activityID: broadcastName ?? envelope.address,
        findings: sink.take(), lifecycleEvents: events, timestamp: timestamp)
    }
    let push = ActivityPush(
      event: event, timestamp: timestamp, address: envelope.address, attributes: reading.attributes,
      state: reading.state, staleDate: reading.staleDate, dismissalDate: reading.dismissalDate,
      relevanceScore: reading.relevanceScore,
      channel: event == .start ? reading.inputPushChannel : envelope.channelID)
    let receipt = simulator.receive(push, number: number, payloadIsValid: !sink.hasErrors)
    sink.append(contentsOf: receipt.findings)
    return PushVerdict(
      number: number, line: lineNumber, event: event, activityID: broadcastName ?? receipt.activityID,
      findings: sink.take(), lifecycleEvents: events, timestamp: timestamp)
  }

  /// Checks the timestamp against the clock and, with payload-driven time, advances it.
  private mutating func moveClock(
    to timestamp: Instant, isMilliseconds: Bool, sink: inout FindingSink
  ) -> [LifecycleEvent] {
    guard !isMilliseconds else {
      // A millisecond timestamp never moves a running clock; a clock not started yet starts at
      // the instant the sender meant (÷ 1000), not in the year 58439.
      guard simulator.now == nil, case .payloadTimestamps = options.clock else { return [] }
      return simulator.advance(to: Instant(unixSeconds: timestamp.unixSeconds / 1000))
    }
    if let now = simulator.now {
      let behind = now.seconds(since: timestamp)
      if behind > options.pastTimestampThreshold {
        sink.report(
          .pushPastTimestamp,
          "timestamp \(ISO8601Text.format(timestamp)) is \(PushDateText.duration(behind)) before the "
            + "clock (\(ISO8601Text.format(now))); iOS may ignore it", keyPath: "aps.timestamp")
      }
      if case .fixed = options.clock, -behind > options.futureTimestampThreshold {
        sink.report(
          .pushFutureTimestamp,
          "timestamp \(ISO8601Text.format(timestamp)) is \(PushDateText.duration(-behind)) after the "
            + "clock (\(ISO8601Text.format(now))); iOS drops pushes more than 8 h ahead",
          keyPath: "aps.timestamp")
      }
    }
    guard case .payloadTimestamps = options.clock else { return [] }
    return simulator.advance(to: timestamp)
  }
}

import IsletFindings
import IsletModel

/// Formats push verdicts as text (one line per push, indented findings, a summary) or as
/// JSON lines (one object per push). Pure: strings in, strings out; every piece of text goes
/// through `TerminalSafe` on its way out, whoever built the finding.
public enum PushVerdictFormatter {
  /// The text block for one verdict, ending in a newline:
  ///
  ///     ~ 2026-06-21T10:30:00Z order-42 became stale
  ///     #3 line 3 update order-42: dropped
  ///       arrived 2026-06-21T10:30:02Z (in input order)
  ///       error P032 aps.content-state.stopsAway: expected Int, found a string "2" (typeMismatch)
  ///         help: send 2 as a JSON number, without quotes
  /// The arrival line says which clock decided, for a verdict the clock decided something
  /// about (`decidedByClock`). `lifecycle: false` leaves out the transitions before the push
  /// (a replay prints them as frames of their own).
  public static func text(_ verdict: PushVerdict, lifecycle: Bool = true) -> String {
    var out: [UInt8] = []
    write(verdict, lifecycle: lifecycle, into: &out)
    return String(decoding: out, as: UTF8.self)
  }

  /// Appends the UTF-8 bytes of `text(verdict, lifecycle:)` to `out`: a stream of verdicts
  /// is written into one reused buffer, with no string per verdict.
  public static func write(_ verdict: PushVerdict, lifecycle: Bool = true, into out: inout [UInt8]) {
    if lifecycle {
      for event in verdict.lifecycleEvents { out.append(contentsOf: "~ \(event)\n".utf8) }
    }
    if !appendHeadline(verdict, to: &out) {
      if let id = verdict.activityID {
        out.append(UInt8(ascii: " "))
        appendEscaped(id, to: &out)
      }
      if verdict.applied, verdict.restsOnOwnDecoding {
        out.appendUTF8(appliedIfOwnDecodingAccepts)
      } else if verdict.applied {
        out.append(
          contentsOf: UnsafeBufferPointer(start: applied.utf8Start, count: applied.utf8CodeUnitCount))
      } else {
        switch verdict.outcome {
        case .applied: break
        case .rejected(let status, let reason):
          out.append(contentsOf: ": rejected: \(status) \(reason)\n".utf8)
        case .dropped(let reason): out.append(contentsOf: ": dropped: \(reason)\n".utf8)
        }
      }
    }
    if let arrival = verdict.arrival, decidedByClock(verdict) {
      out.appendUTF8(indent)
      arrival.write(into: &out)
      out.append(UInt8(ascii: "\n"))
    }
    for finding in verdict.findings {
      out.appendUTF8(indent)
      out.appendUTF8(finding.severity.description)
      out.append(UInt8(ascii: " "))
      out.appendUTF8(finding.code.id)
      out.append(UInt8(ascii: " "))
      appendEscaped(finding.message, to: &out)
      out.append(UInt8(ascii: "\n"))
      if let help = finding.help { out.append(contentsOf: "    help: \(TerminalSafe.escape(help))\n".utf8) }
    }
  }

  /// Appends `text` as `TerminalSafe.escape` writes it: text of printable ASCII (the usual id
  /// or message) is its own escape, and its bytes go out as they are.
  private static func appendEscaped(_ text: String, to out: inout [UInt8]) {
    var text = text
    let isPlain = text.withUTF8 { utf8 in
      guard TerminalSafe.isPrintableASCII(utf8) else { return false }
      out.append(contentsOf: utf8)
      return true
    }
    if !isPlain { out.appendUTF8(TerminalSafe.escape(text)) }
  }

  /// The indent of a verdict's arrival and finding lines.
  private static let indent = "  "

  /// Whether the arrival clock decided something about the verdict: transitions happened
  /// before it, or a finding judged it against the clock (stale or dismissal dates, an
  /// expiration, a timestamp far from the arrival, a start budget, an activity already ended).
  public static func decidedByClock(_ verdict: PushVerdict) -> Bool {
    // By index, the fields read in place (`PushVerdict.outcome`).
    !verdict.lifecycleEvents.isEmpty
      || verdict.findings.indices.contains { clockJudgedCodes.contains(verdict.findings[$0].code) }
  }

  /// The codes whose findings compare something with the arrival clock.
  private static let clockJudgedCodes: [FindingCode] = [
    .pushPastTimestamp, .pushFutureTimestamp, .pushExpiredOnArrival, .lifecycleActivityEnded,
    .lifecycleStaleOnArrival, .lifecycleDismissalCapped, .lifecycleImmediateDismissal,
    .lifecyclePushToStartBudget,
  ]

  /// The end of an applied push's line.
  private static let applied: StaticString = ": applied\n"

  /// The end of the line of an applied push whose values islet could not check (P048).
  private static let appliedIfOwnDecodingAccepts = ": applied if the app's own init(from:) accepts it\n"

  /// Bytes a headline takes besides the activity id: three numbers of at most 20 characters,
  /// 23 bytes of words, a space and the end of an applied push's line.
  private static let headlineRoom = 97 + applied.utf8CodeUnitCount

  /// Appends `#3 line 3 update` (`#3 lines 3–9 ?`) and, for an applied push whose activity id
  /// (if any) is printable ASCII, the rest of its line (` order-42: applied`, the usual verdict):
  /// composed in a buffer on the stack and appended at once, since every append to the array
  /// costs a call and checks of its own. Returns whether it wrote the rest of the line.
  private static func appendHeadline(_ verdict: PushVerdict, to out: inout [UInt8]) -> Bool {
    let room = headlineRoom + (verdict.activityID?.utf8.count ?? 0)
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: room) { buffer in
      let base = buffer.baseAddress!
      let (count, wroteLine) = composeHeadline(verdict, at: base)
      out.append(contentsOf: UnsafeBufferPointer(start: base, count: count))
      return wroteLine
    }
  }

  /// Writes the whole text of `verdict` at `start` when it is one line: an applied push with
  /// no findings and no transitions before it whose activity id, if any, is printable ASCII
  /// (`#3 line 3 update order-42: applied`, nearly every push of a stream). Returns how many
  /// bytes it wrote, or nil for any other verdict or when `room` bytes might not hold the line
  /// (what it wrote is then meaningless). A caller writing into its own buffer skips the
  /// array's appends; `write` gives the same bytes.
  public static func writeLine(
    _ verdict: PushVerdict, at start: UnsafeMutablePointer<UInt8>, room: Int
  ) -> Int? {
    guard verdict.findings.isEmpty, verdict.lifecycleEvents.isEmpty,
      room >= headlineRoom + (verdict.activityID?.utf8.count ?? 0)
    else { return nil }
    let (count, wroteLine) = composeHeadline(verdict, at: start)
    return wroteLine ? count : nil
  }

  /// Writes `#3 line 3 update` (`#3 lines 3–9 ?`) at `start` and, for an applied push whose
  /// activity id (if any) is printable ASCII, the rest of its line; the room must be
  /// `headlineRoom` plus the id's length. Returns the bytes written and whether the line is
  /// complete.
  @inline(__always)
  private static func composeHeadline(
    _ verdict: PushVerdict, at start: UnsafeMutablePointer<UInt8>
  ) -> (count: Int, wroteLine: Bool) {
    var cursor = HeadlineCursor(start)
    cursor.put("#")
    let number = cursor.position
    cursor.put(decimal: verdict.number)
    let numberCount = cursor.position - number
    if verdict.lastLine == verdict.line {
      cursor.put(" line ")
      if verdict.line == verdict.number {
        // The usual push of a stream without blank lines: the number's text again.
        cursor.put(copyOf: number, count: numberCount)
      } else {
        cursor.put(decimal: verdict.line)
      }
    } else {
      cursor.put(" lines ")
      cursor.put(decimal: verdict.line)
      cursor.put("–")
      cursor.put(decimal: verdict.lastLine)
    }
    switch verdict.event {
    case .start: cursor.put(" start")
    case .update: cursor.put(" update")
    case .end: cursor.put(" end")
    case nil: cursor.put(" ?")
    }
    // An applied push whose values islet could not check ends its line otherwise (`write`).
    guard verdict.applied, !verdict.restsOnOwnDecoding else { return (cursor.position - start, false) }
    if let id = verdict.activityID {
      // The id is copied only when it is its own escape (checked on its bytes, in place). The
      // closure writes through a copy of the position: capturing the cursor would box it.
      let at = cursor.position
      let copied = id.utf8.withContiguousStorageIfAvailable { utf8 -> Int? in
        guard TerminalSafe.isPrintableASCII(utf8) else { return nil }
        at[0] = UInt8(ascii: " ")
        if let base = utf8.baseAddress { (at + 1).update(from: base, count: utf8.count) }
        return utf8.count
      }
      guard case let count?? = copied else { return (at - start, false) }
      cursor.position += 1 + count
    }
    cursor.put(applied)
    return (cursor.position - start, true)
  }

  /// Where a headline is being written, in memory known to have room for it.
  private struct HeadlineCursor {
    var position: UnsafeMutablePointer<UInt8>

    init(_ start: UnsafeMutablePointer<UInt8>) { position = start }

    @inline(__always) mutating func put(_ literal: StaticString) {
      put(copyOf: literal.utf8Start, count: literal.utf8CodeUnitCount)
    }

    @inline(__always) mutating func put(copyOf source: UnsafePointer<UInt8>, count: Int) {
      position.update(from: source, count: count)
      position += count
    }

    /// The decimal digits of `value`, written from the last.
    @inline(__always) mutating func put(decimal value: Int) {
      if value < 0 { put("-") }
      var magnitude = value.magnitude
      var digits = 1
      var bound: UInt = 10
      while magnitude >= bound && digits < 19 {
        digits += 1
        bound &*= 10
      }
      if magnitude >= bound { digits += 1 }
      var offset = digits
      repeat {
        offset -= 1
        position[offset] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude % 10)
        magnitude /= 10
      } while offset > 0
      position += digits
    }
  }

  /// `N pushes: A applied, R rejected, D dropped`.
  public static func summary(_ verdicts: some Sequence<PushVerdict>) -> String {
    var tally = Tally()
    for verdict in verdicts { tally.count(verdict) }
    return tally.summary
  }

  /// A running count of verdicts and their findings, for streams too long to keep.
  public struct Tally: Hashable, Sendable {
    public private(set) var applied = 0
    /// Pushes APNs refuses.
    public private(set) var rejected = 0
    /// Pushes the device ignores after APNs accepted them (and input that is no push).
    public private(set) var dropped = 0
    /// Pushes not applied, for whatever reason.
    public var notApplied: Int { rejected + dropped }
    /// How many findings each code had, with the most severe severity it was reported at.
    public private(set) var codes: [String: CodeCount] = [:]

    /// One code's count in a tally.
    public struct CodeCount: Hashable, Sendable {
      public var count: Int
      public var severity: Severity
      public var title: String
    }

    public init() {}

    public mutating func count(_ verdict: PushVerdict) {
      if verdict.applied {
        applied += 1
      } else if verdict.isRejected {
        rejected += 1
      } else {
        dropped += 1
      }
      // By index, the fields read in place (`PushVerdict.outcome`).
      for index in verdict.findings.indices {
        let (id, count, severity) = (
          verdict.findings[index].code.id, verdict.findings[index].count, verdict.findings[index].severity
        )
        if var known = codes[id] {
          known.count += count
          known.severity = max(known.severity, severity)
          codes[id] = known
        } else {
          codes[id] = CodeCount(count: count, severity: severity, title: verdict.findings[index].code.title)
        }
      }
    }

    /// `N pushes: A applied, R rejected, D dropped` (`1 push` in the singular).
    public var summary: String {
      let total = applied + rejected + dropped
      return
        "\(total) push\(total == 1 ? "" : "es"): \(applied) applied, \(rejected) rejected, \(dropped) dropped"
    }

    /// One line per finding code, the most frequent first (ties by code):
    /// `  2000 × error P032 type mismatch`. Empty when there were no findings.
    public var codeLines: [String] {
      let width = String(codes.values.map(\.count).max() ?? 0).count
      return codes.sorted { ($1.value.count, $0.key) < ($0.value.count, $1.key) }.map { id, code in
        let count = String(code.count)
        return
          "  \(String(repeating: " ", count: width - count.count))\(count) × \(code.severity) \(id) \(code.title)"
      }
    }
  }

  /// One JSON object on one line (no trailing newline):
  /// `{"push":3,"line":3,"event":"update","activity":"order-42","verdict":"dropped",
  /// "timestamp":1782000300,"arrival":"2026-06-21T00:00:03Z","clock":"order","findings":[{"code":"P032","severity":"error","push":3,
  /// "path":"aps.content-state.stopsAway","message":"…","help":"…"}],"events":[…]}`.
  public static func jsonLine(_ verdict: PushVerdict) -> String {
    var out = "{\"push\":\(verdict.number),\"line\":\(verdict.line)"
    if verdict.lastLine != verdict.line { out += ",\"lastLine\":\(verdict.lastLine)" }
    out += ",\"event\":" + (verdict.event.map { JSONWriter.quoted($0.rawValue) } ?? "null")
    out +=
      ",\"activity\":" + (verdict.activityID.map { JSONWriter.quoted(TerminalSafe.escape($0)) } ?? "null")
    if verdict.applied {
      out += ",\"verdict\":\"applied\""
      // Applied if the app's own init(from:) accepts it (P048): the verdict rests on it.
      if verdict.restsOnOwnDecoding { out += ",\"decodingChecked\":false" }
    } else {
      switch verdict.outcome {
      case .applied: break
      case .rejected(let status, let reason):
        out += ",\"verdict\":\"rejected\",\"status\":\(status),\"reason\":" + JSONWriter.quoted(reason)
      case .dropped(let reason): out += ",\"verdict\":\"dropped\",\"reason\":" + JSONWriter.quoted(reason)
      }
    }
    if let timestamp = verdict.timestamp, timestamp.unixSeconds.isFinite, abs(timestamp.unixSeconds) < 1e15 {
      out += ",\"timestamp\":" + PlainNumberText.text(timestamp.unixSeconds)
    }
    if let arrival = verdict.arrival {
      out += ",\"arrival\":\(JSONWriter.quoted(ISO8601Text.format(arrival.at)))"
      out += ",\"clock\":\(JSONWriter.quoted(arrival.clock.rawValue))"
    }
    out += ",\"findings\":["
    for (index, finding) in verdict.findings.enumerated() {
      if index > 0 { out += "," }
      out += FindingJSON.object(finding)
    }
    out += "],\"events\":["
    for (index, event) in verdict.lifecycleEvents.enumerated() {
      if index > 0 { out += "," }
      out += "{\"kind\":\(JSONWriter.quoted(event.kind.rawValue)),"
      out += "\"activity\":\(JSONWriter.quoted(TerminalSafe.escape(event.activityID))),"
      out += "\"at\":\(JSONWriter.quoted(ISO8601Text.format(event.at)))}"
    }
    return out + "]}"
  }
}

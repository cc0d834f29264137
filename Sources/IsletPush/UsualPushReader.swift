import IsletModel

/// The read side of `check-push` for the usual push, in one pass over the line's bytes with no
/// tape: `{"aps":{…}}` holding `timestamp`, `event` (`update`, or `end`), `content-state` and
/// `stale-date` (and an end's `dismissal-date`) in any order, with one space or none after each
/// `:` and `,`, the way `json.dumps` and `JSONSerialization` write them, and a content state of
/// strings, integers, Bools and nulls.
///
/// It gives (as `Reading.aps`) the `ApsRules.Reading` that parsing the line, `PushEnvelope.read`
/// and `ApsRules.read` give, for a line they read as a raw body and report nothing on. At the first
/// byte it does not fully understand (an escape, another key or shape, a duplicate key, a
/// fraction or exponent, nesting, other whitespace, a value any rule or the decoding plan would
/// refuse or report) it gives up (nil), and the line takes that full path; so a verdict cannot
/// differ (`UsualPushReaderTests`).
struct UsualPushReader: Sendable {
  /// What `read` gives: the members of a usual push, which make the `ApsRules.Reading` the full
  /// path gives (`aps`). Kept small, so copying one is a few instructions and one retain: the
  /// checker copies each reading out of its batch, and an `ApsRules.Reading` is copied through
  /// its value witnesses (~170 instructions).
  struct Reading: Sendable {
    let event: PushEvent
    let timestamp: Double
    let state: Record
    let staleDate: Instant?
    let dismissalDate: Instant?

    /// The reading as the full path gives it.
    var aps: ApsRules.Reading {
      ApsRules.Reading(
        event: event, timestamp: timestamp, state: state, staleDate: staleDate, dismissalDate: dismissalDate)
    }
  }

  let prepared: PreparedSchema
  /// The content state's fields, in order.
  private let stateFields: [UsualStateField]
  /// The fields as bits (the first the lowest), and those of them that are optional.
  private let allFields: UInt64
  private let optionalFields: UInt64
  /// The keys and events read, as they are compared (kept here: static ones cost a `swift_once`
  /// check each).
  private let apsOpening = PlannedKey("{\"aps\":")
  private let timestampKey = PlannedKey("timestamp")
  private let eventKey = PlannedKey("event")
  private let contentStateKey = PlannedKey("content-state")
  private let staleDateKey = PlannedKey("stale-date")
  private let dismissalDateKey = PlannedKey("dismissal-date")
  private let update = PlannedKey("update")
  private let end = PlannedKey("end")
  /// The content states' strings decoded lately.
  private var recent = RecentPlainStrings()

  /// A reader for pushes decoded against `prepared`, nil when its content state has no plan (or
  /// more fields than a word has bits).
  init?(_ prepared: PreparedSchema) {
    guard let state = prepared.state else { return nil }
    let fields = UsualStateField.fields(ofStruct: state, in: prepared.plan)
    guard fields.count <= UInt64.bitWidth else { return nil }
    self.prepared = prepared
    stateFields = fields
    allFields = fields.count == UInt64.bitWidth ? ~0 : 1 << fields.count - 1
    optionalFields = fields.indices.reduce(0) { bits, index in
      fields[index].isOptional ? bits | 1 << index : bits
    }
  }

  /// The reading of `line` (one JSON text, no newline), or nil when the full path must read it.
  mutating func read(_ line: UnsafeBufferPointer<UInt8>) -> Reading? {
    var spare: Record? = nil
    return read(line, reusing: &spare)
  }

  /// The reading of `line`, its content state written into `spare`'s storage when the reading
  /// holds its only reference (`Record.init(fields:reusing:_:)`); `spare` is left nil.
  mutating func read(_ line: UnsafeBufferPointer<UInt8>, reusing spare: inout Record?) -> Reading? {
    // Lines over 4 KB are measured for APNs's and ActivityKit's limits: the full path's.
    guard let base = line.baseAddress, line.count <= ApsRules.maximumActivityDataByteCount,
      line.count >= Self.shortest, base[line.count - 1] == UInt8(ascii: "}"),
      base[line.count - 2] == UInt8(ascii: "}")
    else { return nil }
    var cursor = Cursor(base: base, count: line.count)
    // `{"aps":` (seven bytes).
    guard PlannedKey(UnsafeBufferPointer(start: base, count: 7)) == apsOpening else { return nil }
    cursor.position = 7
    cursor.skipSpace()
    guard cursor.take(UInt8(ascii: "{")) else { return nil }
    var event: PushEvent? = nil
    var timestamp: Double? = nil
    var state: Record? = nil
    var staleDate: Instant? = nil
    var dismissalDate: Instant? = nil
    repeat {
      guard let key = cursor.key() else { return nil }
      let planned = PlannedKey(key)
      if planned == timestampKey {
        guard timestamp == nil, let seconds = cursor.seconds() else { return nil }
        timestamp = seconds
      } else if planned == eventKey {
        guard event == nil, let text = cursor.string() else { return nil }
        let word = PlannedKey(text)
        if word == update {
          event = .update
        } else if word == end {
          event = .end
        } else {
          return nil
        }
      } else if planned == contentStateKey {
        guard state == nil, let record = decodeState(&cursor, reusing: &spare) else { return nil }
        state = record
      } else if planned == staleDateKey {
        guard staleDate == nil, let seconds = cursor.seconds() else { return nil }
        staleDate = Instant(unixSeconds: seconds)
      } else if planned == dismissalDateKey {
        guard dismissalDate == nil, let seconds = cursor.seconds() else { return nil }
        dismissalDate = Instant(unixSeconds: seconds)
      } else {
        return nil
      }
    } while cursor.takeSeparator()
    guard cursor.take(UInt8(ascii: "}")), cursor.take(UInt8(ascii: "}")), cursor.position == line.count,
      let event, let timestamp, let state, dismissalDate == nil || event == .end
    else { return nil }
    return Reading(
      event: event, timestamp: timestamp, state: state, staleDate: staleDate, dismissalDate: dismissalDate)
  }

  /// The content state at the cursor (an object of scalars) decoded as the plan decodes it, in
  /// one pass over its members, each value as it is read; nil when the plan would not decode it
  /// cleanly or a key is not one of its fields (or is one twice).
  private mutating func decodeState(_ cursor: inout Cursor, reusing spare: inout Record?) -> Record? {
    guard cursor.take(UInt8(ascii: "{")) else { return nil }
    let count = stateFields.count
    return withUnsafeTemporaryAllocation(of: Value.self, capacity: count) { values in
      guard let filled = readMembers(&cursor, into: values) else { return nil }
      // Every field that is not optional is there.
      guard filled | optionalFields == allFields else {
        Self.deinitialize(values, filled)
        return nil
      }
      return Record(fields: count, reusing: &spare) { index in
        (stateFields[index].name, filled & 1 << index != 0 ? values.moveElement(from: index) : .null)
      }
    }
  }

  /// Reads the members of the content state after its `{` up to its `}`, each field's value into
  /// `values` at its index; the fields read as bits, or nil (with nothing left in `values`).
  @inline(__always)
  private mutating func readMembers(
    _ cursor: inout Cursor, into values: UnsafeMutableBufferPointer<Value>
  ) -> UInt64? {
    var filled: UInt64 = 0
    if cursor.take(UInt8(ascii: "}")) { return filled }
    repeat {
      guard let key = cursor.key(), let index = stateFieldIndex(of: key), filled & 1 << index == 0,
        let value = decodeValue(&cursor, asField: index)
      else {
        Self.deinitialize(values, filled)
        return nil
      }
      values.initializeElement(at: index, to: value)
      filled |= 1 << index
    } while cursor.takeSeparator()
    guard cursor.take(UInt8(ascii: "}")) else {
      Self.deinitialize(values, filled)
      return nil
    }
    return filled
  }

  /// The index of the content state's field named `key`, nil when there is none.
  @inline(__always)
  private func stateFieldIndex(of key: UnsafeBufferPointer<UInt8>) -> Int? {
    let planned = PlannedKey(key)
    for index in stateFields.indices where stateFields[index].matches(key, planned: planned) { return index }
    return nil
  }

  /// The value at the cursor (a scalar) decoded as content-state field `index`, as the plan
  /// decodes it; nil when it would not decode cleanly.
  @inline(__always)
  private mutating func decodeValue(_ cursor: inout Cursor, asField index: Int) -> Value? {
    guard cursor.position < cursor.count else { return nil }
    let type = stateFields[index].type
    switch cursor.base[cursor.position] {
    case UInt8(ascii: "\""):
      guard let utf8 = cursor.string() else { return nil }
      if case .stringEnum = type { return DecodingPlan.value(ofRawValue: utf8, in: stateFields[index].cases) }
      guard stateFields[index].isPlainText else { return prepared.plan.value(of: .string(utf8), as: type) }
      // A string of a few bytes seen lately is not built and checked again.
      guard utf8.count <= PlannedKey.wordCovered else {
        return DecodingPlan.plainString(utf8).map(Value.string)
      }
      let key = PlannedKey(utf8)
      if let text = recent.text(for: key) { return .string(text) }
      guard let text = DecodingPlan.plainString(utf8) else { return nil }
      recent.remember(text, for: key)
      return .string(text)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      guard let value = cursor.integer() else { return nil }
      return DecodingPlan.value(ofInteger: value, as: type)
    case UInt8(ascii: "t"):
      guard case .bool = type, cursor.literal("true") else { return nil }
      return .bool(true)
    case UInt8(ascii: "f"):
      guard case .bool = type, cursor.literal("false") else { return nil }
      return .bool(false)
    case UInt8(ascii: "n"): return cursor.literal("null") && stateFields[index].isOptional ? .null : nil
    default: return nil
    }
  }

  /// Destroys the values of the fields `filled` names.
  private static func deinitialize(_ values: UnsafeMutableBufferPointer<Value>, _ filled: UInt64) {
    var left = filled
    while left != 0 {
      values.deinitializeElement(at: left.trailingZeroBitCount)
      left &= left &- 1
    }
  }

  /// The shortest line looked at: the opening's seven bytes, a `{` and the closing `}}`.
  private static let shortest = 10

  /// A position in the line, and the tokens read there. The line ends in `}}`, which stops
  /// every scan for digits; scans for a quote test the length.
  private struct Cursor {
    let base: UnsafePointer<UInt8>
    let count: Int
    var position = 0

    init(base: UnsafePointer<UInt8>, count: Int) {
      self.base = base
      self.count = count
    }

    /// Steps over `byte` if it is next.
    @inline(__always) mutating func take(_ byte: UInt8) -> Bool {
      guard position < count, base[position] == byte else { return false }
      position &+= 1
      return true
    }

    /// Steps over one space, if one is next (what `json.dumps` writes after `:` and `,`).
    @inline(__always) mutating func skipSpace() {
      if position < count && base[position] == 0x20 { position &+= 1 }
    }

    /// Steps over a `,` and the space after it, if a `,` is next.
    @inline(__always) mutating func takeSeparator() -> Bool {
      guard take(UInt8(ascii: ",")) else { return false }
      skipSpace()
      return true
    }

    /// A key of printable ASCII without escapes, with its `:` and the space after it.
    @inline(__always) mutating func key() -> UnsafeBufferPointer<UInt8>? {
      guard take(UInt8(ascii: "\"")) else { return nil }
      let start = position
      let end = plainRunEnd()
      guard end < count, base[end] == UInt8(ascii: "\"") else { return nil }
      position = end &+ 1
      guard take(UInt8(ascii: ":")) else { return nil }
      skipSpace()
      return UnsafeBufferPointer(start: base + start, count: end &- start)
    }

    /// A string without escapes or control characters, its multibyte text valid UTF-8: its bytes.
    @inline(__always) mutating func string() -> UnsafeBufferPointer<UInt8>? {
      guard take(UInt8(ascii: "\"")) else { return nil }
      let start = position
      while true {
        let end = plainRunEnd()
        guard end < count else { return nil }
        let byte = base[end]
        if byte == UInt8(ascii: "\"") {
          position = end &+ 1
          return UnsafeBufferPointer(start: base + start, count: end &- start)
        }
        // A backslash or a control character: the full path decodes or refuses it.
        guard byte >= 0x80, count &- end >= 4 else { return nil }
        let length = JSONBytes.validSequenceLength(base, at: end)
        guard length != 0 else { return nil }
        position = end &+ length
      }
    }

    /// The offset of the first byte from the cursor on that is a quote, a backslash, a control
    /// character or not ASCII (`count` when there is none), eight bytes at a time while eight
    /// are left.
    @inline(__always) func plainRunEnd() -> Int {
      var offset = position
      while count &- offset >= 8 {
        let word = UInt64(littleEndian: UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self))
        let flagged = JSONBytes.attentionBits(word)
        if flagged != 0 { return offset &+ flagged.trailingZeroBitCount &>> 3 }
        offset &+= 8
      }
      while offset < count {
        let byte = base[offset]
        if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 || byte >= 0x80 {
          return offset
        }
        offset &+= 1
      }
      return offset
    }

    /// An integer literal of at most 18 digits (the tape holds its value), as the parser reads it.
    @inline(__always) mutating func integer() -> Int? {
      guard position < count else { return nil }
      let isNegative = base[position] == UInt8(ascii: "-")
      if isNegative { position &+= 1 }
      let start = position
      var value = 0
      while count &- position >= 8 {
        let word = UInt64(littleEndian: UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self))
        guard JSONBytes.isEightDigits(word) else { break }
        value = value &* 100_000_000 &+ JSONBytes.eightDigitsValue(word)
        position &+= 8
      }
      // The line's last byte is a `}`: the digits end before it.
      while true {
        let digit = base[position] &- UInt8(ascii: "0")
        guard digit < 10 else { break }
        value = value &* 10 &+ Int(digit)
        position &+= 1
      }
      let digits = position &- start
      guard digits > 0, digits <= 18, digits == 1 || base[start] != UInt8(ascii: "0") else { return nil }
      return isNegative ? 0 &- value : value
    }

    /// An integer of Unix seconds below the millisecond threshold (the rules' usual timestamp
    /// and dates), as a Double.
    @inline(__always) mutating func seconds() -> Double? {
      guard let value = integer() else { return nil }
      let seconds = Double(value)
      return seconds <= ApsRules.millisecondTimestampThreshold ? seconds : nil
    }

    /// Steps over `text` if it is next.
    @inline(__always) mutating func literal(_ text: StaticString) -> Bool {
      let length = text.utf8CodeUnitCount
      guard count &- position >= length,
        JSONElement.equal(
          UnsafeBufferPointer(start: base + position, count: length),
          UnsafeBufferPointer(start: text.utf8Start, count: length))
      else { return false }
      position &+= length
      return true
    }
  }
}

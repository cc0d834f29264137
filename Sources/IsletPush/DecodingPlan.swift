import IsletModel

/// A schema's structs prepared once for decoding many pushes: their fields' keys as bytes and
/// their types resolved (enums to their raw values as bytes, nested structs to their fields),
/// so a push is decoded in one pass over an object's members with no lookup by name. Types
/// refer to each other by index into flat tables: reading one copies no reference.
///
/// It decodes only what decodes cleanly: at the first value that would fail or earn a warning
/// it gives up (nil), and `ActivityKitDecoder`'s reference path decodes the push again and
/// reports. So findings come from one place, and a valid push builds no key paths or messages.
struct DecodingPlan: Sendable {
  /// One stored property: its name, the name's UTF-8 bytes (and their `PlannedKey`) and its
  /// type (an index into `types`).
  struct PlannedField: Sendable {
    var name: String
    var key: [UInt8]
    var plannedKey: PlannedKey
    var type: Int
  }

  /// One case of an enum with string raw values: the raw value as bytes (and their
  /// `PlannedKey`) and the case name.
  struct EnumCase: Sendable {
    var rawValue: [UInt8]
    var plannedRawValue: PlannedKey
    var name: String
  }

  /// A field type with everything it names resolved; payloads index `types`, `enums` or `structs`.
  enum PlannedType: Sendable {
    case string, int, integer(IntegerWidth), double, float, bool, date, uuid, url
    case stringEnum(Int)
    case structure(Int)
    case optional(Int)
    case array(Int)
  }

  private(set) var types: [PlannedType] = []
  private(set) var enums: [[EnumCase]] = []
  private(set) var structs: [[PlannedField]] = []
  /// The struct index of each planned schema struct, by name.
  private var structIndex: [String: Int] = [:]

  /// The index into `structs` of the struct with `fields` (planned under `name`), or nil when a
  /// type is one the plan leaves to the reference path: dictionaries, ranges, enums without
  /// string raw values, a struct that holds itself, a name the schema does not declare, a type's
  /// own decoding.
  mutating func plan(_ fields: [Field], named name: String, in schema: Schema) -> Int? {
    plan(fields, named: name, in: schema, enclosing: [])
  }

  private mutating func plan(
    _ fields: [Field], named name: String, in schema: Schema, enclosing: Set<String>
  ) -> Int? {
    if let known = structIndex[name] { return known }
    var planned: [PlannedField] = []
    for field in fields {
      // A field its type's own init(from:) reads is left to the reference path.
      guard field.decoding == nil,
        let type = plan(field.type, in: schema, enclosing: enclosing.union([name]))
      else { return nil }
      let key = Array(field.name.utf8)
      planned.append(
        PlannedField(
          name: field.name, key: key, plannedKey: key.withUnsafeBufferPointer(PlannedKey.init), type: type))
    }
    structs.append(planned)
    structIndex[name] = structs.count - 1
    return structs.count - 1
  }

  /// The index into `types` of `type`, or nil when the reference path decodes it.
  private mutating func plan(_ type: FieldType, in schema: Schema, enclosing: Set<String>) -> Int? {
    let planned: PlannedType
    switch type {
    case .string: planned = .string
    case .int: planned = .int
    case .integer(let width): planned = .integer(width)
    case .double: planned = .double
    case .float: planned = .float
    case .bool: planned = .bool
    case .date: planned = .date
    case .uuid: planned = .uuid
    case .url: planned = .url
    case .enumeration(let name):
      guard let enumType = schema.enums[name], enumType.rawType == .string, enumType.uncheckedDecoding == nil
      else { return nil }
      enums.append(
        enumType.cases.map {
          let rawValue = Array($0.rawValue.utf8)
          return EnumCase(
            rawValue: rawValue, plannedRawValue: rawValue.withUnsafeBufferPointer(PlannedKey.init),
            name: $0.name)
        })
      planned = .stringEnum(enums.count - 1)
    case .structure(let name):
      guard !enclosing.contains(name), let structType = schema.structs[name],
        structType.uncheckedDecoding == nil,
        let nested = plan(structType.fields, named: name, in: schema, enclosing: enclosing)
      else { return nil }
      planned = .structure(nested)
    case .optional(let wrapped):
      guard let wrapped = plan(wrapped, in: schema, enclosing: enclosing) else { return nil }
      planned = .optional(wrapped)
    case .array(let element):
      guard let element = plan(element, in: schema, enclosing: enclosing) else { return nil }
      planned = .array(element)
    case .dictionary, .range: return nil
    }
    types.append(planned)
    return types.count - 1
  }

  // Values are read as tape positions of `storage` (borrowed): no element, and no retain of
  // the storage, per value.

  /// The record of struct `index` decoded from the value at tape position `object` of
  /// `storage`, or nil when anything would fail or be reported.
  func decode(_ storage: JSONDocument.Storage, _ object: Int, asStruct index: Int) -> Record? {
    let node = storage.nodes[object]
    guard node.kind == .object else { return nil }
    let fields = structs[index]
    return withUnsafeTemporaryAllocation(of: Int.self, capacity: fields.count) { slots in
      slots.initialize(repeating: -1)
      // One pass over the members on the tape (a key node, then the value's nodes): each key is
      // compared with the fields by its `PlannedKey` (and its bytes, when longer than the words
      // cover); the first of duplicate keys wins, as with JSONDecoder.
      var position = object + 1
      while position < node.end {
        let value = position + 1
        if let key = storage.utf8(at: position) {
          let planned = PlannedKey(key)
          for index in fields.indices where slots[index] < 0 && fields[index].plannedKey == planned {
            if key.count <= PlannedKey.wordCovered
              || fields[index].key.withUnsafeBufferPointer({ JSONElement.equal($0, key) })
            {
              slots[index] = value
              break
            }
          }
        }
        position = storage.nodes[value].end
      }
      return Record(fields: fields.count) { index in
        decode(types[fields[index].type], storage, slots[index]).map { (fields[index].name, $0) }
      }
    }
  }

  /// A member's value as the plan reads most of them, whichever text it was read from (the tape,
  /// or the line itself by `UsualPushReader`): no member, `null`, a Bool, an integer literal the
  /// tape holds the value of, or a string's (decoded) UTF-8 bytes.
  enum Scalar {
    case absent, null
    case bool(Bool)
    case integer(Int)
    case string(UnsafeBufferPointer<UInt8>)
  }

  /// The value of `scalar` as `planned`, or nil when it would not decode cleanly.
  func value(of scalar: Scalar, as planned: PlannedType) -> Value? {
    // Optionals are unwrapped here rather than by a call per level.
    var type = planned
    while case .optional(let wrapped) = type {
      switch scalar {
      case .absent, .null: return .null
      default: type = types[wrapped]
      }
    }
    switch scalar {
    case .absent, .null: return nil
    case .bool(let value):
      guard case .bool = type else { return nil }
      return .bool(value)
    case .integer(let value): return Self.value(ofInteger: value, as: type)
    case .string(let utf8): return value(ofString: utf8, as: type)
    }
  }

  /// Whether a string's value as `planned` is its plain `String` (the type is a `String`,
  /// optional or not), which `RecentPlainStrings` may remember.
  func isPlainText(_ planned: PlannedType) -> Bool {
    var type = planned
    while case .optional(let wrapped) = type { type = types[wrapped] }
    guard case .string = type else { return false }
    return true
  }

  /// An integer literal's value as `type` (not an optional).
  static func value(ofInteger value: Int, as type: PlannedType) -> Value? {
    switch type {
    case .int: return .int(value)
    case .integer(let width): return width.range.contains(value) ? .int(value) : nil
    case .double: return .double(Double(value))
    case .float:
      // A normal Float's range, or a literal 0; the reference path judges the rest.
      let double = Double(value)
      return value == 0 || floatRange.contains(abs(double)) ? .double(double) : nil
    case .date:
      // A Unix-looking date earns a warning: the reference path reports it.
      let seconds = Double(value)
      guard seconds <= ActivityKitDecoder.unixLookingDateThreshold else { return nil }
      return .date(Instant(secondsSinceReferenceDate: seconds))
    default: return nil
    }
  }

  /// A string's value as `type` (not an optional).
  private func value(ofString utf8: UnsafeBufferPointer<UInt8>, as type: PlannedType) -> Value? {
    switch type {
    case .string:
      return Self.plainString(utf8).map(Value.string)
    case .uuid:
      return UUIDText.canonical(String(decoding: utf8, as: UTF8.self)).map(Value.string)
    case .url:
      guard let text = Self.plainString(utf8), URLText.isAccepted(text) else { return nil }
      return .string(text)
    case .stringEnum(let cases): return Self.value(ofRawValue: utf8, in: enums[cases])
    default: return nil
    }
  }

  /// The case of `cases` whose raw value is `utf8`, nil when there is none.
  @inline(__always)
  static func value(ofRawValue utf8: UnsafeBufferPointer<UInt8>, in cases: [EnumCase]) -> Value? {
    let planned = PlannedKey(utf8)
    for index in cases.indices where cases[index].plannedRawValue == planned {
      if utf8.count <= PlannedKey.wordCovered
        || cases[index].rawValue.withUnsafeBufferPointer({ JSONElement.equal($0, utf8) })
      {
        return .enumCase(cases[index].name)
      }
    }
    return nil
  }

  /// The normal magnitudes of a Float.
  private static let floatRange = Double(Float.leastNormalMagnitude)...Double(Float.greatestFiniteMagnitude)

  /// The value at tape position `index` (-1 when its key is absent), or nil when it would not
  /// decode cleanly.
  private func decode(_ planned: PlannedType, _ storage: JSONDocument.Storage, _ index: Int) -> Value? {
    if let scalar = Self.scalar(storage, index) { return value(of: scalar, as: planned) }
    // A container, or a number the tape holds no integer value of: not null, so optionals wrap it.
    var type = planned
    while case .optional(let wrapped) = type { type = types[wrapped] }
    let node = storage.nodes[index]
    switch type {
    case .double:
      guard let value = Self.finiteNumber(storage, index) else { return nil }
      return .double(value)
    case .float:
      guard let value = Self.finiteNumber(storage, index), Self.floatRange.contains(abs(value)) else {
        return nil
      }
      return .double(value)
    case .date:
      guard let seconds = Self.finiteNumber(storage, index),
        seconds <= ActivityKitDecoder.unixLookingDateThreshold
      else {
        return nil
      }
      return .date(Instant(secondsSinceReferenceDate: seconds))
    case .structure(let fields):
      return decode(storage, index, asStruct: fields).map(Value.record)
    case .array(let element):
      guard node.kind == .array else { return nil }
      var values: [Value] = []
      values.reserveCapacity(node.payload)
      var position = index + 1
      while position < node.end {
        guard let value = decode(types[element], storage, position) else { return nil }
        values.append(value)
        position = storage.nodes[position].end
      }
      return .array(values)
    default:
      // Strings, Bools and integers were scalars: any other value of these types is refused.
      return nil
    }
  }

  /// The scalar at tape position `index` (-1: absent), nil for containers and numbers whose
  /// value the tape does not hold.
  @inline(__always)
  private static func scalar(_ storage: JSONDocument.Storage, _ index: Int) -> Scalar? {
    guard index >= 0 else { return .absent }
    let node = storage.nodes[index]
    switch node.kind {
    case .null: return .null
    case .trueValue: return .bool(true)
    case .falseValue: return .bool(false)
    case .integer where node.hasIntegerValue: return .integer(node.payload)
    case .string: return .string(storage.bytes.buffer(start: node.start, length: node.length))
    case .escapedString: return .string(storage.unescaped.buffer(start: node.start, length: node.length))
    default: return nil
    }
  }

  /// A string without characters `TerminalSafe` would escape (those earn P037).
  static func plainString(_ utf8: UnsafeBufferPointer<UInt8>) -> String? {
    let text = String(decoding: utf8, as: UTF8.self)
    return TerminalSafe.isPlainVisible(utf8: utf8) || !TerminalSafe.containsUnsafeCharacters(text)
      ? text : nil
  }

  /// The value of a number the tape holds no integer value of (a fraction, an exponent, an
  /// integer of more than 18 digits) as a Double, when finite and not zero (an underflow to 0
  /// does not decode; other zeros go to the reference path).
  private static func finiteNumber(_ storage: JSONDocument.Storage, _ index: Int) -> Double? {
    guard let value = JSONElement(storage: storage, index: index).doubleValue, value.isFinite, value != 0
    else {
      return nil
    }
    return value
  }
}

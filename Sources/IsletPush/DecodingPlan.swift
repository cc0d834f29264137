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
  /// string raw values, a struct that holds itself, a name the schema does not declare.
  mutating func plan(_ fields: [Field], named name: String, in schema: Schema) -> Int? {
    plan(fields, named: name, in: schema, enclosing: [])
  }

  private mutating func plan(
    _ fields: [Field], named name: String, in schema: Schema, enclosing: Set<String>
  ) -> Int? {
    if let known = structIndex[name] { return known }
    var planned: [PlannedField] = []
    for field in fields {
      guard let type = plan(field.type, in: schema, enclosing: enclosing.union([name])) else { return nil }
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
      guard let enumType = schema.enums[name], enumType.rawType == .string else { return nil }
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

  /// The value at tape position `index` (-1 when its key is absent), or nil when it would not
  /// decode cleanly.
  private func decode(_ planned: PlannedType, _ storage: JSONDocument.Storage, _ index: Int) -> Value? {
    // Optionals are unwrapped here rather than by a call per level.
    var type = planned
    while case .optional(let wrapped) = type {
      guard index >= 0, storage.nodes[index].kind != .null else { return .null }
      type = types[wrapped]
    }
    guard index >= 0 else { return nil }
    let node = storage.nodes[index]
    switch type {
    case .string:
      return Self.plainString(storage, index).map(Value.string)
    case .int:
      return Self.wholeNumber(node).map(Value.int)
    case .integer(let width):
      guard let value = Self.wholeNumber(node), width.range.contains(value) else { return nil }
      return .int(value)
    case .double:
      guard let value = Self.finiteNumber(storage, index) else { return nil }
      return .double(value)
    case .float:
      // A normal Float's range, or a literal 0; the reference path judges the rest.
      guard let value = Self.finiteNumber(storage, index),
        value == 0
          || (Double(Float.leastNormalMagnitude)...Double(Float.greatestFiniteMagnitude)).contains(abs(value))
      else { return nil }
      return .double(value)
    case .date:
      // A Unix-looking date earns a warning: the reference path reports it.
      guard let seconds = Self.finiteNumber(storage, index),
        seconds <= ActivityKitDecoder.unixLookingDateThreshold
      else {
        return nil
      }
      return .date(Instant(secondsSinceReferenceDate: seconds))
    case .bool:
      switch node.kind {
      case .trueValue: return .bool(true)
      case .falseValue: return .bool(false)
      default: return nil
      }
    case .uuid:
      return JSONElement(storage: storage, index: index).string.flatMap(UUIDText.canonical).map(Value.string)
    case .url:
      guard let text = Self.plainString(storage, index), URLText.isAccepted(text) else { return nil }
      return .string(text)
    case .stringEnum(let cases):
      guard let utf8 = storage.utf8(at: index) else { return nil }
      let planned = PlannedKey(utf8)
      for entry in enums[cases] where entry.plannedRawValue == planned {
        if utf8.count <= PlannedKey.wordCovered
          || entry.rawValue.withUnsafeBufferPointer({ JSONElement.equal($0, utf8) })
        {
          return .enumCase(entry.name)
        }
      }
      return nil
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
    case .optional:
      return nil  // Unwrapped above.
    }
  }

  /// A string without characters `TerminalSafe` would escape (those earn P037).
  private static func plainString(_ storage: JSONDocument.Storage, _ index: Int) -> String? {
    guard let utf8 = storage.utf8(at: index) else { return nil }
    let text = String(decoding: utf8, as: UTF8.self)
    return TerminalSafe.isPlainVisible(utf8: utf8) || !TerminalSafe.containsUnsafeCharacters(text)
      ? text : nil
  }

  /// An integer literal's value (other spellings of whole numbers go to the reference path).
  private static func wholeNumber(_ node: JSONDocument.Node) -> Int? {
    node.kind == .integer && node.hasIntegerValue ? node.payload : nil
  }

  /// A number's value as a Double, when finite and, unless the literal is the integer 0, not
  /// zero (an underflow to 0 does not decode; other zeros go to the reference path).
  private static func finiteNumber(_ storage: JSONDocument.Storage, _ index: Int) -> Double? {
    let node = storage.nodes[index]
    let value =
      node.kind == .integer && node.hasIntegerValue
      ? Double(node.payload) : JSONElement(storage: storage, index: index).doubleValue
    guard let value, value.isFinite, value != 0 || wholeNumber(node) == 0 else { return nil }
    return value
  }
}

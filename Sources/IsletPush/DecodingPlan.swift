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
  /// One stored property: its name, the name's UTF-8 bytes and its type (an index into `types`).
  struct PlannedField: Sendable {
    var name: String
    var key: [UInt8]
    var type: Int
  }

  /// One case of an enum with string raw values: the raw value as bytes and the case name.
  struct EnumCase: Sendable {
    var rawValue: [UInt8]
    var name: String
  }

  /// A field type with everything it names resolved; payloads index `types`, `enums` or `structs`.
  enum PlannedType: Sendable {
    case string, int, integer(IntegerWidth), double, bool, date, uuid, url
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
      planned.append(PlannedField(name: field.name, key: Array(field.name.utf8), type: type))
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
    case .bool: planned = .bool
    case .date: planned = .date
    case .uuid: planned = .uuid
    case .url: planned = .url
    case .enumeration(let name):
      guard let enumType = schema.enums[name], enumType.rawType == .string else { return nil }
      enums.append(enumType.cases.map { EnumCase(rawValue: Array($0.rawValue.utf8), name: $0.name) })
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

  /// The record of struct `index` decoded from `json`, or nil when anything would fail or be
  /// reported.
  func decode(_ json: JSONElement, asStruct index: Int) -> Record? {
    guard json.isObject else { return nil }
    let fields = structs[index]
    return withUnsafeTemporaryAllocation(of: Int.self, capacity: fields.count) { slots in
      slots.initialize(repeating: -1)
      // One pass over the members on the tape (a key node, then the value's nodes): each key is
      // compared with the fields of its length; the first of duplicate keys wins, as with
      // JSONDecoder.
      let storage = json.storage
      let end = json.node.end
      var position = json.index + 1
      while position < end {
        let value = position + 1
        if let key = storage.utf8(at: position) {
          for index in fields.indices where slots[index] < 0 && fields[index].key.count == key.count {
            if fields[index].key.withUnsafeBufferPointer({ JSONElement.equal($0, key) }) {
              slots[index] = value
              break
            }
          }
        }
        position = storage.nodes[value].end
      }
      var record = Record(capacity: fields.count)
      for index in fields.indices {
        let value = slots[index] < 0 ? nil : JSONElement(storage: storage, index: slots[index])
        guard let decoded = decode(types[fields[index].type], value) else { return nil }
        record.appendNewField(fields[index].name, decoded)
      }
      return record
    }
  }

  /// One value (`json` nil when its key is absent), or nil when it would not decode cleanly.
  private func decode(_ type: PlannedType, _ json: JSONElement?) -> Value? {
    if case .optional(let wrapped) = type {
      guard let json, !json.isNull else { return .null }
      return decode(types[wrapped], json)
    }
    guard let json else { return nil }
    switch type {
    case .string:
      return Self.plainString(json).map(Value.string)
    case .int:
      return Self.wholeNumber(json).map(Value.int)
    case .integer(let width):
      guard let value = Self.wholeNumber(json), width.range.contains(value) else { return nil }
      return .int(value)
    case .double:
      guard let value = Self.finiteNumber(json) else { return nil }
      return .double(value)
    case .date:
      // A Unix-looking date earns a warning: the reference path reports it.
      guard let seconds = Self.finiteNumber(json), seconds <= ActivityKitDecoder.unixLookingDateThreshold
      else {
        return nil
      }
      return .date(Instant(secondsSinceReferenceDate: seconds))
    case .bool:
      return json.bool.map(Value.bool)
    case .uuid:
      return json.string.flatMap(UUIDText.canonical).map(Value.string)
    case .url:
      guard let text = Self.plainString(json), URLText.isAccepted(text) else { return nil }
      return .string(text)
    case .stringEnum(let index):
      guard let utf8 = json.utf8 else { return nil }
      for entry in enums[index] where entry.rawValue.count == utf8.count {
        if entry.rawValue.withUnsafeBufferPointer({ JSONElement.equal($0, utf8) }) {
          return .enumCase(entry.name)
        }
      }
      return nil
    case .structure(let index):
      return decode(json, asStruct: index).map(Value.record)
    case .array(let element):
      guard json.isArray else { return nil }
      var values: [Value] = []
      values.reserveCapacity(json.elements.count)
      for item in json.elements {
        guard let value = decode(types[element], item) else { return nil }
        values.append(value)
      }
      return .array(values)
    case .optional:
      return nil  // Unwrapped above.
    }
  }

  /// A string without characters `TerminalSafe` would escape (those earn P037).
  private static func plainString(_ json: JSONElement) -> String? {
    guard let utf8 = json.utf8 else { return nil }
    let text = String(decoding: utf8, as: UTF8.self)
    return TerminalSafe.isPrintableASCII(utf8) || !TerminalSafe.containsUnsafeCharacters(text) ? text : nil
  }

  /// An integer literal's value (other spellings of whole numbers go to the reference path).
  private static func wholeNumber(_ json: JSONElement) -> Int? {
    let node = json.node
    return node.kind == .integer && node.hasIntegerValue ? node.payload : nil
  }

  /// A number's value as a Double, when finite.
  private static func finiteNumber(_ json: JSONElement) -> Double? {
    guard let value = json.doubleValue, value.isFinite else { return nil }
    return value
  }
}

import IsletModel

/// A schema struct prepared once for decoding many pushes: its fields' keys as bytes and
/// their types resolved (enums to their raw values as bytes, nested structs to their plans),
/// so a push is decoded in one pass over the object's members with no lookup by name.
///
/// It decodes only what decodes cleanly: at the first value that would fail or earn a warning
/// it gives up (nil), and `ActivityKitDecoder`'s reference path decodes the push again and
/// reports. So findings come from one place, and a valid push builds no key paths or messages.
struct DecodingPlan: Sendable {
  /// One stored property: its name, the name's UTF-8 bytes and its type.
  struct Field: Sendable {
    var name: String
    var key: [UInt8]
    var type: PlannedType
  }

  /// A field type with everything it names resolved.
  indirect enum PlannedType: Sendable {
    case string, int, integer(IntegerWidth), double, bool, date, uuid, url
    /// An enum with string raw values: each case's raw value as bytes, with its case name.
    case stringEnum([(rawValue: [UInt8], name: String)])
    case structure(DecodingPlan)
    case optional(PlannedType)
    case array(PlannedType)
  }

  var fields: [Field]

  /// The plan for a struct with `fields`, or nil when a type is one the plan leaves to the
  /// reference path (dictionaries, ranges, enums without string raw values, a struct that
  /// holds itself, a name the schema does not declare).
  init?(fields: [IsletModel.Field], schema: Schema, enclosing: Set<String> = []) {
    var planned: [Field] = []
    for field in fields {
      guard let type = Self.plan(field.type, schema: schema, enclosing: enclosing) else { return nil }
      planned.append(Field(name: field.name, key: Array(field.name.utf8), type: type))
    }
    self.fields = planned
  }

  private static func plan(_ type: FieldType, schema: Schema, enclosing: Set<String>) -> PlannedType? {
    switch type {
    case .string: return .string
    case .int: return .int
    case .integer(let width): return .integer(width)
    case .double: return .double
    case .bool: return .bool
    case .date: return .date
    case .uuid: return .uuid
    case .url: return .url
    case .enumeration(let name):
      guard let enumType = schema.enums[name], enumType.rawType == .string else { return nil }
      return .stringEnum(enumType.cases.map { (Array($0.rawValue.utf8), $0.name) })
    case .structure(let name):
      guard !enclosing.contains(name), let structType = schema.structs[name],
        let nested = DecodingPlan(
          fields: structType.fields, schema: schema, enclosing: enclosing.union([name]))
      else { return nil }
      return .structure(nested)
    case .optional(let wrapped): return plan(wrapped, schema: schema, enclosing: enclosing).map { .optional($0) }
    case .array(let element): return plan(element, schema: schema, enclosing: enclosing).map { .array($0) }
    case .dictionary, .range: return nil
    }
  }

  /// The record decoded from `json`, or nil when anything would fail or be reported.
  func decode(_ json: JSONElement) -> Record? {
    guard json.isObject else { return nil }
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
        let value = slots[index] < 0 ? nil : JSONElement(storage: json.storage, index: slots[index])
        guard let decoded = Self.decode(fields[index].type, value) else { return nil }
        record.appendNewField(fields[index].name, decoded)
      }
      return record
    }
  }

  /// One value (`json` nil when its key is absent), or nil when it would not decode cleanly.
  private static func decode(_ type: PlannedType, _ json: JSONElement?) -> Value? {
    if case .optional(let wrapped) = type {
      guard let json, !json.isNull else { return .null }
      return decode(wrapped, json)
    }
    guard let json else { return nil }
    switch type {
    case .string:
      return plainString(json).map(Value.string)
    case .int:
      return wholeNumber(json).map(Value.int)
    case .integer(let width):
      guard let value = wholeNumber(json), width.range.contains(value) else { return nil }
      return .int(value)
    case .double:
      guard let value = finiteNumber(json) else { return nil }
      return .double(value)
    case .date:
      // A Unix-looking date earns a warning: the reference path reports it.
      guard let seconds = finiteNumber(json), seconds <= ActivityKitDecoder.unixLookingDateThreshold else {
        return nil
      }
      return .date(Instant(secondsSinceReferenceDate: seconds))
    case .bool:
      return json.bool.map(Value.bool)
    case .uuid:
      return json.string.flatMap(UUIDText.canonical).map(Value.string)
    case .url:
      guard let text = plainString(json), URLText.isAccepted(text) else { return nil }
      return .string(text)
    case .stringEnum(let cases):
      guard let utf8 = json.utf8 else { return nil }
      for entry in cases where entry.rawValue.count == utf8.count {
        if entry.rawValue.withUnsafeBufferPointer({ JSONElement.equal($0, utf8) }) { return .enumCase(entry.name) }
      }
      return nil
    case .structure(let plan):
      return plan.decode(json).map(Value.record)
    case .array(let element):
      guard json.isArray else { return nil }
      var values: [Value] = []
      values.reserveCapacity(json.elements.count)
      for item in json.elements {
        guard let value = decode(element, item) else { return nil }
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

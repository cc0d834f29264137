/// A Swift enum: with raw values (`enum Phase: String { case placed … }`), or without, coded as
/// a synthesized `Codable` enum does (`{"placed":{}}`).
public struct EnumType: Hashable, Sendable {
  /// Whether the raw values are strings (the default) or integers, or the enum has none
  /// (`synthesized`: a case is a JSON object with its name as the one key).
  public enum RawType: Hashable, Sendable { case string, int, synthesized }

  public struct Case: Hashable, Sendable {
    public var name: String
    /// The raw value as JSON carries it: the case name by default for string enums.
    public var rawValue: String

    public init(name: String, rawValue: String) {
      self.name = name
      self.rawValue = rawValue
    }
  }

  public var name: String
  public var rawType: RawType
  public var cases: [Case]
  /// Set when it decodes itself with an `init(from:)` (islet reads none of an enum's).
  public var uncheckedDecoding: UncheckedDecoding?

  public init(
    name: String, rawType: RawType = .string, cases: [Case], uncheckedDecoding: UncheckedDecoding? = nil
  ) {
    self.name = name
    self.rawType = rawType
    self.cases = cases
    self.uncheckedDecoding = uncheckedDecoding
  }

  /// The case whose raw value is `raw`, as `init?(rawValue:)` would find it.
  public func caseNamed(rawValue raw: String) -> Case? { cases.first { $0.rawValue == raw } }
}

/// One stored property of the attributes or content-state struct.
public struct Field: Hashable, Sendable {
  public var name: String
  public var type: FieldType
  /// Where the layout declares it, when it comes from a layout file.
  public var span: SourceSpan?
  /// How its type's own `init(from:)` reads it; nil: as a synthesized `Codable` does.
  public var decoding: FieldDecoding?

  public init(name: String, type: FieldType, span: SourceSpan? = nil, decoding: FieldDecoding? = nil) {
    self.name = name
    self.type = type
    self.span = span
    self.decoding = decoding
  }
}

/// A nested `Codable` struct used by a field (`struct Driver { name: String }`).
public struct StructType: Hashable, Sendable {
  public var name: String
  public var fields: [Field]
  /// Set when it decodes itself in a way islet does not read.
  public var uncheckedDecoding: UncheckedDecoding?

  public init(name: String, fields: [Field], uncheckedDecoding: UncheckedDecoding? = nil) {
    self.name = name
    self.fields = fields
    self.uncheckedDecoding = uncheckedDecoding
  }
}

/// The data model of one activity: its static attributes, its dynamic content state and the
/// enums and structs they use. Pushes are decoded against it exactly as ActivityKit decodes them.
public struct Schema: Hashable, Sendable {
  /// The `ActivityAttributes` struct name; a start push's `attributes-type` must equal it.
  public var activityName: String
  public var attributes: [Field]
  public var state: [Field]
  public var enums: [String: EnumType]
  /// The nested structs the fields use, by name.
  public var structs: [String: StructType]
  /// Set when the attributes, or the content state, decode themselves in a way islet does not read.
  public var attributesDecoding: UncheckedDecoding?
  public var stateDecoding: UncheckedDecoding?

  public init(
    activityName: String, attributes: [Field], state: [Field], enums: [String: EnumType],
    structs: [String: StructType] = [:], attributesDecoding: UncheckedDecoding? = nil,
    stateDecoding: UncheckedDecoding? = nil
  ) {
    self.activityName = activityName
    self.attributes = attributes
    self.state = state
    self.enums = enums
    self.structs = structs
    self.attributesDecoding = attributesDecoding
    self.stateDecoding = stateDecoding
  }
}

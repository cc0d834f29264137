/// A parsed JSON value that keeps what `JSONSerialization` throws away: object members in
/// source order (duplicates included) and every number's exact text and lexical kind.
public enum JSONValue: Hashable, Sendable {
  case null
  case bool(Bool)
  case number(JSONNumber)
  case string(String)
  case array([JSONValue])
  case object(JSONObject)

  /// The object, when this value is one.
  public var object: JSONObject? {
    if case .object(let object) = self { return object }
    return nil
  }

  /// The string, when this value is one.
  public var string: String? {
    if case .string(let string) = self { return string }
    return nil
  }

  /// The number, when this value is one.
  public var number: JSONNumber? {
    if case .number(let number) = self { return number }
    return nil
  }

  /// The JSON type with an article, as messages name it: "a string", "an object".
  public var kindName: String {
    switch self {
    case .null: "null"
    case .bool: "a Bool"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }

  /// A short, terminal-safe rendering for messages: `"0.62"` (quoted, escaped, cut at 40
  /// characters), `20.5`, `true`, `null`, `[…]`, `{…}`.
  public var excerpt: String {
    switch self {
    case .null: "null"
    case .bool(let flag): flag ? "true" : "false"
    case .number(let number): number.text
    case .string(let string):
      "\"\(TerminalSafe.escape(string.count > 40 ? String(string.prefix(39)) + "…" : string))\""
    case .array: "[…]"
    case .object: "{…}"
    }
  }
}

/// A JSON number as written: its exact text and whether it was an integer literal, had a
/// fraction or an exponent, so `34`, `34.0`, `20.5` and `1e3` stay distinguishable.
public struct JSONNumber: Hashable, Sendable {
  /// The lexical form of a number literal.
  public enum Kind: Hashable, Sendable {
    /// Digits only: `34`, `-7`.
    case integer
    /// A fraction and no exponent: `34.0`, `20.5`.
    case fraction
    /// An exponent (with or without a fraction): `1e3`, `2.5E-2`.
    case exponent
  }

  /// The literal exactly as it appeared in the input.
  public var text: String { storedText ?? String(integerValue ?? 0) }
  public let kind: Kind

  /// The literal, unless it is the canonical text of `integerValue` (then built on demand:
  /// the parser creates no string for the integers pushes are full of).
  private let storedText: String?
  /// The value of an integer literal, when the parser already computed it (a cache:
  /// `exactInteger` and `doubleValue` fall back to the text).
  private let integerValue: Int?

  public init(text: String, kind: Kind, integerValue: Int? = nil) {
    self.storedText = text
    self.kind = kind
    self.integerValue = integerValue
  }

  /// An integer literal written canonically: `String(value)` gives its text back.
  init(canonicalInteger value: Int) {
    self.storedText = nil
    self.kind = .integer
    self.integerValue = value
  }

  /// The value as a Double; literals beyond Double's range give ±infinity.
  public var doubleValue: Double {
    if let integerValue { return Double(integerValue) }
    if kind == .integer, let value = Int(text) { return Double(value) }
    return Double(text) ?? (text.hasPrefix("-") ? -.infinity : .infinity)
  }

  /// The value as `Int`, decoded the way `JSONDecoder` does: an integer literal that fits,
  /// or any literal whose value is a whole number within `Int`'s range (`34.0`, `1e3`).
  public var exactInteger: Int? {
    if let integerValue { return integerValue }
    if kind == .integer, let value = Int(text) { return value }
    return Int(exactly: doubleValue)
  }

  public static func == (lhs: JSONNumber, rhs: JSONNumber) -> Bool {
    if lhs.storedText == nil && rhs.storedText == nil { return lhs.integerValue == rhs.integerValue }
    return lhs.text == rhs.text && lhs.kind == rhs.kind
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(text)
    hasher.combine(kind)
  }

  /// Whether this is an integer literal too large for `Int` (beyond ±2^63).
  public var isOversizedInteger: Bool { kind == .integer && Int(text) == nil }
}

/// A JSON object with its members in source order. Lookup returns the first member with a
/// key, as `JSONDecoder` does with duplicate keys.
public struct JSONObject: Hashable, Sendable {
  /// One `"key": value` pair.
  public struct Member: Hashable, Sendable {
    public var key: String
    public var value: JSONValue

    public init(key: String, value: JSONValue) {
      self.key = key
      self.value = value
    }
  }

  public var members: [Member]

  public init(_ members: [Member] = []) { self.members = members }

  /// The value of the first member named `key`.
  public subscript(key: String) -> JSONValue? {
    // By index: compares keys in place instead of copying every member.
    for index in members.indices where members[index].key == key { return members[index].value }
    return nil
  }

  /// Whether a member is named `key`.
  public func contains(_ key: String) -> Bool { self[key] != nil }
}

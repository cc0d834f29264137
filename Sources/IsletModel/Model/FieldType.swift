/// The type of an attribute or content-state field, as the Swift `Codable` struct declares it.
public indirect enum FieldType: Hashable, Sendable, CustomStringConvertible {
  case string
  case int
  /// `Int8` … `Int64`, `UInt` … `UInt64`: an `Int` whose range a push must respect.
  case integer(IntegerWidth)
  case double
  /// `Float`: a number whose value rounds to a finite, and unless it is 0 non-zero, `Float`.
  case float
  case bool
  /// A `Date`, decoded as seconds since 2001-01-01.
  case date
  /// `UUID`: a string in UUID's textual form (`E621E1F8-C36C-495A-93FC-0C247A3E6E5F`).
  case uuid
  /// `URL`: a string `URL(string:)` accepts.
  case url
  /// A Swift enum, declared in the layout by this name.
  case enumeration(String)
  /// A nested `Codable` struct, declared in the layout by this name.
  case structure(String)
  case optional(FieldType)
  case array(FieldType)
  /// `[String: T]`: a JSON object of any keys.
  case dictionary(FieldType)
  /// `ClosedRange<T>` (closed) or `Range<T>`: a JSON array `[lower, upper]`.
  case range(FieldType, closed: Bool)

  /// The type as Swift spells it: `String`, `Date?`, `[Int]`, `Phase`.
  public var description: String {
    switch self {
    case .string: "String"
    case .int: "Int"
    case .integer(let width): width.rawValue
    case .double: "Double"
    case .float: "Float"
    case .bool: "Bool"
    case .date: "Date"
    case .uuid: "UUID"
    case .url: "URL"
    case .enumeration(let name), .structure(let name): name
    case .optional(let wrapped): "\(wrapped)?"
    case .array(let element): "[\(element)]"
    case .dictionary(let value): "[String: \(value)]"
    case .range(let bound, let closed): "\(closed ? "ClosedRange" : "Range")<\(bound)>"
    }
  }

  /// `Int` or a fixed-width integer: decoded from whole numbers only.
  public var isInteger: Bool {
    switch self {
    case .int, .integer: true
    default: false
    }
  }

  public var isOptional: Bool {
    if case .optional = self { return true }
    return false
  }

  /// The type without one level of optionality.
  public var unwrapped: FieldType {
    if case .optional(let wrapped) = self { return wrapped }
    return self
  }
}

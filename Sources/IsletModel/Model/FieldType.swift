/// The type of an attribute or content-state field, as the Swift `Codable` struct declares it.
public indirect enum FieldType: Hashable, Sendable, CustomStringConvertible {
  case string
  case int
  /// `Int8` … `Int64`, `UInt` … `UInt64`: an `Int` whose range a push must respect.
  case integer(IntegerWidth)
  case double
  case bool
  /// A `Date`, decoded as seconds since 2001-01-01.
  case date
  /// A Swift enum with raw values, declared in the layout by this name.
  case enumeration(String)
  case optional(FieldType)
  case array(FieldType)

  /// The type as Swift spells it: `String`, `Date?`, `[Int]`, `Phase`.
  public var description: String {
    switch self {
    case .string: "String"
    case .int: "Int"
    case .integer(let width): width.rawValue
    case .double: "Double"
    case .bool: "Bool"
    case .date: "Date"
    case .enumeration(let name): name
    case .optional(let wrapped): "\(wrapped)?"
    case .array(let element): "[\(element)]"
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

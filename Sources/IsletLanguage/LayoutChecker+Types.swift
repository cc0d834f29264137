import IsletDevices
import IsletModel

extension LayoutChecker {
  /// The static type of an expression.
  indirect enum ExprType: Hashable, Sendable, CustomStringConvertible {
    case string, int, double, bool, date
    case enumeration(String)
    /// A nested struct declared in the layout.
    case structure(String)
    case optional(ExprType)
    case array(ExprType)
    /// `[String: T]`.
    case dictionary(ExprType)
    /// `ClosedRange<T>` or `Range<T>`: read through `lowerBound` and `upperBound`.
    case range(ExprType)
    /// The type of `nil` before context gives it one.
    case nilLiteral
    /// The type of an expression that already produced an error: compatible with everything,
    /// so one mistake is reported once.
    case unknown

    /// The name of the built-in enum `family` compares against (`.small`, `.medium`).
    static let familyEnumName = "ActivityFamily"
    /// The name of the built-in enum `colorScheme` compares against (`.light`, `.dark`).
    static let colorSchemeEnumName = "ColorScheme"
    /// The enums the language declares itself, with their cases.
    static let builtInEnums: [String: [String]] = [
      familyEnumName: ActivityFamily.allCases.map(\.rawValue),
      colorSchemeEnumName: Appearance.allCases.map(\.rawValue),
    ]

    init(_ type: FieldType) {
      switch type {
      case .string, .uuid, .url: self = .string
      case .int, .integer: self = .int
      case .double, .float: self = .double
      case .bool: self = .bool
      case .date: self = .date
      case .enumeration(let name): self = .enumeration(name)
      case .optional(let wrapped): self = .optional(ExprType(wrapped))
      case .array(let element): self = .array(ExprType(element))
      case .structure(let name): self = .structure(name)
      case .dictionary(let value): self = .dictionary(ExprType(value))
      case .range(let bound, _): self = .range(ExprType(bound))
      }
    }

    var description: String {
      switch self {
      case .string: "String"
      case .int: "Int"
      case .double: "Double"
      case .bool: "Bool"
      case .date: "Date"
      case .enumeration(let name), .structure(let name): name
      case .optional(let wrapped): "\(wrapped)?"
      case .array(let element): "[\(element)]"
      case .dictionary(let value): "[String: \(value)]"
      case .range(let bound): "Range<\(bound)>"
      case .nilLiteral: "nil"
      case .unknown: "_"
      }
    }

    /// The type as a message shows it: "`Date?`".
    var quoted: String { "`\(TerminalSafe.escape(description))`" }

    var isOptional: Bool {
      switch self {
      case .optional, .nilLiteral: true
      default: false
      }
    }

    var unwrapped: ExprType {
      if case .optional(let wrapped) = self { return wrapped }
      return self
    }

    var isNumeric: Bool { self == .int || self == .double || self == .unknown }

    /// Whether a value of this type can be used where `expected` is needed: the same type,
    /// Int where Double is needed, a value or nil where an optional is needed.
    func fits(_ expected: ExprType) -> Bool {
      switch (self, expected) {
      case (.unknown, _), (_, .unknown): return true
      case (.int, .double): return true
      case (.nilLiteral, .optional): return true
      case (.optional(let found), .optional(let wanted)): return found.fits(wanted)
      case (_, .optional(let wanted)): return fits(wanted)
      case (.array(let found), .array(let wanted)), (.dictionary(let found), .dictionary(let wanted)),
        (.range(let found), .range(let wanted)):
        return found.fits(wanted)
      default: return self == expected
      }
    }
  }
}

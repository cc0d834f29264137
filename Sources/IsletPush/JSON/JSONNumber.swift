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

  /// The value as a `UInt64` above `Int.max`, as JSONDecoder decodes a `UInt` or `UInt64`:
  /// an integer literal up to `UInt64.max`, or another literal whose value is exactly such a
  /// whole number (`1e19`); nil for values within `Int`'s range or beyond `UInt64`'s.
  public var unsignedAboveIntMax: UInt64? {
    let value = kind == .integer ? UInt64(text) : UInt64(exactly: doubleValue)
    guard let value, value > UInt64(Int.max) else { return nil }
    return value
  }

  /// Whether JSONDecoder decodes the number as a `Double` or `Float`: it rounds to a finite
  /// value, and to a non-zero one unless it is zero (for Float `1e39` and `1e-46` are refused
  /// alike, for Double `1e400` and `1e-400`).
  public func fits<T: BinaryFloatingPoint & LosslessStringConvertible>(in _: T.Type) -> Bool {
    guard let value = T(text), value.isFinite else { return false }
    let mantissa = text.prefix { $0 != "e" && $0 != "E" }
    return value != 0 || !mantissa.contains { ("1"..."9").contains($0) }
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

/// How a type's own `init(from:)` reads one of its fields, in the forms islet reads (a plain
/// `decode`, `decodeIfPresent` with or without `?? literal`, `try?`, a Double made an `Int` or a
/// Unix-seconds `Date`). A field without one is decoded as a synthesized `Codable` decodes its
/// type.
public struct FieldDecoding: Hashable, Sendable {
  /// How the key is read.
  public enum Reading: Hashable, Sendable {
    /// `try c.decode(T.self, forKey: k)`: a missing key or null fails, as a wrong value does.
    case required
    /// `try c.decodeIfPresent(T.self, forKey: k)`: a missing key or null gives the fallback; a
    /// wrong value fails.
    case ifPresent
    /// `try? c.decode(T.self, forKey: k)` (or `decodeIfPresent`): whatever does not decode
    /// gives the fallback.
    case attempted
  }

  /// What becomes of the value read.
  public enum Conversion: Hashable, Sendable {
    /// `Int(x)`: a Double truncated toward zero; one outside Int traps.
    case integerTruncating
    /// `Date(timeIntervalSince1970: x)`: seconds since 1970, not ActivityKit's 2001.
    case unixSeconds
  }

  /// The type read from the push, `T` of `decode(T.self, …)`.
  public var type: FieldType
  public var reading: Reading
  /// What a missing key (and for `attempted` a value that does not decode) gives: the literal
  /// of `?? literal`, else nil (`.null`; the field is then optional).
  public var fallback: Value?
  public var conversion: Conversion?

  public init(type: FieldType, reading: Reading, fallback: Value? = nil, conversion: Conversion? = nil) {
    self.type = type
    self.reading = reading
    self.fallback = fallback
    self.conversion = conversion
  }
}

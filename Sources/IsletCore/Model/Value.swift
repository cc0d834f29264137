/// A decoded field value. Not `indirect`: scalars are stored inline, so decoding a push
/// allocates no boxes (arrays already live on the heap).
public enum Value: Hashable, Sendable {
  case string(String)
  case int(Int)
  case double(Double)
  case bool(Bool)
  case date(Instant)
  /// An enum value, by case name (not raw value).
  case enumCase(String)
  case array([Value])
  /// An absent optional.
  case null
}

/// Decoded values of a struct (attributes or content state), keyed by field name.
public struct Record: Hashable, Sendable {
  public var values: [String: Value]

  public init(_ values: [String: Value] = [:]) { self.values = values }

  public subscript(name: String) -> Value? {
    get { values[name] }
    set { values[name] = newValue }
  }
}

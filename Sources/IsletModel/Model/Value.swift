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
  /// A nested struct's fields, or a `[String: T]` dictionary's entries.
  case record(Record)
  /// An absent optional.
  case null
}

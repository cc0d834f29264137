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

/// Decoded values of a struct (attributes or content state), by field name.
///
/// Stored as a list in field order rather than a dictionary: a struct has a handful of
/// fields, so a scan finds one faster than hashing its name, and decoding a push builds the
/// list with one allocation. Equality ignores the order.
public struct Record: Hashable, Sendable {
  @usableFromInline struct Entry: Hashable, Sendable {
    @usableFromInline var name: String
    @usableFromInline var value: Value

    @usableFromInline init(name: String, value: Value) {
      self.name = name
      self.value = value
    }
  }

  @usableFromInline var entries: [Entry] = []

  /// A record with `values` (in name order).
  public init(_ values: [String: Value] = [:]) {
    entries = values.sorted { $0.key < $1.key }.map { Entry(name: $0.key, value: $0.value) }
  }

  /// An empty record with room for `capacity` fields.
  @inlinable package init(capacity: Int) { entries.reserveCapacity(capacity) }

  /// The value of field `name`; setting nil removes it.
  public subscript(name: String) -> Value? {
    get {
      for index in entries.indices where entries[index].name == name { return entries[index].value }
      return nil
    }
    set {
      let existing = entries.firstIndex { $0.name == name }
      switch (existing, newValue) {
      case (let index?, let value?): entries[index].value = value
      case (let index?, nil): entries.remove(at: index)
      case (nil, let value?): entries.append(Entry(name: name, value: value))
      case (nil, nil): break
      }
    }
  }

  /// Adds field `name`, which the record must not have yet (a decoder filling a struct's
  /// distinct fields skips the search the subscript does).
  /// Inlinable: the push decoder calls it for every field of every push.
  @inlinable package mutating func appendNewField(_ name: String, _ value: Value) {
    entries.append(Entry(name: name, value: value))
  }

  /// How many fields (or dictionary entries) the record holds.
  public var count: Int { entries.count }

  /// Every field and its value.
  public var values: [String: Value] {
    Dictionary(entries.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
  }

  public static func == (lhs: Record, rhs: Record) -> Bool {
    lhs.entries.count == rhs.entries.count && lhs.entries.allSatisfy { rhs[$0.name] == $0.value }
  }

  public func hash(into hasher: inout Hasher) {
    // Order-independent: the entries' own hashes, combined commutatively.
    hasher.combine(entries.count)
    hasher.combine(entries.reduce(0) { $0 ^ $1.hashValue })
  }
}

/// Decoded values of a struct (attributes or content state), by field name.
///
/// Stored as a list in field order rather than a dictionary: a struct has a handful of
/// fields, so a scan finds one faster than hashing its name, and decoding a push builds the
/// list with one allocation. Equality ignores the order.
///
/// The list lives in a `Storage` of its own (copied on write) rather than an `Array`: its
/// `deinit` destroys the entries with code made for `Entry`, where an array's storage, being
/// generic, destroys each through the type's value witnesses, and it is created without
/// looking up generic metadata. The simulator frees a record for every update it applies.
///
/// Sendable unchecked: its storage (a `ManagedBuffer`, never `Sendable`) is written only while
/// the record holds the one reference to it (copy on write), as an array's is.
public struct Record: Hashable, @unchecked Sendable {
  @usableFromInline struct Entry: Hashable, Sendable {
    @usableFromInline var name: String
    @usableFromInline var value: Value

    @usableFromInline init(name: String, value: Value) {
      self.name = name
      self.value = value
    }
  }

  /// How many entries a `Storage` holds and has room for.
  @usableFromInline struct Header {
    @usableFromInline var count: Int
    @usableFromInline let capacity: Int

    @usableFromInline init(count: Int, capacity: Int) {
      self.count = count
      self.capacity = capacity
    }
  }

  /// A record's entries, in one allocation.
  @usableFromInline final class Storage: ManagedBuffer<Header, Entry> {
    /// An empty storage with room for `capacity` entries.
    @inlinable static func make(capacity: Int) -> Storage {
      unsafeDowncast(
        create(minimumCapacity: capacity) { _ in Header(count: 0, capacity: capacity) }, to: Storage.self)
    }

    /// Each entry is moved out and dropped: `deinitialize(count:)` destroys them through
    /// `swift_arrayDestroy` and `Entry`'s value witnesses (~65 instructions an entry).
    deinit {
      withUnsafeMutablePointers { header, entries in
        for index in 0..<header.pointee.count { _ = (entries + index).move() }
      }
    }
  }

  /// nil while the record is empty and has reserved no room.
  @usableFromInline var storage: Storage?

  /// A record with `values` (in name order).
  public init(_ values: [String: Value] = [:]) {
    guard !values.isEmpty else { return }
    storage = Storage.make(capacity: values.count)
    for (name, value) in values.sorted(by: { $0.key < $1.key }) { appendNewField(name, value) }
  }

  /// An empty record with room for `capacity` fields.
  @inlinable package init(capacity: Int) {
    if capacity > 0 { storage = Storage.make(capacity: capacity) }
  }

  /// A record of `count` fields, `field(index)` giving each in order; nil as soon as one is
  /// nil (a decoder giving up). The entries are written in place, without the checks of
  /// `appendNewField`. Inlinable: the push decoder builds every push's records with it.
  @inlinable package init?(fields count: Int, _ field: (Int) -> (name: String, value: Value)?) {
    let storage = Storage.make(capacity: count)
    let complete = storage.withUnsafeMutablePointers { header, entries in
      for index in 0..<count {
        guard let (name, value) = field(index) else { return false }
        (entries + index).initialize(to: Entry(name: name, value: value))
        header.pointee.count = index + 1
      }
      return true
    }
    guard complete else { return nil }
    self.storage = storage
  }

  /// A record of `count` fields, `field(index)` giving each in order, written over the entries
  /// of `spare` (left nil) when it holds the only reference to its storage and has `count`
  /// fields, as a record of the same struct does: its allocation is kept, and a name equal to
  /// the one there is not written again. The read-ahead thread of `check-push` refills the
  /// record it made for a line some thousand lines earlier, which skips a `malloc`, the `free`,
  /// and a retain and release of each name (~300 instructions a push). Inlinable, as
  /// `init(fields:_:)` is.
  @inlinable package init(
    fields count: Int, reusing spare: inout Record?, _ field: (Int) -> (name: String, value: Value)
  ) {
    var storage = spare?.storage
    spare = nil
    guard isKnownUniquelyReferenced(&storage), let storage,
      storage.withUnsafeMutablePointerToHeader({ $0.pointee.count }) == count
    else {
      self = Record(fields: count, field)!
      return
    }
    storage.withUnsafeMutablePointerToElements { entries in
      for index in 0..<count {
        let (name, value) = field(index)
        if entries[index].name != name { entries[index].name = name }
        entries[index].value = value
      }
    }
    self.storage = storage
  }

  /// Calls `body` with the entries in order.
  @inlinable func withEntries<Result>(_ body: (UnsafeMutableBufferPointer<Entry>) -> Result) -> Result {
    guard let storage else { return body(UnsafeMutableBufferPointer(start: nil, count: 0)) }
    return storage.withUnsafeMutablePointers { header, entries in
      body(UnsafeMutableBufferPointer(start: entries, count: header.pointee.count))
    }
  }

  /// Makes the storage this record's own, with room for `extra` more entries: a shared or
  /// full storage is copied first.
  @inlinable mutating func makeUnique(room extra: Int) {
    let count = self.count
    if isKnownUniquelyReferenced(&storage), let storage,
      count + extra <= storage.withUnsafeMutablePointerToHeader({ $0.pointee.capacity })
    {
      return
    }
    let copy = Storage.make(capacity: Swift.max(count + extra, 2 * count, 4))
    withEntries { entries in
      copy.withUnsafeMutablePointers { header, target in
        if let source = entries.baseAddress { target.initialize(from: source, count: count) }
        header.pointee.count = count
      }
    }
    storage = copy
  }

  /// The value of field `name`; setting nil removes it.
  public subscript(name: String) -> Value? {
    get {
      withEntries { entries in
        for entry in entries where entry.name == name { return entry.value }
        return nil
      }
    }
    set {
      let existing = withEntries { entries in entries.firstIndex { $0.name == name } }
      switch (existing, newValue) {
      case (let index?, let value?):
        makeUnique(room: 0)
        withEntries { entries in entries[index].value = value }
      case (let index?, nil):
        makeUnique(room: 0)
        storage!.withUnsafeMutablePointers { header, entries in
          let count = header.pointee.count
          (entries + index).deinitialize(count: 1)
          (entries + index).moveInitialize(from: entries + index + 1, count: count - index - 1)
          header.pointee.count = count - 1
        }
      case (nil, let value?): appendNewField(name, value)
      case (nil, nil): break
      }
    }
  }

  /// Adds field `name`, which the record must not have yet (a decoder filling a struct's
  /// distinct fields skips the search the subscript does).
  /// Inlinable: the push decoder calls it for every field of every push.
  @inlinable package mutating func appendNewField(_ name: String, _ value: Value) {
    makeUnique(room: 1)
    storage!.withUnsafeMutablePointers { header, entries in
      (entries + header.pointee.count).initialize(to: Entry(name: name, value: value))
      header.pointee.count += 1
    }
  }

  /// How many fields (or dictionary entries) the record holds.
  @inlinable public var count: Int { storage?.withUnsafeMutablePointerToHeader { $0.pointee.count } ?? 0 }

  /// Every field and its value.
  public var values: [String: Value] {
    withEntries { entries in
      Dictionary(entries.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
    }
  }

  public static func == (lhs: Record, rhs: Record) -> Bool {
    lhs.count == rhs.count && lhs.withEntries { $0.allSatisfy { rhs[$0.name] == $0.value } }
  }

  public func hash(into hasher: inout Hasher) {
    // Order-independent: the entries' own hashes, combined commutatively.
    hasher.combine(count)
    hasher.combine(withEntries { $0.reduce(0) { $0 ^ $1.hashValue } })
  }
}

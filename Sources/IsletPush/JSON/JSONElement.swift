import IsletModel

/// One value of a `JSONDocument`: a position on its tape. Reading it builds nothing until a
/// `String` or `JSONNumber` is asked for; keys are compared as bytes.
public struct JSONElement: Sendable {
  package typealias Node = JSONDocument.Node
  package let storage: JSONDocument.Storage
  package let index: Int

  package init(storage: JSONDocument.Storage, index: Int) {
    self.storage = storage
    self.index = index
  }

  package var node: Node { storage.nodes[index] }

  /// Whether the value is `null`.
  public var isNull: Bool { node.kind == .null }

  /// Whether the value is an object.
  public var isObject: Bool { node.kind == .object }

  /// Whether the value is an array.
  public var isArray: Bool { node.kind == .array }

  /// The Bool, when the value is `true` or `false`.
  public var bool: Bool? {
    switch node.kind {
    case .trueValue: true
    case .falseValue: false
    default: nil
    }
  }

  /// The string, when the value is one.
  public var string: String? { utf8.map { String(decoding: $0, as: UTF8.self) } }

  /// The number, when the value is one.
  public var number: JSONNumber? {
    let node = node
    let kind: JSONNumber.Kind
    switch node.kind {
    case .integer:
      // The canonical text of an integer is built only on demand (pushes are full of them).
      if node.hasIntegerValue && (node.payload != 0 || storage.bytes[node.start] != UInt8(ascii: "-")) {
        return JSONNumber(canonicalInteger: node.payload)
      }
      kind = .integer
    case .fraction: kind = .fraction
    case .exponent: kind = .exponent
    default: return nil
    }
    let text = String(decoding: storage.bytes.buffer(start: node.start, length: node.length), as: UTF8.self)
    return JSONNumber(
      text: text, kind: kind, integerValue: node.hasIntegerValue ? node.payload : nil)
  }

  /// The value of a number as a Double (±infinity beyond its range), without building a
  /// `JSONNumber` for the common integer literal; nil for other kinds.
  public var doubleValue: Double? {
    let node = node
    if node.kind == .integer && node.hasIntegerValue { return Double(node.payload) }
    return number?.doubleValue
  }

  /// Whether the value is a string equal to `text`, compared byte by byte.
  public func isString(equalTo text: String) -> Bool {
    guard let utf8 = utf8, utf8.count == text.utf8.count else { return false }
    var text = text
    return text.withUTF8 { Self.equal($0, utf8) }
  }

  /// Whether the value is a string equal to `text` (a literal: no `String` is involved).
  package func isString(equalTo text: StaticString) -> Bool {
    guard let utf8 = utf8, utf8.count == text.utf8CodeUnitCount else { return false }
    return Self.equal(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount), utf8)
  }

  /// Byte equality of two buffers of the same length (a plain loop: the generic
  /// `elementsEqual` costs several times more on the short keys of a push).
  package static func equal(_ lhs: UnsafeBufferPointer<UInt8>, _ rhs: UnsafeBufferPointer<UInt8>) -> Bool {
    guard lhs.count == rhs.count else { return false }
    guard let left = lhs.baseAddress, let right = rhs.baseAddress else { return true }
    for offset in 0..<lhs.count where left[offset] != right[offset] { return false }
    return true
  }

  /// Whether the value is a string equal to the lowercase ASCII `text` when its ASCII
  /// letters are lowercased (how HTTP header names compare), without building a string.
  package func isString(equalToLowercased text: StaticString) -> Bool {
    guard let utf8 = utf8, utf8.count == text.utf8CodeUnitCount else { return false }
    let wanted = UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)
    for offset in 0..<utf8.count where Self.lowercased(utf8[offset]) != wanted[offset] { return false }
    return true
  }

  /// Whether this value and `other` are strings equal up to ASCII case (two HTTP header
  /// names naming the same header), compared byte by byte.
  package func isString(equalIgnoringASCIICase other: JSONElement) -> Bool {
    guard let lhs = utf8, let rhs = other.utf8, lhs.count == rhs.count else { return false }
    for offset in 0..<lhs.count where Self.lowercased(lhs[offset]) != Self.lowercased(rhs[offset]) {
      return false
    }
    return true
  }

  /// An ASCII letter lowercased; any other byte unchanged.
  package static func lowercased(_ byte: UInt8) -> UInt8 {
    byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte
  }

  /// The UTF-8 bytes of a string value (decoded), valid while the element exists.
  package var utf8: UnsafeBufferPointer<UInt8>? { storage.utf8(at: index) }

  /// The members of an object in source order, duplicates included (empty otherwise).
  public var members: Members { Members(storage: storage, container: node, index: index) }

  /// The elements of an array in order (empty otherwise).
  public var elements: Elements { Elements(storage: storage, container: node, index: index) }

  /// The value of the first member named `key` (`JSONDecoder` reads the first of duplicates).
  public subscript(key: String) -> JSONElement? {
    var key = key
    return key.withUTF8 { firstMember(named: $0) }
  }

  /// The value of the first member named `key`, a literal (compared as bytes, no `String` involved).
  package func member(_ key: StaticString) -> JSONElement? {
    firstMember(named: UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount))
  }

  private func firstMember(named key: UnsafeBufferPointer<UInt8>) -> JSONElement? {
    firstMemberIndex(named: key).map { JSONElement(storage: storage, index: $0) }
  }

  /// The tape index of the first member named `key`'s value. Apart from `firstMember` so that
  /// only a member found retains the storage (a lookup that finds nothing, most of them on a
  /// push, retained and released it).
  private func firstMemberIndex(named key: UnsafeBufferPointer<UInt8>) -> Int? {
    let node = node
    guard node.kind == .object else { return nil }
    // Members are (key, value) node pairs; only a key of the same length is compared.
    var position = index + 1
    while position < node.end {
      if storage.nodes[position].length == key.count, let utf8 = storage.utf8(at: position),
        Self.equal(utf8, key)
      {
        return position + 1
      }
      position = storage.nodes[position + 1].end
    }
    return nil
  }

  /// Whether an object has a member named `key`.
  public func contains(_ key: String) -> Bool { self[key] != nil }

  /// The JSON type with an article, as messages name it: "a string", "an object".
  public var kindName: String {
    switch node.kind {
    case .null: "null"
    case .trueValue, .falseValue: "a Bool"
    case .integer, .fraction, .exponent: "a number"
    case .string, .escapedString: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }

  /// A short, terminal-safe rendering for messages: `"0.62"` (quoted, escaped, cut at 40
  /// characters), `20.5`, `true`, `null`, `[…]`, `{…}`.
  public var excerpt: String {
    switch node.kind {
    case .null: "null"
    case .trueValue: "true"
    case .falseValue: "false"
    case .integer, .fraction, .exponent: number?.text ?? ""
    case .string, .escapedString:
      string.map { "\"\(TerminalSafe.escape($0.count > 40 ? String($0.prefix(39)) + "…" : $0))\"" } ?? ""
    case .array: "[…]"
    case .object: "{…}"
    }
  }

  /// One `"key": value` pair of an object.
  public struct Member: Sendable {
    /// The key, a string element.
    public var key: JSONElement
    public var value: JSONElement
  }

  /// An object's members, read off the tape: each key node is followed by its value's nodes.
  public struct Members: Sequence, Sendable {
    let storage: JSONDocument.Storage
    let firstNode: Int
    let end: Int

    init(storage: JSONDocument.Storage, container: Node, index: Int) {
      self.storage = storage
      self.firstNode = index + 1
      self.end = container.kind == .object ? container.end : firstNode
    }

    public struct Iterator: IteratorProtocol, Sendable {
      let storage: JSONDocument.Storage
      var position: Int
      let end: Int

      public mutating func next() -> Member? {
        guard position < end else { return nil }
        let key = position
        position = storage.nodes[key + 1].end
        return Member(
          key: JSONElement(storage: storage, index: key), value: JSONElement(storage: storage, index: key + 1)
        )
      }
    }

    public func makeIterator() -> Iterator { Iterator(storage: storage, position: firstNode, end: end) }
  }

  /// An array's elements, read off the tape.
  public struct Elements: Sequence, Sendable {
    let storage: JSONDocument.Storage
    let firstNode: Int
    let end: Int
    /// How many elements there are.
    public let count: Int

    init(storage: JSONDocument.Storage, container: Node, index: Int) {
      self.storage = storage
      self.firstNode = index + 1
      let isArray = container.kind == .array
      self.end = isArray ? container.end : firstNode
      self.count = isArray ? container.payload : 0
    }

    public struct Iterator: IteratorProtocol, Sendable {
      let storage: JSONDocument.Storage
      var position: Int
      let end: Int

      public mutating func next() -> JSONElement? {
        guard position < end else { return nil }
        let element = position
        position = storage.nodes[element].end
        return JSONElement(storage: storage, index: element)
      }
    }

    public func makeIterator() -> Iterator { Iterator(storage: storage, position: firstNode, end: end) }
  }
}

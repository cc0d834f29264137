/// A parsed JSON text stored flat: a copy of its bytes and one node per value in source order
/// (a tape), each container followed by its contents. It keeps what `JSONSerialization` throws
/// away — object members in source order, duplicates included, and every number's exact
/// text — and builds no tree: parsing a push allocates nothing once the buffers have grown,
/// and strings become `String`s only when a reader asks for one.
///
/// `parse` reuses the buffers of a uniquely held document, so a stream of lines parsed into
/// one document runs in constant memory. Read it through `root` (a `JSONElement`).
public struct JSONDocument: Sendable {
  /// The buffers, shared by the elements that read them. A document writes only to storage
  /// it holds alone (otherwise it starts a new one), so shared storage never changes.
  package final class Storage: @unchecked Sendable {
    // The runtime exclusivity checks would cost about a tenth of a push's parse; writes happen
    // only in `parse`, on storage no element holds.
    /// The parsed text.
    @exclusivity(unchecked) var bytes = JSONTapeBuffer<UInt8>(capacity: 1024)
    /// The decoded text of strings with escapes, which `Node`s of kind `.escapedString` point into.
    @exclusivity(unchecked) var unescaped = JSONTapeBuffer<UInt8>(capacity: 256)
    @exclusivity(unchecked) var nodes = JSONTapeBuffer<Node>(capacity: 64)

    /// Storage that reads as `null`: what a document holds before a parse or after a failed one.
    init() { nodes.append(Self.null) }

    static let null = Node(kind: .null, start: 0, length: 0, end: 1, payload: 0, hasIntegerValue: false)

    /// The UTF-8 bytes of the string at node `index` (decoded), or nil for other kinds.
    func utf8(at index: Int) -> UnsafeBufferPointer<UInt8>? {
      let node = nodes[index]
      switch node.kind {
      case .string: return bytes.buffer(start: node.start, length: node.length)
      case .escapedString: return unescaped.buffer(start: node.start, length: node.length)
      default: return nil
      }
    }

    deinit {
      bytes.deallocate()
      unescaped.deallocate()
      nodes.deallocate()
    }
  }

  /// One value on the tape, in 24 bytes: offsets and node indices are 32-bit, which is why a
  /// document holds at most `JSONParser.maximumByteCount` bytes.
  package struct Node: Sendable, BitwiseCopyable {
    package enum Kind: UInt8, Sendable, BitwiseCopyable {
      case null, falseValue, trueValue, integer, fraction, exponent, string, escapedString, array, object
    }

    /// Containers: how many members or elements. Integers: the value, when
    /// `hasIntegerValue` (literals of up to 18 digits, except `-0`).
    var payload: Int
    private var storedStart: UInt32
    private var storedLength: UInt32
    private var storedEnd: UInt32
    var kind: Kind
    var hasIntegerValue: Bool

    /// A node of a document of at most `JSONParser.maximumByteCount` bytes (so every field fits).
    init(kind: Kind, start: Int, length: Int, end: Int, payload: Int, hasIntegerValue: Bool) {
      self.payload = payload
      storedStart = UInt32(truncatingIfNeeded: start)
      storedLength = UInt32(truncatingIfNeeded: length)
      storedEnd = UInt32(truncatingIfNeeded: end)
      self.kind = kind
      self.hasIntegerValue = hasIntegerValue
    }

    /// Where the value's text starts in `bytes`; for strings, the first byte after the opening
    /// quote (in `unescaped` for `.escapedString`).
    var start: Int { Int(storedStart) }
    /// The length of the text; for strings, of the content without quotes.
    package var length: Int { Int(storedLength) }
    /// The index of the first node after this value and everything inside it.
    var end: Int { Int(storedEnd) }
  }

  var storage = Storage()

  /// A document that reads as `null` until a parse succeeds.
  public init() {}

  /// Parses exactly one JSON value surrounded by optional whitespace.
  public init(
    parsing bytes: [UInt8], maximumDepth: Int = JSONParser.defaultMaximumDepth
  ) throws(JSONParseError) {
    var failure: JSONParseError? = nil
    bytes.withUnsafeBufferPointer { buffer in
      do throws(JSONParseError) {
        try parse(buffer, maximumDepth: maximumDepth)
      } catch {
        failure = error
      }
    }
    if let failure { throw failure }
  }

  /// Replaces the contents with `bytes` parsed as exactly one JSON value, reusing the buffers.
  /// On error the document reads as `null`.
  public mutating func parse(
    _ bytes: UnsafeBufferPointer<UInt8>, maximumDepth: Int = JSONParser.defaultMaximumDepth
  ) throws(JSONParseError) {
    if !isKnownUniquelyReferenced(&storage) { storage = Storage() }
    try JSONParser.parse(bytes, into: storage, maximumDepth: maximumDepth)
  }

  /// The top-level value (`null` before a successful parse).
  public var root: JSONElement { JSONElement(storage: storage, index: 0) }
}

/// A growable run of plain values at a stable address: the memory behind a
/// `JSONDocument`'s tape. Reading an element is a pointer load with no reference counting,
/// which keeps walking a parsed push cheap. Its owner (`JSONDocument.Storage`) frees it.
///
/// It is a plain value holding a pointer: a copy shares the memory, so only one copy may
/// append or grow (the parser works on a local copy and hands it back when it is done).
struct JSONTapeBuffer<Element: BitwiseCopyable> {
  private(set) var base: UnsafeMutablePointer<Element>
  private(set) var count = 0
  private(set) var capacity: Int

  init(capacity: Int) {
    self.capacity = capacity
    base = .allocate(capacity: capacity)
  }

  subscript(index: Int) -> Element {
    get {
      // One unsigned comparison covers both ends: a negative index reads as a huge one.
      precondition(UInt(bitPattern: index) < UInt(bitPattern: count), "JSON tape index out of range")
      return base[index]
    }
    set {
      precondition(UInt(bitPattern: index) < UInt(bitPattern: count), "JSON tape index out of range")
      base[index] = newValue
    }
  }

  /// The `length` elements from `start` as a buffer, valid until the next change.
  func buffer(start: Int, length: Int) -> UnsafeBufferPointer<Element> {
    // Unsigned, so a negative `start` or `length` fails too; `count - start` cannot wrap once
    // `start` is within `0...count`.
    precondition(
      UInt(bitPattern: start) <= UInt(bitPattern: count)
        && UInt(bitPattern: length) <= UInt(bitPattern: count &- start),
      "JSON tape range out of bounds")
    return UnsafeBufferPointer(start: base + start, count: length)
  }

  mutating func append(_ element: Element) {
    if count == capacity { self = grown(toAtLeast: count &+ 1) }
    (base + count).initialize(to: element)
    // Below `capacity`, an `Int` of allocated elements: it cannot overflow.
    count &+= 1
  }

  mutating func append(contentsOf elements: UnsafeBufferPointer<Element>) {
    if elements.count > capacity - count { self = grown(toAtLeast: count + elements.count) }
    if let source = elements.baseAddress { (base + count).initialize(from: source, count: elements.count) }
    count += elements.count
  }

  /// Writes `padding` into the `length` places after the last element, growing if needed,
  /// without counting them: a reader may then look up to `length` elements past the end.
  mutating func pad(with padding: Element, length: Int) {
    if length > capacity - count { self = grown(toAtLeast: count + length) }
    (base + count).initialize(repeating: padding, count: length)
  }

  /// Empties the buffer, keeping its memory.
  mutating func removeAll() { count = 0 }

  /// Frees the memory; the buffer must not be used afterwards.
  func deallocate() { base.deallocate() }

  /// The buffer moved to memory for at least `minimum` elements; this one's memory is freed.
  /// A value in and out (not `mutating`), so a parser's local copy can stay in registers.
  @inline(never)
  private func grown(toAtLeast minimum: Int) -> JSONTapeBuffer {
    var grown = self
    grown.capacity = max(capacity * 2, minimum)
    grown.base = .allocate(capacity: grown.capacity)
    grown.base.moveInitialize(from: base, count: count)
    base.deallocate()
    return grown
  }
}

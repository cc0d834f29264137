/// A growable run of plain values at a stable address: the memory behind a
/// `JSONDocument`'s tape. Reading an element is a pointer load with no reference counting,
/// which keeps walking a parsed push cheap. Its owner (`JSONDocument.Storage`) frees it.
struct JSONTapeBuffer<Element: BitwiseCopyable> {
  private(set) var base: UnsafeMutablePointer<Element>
  private(set) var count = 0
  private var capacity: Int

  init(capacity: Int) {
    self.capacity = capacity
    base = .allocate(capacity: capacity)
  }

  subscript(index: Int) -> Element {
    get {
      precondition(index >= 0 && index < count, "JSON tape index out of range")
      return base[index]
    }
    set {
      precondition(index >= 0 && index < count, "JSON tape index out of range")
      base[index] = newValue
    }
  }

  /// The elements `range` as a buffer, valid until the next change.
  func buffer(_ range: Range<Int>) -> UnsafeBufferPointer<Element> {
    precondition(range.lowerBound >= 0 && range.upperBound <= count, "JSON tape range out of bounds")
    return UnsafeBufferPointer(start: base + range.lowerBound, count: range.count)
  }

  mutating func append(_ element: Element) {
    if count == capacity { grow(toAtLeast: count + 1) }
    (base + count).initialize(to: element)
    count += 1
  }

  mutating func append(contentsOf elements: UnsafeBufferPointer<Element>) {
    if count + elements.count > capacity { grow(toAtLeast: count + elements.count) }
    if let source = elements.baseAddress { (base + count).initialize(from: source, count: elements.count) }
    count += elements.count
  }

  /// Empties the buffer, keeping its memory.
  mutating func removeAll() { count = 0 }

  /// Frees the memory; the buffer must not be used afterwards.
  func deallocate() { base.deallocate() }

  private mutating func grow(toAtLeast minimum: Int) {
    capacity = max(capacity * 2, minimum)
    let grown = UnsafeMutablePointer<Element>.allocate(capacity: capacity)
    grown.moveInitialize(from: base, count: count)
    base.deallocate()
    base = grown
  }
}

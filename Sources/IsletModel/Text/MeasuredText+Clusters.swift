extension MeasuredText {
  /// A text's clusters, in memory it owns (`Storage`, one allocation a text) or borrows from a
  /// `ClusterArena` that outlives it. Borrowed, the clusters cost the text no allocation and no
  /// release: a sheet's texts are measured into its placement storage's arena, so each one
  /// `malloc`ed and freed an array before, and a copy of the text (queued for drawing) retained
  /// and released it. Read as an array is: by index, or in place through
  /// `withUnsafeBufferPointer`.
  @usableFromInline package struct Clusters: RandomAccessCollection {
    @usableFromInline package typealias Indices = Range<Int>

    /// The first cluster; nil when there are none.
    @usableFromInline let base: UnsafePointer<Cluster>?
    @usableFromInline package let count: Int
    /// The allocation the clusters are in when the text owns them; nil when they are borrowed
    /// (or there are none).
    @usableFromInline let owner: Storage?

    /// `count` clusters borrowed at `base` (from an arena that outlives every copy of them).
    init(borrowing base: UnsafePointer<Cluster>?, count: Int) {
      (self.base, self.count, owner) = (base, count, nil)
    }

    /// The clusters of `clusters` copied into an allocation of their own (none when empty),
    /// with `composites`, the clusters of several scalars by index. Made empty with `init()`:
    /// the empty literal `[:]` is a call.
    init(copying clusters: UnsafeBufferPointer<Cluster>, composites: [Int: Character] = .init()) {
      count = clusters.count
      guard let source = clusters.baseAddress, count > 0 else {
        (base, owner) = (nil, nil)
        return
      }
      let storage = Storage.made(capacity: count, composites: composites)
      let elements = storage.withUnsafeMutablePointerToElements { $0 }
      elements.initialize(from: source, count: count)
      (base, owner) = (UnsafePointer(elements), storage)
    }

    /// The clusters of several scalars, by index (`MeasuredText.composite`); nil when the
    /// clusters are borrowed (only a text of single scalars is measured into an arena).
    var composites: [Int: Character]? { owner?.header }

    @inlinable package var startIndex: Int { 0 }
    @inlinable package var endIndex: Int { count }

    /// Cluster `index` (an index outside them stops the program, as an array's does).
    @inlinable package subscript(index: Int) -> Cluster {
      precondition(index >= 0 && index < count, "Index out of range")
      return withExtendedLifetime(owner) { base.unsafelyUnwrapped[index] }
    }

    /// Calls `body` with the clusters in place.
    @inlinable package func withUnsafeBufferPointer<Result>(
      _ body: (UnsafeBufferPointer<Cluster>) throws -> Result
    ) rethrows -> Result {
      try withExtendedLifetime(owner) { try body(UnsafeBufferPointer(start: base, count: count)) }
    }
  }

  /// The clusters a text owns, allocated with the object that holds them (one allocation), and
  /// its clusters of several scalars by index (the header): held here, not in the text, a text
  /// whose clusters are borrowed copies and is freed without them.
  @usableFromInline package final class Storage: ManagedBuffer<[Int: Character], Cluster> {
    /// Room for `capacity` clusters, not initialized (clusters are plain values: nothing to
    /// destroy when it is freed).
    static func made(capacity: Int, composites: [Int: Character]) -> Storage {
      unsafeDowncast(Storage.create(minimumCapacity: capacity) { _ in composites }, to: Storage.self)
    }
  }
}

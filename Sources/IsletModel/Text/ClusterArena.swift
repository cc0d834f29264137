/// Room for the clusters of many texts that it outlives (a sheet's placement storage keeps
/// one): each text measured in it (`MeasuredText(_:clustersIn:)`) writes its clusters straight
/// into the arena's room and borrows them from there, so it allocates nothing and frees nothing.
/// Its blocks never move (one that is full is left as it is and a new one begun), so what a text
/// borrows stays where it is; they are freed with the arena. Not copyable: it owns its blocks.
package struct ClusterArena: ~Copyable {
  /// Where the next text's clusters go; nil before the first block.
  private var next: UnsafeMutablePointer<MeasuredText.Cluster>?
  /// The clusters the current block still has room for.
  private var room: Int
  /// The blocks the arena allocated (the first, given to it, belongs to its owner).
  private var ownBlocks: [UnsafeMutablePointer<MeasuredText.Cluster>] = []

  /// An arena that starts in the room for `capacity` clusters at `first` (its owner's, which
  /// outlives it and frees it), and goes on in blocks of its own.
  package init(at first: UnsafeMutableRawPointer, capacity: Int) {
    next = first.bindMemory(to: MeasuredText.Cluster.self, capacity: capacity)
    room = capacity
  }

  deinit {
    for block in ownBlocks { block.deallocate() }
  }

  /// Room for `capacity` clusters where the next text's go (in a new block when the current one
  /// has less): they are the arena's own once `take` says how many were written.
  package mutating func room(for capacity: Int) -> UnsafeMutableBufferPointer<MeasuredText.Cluster> {
    if capacity > room {
      let blockCapacity = max(capacity, Self.leastBlockCapacity)
      let block = UnsafeMutablePointer<MeasuredText.Cluster>.allocate(capacity: blockCapacity)
      ownBlocks.append(block)
      (next, room) = (block, blockCapacity)
    }
    return UnsafeMutableBufferPointer(start: next, count: capacity)
  }

  /// Keeps the first `count` clusters of the last `room(for:)`: the next text's go after them.
  package mutating func take(_ count: Int) {
    next = next.map { $0 + count }
    room -= count
  }

  /// The clusters a block the arena allocates has room for at least.
  private static var leastBlockCapacity: Int { 256 }
}

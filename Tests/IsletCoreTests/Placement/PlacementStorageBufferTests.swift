import Testing

@testable import IsletPlacement

/// `PlacementStorage.Buffer`: the values appended read back in order, whether they fit the room
/// the buffer was made with or moved it to a larger allocation of its own.
@Suite struct PlacementStorageBufferTests {
  @Test func valuesAppendedInItsRoomAndPastItReadBackInOrder() {
    for capacity in [0, 1, 4, 64] {
      var buffer = PlacementStorage.Buffer<String>(capacity: capacity)
      for value in 0..<100 { buffer.append("value \(value)") }
      #expect(buffer.count == 100, "room for \(capacity)")
      var misread: [Int] = []
      for index in 0..<100 where buffer[index] != "value \(index)" { misread.append(index) }
      #expect(misread.isEmpty, "room for \(capacity)")
      buffer.removeAll(from: 10)
      #expect(buffer.count == 10 && buffer[9] == "value 9", "room for \(capacity)")
      buffer.removeLast()
      #expect(buffer.count == 9 && buffer[8] == "value 8", "room for \(capacity)")
    }
  }

  /// A buffer made with no room allocates nothing until it is appended to; it then grows like
  /// any other, and one emptied from the end is empty.
  @Test func aBufferWithNoRoomGrowsWhenAppendedToAndEmptiesFromTheEnd() {
    var buffer = PlacementStorage.Buffer<String>()
    #expect(buffer.isEmpty == true)
    for value in 0..<20 { buffer.append("value \(value)") }
    #expect(buffer.count == 20 && buffer[0] == "value 0" && buffer[19] == "value 19")
    var removed = 0
    while !buffer.isEmpty {
      buffer.removeLast()
      removed += 1
    }
    #expect(removed == 20 && buffer.isEmpty == true)
    buffer.append("again")
    #expect(buffer.count == 1 && buffer[0] == "again")
  }

  /// The values a buffer still holds when it is freed are destroyed with it, one or many; an
  /// emptied buffer destroys none again.
  @Test func valuesLeftInAFreedBufferAreDestroyedWithIt() {
    final class Counter { var destroyed = 0 }
    final class Tracked {
      let counter: Counter
      init(_ counter: Counter) { self.counter = counter }
      deinit { counter.destroyed += 1 }
    }
    for (left, capacity) in [(1, 4), (3, 4), (20, 4)] {
      let counter = Counter()
      do {
        var buffer = PlacementStorage.Buffer<Tracked>(capacity: capacity)
        for _ in 0..<left { buffer.append(Tracked(counter)) }
        #expect(counter.destroyed == 0)
      }
      #expect(counter.destroyed == left, "\(left) left in room for \(capacity)")
    }
    let counter = Counter()
    do {
      var buffer = PlacementStorage.Buffer<Tracked>(capacity: 4)
      for _ in 0..<3 { buffer.append(Tracked(counter)) }
      buffer.removeAll()
      #expect(counter.destroyed == 3)
    }
    #expect(counter.destroyed == 3)
  }
}

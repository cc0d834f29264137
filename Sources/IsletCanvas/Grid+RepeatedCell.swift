extension Grid {
  /// `count` copies of one cell, which a new grid's array is filled with: appended to an empty
  /// array, they are written by `Grid.store` (two cells a store) straight into the storage the
  /// array allocates for them. (`Array(unsafeUninitializedCapacity:)` and
  /// `Array(repeating:count:)` allocate through an unspecialized call that looks the storage's
  /// type up at run time, ~400 instructions a grid; `append(contentsOf:)` allocates through a
  /// specialized one.)
  struct RepeatedCell: Sequence {
    let cell: Packed
    let count: Int

    var underestimatedCount: Int { count }

    func makeIterator() -> Repeated<Packed>.Iterator { repeatElement(cell, count: count).makeIterator() }

    /// Writes as many copies as `buffer` holds at once (what `append(contentsOf:)` asks of the
    /// sequence), returning the rest, which the iterator would give one at a time.
    func _copyContents(
      initializing buffer: UnsafeMutableBufferPointer<Packed>
    ) -> (Repeated<Packed>.Iterator, Int) {
      let written = Swift.min(count, buffer.count)
      Grid.store(cell, in: buffer, 0..<written)
      return (repeatElement(cell, count: count - written).makeIterator(), written)
    }
  }
}

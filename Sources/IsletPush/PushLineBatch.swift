import IsletModel

/// A chunk of a push stream split into lines, with each usual push already read: what
/// `PushReadAhead` makes on one thread for a `PushChecker` on another (`take(_:_:)`). Its
/// buffers are kept from chunk to chunk (`removeAll`), so a stream of any length reuses a few
/// batches.
package struct PushLineBatch: Sendable {
  /// One line of the chunk, as `LineSplitter` gave it.
  struct Entry: Sendable {
    /// Where the line's bytes are.
    enum Place: Sendable {
      /// `chunk[start..<start + byteCount]`.
      case chunk
      /// `joined[start..<start + byteCount]`: a line that began in an earlier chunk.
      case joined
      /// Longer than the limit: no bytes.
      case tooLong
    }

    var place: Place
    var start: Int
    var byteCount: Int
    var line: Int
    /// Whether the line was given to the usual reader (its reading, or nil for a line it
    /// refused); the checker reads the others itself (`PushReadAhead`'s share).
    var isReadAhead: Bool
  }

  /// The bytes read, `chunk[..<count]`; the array keeps its full size.
  private(set) var chunk: [UInt8]
  private(set) var count = 0
  /// The lines that began in an earlier chunk, each joined whole.
  private(set) var joined: [UInt8] = []
  private(set) var entries: [Entry] = []
  /// `UsualPushReader.read`'s reading of each entry's line, when it read one (kept apart, so
  /// reading an entry copies no records); the checker takes each out (`takeReading`: copying
  /// an optional reading went through value witnesses, ~150 instructions).
  private(set) var readings: [UsualPushReader.Reading?] = []
  /// Each reading's state again, so that a record's last reference is dropped on the reading
  /// thread, which made it (freed on the checker's, each record would wait for this thread's
  /// malloc arena lock). Past `entries.count` are an earlier chunk's (and `readings` too):
  /// `removeAll` keeps them, and each is refilled with the state of the reading that fills its
  /// slot again (`takeSpareState`) or dropped then, so the reading thread frees at most one
  /// record for each it makes. Freed all at once, the records overflowed
  /// malloc's per-thread cache (seven blocks a size) and every allocation and free took the
  /// arena's slower path (~250 instructions a push).
  private var states: [Record?] = []

  /// An empty batch that holds chunks of up to `capacity` bytes.
  package init(capacity: Int) {
    chunk = [UInt8](repeating: 0, count: capacity)
  }

  /// Whether the batch holds no line.
  package var isEmpty: Bool { entries.isEmpty }

  /// Fills the chunk by `read` (given the whole buffer, it returns how many bytes it wrote);
  /// returns that count.
  package mutating func fill(_ read: (UnsafeMutableBufferPointer<UInt8>) throws -> Int) rethrows -> Int {
    count = try chunk.withUnsafeMutableBufferPointer { try read($0) }
    return count
  }

  /// Adds a line found in the chunk, or copied into `joined` when its bytes are elsewhere (the
  /// splitter's buffer of a line split across chunks).
  mutating func append(
    _ bytes: UnsafeBufferPointer<UInt8>, line: Int, reading: consuming UsualPushReader.Reading?,
    isReadAhead: Bool,
    chunkStart: UnsafePointer<UInt8>
  ) {
    let offset = bytes.baseAddress.map { $0 - chunkStart } ?? 0
    if offset >= 0 && offset + bytes.count <= count {
      entries.append(
        Entry(place: .chunk, start: offset, byteCount: bytes.count, line: line, isReadAhead: isReadAhead))
    } else {
      entries.append(
        Entry(
          place: .joined, start: joined.count, byteCount: bytes.count, line: line, isReadAhead: isReadAhead))
      joined.append(contentsOf: bytes)
    }
    setReading(reading)
  }

  /// Adds a line longer than the limit.
  mutating func appendTooLong(line: Int) {
    entries.append(Entry(place: .tooLong, start: 0, byteCount: 0, line: line, isReadAhead: false))
    setReading(nil)
  }

  /// Sets the reading of the entry just appended, in the slot an earlier chunk's may hold.
  private mutating func setReading(_ reading: consuming UsualPushReader.Reading?) {
    let index = entries.count - 1
    let state = reading?.state
    if index < readings.count {
      readings[index] = consume reading
      states[index] = state
    } else {
      readings.append(consume reading)
      states.append(state)
    }
  }

  /// The state an earlier chunk's reading left in the slot of the next entry, taken out, for
  /// the reader to write the next reading's state into (`UsualPushReader.read(_:reusing:)`).
  mutating func takeSpareState() -> Record? {
    entries.count < states.count ? states[entries.count].take() : nil
  }

  /// Entry `index`'s reading, taken out of the batch (which keeps its state, see `states`).
  mutating func takeReading(at index: Int) -> UsualPushReader.Reading? {
    readings[index].take()
  }

  /// Empties the batch for the next chunk, keeping its buffers (and the states, see `states`).
  package mutating func removeAll() {
    count = 0
    joined.removeAll(keepingCapacity: true)
    entries.removeAll(keepingCapacity: true)
  }
}

import Foundation
import Testing

@testable import IsletModel
@testable import IsletPush

/// The two-thread form of `check-push` (lines split and usual pushes read ahead into batches,
/// then checked from the batches) against the one-thread form (`consume` on each chunk): the
/// same verdicts, in the same order, for every stream and every chunk size. Run on one thread
/// here; the threads only change who calls which half.
@Suite struct PushReadAheadTests {
  /// The verdicts of `bytes` read in chunks of `chunkSize` by `consume`, then `finish`.
  static func consumed(
    _ bytes: [UInt8], schema: Schema, options: PushCheckOptions, chunkSize: Int
  ) -> [PushVerdict] {
    var checker = PushChecker(schema: schema, options: options)
    var verdicts: [PushVerdict] = []
    for start in stride(from: 0, to: bytes.count, by: chunkSize) {
      checker.consume(Array(bytes[start..<min(bytes.count, start + chunkSize)])) { verdicts.append($0) }
    }
    checker.finish { verdicts.append($0) }
    return verdicts
  }

  /// The verdicts of `bytes` read in chunks of `chunkSize` into two batches used in turn, as the
  /// reading thread reuses them, split and read ahead, then checked from the batches; the
  /// checker's pace after each batch is the next of `paces`, in turn.
  static func readAhead(
    _ bytes: [UInt8], schema: Schema, options: PushCheckOptions, chunkSize: Int,
    paces: [PushReadAhead.Pace] = [.even]
  ) throws
    -> [PushVerdict]
  {
    var checker = PushChecker(schema: schema, options: options)
    var readAhead = try #require(PushReadAhead(for: checker))
    var batches = [PushLineBatch(capacity: chunkSize), PushLineBatch(capacity: chunkSize)]
    var (turn, start) = (0, 0)
    var verdicts: [PushVerdict] = []
    let isOpen = readAhead.read(
      spareBatch: {
        var batch = batches[turn % 2]
        batch.removeAll()
        return batch
      },
      fill: { buffer in
        let end = min(bytes.count, start + chunkSize)
        _ = buffer.initialize(from: bytes[start..<end])
        defer { start = end }
        return end - start
      },
      handOver: { batch in
        var batch = batch
        checker.take(&batch) { verdict, _ in verdicts.append(verdict) }
        batches[turn % 2] = batch
        turn += 1
        return paces[turn % paces.count]
      })
    #expect(isOpen)
    checker.finish { verdicts.append($0) }
    return verdicts
  }

  /// Both forms agree on `bytes` for chunk sizes from one byte to more than the whole stream,
  /// whether the usual pushes are all read ahead, or ever fewer (a checker that waits), or some.
  static func expectSameVerdicts(
    _ bytes: [UInt8], schema: Schema = PushFixtures.delivery, options: PushCheckOptions = PushCheckOptions(),
    chunkSizes: [Int] = [1, 7, 64, 4096, 1 << 16]
  ) throws {
    for chunkSize in chunkSizes {
      let expected = consumed(bytes, schema: schema, options: options, chunkSize: chunkSize)
      for paces: [PushReadAhead.Pace] in [
        [.even], [.checkerWaits], [.checkerWaits, .readerWaits, .checkerWaits],
      ] {
        let verdicts = try readAhead(
          bytes, schema: schema, options: options, chunkSize: chunkSize, paces: paces)
        #expect(verdicts == expected, "chunks of \(chunkSize) bytes, paces \(paces)")
      }
    }
  }

  static func sample(_ path: String) throws -> [UInt8] {
    try SampleStreamTests.bytes(path)
  }

  /// The samples whose layouts the usual reader reads (the others' states hold values it leaves
  /// to the general path: `severalLayoutsHaveNothingToReadAhead` is the one-thread case).
  @Test(arguments: ["delivery", "download", "sports"])
  func sampleStreamsGiveTheSameVerdicts(name: String) throws {
    let bytes = try Self.sample("\(name)/pushes.ndjson")
    try Self.expectSameVerdicts(bytes, schema: try SampleStreamTests.layoutSchema(name))
  }

  @Test func thePitfallsGiveTheSameVerdicts() throws {
    let bytes = try Self.sample("delivery/pitfalls.ndjson")
    try Self.expectSameVerdicts(bytes, schema: try SampleStreamTests.layoutSchema("delivery"))
  }

  /// The fuzz corpus of the push stream: hostile lines, multi-line envelopes, documents on one
  /// line, a byte-order mark and comments.
  @Test func theFuzzCorpusGivesTheSameVerdicts() throws {
    let corpus = SampleStreamTests.samples.deletingLastPathComponent().appendingPathComponent(
      "fuzz/corpus/push")
    let names = try FileManager.default.contentsOfDirectory(atPath: corpus.path).filter {
      $0.hasSuffix(".ndjson")
    }
    #expect(names.count >= 8)
    for name in names.sorted() {
      let bytes = Array(try Data(contentsOf: corpus.appendingPathComponent(name)))
      try Self.expectSameVerdicts(bytes, schema: try SampleStreamTests.layoutSchema("delivery"))
    }
  }

  /// Lines the usual reader does not read (garbage, over-long, blank, a pretty-printed push
  /// whose first line opens an object, a curl command, a line without a final newline) among
  /// lines it does.
  @Test func linesTheUsualReaderLeavesGiveTheSameVerdicts() throws {
    let pretty = """
      {
        "aps": {"timestamp": \(PushFixtures.t0 + 90), "event": "update",
          "content-state": \(PushFixtures.state())}
      }
      """
    let curl =
      #"curl -v --http2 -H "apns-push-type: liveactivity" -d '{"aps":{"timestamp":1782000200,"event":"update","content-state":"#
      + PushFixtures.state() + #"}}' https://api.push.apple.com/3/device/abc"#
    let lines = [
      PushFixtures.start(), "not json", "", "   \r", PushFixtures.update(at: 30), pretty,
      "{" + String(repeating: " ", count: 300) + "}",
      PushFixtures.update(at: 60, extra: #","x":[1,{"y":2}]"#),
      curl, "{\"aps\":", "{} {}", PushFixtures.update(at: 120),
    ]
    let bytes = Array(lines.joined(separator: "\n").utf8)
    try Self.expectSameVerdicts(bytes)
    try Self.expectSameVerdicts(bytes, options: PushCheckOptions(maximumLineLength: 200))
  }

  /// A thousand one-byte changes of the delivery stream's lines (a fixed seed): whatever the
  /// change does to a line, both forms read it alike.
  @Test func mutatedLinesGiveTheSameVerdicts() throws {
    let lines = try Self.sample("delivery/pushes.ndjson").split(separator: 0x0A).map(Array.init)
    var generator = SplitMix64(seed: 18)
    var stream: [UInt8] = []
    for _ in 0..<1000 {
      var line = lines.randomElement(using: &generator)!
      line[Int.random(in: line.indices, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
      stream += line + [0x0A]
    }
    try Self.expectSameVerdicts(
      stream, schema: try SampleStreamTests.layoutSchema("delivery"), chunkSizes: [13, 1 << 16])
  }

  /// With several layouts, or one whose state the usual reader leaves to the general path,
  /// there is nothing to read ahead: the stream is checked on one thread.
  @Test func severalLayoutsHaveNothingToReadAhead() throws {
    #expect(PushReadAhead(for: PushChecker(schemas: [PushFixtures.delivery, PushFixtures.download])) == nil)
    #expect(PushReadAhead(for: PushChecker(schema: try SampleStreamTests.layoutSchema("workout"))) == nil)
  }

  /// Every line that opens with `{` is given to the usual reader ahead (read, or refused: nil),
  /// every other line is not: the checker takes a line read ahead without a reading as refused
  /// and does not read it again.
  @Test func theLinesThatOpenAnObjectAreReadAhead() throws {
    var readAhead = try #require(PushReadAhead(for: PushChecker(schema: PushFixtures.delivery)))
    var batch = PushLineBatch(capacity: 4096)
    let bytes = Array(
      [PushFixtures.update(at: 30), #"{"aps":"#, "not json", ""].joined(separator: "\n").utf8)
    _ = batch.fill { buffer in buffer.initialize(from: bytes).1 }
    readAhead.split(&batch)
    #expect(batch.readings.map { $0 != nil } == [true, false, false])
    #expect(batch.entries.map(\.line) == [1, 2, 3])
  }

  /// Reading stops as soon as `handOver` refuses a batch (nobody checks them any more): no
  /// further chunk is read.
  @Test func aRefusedHandOverStopsTheReading() throws {
    var readAhead = try #require(PushReadAhead(for: PushChecker(schema: PushFixtures.delivery)))
    var fills = 0
    let isOpen = readAhead.read(
      spareBatch: { PushLineBatch(capacity: 64) },
      fill: { buffer in
        fills += 1
        return buffer.initialize(from: Array("{}\n".utf8)).1
      },
      handOver: { _ in nil })
    #expect(!isOpen)
    #expect(fills == 1)
  }

  /// A checker that waits for batches is left more lines of each to read itself, a step of a
  /// 32nd of a chunk's lines a batch, and is given more read ahead again when the reading
  /// thread waits for it.
  @Test func theLinesReadAheadFollowTheCheckersPace() throws {
    var readAhead = try #require(PushReadAhead(for: PushChecker(schema: PushFixtures.delivery)))
    let line = Array((PushFixtures.update(at: 30) + "\n").utf8)
    let chunk = Array([[UInt8]](repeating: line, count: 64).joined())
    var (batches, readAheadCounts) = (0, [Int]())
    let paces: [PushReadAhead.Pace] = [.checkerWaits, .checkerWaits, .checkerWaits, .readerWaits, .even]
    _ = readAhead.read(
      spareBatch: { PushLineBatch(capacity: chunk.count) },
      fill: { buffer in batches < paces.count ? buffer.initialize(from: chunk).1 : 0 },
      handOver: { batch in
        guard !batch.isEmpty else { return .even }
        // The first lines are read ahead, the rest left to the checker.
        let count = batch.entries.count(where: \.isReadAhead)
        #expect(batch.entries.map(\.isReadAhead) == (0..<64).map { $0 < count })
        #expect(batch.readings.map { $0 != nil } == batch.entries.map(\.isReadAhead))
        readAheadCounts.append(count)
        defer { batches += 1 }
        return paces[batches]
      })
    #expect(readAheadCounts == [64, 62, 60, 58, 60])
  }

  /// A batch emptied for the next chunk keeps no line of the one before.
  @Test func anEmptiedBatchHoldsNoLine() throws {
    var readAhead = try #require(PushReadAhead(for: PushChecker(schema: PushFixtures.delivery)))
    var batch = PushLineBatch(capacity: 64)
    let bytes = Array("{\"a\":1}\nab".utf8)
    _ = batch.fill { buffer in buffer.initialize(from: bytes).1 }
    readAhead.split(&batch)
    #expect(!batch.isEmpty)
    batch.removeAll()
    #expect(batch.isEmpty)
    // The split line's start stays in the splitter, not the batch.
    readAhead.finish(&batch)
    #expect(batch.entries.map(\.line) == [2])
  }
}

/// The push tokens' generator, for the tests' fixed seed.
extension SplitMix64: RandomNumberGenerator {}

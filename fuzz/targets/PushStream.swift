// Fuzz target: the push decoder and validator. Feeds the input to `PushChecker` as a stream,
// once whole and once in chunks whose size the first byte picks, and requires the same
// verdicts either way, numbered in order, each starting on a line that is non-blank or too
// long, in line order (a push spread over several lines — a pretty-printed document, a curl
// command — and a run of unreadable lines get one verdict each, several documents on one line
// one each, a shell comment in a script of curl commands none), with every verdict's text and JSON
// line safe for a terminal, and the same verdicts when lines are read ahead as `check-push` reads
// them on two threads. A checker that decodes every push by the reference decoder (no
// decoding plans) must give every verdict the same text and JSON line, byte for byte. An input of
// an odd number of bytes is checked against two layouts (an app with two activity types, as
// `serve LAYOUT…` takes them).

/// The schema of an activity declared with `declarations`, the views left minimal.
private func schema(_ name: String, _ declarations: String) -> Schema {
  let source = """
    activity \(name) {
      \(declarations)
      lockScreen { text("a") }
      compactLeading { text("a") }
      compactTrailing { text("b") }
      minimal { text("c") }
      expanded { }
    }
    """
  guard let layout = LayoutCompiler.compile(source, file: "schema.islet").layout else {
    fatalError("the fuzz schema \(name) does not compile")
  }
  return layout.schema
}

/// The schema of `Layouts/delivery.islet`, so pushes can decode and reach the simulator.
private let delivery = schema(
  "Delivery",
  """
  attributes { orderID: String  merchant: String  destination: String }
  state { phase: Phase  eta: Date?  stopsAway: Int  courier: String? }
  enum Phase { placed preparing pickedUp nearby delivered }
  """)

/// A second activity type with short names, so a start of it fits the line limit.
private let timer = schema("T", "attributes { n: Int }\n  state { e: Date  l: String? }")

/// The layouts an input is checked against: both for an odd number of bytes, else the delivery.
private func schemas(_ bytes: UnsafeBufferPointer<UInt8>) -> [Schema] {
  bytes.count % 2 == 1 ? [delivery, timer] : [delivery]
}

/// Small enough that the fuzzer reaches "line too long" and lines split across chunks.
private let options = PushCheckOptions(maximumLineLength: 64)

/// The line numbers a verdict may start on: lines (without a final CR) longer than the limit,
/// and lines with anything but spaces, tabs and CRs.
private func expectedLines(_ bytes: UnsafeBufferPointer<UInt8>) -> [Int] {
  var lines: [Int] = []
  var number = 0
  var start = 0
  while start < bytes.count {
    var end = start
    while end < bytes.count, bytes[end] != 0x0A { end += 1 }
    number += 1
    var content = end
    if content > start, bytes[content - 1] == 0x0D { content -= 1 }
    let isBlank = bytes[start..<content].allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
    if content - start > options.maximumLineLength || !isBlank { lines.append(number) }
    start = end + 1
  }
  return lines
}

private func verdicts(
  _ bytes: UnsafeBufferPointer<UInt8>, chunkSize: Int,
  checker start: PushChecker? = nil
) -> [PushVerdict] {
  var checker = start ?? PushChecker(schemas: schemas(bytes), options: options)
  var verdicts: [PushVerdict] = []
  var start = 0
  while start < bytes.count {
    let end = min(bytes.count, start + chunkSize)
    checker.consume(UnsafeBufferPointer(rebasing: bytes[start..<end])) { verdicts.append($0) }
    start = end
  }
  checker.finish { verdicts.append($0) }
  return verdicts
}

/// `verdicts`, as `check-push` gets them on two threads: lines split and usual pushes read ahead
/// into batches (`PushReadAhead`, reused as the reading thread reuses them), then checked from
/// the batches. Nil when the checker has nothing to read ahead (two layouts).
private func readAheadVerdicts(_ bytes: UnsafeBufferPointer<UInt8>, chunkSize: Int) -> [PushVerdict]? {
  var checker = PushChecker(schemas: schemas(bytes), options: options)
  guard var readAhead = PushReadAhead(for: checker) else { return nil }
  var batch = PushLineBatch(capacity: chunkSize)
  var verdicts: [PushVerdict] = []
  var start = 0
  _ = readAhead.read(
    spareBatch: {
      batch.removeAll()
      return batch
    },
    fill: { buffer in
      let end = min(bytes.count, start + chunkSize)
      defer { start = end }
      return buffer.initialize(from: bytes[start..<end]).1
    },
    handOver: { filled in
      batch = filled
      checker.take(&batch) { verdict, _ in verdicts.append(verdict) }
      // Either pace, by where the chunk ended: lines read ahead and lines the checker reads.
      return start % 2 == 0 ? .checkerWaits : .readerWaits
    })
  checker.finish { verdicts.append($0) }
  return verdicts
}

enum PushStreamTarget {
  static func run(_ bytes: UnsafeBufferPointer<UInt8>) {
    let whole = verdicts(bytes, chunkSize: max(1, bytes.count))
    let chunked = verdicts(bytes, chunkSize: Int(bytes.first ?? 1) % 17 + 1)
    let expected = expectedLines(bytes)
    let lines = whole.map(\.line)
    require(lines.allSatisfy(expected.contains), "verdicts start on blank lines: \(lines), \(expected)")
    require(zip(lines, lines.dropFirst()).allSatisfy { $0 <= $1 }, "verdict lines go back: \(lines)")
    require(chunked.map(\.line) == lines, "chunked: lines \(chunked.map(\.line)), whole: \(lines)")
    require(whole.map(\.number) == Array(0..<whole.count).map { $0 + 1 }, "verdicts are not numbered 1…n")
    require(whole.map(\.applied) == chunked.map(\.applied), "chunking changed a verdict")
    if let readAhead = readAheadVerdicts(bytes, chunkSize: Int(bytes.first ?? 1) % 17 + 1) {
      require(readAhead == chunked, "reading ahead changed a verdict")
    }
    for verdict in whole {
      TerminalOutput.requireSafe(PushVerdictFormatter.text(verdict), allowingSGR: false, "a verdict")
      let json = PushVerdictFormatter.jsonLine(verdict)
      require(!json.contains("\n"), "a JSON verdict spans lines")
      TerminalOutput.requireSafe(json, allowingSGR: false, "a JSON verdict")
    }
    // Without the small line limit, so pushes reach the decoder: plans and reference agree.
    let planned = verdicts(
      bytes, chunkSize: max(1, bytes.count), checker: PushChecker(schemas: schemas(bytes)))
    let reference = verdicts(
      bytes, chunkSize: max(1, bytes.count), checker: .referenceDecoding(schemas: schemas(bytes)))
    require(planned.count == reference.count, "the reference decoder gave another number of verdicts")
    for (verdict, referenceVerdict) in zip(planned, reference) {
      let text = PushVerdictFormatter.text(verdict)
      require(text == PushVerdictFormatter.text(referenceVerdict), "planned \(text) ≠ the reference's")
      let json = PushVerdictFormatter.jsonLine(verdict)
      require(json == PushVerdictFormatter.jsonLine(referenceVerdict), "planned \(json) ≠ the reference's")
    }
  }
}

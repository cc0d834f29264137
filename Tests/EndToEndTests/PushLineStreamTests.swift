import Foundation
import IsletPush
import TestSupport
import Testing

@testable import islet

/// `check-push`'s files read ahead on a thread of their own (`PushLineStream`) against the same
/// files read on one thread (`StreamInput.forEachChunk`): the same verdicts in the same order,
/// and a read error after the verdicts of what was read before it.
@Suite struct PushLineStreamTests {
  static let delivery = IsletBinary.packageRoot.appendingPathComponent("Layouts/delivery.islet").path

  static func checker() throws -> PushChecker {
    PushChecker(schema: try LayoutInput.load(LayoutArgument(delivery), console: Console()).layout.schema)
  }

  /// The verdicts of `paths` read on one thread, and the error that stopped them.
  static func oneThread(_ paths: [String]) throws -> ([PushVerdict], String?) {
    var checker = try checker()
    var verdicts: [PushVerdict] = []
    do {
      for path in paths {
        try StreamInput.forEachChunk(path) { checker.consume($0) { verdicts.append($0) } }
        checker.finish { verdicts.append($0) }
      }
    } catch {
      return (verdicts, "\(error)")
    }
    return (verdicts, nil)
  }

  /// The verdicts of `paths` read ahead by a `PushLineStream`, and the error that stopped them.
  static func readAhead(_ paths: [String]) throws -> ([PushVerdict], String?) {
    var checker = try checker()
    let stream = PushLineStream(paths: paths, readAhead: try #require(PushReadAhead(for: checker)))
    var verdicts: [PushVerdict] = []
    do {
      for _ in paths {
        while case .lines(var batch)? = try stream.next() {
          checker.take(&batch) { verdict, _ in verdicts.append(verdict) }
          stream.recycle(batch)
        }
        checker.finish { verdicts.append($0) }
      }
    } catch {
      return (verdicts, "\(error)")
    }
    return (verdicts, nil)
  }

  /// Files of many chunks, lines split across chunks, a last line without a newline, and the
  /// pitfalls among the usual pushes, in two files: every verdict alike, line numbers counted on
  /// across the files.
  @Test func filesReadAheadGetTheVerdictsOfOneThread() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let samples = IsletBinary.packageRoot.appendingPathComponent("Samples/delivery")
    let pushes = try String(contentsOf: samples.appendingPathComponent("pushes.ndjson"), encoding: .utf8)
    let pitfalls = try String(contentsOf: samples.appendingPathComponent("pitfalls.ndjson"), encoding: .utf8)
    try directory.write(String(repeating: pushes + pitfalls, count: 60) + "{\"aps\":{}}", to: "first.ndjson")
    try directory.write(String(repeating: pitfalls + pushes, count: 20), to: "second.ndjson")
    let paths = [directory.file("first.ndjson"), directory.file("second.ndjson")]
    #expect(PushLineStream.pays(for: paths))
    let (expected, expectedError) = try Self.oneThread(paths)
    let (verdicts, error) = try Self.readAhead(paths)
    #expect(expectedError == nil && error == nil)
    #expect(expected.count > 2_000)
    #expect(verdicts == expected)
  }

  /// A later file that is missing: the first file's verdicts, then the same error.
  @Test func aMissingLaterFileFailsAfterTheVerdictsBeforeIt() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let pushes = IsletBinary.packageRoot.appendingPathComponent("Samples/delivery/pushes.ndjson").path
    let paths = [pushes, directory.file("missing.ndjson"), pushes]
    let (expected, expectedError) = try Self.oneThread(paths)
    let (verdicts, error) = try Self.readAhead(paths)
    #expect(!expected.isEmpty)
    #expect(verdicts == expected)
    #expect(error != nil && error == expectedError)
  }

  /// A thread pays for a pipe or a terminal, and for regular files of several chunks in all.
  @Test func aThreadPaysForPipesAndLargeFiles() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write("{}\n", to: "small.ndjson")
    try directory.write(
      String(repeating: "{}\n", count: PushLineStream.threadedByteCount / 3 + 1), to: "large.ndjson")
    #expect(!PushLineStream.pays(for: [directory.file("small.ndjson")]))
    #expect(!PushLineStream.pays(for: [directory.file("small.ndjson"), directory.file("missing.ndjson")]))
    #expect(PushLineStream.pays(for: [directory.file("large.ndjson")]))
    #expect(PushLineStream.pays(for: ["/dev/zero"]))
  }
}

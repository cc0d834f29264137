import Foundation
import IsletPreview
import TestSupport
import Testing

@testable import IsletTerminal

@Suite struct LayoutFileWatcherTests {
  @Test func readsAtStartThenOnlyWhenTheFileChanges() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write("activity A {}", to: "a.islet")
    var watcher = LayoutFileWatcher(path: directory.file("a.islet"), maximumBytes: 1000)
    #expect(try watcher.poll(force: true)?.get() == "activity A {}")
    #expect(watcher.poll() == nil)
    try directory.write("activity B { state { x: Int } }", to: "a.islet")
    #expect(try watcher.poll()?.get() == "activity B { state { x: Int } }")
  }

  @Test func deletedReplacedByADirectoryGarbageAndTooLargeAreErrors() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("a.islet")
    try directory.write("ok", to: "a.islet")
    var watcher = LayoutFileWatcher(path: path, maximumBytes: 10)
    _ = watcher.poll(force: true)
    try FileManager.default.removeItem(atPath: path)
    #expect(watcher.poll() == .failure(LayoutSourceError(file: path, reason: .missing)))
    #expect(watcher.poll() == nil)
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    #expect(watcher.poll() == .failure(LayoutSourceError(file: path, reason: .notARegularFile)))
    try FileManager.default.removeItem(atPath: path)
    try Data([0x61, 0xFF, 0xFE]).write(to: URL(fileURLWithPath: path))
    #expect(watcher.poll() == .failure(LayoutSourceError(file: path, reason: .notUTF8)))
    try directory.write("0123456789ABC", to: "a.islet")
    #expect(
      watcher.poll() == .failure(LayoutSourceError(file: path, reason: .tooLarge(bytes: 13, limit: 10))))
  }

  @Test func errorsNameTheFileEscaped() {
    let error = LayoutSourceError(file: "evil\u{1B}[2J.islet", reason: .missing)
    #expect(error.description.hasPrefix("evil␛[2J.islet: the layout file is missing"))
  }
}

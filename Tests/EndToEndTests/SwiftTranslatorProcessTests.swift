import Foundation
import TestSupport
import Testing

/// islet reads `.swift` inputs through `islet-swift`, the program beside it that links
/// swift-syntax: without it a Swift input is a clear error, and the translator run by hand
/// says what it is for.
@Suite struct SwiftTranslatorProcessTests {
  @Test func isletWithoutItsTranslatorSaysSoForASwiftInput() throws {
    let directory = try TemporaryDirectory(inside: IsletBinary.productsDirectory.path)
    defer { directory.remove() }
    let alone = try directory.linkExecutable(from: IsletBinary.executable.path, as: "islet")
    let result = try IsletBinary.run(
      ["-c", "'\(alone)' check Samples/swift/delivery"], shell: true)
    #expect(result.status == 2, "\(result.stderr)")
    #expect(
      result.stderr.contains("islet-swift, the Swift translator, is not beside islet"), "\(result.stderr)")
    #expect(result.stderr.contains("swift build --product islet-swift"))
    // An .islet layout needs no translator.
    let layout = try IsletBinary.run(["-c", "'\(alone)' check Layouts/delivery.islet"], shell: true)
    #expect(layout.status == 0, "\(layout.stderr)")
  }

  @Test func theTranslatorRunByHandSaysWhatItIsFor() throws {
    let translator = IsletBinary.productsDirectory.appendingPathComponent("islet-swift").path
    let result = try IsletBinary.run(["-c", "echo hello | '\(translator)'"], shell: true)
    #expect(result.status == 2)
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderr
        == "error: islet-swift reads a translation request from islet on standard input; run islet instead\n")
  }
}

import Foundation
import TestSupport
import Testing

@testable import islet

/// A layout's CR LF line ends become LF as Foundation's `replacingOccurrences(of: "\r\n",
/// with: "\n")` made them, which `InputFile.text` used before it worked on the bytes.
@Suite struct LineEndTests {
  /// Texts with every arrangement of CR and LF that matters: alone, doubled, reversed, at
  /// either end, next to multi-byte characters.
  static let texts: [String] = {
    var texts = [
      "", "\r", "\n", "\r\n", "\r\r\n", "\n\r", "\r\n\r\n", "a\r", "\ra", "é\r\n🇫🇷\r\n", "a\r\nb\rc\n\r\n",
    ]
    // Every string of up to six pieces over a small alphabet.
    let pieces = ["a", "\r", "\n", "é", "👍🏽"]
    var generation = [""]
    for _ in 1...6 {
      generation = generation.flatMap { prefix in pieces.map { prefix + $0 } }
      texts += generation
    }
    return texts
  }()

  @Test func crLFBecomesLFAsFoundationMadeIt() {
    #expect(Self.texts.count > 1000)
    for text in Self.texts {
      let bytes = Array(text.utf8)
      let normalized = String(decoding: InputFile.withLineFeedEnds(bytes), as: UTF8.self)
      #expect(
        normalized == text.replacingOccurrences(of: "\r\n", with: "\n"), "\(Array(text.unicodeScalars))")
    }
  }

  @Test func aCRLFLayoutReadsAsItsLFCopy() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let layout = try String(
      contentsOf: IsletBinary.packageRoot.appendingPathComponent("Layouts/delivery.islet"), encoding: .utf8)
    // The same name in two folders: findings name the file.
    for folder in ["crlf", "lf"] {
      try FileManager.default.createDirectory(
        atPath: directory.file(folder), withIntermediateDirectories: true)
    }
    try directory.write(layout.replacingOccurrences(of: "\n", with: "\r\n"), to: "crlf/delivery.islet")
    try directory.write(layout, to: "lf/delivery.islet")
    let crlf = try IsletBinary.run(
      ["render", "delivery.islet"], directory: URL(fileURLWithPath: directory.file("crlf")))
    let lf = try IsletBinary.run(
      ["render", "delivery.islet"], directory: URL(fileURLWithPath: directory.file("lf")))
    #expect(crlf.status == 0, "\(crlf.stderr)")
    #expect(crlf.stdout.contains("delivery.islet:35:80: warning[L016]"))
    #expect(crlf.stdout == lf.stdout)
    #expect(crlf.stderr == lf.stderr)
  }
}

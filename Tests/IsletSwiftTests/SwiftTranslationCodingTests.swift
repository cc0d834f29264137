import Foundation
import IsletFindings
import IsletSwift
import IsletSwiftLayout
import Testing

/// The translation crosses from `islet-swift` to islet as JSON: what islet decodes is what the
/// translator made, findings and source map included.
@Suite struct SwiftTranslationCodingTests {
  static func roundTrip(_ translation: SwiftTranslation) throws -> SwiftTranslation {
    try JSONDecoder().decode(SwiftTranslation.self, from: try JSONEncoder().encode(translation))
  }

  /// Every sample (the unsupported one with its `W` findings among them) comes back whole, and
  /// compiles to the same diagnostics and layout text.
  @Test(arguments: [
    "call", "delivery", "download", "flight", "rideshare", "sports", "unsupported", "workout",
  ])
  func aSampleTranslationComesBackWhole(name: String) throws {
    let translation = SwiftTranslator.translate(try SwiftFixtures.sampleFiles(name), activity: nil)
    // A sample of several activities translates none without --activity: a finding says so.
    #expect(!translation.layoutSource.isEmpty || !translation.findings.isEmpty)
    let decoded = try Self.roundTrip(translation)
    #expect(decoded == translation)
    #expect(
      SwiftLayoutCompilation.compile(decoded).diagnostics
        == SwiftLayoutCompilation.compile(translation).diagnostics)
  }

  @Test func theUnsupportedSampleCarriesItsFindings() throws {
    let translation = SwiftTranslator.translate(try SwiftFixtures.sampleFiles("unsupported"), activity: nil)
    #expect(translation.findings.contains { $0.code.id == "W004" })
    #expect(try Self.roundTrip(translation).findings == translation.findings)
  }

  /// A finding of a code islet does not know is refused, not given an empty title.
  @Test func anUnknownFindingCodeIsADecodingError() throws {
    let finding = Finding(.swiftNoActivity, "no activity")
    let json = String(decoding: try JSONEncoder().encode(finding), as: UTF8.self)
    #expect(try JSONDecoder().decode(Finding.self, from: Data(json.utf8)) == finding)
    let unknown = json.replacingOccurrences(of: "\"\(finding.code.id)\"", with: "\"Z999\"")
    #expect(unknown != json)
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(Finding.self, from: Data(unknown.utf8)) }
  }
}

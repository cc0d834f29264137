import Testing

@testable import IsletFindings
@testable import IsletSheet

/// A `.standIn` (a view `islet import` could not translate, of unknown size): its own
/// truncation is never reported, and what does not fit beside it is a note that says islet
/// cannot be sure, since the real view may take more or less room.
@Suite struct StandInFindingTests {
  typealias Rendering = KnownWrongRenderingTests

  static func lockScreen(_ body: String) throws -> [Finding] {
    try Rendering.render(Rendering.layout(lockScreen: body), .lockScreen).findings
  }

  @Test func aTextBesideAStandInIsAnUncertainNote() throws {
    let body =
      #"hstack { text("Refactor the networking layer of the app").lineLimit(1)  spacer  text("[stopButton]").standIn }"#
    let findings = try Self.lockScreen(body)
    #expect(findings.map(\.code) == [.truncatedText])
    #expect(findings.first?.severity == .note)
    #expect(findings.first?.message.contains("Refactor the networking") == true)
    #expect(findings.first?.message.contains("islet cannot be sure") == true)
    // The same text beside a view islet knows is a warning, as before.
    let known = try Self.lockScreen(
      #"hstack { text("Refactor the networking layer of the app").lineLimit(1)  spacer  text("[stopButton]") }"#
    )
    #expect(known.filter { $0.code == .truncatedText }.allSatisfy { $0.severity == .warning })
    #expect(!known.contains { $0.message.contains("islet cannot be sure") })
  }

  @Test func aStandInsOwnTruncationIsNotReported() throws {
    let findings = try Self.lockScreen(
      #"hstack { text("[AVeryLongStandInNameThatCannotFitInTheCard_AVeryLongStandInName]").lineLimit(1).standIn }"#
    )
    #expect(findings.isEmpty, "\(findings.map(\.message))")
  }

  @Test func clippingBesideAStandInIsUncertainToo() throws {
    let findings = try Self.lockScreen(
      #"hstack { symbol("bolt").frame(width: 300)  symbol("bolt").frame(width: 100)  text("[Map]").standIn }"#
    )
    let clipped = findings.filter { $0.code == .clippedWidth }
    #expect(clipped.count == 1)
    #expect(clipped.allSatisfy { $0.severity == .note && $0.message.contains("islet cannot be sure") })
  }
}

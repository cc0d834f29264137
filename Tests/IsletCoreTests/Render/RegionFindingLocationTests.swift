import Testing

@testable import IsletFindings
@testable import IsletModel
@testable import IsletSheet

/// A finding about a whole presentation whose body is several views (content clipped) is
/// located at the presentation, not left without a line.
@Suite struct RegionFindingLocationTests {
  @Test func clippedContentOfSeveralViewsIsLocatedAtItsPresentation() throws {
    let source = KnownWrongRenderingTests.layout(
      compactLeading: #"symbol("bolt")  symbol("bolt")  symbol("bolt")"#)
    let findings = try KnownWrongRenderingTests.render(source, .compact).findings
    let clipped = try #require(findings.first { $0.code == .clippedHeight })
    guard case .region(_, let span?) = clipped.location else {
      Issue.record("R002 has no source: \(clipped.location)")
      return
    }
    // `compactLeading` is on line 5 of the layout, after two spaces.
    #expect(span.start == SourcePosition(line: 5, column: 3))
  }
}

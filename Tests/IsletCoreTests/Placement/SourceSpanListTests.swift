import Testing

@testable import IsletModel
@testable import IsletPlacement

/// The spans a storage keeps come back as they were given, whatever their files' order.
@Suite struct SourceSpanListTests {
  static func span(_ file: String, _ line: Int) -> SourceSpan {
    SourceSpan(
      file: file, start: SourcePosition(line: line, column: 3), end: SourcePosition(line: line, column: 9))
  }

  @Test func spansOfSeveralFilesAndNoneComeBackAsGiven() {
    let given: [SourceSpan?] = [
      Self.span("a.islet", 1), nil, Self.span("b.swift", 2), Self.span("a.islet", 3), nil,
      Self.span("b.swift", 4), Self.span("c.swift", 5), Self.span("a.islet", 6),
    ]
    var list = SourceSpanList()
    for span in given { list.append(span) }
    #expect(given.indices.map { list[$0] } == given)
  }
}

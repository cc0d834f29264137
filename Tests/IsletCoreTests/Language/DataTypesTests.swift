import Testing

@testable import IsletFindings
@testable import IsletLanguage
@testable import IsletModel
@testable import IsletPlacement
@testable import IsletPush

/// The data side of the language (issue 13): nested structs, dictionaries, ranges, UUID, URL,
/// TimeInterval, enums without raw values, defaults, Date literals, named preview states and
/// `for` — checked, evaluated and decoded as a default JSONDecoder decodes the Swift types.
@Suite struct DataTypesTests {
  static let clock = Instant(secondsSinceReferenceDate: 800_000_000)

  /// A flight activity using every new type.
  static let flight = """
    activity Flight {
      attributes { id: UUID  link: URL  gate: Gate }
      state {
        phase: Phase
        window: ClosedRange<Date>
        delay: TimeInterval = 0
        crew: [Person]
        scores: [String: Int]
        captain: Person?
        seat: Range<Int>?
      }
      struct Gate { terminal: String  number: Int  boarding: Date = date("2026-06-21T09:00:00Z") }
      struct Person { name: String  rank: Int? }
      enum Phase: Codable { boarding, departed }
      lockScreen {
        text("\\(gate.terminal)\\(gate.number) \\(phase.label)")
        timer(window.upperBound)
        for person in crew { text(person.name) }
        for i in 0..<2 { text("row \\(i)") }
        text("\\(scores["home"] ?? 0)")
        if isStale { text("stale") }
      }
      compactLeading { text(phase.label) }
      compactTrailing { text("\\(scores.count)") }
      minimal { text("✈︎") }
      expanded { }
      preview {
        attributes { id: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F", link: "https://example.com", gate: Gate(terminal: "B", number: 12) }
        state { phase: .boarding, window: now...now + 600, crew: [Person(name: "Ana")], scores: ["home": 2] }
        state "departed" { phase: .departed, window: now - 60...now, delay: 90, crew: [], scores: ["home": 1, "away": 0] }
      }
    }
    """

  @Test func aLayoutUsingEveryDataTypeChecks() throws {
    let compilation = LayoutCompiler.compile(Self.flight, file: "flight.islet")
    #expect(compilation.diagnostics.filter { $0.severity == .error }.isEmpty, "\(compilation.diagnostics)")
    let layout = try #require(compilation.layout)
    let schema = layout.schema
    #expect(schema.attributes.map(\.type.description) == ["UUID", "URL", "Gate"])
    #expect(
      schema.state.map(\.type.description) == [
        "Phase", "ClosedRange<Date>", "Double", "[Person]", "[String: Int]", "Person?", "Range<Int>?",
      ])
    #expect(schema.enums["Phase"]?.rawType == .synthesized)
    #expect(schema.structs["Gate"]?.fields.map(\.name) == ["terminal", "number", "boarding"])
    #expect(layout.previewStateNames == ["default", "departed"])

    // Defaults fill what a preview or a struct literal leaves out.
    let attributes = try #require(layout.previewAttributes(now: Instant(secondsSinceReferenceDate: 0)))
    guard case .record(let gate) = try #require(attributes["gate"]) else {
      Issue.record("gate is not a record")
      return
    }
    #expect(gate["boarding"] == .date(try #require(ISO8601Text.parse("2026-06-21T09:00:00Z"))))
    let first = try #require(layout.previewState(now: Self.clock))
    #expect(first["delay"] == .double(0))
    #expect(first["window"] == .array([.date(Self.clock), .date(Self.clock.adding(600))]))
    let departed = try #require(layout.previewState(named: "departed", now: Self.clock))
    #expect(departed["phase"] == .enumCase("departed"))
    #expect(departed["delay"] == .double(90))
    #expect(layout.previewState(named: "missing", now: Self.clock) == nil)

    let view = layout.view(
      for: .lockScreen, state: first, attributes: attributes, environment: .init(now: Self.clock))
    #expect(
      LayoutFixtures.sketch(view)
        == "vstack(-, center)[text(B12 Boarding) text(10:00) text(Ana) text(row 0) text(row 1) text(2)]")
    let compact = layout.view(
      for: .compactTrailing, state: departed, attributes: attributes, environment: .init(now: Self.clock))
    #expect(LayoutFixtures.sketch(compact) == "text(2)")
  }

  @Test(arguments: [
    (
      "state { n: [Int: String] }",
      "error[L013]: a dictionary's keys must be `String` (JSON object keys), not `Int`"
    ),
    ("state { n: Set<Int> }", "error[L013]: unknown generic type `Set`"),
    (
      "state { n: ClosedRange<String> }",
      "error[L013]: a range's bounds must be Int, Double or Date, not `String`"
    ),
    ("state { n: Phase2 }\n enum Phase2: Codable { a }\n let x = n.rawValue", "has no `rawValue`"),
    ("enum P: Codable { a = \"x\" }", "error[L017]: a `Codable` enum has no raw values"),
    ("struct S { a: Int }\n let x = S(b: 1)", "error[L010]: `S` has no field `b`"),
    ("struct S { a: Int }\n let x = S()", "error[L010]: `S`(…) is missing `a: Int`"),
    ("struct S { a: Int }\n let x = S(a: 1).c", "error[L006]: `S` has no member `c`"),
    ("let x = date(\"tomorrow\")", "error[L017]: `tomorrow` is not an ISO 8601 time"),
    (
      "let x = stopsAway[\"a\"]",
      "error[L007]: type mismatch: only a dictionary (`[String: T]`) is read with `[key]`"
    ),
    (
      "small { for x in stopsAway { text(\"a\") } }",
      "error[L007]: type mismatch: `for` repeats over an array"
    ),
    (
      "preview { state \"a\" { phase: .placed, stopsAway: 1, progress: 0 } state \"a\" { phase: .placed, stopsAway: 1, progress: 0 } }",
      "error[L011]: the preview state `a` is given twice"
    ),
    (
      "preview { attributes { name: \"x\" } state \"a\" { phase: .placed, stopsAway: 1, progress: 0 } attributes \"b\" { name: \"y\" } }",
      "`attributes `b`` names no preview state"
    ),
    (
      "preview { state \"a\" { phase: .placed, stopsAway: 1, progress: 0 } attributes \"a\" { nom: \"y\" } }",
      "the preview gives `nom`, which is not a attributes field"
    ),
  ])
  func mistakesAreLocatedErrors(body: String, expected: String) {
    let headers = LayoutFixtures.headers(LayoutFixtures.activity(body)).joined(separator: "\n")
    #expect(headers.contains(expected), "\(headers)")
  }

  /// `attributes "NAME" { … }` gives the preview state NAME its own attributes.
  @Test func aPreviewStateMayHaveItsOwnAttributes() throws {
    let source = LayoutFixtures.activity(
      """
      preview {
        attributes { name: "Ferry" }
        state "a" { phase: .placed, stopsAway: 1, progress: 0 }
        state "b" { phase: .placed, stopsAway: 2, progress: 0 }
        attributes "b" { name: "Bus" }
      }
      """)
    let layout = try #require(LayoutCompiler.compile(source, file: "t.islet").layout)
    let now = Instant(secondsSinceReferenceDate: 0)
    #expect(layout.previewAttributes(forState: "a", now: now)?["name"] == .string("Ferry"))
    #expect(layout.previewAttributes(forState: "b", now: now)?["name"] == .string("Bus"))
    #expect(layout.previewAttributes(now: now)?["name"] == .string("Ferry"))
  }

  @Test func forOverAHostileRangeStopsAtTheBudgetWithR005() throws {
    let source = LayoutFixtures.activity(
      state: "count: Int", "small { for i in 0..<count { text(\"\\(i)\") } }")
    let layout = try #require(LayoutCompiler.compile(source, file: "t.islet").layout)
    for count in [Int.max, EvaluationBudget.maximumLoopIterations + 1] {
      let view = layout.view(
        for: .small, state: Record(["count": .int(count)]), attributes: Record(["name": .string("x")]),
        environment: .init(now: Self.clock))
      #expect(view.overEvaluationBudget != nil)
    }
    let fits = layout.view(
      for: .small, state: Record(["count": .int(3)]), attributes: Record(["name": .string("x")]),
      environment: .init(now: Self.clock))
    #expect(LayoutFixtures.sketch(fits) == "vstack(-, center)[text(0) text(1) text(2)]")
  }

  @Test func forOverRangesThatSwiftWouldTrapOnShowsNothing() throws {
    let source = LayoutFixtures.activity(
      state: "low: Int",
      "small { hstack { for i in low...0 { text(\"\\(i)\") } for i in Int.min..<0 { text(\"x\") } } }"
        .replacingOccurrences(of: "Int.min", with: "low"))
    let layout = try #require(LayoutCompiler.compile(source, file: "t.islet").layout)
    let view = layout.view(
      for: .small, state: Record(["low": .int(5)]), attributes: Record(["name": .string("x")]),
      environment: .init(now: Self.clock))
    #expect(LayoutFixtures.sketch(view) == "hstack(-, center)[]")
  }
}

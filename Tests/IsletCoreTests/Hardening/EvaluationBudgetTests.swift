import Testing

@testable import IsletCanvas
@testable import IsletLanguage
@testable import IsletModel
@testable import IsletPlacement
@testable import IsletSheet

/// Layouts that build values without bound (41 lets each doubling a string ask for 2^44
/// bytes) render within the evaluation budget: the view showing such a value is empty with a
/// located R005, and `check` warns (L020) at the first let that passes the budget.
@Suite struct EvaluationBudgetTests {
  /// 41 lets, each doubling the one before by `doubling` (`a + a`, `"\(a)\(a)"`, `[a, a]`),
  /// the last shown in `small`.
  static func doublingLayout(_ doubling: (String) -> String, first: String = #""xxxxxxxx""#) -> String {
    var lets = ["let a0 = \(first)"]
    for index in 1...41 { lets.append("let a\(index) = \(doubling("a\(index - 1)"))") }
    return LayoutFixtures.activity(lets.joined(separator: "\n") + "\nsmall { text(\"\\(a41)\") }")
  }

  static let hostileLayouts: [String: String] = [
    "concatenation": doublingLayout { "\($0) + \($0)" },
    "interpolation": doublingLayout { "\"\\(\($0))\\(\($0))\"" },
    "a choice": doublingLayout { "name == \"\" ? \"\" : \($0) + \($0)" },
    "nested arrays": doublingLayout({ "[\($0), \($0)]" }, first: #"["xxxxxxxx"]"#),
  ]

  static func render(_ layout: ActivityLayout) -> RenderedSheet {
    layout.renderSheet(
      state: Record(["phase": .enumCase("placed"), "stopsAway": .int(1), "progress": .double(0)]),
      attributes: Record(["name": .string("n")]),
      environment: RenderEnvironment(now: Instant(secondsSinceReferenceDate: 0)), viewing: .standard,
      presentation: .small)
  }

  @Test(arguments: hostileLayouts.keys.sorted())
  func aDoublingLayoutRendersWithinTheBudgetWithALocatedError(_ name: String) throws {
    let source = try #require(Self.hostileLayouts[name])
    let compilation = LayoutCompiler.compile(source, file: "boom.islet")
    let layout = try #require(compilation.layout, "\(name): \(compilation.diagnostics.map(\.message))")
    let growth = compilation.diagnostics.filter { $0.code == .letOverEvaluationBudget }
    #expect(growth.count == 1, "\(name): \(compilation.diagnostics.map(\.message))")
    #expect(growth.first?.message.contains("evaluation budget") == true)
    let clock = ContinuousClock()
    let started = clock.now
    let sheet = Self.render(layout)
    #expect(clock.now - started < .seconds(20), "\(name)")
    let overBudget = sheet.findings.filter { $0.code == .valueOverEvaluationBudget }
    #expect(!overBudget.isEmpty, "\(name): \(sheet.findings.map(\.code.id))")
    let smallLine =
      try #require(
        source.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.hasPrefix("small {") }
      ) + 1
    for finding in overBudget {
      guard case .region(.small, let source?) = finding.location else {
        Issue.record("\(name): not located: \(finding.location)")
        continue
      }
      #expect(source.start.line == smallLine, "\(name): the small text view, line \(source.start.line)")
    }
  }

  @Test func theLetThatPassesTheBudgetIsTheOneWarnedAbout() {
    let source = Self.doublingLayout { "\($0) + \($0)" }
    let compilation = LayoutCompiler.compile(source, file: "boom.islet")
    let warning = compilation.diagnostics.first { $0.code == .letOverEvaluationBudget }
    // "xxxxxxxx" is 8 bytes: a13 is 65,536, a14 the first over.
    #expect(warning?.message.hasPrefix("`a14` can grow to 131072 bytes") == true, "\(warning?.message ?? "")")
  }

  @Test func valuesWithinTheBudgetAreBuiltAndNumericLetsAreNotWarnedAbout() throws {
    let lets =
      (["let n0 = stopsAway", "let s0 = \"xxxxxxxx\""]
      + (1...41).map { "let n\($0) = n\($0 - 1) + n\($0 - 1)" }
      + (1...12).map { "let s\($0) = s\($0 - 1) + s\($0 - 1)" }).joined(separator: "\n")
    let source = LayoutFixtures.activity(lets + "\nsmall { text(\"\\(s12.count)\") }")
    let compilation = LayoutCompiler.compile(source, file: "fine.islet")
    #expect(compilation.diagnostics.filter { $0.code == .letOverEvaluationBudget }.isEmpty)
    let sheet = Self.render(try #require(compilation.layout))
    #expect(sheet.findings.filter { $0.code == .valueOverEvaluationBudget }.isEmpty)
    #expect(GridText.plain(sheet.grid).contains("32768"))
  }

  @Test func theBudgetCountsNestedArraysAndStopsWeighingAtTheLimit() {
    let big = Value.string(String(repeating: "x", count: 40_000))
    #expect(EvaluationBudget.size(of: .array([big])) == 40_001)
    #expect(EvaluationBudget.size(of: .array([big, big])) == nil)
    let budget = EvaluationBudget()
    #expect(budget.admit(EvaluationBudget.maximumValueSize))
    #expect(!budget.admit(EvaluationBudget.maximumValueSize + 1))
    #expect(budget.hits == 1)
  }
}

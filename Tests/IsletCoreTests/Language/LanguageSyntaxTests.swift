import Testing

@testable import IsletDevices
@testable import IsletLanguage
@testable import IsletModel

@Suite struct LanguageSyntaxTests {
  /// One layout using every construct, view and modifier of the language.
  static let everything = """
    // Comments run to the end of the line.
    activity Everything {
      attributes { title: String, tags: [String], limit: Int }
      state {
        level: Level, mode: Mode
        start: Date  end: Date?
        score: Double
        done: Bool
        notes: [String]?
      }
      enum Level: Int { case low = 1  case mid  case high = 10 }
      enum Mode: String { case fast = "FAST", slow }
      enum Plain { one two three }
      let banner = "\\(title): \\(level.label) (\\(level.rawValue)) \\(mode.rawValue)"
      let ratio = score / 2.0 * 3 - 1 + (limit % 3)
      let ok = done && !(score < 0.5) || score >= 1 && limit != 2 && mode == .fast
      let glyph = level.map(low: "1.circle", mid: "2.circle", high: "3.circle")
      let count = tags.count + title.count

      lockScreen {
        vstack(alignment: .leading, spacing: 4) {
          hstack(spacing: 2, alignment: .top) { symbol(glyph)  text(banner).bold.lineLimit(1)  spacer(minLength: 4) }
          label("Score", symbol: "star").italic.color(.yellow)
          if isStale { text("Updating…").dim }
          else if let end, end > now, ok { timer(end).monospacedDigit  relative(end)  date(end)  time(end) }
          else if let end { progress(timerInterval: start, end) }
          else { text(number(score)).headline }
          progress(value: ratio, total: 10)
          progress(value: score)
          zstack(alignment: .bottomTrailing) { text("a") text("b") }
          fits { text(banner) text(title) }
          text(percent(score) + " " + duration(ratio)).frame(maxWidth: .infinity, alignment: .trailing)
          text("\\(count) items").padding(8).padding(.vertical).priority(1).truncation(.head).font(.caption2)
          if family == .small { text("small") }
        }
      }
      compactLeading { symbol(glyph) }
      compactTrailing { text(banner).frame(width: 40, height: 20).caption }
      minimal { if let notes, notes.count > 0 { text("\\(notes.count)") } else { symbol("circle") } }
      expanded {
        leading(priority: 2) { text(title) }
        trailing { if limitedWidth { text("") } else { text(title) } }
        center { text(title) }
        bottom { text(title) }
      }
      small { if done { text("✓") } }
      preview {
        attributes { title: "Run", tags: ["a", "b"], limit: 3 }
        state { level: .mid, mode: .slow, start: now, end: now + 600, score: 1, done: false }
      }
      budget { compactTrailing: 70, lockScreen: 371 x 160, expanded.leading: 120x40 }
    }
    """

  @Test func everyConstructParses() {
    let parsed = LayoutParser.parse(Self.everything, file: "e")
    #expect(parsed.findings.isEmpty)
    let activity = parsed.activity
    #expect(activity?.name.text == "Everything")
    #expect(activity?.attributes.map(\.name.text) == ["title", "tags", "limit"])
    #expect(activity?.state.count == 7)
    #expect(activity?.enums.map(\.name.text) == ["Level", "Mode", "Plain"])
    #expect(activity?.lets.count == 5)
    #expect(
      activity?.presentations.map(\.name.text) == [
        "lockScreen", "compactLeading", "compactTrailing", "minimal", "expanded", "small",
      ])
    #expect(
      activity?.presentations[4].regions.map(\.name.text) == ["leading", "trailing", "center", "bottom"])
    #expect(activity?.budget.count == 3)
  }

  @Test func everyConstructChecksAndBuildsTheSchema() throws {
    let compilation = LayoutCompiler.compile(Self.everything, file: "e")
    #expect(compilation.diagnostics.isEmpty, "\(compilation.diagnostics.map(\.message))")
    let layout = try #require(compilation.layout)
    #expect(layout.schema.activityName == "Everything")
    #expect(
      layout.schema.state.map(\.type) == [
        .enumeration("Level"), .enumeration("Mode"), .date, .optional(.date), .double, .bool,
        .optional(.array(.string)),
      ])
    #expect(layout.schema.enums["Level"]?.rawType == .int)
    #expect(layout.schema.enums["Level"]?.cases.map(\.rawValue) == ["1", "2", "10"])
    #expect(layout.schema.enums["Mode"]?.cases.map(\.rawValue) == ["FAST", "slow"])
    #expect(layout.schema.enums["Plain"]?.cases.map(\.rawValue) == ["one", "two", "three"])
    #expect(layout.regionPriority == [.expandedLeading: 2])
    #expect(layout.budgetOverrides[.compactTrailing] == BudgetOverride(width: 70))
    #expect(layout.budgetOverrides[.lockScreen] == BudgetOverride(width: 371, height: 160))
    #expect(layout.budgetOverrides[.expandedLeading] == BudgetOverride(width: 120, height: 40))
    #expect(layout.declaredRegions == Set(Region.allCases))
    #expect(
      layout.previewAttributes(now: Instant(secondsSinceReferenceDate: 0))?["tags"]
        == .array([.string("a"), .string("b")]))
    let now = Instant(secondsSinceReferenceDate: 1000)
    #expect(layout.previewState(now: now)?["end"] == .date(now.adding(600)))
    #expect(layout.previewState(now: now)?["score"] == .double(1))
    #expect(layout.previewState(now: now)?["notes"] == .null)
  }

  @Test func lexerTracksSpansEscapesAndInterpolation() {
    let lexed = LayoutLexer.tokens(in: "a.b \"x\\n\\u{1F6B2}\\(y + 1)\" 1_000 0.5 ?? // c", file: "f")
    #expect(lexed.findings.isEmpty)
    let kinds = lexed.tokens.map { token -> String in
      switch token.kind {
      case .identifier(let name): "id:\(name)"
      case .integer(let value): "int:\(value)"
      case .decimal(let value): "dec:\(value)"
      case .string(let pieces): "str:\(pieces.count)"
      case .punctuation(let symbol): symbol
      case .end: "end"
      }
    }
    #expect(kinds == ["id:a", ".", "id:b", "str:2", "int:1000", "dec:0.5", "??", "end"])
    #expect(lexed.tokens[3].span.start == SourcePosition(line: 1, column: 5))
    #expect(lexed.tokens[3].span.end == SourcePosition(line: 1, column: 27))
    guard case .string(let pieces) = lexed.tokens[3].kind, case .text(let text) = pieces[0] else {
      Issue.record("expected a string")
      return
    }
    #expect(text == "x\n🚲")
  }

  /// Preview attributes may read the clock (`startTime: now - 600`), as preview states do; a
  /// field's default value may not: it is a literal fixed in the type.
  @Test func previewAttributesReadTheClockAndDefaultsDoNot() throws {
    let source = """
      activity Reading {
        attributes { startTime: Date }
        state { page: Int  since: Date = now }
        lockScreen { timer(startTime) }
        compactLeading { text("a") }
        compactTrailing { text("b") }
        minimal { text("c") }
        expanded { }
        preview {
          attributes { startTime: now - 600 }
          state { page: 5 }
        }
      }
      """
    let compilation = LayoutCompiler.compile(source, file: "t")
    #expect(
      compilation.diagnostics.filter { $0.severity == .error }.map(\.message) == [
        "`now` is not available in a default value"
      ])
    let fixed = LayoutCompiler.compile(
      source.replacingOccurrences(of: "since: Date = now", with: ""), file: "t")
    let layout = try #require(fixed.layout)
    let now = Instant(secondsSinceReferenceDate: 1000)
    #expect(layout.previewAttributes(now: now)?["startTime"] == .date(now.adding(-600)))
  }

  @Test func fieldsMaySeparateByNewlinesSpacesOrCommas() {
    let source = LayoutFixtures.activity(
      state: "phase: Phase,\n eta: Date? stopsAway: Int\n courier: String?, progress: Double", "")
    #expect(LayoutCompiler.compile(source, file: "t").diagnostics.isEmpty)
  }

  @Test func duplicateFieldsAcrossAttributesAndStateAreAnError() {
    let headers = LayoutFixtures.headers(LayoutFixtures.activity(state: "name: String  phase: Phase", ""))
    #expect(
      headers == [
        "test.islet:3:11: error[L011]: `name` is already a field; attributes and state share one namespace"
      ])
  }
}

import Testing

@testable import IsletFindings
@testable import IsletLanguage

@Suite struct LanguageDiagnosticsTests {
  /// The single header line a one-error body produces.
  static func header(_ body: String) -> String {
    let headers = LayoutFixtures.headers(LayoutFixtures.activity(body))
    return headers.count == 1 ? headers[0] : headers.joined(separator: " | ")
  }

  @Test(arguments: [
    ("small { text(\"\\(stopAway) stops\") }", "test.islet:10:17: error[L003]: unknown field `stopAway`"),
    (
      "small { if isStal { text(\"a\") } }",
      "test.islet:10:12: error[L003]: unknown environment value `isStal`"
    ),
    ("small { txt(\"a\") }", "test.islet:10:9: error[L004]: unknown view `txt`"),
    ("small { text(\"a\").bolt }", "test.islet:10:19: error[L005]: unknown modifier `bolt`"),
    (
      "small { if phase == .pickedup { text(\"a\") } }",
      "test.islet:10:22: error[L006]: `Phase` has no case `pickedup`"
    ),
    ("small { text(\"x\").color(.orang) }", "test.islet:10:26: error[L006]: `.orang` is not a colour"),
    ("small { text(phase.lable) }", "test.islet:10:20: error[L006]: `Phase` has no member `lable`"),
    (
      "small { text(stopsAway) }",
      "test.islet:10:14: error[L007]: type mismatch: `text` expects `String`, found `Int`"
    ),
    (
      "small { offset(stopsAway) }",
      "test.islet:10:16: error[L007]: type mismatch: `offset` expects `Date`, found `Int`"
    ),
    (
      "small { if stopsAway { text(\"a\") } }",
      "test.islet:10:12: error[L007]: type mismatch: an `if` condition expects `Bool`, found `Int`"
    ),
    (
      "small { text(courier) }",
      "test.islet:10:14: error[L007]: type mismatch: `text` expects `String`, found `String?`"
    ),
    (
      "small { if let stopsAway { text(\"a\") } }",
      "test.islet:10:16: error[L008]: `if let` needs an optional, but `stopsAway` is `Int`, which is never nil"
    ),
    (
      "let x = phase.map(placed: \"a\")",
      "test.islet:10:9: error[L009]: `map` over `Phase` is missing `preparing`, `pickedUp`"
    ),
    (
      "small { progress(val: 2, total: 5) }",
      "test.islet:10:9: error[L010]: wrong arguments to `progress`: expected `progress(value:total:)` or "
        + "`progress(timerInterval:countsDown:)` or `progress(timerInterval:_:)`, found `progress(val:total:)`"
    ),
    (
      "small { text(\"a\").frame(wdth: 4) }",
      "test.islet:10:18: error[L010]: wrong arguments to `frame`: expected `frame(width:maxWidth:height:alignment:)`, "
        + "found `frame(wdth:)`"
    ),
    ("minimal { text(\"x\") }", "test.islet:10:1: error[L011]: the presentation `minimal` is declared twice"),
    ("enum Phase { a }", "test.islet:10:6: error[L011]: the enum `Phase` is declared twice"),
    (
      "enum Mode: Int { a = 1 b = 1 }",
      "test.islet:10:28: error[L017]: the raw value `1` of `b` is already used by `a`"
    ),
    (
      "enum Mode: Float { a }",
      "test.islet:10:12: error[L013]: an enum's raw type must be `String` or `Int` (or `Codable` for none), not `Float`"
    ),
    ("smal { text(\"a\") }", "test.islet:10:1: error[L014]: unknown declaration `smal` in an activity"),
    ("expanded2 { }", "test.islet:10:1: error[L014]: unknown declaration `expanded2` in an activity"),
    (
      "preview { state { phase: .placed, stopsAway: 1 } }",
      "test.islet:10:1: error[L015]: the preview state is missing `progress: Double`"
    ),
    (
      "budget { compactTrailing: -4 }",
      "test.islet:10:27: error[L017]: a budget is a positive number of points, like `70` or `70 x 36`"
    ),
    ("small { text(\"a\" + ) }", "test.islet:10:20: error[L001]: expected an expression, found `)`"),
    ("small { text(\"a\\q\") }", "test.islet:10:16: error[L002]: invalid escape `\\q` in string"),
  ])
  func eachErrorClassHasItsExactText(body: String, expected: String) {
    #expect(Self.header(body) == expected)
  }

  @Test func unknownFieldPrintsSourceLineCaretAndHelp() {
    let source = LayoutFixtures.activity("small { progress(value: 5 - stopAway, total: 5) }")
    #expect(
      LayoutFixtures.diagnostics(source, file: "Layouts/delivery.islet") == """
        Layouts/delivery.islet:10:29: error[L003]: unknown field `stopAway`
        10 | small { progress(value: 5 - stopAway, total: 5) }
           |                             ^~~~~~~~
        help: did you mean `stopsAway`?
        """)
  }

  @Test func nonExhaustiveMapNamesTheMissingCases() {
    let source = LayoutFixtures.activity(
      "let icon = phase.map(placed: \"a\", default: \"b\")\nlet x = phase.map(placed: 1)")
    #expect(
      LayoutFixtures.diagnostics(source) == """
        test.islet:11:9: error[L009]: `map` over `Phase` is missing `preparing`, `pickedUp`
        11 | let x = phase.map(placed: 1)
           |         ^~~~~~~~~~~~~~~~~~~~
        help: add `preparing: …`, `pickedUp: …` or `default: …`
        """)
  }

  @Test func unterminatedStringIsOneErrorNotACascade() {
    #expect(
      LayoutFixtures.diagnostics("activity A {\n  lockScreen { text(\"a) }\n}") == """
        test.islet:2:21: error[L002]: unterminated string
        2 |   lockScreen { text("a) }
          |                     ^~~~~
        help: close the string with `"` on the same line
        """)
  }

  @Test func caretLinesUpAfterWideCharactersAndEscapesUntrustedText() {
    let source = LayoutFixtures.activity("small { text(\"日本\" + nme) }")
    let output = LayoutFixtures.diagnostics(source, file: "evil\u{1B}[2J.islet")
    #expect(
      output == """
        evil␛[2J.islet:10:21: error[L003]: unknown field `nme`
        10 | small { text("日本" + nme) }
           |                       ^~~
        help: did you mean `name`?
        """)
  }

  @Test func missingPresentationsAreEachReported() {
    let headers = LayoutFixtures.headers("activity A { attributes { a: String } lockScreen { text(a) } }")
    #expect(
      headers
        == ["compactLeading", "compactTrailing", "minimal", "expanded"].map {
          "test.islet:1:10: error[L012]: missing presentation `\($0)`"
        })
  }

  @Test func everyErrorInAFileIsReportedInOnePass() {
    let source = LayoutFixtures.activity(
      """
      let a = stopAway + 1
      small {
        txt("x")
        text(phase.label).bolt
        if let stopsAway { text(eta) }
        text("fine" +)
        progress(value: progres)
      }
      budget { compactTraling: 70 }
      """)
    let codes = LayoutCompiler.compile(source, file: "t").diagnostics.map(\.code.id)
    #expect(codes == ["L003", "L004", "L005", "L008", "L007", "L016", "L001", "L003", "L014"])
    #expect(LayoutCompiler.compile(source, file: "t").layout == nil)
  }

  @Test func staleUnawareTimeWarnsAndNamesThePresentation() {
    let source = LayoutFixtures.activity("small { if let eta { relative(eta) } }")
    let compilation = LayoutCompiler.compile(source, file: "test.islet")
    #expect(compilation.layout != nil)
    #expect(
      LayoutFixtures.diagnostics(source) == """
        test.islet:10:22: warning[L016]: `small` shows a time but never reads `isStale`: when updates stop it keeps \
        promising a time it no longer knows
        10 | small { if let eta { relative(eta) } }
           |                      ^~~~~~~~~~~~~
        help: show something else when stale: `if isStale { … } else { … }`
        """)
    let aware = LayoutFixtures.activity("small { if let eta, !isStale { timer(eta) } }")
    #expect(LayoutCompiler.compile(aware, file: "t").diagnostics.isEmpty)
    let throughLet = LayoutFixtures.activity("let left = duration((eta ?? now) - now)\nsmall { text(left) }")
    #expect(LayoutFixtures.headers(throughLet).first?.contains("warning[L016]: `small`") == true)
  }

  @Test func everyLanguageCodeIsInTheCatalogWithAnExplanation() {
    #expect(FindingCode.languageCodes.count == 23)
    for code in FindingCode.languageCodes {
      #expect(FindingCode.named(code.id) == code)
      #expect(code.explanation.contains("Example") && code.explanation.contains("Fix"))
    }
  }
}

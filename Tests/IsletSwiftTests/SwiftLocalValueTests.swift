import IsletFindings
import IsletSwift
import IsletSwiftLayout
import Testing

/// A `let` or `var` in a view builder binds a name for the views after it and is never drawn.
@Suite struct SwiftLocalValueTests {
  /// `let x = optional!` shows the views after it when the optional has a value, as `if let`.
  @Test func aForceUnwrappedLocalIsAnIfLet() {
    let body = """
      Text("before")
            let end = context.state.eta!
            let start = end.addingTimeInterval(-600)
            ProgressView(timerInterval: start...end, countsDown: true)
            Text(end, style: .timer)
      """
    #expect(
      SwiftViewTranslationTests.lockScreen(body) == [
        #"text("before")"#, "if let end = eta {",
        "progress(timerInterval: (end + -600)...end, countsDown: true)", "timer(end)", "}",
      ])
    let compilation = SwiftLayoutCompilation.compile(
      [("W.swift", SwiftViewTranslationTests.widget(body))], activity: nil)
    #expect(compilation.layout != nil, "\(compilation.diagnostics.map(\.message))")
  }

  /// A local islet cannot compute is not drawn; a view that reads it is the stand-in, and the
  /// warning names the local.
  @Test func aLocalIsletCannotComputeIsNoView() {
    let body = """
      let id = context.activityID
            var (a, b) = (1, 2)
            Text("shown")
            Text(id)
      """
    #expect(
      SwiftViewTranslationTests.lockScreen(body) == [
        #"text("shown")"#, "// W002 `id` (`context.activityID`) not modelled: a stand-in",
        #"text("[Text]").standIn"#,
      ])
    let compilation = SwiftLayoutCompilation.compile(
      [("W.swift", SwiftViewTranslationTests.widget(body))], activity: nil)
    #expect(SwiftFixtures.locations(compilation.diagnostics, .swiftUnsupportedView) == ["W.swift:19:12"])
  }
}

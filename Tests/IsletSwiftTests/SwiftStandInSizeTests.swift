import IsletFindings
import IsletModel
import IsletSwift
import Testing

/// Views islet cannot model but whose SwiftUI size is known (or estimated) stand in as a box of
/// that size, still with a located W002 (issue 11).
@Suite struct SwiftStandInSizeTests {
  static let boxes: [(swift: String, islet: String, drawn: String)] = [
    ("ProgressView()", "rectangle.stroke.frame(width: 20, height: 20)", "the activity indicator's 20×20 pt"),
    (
      #"Toggle("Pause", isOn: .constant(true))"#,
      #"rectangle.stroke.frame(maxWidth: .infinity, height: 31).overlay { text("Toggle") }"#,
      "the width offered, the switch's 31 pt high"
    ),
    ("Divider()", "rectangle.stroke.frame(maxWidth: .infinity, height: 1)", "a 1 pt line across the width"),
    (
      "Gauge(value: context.state.progress) { Text(\"P\") }",
      #"rectangle.stroke.frame(maxWidth: .infinity, height: 20).overlay { text("Gauge") }"#,
      "the width offered, 20 pt high (an estimate)"
    ),
    (
      "Gauge(value: context.state.progress) { Text(\"P\") }.gaugeStyle(.accessoryCircular).padding(2)",
      #"rectangle.stroke.frame(width: 58, height: 58).overlay { text("Gauge") }.padding(2)"#,
      "58×58 pt (an estimate of the circular gauge)"
    ),
    (
      "Gauge(value: 0.5) { Text(\"P\") }.gaugeStyle(.accessoryCircularCapacity)",
      #"rectangle.stroke.frame(width: 58, height: 58).overlay { text("Gauge") }"#,
      "58×58 pt (an estimate of the circular gauge)"
    ),
  ]

  @Test(arguments: boxes)
  func aViewOfKnownSizeIsABoxOfThatSizeWithALocatedWarning(
    _ box: (swift: String, islet: String, drawn: String)
  ) {
    let lines = SwiftViewTranslationTests.lockScreen(box.swift)
    #expect(lines.last == box.islet)
    let compiled = SwiftFixtures.compile(SwiftViewTranslationTests.widget(box.swift), file: "W.swift")
    let warnings = compiled.diagnostics.filter { $0.code == .swiftUnsupportedView }
    #expect(SwiftFixtures.locations(warnings, .swiftUnsupportedView) == ["W.swift:16:7"])
    #expect(warnings.first?.message.contains("drawn as a box of \(box.drawn)") == true)
    // `.gaugeStyle` is what the box's size stands for: not a W003 of its own.
    #expect(!compiled.diagnostics.contains { $0.code == .swiftUnsupportedModifier })
  }

  @Test func aViewOfUnknownSizeStaysItsName() {
    #expect(SwiftViewTranslationTests.lockScreen("Canvas { _, _ in }").last == #"text("[Canvas]").standIn"#)
  }

  @Test func theBoxesTakeTheirSizeInTheGrid() throws {
    let body = """
      VStack(spacing: 0) {
                HStack { ProgressView(); Gauge(value: 0.5) { Text("P") }.gaugeStyle(.accessoryCircular) }
                Toggle("Pause", isOn: .constant(true))
              }
      """
    let compiled = SwiftFixtures.compile(SwiftViewTranslationTests.widget(body))
    let layout = try #require(compiled.layout)
    let state = Record([
      "phase": .enumCase("placed"), "eta": .null, "count": .int(1), "progress": .double(0.5),
      "courier": .null, "stops": .array([]),
    ])
    let grid = SwiftFixtures.sheet(
      layout, state: state, attributes: Record(["shop": .string("S")]), isStale: false, orientation: .portrait
    ).split(separator: "\n").map(String.init)
    // 20×20 pt is a box of 2×1 cells, 58×58 pt one of 7×3, the Toggle's 31 pt two rows.
    #expect(
      Array(grid[2...8]) == [
        "╭──────────────────────────────────────────────╮                    ",
        "│                                              │                    ",
        "│                     ⡏⠉⠉⠉⠉⠉⢹                  │                    ",
        "│                  ⣏⣹ ⡇Gauge⢸                  │                    ",
        "│                     ⣇⣀⣀⣀⣀⣀⣸                  │                    ",
        "│  ⡏⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉Toggle⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⢹  │                    ",
        "│  ⣇⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣸  │                    ",
      ])
  }
}

import IsletDevices
import Testing

@testable import IsletLanguage
@testable import IsletModel
@testable import IsletPlacement

/// Colours, appearance and text modifiers in layouts: checked, evaluated (conditions at render
/// time) and reported when misspelt.
@Suite struct StylingModifierTests {
  static let clock = Instant(secondsSinceReferenceDate: 800_000_000)
  static let state = Record([
    "phase": .enumCase("pickedUp"), "eta": .null, "stopsAway": .int(2), "courier": .string("Sam"),
    "progress": .double(0.5),
  ])

  /// The `small` region of a test activity with `body` (and `extra` declarations), evaluated.
  func small(_ body: String, extra: String = "", appearance: Appearance = .dark) throws -> String {
    let source = LayoutFixtures.activity("small { \(body) }\n\(extra)")
    let layout = try #require(
      LayoutCompiler.compile(source, file: "test.islet").layout, "\(LayoutFixtures.diagnostics(source))")
    return LayoutFixtures.sketch(
      layout.view(
        for: .small, state: Self.state, attributes: Record(["name": .string("x")]),
        environment: .init(now: Self.clock, appearance: appearance)))
  }

  @Test func everyColourFormResolves() throws {
    #expect(try small(#"text("a").color(.orange)"#) == "text(a).color(orange)")
    #expect(try small(#"text("a").foregroundColor(Color.red)"#) == "text(a).color(red)")
    #expect(
      try small(#"text("a").foregroundStyle(Color(red: 1, green: 0.5, blue: 0))"#) == "text(a).color(#FF8000)"
    )
    #expect(try small(#"text("a").color(Color(white: 0.2))"#) == "text(a).color(#333333)")
    #expect(try small(##"text("a").color(Color(hex: "#1c3a5e"))"##) == "text(a).color(#1C3A5E)")
    #expect(try small(#"text("a").color(Color(hex: "F90"))"#) == "text(a).color(#FF9900)")
    #expect(try small(#"text("a").background(.clear)"#) == "text(a)")
    let gradient =
      #"text("a").foregroundStyle(LinearGradient(colors: [.purple, .blue], startPoint: .top, endPoint: .bottom))"#
    #expect(try small(gradient) == "text(a).color(purple)")
    #expect(
      try small(
        #"text("a").background(.linearGradient(colors: [.mint, .blue], startPoint: .top, endPoint: .bottom))"#
      ) == "text(a).background(mint)")
  }

  /// UIKit's colours and the accent colour, which real widgets use as often as SwiftUI's.
  @Test func uiKitAndAccentColoursResolve() throws {
    #expect(try small(#"text("a").color(Color(.systemGray5))"#) == "text(a).color(#2C2C2E)")
    #expect(
      try small(#"text("a").color(Color(uiColor: .systemGray5))"#, appearance: .light)
        == "text(a).color(#E5E5EA)")
    #expect(try small(#"text("a").color(Color(UIColor.systemRed))"#) == "text(a).color(red)")
    #expect(try small(#"text("a").color(Color(.secondaryLabel))"#) == "text(a).color(secondary)")
    #expect(try small(#"text("a").color(.accentColor)"#) == "text(a).color(blue)")
    let accent = ##"colors { AccentColor: Color(hex: "#5E5CE6") }"##
    #expect(try small(#"text("a").color(Color.accentColor)"#, extra: accent) == "text(a).color(#5E5CE6)")
    let text = LayoutFixtures.diagnostics(
      LayoutFixtures.activity(#"small { text("a").color(Color(.systemGrey5)) }"#))
    #expect(text.contains("did you mean `systemGray5`?"), "\(text)")
  }

  /// Opacity mixes with the appearance's background: black in dark mode, white in light.
  @Test func opacityMixesWithTheAppearancesBackground() throws {
    #expect(try small(#"text("a").color(.orange.opacity(0.5))"#) == "text(a).color(#804B00)")
    #expect(
      try small(#"text("a").color(.orange.opacity(0.5))"#, appearance: .light) == "text(a).color(#FFCA80)")
    #expect(
      try small(#"text("a").color(Color(red: 1, green: 1, blue: 1, opacity: progress))"#)
        == "text(a).color(#808080)")
    #expect(try small(#"text("a").opacity(0.4)"#) == "text(a).dim")
    #expect(try small(#"text("a").opacity(1)"#) == "text(a)")
  }

  @Test func assetColoursComeFromTheColorsBlockWithTheirDarkVariant() throws {
    let colors =
      ##"colors { Brand: Color(hex: "#FF5A1F")  Ink: Color(light: .black, dark: Color(white: 0.9)) }"##
    #expect(try small(#"text("a").color(Color("Brand"))"#, extra: colors) == "text(a).color(#FF5A1F)")
    #expect(try small(#"text("a").color(Color("Ink"))"#, extra: colors) == "text(a).color(#E6E6E6)")
    #expect(
      try small(#"text("a").color(Color("Ink"))"#, extra: colors, appearance: .light)
        == "text(a).color(black)")
  }

  @Test func anAssetColourWithoutAValueIsMagentaWithANote() throws {
    #expect(try small(#"text("a").color(Color("Brand"))"#) == "text(a).color(#FF00FF)")
    let source = LayoutFixtures.activity(#"small { text("a").color(Color("Brand")) }"#)
    #expect(
      LayoutFixtures.headers(source) == [
        "test.islet:10:31: note[L021]: asset colour `Brand` has no value here: drawn magenta"
      ])
  }

  @Test func conditionsChooseColoursFontsAndAlignmentsAtRenderTime() throws {
    #expect(try small(#"text("a").color(stopsAway > 1 ? .gray : .red)"#) == "text(a).color(gray)")
    #expect(try small(#"text("a").color(stopsAway > 5 ? .gray : .red)"#) == "text(a).color(red)")
    #expect(try small(#"text("a").font(stopsAway > 1 ? .caption : .body)"#) == "text(a).caption")
    #expect(
      try small(#"text("a").frame(width: 40, alignment: stopsAway > 1 ? .leading : .trailing)"#)
        == "text(a).width(40.0).align(leading-center)")
    #expect(
      try small(#"text("a").multilineTextAlignment(stopsAway > 5 ? .leading : .center)"#)
        == "text(a).lines(center)")
    #expect(
      try small(#"text("a").fontWeight(courier == nil ? .regular : .heavy)"#) == "text(a).weight(heavy)")
    #expect(
      try small(#"hstack(alignment: stopsAway > 1 ? .top : .bottom) { text("a") }"#)
        == "hstack(-, top)[text(a)]")
    #expect(
      try small(#"vstack(alignment: (stopsAway > 5 ? .leading : .trailing)) { text("a") }"#)
        == "vstack(-, trailing)[text(a)]")
    #expect(
      try small(#"zstack(alignment: stopsAway > 1 ? .topLeading : .center) { text("a") }"#)
        == "zstack(leading-top)[text(a)]")
  }

  @Test func textModifiersAreCarriedIntoTheModel() throws {
    #expect(
      try small(#"text("a").underline.strikethrough.italic"#) == "text(a).italic.underline.strikethrough")
    #expect(
      try small(#"text("a").font(.system(size: 13, weight: .semibold, design: .monospaced))"#)
        == "text(a).monospaced.size(13.0).weight(semibold)")
    #expect(try small(#"text("a").font(.caption.bold())"#) == "text(a).caption.weight(bold)")
    #expect(
      try small(#"text("a").font(.system(.headline, design: .rounded).weight(.black))"#)
        == "text(a).headline.weight(black)")
    #expect(try small(#"text("a").font(Font.title2.monospacedDigit())"#) == "text(a).monospacedDigit.title2")
    #expect(
      try small(#"text("a").textCase(.uppercase).minimumScaleFactor(0.5)"#)
        == "text(a).uppercase.minimumScaleFactor(0.5)")
    #expect(try small(#"text("a").textCase(nil)"#) == "text(a).asWritten")
    #expect(try small(#"text("a").monospaced()"#) == "text(a).monospaced")
  }

  @Test func cardAndIslandColoursAreCarried() throws {
    let body =
      #"text("a").activityBackgroundTint(.blue).activitySystemActionForegroundColor(.white).keylineTint(.orange).tint(.green)"#
    #expect(
      try small(body)
        == "text(a).tint(green).activityBackgroundTint(blue).systemAction(white).keylineTint(orange)")
  }

  @Test func nearMissesNameTheClosestSupported() {
    let cases: [(String, String)] = [
      (#"text("a").foregroundColour(.red)"#, "help: did you mean `foregroundColor`?"),
      (#"text("a").fontweight(.bold)"#, "help: did you mean `fontWeight`?"),
      (#"text("a").strikeThrough"#, "help: did you mean `strikethrough`?"),
      (#"text("a").color(.oragne)"#, "help: did you mean `orange`?"),
      (#"text("a").fontWeight(.heavvy)"#, "help: did you mean `heavy`?"),
      (#"text("a").font(.caption.bld())"#, "help: did you mean `bold`?"),
      (#"text("a").textCase(.uppercse)"#, "help: did you mean `uppercase`?"),
      (
        ##"text("a").color(Color(hex: "#12345"))"##, "help: write six hex digits, `#RRGGBB`, or three, `#RGB`"
      ),
      (#"text("a").color(Color(red: 1, green: 0))"#, "`Color(red:green:blue:opacity:)`"),
      (#"text("a").color(42)"#, "help: a colour is `.orange`"),
      (#"text("a").color(courier == nil ? .red : 3)"#, "expected a colour"),
    ]
    for (body, expected) in cases {
      let text = LayoutFixtures.diagnostics(LayoutFixtures.activity("small { \(body) }"))
      #expect(text.contains(expected), "\(body): \(text)")
    }
  }
}

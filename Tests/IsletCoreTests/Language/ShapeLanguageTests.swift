import IsletDevices
import Testing

@testable import IsletLanguage
@testable import IsletModel
@testable import IsletPlacement

/// Shapes, images and their modifiers in layouts: checked, evaluated, and reported when wrong.
@Suite struct ShapeLanguageTests {
  static let clock = Instant(secondsSinceReferenceDate: 800_000_000)

  func small(_ body: String, extra: String = "") throws -> String {
    let source = LayoutFixtures.activity("small { \(body) }\n\(extra)")
    let layout = try #require(
      LayoutCompiler.compile(source, file: "test.islet").layout, "\(LayoutFixtures.diagnostics(source))")
    return LayoutFixtures.sketch(
      layout.view(
        for: .small, state: StylingModifierTests.state, attributes: Record(["name": .string("x")]),
        environment: .init(now: Self.clock)))
  }

  func diagnostics(_ body: String, extra: String = "") -> String {
    LayoutFixtures.diagnostics(LayoutFixtures.activity("small { \(body) }\n\(extra)"))
  }

  @Test func shapesAndTheirPaintEvaluate() throws {
    #expect(try small("circle") == "shape(circle)")
    #expect(
      try small("roundedRectangle(cornerRadius: 2 * 4)") == "shape(roundedRectangle(cornerRadius: 8.0))")
    let ring = try small(
      "circle.trim(from: 0, to: progress).stroke(.orange, lineWidth: 4).rotationEffect(.degrees(-90))")
    #expect(ring.contains("trimTo: 0.5"), "\(ring)")
    #expect(ring.contains("lineWidth: 4.0"), "\(ring)")
    #expect(ring.contains("rotation(-90.0)"), "\(ring)")
    // A trim past the path is clamped; radians are degrees.
    let trimmed = try small("circle.trim(from: 0.25, to: 7)")
    #expect(trimmed.contains("trimFrom: 0.25") && trimmed.contains("trimTo: 1.0"), "\(trimmed)")
    #expect(
      try small("capsule.rotationEffect(.radians(3.141592653589793))") == "shape(capsule).rotation(180.0)")
    #expect(try small("progress(value: 1).progressViewStyle(.circular)") == "progress(1.0).circular")
    #expect(
      try small("image(\"A\").clipShape(.rect(cornerRadius: 4))")
        == "image(A, 40.0x40.0).clip(roundedRectangle(cornerRadius: 4.0))")
  }

  @Test func imagesTakeTheirDeclaredSize() throws {
    let sizes = #"images { Avatar: 32 x 24  "Team Logo": 20 }"#
    #expect(
      try small(#"image("Avatar").resizable.scaledToFit"#, extra: sizes)
        == "image(Avatar, 32.0x24.0).resizable.mode(fit)")
    #expect(try small(#"image("Team Logo")"#, extra: sizes) == "image(Team Logo, 20.0x20.0)")
    #expect(try small(#"image(courier ?? "Avatar")"#, extra: sizes) == "image(Sam, 40.0x40.0)")
    #expect(diagnostics(#"image("Avatar")"#).contains("note[L022]: the image `Avatar` has no size"))
    #expect(!diagnostics(#"image("Avatar")"#, extra: sizes).contains("L022"))
    #expect(!diagnostics(#"image("Avatar").frame(width: 20, height: 20)"#).contains("L022"))
    #expect(diagnostics("", extra: "images { A: 0 }").contains("error[L017]"))
    #expect(diagnostics("", extra: "images { A: 4  A: 5 }").contains("error[L011]"))
  }

  /// `.rotationEffect` on a stack turns the shapes in it, as SwiftUI turns the whole stack.
  @Test func aRotationReachesTheShapesBelow() throws {
    #expect(
      try small("zstack { circle.trim(to: 0.5)  text(\"a\") }.rotationEffect(.degrees(-90))")
        == "zstack(center-center)[shape(circle).paint(ShapePaint(fill: IsletPlacement.StyleColorChoice.inherited, stroke: nil, trimFrom: 0.0, trimTo: 0.5, rotationDegrees: 0.0)) text(a)].rotation(-90.0)"
    )
  }

  @Test func layersAreViews() throws {
    #expect(
      try small(#"circle.overlay(alignment: .topTrailing) { text("3") }.background { capsule }"#)
        == "layered(shape(circle))[text(3) shape(capsule)]")
    // Several views in one overlay are layered as a zstack.
    #expect(
      try small(#"circle.overlay { text("a")  text("b") }"#)
        == "layered(shape(circle))[zstack(center-center)[text(a) text(b)]]")
    #expect(try small("text(\"a\").background(.red)") == "text(a).background(red)")
  }

  @Test func mistakesAreLocatedAndExplained() {
    #expect(diagnostics("circle(radius: 3)").contains("error[L010]: wrong arguments to `circle`"))
    #expect(diagnostics("roundedRectangle").contains("error[L010]"))
    #expect(diagnostics("circle.clipShape(.cirle)").contains("did you mean `circle`?"))
    #expect(diagnostics("circle.rotationEffect(90)").contains("error[L007]: expected an angle"))
    #expect(diagnostics("circle.overlay").contains("`overlay` needs content"))
    #expect(diagnostics("circle.bold { text(\"a\") }").contains("`.bold` takes no content block"))
    #expect(diagnostics("circle.progressViewStyle(.round)").contains("is not a progress view style"))
    #expect(diagnostics("circel").contains("did you mean `circle`?"))
    #expect(diagnostics("circle.fil(.red)").contains("did you mean `fill`?"))
    let turned = diagnostics(#"text("3").rotationEffect(.degrees(8))"#)
    #expect(
      turned.contains("warning[L023]: `.rotationEffect` has no effect on `text`: islet turns shapes only"))
    #expect(diagnostics(#"text("3").fill(.red)"#).contains("warning[L023]: `.fill` has no effect on `text`"))
    #expect(!diagnostics("zstack { circle }.rotationEffect(.degrees(-90))").contains("L023"))
  }
}

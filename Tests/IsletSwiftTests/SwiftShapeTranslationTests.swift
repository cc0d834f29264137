import IsletLanguage
import IsletSwift
import Testing

/// SwiftUI's shapes, images, circular progress views and layers translated into the layout
/// language: each snippet becomes the layout form `ShapeRenderTests` draws.
@Suite struct SwiftShapeTranslationTests {
  static let cases: [(swift: String, islet: [String])] = [
    (
      """
      ZStack {
        Circle().stroke(Color.gray.opacity(0.3), lineWidth: 4)
        Circle().trim(from: 0, to: context.state.progress)
          .stroke(.orange, style: StrokeStyle(lineWidth: 4, lineCap: .round))
          .rotationEffect(.degrees(-90))
      }
      .frame(width: 40, height: 40)
      """,
      [
        "zstack {", "circle.stroke(Color.gray.opacity(0.3), lineWidth: 4)",
        "circle.trim(from: 0, to: progress).stroke(.orange, lineWidth: 4).rotationEffect(.degrees(-90))",
        "}.frame(width: 40, height: 40)",
      ]
    ),
    (
      "ProgressView(value: context.state.progress).progressViewStyle(.circular).tint(.green)",
      ["progress(value: progress).progressViewStyle(.circular).tint(.green)"]
    ),
    (
      "ProgressView(value: 0.5).progressViewStyle(CircularProgressViewStyle())",
      ["progress(value: 0.5).progressViewStyle(.circular)"]
    ),
    (
      #"Image("Avatar").resizable().scaledToFill().frame(width: 40, height: 40).clipShape(Circle())"#,
      [#"image("Avatar").resizable.scaledToFill.frame(width: 40, height: 40).clipShape(.circle)"#]
    ),
    (#"Image(uiImage: UIImage(named: "logo")!).cornerRadius(4)"#, [#"image("logo").cornerRadius(4)"#]),
    (
      #"AsyncImage(url: URL(string: "https://x/a.png")) { image in image.resizable() } placeholder: { ProgressView() }"#,
      [#"image("https://x/a.png").resizable"#]
    ),
    (
      #"Text("Sam").padding(4).background(Capsule().fill(.blue))"#,
      [#"text("Sam").padding(4).background { capsule.fill(.blue) }"#]
    ),
    (
      #"Circle().fill(.red).frame(width: 8, height: 8).overlay(alignment: .topTrailing) { Text("3") }"#,
      [#"circle.fill(.red).frame(width: 8, height: 8).overlay(alignment: .topTrailing) { text("3") }"#]
    ),
    (
      "RoundedRectangle(cornerRadius: 6, style: .continuous).strokeBorder(.blue, lineWidth: 2)",
      ["roundedRectangle(cornerRadius: 6).stroke(.blue, lineWidth: 2)"]
    ),
    (
      "Capsule().fill(.gray).clipShape(.rect(cornerRadius: 2))",
      ["capsule.fill(.gray).clipShape(.rect(cornerRadius: 2))"]
    ),
    ("ContainerRelativeShape().fill(.black)", ["containerRelativeShape.fill(.black)"]),
    (
      "Circle().trim(from: 0.0, to: 0.5).stroke(style: StrokeStyle(lineWidth: 8)).rotationEffect(Angle(degrees: 270.0))"
        + ".foregroundStyle(Color(.systemBlue))",
      [
        "circle.trim(from: 0.0, to: 0.5).stroke(lineWidth: 8).rotationEffect(.degrees(270.0))"
          + ".color(Color(.systemBlue))"
      ]
    ),
    ("Circle().rotationEffect(Angle.radians(1))", ["circle.rotationEffect(.radians(1))"]),
    (#"Text("Sam").background(.blue, in: Capsule())"#, [#"text("Sam").background(.blue)"#]),
    (#"Text("Sam").background(Color.red)"#, [#"text("Sam").background(Color.red)"#]),
  ]

  @Test(arguments: cases.indices) func eachShapeFormTranslatesToTheLayoutForm(_ index: Int) {
    let (swift, islet) = Self.cases[index]
    #expect(SwiftViewTranslationTests.lockScreen(swift) == islet)
  }

  /// Every translated form compiles: the Swift widget renders as its layout does.
  @Test func theTranslatedWidgetCompiles() {
    let body = "VStack {\n" + Self.cases.map(\.swift).joined(separator: "\n") + "\n}"
    let translation = SwiftTranslator.translate(
      [("W.swift", SwiftViewTranslationTests.widget(body))], activity: nil)
    let compiled = LayoutCompiler.compile(translation.layoutSource, file: "W.islet")
    #expect(compiled.layout != nil, "\(compiled.diagnostics)")
  }
}

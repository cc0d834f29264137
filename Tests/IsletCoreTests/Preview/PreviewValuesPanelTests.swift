import Testing

@testable import IsletCanvas
@testable import IsletModel
@testable import IsletPreview

/// Before any push, and while a sample is shown, the state panel lists the fields of the values
/// the sheet draws (a layout's preview values, a Swift file's `#Preview` states, a sample).
@Suite struct PreviewValuesPanelTests {
  static let source = """
    activity Order {
      attributes { id: String }
      state { stage: Int, courier: String }
      lockScreen { text("Stage \\(stage) · \\(courier)") }
      compactLeading { text("a") }
      compactTrailing { text("b") }
      minimal { text("c") }
      expanded { }
      preview {
        attributes { id: "A7" }
        state { stage: 2, courier: "Zoë" }
        state "placed" { stage: 1, courier: "—" }
      }
    }
    """

  static func preview() -> LivePreview {
    var preview = LivePreview(
      configuration: LivePreview.Configuration(layoutName: "order.islet"), source: Self.source)
    preview.tick(now: Instant(unixSeconds: 1_782_000_000))
    return preview
  }

  @Test func thePreviewValuesFieldsAreListedBeforeAnyPush() throws {
    let content = Self.preview().content(sheetSize: Size(width: 80, height: 40))
    #expect(content.state.phase == "no activity yet (preview values)")
    #expect(
      content.state.fields == [
        DashboardContent.Field(name: "stage", value: "2"),
        DashboardContent.Field(name: "courier", value: "\"Zoë\""),
      ])
    let grid = Dashboard.compose(content, state: DashboardState(), size: Size(width: 140, height: 40))
    #expect(grid.plainText.contains("courier"), "\(grid.plainText)")
  }

  @Test func aShownSampleListsItsOwnFieldsAndSaysItIsNotLive() throws {
    var preview = Self.preview()
    preview.handle(.nextSample)  // the default preview state
    preview.handle(.nextSample)  // "placed"
    let content = preview.content(sheetSize: Size(width: 80, height: 40))
    #expect(content.state.phase.hasPrefix("not live: sample placed"), "\(content.state.phase)")
    #expect(content.state.fields.first == DashboardContent.Field(name: "stage", value: "1"))
  }

  /// A layout with no preview values draws its fields empty until a push: the panel says so.
  @Test func noPreviewValuesIsSaid() throws {
    let source = Self.source.components(separatedBy: "      preview {")[0] + "    }\n"
    var preview = LivePreview(
      configuration: LivePreview.Configuration(layoutName: "order.islet"), source: source)
    preview.tick(now: Instant(unixSeconds: 1_782_000_000))
    let content = preview.content(sheetSize: Size(width: 80, height: 40))
    #expect(content.state.phase == "no activity yet, no preview values")
  }
}

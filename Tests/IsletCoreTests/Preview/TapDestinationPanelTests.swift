import Testing

@testable import IsletCanvas
@testable import IsletDevices
@testable import IsletModel
@testable import IsletPreview

/// Where taps go (`.widgetURL`, `link`), listed in the state panel: a terminal cannot be tapped.
@Suite struct TapDestinationPanelTests {
  static let source = """
    activity Order {
      attributes { id: String }
      state { stage: Int }
      lockScreen {
        vstack {
          text("Stage \\(stage)")
          if stage > 1 { link("Track", destination: "https://track.example/\\(id)") }
        }.widgetURL("orders://\\(id)")
      }
      compactLeading { text("a") }
      compactTrailing { text("b") }
      minimal { text("c") }
      expanded { }
      preview {
        attributes { id: "A\\u{1B}[31m7" }
        state { stage: 2 }
        state "placed" { stage: 1 }
      }
    }
    """

  @Test func thePanelListsTheDestinationsOfTheShownValuesEscaped() throws {
    var preview = LivePreview(
      configuration: LivePreview.Configuration(layoutName: "order.islet"), source: Self.source)
    preview.tick(now: Instant(unixSeconds: 1_782_000_000))
    let content = preview.content(sheetSize: Size(width: 80, height: 40))
    #expect(
      content.state.destinations == [
        DashboardContent.Field(name: "widgetURL", value: "orders://A␛[31m7"),
        DashboardContent.Field(name: "link", value: "https://track.example/A␛[31m7"),
      ])
    let grid = Dashboard.compose(content, state: DashboardState(), size: Size(width: 140, height: 40))
    #expect(grid.plainText.contains("widgetURL  orders://A␛[31m7"), "\(grid.plainText)")
    #expect(!grid.plainText.contains("\u{1B}"))
  }

  @Test func aLinkInABranchNotTakenIsNotListed() throws {
    var preview = LivePreview(
      configuration: LivePreview.Configuration(layoutName: "order.islet"), source: Self.source)
    preview.tick(now: Instant(unixSeconds: 1_782_000_000))
    preview.handle(.nextSample)  // the default preview state
    preview.handle(.nextSample)  // "placed"
    let content = preview.content(sheetSize: Size(width: 80, height: 40))
    #expect(content.state.destinations.map(\.name) == ["widgetURL"])
  }
}

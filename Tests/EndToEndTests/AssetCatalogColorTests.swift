import Foundation
import TestSupport
import Testing

/// `Color("Name")` in Swift sources draws the colour set of an asset catalog beside them.
@Suite struct AssetCatalogColorTests {
  static let widget = """
    import SwiftUI
    import WidgetKit

    struct TripAttributes: ActivityAttributes {
      struct ContentState: Codable, Hashable { var gate: String }
      var flight: String
    }

    struct TripLiveActivity: Widget {
      var body: some WidgetConfiguration {
        ActivityConfiguration(for: TripAttributes.self) { context in
          HStack {
            Text(context.attributes.flight).foregroundStyle(Color("Brand"))
            Text(context.state.gate).foregroundColor(Color("Missing"))
          }
          .activityBackgroundTint(Color("Night Sky"))
        } dynamicIsland: { context in
          DynamicIsland {
            DynamicIslandExpandedRegion(.center) { Text(context.state.gate) }
          } compactLeading: { Text("A") } compactTrailing: { Text("B") } minimal: { Text("M") }
        }
      }
    }
    """

  /// Xcode's three spellings of a component (hex, 0…1, 0…255), a dark variant, a name with a space.
  static let brand = """
    { "colors" : [
      { "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0x1F", "green" : "0x5A", "red" : "0xFF" } }, "idiom" : "universal" },
      { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
        "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0.400", "green" : "0.600", "red" : "1.000" } }, "idiom" : "universal" } ] }
    """
  static let nightSky = """
    { "colors" : [ { "color" : { "color-space" : "display-p3", "components" : { "alpha" : "1.000", "blue" : "94", "green" : "58", "red" : "28" } }, "idiom" : "universal" } ] }
    """

  @Test func assetColoursComeFromTheCatalogBesideTheSources() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    for folder in ["Assets.xcassets/Brand.colorset", "Assets.xcassets/Night Sky.colorset"] {
      try FileManager.default.createDirectory(
        atPath: directory.file(folder), withIntermediateDirectories: true)
    }
    try directory.write(Self.widget, to: "Widget.swift")
    try directory.write(Self.brand, to: "Assets.xcassets/Brand.colorset/Contents.json")
    try directory.write(Self.nightSky, to: "Assets.xcassets/Night Sky.colorset/Contents.json")
    try directory.write(#"{"flight": "LH 400"}"#, to: "attributes.json")
    try directory.write(#"{"gate": "B12"}"#, to: "state.json")

    let imported = try IsletBinary.run(["import", directory.path])
    #expect(
      imported.stdout.contains(#""Night Sky": Color(red: 0.11, green: 0.227, blue: 0.369, opacity: 1)"#))
    #expect(
      imported.stderr.contains("note[L021]: asset colour `Missing`") && !imported.stderr.contains("`Brand`"))

    var environment = IsletBinary.developerEnvironment
    environment["NO_COLOR"] = nil
    environment["COLORTERM"] = "truecolor"
    let render = [
      "render", directory.path, "--state", directory.file("state.json"), "--attributes",
      directory.file("attributes.json"), "-p", "lockScreen", "--format", "ansi", "--now",
      "2026-01-01T09:00:00Z",
    ]
    let light = try IsletBinary.run(render + ["--appearance", "light"], environment: environment)
    #expect(light.stdout.contains("38;2;255;90;31;48;2;28;58;94m"), "\(light.stdout)")
    let dark = try IsletBinary.run(render, environment: environment)
    #expect(dark.stdout.contains("38;2;255;153;102;48;2;28;58;94m"))
    #expect(dark.stdout.contains("38;2;255;0;255;48;2;28;58;94m"))  // Missing: the magenta stand-in.
  }
}

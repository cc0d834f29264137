import Foundation
import IsletCanvas
import IsletDevices
import IsletFindings
import IsletLanguage
import IsletModel
import IsletPush
import IsletSheet
import IsletSwift
import IsletSwiftLayout
import Testing

/// Each bundled layout written again as a SwiftUI Live Activity in `Samples/swift/<layout>/`
/// renders grid-identically to `Layouts/<layout>.islet` for every sample state, fresh and
/// stale, in both orientations, and has the same schema.
@Suite struct SwiftSampleIdentityTests {
  static let layouts = ["delivery", "download", "rideshare", "sports", "workout"]

  @Test(arguments: layouts)
  func swiftSampleRendersAsTheIsletLayout(name: String) throws {
    let islet = LayoutCompiler.compile(try SwiftFixtures.text("Layouts/\(name).islet"), file: name)
    let isletLayout = try #require(islet.layout)
    let swift = SwiftLayoutCompilation.compile(try SwiftFixtures.sampleFiles(name), activity: nil)
    #expect(swift.diagnostics.isEmpty, "\(swift.diagnostics.map(\.message))")
    let swiftLayout = try #require(swift.layout)
    #expect(swiftLayout.schema.activityName == isletLayout.schema.activityName)
    #expect(Self.shape(swiftLayout.schema.state) == Self.shape(isletLayout.schema.state))
    #expect(Self.shape(swiftLayout.schema.attributes) == Self.shape(isletLayout.schema.attributes))
    #expect(swiftLayout.schema.enums == isletLayout.schema.enums)

    let samples = SwiftFixtures.repository.appendingPathComponent("Samples/\(name)")
    let attributesJSON = try String(
      contentsOf: samples.appendingPathComponent("attributes.json"), encoding: .utf8)
    let schema = isletLayout.schema
    let attributes = try #require(
      SwiftFixtures.decode(attributesJSON, fields: schema.attributes, schema: schema))
    let stateNames = try FileManager.default.contentsOfDirectory(
      atPath: samples.appendingPathComponent("states").path)
    #expect(stateNames.count >= 7)
    for stateName in stateNames.sorted() {
      let json = try String(
        contentsOf: samples.appendingPathComponent("states/\(stateName)"), encoding: .utf8)
      let state = try #require(SwiftFixtures.decode(json, fields: schema.state, schema: schema))
      for isStale in [false, true] {
        for orientation in Orientation.allCases {
          let expected = SwiftFixtures.sheet(
            isletLayout, state: state, attributes: attributes, isStale: isStale, orientation: orientation)
          let actual = SwiftFixtures.sheet(
            swiftLayout, state: state, attributes: attributes, isStale: isStale, orientation: orientation)
          #expect(actual == expected, "\(name)/\(stateName) stale: \(isStale) \(orientation)")
        }
      }
    }
  }

  /// Fields by name with their types, in any order.
  static func shape(_ fields: [Field]) -> [String: String] {
    Dictionary(uniqueKeysWithValues: fields.map { ($0.name, $0.type.description) })
  }
}

import Foundation
import Testing

@testable import IsletLanguage
@testable import IsletModel
@testable import IsletPlacement

/// Every layout in `Layouts/` against every sample in `Samples/<layout>/`: the samples decode
/// by the layout's schema and every region evaluates at the sample clock, fresh and stale.
@Suite struct LayoutSamplesTests {
  /// The documented sample clock, 2026-01-01T09:00:00Z.
  static let clock = Instant(secondsSinceReferenceDate: 788_950_800)

  static let samplesDirectory = LayoutFixtures.layoutsDirectory
    .deletingLastPathComponent().appendingPathComponent("Samples")

  /// The layout names (`delivery` for `Layouts/delivery.islet`), sorted.
  static let layoutNames: [String] =
    ((try? FileManager.default.contentsOfDirectory(atPath: LayoutFixtures.layoutsDirectory.path)) ?? [])
    .filter { $0.hasSuffix(".islet") }.map { String($0.dropLast(".islet".count)) }.sorted()

  static let requiredStates = [
    "typical", "long-strings", "cjk", "emoji", "missing-optionals", "stale",
  ]

  @Test func theSampleClockIsTheDocumentedInstant() {
    #expect(Self.clock == Instant(unixSeconds: 1_767_258_000))
    #expect(LayoutFormat.calendarDate(Self.clock, utcOffset: 0) == "Jan 1, 2026")
    #expect(LayoutFormat.clockTime(Self.clock, utcOffset: 0) == "9:00 AM")
  }

  @Test func everyBundledLayoutIsFound() {
    #expect(Set(Self.layoutNames).isSuperset(of: ["delivery", "download", "workout", "sports", "rideshare"]))
  }

  @Test(arguments: layoutNames)
  func everyStateDecodesAndEveryRegionEvaluates(layoutName: String) throws {
    let samples = try LayoutSamples(layoutName)
    let attributes = try samples.attributes()
    let states = try samples.stateFiles()
    #expect(Set(Self.requiredStates).isSubset(of: states.map(\.name)))
    for (name, url) in states {
      let state = try samples.state(url)
      for isStale in [false, true] {
        for region in Region.allCases {
          for limitedWidth in [false, true] where !limitedWidth || Self.isCompactOrMinimal(region) {
            let environment = RenderEnvironment(
              now: Self.clock, isStale: isStale, limitedWidth: limitedWidth,
              family: region == .small ? .small : .medium)
            let view = samples.layout.view(
              for: region, state: state, attributes: attributes, environment: environment)
            // Empty text is what a missing or mistyped value evaluates to.
            #expect(
              !Self.containsEmptyText(view),
              "\(layoutName)/\(name) \(region) stale: \(isStale) limited: \(limitedWidth)")
            let mustShow: Set<Region> = [.lockScreen, .compactLeading, .compactTrailing]
            if name == "typical" && mustShow.contains(region) {
              #expect(view.kind != .empty, "\(layoutName)/typical \(region) stale: \(isStale)")
            }
          }
        }
      }
    }
  }

  @Test(arguments: layoutNames)
  func typicalIsThePreviewAndAttributesAreThePreviewAttributes(layoutName: String) throws {
    let samples = try LayoutSamples(layoutName)
    let typical = try samples.state(samples.statesDirectory.appendingPathComponent("typical.json"))
    let attributes = try samples.attributes()
    #expect(
      samples.layout.previewAttributes(now: Instant(secondsSinceReferenceDate: 0)).map(Self.numbersAsDoubles)
        == Self.numbersAsDoubles(attributes))
    #expect(
      samples.layout.previewState(now: Self.clock).map(Self.numbersAsDoubles)
        == Self.numbersAsDoubles(typical))
  }

  @Test(arguments: layoutNames)
  func missingOptionalsOmitsEveryOptionalAndStaleTimesArePast(layoutName: String) throws {
    let samples = try LayoutSamples(layoutName)
    let schema = samples.layout.schema
    let missing = try SampleRecord.object(
      at: samples.statesDirectory.appendingPathComponent("missing-optionals.json"))
    for field in schema.state where field.type.isOptional {
      #expect(missing[field.name] == nil, "\(layoutName): `\(field.name)` is present")
    }
    let stale = try samples.state(samples.statesDirectory.appendingPathComponent("stale.json"))
    let dates = stale.values.values.compactMap { value -> Instant? in
      if case .date(let date) = value { return date }
      return nil
    }
    let declaresDates = schema.state.contains { $0.type.unwrapped == .date }
    #expect(dates.isEmpty == !declaresDates)
    #expect(dates.contains { $0 < Self.clock } == declaresDates)
  }

  // MARK: - Helpers

  static func isCompactOrMinimal(_ region: Region) -> Bool {
    [.compactLeading, .compactTrailing, .minimal].contains(region)
  }

  static func containsEmptyText(_ node: ViewNode) -> Bool {
    switch node.kind {
    case .text(let text): text.isEmpty
    case .label(let title, _): title.isEmpty
    case .hstack(_, _, let children), .vstack(_, _, let children), .zstack(_, let children),
      .fits(let children, _):
      children.contains(where: containsEmptyText)
    case .layered(let view, let layers):
      containsEmptyText(view) || layers.map(\.view).contains(where: containsEmptyText)
    case .image(let box): box.name.isEmpty
    case .symbol, .spacer, .progress, .shape, .empty: false
    }
  }

  /// A preview literal `10000` for a Double field is an `.int`; JSON gives the same number.
  static func numbersAsDoubles(_ record: Record) -> Record {
    Record(
      record.values.mapValues {
        if case .int(let number) = $0 { return .double(Double(number)) }
        return $0
      })
  }
}

/// One layout file compiled, with its sample directory `Samples/<name>/`.
private struct LayoutSamples {
  let layout: ActivityLayout
  let directory: URL

  init(_ name: String) throws {
    let file = name + ".islet"
    let compilation = LayoutCompiler.compile(try LayoutFixtures.layoutSource(file), file: file)
    layout = try #require(compilation.layout, "\(file) does not compile")
    directory = LayoutSamplesTests.samplesDirectory.appendingPathComponent(name)
  }

  var statesDirectory: URL { directory.appendingPathComponent("states") }

  func attributes() throws -> Record {
    try SampleRecord.decode(
      directory.appendingPathComponent("attributes.json"), fields: layout.schema.attributes,
      enums: layout.schema.enums)
  }

  func state(_ url: URL) throws -> Record {
    try SampleRecord.decode(url, fields: layout.schema.state, enums: layout.schema.enums)
  }

  /// The `*.json` files in `states/` by name without extension, sorted.
  func stateFiles() throws -> [(name: String, url: URL)] {
    try FileManager.default.contentsOfDirectory(atPath: statesDirectory.path)
      .filter { $0.hasSuffix(".json") }.sorted()
      .map { (String($0.dropLast(".json".count)), statesDirectory.appendingPathComponent($0)) }
  }
}

/// Reads a sample JSON file into a `Record` by a schema's fields, with the types a default
/// `JSONDecoder` accepts. Test-only: the ActivityKit-faithful decoder lives in the core.
private enum SampleRecord {
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  static func object(at url: URL) throws -> [String: Any] {
    let json = try JSONSerialization.jsonObject(with: try Data(contentsOf: url))
    guard let object = json as? [String: Any] else {
      throw Failure(description: "\(url.lastPathComponent): not a JSON object")
    }
    return object
  }

  static func decode(_ url: URL, fields: [Field], enums: [String: EnumType]) throws -> Record {
    let object = try object(at: url)
    var record = Record()
    for field in fields {
      let path = "\(url.lastPathComponent): \(field.name)"
      record[field.name] = try value(object[field.name], as: field.type, enums: enums, path: path)
    }
    return record
  }

  private static func value(
    _ json: Any?, as type: FieldType, enums: [String: EnumType], path: String
  )
    throws -> Value
  {
    let fail = { (expected: String) in Failure(description: "\(path): expected \(expected)") }
    if case .optional(let wrapped) = type {
      guard let json, !(json is NSNull) else { return .null }
      return try value(json, as: wrapped, enums: enums, path: path)
    }
    let number = (json as? NSNumber).flatMap { String(cString: $0.objCType) == "c" ? nil : $0 }
    switch type {
    case .string:
      guard let text = json as? String else { throw fail("a string") }
      return .string(text)
    case .int, .integer:
      guard let number, let integer = Int(exactly: number.doubleValue) else { throw fail("an integer") }
      return .int(integer)
    case .double, .float:
      guard let number else { throw fail("a number") }
      return .double(number.doubleValue)
    case .date:
      guard let number else { throw fail("seconds since 2001-01-01") }
      return .date(Instant(secondsSinceReferenceDate: number.doubleValue))
    case .bool:
      guard let flag = json as? NSNumber, String(cString: flag.objCType) == "c" else {
        throw fail("true or false")
      }
      return .bool(flag.boolValue)
    case .enumeration(let name):
      guard let enumType = enums[name] else { throw fail("a declared enum") }
      let raw: String? =
        switch enumType.rawType {
        case .string: json as? String
        case .int: number.flatMap { Int(exactly: $0.doubleValue) }.map(String.init)
        case .synthesized: nil  // No bundled layout declares one.
        }
      guard let raw, let found = enumType.caseNamed(rawValue: raw) else {
        throw fail("a raw value of \(name)")
      }
      return .enumCase(found.name)
    case .array(let element):
      guard let elements = json as? [Any] else { throw fail("an array") }
      return .array(try elements.map { try value($0, as: element, enums: enums, path: path) })
    case .optional:
      throw fail("a value")
    case .uuid, .url, .structure, .dictionary, .range:
      throw fail("a type the bundled layouts use")
    }
  }
}

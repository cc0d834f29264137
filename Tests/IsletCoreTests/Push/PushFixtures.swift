import IsletModel
import IsletPush

/// Schemas and payload builders shared by the push tests.
enum PushFixtures {
  /// The Delivery layout's schema, built by hand.
  static let delivery = Schema(
    activityName: "Delivery",
    attributes: [
      Field(name: "orderID", type: .string), Field(name: "merchant", type: .string),
      Field(name: "destination", type: .string),
    ],
    state: [
      Field(name: "phase", type: .enumeration("Phase")), Field(name: "eta", type: .optional(.date)),
      Field(name: "stopsAway", type: .int), Field(name: "courier", type: .optional(.string)),
    ],
    enums: [
      "Phase": EnumType(
        name: "Phase",
        cases: ["placed", "preparing", "pickedUp", "nearby", "delivered"].map {
          EnumType.Case(name: $0, rawValue: $0)
        })
    ])

  /// The seed article's download activity.
  static let download = Schema(
    activityName: "LiveActivityDemoAttributes",
    attributes: [Field(name: "name", type: .string)],
    state: [
      Field(name: "emoji", type: .string), Field(name: "title", type: .string),
      Field(name: "body", type: .string), Field(name: "progress", type: .optional(.double)),
    ],
    enums: [:])

  static let t0 = 1_782_000_000

  /// A valid Delivery content-state as JSON text, with members overridden by raw JSON text
  /// (`nil` removes the key).
  static func state(_ overrides: [String: String?] = [:]) -> String {
    var members: [(String, String)] = [
      ("phase", "\"preparing\""), ("eta", "803696400"), ("stopsAway", "4"), ("courier", "\"Sam\""),
    ]
    for (key, value) in overrides {
      members.removeAll { $0.0 == key }
      if let value { members.append((key, value)) }
    }
    return "{" + members.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}"
  }

  static let attributes = #"{"orderID":"A-1","merchant":"Mario's","destination":"Harbour St"}"#

  /// A valid start push at `t0 + offset`, with extra raw aps members appended.
  static func start(at offset: Int = 0, extra: String = "") -> String {
    #"{"aps":{"timestamp":\#(t0 + offset),"event":"start","attributes-type":"Delivery","attributes":"#
      + attributes + #","content-state":"# + state() + #","alert":{"title":"Placed"}\#(extra)}}"#
  }

  /// A valid update push at `t0 + offset` with the given content-state text.
  static func update(at offset: Int, state: String = state(), extra: String = "") -> String {
    #"{"aps":{"timestamp":\#(t0 + offset),"event":"update","content-state":\#(state)\#(extra)}}"#
  }

  /// The verdicts of the lines joined by newlines.
  static func check(
    _ lines: [String], schema: Schema = delivery, options: PushCheckOptions = PushCheckOptions()
  ) -> [PushVerdict] {
    PushChecker.verdicts(for: Array(lines.joined(separator: "\n").utf8), schema: schema, options: options)
  }

  /// The warning and error codes of a verdict, in order.
  static func codes(_ verdict: PushVerdict) -> [String] {
    verdict.findings.filter { $0.severity > .note }.map(\.code.id)
  }
}

// The app's shared model: what the server sends for a flight (a widget extension and the app
// both compile this file).
import ActivityKit
import Foundation

struct FlightAttributes: ActivityAttributes {
  public struct ContentState: Codable, Hashable {
    /// A synthesized Codable enum: the server sends {"boarding":{}}.
    var phase: FlightPhase
    var gate: Gate?
    /// Scheduled departure to arrival, sent as [departure, arrival].
    var schedule: ClosedRange<Date>
    var delay: TimeInterval = 0
    /// Connecting flights by flight number: {"BA 117": "B32"}.
    var connections: [String: String]
    var crew: [CrewMember]
  }

  var bookingID: UUID
  var flightNumber: String
  var route: Route
  var checkInURL: URL?
}

struct Route: Codable, Hashable {
  var origin: String
  var destination: String
}

struct Gate: Codable, Hashable {
  var terminal: String
  var number: String

  enum CodingKeys: String, CodingKey {
    case terminal
    case number = "gate"
  }
}

enum FlightPhase: Codable, Hashable {
  case checkIn, boarding, departed, landed
}

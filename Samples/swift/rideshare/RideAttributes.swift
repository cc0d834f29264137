// Shared by the app and the widget extension: a ride from the driver being assigned to the
// drop-off. `eta` is the pickup time until the rider is in the car, then the arrival.
import ActivityKit
import Foundation

struct RideAttributes: ActivityAttributes {
  struct ContentState: Codable, Hashable {
    var phase: Phase
    var driverName: String
    var carModel: String
    var plate: String
    var eta: Date?
    var fare: Double?
    /// The stops still ahead before the drop-off.
    var stops: [String]
  }

  /// The backend's Int raw values.
  enum Phase: Int, Codable, Hashable {
    case assigned = 1
    case arriving
    case atPickup
    case onTrip
    case droppedOff
  }

  /// The product: "Comfort", "XL" …
  var service: String
  var pickup: String
  var dropoff: String
}

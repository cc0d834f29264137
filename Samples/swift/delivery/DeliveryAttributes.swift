// Shared by the app and the widget extension: what a delivery's Live Activity carries.
import ActivityKit
import Foundation

struct Delivery: ActivityAttributes {
  public struct ContentState: Codable, Hashable {
    var phase: Phase
    var eta: Date?
    var stopsAway: Int
    var courier: String?
  }

  enum Phase: String, Codable, Hashable {
    case placed, preparing, pickedUp, nearby, delivered
  }

  var orderID: String
  var merchant: String
  var destination: String
}

extension Delivery.Phase {
  /// What the order is doing, as the rider reads it.
  var title: String {
    switch self {
    case .placed: "Placed"
    case .preparing: "Preparing"
    case .pickedUp: "Picked up"
    case .nearby: "Nearby"
    case .delivered: "Delivered"
    }
  }

  var symbol: String {
    switch self {
    case .placed: "checkmark.seal.fill"
    case .preparing: "takeoutbag"
    case .pickedUp: "bicycle"
    case .nearby: "location.fill"
    case .delivered: "house.fill"
    }
  }
}

// Shared by the app and the widget extension: a workout in progress. Distances are metres,
// pace seconds per kilometre; `kind` carries HealthKit's HKWorkoutActivityType raw values.
import ActivityKit
import Foundation

struct WorkoutAttributes: ActivityAttributes {
  struct ContentState: Codable, Hashable {
    var kind: Kind
    /// Moved forward by the length of every pause, so a running timer stays right.
    var startedAt: Date
    var pausedAt: Date?
    var isPaused: Bool
    var heartRate: Int?
    var distance: Double
    var pace: Double?
    var intervalStart: Date?
    var intervalEnd: Date?
    var segment: String?
  }

  enum Kind: Int, Codable, Hashable {
    case cycling = 13
    case running = 37
    case walking = 52
    case hiit = 63

    var symbol: String {
      switch self {
      case .cycling: "figure.outdoor.cycle"
      case .running: "figure.run"
      case .walking: "figure.walk"
      case .hiit: "flame.fill"
      }
    }
  }

  var workoutName: String
  /// Metres; 0 when the workout has no distance goal.
  var goalDistance: Double
}

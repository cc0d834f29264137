import Foundation
import IsletModel

/// The wall clock, read only at the edge.
enum WallClock {
  static var now: Instant { Instant(unixSeconds: Date().timeIntervalSince1970) }
}

// A voice call in progress: who is speaking, for how long, and buttons to answer from the Lock
// Screen. Written for islet to exercise String methods and formats, `switch` over a String
// and an Int, `Label { } icon: { }`, `Button(intent:)`, `Link` and `.widgetURL`.
import ActivityKit
import Foundation

struct CallAttributes: ActivityAttributes {
  struct ContentState: Codable, Hashable {
    /// "ringing", "connected", "on hold" or "ended", as the server sends it.
    var status: String
    /// Seconds since the call was connected.
    var elapsed: Double
    var startedAt: Date
    /// Who speaks now: 0 nobody, 1 the caller, 2 the other side.
    var speaker: Int
    var participants: [String]
  }

  var callerName: String
  var room: String
  var callID: UUID
}

extension CallAttributes {
  static let sample = CallAttributes(
    callerName: "luna lovegood", room: "design review · floor 4",
    callID: UUID(uuidString: "6F1C2B9A-3D4E-4A5B-8C7D-9E0F1A2B3C4D")!)
}

extension CallAttributes.ContentState {
  static let connected = CallAttributes.ContentState(
    status: "connected", elapsed: 754.5, startedAt: .now.addingTimeInterval(-754.5), speaker: 2,
    participants: ["Luna", "Neville", "Ginny"])
  static let onHold = CallAttributes.ContentState(
    status: "on hold", elapsed: 3_725, startedAt: .now.addingTimeInterval(-3_725), speaker: 0,
    participants: ["Luna"])
}

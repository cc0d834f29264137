// Shared by the app and the widget extension: a download in progress.
import ActivityKit
import Foundation

struct LiveActivityDemoAttributes: ActivityAttributes {
  public struct ContentState: Codable, Hashable {
    /// Shown on its own in the compact leading slot.
    var emoji: String
    var title: String
    var body: String
    /// 0...1, nil until the size of the download is known.
    var progress: Double?
  }

  var name: String
}

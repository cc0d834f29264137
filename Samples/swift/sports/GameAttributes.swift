// Shared by the app and the widget extension: a live American football score. While the game
// clock runs the feed sends `clockEnd`; when it is stopped, `clockText` ("7:42").
import ActivityKit
import Foundation

struct GameAttributes: ActivityAttributes {
  struct ContentState: Codable, Hashable {
    var homeScore: Int
    var awayScore: Int
    var period: Period
    var clockEnd: Date?
    var clockText: String?
    var possession: Side?
    var lastPlay: String?
  }

  enum Period: String, Codable, Hashable {
    case pregame = "PRE"
    case first = "Q1"
    case second = "Q2"
    case halftime = "HALF"
    case third = "Q3"
    case fourth = "Q4"
    case overtime = "OT"
    case ended = "FINAL"
  }

  enum Side: String, Codable, Hashable {
    case home, away
  }

  var league: String
  var homeTeam: String
  var homeAbbreviation: String
  var awayTeam: String
  var awayAbbreviation: String
}

extension GameAttributes.Period {
  var shortName: String {
    switch self {
    case .pregame: "Pregame"
    case .first: "1st"
    case .second: "2nd"
    case .halftime: "Half"
    case .third: "3rd"
    case .fourth: "4th"
    case .overtime: "OT"
    case .ended: "Final"
    }
  }
}

import Foundation

struct CrewMember: Codable, Hashable {
  var name: String
  var role: String
}

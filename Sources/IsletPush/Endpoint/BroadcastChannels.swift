/// The broadcast channels apps have created (`POST /1/apps/<bundle ID>/channels`), kept as APNs
/// keeps them: each with a random base64 ID and the message storage policy it was made with, at
/// most 10,000 per app, until it is deleted. A broadcast goes only to a channel listed here.
struct BroadcastChannels: Sendable {
  /// Whether APNs keeps a broadcast for a device that is offline (`message-storage-policy`).
  enum StoragePolicy: Int, Sendable {
    case noMessageStored = 0
    case mostRecentMessageStored = 1

    /// Apple's name for it.
    var name: String {
      switch self {
      case .noMessageStored: "No Message Stored"
      case .mostRecentMessageStored: "Most Recent Message Stored"
      }
    }
  }

  /// APNs's limit per app and environment.
  static let maximumPerApp = 10_000

  /// One app's channels.
  private struct AppChannels: Sendable {
    /// The IDs in the order they were made.
    var order: [String] = []
    var policies: [String: StoragePolicy] = [:]
  }

  private var apps: [String: AppChannels] = [:]

  /// Makes a channel for `bundleID` with an ID from `identifiers`; nil when the app has
  /// `maximumPerApp` already.
  mutating func create(
    bundleID: String, policy: StoragePolicy, identifiers: inout SplitMix64
  ) -> String? {
    var app = apps[bundleID] ?? AppChannels()
    guard app.order.count < Self.maximumPerApp else { return nil }
    var id: String
    repeat {
      id = Self.newIdentifier(&identifiers)
    } while app.policies[id] != nil
    app.order.append(id)
    app.policies[id] = policy
    apps[bundleID] = app
    return id
  }

  /// The storage policy of the channel `id` of `bundleID`; nil when it was never made or was deleted.
  func policy(of id: String, bundleID: String) -> StoragePolicy? {
    apps[bundleID]?.policies[id]
  }

  /// Deletes the channel `id` of `bundleID`; false when there is none.
  mutating func delete(_ id: String, bundleID: String) -> Bool {
    guard apps[bundleID]?.policies.removeValue(forKey: id) != nil else { return false }
    apps[bundleID]?.order.removeAll { $0 == id }
    return true
  }

  /// The IDs of the channels of `bundleID`, oldest first.
  func identifiers(of bundleID: String) -> [String] {
    apps[bundleID]?.order ?? []
  }

  /// 16 random bytes in base64 (24 characters, two of them `=` padding).
  private static func newIdentifier(_ generator: inout SplitMix64) -> String {
    let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
    var bytes: [UInt8] = []
    for _ in 0..<2 {
      let word = generator.next()
      for shift in stride(from: 0, to: 64, by: 8) {
        bytes.append(UInt8(truncatingIfNeeded: word >> UInt64(shift)))
      }
    }
    var text: [UInt8] = []
    for start in stride(from: 0, to: bytes.count, by: 3) {
      let group = bytes[start..<min(start + 3, bytes.count)]
      let value = group.enumerated().reduce(0) { $0 | Int($1.element) << (16 - 8 * $1.offset) }
      for digit in 0..<4 {
        text.append(digit <= group.count ? alphabet[(value >> (18 - 6 * digit)) & 0x3F] : UInt8(ascii: "="))
      }
    }
    return String(decoding: text, as: UTF8.self)
  }
}

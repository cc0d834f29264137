import IsletFindings
import IsletModel

/// Finding a device by the name a person types.
extension Device {
  /// The device called `name`, compared case-insensitively and ignoring "iPhone", spaces,
  /// dashes, underscores and dots: `iPhone 16 Pro`, `iphone-16-pro` and `16pro` all match.
  public static func named(_ name: String) -> Device? {
    let key = lookupKey(name)
    return all.first { lookupKey($0.name) == key }
  }

  /// The device called `name`, or an error that suggests the closest known name.
  public static func resolve(_ name: String) throws(UnknownDevice) -> Device {
    guard let device = named(name) else {
      throw UnknownDevice(name: name, suggestion: closestName(to: name))
    }
    return device
  }

  /// A name nobody in the table answers to.
  public struct UnknownDevice: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was asked for, unescaped.
    public let name: String
    /// The closest known device name, if one is close enough to be a likely typo.
    public let suggestion: String?

    /// One line for the user, with the name made terminal-safe.
    public var description: String {
      let base = "unknown device `\(TerminalSafe.escape(name))`"
      guard let suggestion else { return base + "; run `islet devices` for the list" }
      return base + "; did you mean `\(suggestion)`?"
    }
  }

  /// The known name closest to `name`, if it is a likely typo.
  static func closestName(to name: String) -> String? {
    let keys = all.map { lookupKey($0.name) }
    guard let key = NameSuggestion.closest(to: lookupKey(name), among: keys) else { return nil }
    return keys.firstIndex(of: key).map { all[$0].name }
  }

  private static func lookupKey(_ name: String) -> String {
    var key = name.lowercased().filter { !" -_.".contains($0) }
    if key.hasPrefix("apple") { key.removeFirst("apple".count) }
    if key.hasPrefix("iphone") { key.removeFirst("iphone".count) }
    return key
  }
}

import IsletFindings
import IsletModel

/// Finding a Dynamic Type size by the name a person types.
extension TextSize {
  /// The size called `name` (`TextSize(name:)`: `large`, `AX3`, `accessibility3`), or an error
  /// that suggests the closest size.
  public static func resolve(_ name: String) throws(UnknownTextSize) -> TextSize {
    guard let size = TextSize(name: name) else { throw UnknownTextSize(name: name) }
    return size
  }

  /// A name no Dynamic Type size answers to.
  public struct UnknownTextSize: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was asked for, unescaped.
    public let name: String

    /// "unknown text size 'ax7'; did you mean 'ax3'? (sizes: xSmall, …)", terminal-safe.
    public var description: String {
      let names = TextSize.allCases.map(\.rawValue)
      return NameSuggestion.unknown(
        "text size", name, among: names, hint: "sizes: \(names.joined(separator: ", "))")
    }
  }
}

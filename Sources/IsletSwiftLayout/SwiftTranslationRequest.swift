/// What islet asks the Swift translator (`islet-swift`) to translate, sent to it as JSON: the
/// sources as islet read them, the activity to pick and the app's asset-catalog colours.
public struct SwiftTranslationRequest: Sendable, Equatable, Codable {
  public struct File: Sendable, Equatable, Codable {
    public var name: String
    public var text: String
  }

  public struct AssetColor: Sendable, Equatable, Codable {
    public var name: String
    /// The colour as a layout colour (`Color(red: …)`).
    public var color: String
  }

  public var files: [File]
  /// The `ActivityAttributes` type to translate; nil for the only one.
  public var activity: String?
  public var assetColors: [AssetColor]

  public init(
    files: [(name: String, text: String)], activity: String?, assetColors: [(name: String, color: String)]
  ) {
    self.files = files.map { File(name: $0.name, text: $0.text) }
    self.activity = activity
    self.assetColors = assetColors.map { AssetColor(name: $0.name, color: $0.color) }
  }
}

/// A sample content state the preview can show without pushes: a
/// `Samples/<layout>/states/NAME.json` file as read from disk (the engine decodes it against
/// the layout's schema, so a reloaded layout judges it again).
public struct PreviewSample: Hashable, Sendable {
  public var name: String
  public var bytes: [UInt8]

  public init(name: String, bytes: [UInt8]) {
    self.name = name
    self.bytes = bytes
  }
}

/// An image islet cannot show (`Image("asset")`, `Image(uiImage:)`, `AsyncImage`): a box of the
/// image's size with its name in it.
public struct ImageBox: Hashable, Sendable {
  /// The asset's name, or what the image was made from.
  public var name: String
  /// The image's own size in points: from the layout's `images` block, else `defaultSize`.
  public var width: Double
  public var height: Double

  public init(name: String, width: Double = ImageBox.defaultSize, height: Double = ImageBox.defaultSize) {
    self.name = name
    self.width = width
    self.height = height
  }

  /// The size of an image the layout gives no size for, in points (a note says so).
  public static let defaultSize = 40.0
}

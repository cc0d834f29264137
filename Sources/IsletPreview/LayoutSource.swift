import IsletFindings

/// A layout's text to compile, and how its findings are moved back to what the user wrote: an
/// `.islet` file's findings already point into it; a layout generated from Swift sources has
/// its findings moved to the Swift lines they came from.
public struct LayoutSource: Sendable {
  public var text: String
  /// The file name the text is compiled under (its findings' file); nil: the layout's name.
  public var file: String?
  public var locate: @Sendable (Finding) -> Finding

  public init(text: String, file: String? = nil, locate: @escaping @Sendable (Finding) -> Finding = { $0 }) {
    self.text = text
    self.file = file
    self.locate = locate
  }
}

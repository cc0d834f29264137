/// A struct (the attributes, the content state or a nested one) or an enum that decodes itself
/// with an `init(from:)` islet does not read: what it accepts cannot be known, so pushes are not checked
/// against its fields and each push that holds one says so.
public struct UncheckedDecoding: Hashable, Sendable {
  /// Where the `init(from:)` is (the Swift line, for a layout translated from Swift).
  public var span: SourceSpan

  public init(span: SourceSpan) { self.span = span }
}

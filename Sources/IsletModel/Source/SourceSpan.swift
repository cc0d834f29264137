/// A position in a text file: 1-based line and column (column counts Characters).
public struct SourcePosition: Hashable, Sendable, Comparable, Codable {
  public var line: Int
  public var column: Int

  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
    (lhs.line, lhs.column) < (rhs.line, rhs.column)
  }
}

/// A range of source text in one file, used for diagnostics and for tracing rendered views
/// back to the layout line that produced them.
public struct SourceSpan: Hashable, Sendable, Codable {
  /// The file name as given by the user (already sanitised before display).
  public var file: String
  public var start: SourcePosition
  /// Exclusive end; on the same line as `start` for single-line spans.
  public var end: SourcePosition

  public init(file: String, start: SourcePosition, end: SourcePosition) {
    self.file = file
    self.start = start
    self.end = end
  }
}

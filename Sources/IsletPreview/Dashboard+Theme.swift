import IsletCanvas
import IsletFindings

extension Dashboard {
  /// The dashboard's styles. Colours are hints: a monochrome or `NO_COLOR` terminal keeps
  /// only the attributes (bold, dim, reverse).
  enum Theme {
    static let border = Style(dim: true, foreground: .named(.gray))
    static let title = Style(bold: true)
    static let label = Style(dim: true)
    static let statusBar = Style(reverse: true)
    static let statusAlert = Style(bold: true, reverse: true, foreground: .named(.yellow))
    static let helpKey = Style(bold: true)
    static let applied = Style(foreground: .named(.green))
    static let dropped = Style(bold: true, foreground: .named(.red))
    static let layoutError = Style(bold: true, foreground: .named(.red))

    static func severity(_ severity: Severity) -> Style {
      switch severity {
      case .error: Style(bold: true, foreground: .named(.red))
      case .warning: Style(bold: true, foreground: .named(.yellow))
      case .note: Style(foreground: .named(.cyan))
      }
    }
  }
}

/// The SwiftUI text styles a layout can name (`Font.TextStyle`); `body` when none is named.
public enum FontStyle: String, Hashable, Sendable, CaseIterable {
  case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption,
    caption2
}

/// The weights islet measures text at: the text styles' own (regular; semibold for `headline`)
/// and `bold()`.
public enum FontWeight: Int, Hashable, Sendable, CaseIterable {
  case regular, semibold, bold
}

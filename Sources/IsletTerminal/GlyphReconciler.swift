import CNcursesw
import IsletModel

/// Rewrites a grid cell's cluster into what ncursesw can draw at exactly the grid's width.
///
/// ncursesw advances each cell by libc `wcwidth` of its first scalar (glibc's Unicode 14 table
/// on Debian 12) and knows nothing of grapheme clusters, so the drawing rules of unicode.md §6
/// apply: variation selectors and skin-tone modifiers are dropped, a ZWJ sequence keeps its first
/// emoji, a flag's two regional indicators become two cells, a scalar libc does not know (or a
/// lone regional indicator) becomes U+FFFD, at most four combining marks are kept
/// (`TerminalSafe.maximumCombiningMarks`, the rule every output follows), and spaces
/// pad the glyph up to the grid width. The libc widths of the result always sum to `width`.
enum GlyphReconciler {
  /// One ncurses cell: a spacing scalar followed by up to four combining marks.
  typealias Glyph = [Unicode.Scalar]

  static let replacement: Unicode.Scalar = "\u{FFFD}"

  /// glibc's width of `scalar`: −1 unprintable, 0 combining, 1 or 2 (needs `TerminalLocale`).
  static func libcWidth(_ scalar: Unicode.Scalar) -> Int { Int(wcwidth(wchar_t(scalar.value))) }

  /// The glyphs to draw, left to right, for `cluster` occupying `width` grid cells (1 or 2).
  static func glyphs(
    for cluster: String, width: Int, libcWidth: (Unicode.Scalar) -> Int = libcWidth
  ) -> [Glyph] {
    guard width > 0 else { return [] }
    let scalars = Array(cluster.unicodeScalars)
    guard let base = scalars.first else { return Array(repeating: [" "], count: width) }
    if width == 2, scalars.count >= 2, isRegionalIndicator(base), isRegionalIndicator(scalars[1]),
      libcWidth(base) == 1, libcWidth(scalars[1]) == 1
    {
      return [[base], [scalars[1]]]
    }
    var glyph: Glyph = [base]
    for scalar in scalars.dropFirst() {
      if scalar.value == 0x200D { break }
      guard !isVariationSelector(scalar), TerminalSafe.isStackingMark(scalar), libcWidth(scalar) == 0 else {
        continue
      }
      if glyph.count <= TerminalSafe.maximumCombiningMarks { glyph.append(scalar) }
    }
    var glyphWidth = libcWidth(base)
    if glyphWidth < 1 || glyphWidth > width || isRegionalIndicator(base) {
      glyph = [replacement]
      glyphWidth = 1
    }
    return [glyph] + Array(repeating: [" "], count: width - glyphWidth)
  }

  private static func isRegionalIndicator(_ scalar: Unicode.Scalar) -> Bool {
    (0x1F1E6...0x1F1FF).contains(scalar.value)
  }

  private static func isVariationSelector(_ scalar: Unicode.Scalar) -> Bool {
    (0xFE00...0xFE0F).contains(scalar.value) || (0xE0100...0xE01EF).contains(scalar.value)
  }
}

import IsletCanvas

extension SheetRenderer.Composer {
  /// Texts that are the same in every sheet, in one style, packed into cells once for every
  /// sheet (the fixed titles, the table's small groups' labels): spelt and packed in each sheet,
  /// one took ~700 instructions, and drawn from a constant, a label is not retained with
  /// what it belongs to.
  final class PackedTexts: Sendable {
    let cells: PackedLines
    /// Each text's line of `cells`, in order (nil for one with a scalar that does not stand
    /// alone, drawn from its text instead).
    let lines: [Range<Int>?]

    init(_ texts: [SheetText], style: Style) {
      var cells = PackedLines(capacity: 0)
      lines = texts.map { text in
        text.withBytes { cells.append(standaloneScalarsOfUTF8: $0, style: style) }
      }
      self.cells = cells
    }
  }
}

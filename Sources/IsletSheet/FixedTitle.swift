import IsletCanvas

extension SheetRenderer.Composer {
  /// A title without interpolations, packed into cells once for every sheet (`packed`), as the
  /// table's small groups' labels are: spelt and packed in each sheet, one took ~700
  /// instructions. The cells are the same in every sheet: the title and its style are constants.
  enum FixedTitle: Int, CaseIterable {
    case emptyIsland, smallFamily, compactAsSmall

    var text: SheetText {
      switch self {
      case .emptyIsland: "Dynamic Island · empty: the activity ended"
      case .smallFamily: "Small family (Apple Watch Smart Stack, CarPlay)"
      case .compactAsSmall: "Small family · no small region: iOS shows compact leading + trailing"
      }
    }

    /// Every fixed title in the title style, each a line of `cells` (by `rawValue`; nil for
    /// one with a scalar that does not stand alone, drawn from its text instead).
    final class Packed: Sendable {
      let cells: PackedLines
      let lines: [Range<Int>?]

      init() {
        var cells = PackedLines(capacity: 0)
        lines = FixedTitle.allCases.map { title in
          title.text.withBytes { cells.append(standaloneScalarsOfUTF8: $0, style: SheetRenderer.titleStyle) }
        }
        self.cells = cells
      }
    }

    static let packed = Packed()
  }

  /// A fixed title, bold on its own row, drawn from the cells it was packed into once.
  mutating func title(_ fixed: FixedTitle) {
    guard let line = FixedTitle.packed.lines[fixed.rawValue] else {
      title(fixed.text)
      return
    }
    place(Label(source: .fixedTitle(line), width: line.count), at: Point(x: 0, y: row))
    row += 1
  }
}

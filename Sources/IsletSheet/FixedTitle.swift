import IsletCanvas

extension SheetRenderer.Composer {
  /// A title without interpolations, packed into cells once for every sheet (`packed`): the
  /// title and its style are constants.
  enum FixedTitle: Int, CaseIterable {
    case emptyIsland, smallFamily, compactAsSmall

    var text: SheetText {
      switch self {
      case .emptyIsland: "Dynamic Island · empty: the activity ended"
      case .smallFamily: "Small family (Apple Watch Smart Stack, CarPlay)"
      case .compactAsSmall: "Small family · no small region: iOS shows compact leading + trailing"
      }
    }

    /// Every fixed title in the title style, by `rawValue`.
    static let packed = PackedTexts(allCases.map(\.text), style: SheetRenderer.titleStyle)
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

import IsletCanvas

extension Dashboard {
  /// The sheet panel's width below which the Lock Screen card and the expanded island are cut.
  static let sheetMinimumWidth = 50
  /// The side column's narrowest width (state and findings).
  static let sideMinimumWidth = 30

  /// Where each panel goes on a screen at least `minimumSize` large.
  ///
  /// The sheet takes the left side above the event log; the state panel (sized to its
  /// fields) and the findings share the right column. A terminal too narrow for both the
  /// sheet's minimum and the column (under 80 cells) shows them as two tabs, each the full
  /// width: the sheet with the events, or (`showsDetails`) the state with the findings; the
  /// panels of the other tab are empty rectangles.
  struct Layout {
    /// A bordered panel: its outer rectangle and the cells inside the border.
    struct Panel {
      var frame: Rect
      var interior: Rect {
        Rect(
          x: frame.minX + 1, y: frame.minY + 1, width: max(0, frame.size.width - 2),
          height: max(0, frame.size.height - 2))
      }
    }

    var statusBar: Rect
    var helpBar: Rect
    var sheet: Panel
    var events: Panel
    var state: Panel
    var findings: Panel
    /// Whether the panels are two tabs (a narrow terminal).
    var isTabbed: Bool

    init(size: Size, fieldNames: [String], showsDetails: Bool = false) {
      let body = size.height - 2
      statusBar = Rect(x: 0, y: 0, width: size.width, height: 1)
      helpBar = Rect(x: 0, y: size.height - 1, width: size.width, height: 1)
      isTabbed = size.width < Dashboard.sheetMinimumWidth + Dashboard.sideMinimumWidth
      if isTabbed {
        let hidden = Panel(frame: Rect(x: 0, y: 1, width: 0, height: 0))
        let eventsHeight = min(8, max(4, body / 4))
        let fieldRows = Dashboard.stateLabels(fieldNames, interiorWidth: size.width - 2).fieldRows
        let stateHeight = min(Dashboard.statePanelFixedRows + fieldRows + 2, body - 5)
        let full = { (y: Int, height: Int) in
          Panel(frame: Rect(x: 0, y: y, width: size.width, height: height))
        }
        sheet = showsDetails ? hidden : full(1, body - eventsHeight)
        events = showsDetails ? hidden : full(1 + body - eventsHeight, eventsHeight)
        state = showsDetails ? full(1, stateHeight) : hidden
        findings = showsDetails ? full(1 + stateHeight, body - stateHeight) : hidden
        return
      }
      // Two fifths for state and findings, but the sheet keeps room for the Lock Screen card
      // and the expanded island (48 cells and their panel border) while the right column can
      // give it: an 80-column terminal shows them whole.
      let rightWidth = max(
        Dashboard.sideMinimumWidth, min(56, size.width * 2 / 5, size.width - Dashboard.sheetMinimumWidth))
      let leftWidth = size.width - rightWidth
      let eventsHeight = min(12, max(5, body / 4))
      let fieldRows = Dashboard.stateLabels(fieldNames, interiorWidth: rightWidth - 2).fieldRows
      let stateHeight = min(Dashboard.statePanelFixedRows + fieldRows + 2, body - 5)
      sheet = Panel(frame: Rect(x: 0, y: 1, width: leftWidth, height: body - eventsHeight))
      events = Panel(
        frame: Rect(x: 0, y: 1 + body - eventsHeight, width: leftWidth, height: eventsHeight))
      state = Panel(frame: Rect(x: leftWidth, y: 1, width: rightWidth, height: stateHeight))
      findings = Panel(
        frame: Rect(x: leftWidth, y: 1 + stateHeight, width: rightWidth, height: body - stateHeight))
    }
  }
}

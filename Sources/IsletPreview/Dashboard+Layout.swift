import IsletCanvas

extension Dashboard {
  /// The sheet panel's width below which the Lock Screen card and the expanded island are cut.
  static let sheetMinimumWidth = 50

  /// Where each panel goes on a screen at least `minimumSize` large.
  ///
  /// The sheet takes the left side above the event log; the state panel (sized to its
  /// fields) and the findings share the right column.
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

    init(size: Size, fieldNames: [String]) {
      let body = size.height - 2
      // Two fifths for state and findings, but the sheet keeps room for the Lock Screen card
      // and the expanded island (48 cells and their panel border) while the right column can
      // give it: an 80-column terminal shows them whole.
      let rightWidth = max(30, min(56, size.width * 2 / 5, size.width - Dashboard.sheetMinimumWidth))
      let leftWidth = size.width - rightWidth
      let eventsHeight = min(12, max(5, body / 4))
      let fieldRows = Dashboard.stateLabels(fieldNames, interiorWidth: rightWidth - 2).fieldRows
      let stateHeight = min(Dashboard.statePanelFixedRows + fieldRows + 2, body - 5)
      statusBar = Rect(x: 0, y: 0, width: size.width, height: 1)
      helpBar = Rect(x: 0, y: size.height - 1, width: size.width, height: 1)
      sheet = Panel(frame: Rect(x: 0, y: 1, width: leftWidth, height: body - eventsHeight))
      events = Panel(
        frame: Rect(x: 0, y: 1 + body - eventsHeight, width: leftWidth, height: eventsHeight))
      state = Panel(frame: Rect(x: leftWidth, y: 1, width: rightWidth, height: stateHeight))
      findings = Panel(
        frame: Rect(x: leftWidth, y: 1 + stateHeight, width: rightWidth, height: body - stateHeight))
    }
  }
}

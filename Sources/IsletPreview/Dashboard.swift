import IsletCanvas
import IsletModel

/// Composes the live preview's whole screen into one `Grid` of the terminal's size: status
/// line, sheet, state panel, findings, event log and help bar. Pure, so it is tested headless;
/// the terminal front end only paints the grid.
public enum Dashboard {
  /// Below this size the dashboard shows "terminal too small" instead of garbling.
  public static let minimumSize = Size(width: 60, height: 16)

  /// The whole screen for `content` and `state` at `size`.
  public static func compose(
    _ content: DashboardContent, state: DashboardState, size: Size, keyMap: PreviewKeyMap = .standard
  ) -> Grid {
    var canvas = Canvas(size: size)
    guard size.width >= minimumSize.width, size.height >= minimumSize.height else {
      canvas.drawTooSmall()
      return canvas.grid
    }
    let layout = Layout(
      size: size, fieldNames: (content.state.fields + content.state.destinations).map(\.name),
      showsDetails: state.showsDetails)
    canvas.drawStatusBar(content, state: state, in: layout.statusBar)
    if !layout.isTabbed || !state.showsDetails {
      canvas.drawSheetPanel(content, scroll: state.scroll, in: layout.sheet)
      canvas.drawEventLog(content.events, input: state.input, in: layout.events)
    }
    if !layout.isTabbed || state.showsDetails {
      canvas.drawStatePanel(content.state, in: layout.state)
      canvas.drawFindingsPanel(content.findings, selected: state.selectedFinding, in: layout.findings)
    }
    if layout.isTabbed {
      // Where the other tab is: at the right of the first panel's top border.
      let hint =
        state.showsDetails ? " Tab: sheet, events " : " Tab: state, findings (\(content.findings.count)) "
      let width = DisplayWidth.of(hint)
      _ = canvas.text(hint, x: max(1, size.width - width - 1), y: 1, width: width, style: Theme.title)
    }
    canvas.drawHelpBar(keyMap, in: layout.helpBar)
    if state.showsHelp { canvas.drawHelpOverlay(keyMap) }
    return canvas.grid
  }

  /// The room the sheet gets on a screen of `size` (what to pass to
  /// `PreviewEngine.content(sheetSize:)`); `.zero` below the minimum size.
  public static func sheetViewport(for size: Size) -> Size {
    guard size.width >= minimumSize.width, size.height >= minimumSize.height else { return .zero }
    return Layout(size: size, fieldNames: []).sheet.interior.size
  }

  /// `scroll` limited so the viewport never shows past the sheet's bottom-right corner.
  public static func clampedScroll(_ scroll: Point, sheet: Size, viewport: Size) -> Point {
    Point(
      x: min(max(0, scroll.x), max(0, sheet.width - viewport.width)),
      y: min(max(0, scroll.y), max(0, sheet.height - viewport.height)))
  }
}

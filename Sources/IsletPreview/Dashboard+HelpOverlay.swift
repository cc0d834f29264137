import IsletCanvas
import IsletModel

extension Dashboard.Canvas {
  /// A centred box listing every binding of `keyMap` with its description; when the screen is
  /// too short for one row each (a 60×20 terminal), every binding's keys and summary in
  /// columns instead, so no key goes missing.
  mutating func drawHelpOverlay(_ keyMap: PreviewKeyMap) {
    let size = grid.size
    let labelWidth = (keyMap.bindings.map { DisplayWidth.of($0.label) }.max() ?? 0) + 2
    let widest = keyMap.bindings.map { labelWidth + DisplayWidth.of($0.description) }.max() ?? 0
    let width = min(size.width - 4, widest + 4)
    let height = min(size.height - 2, keyMap.bindings.count + 4)
    let panel = Dashboard.Layout.Panel(
      frame: Rect(x: (size.width - width) / 2, y: (size.height - height) / 2, width: width, height: height))
    box(panel, title: "keys · Esc or ? to close")
    let interior = panel.interior
    guard keyMap.bindings.count + 1 <= interior.size.height else {
      drawHelpColumns(keyMap, labelWidth: labelWidth, in: interior)
      return
    }
    for (index, binding) in keyMap.bindings.enumerated() {
      let y = interior.minY + 1 + index
      text(binding.label, x: interior.minX + 1, y: y, width: labelWidth, style: Dashboard.Theme.helpKey)
      text(
        binding.description, x: interior.minX + 1 + labelWidth, y: y,
        width: interior.size.width - 1 - labelWidth)
    }
  }

  /// The bindings as `keys summary` entries, down the columns that fit in `interior`.
  private mutating func drawHelpColumns(_ keyMap: PreviewKeyMap, labelWidth: Int, in interior: Rect) {
    let entryWidth = (keyMap.bindings.map { labelWidth + DisplayWidth.of($0.summary) }.max() ?? 0) + 2
    let columns = max(1, (interior.size.width - 1) / entryWidth)
    let rows = (keyMap.bindings.count + columns - 1) / columns
    for (index, binding) in keyMap.bindings.enumerated() where index % rows < interior.size.height {
      let x = interior.minX + 1 + index / rows * entryWidth
      let y = interior.minY + index % rows
      text(binding.label, x: x, y: y, width: labelWidth, style: Dashboard.Theme.helpKey)
      text(binding.summary, x: x + labelWidth, y: y, width: max(0, interior.maxX - x - labelWidth))
    }
  }
}

import IsletCanvas
import IsletModel

extension Dashboard.Canvas {
  /// A centred box listing every binding of `keyMap` with its description.
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
    for (index, binding) in keyMap.bindings.enumerated() where index + 1 < interior.size.height {
      let y = interior.minY + 1 + index
      text(binding.label, x: interior.minX + 1, y: y, width: labelWidth, style: Dashboard.Theme.helpKey)
      text(
        binding.description, x: interior.minX + 1 + labelWidth, y: y,
        width: interior.size.width - 1 - labelWidth)
    }
  }
}

import IsletModel

/// The stored and the rendered grid next to each other, for a terminal wide enough: row
/// numbers, the old grid, a gutter that marks each differing row (`≠`), the new grid. The
/// eye finds a moved pixel faster than in a unified diff of frame rows.
public enum SnapshotSideBySide {
  /// The two grids side by side, headed by their labels; nil when they do not fit in
  /// `width` cells. Rows are the documents' escaped rows, so printing them is safe.
  public static func grids(
    old: [String], oldWidth: Int, new: [String], newWidth: Int, oldLabel: String, newLabel: String,
    width: Int
  ) -> String? {
    let count = max(old.count, new.count)
    let numberWidth = String(count).count
    // "12 │old│ ≠ │new│"
    let total = numberWidth + 1 + (oldWidth + 2) + 3 + (newWidth + 2)
    guard total <= width else { return nil }
    func padded(_ text: String, to cells: Int) -> String {
      text + String(repeating: " ", count: max(0, cells - DisplayWidth.of(text)))
    }
    let indent = String(repeating: " ", count: numberWidth + 1)
    var lines = [
      indent + padded(TerminalSafe.escape(oldLabel), to: oldWidth + 2) + "   "
        + TerminalSafe.escape(newLabel),
      indent + "┌" + String(repeating: "─", count: oldWidth) + "┐   ┌"
        + String(repeating: "─", count: newWidth) + "┐",
    ]
    for index in 0..<count {
      let left =
        index < old.count ? "│" + padded(old[index], to: oldWidth) + "│" : padded("", to: oldWidth + 2)
      let right = index < new.count ? "│" + padded(new[index], to: newWidth) + "│" : ""
      let differs = index >= old.count || index >= new.count || old[index] != new[index]
      let number = String(index + 1)
      lines.append(
        String(repeating: " ", count: numberWidth - number.count) + number + " " + left
          + (differs ? " ≠ " : "   ")
          + right)
    }
    lines.append(
      indent + "└" + String(repeating: "─", count: oldWidth) + "┘   └"
        + String(repeating: "─", count: newWidth) + "┘")
    return lines.joined(separator: "\n") + "\n"
  }
}

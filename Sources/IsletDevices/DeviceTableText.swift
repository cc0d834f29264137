import IsletModel

/// The text `islet devices` prints: every device's budgets in points and in cells, the small
/// family sizes, the text sizes, and notes on which numbers are derived or assumed.
extension Device {
  /// The device table at `scale` (budgets at the default text size).
  public static func tableText(scale: Scale = .standard) -> String {
    var lines: [String] = []
    lines.append(
      "Live Activity budgets: points → cells at \(number(scale.pointsPerColumn)) pt per column, "
        + "\(number(scale.pointsPerRow)) pt per row (budgets round down)")
    lines.append("")
    var rows = [["Device", "Screen", "Compact slot", "Minimal", "Expanded", "Lock Screen content"]]
    for device in all {
      let budgets = Budgets(ViewingConditions(device: device, scale: scale))
      let mark = device.slotsAreDerived ? "*" : ""
      let compact = device.islandClass.compactWidth
      let lock = device.islandClass.expandedWidth - 2 * lockScreenMargin
      let lowest = presentationHeight.lowerBound - 2 * lockScreenMargin
      let highest = presentationHeight.upperBound - 2 * lockScreenMargin
      rows.append([
        device.name,
        "\(number(device.screenWidth))×\(number(device.screenHeight))",
        "\(number(compact))\(mark) → \(scale.columns(budget: budgets.compact(.compactLeading).width))",
        "\(number(minimalWidth.lowerBound))–\(number(minimalWidth.upperBound)) → "
          + "\(scale.columns(budget: budgets.minimalMinimumWidth))–\(scale.columns(budget: budgets.minimal.width))",
        "\(number(device.islandClass.expandedWidth)) → \(scale.columns(budget: budgets.expanded.width))",
        "\(number(lock))×\(number(lowest))–\(number(highest)) → "
          + "\(budgets.lockScreen.cells(scale))",
      ])
    }
    lines += columns(rows)
    let standard = Budgets(ViewingConditions(scale: scale))
    let landscape = Budgets(ViewingConditions(orientation: .landscape, scale: scale))
    lines.append("")
    lines.append(
      "Landscape (limited width): compact slot and minimal \(number(landscapeSlotWidth))† pt → "
        + "\(scale.columns(budget: landscape.compact(.compactLeading).width)) columns")
    lines.append(
      "Camera gap \(number(cameraGap)) pt → \(scale.columns(length: cameraGap)) columns · compact height "
        + "\(number(compactHeight)) pt → \(scale.rows(budget: compactHeight)) row · expanded height "
        + "\(number(presentationHeight.lowerBound))–\(number(presentationHeight.upperBound)) pt → "
        + "\(scale.rows(budget: standard.expanded.minHeight))–\(scale.rows(budget: standard.expanded.maxHeight)) rows"
    )
    let margin = standard.lockScreenMargin
    lines.append(
      "Lock Screen margin \(number(lockScreenMargin)) pt → \(margin.columns) columns, \(margin.rows) row")
    lines.append("")
    var small = [["Small family", "Points", "Cells"]]
    for (size, budget) in standard.small {
      small.append([size.name, "\(number(size.width))×\(number(size.height))", budget.cells(scale)])
    }
    lines += columns(small)
    lines.append("")
    lines.append("Text sizes (Body point size, HIG typography; every style scales, budgets do not):")
    lines.append(
      TextSize.allCases.map { "\($0.rawValue) \(number($0.bodyPointSize))" }.joined(separator: "  "))
    lines.append("")
    lines.append(
      "* derived: the HIG publishes slot sizes only for 393- and 430-pt screens; for 402-, 420- and "
        + "440-pt screens it gives the whole island (230 or 250 pt), so a slot is (island − "
        + "\(number(cameraGap))) / 2.")
    lines.append(
      "† assumed: Apple publishes no landscape (limited-width) size; islet assumes a square the "
        + "island's height (\(number(landscapeSlotWidth)) pt) that cannot grow.")
    return lines.joined(separator: "\n")
  }

  /// Pads each cell of `rows` to its column's widest entry, two spaces apart.
  private static func columns(_ rows: [[String]]) -> [String] {
    var widths: [Int] = []
    for row in rows {
      for (index, cell) in row.enumerated() {
        let width = DisplayWidth.of(cell)
        if index < widths.count { widths[index] = max(widths[index], width) } else { widths.append(width) }
      }
    }
    return rows.map { row in
      var line = ""
      for (index, cell) in row.enumerated() {
        line += cell
        if index < row.count - 1 {
          line += String(repeating: " ", count: widths[index] - DisplayWidth.of(cell) + 2)
        }
      }
      return line
    }
  }

  /// `value` without a trailing ".0", rounded to `decimals` places (at most 6). Values too large
  /// for whole-number arithmetic (a layout's budget of 1e300 pt) and non-finite ones are written
  /// as Swift writes them.
  package static func number(_ value: Double, decimals: Int = 2) -> String {
    guard let spelling = NumberSpelling(value, decimals: decimals) else { return String(value) }
    // Written as ASCII into the string's own storage (inline when short, as titles' numbers
    // are): titles print dozens of numbers per sheet.
    return String(unsafeUninitializedCapacity: spelling.count) { ascii in
      spelling.write(into: ascii)
      return spelling.count
    }
  }
}

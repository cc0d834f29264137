import Testing

@testable import IsletDevices

@Suite struct DeviceTests {
  func budgets(_ name: String, _ orientation: Orientation = .portrait, _ size: TextSize = .large) -> Budgets {
    Budgets(ViewingConditions(device: Device.named(name)!, orientation: orientation, textSize: size))
  }

  @Test(arguments: ["iPhone 14 Pro", "iPhone 15", "iPhone 16 Pro", "iPhone 17 Pro"])
  func standardClassBudgetsInPointsAndCells(_ name: String) {
    let budgets = budgets(name)
    let scale = Scale.standard
    #expect(budgets.compact(.compactLeading) == PointBudget(width: 52.33, minHeight: 36.67, maxHeight: 36.67))
    #expect(budgets.compact(.compactLeading).cells(scale) == "6×1")
    #expect(budgets.minimal.width == 45)
    #expect(budgets.minimalMinimumWidth == 36.67)
    #expect(budgets.expanded.cells(scale) == "46×4–8")
    #expect(budgets.lockScreen == PointBudget(width: 343, minHeight: 56, maxHeight: 132))
    #expect(budgets.lockScreen.cells(scale) == "42×2–6")
    #expect(budgets.cameraGap == 125.34)
  }

  @Test(arguments: ["iPhone 14 Pro Max", "iPhone 16 Plus", "iPhone Air", "iPhone 17 Pro Max"])
  func largeClassBudgetsInCells(_ name: String) {
    let budgets = budgets(name)
    #expect(budgets.compact(.compactTrailing).width == 62.33)
    #expect(budgets.expanded.width == 408)
    #expect(budgets.lockScreen.width == 380)
  }

  @Test func derivedSlotsAreMarkedForTheNewScreenSizes() {
    let derived = Device.all.filter(\.slotsAreDerived).map(\.name)
    #expect(
      derived == [
        "iPhone 16 Pro", "iPhone 16 Pro Max", "iPhone 17", "iPhone 17 Pro", "iPhone 17 Pro Max", "iPhone Air",
      ])
    for class_ in Device.IslandClass.allCases {
      #expect(abs((class_.islandWidth - Device.cameraGap) / 2 - class_.compactWidth) < 0.001)
    }
  }

  @Test func landscapeLimitsCompactAndMinimalToTheAssumedWidth() {
    let landscape = budgets("iPhone 16 Pro", .landscape)
    #expect(landscape.compact(.compactLeading).width == 36.67)
    #expect(landscape.minimal.width == 36.67)
    #expect(landscape.minimalMinimumWidth == 36.67)
    #expect(landscape.lockScreen == budgets("iPhone 16 Pro").lockScreen)
  }

  @Test func textSizesLeaveBudgetsInPoints() {
    // Dynamic Type changes the text (TextStyleMetrics), not the room a presentation gives.
    #expect(budgets("iPhone 16", .portrait, .xxxLarge).lockScreen == budgets("iPhone 16").lockScreen)
    #expect(budgets("iPhone 16", .portrait, .ax5).compact(.compactLeading).width == 52.33)
    #expect(TextSize(name: "AX3") == .ax3)
    #expect(TextSize(name: "accessibility-5") == .ax5)
    #expect(TextSize(name: "x-large") == .xLarge)
    #expect(TextSize(name: "huge") == nil)
  }

  @Test func overridesReplaceTheTable() {
    let budgets = Budgets(
      .standard,
      overrides: [.compactTrailing: BudgetOverride(width: 80), .small: BudgetOverride(height: 40)])
    #expect(budgets.compact(.compactTrailing).width == 80)
    #expect(budgets.compact(.compactLeading).width == 52.33)
    #expect(budgets.small.count == 1)
    #expect(budgets.small[0].budget == PointBudget(width: 152, minHeight: 40, maxHeight: 40))
  }

  @Test func scaleFloorsBudgetsAndRoundsLengths() {
    let scale = Scale.standard
    #expect(scale.columns(budget: 52.33) == 6)
    #expect(scale.rows(budget: 160) == 8)
    #expect(scale.columns(length: 12) == 2)
    #expect(scale.columns(length: 11.9) == 1)
    #expect(scale.rows(length: 8) == 0)
    #expect(Scale(pointsPerColumn: 10, pointsPerRow: 20)!.columns(budget: 52.33) == 5)
    #expect(Scale(pointsPerColumn: 0, pointsPerRow: 20) == nil)
    #expect(Scale(pointsPerColumn: .nan, pointsPerRow: 20) == nil)
    #expect(Scale(pointsPerColumn: 0.001, pointsPerRow: 0.001) == nil)
    #expect(Scale(pointsPerColumn: 1e300, pointsPerRow: 1e300) == nil)
  }

  /// `Scale.cells` rounds from the whole part by hand; it answers as libm's `floor` and `round`
  /// did (the code it replaced) for every length, halves, near-integers and absurd ones alike.
  @Test func cellsRoundAsLibmDid() {
    func libm(_ value: Double, _ roundingDown: Bool) -> Int {
      if value == 0 { return 0 }
      guard value.isFinite else { return value > 0 ? Scale.maximumCells : 0 }
      let rounded = roundingDown ? (value + 1e-9).rounded(.down) : value.rounded(.toNearestOrAwayFromZero)
      return Int(min(max(rounded, 0), Double(Scale.maximumCells)))
    }
    var values: [Double] = [
      0, -0.0, .nan, .infinity, -.infinity, 1e300, -1e300, 0.49999999999999994, 1e-10, -1e-10, 2e-9,
      -2e-9, 160.0 / 20, 52.33 / 8, 0.1 * 3, Double(Scale.maximumCells) - 1e-9, 9_999.499_999_999,
      // Either side of the bounds `Int(_:)` checks, which `cells` checks instead.
      0x1p63, 0x1p63.nextDown, 1e18, -0x1p63, -0x1.0000000000001p63, -0x1p63.nextDown, -1e18,
    ]
    for quarter in -400...40_400 { values.append(Double(quarter) / 4) }
    for whole in -3...10_003 {
      values += [Double(whole) - 1e-9, Double(whole) - 2e-9, Double(whole).nextDown, Double(whole).nextUp]
    }
    let mismatches = values.flatMap { value in
      [true, false].filter { Scale.cells(value, roundingDown: $0) != libm(value, $0) }.map { (value, $0) }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
  }

  @Test(arguments: ["iPhone 16 Pro", "iphone-16-pro", "16pro", "IPHONE_16_PRO", "16 Pro"])
  func lookupIsForgiving(_ name: String) {
    #expect(Device.named(name)?.name == "iPhone 16 Pro")
  }

  @Test func unknownNamesSuggestTheClosestDevice() {
    #expect(throws: Device.UnknownDevice(name: "iphone 16 prro", suggestion: "iPhone 16 Pro")) {
      try Device.resolve("iphone 16 prro")
    }
    let error = Device.UnknownDevice(name: "pixel\u{1B}[2J", suggestion: nil)
    #expect(error.description == "unknown device `pixel␛[2J`; run `islet devices` for the list")
    #expect(Device.named("iPhone Air")?.islandClass == .large)
  }

  @Test func tableTextListsPointsCellsAndNotes() {
    let text = Device.tableText()
    #expect(text.contains("iPhone 16 Pro   "))
    #expect(text.contains("52.33* → 6"))
    #expect(text.contains("62.33 → 7"))
    #expect(text.contains("Watch 40 mm"))
    #expect(text.contains("* derived"))
    #expect(text.contains("† assumed"))
    #expect(text.contains("ax5 53"))
  }
}

extension DeviceTests {
  @Test func numbersDropTrailingZerosAndSurviveHugeValues() {
    #expect(Device.number(52.33) == "52.33")
    #expect(Device.number(125.34) == "125.34")
    #expect(Device.number(36.0) == "36")
    #expect(Device.number(0.05) == "0.05")
    #expect(Device.number(69.5) == "69.5")
    #expect(Device.number(-2.5) == "-2.5")
    #expect(Device.number(-0.25) == "-0.25")
    #expect(Device.number(94.43, decimals: 1) == "94.4")
    #expect(Device.number(1e300) == "1e+300")
    #expect(Device.number(.infinity) == "inf")
  }
}

import Testing

@testable import IsletDevices
@testable import IsletSnapshot

@Suite struct SnapshotMatrixTests {
  @Test func defaultMatrixHasSixteenReadablyNamedVariants() {
    let variants = SnapshotMatrix.standard.variants
    #expect(variants.count == 16)
    #expect(variants.first?.fileName(state: "typical") == "typical.iphone-15-pro.portrait.large.fresh.snap")
    #expect(variants.last?.slug == "iphone-15-pro-max.landscape.ax3.stale")
    #expect(Set(variants).count == 16)
  }

  @Test func overrideReplacesOnlyTheAxesItSets() throws {
    var override = SnapshotMatrix.Override()
    try override.set(.orientations, to: ["portrait"])
    try override.set(.staleness, to: ["stale"])
    let matrix = SnapshotMatrix.standard.applying(override)
    #expect(matrix.orientations == [.portrait])
    #expect(matrix.staleness == [.stale])
    #expect(matrix.devices == SnapshotMatrix.standard.devices)
    #expect(matrix.variants.count == 4)
  }

  @Test func badValuesAreNamed() {
    var override = SnapshotMatrix.Override()
    #expect(
      throws: SnapshotMatrix.InvalidValue(
        axis: .orientations, message: "`sideways` is not one of portrait, landscape")
    ) {
      try override.set(.orientations, to: ["sideways"])
    }
    #expect(
      throws: SnapshotMatrix.InvalidValue(
        axis: .devices, message: "`a.b` is not a valid name (use letters, digits, - and _)")
    ) {
      try override.set(.devices, to: ["a.b"])
    }
    #expect(throws: SnapshotMatrix.InvalidValue(axis: .textSizes, message: "needs at least one value")) {
      try override.set(.textSizes, to: [])
    }
    #expect(throws: SnapshotMatrix.InvalidValue(axis: .devices, message: "lists `x` twice")) {
      try override.set(.devices, to: ["x", "x"])
    }
    #expect(override == SnapshotMatrix.Override())
  }

  /// A variant carries the device and text size the matrix looked up, as viewing conditions,
  /// and keeps the names as written for its file name.
  @Test func variantsCarryTheViewingConditionsAndTheNamesAsWritten() throws {
    var override = SnapshotMatrix.Override()
    try override.set(.devices, to: ["iPhone_16_Pro"])
    try override.set(.textSizes, to: ["accessibility3"])
    try override.set(.appearances, to: ["light"])
    let variant = try #require(SnapshotMatrix.standard.applying(override).variants.first)
    #expect(variant.viewing.device == Device.named("iPhone 16 Pro"))
    #expect(variant.viewing.textSize == .ax3)
    #expect(variant.viewing.appearance == .light)
    #expect(variant.slug == "iPhone_16_Pro.portrait.accessibility3.fresh.light")
    let standard = SnapshotMatrix.standard.variants[0].viewing
    #expect(standard.device.name == "iPhone 15 Pro" && standard.textSize == .large)
  }

  /// Unknown devices and text sizes are refused where the axis is set, with the same "did you
  /// mean" as `--device` and `--text-size`.
  @Test func unknownDevicesAndTextSizesSuggestTheClosest() {
    var override = SnapshotMatrix.Override()
    #expect(
      throws: SnapshotMatrix.InvalidValue(
        axis: .textSizes,
        message: "unknown text size 'larg'; did you mean 'large'? (sizes: "
          + "xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, ax1, ax2, ax3, ax4, ax5)")
    ) {
      try override.set(.textSizes, to: ["large", "larg"])
    }
    #expect(
      throws: SnapshotMatrix.InvalidValue(
        axis: .devices, message: "unknown device `iphone-15-pr`; did you mean `iPhone 15 Pro`?")
    ) {
      try override.set(.devices, to: ["iphone-15-pr"])
    }
    #expect(override == SnapshotMatrix.Override())
  }
}

import Testing

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
}

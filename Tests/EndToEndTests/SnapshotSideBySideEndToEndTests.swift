import Foundation
import TestSupport
import Testing

/// `islet snapshot --verify` shows a changed grid beside the stored one when `COLUMNS` (or the
/// terminal) leaves room for both, and a unified diff otherwise: a narrow `COLUMNS`, or output
/// to a pipe without `COLUMNS` (a CI log).
@Suite struct SnapshotSideBySideEndToEndTests {
  @Test func columnsChooseBetweenSideBySideAndUnified() throws {
    let repository = try ReadmeCIRecipeTests.backendRepository()
    defer { repository.remove() }
    #expect(
      try ReadmeCIRecipeTests.sh("islet snapshot Widgets/ --record", in: repository, ci: false).status == 0)
    let attributes = repository.file("Widgets/DeliveryAttributes.swift")
    let source = try String(contentsOfFile: attributes, encoding: .utf8)
    try source.replacingOccurrences(of: #""Picked up""#, with: #""Collected""#)
      .write(toFile: attributes, atomically: true, encoding: .utf8)
    let verify = "islet snapshot Widgets/ --verify --devices iphone-15-pro --text-sizes large"

    let wide = try ReadmeCIRecipeTests.sh("COLUMNS=200 " + verify, in: repository, ci: false)
    #expect(wide.status == 1)
    // The portrait case's two 65-cell grids fit in 200 columns; the landscape ones do not and
    // get a unified diff.
    let cases = wide.stdout.components(separatedBy: "FAIL ")
    let portrait = try #require(
      cases.first { $0.hasPrefix("Widgets/pickedUp.iphone-15-pro.portrait.large.fresh") })
    let sideBySide = portrait.split(separator: "\n")
    #expect(sideBySide.contains { $0.contains("stored") && $0.contains("rendered") }, "\(portrait)")
    let changed = sideBySide.first { $0.contains(" ≠ ") && $0.contains("Picked up") }
    #expect(changed?.contains("Collected") == true, "\(portrait)")
    #expect(!portrait.contains("-││  🚲 Picked up"))
    let landscape = try #require(
      cases.first { $0.hasPrefix("Widgets/pickedUp.iphone-15-pro.landscape.large") })
    #expect(!landscape.contains(" ≠ ") && landscape.contains("+││  🚲 Collected"), "\(landscape)")

    for narrow in ["COLUMNS=60 ", "unset COLUMNS; "] {
      let result = try ReadmeCIRecipeTests.sh(narrow + verify + " | cat", in: repository, ci: false)
      #expect(!result.stdout.contains(" ≠ "), "\(narrow)\(result.stdout.prefix(3000))")
      #expect(result.stdout.contains("-││  🚲 Picked up"), "\(narrow)\(result.stdout.prefix(3000))")
      #expect(result.stdout.contains("+││  🚲 Collected"))
    }
  }
}

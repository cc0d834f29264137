import Testing

@testable import IsletSnapshot

@Suite struct SnapshotDiffTests {
  private func diff(_ old: [String], _ new: [String], context: Int = 1) -> String {
    SnapshotDiff.unified(old: old, new: new, oldLabel: "a", newLabel: "b", context: context)
  }

  @Test func equalLinesGiveNoDiff() {
    #expect(diff(["x", "y"], ["x", "y"]).isEmpty)
  }

  @Test func separateChangesGetSeparateHunks() {
    let old = ["1", "2", "3", "4", "5", "6", "7", "8"]
    var new = old
    new[1] = "two"
    new[6] = "seven"
    #expect(
      diff(old, new) == """
        --- a
        +++ b
        @@ -1,3 +1,3 @@
         1
        -2
        +two
         3
        @@ -6,3 +6,3 @@
         6
        -7
        +seven
         8

        """)
  }

  @Test func insertionsAndDeletionsUseEmptyRangesLikeDiff() {
    #expect(diff([], ["new"]) == "--- a\n+++ b\n@@ -0,0 +1 @@\n+new\n")
    #expect(diff(["a", "b"], ["a"]) == "--- a\n+++ b\n@@ -1,2 +1 @@\n a\n-b\n")
  }
}

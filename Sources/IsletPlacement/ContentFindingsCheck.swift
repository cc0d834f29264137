extension PlacementTree {
  /// Whether `reportContentFindings` has anything to report. Read here, inside the module, the
  /// stored properties' opt-out of the runtime exclusivity checks holds; a renderer reading them
  /// from its own module goes through a dynamic check (about 75 instructions) for each.
  package var hasContentFindings: Bool { !contentFindingRange.isEmpty }
}

import IsletCanvas

/// The preferences a tree's views set for the sheet (`.keylineTint`, `.activityBackgroundTint`,
/// `.dynamicIsland(verticalPlacement:)`) and its root's ideal width, as other modules read
/// them. Read here, inside the module, the stored properties' opt-out of the runtime
/// exclusivity checks holds; read from another module, each read went through a dynamic check
/// (about 75 instructions), and the sheet reads the keyline of every island tree.
extension PlacementTree {
  /// The root view's ideal width in points (0 when the view is empty): an expanded side wider
  /// than its slot may go below the camera.
  package var idealRootWidth: Double { root.map { items[$0].idealWidth } ?? 0 }
  package var preferredKeylineTint: StyleColor? { keylineTint }
  package var preferredBackgroundTint: StyleColor? { activityBackgroundTint }
  package var preferredVerticalPlacement: ExpandedVerticalPlacement { verticalPlacement }
}

import IsletCanvas

/// The preferences a tree's views set for the sheet (`.keylineTint`, `.activityBackgroundTint`,
/// `.dynamicIsland(verticalPlacement:)`), as other modules read them. Read here, inside the
/// module, the stored properties' opt-out of the runtime exclusivity checks holds; read from
/// another module, each read went through a dynamic check (about 75 instructions), and the
/// sheet reads the keyline of every island tree.
extension PlacementTree {
  package var preferredKeylineTint: StyleColor? { keylineTint }
  package var preferredBackgroundTint: StyleColor? { activityBackgroundTint }
  package var preferredVerticalPlacement: ExpandedVerticalPlacement { verticalPlacement }
}

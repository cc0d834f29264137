import Testing

@testable import IsletCanvas
@testable import IsletDevices
@testable import IsletPlacement

/// A plain view (shown, with no clip, background, frame or padding) is placed straight as its
/// content (`PlacementTree.place`); every other view goes through the framed and padded path.
/// The flag must say exactly that, and the two paths must put the same glyphs in the same cells.
@Suite struct PlainPlacementTests {
  typealias F = SheetFixture

  /// Each modifier that makes a view not plain, and none.
  static let modifiers: [(name: String, apply: @Sendable (inout Modifiers) -> Void)] = [
    ("none", { _ in }),
    ("hidden", { $0.hidden = true }),
    ("clipShape", { $0.clipShape = .rectangle }),
    ("background", { $0.background = .named(.red) }),
    ("frameWidth", { $0.frameWidth = 40 }),
    ("frameHeight", { $0.frameHeight = 30 }),
    ("frameMaxWidth", { $0.frameMaxWidth = 60 }),
    ("padding", { $0.padding = EdgeInsets(leading: 4) }),
    ("zero padding", { $0.padding = EdgeInsets() }),
  ]

  @Test func theFlagIsSetForExactlyTheViewsWithNoneOfTheModifiers() {
    for (name, apply) in Self.modifiers {
      let tree = PlacementTree(F.hstack([F.text("ab", apply), F.symbol("bicycle")]), scale: .standard)
      guard let root = tree.root else {
        Issue.record("no root for \(name)")
        continue
      }
      let text = tree.slots[tree.items[root].children.lowerBound].child
      let plain = name == "none" || name == "zero padding"
      #expect(tree.items[text].isPlain == plain, "\(name)")
      #expect(tree.items[root].isPlain, "\(name): the stack has no modifiers")
    }
  }

  /// A background changes only the cells' colours: the view drawn through the general path has
  /// the glyphs of the same view drawn through the plain one.
  @Test func thePlainPathDrawsTheGlyphsOfTheGeneralPath() {
    let texts = ["ab", "Picked up", "Heading to SFO", "12:34", "one two three", "中文 🚲"]
    var compared = 0
    for text in texts {
      for width in [10.0, 24, 40, 64, 100, 176] {
        func glyphs(_ apply: @escaping (inout Modifiers) -> Void) -> String {
          let node = F.hstack([F.symbol("bicycle"), F.text(text, apply), F.spacer, F.text("9:31", apply)])
          return Self.render(node, width: width).plainText
        }
        #expect(glyphs({ _ in }) == glyphs({ $0.background = .named(.red) }), "\(text) at \(width) pt")
        compared += 1
      }
    }
    #expect(compared == texts.count * 6)
  }

  /// `node` drawn into a region `width` points wide and one body line tall.
  static func render(_ node: ViewNode, width: Double) -> Grid {
    let tree = PlacementTree(node, scale: .standard)
    let placement = RegionPlacement(
      tree: tree, budget: PointBudget(width: width, minHeight: 0, maxHeight: 22), alignment: .topLeading)
    let size = Size(width: Scale.standard.columns(budget: width), height: max(1, placement.rows(.standard)))
    var canvas = RegionCanvas(grid: Grid(size: size, fill: .blank(.plain)))
    placement.draw(
      at: Point(x: 0, y: 0), clip: Rect(x: 0, y: 0, width: size.width, height: size.height), canvas: &canvas)
    return canvas.grid
  }
}

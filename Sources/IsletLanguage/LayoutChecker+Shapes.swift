import IsletFindings
import IsletModel
import IsletPlacement

/// Shapes, images and the modifiers that paint, clip, size and layer them.
extension LayoutChecker {
  /// The shape views, by name (`roundedRectangle` takes `cornerRadius:`).
  static let shapeViews: [(String, ShapeKind)] = [
    ("circle", .circle), ("capsule", .capsule), ("rectangle", .rectangle), ("ellipse", .ellipse),
    ("containerRelativeShape", .containerRelative), ("roundedRectangle", .roundedRectangle(cornerRadius: 0)),
  ]
  /// The shapes `.clipShape(…)` takes (`.rect(cornerRadius: 8)` too), as SwiftUI's `Shape` statics.
  static let clipShapes: [(String, ShapeKind)] = [
    ("circle", .circle), ("capsule", .capsule), ("rect", .rectangle), ("ellipse", .ellipse),
    ("containerRelative", .containerRelative),
  ]
  static let shapeModifierNames = [
    "fill", "stroke", "strokeBorder", "trim", "rotationEffect", "clipShape", "cornerRadius",
    "progressViewStyle",
    "resizable", "aspectRatio", "scaledToFit", "scaledToFill", "overlay",
  ]

  /// Whether `modifier` does nothing on a view of `kind` (reported, L023): painting modifiers
  /// on anything but a shape, `.rotationEffect` on a view holding no shape (islet turns where
  /// a shape's path starts; it cannot turn text).
  mutating func hasNoEffect(_ modifier: S.ModifierCall, on kind: P.NodeKind, named view: S.Name) -> Bool {
    let name = modifier.name.text
    let holdsShapes: Bool
    switch kind {
    case .shape: return false
    case .hstack, .vstack, .zstack, .fits: holdsShapes = true
    default: holdsShapes = false
    }
    guard
      ["fill", "stroke", "strokeBorder", "trim"].contains(name) || (name == "rotationEffect" && !holdsShapes)
    else { return false }
    report(
      .modifierWithoutEffect,
      "`.\(TerminalSafe.escape(name))` has no effect on \(Self.quote(view.text)): "
        + (name == "rotationEffect" ? "islet turns shapes only" : "it paints shapes"),
      at: modifier.span, help: "remove it, or put it on a shape (`circle`, `capsule`, …)")
    return true
  }

  /// The image sizes of the layout's `images { Name: 40 x 40 }` block.
  mutating func checkImageSizes(_ entries: [S.SizeEntry]) {
    for entry in entries {
      guard imageSizes[entry.name.text] == nil else {
        report(
          .duplicateDeclaration, "the size of the image \(Self.quote(entry.name.text)) is given twice",
          at: entry.name.span)
        continue
      }
      guard let width = positiveLength(entry.width) else { continue }
      let height = entry.height.map { positiveLength($0) } ?? width
      if let height { imageSizes[entry.name.text] = (width, height) }
    }
  }

  private mutating func positiveLength(_ expr: S.Expr) -> Double? {
    guard let value = Self.numberLiteral(expr), value > 0, value.isFinite else {
      report(
        .invalidValue, "an image size is a positive number of points, like `40` or `40 x 24`", at: expr.span)
      return nil
    }
    return value
  }

  /// `image(name)` or a shape view; nil (reported) when its arguments are wrong.
  mutating func checkShapeView(_ call: S.ViewCall, at span: SourceSpan) -> P.NodeKind? {
    let name = call.name.text
    if name == "image" {
      guard let values = arguments(call.arguments, of: name, at: span, [[.unlabeled]]),
        let value = values.values[0]
      else { return nil }
      noteImageSize(value, sized: call.modifiers.contains { $0.name.text == "frame" }, at: call.name.span)
      return .image(name: require(value, .string, what: "`image`"))
    }
    if name == "roundedRectangle" {
      guard
        let values = arguments(
          call.arguments, of: name, at: span, [[.named("cornerRadius", required: true)]]),
        let radius = values.values[0]
      else { return nil }
      return .shape(
        .roundedRectangle(cornerRadius: 0), cornerRadius: requireNumber(radius, what: "`cornerRadius`"))
    }
    guard arguments(call.arguments, of: name, at: span, [[]]) != nil,
      let kind = Self.shapeViews.first(where: { $0.0 == name })?.1
    else { return nil }
    return .shape(kind, cornerRadius: nil)
  }

  /// A note when an image's size is not declared and no frame gives it one.
  private mutating func noteImageSize(_ name: S.Expr, sized: Bool, at span: SourceSpan) {
    guard !sized else { return }
    let size = "\(Int(ImageBox.defaultSize))×\(Int(ImageBox.defaultSize)) pt"
    if case .string(let parts) = name.kind, parts.count <= 1 {
      guard case .text(let text)? = parts.first ?? .text(""), imageSizes[text] == nil else { return }
      report(
        .imageWithoutSize, "the image \(Self.quote(text)) has no size: drawn as a \(size) box", at: span,
        help:
          "declare it: `images { \"\(TerminalSafe.escape(text))\": 40 x 40 }`, or give the view a `.frame`")
    } else if imageSizes.isEmpty {
      report(
        .imageWithoutSize,
        "an image named at render time has no size unless the `images` block gives its name "
          + "one: drawn as a \(size) box", at: span,
        help: "declare the sizes of the names it takes in `images { … }`, or give the view a `.frame`")
    }
  }

  /// A modifier that paints, clips, sizes or layers a view; nil when `name` is none of them or
  /// is reported.
  mutating func checkShapeModifier(_ modifier: S.ModifierCall) -> P.Modifier? {
    let name = modifier.name.text
    let span = modifier.span
    func none() -> Bool { arguments(modifier.arguments, of: name, at: span, [[]]) != nil }
    switch name {
    case "fill":
      guard let values = arguments(modifier.arguments, of: name, at: span, [[], [.unlabeled]]) else {
        return nil
      }
      guard let color = values.values.first ?? nil else { return .fill(nil) }
      return checkColor(color).map { .fill($0) }
    case "stroke", "strokeBorder":
      let signatures: [[Parameter]] = [[.unlabeled, .named("lineWidth")], [.named("lineWidth")]]
      guard let values = arguments(modifier.arguments, of: name, at: span, signatures) else { return nil }
      let width = values.values[values.index == 0 ? 1 : 0].map { requireNumber($0, what: "`lineWidth`") }
      guard values.index == 0, let written = values.values[0] else { return .stroke(nil, lineWidth: width) }
      return checkColor(written).map { .stroke($0, lineWidth: width) }
    case "trim":
      guard let values = arguments(modifier.arguments, of: name, at: span, [[.named("from"), .named("to")]])
      else {
        return nil
      }
      return .trim(
        from: values.values[0].map { requireNumber($0, what: "`from`") },
        to: values.values[1].map { requireNumber($0, what: "`to`") })
    case "rotationEffect":
      guard
        let values = arguments(
          modifier.arguments, of: name, at: span, [[.unlabeled], [.unlabeled, .named("anchor")]]),
        let angle = values.values[0]
      else { return nil }
      return checkAngle(angle).map { .rotation($0) }
    case "clipShape":
      guard let values = arguments(modifier.arguments, of: name, at: span, [[.unlabeled]]),
        let shape = values.values[0]
      else { return nil }
      return checkClipShape(shape)
    case "cornerRadius":
      guard let values = arguments(modifier.arguments, of: name, at: span, [[.unlabeled]]),
        let radius = values.values[0]
      else { return nil }
      return .clipShape(
        .roundedRectangle(cornerRadius: 0), cornerRadius: requireNumber(radius, what: "`cornerRadius`"))
    case "progressViewStyle":
      guard let values = arguments(modifier.arguments, of: name, at: span, [[.unlabeled]]),
        let style = values.values[0]
      else { return nil }
      return constant(style, ProgressStyle.allCases.map { ($0.rawValue, $0) }, what: "a progress view style")
        .map { .progressStyle($0) }
    case "resizable":
      return none() ? .resizable : nil
    case "scaledToFit", "scaledToFill":
      return none() ? .contentMode(name == "scaledToFit" ? .fit : .fill) : nil
    case "aspectRatio":
      let signatures: [[Parameter]] = [
        [.named("contentMode", required: true)], [.unlabeled, .named("contentMode", required: true)],
      ]
      guard let values = arguments(modifier.arguments, of: name, at: span, signatures),
        let mode = values.values[values.index == 0 ? 0 : 1]
      else { return nil }
      if values.index == 1, let ratio = values.values[0] {
        _ = requireNumber(ratio, what: "the aspect ratio")
      }
      return constant(mode, ContentMode.allCases.map { ($0.rawValue, $0) }, what: "a content mode")
        .map { .contentMode($0) }
    default:
      return nil
    }
  }

  /// `.overlay(alignment:) { … }` or `.background(alignment:) { … }`.
  mutating func checkLayer(_ modifier: S.ModifierCall) -> P.Modifier? {
    let name = modifier.name.text
    guard let content = modifier.content else {
      report(.wrongArguments, "`\(name)` needs content: `.\(name) { … }`", at: modifier.span)
      return nil
    }
    guard let values = arguments(modifier.arguments, of: name, at: modifier.span, [[.named("alignment")]])
    else {
      return nil
    }
    let alignment = values.values[0].flatMap { value in
      choice(value) { $0.constant($1, Self.alignments, what: "an alignment") }
    }
    return .layer(checkViews(content), alignment: alignment, inFront: name == "overlay")
  }

  /// `.circle`, `.capsule`, `.rect`, `.rect(cornerRadius: 8)`, `.ellipse`, `.containerRelative`.
  private mutating func checkClipShape(_ expr: S.Expr) -> P.Modifier? {
    if case .call(let callee, let given) = expr.kind, case .implicitMember(let member) = callee.kind,
      member.text == "rect"
    {
      guard
        let values = arguments(given, of: "rect", at: expr.span, [[.named("cornerRadius", required: true)]]),
        let radius = values.values[0]
      else { return nil }
      return .clipShape(
        .roundedRectangle(cornerRadius: 0), cornerRadius: requireNumber(radius, what: "`cornerRadius`"))
    }
    return constant(expr, Self.clipShapes, what: "a shape").map { .clipShape($0, cornerRadius: nil) }
  }

  /// `.degrees(d)`, `.radians(r)`, `Angle.degrees(d)` or `Angle(degrees: d)`, as degrees.
  private mutating func checkAngle(_ expr: S.Expr) -> P.Expr? {
    var unit: S.Name?
    var given: [S.Argument] = []
    if case .call(let callee, let arguments) = expr.kind {
      given = arguments
      switch callee.kind {
      case .implicitMember(let name): unit = name
      case .member(let base, let name) where base.kind.isIdentifier("Angle"): unit = name
      case .identifier("Angle"):
        if let label = arguments.first?.label, arguments.count == 1 {
          unit = label
          given = [S.Argument(label: nil, value: arguments[0].value)]
        }
      default: break
      }
    }
    guard let unit, ["degrees", "radians"].contains(unit.text),
      let value = arguments(given, of: unit.text, at: expr.span, [[.unlabeled]])?.values[0]
    else {
      report(
        .typeMismatch, "expected an angle", at: expr.span, help: "write `.degrees(-90)` or `.radians(x)`")
      return nil
    }
    let number = requireNumber(value, what: "an angle")
    return unit.text == "degrees"
      ? number : .arithmetic(.multiply, number, .constant(.double(180 / Double.pi)))
  }
}

import IsletCanvas
import IsletDevices
import IsletModel
import IsletPlacement

extension LayoutEvaluator {
  /// SwiftUI's default padding when `padding` is given no length, in points.
  static let defaultPadding = 16.0

  func apply(_ modifier: P.Modifier, to modifiers: inout Modifiers) {
    switch modifier {
    case .bold: modifiers.bold = true
    case .dim: modifiers.dim = true
    case .italic: modifiers.italic = true
    case .underline: modifiers.underline = true
    case .strikethrough: modifiers.strikethrough = true
    case .monospacedDigit: modifiers.monospacedDigit = true
    case .monospaced: modifiers.monospaced = true
    case .standIn: modifiers.isStandIn = true
    case .font(let choice): if let font = resolve(choice) { apply(font, to: &modifiers) }
    case .weight(let choice): if let weight = resolve(choice) { modifiers.weight = weight }
    case .textCase(let choice): if let textCase = resolve(choice) { modifiers.textCase = textCase }
    case .multilineAlignment(let choice):
      if let alignment = resolve(choice) { modifiers.multilineAlignment = alignment }
    case .minimumScaleFactor(let expr):
      if let factor = number(value(of: expr)), factor > 0 { modifiers.minimumScaleFactor = min(factor, 1) }
    case .color(let color): modifiers.color = resolve(color)
    case .tint(let color): modifiers.tint = resolve(color)
    case .background(let color): modifiers.background = resolve(color)
    case .activityBackgroundTint(let color): modifiers.activityBackgroundTint = resolve(color)
    case .systemActionForegroundColor(let color): modifiers.systemActionForegroundColor = resolve(color)
    case .keylineTint(let color): modifiers.keylineTint = resolve(color)
    case .opacity(let expr):
      guard let opacity = length(expr) else { break }
      if opacity <= 0 { modifiers.hidden = true } else if opacity < 1 { modifiers.dim = true }
    case .hidden: modifiers.hidden = true
    case .destination(let kind, let expr):
      guard case .string(let url) = value(of: expr) else { break }
      switch kind {
      case .widgetURL: modifiers.widgetURL = url
      case .link: modifiers.link = url
      }
    case .truncation(let mode): modifiers.truncation = mode
    case .lineLimit(let expr):
      if case .int(let lines) = value(of: expr), lines >= 1 { modifiers.lineLimit = lines }
    case .priority(let expr):
      if let priority = length(expr) { modifiers.priority = priority }
    case .verticalPlacement(let placement):
      modifiers.verticalPlacement = placement
    case .frame(let width, let maxWidth, let height, let alignment):
      if let width = width.flatMap(length) { modifiers.frameWidth = width }
      if let height = height.flatMap(length) { modifiers.frameHeight = height }
      switch maxWidth {
      case .infinity: modifiers.frameMaxWidth = .infinity
      case .points(let expr): if let points = length(expr) { modifiers.frameMaxWidth = points }
      case nil: break
      }
      if let alignment = alignment.flatMap(resolve) { modifiers.frameAlignment = alignment }
    case .fill(let color):
      modifiers.shapePaint.fill = color.map { .color(resolve($0)) } ?? .inherited
    case .stroke(let color, let lineWidth):
      modifiers.shapePaint.stroke = ShapePaint.Stroke(
        color: color.map { .color(resolve($0)) } ?? modifiers.shapePaint.fill,
        lineWidth: lineWidth.flatMap(length) ?? ShapePaint.defaultLineWidth)
    case .trim(let from, let to):
      modifiers.shapePaint.trimFrom = Self.clamp(from.flatMap(length) ?? 0)
      modifiers.shapePaint.trimTo = Self.clamp(to.flatMap(length) ?? 1)
    case .rotation(let degrees):
      if let degrees = length(degrees) { modifiers.rotationDegrees += degrees }
    case .clipShape(let shape, let cornerRadius):
      guard case .roundedRectangle = shape else {
        modifiers.clipShape = shape
        return
      }
      modifiers.clipShape = .roundedRectangle(cornerRadius: cornerRadius.flatMap(length) ?? 0)
    case .progressStyle(let style): modifiers.progressStyle = style
    case .resizable: modifiers.resizable = true
    case .contentMode(let mode): modifiers.contentMode = mode
    case .layer:
      // Layers are views: `node` makes them.
      break
    case .padding(let edges, let expr):
      let amount = expr.map(length) ?? Self.defaultPadding
      guard let amount else { return }
      if edges.contains(.top) { modifiers.padding.top += amount }
      if edges.contains(.leading) { modifiers.padding.leading += amount }
      if edges.contains(.bottom) { modifiers.padding.bottom += amount }
      if edges.contains(.trailing) { modifiers.padding.trailing += amount }
    }
  }

  private func apply(_ font: P.Font, to modifiers: inout Modifiers) {
    if let style = font.style { modifiers.font = style }
    if let size = font.size { modifiers.fontSize = size }
    if let weight = font.weight { modifiers.weight = weight }
    modifiers.italic = modifiers.italic || font.italic
    modifiers.monospaced = modifiers.monospaced || font.monospaced
    modifiers.monospacedDigit = modifiers.monospacedDigit || font.monospacedDigit
  }

  /// The side of a choice its condition picks; nil when the condition has no value.
  func resolve<T>(_ choice: P.Choice<T>) -> T? {
    switch choice {
    case .fixed(let value): return value
    case .choice(let condition, let whenTrue, let whenFalse):
      guard case .bool(let test) = value(of: condition) else { return nil }
      return resolve(test ? whenTrue : whenFalse)
    }
  }

  /// The colour `expr` names in this environment; nil for `.clear` or a value that is missing.
  func resolve(_ expr: P.ColorExpr) -> StyleColor? {
    switch expr {
    case .fixed(let color):
      return color
    case .components(let red, let green, let blue):
      guard let red = number(value(of: red)), let green = number(value(of: green)),
        let blue = number(value(of: blue))
      else { return nil }
      return RGBColor(unitRed: red, green: green, blue: blue).map { .rgb($0) }
    case .white(let white):
      guard let white = number(value(of: white)) else { return nil }
      return RGBColor(unitRed: white, green: white, blue: white).map { .rgb($0) }
    case .opacity(let base, let amount):
      guard let color = resolve(base), let opacity = number(value(of: amount)) else { return nil }
      let backdrop = Self.background(environment.appearance)
      let top = color.rgb ?? Self.label(environment.appearance)
      return .rgb(top.blended(over: backdrop, opacity: opacity))
    case .appearance(let light, let dark):
      return resolve(environment.appearance == .light ? light : dark)
    case .choice(let condition, let whenTrue, let whenFalse):
      guard case .bool(let test) = value(of: condition) else { return nil }
      return resolve(test ? whenTrue : whenFalse)
    }
  }

  /// What a colour with opacity is mixed with: the Lock Screen's default background (HIG:
  /// solid white in light mode, solid black in dark mode; the island is always black).
  static func background(_ appearance: Appearance) -> RGBColor {
    appearance == .light ? RGBColor(red: 255, green: 255, blue: 255) : RGBColor(red: 0, green: 0, blue: 0)
  }

  /// `.primary`'s value: black text in light mode, white in dark.
  static func label(_ appearance: Appearance) -> RGBColor {
    appearance == .light ? RGBColor(red: 0, green: 0, blue: 0) : RGBColor(red: 255, green: 255, blue: 255)
  }
}

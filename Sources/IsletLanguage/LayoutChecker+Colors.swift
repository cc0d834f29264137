import IsletCanvas
import IsletFindings
import IsletModel

extension LayoutChecker {
  /// What `Color("Name")` draws when the layout gives no value for the asset: loud on purpose.
  static let missingAssetColor = StyleColor.rgb(RGBColor(red: 255, green: 0, blue: 255))

  /// The gradient views a colour argument may be; each is drawn in its first colour.
  static let gradientNames: Set<String> = [
    "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient", "linearGradient",
    "radialGradient", "angularGradient", "ellipticalGradient", "Gradient",
  ]

  private static let colorHelp =
    "a colour is `.orange`, `Color(red: 1, green: 0.6, blue: 0)`, `Color(white: 0.4)`, "
    + "`Color(hex: \"#FF9500\")`, `Color(\"Asset\")`, `c.opacity(0.5)`, a gradient, or `cond ? a : b`"

  /// The colours of the layout's `colors { Name: colour … }` block, for `Color("Name")`.
  mutating func checkAssetColors(_ entries: [S.Entry]) {
    for entry in entries {
      guard assetColors[entry.key.text] == nil else {
        report(
          .duplicateDeclaration, "the colour \(Self.quote(entry.key.text)) is given twice", at: entry.key.span
        )
        continue
      }
      if let color = checkColor(entry.value) { assetColors[entry.key.text] = color }
    }
  }

  /// Checks a colour argument: anything SwiftUI takes as a `Color` or `ShapeStyle` that islet
  /// can draw as one colour.
  mutating func checkColor(_ expr: S.Expr) -> P.ColorExpr? {
    switch expr.kind {
    case .implicitMember(let name):
      return namedColor(name)
    case .member(let base, let name):
      if case .identifier("Color") = base.kind { return namedColor(name) }
      // `c.gradient` (SwiftUI's `AnyGradient`): a soft gradient of the colour, drawn as it.
      if name.text == "gradient" { return checkColor(base) }
    case .ternary(let condition, let whenTrue, let whenFalse):
      let test = require(condition, .bool, what: "a condition")
      guard let first = checkColor(whenTrue), let second = checkColor(whenFalse) else { return nil }
      return .choice(test, first, second)
    case .call(let callee, let arguments):
      return checkColorCall(callee, arguments, at: expr.span)
    default:
      break
    }
    report(.typeMismatch, "expected a colour", at: expr.span, help: Self.colorHelp)
    return nil
  }

  /// SwiftUI's materials, each drawn as one opaque colour: the system's grouped background
  /// (light) and its elevated dark counterpart.
  static let materialNames: Set<String> = [
    "ultraThinMaterial", "thinMaterial", "regularMaterial", "thickMaterial", "ultraThickMaterial", "bar",
  ]
  static let material = P.ColorExpr.appearance(
    light: .fixed(.rgb(RGBColor(red: 242, green: 242, blue: 247))),
    dark: .fixed(.rgb(RGBColor(red: 44, green: 44, blue: 46))))

  /// UIKit's semantic and system colours (`Color(.systemGray5)`, `Color(uiColor: .label)`), as
  /// the system draws them in each appearance.
  static let uiKitColors: [String: P.ColorExpr] = {
    func pair(_ light: UInt32, _ dark: UInt32) -> P.ColorExpr {
      .appearance(light: .fixed(.rgb(RGBColor(packed: light))), dark: .fixed(.rgb(RGBColor(packed: dark))))
    }
    var colors: [String: P.ColorExpr] = [
      "label": .fixed(.named(.primary)), "secondaryLabel": .fixed(.named(.secondary)),
      "tertiaryLabel": .fixed(.named(.secondary)), "quaternaryLabel": .fixed(.named(.secondary)),
      "systemGray2": pair(0xAEAEB2, 0x636366), "systemGray3": pair(0xC7C7CC, 0x48484A),
      "systemGray4": pair(0xD1D1D6, 0x3A3A3C), "systemGray5": pair(0xE5E5EA, 0x2C2C2E),
      "systemGray6": pair(0xF2F2F7, 0x1C1C1E), "systemBackground": pair(0xFFFFFF, 0x000000),
      "secondarySystemBackground": pair(0xF2F2F7, 0x1C1C1E),
      "tertiarySystemBackground": pair(0xFFFFFF, 0x2C2C2E),
    ]
    for name in NamedColor.allCases where ![.primary, .secondary].contains(name) {
      colors["system" + name.rawValue.prefix(1).uppercased() + name.rawValue.dropFirst()] = .fixed(
        .named(name))
    }
    return colors
  }()

  private mutating func namedColor(_ name: S.Name) -> P.ColorExpr? {
    if name.text == "clear" { return .fixed(nil) }
    if Self.materialNames.contains(name.text) { return Self.material }
    // The app's accent colour: its `AccentColor` asset, else the system's blue.
    if name.text == "accentColor" || name.text == "tint" {
      return assetColors["AccentColor"] ?? .fixed(.named(.blue))
    }
    let names = NamedColor.allCases.map(\.rawValue) + ["clear"]
    guard let color = NamedColor(rawValue: name.text) else {
      report(
        .unknownMember, "`.\(TerminalSafe.escape(name.text))` is not a colour", at: name.span,
        help: NameSuggestion.help(for: name.text, among: names)
          ?? "the system colours are " + names.map { "`.\($0)`" }.joined(separator: ", "))
      return nil
    }
    return .fixed(.named(color))
  }

  private mutating func checkColorCall(
    _ callee: S.Expr, _ arguments: [S.Argument], at span: SourceSpan
  ) -> P.ColorExpr? {
    switch callee.kind {
    case .member(let base, let method) where method.text == "opacity":
      guard let values = self.arguments(arguments, of: "opacity", at: span, [[.unlabeled]]),
        let amount = values.values[0], let color = checkColor(base)
      else { return nil }
      return .opacity(color, requireNumber(amount, what: "`opacity`"))
    case .identifier(let name) where name == "Color":
      return checkColorInitializer(arguments, at: span)
    case .identifier(let name) where Self.gradientNames.contains(name):
      return checkGradient(arguments, at: span)
    case .implicitMember(let name) where Self.gradientNames.contains(name.text):
      return checkGradient(arguments, at: span)
    default:
      report(.typeMismatch, "expected a colour", at: span, help: Self.colorHelp)
      return nil
    }
  }

  /// `Color(red:green:blue:opacity:)`, `Color(white:opacity:)`, `Color(hex:)`, `Color("Asset")`,
  /// `Color(light:dark:)`.
  private mutating func checkColorInitializer(_ given: [S.Argument], at span: SourceSpan) -> P.ColorExpr? {
    let signatures: [[Parameter]] = [
      [
        .named("red", required: true), .named("green", required: true), .named("blue", required: true),
        .named("opacity"),
      ],
      [.named("white", required: true), .named("opacity")],
      [.named("hex", required: true)],
      [.unlabeled],
      [.named("light", required: true), .named("dark", required: true)],
      [.named("uiColor", required: true)],
    ]
    guard let (index, values) = arguments(given, of: "Color", at: span, signatures) else { return nil }
    let component = { (checker: inout LayoutChecker, expr: S.Expr?) -> P.Expr in
      expr.map { checker.requireNumber($0, what: "a colour component") } ?? .constant(.double(0))
    }
    var color: P.ColorExpr
    switch index {
    case 0:
      color = .components(
        red: component(&self, values[0]), green: component(&self, values[1]),
        blue: component(&self, values[2]))
    case 1:
      color = .white(component(&self, values[0]))
    case 3 where values[0].flatMap(Self.stringLiteral) == nil, 5:
      return values[0].flatMap { uiKitColor($0) }
    case 2, 3:
      guard let argument = values[0], let text = Self.stringLiteral(argument) else {
        report(
          .typeMismatch, "expected a string literal", at: values[0]?.span ?? span,
          help: index == 2 ? "`Color(hex: \"#FF9500\")`" : "`Color(\"Brand\")` names an asset colour")
        return nil
      }
      if index == 3 { return assetColor(text, at: argument.span) }
      guard let value = RGBColor(hex: text) else {
        report(
          .invalidValue, "`\(TerminalSafe.escape(text))` is not a hex colour", at: argument.span,
          help: "write six hex digits, `#RRGGBB`, or three, `#RGB`")
        return nil
      }
      color = .fixed(.rgb(value))
    default:  // Color(light:dark:)
      guard let lightValue = values[0], let darkValue = values[1], let light = checkColor(lightValue),
        let dark = checkColor(darkValue)
      else { return nil }
      return .appearance(light: light, dark: dark)
    }
    if index <= 1, let opacity = values[index == 0 ? 3 : 1] {
      color = .opacity(color, requireNumber(opacity, what: "`opacity`"))
    }
    return color
  }

  /// `.systemGray5`, `UIColor.label`: a UIKit colour by name.
  private mutating func uiKitColor(_ expr: S.Expr) -> P.ColorExpr? {
    var name: S.Name?
    switch expr.kind {
    case .implicitMember(let member): name = member
    case .member(let base, let member) where base.kind.isIdentifier("UIColor"): name = member
    default: break
    }
    guard let name, let color = Self.uiKitColors[name.text] else {
      let names = Self.uiKitColors.keys.sorted()
      report(
        .unknownMember, "expected a UIKit colour such as `.systemGray5` or `.label`",
        at: name?.span ?? expr.span,
        help: name.flatMap { NameSuggestion.help(for: $0.text, among: names) })
      return nil
    }
    return color
  }

  private mutating func assetColor(_ name: String, at span: SourceSpan) -> P.ColorExpr {
    if let color = assetColors[name] { return color }
    report(
      .assetColorWithoutValue,
      "asset colour \(Self.quote(name)) has no value here: drawn magenta", at: span,
      help: "give it a value: in a layout `colors { \"\(TerminalSafe.escape(name))\": Color(hex: \"#…\") }`; "
        + "beside Swift sources `Assets.xcassets/\(TerminalSafe.escape(name)).colorset`")
    return .fixed(Self.missingAssetColor)
  }

  /// A gradient, drawn in its first colour (a terminal cell holds one): `colors: [a, b]`,
  /// `gradient: Gradient(colors: [a, b])` or `stops: [.init(color: a, location: 0), …]`; other
  /// labelled arguments (start and end points, radii, angles) are read and left out.
  private mutating func checkGradient(_ given: [S.Argument], at span: SourceSpan) -> P.ColorExpr? {
    for argument in given {
      switch (argument.label?.text, argument.value.kind) {
      case ("colors", .array(let colors)):
        guard let first = colors.first else { break }
        for color in colors.dropFirst() { _ = checkColor(color) }
        return checkColor(first)
      case ("gradient", .call(_, let inner)):
        return checkGradient(inner, at: argument.value.span)
      case ("stops", .array(let stops)):
        guard case .call(_, let stop)? = stops.first?.kind,
          let color = stop.first(where: { $0.label?.text == "color" })
        else { break }
        return checkColor(color.value)
      default:
        continue
      }
    }
    report(
      .wrongArguments,
      "a gradient needs `colors: [a, b, …]`, `gradient: Gradient(colors: …)` or `stops: […]`",
      at: span)
    return nil
  }

  /// The text of a string literal without interpolation.
  private static func stringLiteral(_ expr: S.Expr) -> String? {
    guard case .string(let parts) = expr.kind else { return nil }
    var text = ""
    for part in parts {
      guard case .text(let piece) = part else { return nil }
      text += piece
    }
    return text
  }
}

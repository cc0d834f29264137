import IsletCanvas
import IsletDevices
import IsletPlacement

extension LayoutProgram {
  /// A modifier's value, chosen when the frame renders: fixed, or one side of
  /// `condition ? a : b` (`.font(isStale ? .caption : .body)`).
  indirect enum Choice<Value: Sendable>: Sendable {
    case fixed(Value)
    case choice(Expr, Choice, Choice)
  }

  /// A `Font` as a layout writes it: a text style (`.caption`), `.system(size:weight:design:)`,
  /// or either with `.bold()`, `.weight(…)`, `.italic()`, `.monospaced()`, `.monospacedDigit()`.
  struct Font: Sendable {
    var style: FontStyle?
    /// Points, for the points engine; a terminal cell has one size.
    var size: Double?
    var weight: TextWeight?
    var italic = false
    var monospaced = false
    var monospacedDigit = false
  }

  /// A colour as a layout writes it, resolved when the frame renders.
  indirect enum ColorExpr: Sendable {
    /// A system colour, an exact value (`Color(hex:)`, an asset colour given in `colors`), or
    /// nil for `.clear` (nothing painted).
    case fixed(StyleColor?)
    /// `Color(red:green:blue:)`: components in 0…1.
    case components(red: Expr, green: Expr, blue: Expr)
    /// `Color(white: 0.4)`.
    case white(Expr)
    /// `colour.opacity(x)`, `Color(…, opacity: x)`: mixed with the appearance's background.
    case opacity(ColorExpr, Expr)
    /// `Color(light: …, dark: …)`: an asset colour with a dark variant.
    case appearance(light: ColorExpr, dark: ColorExpr)
    case choice(Expr, ColorExpr, ColorExpr)
  }
}

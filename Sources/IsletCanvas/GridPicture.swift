import IsletModel

/// A grid drawn as a picture, as a colour terminal with a light background shows it: every
/// cell a 10×20-pixel box, backgrounds as rectangles (the island's black pill), text in its
/// colour and weight, and the block, box-drawing and braille characters (progress bars, the
/// pill's ends, the Lock Screen card's rounded border, the dots shapes and rings are drawn
/// with) drawn as shapes, so the picture does not depend on the viewer's fonts for them. SVG for pull requests and review; HTML wraps it in
/// a page with notes (the findings) below.
public enum GridPicture {
  /// One cell's size in pixels: a terminal cell is about twice as tall as wide.
  public static let cellWidth = 10
  public static let cellHeight = 20
  /// The margin around the grid, in pixels.
  public static let margin = 10
  /// The terminal's background and default foreground (a light theme: the island's black
  /// pill stands out as on a phone).
  public static let paper = RGBColor(red: 255, green: 255, blue: 255)
  public static let ink = RGBColor(red: 28, green: 28, blue: 30)

  /// The picture's size in pixels.
  public static func pixelSize(of grid: Grid) -> Size {
    Size(width: grid.width * cellWidth + 2 * margin, height: grid.height * cellHeight + 2 * margin)
  }

  /// The grid as a standalone SVG document (ending in a newline). `title` is escaped.
  public static func svg(_ grid: Grid, title: String) -> String {
    let size = pixelSize(of: grid)
    var out = """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(size.width)" height="\(size.height)" \
      viewBox="0 0 \(size.width) \(size.height)" font-family="DejaVu Sans Mono, Menlo, Consolas, monospace" \
      font-size="16">
      <title>\(XMLText.escape(title))</title>
      <rect width="100%" height="100%" fill="\(paper.hex)"/>

      """
    for y in 0..<grid.height {
      drawBackgrounds(grid, row: y, into: &out)
      drawGlyphs(grid, row: y, into: &out)
    }
    return out + "</svg>\n"
  }

  /// A page with the picture and `notes` (one preformatted line each) below it.
  public static func html(_ grid: Grid, title: String, notes: [String]) -> String {
    let escapedNotes = notes.map(XMLText.escape).joined(separator: "\n")
    return """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <title>\(XMLText.escape(title))</title>
      <style>body { margin: 0; background: \(paper.hex); color: \(ink.hex); } \
      pre { margin: \(margin)px; font: 13px monospace; }</style>
      </head>
      <body>
      \(svg(grid, title: title))\(notes.isEmpty ? "" : "<pre>\(escapedNotes)</pre>\n")</body>
      </html>

      """
  }

  /// The colours a cell is drawn in: reverse swaps them; nil background is the paper.
  private static func colors(_ style: Style) -> (foreground: RGBColor, background: RGBColor?) {
    let foreground = style.foreground?.rgb
    let background = style.background?.rgb
    if style.reverse { return (background ?? paper, foreground ?? ink) }
    return (foreground ?? ink, background)
  }

  /// Runs of cells with one background colour, as rectangles.
  private static func drawBackgrounds(_ grid: Grid, row y: Int, into out: inout String) {
    var x = 0
    while x < grid.width {
      guard let color = colors(grid[x, y].style).background else {
        x += 1
        continue
      }
      var end = x + 1
      while end < grid.width, colors(grid[end, y].style).background == color { end += 1 }
      out +=
        "<rect x=\"\(margin + x * cellWidth)\" y=\"\(margin + y * cellHeight)\" "
        + "width=\"\((end - x) * cellWidth)\" height=\"\(cellHeight)\" fill=\"\(color.hex)\"/>\n"
      x = end
    }
  }

  /// Text in runs of one style; block and box-drawing characters as shapes.
  private static func drawGlyphs(_ grid: Grid, row y: Int, into out: inout String) {
    var x = 0
    while x < grid.width {
      let cell = grid[x, y]
      if cell.isContinuation || cell.text == " " {
        x += 1
        continue
      }
      if cell.text == "─" {
        // A border's straight run, one line.
        var end = x + 1
        while end < grid.width, grid[end, y].text == "─", grid[end, y].style == cell.style { end += 1 }
        let middle = margin + y * cellHeight + cellHeight / 2
        out +=
          "<path d=\"M\(margin + x * cellWidth) \(middle) H\(margin + end * cellWidth)\" fill=\"none\" "
          + "stroke-width=\"1.5\"\(attributes(cell.style, paint: "stroke"))/>\n"
        x = end
        continue
      }
      if let shape = GlyphShape(cell.text) {
        out += shape.svg(at: margin + x * cellWidth, margin + y * cellHeight, style: cell.style)
        x += 1
        continue
      }
      // A run: this cell and the following ones of the same style that are text (spaces too).
      var text = ""
      var end = x
      var textEnd = x
      while end < grid.width, grid[end, y].style == cell.style, GlyphShape(grid[end, y].text) == nil {
        let next = grid[end, y]
        if !next.isContinuation {
          text += next.text
          if next.text != " " { textEnd = end + max(1, next.width) }
        }
        end += 1
      }
      let kept = text.trimmingTrailingSpaces
      out +=
        "<text x=\"\(margin + x * cellWidth)\" y=\"\(margin + y * cellHeight + 15)\" "
        + "textLength=\"\((textEnd - x) * cellWidth)\" lengthAdjust=\"spacingAndGlyphs\" xml:space=\"preserve\""
        + attributes(cell.style, forText: true) + ">\(XMLText.escape(kept))</text>\n"
      x = end
    }
  }

  /// The paint (`fill` or `stroke`), opacity and font attributes of a style, each after a space.
  fileprivate static func attributes(_ style: Style, paint: String = "fill", forText: Bool = false) -> String
  {
    var out = " \(paint)=\"\(colors(style).foreground.hex)\""
    if style.dim { out += " \(paint)-opacity=\"0.55\"" }
    guard forText else { return out }
    if style.bold { out += " font-weight=\"bold\"" }
    if style.italic { out += " font-style=\"italic\"" }
    if style.underline { out += " text-decoration=\"underline\"" }
    return out
  }
}

/// A block or box-drawing character drawn as a shape in its cell.
private enum GlyphShape: Equatable {
  /// A filled part of the cell (x, y, width, height as fractions) at an opacity.
  case block(x: Double, y: Double, width: Double, height: Double, opacity: Double)
  /// Lines through the cell's centre: which of its four sides they reach, and whether the
  /// corner is rounded.
  case lines(left: Bool, right: Bool, up: Bool, down: Bool, rounded: Bool)
  /// A braille pattern (the dots shapes are drawn with): its dots as round dots.
  case dots(UInt8)

  init?(_ text: String) {
    if let scalar = text.unicodeScalars.first, text.unicodeScalars.count == 1,
      (0x2801...0x28FF).contains(scalar.value)
    {
      self = .dots(UInt8(scalar.value - 0x2800))
      return
    }
    switch text {
    case "█": self = .block(x: 0, y: 0, width: 1, height: 1, opacity: 1)
    case "▌": self = .block(x: 0, y: 0, width: 0.5, height: 1, opacity: 1)
    case "▐": self = .block(x: 0.5, y: 0, width: 0.5, height: 1, opacity: 1)
    case "▀": self = .block(x: 0, y: 0, width: 1, height: 0.5, opacity: 1)
    case "▄": self = .block(x: 0, y: 0.5, width: 1, height: 0.5, opacity: 1)
    case "▁": self = .block(x: 0, y: 0.875, width: 1, height: 0.125, opacity: 1)
    case "░": self = .block(x: 0, y: 0, width: 1, height: 1, opacity: 0.25)
    case "▒": self = .block(x: 0, y: 0, width: 1, height: 1, opacity: 0.5)
    case "▓": self = .block(x: 0, y: 0, width: 1, height: 1, opacity: 0.75)
    case "─": self = .lines(left: true, right: true, up: false, down: false, rounded: false)
    case "│": self = .lines(left: false, right: false, up: true, down: true, rounded: false)
    case "╭": self = .lines(left: false, right: true, up: false, down: true, rounded: true)
    case "╮": self = .lines(left: true, right: false, up: false, down: true, rounded: true)
    case "╰": self = .lines(left: false, right: true, up: true, down: false, rounded: true)
    case "╯": self = .lines(left: true, right: false, up: true, down: false, rounded: true)
    case "┌": self = .lines(left: false, right: true, up: false, down: true, rounded: false)
    case "┐": self = .lines(left: true, right: false, up: false, down: true, rounded: false)
    case "└": self = .lines(left: false, right: true, up: true, down: false, rounded: false)
    case "┘": self = .lines(left: true, right: false, up: true, down: false, rounded: false)
    default: return nil
    }
  }

  /// The shape in the cell whose top-left corner is at (x, y) pixels, in the style's colour.
  func svg(at x: Int, _ y: Int, style: Style) -> String {
    let width = Double(GridPicture.cellWidth)
    let height = Double(GridPicture.cellHeight)
    switch self {
    case .block(let left, let top, let across, let down, let opacity):
      return
        "<rect x=\"\(Self.number(Double(x) + left * width))\" y=\"\(Self.number(Double(y) + top * height))\" "
        + "width=\"\(Self.number(across * width))\" height=\"\(Self.number(down * height))\""
        + GridPicture.attributes(style)
        + (opacity < 1 ? " opacity=\"\(Self.number(opacity))\"" : "") + "/>\n"
    case .lines(let left, let right, let up, let down, let rounded):
      let cx = Double(x) + width / 2
      let cy = Double(y) + height / 2
      let ends = [
        left ? (Double(x), cy) : nil, right ? (Double(x) + width, cy) : nil,
        up ? (cx, Double(y)) : nil, down ? (cx, Double(y) + height) : nil,
      ].compactMap { $0 }
      let path: String
      if left && right && ends.count == 2 || up && down && ends.count == 2 {
        path =
          "M\(Self.number(ends[0].0)) \(Self.number(ends[0].1)) L\(Self.number(ends[1].0)) \(Self.number(ends[1].1))"
      } else if ends.count == 2 {
        // A corner: from one end through the centre to the other, curved when rounded.
        let (a, b) = (ends[0], ends[1])
        path =
          "M\(Self.number(a.0)) \(Self.number(a.1)) "
          + (rounded ? "Q\(Self.number(cx)) \(Self.number(cy)) " : "L\(Self.number(cx)) \(Self.number(cy)) L")
          + "\(Self.number(b.0)) \(Self.number(b.1))"
      } else {
        path = ends.map {
          "M\(Self.number(cx)) \(Self.number(cy)) L\(Self.number($0.0)) \(Self.number($0.1))"
        }
        .joined(separator: " ")
      }
      return
        "<path d=\"\(path)\" fill=\"none\" stroke-width=\"1.5\"\(GridPicture.attributes(style, paint: "stroke"))/>\n"
    case .dots(let mask):
      // Dots 1-2-3-7 down the left half, 4-5-6-8 down the right, each a circle in its quarter
      // of the half's height.
      let bits: [(UInt8, Int, Int)] = [
        (0x01, 0, 0), (0x02, 0, 1), (0x04, 0, 2), (0x40, 0, 3), (0x08, 1, 0), (0x10, 1, 1), (0x20, 1, 2),
        (0x80, 1, 3),
      ]
      let radius = width / 5
      let path = bits.filter { mask & $0.0 != 0 }.map { _, column, row in
        let cx = Double(x) + (Double(column) + 0.5) * width / 2
        let cy = Double(y) + (Double(row) + 0.5) * height / 4
        return
          "M\(Self.number(cx - radius)) \(Self.number(cy)) a\(Self.number(radius)) \(Self.number(radius)) 0 1 0 "
          + "\(Self.number(2 * radius)) 0 a\(Self.number(radius)) \(Self.number(radius)) 0 1 0 \(Self.number(-2 * radius)) 0"
      }
      return "<path d=\"\(path.joined(separator: " "))\"\(GridPicture.attributes(style))/>\n"
    }
  }

  /// A coordinate without a needless fraction: `5`, `2.5`.
  private static func number(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }
}

extension String {
  /// The string without spaces at its end.
  fileprivate var trimmingTrailingSpaces: String {
    var text = self
    while text.last == " " { text.removeLast() }
    return text
  }
}

import IsletCanvas
import IsletModel

/// Shapes, circular progress views, image boxes and layered views (`.overlay`, `.background`
/// views): how they are sized in points and drawn in cells (see `ShapeRaster`).
extension PlacementTree {
  /// A shape's side when nothing is proposed, as SwiftUI's shapes answer a nil proposal.
  static let shapeIdealLength = 10.0
  /// A circular progress view's size (it keeps it whatever it is offered, as SwiftUI's), and
  /// the width of its ring, in points.
  static let ringLength = 24.0
  static let ringLineWidth = 4.0

  /// The colour a shape paints with: its stroke's or fill's, else the inherited foreground;
  /// nil for `.clear` (nothing to draw).
  static func shapeColor(_ paint: ShapePaint, inherited: StyleColor?) -> StyleColor?? {
    switch paint.stroke?.color ?? paint.fill {
    case .inherited: .some(inherited)
    case .color(let color?): .some(color)
    case .color(nil): nil
    }
  }

  /// The horizontal size range of a shape, ring or image (whether it grows vertically too).
  func drawnRange(_ content: Content) -> (min: Double, ideal: Double, max: Double, flexibleHeight: Bool)? {
    switch content {
    case .shape: return (0, Self.shapeIdealLength, Self.unbounded, true)
    case .ring: return (Self.ringLength, Self.ringLength, Self.ringLength, false)
    case .image(let index, let resizable, _, _):
      let width = storage.images[index].width
      return resizable ? (0, width, Self.unbounded, true) : (width, width, width, false)
    default: return nil
    }
  }

  /// The size a shape, ring or image answers `proposal` with: a shape takes what it is offered
  /// (10 pt on an axis offered nothing); an image keeps its own size unless `.resizable()`,
  /// then takes what it is offered, keeping its shape with a content mode.
  func drawnSize(_ content: Content, _ proposal: Proposal) -> PointSize {
    let (width, height): (Double, Double)
    switch content {
    case .ring:
      (width, height) = (Self.ringLength, Self.ringLength)
    case .image(let index, let resizable, let mode, _):
      (width, height) = imageSize(storage.images[index], resizable: resizable, mode: mode, proposal)
    default:
      (width, height) = (proposal.width ?? Self.shapeIdealLength, proposal.height ?? Self.shapeIdealLength)
    }
    return PointSize(width: width, height: height, rows: width > 0 && height > 0 ? max(1, rows(height)) : 0)
  }

  private func imageSize(
    _ box: ImageBox, resizable: Bool, mode: ContentMode?, _ proposal: Proposal
  ) -> (Double, Double) {
    let (width, height) = (box.width, box.height)
    guard resizable else { return (width, height) }
    guard let mode, width > 0, height > 0 else { return (proposal.width ?? width, proposal.height ?? height) }
    switch (proposal.width, proposal.height) {
    case (let offeredWidth?, let offeredHeight?):
      let (across, down) = (offeredWidth / width, offeredHeight / height)
      let factor = mode == .fit ? min(across, down) : max(across, down)
      return (Self.length(width * factor), Self.length(height * factor))
    case (let offeredWidth?, nil): return (offeredWidth, Self.length(offeredWidth * height / width))
    case (nil, let offeredHeight?): return (Self.length(offeredHeight * width / height), offeredHeight)
    case (nil, nil): return (width, height)
    }
  }

  /// Draws a shape, a ring or an image box in `rect` over `rows` rows from `row`.
  func drawShapeLike(_ index: Int, in rect: PointRect, row: Int, rows: Int, canvas: inout RegionCanvas) {
    let item = items[index]
    let (start, end) = canvas.columns(rect)
    guard end > start, rows > 0 else { return }
    let style = canvas.style(item.style)
    switch item.content {
    case .shape(let kind, let paint):
      var raster = ShapeRaster(
        kind: kind, width: rect.width, height: rect.height, columns: end - start, rows: rows,
        pointsPerColumn: canvas.pointsPerColumn, pointsPerRow: scale.pointsPerRow,
        lineWidth: paint.stroke.map { Self.length($0.lineWidth) })
      (raster.trimFrom, raster.trimTo, raster.rotationDegrees) = (
        paint.trimFrom, paint.trimTo, paint.rotationDegrees
      )
      drawDots(raster, from: start, row: row, style: style, &canvas)
    case .ring(let fraction):
      // The track, dim, then the filled arc from 12 o'clock clockwise over it.
      var track = ShapeRaster(
        kind: .circle, width: rect.width, height: rect.height, columns: end - start, rows: rows,
        pointsPerColumn: canvas.pointsPerColumn, pointsPerRow: scale.pointsPerRow,
        lineWidth: Self.ringLineWidth)
      var dim = style
      dim.dim = true
      drawDots(track, from: start, row: row, style: dim, &canvas)
      (track.trimTo, track.rotationDegrees) = (fraction, -90)
      if fraction > 0 { drawDots(track, from: start, row: row, style: style, &canvas) }
    case .image(let image, _, _, let rounded):
      var boxStyle = style
      boxStyle.dim = true
      drawImageBox(
        storage.images[image].name, columns: start..<end, row: row, rows: rows, rounded: rounded, boxStyle,
        &canvas)
    default:
      break
    }
  }

  /// Puts every cell of `raster` that has a dot.
  private func drawDots(
    _ raster: ShapeRaster, from start: Int, row: Int, style: Style, _ canvas: inout RegionCanvas
  ) {
    let clip = canvas.clip
    for line in max(0, clip.minY - row)..<max(0, min(raster.rows, clip.maxY - row)) {
      let columns = max(0, clip.minX - start)..<max(0, min(raster.columns, clip.maxX - start))
      canvas.occupy(row: row + line, start + columns.lowerBound, start + columns.upperBound)
      for column in columns {
        guard let glyph = ShapeRaster.glyph(raster.mask(column: column, row: line)) else { continue }
        canvas.put(scalar: glyph, width: 1, x: start + column, y: row + line, style: style)
      }
    }
  }

  /// An image islet cannot show: a box of its cells with its name. One row shows `[name]`, two
  /// or more a frame with the name in its middle row (or its top edge, when there is none);
  /// an image held by a rounded `clipShape` has rounded corners (`(name)` in one row).
  private func drawImageBox(
    _ name: String, columns: Range<Int>, row: Int, rows: Int, rounded: Bool, _ style: Style,
    _ canvas: inout RegionCanvas
  ) {
    let corners: [Unicode.Scalar] = rounded ? ["╭", "╮", "╰", "╯"] : ["┌", "┐", "└", "┘"]
    let (left, right) = (columns.lowerBound, columns.upperBound - 1)
    let label = TerminalSafe.escape(name)
    // Only the cells it may draw in (a clip narrows them) are its own.
    let covered = (max(left, canvas.clip.minX), min(right + 1, canvas.clip.maxX))
    for line in max(0, canvas.clip.minY - row)..<max(0, min(rows, canvas.clip.maxY - row))
    where covered.0 < covered.1 {
      canvas.occupy(row: row + line, covered.0, covered.1)
    }
    guard rows > 1 else {
      let ends: (Unicode.Scalar, Unicode.Scalar) = rounded ? ("(", ")") : ("[", "]")
      canvas.put(scalar: ends.0, width: 1, x: left, y: row, style: style)
      if right > left { canvas.put(scalar: ends.1, width: 1, x: right, y: row, style: style) }
      drawLabel(label, in: (left + 1)..<right, row: row, fill: " ", style, &canvas)
      return
    }
    let middle = rows > 2 ? (rows - 1) / 2 : -1
    // Only the rows inside the clip: a box may be thousands of rows tall.
    for line in max(0, canvas.clip.minY - row)..<max(0, min(rows, canvas.clip.maxY - row)) {
      let y = row + line
      let (first, last): (Unicode.Scalar, Unicode.Scalar) =
        line == 0 ? (corners[0], corners[1]) : line == rows - 1 ? (corners[2], corners[3]) : ("│", "│")
      canvas.put(scalar: first, width: 1, x: left, y: y, style: style)
      if right > left { canvas.put(scalar: last, width: 1, x: right, y: y, style: style) }
      let inside = (left + 1)..<right
      let edge = line == 0 || line == rows - 1
      // The name goes in the middle row, or on the top edge of a two-row box.
      let named = line == middle || (middle < 0 && line == 0)
      if named || edge {
        drawLabel(named ? label : "", in: inside, row: y, fill: edge ? "─" : " ", style, &canvas)
      }
    }
  }

  /// `text` centred in `columns` of `row`, cut with "…" when it is too wide, the rest `fill`.
  private func drawLabel(
    _ text: String, in columns: Range<Int>, row: Int, fill: Unicode.Scalar, _ style: Style,
    _ canvas: inout RegionCanvas
  ) {
    guard !columns.isEmpty else { return }
    var shown: [Character] = []
    var width = 0
    let whole = DisplayWidth.of(text)
    for character in text.prefix(columns.count) {
      let cells = DisplayWidth.of(character)
      if width + cells > columns.count - (whole > columns.count ? 1 : 0) { break }
      shown.append(character)
      width += cells
    }
    if whole > columns.count {
      shown.append("…")
      width += 1
    }
    let start = columns.lowerBound + (columns.count - width) / 2
    let visible =
      max(
        columns.lowerBound, canvas.clip.minX)..<max(
        columns.lowerBound, min(columns.upperBound, canvas.clip.maxX))
    for column in visible where column < start || column >= start + width {
      canvas.put(scalar: fill, width: 1, x: column, y: row, style: style)
    }
    var x = start
    for character in shown {
      x += canvas.put(character, width: DisplayWidth.of(character), x: x, y: row, style: style)
    }
  }

  /// Places a layered view: each background, the view, then each overlay in the view's
  /// rectangle (a layer's `zstack` aligns it there). A filled shape behind the view (a badge's
  /// capsule) paints the background of the view's cells instead of dots the view's text would
  /// cover.
  func placeLayers(
    _ index: Int, base: Int, in rect: PointRect, row: Int, rows: Int, canvas: inout RegionCanvas
  ) {
    let children = items[index].children
    for position in children {
      let child = slots[position].child
      guard position != children.lowerBound + base else {
        place(child, in: rect, row: row, rows: rows, canvas: &canvas)
        continue
      }
      measure(child, Proposal(width: rect.width, height: rect.height))
      let layer = items[slots[items[child].children.lowerBound].child]
      if position < children.lowerBound + base, case .shape(_, let paint) = layer.content,
        paint.stroke == nil,
        !paint.isTrimmed, let color = layer.style.foreground
      {
        canvas.fillBackground(rect, row: row, rows: rows, color)
      } else {
        place(child, in: rect, row: row, rows: rows, canvas: &canvas)
      }
    }
  }
}

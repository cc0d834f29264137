import IsletModel
import Testing

@testable import IsletCanvas

@Suite struct GridTests {
  /// Grids are filled two cells a store (a cell is one word); every cell must read back as the
  /// cell it was filled with, over runs of every length and parity.
  @Test func cellsFilledAsWordsReadAsTheirCells() {
    #expect(MemoryLayout<Grid.Packed>.stride == MemoryLayout<UInt64>.stride)
    let style = Style(
      bold: true, foreground: .named(.orange), background: .rgb(RGBColor(red: 1, green: 2, blue: 3)))
    for fill in [
      Cell.blank, Cell(text: "x", width: 1, style: style), Cell(text: "e\u{301}", width: 1, style: style),
    ] {
      var grid = Grid(size: Size(width: 7, height: 3), fill: fill)
      #expect((0..<3).allSatisfy { y in (0..<7).allSatisfy { x in grid[x, y] == fill } })
      grid.fill(Rect(x: 1, y: 1, width: 5, height: 2), with: "─", style: style)
      for y in 0..<3 {
        for x in 0..<7 {
          let filled = x >= 1 && x < 6 && y >= 1
          #expect(grid[x, y] == (filled ? Cell(text: "─", width: 1, style: style) : fill), "(\(x), \(y))")
        }
      }
    }
    #expect(Grid(width: 0, height: 4).width == 0)
    for width in [1, 2, 3, 4, 5, 7, 8, 9, 15, 16, 17, 63, 64, 65, 127, 128, 129, 200, 257] {
      var grid = Grid(width: width + 2, height: 1)
      grid.fill(Rect(x: 1, y: 0, width: width, height: 1), with: "─", style: style)
      #expect(grid[0, 0] == .blank && grid[width + 1, 0] == .blank, "\(width)")
      #expect((1...width).allSatisfy { grid[$0, 0] == Cell(text: "─", width: 1, style: style) }, "\(width)")
    }
  }

  /// Grids with the same cells are equal, and hash alike, whatever order their styles were
  /// first written in; a cell of another style makes them differ.
  @Test func gridsAreEqualWhateverOrderTheirStylesCameIn() {
    let (bold, dim) = (Style(bold: true), Style(dim: true))
    var first = Grid(width: 3, height: 1)
    first.put("a", x: 0, y: 0, style: bold)
    first.put("b", x: 1, y: 0, style: dim)
    var second = Grid(width: 3, height: 1)
    second.put("b", x: 1, y: 0, style: dim)
    second.put("a", x: 0, y: 0, style: bold)
    #expect(first == second && first.hashValue == second.hashValue)
    #expect(storedStyles(first) == storedStyles(second))
    second.put("a", x: 0, y: 0, style: dim)
    #expect(first != second)
    // A style written and then written over still numbers nothing: equal to a grid never given it.
    var third = Grid(width: 3, height: 1)
    third.put("z", x: 2, y: 0, style: Style(italic: true))
    third.put("a", x: 0, y: 0, style: bold)
    third.put("b", x: 1, y: 0, style: dim)
    third.put(" ", x: 2, y: 0)
    #expect(third == first && third.hashValue == first.hashValue)
  }

  /// More styles than a linear search finds them in (they are then indexed) read back as
  /// written, whichever order they came in.
  @Test func manyStylesReadBackAsWritten() {
    let styles = (0..<40).map { Style(background: .rgb(RGBColor(red: 9, green: UInt8($0), blue: 9))) }
    var (forward, backward) = (Grid(width: 8, height: 5), Grid(width: 8, height: 5))
    for index in styles.indices {
      forward.put("x", x: index % 8, y: index / 8, style: styles[index])
      let last = styles.count - 1 - index
      backward.put("x", x: last % 8, y: last / 8, style: styles[last])
    }
    #expect(forward == backward)
    #expect(styles.indices.allSatisfy { forward[$0 % 8, $0 / 8].style == styles[$0] })
    forward.put("x", x: 0, y: 0, style: styles[39])
    #expect(forward.style(x: 0, y: 0) == styles[39] && forward != backward)
  }

  /// Styles switched back and forth among more than the grid keeps as recent (so some share a
  /// slot) read back as written, in a table that grows and in a full one compacted again and
  /// again (which numbers the styles anew).
  @Test func stylesSwitchedBackAndForthReadBackAsWritten() {
    let styles = (0..<12).map { Style(foreground: .rgb(RGBColor(red: 7, green: UInt8($0), blue: 7))) }
    for (size, capacity) in [(Size(width: 6, height: 6), Int.max), (Size(width: 2, height: 1), 4)] {
      var grid = Grid(size: size, styleCapacity: capacity)
      let cells = size.width * size.height
      for turn in 0..<3 * cells {
        let (x, y) = (turn % size.width, turn / size.width % size.height)
        let style = styles[turn * 5 % styles.count]
        grid.put("x", x: x, y: y, style: style)
        #expect(grid.style(x: x, y: y) == style, "\(size) \(turn)")
      }
    }
  }

  /// Each row's styles, as the grid's stored cells give them.
  private func storedStyles(_ grid: Grid) -> [[Style]] {
    (0..<grid.height).map { y in
      grid.withStoredCells(inRow: y) { cells in cells.map { grid.style(of: $0) } }
    }
  }

  /// A grid whose table of styles is full keeps only the styles its cells have and goes on
  /// numbering: every cell reads back as written, through many more styles than the table holds.
  @Test func aFullTableOfStylesKeepsTheStylesOfCells() {
    let colors = (0..<40).map { Style(foreground: .rgb(RGBColor(red: UInt8($0), green: 1, blue: 2))) }
    // Room for the plain style, the two cells' styles and the one being written.
    var grid = Grid(size: Size(width: 2, height: 1), styleCapacity: 4)
    var expected = Grid(width: 2, height: 1)
    for (index, style) in colors.enumerated() {
      func draw(_ grid: inout Grid) {
        if index % 5 == 0 {
          grid.put("中", x: 0, y: 0, style: style)
        } else {
          grid.put("x", x: index % 2, y: 0, style: style)
        }
        grid.applyStyle({ $0.bold = index % 3 == 0 }, in: Rect(x: 0, y: 0, width: 1, height: 1))
      }
      draw(&grid)
      draw(&expected)
      #expect(grid == expected, "\(index)")
      #expect(grid.style(x: 0, y: 0) == expected.style(x: 0, y: 0), "\(index)")
      #expect(grid.style(x: 1, y: 0) == expected.style(x: 1, y: 0), "\(index)")
    }
  }

  @Test func singleScalarsAndStylesReadWithoutBuildingText() {
    var grid = Grid(width: 6, height: 1)
    grid.write("a─", x: 0, y: 0, style: Style(bold: true))
    grid.write("好", x: 2, y: 0)
    grid.write("e\u{301}", x: 4, y: 0)
    #expect(grid.scalar(x: 0, y: 0) == "a" && grid.scalar(x: 1, y: 0) == "─")
    #expect(grid.scalar(x: 2, y: 0) == "好" && grid.scalar(x: 3, y: 0) == nil)  // Continuation.
    #expect(grid.scalar(x: 4, y: 0) == nil)  // Two scalars: read through `grid[x, y].text`.
    #expect(grid.style(x: 1, y: 0) == Style(bold: true) && grid.style(x: 2, y: 0) == .plain)
  }

  @Test func writesClustersAndStopsAtTheRightEdge() {
    var grid = Grid(width: 5, height: 1)
    let advanced = grid.write("abcdefg", x: 1, y: 0)
    #expect(advanced == 4)
    #expect(grid.rowText(0) == " abcd")
  }

  @Test func wideGlyphOwnsTwoCellsAndOverwritingEitherHalfBlanksBoth() {
    var grid = Grid(width: 4, height: 1)
    grid.write("中", x: 0, y: 0)
    #expect(grid[0, 0].width == 2)
    #expect(grid[1, 0].isContinuation)
    grid.put("A", x: 1, y: 0)
    #expect(grid.rowText(0) == " A  ")
    grid.write("中", x: 2, y: 0)
    grid.put("B", x: 2, y: 0)
    #expect(grid.rowText(0) == " AB ")
  }

  @Test func wideGlyphNeverStartsInTheLastColumn() {
    var grid = Grid(width: 3, height: 1)
    grid.write("ab中", x: 0, y: 0)
    #expect(grid.rowText(0) == "ab ")
    #expect(!grid[2, 0].isContinuation)
  }

  @Test func drawingAGridClipsAtTheEdges() {
    var small = Grid(width: 2, height: 2)
    small.write("xy", x: 0, y: 0)
    var big = Grid(width: 3, height: 2)
    big.draw(small, at: Point(x: 2, y: 1))
    #expect(big.plainText == "   \n  x")
  }

  @Test func clustersOfSeveralScalarsAndUnusualCellsReadBackExactly() {
    var grid = Grid(size: Size(width: 6, height: 1), fill: Cell(text: "ab", width: 300))
    grid.write("e\u{301}👍🏽", x: 0, y: 0)
    #expect(grid[0, 0].text == "e\u{301}")
    #expect(grid[0, 0].text.unicodeScalars.count == 2)
    #expect(grid[1, 0].text == "👍🏽" && grid[1, 0].width == 2)
    #expect(grid[2, 0].isContinuation && grid[2, 0].text.isEmpty)
    #expect(grid[3, 0] == Cell(text: "ab", width: 300))
    grid.put("x", width: 200, x: 4, y: 0)
    #expect(grid[4, 0] == Cell(text: "x", width: 200))
  }

  @Test func gridsWithTheSameCellsAreEqualAndHashAlikeHoweverTheyWereBuilt() {
    var first = Grid(width: 3, height: 1)
    first.write("🇫🇷e\u{301}", x: 0, y: 0)
    var second = Grid(width: 3, height: 1)
    second.put("e\u{301}", x: 2, y: 0)
    second.put("🇫🇷", x: 0, y: 0)
    #expect(first == second)
    #expect(first.hashValue == second.hashValue)
    second.put("e", x: 2, y: 0)
    #expect(first != second)
  }

  @Test func drawingCopiesClustersOfSeveralScalars() {
    var small = Grid(width: 2, height: 1)
    small.write("👍🏽", x: 0, y: 0)
    var big = Grid(width: 4, height: 1)
    big.write("e\u{301}", x: 0, y: 0)
    big.draw(small, at: Point(x: 1, y: 0))
    #expect(big.rowText(0) == "e\u{301}👍🏽 ")
    #expect(big[1, 0].width == 2)
  }

  @Test func fillingOverHalfAWideClusterBlanksTheOtherHalf() {
    var grid = Grid(width: 6, height: 2)
    grid.write("中ab中", x: 0, y: 0)
    grid.write("abcdef", x: 0, y: 1)
    grid.fill(Rect(x: 1, y: 0, width: 4, height: 2), style: Style(bold: true))
    #expect(grid.plainText == "      \na    f")
    #expect(grid[0, 0] == .blank && grid[5, 0] == .blank)
    #expect(grid[1, 1] == .blank(Style(bold: true)))
  }

  @Test func fillingOverAWholeWideClusterLeavesItsNeighboursAlone() {
    var grid = Grid(width: 4, height: 1)
    grid.write("a中b", x: 0, y: 0)
    grid.fill(Rect(x: 1, y: 0, width: 2, height: 1), with: "x", style: Style(dim: true))
    #expect(grid.rowText(0) == "axxb")
    #expect(grid[1, 0] == Cell(text: "x", width: 1, style: Style(dim: true)) && grid[3, 0].text == "b")
  }

  /// A border is drawn as its corners put and its sides filled one by one would draw it, over
  /// wide clusters cut at every edge and at every place a box can reach the grid's edges.
  @Test func aBorderDrawsAsItsCornersPutAndItsSidesFilled() {
    var background = Grid(width: 9, height: 6)
    for y in 0..<6 { background.write(y % 2 == 0 ? "中a好b中c" : "x中y好z", x: y % 3 == 2 ? 1 : 0, y: y) }
    let style = Style(dim: true)
    for rect in [
      Rect(x: 1, y: 1, width: 3, height: 2), Rect(x: 2, y: 1, width: 4, height: 3),
      Rect(x: 0, y: 0, width: 9, height: 6),
      Rect(x: 5, y: 4, width: 6, height: 4), Rect(x: 3, y: 2, width: 0, height: 0),
      Rect(x: 1, y: 5, width: 2, height: 3),
    ] {
      var drawn = background
      drawn.border(around: rect, corners: ("╭", "╮", "╰", "╯"), horizontal: "─", vertical: "│", style: style)
      var expected = background
      let (left, right, top, bottom) = (rect.minX - 1, rect.maxX, rect.minY - 1, rect.maxY)
      expected.put(scalar: "╭", width: 1, x: left, y: top, style: style)
      expected.put(scalar: "╮", width: 1, x: right, y: top, style: style)
      expected.put(scalar: "╰", width: 1, x: left, y: bottom, style: style)
      expected.put(scalar: "╯", width: 1, x: right, y: bottom, style: style)
      expected.fill(Rect(x: rect.minX, y: top, width: rect.size.width, height: 1), with: "─", style: style)
      expected.fill(Rect(x: rect.minX, y: bottom, width: rect.size.width, height: 1), with: "─", style: style)
      expected.fill(Rect(x: left, y: rect.minY, width: 1, height: rect.size.height), with: "│", style: style)
      expected.fill(Rect(x: right, y: rect.minY, width: 1, height: rect.size.height), with: "│", style: style)
      #expect(drawn == expected, "\(rect)")
    }
  }

  /// A line written in one go leaves the cells its scalars put one by one leave, over wide
  /// clusters cut at either end or wholly covered, with wide scalars of its own and cut by the
  /// grid's right edge.
  @Test func aLineWrittenInOneGoLeavesWhatPuttingItsClustersLeaves() {
    let style = Style(bold: true)
    for background in ["中a好b中c", "x中y好z中", "ab中cd好e"] {
      for shift in 0..<2 {
        var grid = Grid(width: 9, height: 1)
        grid.write(background, x: shift, y: 0)
        for text in ["abc", "a好c", "好b", "·×–", "‐—…‧", "\u{A0}¡ÀÿĀ\u{80}", "ab好", "q"] {
          for x in 0..<9 {
            var expected = grid
            var column = x
            for scalar in text.unicodeScalars where column < 9 {
              column += expected.put(
                scalar: scalar, width: DisplayWidth.scalarWidth(scalar.value), x: column, y: 0, style: style)
            }
            var written = grid
            written.write(standaloneScalarsOf: text, width: DisplayWidth.of(text), x: x, y: 0, style: style)
            #expect(written == expected, "\(text) at \(x) over \(background) from \(shift)")
            let measured = MeasuredText(text)
            guard x + measured.width <= 9 else { continue }
            var run = grid
            let wrote = run.writeRun(
              measured, 0..<measured.clusters.count, width: measured.width, x: x, y: 0, style: style)
            #expect(wrote)
            #expect(run == expected, "run \(text) at \(x) over \(background) from \(shift)")
          }
        }
      }
    }
  }

  /// A packed line copied in leaves what writing its text leaves, at every column and off
  /// the grid, over wide clusters cut at either end or wholly covered, with wide scalars of its
  /// own cut by the right edge, scalars of width 0, and lines packed after others.
  @Test func aPackedLineWritesAsItsText() {
    let style = Style(dim: true)
    var lines = PackedLines(capacity: 2)
    for background in ["中a好b中c", "x中y好z中", "ab中cd好e"] {
      for shift in 0..<2 {
        var grid = Grid(width: 9, height: 2)
        grid.write(background, x: shift, y: 0)
        grid.write(background, x: 1 - shift, y: 1)
        for text in [
          "abc", "a好c", "好b", "·×–", "‐—…‧", "\u{A0}¡ÀÿĀ\u{80}", "ab好", "q", "abcdefghijk", "好好好好好",
          "a\u{1}b", "", "Lock Screen · 343×56–132 pt\u{7F}abcdefgh\u{1F}ab",
        ] {
          var utf8 = text
          let line = utf8.withUTF8 { lines.append(standaloneScalarsOfUTF8: $0, style: style) }
          #expect(line?.count == DisplayWidth.of(text), "\(text)")
          guard let line else { continue }
          for x in -2..<11 {
            for y in -1..<3 {
              var expected = grid
              expected.write(
                standaloneScalarsOf: text, width: DisplayWidth.of(text), x: x, y: y, style: style)
              var written = grid
              written.write(line, of: lines, x: x, y: y)
              #expect(written == expected, "\(text) at (\(x), \(y)) over \(background) from \(shift)")
            }
          }
        }
      }
    }
    var other = PackedLines(capacity: 1)
    var text = "a好·c"
    let line = text.withUTF8 { lines.append(standaloneScalarsOfUTF8: $0, style: style) }!
    let copy = other.append(line, of: lines)
    var (written, expected) = (Grid(width: 9, height: 1), Grid(width: 9, height: 1))
    written.write(copy, of: other, x: 2, y: 0)
    expected.write(line, of: lines, x: 2, y: 0)
    #expect(written == expected)
    // A scalar that does not stand alone (a combining accent) is not packed.
    var composed = "e\u{301}"
    #expect(composed.withUTF8 { lines.append(standaloneScalarsOfUTF8: $0, style: style) } == nil)
    // A line starting past the right edge, however far, writes nothing (its end is not summed).
    var far = Grid(width: 9, height: 1)
    far.write(line, of: lines, x: .max, y: 0)
    #expect(far == Grid(width: 9, height: 1))
  }

  /// A packed line of any length, longer than the blocks it is copied in, writes as its text,
  /// whole or cut by either edge.
  @Test func aLongPackedLineWritesAsItsText() {
    let style = Style(bold: true)
    var lines = PackedLines(capacity: 1)
    for length in 0..<40 {
      var text = String((0..<length).map { Character(Unicode.Scalar(0x61 + UInt8($0 % 26))) })
      guard let line = text.withUTF8({ lines.append(standaloneScalarsOfUTF8: $0, style: style) }) else {
        Issue.record("\(length) letters not packed")
        continue
      }
      for x in [0, 3, 20] {
        var (written, expected) = (Grid(width: 36, height: 1), Grid(width: 36, height: 1))
        expected.write(standaloneScalarsOf: text, width: length, x: x, y: 0, style: style)
        written.write(line, of: lines, x: x, y: 0)
        #expect(written == expected, "\(length) letters at \(x)")
      }
    }
  }

  /// The punctuation a packed line takes a cell each without asking `DisplayWidth` is a cell
  /// wide and stands alone.
  @Test func packedPunctuationIsOneCellAndStandsAlone() {
    // And Latin-1's printable half, which a packed line reads straight from its two bytes.
    for value in Array(PackedLines.punctuation) + Array(UInt32(0xA0)...0xFF) {
      #expect(DisplayWidth.scalarWidth(value) == 1, "\(value)")
      #expect(MeasuredText.standsAlone(value), "\(value)")
    }
  }

  /// A new grid's cells are written straight into the array's storage; a buffer shorter than
  /// the copies (which `append(contentsOf:)` never hands over) takes what it holds, and the
  /// iterator gives the rest.
  @Test func repeatedCellsFillWhatTheBufferHoldsAndLeaveTheRest() {
    let cell = Grid.Packed(glyph: 0x78, width: 1, styleField: Grid.Packed.styleField(index: 3))
    let filler = Grid.Packed.blank(0)
    for (count, room) in [(0, 4), (5, 5), (9, 4), (70, 67), (3, 0)] {
      var stored = [Grid.Packed](repeating: filler, count: room)
      let (rest, written) = stored.withUnsafeMutableBufferPointer {
        Grid.RepeatedCell(cell: cell, count: count)._copyContents(initializing: $0)
      }
      #expect(written == min(count, room), "\(count) in \(room)")
      #expect(stored.prefix(written).allSatisfy { $0 == cell })
      #expect(stored.dropFirst(written).allSatisfy { $0 == filler })
      #expect(Array(IteratorSequence(rest)) == Array(repeating: cell, count: count - written))
      var appended = [filler]
      appended.append(contentsOf: Grid.RepeatedCell(cell: cell, count: count))
      #expect(appended == [filler] + Array(repeating: cell, count: count))
    }
  }

  /// A run of one-cell clusters is copied two cells a load: a cluster's first five bytes are
  /// its cell's, at every length (each way `forEachPair` covers a count) and from every cluster,
  /// over wide clusters cut at either end.
  @Test func aRunOfOneCellClustersLeavesWhatPuttingThemLeaves() {
    #expect(MemoryLayout<MeasuredText.Cluster>.stride == MemoryLayout<UInt64>.stride)
    #expect(MemoryLayout<MeasuredText.Cluster>.offset(of: \.scalar) == 0)
    #expect(MemoryLayout<MeasuredText.Cluster>.offset(of: \.width) == 4)
    let style = Style(italic: true, foreground: .named(.teal))
    let text = MeasuredText("a→b·c\u{A0}défghijklmnopqrstu×vwxyz")
    #expect(text.isOneCellEach && !text.isPrintableASCII)
    var grid = Grid(width: 40, height: 1)
    grid.write("中a好b中c中d好e中f好g中h好i中j好k中l", x: 0, y: 0)
    for first in [0, 1, 5] {
      for count in 0...(text.clusters.count - first) {
        for x in [0, 1, 2] {
          var expected = grid
          for offset in 0..<count {
            expected.put(text, first + offset, x: x + offset, y: 0, style: style)
          }
          var written = grid
          let wrote = written.writeRun(text, first..<first + count, width: count, x: x, y: 0, style: style)
          #expect(wrote && written == expected, "\(count) from \(first) at \(x)")
        }
      }
    }
  }

  /// A run that would end past the right edge, or start before the left, is refused, whatever
  /// its width (an absurd one is not added to its column, which would trap).
  @Test func aRunOutsideTheRowIsRefused() {
    let text = MeasuredText("abc")
    var grid = Grid(width: 5, height: 2)
    let blank = grid
    for (width, x, y) in [(3, 3, 0), (3, -1, 0), (3, 0, 2), (3, 0, -1), (Int.max, 1, 0), (Int.max, 0, 1)] {
      let wrote = grid.writeRun(text, 0..<3, width: width, x: x, y: y, style: .plain)
      #expect(!wrote, "\(width) at \(x), \(y)")
    }
    #expect(grid == blank)
    let wrote = grid.writeRun(text, 0..<3, width: 3, x: 2, y: 1, style: .plain)
    #expect(wrote && grid.rowText(1) == "  abc")
  }

  @Test func aRunOfOneCellClustersThatDoesNotMatchItsTextIsRefused() {
    let text = MeasuredText("abc")
    var grid = Grid(width: 8, height: 1)
    let blank = grid
    for (range, width) in [(0..<3, 2), (0..<3, 4), (1..<4, 3), (2..<9, 7)] {
      let wrote = grid.writeRun(text, range, width: width, x: 0, y: 0, style: .plain)
      #expect(!wrote, "\(range) in \(width) cells")
    }
    #expect(grid == blank)
  }

  @Test func writeMeasuresEveryKindOfCluster() {
    var grid = Grid(width: 8, height: 1)
    #expect(grid.write("→中", x: 0, y: 0) == 3)
    #expect(grid.write("e\u{301}👍🏽", x: 3, y: 0) == 3)
    #expect(grid.rowText(0) == "→中e\u{301}👍🏽  ")
  }

  /// The grid stores a cell's style as the bytes of one word.
  @Test func aStyleFitsInAWordAndReadsBackFromTheGrid() {
    #expect(MemoryLayout<Style>.size <= MemoryLayout<UInt64>.size)
    let style = Style(
      bold: true, italic: true, reverse: true, foreground: .named(.pink), background: .named(.black))
    var grid = Grid(width: 2, height: 1)
    grid.put("x", x: 0, y: 0, style: style)
    grid.applyStyle({ $0.underline = true }, in: Rect(x: 0, y: 0, width: 2, height: 1))
    var underlined = style
    underlined.underline = true
    #expect(grid[0, 0].style == underlined && grid[1, 0].style == Style(underline: true))
  }
}

import Testing

@testable import IsletCore

@Suite struct GridTests {
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
}

import Testing

@testable import IsletTerminal

@Suite struct LibcWidthTests {
  @Test func asciiIsOneCellForLibc() {
    #expect(IsletTerminal.libcWidth("A") == 1)
  }
}

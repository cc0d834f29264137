import IsletCanvas
import Testing

@testable import IsletSnapshot

/// Style runs record exact colours as `#RRGGBB` and system colours by name, and read back.
@Suite struct SnapshotStyleColorTests {
  @Test func exactColoursAndNewFlagsRoundTrip() throws {
    let navy = StyleColor.rgb(RGBColor(red: 0x1C, green: 0x3A, blue: 0x5E))
    let style = Style(bold: true, strikethrough: true, foreground: .named(.orange), background: navy)
    let run = SnapshotStyleRun(row: 3, firstColumn: 0, lastColumn: 11, style: style)
    #expect(run.text == "3:0-11 bold strikethrough fg=orange bg=#1C3A5E")
    #expect(SnapshotStyleRun(text: run.text) == run)
    #expect(SnapshotStyleRun(text: "3:0-11 fg=#1C3A5") == nil)
    #expect(SnapshotStyleRun(text: "3:0-11 fg=Orange") == nil)
  }
}

import Foundation
import TestSupport
import Testing

/// The preview features a working day leans on, each driven through tmux with the screen
/// captured (issue 15): the device sweep, an alert lighting up the expanded presentation, an
/// ended activity leaving the Dynamic Island, long field names in small terminals, sample
/// states from `Samples/<layout>/states`.
@Suite(.enabled(if: TmuxSession.isAvailable), .serialized) struct PreviewWorkingDayTests {
  typealias Preview = PreviewEndToEndTests

  /// `5 w`: the small family on every device and text size, the 40 mm Watch among them
  /// ("does it fit on a 40 mm Watch?"); `x` writes the whole sweep (it is taller than any
  /// terminal); `w` again returns to the sheet.
  @Test func theSweepShowsTheSmallFamilyOnEveryWatch() throws {
    try Preview.withPreview { session, writer, directory in
      writer.write(Data(Preview.start(Int(Date().timeIntervalSince1970)).utf8))
      #expect(session.waitFor("#1 start applied"))
      try session.sendKeys("5")
      try session.sendKeys("w")
      let sweep = session.waitUntil {
        $0.contains("sweep small: every device and text size")
          && $0.contains("text xSmall · iPhone 14 Pro and 6 more with its island")
          && $0.contains("Watch 40 mm")
      }
      #expect(sweep != nil, "\((try? session.capture()) ?? "")")
      try session.sendKeys("x")
      #expect(session.waitFor("exported the sheet to"))
      let sheet = try String(contentsOfFile: directory.file("delivery.frame.txt"), encoding: .utf8)
      let blocks = sheet.split(separator: "\n").filter { $0.hasPrefix("text ") }
      // Every text size on each island class, each block with the 40 mm Watch.
      #expect(blocks.count == 24, "\(blocks)")
      #expect(blocks.contains { $0.hasPrefix("text ax5 · ") })
      #expect(sheet.components(separatedBy: "Watch 40 mm · ").count - 1 == 24)
      try session.sendKeys("w")
      #expect(session.waitUntil { !$0.contains("sweep small") && $0.contains("Watch 44 mm · ") } != nil)
    }
  }

  /// An update with an alert shows the expanded presentation alone for a moment, logs the
  /// alert's title and body, then every presentation is back.
  @Test func anAlertLightsUpTheExpandedPresentation() throws {
    try Preview.withPreview { session, writer, _ in
      let now = Int(Date().timeIntervalSince1970)
      writer.write(Data(Preview.start(now).utf8))
      #expect(session.waitFor("Lock Screen ·"))
      let update =
        #"{"aps":{"timestamp":\#(now + 1),"event":"update","content-state":{"phase":"nearby","stopsAway":1,"#
        + #""courier":"Sam"},"alert":{"title":"Almost there","body":"Sam is one stop away"}}}"# + "\n"
      writer.write(Data(update.utf8))
      let lit = session.waitUntil {
        $0.contains("alert Almost there — Sam is one stop away") && !$0.contains("Lock Screen ·")
          && $0.contains("Sam is on the way")
      }
      #expect(lit != nil, "\((try? session.capture()) ?? "")")
      // iOS shows it for a few seconds (4 s of device time), then every presentation returns.
      #expect(session.waitFor("Lock Screen ·", timeout: .seconds(15)), "\((try? session.capture()) ?? "")")
    }
  }

  /// An end push empties the Dynamic Island at once; the Lock Screen card stays.
  @Test func anEndedActivityLeavesTheIslandAtOnce() throws {
    try Preview.withPreview { session, writer, _ in
      let now = Int(Date().timeIntervalSince1970)
      writer.write(Data(Preview.start(now).utf8))
      #expect(session.waitFor("Compact · "), "\((try? session.capture()) ?? "")")
      let end =
        #"{"aps":{"timestamp":\#(now + 1),"event":"end","dismissal-date":\#(now + 3600),"#
        + #""content-state":{"phase":"delivered","stopsAway":0,"courier":"Sam"}}}"# + "\n"
      writer.write(Data(end.utf8))
      let ended = session.waitUntil {
        $0.contains("#2 end applied") && $0.contains("Dynamic Island · empty: the activity ended")
      }
      #expect(ended != nil, "\((try? session.capture()) ?? "")")
      let screen = try session.capture()
      #expect(!screen.contains("Compact · ") && !screen.contains("Expanded · "), "\(screen)")
      #expect(screen.contains("Lock Screen ·") && screen.contains("Delivered"), "\(screen)")
    }
  }

  /// A state field named longer than the side column is never cut, in an 80×24 terminal (it
  /// wraps in the column beside the sheet) or a 60×20 one (the state tab).
  @Test(arguments: [(80, 24), (60, 20)])
  func aLongFieldNameIsNeverCut(width: Int, height: Int) throws {
    let long = "courierDisplayNameForTheRider"
    let layout = try Preview.delivery.replacingOccurrences(of: "courier", with: long)
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let (session, _) = try Preview.launch(in: directory, layout: layout, width: width, height: height)
    defer { session.kill() }
    #expect(session.waitFor("Picked up"))
    if width < 80 { try session.sendKeys("Tab") }
    let names = ["phase", "eta", "stopsAway", long]
    // A capture may catch the panel half drawn: wait for every name.
    let screen = session.waitUntil { screen in
      let rows = Self.panelRows(titled: "state", in: screen).joined()
      return names.allSatisfy(rows.contains) && rows.contains("\"Sam\"")
    }
    let state = Self.panelRows(titled: "state", in: try screen ?? session.capture())
    #expect(screen != nil, "a field name cut: \(state.joined(separator: "\n"))")
    // The long name's rows (a value such as eta's date may be cut; a name never is).
    let nameRows = state.drop { !$0.contains("courierDisplay") }.prefix(2)
    #expect(nameRows.joined().contains(long), "\(state.joined(separator: "\n"))")
    #expect(!nameRows.contains { $0.contains("…") }, "\(state.joined(separator: "\n"))")
  }

  /// `n` reads `Samples/<layout>/states/*.json` beside the layout: after the layout's preview
  /// values, each file in name order, decoded against the content state; a file that is not
  /// JSON says so in the findings and the sheet keeps the preview values.
  @Test func nCyclesThroughTheSampleFilesBesideTheLayout() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let states = directory.file("Samples/delivery/states")
    try FileManager.default.createDirectory(atPath: states, withIntermediateDirectories: true)
    try directory.write(
      #"{"phase":"delivered","stopsAway":0,"courier":"Kim"}"#, to: "Samples/delivery/states/a-delivered.json")
    try directory.write(#"{"phase": "nearby", "#, to: "Samples/delivery/states/b-broken.json")
    let (session, _) = try Preview.launch(in: directory)
    defer { session.kill() }
    #expect(session.waitFor("Picked up"))
    try session.sendKeys("n")
    #expect(session.waitFor("◆ sample preview 1/3"))
    try session.sendKeys("n")
    let delivered = session.waitUntil {
      $0.contains("◆ sample a-delivered 2/3") && $0.contains("Delivered") && $0.contains("Kim is on the way")
    }
    #expect(delivered != nil, "\((try? session.capture()) ?? "")")
    try session.sendKeys("n")
    let broken = session.waitUntil {
      $0.contains("◆ sample b-broken 3/3") && $0.contains("P001")
        && $0.contains("states/b-broken.json is not")
        && $0.contains("Picked up")
    }
    #expect(broken != nil, "\((try? session.capture()) ?? "")")
    try session.sendKeys("n")
    #expect(session.waitFor("◆ sample preview 1/3"))
  }

  /// The interiors of the panel whose top border carries `title`, row by row from its first
  /// row to its bottom border, trailing spaces removed: the text between the last two `│` of
  /// each screen row (the panel is the rightmost on its rows).
  static func panelRows(titled title: String, in screen: String) -> [String] {
    let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
    guard let top = lines.firstIndex(where: { $0.contains("┌ \(title) ") }) else { return [] }
    var rows: [String] = []
    for line in lines[(top + 1)...] {
      if line.hasSuffix("┘") { break }
      let parts = line.split(separator: "│", omittingEmptySubsequences: false)
      guard parts.count >= 3 else { break }
      rows.append(String(parts[parts.count - 2].reversed().drop { $0 == " " }.reversed()))
    }
    return rows
  }
}

import Foundation
import TestSupport
import Testing

/// `islet render --format svg|html` and `islet snapshot --images`: the sheet as it looks in a
/// colour terminal, checked in a real browser (headless Chromium from Debian, which `.ci/run`
/// installs): the screenshot's pixel size and a few probed colours.
@Suite struct RenderPictureTests {
  static let support = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "Support")
  static let now = "2026-01-01T09:00:00Z"

  /// Delivery with its Lock Screen progress bar in orange, written into `directory`.
  static func orangeLayout(in directory: TemporaryDirectory) throws -> String {
    let source = try String(contentsOfFile: "Layouts/delivery.islet", encoding: .utf8)
    let bar = "progress(value: 5 - stopsAway, total: 5)"
    let orange = try #require(source.range(of: bar)).upperBound
    var changed = source
    changed.insert(contentsOf: ".color(.orange)", at: orange)
    try directory.write(changed, to: "orange.islet")
    return directory.file("orange.islet")
  }

  /// The cell column of the first `glyph` in a row of a rendered text grid (the text before it
  /// is one cell per character).
  static func cell(of glyph: Character, in rows: [Substring]) -> (x: Int, y: Int)? {
    for (y, row) in rows.enumerated() {
      if let index = row.firstIndex(of: glyph) { return (row.distance(from: row.startIndex, to: index), y) }
    }
    return nil
  }

  /// The pixel in the middle of a cell's width, `down` pixels below its top (its centre by default).
  static func pixel(_ cell: (x: Int, y: Int), down: Int = 10) -> String {
    "\(10 + cell.x * 10 + 5),\(10 + cell.y * 20 + down)"
  }

  /// A screenshot of `file` at `width`×`height` by headless Chromium, and the colours at `points`.
  static func screenshot(_ file: String, width: Int, height: Int, probing points: [String]) throws -> [String]
  {
    let png = file + ".png"
    let shot = try IsletBinary.run(
      [
        "-c",
        "chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --force-device-scale-factor=1 "
          + "--window-size=\(width),\(height) --screenshot=\"$1\" \"file://$2\" 2>&1",
        "sh", png, file,
      ], timeout: 120, shell: true)
    #expect(FileManager.default.fileExists(atPath: png), "chromium: \(shot.stdout)")
    let probe = try IsletBinary.run(
      ["-c", "python3 \"$@\"", "sh", support.appendingPathComponent("png_pixels.py").path, png] + points,
      shell: true)
    #expect(probe.status == 0, "\(probe.stderr)")
    return probe.stdout.split(separator: "\n").map(String.init)
  }

  @Test func theSVGLooksLikeTheSheetInAColourTerminal() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let layout = try Self.orangeLayout(in: directory)
    let text = try IsletBinary.run(["render", layout, "--now", Self.now])
    let rows = text.stdout.split(separator: "\n", omittingEmptySubsequences: false).prefix { !$0.isEmpty }
    let svg = try IsletBinary.run(["render", layout, "--now", Self.now, "--format", "svg"])
    #expect(svg.stdout.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
    #expect(svg.stderr.contains("warning[L016]"), "findings go to standard error")
    let width = (rows.map { $0.count }.max() ?? 0) * 10 + 20
    let height = rows.count * 10 * 2 + 20
    #expect(svg.stdout.contains("width=\"\(width)\" height=\"\(height)\""))
    try directory.write(svg.stdout, to: "sheet.svg")

    let bar = try #require(Self.cell(of: "▄", in: Array(rows)))
    let track = try #require(Self.cell(of: "▁", in: Array(rows)))
    let pillEnd = try #require(Self.cell(of: "▐", in: Array(rows)))
    let camera = (x: pillEnd.x + 12, y: pillEnd.y)  // inside the compact pill's camera gap
    let seen = try Self.screenshot(
      directory.file("sheet.svg"), width: width, height: height,
      probing: [
        "2,2", Self.pixel(bar, down: 15), Self.pixel(camera), Self.pixel(track, down: 19),
        Self.pixel(track, down: 5),
      ])
    #expect(seen.first == "\(width) \(height)")
    // The bar's lower half and the track's bottom eighth are orange; above the track is paper.
    #expect(
      Array(seen.dropFirst()) == ["255 255 255", "255 149 0", "0 0 0", "255 149 0", "255 255 255"],
      "paper, orange bar, black pill, orange track, paper")
  }

  @Test func htmlHoldsThePictureAndTheFindingsAndEscapesPayloadText() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write(
      #"{"phase":"pickedUp","eta":788950800,"stopsAway":2,"courier":"<script>alert(1)</script>"}"#,
      to: "state.json")
    let html = try IsletBinary.run([
      "render", "Layouts/delivery.islet", "--now", Self.now, "--state", directory.file("state.json"),
      "--format", "html",
    ])
    #expect(html.stdout.hasPrefix("<!DOCTYPE html>"))
    #expect(html.stdout.contains("<svg xmlns="))
    #expect(html.stdout.contains("<pre>") && html.stdout.contains("warning[L016]"))
    #expect(!html.stdout.contains("<script>"))
    #expect(html.stdout.contains("&lt;script&gt;"))
    try directory.write(html.stdout, to: "sheet.html")
    let wellFormed = try IsletBinary.run(
      ["-c", "xmllint --noout --html \"$1\" 2>&1", "sh", directory.file("sheet.html")], shell: true)
    #expect(wellFormed.status == 0, "\(wellFormed.stdout)")
  }

  /// `--images` draws every snapshot beside it; a difference draws the stored and the rendered
  /// sheet (with `--verify` and CI too); once the snapshot matches again they are removed.
  @Test func snapshotImagesBesideTheSnapshotsAndOldAndNewOnADifference() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let source = try String(contentsOfFile: "Layouts/download.islet", encoding: .utf8)
    try directory.write(source, to: "download.islet")
    let layout = directory.file("download.islet")
    let recorded = try IsletBinary.run(["snapshot", "--images", layout])
    #expect(recorded.status == 0, "\(recorded.stdout)")
    let folder = directory.file("__snapshots__/download")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder)
    let snaps = names.filter { $0.hasSuffix(".snap") }
    #expect(!snaps.isEmpty)
    #expect(Set(names.filter { $0.hasSuffix(".svg") }) == Set(snaps.map { $0.dropLast(5) + ".svg" }))

    try directory.write(
      source.replacingOccurrences(of: "Downloading", with: "Fetching"), to: "download.islet")
    var environment = IsletBinary.developerEnvironment
    environment["CI"] = "true"
    let verify = try IsletBinary.run(["snapshot", "--verify", "--images", layout], environment: environment)
    #expect(verify.status == 1)
    #expect(verify.stdout.contains(".old.svg") && verify.stdout.contains(".new.svg"))
    let changed = try #require(snaps.first { verify.stdout.contains("download/\($0.dropLast(5)).old.svg") })
    let base = folder + "/" + changed.dropLast(5)
    #expect(try String(contentsOfFile: base + ".old.svg", encoding: .utf8).contains("Downloading"))
    #expect(try String(contentsOfFile: base + ".new.svg", encoding: .utf8).contains("Fetching"))

    _ = try IsletBinary.run(["snapshot", "--record", "--images", layout])
    #expect(!FileManager.default.fileExists(atPath: base + ".old.svg"))
    #expect(!FileManager.default.fileExists(atPath: base + ".new.svg"))
  }
}

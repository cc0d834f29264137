import Foundation
import TestSupport
import Testing

/// `--locale` and `--time-zone` on the rendering commands and in snapshot configuration.
@Suite struct LocaleCommandTests {
  static let rideshare = [
    "render", "Layouts/rideshare.islet", "--state", "Samples/rideshare/states/typical.json",
    "--attributes", "Samples/rideshare/attributes.json", "--now", "2026-01-01T09:00:00Z", "-p", "lockScreen",
  ]

  /// The eta (09:04 UTC) in 12- and 24-hour clocks, moved by the zone; the default is
  /// unchanged.
  @Test func clockTimesFollowTheLocaleAndTimeZone() throws {
    let plain = try IsletBinary.run(Self.rideshare)
    #expect(plain.stdout.contains("9:04 AM"))
    let berlin = try IsletBinary.run(Self.rideshare + ["--locale", "de_DE", "--time-zone", "Europe/Berlin"])
    #expect(berlin.status == 0 && berlin.stdout.contains("10:04") && !berlin.stdout.contains("AM"))
    let offset = try IsletBinary.run(Self.rideshare + ["--locale", "en-GB", "--time-zone", "-05:30"])
    #expect(offset.stdout.contains("03:34"))
    let tokyo = try IsletBinary.run(Self.rideshare + ["--locale", "ja_JP", "--time-zone", "Asia/Tokyo"])
    #expect(tokyo.stdout.contains("18:04"))
  }

  @Test func percentagesFollowTheLocale() throws {
    let arguments = [
      "render", "Layouts/download.islet", "--state", "Samples/download/states/typical.json", "--attributes",
      "Samples/download/attributes.json", "--now", "2026-01-01T09:00:00Z", "-p", "compact",
    ]
    #expect(try IsletBinary.run(arguments).stdout.contains("62%"))
    #expect(try IsletBinary.run(arguments + ["--locale", "fr_FR"]).stdout.contains("62\u{A0}%"))
  }

  @Test func unknownLocalesAndZonesAreUsageErrorsWithSuggestions() throws {
    let locale = try IsletBinary.run(Self.rideshare + ["--locale", "de_DR"])
    #expect(locale.status == 2 && locale.stderr.contains("did you mean 'de_DE'?"))
    let zone = try IsletBinary.run(Self.rideshare + ["--time-zone", "Europe/Berln"])
    #expect(zone.status == 2 && zone.stderr.contains("did you mean 'Europe/Berlin'?"))
    let hostile = try IsletBinary.run(Self.rideshare + ["--time-zone", "\u{1B}[2J"])
    #expect(hostile.status == 2 && !hostile.stderr.contains("\u{1B}"))
    let far = try IsletBinary.run(Self.rideshare + ["--time-zone", "+25:00"])
    #expect(far.status == 2)
  }

  /// The config file's locale and time zone reach the render and the header (written only
  /// when not the defaults); a bad value is S005.
  @Test func snapshotConfigurationCarriesLocaleAndTimeZone() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let root = IsletBinary.packageRoot.path
    try FileManager.default.createDirectory(
      atPath: directory.file("Layouts"), withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      atPath: "\(root)/Layouts/rideshare.islet", toPath: directory.file("Layouts/rideshare.islet"))
    try FileManager.default.copyItem(atPath: "\(root)/Samples", toPath: directory.file("Samples"))
    try directory.write(
      #"{"devices": ["iphone-15-pro"], "orientations": ["portrait"], "textSizes": ["large"], "staleness": ["fresh"], "locale": "de_DE", "timeZone": "Europe/Berlin"}"#,
      to: "Layouts/rideshare.snapshot.json")
    let run = try IsletBinary.run(["snapshot", directory.file("Layouts")])
    #expect(run.status == 0, "\(run.stdout)")
    let snap = try String(
      contentsOfFile: directory.file(
        "Layouts/__snapshots__/rideshare/typical.iphone-15-pro.portrait.large.fresh.snap"),
      encoding: .utf8)
    #expect(snap.contains("\nlocale: de_DE\ntime-zone: Europe/Berlin\nclock:"))
    #expect(snap.contains("10:04") && !snap.contains("AM"))
    try directory.write(#"{"locale": "xx_XX"}"#, to: "Layouts/rideshare.snapshot.json")
    let bad = try IsletBinary.run(["snapshot", directory.file("Layouts")])
    #expect(
      bad.status == 2 && bad.stdout.contains("S005") && bad.stdout.contains("`locale`"), "\(bad.stdout)")
  }
}

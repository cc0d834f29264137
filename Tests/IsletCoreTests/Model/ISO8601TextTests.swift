import Testing

@testable import IsletModel
@testable import IsletSnapshot

@Suite struct ISO8601TextTests {
  @Test func formatsTheDefaultClockInUTC() {
    #expect(ISO8601Text.format(SnapshotHeader.defaultClock) == "2026-01-01T09:00:00Z")
    #expect(ISO8601Text.format(Instant(unixSeconds: 951_782_400.25)) == "2000-02-29T00:00:00.250Z")
    #expect(ISO8601Text.format(Instant(unixSeconds: -1)) == "1969-12-31T23:59:59Z")
  }

  @Test func parsesZuluAndOffsetsAndRoundTrips() {
    #expect(ISO8601Text.parse("2026-01-01T09:00:00Z") == SnapshotHeader.defaultClock)
    #expect(ISO8601Text.parse("2026-01-01T10:30:00+01:30") == SnapshotHeader.defaultClock)
    let instant = Instant(unixSeconds: 1_800_000_000.5)
    #expect(ISO8601Text.parse(ISO8601Text.format(instant)) == instant)
  }

  @Test(arguments: [
    "2026-02-30T09:00:00Z", "2026-01-01 09:00:00Z", "2026-01-01T09:00:00", "2026-01-01T24:00:00Z", "", "now",
  ])
  func rejectsWhatIsNotAnISO8601Time(_ text: String) {
    #expect(ISO8601Text.parse(text) == nil)
  }

  @Test func neverCrashesOnAbsurdInstants() {
    #expect(ISO8601Text.format(Instant(unixSeconds: .infinity)).hasPrefix("unix:"))
    #expect(ISO8601Text.format(Instant(unixSeconds: .nan)).hasPrefix("unix:"))
  }
}

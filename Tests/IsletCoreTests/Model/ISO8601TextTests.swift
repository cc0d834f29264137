import Testing

@testable import IsletModel
@testable import IsletSnapshot

@Suite struct ISO8601TextTests {
  @Test func formatsTheDefaultClockInUTC() {
    #expect(ISO8601Text.format(SnapshotHeader.defaultClock) == "2026-01-01T09:00:00Z")
    #expect(ISO8601Text.format(Instant(unixSeconds: 951_782_400.25)) == "2000-02-29T00:00:00.250Z")
    #expect(ISO8601Text.format(Instant(unixSeconds: -1)) == "1969-12-31T23:59:59Z")
  }

  @Test func writesYearsOutsideFourDigitsWhole() {
    #expect(ISO8601Text.format(Instant(unixSeconds: -62_167_219_200)) == "0000-01-01T00:00:00Z")
    #expect(ISO8601Text.format(Instant(unixSeconds: 253_402_300_799.999)) == "9999-12-31T23:59:59.999Z")
    #expect(ISO8601Text.format(Instant(unixSeconds: 253_402_300_800)) == "10000-01-01T00:00:00Z")
    #expect(ISO8601Text.format(Instant(unixSeconds: -62_167_219_201)) == "00-1-12-31T23:59:59Z")
  }

  @Test func roundTripsEveryFieldWidth() {
    // Steps of a prime number of milliseconds cover every digit of every field over the years.
    var seconds = -2_208_988_800.0
    while seconds < 4_102_444_800 {
      let instant = Instant(unixSeconds: seconds)
      let text = ISO8601Text.format(instant)
      let parsed = ISO8601Text.parse(text)?.unixSeconds ?? .nan
      #expect((parsed * 1000).rounded() == (instant.unixSeconds * 1000).rounded(), "\(text)")
      #expect(text.utf8.count == (text.contains(".") ? 24 : 20), "\(text)")
      seconds += 86_400 * 97 + 3_661.007
    }
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

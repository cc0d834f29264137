import Testing

@testable import IsletModel

@Suite struct CivilDateTests {
  @Test func leapDayAndTimeOfDayRoundTrip() throws {
    let days = CivilDate.days(year: 2028, month: 2, day: 29)
    let date = CivilDate(daysSince1970: days, secondOfDay: 3_661)
    #expect(
      [date.year, date.month, date.day, date.hour, date.minute, date.second] == [2028, 2, 29, 1, 1, 1])
    let fromInstant = try #require(CivilDate(Instant(unixSeconds: Double(days * 86_400 + 3_661))))
    #expect(fromInstant == date)
  }

  @Test func beforeTheEpochAndAtAnOffset() throws {
    let date = try #require(CivilDate(Instant(unixSeconds: -1), utcOffset: 3_600))
    #expect(
      [date.year, date.month, date.day, date.hour, date.minute, date.second] == [1970, 1, 1, 0, 59, 59])
    #expect(CivilDate(Instant(unixSeconds: .infinity)) == nil)
  }
}

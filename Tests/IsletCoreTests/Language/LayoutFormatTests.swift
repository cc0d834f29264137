import Testing

@testable import IsletLanguage
@testable import IsletModel

@Suite struct LayoutFormatTests {
  @Test func numbers() {
    #expect(LayoutFormat.number(1234, isInteger: true) == "1,234")
    #expect(LayoutFormat.number(-1_234_567.5) == "-1,234,567.5")
    #expect(LayoutFormat.number(3.14159) == "3.14")
    #expect(LayoutFormat.number(2.05) == "2.05")
    #expect(LayoutFormat.number(-0.001) == "0")
    #expect(LayoutFormat.number(.infinity) == "inf")
  }

  @Test func percents() {
    #expect(LayoutFormat.percent(0.62) == "62%")
    #expect(LayoutFormat.percent(1) == "100%")
    #expect(LayoutFormat.percent(0.005) == "1%")
    #expect(LayoutFormat.percent(.nan) == "nan%")
  }

  @Test func durations() {
    #expect(LayoutFormat.duration(3900) == "1:05:00")
    #expect(LayoutFormat.duration(720) == "12:00")
    #expect(LayoutFormat.duration(59.9) == "0:59")
    #expect(LayoutFormat.duration(-65) == "-1:05")
    #expect(LayoutFormat.duration(1e300) == "--:--")
  }

  @Test func timersCountDownThenUp() {
    let now = Instant(secondsSinceReferenceDate: 1_000)
    #expect(LayoutFormat.timer(to: now.adding(720), now: now) == "12:00")
    #expect(LayoutFormat.timer(to: now.adding(0.4), now: now) == "0:01")
    #expect(LayoutFormat.timer(to: now, now: now) == "0:00")
    #expect(LayoutFormat.timer(to: now.adding(-3_725), now: now) == "1:02:05")
  }

  @Test func referenceText() {
    let now = Instant(secondsSinceReferenceDate: 1_000)
    #expect(LayoutFormat.reference(to: now.adding(720), now: now) == "in 12 min")
    #expect(LayoutFormat.reference(to: now.adding(-180), now: now) == "3 min ago")
    #expect(LayoutFormat.reference(to: now.adding(30), now: now) == "in 30 sec")
    #expect(LayoutFormat.reference(to: now.adding(7_300), now: now) == "in 2 hr")
    #expect(LayoutFormat.reference(to: now.adding(-86_400 * 3), now: now) == "3 days ago")
    #expect(LayoutFormat.reference(to: now, now: now) == "now")
  }

  /// SwiftUI's `.relative`: the two largest non-zero units, no direction; `.offset`: the largest,
  /// `-` ahead and `+` past (Apple's "2 hours, 23 minutes", "+2 hours"; "11 minutes, 14 seconds").
  @Test func relativeAndOffsetText() {
    let now = Instant(secondsSinceReferenceDate: 1_000)
    #expect(LayoutFormat.relative(to: now.adding(8_580), now: now) == "2 hours, 23 minutes")
    #expect(LayoutFormat.relative(to: now.adding(-674), now: now) == "11 minutes, 14 seconds")
    #expect(LayoutFormat.relative(to: now.adding(86_401), now: now) == "1 day, 1 second")
    #expect(LayoutFormat.relative(to: now.adding(0.9), now: now) == "0 seconds")
    #expect(LayoutFormat.offset(to: now.adding(8_580), now: now) == "-2 hours")
    #expect(LayoutFormat.offset(to: now.adding(-660), now: now) == "+11 minutes")
    #expect(LayoutFormat.offset(to: now.adding(-60), now: now) == "+1 minute")
    #expect(LayoutFormat.offset(to: now, now: now) == "0 seconds")
    #expect(LayoutFormat.relative(to: now.adding(.infinity), now: now).isEmpty)
    #expect(LayoutFormat.offset(to: now.adding(-1e13), now: now).isEmpty)
  }

  @Test func clockTimeAndDateUseTheOffset() {
    // 2026-05-01 15:42:00 UTC
    let instant = Instant(unixSeconds: 1_777_650_120)
    #expect(LayoutFormat.clockTime(instant, utcOffset: 0) == "3:42 PM")
    #expect(LayoutFormat.clockTime(instant, utcOffset: -16 * 3600) == "11:42 PM")
    #expect(LayoutFormat.calendarDate(instant, utcOffset: 0) == "May 1, 2026")
    #expect(LayoutFormat.calendarDate(instant, utcOffset: -16 * 3600) == "Apr 30, 2026")
    #expect(LayoutFormat.clockTime(Instant(unixSeconds: 0), utcOffset: 0) == "12:00 AM")
    #expect(LayoutFormat.interpolated(.date(instant)) == "2026-05-01 15:42:00 +0000")
  }

  @Test func readableLabels() {
    #expect(LayoutFormat.readableLabel("pickedUp") == "Picked up")
    #expect(LayoutFormat.readableLabel("placed") == "Placed")
    #expect(LayoutFormat.readableLabel("orderID") == "Order ID")
    #expect(LayoutFormat.readableLabel("URLSession") == "URL session")
    #expect(LayoutFormat.readableLabel("out_for_delivery") == "Out for delivery")
  }
}

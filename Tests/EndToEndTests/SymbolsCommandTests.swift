import Testing

/// `islet symbols [FILTER]`: what islet draws, by name part or family.
@Suite struct SymbolsCommandTests {
  @Test func listsEverySymbolOrThoseAFilterMatches() throws {
    let all = try IsletBinary.run(["symbols"])
    #expect(all.status == 0)
    #expect(all.stdout.contains("🛫 airplane.departure"))
    #expect(all.stdout.split(separator: "\n").count > 300)
    let travel = try IsletBinary.run(["symbols", "airplane"])
    #expect(travel.stdout.split(separator: "\n").filter { $0.hasSuffix("travel") }.count == 3)
    let weather = try IsletBinary.run(["symbols", "weather"])
    #expect(weather.stdout.contains("cloud.sun") && !weather.stdout.contains("airplane"))
  }

  @Test func aSuffixedNameSaysWhatItDrawsAsAndAnUnknownOneIsAFinding() throws {
    let suffixed = try IsletBinary.run(["symbols", "person.crop.circle.fill"])
    #expect(suffixed.status == 0 && suffixed.stdout.contains("draws as 👤"))
    let unknown = try IsletBinary.run(["symbols", "bicycel"])
    #expect(unknown.status == 1)
    #expect(unknown.stdout.contains("did you mean 'bicycle'?") && unknown.stdout.contains("？"))
    let hostile = try IsletBinary.run(["symbols", "\u{1B}]52;c;x\u{7}"])
    #expect(!hostile.stdout.contains("\u{1B}"))
  }
}

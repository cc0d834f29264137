/// A surface that shows the small activity family (`ActivityFamily.small`): an Apple Watch
/// Smart Stack size or a CarPlay size, in points (HIG Live Activities, watchOS and CarPlay
/// dimensions; Watch sizes as corrected on January 17, 2025).
public struct SmallFamilySize: Hashable, Sendable {
  /// A short label, e.g. "Watch 41 mm" or "CarPlay 240×100".
  public let name: String
  public let width: Double
  public let height: Double

  /// Every Watch Smart Stack size, then every CarPlay size.
  public static let all: [SmallFamilySize] = [
    SmallFamilySize(name: "Watch 40 mm", width: 152, height: 69.5),
    SmallFamilySize(name: "Watch 41 mm", width: 165, height: 72.5),
    SmallFamilySize(name: "Watch 44 mm", width: 173, height: 76.5),
    SmallFamilySize(name: "Watch 45 mm", width: 184, height: 80.5),
    SmallFamilySize(name: "Watch 49 mm", width: 191, height: 81.5),
    SmallFamilySize(name: "CarPlay 240×78", width: 240, height: 78),
    SmallFamilySize(name: "CarPlay 240×100", width: 240, height: 100),
    SmallFamilySize(name: "CarPlay 170×78", width: 170, height: 78),
  ]
}

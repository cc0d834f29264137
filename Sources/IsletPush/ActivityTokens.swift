/// The push tokens the simulated device hands out, as a phone does: one push-to-start token for
/// the app (`pushToStartTokenUpdates`) and an update token for each activity it starts
/// (`pushTokenUpdates`). They are 64 hex digits derived from the start's order, so the same
/// stream gives the same tokens: a request log replayed through `check-push` addresses the
/// same activities as the server did.
public enum ActivityTokens {
  /// The app's push-to-start token.
  public static let pushToStart = token(seed: 0x5057_5348_5354_5254)

  /// The update token of the activity started `startOrder`-th (0 for an assumed activity).
  public static func update(startOrder: Int) -> String {
    token(seed: 0x5550_4454_0000_0000 &+ UInt64(truncatingIfNeeded: startOrder))
  }

  private static func token(seed: UInt64) -> String {
    var generator = SplitMix64(seed: seed)
    return generator.hexDigits(64)
  }
}

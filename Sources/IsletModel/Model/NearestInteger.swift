extension Double {
  /// `Int(rounded())`, the nearest whole number with halves away from zero, without the call to
  /// libm's `round` that `rounded()` is on a baseline x86-64 (it has no instruction for it): a
  /// sheet rounds points to rows and columns about 500 times, and spells its titles' numbers
  /// (`NumberSpelling`). Truncating is exact, and so is the fraction it leaves (none from 2^52
  /// on, where a double is whole); values out of `Int`'s range (and NaN) take `rounded()` itself,
  /// and trap there as it does. Inlined: a call cost about as much as the rounding.
  @inlinable @inline(__always) package var nearestInteger: Int {
    // The very bounds `Int(self)` checks (the double below -2^63 that truncates into it, and
    // 2^63): the compiler folds its checks into these, one range check a rounding where a guard
    // of its own (below 2^52) took two (~5 instructions a rounding).
    guard self > -0x1.0000000000001p63, self < 0x1p63 else { return Int(rounded()) }
    let whole = Int(self)
    let fraction = self - Double(whole)
    // A fraction is only left below 2^52 in size: one more or less does not overflow.
    if fraction >= 0.5 { return whole &+ 1 }
    if fraction <= -0.5 { return whole &- 1 }
    return whole
  }
}

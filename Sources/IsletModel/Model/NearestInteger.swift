extension Double {
  /// `Int(rounded())`, the nearest whole number with halves away from zero, without the call to
  /// libm's `round` that `rounded()` is on a baseline x86-64 (it has no instruction for it): a
  /// sheet rounds points to rows and columns about 500 times, and spells its titles' numbers
  /// (`NumberSpelling`). Below 2^52 in size, truncating is exact and so is the fraction it
  /// leaves; larger values (and NaN) take `rounded()` itself. Inlined: a call cost about as much
  /// as the rounding.
  @inlinable @inline(__always) package var nearestInteger: Int {
    // 2^52: from here on a double has no fractional part.
    guard abs(self) < 0x1p52 else { return Int(rounded()) }
    let whole = Int(self)
    let fraction = self - Double(whole)
    if fraction >= 0.5 { return whole + 1 }
    if fraction <= -0.5 { return whole - 1 }
    return whole
  }
}

/// Whether this build can read Swift sources: it needs the toolchain's swift-syntax
/// (`usr/lib/swift/host`), which Package.swift links when it finds it.
public enum SwiftSourceSupport {
  #if canImport(SwiftParser)
    public static let isAvailable = true
    public static let unavailableReason: String? = nil
  #else
    public static let isAvailable = false
    public static let unavailableReason: String? =
      "this islet was built without swift-syntax (SwiftParser and SwiftSyntax from the toolchain's usr/lib/swift/host were not found), so it cannot read .swift files; rebuild with a Swift 6 toolchain whose usr/lib/swift/host is present"
  #endif
}

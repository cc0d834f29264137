import Foundation
import TestSupport

/// Provider tokens issued by the wall clock, as a backend makes them.
enum ProviderTokenText {
  static var now: Int { Int(Date().timeIntervalSince1970) }

  /// One issued now.
  static var fresh: String { ProviderTokens.make(issuedAt: now) }

  /// One issued two hours ago: 403 ExpiredProviderToken.
  static var expired: String { ProviderTokens.make(issuedAt: now - 7200) }
}

/// Which strings `URL(string:)` accepts, and so which a `URL` field decodes (JSONDecoder throws
/// `dataCorrupted` "Invalid URL string." otherwise). Since iOS 17 (and in swift-foundation)
/// `URL(string:)` percent-encodes characters that are not allowed in the path, query and
/// fragment (`a b` becomes `a%20b`), so most strings are accepted; it refuses:
///
/// - the empty string;
/// - a scheme (the text before a `:` that comes before any `/ ? #`) that does not start with a
///   letter or holds anything but letters, digits, `+ - .` (`12:30`, `a b:c`);
/// - after `//`, a host holding anything but letters, digits, `- . _ ~ ! $ & ' ( ) * + , ; =`,
///   `%` with two hex digits and non-ASCII letters (`https://a b.com`, `https://a|b.com`), an
///   IP literal `[…]` not closed or followed by anything but a port, or a port that is not
///   digits (`http://a:port/`).
public enum URLText {
  /// What a URL string must look like, for help text.
  public static let rule =
    "URL(string:) refuses an empty string, a malformed scheme, and spaces or symbols in the host or port"

  public static func isAccepted(_ text: String) -> Bool {
    let scalars = Array(text.unicodeScalars)
    guard !scalars.isEmpty else { return false }
    var rest = scalars[...]
    if let colon = scalars.firstIndex(where: { ":/?#".unicodeScalars.contains($0) }), scalars[colon] == ":",
      colon > 0
    {
      guard isScheme(scalars[..<colon]) else { return false }
      rest = scalars[(colon + 1)...]
    }
    guard rest.starts(with: "//".unicodeScalars) else { return true }
    let afterSlashes = rest.dropFirst(2)
    let authority = afterSlashes.prefix { !"/?#".unicodeScalars.contains($0) }
    let hostAndPort = authority.lastIndex(of: "@").map { authority[($0 + 1)...] } ?? authority
    return isHostAndPort(hostAndPort)
  }

  private static func isScheme(_ scalars: ArraySlice<Unicode.Scalar>) -> Bool {
    guard let first = scalars.first, first.isASCII, first.properties.isAlphabetic else { return false }
    return scalars.allSatisfy {
      $0.isASCII && ($0.properties.isAlphabetic || isDigit($0) || "+-.".unicodeScalars.contains($0))
    }
  }

  private static func isHostAndPort(_ scalars: ArraySlice<Unicode.Scalar>) -> Bool {
    var host = scalars
    var port: ArraySlice<Unicode.Scalar> = []
    if scalars.first == "[" {
      guard let close = scalars.firstIndex(of: "]") else { return false }
      let after = scalars[(close + 1)...]
      guard after.isEmpty || after.first == ":" else { return false }
      host = []
      port = after.dropFirst()
    } else if let colon = scalars.lastIndex(of: ":") {
      host = scalars[..<colon]
      port = scalars[(colon + 1)...]
    }
    guard port.allSatisfy(isDigit) else { return false }
    var index = host.startIndex
    while index < host.endIndex {
      let scalar = host[index]
      if scalar == "%" {
        guard index + 2 < host.endIndex, isHex(host[index + 1]), isHex(host[index + 2]) else { return false }
        index += 3
        continue
      }
      let allowed =
        !scalar.isASCII && scalar.properties.isAlphabetic
        || scalar.isASCII && (scalar.properties.isAlphabetic || isDigit(scalar))
        || "-._~!$&'()*+,;=".unicodeScalars.contains(scalar)
      guard allowed else { return false }
      index += 1
    }
    return true
  }

  private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }
  private static func isHex(_ scalar: Unicode.Scalar) -> Bool {
    isDigit(scalar) || ("a"..."f").contains(scalar) || ("A"..."F").contains(scalar)
  }
}

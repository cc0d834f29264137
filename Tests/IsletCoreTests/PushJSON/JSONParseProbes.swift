@testable import IsletPush

/// Hostile and broken JSON texts, and what parsing each one gives, written so that a parser's
/// outcomes can be recorded and a rewrite compared with them: every prefix of three documents
/// (a push, numbers and literals, escapes and multibyte text), single-byte substitutions in
/// two of them, and a list of known traps (deep nesting, huge numbers, invalid UTF-8, NUL,
/// lone surrogates). The outcomes in `recorded` are those of the recursive parser before
/// issue 18's rewrite, but for the trailing commas now reported at the comma.
enum JSONParseProbes {
  static let documents: [[UInt8]] = [
    #"{"aps": {"timestamp": 1796000007, "event": "update", "content-state": {"phase": "nearby", "eta": 817693407, "courier": "Zoë 🚴"}}}"#,
    #"[-0, 123456789012345678901, 0.5, -2.5E-2, 1e+3, true, false, null, [], {}, [[1], {"a": [2]}]]"#,
    " {\"a\\\"b\\u00e9\\ud83d\\ude00\\n\": \"x\\ty\\/z\" , \"配達\":\"\\u0041\"}\r\n",
  ].map { Array($0.utf8) }

  /// The bytes put in place of each byte of a document, one at a time.
  static let substitutes: [UInt8] = [0x00, 0x20, 0x22, 0x5C, 0x2C, 0x7D, 0x30, 0xC3]

  static let traps: [[UInt8]] =
    [
      "", " ", "[1,]", "{\"a\" 1}", "01", "-01", "1.", "1e", "1e+", "1.5e3.2", "NaN", "Infinity", "-",
      "\"abc",
      "[1] x", "\"\\ud800\"", "\"\\ud800\\u0041\"", "\"\\udc00\"", "\"\\x\"", "\"\\u12\"", "\"\\u12g4\"",
      "tru",
      "nul", "falsx", "[tru]", "{\"a\":1,}", "{,}", "[1 2]", "{\"a\":1 \"b\":2}", " \t\r\n[ 1 , 2 ] \n",
      "123456789012345678901234567890", "-1234567890123456789", "\"\\", "\"\\u", "{\"a\"", "{\"a\":", "[",
      "{",
      String(repeating: "[", count: 600), String(repeating: "{\"a\":", count: 600),
      String(repeating: "[", count: 512) + String(repeating: "]", count: 512),
      String(repeating: "9", count: 400), "[" + String(repeating: "1,", count: 300) + "1]",
    ].map { Array($0.utf8) } + [
      [0x00], [0x5B, 0x00, 0x5D], [0x22, 0x61, 0x00, 0x22], [0x74, 0x72, 0x75, 0x65, 0x00], [0x31, 0x00],
      [0xEF, 0xBB, 0xBF, 0x7B, 0x7D], [0x22, 0xFF, 0x22], [0x22, 0xC3, 0x22], [0x22, 0xC3],
      [0x22, 0xE0, 0x80, 0x80, 0x22],
      [0x22, 0xED, 0xA0, 0x80, 0x22], [0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], [0x22, 0xC0, 0xAF, 0x22],
      [0x22, 0xF0, 0x9F, 0x98], [0x22, 0xE2, 0x82, 0x22], [0x22, 0x1F, 0x22], [0x22, 0x7F, 0x22],
    ]

  /// Every probe, in the order of `recorded`.
  static var inputs: [[UInt8]] {
    var inputs: [[UInt8]] = []
    for document in documents {
      for length in 0...document.count { inputs.append(Array(document[..<length])) }
    }
    for document in documents.dropFirst() {
      for offset in document.indices {
        for byte in substitutes where byte != document[offset] {
          var changed = document
          changed[offset] = byte
          inputs.append(changed)
        }
      }
    }
    return inputs + traps
  }

  /// What parsing `input` into `document` gives: `error OFFSET MESSAGE`, or `ok NODES HASH`
  /// with a hash of every node's fields and of the decoded strings.
  static func outcome(of input: [UInt8], in document: inout JSONDocument) -> String {
    do {
      try input.withUnsafeBufferPointer { try document.parse($0) }
    } catch let error as JSONParseError {
      return "error \(error.offset) \(error.message)"
    } catch {
      return "error \(error)"
    }
    let storage = document.storage
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    func mix(_ value: Int) {
      for shift in stride(from: 0, to: 64, by: 8) {
        hash = (hash ^ UInt64(truncatingIfNeeded: value >> shift) & 0xFF) &* 0x100_0000_01B3
      }
    }
    for index in 0..<storage.nodes.count {
      let node = storage.nodes[index]
      for field in [Int(node.kind.rawValue), node.start, node.length, node.end, node.payload] { mix(field) }
      mix(node.hasIntegerValue ? 1 : 0)
    }
    for byte in storage.unescaped.buffer(start: 0, length: storage.unescaped.count) { mix(Int(byte)) }
    return "ok \(storage.nodes.count) \(String(hash, radix: 16))"
  }
}

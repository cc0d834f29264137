/// A finding as data, for a finding made in another process (the Swift translator): its code
/// by identifier, read back from the catalog; an identifier the catalog lacks is a decoding
/// error, not a code without a title.
extension Finding: Codable {
  private enum CodingKeys: String, CodingKey {
    case code, severity, location, message, help, omitted
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let id = try container.decode(String.self, forKey: .code)
    guard let code = FindingCode.named(id) else {
      throw DecodingError.dataCorruptedError(
        forKey: .code, in: container, debugDescription: "no finding code \(id)")
    }
    self.init(
      code, try container.decode(String.self, forKey: .message),
      at: try container.decode(FindingLocation.self, forKey: .location),
      severity: try container.decode(Severity.self, forKey: .severity),
      help: try container.decodeIfPresent(String.self, forKey: .help))
    omitted = try container.decodeIfPresent(Int.self, forKey: .omitted)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(code.id, forKey: .code)
    try container.encode(severity, forKey: .severity)
    try container.encode(location, forKey: .location)
    try container.encode(message, forKey: .message)
    try container.encodeIfPresent(help, forKey: .help)
    try container.encodeIfPresent(omitted, forKey: .omitted)
  }
}

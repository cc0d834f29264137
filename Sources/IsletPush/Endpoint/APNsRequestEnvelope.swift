import IsletModel

/// A received request as one islet envelope line (NDJSON) for the live preview, which reads one
/// push per line: `{"arrival":…,"headers":{apns-*},"token":…,"body":…}`. A body that is not JSON
/// is written as a line of its own (CR and LF as spaces): the preview's verdict for it is "not
/// JSON", as the endpoint's is.
public enum APNsRequestEnvelope {
  public static func line(_ request: APNsRequest) -> [UInt8] {
    guard (try? JSONDocument(parsing: request.body)) != nil else {
      return request.body.map { $0 == 0x0A || $0 == 0x0D ? 0x20 : $0 } + [0x0A]
    }
    var text = "{\"arrival\":" + JSONWriter.quoted(ISO8601Text.format(request.arrival)) + ",\"headers\":{"
    var count = 0
    for header in request.headers where APNsRequestLog.isLogged(header.name) {
      if count > 0 { text += "," }
      count += 1
      text += JSONWriter.quoted(header.name) + ":" + JSONWriter.quoted(header.value)
    }
    text += "}"
    let device = "/3/device/"
    if request.path.hasPrefix(device) {
      text += ",\"token\":" + JSONWriter.quoted(String(request.path.dropFirst(device.count)))
    }
    var line = Array((text + ",\"body\":").utf8)
    line += request.body.map { $0 == 0x0A || $0 == 0x0D ? 0x20 : $0 }
    line += Array("}\n".utf8)
    return line
  }
}

/// One request stream of a connection while it arrives, and its response while it is sent.
struct H2Stream {
  var method = ""
  var path = ""
  var headers: [(name: String, value: String)] = []
  /// Bytes of the names and values so far, against `ServerLimits.headerListBytes`.
  var headerBytes = 0
  var body: [UInt8] = []
  var bodyOverflowed = false
  /// When its HEADERS frame began (monotonic seconds).
  let openedAt: Double
  /// The response body being sent, and how much of it has gone.
  var response: [UInt8] = []
  var responseOffset = 0
  /// Whether the request is complete (END_STREAM) and answered.
  var isAnswered = false
}

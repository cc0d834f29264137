import CNghttp2
import COpenSSL
import Glibc
import IsletModel
import IsletPush

/// One client connection: bytes from the socket (through TLS when there is a context) go into
/// an nghttp2 server session, whose callbacks assemble requests; a complete request is handed
/// to `answer` and its response submitted. Non-blocking: `readable` and `writable` do what the
/// socket allows and return. Anything malformed, too large or too slow ends this connection
/// only (`isFinished`).
final class H2Connection {
  let descriptor: Int32
  private var tls: OpaquePointer?
  private var isHandshaking: Bool
  private var session: OpaquePointer?
  private var streams: [Int32: H2Stream] = [:]
  private var outgoing: [UInt8] = []
  private var outgoingOffset = 0
  private let limits: ServerLimits
  private let answer: (APNsRequest) -> APNsResponse
  /// The wall clock, for each request's arrival.
  private let clock: () -> Instant
  private let openedAt: Double
  private var lastReceived: Double
  /// Set when the connection must close (error, end of input, limit).
  private(set) var isFinished = false

  init(
    descriptor: Int32, tls context: TLSContext?, limits: ServerLimits, clock: @escaping () -> Instant,
    answer: @escaping (APNsRequest) -> APNsResponse
  ) {
    self.descriptor = descriptor
    self.limits = limits
    self.clock = clock
    self.answer = answer
    openedAt = MonotonicClock.seconds()
    lastReceived = openedAt
    isHandshaking = context != nil
    if let context {
      tls = SSL_new(context.context)
      if let tls { SSL_set_fd(tls, descriptor) } else { isFinished = true }
    }
    startSession()
  }

  deinit {
    if let session { nghttp2_session_del(session) }
    if let tls { SSL_free(tls) }
    close(descriptor)
  }

  /// Whether there are bytes waiting to go out (poll for POLLOUT).
  var wantsToWrite: Bool { outgoingOffset < outgoing.count || (tls != nil && isHandshaking) }

  /// Whether TLS holds decrypted bytes not read yet (poll does not see them: read again).
  var hasBufferedInput: Bool {
    guard let tls, !isHandshaking, wantsToRead else { return false }
    return SSL_pending(tls) > 0
  }

  /// Whether the client may be read (output is not backed up: a client that does not read its
  /// responses is not read from either, so memory stays bounded).
  var wantsToRead: Bool { outgoingOffset == outgoing.count }

  private func startSession() {
    var callbacks: OpaquePointer?
    guard nghttp2_session_callbacks_new(&callbacks) == 0, let callbacks else {
      isFinished = true
      return
    }
    defer { nghttp2_session_callbacks_del(callbacks) }
    nghttp2_session_callbacks_set_on_begin_headers_callback(callbacks, h2BeginHeaders)
    nghttp2_session_callbacks_set_on_header_callback(callbacks, h2Header)
    nghttp2_session_callbacks_set_on_data_chunk_recv_callback(callbacks, h2DataChunk)
    nghttp2_session_callbacks_set_on_frame_recv_callback(callbacks, h2FrameReceived)
    nghttp2_session_callbacks_set_on_stream_close_callback(callbacks, h2StreamClosed)
    let user = Unmanaged.passUnretained(self).toOpaque()
    guard nghttp2_session_server_new(&session, callbacks, user) == 0, let session else {
      isFinished = true
      return
    }
    var settings = [
      nghttp2_settings_entry(
        settings_id: Int32(NGHTTP2_SETTINGS_MAX_CONCURRENT_STREAMS.rawValue),
        value: UInt32(limits.streamsPerConnection)),
      nghttp2_settings_entry(
        settings_id: Int32(NGHTTP2_SETTINGS_MAX_HEADER_LIST_SIZE.rawValue),
        value: UInt32(limits.headerListBytes)),
    ]
    if nghttp2_submit_settings(session, UInt8(NGHTTP2_FLAG_NONE.rawValue), &settings, settings.count) != 0 {
      isFinished = true
    }
  }

  // MARK: - Socket side

  /// Reads what the socket has (at most 64 KB a turn, so one busy client does not hold up the
  /// others) and feeds the session; then writes what it can.
  func readable() {
    guard !isFinished else { return }
    if isHandshaking && !handshake() { return }
    var buffer = [UInt8](repeating: 0, count: 16 * 1024)
    for _ in 0..<4 where !isFinished && wantsToRead {
      let count = buffer.withUnsafeMutableBytes { receive(into: $0) }
      guard count > 0 else { break }
      lastReceived = MonotonicClock.seconds()
      let taken = buffer.withUnsafeBufferPointer { nghttp2_session_mem_recv(session, $0.baseAddress, count) }
      if taken < 0 { isFinished = true }
      flush()
    }
    flush()
  }

  /// Writes pending output.
  func writable() {
    guard !isFinished else { return }
    if isHandshaking {
      _ = handshake()
      return
    }
    flush()
  }

  /// Ends a connection that has been silent, or slow with a handshake or request, too long.
  func checkTimeouts(now: Double) {
    let limit = limits.idleSeconds
    if now - lastReceived > limit || (isHandshaking && now - openedAt > limit)
      || streams.values.contains(where: { !$0.isAnswered && now - $0.openedAt > limit })
    {
      isFinished = true
    }
  }

  /// Advances the TLS handshake; true once it is done with ALPN h2.
  private func handshake() -> Bool {
    guard let tls else { return true }
    let result = SSL_accept(tls)
    if result == 1 {
      isHandshaking = false
      // A client that agreed on another protocol cannot be served (there is no HTTP/1.1 here).
      if islet_tls_speaks_h2(tls) == 0 { isFinished = true }
      return !isFinished
    }
    let error = SSL_get_error(tls, result)
    if error != SSL_ERROR_WANT_READ && error != SSL_ERROR_WANT_WRITE { isFinished = true }
    ERR_clear_error()
    return false
  }

  /// Bytes read into `buffer`; 0 when nothing more is there now (or the connection finished).
  private func receive(into buffer: UnsafeMutableRawBufferPointer) -> Int {
    if let tls {
      let count = SSL_read(tls, buffer.baseAddress, Int32(buffer.count))
      if count > 0 { return Int(count) }
      let error = SSL_get_error(tls, count)
      if error != SSL_ERROR_WANT_READ && error != SSL_ERROR_WANT_WRITE { isFinished = true }
      ERR_clear_error()
      return 0
    }
    let count = recv(descriptor, buffer.baseAddress, buffer.count, 0)
    if count > 0 { return count }
    if count == 0 || (errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR) { isFinished = true }
    return 0
  }

  /// Moves the session's output to the socket until it would block.
  private func flush() {
    while !isFinished {
      if outgoingOffset == outgoing.count {
        outgoing.removeAll(keepingCapacity: true)
        outgoingOffset = 0
        var data: UnsafePointer<UInt8>?
        let count = nghttp2_session_mem_send(session, &data)
        if count < 0 {
          isFinished = true
          return
        }
        guard count > 0, let data else { break }
        outgoing.append(contentsOf: UnsafeBufferPointer(start: data, count: count))
      }
      let sent = outgoing.withUnsafeBytes { bytes in
        send(from: UnsafeRawBufferPointer(rebasing: bytes[outgoingOffset...]))
      }
      guard sent > 0 else { return }
      outgoingOffset += sent
    }
    if session.map({ nghttp2_session_want_read($0) == 0 && nghttp2_session_want_write($0) == 0 }) ?? true,
      outgoingOffset == outgoing.count
    {
      isFinished = true
    }
  }

  private func send(from bytes: UnsafeRawBufferPointer) -> Int {
    if let tls {
      let count = SSL_write(tls, bytes.baseAddress, Int32(min(bytes.count, Int(Int32.max))))
      if count > 0 { return Int(count) }
      let error = SSL_get_error(tls, count)
      if error != SSL_ERROR_WANT_READ && error != SSL_ERROR_WANT_WRITE { isFinished = true }
      ERR_clear_error()
      return 0
    }
    let count = Glibc.send(descriptor, bytes.baseAddress, bytes.count, Int32(MSG_NOSIGNAL))
    if count >= 0 { return count }
    if errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR { isFinished = true }
    return 0
  }

  // MARK: - Session callbacks (called by nghttp2 inside mem_recv and mem_send)

  func beginRequest(_ id: Int32) {
    streams[id] = H2Stream(openedAt: MonotonicClock.seconds())
  }

  /// One header; false resets the stream (its header list is over the limit).
  func header(_ id: Int32, name: UnsafeBufferPointer<UInt8>, value: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let index = streams.index(forKey: id) else { return true }
    // The stream is changed in place: a copy taken out and put back would copy its header list
    // on every header.
    streams.values[index].headerBytes += name.count + value.count + 32
    guard streams.values[index].headerBytes <= limits.headerListBytes else {
      streams.remove(at: index)
      return false
    }
    let nameText = String(decoding: name, as: UTF8.self)
    let valueText = String(decoding: value, as: UTF8.self)
    switch nameText {
    case ":method": streams.values[index].method = valueText
    case ":path": streams.values[index].path = valueText
    default: if !nameText.hasPrefix(":") { streams.values[index].headers.append((nameText, valueText)) }
    }
    return true
  }

  func bodyChunk(_ id: Int32, _ bytes: UnsafeBufferPointer<UInt8>) {
    guard streams[id] != nil else { return }
    let room = limits.bodyBytes - streams[id]!.body.count
    if bytes.count > room { streams[id]!.bodyOverflowed = true }
    streams[id]!.body.append(contentsOf: bytes.prefix(max(0, room)))
  }

  /// The request on `id` is complete: judge it and submit the response.
  func requestEnded(_ id: Int32) {
    guard var stream = streams[id], !stream.isAnswered else { return }
    let request = APNsRequest(
      method: stream.method, path: stream.path, headers: stream.headers, body: stream.body,
      bodyOverflowed: stream.bodyOverflowed, arrival: clock())
    let response = answer(request)
    stream.isAnswered = true
    stream.body = []
    stream.headers = []
    stream.response = response.body
    streams[id] = stream
    submit(response, on: id)
  }

  func streamClosed(_ id: Int32) { streams[id] = nil }

  /// Copies up to `length` bytes of the response body of `id` into `buffer`.
  func readResponse(_ id: Int32, into buffer: UnsafeMutablePointer<UInt8>, length: Int) -> (Int, ended: Bool)
  {
    guard var stream = streams[id] else { return (0, true) }
    let count = min(length, stream.response.count - stream.responseOffset)
    stream.response.withUnsafeBufferPointer {
      buffer.update(from: $0.baseAddress! + stream.responseOffset, count: count)
    }
    stream.responseOffset += count
    streams[id] = stream
    return (count, stream.responseOffset == stream.response.count)
  }

  private func submit(_ response: APNsResponse, on id: Int32) {
    var fields: [(String, String)] = [
      (":status", String(response.status)), (response.identifierHeader, response.apnsID),
    ]
    if let channel = response.createdChannelID { fields.append(("apns-channel-id", channel)) }
    if !response.body.isEmpty {
      fields.append(("content-type", "application/json"))
      fields.append(("content-length", String(response.body.count)))
    }
    var storage: [UInt8] = []
    var ranges: [(Range<Int>, Range<Int>)] = []
    for (name, value) in fields {
      let nameStart = storage.count
      storage += Array(name.utf8)
      let valueStart = storage.count
      storage += Array(value.utf8)
      ranges.append((nameStart..<valueStart, valueStart..<storage.count))
    }
    let result = storage.withUnsafeMutableBufferPointer { bytes -> Int32 in
      let base = bytes.baseAddress!
      var list = ranges.map { name, value in
        nghttp2_nv(
          name: base + name.lowerBound, value: base + value.lowerBound, namelen: name.count,
          valuelen: value.count, flags: UInt8(NGHTTP2_NV_FLAG_NONE.rawValue))
      }
      guard !response.body.isEmpty else {
        return nghttp2_submit_response(session, id, &list, list.count, nil)
      }
      var provider = nghttp2_data_provider(
        source: nghttp2_data_source(ptr: nil), read_callback: h2ReadResponse)
      return nghttp2_submit_response(session, id, &list, list.count, &provider)
    }
    if result != 0 { isFinished = true }
  }

  static func from(_ user: UnsafeMutableRawPointer?) -> H2Connection {
    Unmanaged<H2Connection>.fromOpaque(user!).takeUnretainedValue()
  }
}

private let h2BeginHeaders: nghttp2_on_begin_headers_callback = { _, frame, user in
  guard let frame, islet_h2_is_request_headers(frame) != 0 else { return 0 }
  H2Connection.from(user).beginRequest(frame.pointee.hd.stream_id)
  return 0
}

private let h2Header: nghttp2_on_header_callback = {
  _, frame, name, nameLength, value, valueLength, _, user in
  guard let frame, let name, let value else { return 0 }
  let accepted = H2Connection.from(user).header(
    frame.pointee.hd.stream_id, name: UnsafeBufferPointer(start: name, count: nameLength),
    value: UnsafeBufferPointer(start: value, count: valueLength))
  return accepted ? 0 : NGHTTP2_ERR_TEMPORAL_CALLBACK_FAILURE.rawValue
}

private let h2DataChunk: nghttp2_on_data_chunk_recv_callback = { _, _, id, data, length, user in
  guard let data else { return 0 }
  H2Connection.from(user).bodyChunk(id, UnsafeBufferPointer(start: data, count: length))
  return 0
}

private let h2FrameReceived: nghttp2_on_frame_recv_callback = { _, frame, user in
  guard let frame, islet_h2_ends_stream(frame) != 0 else { return 0 }
  let type = frame.pointee.hd.type
  if type == UInt8(NGHTTP2_HEADERS.rawValue) || type == UInt8(NGHTTP2_DATA.rawValue) {
    H2Connection.from(user).requestEnded(frame.pointee.hd.stream_id)
  }
  return 0
}

private let h2StreamClosed: nghttp2_on_stream_close_callback = { _, id, _, user in
  H2Connection.from(user).streamClosed(id)
  return 0
}

private let h2ReadResponse: nghttp2_data_source_read_callback = { _, id, buffer, length, flags, _, user in
  guard let buffer, let flags else { return Int(NGHTTP2_ERR_CALLBACK_FAILURE.rawValue) }
  let (count, ended) = H2Connection.from(user).readResponse(id, into: buffer, length: length)
  if ended { flags.pointee |= UInt32(NGHTTP2_DATA_FLAG_EOF.rawValue) }
  return count
}

import Foundation

/// A pipe one thread writes to so that another, waiting in `poll` for keys, wakes at once: the
/// push reader wakes the screen thread when lines arrive in an empty queue or the source ends,
/// instead of the screen finding them when its key wait times out.
///
/// Both ends are non-blocking: a wake while one is already pending (the pipe full) is dropped,
/// since the waiting thread wakes anyway; `clear` reads every pending byte.
final class WakeUpPipe: Sendable {
  /// The end to wait on (readable while a wake is pending).
  let readDescriptor: Int32
  private let writeDescriptor: Int32

  /// A pipe, or nil when the process has no descriptors left (the screen then finds lines when
  /// its key wait times out, as without one).
  init?() {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return nil }
    for end in ends {
      _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
      _ = fcntl(end, F_SETFD, FD_CLOEXEC)
    }
    readDescriptor = ends[0]
    writeDescriptor = ends[1]
  }

  deinit {
    close(readDescriptor)
    close(writeDescriptor)
  }

  /// Makes `readDescriptor` readable.
  func wake() {
    var byte: UInt8 = 1
    _ = write(writeDescriptor, &byte, 1)
  }

  /// Takes every pending wake.
  func clear() {
    var bytes = [UInt8](repeating: 0, count: 64)
    while read(readDescriptor, &bytes, bytes.count) > 0 {}
  }
}

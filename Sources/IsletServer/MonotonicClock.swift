import Glibc

/// Seconds on the monotonic clock, for timeouts (wall-clock jumps do not end connections).
enum MonotonicClock {
  static func seconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }
}

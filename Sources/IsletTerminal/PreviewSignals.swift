import Glibc
import Synchronization

/// The signals the preview handles, turned into flags the screen thread polls: nothing but an
/// atomic store happens inside a handler. SIGPIPE is ignored; SIGWINCH is left to ncurses
/// (it turns a resize into KEY_RESIZE).
enum PreviewSignals {
  /// Signals that arrived since the last `take()`.
  struct Pending: OptionSet {
    let rawValue: Int
    static let interrupt = Pending(rawValue: 1)
    static let terminate = Pending(rawValue: 2)
    static let suspend = Pending(rawValue: 4)
    static let resumed = Pending(rawValue: 8)
  }

  private static let pending = Atomic<Int>(0)
  private static let handled: [Int32] = [SIGINT, SIGTERM, SIGTSTP, SIGCONT]

  /// Installs the handlers and unblocks the signals on the calling thread (a thread pool may
  /// have blocked them, and the stop in `stopProcess` must reach this thread). Call before
  /// `newterm`, so ncurses keeps its hands off them. Returns the thread's previous mask.
  static func install() -> sigset_t {
    var mask = sigset_t()
    sigemptyset(&mask)
    for signal in handled { setHandler(signal) }
    for signal in handled + [SIGWINCH] { sigaddset(&mask, signal) }
    var previous = sigset_t()
    pthread_sigmask(SIG_UNBLOCK, &mask, &previous)
    Glibc.signal(SIGPIPE, SIG_IGN)
    return previous
  }

  /// Puts the default dispositions and the thread's `previousMask` back.
  static func restore(_ previousMask: sigset_t) {
    for signal in handled { Glibc.signal(signal, SIG_DFL) }
    var mask = previousMask
    pthread_sigmask(SIG_SETMASK, &mask, nil)
  }

  /// The signals that arrived since the last call.
  static func take() -> Pending { Pending(rawValue: pending.exchange(0, ordering: .acquiringAndReleasing)) }

  /// Stops the process the way Ctrl-Z would (the caller has already given the terminal back)
  /// and returns once it is continued.
  static func stopProcess() {
    Glibc.signal(SIGTSTP, SIG_DFL)
    raise(SIGTSTP)
    setHandler(SIGTSTP)
  }

  private static func setHandler(_ signal: Int32) {
    Glibc.signal(signal) { received in
      let flag: Pending =
        switch received {
        case SIGINT: .interrupt
        case SIGTERM: .terminate
        case SIGTSTP: .suspend
        default: .resumed
        }
      PreviewSignals.pending.bitwiseOr(flag.rawValue, ordering: .relaxed)
    }
  }
}

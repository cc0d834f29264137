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

  /// Installs the handlers. Call before `newterm`, so ncurses keeps its hands off them.
  static func install() {
    for signal in handled { setHandler(signal) }
    Glibc.signal(SIGPIPE, SIG_IGN)
  }

  /// Puts the default dispositions back.
  static func restore() {
    for signal in handled { Glibc.signal(signal, SIG_DFL) }
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

import Glibc
import Synchronization

/// The signals the preview handles, turned into flags the screen thread polls: nothing but an
/// atomic store happens inside a handler. Every signal whose default action would end the
/// process (closing the terminal window or an ssh drop is SIGHUP) ends the preview through the
/// loop instead, so the terminal is restored before the process exits. SIGPIPE is ignored;
/// SIGWINCH is left to ncurses (it turns a resize into KEY_RESIZE); faults are
/// `TerminalRescue`'s.
enum PreviewSignals {
  /// Signals that arrived since the last `take()`.
  struct Pending: OptionSet {
    let rawValue: Int
    static let suspend = Pending(rawValue: 1)
    static let resumed = Pending(rawValue: 2)
  }

  /// The signals that end the preview: every one whose default action terminates the process,
  /// but the faults.
  static let ending: [Int32] = [
    SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGXCPU, SIGXFSZ, SIGVTALRM, SIGPROF,
    SIGPWR, SIGSTKFLT, SIGIO,
  ]

  private static let pending = Atomic<Int>(0)
  /// The first ending signal that arrived (0: none).
  private static let endingSignal = Atomic<Int32>(0)
  private static let handled: [Int32] = ending + [SIGTSTP, SIGCONT]

  /// Installs the handlers and unblocks the signals on the calling thread (a thread pool may
  /// have blocked them, and the stop in `stopProcess` must reach this thread). Call before
  /// `newterm`, so ncurses keeps its hands off them. Returns the thread's previous mask.
  static func install() -> sigset_t {
    pending.store(0, ordering: .relaxed)
    endingSignal.store(0, ordering: .relaxed)
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

  /// The ending signal that arrived, if any (it stays: the preview ends).
  static func endedBy() -> Int32? {
    let signal = endingSignal.load(ordering: .acquiring)
    return signal == 0 ? nil : signal
  }

  /// Stops the process the way Ctrl-Z would (the caller has already given the terminal back)
  /// and returns once it is continued.
  static func stopProcess() {
    Glibc.signal(SIGTSTP, SIG_DFL)
    raise(SIGTSTP)
    setHandler(SIGTSTP)
  }

  private static func setHandler(_ signal: Int32) {
    Glibc.signal(signal) { received in
      switch received {
      case SIGTSTP: PreviewSignals.pending.bitwiseOr(Pending.suspend.rawValue, ordering: .relaxed)
      case SIGCONT: PreviewSignals.pending.bitwiseOr(Pending.resumed.rawValue, ordering: .relaxed)
      default:
        _ = PreviewSignals.endingSignal.compareExchange(
          expected: 0, desired: received, ordering: .acquiringAndReleasing)
      }
    }
  }
}

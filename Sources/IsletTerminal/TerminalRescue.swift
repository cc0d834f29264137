import CNcursesw
import Glibc
import Synchronization

/// Gives the terminal back when the process dies in the middle of the preview: a trap
/// (SIGILL, SIGTRAP), abort, a bad access, or an `exit` from anywhere.
///
/// While the screen is open, the bytes `endwin` would send (plain attributes, the cursor
/// shown, keypad off, the alternate screen left) and the terminal's modes from before
/// `newterm` are kept ready, so a fatal-signal handler can restore both with `write` and
/// `tcsetattr` alone — the async-signal-safe part of `endwin`, without ncurses' buffers or
/// locks — and then let the signal do what it would have done (the Swift runtime's crash
/// report, a core).
enum TerminalRescue {
  /// The faults the handler restores the terminal for, then passes on.
  static let fatalSignals: [Int32] = [SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGSEGV, SIGSYS]

  private static let isArmed = Atomic<Bool>(false)
  private static let isExitHookRegistered = Atomic<Bool>(false)
  // Written only while disarmed, before the releasing store that arms; read by the handler.
  nonisolated(unsafe) private static var descriptor: Int32 = -1
  nonisolated(unsafe) private static var modes = termios()
  nonisolated(unsafe) private static var hasModes = false
  nonisolated(unsafe) private static var bytes = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 256)
  nonisolated(unsafe) private static var byteCount = 0
  /// The actions the handler replaced, by signal number (a pointer: no array copy in a handler).
  nonisolated(unsafe) private static var previousActions: UnsafeMutablePointer<sigaction> = {
    let actions = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
    actions.initialize(repeating: sigaction(), count: 65)
    return actions
  }()
  nonisolated(unsafe) private static var alternateStack = stack_t()

  /// The terminal modes of `descriptor` before ncurses changes them; nil when it is not a terminal.
  static func modes(of descriptor: Int32) -> termios? {
    var saved = termios()
    return tcgetattr(descriptor, &saved) == 0 ? saved : nil
  }

  /// Arms the rescue for the screen on `descriptor` (call after `newterm`, with the modes from
  /// before it), installing the fatal-signal handlers on an alternate stack.
  static func arm(descriptor: Int32, modes: termios?) {
    disarm()
    self.descriptor = descriptor
    self.modes = modes ?? termios()
    hasModes = modes != nil
    byteCount = 0
    for capability in ["sgr0", "cnorm", "rmkx", "rmcup"] {
      guard let sequence = tigetstr(capability), Int(bitPattern: sequence) != -1 else { continue }
      let length = strlen(sequence)
      guard byteCount + length <= bytes.count else { continue }
      for offset in 0..<length { bytes[byteCount + offset] = UInt8(bitPattern: sequence[offset]) }
      byteCount += length
    }
    installHandlers()
    if !isExitHookRegistered.exchange(true, ordering: .relaxed) { atexit { TerminalRescue.restore() } }
    isArmed.store(true, ordering: .releasing)
  }

  /// The screen was closed normally (`endwin`): nothing to rescue any more.
  static func disarm() {
    guard isArmed.exchange(false, ordering: .acquiringAndReleasing) else { return }
    for signal in fatalSignals { sigaction(signal, previousActions + Int(signal), nil) }
    var disabled = stack_t()
    disabled.ss_flags = Int32(SS_DISABLE)
    sigaltstack(&disabled, nil)
    alternateStack.ss_sp?.deallocate()
    alternateStack = stack_t()
  }

  /// Restores the terminal once, with async-signal-safe calls only.
  static func restore() {
    guard isArmed.exchange(false, ordering: .acquiringAndReleasing) else { return }
    if byteCount > 0 { _ = write(descriptor, bytes.baseAddress, byteCount) }
    if hasModes { tcsetattr(descriptor, TCSAFLUSH, &modes) }
  }

  private static func installHandlers() {
    // A stack overflow faults on the guard page; the handler needs a stack of its own.
    let size = 64 * 1024
    alternateStack.ss_sp = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 16)
    alternateStack.ss_size = size
    alternateStack.ss_flags = 0
    sigaltstack(&alternateStack, nil)
    var action = sigaction()
    action.__sigaction_handler.sa_sigaction = { signal, info, _ in
      TerminalRescue.restore()
      if (info?.pointee.si_code ?? 0) > 0 {
        // A fault: returning re-executes the faulting instruction, which now reaches the
        // previous handler (the Swift runtime's crash report).
        sigaction(signal, TerminalRescue.previousActions + Int(signal), nil)
      } else {
        // Sent by kill or raise: nothing faults again, and the runtime's handler returns from
        // a sent signal, so the default action ends the process once this handler returns.
        Glibc.signal(signal, SIG_DFL)
        raise(signal)
      }
    }
    action.sa_flags = SA_SIGINFO | SA_ONSTACK
    sigemptyset(&action.sa_mask)
    for signal in fatalSignals { sigaction(signal, &action, previousActions + Int(signal)) }
  }
}

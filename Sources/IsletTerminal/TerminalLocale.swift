import CNcursesw

/// The process locale ncursesw needs: without a UTF-8 `LC_CTYPE` it treats text as Latin-1 and
/// `wcwidth` answers −1 for everything outside ASCII (unicode.md §3.5).
enum TerminalLocale {
  /// Whether a UTF-8 locale is active, set up once on first use: the user's locale
  /// (`setlocale(LC_ALL, "")`), with `LC_CTYPE` falling back to `C.UTF-8` when its codeset is
  /// not UTF-8.
  static let isUTF8: Bool = {
    setlocale(LC_ALL, "")
    if hasUTF8Codeset { return true }
    setlocale(LC_CTYPE, "C.UTF-8")
    return hasUTF8Codeset
  }()

  private static var hasUTF8Codeset: Bool {
    guard let codeset = islet_codeset() else { return false }
    let name = String(cString: codeset).uppercased()
    return name == "UTF-8" || name == "UTF8"
  }
}

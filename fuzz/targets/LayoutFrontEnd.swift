// Fuzz target: the layout front end. Lexes, parses and checks the input as a layout file; when
// it compiles, renders every presentation on the layout's preview state (or an empty record)
// and checks that the plain and ANSI sheets and every diagnostic are safe for a terminal.

enum LayoutFrontEndTarget {
  static func run(_ bytes: UnsafeBufferPointer<UInt8>) {
    let source = String(decoding: bytes, as: UTF8.self)
    let compilation = LayoutCompiler.compile(source, file: "fuzz\u{1B}]0;title\u{7}.islet")
    for finding in compilation.diagnostics {
      TerminalOutput.requireSafe(
        DiagnosticFormatter.format(finding, source: source), allowingSGR: false, "a diagnostic")
    }
    guard let layout = compilation.layout else { return }
    let now = Instant(secondsSinceReferenceDate: 803_000_000)
    let state = layout.previewState(now: now) ?? Record()
    let attributes = layout.previewAttributes(now: now) ?? Record()
    let environment = RenderEnvironment(now: now)
    let sheet = layout.renderSheet(
      state: state, attributes: attributes, environment: environment, viewing: .standard)
    TerminalOutput.requireSafe(GridText.plain(sheet.grid), allowingSGR: false, "the plain sheet")
    TerminalOutput.requireSafe(
      GridText.ansi(sheet.grid, depth: .trueColor), allowingSGR: true, "the 24-bit ANSI sheet")
    for finding in sheet.findings {
      TerminalOutput.requireSafe(
        DiagnosticFormatter.format(finding, source: source), allowingSGR: false, "a finding")
    }
  }
}

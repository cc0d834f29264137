import Foundation
import IsletModel
import TestSupport
import Testing

/// The real preview loop on a real terminal: `PreviewFixture` inside tmux.
@Suite(.enabled(if: TmuxSession.isAvailable)) struct PreviewTmuxTests {
  /// Opens `path` (a FIFO) for writing once the preview has opened it for reading.
  func openWriter(_ path: String) -> FileHandle? {
    let descriptor = open(path, O_WRONLY | O_CLOEXEC)
    return descriptor < 0 ? nil : FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
  }

  @Test func pushesKeysResizeAndQuitOnARealTerminal() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let fifo = directory.file("pushes")
    mkfifo(fifo, 0o600)
    let session = try TmuxSession(
      command: PreviewFixture.command(environment: ["ISLET_FIXTURE_PUSHES": fifo]))
    defer { session.kill() }
    try session.recordOutput(to: directory.file("bytes"))
    #expect(session.waitFor("waiting for pushes…"))
    let writer = try #require(openWriter(fifo))
    writer.write(Data("{\"n\":1}\nwide 中文 👨‍👩‍👧 🇩🇪 ❤️ end\n".utf8))
    let wideRow = session.waitUntil { $0.contains("wide 中文") }
    #expect(wideRow != nil)
    let row = wideRow?.split(separator: "\n").first { $0.contains("wide 中文") } ?? ""
    #expect(row.hasSuffix("│"))
    #expect(DisplayWidth.of(row) == 120)
    writer.write(Data("hostile \u{1B}]52;c;ZXZpbA==\u{07} \u{1B}P$qm\u{1B}\\ \u{202E}RLO\n".utf8))
    #expect(session.waitFor("hostile ␛]52;c;ZXZpbA==\\u{7} ␛P$qm"))
    try writer.close()
    #expect(session.waitFor("end of input after 3 lines"))
    try session.sendKeys("d")
    #expect(session.waitFor("devices: 1"))
    try session.sendKeys("?")
    #expect(session.waitFor("keys · Esc or ? to close"))
    try session.sendKeys("Escape")
    #expect(session.waitUntil { !$0.contains("keys · Esc") } != nil)
    try session.resize(width: 50, height: 12)
    #expect(session.waitFor("terminal too small"))
    try session.resize(width: 120, height: 40)
    #expect(session.waitFor("┌ sheet"))
    try session.sendKeys("q")
    #expect(session.waitFor("preview ended: quit after 3 lines"))
    let bytes = String(
      decoding: (try? Data(contentsOf: URL(fileURLWithPath: directory.file("bytes")))) ?? Data(),
      as: UTF8.self)
    #expect(bytes.contains("hostile"))
    for forbidden in ["\u{1B}]52", "\u{1B}P$q", "\u{202E}", "\u{200D}", "\u{FE0F}"] {
      #expect(!bytes.contains(forbidden), "\(forbidden.unicodeScalars.map { String($0.value, radix: 16) })")
    }
  }

  @Test func ctrlCRestoresTheTerminal() throws {
    let session = try TmuxSession(command: PreviewFixture.command())
    defer { session.kill() }
    #expect(session.waitFor("no push source"))
    try session.sendKeys("C-c")
    let screen = session.waitUntil { $0.contains("preview ended: interrupted") }
    #expect(screen != nil)
    #expect(screen?.contains("┌ sheet") == false)
  }

  @Test func ctrlZSuspendsAndFgRedraws() throws {
    let session = try TmuxSession(command: "bash --norc --noprofile -i")
    defer { session.kill() }
    try session.sendKeys(PreviewFixture.command(), literal: true)
    try session.sendKeys("Enter")
    #expect(session.waitFor("no push source"))
    try session.sendKeys("C-z")
    #expect(session.waitUntil { $0.contains("Stopped") && !$0.contains("┌ sheet") } != nil)
    try session.sendKeys("fg", literal: true)
    try session.sendKeys("Enter")
    #expect(session.waitFor("┌ sheet"))
    try session.sendKeys("q")
    #expect(session.waitFor("preview ended: quit"))
  }
}

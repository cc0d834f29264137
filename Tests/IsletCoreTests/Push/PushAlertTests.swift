import Testing

@testable import IsletPush

/// Reading a push's alert for the preview's event log: only lines that hold `"alert"` are
/// parsed again, wherever the key sits in the line.
@Suite struct PushAlertTests {
  private func read(_ line: String) -> PushAlert? { PushAlert.read(Array(line.utf8)) }

  @Test func readsATitleAndBodyWhereverTheKeySits() {
    let first = read(#"{"aps":{"alert":{"title":"Nearby","body":"2 stops away"},"event":"update"}}"#)
    #expect(first == PushAlert(title: "Nearby", body: "2 stops away"))
    let last = read(#"{"aps":{"event":"update","timestamp":1,"alert":"Delivered"}}"#)
    #expect(last == PushAlert(title: "Delivered", body: nil))
    let wrapped = read(#"{"body":{"aps":{"alert":{"title":"Late"}}}}"#)
    #expect(wrapped == PushAlert(title: "Late", body: nil))
  }

  @Test func linesWithoutTheKeyHaveNoAlert() {
    #expect(read(#"{"aps":{"event":"update","content-state":{"alerts":2}}}"#) == nil)
    #expect(read(#"{"aps":{"event":"update","content-state":{"note":"alert"}}}"#) == nil)
    #expect(read(#""alert"#) == nil)
    #expect(read("") == nil)
    #expect(read(#"{"aps":{"alert":""}}"#) == nil)
  }
}

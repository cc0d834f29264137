import Testing

@testable import IsletTerminal

/// `e` passes the selected finding's line and column the way the editor in `$EDITOR` reads them.
@Suite struct EditorPositionTests {
  @Test(arguments: [
    ("vim", ["+call cursor(35, 9)"]), ("/usr/bin/nvim", ["+call cursor(35, 9)"]),
    ("emacsclient -t", ["+35:9"]), ("micro", ["+35:9"]), ("nano", ["+35,9"]),
    ("vi", ["+35"]), ("code --wait", ["+35"]), ("/tmp/editor.sh", ["+35"]),
  ])
  func eachEditorGetsThePositionItReads(editor: String, arguments: [String]) {
    #expect(EditorPosition(line: 35, column: 9).arguments(for: editor) == arguments)
  }
}

import Testing

@testable import IsletCore

/// The realistic layouts in `Layouts/` check with no diagnostic at all.
@Suite struct BundledLayoutTests {
  @Test(arguments: ["workout.islet", "sports.islet", "rideshare.islet"])
  func checksWithoutDiagnostics(file: String) throws {
    let source = try LayoutFixtures.layoutSource(file)
    let compilation = LayoutCompiler.compile(source, file: file)
    let printed = compilation.diagnostics.map { DiagnosticFormatter.format($0, source: source) }
    #expect(printed == [])
    #expect(compilation.layout != nil)
  }
}

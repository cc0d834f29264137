import Testing

/// OpenSSL, nghttp2 and ncurses are opened on first use (Sources/CLazyLibrary), not linked, and
/// swift-syntax is linked by the Swift translator (`islet-swift`) alone: a command that never
/// calls them never loads them, so its start does not pay for them.
@Suite struct StartupLibraryTests {
  /// The shared libraries a run of islet with `arguments` loaded, as the dynamic loader
  /// reports them (LD_DEBUG=files).
  static func loadedLibraries(_ arguments: [String]) throws -> String {
    var environment = IsletBinary.developerEnvironment
    environment["LD_DEBUG"] = "files"
    let result = try IsletBinary.run(arguments, environment: environment)
    #expect(result.status == 0, "\(result.stderr)")
    return result.stderr
  }

  @Test(arguments: [["--version"], ["check-push", "Layouts/delivery.islet", "/dev/null"]])
  func aCommandThatNeedsNeitherTLSNorCursesLoadsNeither(arguments: [String]) throws {
    let loaded = try Self.loadedLibraries(arguments)
    // The report lists what was loaded (so the check below can fail).
    #expect(loaded.contains("libswiftCore.so"))
    for library in [
      "libssl.so", "libcrypto.so", "libnghttp2.so", "libncursesw.so", "libtinfo.so",
      "libSwiftSyntax.so", "libSwiftParser.so",
    ] {
      #expect(!loaded.contains(library), "\(library) loaded at start")
    }
  }
}

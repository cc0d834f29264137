import Foundation
import TestSupport
import Testing

/// A toolchain without `usr/lib/swift/host` builds islet without swift-syntax; a `.swift` input
/// then gets one line naming what is missing. Rebuilding islet without the folder takes minutes,
/// so this compiles the file that decides (`SwiftSourceSupport.swift`) with the compiler this
/// suite was built by, once without the module path Package.swift adds and once with it.
/// The `swiftc` on PATH (run by that name: the driver it links to reads its mode from it).
enum ToolchainCompiler {
  static let path: URL? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    return path.split(separator: ":").map {
      URL(fileURLWithPath: String($0)).appendingPathComponent("swiftc")
    }
    .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }()
}

@Suite(.enabled(if: ToolchainCompiler.path != nil)) struct SwiftSyntaxMissingTests {
  static var compiler: URL { ToolchainCompiler.path! }

  /// What `SwiftSourceSupport.unavailableReason` is when the support file is compiled with `flags`.
  static func reason(compiledWith flags: [String]) throws -> IsletBinary.Result {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write(#"print(SwiftSourceSupport.unavailableReason ?? "available")"#, to: "main.swift")
    let support = IsletBinary.packageRoot.appendingPathComponent(
      "Sources/IsletSwift/SwiftSourceSupport.swift")
    let command =
      ([
        compiler.path, "-swift-version", "6", "-module-name", "Probe", support.path,
        directory.file("main.swift"),
      ]
      + flags + ["-o", directory.file("probe")]).map { "'\($0)'" }.joined(separator: " ")
    return try IsletBinary.run(
      ["-c", "\(command) && '\(directory.file("probe"))'"], timeout: 300, shell: true)
  }

  @Test func withoutTheToolchainsSwiftSyntaxASwiftInputGetsOneLineNamingWhatIsMissing() throws {
    let without = try Self.reason(compiledWith: [])
    #expect(without.status == 0, "\(without.stderr)")
    #expect(without.stdout.split(separator: "\n").count == 1)
    for needed in ["SwiftParser", "SwiftSyntax", "usr/lib/swift/host", ".swift files"] {
      #expect(without.stdout.contains(needed), "\(without.stdout)")
    }
    // The module path Package.swift passes when it finds the folder (beside the real driver)
    // is what turns support on.
    let host = Self.compiler.resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent(
      "../lib/swift/host"
    )
    .standardizedFileURL.path
    let with = try Self.reason(compiledWith: ["-I", host])
    #expect(with.status == 0, "\(with.stderr)")
    #expect(with.stdout == "available\n")
  }
}

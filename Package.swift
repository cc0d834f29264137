// swift-tools-version: 6.0
import Foundation
import PackageDescription

/// The swift-syntax libraries islet links: the parser and its diagnostics.
let swiftSyntaxLibraries = [
  "SwiftSyntax", "SwiftParser", "SwiftDiagnostics", "SwiftParserDiagnostics", "SwiftBasicFormat",
]

/// The toolchain's own swift-syntax (`usr/lib/swift/host`, shipped for macros), found next to the
/// `swift` on PATH with symlinks followed; nil when that folder is missing, and islet then builds
/// without Swift source input (a `.swift` input gets a one-line error).
let swiftSyntaxHost: String? = {
  let fileManager = FileManager.default
  let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
  for directory in path.split(separator: ":") {
    let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("swift")
    guard fileManager.isExecutableFile(atPath: candidate.path) else { continue }
    let host = candidate.resolvingSymlinksInPath().deletingLastPathComponent()
      .appendingPathComponent("../lib/swift/host").standardizedFileURL.path
    let needed = swiftSyntaxLibraries.flatMap { ["\($0).swiftmodule", "lib\($0).so"] }
    guard needed.allSatisfy({ fileManager.fileExists(atPath: host + "/" + $0) }) else { return nil }
    return host
  }
  return nil
}()

/// Compiler and linker flags that make `import SwiftParser` work in the `IsletSwift` target (its
/// dependents need the module path too: its module records the swift-syntax modules it imports).
let swiftSyntaxSettings: [SwiftSetting] = swiftSyntaxHost.map { [.unsafeFlags(["-I", $0])] } ?? []
let swiftSyntaxLinking: [LinkerSetting] =
  swiftSyntaxHost.map {
    [
      .unsafeFlags(
        ["-L", $0] + swiftSyntaxLibraries.map { "-l" + $0 } + ["-Xlinker", "-rpath", "-Xlinker", $0])
    ]
  } ?? []

let package = Package(
  name: "islet",
  products: [
    .executable(name: "islet", targets: ["islet"]),
    .library(name: "IsletCore", targets: ["IsletCore"]),
  ],
  targets: [
    // Pure and deterministic: no terminal, no clock, no file system.
    .target(name: "IsletCore"),
    // Swift sources (ActivityAttributes, ActivityConfiguration) translated into `.islet` text.
    .target(
      name: "IsletSwift", dependencies: ["IsletCore"], swiftSettings: swiftSyntaxSettings,
      linkerSettings: swiftSyntaxLinking),
    .systemLibrary(name: "CNcursesw", path: "Sources/CNcursesw"),
    // The ncurses front end: draws grids from IsletCore cell by cell.
    .target(name: "IsletTerminal", dependencies: ["IsletCore", "CNcursesw"]),
    // The command line: argument parsing, file and clock edges, exit codes.
    .executableTarget(
      name: "islet", dependencies: ["IsletCore", "IsletSwift", "IsletTerminal"],
      swiftSettings: swiftSyntaxSettings),
    // In-process benchmarks: `swift run -c release islet-bench NAME`.
    .executableTarget(
      name: "islet-bench", dependencies: ["IsletCore", "IsletSwift"], path: "Benchmarks",
      swiftSettings: swiftSyntaxSettings),
    // Shared by the test targets: tmux sessions and temporary directories.
    .target(name: "TestSupport", path: "Tests/TestSupport"),
    .testTarget(name: "IsletCoreTests", dependencies: ["IsletCore"]),
    .testTarget(
      name: "IsletSwiftTests", dependencies: ["IsletSwift", "IsletCore"], swiftSettings: swiftSyntaxSettings),
    .testTarget(name: "IsletTerminalTests", dependencies: ["IsletTerminal", "IsletCore", "TestSupport"]),
    .testTarget(
      name: "EndToEndTests", dependencies: ["islet", "IsletCore", "TestSupport"], exclude: ["Golden"],
      swiftSettings: swiftSyntaxSettings),
  ],
  swiftLanguageModes: [.v6]
)

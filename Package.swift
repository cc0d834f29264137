// swift-tools-version: 6.0
import Foundation
import PackageDescription

/// The swift-syntax libraries islet links: the parser and its diagnostics, and `#if` conditions'
/// evaluation (SwiftIfConfig, with the two libraries it uses).
let swiftSyntaxLibraries = [
  "SwiftSyntax", "SwiftParser", "SwiftDiagnostics", "SwiftParserDiagnostics", "SwiftBasicFormat",
  "SwiftIfConfig", "SwiftOperators", "SwiftSyntaxBuilder",
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

// Hot paths cross the layers (the push checker reads JSON from IsletModel, the sheet draws
// into IsletCanvas): release builds optimize across them as if they were one module.
let crossModuleOptimization: [SwiftSetting] = [
  .unsafeFlags(["-cross-module-optimization"], .when(configuration: .release))
]

/// A release islet carries the Swift runtime and Foundation in itself: the dynamic loader then
/// relocates no Swift library at start (29.0 M instructions of `check-push` on an empty file
/// became 8.7 M). Debug builds, which the tests link into their runner, stay dynamic.
/// Foundation's own static libraries are named too: the modules were compiled against the shared
/// Foundation, whose link entries name none of them. Linked by lld: gold repeats glibc's link-time
/// note on `mktemp`, which the toolchain's `libFoundationEssentials.a` uses, as a warning.
let staticStandardLibrary: [LinkerSetting] = [
  .unsafeFlags(
    ["-static-stdlib", "-use-ld=lld"]
      + [
        "Foundation", "FoundationInternationalization", "FoundationEssentials", "CoreFoundation",
        "_FoundationCollections", "_FoundationCShims", "_FoundationICU", "swiftDispatch", "dispatch",
        "BlocksRuntime", "swiftSynchronization",
      ].map { "-l" + $0 },
    .when(configuration: .release))
]

/// C targets' debug information as DWARF 4, as Swift writes it: valgrind (callgrind, how
/// docs/performance.md counts instructions) cannot read the binary with clang's default DWARF 5.
let cDebugInfo: [CSetting] = [.unsafeFlags(["-gdwarf-4"])]

/// One layer of the core: pure, and allowed to use only the layers listed before it.
func layer(_ name: String, _ dependencies: [Target.Dependency] = []) -> Target {
  .target(name: name, dependencies: dependencies, swiftSettings: crossModuleOptimization)
}

// The layers, lowest first; each target may use only the targets listed before it
// (LayerTests checks the folders inside them too).
let package = Package(
  name: "islet",
  products: [
    .executable(name: "islet", targets: ["islet"]),
    .executable(name: "islet-swift", targets: ["islet-swift"]),
  ],
  targets: [
    // Values everything else is made of: the data model, instants, text width and escaping, JSON.
    layer("IsletModel"),
    // The cell grid: cells, styles, colours, geometry, grids as text.
    layer("IsletCanvas", ["IsletModel"]),
    // Findings, their codes and explanations, and the sink they are reported into.
    layer("IsletFindings", ["IsletModel"]),
    // Devices, orientations, text sizes, the points-to-cells scale, viewing conditions, budgets.
    layer("IsletDevices", ["IsletModel", "IsletFindings"]),
    // The geometry engine: view trees measured and placed into a region's cells.
    layer("IsletPlacement", ["IsletModel", "IsletCanvas", "IsletFindings", "IsletDevices"]),
    // The `.islet` language: lexer, parser, checker, evaluator, diagnostics.
    layer("IsletLanguage", ["IsletModel", "IsletCanvas", "IsletFindings", "IsletDevices", "IsletPlacement"]),
    // The sheet of every presentation, and the one rendering entry point.
    layer(
      "IsletSheet",
      ["IsletModel", "IsletCanvas", "IsletFindings", "IsletDevices", "IsletPlacement", "IsletLanguage"]),
    // Swift sources (ActivityAttributes, ActivityConfiguration) translated into `.islet` text.
    .target(
      name: "IsletSwift", dependencies: ["IsletModel", "IsletFindings", "IsletLanguage", "IsletSwiftLayout"],
      swiftSettings: crossModuleOptimization + swiftSyntaxSettings, linkerSettings: swiftSyntaxLinking),
    // Swift sources' translation as data: the generated layout, its map back to the Swift
    // lines, the request islet sends the translator, and compiling the generated layout.
    layer("IsletSwiftLayout", ["IsletModel", "IsletFindings", "IsletLanguage"]),
    // APNs pushes: envelope, header and aps rules, ActivityKit decoding, the lifecycle simulator.
    layer("IsletPush", ["IsletModel", "IsletFindings", "IsletLanguage"]),
    // Snapshot files: format, comparison, diffs, reports.
    layer("IsletSnapshot", ["IsletModel", "IsletCanvas", "IsletFindings", "IsletDevices"]),
    // The live preview as a pure model: dashboard, key map, bundled demo.
    layer(
      "IsletPreview",
      [
        "IsletModel", "IsletCanvas", "IsletFindings", "IsletDevices", "IsletPlacement", "IsletLanguage", "IsletSheet",
        "IsletPush", "IsletSnapshot",
      ]),
    // The C libraries only `preview` and `serve` need, opened on first use (dlopen) rather than
    // linked: a linked library is loaded and relocated at every start, by every command.
    .target(name: "CLazyLibrary", cSettings: cDebugInfo),
    .target(name: "CNcursesw", dependencies: ["CLazyLibrary"], cSettings: cDebugInfo),
    .target(name: "CNghttp2", dependencies: ["CLazyLibrary"], cSettings: cDebugInfo),
    .target(name: "COpenSSL", dependencies: ["CLazyLibrary"], cSettings: cDebugInfo),
    // Libraries the dynamic loader should search early (its module map says why).
    .systemLibrary(name: "CSearchOrder", path: "Sources/CSearchOrder"),
    // The ncurses front end: draws grids cell by cell; input sources; the run loop.
    .target(
      name: "IsletTerminal", dependencies: ["IsletModel", "IsletCanvas", "IsletPreview", "CNcursesw"],
      swiftSettings: crossModuleOptimization),
    // The APNs endpoint's network edge: HTTP/2 (nghttp2) over TLS (OpenSSL) or cleartext.
    .target(
      name: "IsletServer", dependencies: ["IsletModel", "IsletPush", "CNghttp2", "COpenSSL"],
      swiftSettings: crossModuleOptimization),
    // The command line: argument parsing, file and clock edges, exit codes.
    .executableTarget(
      name: "islet",
      dependencies: [
        "IsletModel", "IsletCanvas", "IsletFindings", "IsletDevices", "IsletPlacement", "IsletLanguage", "IsletSheet",
        "IsletPush", "IsletSnapshot", "IsletPreview", "IsletTerminal", "IsletServer", "IsletSwiftLayout", "CSearchOrder",
      ],
      swiftSettings: crossModuleOptimization, linkerSettings: staticStandardLibrary),
    // The Swift translator islet runs for `.swift` inputs (SwiftTranslatorProcess): the one
    // program that links swift-syntax, so no other command loads it.
    .executableTarget(
      name: "islet-swift", dependencies: ["IsletSwift", "IsletSwiftLayout"],
      swiftSettings: crossModuleOptimization + swiftSyntaxSettings),
    // In-process benchmarks: `swift run -c release islet-bench NAME`.
    .executableTarget(
      name: "islet-bench",
      dependencies: [
        "IsletModel", "IsletCanvas", "IsletDevices", "IsletLanguage", "IsletSheet", "IsletPush", "IsletSnapshot",
        "IsletSwift", "IsletSwiftLayout",
      ],
      path: "Benchmarks", swiftSettings: crossModuleOptimization + swiftSyntaxSettings),
    // Shared by the test targets: tmux sessions and temporary directories.
    .target(name: "TestSupport", path: "Tests/TestSupport"),
    .testTarget(
      name: "IsletCoreTests",
      dependencies: [
        "IsletModel", "IsletCanvas", "IsletFindings", "IsletDevices", "IsletPlacement", "IsletLanguage", "IsletSheet",
        "IsletPush", "IsletSnapshot", "IsletPreview", "TestSupport",
      ]),
    .testTarget(
      name: "IsletSwiftTests",
      dependencies: [
        "IsletSwift", "IsletSwiftLayout", "IsletModel", "IsletCanvas", "IsletFindings", "IsletDevices",
        "IsletPlacement", "IsletLanguage", "IsletSheet", "IsletPush",
      ], swiftSettings: swiftSyntaxSettings),
    .testTarget(
      name: "IsletTerminalTests",
      dependencies: ["IsletTerminal", "IsletModel", "IsletCanvas", "IsletPreview", "TestSupport"]),
    .testTarget(
      name: "EndToEndTests",
      dependencies: [
        "islet", "islet-swift", "IsletModel", "IsletFindings", "IsletPush", "IsletSnapshot", "IsletSwiftLayout",
        "TestSupport",
      ],
      exclude: ["Golden", "Schemas", "Support"], swiftSettings: swiftSyntaxSettings),
  ],
  swiftLanguageModes: [.v6]
)

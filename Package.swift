// swift-tools-version: 6.0
import PackageDescription

// Hot paths cross the layers (the push checker reads JSON from IsletModel, the sheet draws
// into IsletCanvas): release builds optimize across them as if they were one module.
let crossModuleOptimization: [SwiftSetting] = [
  .unsafeFlags(["-cross-module-optimization"], .when(configuration: .release))
]

/// One layer of the core: pure, and allowed to use only the layers listed before it.
func layer(_ name: String, _ dependencies: [Target.Dependency] = []) -> Target {
  .target(name: name, dependencies: dependencies, swiftSettings: crossModuleOptimization)
}

// The layers, lowest first; each target may use only the targets listed before it
// (LayerTests checks the folders inside them too).
let package = Package(
  name: "islet",
  products: [
    .executable(name: "islet", targets: ["islet"])
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
    .systemLibrary(name: "CNcursesw", path: "Sources/CNcursesw"),
    // The ncurses front end: draws grids cell by cell; input sources; the run loop.
    .target(
      name: "IsletTerminal", dependencies: ["IsletModel", "IsletCanvas", "IsletPreview", "CNcursesw"],
      swiftSettings: crossModuleOptimization),
    // The command line: argument parsing, file and clock edges, exit codes.
    .executableTarget(
      name: "islet",
      dependencies: [
        "IsletModel", "IsletCanvas", "IsletFindings", "IsletDevices", "IsletPlacement", "IsletLanguage", "IsletSheet",
        "IsletPush", "IsletSnapshot", "IsletPreview", "IsletTerminal",
      ],
      swiftSettings: crossModuleOptimization),
    // In-process benchmarks: `swift run -c release islet-bench NAME`.
    .executableTarget(
      name: "islet-bench",
      dependencies: ["IsletModel", "IsletCanvas", "IsletDevices", "IsletLanguage", "IsletSheet", "IsletPush", "IsletSnapshot"],
      path: "Benchmarks", swiftSettings: crossModuleOptimization),
    // Shared by the test targets: tmux sessions and temporary directories.
    .target(name: "TestSupport", path: "Tests/TestSupport"),
    .testTarget(
      name: "IsletCoreTests",
      dependencies: [
        "IsletModel", "IsletCanvas", "IsletFindings", "IsletDevices", "IsletPlacement", "IsletLanguage", "IsletSheet",
        "IsletPush", "IsletSnapshot", "IsletPreview",
      ]),
    .testTarget(
      name: "IsletTerminalTests",
      dependencies: ["IsletTerminal", "IsletModel", "IsletCanvas", "IsletPreview", "TestSupport"]),
    .testTarget(
      name: "EndToEndTests",
      dependencies: ["islet", "IsletModel", "IsletFindings", "IsletPush", "IsletSnapshot", "TestSupport"],
      exclude: ["Golden"]),
  ],
  swiftLanguageModes: [.v6]
)

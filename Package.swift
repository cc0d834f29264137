// swift-tools-version: 6.0
import PackageDescription

// The layers, lowest first; each target may use only the targets listed before it
// (Scripts/check-layers.py enforces this for folders too).
let package = Package(
  name: "islet",
  products: [
    .executable(name: "islet", targets: ["islet"])
  ],
  targets: [
    // Values everything else is made of: the data model, instants, text width and escaping, JSON.
    .target(name: "IsletModel"),
    // The cell grid: cells, styles, colours, geometry, grids as text.
    .target(name: "IsletCanvas", dependencies: ["IsletModel"]),
    // Findings, their codes and explanations, and the sink they are reported into.
    .target(name: "IsletFindings", dependencies: ["IsletModel"]),
    // Devices, orientations, text sizes, the points-to-cells scale and width budgets.
    .target(name: "IsletDevices", dependencies: ["IsletModel", "IsletFindings"]),
    // The geometry engine: view trees measured and placed into a region's cells.
    .target(
      name: "IsletPlacement", dependencies: ["IsletModel", "IsletCanvas", "IsletFindings", "IsletDevices"]),
    // The `.islet` language: lexer, parser, checker, evaluator, diagnostics.
    .target(
      name: "IsletLanguage",
      dependencies: ["IsletModel", "IsletCanvas", "IsletFindings", "IsletDevices", "IsletPlacement"]),
    // The sheet of every presentation, and the one rendering entry point.
    .target(
      name: "IsletSheet",
      dependencies: ["IsletModel", "IsletCanvas", "IsletFindings", "IsletDevices", "IsletPlacement", "IsletLanguage"]
    ),
    // APNs pushes: envelope, aps rules, ActivityKit decoding, the lifecycle simulator.
    .target(name: "IsletPush", dependencies: ["IsletModel", "IsletFindings", "IsletLanguage"]),
    // Snapshot files: format, comparison, diffs, reports.
    .target(name: "IsletSnapshot", dependencies: ["IsletModel", "IsletCanvas", "IsletFindings", "IsletDevices"]),
    // The live preview as a pure model: dashboard, key map, bundled demo.
    .target(
      name: "IsletPreview",
      dependencies: [
        "IsletModel", "IsletCanvas", "IsletFindings", "IsletDevices", "IsletPlacement", "IsletLanguage", "IsletSheet",
        "IsletPush", "IsletSnapshot",
      ]),
    .systemLibrary(name: "CNcursesw", path: "Sources/CNcursesw"),
    // The ncurses front end: draws grids cell by cell; input sources; the run loop.
    .target(name: "IsletTerminal", dependencies: ["IsletModel", "IsletCanvas", "IsletPreview", "CNcursesw"]),
    // The command line: argument parsing, file and clock edges, exit codes.
    .executableTarget(
      name: "islet",
      dependencies: [
        "IsletModel", "IsletCanvas", "IsletFindings", "IsletDevices", "IsletPlacement", "IsletLanguage", "IsletSheet",
        "IsletPush", "IsletSnapshot", "IsletPreview", "IsletTerminal",
      ]),
    // In-process benchmarks: `swift run -c release islet-bench NAME`.
    .executableTarget(
      name: "islet-bench",
      dependencies: ["IsletModel", "IsletCanvas", "IsletDevices", "IsletLanguage", "IsletSheet", "IsletPush", "IsletSnapshot"],
      path: "Benchmarks"),
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

// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "islet",
  products: [
    .executable(name: "islet", targets: ["islet"]),
    .library(name: "IsletCore", targets: ["IsletCore"]),
  ],
  targets: [
    // Pure and deterministic: no terminal, no clock, no file system.
    .target(name: "IsletCore"),
    .systemLibrary(name: "CNcursesw", path: "Sources/CNcursesw"),
    // The ncurses front end: draws grids from IsletCore cell by cell.
    .target(name: "IsletTerminal", dependencies: ["IsletCore", "CNcursesw"]),
    // The command line: argument parsing, file and clock edges, exit codes.
    .executableTarget(name: "islet", dependencies: ["IsletCore", "IsletTerminal"]),
    // In-process benchmarks: `swift run -c release islet-bench NAME`.
    .executableTarget(name: "islet-bench", dependencies: ["IsletCore"], path: "Benchmarks"),
    // Shared by the test targets: tmux sessions and temporary directories.
    .target(name: "TestSupport", path: "Tests/TestSupport"),
    .testTarget(name: "IsletCoreTests", dependencies: ["IsletCore"]),
    .testTarget(name: "IsletTerminalTests", dependencies: ["IsletTerminal", "IsletCore", "TestSupport"]),
    .testTarget(
      name: "EndToEndTests", dependencies: ["islet", "IsletCore", "TestSupport"], exclude: ["Golden"]),
  ],
  swiftLanguageModes: [.v6]
)

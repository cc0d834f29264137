#if canImport(SwiftParser)
  import SwiftIfConfig
  import SwiftSyntax

  /// The build whose `#if` clauses islet reads: the widget extension built in Xcode's Debug
  /// configuration for an iPhone (iOS on arm64, not the simulator), by a compiler of the
  /// toolchain islet was built with. SwiftIfConfig evaluates the conditions against it.
  struct IPhoneBuildConfiguration: BuildConfiguration {
    /// Modules an iOS build cannot import: other platforms' frameworks and other systems' C
    /// libraries. Any other module, Apple's frameworks or a package the app links, is there.
    static let modulesMissingOnIOS: Set<String> = [
      "AppKit", "Cocoa", "WatchKit", "ClockKit", "TVUIKit", "TVServices", "ScreenSaver", "Quartz",
      "Glibc", "Musl", "Bionic", "Android", "WASILibc", "WinSDK", "ucrt", "CRT",
    ]

    /// The language and compiler version of the toolchain that compiles islet: a widget is
    /// read as that toolchain in its newest language mode would build it.
    static let toolchainVersion: VersionTuple = {
      #if compiler(>=6.3)
        VersionTuple(6, 3)
      #elseif compiler(>=6.2)
        VersionTuple(6, 2)
      #elseif compiler(>=6.1)
        VersionTuple(6, 1)
      #else
        VersionTuple(6, 0)
      #endif
    }()

    /// Xcode's Debug configuration sets `DEBUG`; no other custom flag is known.
    func isCustomConditionSet(name: String) -> Bool { name == "DEBUG" }
    func hasFeature(name: String) -> Bool { false }
    func hasAttribute(name: String) -> Bool { false }

    func canImport(importPath: [(TokenSyntax, String)], version: CanImportVersion) -> Bool {
      guard let module = importPath.first?.1 else { return false }
      return !Self.modulesMissingOnIOS.contains(module)
    }

    func isActiveTargetOS(name: String) -> Bool { name == "iOS" }
    func isActiveTargetArchitecture(name: String) -> Bool { name == "arm64" }
    /// A device: neither `simulator` nor `macCatalyst`.
    func isActiveTargetEnvironment(name: String) -> Bool { false }
    func isActiveTargetRuntime(name: String) -> Bool { name == "_ObjC" }
    func isActiveTargetPointerAuthentication(name: String) -> Bool { false }
    func isActiveTargetObjectFormat(name: String) -> Bool { name == "MachO" }
    var targetPointerBitWidth: Int { 64 }
    var targetAtomicBitWidths: [Int] { [8, 16, 32, 64, 128] }
    var endianness: Endianness { .little }
    var languageVersion: VersionTuple { Self.toolchainVersion }
    var compilerVersion: VersionTuple { Self.toolchainVersion }
  }
#endif

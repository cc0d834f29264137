import IsletModel

/// One layout named on the command line. Every `.swift` file given is part of one source set,
/// exactly as if the files were in one folder (an app splits the attributes and the widget);
/// each `.islet` file and each folder is a layout of its own.
struct LayoutArgument: Sendable, Hashable {
  /// The files or the folder that make up the layout, as given.
  let paths: [String]

  init(_ path: String) { paths = [path] }

  private init(paths: [String]) { self.paths = paths }

  /// How messages name the layout: its path, or its files joined by spaces.
  var name: String { paths.joined(separator: " ") }

  /// Whether the layout is Swift sources rather than an `.islet` file.
  var isSwift: Bool { paths.count > 1 || SwiftSourceInput.isSwift(paths[0]) }

  /// The layouts `arguments` name, in order: the `.swift` files together where the first is.
  static func grouping(_ arguments: [String]) -> [LayoutArgument] {
    var layouts: [LayoutArgument] = []
    var swiftFiles: [String] = []
    var swiftIndex: Int?
    for path in arguments {
      guard path.hasSuffix(".swift") else {
        layouts.append(LayoutArgument(path))
        continue
      }
      if swiftIndex == nil {
        swiftIndex = layouts.count
        layouts.append(LayoutArgument(path))
      }
      if !swiftFiles.contains(path) { swiftFiles.append(path) }
    }
    if let swiftIndex { layouts[swiftIndex] = LayoutArgument(paths: swiftFiles) }
    return layouts
  }

  /// The one layout a command that shows one takes; nil when none is given.
  static func single(_ arguments: [String]) throws(UsageError) -> LayoutArgument? {
    let layouts = grouping(arguments)
    guard layouts.count <= 1 else {
      throw UsageError(
        "\(layouts.count) layouts given (\(layouts.map { "'\(TerminalSafe.escape($0.name))'" }.joined(separator: ", "))): "
          + "this command shows one; several .swift files are one layout, a folder or an .islet file one each"
      )
    }
    return layouts.first
  }
}

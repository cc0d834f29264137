import IsletDevices

/// `islet devices`: the device table in points and in cells.
enum DevicesCommand: Command {
  static let spec = CommandSpec(
    name: "devices",
    abstract: "List the built-in devices with their presentation budgets in points and cells.",
    options: [CommonOptions.scale.spec]
  )

  static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitStatus {
    console.out(Device.tableText(scale: try arguments[CommonOptions.scale]))
    return .clean
  }
}

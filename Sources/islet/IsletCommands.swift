/// Every `islet` subcommand, in the order `islet --help` lists them; `preview` runs when none
/// is named.
enum IsletCommands {
  static let all: [CommandEntry] = [
    CommandEntry(PreviewCommand.self),
    CommandEntry(RenderCommand.self),
    CommandEntry(CheckCommand.self),
    CommandEntry(CheckPushCommand.self),
    CommandEntry(ReplayCommand.self),
    CommandEntry(ServeCommand.self),
    CommandEntry(SnapshotCommand.self),
    CommandEntry(ImportCommand.self),
    CommandEntry(DevicesCommand.self),
    CommandEntry(ExplainCommand.self),
  ]

  static let version = "0.1.0"
}

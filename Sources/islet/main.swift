import CSearchOrder  // for its link lines: the order the dynamic loader searches libraries
import Foundation

signal(SIGPIPE, SIG_IGN)
let dispatcher = Dispatcher(
  commands: IsletCommands.all, version: IsletCommands.version,
  console: Console())
exit(dispatcher.dispatch(bytes: RawArguments.bytes()).rawValue)

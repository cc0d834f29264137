import IsletModel

/// Replays a push stream on the virtual clock as a sequence of frames for `islet replay`:
/// one frame per push (its verdict and the device afterwards) and, before it, one frame per
/// lifecycle transition that happened since the previous push (the device at that instant),
/// so stale transitions, expiries and dismissals appear as their own frames.
public struct PushReplay: Sendable {
  /// One frame of a replay.
  public enum Step: Sendable {
    /// A transition on the clock; the simulator stands at the transition's instant.
    case lifecycle(LifecycleEvent, ActivitySimulator)
    /// A push; the simulator is the device after it.
    case push(PushVerdict, ActivitySimulator)

    /// The device as this frame shows it.
    public var simulator: ActivitySimulator {
      switch self {
      case .lifecycle(_, let simulator), .push(_, let simulator): simulator
      }
    }
  }

  /// The checker driving the replay (its simulator is the device after the last push).
  public private(set) var checker: PushChecker
  /// The device after the previous push: where the next push's lifecycle frames start.
  private var previous: ActivitySimulator

  public init(schema: Schema, options: PushCheckOptions = PushCheckOptions()) {
    self.init(schemas: [schema], options: options)
  }

  /// A replay against several layouts (`PushChecker(schemas:)`).
  public init(schemas: [Schema], options: PushCheckOptions = PushCheckOptions()) {
    checker = PushChecker(schemas: schemas, options: options)
    previous = checker.simulator
  }

  /// Reads the file of a curl `-d @file` (see `PushChecker.dataFileReader`).
  public var dataFileReader: PushDataFileReader? {
    get { checker.dataFileReader }
    set { checker.dataFileReader = newValue }
  }

  /// Feeds the next chunk of the stream (in any format `check-push` reads); `body` receives
  /// the frames of each completed push.
  public mutating func consume(_ chunk: UnsafeBufferPointer<UInt8>, _ body: (Step) throws -> Void) rethrows {
    var previous = self.previous
    defer { self.previous = previous }
    try checker.consumeWithDevice(chunk) { verdict, device in
      try Self.frames(verdict, before: previous, after: device, body)
      previous = device
    }
  }

  /// Feeds the next chunk from an array.
  public mutating func consume(_ chunk: [UInt8], _ body: (Step) throws -> Void) rethrows {
    try chunk.withUnsafeBufferPointer { try consume($0, body) }
  }

  /// Ends the stream: replays a last line that had no newline and any push still assembled.
  public mutating func finish(_ body: (Step) throws -> Void) rethrows {
    var previous = self.previous
    defer { self.previous = previous }
    try checker.finishWithDevice { verdict, device in
      try Self.frames(verdict, before: previous, after: device, body)
      previous = device
    }
  }

  /// The frames of a whole stream held in memory.
  public static func steps(
    for bytes: [UInt8], schema: Schema, options: PushCheckOptions = PushCheckOptions()
  ) -> [Step] {
    var replay = PushReplay(schema: schema, options: options)
    var steps: [Step] = []
    replay.consume(bytes) { steps.append($0) }
    replay.finish { steps.append($0) }
    return steps
  }

  /// One frame per lifecycle transition before the push (the device as it stood then), then
  /// the push's own frame.
  private static func frames(
    _ verdict: PushVerdict, before: ActivitySimulator, after: ActivitySimulator, _ body: (Step) throws -> Void
  ) rethrows {
    for event in verdict.lifecycleEvents {
      var frame = before
      _ = frame.advance(to: event.at)
      try body(.lifecycle(event, frame))
    }
    try body(.push(verdict, after))
  }
}

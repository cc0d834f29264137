import IsletFindings
import IsletModel

/// What happened to one input push: exactly one per non-blank line, in order.
public struct PushVerdict: Hashable, Sendable {
  /// 1-based position among the pushes (non-blank lines).
  public var number: Int
  /// 1-based line in the input where the push starts.
  public var line: Int
  /// The line where it ends: `line` for NDJSON, later for a pretty-printed document or a
  /// curl command spread over lines.
  public var lastLine: Int
  /// The event, when the push named a valid one.
  public var event: PushEvent?
  /// The activity it started or addressed, when one could be named.
  public var activityID: String?
  /// Whether the device applied it: true exactly when no finding is an error.
  public var applied: Bool
  /// Who refused the push, if anyone: APNs, or the device after APNs accepted it.
  ///
  /// The findings are visited by index (a `for` loop or `first(where:)` over them copied each
  /// whole `Finding` through its value witnesses and destroyed it, ~470 instructions): a field
  /// read is read in place.
  public var outcome: Outcome {
    guard !applied else { return .applied }
    if let rejection { return .rejected(status: rejection.status, reason: rejection.reason) }
    guard let error = findings.indices.first(where: { findings[$0].severity == .error }) else {
      return .dropped(reason: "")
    }
    return .dropped(reason: "\(findings[error].code.id) \(findings[error].code.title)")
  }

  /// Whether islet could not check how the push's values decode, because a type decodes itself
  /// with an `init(from:)` islet does not read (P048): applied then means applied if that init
  /// accepts them.
  public var restsOnOwnDecoding: Bool {
    findings.indices.contains { findings[$0].code == .pushDecodingNotChecked }
  }

  /// Whether `outcome` is `.rejected`, asked without spelling a dropped push's reason (the
  /// tally asks it of every push not applied).
  public var isRejected: Bool { !applied && rejection != nil }

  /// APNs's refusal among the findings, the first (by index, as `outcome` says why).
  private var rejection: (status: Int, reason: String)? {
    for index in findings.indices {
      if let rejection = APNsRejection.of(findings[index]) { return rejection }
    }
    return nil
  }

  /// The three ends of a push.
  public enum Outcome: Hashable, Sendable {
    /// The device applied it (perhaps with warnings).
    case applied
    /// APNs answered an error (`400 BadDeviceToken`, `413 PayloadTooLarge`…): the sender
    /// sees it, the device never does.
    case rejected(status: Int, reason: String)
    /// APNs answered 200 but the device ignored the push; `reason` is the first error's code
    /// and title (`P032 wrong JSON type (typeMismatch)`). Input islet could not read as a push
    /// counts here too.
    case dropped(reason: String)

    /// `applied`, `rejected` or `dropped`.
    public var word: String {
      switch self {
      case .applied: "applied"
      case .rejected: "rejected"
      case .dropped: "dropped"
      }
    }
  }
  /// Every finding about this push, in rule order.
  public var findings: [Finding]
  /// Lifecycle transitions (stale, expiry, dismissal) that happened on the clock before
  /// this push arrived.
  public var lifecycleEvents: [LifecycleEvent]
  /// The push's timestamp, when it had a numeric one.
  public var timestamp: Instant?
  /// When the push reached the device and which clock decided it; nil when it never got that
  /// far (not JSON, no `aps`, or no timestamp to start the clock from).
  public var arrival: PushArrival?
}

extension PushVerdict {
  /// A verdict; it is applied exactly when no finding is an error. Declared here, out of the
  /// type, so that it can hand the fields to the memberwise initializer: assigned one by one,
  /// the optimizer built every verdict twice, an outlined copy and destroy of the whole value
  /// through its value witnesses (~200 instructions a push).
  public init(
    number: Int, line: Int, lastLine: Int? = nil, event: PushEvent? = nil, activityID: String? = nil,
    findings: [Finding] = [],
    lifecycleEvents: [LifecycleEvent] = [], timestamp: Instant? = nil, arrival: PushArrival? = nil
  ) {
    self.init(
      number: number, line: line, lastLine: max(line, lastLine ?? line), event: event, activityID: activityID,
      applied: !findings.contains { $0.severity == .error }, findings: findings,
      lifecycleEvents: lifecycleEvents, timestamp: timestamp, arrival: arrival)
  }
}

/// Settings of a push check.
public struct PushCheckOptions: Hashable, Sendable {
  /// When pushes reach the device: the arrival clock, kept apart from payload timestamps.
  /// An islet envelope's `arrival` member overrides it for its push (except `asAdvanced`).
  public enum Arrival: Hashable, Sendable {
    /// In input order, `interval` seconds apart (the default); the first push arrives at
    /// `first`, or at its own timestamp when `first` is nil.
    case inOrder(first: Instant?, interval: Double)
    /// Each push arrives at its payload timestamp, as in a recorded log; the clock stands at
    /// the latest one (a millisecond timestamp moves it only as the very first, ÷ 1000).
    case timestamps
    /// Pushes arrive at the device's clock as the caller moves it between them with
    /// `PushChecker.advance(to:)` (the live preview: the wall clock).
    case asAdvanced

    /// The default: in order, one second apart, from the first push's timestamp.
    public static let inOrder = Arrival.inOrder(first: nil, interval: 1)
  }

  public var arrival: Arrival
  /// A timestamp older than the clock by more than this many seconds gets a warning.
  public var pastTimestampThreshold: Double
  /// A timestamp ahead of a real arrival clock (`--now`, an envelope's arrival, the preview's
  /// wall clock) by more than this many seconds gets a warning.
  public var futureTimestampThreshold: Double
  /// Longer lines are skipped unread and get a "line too long" verdict.
  public var maximumLineLength: Int
  public var maximumDepth: Int
  public var simulator: ActivitySimulator.Configuration

  public init(
    arrival: Arrival = .inOrder, pastTimestampThreshold: Double = 3600,
    futureTimestampThreshold: Double = 8 * 3600, maximumLineLength: Int = 1 << 20,
    maximumDepth: Int = JSONParser.defaultMaximumDepth,
    simulator: ActivitySimulator.Configuration = ActivitySimulator.Configuration()
  ) {
    self.arrival = arrival
    self.pastTimestampThreshold = pastTimestampThreshold
    self.futureTimestampThreshold = futureTimestampThreshold
    self.maximumLineLength = maximumLineLength
    self.maximumDepth = maximumDepth
    self.simulator = simulator
  }
}

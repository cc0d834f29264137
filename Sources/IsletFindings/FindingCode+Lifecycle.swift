extension FindingCode {
  /// The `A` codes.
  static let lifecycleCodes: [FindingCode] = [
    .lifecycleActivityEnded, .lifecycleNotNewer, .lifecycleNoActivity, .lifecycleTooManyActivities,
    .lifecycleStaleOnArrival, .lifecycleDismissalCapped, .lifecycleImmediateDismissal,
    .lifecycleBroadcastUnheard, .lifecyclePushToStartBudget,
  ]

  package static let lifecycleActivityEnded = FindingCode(
    "A001", "push after end", .error,
    explanation: """
      The addressed activity has already ended (by an end push or after 8 hours). iOS \
      ignores every later push to it.
      Example: an end push followed by a late update from a retry queue.
      Fix: stop sending to an activity once you sent end; start a new one instead.
      """)
  package static let lifecycleNotNewer = FindingCode(
    "A002", "timestamp not newer", .error,
    explanation: """
      The push's timestamp is not newer than the last one applied to this activity, so iOS \
      ignores it as out of date. Apple documents only that an older one is ignored; islet \
      treats an equal one the same (the update carries nothing newer), and says so.
      Example: two updates sent in the same second, or delivered out of order.
      Fix: stamp pushes with increasing times; resend with a fresh timestamp.
      """)
  package static let lifecycleNoActivity = FindingCode(
    "A003", "no such activity", .error,
    explanation: """
      The update or end addresses no running activity: none was started, or the named one \
      (envelope `activity`/`token`) does not exist or was dismissed.
      Example: an update stream that begins before its start push.
      Fix: start the activity first and address it by the name its start used.
      """)
  package static let lifecycleTooManyActivities = FindingCode(
    "A004", "too many activities", .error,
    explanation: """
      The start would exceed the limit of concurrent activities (5 per app unless \
      configured; Apple does not publish the number). The device does not start it and the \
      server gets no error.
      Example: one activity per order for a customer with six open orders.
      Fix: end finished activities, or show several orders in one.
      """)
  package static let lifecycleStaleOnArrival = FindingCode(
    "A005", "stale-date already past", .warning,
    explanation: """
      The push's stale-date is not after its arrival, so the activity is stale the moment \
      it is applied and shows its out-of-date appearance.
      Example: a stale-date computed from an old timestamp, or in milliseconds vs seconds.
      Fix: set stale-date a little after the next expected update.
      """)
  package static let lifecycleDismissalCapped = FindingCode(
    "A006", "dismissal-date beyond 4 h", .warning,
    explanation: """
      An ended activity stays on the Lock Screen at most 4 hours; a later dismissal-date is \
      cut to 4 hours after the end.
      Example: dismissal-date a day after the end push.
      Fix: choose a dismissal date within 4 hours of the end.
      """)
  package static let lifecycleImmediateDismissal = FindingCode(
    "A007", "dismissed at once", .note,
    explanation: """
      The end push's dismissal-date is not in the future, so the activity leaves the Lock \
      Screen immediately (the .immediate dismissal policy). Intended or not, worth knowing.
      Example: "dismissal-date": 1663177260 (Apple's example of a past date).
      Fix: omit dismissal-date to keep the final state visible up to 4 hours.
      """)
  package static let lifecycleBroadcastUnheard = FindingCode(
    "A008", "broadcast reaches no activity", .error,
    explanation: """
      A broadcast update or end goes to the activities that listen on its channel: those \
      started with "input-push-channel" naming it. None is live on this device, so APNs \
      answers 200 and nothing changes.
      Example: broadcasting to channel "dHN0LXNyY2gtY2hubA==" after starting the activity \
      with an "input-push-token" instead of "input-push-channel".
      Fix: start the activity with "input-push-channel": "<channel ID>", and broadcast only \
      while it runs.
      """)
  package static let lifecyclePushToStartBudget = FindingCode(
    "A009", "push-to-start budget", .warning,
    explanation: """
      More than about 10 push-to-starts reached the device within an hour. Devices then log \
      "Push-to-start budget exceeded … not starting activity" and start nothing, while APNs \
      answers 200. Apple says the budget is fixed (NSSupportsLiveActivitiesFrequentUpdates \
      does not raise it) but publishes neither the number nor the window: islet warns from \
      the 11th start within an hour, an approximation.
      Example: a test script that starts a new activity every minute.
      Fix: start fewer activities; update a running one instead of starting another.
      """)
}

// The workout widget. The elapsed time counts up from `startedAt` on its own; while paused the
// app sends `pausedAt` and the widget shows the frozen elapsed time instead.
import ActivityKit
import SwiftUI
import WidgetKit

struct WorkoutLiveActivity: Widget {
  var body: some WidgetConfiguration {
    ActivityConfiguration(for: WorkoutAttributes.self) { context in
      WorkoutLockScreen(context: context)
    } dynamicIsland: { context in
      DynamicIsland {
        DynamicIslandExpandedRegion(.leading) {
          Label(context.attributes.workoutName, systemImage: context.state.kind.symbol).lineLimit(1)
        }
        DynamicIslandExpandedRegion(.trailing, priority: 1) {
          ElapsedTime(state: context.state, isStale: context.isStale, stalePlain: true)
        }
        DynamicIslandExpandedRegion(.center) {
          if context.state.isPaused {
            Text("Paused").foregroundStyle(.yellow)
          } else if let segment = context.state.segment {
            Text(segment).font(.caption).lineLimit(1)
          }
        }
        DynamicIslandExpandedRegion(.bottom) {
          VStack(spacing: 4) {
            HStack {
              Label(kilometres(context.state), systemImage: "location.fill")
              Spacer()
              if let heartRate = context.state.heartRate, !context.isStale {
                Label("\(heartRate) bpm", systemImage: "heart.fill").foregroundStyle(.red)
              }
              Spacer()
              if let pace = context.state.pace, !context.state.isPaused {
                Label("\(Duration.seconds(pace).formatted(.time(pattern: .minuteSecond))) /km", systemImage: "gauge")
              }
            }
            WorkoutProgress(context: context)
          }
        }
      } compactLeading: {
        if context.state.isPaused {
          Image(systemName: "pause.fill").foregroundStyle(.yellow)
        } else {
          Image(systemName: context.state.kind.symbol).foregroundStyle(.green)
        }
      } compactTrailing: {
        CompactElapsed(state: context.state, isStale: context.isStale)
      } minimal: {
        MinimalWorkout(state: context.state, isStale: context.isStale, goalDistance: context.attributes.goalDistance)
      }
    }
    .supplementalActivityFamilies([.small])
  }

  func kilometres(_ state: WorkoutAttributes.ContentState) -> String {
    "\((state.distance / 1000).formatted()) km"
  }
}

struct WorkoutLockScreen: View {
  @Environment(\.activityFamily) var family
  let context: ActivityViewContext<WorkoutAttributes>

  var kilometres: String { "\((context.state.distance / 1000).formatted()) km" }

  var body: some View {
    if family == .small {
      HStack(spacing: 6) {
        Image(systemName: context.state.kind.symbol).foregroundStyle(.green)
        VStack(alignment: .leading, spacing: 0) {
          ElapsedTime(state: context.state, isStale: context.isStale, stalePlain: false)
          Text(kilometres).font(.caption)
        }
        Spacer()
      }
    } else {
      VStack(alignment: .leading, spacing: 4) {
        HStack(spacing: 6) {
          Image(systemName: context.state.kind.symbol).foregroundStyle(.green)
          Text(context.attributes.workoutName).bold().lineLimit(1)
          Spacer(minLength: 8)
          if context.isStale {
            Label("Not updating", systemImage: "exclamationmark.triangle.fill").foregroundStyle(.yellow)
          } else if context.state.isPaused, let pausedAt = context.state.pausedAt {
            Text("Paused \(Duration.seconds(pausedAt.timeIntervalSince(context.state.startedAt)).formatted(.time(pattern: .minuteSecond)))")
              .monospacedDigit().foregroundStyle(.yellow).layoutPriority(1)
          } else if context.state.isPaused {
            Text("Paused").foregroundStyle(.yellow)
          } else {
            Text(context.state.startedAt, style: .timer).monospacedDigit().bold().layoutPriority(1)
          }
        }
        HStack(spacing: 12) {
          Label(kilometres, systemImage: "location.fill")
          if let heartRate = context.state.heartRate, !context.isStale {
            Label("\(heartRate) bpm", systemImage: "heart.fill").foregroundStyle(.red)
          }
          if let pace = context.state.pace, !context.state.isPaused {
            Label("\(Duration.seconds(pace).formatted(.time(pattern: .minuteSecond))) /km", systemImage: "gauge")
          }
        }
        if let segment = context.state.segment {
          Text(segment).font(.caption).lineLimit(1)
        }
        WorkoutProgress(context: context)
      }
    }
  }
}

/// The current interval counting down, else the distance against the goal.
struct WorkoutProgress: View {
  let context: ActivityViewContext<WorkoutAttributes>

  var body: some View {
    if let start = context.state.intervalStart, let end = context.state.intervalEnd, !context.isStale,
      !context.state.isPaused
    {
      ProgressView(timerInterval: start...end)
    } else if context.attributes.goalDistance > 0 {
      ProgressView(value: context.state.distance, total: context.attributes.goalDistance)
    }
  }
}

/// The elapsed time: dimmed when stale, frozen while paused, counting up otherwise.
struct ElapsedTime: View {
  let state: WorkoutAttributes.ContentState
  let isStale: Bool
  let stalePlain: Bool

  var body: some View {
    if isStale {
      Text(state.startedAt, style: .timer).monospacedDigit().foregroundStyle(.secondary)
    } else if state.isPaused, let pausedAt = state.pausedAt {
      Text(Duration.seconds(pausedAt.timeIntervalSince(state.startedAt)).formatted(.time(pattern: .minuteSecond)))
        .monospacedDigit().foregroundStyle(.yellow)
    } else if stalePlain {
      Text(state.startedAt, style: .timer).monospacedDigit().bold().foregroundStyle(.green)
    } else {
      Text(state.startedAt, style: .timer).monospacedDigit().bold()
    }
  }
}

/// Past an hour `1:05:23` outgrows the compact slot and the stopwatch shows instead.
struct CompactElapsed: View {
  @Environment(\.isDynamicIslandLimitedInWidth) var limitedWidth
  let state: WorkoutAttributes.ContentState
  let isStale: Bool

  var body: some View {
    if state.isPaused {
      Text("Paused").foregroundStyle(.yellow)
    } else if limitedWidth {
      Image(systemName: "stopwatch").foregroundStyle(.green)
    } else if isStale {
      ViewThatFits {
        Text(state.startedAt, style: .timer).monospacedDigit().foregroundStyle(.secondary)
        Image(systemName: "exclamationmark.triangle")
      }
    } else {
      ViewThatFits {
        Text(state.startedAt, style: .timer).monospacedDigit().foregroundStyle(.green)
        Image(systemName: "stopwatch").foregroundStyle(.green)
      }
    }
  }
}

struct MinimalWorkout: View {
  @Environment(\.isDynamicIslandLimitedInWidth) var limitedWidth
  let state: WorkoutAttributes.ContentState
  let isStale: Bool
  let goalDistance: Double

  var body: some View {
    if state.isPaused {
      Image(systemName: "pause.fill").foregroundStyle(.yellow)
    } else if goalDistance > 0, !isStale {
      ProgressView(value: state.distance, total: goalDistance).progressViewStyle(.circular).tint(.green)
    } else if let heartRate = state.heartRate, !limitedWidth, !isStale {
      Text("\(heartRate)").monospacedDigit().foregroundStyle(.red)
    } else {
      Image(systemName: state.kind.symbol).foregroundStyle(.green)
    }
  }
}

// The ride widget. The plate is what the rider looks for at the kerb: it must not be cut.
import ActivityKit
import SwiftUI
import WidgetKit

struct RideLiveActivity: Widget {
  var body: some WidgetConfiguration {
    ActivityConfiguration(for: RideAttributes.self) { context in
      RideView(context: context)
    } dynamicIsland: { context in
      DynamicIsland {
        DynamicIslandExpandedRegion(.leading, priority: 1) {
          VStack(alignment: .leading, spacing: 0) {
            Text(context.state.plate).bold().monospacedDigit()
            Text(context.state.carModel).font(.caption).lineLimit(1)
          }
          .dynamicIsland(verticalPlacement: .belowIfTooWide)
        }
        DynamicIslandExpandedRegion(.trailing) {
          if context.isStale {
            Text("Updating…").foregroundStyle(.secondary).lineLimit(1)
          } else if let eta = context.state.eta, context.state.phase != .droppedOff {
            Text(eta, style: .relative).monospacedDigit().lineLimit(1)
          } else if let fare = context.state.fare {
            Text("$\(fare.formatted())").monospacedDigit().lineLimit(1)
          }
        }
        DynamicIslandExpandedRegion(.center) {
          Text(RideView.headline(context)).lineLimit(1)
        }
        DynamicIslandExpandedRegion(.bottom) {
          VStack(alignment: .leading, spacing: 4) {
            HStack(spacing: 4) {
              Image(systemName: "mappin")
              Text(RideView.destination(context)).truncationMode(.middle).lineLimit(1)
              Spacer()
              if context.state.stops.count > 0 {
                Text("\(context.state.stops.count) stops before").font(.caption)
              } else {
                Text(context.attributes.service).font(.caption)
              }
            }
            ProgressView(value: Double(context.state.phase.rawValue), total: 5)
          }
        }
      } compactLeading: {
        Image(systemName: RideView.icon(context.state.phase)).foregroundStyle(.green)
      } compactTrailing: {
        RideCountdown(context: context)
      } minimal: {
        RideMinimal(context: context)
      }
    }
    .supplementalActivityFamilies([.small])
  }
}

struct RideView: View {
  @Environment(\.activityFamily) var family
  let context: ActivityViewContext<RideAttributes>

  static func icon(_ phase: RideAttributes.Phase) -> String {
    switch phase {
    case .assigned: "person.fill"
    case .arriving: "car.fill"
    case .atPickup: "mappin.and.ellipse"
    case .onTrip: "car.fill"
    case .droppedOff: "flag.checkered"
    }
  }

  static func headline(_ context: ActivityViewContext<RideAttributes>) -> String {
    switch context.state.phase {
    case .assigned: "\(context.state.driverName) is on the way"
    case .arriving: "\(context.state.driverName) is arriving"
    case .atPickup: "\(context.state.driverName) is here"
    case .onTrip: "Heading to \(context.attributes.dropoff)"
    case .droppedOff: "You've arrived"
    }
  }

  /// Before the rider is picked up the trip runs to the pickup, after it to the drop-off.
  static func destination(_ context: ActivityViewContext<RideAttributes>) -> String {
    switch context.state.phase {
    case .assigned, .arriving, .atPickup: context.attributes.pickup
    default: context.attributes.dropoff
    }
  }

  var body: some View {
    if family == .small {
      HStack(spacing: 6) {
        Image(systemName: Self.icon(context.state.phase)).foregroundStyle(.green)
        VStack(alignment: .leading, spacing: 0) {
          Text(context.state.plate).bold().monospacedDigit()
          if context.isStale {
            Text("Updating…").foregroundStyle(.secondary)
          } else if let eta = context.state.eta, context.state.phase != .droppedOff {
            Text(eta, style: .relative).font(.caption)
          } else {
            Text(context.state.carModel).font(.caption).lineLimit(1)
          }
        }
        Spacer()
      }
    } else {
      VStack(alignment: .leading, spacing: 4) {
        HStack(spacing: 6) {
          Image(systemName: Self.icon(context.state.phase)).foregroundStyle(.green)
          Text(Self.headline(context)).bold().lineLimit(1)
          Spacer(minLength: 8)
          if context.isStale {
            Text("Updating…").foregroundStyle(.secondary)
          } else if let eta = context.state.eta, context.state.phase != .droppedOff {
            Text(eta, style: .time).monospacedDigit().layoutPriority(1)
          } else if let fare = context.state.fare {
            Text("$\(fare.formatted())").monospacedDigit()
          }
        }
        HStack(spacing: 6) {
          Text(context.state.plate).bold().monospacedDigit().layoutPriority(1)
          Text("\(context.state.carModel) · \(context.state.driverName)").foregroundStyle(.secondary).lineLimit(1)
        }
        HStack(spacing: 4) {
          Image(systemName: "mappin")
          Text(Self.destination(context)).truncationMode(.middle).lineLimit(1)
          if context.state.stops.count > 0 {
            Text("+\(context.state.stops.count) stops").font(.caption)
          }
        }
        ProgressView(value: Double(context.state.phase.rawValue), total: 5)
      }
    }
  }
}

/// `12 minutes`, then a `12:00`-style countdown, then a clock symbol, whichever fits.
struct RideCountdown: View {
  @Environment(\.isDynamicIslandLimitedInWidth) var limitedWidth
  let context: ActivityViewContext<RideAttributes>

  var body: some View {
    if limitedWidth || context.isStale {
      Image(systemName: RideView.icon(context.state.phase))
    } else if let eta = context.state.eta, eta > Date.now, context.state.phase != .droppedOff {
      ViewThatFits {
        Text(eta, style: .relative).monospacedDigit()
        Text(eta, style: .timer).monospacedDigit()
        Image(systemName: "clock")
      }
    } else {
      Text(context.state.plate).monospacedDigit().lineLimit(1)
    }
  }
}

struct RideMinimal: View {
  @Environment(\.isDynamicIslandLimitedInWidth) var limitedWidth
  let context: ActivityViewContext<RideAttributes>

  var body: some View {
    if limitedWidth || context.isStale {
      Image(systemName: RideView.icon(context.state.phase)).foregroundStyle(.green)
    } else if let eta = context.state.eta, eta > Date.now, context.state.phase == .arriving {
      Text(eta, style: .timer).monospacedDigit().foregroundStyle(.green)
    } else {
      Image(systemName: RideView.icon(context.state.phase)).foregroundStyle(.green)
    }
  }
}

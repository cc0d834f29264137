// The flight widget: a card with the crew on the Lock Screen, the gate in the Dynamic Island,
// a countdown on the watch.
import ActivityKit
import SwiftUI
import WidgetKit

struct FlightLiveActivity: Widget {
  var body: some WidgetConfiguration {
    ActivityConfiguration(for: FlightAttributes.self) { context in
      FlightCard(context: context)
    } dynamicIsland: { context in
      DynamicIsland {
        DynamicIslandExpandedRegion(.leading) {
          Label(context.attributes.flightNumber, systemImage: "airplane")
        }
        DynamicIslandExpandedRegion(.trailing) {
          GateText(gate: context.state.gate)
        }
        DynamicIslandExpandedRegion(.bottom) {
          if context.isStale {
            Text("Waiting for an update").foregroundStyle(.secondary)
          } else {
            ProgressView(timerInterval: context.state.schedule, countsDown: false)
          }
        }
      } compactLeading: {
        Image(systemName: context.state.phase.symbol)
      } compactTrailing: {
        GateText(gate: context.state.gate)
      } minimal: {
        Image(systemName: context.state.phase.symbol)
      }
    }
    .supplementalActivityFamilies([.small])
  }
}

struct FlightCard: View {
  @Environment(\.activityFamily) var family
  let context: ActivityViewContext<FlightAttributes>

  var body: some View {
    switch family {
    case .small:
      VStack {
        Text(context.attributes.flightNumber).bold()
        if context.isStale {
          Text("—")
        } else {
          Text(context.state.schedule.lowerBound, style: .timer)
        }
      }
    default:
      VStack(alignment: .leading, spacing: 0) {
        HStack {
          Image(systemName: context.state.phase.symbol)
          Text("\(context.attributes.route.origin) → \(context.attributes.route.destination)").bold()
          Spacer()
          GateText(gate: context.state.gate)
        }
        Text(context.state.phase.title).font(.caption)
        if context.state.delay > 0 {
          Text("Delayed \(Int(context.state.delay / 60)) min").foregroundStyle(.orange)
        }
        ForEach(context.state.crew, id: \.self) { member in
          Text("\(member.role): \(member.name)").font(.caption)
        }
        if let onward = context.state.connections["BA 117"] {
          Text("BA 117 from \(onward)").font(.caption2)
        }
      }
    }
  }
}

struct GateText: View {
  let gate: Gate?

  var body: some View {
    if let gate {
      Text("\(gate.terminal)\(gate.number)").monospacedDigit()
    } else {
      Text("Gate —")
    }
  }
}

extension FlightPhase {
  var title: String {
    switch self {
    case .checkIn: "Check-in open"
    case .boarding: "Boarding"
    case .departed: "In the air"
    case .landed: "Landed"
    }
  }

  var symbol: String {
    switch self {
    case .checkIn, .boarding: "airplane.departure"
    case .departed: "airplane"
    case .landed: "airplane.arrival"
    }
  }
}

extension FlightAttributes {
  static let preview = FlightAttributes(
    bookingID: UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!, flightNumber: "BA 286",
    route: Route(origin: "SFO", destination: "LHR"), checkInURL: URL(string: "https://example.com/check-in"))
}

extension FlightAttributes.ContentState {
  static let boarding = FlightAttributes.ContentState(
    phase: .boarding, gate: Gate(terminal: "A", number: "12"), schedule: Date.now...Date.now.addingTimeInterval(38_400),
    connections: ["BA 117": "B32"],
    crew: [CrewMember(name: "Amaka", role: "Captain"), CrewMember(name: "Jun", role: "Purser")])
  static let delayed = FlightAttributes.ContentState(
    phase: .checkIn, gate: nil, schedule: Date.now.addingTimeInterval(2_700)...Date.now.addingTimeInterval(41_100),
    delay: 2_700, connections: [:], crew: [])
}

#Preview("Lock Screen", as: .content, using: FlightAttributes.preview) {
  FlightLiveActivity()
} contentStates: {
  FlightAttributes.ContentState.boarding
  FlightAttributes.ContentState.delayed
}

#Preview("Landed", as: .dynamicIsland(.expanded), using: FlightAttributes.preview) {
  FlightLiveActivity()
} contentStates: {
  FlightAttributes.ContentState(
    phase: .landed, gate: .init(terminal: "5", number: "B41"), schedule: Date.now.addingTimeInterval(-38_400)...Date.now,
    connections: ["BA 117": "B32"], crew: [])
}

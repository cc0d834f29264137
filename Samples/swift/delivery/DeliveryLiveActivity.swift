// The delivery widget: Lock Screen card, Dynamic Island and the Watch Smart Stack.
import ActivityKit
import SwiftUI
import WidgetKit

struct DeliveryLiveActivity: Widget {
  var body: some WidgetConfiguration {
    ActivityConfiguration(for: Delivery.self) { context in
      DeliveryCard(state: context.state, attributes: context.attributes, isStale: context.isStale)
    } dynamicIsland: { context in
      DynamicIsland {
        DynamicIslandExpandedRegion(.leading) {
          Label(context.state.phase.title, systemImage: context.state.phase.symbol)
        }
        DynamicIslandExpandedRegion(.trailing) {
          Text(context.attributes.destination).font(.caption)
        }
        DynamicIslandExpandedRegion(.center) {
          if let courier = context.state.courier {
            Text("\(courier) is on the way")
          }
        }
        DynamicIslandExpandedRegion(.bottom) {
          DeliveryProgress(stopsAway: context.state.stopsAway)
        }
      } compactLeading: {
        Image(systemName: context.state.phase.symbol)
      } compactTrailing: {
        CompactCountdown(eta: context.state.eta, symbol: context.state.phase.symbol, isStale: context.isStale)
      } minimal: {
        Image(systemName: context.state.phase.symbol)
      }
    }
    .supplementalActivityFamilies([.small])
  }
}

/// The Lock Screen card, and on the watch a smaller summary.
struct DeliveryCard: View {
  @Environment(\.activityFamily) var family
  let state: Delivery.ContentState
  let attributes: Delivery
  let isStale: Bool

  var body: some View {
    switch family {
    case .small:
      HStack {
        Image(systemName: state.phase.symbol)
        VStack {
          Text(state.phase.title).bold()
          if let eta = state.eta {
            Text(eta, style: .timer)
          }
        }
      }
    default:
      VStack(spacing: 0) {
        HStack {
          Image(systemName: state.phase.symbol)
          Text(state.phase.title).bold()
          Spacer()
          if isStale {
            Text("Updating…").foregroundStyle(.secondary)
          } else if let eta = state.eta {
            Text(eta, style: .timer)
          }
        }
        Text("\(attributes.merchant) → \(attributes.destination)").truncationMode(.middle)
        DeliveryProgress(stopsAway: state.stopsAway)
      }
    }
  }
}

/// Five stops make a whole delivery.
struct DeliveryProgress: View {
  let stopsAway: Int

  var body: some View {
    ProgressView(value: Double(5 - stopsAway), total: 5)
  }
}

struct CompactCountdown: View {
  @Environment(\.isDynamicIslandLimitedInWidth) var limitedWidth
  let eta: Date?
  let symbol: String
  let isStale: Bool

  var body: some View {
    if limitedWidth {
      Image(systemName: symbol)
    } else if let eta, !isStale {
      Text(eta, style: .timer).monospacedDigit()
    } else {
      Text("—")
    }
  }
}

extension Delivery {
  static let preview = Delivery(orderID: "A-1042", merchant: "Green Bowl", destination: "12 Harbour St")
}

extension Delivery.ContentState {
  static var pickedUp: Self { .init(phase: .pickedUp, eta: .now + 720, stopsAway: 2, courier: "Sam") }
  static let delivered = Delivery.ContentState(phase: .delivered, eta: nil, stopsAway: 0, courier: "Sam")
}

#Preview("Lock Screen", as: .content, using: Delivery.preview) {
  DeliveryLiveActivity()
} contentStates: {
  Delivery.ContentState.pickedUp
  Delivery.ContentState.delivered
}

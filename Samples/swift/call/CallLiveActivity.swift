import ActivityKit
import AppIntents
import SwiftUI
import WidgetKit

struct CallLiveActivity: Widget {
  var body: some WidgetConfiguration {
    ActivityConfiguration(for: CallAttributes.self) { context in
      VStack(alignment: .leading, spacing: 4) {
        HStack {
          Label {
            Text(context.attributes.callerName.capitalized).bold()
          } icon: {
            Image(systemName: statusSymbol(context.state.status))
          }
          Spacer()
          Text(clock(context.state.elapsed)).monospacedDigit()
        }
        Text(context.attributes.room.uppercased().prefix(20) + "…").font(.caption)
        if context.isStale {
          Text("Reconnecting…").font(.caption)
        } else {
          Text("Since \(context.state.startedAt.formatted(date: .omitted, time: .shortened)) · "
            + context.state.participants.joined(separator: ", "))
            .font(.caption)
            .foregroundStyle(.secondary)
        }
        HStack {
          Button(intent: MuteIntent()) {
            Label("Mute", systemImage: "mic.slash.fill")
          }
          Link(destination: URL(string: "call://hang-up/\(context.attributes.callID.uuidString)")!) {
            Label("Hang up", systemImage: "phone.down.fill").foregroundColor(.red)
          }
          .opacity(context.state.status == "ended" ? 0 : 1)
        }
      }
      .padding()
      .widgetURL(URL(string: "call://open/\(context.attributes.callID.uuidString)"))
    } dynamicIsland: { context in
      DynamicIsland {
        DynamicIslandExpandedRegion(.leading) {
          Label(firstName(context.attributes.callerName), systemImage: "person.crop.circle.fill")
        }
        DynamicIslandExpandedRegion(.trailing) {
          Text(clock(context.state.elapsed)).monospacedDigit()
        }
        DynamicIslandExpandedRegion(.bottom) {
          switch context.state.speaker {
          case 1: Text("\(firstName(context.attributes.callerName)) is speaking")
          case 2: Text("\(context.state.participants.count) listening")
          default: EmptyView()
          }
        }
      } compactLeading: {
        Image(systemName: statusSymbol(context.state.status))
      } compactTrailing: {
        Text(clock(context.state.elapsed)).monospacedDigit()
      } minimal: {
        Image(systemName: statusSymbol(context.state.status))
      }
      .keylineTint(.green)
    }
  }

  /// `12:34`, or `1:02:05` past an hour.
  func clock(_ seconds: Double) -> String {
    let whole = Int(seconds)
    if whole >= 3600 {
      return String(format: "%d:%02d:%02d", whole / 3600, whole % 3600 / 60, whole % 60)
    }
    return String(format: "%02d:%02d", whole / 60, whole % 60)
  }

  func firstName(_ name: String) -> String {
    (name.split(separator: " ").first ?? name).capitalized
  }

  func statusSymbol(_ status: String) -> String {
    switch status {
    case "ringing": "bell.fill"
    case "on hold": "pause.circle.fill"
    case "ended": "phone.down.fill"
    default: "phone.fill"
    }
  }
}

struct MuteIntent: LiveActivityIntent {
  static let title: LocalizedStringResource = "Mute"
  func perform() async throws -> some IntentResult { .result() }
}

#Preview("Call", as: .content, using: CallAttributes.sample) {
  CallLiveActivity()
} contentStates: {
  CallAttributes.ContentState.connected
  CallAttributes.ContentState.onHold
}

// The download widget: one card for the Lock Screen and the expanded island.
import ActivityKit
import SwiftUI
import WidgetKit

struct DownloadLiveActivity: Widget {
  var body: some WidgetConfiguration {
    ActivityConfiguration(for: LiveActivityDemoAttributes.self) { context in
      DownloadCard(state: context.state)
    } dynamicIsland: { context in
      DynamicIsland {
        DynamicIslandExpandedRegion(.bottom) {
          DownloadCard(state: context.state)
        }
      } compactLeading: {
        Text(context.state.emoji).padding(.leading, 4)
      } compactTrailing: {
        if let progress = context.state.progress, progress >= 1.0 {
          Text(progress, format: .percent).monospacedDigit().foregroundStyle(.green).padding(.trailing, 2)
        } else if let progress = context.state.progress {
          Text(progress, format: .percent).monospacedDigit().foregroundStyle(.blue).padding(.trailing, 2)
        }
      } minimal: {
        Text(context.state.emoji)
      }
    }
  }
}

struct DownloadCard: View {
  let state: LiveActivityDemoAttributes.ContentState

  var body: some View {
    VStack(alignment: .leading, spacing: 4) {
      HStack {
        Text(state.emoji)
        Text(state.title).bold()
        Spacer()
        if let progress = state.progress {
          Text(progress, format: .percent).monospacedDigit()
        }
      }
      Text(state.body).foregroundStyle(.secondary).truncationMode(.middle)
      if let progress = state.progress {
        ProgressView(value: progress, total: 1)
      }
    }
  }
}

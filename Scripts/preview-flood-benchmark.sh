#!/usr/bin/env bash
# Floods the live preview with N pushes through a FIFO inside tmux (120×40) and reports how
# fast it keeps up: pushes/s until the last push is on screen, the delay between the writer
# finishing and the final state being drawn, peak memory (VmHWM) and CPU time.
#
#   Scripts/preview-flood-benchmark.sh [N] [COMMAND] [EXPECT]
#
# COMMAND runs the preview with its pushes on the FIFO given as {fifo}; EXPECT is the text
# that shows the last push is on screen ({n} = N). FLOOD_LINES names a file whose first N
# lines are sent instead of the generated ones. Default: the test-suite fixture
# (`PreviewFixture`, a recording engine in the real run loop) from a built test binary:
#   swift build --build-tests [-c release]   first.
set -euo pipefail
count=${1:-100000}
binary=$(find .build -name isletPackageTests.xctest -type f -path "*${BUILD_CONFIG:-debug}*" | head -1)
command=${2:-"env ISLET_PREVIEW_FIXTURE=1 ISLET_FIXTURE_PUSHES={fifo} $binary --testing-library swift-testing --filter PreviewFixture"}
expect=${3:-"end of input after {n} lines"}
work=$(mktemp -d)
socket="islet-flood-$$"
cleanup() { tmux -L "$socket" kill-server 2>/dev/null || true; rm -rf "$work"; }
trap cleanup EXIT
mkfifo "$work/pushes"
if [[ -n "${FLOOD_LINES:-}" ]]; then
  head -n "$count" "$FLOOD_LINES" >"$work/lines.ndjson"
else
  for ((i = 1; i <= count; i++)); do
    printf '{"aps":{"timestamp":%d,"event":"update","content-state":{"stopsAway":%d}}}\n' $((1700000000 + i)) $((i % 5))
  done >"$work/lines.ndjson"
fi
expect=${expect//\{n\}/$count}
tmux -L "$socket" -f /dev/null new-session -d -s flood -x 120 -y 40 "${command//\{fifo\}/$work/pushes}"
pid=$(tmux -L "$socket" display-message -p -t flood '#{pane_pid}')
until tmux -L "$socket" capture-pane -p -t flood | grep -q "sheet"; do sleep 0.05; done
cpu_before=$(awk '{print $14 + $15}' "/proc/$pid/stat")
start=$(date +%s.%N)
cat "$work/lines.ndjson" >"$work/pushes"
written=$(date +%s.%N)
until tmux -L "$socket" capture-pane -p -t flood | grep -qF "$expect"; do sleep 0.01; done
shown=$(date +%s.%N)
cpu_after=$(awk '{print $14 + $15}' "/proc/$pid/stat")
ticks=$(getconf CLK_TCK)
peak=$(awk '/VmHWM/ {print $2 " " $3}' "/proc/$pid/status")
awk -v n="$count" -v s="$start" -v w="$written" -v d="$shown" -v c0="$cpu_before" -v c1="$cpu_after" \
  -v t="$ticks" -v peak="$peak" 'BEGIN {
    printf "pushes: %d\nwall until the last push is on screen: %.3f s (%.0f pushes/s)\n", n, d - s, n / (d - s)
    printf "writer finished after %.3f s; final state drawn %.0f ms later\n", w - s, (d - w) * 1000
    printf "CPU: %.2f s\npeak memory (VmHWM): %s\n", (c1 - c0) / t, peak
  }'

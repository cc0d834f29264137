#!/usr/bin/env bash
# Every benchmark islet has, in a release build, printing its figures:
#   sheet       render the full delivery sheet N times (median µs per sheet, peak memory)
#   check-push  the push checker over a generated 100,000-push stream, in process and through
#               the binary (pushes/s, peak memory, memory flat in stream length)
#   snapshot    `islet snapshot --verify` over every layout and the default matrix (snapshots/s)
#   preview     100,000 pushes through a FIFO into `islet preview` under tmux (time until the
#               last push is on screen, CPU, peak memory)
#   Scripts/bench.sh [sheet|check-push|snapshot|preview ...]   (default: all)
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product islet >/dev/null
swift build -c release --product islet-bench >/dev/null
bin=.build/release
which=("$@")
((${#which[@]})) || which=(sheet check-push snapshot preview)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# A realistic Delivery stream: a start every 20,000 pushes (an activity lives at most 8 h),
# updates one second apart in between.
delivery_stream() {
  local count=$1 base=1782000000 i
  for ((i = 0; i < count; i++)); do
    if ((i % 20000 == 0)); then
      printf '{"aps":{"timestamp":%d,"event":"start","attributes-type":"Delivery","attributes":{"orderID":"A-%d","merchant":"Green Bowl","destination":"12 Harbour St"},"content-state":{"phase":"placed","eta":%d,"stopsAway":5},"alert":{"title":"Order placed"}}}\n' \
        $((base + i)) $i $((base + i - 978307200 + 3600))
    else
      printf '{"aps":{"timestamp":%d,"event":"update","content-state":{"phase":"pickedUp","eta":%d,"stopsAway":%d,"courier":"Sam"},"stale-date":%d}}\n' \
        $((base + i)) $((base + i - 978307200 + 3600)) $((i % 5)) $((base + i + 900))
    fi
  done
}

for name in "${which[@]}"; do
  echo "== $name"
  case $name in
    sheet) "$bin/islet-bench" sheet ;;
    check-push)
      "$bin/islet-bench" check-push
      delivery_stream 100000 >"$work/pushes.ndjson"
      start=$(date +%s.%N)
      /usr/bin/time -f "%M" -o "$work/mem" "$bin/islet" check-push Layouts/delivery.islet "$work/pushes.ndjson" >/dev/null
      end=$(date +%s.%N)
      awk -v s="$start" -v e="$end" -v m="$(cat "$work/mem")" \
        'BEGIN { printf "islet check-push (binary, text output): 100000 pushes in %.3f s = %.0f pushes/s, peak %d KB\n", e - s, 100000 / (e - s), m }'
      ;;
    snapshot)
      count=$(find Layouts/__snapshots__ -name '*.snap' | wc -l)
      start=$(date +%s.%N)
      CI=true "$bin/islet" snapshot --verify >/dev/null
      end=$(date +%s.%N)
      awk -v n="$count" -v s="$start" -v e="$end" \
        'BEGIN { printf "islet snapshot --verify: %d snapshots in %.3f s = %.0f snapshots/s\n", n, e - s, n / (e - s) }'
      ;;
    preview)
      delivery_stream 100000 >"$work/flood.ndjson"
      FLOOD_LINES="$work/flood.ndjson" Scripts/preview-flood-benchmark.sh 100000 \
        "$bin/islet preview Layouts/delivery.islet --pushes {fifo}" "end of input after {n} lines"
      ;;
    *) echo "unknown benchmark $name" >&2; exit 2 ;;
  esac
done

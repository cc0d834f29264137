#!/usr/bin/env bash
# Every benchmark islet has, in a release build, printing its figures:
#   sheet       render the full delivery sheet N times (median µs per sheet, peak memory)
#   check-push  the push checker over a generated 100,000-push stream, in process and through
#               the binary (pushes/s, peak memory, memory flat in stream length); the binary
#               also on the plain stream pretty-printed and as curl commands
#   snapshot    `islet snapshot --verify` over every layout and the default matrix, 7 warm runs
#               (median and best snapshots/s)
#   preview     100,000 pushes through a FIFO into `islet preview` under tmux (time until the
#               last push is on screen, CPU, peak memory)
#   serve       `islet serve` under h2load, TLS and cleartext: 100 connections × 10 streams as fast
#               as it answers (requests/s on one core), then fixed offered rates of 10,000/s and
#               20,000/s (p50/p99 latency from h2load's request log), memory before and after;
#               SERVE_REQUESTS sets the closed loop's count (default 200,000; 1,000,000 for memory)
#   Scripts/bench.sh [sheet|check-push|snapshot|preview|serve ...]   (default: all)
#   Scripts/bench.sh --vs [RUNS]   islet side by side with its peers (Scripts/bench-vs-peers.sh)
set -euo pipefail
cd "$(dirname "$0")/.."
if [[ ${1:-} == --vs ]]; then
  shift
  exec Scripts/bench-vs-peers.sh "$@"
fi
swift build -c release --product islet >/dev/null
swift build -c release --product islet-bench >/dev/null
bin=.build/release
which=("$@")
((${#which[@]})) || which=(sheet check-push snapshot preview serve)
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

# The same stream pretty-printed (a member per line, about ten lines a push) and as curl
# commands as Apple documents them (the body in --data, the token in the URL).
pretty_stream() { sed 's/,/,\n    /g; s/{"aps":{/{\n  "aps": {\n    /' "$1"; }
curl_stream() {
  sed "s|.*|curl -v --header \"apns-topic: com.example.delivery.push-type.liveactivity\" --header \"apns-push-type: liveactivity\" --header \"apns-priority: 5\" --header \"authorization: bearer \$AUTHENTICATION_TOKEN\" --data '&' --http2 https://api.sandbox.push.apple.com/3/device/80ab09|" "$1"
}

# Times the binary's `check-push` (text output; options from the third argument on) on a 100,000-push
# file five times (a shared machine is noisy) and prints the median and best wall time and the
# median CPU time.
time_check_push() {
  local label=$1 file=$2 run
  shift 2
  for run in 1 2 3 4 5; do
    /usr/bin/time -f "%e %U %S %M" -o "$work/time.$run" "$bin/islet" check-push "$@" Layouts/delivery.islet \
      "$file" >/dev/null || true
  done
  local wall cpu peak
  # `time` adds a "Command exited with non-zero status 1" line when a push was dropped.
  wall=($(awk '/^[0-9]/ { print $1 }' "$work"/time.? | sort -n))
  cpu=($(awk '/^[0-9]/ { print $2 + $3 }' "$work"/time.? | sort -n))
  peak=$(awk '/^[0-9]/ && $4 > peak { peak = $4 } END { print peak }' "$work"/time.?)
  awk -v l="$label" -v w="${wall[2]}" -v b="${wall[0]}" -v c="${cpu[2]}" -v m="$peak" 'BEGIN {
    printf "islet check-push, %s: 100000 pushes in %.2f s = %.0f pushes/s (median of 5; best %.0f/s; CPU %.0f/s); peak %d KB\n",
      l, w, 100000 / w, 100000 / b, 100000 / c, m }'
}

# `islet serve` over TLS and over cleartext h2c under h2load: the same update to one token each
# time (after the first, A002 drops it: still a 200, and the whole judge runs), with a provider
# token h2load sends as is. The server is pinned to CPU 0 and h2load to CPU 1 (the server is one
# thread: its throughput is one core's). Three loads on one server:
#   closed loop   100 connections × 10 streams as fast as answers come: the most it does a
#                 second; its latency is bound by Little's law (1,000 in flight ÷ throughput)
#   offered rate  100 connections sending at a fixed rate (h2load --rps per connection) for
#                 10 s, 10,000/s and 20,000/s: the latency a backend sees at that load
# then memory (VmRSS) before and after all of them, and the load average around them.
bench_serve() {
  local requests=$1 mode pid origin before after peak
  b64url() { base64 -w0 | tr '+/' '-_' | tr -d '='; }
  local jwt
  jwt="$(printf '{"alg":"ES256","kid":"ABC123DEFG"}' | b64url).$(printf '{"iss":"TEAM123456","iat":%d}' "$(date +%s)" | b64url).$(head -c 64 /dev/zero | b64url)"
  printf '{"aps":{"timestamp":%d,"event":"update","content-state":{"phase":"pickedUp","stopsAway":3,"courier":"Sam"}}}' \
    "$(date +%s)" >"$work/body.json"
  # One h2load run against $origin: its request count, throughput and status codes, and p50
  # and p99 from its request log (start time, status, duration in µs, one request a line).
  load() {
    local label=$1
    shift
    # h2load appends to its log file.
    rm -f "$work/h2load.log"
    taskset -c 1 h2load "$@" -H 'apns-topic: com.example.app.push-type.liveactivity' \
      -H 'apns-push-type: liveactivity' -H "authorization: bearer $jwt" -d "$work/body.json" \
      --log-file "$work/h2load.log" "$origin/3/device/abcd" >"$work/h2load.txt"
    grep -E '^(finished in|status codes:)' "$work/h2load.txt" | sed "s|^|$mode, $label: |"
    sort -n -k3 "$work/h2load.log" | awk -v l="$mode, $label" '{ d[NR] = $3 } END {
      printf "%s: p50 %.2f ms, p99 %.2f ms, max %.2f ms\n", l, d[int(NR * 0.5)] / 1000, d[int(NR * 0.99)] / 1000, d[NR] / 1000 }'
  }
  for mode in tls cleartext; do
    local flags=()
    [[ $mode == cleartext ]] && flags=(--plaintext)
    XDG_CACHE_HOME="$work/cache" taskset -c 0 "$bin/islet" serve Layouts/delivery.islet --listen 127.0.0.1:0 \
      "${flags[@]}" >"$work/serve-$mode.txt" 2>&1 &
    pid=$!
    for _ in $(seq 100); do grep -q 'push-to-start token' "$work/serve-$mode.txt" && break; sleep 0.1; done
    origin=$(grep -o 'https\?://127\.0\.0\.1:[0-9]*' "$work/serve-$mode.txt" | head -1)
    before=$(awk '/VmRSS/ { print $2 }' "/proc/$pid/status")
    echo "$mode: load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
    load "closed loop 100×10, $requests requests" -n "$requests" -c 100 -m 10
    load "offered 10,000/s for 10 s" -n 100000 -c 100 -m 10 --rps 100
    load "offered 20,000/s for 10 s" -n 200000 -c 100 -m 10 --rps 200
    after=$(awk '/VmRSS/ { print $2 }' "/proc/$pid/status")
    peak=$(awk '/VmHWM/ { print $2 }' "/proc/$pid/status")
    echo "$mode: load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
    echo "$mode: memory (VmRSS) $before KiB before, $after KiB after $((requests + 300000)) requests; peak $peak KiB"
    kill "$pid"
    wait "$pid" 2>/dev/null || true
  done
}

for name in "${which[@]}"; do
  echo "== $name"
  case $name in
    sheet) "$bin/islet-bench" sheet ;;
    check-push)
      "$bin/islet-bench" check-push
      delivery_stream 100000 >"$work/plain.ndjson"
      "$bin/islet-bench" push-stream 100000 >"$work/mixed.ndjson"
      time_check_push "plain updates" "$work/plain.ndjson"
      time_check_push "mixed (a start every 20, a mistake every 50)" "$work/mixed.ndjson"
      # The mixed stream is a recorded day (pushes a minute apart): on its own timestamps the
      # device dismisses ended orders as it did; in input order ~700 wait on the Lock Screen.
      time_check_push "mixed, --arrival timestamps" "$work/mixed.ndjson" --arrival timestamps
      pretty_stream "$work/plain.ndjson" >"$work/pretty.json"
      curl_stream "$work/plain.ndjson" >"$work/curl.sh"
      time_check_push "plain updates pretty-printed" "$work/pretty.json"
      time_check_push "plain updates as curl commands" "$work/curl.sh"
      ;;
    snapshot)
      # Seven runs after one to warm the file cache; the median and the best.
      count=$(find Layouts/__snapshots__ -name '*.snap' | wc -l)
      CI=true "$bin/islet" snapshot --verify >/dev/null
      for run in 1 2 3 4 5 6 7; do
        start=$EPOCHREALTIME
        CI=true "$bin/islet" snapshot --verify >/dev/null
        awk -v s="$start" -v e="$EPOCHREALTIME" 'BEGIN { print e - s }' >"$work/snapshot.$run"
      done
      sort -n "$work"/snapshot.? | awk -v n="$count" '{ t[NR] = $1 } END {
        printf "islet snapshot --verify: %d snapshots in %.3f s = %.0f snapshots/s (median of 7; best %.0f/s)\n",
          n, t[4], n / t[4], n / t[1] }'
      ;;
    preview)
      delivery_stream 100000 >"$work/flood.ndjson"
      FLOOD_LINES="$work/flood.ndjson" Scripts/preview-flood-benchmark.sh 100000 \
        "$bin/islet preview Layouts/delivery.islet --pushes {fifo}" "end of input after {n} lines"
      ;;
    serve) bench_serve "${SERVE_REQUESTS:-200000}" ;;
    *) echo "unknown benchmark $name" >&2; exit 2 ;;
  esac
done

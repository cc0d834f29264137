#!/usr/bin/env bash
# islet side by side with the peers a user would pick instead (`Scripts/bench.sh --vs`), on the
# same inputs in one run, alternating, several runs each; prints medians and islet/peer ratios
# (ratios, since a shared machine drifts in absolute speed).
#   check-push  the 100,000-push Delivery stream of the peers' `gen_pushes.py`, through the
#               binary (text output), in the default in-order arrival and with
#               `--arrival timestamps`; against msgspec (Python) and the simdjson C++ checker
#   sheet       islet's full delivery sheet against a simpler sheet drawn with Rich
#
#   Scripts/bench-vs-peers.sh [RUNS]       (default 7 runs each)
#
# The peers' programs are not part of islet: they are read from ISLET_PEERS (default
# ../shared/bench beside the repository). What they need is installed on first use, and said:
# msgspec and rich in a virtual environment (ISLET_PEERS_VENV, default
# ~/.cache/islet-bench-peers), Debian's libsimdjson-dev through apt-get.
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-7}
peers=${ISLET_PEERS:-../shared/bench}
venv=${ISLET_PEERS_VENV:-$HOME/.cache/islet-bench-peers}
if [[ ! -f $peers/gen_pushes.py ]]; then
  echo "bench --vs: no peer programs in $peers (set ISLET_PEERS to the folder holding gen_pushes.py)" >&2
  exit 2
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# What the peers need, installed once and said so.
if ! "$venv/bin/python" -c 'import msgspec, rich' 2>/dev/null; then
  echo "installing msgspec and rich into the virtual environment $venv (peers only)"
  python3 -m venv "$venv"
  "$venv/bin/pip" install --quiet msgspec rich
fi
if [[ ! -f /usr/include/simdjson.h ]]; then
  echo "installing Debian's libsimdjson-dev (the simdjson peer)"
  sudo=$( ((EUID == 0)) || echo sudo)
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq libsimdjson-dev >/dev/null
fi
g++ -O2 -march=native -std=c++17 "$peers/limit_simdjson.cpp" -lsimdjson -o "$work/limit_simdjson"
swift build -c release --product islet >/dev/null
swift build -c release --product islet-bench >/dev/null
python=$venv/bin/python
islet=.build/release/islet

"$python" "$peers/gen_pushes.py" 100000 >"$work/stream.ndjson"
pushes=$(wc -l <"$work/stream.ndjson")

# The checkers, by name: each reads the stream named last.
checker_command() {
  case $1 in
    islet) command=("$islet" check-push Layouts/delivery.islet "$2") ;;
    islet-timestamps) command=("$islet" check-push --arrival timestamps Layouts/delivery.islet "$2") ;;
    msgspec) command=("$python" "$peers/peer_msgspec.py" "$2") ;;
    simdjson) command=("$work/limit_simdjson" "$2") ;;
  esac
}
checker() {
  local command
  checker_command "$@"
  "${command[@]}"
}
checkers=(islet islet-timestamps msgspec simdjson)

# All must agree before any time counts: the peers print "A passed, D failed", islet's
# summary counts applied and dropped pushes.
for name in "${checkers[@]}"; do
  out=$(checker "$name" "$work/stream.ndjson" || true)
  case $name in
    islet*) counts=$(grep -oE '[0-9]+ applied|[0-9]+ dropped' <<<"$out" | awk '{ printf "%s ", $1 }') ;;
    *) counts=$(grep -oE '^[0-9]+ passed, [0-9]+ failed' <<<"$out" | awk '{ printf "%s %s ", $1, $3 }') ;;
  esac
  echo "$name: ${counts:-no counts} (applied dropped)"
  echo "$name ${counts}" >>"$work/counts"
done
if (($(awk '{ print $2, $3 }' "$work/counts" | sort -u | wc -l) != 1)); then
  echo "bench --vs: the checkers disagree on the stream; no times taken" >&2
  exit 1
fi

# Wall time and CPU time (user + system, of the process and its children) in seconds of one
# run, output discarded. On a loaded machine the CPU time moves far less than the wall time.
timed() {
  "$python" - "$@" <<'PY'
import resource, subprocess, sys, time
before = resource.getrusage(resource.RUSAGE_CHILDREN)
start = time.perf_counter()
subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL)
wall = time.perf_counter() - start
after = resource.getrusage(resource.RUSAGE_CHILDREN)
cpu = after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime
print(f"{wall:.4f} {cpu:.4f}")
PY
}
median() { sort -n "$1" | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }

echo "== check-push vs peers: $pushes pushes, $runs runs each, alternating (wall time; CPU time)"
for ((run = 1; run <= runs; run++)); do
  for name in "${checkers[@]}"; do
    checker_command "$name" "$work/stream.ndjson"
    timed "${command[@]}" >>"$work/check.$name"
  done
done
for name in "${checkers[@]}"; do
  awk '{ print $1 }' "$work/check.$name" >"$work/wall.$name"
  awk '{ print $2 }' "$work/check.$name" >"$work/cpu.$name"
  median "$work/wall.$name" >"$work/median.$name"
  median "$work/cpu.$name" >"$work/cpumedian.$name"
  awk -v n="$name" -v p="$pushes" -v c="$(cat "$work/cpumedian.$name")" \
    '{ printf "  %-17s median %.3f s = %9.0f pushes/s; CPU %.3f s = %9.0f pushes/s\n", n, $1, p / $1, c, p / c }' \
    "$work/median.$name"
done
for islet_run in islet islet-timestamps; do
  for peer in msgspec simdjson; do
    awk -v a="$islet_run" -v b="$peer" -v i="$(cat "$work/median.$islet_run")" -v o="$(cat "$work/median.$peer")" \
      -v ci="$(cat "$work/cpumedian.$islet_run")" -v co="$(cat "$work/cpumedian.$peer")" \
      'BEGIN { printf "  %-16s / %-8s  time ratio %.2f (CPU %.2f): islet at %.2f× the peer'"'"'s speed\n", a, b, i / o, ci / co, o / i }'
  done
done

echo "== sheet vs Rich: 3 runs each, alternating"
for ((run = 1; run <= 3; run++)); do
  .build/release/islet-bench sheet --iterations 5000 | awk '/median/ { print $5 }' >>"$work/sheet.islet"
  "$python" "$peers/peer_rich.py" 500 | awk '/median/ { print $4 }' >>"$work/sheet.rich"
done
awk -v i="$(median "$work/sheet.islet")" -v r="$(median "$work/sheet.rich")" 'BEGIN {
  printf "  islet full delivery sheet: median %.1f µs; Rich (a simpler sheet): median %.0f µs; islet %.0f× as fast\n",
    i, r, r / i }'

#!/usr/bin/env bash
# Builds one libFuzzer target against the core and command-line sources and runs it for a given time.
#
#   fuzz/run.sh TARGET SECONDS      TARGET: layout | push | text | snapshot | cli
#
# One executable, fuzz/.build/islet-fuzz, holds the five targets (ISLET_FUZZ_TARGET picks one).
# It is one module built from the core targets and the `islet` command's sources but main.swift
# (libFuzzer owns main), the command list and the files that import the ncurses front end (the
# preview command and its Swift source watcher). libFuzzer reads the committed seeds in
# fuzz/corpus/TARGET/ and keeps what it grows in fuzz/corpus-work/TARGET/; a crash input is
# written to fuzz/crashes/TARGET-*. Prints the executions and crashes; exits 1 on a crash.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PATH:/opt/swift/usr/bin"

usage="usage: fuzz/run.sh layout|push|text|snapshot|cli SECONDS"
target=${1:?$usage}
seconds=${2:?$usage}
case "$target" in
  layout | push | text | snapshot | cli) ;;
  *) echo "unknown target '$target' (layout, push, text, snapshot, cli)" >&2; exit 2 ;;
esac

mkdir -p fuzz/.build fuzz/corpus-work/"$target" fuzz/crashes
binary=fuzz/.build/islet-fuzz
# The core targets, lowest layer first (Package.swift); they are compiled as one module, so
# their imports of each other are dropped from copies of the sources.
# IsletSwift builds without swift-syntax here (its `#if canImport(SwiftParser)` parts drop out):
# the command-line sources need it to compile.
core_targets=(IsletModel IsletCanvas IsletFindings IsletDevices IsletPlacement IsletLanguage IsletSwiftLayout IsletSwift IsletSheet
  IsletPush IsletSnapshot IsletPreview)
core_folders=("${core_targets[@]/#/Sources/}")
# Rebuild only when a source or the target changed.
if [[ ! -x $binary ]] || [[ -n $(find "${core_folders[@]}" Sources/islet fuzz/targets -name '*.swift' -newer "$binary") ]]; then
  echo "== building fuzz/.build/islet-fuzz"
  build_start=$(date +%s)
  merged=fuzz/.build/sources
  rm -rf "$merged"
  mkdir -p "$merged"
  import_pattern="^(@testable )?import ($(IFS='|'; echo "${core_targets[*]}"))\$"
  while IFS= read -r source; do
    grep -Ev "$import_pattern" "$source" >"$merged/$(echo "${source#Sources/}" | tr '/' '_')"
  done < <(
    find "${core_folders[@]}" -name '*.swift'
    # The command's sources but main.swift, the command list and what needs the ncurses front
    # end or the server edge.
    find Sources/islet -name '*.swift' ! -path Sources/islet/main.swift ! -path Sources/islet/IsletCommands.swift \
      -exec grep -L -E '^import (IsletTerminal|IsletServer)$' {} +
  )
  # One module: the targets see internal API. -parse-as-library: libFuzzer owns main.
  swiftc -swift-version 6 -O -g -sanitize=fuzzer,address -parse-as-library -module-name IsletFuzz \
    -package-name islet -use-ld=lld "$merged"/*.swift fuzz/targets/*.swift -o "$binary"
  echo "built in $(($(date +%s) - build_start)) s"
fi

echo "== fuzzing $target for $seconds s"
log=fuzz/.build/$target.log
status=0
# LeakSanitizer reports objects held by Swift globals and runtime caches at exit: off.
# The Swift backtracer reads the stack in ways ASan reports as errors; libFuzzer prints its own trace.
export SWIFT_BACKTRACE=enable=no
# libFuzzer's -detect_leaks=0 only stops leak checks between inputs; LeakSanitizer's own check
# at exit needs ASAN_OPTIONS (it reported the lazily built schema global as a 48-byte leak).
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0}
ISLET_FUZZ_TARGET=$target "$binary" fuzz/corpus-work/"$target" fuzz/corpus/"$target" \
  -max_total_time="$seconds" -timeout=10 -max_len=16384 -rss_limit_mb=2048 -print_final_stats=1 -detect_leaks=0 \
  -artifact_prefix=fuzz/crashes/"$target"- >"$log" 2>&1 || status=$?

executions=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
echo "executions: ${executions:-unknown}"
echo "corpus: $(find fuzz/corpus-work/"$target" -type f | wc -l) inputs"
if ((status != 0)); then
  echo "crash (libFuzzer exit $status); the input and the report:"
  grep -E 'artifact_prefix|Test unit written|invariant broken|ERROR: AddressSanitizer|Fatal error' "$log" | head -5
  exit 1
fi
echo "crashes: 0"

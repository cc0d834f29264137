#!/usr/bin/env bash
# Every output islet makes of the repository's layouts and samples, written one file each into
# OUTDIR, to show that a change (a performance step) leaves them byte-identical: run it with the
# base binaries and with the new ones, then `diff -r` the two folders.
#   Scripts/render-outputs.sh BINDIR OUTDIR    (BINDIR holds islet and islet-swift)
# Every layout × each sample state × text, ansi, json and svg × eleven option sets, the Swift
# samples, `snapshot --verify` and `check-push` of every sample stream in text and JSON.
set -uo pipefail
bin=$(realpath "$1") out=$(realpath -m "$2")
cd "$(dirname "$0")/.."
rm -rf "$out"; mkdir -p "$out"
now=2026-06-01T12:00:00Z
optsets=(
  ""
  "--orientation landscape"
  "--text-size ax3"
  "--text-size xSmall"
  "--device iPhone 16 Pro Max"
  "--appearance light"
  "--stale --luminance-reduced"
  "--scale 6x16"
  "--locale de_DE --time-zone Europe/Berlin"
  "-p small"
  "--fullscreen --orientation landscape"
)
n=0
for layout in Layouts/*.islet; do
  name=$(basename "$layout" .islet)
  states=(Samples/$name/states/*.json)
  for state in "${states[@]}"; do
    for fmt in text ansi json svg; do
      i=0
      for opts in "${optsets[@]}"; do
              if [[ $opts == "--device iPhone 16 Pro Max" ]]; then set -- --device "iPhone 16 Pro Max"; else set -- $opts; fi
        "$bin/islet" render --now $now --fail-on never --format $fmt -s "$state" "$@" "$layout" \
          >"$out/$name.$(basename "$state" .json).$fmt.$i" 2>&1; echo "rc $?" >>"$out/$name.$(basename "$state" .json).$fmt.$i"
        i=$((i+1)); n=$((n+1))
      done
    done
  done
done
for dir in Samples/swift/*/; do
  name=$(basename "$dir")
  for fmt in text json; do
    "$bin/islet" render --now $now --fail-on never --format $fmt "$dir" >"$out/swift.$name.$fmt" 2>&1; echo "rc $?" >>"$out/swift.$name.$fmt"; n=$((n+1))
    "$bin/islet" render --now $now --fail-on never --format $fmt --orientation landscape --text-size ax2 "$dir" >"$out/swift.$name.$fmt.ls" 2>&1; echo "rc $?" >>"$out/swift.$name.$fmt.ls"; n=$((n+1))
  done
done
"$bin/islet" snapshot --verify >"$out/snapshot-verify" 2>&1; echo "rc $?" >>"$out/snapshot-verify"; n=$((n+1))
for stream in Samples/*/*.ndjson; do
  layout=Layouts/$(basename "$(dirname "$stream")").islet
  for fmt in text json; do
    f="$out/check.$(basename "$(dirname "$stream")").$(basename "$stream").$fmt"
    "$bin/islet" check-push --format $fmt "$layout" "$stream" >"$f" 2>&1; echo "rc $?" >>"$f"; n=$((n+1))
  done
done
echo "$n outputs in $out"

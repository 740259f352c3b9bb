#!/usr/bin/env bash
# Sharded flows and the merge (docs/performance.md, "Sharded flows and the merge"): FLOWS flow
# files (default 1,000) over 4 shards, each shard timed as its own machine would run it, then
# `prosc merge` of the 4 reports; then the same flows as 50 shards and the merge of 50 reports.
# Usage: Benchmarks/Shards/run.sh [BIN]   (BIN: .build/release by default; build it first with
#        swift build -c release --product prosc-cli; … --product prosc-flow; … proscd; … prosc)
set -euo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
bin=${1:-$repo/.build/release}
flows=${FLOWS:-1000}
jobs=${JOBS:-2}
work=$(mktemp -d /tmp/prosc-shards.XXXXXX)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/flows"
# Flows of mixed lengths: every fourth presents and dismisses the modal, the others a memory warning.
for i in $(seq -w 1 "$flows"); do
  {
    printf 'name: flow %s\nstoryboards: %s/config/storyboards\nmain: Main\n---\n' "$i" "$repo"
    if (( 10#$i % 4 == 0 )); then printf -- '- present: {from: Home, scene: Modal}\n- expectVisible: Modal\n- dismiss: Modal\n- expectVisible: Home\n'
    else printf -- '- memoryWarning\n- expectVisible: Home\n'; fi
  } > "$work/flows/f$i.yaml"
done
now() { date +%s.%N; }
for n in 4 50; do
  total=0
  for i in $(seq 1 "$n"); do
    t0=$(now)
    "$bin/prosc" test "$work/flows" --shard "$i/$n" --jobs "$jobs" --junit "$work/s$n-$i.xml" > "$work/out" 2>&1 || { cat "$work/out"; exit 1; }
    t1=$(now)
    shard=$(echo "$t1 - $t0" | bc)
    total=$(echo "$total + $shard" | bc)
    [ "$n" = 4 ] && echo "shard $i/$n: $(tail -1 "$work/out") (wall $(printf %.2f "$shard") s)"
  done
  echo "$n shards: $(printf %.2f "$total") s of shard wall time in all"
  t0=$(now)
  "$bin/prosc" merge "$work"/s$n-*.xml --output "$work/merged$n.xml"
  t1=$(now)
  echo "merge of $n reports: $(printf %.3f "$(echo "$t1 - $t0" | bc)") s, $(grep -o 'tests="[0-9]*" failures="[0-9]*"' "$work/merged$n.xml")"
done
t0=$(now)
"$bin/prosc" test "$work/flows" --jobs "$jobs" --junit "$work/whole.xml" > "$work/out" 2>&1
t1=$(now)
echo "unsharded: $(tail -1 "$work/out") (wall $(printf %.2f "$(echo "$t1 - $t0" | bc)") s), $(grep -o 'tests="[0-9]*" failures="[0-9]*"' "$work/whole.xml")"
